"""Copying what still reads out of a damaged database, row by row.

One bad page used to cost the whole log. Here each table is walked by rowid;
a range that cannot be read is stepped over (further and further until rows
read again), and every row that reads is copied into the fresh database. The
damaged file itself is kept aside by the caller, untouched. The log's reader
checks each game again later, so a row that reads but makes no sense is left
out there with its own warning.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

# The tables of schema version 1 and the columns copied (SELECT * would pick up a
# newer version's extra columns, which a fresh database of this version lacks).
TABLES: dict[str, tuple[str, ...]] = {
    "meta": ("key", "value"),
    "settings": ("name", "value"),
    "games_in_progress": ("slot", "game", "typed", "touched"),
    "games": (
        "id",
        "uid",
        "mode",
        "puzzle",
        "code",
        "language",
        "length",
        "word_list",
        "attempts",
        "hard_mode",
        "no_repeat",
        "secret",
        "rows",
        "result",
        "guesses_used",
        "seconds",
        "hints_used",
        "assisted",
        "started_at",
        "finished_at",
    ),
    "set_aside": ("id", "kind", "key", "data", "reason", "at"),
}
BATCH = 256
MAX_JUMP = 1 << 40  # rowids are far below this


@dataclass(frozen=True)
class Salvaged:
    """What came out of a damaged file: the finished games copied, and how many the log
    numbered (its highest game number, when that could still be read)."""

    games: int
    numbered: int | None
    rows: int


def _open_read_only(path: Path) -> sqlite3.Connection | None:
    """The damaged file, opened so that nothing can be written to it."""
    for query in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?{query}", uri=True)
            conn.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
            return conn
        except (sqlite3.Error, OSError, ValueError):
            continue
    return None


def _next_rowids(conn: sqlite3.Connection, table: str, after: int, size: int) -> list[int] | None:
    """Up to ``size`` rowids after ``after``; None when that part cannot be read."""
    try:
        return [
            rowid
            for (rowid,) in conn.execute(
                f"SELECT rowid FROM {table} WHERE rowid > ? ORDER BY rowid LIMIT ?",
                (after, size),
            )
        ]
    except sqlite3.OperationalError as exc:
        if "no such table" in str(exc):
            raise
        return None
    except sqlite3.DatabaseError:
        return None


def _past_damage(conn: sqlite3.Connection, table: str, failed: int) -> int | None:
    """The smallest ``after`` beyond ``failed`` from which rows read again (None: never).

    Reading fails while the next row lies in a damaged page, so the answer is a
    threshold: found by jumping ahead further and further, then by halving back.
    """
    jump = 1
    while _next_rowids(conn, table, failed + jump, 1) is None:
        if jump > MAX_JUMP:
            return None
        jump *= 2
    low, high = failed + jump // 2, failed + jump  # reading fails at low, works at high
    if jump == 1:
        return high
    while high - low > 1:
        middle = (low + high) // 2
        if _next_rowids(conn, table, middle, 1) is None:
            low = middle
        else:
            high = middle
    return high


def _rowids(conn: sqlite3.Connection, table: str) -> list[int]:
    """Every rowid that can be reached, stepping over the ranges that cannot be read.

    Rows are read a batch at a time; after a failure one at a time (so the rows
    before a damaged page are not lost with it), then from just past the damage.
    """
    found: list[int] = []
    after = 0  # rowids start at 1
    size = BATCH
    while True:
        batch = _next_rowids(conn, table, after, size)
        if batch is None:
            if size > 1:
                size = 1  # find where the damage starts
                continue
            resume = _past_damage(conn, table, after)
            if resume is None:
                return found
            # reading on from just before ``resume`` failed, so a row numbered ``resume``
            # is only reached by asking for it
            try:
                if conn.execute(f"SELECT 1 FROM {table} WHERE rowid = ?", (resume,)).fetchone():
                    found.append(resume)
            except sqlite3.DatabaseError:
                pass
            after = resume
            continue
        if not batch:
            return found
        size = min(BATCH, size * 2)
        found.extend(batch)
        after = found[-1]


def salvage(source: Path, target: sqlite3.Connection) -> Salvaged:
    """Copy every row of ``source`` that reads into ``target`` (a fresh database, in the
    caller's transaction); rows already there (same key) are kept as they are."""
    conn = _open_read_only(source)
    if conn is None:
        return Salvaged(0, None, 0)
    games = rows = 0
    numbered: int | None = None
    try:
        for table, columns in TABLES.items():
            names = ", ".join(columns)
            marks = ", ".join("?" for _ in columns)
            try:
                ids = _rowids(conn, table)
            except sqlite3.Error:  # no such table: an older or foreign file
                continue
            for rowid in ids:
                try:
                    row = conn.execute(
                        f"SELECT {names} FROM {table} WHERE rowid = ?", (rowid,)
                    ).fetchone()
                except sqlite3.Error:
                    continue
                if row is None:
                    continue
                try:
                    cursor = target.execute(
                        f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({marks})", row
                    )
                except sqlite3.IntegrityError:
                    continue  # a value the schema refuses (damaged): not copied
                rows += cursor.rowcount
                if table == "games":
                    games += cursor.rowcount
            if table == "games":
                try:
                    numbered = conn.execute("SELECT MAX(id) FROM games").fetchone()[0]
                except sqlite3.Error:
                    numbered = max(ids, default=None)
    finally:
        conn.close()
    return Salvaged(games, numbered, rows)
