"""Games to come back to, kept in the database, and the moment a game enters the log.

Two kinds of slot: each day's daily game per language and length (so a
finished daily shows its board instead of being replayed for a better score),
and one slot per practice, custom or bot game (``game:<uid>``), so two
windows playing at once never overwrite each other's game. Slots are ordered
by when they were last played; the game offered when the app starts again is
the most recent one still in progress.

Saving a game that has just ended also writes it to the log, in the same
transaction: a finished game is in the log the moment it is saved, or the
guess that ended it is not saved at all.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import date, datetime, timedelta

from wordle_tui.core.choose import daily_day
from wordle_tui.core.game import Game, Mode
from wordle_tui.core.history import GameRecord
from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.words import load_word_list
from wordle_tui.storage.database import Database
from wordle_tui.storage.games_log import insert_record

KEEP_UNFINISHED = 10  # practice, custom and bot games in progress kept, most recent first


def daily_slot(language: str, length: int, day: date) -> str:
    return f"daily:{language}-{length}:{day.isoformat()}"


def slot_of(game: Game) -> str:
    if game.mode is Mode.DAILY and game.puzzle is not None:
        return daily_slot(game.language, game.length, daily_day(game.puzzle))
    return f"game:{game.uid}"


def _local_now() -> datetime:
    return datetime.now().astimezone()


def save_slot(conn: sqlite3.Connection, slot: str, data: dict, typed: str = "") -> None:
    """Write one game in progress as the latest played (inside the caller's transaction)."""
    touched = conn.execute("SELECT COALESCE(MAX(touched), 0) + 1 FROM games_in_progress")
    conn.execute(
        "INSERT INTO games_in_progress (slot, game, typed, touched) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (slot) DO UPDATE SET game = excluded.game, typed = excluded.typed, "
        "touched = excluded.touched",
        (slot, json.dumps(data, ensure_ascii=False), typed, touched.fetchone()[0]),
    )


class SavedGames:
    """The games in progress, read from the database each time (another window may write)."""

    def __init__(self, database: Database, load_words: WordLoader = load_word_list) -> None:
        self.database = database
        self.load_words = load_words

    def _slots(self, where: str = "", params: tuple = ()) -> list[tuple[str, str, str]]:
        return self.database.read(
            lambda conn: conn.execute(
                f"SELECT slot, game, typed FROM games_in_progress {where} ORDER BY touched DESC",
                params,
            ).fetchall(),
            [],
        )

    def _restore(self, slot: str, text: str) -> Game | None:
        """Rebuild one saved game; a damaged one is set aside with a warning."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("saved game is not a JSON object")
            return Game.from_dict(data, self.load_words)
        except OSError as exc:  # a missing word list: keep the game for a mended install
            self.database.warnings.append(
                f"A saved game needs a word list that is missing ({exc})."
            )
            return None
        except ValueError as exc:  # JSONDecodeError is a ValueError too
            reason = f"cannot be resumed ({exc})"

            def change(conn: sqlite3.Connection) -> None:
                self.database.set_aside(conn, "game in progress", slot, text, reason)
                conn.execute("DELETE FROM games_in_progress WHERE slot = ?", (slot,))

            self.database.write(change, "saved games")
            self.database.warnings.append(
                f"A saved game {reason}: it is kept aside in {self.database.path}."
            )
            return None

    def unfinished(self) -> Game | None:
        """The most recently played game that is not over."""
        for slot, text, _typed in self._slots():
            game = self._restore(slot, text)
            if game is not None and not game.is_over:
                return game
        return None

    def daily(self, language: str, length: int, day: date) -> Game | None:
        """That day's daily game, finished or not, when it was started."""
        slot = daily_slot(language, length, day)
        for _slot, text, _typed in self._slots("WHERE slot = ?", (slot,)):
            return self._restore(slot, text)
        return None

    def typed(self, game: Game) -> str:
        """The letters typed but not yet played when ``game`` was saved."""
        for _slot, _text, typed in self._slots("WHERE slot = ?", (slot_of(game),)):
            return typed if isinstance(typed, str) and len(typed) <= game.length else ""
        return ""

    def remember(
        self,
        game: Game,
        now: float | None = None,
        today: date | None = None,
        typed: str = "",
        finished_at: datetime | None = None,
    ) -> bool:
        """Save ``game`` (and the row being typed) as the last one played; a game that is
        over goes into the log in the same transaction.

        ``now`` is the game clock's reading; ``finished_at`` the end time used when the
        game has none. Returns False when nothing could be saved (a warning says so once).
        """
        slot = slot_of(game)
        data = game.to_dict(now)
        record = None
        if game.is_over:
            record = GameRecord.from_game(game, finished_at or _local_now(), now)

        def change(conn: sqlite3.Connection) -> None:
            if record is not None:
                insert_record(conn, record)
            if record is not None and game.mode is not Mode.DAILY:
                conn.execute("DELETE FROM games_in_progress WHERE slot = ?", (slot,))
            else:
                save_slot(conn, slot, data, typed)
            self._prune(conn, today or date.today())

        return self.database.write(change, "game")

    def _prune(self, conn: sqlite3.Connection, today: date) -> None:
        """Forget dailies older than yesterday (unless one is the latest game played), and
        all but the :data:`KEEP_UNFINISHED` latest other games."""
        keep_from = (today - timedelta(days=1)).isoformat()
        latest = conn.execute(
            "SELECT slot FROM games_in_progress ORDER BY touched DESC LIMIT 1"
        ).fetchone()
        for (slot,) in conn.execute(
            "SELECT slot FROM games_in_progress WHERE slot LIKE 'daily:%'"
        ).fetchall():
            if slot.rsplit(":", 1)[1] < keep_from and (latest is None or slot != latest[0]):
                conn.execute("DELETE FROM games_in_progress WHERE slot = ?", (slot,))
        conn.execute(
            "DELETE FROM games_in_progress WHERE slot LIKE 'game:%' AND slot NOT IN ("
            "SELECT slot FROM games_in_progress WHERE slot LIKE 'game:%' "
            "ORDER BY touched DESC LIMIT ?)",
            (KEEP_UNFINISHED,),
        )

    def take_warnings(self) -> list[str]:
        return self.database.take_warnings()
