"""One reader for every kind of saved game: the save's ``kind`` says which model it is.

A single game's save has no ``kind`` (it predates the others), a multi-board game's
is ``multiboard`` and an Absurdle's ``absurdle``; storage can keep all three in one
slot table and restore each with :func:`game_from_dict`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wordle_tui.core import absurdle, multiboard
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.game import Game
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.words import WordList, load_word_list

AnyGame = Game | MultiGame | AbsurdleGame


def game_from_dict(
    data: dict[str, Any], load: Callable[[str, int], WordList] = load_word_list
) -> AnyGame:
    """The saved game of any kind; ValueError (with the model's reason) for damaged data."""
    kind = data.get("kind")
    if kind is None:
        return Game.from_dict(data, load)
    if kind == multiboard.KIND:
        return MultiGame.from_dict(data, load)
    if kind == absurdle.KIND:
        return AbsurdleGame.from_dict(data, load)
    raise ValueError(f"unknown kind of saved game {kind!r}")
