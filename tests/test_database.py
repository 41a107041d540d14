"""The database file: schema and migrations, WAL, damaged files kept aside, read-only folders,
and the one-time import of the earlier version's JSON files."""

from __future__ import annotations

import json
import sqlite3
from datetime import timedelta

import pytest

from tests.app_support import TODAY, load_test_words
from wordle_tui.core.choose import EARLIER_NUMBER_OFFSET, daily_number
from wordle_tui.core.limits import Mode
from wordle_tui.core.new_game import daily_game, practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage import database as database_module
from wordle_tui.storage import paths
from wordle_tui.storage.database import (
    DATABASE_FILE,
    MIGRATIONS,
    SCHEMA_VERSION,
    Database,
    migrate,
)
from wordle_tui.storage.json_import import IMPORT_KEY, import_json_files
from wordle_tui.storage.saved_games import save_slot
from wordle_tui.storage.store import Storage


def finished_practice(seed: int = 5):
    game = practice_game(Settings(), load_test_words, seed=seed)
    game.submit(game.secret)
    return game


def test_a_new_database_has_the_schema_in_wal_mode(home):
    db = Database()
    assert db.saving and db.take_warnings() == []
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 5000
    tables = {name for (name,) in db.conn.execute("SELECT name FROM sqlite_master")}
    assert {"meta", "settings", "games_in_progress", "games", "set_aside"} <= tables


def test_migrations_run_in_order_once_and_keep_the_data():
    steps = (
        "CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1);",
        "ALTER TABLE t ADD COLUMN b TEXT DEFAULT 'x'; -- a comment; with a semicolon\n",
    )
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, steps[:1])
    conn.execute("INSERT INTO t VALUES (2)")
    migrate(conn, steps)
    migrate(conn, steps)  # nothing left to do
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    assert conn.execute("SELECT a, b FROM t ORDER BY a").fetchall() == [(1, "x"), (2, "x")]


def test_the_earlier_daily_numbers_are_renumbered_once(home):
    """A database of the NYT-style numbering (19 June 2021 = #0) reads with today's numbers."""
    yesterday, today = TODAY - timedelta(days=1), TODAY
    won = daily_game(Settings(), yesterday, load_test_words)
    won.submit(won.secret)
    playing = daily_game(Settings(), today, load_test_words)
    playing.submit("crane" if playing.secret != "crane" else "share")
    home.mkdir(exist_ok=True)
    conn = sqlite3.connect(home / DATABASE_FILE, isolation_level=None)
    migrate(conn, MIGRATIONS[:1])  # the first schema, as the earlier version left it
    conn.execute(  # the columns of the first schema
        "INSERT INTO games (uid, mode, puzzle, code, language, length, word_list, attempts, "
        "hard_mode, no_repeat, secret, rows, result, guesses_used, seconds, hints_used, "
        "assisted, started_at, finished_at) VALUES "
        "(?, 'daily', ?, NULL, 'en', 5, ?, 6, 0, 0, ?, ?, 'won', 1, 20.0, 0, 0, NULL, ?)",
        (
            won.uid,
            won.puzzle + EARLIER_NUMBER_OFFSET,
            won.words.name,
            won.secret,
            json.dumps([[won.secret, "GGGGG"]]),
            f"{yesterday.isoformat()}T09:00:00+01:00",
        ),
    )
    old_playing = {**playing.to_dict(), "puzzle": playing.puzzle + EARLIER_NUMBER_OFFSET}
    save_slot(conn, f"daily:en-5:{today.isoformat()}", old_playing)
    conn.close()

    store = Storage(load_test_words)
    (logged,) = store.log.records()
    assert logged.puzzle == daily_number(yesterday) and logged.secret == won.secret
    resumed = store.saved_games.daily("en", 5, today)
    assert resumed is not None and resumed.puzzle == daily_number(today)
    assert resumed.guesses == playing.guesses
    again = Storage(load_test_words)  # the migration ran once: the numbers stay
    assert again.log.records()[0].puzzle == daily_number(yesterday)


def test_a_failed_migration_leaves_the_old_version_untouched():
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, ("CREATE TABLE t (a INTEGER);",))
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, ("CREATE TABLE t (a INTEGER);", "CREATE TABLE u (a); SELECT nonsense;"))
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'u'").fetchone() is None


def test_a_file_that_is_not_a_database_is_kept_and_a_fresh_one_started(home):
    home.mkdir()
    garbage = b"this is not a database at all, just some bytes" * 100
    (home / DATABASE_FILE).write_bytes(garbage)
    store = Storage(load_test_words)
    warnings = store.take_warnings()
    assert len(warnings) == 1 and "is damaged" in warnings[0] and "kept as" in warnings[0]
    kept = list(home.glob(f"{DATABASE_FILE}.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    assert kept[0].name in warnings[0]
    assert store.saving and store.saved_games.remember(finished_practice(), today=TODAY)
    assert len(Storage(load_test_words).log.records()) == 1


def games_leaf_page(path) -> tuple[int, int]:
    """A page holding game rows (not the table's root) and how many rows it holds."""
    conn = sqlite3.connect(path)
    try:
        pages = conn.execute(
            "SELECT pageno, ncell FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'"
        ).fetchall()
    except sqlite3.OperationalError:
        pytest.skip("this SQLite has no dbstat table to find a page of the log")
    finally:
        conn.close()
    return pages[len(pages) // 2]


def test_a_database_with_damaged_pages_is_kept_and_what_reads_is_recovered(home):
    store = Storage(load_test_words)
    games = [finished_practice(seed) for seed in range(60)]
    for game in games:
        store.saved_games.remember(game, today=TODAY)
    store.close()
    path = home / DATABASE_FILE
    page, rows_on_page = games_leaf_page(path)
    data = bytearray(path.read_bytes())
    data[(page - 1) * 4096 : page * 4096] = b"\xff" * 4096  # one page of the log destroyed
    path.write_bytes(bytes(data))
    again = Storage(load_test_words)
    warnings = again.take_warnings()
    recovered = again.log.records()
    assert 0 < len(recovered) == 60 - rows_on_page
    (warning,) = [w for w in warnings if "is damaged" in w]
    assert "kept as" in warning
    assert f"{len(recovered)} of its 60 finished games were recovered" in warning
    by_uid = {game.uid: game for game in games}
    for record in recovered:  # the same games, unchanged
        assert record.guesses == by_uid[record.uid].guesses
    kept = list(home.glob(f"{DATABASE_FILE}.corrupt-*"))
    assert [p.read_bytes() for p in kept if not p.name.endswith(("-wal", "-shm"))] == [bytes(data)]
    assert again.saving and again.saved_games.remember(finished_practice(99), today=TODAY)
    assert len(Storage(load_test_words).log.records()) == len(recovered) + 1


def test_a_database_whose_root_pages_are_gone_starts_afresh_and_says_so(home):
    store = Storage(load_test_words)
    store.saved_games.remember(finished_practice(1), today=TODAY)
    store.close()
    path = home / DATABASE_FILE
    data = bytearray(path.read_bytes())
    data[4096:] = b"\xff" * (len(data) - 4096)  # everything but the first page
    path.write_bytes(bytes(data))
    again = Storage(load_test_words)
    (warning,) = again.take_warnings()
    assert "is damaged" in warning and "a fresh one was started." in warning
    assert again.saving and again.log.records() == []


def test_a_folder_that_cannot_be_written_plays_on_in_memory_with_a_warning(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")  # even root cannot mkdir here
    monkeypatch.setenv(paths.HOME_VARIABLE, str(blocker / "home"))
    store = Storage(load_test_words)
    warnings = store.take_warnings()
    assert not store.saving
    assert len(warnings) == 1 and "nothing will be kept" in warnings[0]
    game = practice_game(Settings(), load_test_words, seed=1)
    assert store.saved_games.remember(game, today=TODAY)  # kept for this session
    assert store.saved_games.unfinished().uid == game.uid
    assert Storage(load_test_words).saved_games.unfinished() is None


def test_a_read_only_database_still_shows_its_games(home, monkeypatch):
    Storage(load_test_words).saved_games.remember(finished_practice(), today=TODAY)
    real_open = Database._open_file

    def read_only(self):
        error = sqlite3.OperationalError("attempt to write a readonly database")
        error.sqlite_errorcode = sqlite3.SQLITE_READONLY
        raise error

    monkeypatch.setattr(Database, "_open_file", read_only)
    store = Storage(load_test_words)
    assert not store.saving and "nothing will be kept" in store.take_warnings()[0]
    assert len(store.log.records()) == 1  # the history is there to look at
    store.saved_games.remember(finished_practice(9), today=TODAY)
    monkeypatch.setattr(Database, "_open_file", real_open)
    assert len(Storage(load_test_words).log.records()) == 1  # nothing was written


def test_a_database_from_a_newer_version_is_shown_read_only(home):
    first = Storage(load_test_words)
    game = finished_practice()
    first.saved_games.remember(game, today=TODAY)
    first.settings.save(Settings(language="es"))
    first.close()
    conn = sqlite3.connect(home / DATABASE_FILE)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.close()
    before = (home / DATABASE_FILE).read_bytes()
    store = Storage(load_test_words)
    (warning,) = store.take_warnings()
    assert not store.saving and "newer wordle-tui" in warning and "read-only" in warning
    # its content is shown: the log and the settings it holds
    assert [record.uid for record in store.log.records()] == [game.uid]
    assert store.settings.load().language == "es"
    store.settings.save(Settings(language="en"))
    store.saved_games.remember(finished_practice(7), today=TODAY)
    store.close()
    assert (home / DATABASE_FILE).read_bytes() == before  # nothing written to it
    conn = sqlite3.connect(home / DATABASE_FILE)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 5
    conn.close()


def test_a_failing_write_warns_once_and_plays_on(home):
    store = Storage(load_test_words)
    store.database.conn.execute("DROP TABLE games_in_progress")  # as a broken disk might
    game = practice_game(Settings(), load_test_words, seed=1)
    assert not store.saved_games.remember(game, today=TODAY)
    assert not store.saved_games.remember(game, today=TODAY)
    warnings = [w for w in store.take_warnings() if "Cannot save" in w]
    assert len(warnings) == 1 and "will not be kept" in warnings[0]


# --- the earlier version's files -------------------------------------------------------


def write_old_files(home, settings: Settings, slots: dict[str, dict]) -> None:
    """settings.json and games.json exactly as the JSON version wrote them."""
    home.mkdir(exist_ok=True)
    (home / "settings.json").write_text(json.dumps(settings.to_dict()))
    games = {"format": 1, "last": list(slots)[-1] if slots else None, "games": slots}
    (home / "games.json").write_text(json.dumps(games))


def test_the_old_files_are_imported_once_and_kept_renamed(home):
    yesterday = TODAY - timedelta(days=1)
    daily = daily_game(Settings(), yesterday, load_test_words)
    daily.started_at = f"{yesterday.isoformat()}T09:00:00+01:00"
    daily.submit(daily.secret)
    daily.finished_at = f"{yesterday.isoformat()}T09:01:00+01:00"
    practice = practice_game(Settings(hard_mode=True), load_test_words, seed=4)
    practice.submit("crane" if practice.secret != "crane" else "share")
    old = practice.to_dict()
    del old["uid"], old["hints_used"]  # the JSON version did not write these
    settings = Settings(language="es", symbols=True, help_seen=True)
    write_old_files(
        home,
        settings,
        {
            # the JSON version numbered dailies the NYT's way
            f"daily:en-5:{yesterday.isoformat()}": {
                **daily.to_dict(),
                "puzzle": daily.puzzle + EARLIER_NUMBER_OFFSET,
                "typed": "",
            },
            "free": {**old, "typed": "sh"},
        },
    )
    store = Storage(load_test_words)
    assert store.take_warnings() == []
    assert store.settings.load() == settings
    resumed = store.saved_games.unfinished()
    assert resumed is not None and resumed.code == practice.code
    assert resumed.guesses == practice.guesses and resumed.hard_mode
    assert store.saved_games.typed(resumed) == "sh"
    assert store.saved_games.daily("en", 5, yesterday).is_over
    (record,) = store.log.records()
    assert (record.mode, record.puzzle, record.won) == (Mode.DAILY, daily.puzzle, True)
    assert record.on_time  # the streak it started carries over
    assert sorted(p.name for p in home.iterdir() if p.suffix == ".migrated") == [
        "games.json.migrated",
        "settings.json.migrated",
    ]
    assert store.database.meta(IMPORT_KEY) is not None

    # a stray file of the old kind later is not imported again
    write_old_files(home, Settings(language="en", attempts=9), {})
    again = Storage(load_test_words)
    assert again.settings.load() == settings and len(again.log.records()) == 1
    assert (home / "settings.json").exists()


def test_damaged_old_files_are_kept_aside_and_the_rest_imported(home):
    good = practice_game(Settings(), load_test_words, seed=8)
    bad = practice_game(Settings(), load_test_words, seed=9).to_dict()
    bad["elapsed"] = "soon"
    write_old_files(home, Settings(), {"daily:en-5:2024-10-31": bad, "free": good.to_dict()})
    (home / "settings.json").write_text("{broken")
    store = Storage(load_test_words)
    warnings = store.take_warnings()
    assert any("settings file" in w and "kept as" in w for w in warnings)
    assert any("cannot be resumed" in w and "kept aside" in w for w in warnings)
    assert store.saved_games.unfinished().code == good.code
    assert store.settings.load() == Settings(language_chosen=False)  # the locale's, as new
    assert len(list(home.glob("settings.json.corrupt-*"))) == 1
    aside = store.database.conn.execute("SELECT kind, key FROM set_aside").fetchall()
    assert aside == [("game in progress", "daily:en-5:2024-10-31")]


def test_two_windows_opening_at_once_import_once(home):
    daily = daily_game(Settings(), TODAY, load_test_words)
    daily.submit(daily.secret)
    write_old_files(home, Settings(), {"daily:en-5:2024-10-31": daily.to_dict()})
    first = Database()
    second = Database()  # both opened before either imported
    assert import_json_files(first, load_test_words)
    (home / "games.json.migrated").rename(home / "games.json")  # as if the second read it first
    assert not import_json_files(second, load_test_words)
    assert first.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1


class SwitchingTogether:
    """A connection whose switch to WAL meets another window's switch ``busy`` times."""

    def __init__(self, busy: int, code: int = sqlite3.SQLITE_BUSY) -> None:
        self.busy, self.code, self.tries = busy, code, 0

    def execute(self, statement: str) -> None:
        assert statement == "PRAGMA journal_mode = WAL"
        self.tries += 1
        if self.tries <= self.busy:
            error = sqlite3.OperationalError("database is locked")
            error.sqlite_errorcode = self.code  # type: ignore[attr-defined]
            raise error


def test_two_windows_switching_a_new_file_to_wal_together_both_save(monkeypatch):
    """SQLite says "locked" at once, without its busy timeout, to the second of two
    connections switching a new file to WAL: one window in four then saved nothing."""
    monkeypatch.setattr(database_module, "WAL_SWITCH_RETRY_SECONDS", 0)
    conn = SwitchingTogether(busy=3)
    database_module._enter_wal_mode(conn)  # type: ignore[arg-type]
    assert conn.tries == 4
    conn = SwitchingTogether(busy=1, code=sqlite3.SQLITE_IOERR)
    with pytest.raises(sqlite3.OperationalError):  # any other error is no reason to wait
        database_module._enter_wal_mode(conn)  # type: ignore[arg-type]
    assert conn.tries == 1
    monkeypatch.setattr(database_module, "BUSY_TIMEOUT_SECONDS", -1)
    conn = SwitchingTogether(busy=10**9)
    with pytest.raises(sqlite3.OperationalError):  # and the wait has an end
        database_module._enter_wal_mode(conn)  # type: ignore[arg-type]


def test_corrupt_codes_cover_damaged_and_foreign_files():
    assert database_module._is_corrupt(_error(sqlite3.SQLITE_CORRUPT))
    assert database_module._is_corrupt(_error(sqlite3.SQLITE_NOTADB))
    assert not database_module._is_corrupt(_error(sqlite3.SQLITE_READONLY))
    assert not database_module._is_corrupt(sqlite3.OperationalError("no code"))


def _error(code: int) -> sqlite3.DatabaseError:
    error = sqlite3.DatabaseError("x")
    error.sqlite_errorcode = code
    return error
