"""``wordle-tui play``'s options for the other games and past dailies, without a terminal."""

from __future__ import annotations

import argparse
from datetime import date

import pytest

from wordle_tui.commands import arguments
from wordle_tui.commands.errors import UsageError
from wordle_tui.commands.play import build_game
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.choose import daily_day, daily_number
from wordle_tui.core.game import Game
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.storage.store import Storage


def options(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    arguments.play(parser)
    return parser.parse_args(argv)


def test_a_past_daily_by_date_and_by_number(home):
    storage = Storage()
    game = build_game(options("--daily", "--date", "2026-11-01"), storage)
    assert isinstance(game, Game) and game.mode is Mode.DAILY and game.puzzle == 1
    other = build_game(options("--daily", "--puzzle", "3"), storage)
    assert isinstance(other, Game) and daily_day(other.puzzle) == date(2026, 11, 3)


def test_a_future_daily_is_refused_with_the_models_message(home):
    with pytest.raises(UsageError, match="is in the future: the archive ends today"):
        build_game(options("--daily", "--date", "2999-01-01"), Storage())
    last = daily_number(date.today())
    with pytest.raises(UsageError, match=f"is not out yet: today's is #{last}"):
        build_game(options("--daily", "--puzzle", str(last + 1)), Storage())


def test_the_other_games(home):
    storage = Storage()
    quordle = build_game(options("--variant", "quordle", "--daily"), storage)
    assert isinstance(quordle, MultiGame) and quordle.variant.key == "quordle"
    assert quordle.mode is Mode.DAILY
    practice = build_game(options("--variant", "octordle"), storage)
    assert isinstance(practice, MultiGame) and practice.code.startswith("Octordle-")
    again = build_game(options("--code", practice.code), storage)
    assert isinstance(again, MultiGame) and again.secrets == practice.secrets
    absurdle = build_game(options("--variant", "absurdle", "--lang", "es"), storage)
    assert isinstance(absurdle, AbsurdleGame) and absurdle.language == "es"
    old = build_game(options("--variant", "dordle", "--daily", "--puzzle", "2"), storage)
    assert isinstance(old, MultiGame) and old.puzzle == 2
