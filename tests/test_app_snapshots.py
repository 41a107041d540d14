"""SVG snapshots of what a player sees. Fixed sizes, words, day and clock; no motion.

Update with ``pytest -n 0 tests/test_app_snapshots.py --snapshot-update`` after looking at them.
"""

from __future__ import annotations

from tests.app_support import (
    load_test_words,
    make_app,
    play_words,
)
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.store import Storage

SEED = 424242


def practice_app(settings: Settings, secret: str):
    Storage().settings.save(settings)
    game = practice_game(settings, load_test_words, seed=SEED)
    game.secret = secret
    return make_app(start=game)


def test_menu(home, snap_compare):
    assert snap_compare(make_app(), terminal_size=(80, 24))


def test_board_mid_game(home, snap_compare):
    app = practice_app(Settings(help_seen=True, hard_mode=True), "share")

    async def run_before(pilot):
        await play_words(pilot, "crane", "frame")
        await pilot.press("s", "h")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_board_medium_size_light_theme(home, snap_compare):
    app = practice_app(Settings(help_seen=True, theme="textual-light", attempts=7), "share")

    async def run_before(pilot):
        await play_words(pilot, "crane")

    assert snap_compare(app, terminal_size=(60, 20), run_before=run_before)


def test_result_screen(home, snap_compare):
    app = practice_app(Settings(help_seen=True), "share")

    async def run_before(pilot):
        await play_words(pilot, "crane", "shake", "share")

    assert snap_compare(app, terminal_size=(80, 32), run_before=run_before)


def test_high_contrast_with_symbols(home, snap_compare):
    app = practice_app(Settings(help_seen=True, high_contrast=True, symbols=True), "share")

    async def run_before(pilot):
        await play_words(pilot, "crane", "shake")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_spanish_keyboard(home, snap_compare):
    app = practice_app(Settings(help_seen=True, language="es"), "señor")

    async def run_before(pilot):
        await play_words(pilot, "sueño")
        await pilot.press("n", "i", "ñ")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_too_small_message(home, snap_compare):
    app = practice_app(Settings(help_seen=True), "share")
    assert snap_compare(app, terminal_size=(28, 8))
