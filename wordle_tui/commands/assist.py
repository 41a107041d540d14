"""``wordle-tui assist``: the words still possible in a game played elsewhere, and what to play."""

from __future__ import annotations

import argparse

from wordle_tui.cli import CommandError, UsageError
from wordle_tui.commands.support import print_json, read_word, word_length_hint, word_list_from
from wordle_tui.core.filtering import Row, contradiction_message
from wordle_tui.core.game import MAX_ATTEMPTS
from wordle_tui.core.quoting import quoted
from wordle_tui.core.scoring import PatternError, parse_pattern, pattern_to_string
from wordle_tui.core.words import WordList, unlisted_note
from wordle_tui.i18n import _, ngettext, number
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.position import NoWordFits, position_from_rows
from wordle_tui.solver.strategies import make_strategy

SHOWN_CANDIDATES = 60
# A game has at most MAX_ATTEMPTS guesses: the rows given leave room for the next one.
MAX_ROWS = MAX_ATTEMPTS - 1


def parse_rows(texts: list[str], args: argparse.Namespace) -> tuple[WordList, list[Row]]:
    if len(texts) > MAX_ROWS:
        raise UsageError(
            _("{count} rows given: at most {most} (a game has at most {attempts} guesses)").format(
                count=len(texts), most=MAX_ROWS, attempts=MAX_ATTEMPTS
            )
        )
    first_word = texts[0].split("=", 1)[0] if texts else None
    words = word_list_from(args, word_length_hint(first_word, args.lang))
    rows: list[Row] = []
    for row_number, text in enumerate(texts, start=1):
        if "=" not in text:
            raise UsageError(
                _("row {number} {text}: write it as GUESS=PATTERN, e.g. crane=-Y--G").format(
                    number=row_number, text=quoted(text)
                )
            )
        guess_text, pattern_text = text.split("=", 1)
        guess = read_word(guess_text, words, _("row {number}:").format(number=row_number))
        try:
            pattern = parse_pattern(pattern_text, words.length)
        except PatternError as exc:
            raise UsageError(
                _("row {number} {text}: {reason}").format(
                    number=row_number, text=quoted(text), reason=exc
                )
            ) from None
        rows.append(Row(guess, pattern))
    return words, rows


def run(args: argparse.Namespace) -> int:
    words, rows = parse_rows(args.rows, args)
    ctx = SolverContext(words, hard=args.hard, attempts=max(args.attempts, len(rows) + 1))
    try:
        position = position_from_rows(ctx, rows)
    except NoWordFits as exc:
        length = words.length

        def named(index: int) -> str:
            return f"{rows[index].guess}={pattern_to_string(rows[index].pattern, length)}"

        raise CommandError(contradiction_message(exc.diagnosis, named)) from None
    strategy = make_strategy(args.strategy, ctx)
    suggestions = strategy.suggest(position, top=args.top)
    every = [ctx.word(i) for i in position.candidates]
    candidates = list(words.listed(every))  # offensive words counted, not listed
    if args.json:
        print_json(
            {
                "count": len(every),
                "widened": position.widened,
                "candidates": candidates,
                "not_listed": len(every) - len(candidates),
                "strategy": args.strategy,
                "suggestions": [
                    {
                        "guess": s.guess,
                        # at the precision that orders the list, as the text shows it
                        "score": round(s.score, strategy.decimals),
                        "exact": s.exact,
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
    count = number(len(every))
    if position.widened:
        print(
            _(
                "{count} possible (none of the answers fits: taken from every accepted word):"
            ).format(count=count)
        )
    else:
        print(_("{count} possible:").format(count=count))
    shown = candidates[:SHOWN_CANDIDATES]
    more = len(candidates) - len(shown)
    line = " ".join(shown)
    if more > 0:
        line = _("{words} … and {count} more").format(words=line, count=number(more))
    if len(candidates) < len(every):
        line = f"{line} ({unlisted_note(len(every) - len(candidates))})".strip()
    print("  " + line)
    print(
        _("Best next guesses ({strategy}, {figure}):").format(
            strategy=args.strategy, figure=_(strategy.score_label)
        )
    )
    for s in suggestions:
        mark = "*" if s.candidate else " "
        approx = "" if s.exact else "≈"
        figures = ngettext(
            "{groups} group, {left} left on average, {bits} bits",
            "{groups} groups, {left} left on average, {bits} bits",
            s.groups,
        ).format(groups=number(s.groups), left=number(s.expected_left, 1), bits=number(s.bits, 2))
        # the figure at the precision that orders the list (finer digits would read out of
        # order where equal figures as shown go to a possible answer, then a familiar word)
        print(f" {mark} {s.guess}  {approx}{number(s.score, strategy.decimals)}  {figures}")
    print(_("(* could be the answer)"))
    return 0
