"""Two windows on one game, in two real processes: every window follows the saved game.

Before a guess is stored, the storage checks that the game on disk is the one this
window last saw; when another window played on, started the same daily or finished the
game, the guess is refused with a reason and the window gets the saved game to show. The
log and the in-progress slot never hold two boards of one game.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app_support import TODAY, load_test_words
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage import paths
from wordle_tui.storage.database import DATABASE_FILE
from wordle_tui.storage.store import Storage

ROOT = Path(__file__).resolve().parent.parent


class Window:
    """A worker process standing for one wordle-tui window."""

    def __init__(self, home: Path) -> None:
        env = {**os.environ, paths.HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.two_windows_worker"],
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

    def answer(self) -> dict:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, self.process.stderr.read() if self.process.stderr else "the worker died"
        return json.loads(line)

    def do(self, command: str) -> dict:
        self.send(command)
        return self.answer()

    def close(self) -> None:
        self.send("quit")
        self.process.communicate(timeout=30)
        assert self.process.returncode == 0


def saved_rows(home: Path) -> list[tuple[str, list[str]]]:
    conn = sqlite3.connect(home / DATABASE_FILE)
    try:
        slots = conn.execute("SELECT slot, game FROM games_in_progress").fetchall()
        return [(slot, json.loads(text)["guesses"]) for slot, text in slots]
    finally:
        conn.close()


def logged_boards(home: Path) -> list[tuple[str, list]]:
    conn = sqlite3.connect(home / DATABASE_FILE)
    try:
        return [
            (uid, json.loads(rows)) for uid, rows in conn.execute("SELECT uid, rows FROM games")
        ]
    finally:
        conn.close()


@pytest.fixture
def started(tmp_path, monkeypatch):
    """A practice game on SHARE with one row played, saved as the game in progress."""
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    game = practice_game(Settings(), load_test_words, seed=1)
    game.secret = "share"
    game.submit("crane")
    assert Storage(load_test_words).saved_games.remember(game, today=TODAY)
    return home, game


def test_a_guess_another_window_already_changed_is_refused_and_the_saved_game_shown(started):
    home, game = started
    one, two = Window(home), Window(home)
    try:
        assert one.do("resume")["guesses"] == two.do("resume")["guesses"] == ["crane"]
        assert one.do("play adieu") == {
            "accepted": True,
            "saved": True,
            "uid": game.uid,
            "guesses": ["crane", "adieu"],
            "over": False,
            "warnings": [],
        }
        refused = two.do("play pills")  # this window never saw ADIEU
        assert refused["saved"] is False and "another window" in refused["conflict"]
        assert refused["guesses"] == ["crane", "adieu"]  # it now shows the saved game
        assert saved_rows(home) == [(f"game:{game.uid}", ["crane", "adieu"])]
        # following the saved game, it plays on normally
        assert two.do("play pills")["guesses"] == ["crane", "adieu", "pills"]
        late = one.do("play weary")
        assert late["saved"] is False and late["guesses"] == ["crane", "adieu", "pills"]
        assert saved_rows(home) == [(f"game:{game.uid}", ["crane", "adieu", "pills"])]
    finally:
        one.close()
        two.close()


@pytest.mark.parametrize("attempt", range(3))
def test_two_windows_guessing_at_the_same_moment_keep_one_board(started, tmp_path, attempt):
    home, game = started
    go = tmp_path / f"go-{attempt}"
    one, two = Window(home), Window(home)
    try:
        one.do("resume")
        two.do("resume")
        one.send(f"wait {go}")
        two.send(f"wait {go}")
        one.send("play adieu")
        two.send("play pills")
        go.touch()
        one.answer(), two.answer()  # the waits
        first, second = one.answer(), two.answer()
        assert sorted([first["saved"], second["saved"]]) == [False, True]
        winner, loser = (first, second) if first["saved"] else (second, first)
        assert "another window" in loser["conflict"]
        assert loser["guesses"] == winner["guesses"]  # the refused window shows the saved one
        assert saved_rows(home) == [(f"game:{game.uid}", winner["guesses"])]
    finally:
        one.close()
        two.close()


def test_a_game_finished_in_another_window_is_shown_finished(started):
    home, game = started
    one, two = Window(home), Window(home)
    try:
        one.do("resume")
        two.do("resume")
        won = one.do("play share")
        assert won["saved"] and won["over"]
        late = two.do("play adieu")
        assert late["saved"] is False and "finished in another window" in late["conflict"]
        assert late["over"] and late["guesses"] == ["crane", "share"]
        assert logged_boards(home) == [(game.uid, [["crane", "-YG-G"], ["share", "GGGGG"]])]
        assert saved_rows(home) == []  # a finished practice game leaves the slots
    finally:
        one.close()
        two.close()


def test_the_daily_in_two_windows_has_one_board(tmp_path, monkeypatch):
    home = tmp_path / "home"
    go = tmp_path / "go"
    one, two = Window(home), Window(home)
    try:
        a, b = one.do("daily"), two.do("daily")  # neither saved yet: two new boards
        assert a["uid"] != b["uid"]
        one.send(f"wait {go}")
        two.send(f"wait {go}")
        one.send("save")  # as the app saves a game it opens
        two.send("save")
        go.touch()
        one.answer(), two.answer()
        first, second = one.answer(), two.answer()
        assert sorted([first["saved"], second["saved"]]) == [False, True]
        loser = second if first["saved"] else first
        assert "daily puzzle was started in another window" in loser["conflict"]
        assert first["uid"] == second["uid"]  # both now show the one board
        one.do("play tears")
        refused = two.do("play adieu")
        assert refused["saved"] is False and refused["guesses"] == ["tears"]
        assert two.do("play adieu")["guesses"] == ["tears", "adieu"]
        ((slot, guesses),) = saved_rows(home)
        assert slot.startswith("daily:en-5:") and guesses == ["tears", "adieu"]
    finally:
        one.close()
        two.close()
