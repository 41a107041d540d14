"""``wordle-tui play``: start a game directly, without the menu."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from datetime import date
from typing import Any

from wordle_tui.cli import CommandError, UsageError
from wordle_tui.commands.support import is_terminal, missing_list
from wordle_tui.core.codes import CodeError
from wordle_tui.core.game import Game
from wordle_tui.core.new_game import custom_game, daily_game, game_from_code, practice_game
from wordle_tui.core.words import load_word_list
from wordle_tui.i18n import _
from wordle_tui.storage.store import Storage


def build_game(args: argparse.Namespace, storage: Storage) -> Game | None:
    """The game the options ask for, or None to resume (or start a practice game)."""
    settings = storage.settings.load()
    overrides: dict[str, Any] = {
        name: value
        for name, value in (
            ("language", args.lang),
            ("length", args.length),
            ("attempts", args.attempts),
            ("hard_mode", True if args.hard else None),
        )
        if value is not None
    }
    for option, value in (("--code", args.code), ("--word", args.word)):
        if value is not None and not value.strip():
            raise UsageError(_("{option} is empty").format(option=option))
    if args.code is not None and ("language" in overrides or "length" in overrides):
        raise UsageError("a code names its own language and length: drop --lang and --length")
    settings = replace(settings, **overrides)
    try:
        if args.daily:
            return daily_game(settings, date.today(), load_word_list)
        if args.code is not None:
            return game_from_code(args.code, settings, load_word_list)
        if args.word is not None:
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
        raise CommandError(missing_list(exc)) from None
    return None


def run(args: argparse.Namespace) -> int:
    storage = Storage()
    game = build_game(args, storage)  # a wrong argument is refused before the terminal check
    return launch_app(start=game, practice_if_idle=True, storage=storage)


def launch_app(**options: Any) -> int:
    """Run the full-screen app; it needs a real terminal to draw on and read keys from."""
    if not (is_terminal(sys.stdin) and is_terminal(sys.stderr)):
        raise CommandError(_("the game needs an interactive terminal (keyboard and screen)"))
    try:
        from wordle_tui.app import WordleApp  # Textual loads only when a game is played
    except FileNotFoundError as exc:  # the stylesheet or word lists did not install
        raise CommandError(str(exc)) from None
    app = WordleApp(**options)
    app.run()
    return app.return_code or 0
