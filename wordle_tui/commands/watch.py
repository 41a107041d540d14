"""``wordle-tui watch [WORD]``: open the app straight on the bot playing a word."""

from __future__ import annotations

import argparse
import random

from wordle_tui.bots.watch import WatchSetup
from wordle_tui.commands.options import (
    add_list_options,
    add_solver_options,
    read_word,
    word_length_hint,
    word_list_from,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "watch",
        help="watch the bot play a word on the board, step by step",
        description=(
            "Open the game on the bot playing WORD (a random answer when none is given), "
            "one step at a time, saying why it plays each guess."
        ),
    )
    parser.add_argument(
        "word", nargs="?", metavar="WORD", help="the word the bot plays (any accepted word)"
    )
    add_list_options(parser)
    add_solver_options(parser)
    parser.set_defaults(handler=run)


def build_setup(args: argparse.Namespace, rng: random.Random | None = None) -> WatchSetup:
    """What to watch, from the arguments; UsageError (one line) for a bad one."""
    words = word_list_from(args, word_length_hint(args.word, args.lang))
    secret = read_word(args.word, words) if args.word else (rng or random).choice(words.answers)
    opener = read_word(args.opener, words, "opener") if args.opener else None
    return WatchSetup(
        words, secret, strategy=args.strategy, hard=args.hard, attempts=args.attempts, opener=opener
    )


def run(args: argparse.Namespace) -> int:
    from wordle_tui.commands.play import launch_app

    return launch_app(watch=build_setup(args))
