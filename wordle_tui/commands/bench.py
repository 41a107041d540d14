"""``wordle-tui bench``: play every answer with a strategy and print the figures."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from wordle_tui.bots.strategy_names import strategy_title
from wordle_tui.commands.errors import CommandError
from wordle_tui.commands.support import print_json, progress_bar, read_word, word_list_from
from wordle_tui.core.quoting import short_path
from wordle_tui.i18n import _, ngettext, number
from wordle_tui.solver.bench import run_bench
from wordle_tui.solver.context import SolverContext


def check_writable(path: Path) -> None:
    """Refuse a --tree-out the tree could not be written to, before minutes of work.

    The file is opened for appending (nothing it holds is lost) and removed again
    when it did not exist before.
    """
    existed = os.path.lexists(path)
    try:
        if path.is_dir():
            raise IsADirectoryError(21, "Is a directory")
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        raise CommandError(
            _("cannot write {path}: {reason}").format(path=short_path(path), reason=reason)
        ) from None
    if not existed:
        path.unlink(missing_ok=True)


def run(args: argparse.Namespace) -> int:
    tree_out = Path(args.tree_out) if args.tree_out is not None else None
    if tree_out is not None:
        check_writable(tree_out)
    words = word_list_from(args)
    opener = read_word(args.opener, words, "opener") if args.opener is not None else None
    ctx = SolverContext(words, hard=args.hard, attempts=args.attempts)
    with progress_bar(
        _("bench {strategy}").format(strategy=strategy_title(args.strategy)),
        enabled=None if not args.json else False,
    ) as bar:
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
    if tree_out is not None and result.tree is not None:
        try:
            result.tree.save(tree_out, [ctx.word(i) for i in ctx.answer_ids])
        except OSError as exc:
            reason = exc.strerror or exc.__class__.__name__
            raise CommandError(
                _("cannot write {path}: {reason}").format(path=short_path(tree_out), reason=reason)
            ) from None
    if args.json:
        print_json(result.to_json())
        return 0
    heading = (
        _("{strategy} (hard mode) on {words}: opener {opener}")
        if args.hard
        else _("{strategy} (normal mode) on {words}: opener {opener}")
    )
    strategy = strategy_title(args.strategy)
    print(heading.format(strategy=strategy, words=words.name, opener=result.opener))
    print(
        _("games {games}  total {total}  mean {mean}  max {max}").format(
            games=number(result.games),
            total=number(result.total),
            mean=number(result.mean, 4),
            max=result.max,
        )
    )
    counts = "  ".join(f"{k}: {number(v)}" for k, v in sorted(result.distribution.items()))
    print(_("distribution  {counts}").format(counts=counts))
    failures = result.failures
    if failures:
        shown = " ".join(failures[:20]) + (" …" if len(failures) > 20 else "")
        print(
            _("not solved within {attempts}: {count} ({words})").format(
                attempts=args.attempts, count=number(len(failures)), words=shown
            )
        )
    else:
        print(
            ngettext(
                "every game solved within {count} guess",
                "every game solved within {count} guesses",
                args.attempts,
            ).format(count=args.attempts)
        )
    if result.peak_rss_mb is None:
        memory = _("peak memory not measured on this system")
    else:
        memory = _("peak memory {megabytes} MB").format(megabytes=number(result.peak_rss_mb))
    print(_("time {seconds} s  {memory}").format(seconds=number(result.seconds, 2), memory=memory))
    if tree_out is not None:
        print(_("tree written to {path}").format(path=short_path(tree_out)))
    return 0
