"""The crashes a real terminal found, replayed under Pilot where they reproduce:
a screen built while the app quits, the drop-down of a ``Select`` paged before it is drawn,
a palette left under another screen, dialogs opened twice by a burst of Enters, a palette
command run twice. Each failed on the code before the fix.

What only a real terminal shows (signals, a process that outlives its terminal) is in
tests/test_terminal_app.py; the random keys through a terminal in tests/terminal_fuzz.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.command import CommandPalette
from textual.screen import Screen
from textual.widgets import OptionList, Select
from textual.widgets._select import SelectOverlay

from tests.app_support import (
    ENGLISH_5,
    TODAY,
    burst,
    load_test_words,
    make_app,
    settle,
    start_practice,
    type_word,
)
from tests.history_support import record
from wordle_tui.app import WordleApp, solver_context
from wordle_tui.bots.absurdle_watch import AbsurdleWatchSetup
from wordle_tui.bots.multiboard import MultiWatchSetup
from wordle_tui.bots.watch import WatchSetup
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.multiboard import QUORDLE, MultiGame
from wordle_tui.core.new_game import practice_game
from wordle_tui.dialogs.custom_word import CustomWordScreen
from wordle_tui.dialogs.games_in_progress import GamesInProgressScreen
from wordle_tui.dialogs.help import HelpScreen
from wordle_tui.dialogs.history import HistoryScreen
from wordle_tui.dialogs.leave_game import LeaveGameScreen
from wordle_tui.dialogs.multi_setup import MultiSetupScreen
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.settings import SettingsScreen
from wordle_tui.dialogs.statistics import StatisticsScreen
from wordle_tui.dialogs.watch_setup import WatchSetupScreen
from wordle_tui.screens.absurdle import AbsurdleScreen
from wordle_tui.screens.absurdle_watch import AbsurdleWatchScreen
from wordle_tui.screens.archive import ArchiveScreen
from wordle_tui.screens.assistant import AssistantScreen
from wordle_tui.screens.bot_guesses import BotGuessesScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.multi_board import MultiBoardScreen
from wordle_tui.screens.multi_watch import MultiWatchScreen
from wordle_tui.screens.review import ReviewScreen
from wordle_tui.screens.watch import WatchScreen


def stack(app: WordleApp) -> list[str]:
    return [type(screen).__name__ for screen in app.screen_stack]


# --- a screen built while the app quits: on_mount with no children ------------------------


def screens_the_app_opens(app: WordleApp) -> dict[str, Callable[[], Screen[Any]]]:
    """Every kind of screen, made as the app makes it."""
    settings, clock, words = app.settings, app.data.clock, ENGLISH_5
    loader = load_test_words
    won = practice_game(settings, loader)
    for guess in ("crane", won.secret):
        won.submit(guess)
    return {
        "menu": MenuScreen,
        "board": lambda: GameScreen(practice_game(settings, loader), settings, clock),
        "board-hints": lambda: GameScreen(
            practice_game(settings, loader), settings, clock, hints=True
        ),
        "quordle-hints": lambda: MultiBoardScreen(
            MultiGame.practice(words, QUORDLE), settings, clock, hints=True
        ),
        "absurdle": lambda: AbsurdleScreen(AbsurdleGame(words), settings, clock),
        "watch": lambda: WatchScreen(WatchSetup(words, "shake"), settings),
        "multi-watch": lambda: MultiWatchScreen(
            MultiWatchSetup(words, QUORDLE, ("share", "frame", "blame", "shake")), settings
        ),
        "absurdle-watch": lambda: AbsurdleWatchScreen(AbsurdleWatchSetup(words), settings),
        "bot-guesses": lambda: BotGuessesScreen(words, settings, loader),
        "assistant": lambda: AssistantScreen(words, settings, loader),
        "archive": lambda: ArchiveScreen([], TODAY, language="en", length=5),
        "review": lambda: ReviewScreen(record(TODAY), load_words=loader, contexts=solver_context),
        "result": lambda: ResultScreen(won, high_contrast=False, light=False),
        "statistics": lambda: StatisticsScreen([record(TODAY)], now=app.data.now),
        "history": lambda: HistoryScreen([record(TODAY)]),
        "settings": lambda: SettingsScreen(settings, sorted(app.available_themes)),
        "help": HelpScreen,
        "custom": lambda: CustomWordScreen(settings, loader),
        "multi-setup": MultiSetupScreen,
        "watch-setup": lambda: WatchSetupScreen(settings, loader),
        "in-progress": lambda: GamesInProgressScreen([practice_game(settings, loader)]),
        "leave": lambda: LeaveGameScreen("Practice", 1),
    }


@pytest.mark.parametrize(
    "name",
    [
        "menu", "board", "board-hints", "quordle-hints", "absurdle", "watch", "multi-watch",
        "absurdle-watch", "bot-guesses", "assistant", "archive", "review", "result",
        "statistics", "history", "settings", "help", "custom", "multi-setup", "watch-setup",
        "in-progress", "leave",
    ],
)  # fmt: skip
async def test_quitting_while_a_screen_is_built_is_a_clean_quit(home, name):
    """A key opens a screen and Ctrl+Q, in the same burst, quits while it is being built:
    its on_mount ran with no children (``NoMatches: No nodes match '#stats' on
    StatisticsScreen``, ``'MarkingBoard' on BotGuessesScreen``, ``'#absurdle-notes'``,
    ``'#board-0'`` with the hints open) and the traceback came out on quitting."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(screens_the_app_opens(app)[name]())  # not waited for: quit at once
        app.exit()
        await pilot.pause()
    assert app._exception is None and app.return_code == 0


# --- option lists inside Textual's widgets ----------------------------------------------


async def test_page_down_in_a_select_drop_down_not_drawn_yet(home):
    """Fresh home, Escape, ``s``, then Enter Tab PageDown in one burst: ``KeyError: 0`` in
    ``OptionList._move_page`` of the ``Select``'s drop-down (3 times out of 3)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        burst(app, "enter", "tab", "pagedown", "enter", "pageup", "pagedown")
        await settle(pilot)
        await pilot.press("escape", "escape")
        await pilot.pause()
    assert app._exception is None


async def test_every_option_list_pages_before_it_is_laid_out(home):
    """The drop-down of a Select, the palette's list and ours: PageUp/PageDown on a list
    that has no size yet move to the first or last option."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        overlay = app.screen.query(SelectOverlay).first()
        assert isinstance(overlay, OptionList)
        overlay.highlighted = 0
        overlay._lines.clear()
        overlay._index_to_line.clear()
        overlay.action_page_down()
        assert overlay.highlighted == overlay.option_count - 1
        overlay.action_page_up()
        assert overlay.highlighted == 0
        assert isinstance(app.screen.query_one("#language"), Select)


# --- the palette under another screen -----------------------------------------------------


async def test_ctrl_p_with_a_palette_left_under_a_dialog(home):
    """``w`` queued for the menu, then Ctrl+P (the app's own key, handled first): the
    palette opened, then the watch set-up over it. Ctrl+P then pushed a second palette with
    the same id: ``DuplicateIds: '--command-palette'`` (the issue's AppError)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        burst(app, "w", "ctrl+p")
        await settle(pilot)
        names = stack(app)
        assert names.count("SafePalette") <= 1
        if isinstance(app.screen, WatchSetupScreen):
            assert "SafePalette" not in names, names  # never left under another screen
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press("escape")
        await pilot.pause()
    assert app._exception is None


async def test_the_palette_closes_when_a_screen_opens_over_it(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await app.push_screen(HelpScreen(6))
        await pilot.pause()
        assert stack(app) == ["Screen", "MenuScreen", "HelpScreen"]


# --- one dialog at a time -----------------------------------------------------------------


async def test_a_burst_of_ctrl_n_asks_once_whether_to_leave(home):
    """Six Ctrl+N on a game in progress opened six "Leave … for a new game?" dialogs."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        for _ in range(6):  # as six Ctrl+N queued for the board run, one after the other
            app.call_later(app.action_new_practice)
        await settle(pilot)
        assert stack(app).count("LeaveGameScreen") == 1
        assert isinstance(app.screen, LeaveGameScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert "LeaveGameScreen" not in stack(app)


async def test_help_asked_from_settings_over_help_comes_back(home):
    """F1 on the menu, F2 in the help, F1 in the settings: the help open under the settings
    comes back instead of a second help."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await app.action_help()
        await app.action_settings()
        await pilot.pause()
        assert stack(app)[-2:] == ["HelpScreen", "SettingsScreen"]
        await app.action_help()
        await pilot.pause()
        assert stack(app) == ["Screen", "MenuScreen", "HelpScreen"]


async def test_enters_queued_behind_a_palette_command_run_it_once(home):
    """Ctrl+P, ``theme``, then Enters in a burst: each Enter queued for the palette that had
    closed ran "Change theme" again (five theme pickers, each needing an Escape)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"theme")
        await settle(pilot)
        burst(app, *["enter"] * 5)
        await settle(pilot)
        assert stack(app).count("SafePalette") <= 1, stack(app)
        for _ in range(3):
            await pilot.press("escape")
            await pilot.pause()
        assert isinstance(app.screen, MenuScreen), stack(app)


# --- a key for one screen never runs the bindings of the next ------------------------------


@pytest.mark.parametrize("before", ["escape", "enter"])
async def test_ctrl_p_right_after_a_key_for_the_menu_opens_the_palette(home, before):
    """Escape (or another menu key) then Ctrl+P in one burst: Ctrl+P, the app's own key, ran
    first; the Escape came back unused from the menu and Textual looked it up in the
    palette's bindings, which closed the palette: Ctrl+P "did not answer" (the hang
    reported on a Quordle board, then on the menu)."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        burst(app, before, "ctrl+p")
        await settle(pilot)
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette), stack(app)
