"""The settings screen: changes are saved for the next launch and follow the core's rules."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.command import CommandList
from textual.widgets import Select, Switch

from tests.app_support import (
    Recorder,
    make_app,
    settle,
    start_practice,
    type_word,
)
from tests.helpers import sweep
from wordle_tui.core.hardmode import HARD_MODE_LOCKED
from wordle_tui.core.settings import Settings
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.settings import SettingsScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.menu_entries import CONTINUE_KEY
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.board import Board


async def open_settings(pilot) -> SettingsScreen:
    await pilot.press("f2")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, SettingsScreen)
    return screen


async def test_settings_persist_for_the_next_launch(home):
    app = make_app()
    async with app.run_test(size=(100, 50)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#language", Select).value = "es"
        screen.query_one("#attempts", Select).value = 8
        await pilot.click("#symbols")
        await pilot.click("#high_contrast")
        await pilot.click("#no_repeat")
        screen.query_one("#theme", Select).value = "textual-light"
        await pilot.pause()
        assert app.has_class("-high-contrast") and app.theme == "textual-light"
        await pilot.press("escape")
    expected = Settings(
        language="es",
        attempts=8,
        symbols=True,
        high_contrast=True,
        no_repeat=True,
        theme="textual-light",
        help_seen=True,
    )
    assert Storage().settings.load() == expected

    again = make_app()
    async with again.run_test() as pilot:
        await pilot.pause()
        assert again.settings == expected
        assert again.theme == "textual-light" and again.has_class("-high-contrast")
        game_screen = await start_practice(pilot, "señor")
        game = game_screen.game
        assert (game.language, game.max_attempts, game.no_repeat) == ("es", 8, True)


async def test_hard_mode_cannot_be_switched_on_mid_game(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        game_screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        screen = await open_settings(pilot)
        await pilot.click("#hard_mode")
        await pilot.pause()
        assert HARD_MODE_LOCKED in recorder.toasts
        assert not screen.query_one("#hard_mode", Switch).value
        assert not app.settings.hard_mode and not game_screen.game.hard_mode


async def test_hard_mode_at_the_start_and_off_any_time(home):
    app = make_app()
    async with app.run_test() as pilot:
        game_screen = await start_practice(pilot, "share")
        await open_settings(pilot)
        await pilot.click("#hard_mode")
        await pilot.press("escape")
        await pilot.pause()
        assert game_screen.game.hard_mode and app.settings.hard_mode
        assert game_screen.query_one("#status-hard").display
        await type_word(pilot, "crane")
        await open_settings(pilot)
        await pilot.click("#hard_mode")
        await pilot.press("escape")
        await pilot.pause()
        assert not game_screen.game.hard_mode and not app.settings.hard_mode
        assert not game_screen.query_one("#status-hard").display
        saved = make_app().data.saved_games.unfinished()
        assert saved is not None and not saved.hard_mode


async def test_symbols_show_on_tiles_and_keys(home):
    app = make_app()
    async with app.run_test() as pilot:
        app.settings = Settings(help_seen=True, symbols=True)
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        rendered = [str(t.render()) for t in screen.query("#board Tile")][:5]
        assert rendered == ["C", "R○", "A●", "N", "E●"]
        assert str(screen.query_one("#key-a").render()) == "A●"


async def test_palette_toggles_high_contrast_and_remembers_it(home):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"high contrast")
        results = app.screen.query_one(CommandList)
        await settle(pilot)  # the search runs in a worker
        assert results.option_count > 0
        assert "high contrast" in str(results.get_option_at_index(0).prompt).lower()
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.high_contrast and app.has_class("-high-contrast")
    assert Storage().settings.load().high_contrast


async def test_settings_from_the_board_keep_the_game(home):
    app = make_app()
    async with app.run_test() as pilot:
        game_screen = await start_practice(pilot, "share")
        await type_word(pilot, "cr", submit=False)
        await open_settings(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen is game_screen
        assert game_screen.session.typed == "cr"


COLOURS = {
    # (theme, high contrast): correct, present, absent
    ("textual-dark", False): ("#538D4E", "#B59F3B", "#3A3A3C"),
    ("textual-light", False): ("#6AAA64", "#C9B458", "#787C7E"),
    ("textual-dark", True): ("#F5793A", "#85C0F9", "#3A3A3C"),
    ("textual-light", True): ("#F5793A", "#85C0F9", "#787C7E"),
}


async def test_tile_and_key_colours_are_the_originals(home):
    """High contrast is orange for the right spot and blue for elsewhere, never swapped."""
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")  # C absent, R present, A correct
        tiles = screen.query_one(Board).rows[0].tiles[:3]
        keys = [screen.query_one(f"#key-{k}") for k in "cra"]
        for (theme, high_contrast), (correct, present, absent) in COLOURS.items():
            app.settings = replace(app.settings, theme=theme, high_contrast=high_contrast)
            await pilot.pause()
            expected = [absent, present, correct]
            assert [t.styles.background.hex for t in tiles] == expected, (theme, high_contrast)
            assert [k.styles.background.hex for k in keys] == expected, (theme, high_contrast)


async def test_language_length_and_attempts_apply_from_the_next_game(home):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        game_screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        screen = await open_settings(pilot)
        screen.query_one("#language", Select).value = "es"
        screen.query_one("#attempts", Select).value = 3
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        game = game_screen.game
        assert (game.language, game.max_attempts, game.guesses) == ("en", 6, ["crane"])
        assert game_screen.query_one("#key-q")  # still the English keyboard
        assert not game_screen.query("#key-u00f1")
        await pilot.press("ctrl+n", "y")  # yes, leave the game in progress (it is kept)
        await pilot.pause()
        new = app.screen
        assert isinstance(new, GameScreen) and new is not game_screen
        assert (new.game.language, new.game.max_attempts) == ("es", 3)
        assert new.query_one("#key-u00f1")


async def test_the_settings_note_wraps_at_the_smallest_size(home):
    app = make_app()
    async with app.run_test(size=(56, 20)) as pilot:
        await pilot.press("s")  # from the menu
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen) and not screen.has_class("-too-small")
        note = screen.query_one("#settings-note")
        assert note.size.height >= 2  # wrapped, not cut
        assert note.region.right <= screen.query_one("#settings").content_region.right


async def test_open_screens_follow_the_settings_they_watch(home):
    """One observable value: a change made anywhere reaches the board and the result."""
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane", submit=False)
        app.settings = replace(app.settings, symbols=True)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert str(screen.query_one("#key-a").render()) == "A●"
        await type_word(pilot, "share")
        result = app.screen
        assert isinstance(result, ResultScreen) and "🟩" in result.share_text
        app.settings = replace(app.settings, high_contrast=True)
        await pilot.pause()
        assert "🟧" in result.share_text and "🟩" not in result.share_text


async def open_kind(pilot, kind: str) -> None:
    app = pilot.app
    if kind == "wordle":
        await start_practice(pilot, "share")
    elif kind == "quordle daily":
        await app.action_new_multi("quordle", daily=True)
    else:
        await app.action_new_absurdle()
    await pilot.pause()


@pytest.mark.parametrize(
    ("kind", "where"),
    sweep(
        [
            (kind, where)
            for kind in ("wordle", "quordle daily", "absurdle")
            for where in ("board", "menu")
        ],
        {"wordle"},
        key=lambda case: case[0],
    ),
)
async def test_no_repeated_guesses_switched_on_mid_game_applies_at_once(home, kind, where):
    """The Quordle daily in progress accepted STARE twice once the rule was switched
    on (from the menu, the game saved meanwhile). The rule applies at once, to the game in
    progress, whether it is on screen or saved, for every kind of game."""
    recorder = Recorder()
    app = make_app()
    async with app.run_test(size=(100, 40), notifications=True, message_hook=recorder) as pilot:
        await open_kind(pilot, kind)
        board = app.screen
        await type_word(pilot, "tears")  # never a secret of the test list: the game goes on
        assert board.game.guesses == ["tears"] and not board.game.is_over
        if where == "menu":
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
            await pilot.press("s")
        else:
            await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        await pilot.click("#no_repeat")
        await pilot.pause()
        assert app.settings.no_repeat
        await pilot.press("escape")
        await pilot.pause()
        if where == "menu":
            await pilot.press(CONTINUE_KEY)
            await pilot.pause()
        board = app.screen
        assert board.game.guesses == ["tears"]
        await type_word(pilot, "tears")
        assert board.game.guesses == ["tears"], "a repeated guess was played"
        assert "Already guessed" in recorder.toasts
