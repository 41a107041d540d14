"""The player's SQLite database: settings, games in progress and the log of finished games.

One file in the user data folder (``WORDLE_TUI_HOME`` overrides it). It is
opened in WAL mode with a busy timeout, so two wordle-tui windows can write
at once; every change is one short ``BEGIN IMMEDIATE`` transaction, synced to
disk (``synchronous=FULL``) before it returns, so a kill at any moment keeps
everything committed before it.

When things go wrong the game goes on and the player is told:

- a damaged database is renamed ``<name>.corrupt-<time>`` (with its ``-wal``
  file), never deleted; a fresh one is started and every row that still reads
  is copied into it, with the number of games recovered;
- a write-ahead log that a crash or damage left partly unusable is copied
  aside as ``<name>.wal-damaged-<time>`` (with ``-wal``) before anything
  overwrites it;
- a folder that cannot be written, searched or even named (a path too long)
  gives a database in memory, with what the old file holds when it can be
  read, and a warning that nothing will be saved;
- a database from a newer wordle-tui is opened read-only: its content is
  shown, nothing is changed;
- a database file deleted (or replaced) while the app runs is noticed at the
  next save: the player is warned and saving goes on in a new file;
- a database file emptied or overwritten in place while the app runs (same file, other
  bytes: no SQLite of ours or of another window wrote them) is noticed at the next save or
  read: what is there is copied aside untouched, the file as this window saw it is kept
  aside too, and a fresh one goes on with what still reads of it and the game in play;
- a database file of 0 bytes at the start (emptied while no window was open: untouched for
  a minute, not being created by another window) is said, never taken silently for a
  first run.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, TypeVar

from wordle_tui.core.choose import EARLIER_NUMBER_OFFSET, FIRST_EARLIER_NUMBER
from wordle_tui.core.quoting import short_path
from wordle_tui.i18n import N_, _, ngettext
from wordle_tui.storage.held_files import copy_file, read_head
from wordle_tui.storage.jsonfile import exists, keep_aside, stamp
from wordle_tui.storage.paths import data_dir
from wordle_tui.storage.salvage import Salvaged, salvage
from wordle_tui.storage.wal import WalSnapshot, frames_kept, lost_part, read_wal

DATABASE_FILE = "wordle-tui.sqlite3"
BUSY_TIMEOUT_SECONDS = 10.0
SQLITE_MAGIC = b"SQLite format 3\x00"
# What changes whenever SQLite writes the log into the file (a checkpoint, by any window):
# the log header's checkpoint sequence and salts, and the wal-index's count of frames
# copied back (sqlite.org/fileformat2.html, sqlite.org/walformat.html). Read by hand because
# SQLite cannot tell: a file copied over the database is a healthy database (quick_check says
# "ok"), and a checkpoint changes the file's size and time just as that copy does; only these
# marks tell the two apart (test_sqlites_own_checks_call_a_database_overwritten_in_place_ok).
WAL_CHECKPOINT_MARKS = slice(12, 24)
SHM_BACKFILL = slice(96, 100)
WAL_SWITCH_RETRY_SECONDS = 0.01  # another window switching the same new file: try again
EMPTY_FOR_SECONDS = 60.0  # an empty file older than this was emptied, not being created
CHECKPOINT_SETTLE_SECONDS = 0.05  # a checkpoint writes the file, then counts it: look again
# The state of the file: its size, its time of change and the checkpoint marks.
FileState = tuple[int, int, bytes]
CHANGED_OUTSIDE = {"emptied": N_("emptied"), "overwritten": N_("overwritten")}
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
    # 2: daily numbers of earlier versions (the NYT's, 19 June 2021 = #0) renumbered
    # from 1 November 2026 = #1 (wordle_tui.core.choose). A row that would then clash with
    # one of the same day already numbered the new way keeps its number and is left alone.
    f"""
    UPDATE OR IGNORE games SET puzzle = puzzle - {EARLIER_NUMBER_OFFSET}
        WHERE mode = 'daily' AND puzzle >= {FIRST_EARLIER_NUMBER};
    UPDATE games_in_progress
        SET game = json_set(game, '$.puzzle',
                            json_extract(game, '$.puzzle') - {EARLIER_NUMBER_OFFSET})
        WHERE json_valid(game) AND json_extract(game, '$.mode') = 'daily'
            AND json_extract(game, '$.puzzle') >= {FIRST_EARLIER_NUMBER};
    """,
    # 3: Dordle, Quordle, Octordle and Absurdle in the log. A Quordle daily and the
    # Wordle daily of one day are two games: the game's variant joins the daily's index.
    # Daily slots of games_in_progress become daily:<variant>:<lang>-<length>:<day> for
    # the other games; Wordle's keep their name, so no slot has to move.
    """
    ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT '';  -- '' for Wordle
    ALTER TABLE games ADD COLUMN secrets TEXT NOT NULL DEFAULT '[]';  -- JSON list of words
    DROP INDEX games_one_daily;
    CREATE UNIQUE INDEX games_one_daily ON games (language, length, variant, puzzle)
        WHERE mode = 'daily';
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
                    _("schema version {version}, this wordle-tui knows {known}").format(
                        version=version, known=len(migrations)
                    )
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


def _enter_wal_mode(conn: sqlite3.Connection) -> None:
    """Switch a file to write-ahead logging, waiting out another window doing the same.

    SQLite answers "database is locked" at once, without its busy timeout, when two
    connections switch a new file together (a quarter of bare pairs here; one window in
    twenty opened beside another fell back to saving nothing), so the switch is tried
    again until the timeout.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_SECONDS
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = getattr(exc, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_BUSY
            if not busy or time.monotonic() > deadline:
                raise
        time.sleep(WAL_SWITCH_RETRY_SECONDS)


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
        self._identity: tuple[int, int] | None = None  # the file opened: (device, inode)
        self._state: FileState | None = None  # the file as SQLite last left it
        self._damage = ""  # why the file was found damaged, for the warning
        self.conn = self._open()
        self._state = self._file_state()

    @property
    def shown_path(self) -> str:
        """The file's name for a message (a very long path is cut in the middle)."""
        return short_path(self.path)

    # --- opening --------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        self._say_if_empty()
        try:
            return self._open_file()
        except NewerDatabase as exc:
            return self._in_memory(
                _(
                    "it was made by a newer wordle-tui ({reason}): its games are shown, read-only"
                ).format(reason=exc),
                copy=True,
            )
        except sqlite3.DatabaseError as exc:
            if not _is_corrupt(exc):
                return self._in_memory(_reason(exc), copy=True)
            kept = self._set_aside()
        except OSError as exc:
            return self._in_memory(_reason(exc), copy=True)
        damage = self._damage
        try:
            conn = self._open_file()
        except (sqlite3.Error, OSError, NewerDatabase) as exc:
            self._warn_damaged(damage, kept, None)
            return self._in_memory(_reason(exc), copy=False)
        recovered = self._salvage(kept, conn) if kept is not None else None
        self._warn_damaged(damage, kept, recovered)
        return conn

    def _open_file(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        wal_before = read_wal(self._companion("-wal"))
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None)
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
            _enter_wal_mode(conn)
            conn.execute("PRAGMA synchronous = FULL")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                self._damage = _("damaged: {check}").format(check=check)
                error = sqlite3.DatabaseError(self._damage)
                error.sqlite_errorcode = sqlite3.SQLITE_CORRUPT  # type: ignore[attr-defined]
                raise error
            if wal_before is not None:
                self._check_wal(conn, wal_before)
            migrate(conn)
            info = os.stat(self.path)
            self._identity = (info.st_dev, info.st_ino)
        except sqlite3.DatabaseError as exc:
            conn.close()
            self._damage = _reason(exc)
            raise
        except BaseException:
            conn.close()
            raise
        return conn

    def _companion(self, suffix: str) -> Path:
        return self.path.with_name(self.path.name + suffix)

    def _say_if_empty(self) -> None:
        """A file of 0 bytes, untouched for a while, is not a first run (wordle-tui writes
        its tables at once): it was emptied outside wordle-tui, and SQLite would take it for
        a new database. (One just made is another window creating it.)"""
        try:
            info = self.path.stat()
        except (OSError, ValueError):
            return
        if info.st_size == 0 and time.time() - info.st_mtime > EMPTY_FOR_SECONDS:
            self.warnings.append(
                _(
                    "The database {path} is empty (0 bytes): it was emptied outside "
                    "wordle-tui, and the games it held are not in it; a fresh one is started."
                ).format(path=self.shown_path)
            )

    def _check_wal(self, conn: sqlite3.Connection, before: WalSnapshot) -> None:
        """Keep a copy of a write-ahead log that SQLite could not use in full, and warn.

        Runs after SQLite read the log (the open's checks) and before this window
        writes anything, so the copy is the log as the crash left it.
        """
        reason = lost_part(before, frames_kept(self._companion("-shm")))
        if reason is None or not self._still_lost(conn, before):
            return
        kept = self.path.with_name(f"{self.path.name}.wal-damaged-{stamp()}")
        try:
            copy_file(self.path, kept)
            kept.with_name(kept.name + "-wal").write_bytes(before.data)
        except OSError:
            where = _("it could not be copied aside")
        else:
            where = _("a copy is kept as {name} (with -wal)").format(name=kept.name)
        self.warnings.append(
            _(
                "The database's write-ahead log {path}-wal was not used in full ({reason}): "
                "{where}; the last changes before the crash may be missing."
            ).format(path=self.shown_path, reason=reason, where=where)
        )

    def _still_lost(self, conn: sqlite3.Connection, before: WalSnapshot) -> bool:
        """Whether the log's lost part is still lost once no other window can be writing.

        Another window writes its frames, syncs the log and only then counts them in
        ``-shm``: read in between, a healthy log looks cut short. Holding the write lock
        (a transaction that writes nothing) waits for that window to finish.
        """
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError:  # busy for too long, or read-only: judge as read
            again = read_wal(self._companion("-wal"))
            return not (before.header_ok and (again is None or again.data != before.data))
        try:
            again = read_wal(self._companion("-wal"))
            kept = frames_kept(self._companion("-shm"))
        finally:
            conn.execute("ROLLBACK")
        return again is not None and lost_part(again, kept) is not None

    def _set_aside(self) -> Path | None:
        """Keep a damaged file (and its write-ahead log) under another name."""
        kept = keep_aside(self.path) if exists(self.path) else None
        if kept is not None:
            for suffix in ("-wal", "-shm"):
                companion = self._companion(suffix)
                if exists(companion):
                    with suppress(OSError):
                        companion.rename(kept.with_name(kept.name + suffix))
        return kept

    def _salvage(self, kept: Path, conn: sqlite3.Connection) -> Salvaged | None:
        """Copy what still reads from the damaged file into the fresh one."""
        try:
            conn.execute("BEGIN IMMEDIATE")
            recovered = salvage(kept, conn)
            conn.execute("COMMIT")
        except sqlite3.Error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            return None
        return recovered

    def _warn_damaged(self, reason: str, kept: Path | None, recovered: Salvaged | None) -> None:
        where = (
            _("kept as {name}").format(name=kept.name)
            if kept is not None
            else _("could not be moved aside")
        )
        if recovered is None or recovered.rows == 0:
            outcome = _("a fresh one was started")
        elif recovered.numbered and recovered.numbered >= recovered.games:
            outcome = ngettext(
                "a fresh one was started with what still reads: {games} of its {numbered} "
                "finished game was recovered",
                "a fresh one was started with what still reads: {games} of its {numbered} "
                "finished games were recovered",
                recovered.numbered,
            ).format(games=recovered.games, numbered=recovered.numbered)
        else:
            outcome = ngettext(
                "a fresh one was started with what still reads: {games} finished game was "
                "recovered",
                "a fresh one was started with what still reads: {games} finished games were "
                "recovered",
                recovered.games,
            ).format(games=recovered.games)
        self.warnings.append(
            _("The database {path} is damaged ({reason}): {where}; {outcome}.").format(
                path=self.shown_path, reason=reason, where=where, outcome=outcome
            )
        )

    def _in_memory(self, reason: str, *, copy: bool) -> sqlite3.Connection:
        """A database in memory, holding what the file holds when it can be read.

        A newer version's file is shown as it is (not migrated): this version
        reads what it knows of it and changes nothing on disk.
        """
        self.saving = False
        conn = sqlite3.connect(":memory:", isolation_level=None)
        if copy and exists(self.path):
            self._copy_readable(conn)
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version <= SCHEMA_VERSION:
                migrate(conn)
        except (sqlite3.Error, NewerDatabase):
            conn.close()
            conn = sqlite3.connect(":memory:", isolation_level=None)
            migrate(conn)
        self.warnings.append(
            _("Cannot save in {path} ({reason}): play on, but nothing will be kept.").format(
                path=self.shown_path, reason=reason
            )
        )
        return conn

    def _copy_readable(self, target: sqlite3.Connection) -> None:
        for query in ("mode=ro", "immutable=1"):
            try:
                source = sqlite3.connect(f"{self.path.resolve().as_uri()}?{query}", uri=True)
            except (sqlite3.Error, OSError, ValueError):
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
        """Run ``change`` in a transaction; on failure warn once and return False.

        ``what`` names what is saved, marked ``N_`` ("the game"): the warning translates it."""
        self._follow_the_file()
        try:
            with self.transaction() as conn:
                change(conn)
            self._state = self._file_state()
        except sqlite3.Error as exc:
            if not self._write_failed:
                self._write_failed = True
                self.warnings.append(
                    _(
                        "Cannot save {what} in {path} ({reason}): play on, but it will not be kept."
                    ).format(what=_(what), path=self.shown_path, reason=_reason(exc))
                )
            return False
        self._write_failed = False
        return True

    def _follow_the_file(self) -> None:
        """The file deleted or replaced since it was opened: say so, and save from now on
        in the file that is there (a fresh one when none is). The same file emptied or
        overwritten: see :meth:`_changed_outside`."""
        if not self.saving or self._identity is None:
            return
        try:
            info = os.stat(self.path)
            identity: tuple[int, int] | None = (info.st_dev, info.st_ino)
        except OSError:
            identity = None
        if identity == self._identity:
            change = self._changed_outside()
            if change is not None:
                self._start_again_after(change)
            return
        what = _("deleted") if identity is None else _("replaced")
        self.close()
        self._identity = None
        self.conn = self._open()
        self._state = self._file_state()
        self.warnings.append(
            _(
                "The database {path} was {what} while wordle-tui was open: saving goes on "
                "in the file there now; what the old one held is not in it."
            ).format(path=self.shown_path, what=what)
        )

    # --- the file changed in place from outside ---------------------------------------

    def _file_state(self) -> FileState | None:
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        marks = b""
        for suffix, where in (("-wal", WAL_CHECKPOINT_MARKS), ("-shm", SHM_BACKFILL)):
            try:
                marks += read_head(self._companion(suffix), where.stop)[where]
            except OSError:
                marks += b"-"
        return (info.st_size, info.st_mtime_ns, marks)

    def _changed_outside(self) -> str | None:
        """How the file changed since SQLite last left it, when no SQLite did it (this
        window's writes never touch it, only checkpoints do, which move the marks): None,
        or a key of :data:`CHANGED_OUTSIDE`."""
        before = self._state
        now = self._file_state()
        if before is None or now is None or now[:2] == before[:2]:
            return None
        if now[0] == 0:
            return "emptied"
        if now[2] != before[2]:
            self._state = now  # a checkpoint, of this window or of another
            return None
        time.sleep(CHECKPOINT_SETTLE_SECONDS)  # a checkpoint under way counts its frames last
        again = self._file_state()
        if again is not None and again[2] != before[2]:
            self._state = again
            return None
        return "overwritten"

    def _start_again_after(self, change: str) -> None:
        """The file was emptied or overwritten in place: what is in it now is copied aside
        untouched, the file with this window's log is kept aside (it holds what this window
        saw), and a fresh database goes on with what still reads of that."""
        copy: Path | None = None
        if change != "emptied":
            copy = self.path.with_name(f"{self.path.name}.overwritten-{stamp()}")
            try:
                copy_file(self.path, copy)
            except OSError:
                copy = None
        kept = self._set_aside()
        self.close()
        self._identity = None
        try:
            conn = self._open_file()
        except (sqlite3.Error, OSError, NewerDatabase) as exc:
            self.conn = self._in_memory(_reason(exc), copy=False)
            return
        recovered = self._salvage(kept, conn) if kept is not None else None
        self.conn = conn
        self._state = self._file_state()
        games = recovered.games if recovered is not None else 0
        where = (
            _("what was put there is kept as {name}").format(name=copy.name)
            if copy is not None
            else _("nothing was left in it")
        )
        saw = (
            _("the file as wordle-tui saw it is kept as {name}").format(name=kept.name)
            if kept is not None
            else _("the file could not be kept aside")
        )
        self.warnings.append(
            ngettext(
                "The database {path} was {what} outside wordle-tui while it was open: {where}; "
                "{saw}; saving goes on in a fresh one, with the game in play and {games} "
                "finished game that still reads.",
                "The database {path} was {what} outside wordle-tui while it was open: {where}; "
                "{saw}; saving goes on in a fresh one, with the game in play and {games} "
                "finished games that still read.",
                games,
            ).format(
                path=self.shown_path,
                what=_(CHANGED_OUTSIDE[change]),
                where=where,
                saw=saw,
                games=games,
            )
        )

    def read(self, query: Callable[[sqlite3.Connection], T], default: T) -> T:
        """Run ``query``; on failure warn and return ``default``."""
        self._follow_the_file()
        try:
            return query(self.conn)
        except sqlite3.Error as exc:
            self.warnings.append(
                _("Cannot read {path} ({reason}).").format(
                    path=self.shown_path, reason=_reason(exc)
                )
            )
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
