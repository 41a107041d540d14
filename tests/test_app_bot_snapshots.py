"""SVG snapshots of the bot's screens: the hint panel, watching the bot, the bot guessing
your word (a row being marked, then impossible colours) and the assistant.

Fixed sizes, test word lists, seeds and clock; no motion; every worker is waited for
(``settle``), never the clock.
Update with ``pytest -n 0 tests/test_app_bot_snapshots.py --snapshot-update`` after looking.
"""

from __future__ import annotations

from textual.widgets import Input

from tests.app_support import (
    footer_settled,
    load_test_words,
    make_app,
    settle,
)
from tests.test_app_bots import colour_keys, impossible_keys
from wordle_tui.bots.guessing import Phase
from wordle_tui.bots.watch import WatchSession, WatchSetup
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.hint_panel import HintPanel

SEED = 424242
SIZE = (80, 24)  # what most players see


async def settled(pilot):
    """Toasts cleared, so the snapshot shows only the screen, and the Footer's keys drawn
    (it redraws them a refresh after they change)."""
    pilot.app.clear_notifications()
    await footer_settled(pilot)
    await pilot.pause()


def test_board_with_the_hint_panel(home, snap_compare):
    settings = Settings(help_seen=True)
    Storage().settings.save(settings)
    game = practice_game(settings, load_test_words, seed=SEED)
    game.secret = "share"
    app = make_app(start=game)

    async def run_before(pilot):
        await pilot.press("f3", *"pills", "enter", *"sh")
        panel = pilot.app.screen.query_one(HintPanel)
        rows = tuple(pilot.app.screen.game.rows)
        await settle(pilot)
        assert panel.shown is not None and panel.shown[3] == rows
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_watching_the_bot_mid_game(home, snap_compare, monkeypatch):
    # Paused from the start (as Space would, without racing the first step's timer).
    start = WatchSession.__init__

    def paused(self, *args, **options):
        start(self, *args, **options)
        self.pause()

    monkeypatch.setattr(WatchSession, "__init__", paused)
    app = make_app(watch=WatchSetup(load_test_words("en", 5), "shake"))

    async def run_before(pilot):
        screen = pilot.app.screen
        await pilot.press("n")  # one step
        await settle(pilot)
        assert screen.session.shown == 1 and screen.thinking_since is None
        await settled(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


async def open_bot_guesses(pilot):
    pilot.app.settings = Settings(help_seen=True)
    await pilot.press("b")
    screen = pilot.app.screen
    await settle(pilot)
    assert screen.session.phase is Phase.MARKING
    return screen


def test_bot_guesses_a_row_being_marked(home, snap_compare):
    async def run_before(pilot):
        screen = await open_bot_guesses(pilot)
        await pilot.press(*colour_keys(screen.session.pending.guess, "whack"), "enter")
        await settle(pilot)
        assert screen.session.phase is Phase.MARKING
        await pilot.press("g", "y")  # two tiles given, the cursor on the third
        await settled(pilot)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run_before)


def test_bot_guesses_impossible_colours(home, snap_compare):
    async def run_before(pilot):
        screen = await open_bot_guesses(pilot)
        session = screen.session
        await pilot.press(*colour_keys(session.pending.guess, "chuck"), "enter")
        await settle(pilot)
        assert session.phase is Phase.MARKING
        await pilot.press(*impossible_keys(session.rows, session.pending.guess, "chuck"), "enter")
        await settle(pilot)
        assert session.contradiction is not None
        await settled(pilot)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run_before)


def test_assistant(home, snap_compare):
    async def run_before(pilot):
        pilot.app.settings = Settings(help_seen=True)
        await pilot.press("a")
        screen = pilot.app.screen
        await pilot.press(*"pills", "enter", *colour_keys("pills", "shake"), "enter", *"sha")
        await settle(pilot)
        assert screen.session.analysis is not None
        await settled(pilot)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run_before)


def test_watch_setup_with_a_word_refused(home, snap_compare):
    async def run_before(pilot):
        await pilot.press("w")
        await pilot.pause()
        await pilot.press(*"zzzzz", "enter")
        # The text cursor blinks every 0.5 s: hold it shown, or the picture would depend on
        # how long the machine took to get here.
        pilot.app.screen.query_one(Input).cursor_blink = False
        await settled(pilot)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run_before)
