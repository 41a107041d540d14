"""Games to come back to, kept as ``games.json`` in the user's data folder.

Two kinds of slot: each day's daily game per language and length (so a
finished daily shows its board instead of being replayed for a better score),
and one free slot for the latest practice or custom game. Slots are kept in
the order they were last played; the game offered when the app starts again
is the most recent one still in progress (finishing a daily does not hide the
practice game left half-way before it).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from wordle_tui.core.choose import FIRST_PUZZLE_DAY
from wordle_tui.core.game import Game, Mode
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.storage.jsonfile import JsonFile
from wordle_tui.storage.paths import data_dir

GAMES_FILE = "games.json"
GAMES_FORMAT = 1
FREE_SLOT = "free"
TYPED_KEY = "typed"  # beside the core's game fields: the row being typed

WordLoader = Callable[[str, int], WordList]


def daily_slot(language: str, length: int, day: date) -> str:
    return f"daily:{language}-{length}:{day.isoformat()}"


def slot_of(game: Game) -> str:
    if game.mode is Mode.DAILY and game.puzzle is not None:
        day = FIRST_PUZZLE_DAY + timedelta(days=game.puzzle)
        return daily_slot(game.language, game.length, day)
    return FREE_SLOT


class SavedGames:
    """The saved games, read once and written after every change."""

    def __init__(self, path: Path | None = None, load_words: WordLoader = load_word_list) -> None:
        self.file = JsonFile(path or data_dir() / GAMES_FILE, "saved games")
        self.load_words = load_words
        self.games: dict[str, dict[str, Any]] = {}
        self.last: str | None = None
        self._read()

    @property
    def path(self) -> Path:
        return self.file.path

    def _read(self) -> None:
        data = self.file.read()
        if data is None:
            return
        games = data.get("games")
        last = data.get("last")
        valid = (
            data.get("format") == GAMES_FORMAT
            and isinstance(games, dict)
            and all(isinstance(g, dict) for g in games.values())
            and (last is None or isinstance(last, str))
        )
        if not valid:
            self.file.set_aside("is not a saved-games file this version understands")
            return
        self.games = {str(slot): game for slot, game in games.items()}
        self.last = last

    def _restore(self, slot: str) -> Game | None:
        """Rebuild one saved game; a damaged one is dropped with a warning."""
        data = self.games.get(slot)
        if data is None:
            return None
        try:
            return Game.from_dict(data, self.load_words)
        except OSError as exc:  # a missing word list: keep the game for a mended install
            self.file.warnings.append(f"A saved game needs a word list that is missing ({exc}).")
            return None
        except ValueError as exc:
            self.file.set_aside(f"holds a game that cannot be resumed ({exc})")
            del self.games[slot]
            if self.last == slot:
                self.last = None
            self._write()
            return None

    def unfinished(self) -> Game | None:
        """The most recently played game that is not over."""
        for slot in reversed(list(self.games)):
            game = self._restore(slot)
            if game is not None and not game.is_over:
                return game
        return None

    def daily(self, language: str, length: int, day: date) -> Game | None:
        """That day's daily game, finished or not, when it was started."""
        return self._restore(daily_slot(language, length, day))

    def typed(self, game: Game) -> str:
        """The letters typed but not yet played when ``game`` was saved."""
        typed = self.games.get(slot_of(game), {}).get(TYPED_KEY, "")
        return typed if isinstance(typed, str) and len(typed) <= game.length else ""

    def remember(
        self, game: Game, now: float | None = None, today: date | None = None, typed: str = ""
    ) -> bool:
        """Save ``game`` (and the row being typed) as the last one played.

        Returns False when the folder cannot be written (a warning says so once).
        """
        slot = slot_of(game)
        self.games.pop(slot, None)  # to the end: the order is the order of play
        self.games[slot] = {**game.to_dict(now), TYPED_KEY: typed}
        self.last = slot
        self._prune(today or date.today())
        return self._write()

    def _prune(self, today: date) -> None:
        """Forget dailies older than yesterday, unless one is the unfinished last game."""
        keep_from = (today - timedelta(days=1)).isoformat()
        for slot in list(self.games):
            stale = slot.startswith("daily:") and slot.rsplit(":", 1)[1] < keep_from
            if stale and slot != self.last:
                del self.games[slot]

    def _write(self) -> bool:
        return self.file.write({"format": GAMES_FORMAT, "last": self.last, "games": self.games})

    def take_warnings(self) -> list[str]:
        return self.file.take_warnings()
