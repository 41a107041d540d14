"""Two windows on one game, in two real processes: every window follows the saved game.

Before a guess is stored, the storage checks that the game on disk is the one this
window last saw; when another window played on, started the same daily or finished the
game, the guess is refused with a reason and the window gets the saved game to show. The
log and the in-progress slot never hold two boards of one game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.window_support import WindowProcess, crane_played_on_share, logged_boards, saved_rows
from wordle_tui.storage import paths


def Window(home: Path) -> WindowProcess:
    """A window of the storage alone (tests/two_windows_worker.py)."""
    return WindowProcess("tests.two_windows_worker", home)


@pytest.fixture
def started(tmp_path, monkeypatch):
    """A practice game on SHARE with one row played, saved as the game in progress."""
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    return home, crane_played_on_share(home)


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
