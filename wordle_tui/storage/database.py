"""The player's SQLite database: settings, games in progress and the log of finished games.

One file in the user data folder (``WORDLE_TUI_HOME`` overrides it). It is
opened in WAL mode with a busy timeout, so two wordle-tui windows can write
at once; every change is one short ``BEGIN IMMEDIATE`` transaction, synced to
disk (``synchronous=FULL``) before it returns, so a kill at any moment keeps
everything committed before it.

When things go wrong the game goes on and the player is told:

- a damaged database is renamed ``<name>.corrupt-<time>`` (with its ``-wal``
  file), never deleted, and a fresh one is started;
- a folder that cannot be written (or a database from a newer wordle-tui)
  gives a database in memory, with what the old file holds when it can be
  read, and a warning that nothing will be saved.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, TypeVar

from wordle_tui.storage.jsonfile import keep_aside
from wordle_tui.storage.paths import data_dir

DATABASE_FILE = "wordle-tui.sqlite3"
BUSY_TIMEOUT_SECONDS = 10.0
# SQLite's result codes for a file that is damaged or not a database at all.
CORRUPT_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})

# MIGRATIONS[i] takes the schema from version i to i + 1 (PRAGMA user_version).
# Append to this list; never edit a migration that has shipped.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL              -- JSON
    );
    CREATE TABLE games_in_progress (
        slot TEXT PRIMARY KEY,           -- daily:<lang>-<length>:<day> or game:<uid>
        game TEXT NOT NULL,              -- the core Game as JSON
        typed TEXT NOT NULL DEFAULT '',  -- letters typed but not played
        touched INTEGER NOT NULL         -- order of play: the highest is the latest
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        uid TEXT NOT NULL UNIQUE,
        mode TEXT NOT NULL CHECK (mode IN ('daily', 'practice', 'custom', 'bot')),
        puzzle INTEGER,                  -- daily puzzle number
        code TEXT,                       -- practice or friend code
        language TEXT NOT NULL,
        length INTEGER NOT NULL,
        word_list TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        hard_mode INTEGER NOT NULL,
        no_repeat INTEGER NOT NULL,
        secret TEXT NOT NULL,
        rows TEXT NOT NULL,              -- JSON [[guess, marks such as "GY--G"], ...]
        result TEXT NOT NULL CHECK (result IN ('won', 'lost')),
        guesses_used INTEGER NOT NULL,
        seconds REAL NOT NULL,
        hints_used INTEGER NOT NULL,
        assisted INTEGER NOT NULL,
        started_at TEXT,                 -- ISO 8601 with the local UTC offset
        finished_at TEXT NOT NULL
    );
    -- One daily per language and length per day, however many windows played it.
    CREATE UNIQUE INDEX games_one_daily ON games (language, length, puzzle)
        WHERE mode = 'daily';
    -- Rows that could not be used, kept for the player instead of deleted.
    CREATE TABLE set_aside (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        key TEXT NOT NULL,
        data TEXT NOT NULL,
        reason TEXT NOT NULL,
        at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

T = TypeVar("T")


class NewerDatabase(Exception):
    """The file was written by a newer wordle-tui: this one must not change it."""


def _is_corrupt(error: BaseException) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in CORRUPT_CODES


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError):
        return error.strerror or error.__class__.__name__
    return str(error) or error.__class__.__name__


def migrate(conn: sqlite3.Connection, migrations: tuple[str, ...] = MIGRATIONS) -> None:
    """Bring the schema up to date, each step in its own transaction."""
    while True:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > len(migrations):
                raise NewerDatabase(
                    f"schema version {version}, this wordle-tui knows {len(migrations)}"
                )
            if version == len(migrations):
                conn.execute("COMMIT")
                return
            # executescript would commit on its own: run the statements one by one
            for statement in _statements(migrations[version]):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise


def _statements(script: str) -> Iterator[str]:
    """Split a migration into complete statements (SQLite decides where each one ends)."""
    pending = ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            yield pending  # an empty or comment-only statement does nothing
            pending = ""


class Database:
    """The open database, and the warnings a player should see about it.

    ``saving`` is False when the database lives in memory only (a read-only
    folder, a newer file): play goes on and nothing is kept.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / DATABASE_FILE
        self.warnings: list[str] = []
        self.saving = True
        self._write_failed = False
        self.conn = self._open()

    # --- opening --------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        try:
            return self._open_file()
        except NewerDatabase as exc:
            return self._in_memory(f"it was made by a newer wordle-tui ({exc})", copy=True)
        except sqlite3.DatabaseError as exc:
            if not _is_corrupt(exc):
                return self._in_memory(_reason(exc), copy=True)
            self._set_aside(exc)
        except OSError as exc:
            return self._in_memory(_reason(exc), copy=True)
        try:
            return self._open_file()
        except (sqlite3.Error, OSError, NewerDatabase) as exc:
            return self._in_memory(_reason(exc), copy=False)

    def _open_file(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None)
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                error = sqlite3.DatabaseError(f"damaged: {check}")
                error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT  # type: ignore[attr-defined]
                raise error
            migrate(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _set_aside(self, error: BaseException) -> None:
        """Keep a damaged file (and its write-ahead log) under another name; warn."""
        kept = keep_aside(self.path) if self.path.exists() else None
        if kept is not None:
            for suffix in ("-wal", "-shm"):
                companion = self.path.with_name(self.path.name + suffix)
                if companion.exists():
                    with suppress(OSError):
                        companion.rename(kept.with_name(kept.name + suffix))
        where = f"kept as {kept.name}" if kept else "could not be moved aside"
        self.warnings.append(
            f"The database {self.path} is damaged ({_reason(error)}): {where}; "
            "a fresh one was started."
        )

    def _in_memory(self, reason: str, *, copy: bool) -> sqlite3.Connection:
        """A database in memory, holding what the file holds when it can be read."""
        self.saving = False
        conn = sqlite3.connect(":memory:", isolation_level=None)
        if copy and self.path.exists():
            self._copy_readable(conn)
        try:
            migrate(conn)
        except (sqlite3.Error, NewerDatabase):
            conn.close()
            conn = sqlite3.connect(":memory:", isolation_level=None)
            migrate(conn)
        self.warnings.append(
            f"Cannot save in {self.path} ({reason}): play on, but nothing will be kept."
        )
        return conn

    def _copy_readable(self, target: sqlite3.Connection) -> None:
        for query in ("mode=ro", "immutable=1"):
            try:
                source = sqlite3.connect(f"{self.path.as_uri()}?{query}", uri=True)
            except sqlite3.Error:
                continue
            try:
                source.backup(target)
                return
            except sqlite3.Error:
                continue
            finally:
                source.close()

    # --- using it ---------------------------------------------------------------

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One atomic change, waiting for another window's change to end first."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def write(self, change: Callable[[sqlite3.Connection], Any], what: str) -> bool:
        """Run ``change`` in a transaction; on failure warn once and return False."""
        try:
            with self.transaction() as conn:
                change(conn)
        except sqlite3.Error as exc:
            if not self._write_failed:
                self._write_failed = True
                self.warnings.append(
                    f"Cannot save the {what} in {self.path} ({_reason(exc)}): "
                    "play on, but it will not be kept."
                )
            return False
        self._write_failed = False
        return True

    def read(self, query: Callable[[sqlite3.Connection], T], default: T) -> T:
        """Run ``query``; on failure warn and return ``default``."""
        try:
            return query(self.conn)
        except sqlite3.Error as exc:
            self.warnings.append(f"Cannot read {self.path} ({_reason(exc)}).")
            return default

    def set_aside(
        self, conn: sqlite3.Connection, kind: str, key: str, data: str, reason: str
    ) -> None:
        """Keep a row that cannot be used where the player can still find it."""
        conn.execute(
            "INSERT INTO set_aside (kind, key, data, reason) VALUES (?, ?, ?, ?)",
            (kind, key, data, reason),
        )

    def meta(self, key: str) -> str | None:
        row = self.read(
            lambda conn: conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone(),
            None,
        )
        return None if row is None else row[0]

    def take_warnings(self) -> list[str]:
        """The warnings not shown yet."""
        warnings, self.warnings = self.warnings, []
        return warnings

    def close(self) -> None:
        with suppress(sqlite3.Error):
            self.conn.close()
