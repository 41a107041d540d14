"""Real processes: two windows writing games at once lose none, and a kill at any moment
keeps every game saved before it."""

from __future__ import annotations

import itertools
import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.storage_worker import WORDS
from wordle_tui.core.game import Game
from wordle_tui.core.limits import Mode
from wordle_tui.storage import paths
from wordle_tui.storage.database import DATABASE_FILE
from wordle_tui.storage.store import Storage

ROOT = Path(__file__).resolve().parent.parent


def worker(
    home: Path, games: int, seed: int, go: Path | None = None, partner: int | None = None
) -> subprocess.Popen:
    env = {**os.environ, paths.HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "tests.storage_worker", str(games), str(seed)]
    if go is not None:
        command += [str(go)] + ([str(partner)] if partner is not None else [])
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def integrity(home: Path) -> str:
    conn = sqlite3.connect(home / DATABASE_FILE)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def logged_uids(home: Path, monkeypatch) -> list[str]:
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    storage = Storage(lambda language, length: WORDS)
    try:
        return [record.uid for record in storage.log.records()]
    finally:
        storage.close()


@pytest.mark.slow
def test_two_processes_writing_games_at_once_lose_none(tmp_path, monkeypatch):
    home = tmp_path / "home"
    go = tmp_path / "go"
    games = 100
    workers = [worker(home, games, seed, go, partner=3 - seed) for seed in (1, 2)]
    for process in workers:
        assert process.stdout is not None and process.stdout.readline() == "ready\n"
    go.touch()
    outputs = [w.communicate(timeout=120) for w in workers]
    for process, (_out, err) in zip(workers, outputs, strict=True):
        assert process.returncode == 0, err
        assert err == ""  # no warning: nothing was refused or lost
    printed = [uid for out, _ in outputs for uid in out.split()]
    assert len(printed) >= 2 * games
    logged = logged_uids(home, monkeypatch)
    assert sorted(logged) == sorted(printed)
    assert integrity(home) == "ok"
    # the two really wrote at the same time (neither may get ahead): their games alternate
    conn = sqlite3.connect(home / DATABASE_FILE)
    writers = [code.split("-")[0] for (code,) in conn.execute("SELECT code FROM games ORDER BY id")]
    conn.close()
    switches = sum(a != b for a, b in itertools.pairwise(writers))
    assert switches >= 2


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_kill_at_any_moment_keeps_every_game_saved_before_it(tmp_path, monkeypatch, seed):
    home = tmp_path / "home"
    process = worker(home, 0, seed)
    wanted = random.Random(seed).randint(3, 40)
    printed = []
    assert process.stdout is not None
    while len(printed) < wanted:
        line = process.stdout.readline()
        assert line, process.stderr.read() if process.stderr else "the worker stopped"
        printed.append(line.strip())
    process.send_signal(signal.SIGKILL)  # mid-write, most likely: it never stops writing
    process.wait(timeout=10)
    assert integrity(home) == "ok"
    logged = logged_uids(home, monkeypatch)
    assert set(printed) <= set(logged)  # every game it reported saved is there
    assert len(logged) >= len(printed)
    assert len(set(logged)) == len(logged)


# What another process sees of this one's locks on -shm: SQLite keeps a shared lock on the
# "dead man switch" byte while a connection is open, and a window that finds it free takes
# the shared memory for unused and resets it (sqlite.org/walformat.html, "The DMS lock").
SHM_DEAD_MAN_SWITCH = 128
PROBE = """
import fcntl, sys
with open(sys.argv[1], "r+b") as shm:
    try:
        fcntl.lockf(shm, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, int(sys.argv[2]))
    except OSError:
        print("held")
    else:
        print("free")
"""


def shm_lock_seen_from_outside(home: Path) -> str:
    shm = home / (DATABASE_FILE + "-shm")
    probe = [sys.executable, "-c", PROBE, str(shm), str(SHM_DEAD_MAN_SWITCH)]
    return subprocess.run(probe, capture_output=True, text=True, check=True).stdout.strip()


@pytest.mark.skipif(not hasattr(os, "pread"), reason="POSIX locks: Windows locks per handle")
def test_reading_the_databases_own_files_keeps_sqlites_locks(tmp_path, monkeypatch):
    """Opening -wal or -shm by hand and closing it drops every POSIX lock the process holds
    on it; two windows starting together then crashed with SIGBUS (CI, 2026-11-27)."""
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    first = Storage(lambda language, length: WORDS)
    second = None
    try:
        assert shm_lock_seen_from_outside(home) == "held"
        game = Game(WORDS, "crane", mode=Mode.PRACTICE, code="W1-0")
        game.submit("adieu")
        assert first.saved_games.remember(game, now=0.0)  # reads -wal and -shm after it
        assert shm_lock_seen_from_outside(home) == "held"
        first.log.records()  # so does every read
        assert shm_lock_seen_from_outside(home) == "held"
        # a window opening while the log exists reads it, and -shm, before and after SQLite
        second = Storage(lambda language, length: WORDS)
        assert second.take_warnings() == []
        assert shm_lock_seen_from_outside(home) == "held"
    finally:
        first.close()
        if second is not None:
            second.close()
