"""``wordle-tui watch [WORD]``: open the app straight on the bot playing a word."""

from __future__ import annotations

import argparse
import random

from wordle_tui.bots.watch import WatchSetup
from wordle_tui.commands.support import read_word, word_length_hint, word_list_from


def build_setup(args: argparse.Namespace, rng: random.Random | None = None) -> WatchSetup:
    """What to watch, from the arguments; UsageError (one line) for a bad one."""
    words = word_list_from(args, word_length_hint(args.word, args.lang))
    if args.word is not None:
        secret = read_word(args.word, words)
    else:
        secret = (rng or random).choice(words.answers)
    opener = read_word(args.opener, words, "opener") if args.opener is not None else None
    return WatchSetup(
        words, secret, strategy=args.strategy, hard=args.hard, attempts=args.attempts, opener=opener
    )


def run(args: argparse.Namespace) -> int:
    from wordle_tui.commands.play import launch_app

    return launch_app(watch=build_setup(args))
