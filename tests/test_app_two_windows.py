"""Two real app processes on one game: every window follows the saved game.

Each window is the whole app (headless, through Pilot) in its own process
(tests/app_window_worker.py). When one window plays a row the other has not seen, the
other's next guess is refused with the reason on screen; its board then shows the game as
saved, with the refused guess back in the row being typed, so no row is lost and the log
and the slot never hold two boards of one game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app_support import load_test_words
from tests.window_support import (
    WindowProcess,
    crane_played_on_share,
    logged_boards,
    saved_rows,
)
from wordle_tui.core.settings import Settings
from wordle_tui.storage import paths
from wordle_tui.storage.store import Storage


def AppWindow(home: Path) -> WindowProcess:
    """The whole app in its own process (tests/app_window_worker.py)."""
    return WindowProcess("tests.app_window_worker", home)


@pytest.fixture
def windows(tmp_path, monkeypatch):
    """A practice game on SHARE with CRANE played, and two app windows on the menu."""
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    storage = Storage(load_test_words)
    storage.settings.save(Settings(help_seen=True))
    storage.close()
    game = crane_played_on_share(home)
    one, two = AppWindow(home), AppWindow(home)
    try:
        yield home, game, one, two
    finally:
        one.close()
        two.close()


@pytest.mark.slow
def test_a_row_played_in_another_window_is_shown_and_the_refused_guess_kept(windows):
    home, game, one, two = windows
    assert one.do("continue")["guesses"] == two.do("continue")["guesses"] == ["crane"]
    assert one.do("play adieu")["guesses"] == ["crane", "adieu"]
    refused = two.do("play pills")  # this window never saw ADIEU
    assert refused["uid"] == game.uid
    assert refused["guesses"] == ["crane", "adieu"]  # the game as saved, on screen
    assert refused["typed"] == "pills"  # the refused guess waits in the row: nothing lost
    assert any("another window" in toast for toast in refused["toasts"])
    assert saved_rows(home) == [(f"game:{game.uid}", ["crane", "adieu"])]
    assert two.do("enter")["guesses"] == ["crane", "adieu", "pills"]
    late = one.do("play weary")
    assert late["guesses"] == ["crane", "adieu", "pills"] and late["typed"] == "weary"
    assert saved_rows(home) == [(f"game:{game.uid}", ["crane", "adieu", "pills"])]


@pytest.mark.slow
def test_a_game_won_in_another_window_is_shown_won(windows):
    home, game, one, two = windows
    one.do("continue")
    two.do("continue")
    assert one.do("play share")["over"]
    late = two.do("play adieu")
    assert late["over"] and late["guesses"] == ["crane", "share"]
    assert any("finished in another window" in toast for toast in late["toasts"])
    assert late["screen"] == "ResultScreen"
    assert logged_boards(home) == [(game.uid, [["crane", "-YG-G"], ["share", "GGGGG"]])]
    assert saved_rows(home) == []


@pytest.mark.slow
def test_the_daily_in_two_windows_is_one_board(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    Storage(load_test_words).settings.save(Settings(help_seen=True))
    one, two = AppWindow(home), AppWindow(home)
    try:
        first, second = one.do("daily"), two.do("daily")
        assert first["uid"] == second["uid"] and first["guesses"] == []
        assert one.do("play tears")["guesses"] == ["tears"]
        refused = two.do("play adieu")
        assert refused["guesses"] == ["tears"] and refused["typed"] == "adieu"
        assert any("another window" in toast for toast in refused["toasts"])
        assert two.do("enter")["guesses"] == ["tears", "adieu"]
        ((slot, guesses),) = saved_rows(home)
        assert slot.startswith("daily:en-5:") and guesses == ["tears", "adieu"]
    finally:
        one.close()
        two.close()
