"""``wordle-tui play``: start a game directly, without the menu."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from datetime import date

from wordle_tui.cli import CommandError, UsageError
from wordle_tui.core.choose import CodeError
from wordle_tui.core.game import MAX_ATTEMPTS, MIN_ATTEMPTS, Game
from wordle_tui.core.languages import LANGUAGES, MAX_LENGTH, MIN_LENGTH, WORD_LENGTHS
from wordle_tui.core.new_game import custom_game, daily_game, game_from_code, practice_game
from wordle_tui.core.words import load_word_list
from wordle_tui.storage.store import Storage


def _attempts(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not MIN_ATTEMPTS <= value <= MAX_ATTEMPTS:
        raise argparse.ArgumentTypeError(f"must be {MIN_ATTEMPTS}-{MAX_ATTEMPTS}, not {value}")
    return value


def _length(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value not in WORD_LENGTHS:
        raise argparse.ArgumentTypeError(f"must be {MIN_LENGTH}-{MAX_LENGTH}, not {value}")
    return value


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "play",
        help="start a game directly (with no options: resume the game in progress)",
        description=(
            "Start a game without the menu. With no options the game in progress is resumed, "
            "or a new practice game starts. Options not given come from the saved settings."
        ),
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--daily", action="store_true", help="today's puzzle")
    mode.add_argument("--code", metavar="CODE", help="a practice or friend's code (EN5-7KQ2MX)")
    mode.add_argument("--word", metavar="WORD", help="a word someone chose for you (kept hidden)")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), help="language of the words")
    parser.add_argument("--length", type=_length, metavar="4-8", help="letters per word")
    parser.add_argument("--attempts", type=_attempts, metavar="N", help="guesses allowed (1-20)")
    parser.add_argument("--hard", action="store_true", help="hard mode: hints must be used")
    parser.set_defaults(handler=run)


def build_game(args: argparse.Namespace, storage: Storage) -> Game | None:
    """The game the options ask for, or None to resume (or start a practice game)."""
    settings = storage.settings.load()
    overrides = {
        name: value
        for name, value in (
            ("language", args.lang),
            ("length", args.length),
            ("attempts", args.attempts),
            ("hard_mode", True if args.hard else None),
        )
        if value is not None
    }
    if args.code and ("language" in overrides or "length" in overrides):
        raise UsageError("a code names its own language and length: drop --lang and --length")
    settings = replace(settings, **overrides)
    try:
        if args.daily:
            return daily_game(settings, date.today(), load_word_list)
        if args.code:
            return game_from_code(args.code, settings, load_word_list)
        if args.word:
            game = custom_game(args.word, settings, load_word_list)
            if isinstance(game, str):
                raise UsageError(game)
            if args.length is not None and args.length != game.length:
                raise UsageError(
                    f"--length {args.length} does not match the word ({game.length} letters): "
                    "drop --length, the word sets it"
                )
            return game
        if overrides:
            return practice_game(settings, load_word_list)
    except CodeError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise CommandError(f"a word list is missing ({exc}): reinstall wordle-tui") from None
    return None


def run(args: argparse.Namespace) -> int:
    storage = Storage()
    game = build_game(args, storage)
    return launch_app(start=game, practice_if_idle=True, storage=storage)


def launch_app(**options) -> int:
    """Run the full-screen app; it needs a real terminal to draw on and read keys from."""
    from wordle_tui.commands.serve import served_in_browser

    if not (sys.stdin.isatty() and sys.stderr.isatty()) and not served_in_browser():
        raise CommandError("the game needs an interactive terminal (keyboard and screen)")
    try:
        from wordle_tui.app import WordleApp  # Textual loads only when a game is played
    except FileNotFoundError as exc:  # the stylesheet or word lists did not install
        raise CommandError(str(exc)) from None
    app = WordleApp(**options)
    app.run()
    return app.return_code or 0
