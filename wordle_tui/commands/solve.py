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
from wordle_tui.solver.bot import Bot
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.strategies import make_strategy


def run(args: argparse.Namespace) -> int:
    words = word_list_from(args, word_length_hint(args.word, args.lang))
    secret = read_word(args.word, words)
    opener = read_word(args.opener, words, "opener") if args.opener is not None else None
    ctx = SolverContext(words, hard=args.hard, attempts=args.attempts)
    strategy = make_strategy(args.strategy, ctx)
    bot = Bot(ctx, strategy, opener=opener)
    with progress_bar("thinking", enabled=None if not args.json else False) as update:
        if hasattr(strategy, "progress"):
            strategy.progress = update
        steps = bot.play(secret)
    if args.json:
        print_json(
            {
                "answer": secret,
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
    for number, step in enumerate(steps, start=1):
        pattern = pattern_to_string(step.pattern, words.length)
        left = "solved" if step.solved else f"{step.after} left"
        print(f"{number}. {step.guess.upper()}  {pattern}  {step.before} → {left}")
        print(f"   {step.note}")
    mode = ", hard mode" if args.hard else ""
    if bot.solved:
        print(f"Solved {secret.upper()} in {len(steps)}/{args.attempts} ({args.strategy}{mode}).")
    else:
        print(f"Not solved in {args.attempts} guesses ({args.strategy}{mode}).")
    return 0
