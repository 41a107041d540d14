"""Two windows on one game, each a real process: what both two-window test files share.

A window is a worker process (``tests/two_windows_worker.py``, the storage alone, or
``tests/app_window_worker.py``, the whole app under Pilot) that reads one command a line
and answers each with one JSON line. The helpers read what the database holds.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.app_support import TODAY, load_test_words
from wordle_tui.core.game import Game
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage import paths
from wordle_tui.storage.database import DATABASE_FILE
from wordle_tui.storage.store import Storage

ROOT = Path(__file__).resolve().parent.parent


class WindowProcess:
    """A worker process standing for one wordle-tui window on the data folder ``home``."""

    def __init__(self, module: str, home: Path) -> None:
        env = {**os.environ, paths.HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", module],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def answer(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, self.process.stderr.read() if self.process.stderr else "the worker died"
        answer: dict[str, Any] = json.loads(line)
        return answer

    def do(self, command: str) -> dict[str, Any]:
        self.send(command)
        return self.answer()

    def close(self) -> None:
        """Quit the window (if it still runs) and check it ended well."""
        if self.process.poll() is None:
            self.send("quit")
            _, err = self.process.communicate(timeout=60)
            assert self.process.returncode == 0, err


def crane_played_on_share(home: Path) -> Game:
    """A practice game on SHARE with CRANE played, saved as the game in progress."""
    game = practice_game(Settings(), load_test_words, seed=1)
    game.secret = "share"
    game.submit("crane")
    storage = Storage(load_test_words)
    assert storage.saved_games.remember(game, today=TODAY)
    storage.close()
    return game


def saved_rows(home: Path) -> list[tuple[str, list[str]]]:
    conn = sqlite3.connect(home / DATABASE_FILE)
    try:
        slots = conn.execute("SELECT slot, game FROM games_in_progress").fetchall()
        return [(slot, json.loads(text)["guesses"]) for slot, text in slots]
    finally:
        conn.close()


def logged_boards(home: Path) -> list[tuple[str, list[Any]]]:
    conn = sqlite3.connect(home / DATABASE_FILE)
    try:
        return [
            (uid, json.loads(rows)) for uid, rows in conn.execute("SELECT uid, rows FROM games")
        ]
    finally:
        conn.close()
