"""``wordle-tui bench``: play every answer with a strategy and print the figures."""

from __future__ import annotations

import argparse

from wordle_tui.cli import CommandError, UsageError
from wordle_tui.commands.options import (
    add_list_options,
    add_solver_options,
    print_json,
    progress_bar,
    read_word,
    word_list_from,
)
from wordle_tui.solver.bench import OPENER_TRIES, run_bench
from wordle_tui.solver.context import SolverContext


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "bench",
        help="play every answer with a strategy: total, mean, worst, time, memory",
        description=(
            "Play every answer of the list and report the figures. The optimal strategy "
            "searches from scratch here (shipped trees are not used)."
        ),
    )
    add_list_options(parser)
    add_solver_options(parser)
    parser.add_argument("--limit", type=int, metavar="N", help="only the first N answers")
    parser.add_argument("--tree-out", metavar="FILE", help="save the decision tree as JSON")
    parser.add_argument(
        "--beam", type=int, metavar="N", help="optimal: guesses tried per position (search width)"
    )
    parser.add_argument(
        "--tries",
        type=int,
        default=OPENER_TRIES,
        metavar="N",
        help=f"optimal: first guesses compared when no --opener (default {OPENER_TRIES})",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    for name in ("limit", "beam", "tries"):
        value = getattr(args, name)
        if value is not None and value < 1:
            raise UsageError(f"--{name} must be at least 1")
    words = word_list_from(args)
    opener = read_word(args.opener, words, "opener") if args.opener else None
    ctx = SolverContext(words, hard=args.hard, attempts=args.attempts)
    with progress_bar(f"bench {args.strategy}", enabled=None if not args.json else False) as bar:
        try:
            result = run_bench(
                ctx,
                args.strategy,
                opener=opener,
                limit=args.limit,
                progress=bar,
                beam=args.beam,
                opener_tries=args.tries,
            )
        except RuntimeError as exc:
            raise CommandError(str(exc)) from None
    if args.tree_out and result.tree is not None:
        try:
            result.tree.save(args.tree_out, [ctx.word(i) for i in ctx.answer_ids])
        except OSError as exc:
            raise CommandError(f"cannot write {args.tree_out}: {exc.strerror or exc}") from None
    if args.json:
        print_json(result.to_json())
        return 0
    mode = "hard" if args.hard else "normal"
    print(f"{args.strategy} ({mode} mode) on {words.name}: opener {result.opener}")
    print(f"games {result.games}  total {result.total:,}  mean {result.mean:.4f}  max {result.max}")
    print("distribution  " + "  ".join(f"{k}: {v}" for k, v in sorted(result.distribution.items())))
    failures = result.failures
    if failures:
        shown = " ".join(failures[:20]) + (" …" if len(failures) > 20 else "")
        print(f"not solved within {args.attempts}: {len(failures)} ({shown})")
    else:
        print(f"every game solved within {args.attempts} guesses")
    print(f"time {result.seconds:.2f} s  peak memory {result.peak_rss_mb:.0f} MB")
    if args.tree_out:
        print(f"tree written to {args.tree_out}")
    return 0
