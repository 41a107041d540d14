"""SVG snapshots of the several-boards, archive and Absurdle screens at 80×24 and 120×40: a
Quordle mid-game (and with its hints), the multi-board setup, the archive, Absurdle, and the
bot on an Octordle and on Absurdle. Fixed words, seeds, day and clock; no motion; workers
waited for, never the clock.

Update with ``pytest -n 0 tests/test_modes_snapshots.py --snapshot-update`` after looking.
"""

from __future__ import annotations

import pytest

from tests.app_support import load_test_words, make_app, settle
from wordle_tui.bots.absurdle_watch import AbsurdleWatchSession, AbsurdleWatchSetup
from wordle_tui.bots.multiboard import MultiWatchSession, MultiWatchSetup
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.multiboard import OCTORDLE, QUORDLE, MultiGame

WORDS = load_test_words("en", 5)
SIZES = [(80, 24), (120, 40)]


async def quiet(pilot) -> None:
    """Every worker done and the toasts cleared, so the picture is only the screen."""
    await settle(pilot)
    pilot.app.clear_notifications()
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_quordle_mid_game(home, snap_compare, size):
    game = MultiGame.practice(WORDS, QUORDLE, seed=3)
    app = make_app(start=game)

    async def run_before(pilot):
        await pilot.press(*"crane", "enter", *game.secrets[1], "enter", *"sh")
        await quiet(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_quordle_with_the_hints(home, snap_compare, size):
    game = MultiGame.practice(WORDS, QUORDLE, seed=3)
    app = make_app(start=game)

    async def run_before(pilot):
        await pilot.press(*"crane", "enter", "f3")
        await quiet(pilot)
        assert pilot.app.screen.query_one("MultiHintPanel").analysis is not None

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_multi_board_setup(home, snap_compare, size):
    async def run_before(pilot):
        await pilot.press("m")
        await quiet(pilot)

    assert snap_compare(make_app(), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_archive(home, snap_compare, size):
    async def run_before(pilot):
        await pilot.press("v", "down", "enter")  # yesterday's daily, won at once
        await pilot.pause()
        await pilot.press(*pilot.app.screen.game.secret, "enter")
        await settle(pilot)
        await pilot.press("m", "v")
        await quiet(pilot)

    assert snap_compare(make_app(), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_absurdle_mid_game(home, snap_compare, size):
    app = make_app(start=AbsurdleGame(WORDS))

    async def run_before(pilot):
        await pilot.press(*"crane", "enter", *"shake", "enter", *"wh")
        await quiet(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


def paused(monkeypatch, session_class) -> None:
    """Sessions start paused (as Space would, without racing the first step's timer)."""
    start = session_class.__init__

    def init(self, *args, **options):
        start(self, *args, **options)
        self.pause()

    monkeypatch.setattr(session_class, "__init__", init)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_watching_the_bot_on_an_octordle(home, snap_compare, monkeypatch, size):
    paused(monkeypatch, MultiWatchSession)
    app = make_app(watch=MultiWatchSetup(WORDS, OCTORDLE, tuple(WORDS.answers)))

    async def run_before(pilot):
        for _ in range(3):
            await pilot.press("n")
            await settle(pilot)
        await quiet(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_watching_the_bot_on_absurdle(home, snap_compare, monkeypatch, size):
    paused(monkeypatch, AbsurdleWatchSession)
    app = make_app(watch=AbsurdleWatchSetup(WORDS))

    async def run_before(pilot):
        await settle(pilot)
        await pilot.press("n", "n")
        await quiet(pilot)

    assert snap_compare(app, terminal_size=size, run_before=run_before)
