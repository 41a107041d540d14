"""kill -9 at any moment of play: every guess the board showed coloured is in the database.

The app plays game after game in its own process (wins, new games from the result and
with Ctrl+N, games left mid-way) and says after each row it accepted; it is killed from
outside after a seeded number of rows, with motion on and off. Finished games must be in
the log with all their rows (the log is never pruned), unfinished ones in their slot.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app_support import load_test_words
from wordle_tui.storage import paths
from wordle_tui.storage.saved_games import KEEP_UNFINISHED
from wordle_tui.storage.store import Storage

ROOT = Path(__file__).resolve().parent.parent


def kill_after(home: Path, seed: int, animations: bool, rows: int) -> list[tuple[str, list[str]]]:
    """Run the playing worker until it acknowledged ``rows`` rows, then SIGKILL it."""
    env = {**os.environ, paths.HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.app_kill_worker", "loop", str(seed), str(int(animations))],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    acks: list[tuple[str, list[str]]] = []
    assert process.stdout is not None
    try:
        while len(acks) < rows:
            line = process.stdout.readline()
            assert line, process.stderr.read() if process.stderr else "the worker stopped"
            _, uid, guesses = line.split()
            acks.append((uid, guesses.split(",")))
    finally:
        process.send_signal(signal.SIGKILL)  # mid-reveal, mid-save or idle: wherever it is
        process.wait(timeout=30)
    return acks


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "animations"), [(1, True), (2, False), (3, True)])
def test_every_acknowledged_guess_survives_a_kill(tmp_path, monkeypatch, seed, animations):
    home = tmp_path / "home"
    rows = random.Random(seed).randint(4, 14)
    acks = kill_after(home, seed, animations, rows)
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    storage = Storage(load_test_words)
    logged = {record.uid: record.guesses for record in storage.log.records()}
    saved = {}
    for slot, text, _typed in storage.saved_games._slots():
        game = storage.saved_games._restore(slot, text)
        if game is not None:
            saved[game.uid] = game.guesses
    order = list(dict.fromkeys(uid for uid, _ in acks))  # games in the order played
    recent = set(order[-KEEP_UNFINISHED:])  # older unfinished ones are let go by design
    last = {uid: guesses for uid, guesses in acks}
    for uid, guesses in last.items():
        if uid in logged:
            assert logged[uid] == guesses
        elif uid in recent:
            assert saved.get(uid, [])[: len(guesses)] == guesses, (uid, guesses)
    assert storage.take_warnings() == []


def test_a_row_is_saved_the_moment_the_board_accepts_it(tmp_path, monkeypatch):
    """Win, Ctrl+N at once, play a row, and die as the board accepts it: the won game is in
    the log with both rows, the new one in its slot with its row."""
    home = tmp_path / "home"
    env = {**os.environ, paths.HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "tests.app_kill_worker", "won-new"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    won, new = done.stdout.split()
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    storage = Storage(load_test_words)
    record = storage.log.by_uid(won)
    assert record is not None and record.guesses == ["crane", "share"] and record.won
    (game,) = [g for g in storage.saved_games.in_progress() if g.uid == new]
    assert game.guesses == ["adieu"]
