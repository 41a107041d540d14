"""``wordle-tui play``: start a game directly, without the menu."""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from typing import Any, NoReturn

from wordle_tui.commands.errors import CommandError, UsageError
from wordle_tui.commands.support import is_terminal, missing_list
from wordle_tui.core.archive import ArchiveError, resolve_date, resolve_puzzle
from wordle_tui.core.codes import CodeError
from wordle_tui.core.new_game import WORDLE, GameRequest, new_game
from wordle_tui.core.saved import AnyGame
from wordle_tui.core.words import load_word_list
from wordle_tui.i18n import _
from wordle_tui.storage.store import Storage


def build_game(args: argparse.Namespace, storage: Storage) -> AnyGame | None:
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
        raise UsageError(_("a code names its own language and length: drop --lang and --length"))
    day = _day(args)  # --date and --puzzle are refused without --daily
    request = GameRequest(
        game=getattr(args, "variant", None) or WORDLE,
        day=day if args.daily else None,
        code=args.code,
        word=args.word,
    )
    if request == GameRequest() and not overrides:
        return None  # nothing asked: resume
    try:
        game = new_game(request, replace(settings, **overrides), load_word_list)
    except (CodeError, ValueError) as exc:  # ValueError: a list too short for the boards
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise CommandError(missing_list(exc)) from None
    if args.word is not None and args.length is not None and args.length != game.length:
        raise UsageError(
            _(
                "--length {length} does not match the word ({count} letters): "
                "drop --length, the word sets it"
            ).format(length=args.length, count=game.length)
        )
    return game


def _day(args: argparse.Namespace) -> date:
    """Today, or the past day of ``--date``/``--puzzle`` (which need ``--daily``)."""
    today = date.today()
    date_text, puzzle = getattr(args, "date", None), getattr(args, "puzzle", None)
    if date_text is None and puzzle is None:
        return today
    if not args.daily:
        raise UsageError(_("--date and --puzzle pick a past daily: add --daily"))
    try:
        if date_text is not None:
            return resolve_date(date_text, today)
        return resolve_puzzle(str(puzzle), today)
    except ArchiveError as exc:
        raise UsageError(str(exc)) from None


def run(args: argparse.Namespace) -> int:
    storage = Storage()
    game = build_game(args, storage)  # a wrong argument is refused before the terminal check
    return launch_app(start=game, practice_if_idle=True, storage=storage, ui_language=args.ui_lang)


def launch_app(**options: Any) -> int:
    """Run the full-screen app; it needs a real terminal to draw on and read keys from."""
    from wordle_tui.commands.serve import served_in_browser

    if not (is_terminal(sys.stdin) and is_terminal(sys.stderr)) and not served_in_browser():
        raise CommandError(_("the game needs an interactive terminal (keyboard and screen)"))
    try:
        from wordle_tui.app import WordleApp  # Textual loads only when a game is played
    except FileNotFoundError as exc:  # the stylesheet or word lists did not install
        raise CommandError(str(exc)) from None
    app = WordleApp(**options)
    app.run()
    status = app.return_code or 0
    leave_now(status, app.data.storage.close)


def leave_now(status: int, close: Callable[[], None]) -> NoReturn:
    """The app has quit: the game is saved and the terminal given back. The process ends
    now (after ``close``: the database), without the interpreter's tear-down, which would
    wait for a bot's job still running in a thread, then collect every word list and table:
    seconds, at the shell prompt already, during which Ctrl+C or Ctrl+Z reached a process
    the player thought gone."""
    for name in ("SIGINT", "SIGTSTP"):  # nothing left to interrupt or to suspend
        with contextlib.suppress(AttributeError, OSError, ValueError):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    with contextlib.suppress(Exception):
        close()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(status)
