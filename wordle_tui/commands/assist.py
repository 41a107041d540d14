"""``wordle-tui assist``: the words still possible in a game played elsewhere, and what to play."""

from __future__ import annotations

import argparse

from wordle_tui.cli import CommandError, UsageError
from wordle_tui.commands.options import (
    add_list_options,
    add_solver_options,
    print_json,
    read_word,
    word_length_hint,
    word_list_from,
)
from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import PatternError, parse_pattern, pattern_to_string
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.position import NoWordFits, position_from_rows
from wordle_tui.solver.strategies import make_strategy

SHOWN_CANDIDATES = 60


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "assist",
        help="words still possible after the colours you got, and the best next guesses",
        description=(
            "Give each guess you played with its colours, e.g. crane=-Y--G "
            "(G/Y/- or 2/1/0 or x/. for grey, or the emoji)."
        ),
    )
    parser.add_argument("rows", nargs="*", metavar="GUESS=PATTERN", help="the rows played so far")
    add_list_options(parser)
    add_solver_options(parser, opener=False)
    parser.add_argument("--top", type=int, default=10, metavar="N", help="suggestions to show")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def parse_rows(texts: list[str], args: argparse.Namespace):
    first_word = texts[0].split("=", 1)[0] if texts else None
    words = word_list_from(args, word_length_hint(first_word, args.lang))
    rows: list[Row] = []
    for number, text in enumerate(texts, start=1):
        if "=" not in text:
            raise UsageError(f"row {number} {text!r}: write it as GUESS=PATTERN, e.g. crane=-Y--G")
        guess_text, pattern_text = text.split("=", 1)
        guess = read_word(guess_text, words, f"row {number}:")
        try:
            pattern = parse_pattern(pattern_text, words.length)
        except PatternError as exc:
            raise UsageError(f"row {number} {text!r}: {exc}") from None
        rows.append(Row(guess, pattern))
    return words, rows


def run(args: argparse.Namespace) -> int:
    if args.top < 1:
        raise UsageError("--top must be at least 1")
    words, rows = parse_rows(args.rows, args)
    ctx = SolverContext(words, hard=args.hard, attempts=max(args.attempts, len(rows) + 1))
    try:
        position = position_from_rows(ctx, rows)
    except NoWordFits as exc:
        d = exc.diagnosis
        pair = " and ".join(
            f"{r.guess}={pattern_to_string(r.pattern, words.length)}"
            for r in (rows[max(0, d.first_empty_row - 1)], rows[d.first_empty_row])
        )
        if d.first_empty_row == 0:
            pair = f"{rows[0].guess}={pattern_to_string(rows[0].pattern, words.length)}"
        raise CommandError(
            f"No word matches these colours: {pair} leave no word — check row {d.suspect_row + 1}"
        ) from None
    strategy = make_strategy(args.strategy, ctx)
    suggestions = strategy.suggest(position, top=args.top)
    candidates = [ctx.word(i) for i in position.candidates]
    if args.json:
        print_json(
            {
                "count": len(candidates),
                "widened": position.widened,
                "candidates": candidates,
                "strategy": args.strategy,
                "suggestions": [
                    {
                        "guess": s.guess,
                        "score": round(s.score, 4),
                        "candidate": s.candidate,
                        "expected_left": round(s.expected_left, 3),
                        "bits": round(s.bits, 3),
                        "groups": s.groups,
                    }
                    for s in suggestions
                ],
            }
        )
        return 0
    widened = " (none of the answers fits: taken from every accepted word)"
    print(f"{len(candidates)} possible{widened if position.widened else ''}:")
    shown = candidates[:SHOWN_CANDIDATES]
    more = len(candidates) - len(shown)
    print("  " + " ".join(shown) + (f" … and {more} more" if more > 0 else ""))
    print(f"Best next guesses ({args.strategy}, {strategy.score_label}):")
    for s in suggestions:
        mark = "*" if s.candidate else " "
        approx = "" if s.exact else "≈"
        print(
            f" {mark} {s.guess}  {approx}{s.score:.3f}  "
            f"{s.groups} groups, {s.expected_left:.1f} left on average, {s.bits:.2f} bits"
        )
    print("(* could be the answer)")
    return 0
