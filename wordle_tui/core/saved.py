"""One reader for every kind of saved game: the save's ``kind`` says which model it is.

A single game's save has no ``kind`` (it predates the others), a multi-board game's
is ``multiboard`` and an Absurdle's ``absurdle``; storage can keep all three in one
slot table and restore each with :func:`game_from_dict`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from wordle_tui.core import absurdle, multiboard
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.game import Game, game_title, mode_name
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.validation import Rejection
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.i18n import _

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
    raise ValueError(_("unknown kind of saved game {kind}").format(kind=repr(kind)))


def game_heading(game: AnyGame, *, code: bool = True) -> str:
    """A header's name for a game, with its list: ``Daily #27 · English, 5 letters``,
    ``Practice EN5P-7KQ2MXX · English, 5 letters``, ``Quordle Daily #23 · …``, ``Absurdle ·
    …``: a code or a number alone does not say which language and length it plays.

    ``code=False`` leaves the code out (``Practice · English, 5 letters``): a narrow header
    keeps what is played rather than the code."""
    words = game.words.language.list_title(game.length)
    if isinstance(game, AbsurdleGame):
        return f"{absurdle.NAME} · {words}"
    daily = game.mode is Mode.DAILY and game.puzzle is not None
    coded = code and bool(game.code)
    if daily:
        name = game_title(game.mode, game.puzzle, None)
    elif coded and isinstance(game, MultiGame):
        name = game.title()  # Quordle-EN5P-…: the code names the game
    elif coded:
        name = f"{mode_name(game.mode)} {game.code}"
    else:
        name = mode_name(game.mode)
    if isinstance(game, MultiGame) and not (coded and not daily):
        name = f"{game.variant.name} {name}"
    return f"{name} · {words}"


def short_heading(game: AnyGame) -> str:
    """The narrowest header title: ``#27 EN5`` for a daily, ``Quordle EN5 #23``, else what
    names the game (its code)."""
    if not isinstance(game, MultiGame) and game.mode is Mode.DAILY and game.puzzle is not None:
        return f"#{game.puzzle} {game.language.upper()}{game.length}"
    return game.title()


def headings(game: AnyGame) -> list[str]:
    """The titles a narrower header falls back on, widest first: the game with its code and
    its list, the game and its list (``Practice · English, 5 letters``), the code alone."""
    forms = [game_heading(game), game_heading(game, code=False), short_heading(game)]
    return [form for number, form in enumerate(forms) if form not in forms[:number]]


def under_way(game: AnyGame, typed: str = "") -> bool:
    """A guess played, or letters typed: a game opened and left as it came is no game in
    progress (nothing to continue), whatever its kind."""
    return bool(game.guesses) or bool(typed)


def variant_of(game: AnyGame) -> str:
    """The log's name of the game's kind: ``""`` Wordle, ``quordle``…, ``absurdle``."""
    if isinstance(game, MultiGame):
        return game.variant.key
    if isinstance(game, AbsurdleGame):
        return absurdle.KIND
    return ""


def record_of_game(game: AnyGame, finished_at: datetime, now: float | None = None) -> GameRecord:
    """The log's record of any finished game (ValueError while it is still being played)."""
    if isinstance(game, MultiGame):
        return GameRecord.from_multi_game(game, finished_at, now)
    if isinstance(game, AbsurdleGame):
        return GameRecord.from_absurdle(game, finished_at, now)
    return GameRecord.from_game(game, finished_at, now)


def game_from_record(
    record: GameRecord, load: Callable[[str, int], WordList] = load_word_list
) -> AnyGame:
    """A finished game of the log rebuilt to be shown (its guesses replayed through the rules);
    ValueError when the record does not replay, OSError when its list is missing."""
    words = load(record.language, record.length)
    common: dict[str, Any] = {
        "max_attempts": record.attempts,
        "no_repeat": record.no_repeat,
        "mode": record.mode,
        "elapsed": record.seconds,
        "assisted": record.assisted,
        "started_at": record.started_at.isoformat() if record.started_at else None,
        "finished_at": record.finished_at.isoformat(),
        "hints_used": record.hints_used,
        "uid": record.uid,
    }
    game: AnyGame
    if record.variant == absurdle.KIND:
        game = AbsurdleGame(words, hard_mode=record.hard_mode, **common)
    elif record.variant:
        variant = multiboard.get_variant(record.variant)
        game = MultiGame(
            words, variant, record.secrets, puzzle=record.puzzle, code=record.code, **common
        )
    else:
        return Game(
            words,
            record.secret,
            hard_mode=record.hard_mode,
            puzzle=record.puzzle,
            code=record.code,
            rows=list(record.rows),
            **common,
        )
    for guess in record.guesses:
        if isinstance(game.submit(guess), Rejection):
            raise ValueError(_("its guess {guess} is refused").format(guess=repr(guess)))
    return game
