"""Keys that race the screens: each test replays a crash or a loss a player met, in a burst of
keys sent without waiting (as a paste, key repeat or a fast hand does), and the rules of
leaving a game. Workers are waited for, never slept on."""

from __future__ import annotations

import pytest
from textual.command import CommandPalette
from textual.notifications import Notification
from textual.widgets import OptionList
from textual.widgets._toast import Toast

from tests.app_support import (
    Recorder,
    burst,
    make_app,
    settle,
    start_practice,
    type_word,
)
from wordle_tui.bots.guessing import Phase
from wordle_tui.core.settings import Settings
from wordle_tui.dialogs.games_in_progress import GamesInProgressScreen
from wordle_tui.dialogs.help import HelpScreen
from wordle_tui.dialogs.leave_game import LeaveGameScreen
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.settings import SettingsScreen
from wordle_tui.dialogs.statistics import StatisticsScreen
from wordle_tui.screens.assistant import AssistantScreen
from wordle_tui.screens.bot_guesses import BotGuessesScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.textual_support.compat import SHORTEST_TOAST
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.hint_panel import HintPanel


async def drain(pilot) -> None:
    """Wait until the burst has been handled: a key pressed after it is handled after it
    (keys keep their order), then every worker it started."""
    await pilot.press("f12")  # bound to nothing
    await settle(pilot)


# --- widgets updated after they are gone -------------------------------------------------


async def test_bot_guesses_enter_then_ctrl_n_at_once(home):
    """All green, Enter, then Enter and Ctrl+N together: rows were drawn on after removal."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.settings = Settings(help_seen=True)
        await pilot.press("b")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, BotGuessesScreen) and screen.session.phase is Phase.MARKING
        for _ in range(3):
            burst(app, *"ggggg", "enter", "enter", "ctrl+n", "enter", "ctrl+n")
            await drain(pilot)
        assert app._exception is None
        assert app.screen is screen and screen.session.phase is Phase.MARKING


async def test_assistant_enter_then_ctrl_n_at_once(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.settings = Settings(help_seen=True)
        await pilot.press("a")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, AssistantScreen)
        for _ in range(3):
            burst(app, *"crane", "enter", *"gyxxg", "enter", "ctrl+n", *"share", "enter")
            await drain(pilot)
        assert app._exception is None
        assert app.screen is screen


async def test_a_bot_screen_left_while_its_worker_runs(home):
    """The analysis comes back after Escape took the screen away: nothing is drawn on it."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.settings = Settings(help_seen=True)
        for key in ("a", "b", "a", "b"):
            burst(app, key, "ctrl+n", "escape", key, *"crane", "enter", "escape")
            await drain(pilot)
        assert app._exception is None and isinstance(app.screen, MenuScreen)


async def test_the_menu_takes_a_new_continue_label_before_it_is_mounted(home):
    menu = MenuScreen()
    menu.update_continue("Practice · guess 2 of 6", 3)  # not mounted: kept for compose
    assert [entry.action for entry in menu.entries][:2] == ["resume", "games_in_progress"]


# --- screen changes racing each other ------------------------------------------------------


@pytest.mark.slow
async def test_a_palette_command_that_changes_screens_with_keys_behind_it(home):
    """Main menu chosen in the palette, with Enter and Escape queued behind: the palette
    closed first, and the keys behind it never pop the menu (ScreenStackError)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        for command in ("main menu", "new practice", "statistics", "settings", "daily"):
            await start_practice(pilot, "share")
            await pilot.press("ctrl+p")
            assert isinstance(app.screen, CommandPalette)
            burst(app, *command, "enter", "enter", "escape", "escape", "enter")
            await drain(pilot)
            assert app._exception is None, command
            assert app.menu in app.screen_stack and len(app.screen_stack) >= 2


async def test_page_keys_in_the_palette_and_the_menu_never_fail(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("pagedown", "pageup", "pagedown")  # the menu's list
        assert app.screen.query_one(OptionList).highlighted is not None
        await pilot.press("ctrl+p", "pageup", "pagedown")  # the list not shown yet
        burst(app, "x", "pagedown", "backspace", "pageup", *"zzzz", "pagedown", "pageup")
        await drain(pilot)
        assert app._exception is None and isinstance(app.screen, CommandPalette)
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


async def test_a_close_meant_for_a_screen_that_left_closes_nothing_else(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("h")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)
        close(help_screen)  # a key queued for the help, arriving late
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and len(app.screen_stack) == 2


async def test_what_comes_after_the_last_screen_closed_does_nothing(home):
    """q on the menu with keys behind it (the terminal fuzzer, help, Spanish, seed 3): the
    screen-change signal arrived after the app had closed every screen, and read the screen
    on top (ScreenStackError). So may a queued screen change, a finished game's message, a
    late close, or the Keys panel's check: each finds no screen and does nothing."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("h")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        stack = app._screen_stacks[app._current_mode]
        kept = list(stack)
        ran = []

        async def change() -> None:
            ran.append(True)

        stack.clear()  # as the app leaves them while it quits
        try:
            app._screen_changed(help_screen)
            assert await app.change_screens(change) is None and not ran
            assert not app.keys_shown and app.top_screen is None
            close(help_screen)
        finally:
            stack[:] = kept
        assert app.top_screen is help_screen
        await app.change_screens(change)
        assert ran == [True]
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


@pytest.mark.timeout(60)  # with the bug the loop never runs again: the test would hang
async def test_a_toast_expired_before_its_mount_goes_and_the_app_answers(home):
    """A notification that expired between the toast rack's refresh and the toast's mount
    (under load, the interface walk): its timer got a negative timeout and Textual's Timer
    spun on it, the app frozen for good (docs/upstream.md, bug 6)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        expired = Notification("gone", timeout=0.0)
        await pilot.pause()  # the notification's time is up: its time left is below zero
        assert expired.time_left < 0
        toast = Toast(expired)
        await app.screen.mount(toast)
        await pilot.pause()
        assert toast._timeout == SHORTEST_TOAST  # its timer runs, and removes it at once
        await pilot.press("h")
        assert isinstance(app.screen, HelpScreen)


@pytest.mark.slow
async def test_ctrl_p_answers_on_every_screen_after_a_command(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start_practice(pilot, "share")
        for command in ("settings", "help", "statistics"):
            await pilot.press("ctrl+p", *command, "enter")
            await settle(pilot)
            await pilot.press("ctrl+p")
            assert isinstance(app.screen, CommandPalette), command
            await pilot.press("escape", "escape")


# --- the hint panel during the flip -------------------------------------------------------


async def test_the_hint_panel_says_it_is_working_while_the_row_turns(home, monkeypatch):
    """Through the whole flip the old numbers are marked: checked at the flip's end, the
    moment before the board shows the row (not against the clock)."""
    at_flip_end: list[tuple[bool, bool]] = []
    revealed = GameScreen._revealed

    def watched(screen: GameScreen) -> None:
        panel = screen.query_one(HintPanel)
        at_flip_end.append((panel.view.busy, panel.has_class("-stale")))
        revealed(screen)

    monkeypatch.setattr(GameScreen, "_revealed", watched)
    app = make_app(animations=True)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")
        await settle(pilot)
        panel = screen.query_one(HintPanel)
        before = panel.view.analysis
        assert before is not None and not panel.view.busy
        await pilot.press(*"crane", "enter")
        while not at_flip_end:
            await pilot.pause()  # the flip runs on the board's timers
        assert at_flip_end == [(True, True)]  # "thinking…", the old numbers dimmed
        await settle(pilot)
        assert not panel.view.busy and not panel.has_class("-stale")
        assert panel.view.analysis is not None
        assert panel.view.analysis.count < before.count


async def test_the_hints_are_worked_out_during_the_flip_and_shown_as_it_ends(home, monkeypatch):
    """With animations on the panel filled in 1.6 s after Enter: it waited for the
    flip to start its work. The work starts at Enter; its numbers are kept until the last
    tile turns, and shown then at once (no solver work left after the flip)."""
    flip_ends: list[GameScreen] = []
    revealed = GameScreen._revealed
    monkeypatch.setattr(GameScreen, "_revealed", lambda screen: flip_ends.append(screen))
    app = make_app(animations=True)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")
        await settle(pilot)
        panel = screen.query_one(HintPanel)
        before = panel.view.analysis
        assert before is not None
        await pilot.press(*"crane", "enter")
        while not flip_ends:
            await pilot.pause()  # the flip runs on the board's timers
        await settle(pilot)  # every worker done: nothing is held back by the solver now
        assert panel.work_request is not None and panel.work_request[3] == tuple(screen.game.rows)
        assert not panel.working  # worked out during the flip
        assert panel.view.analysis is before and panel.has_class("-stale")  # kept till shown
        revealed(screen)  # the last tile turns
        assert panel.view.analysis is not before and not panel.view.busy  # at once
        assert panel.view.analysis.count < before.count and not panel.has_class("-stale")


# --- leaving a game ------------------------------------------------------------------------


async def test_ctrl_n_mid_game_asks_and_the_game_left_stays_resumable(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start_practice(pilot, "share")
        first = screen.game
        await type_word(pilot, "crane")
        await pilot.press("ctrl+n")
        assert isinstance(app.screen, LeaveGameScreen)
        await pilot.press("enter")  # Enter keeps playing: a stray Enter never leaves
        assert app.screen is screen and screen.game is first
        await pilot.press("ctrl+n", "y")
        await pilot.pause()
        second = app.screen
        assert isinstance(second, GameScreen) and second.game is not first
        await type_word(pilot, "adieu")
        await pilot.press("escape")
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert [e.action for e in menu.entries][:2] == ["resume", "games_in_progress"]
        await pilot.press("i")
        await pilot.pause()
        listed = app.screen
        assert isinstance(listed, GamesInProgressScreen)
        assert [g.uid for g in listed.games] == [second.game.uid, first.uid]
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.game.uid == first.uid and app.screen.game.guesses == ["crane"]


async def test_a_friend_code_on_the_board_asks_before_leaving_the_game(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await pilot.press("ctrl+p", *"custom word", "enter")
        await settle(pilot)
        code = screen.game.code
        assert code is not None
        await pilot.press("tab", "tab", "tab", *code, "enter")  # the friend's code field
        await pilot.pause()
        assert isinstance(app.screen, LeaveGameScreen)
        await pilot.press("n")
        assert app.screen is screen and screen.game.guesses == ["crane"]


async def test_escape_on_the_menu_does_not_quit(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(message_hook=recorder) as pilot:
        await pilot.press("escape", "escape")
        await pilot.pause()
        assert app.return_code is None and isinstance(app.screen, MenuScreen)
        assert "Press q to quit." in recorder.toasts
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


@pytest.mark.parametrize(("key", "next_screen"), [("f2", SettingsScreen), ("f1", HelpScreen)])
async def test_the_answer_of_a_lost_game_goes_when_the_player_moves_on(home, key, next_screen):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start_practice(pilot, "share")
        for word in ("crane", "adieu", "pills", "weary", "vague", "tears"):
            await type_word(pilot, word)
        assert isinstance(app.screen, ResultScreen)
        await pilot.press("escape")  # back to the board: the answer is still up
        await pilot.pause()
        assert any("SHARE" in str(n.message) for n in app._notifications)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, next_screen)
        assert not any("SHARE" in str(n.message) for n in app._notifications)


async def test_the_end_of_a_game_never_stays_over_the_next_screens(home):
    """The toast saying how a game ended stayed up over the statistics: it goes once the
    player leaves the board and its result (a lost game's answer: the test above)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start_practice(pilot, "share")
        await type_word(pilot, "share")
        assert isinstance(app.screen, ResultScreen)
        assert [str(n.message) for n in app._notifications]  # how it ended, over the result
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen) and list(app._notifications) == []


async def test_ctrl_n_on_the_result_and_letters_typed_on_it(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start_practice(pilot, "share")
        first = screen.game
        await type_word(pilot, "share")
        assert isinstance(app.screen, ResultScreen)
        await pilot.press(*"quiet", *"chasm")  # the next words, typed on: no command runs
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen) and app.return_code is None
        assert app.clipboard == ""
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.game is not first
