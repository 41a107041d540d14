"""``wordle-tui solve WORD``: watch the bot play against a word, headless."""

from __future__ import annotations

import argparse

from wordle_tui.commands.support import (
    print_json,
    progress_bar,
    read_word,
    word_length_hint,
    word_list_from,
)
from wordle_tui.core.scoring import pattern_to_string
from wordle_tui.i18n import _, ngettext, number
from wordle_tui.solver.bot import Bot
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.patterns import PatternTable
from wordle_tui.solver.strategies import make_strategy


def run(args: argparse.Namespace) -> int:
    words = word_list_from(args, word_length_hint(args.word, args.lang))
    secret = read_word(args.word, words)
    opener = read_word(args.opener, words, "opener") if args.opener is not None else None
    # a word that is not an answer: the bot plans for every accepted word, as when it
    # guesses yours (as watching it does, bots.watch.WatchSetup; not imported: a game of
    # the command starts without the app's models)
    any_word = not words.is_answer(secret)
    # one game: the pattern table is read from the cache or computed as needed, never built
    table = PatternTable(words, on_demand=True)
    ctx = SolverContext(
        words, hard=args.hard, attempts=args.attempts, table=table, any_word=any_word
    )
    strategy = make_strategy(args.strategy, ctx)
    bot = Bot(ctx, strategy, opener=opener)
    with progress_bar(_("thinking"), enabled=None if not args.json else False) as update:
        if hasattr(strategy, "progress"):
            strategy.progress = update
        steps = bot.play(secret)
    if args.json:
        print_json(
            {
                "answer": secret,
                "any_word": any_word,
                "solved": bot.solved,
                "turns": len(steps),
                "strategy": args.strategy,
                "hard": args.hard,
                "steps": [
                    {
                        "guess": step.guess,
                        "pattern": pattern_to_string(step.pattern, words.length),
                        "remaining": step.after,
                        "widened": step.widened,
                    }
                    for step in steps
                ],
            }
        )
        return 0
    if any_word:
        print(
            _(
                "{word} is not in the answers list: the bot plans for every accepted word, "
                "as when it guesses yours."
            ).format(word=secret.upper())
        )
    for turn, step in enumerate(steps, start=1):
        pattern = pattern_to_string(step.pattern, words.length)
        left = (
            _("solved")
            if step.solved
            else ngettext("{count} left", "{count} left", step.after).format(
                count=number(step.after)
            )
        )
        print(f"{turn}. {step.guess.upper()}  {pattern}  {number(step.before)} → {left}")
        print(f"   {step.note}")
    if bot.solved:
        message = (
            _("Solved {word} in {score} ({strategy}, hard mode).")
            if args.hard
            else _("Solved {word} in {score} ({strategy}).")
        )
    else:
        message = (
            ngettext(
                "Not solved in {count} guess ({strategy}, hard mode).",
                "Not solved in {count} guesses ({strategy}, hard mode).",
                args.attempts,
            )
            if args.hard
            else ngettext(
                "Not solved in {count} guess ({strategy}).",
                "Not solved in {count} guesses ({strategy}).",
                args.attempts,
            )
        )
    print(
        message.format(
            word=secret.upper(),
            score=f"{len(steps)}/{args.attempts}",
            count=args.attempts,
            strategy=args.strategy,
        )
    )
    return 0
