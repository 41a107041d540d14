"""SVG snapshots of the main screens with the Spanish interface and Spanish words: the menu,
a board mid-game, the result, the statistics (with the history behind them) and the help.

Update with ``pytest -n 0 tests/test_spanish_snapshots.py --snapshot-update`` after looking at
them.
"""

from __future__ import annotations

from datetime import timedelta

from tests.app_support import TODAY, load_test_words, make_app, play_words, settle
from tests.history_support import log_records, record
from wordle_tui.core.limits import Mode
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.store import Storage

SEED = 424242
SPANISH = Settings(help_seen=True, language="es", ui_language="es")


def spanish_app(secret: str = "señor", settings: Settings = SPANISH, *, logged: bool = False):
    storage = Storage(load_test_words)
    storage.settings.save(settings)
    if logged:
        log_records(
            storage,
            [
                record(TODAY - timedelta(days=3), guesses=3, seconds=75, language="es"),
                record(TODAY - timedelta(days=2), won=False, seconds=300, language="es"),
                record(TODAY - timedelta(days=1), guesses=4, seconds=1983, language="es"),
                record(TODAY, mode=Mode.PRACTICE, guesses=5, seconds=200, language="es"),
            ],
        )
    game = practice_game(settings, load_test_words, seed=SEED)
    game.secret = secret
    return make_app(storage=storage, start=game)


def test_menu_in_spanish(home, snap_compare):
    storage = Storage(load_test_words)
    storage.settings.save(SPANISH)
    assert snap_compare(make_app(storage=storage), terminal_size=(80, 24))


def test_board_mid_game_in_spanish(home, snap_compare):
    app = spanish_app(
        settings=Settings(help_seen=True, language="es", ui_language="es", hard_mode=True)
    )

    async def run_before(pilot):
        await play_words(pilot, "perro", "sueño")
        await pilot.press("s", "e")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_result_in_spanish(home, snap_compare):
    async def run_before(pilot):
        await play_words(pilot, "perro", "dueño", "señor")
        await settle(pilot)

    assert snap_compare(spanish_app(), terminal_size=(80, 32), run_before=run_before)


def test_statistics_in_spanish(home, snap_compare):
    async def run_before(pilot):
        await play_words(pilot, "perro", "dueño", "señor")
        await pilot.press("s")
        await settle(pilot)

    app = spanish_app(logged=True)
    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_history_in_spanish(home, snap_compare):
    async def run_before(pilot):
        await pilot.press("escape")
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("h")
        await settle(pilot)

    app = spanish_app(logged=True)
    assert snap_compare(app, terminal_size=(100, 24), run_before=run_before)


def test_help_in_spanish(home, snap_compare):
    async def run_before(pilot):
        await pilot.press("f1")
        await pilot.pause()

    assert snap_compare(spanish_app(), terminal_size=(90, 40), run_before=run_before)
