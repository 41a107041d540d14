"""Games to come back to, kept in the database, and the moment a game enters the log.

Two kinds of slot: each day's daily game per language, length and game (so a
finished daily shows its board instead of being replayed for a better score;
``daily:en-5:<day>`` for Wordle, ``daily:quordle:en-5:<day>`` for the others),
and one slot per practice, custom or bot game (``game:<uid>``), so two
windows playing at once never overwrite each other's game. Slots are ordered
by when they were last played; the game offered when the app starts again is
the most recent one still in progress.

Saving a game that has just ended also writes it to the log, in the same
transaction: a finished game is in the log the moment it is saved, or the
guess that ended it is not saved at all.

Two windows on one game follow one rule: every window follows the saved game.
Each ``Game`` object remembers the guesses the database held when it last read
or wrote it (``Game.saved_guesses``); a save first checks, in the same
transaction, that the database still holds those (and, for a daily, this very
game). When another window played on, started that daily or finished the game,
the save is refused and the caller gets the game as saved, to show instead.
So the log and the slot never hold two boards of one game.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from wordle_tui.core.choose import daily_day, daily_number
from wordle_tui.core.clock import local_now
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.saved import (
    AnyGame,
    game_from_dict,
    game_from_record,
    record_of_game,
    variant_of,
)
from wordle_tui.core.words import load_word_list
from wordle_tui.i18n import N_, _
from wordle_tui.storage.database import Database
from wordle_tui.storage.games_log import COLUMNS, insert_record, record_of

KEEP_UNFINISHED = 10  # practice, custom and bot games in progress kept, most recent first


def daily_slot(language: str, length: int, day: date, variant: str = "") -> str:
    game = f"{variant}:" if variant else ""  # Wordle's slots keep the name they always had
    return f"daily:{game}{language}-{length}:{day.isoformat()}"


def slot_of(game: AnyGame) -> str:
    if game.mode is Mode.DAILY and game.puzzle is not None:
        return daily_slot(game.language, game.length, daily_day(game.puzzle), variant_of(game))
    return f"game:{game.uid}"


@dataclass(frozen=True)
class Conflict:
    """Another window changed this game since this one last saw it: the save was refused.

    ``current`` is the game as saved now (finished games are rebuilt from the log),
    to show in place of the one that was refused; None when it cannot be read.
    """

    reason: str
    current: AnyGame | None


@dataclass(frozen=True)
class Saved:
    """What a save did: written, refused by a :class:`Conflict`, or failed (a warning
    says why). True only when it was written."""

    saved: bool
    conflict: Conflict | None = None

    def __bool__(self) -> bool:
        return self.saved


class _Refused(Exception):
    """Inside the save's transaction: roll back, the game on disk is another one."""

    def __init__(self, reason: str, slot_text: str | None, record: GameRecord | None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.slot_text = slot_text
        self.record = record


def _slot_game(text: str) -> tuple[str | None, tuple[str, ...] | None]:
    """The uid and guesses of a saved game's JSON, without rebuilding the game."""
    try:
        data: Any = json.loads(text)
    except ValueError:
        return None, None
    if not isinstance(data, dict):
        return None, None
    uid, guesses = data.get("uid"), data.get("guesses")
    if not isinstance(guesses, list) or not all(isinstance(g, str) for g in guesses):
        return (uid if isinstance(uid, str) else None), None
    return (uid if isinstance(uid, str) else None), tuple(guesses)


def _typed_row(game: AnyGame, typed: object) -> str:
    """The saved row being typed, when it can be one of ``game`` (else none)."""
    return typed if isinstance(typed, str) and len(typed) <= game.length else ""


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

    def _restore(self, slot: str, text: str) -> AnyGame | None:
        """Rebuild one saved game; a damaged one is set aside with a warning."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError(_("saved game is not a JSON object"))
            game = game_from_dict(data, self.load_words)
        except OSError as exc:  # a missing word list: keep the game for a mended install
            self.database.warnings.append(
                _("A saved game needs a word list that is missing ({reason}).").format(reason=exc)
            )
            return None
        except ValueError as exc:  # JSONDecodeError is a ValueError too
            reason = _("cannot be resumed ({reason})").format(reason=exc)

            def change(conn: sqlite3.Connection) -> None:
                self.database.set_aside(conn, "game in progress", slot, text, reason)
                conn.execute("DELETE FROM games_in_progress WHERE slot = ?", (slot,))

            self.database.write(change, N_("the saved games"))
            self.database.warnings.append(
                _("A saved game cannot be resumed ({reason}): it is kept aside in {path}.").format(
                    reason=exc, path=self.database.shown_path
                )
            )
            return None
        game.saved_guesses = tuple(game.guesses)
        return game

    def _from_record(self, record: GameRecord) -> AnyGame | None:
        """A finished game of the log as a game to show (None: its list is missing)."""
        try:
            game = game_from_record(record, self.load_words)
        except (OSError, ValueError):
            return None
        game.saved_guesses = tuple(game.guesses)
        return game

    def unfinished(self) -> AnyGame | None:
        """The most recently played game that is not over."""
        for slot, text, _typed in self._slots():
            game = self._restore(slot, text)
            if game is not None and not game.is_over:
                return game
        return None

    def in_progress(self) -> list[AnyGame]:
        """Every game not over, the most recently played first (a new game never throws
        one away: the :data:`KEEP_UNFINISHED` latest are kept, and the dailies of today and
        yesterday)."""
        return [game for game, _typed in self.in_progress_typed()]

    def in_progress_typed(self) -> Iterator[tuple[AnyGame, str]]:
        """:meth:`in_progress` with the letters typed in each, read as they are asked for."""
        for slot, text, typed in self._slots():
            game = self._restore(slot, text)
            if game is not None and not game.is_over:
                yield game, _typed_row(game, typed)

    def daily(self, language: str, length: int, day: date, variant: str = "") -> AnyGame | None:
        """That day's daily game of ``variant`` (``""``: Wordle), finished or not, when it was
        started; a finished one no longer kept in progress comes back from the log."""
        slot = daily_slot(language, length, day, variant)
        for _slot, text, _typed in self._slots("WHERE slot = ?", (slot,)):
            return self._restore(slot, text)
        record = self.database.read(
            lambda conn: self._logged_daily(conn, language, length, variant, daily_number(day)),
            None,
        )
        return None if record is None else self._from_record(record)

    def typed(self, game: AnyGame) -> str:
        """The letters typed but not yet played when ``game`` was saved."""
        for _slot, _text, typed in self._slots("WHERE slot = ?", (slot_of(game),)):
            return _typed_row(game, typed)
        return ""

    def remember(
        self,
        game: AnyGame,
        now: float | None = None,
        today: date | None = None,
        typed: str = "",
        finished_at: datetime | None = None,
    ) -> Saved:
        """Save ``game`` (and the row being typed) as the last one played; a game that is
        over goes into the log in the same transaction.

        The save is refused (``Saved.conflict``) when the database no longer holds
        what this game object last saw of it: another window played on, started
        the same daily or finished the game. ``now`` is the game clock's reading;
        ``finished_at`` the end time used when the game has none. False when nothing
        was written (refused, or a failure a warning explains once).
        """
        slot = slot_of(game)
        data = game.to_dict(now)
        record = None
        if game.is_over:
            record = record_of_game(game, finished_at or local_now(), now)

        def change(conn: sqlite3.Connection) -> None:
            self._check_unchanged(conn, game, slot)
            if record is not None:
                insert_record(conn, record)
            if record is not None and game.mode is not Mode.DAILY:
                conn.execute("DELETE FROM games_in_progress WHERE slot = ?", (slot,))
            else:
                save_slot(conn, slot, data, typed)
            self._prune(conn, today or date.today())

        try:
            written = self.database.write(change, N_("the game"))
        except _Refused as refused:
            return Saved(False, Conflict(refused.reason, self._current(refused)))
        if written:
            game.saved_guesses = tuple(game.guesses)
        return Saved(written)

    def forget(self, game: AnyGame) -> None:
        """Drop ``game``'s slot while no guess is played on it (letters typed, then erased):
        a game with nothing played is not kept. A slot another window played on, or that
        holds another game, stays."""
        slot = slot_of(game)

        def change(conn: sqlite3.Connection) -> None:
            row = conn.execute(
                "SELECT game FROM games_in_progress WHERE slot = ?", (slot,)
            ).fetchone()
            if row is not None and _slot_game(row[0]) == (game.uid, ()):
                conn.execute("DELETE FROM games_in_progress WHERE slot = ?", (slot,))

        self.database.write(change, N_("the game"))

    def _check_unchanged(self, conn: sqlite3.Connection, game: AnyGame, slot: str) -> None:
        """Raise _Refused when the database holds another state of this game than the one
        ``game`` last saw (inside the save's transaction, so nothing can come between)."""
        row = conn.execute("SELECT game FROM games_in_progress WHERE slot = ?", (slot,)).fetchone()
        seen = game.saved_guesses
        if row is not None:
            uid, guesses = _slot_game(row[0])
            if uid is not None and uid != game.uid:
                raise _Refused(
                    _("This daily puzzle was started in another window: its board is shown."),
                    row[0],
                    None,
                )
            if seen is not None and guesses is not None and guesses != seen:
                raise _Refused(
                    _("This game was played on in another window: its board is shown as saved."),
                    row[0],
                    None,
                )
            return
        logged = self._logged(conn, game)
        if logged is not None and (logged.uid != game.uid or logged.guesses != game.guesses):
            raise _Refused(
                _("This game was finished in another window: its board is shown as saved."),
                None,
                logged,
            )

    def _logged(self, conn: sqlite3.Connection, game: AnyGame) -> GameRecord | None:
        """The log's record of this game, or of another board of the same daily."""
        if game.mode is Mode.DAILY and game.puzzle is not None:
            return self._logged_daily(
                conn, game.language, game.length, variant_of(game), game.puzzle
            )
        return self._logged_where(conn, "uid = ?", (game.uid,))

    def _logged_daily(
        self, conn: sqlite3.Connection, language: str, length: int, variant: str, puzzle: int
    ) -> GameRecord | None:
        where = "mode = 'daily' AND language = ? AND length = ? AND variant = ? AND puzzle = ?"
        return self._logged_where(conn, where, (language, length, variant, puzzle))

    def _logged_where(
        self, conn: sqlite3.Connection, where: str, params: tuple[str | int, ...]
    ) -> GameRecord | None:
        row = conn.execute(f"SELECT {COLUMNS} FROM games WHERE {where}", params).fetchone()
        if row is None:
            return None
        try:
            return record_of(row)
        except (ValueError, TypeError):
            return None

    def _current(self, refused: _Refused) -> AnyGame | None:
        if refused.slot_text is not None:
            return self._restore("refused", refused.slot_text)
        if refused.record is not None:
            return self._from_record(refused.record)
        return None

    def _prune(self, conn: sqlite3.Connection, today: date) -> None:
        """Keep the dailies of today and yesterday, and the :data:`KEEP_UNFINISHED` latest
        other games: practice, custom and bot games and archive dailies (an older day's
        daily, finished or not: a finished one also comes back from the log)."""
        keep_from = (today - timedelta(days=1)).isoformat()
        others = [
            slot
            for (slot,) in conn.execute(
                "SELECT slot FROM games_in_progress ORDER BY touched DESC"
            ).fetchall()
            if not (slot.startswith("daily:") and slot.rsplit(":", 1)[1] >= keep_from)
        ]
        for slot in others[KEEP_UNFINISHED:]:
            conn.execute("DELETE FROM games_in_progress WHERE slot = ?", (slot,))

    def take_warnings(self) -> list[str]:
        return self.database.take_warnings()
