"""SVG snapshots of the statistics, history and review screens: a made-up log, a fixed day
and time (the countdown reads 08:30:00), a seeded practice game, no motion.

Update with ``pytest -n 0 tests/test_stats_snapshots.py --snapshot-update`` after looking at them.
"""

from __future__ import annotations

from datetime import timedelta

from tests.app_support import (
    TODAY,
    load_test_words,
    make_app,
    play_words,
    settle,
)
from tests.history_support import log_records, record
from wordle_tui.core.limits import Mode
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.store import Storage

SEED = 424242


def app_with_log(secret: str = "share"):
    storage = Storage(load_test_words)
    storage.settings.save(Settings(help_seen=True))
    log_records(
        storage,
        [
            record(TODAY - timedelta(days=4), guesses=3, seconds=75),
            record(TODAY - timedelta(days=3), won=False, seconds=300),
            record(TODAY - timedelta(days=2), guesses=4, seconds=140),
            record(TODAY - timedelta(days=1), guesses=2, seconds=50),
            record(TODAY, mode=Mode.PRACTICE, guesses=5, seconds=200),
        ],
    )
    game = practice_game(Settings(help_seen=True), load_test_words, seed=SEED)
    game.secret = secret
    return make_app(storage=storage, start=game)


def test_statistics_after_a_game(home, snap_compare):
    async def run_before(pilot):
        await play_words(pilot, "crane", "shake", "share")
        await pilot.press("s")
        await pilot.pause()

    assert snap_compare(app_with_log(), terminal_size=(80, 24), run_before=run_before)


def test_history(home, snap_compare):
    async def run_before(pilot):
        await play_words(pilot, "crane", "share")
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()

    assert snap_compare(app_with_log(), terminal_size=(90, 16), run_before=run_before)


def test_review_of_a_game(home, snap_compare):
    async def run_before(pilot):
        await play_words(pilot, "crane", "shake", "share")
        await pilot.press("r")
        await settle(pilot)
        assert getattr(pilot.app.screen, "review", None) is not None
        await pilot.press("right")
        await pilot.pause()

    assert snap_compare(app_with_log(), terminal_size=(80, 24), run_before=run_before)
