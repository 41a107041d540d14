"""The database when things go wrong around it: a data folder that cannot be searched or
named, a write-ahead log cut short or damaged after a crash, the file deleted mid-game, and
salvage from damaged pages checked against a slow reference."""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app_support import TODAY, load_test_words
from tests.helpers import sweep
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage import database as database_module
from wordle_tui.storage import paths
from wordle_tui.storage.database import DATABASE_FILE
from wordle_tui.storage.salvage import _open_read_only, _rowids
from wordle_tui.storage.store import Storage
from wordle_tui.storage.wal import FRAME_HEADER, WAL_HEADER, read_wal

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(folder))
    return folder


def finished_practice(seed: int):
    game = practice_game(Settings(), load_test_words, seed=seed)
    game.submit(game.secret)
    return game


# --- a data folder that cannot be used ---------------------------------------------------


def test_a_data_folder_whose_name_is_too_long_plays_on_in_memory(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / ("x" * 300)))
    store = Storage(load_test_words)
    (warning,) = store.take_warnings()
    assert not store.saving and "nothing will be kept" in warning
    assert "File name too long" in warning and len(warning) < 250  # the path is cut
    game = practice_game(Settings(), load_test_words, seed=1)
    assert store.saved_games.remember(game, today=TODAY)
    assert store.saved_games.unfinished().uid == game.uid


def test_the_commands_run_with_a_data_folder_whose_name_is_too_long(tmp_path):
    env = {**os.environ, paths.HOME_VARIABLE: str(tmp_path / ("y" * 300))}
    for args in (["stats"], ["history"], ["review"]):
        done = subprocess.run(
            [sys.executable, "-m", "wordle_tui", *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=60,
        )
        assert "Traceback" not in done.stderr
        assert done.returncode == (1 if args == ["review"] else 0)
        assert "nothing will be kept" in done.stderr


def test_a_data_folder_that_cannot_be_searched_plays_on_in_memory(tmp_path, monkeypatch):
    """``chmod 444`` on the folder: nothing in it can even be looked at. Root ignores the
    permission, so as root the same refusals are made by hand."""
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(folder))
    Storage(load_test_words).saved_games.remember(finished_practice(1), today=TODAY)
    folder.chmod(0o444)
    try:
        if os.geteuid() == 0:
            real_exists, real_connect = Path.exists, sqlite3.connect

            def exists(self: Path) -> bool:
                if folder in self.parents:
                    raise PermissionError(13, "Permission denied", str(self))
                return real_exists(self)

            def connect(target, *args, **kwargs):
                if str(folder) in str(target):
                    raise sqlite3.OperationalError("unable to open database file")
                return real_connect(target, *args, **kwargs)

            monkeypatch.setattr(Path, "exists", exists)
            monkeypatch.setattr(database_module.sqlite3, "connect", connect)
        store = Storage(load_test_words)
        warnings = store.take_warnings()
        assert not store.saving
        assert any("nothing will be kept" in w for w in warnings)
        game = practice_game(Settings(), load_test_words, seed=2)
        assert store.saved_games.remember(game, today=TODAY)  # kept for this session
        assert store.saved_games.unfinished().uid == game.uid
    finally:
        folder.chmod(0o755)


# --- the write-ahead log after a crash -----------------------------------------------------


def crashed_copy(home: Path, target: Path, games: int) -> list[str]:
    """The database and its write-ahead log as a crash leaves them: copied while a
    connection still has them open, after ``games`` saves that were never checkpointed."""
    store = Storage(load_test_words)
    store.database.conn.execute("PRAGMA wal_autocheckpoint = 0")
    uids = []
    for seed in range(games):
        game = finished_practice(seed)
        assert store.saved_games.remember(game, today=TODAY)
        uids.append(game.uid)
    target.mkdir()
    for suffix in ("", "-wal"):
        shutil.copyfile(home / (DATABASE_FILE + suffix), target / (DATABASE_FILE + suffix))
    store.close()
    return uids


def logged(home: Path, monkeypatch) -> tuple[list[str], list[str]]:
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    store = Storage(load_test_words)
    try:
        return [r.uid for r in store.log.records()], store.take_warnings()
    finally:
        store.close()


def test_a_whole_log_after_a_crash_is_used_without_a_warning(home, tmp_path, monkeypatch):
    crashed = tmp_path / "crashed"
    uids = crashed_copy(home, crashed, 12)
    assert read_wal(crashed / (DATABASE_FILE + "-wal")).committed > 0
    found, warnings = logged(crashed, monkeypatch)
    assert found == uids and warnings == []


def test_a_log_another_window_is_still_publishing_is_not_called_damaged(
    home, tmp_path, monkeypatch
):
    """Another window has written and synced its frames but not yet counted them in
    ``-shm`` when this one opens: the log looks cut short until that window is done,
    which the check waits for (the write lock) before it warns."""
    crashed = tmp_path / "crashed"
    uids = crashed_copy(home, crashed, 12)
    real = database_module.frames_kept
    calls: list[int] = []

    def publishing(shm: Path) -> tuple[int, bytes] | None:
        kept = real(shm)
        calls.append(1)
        if len(calls) == 1 and kept is not None:
            return 1, kept[1]  # the other window's frames are not counted yet
        return kept

    monkeypatch.setattr(database_module, "frames_kept", publishing)
    found, warnings = logged(crashed, monkeypatch)
    assert len(calls) == 2  # looked again once no one could be writing
    assert found == uids and warnings == []
    assert list(crashed.glob(f"{DATABASE_FILE}.wal-damaged-*")) == []


def test_a_log_cut_short_is_kept_aside_with_a_warning(home, tmp_path, monkeypatch):
    crashed = tmp_path / "crashed"
    uids = crashed_copy(home, crashed, 12)
    wal = crashed / (DATABASE_FILE + "-wal")
    data = wal.read_bytes()
    cut = data[: len(data) - 1000]  # the end of the last frame is missing
    wal.write_bytes(cut)
    found, warnings = logged(crashed, monkeypatch)
    assert found == uids[:-1]  # SQLite drops the change that was cut
    (warning,) = warnings
    assert "write-ahead log" in warning and "may be missing" in warning
    (kept,) = crashed.glob(f"{DATABASE_FILE}.wal-damaged-*-wal")
    assert kept.read_bytes() == cut and kept.name.removesuffix("-wal") in warning


def test_a_damaged_log_is_kept_aside_with_a_warning(home, tmp_path, monkeypatch):
    crashed = tmp_path / "crashed"
    uids = crashed_copy(home, crashed, 12)
    wal = crashed / (DATABASE_FILE + "-wal")
    data = bytearray(wal.read_bytes())
    page_size = struct.unpack(">I", data[8:12])[0]
    middle = WAL_HEADER + 10 * (FRAME_HEADER + page_size) + FRAME_HEADER + 100
    data[middle] ^= 0xFF  # one byte of an early frame's page: its checksum fails
    wal.write_bytes(bytes(data))
    found, warnings = logged(crashed, monkeypatch)
    assert len(found) < len(uids)  # what came after the damage is lost to SQLite
    (warning,) = warnings
    assert "write-ahead log" in warning and "damaged" in warning
    (kept,) = crashed.glob(f"{DATABASE_FILE}.wal-damaged-*-wal")
    assert kept.read_bytes() == bytes(data)
    # the copy kept aside still holds every frame, for a person who wants to dig
    assert read_wal(kept).committed > 10


def test_a_log_whose_header_is_damaged_is_kept_aside(home, tmp_path, monkeypatch):
    crashed = tmp_path / "crashed"
    uids = crashed_copy(home, crashed, 5)
    wal = crashed / (DATABASE_FILE + "-wal")
    data = bytearray(wal.read_bytes())
    data[0] ^= 0xFF
    wal.write_bytes(bytes(data))
    found, warnings = logged(crashed, monkeypatch)
    assert len(found) < len(uids)
    (warning,) = warnings
    assert "header is damaged" in warning
    assert len(list(crashed.glob(f"{DATABASE_FILE}.wal-damaged-*"))) == 2  # the pair


# --- the file deleted while playing -------------------------------------------------------


def test_deleting_the_database_mid_game_warns_and_saving_goes_on(home):
    store = Storage(load_test_words)
    game = practice_game(Settings(), load_test_words, seed=3)
    assert store.saved_games.remember(game, today=TODAY)
    assert store.take_warnings() == []
    for suffix in ("", "-wal", "-shm"):
        (home / (DATABASE_FILE + suffix)).unlink(missing_ok=True)
    game.submit("crane" if game.secret != "crane" else "share")
    assert store.saved_games.remember(game, today=TODAY)
    (warning,) = store.take_warnings()
    assert "was deleted while wordle-tui was open" in warning
    assert (home / DATABASE_FILE).exists()
    again = Storage(load_test_words)
    assert again.saved_games.unfinished().guesses == game.guesses  # the guess was kept
    assert store.saved_games.remember(game, today=TODAY) and store.take_warnings() == []


# --- the file emptied or overwritten in place while playing -------------------------------


def checkpointed_store() -> Storage:
    """A database whose games are in the file itself (a session closed, one opened)."""
    first = Storage(load_test_words)
    assert first.saved_games.remember(finished_practice(1), today=TODAY)
    assert first.saved_games.remember(finished_practice(2), today=TODAY)
    first.close()
    return Storage(load_test_words)


def test_a_database_emptied_mid_game_warns_at_once_and_keeps_the_game(home):
    """Truncated to 0 bytes from outside: saves failed as "malformed" and the next start
    took the empty file for a first run, every game gone without a word."""
    store = checkpointed_store()
    game = practice_game(Settings(), load_test_words, seed=3)
    game.submit("crane" if game.secret != "crane" else "share")
    assert store.saved_games.remember(game, today=TODAY)
    store.take_warnings()
    with (home / DATABASE_FILE).open("r+b") as stream:
        stream.truncate(0)
    game.submit("trace" if game.secret != "trace" else "stare")
    assert store.saved_games.remember(game, today=TODAY, typed="sh")
    (warning,) = store.take_warnings()
    assert "was emptied outside wordle-tui while it was open" in warning
    assert list(home.glob(f"{DATABASE_FILE}.corrupt-*"))  # what this window saw, kept
    again = Storage(load_test_words)
    kept = again.saved_games.unfinished()
    assert kept is not None and kept.guesses == game.guesses
    assert again.saved_games.typed(kept) == "sh"
    assert again.take_warnings() == []


def test_a_database_overwritten_mid_game_warns_at_once_and_keeps_both(home):
    """Another file copied over it (the same file, other bytes): the win was saved into a
    log that no longer matched the file and missing until the next start, without a word."""
    store = checkpointed_store()
    before = len(store.log.records())
    other = Storage(load_test_words, path=home / "other.sqlite3")
    assert other.saved_games.remember(finished_practice(7), today=TODAY)
    other.close()
    shutil.copyfile(home / "other.sqlite3", home / DATABASE_FILE)  # in place: same inode
    won = finished_practice(3)
    assert store.saved_games.remember(won, today=TODAY)
    (warning,) = store.take_warnings()
    assert "was overwritten outside wordle-tui while it was open" in warning
    (copy,) = home.glob(f"{DATABASE_FILE}.overwritten-*")
    assert copy.read_bytes() == (home / "other.sqlite3").read_bytes()  # kept untouched
    assert won.uid in {record.uid for record in store.log.records()}  # the win, at once
    assert before == 2


def test_two_windows_checkpointing_are_not_a_change_from_outside(home):
    """The other window's checkpoints write the file too: never taken for an overwrite."""
    mine = Storage(load_test_words)
    other = Storage(load_test_words)
    for seed in range(40):
        game = finished_practice(seed)
        assert (mine if seed % 2 else other).saved_games.remember(game, today=TODAY)
        if seed % 7 == 0:
            other.database.conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
    assert mine.take_warnings() == [] and other.take_warnings() == []
    assert len(mine.log.records()) == 40


def test_an_empty_database_file_at_the_start_is_said(home):
    home.mkdir(parents=True)
    emptied = home / DATABASE_FILE
    emptied.write_bytes(b"")
    hour_ago = emptied.stat().st_mtime - 3600
    os.utime(emptied, (hour_ago, hour_ago))
    store = Storage(load_test_words)
    (warning,) = store.take_warnings()
    assert "is empty (0 bytes)" in warning
    assert store.saved_games.remember(finished_practice(1), today=TODAY)


def test_an_empty_database_file_another_window_is_creating_is_not_said(home):
    home.mkdir(parents=True)
    (home / DATABASE_FILE).write_bytes(b"")  # just made: SQLite writes its tables next
    assert Storage(load_test_words).take_warnings() == []


# --- salvage against a slow reference -----------------------------------------------------


def readable_one_by_one(conn: sqlite3.Connection, highest: int) -> set[int]:
    """The slow reference: every game number asked for on its own."""
    found = set()
    for rowid in range(1, highest + 1):
        try:
            if conn.execute("SELECT 1 FROM games WHERE rowid = ?", (rowid,)).fetchone():
                found.add(rowid)
        except sqlite3.DatabaseError:
            continue
    return found


@pytest.mark.parametrize("seed", sweep(range(6), {0, 1}))
def test_salvage_reaches_every_game_that_reads_on_its_own(home, tmp_path, seed):
    store = Storage(load_test_words)
    for number in range(150):
        store.saved_games.remember(finished_practice(number), today=TODAY)
    store.close()
    original = (home / DATABASE_FILE).read_bytes()
    pages = len(original) // 4096
    rng = random.Random(seed)
    data = bytearray(original)
    for _ in range(rng.randint(1, 3)):
        page = rng.randrange(2, pages + 1)
        noise = bytes(rng.randrange(256) for _ in range(4096))
        data[(page - 1) * 4096 : page * 4096] = noise if rng.random() < 0.5 else b"\xff" * 4096
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(bytes(data))
    conn = _open_read_only(damaged)
    if conn is None:
        pytest.skip("this damage leaves nothing to open")
    try:
        assert readable_one_by_one(conn, 150) <= set(_rowids(conn, "games"))
    finally:
        conn.close()


async def test_the_app_starts_with_a_data_folder_it_cannot_use(tmp_path, monkeypatch):
    """It used to end in a traceback from ``path.exists()`` before any screen was drawn."""
    from textual.notifications import Notify

    from tests.app_support import Recorder, make_app
    from wordle_tui.screens.menu import MenuScreen

    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / ("z" * 300)))
    recorder = Recorder()
    app = make_app()
    async with app.run_test(message_hook=recorder) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and not app.data.storage.saving
        assert any("nothing will be kept" in text for text in recorder.toasts)
        assert recorder.of(Notify)
        await pilot.press("p")  # and a game can be played
        await pilot.pause()
        assert app.game_screen is not None


# --- what SQLite's own checks miss: why the log and -shm are read by hand ------------------


def test_sqlites_own_checks_call_a_damaged_log_ok_while_games_are_lost(home, tmp_path, monkeypatch):
    """SQLite replays a log up to its first damaged frame and drops the rest without a word:
    ``quick_check`` and ``integrity_check`` both say "ok" on what is left. Only reading the
    log's frames (``storage/wal.py``) tells that committed games were lost."""
    crashed = tmp_path / "crashed"
    uids = crashed_copy(home, crashed, 12)
    wal = crashed / (DATABASE_FILE + "-wal")
    data = bytearray(wal.read_bytes())
    page_size = struct.unpack(">I", data[8:12])[0]
    data[WAL_HEADER + 10 * (FRAME_HEADER + page_size) + FRAME_HEADER + 100] ^= 0xFF
    wal.write_bytes(bytes(data))
    plain = tmp_path / "plain"
    shutil.copytree(crashed, plain)
    conn = sqlite3.connect(plain / DATABASE_FILE)
    try:
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    found, warnings = logged(crashed, monkeypatch)
    assert len(found) < len(uids)  # lost, and said only because the log was read
    assert any("write-ahead log" in w and "damaged" in w for w in warnings)


def test_sqlites_own_checks_call_a_database_overwritten_in_place_ok(home):
    """A file copied over the database is a healthy database: ``quick_check`` says "ok" and
    salvage would read all of it. A checkpoint (by this window or another) changes the
    file's size and time just the same; only the checkpoint marks of the log and the
    wal-index (``database.py``, ``_file_state``) tell the two apart."""
    store = checkpointed_store()
    other = Storage(load_test_words, path=home / "other.sqlite3")
    assert other.saved_games.remember(finished_practice(7), today=TODAY)
    other.close()
    shutil.copyfile(home / "other.sqlite3", home / DATABASE_FILE)
    conn = sqlite3.connect(home / DATABASE_FILE)
    try:
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    assert store.saved_games.remember(finished_practice(3), today=TODAY)
    (warning,) = store.take_warnings()
    assert "was overwritten outside wordle-tui while it was open" in warning
