"""The log of finished games: one row each, written once, read back as ``GameRecord``s.

A game is written in the same transaction that saves its last guess. Writing
it again (a later save, a second window) changes nothing: the game's uid is
unique, and so is each day's daily per language and length.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from datetime import datetime
from typing import Any

from wordle_tui.core.absurdle import KIND as ABSURDLE_KIND
from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord, read_moment
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import VARIANT_KEYS, get_variant
from wordle_tui.core.scoring import PatternError, parse_pattern, pattern_to_string
from wordle_tui.i18n import N_, _
from wordle_tui.storage.database import Database

COLUMNS = (
    "id, uid, mode, puzzle, code, language, length, word_list, attempts, hard_mode, no_repeat, "
    "secret, rows, result, guesses_used, seconds, hints_used, assisted, started_at, finished_at, "
    "variant, secrets"
)
# The games the log knows besides Wordle (""): a row naming another is damaged.
KNOWN_VARIANTS = frozenset({"", ABSURDLE_KIND, *VARIANT_KEYS})
LAST_LOOKBACK = 20  # rows read to find the latest readable game

# A log holds few distinct mark strings (3 ** length at most): read each once.
_pattern = functools.lru_cache(maxsize=4096)(parse_pattern)


def _moment(value: datetime | None) -> str | None:
    return value.isoformat(timespec="seconds") if value is not None else None


def insert_record(conn: sqlite3.Connection, record: GameRecord) -> bool:
    """Add a finished game (inside the caller's transaction); False when it was already there."""
    rows = [[row.guess, pattern_to_string(row.pattern, record.length)] for row in record.rows]
    cursor = conn.execute(
        "INSERT INTO games (uid, mode, puzzle, code, language, length, word_list, attempts, "
        "hard_mode, no_repeat, secret, rows, result, guesses_used, seconds, hints_used, "
        "assisted, started_at, finished_at, variant, secrets) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT DO NOTHING",
        (
            record.uid,
            record.mode.value,
            record.puzzle,
            record.code,
            record.language,
            record.length,
            record.word_list,
            record.attempts,
            int(record.hard_mode),
            int(record.no_repeat),
            record.secret,
            json.dumps(rows, ensure_ascii=False),
            "won" if record.won else "lost",
            record.guesses_used,
            record.seconds,
            record.hints_used,
            int(record.assisted),
            _moment(record.started_at),
            _moment(record.finished_at),
            record.variant,
            json.dumps(list(record.secrets), ensure_ascii=False),
        ),
    )
    return cursor.rowcount == 1


def record_of(row: sqlite3.Row | tuple) -> GameRecord:
    """A log row as a record; ValueError says what is wrong with a damaged one."""
    (
        number,
        uid,
        mode,
        puzzle,
        code,
        language,
        length,
        word_list,
        attempts,
        hard_mode,
        no_repeat,
        secret,
        rows_json,
        result,
        _guesses_used,
        seconds,
        hints_used,
        assisted,
        started_at,
        finished_at,
        variant,
        secrets_json,
    ) = row
    try:
        pairs = json.loads(rows_json)
        rows = tuple(Row(guess, _pattern(marks, length)) for guess, marks in pairs)
    except (json.JSONDecodeError, TypeError, ValueError, PatternError) as exc:
        raise ValueError(_("its guesses cannot be read ({reason})").format(reason=exc)) from None
    if variant not in KNOWN_VARIANTS:
        raise ValueError(
            _("its game {variant} is not one this version has").format(variant=repr(variant))
        )
    try:
        secrets = json.loads(secrets_json)
    except (json.JSONDecodeError, TypeError) as exc:
        raise ValueError(
            _("its boards' words cannot be read ({reason})").format(reason=exc)
        ) from None
    if not isinstance(secrets, list) or not all(isinstance(s, str) for s in secrets):
        raise ValueError(_("its boards' words are not a list of words"))
    if variant in VARIANT_KEYS and len(secrets) != get_variant(variant).boards:
        raise ValueError(
            _("its {variant} has {count} boards").format(variant=variant, count=len(secrets))
        )
    finished = read_moment(finished_at)
    if finished is None:
        raise ValueError(_("its end time {time} is not a time").format(time=repr(finished_at)))
    record = GameRecord(
        mode=Mode(mode),
        language=language,
        length=length,
        attempts=attempts,
        secret=secret,
        rows=rows,
        finished_at=finished,
        started_at=read_moment(started_at),
        hard_mode=bool(hard_mode),
        no_repeat=bool(no_repeat),
        puzzle=puzzle,
        code=code,
        seconds=float(seconds),
        hints_used=hints_used,
        assisted=bool(assisted),
        word_list=word_list,
        uid=uid,
        id=number,
        variant=variant,
        secrets=tuple(secrets),
    )
    record.check()
    if record.won != (result == "won"):
        raise ValueError(_("it says {result} but its rows say otherwise").format(result=result))
    return record


class GamesLog:
    """Reading the log. Damaged rows are left out with a warning, never deleted."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self._reported: set[int] = set()

    def _select(self, where: str = "", params: tuple = ()) -> list[GameRecord]:
        rows: list[tuple[Any, ...]] = self.database.read(
            lambda conn: conn.execute(f"SELECT {COLUMNS} FROM games {where}", params).fetchall(),
            [],
        )
        records = []
        for row in rows:
            try:
                records.append(record_of(row))
            except (ValueError, TypeError) as exc:
                if row[0] not in self._reported:
                    self._reported.add(row[0])
                    self.database.warnings.append(
                        _(
                            "Game #{number} in the log is damaged ({reason}): it is left out of "
                            "the statistics and kept in the database."
                        ).format(number=row[0], reason=exc)
                    )
        return records

    def add(self, record: GameRecord) -> bool:
        """Log a finished game that has no saved game behind it (the bot's); False when
        it could not be written (a warning says why)."""
        return self.database.write(lambda conn: insert_record(conn, record), N_("the game"))

    def records(self) -> list[GameRecord]:
        """Every finished game, oldest first."""
        return self._select("ORDER BY id")

    def recent(self, limit: int | None = None) -> list[GameRecord]:
        """The latest games, newest first (all of them when ``limit`` is None)."""
        if limit is None:
            return self._select("ORDER BY id DESC")
        return self._select("ORDER BY id DESC LIMIT ?", (limit,))

    def get(self, number: int) -> GameRecord | None:
        found = self._select("WHERE id = ?", (number,))
        return found[0] if found else None

    def by_uid(self, uid: str) -> GameRecord | None:
        found = self._select("WHERE uid = ?", (uid,))
        return found[0] if found else None

    def last(self) -> GameRecord | None:
        """The latest game that can be read."""
        found = self.recent(LAST_LOOKBACK)
        return found[0] if found else None

    def is_damaged(self, number: int) -> bool:
        """Game ``number`` is in the log but cannot be read (a warning said why)."""
        self.get(number)
        return number in self._reported

    def count(self) -> int:
        return self.database.read(
            lambda conn: conn.execute("SELECT COUNT(*) FROM games").fetchone()[0], 0
        )
