"""The menu, the first-run help, custom words, the tiny terminal and the play command."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widgets import Input, OptionList, Static

from tests.app_support import (
    SCREENS,
    Calls,
    Recorder,
    load_test_words,
    make_app,
    open_screen,
    start_practice,
    type_word,
)
from tests.helpers import sweep
from wordle_tui import cli
from wordle_tui.commands import play
from wordle_tui.core.codes import friend_code
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import QUORDLE, MultiGame
from wordle_tui.core.playing import Status
from wordle_tui.core.settings import Settings
from wordle_tui.dialogs.custom_word import CustomWordScreen
from wordle_tui.dialogs.help import HelpScreen
from wordle_tui.dialogs.settings import SettingsScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.menu_entries import MENU_ENTRIES
from wordle_tui.screens.multi_board import MultiBoardScreen
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.tile import Tile
from wordle_tui.widgets.too_small import TooSmall


async def test_first_run_opens_the_help_once(home):
    app = make_app(first_run=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
    again = make_app(first_run=True)
    async with again.run_test() as pilot:
        await pilot.pause()
        assert isinstance(again.screen, MenuScreen)


async def test_the_help_speaks_of_the_tries_of_the_game_on_screen(home):
    storage = Storage(load_test_words)
    storage.settings.save(Settings(help_seen=True, attempts=8))
    app = make_app(storage=storage)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert "Guess the hidden word in 8 tries" in help_text(app.screen)
        await pilot.press("escape")
        screen = await start_practice(pilot, "crane")
        app.settings = replace(app.settings, attempts=1)  # the game keeps its own 8
        assert screen.game.max_attempts == 8
        await pilot.press("f1")
        await pilot.pause()
        assert "Guess the hidden word in 8 tries" in help_text(app.screen)
        await pilot.press("escape", "escape")
        await pilot.pause()
        await pilot.press("f1")  # on the menu: the settings' tries
        await pilot.pause()
        assert "Guess the hidden word in 1 try " in help_text(app.screen)


def help_text(screen: HelpScreen) -> str:
    return " ".join(str(static.render()) for static in screen.query(Static))


async def test_menu_lists_its_entries_and_answers_first_letters(home):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        options = app.screen.query_one(OptionList)
        assert [options.get_option_at_index(i).id for i in range(options.option_count)] == [
            entry.action for entry in MENU_ENTRIES
        ]
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)


async def test_menu_arrows_and_enter(home):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("down", "enter")  # Practice
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.game.mode is Mode.PRACTICE


async def test_menu_with_the_mouse(home):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        options = app.screen.query_one(OptionList)
        await pilot.click(options, offset=(3, 1))  # first option, inside the border
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.game.mode is Mode.DAILY


async def test_quit_from_the_menu(home):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_custom_word_gives_a_code_and_a_friend_plays_it(home):
    app = make_app()
    async with app.run_test(size=(90, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CustomWordScreen)
        screen.query_one("#custom-word", Input).value = "qqqqq"
        await pilot.click("#make-code")
        assert "QQQQQ is not in the English word list" in str(
            screen.query_one("#word-message").render()
        )
        word_input = screen.query_one("#custom-word", Input)
        word_input.value = "whack"
        word_input.focus()
        await pilot.press("enter")  # the keyboard alone works too
        code = friend_code("whack", "en")
        assert code in str(screen.query_one("#custom-code").render())
        typo = code[:-1] + ("0" if code[-1] != "0" else "1")
        screen.query_one("#custom-code-input", Input).value = typo
        await pilot.click("#play-code")
        assert "mistyped" in str(screen.query_one("#code-message").render())
        code_input = screen.query_one("#custom-code-input", Input)
        code_input.value = code
        code_input.focus()
        await pilot.press("enter")
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        assert game_screen.game.mode is Mode.CUSTOM and game_screen.game.code == code
        assert "whack" not in str(game_screen.query_one("#status-title").render()).lower()
        await type_word(pilot, "whack")
        assert game_screen.game.status is Status.WON


async def test_a_several_boards_code_in_the_code_box_opens_its_game(home):
    """The code box took only Wordle codes ("not a code"); a Quordle code a friend sent
    opens that Quordle, as from the several-boards dialog and ``play --code``."""
    practice = MultiGame.practice(load_test_words("en", 5), QUORDLE)
    app = make_app()
    async with app.run_test(size=(90, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        code_input = app.screen.query_one("#custom-code-input", Input)
        code_input.value = practice.code
        code_input.focus()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MultiBoardScreen)
        assert screen.game.secrets == practice.secrets


async def test_custom_word_played_at_the_same_keyboard(home):
    app = make_app()
    async with app.run_test(size=(90, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        app.screen.query_one("#custom-word", Input).value = "Chuck"
        await pilot.click("#play-word")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.game.secret == "chuck"


@pytest.mark.parametrize(("width", "height"), [(30, 9), (20, 5), (80, 6)])
async def test_a_tiny_terminal_says_how_large_it_must_be(home, width, height):
    """(80×8 fits now, the keyboard beside the board: test_app_compact.py.)"""
    app = make_app()
    async with app.run_test(size=(width, height)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.has_class("-too-small")
        message = str(screen.query_one(TooSmall).render())
        assert "at least 33×10" in message and f"now {width}×{height}" in message
        await pilot.press(*"crane", "enter")  # still playable blind, and nothing breaks
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.has_class("-too-small") and screen.has_class("-tiles-large")


@pytest.mark.slow
async def test_resizing_at_any_moment_never_crashes(home, monkeypatch):
    revealed = Calls(monkeypatch, GameScreen, "_revealed")
    app = make_app(animations=True)
    async with app.run_test() as pilot:
        await pilot.press("p")
        await pilot.pause()
        app.screen.game.secret = "share"
        await pilot.press(*"crane", "enter")
        for width, height in [(10, 3), (45, 14), (200, 60), (1, 1), (80, 24), (33, 10)]:
            await pilot.resize_terminal(width, height)
            await pilot.pause(0.05)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await revealed.reached(1)
        await pilot.press(*"share", "enter")
        assert screen.game.status is Status.WON
        await revealed.reached(2)
        assert app.screen is screen  # the result waits for the bounce
        await pilot.press("f1")
        await pilot.resize_terminal(12, 4)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()


def test_play_command_refuses_bad_options(capsys, home):
    with pytest.raises(SystemExit):
        cli.main(["play", "--length", "9"])
    assert "4-8" in capsys.readouterr().err
    assert cli.main(["play", "--code", "nonsense"]) == 2
    assert "not a game code" in capsys.readouterr().err
    assert cli.main(["play", "--code", "EN5-7KQ2MX", "--lang", "es"]) == 2


def test_play_command_without_a_terminal(monkeypatch, capsys, home):
    monkeypatch.setattr("sys.stdin.isatty", lambda: False, raising=False)
    assert cli.main(["play"]) == 1
    assert "interactive terminal" in capsys.readouterr().err


def test_play_command_builds_the_requested_game(monkeypatch, home):
    started = {}
    monkeypatch.setattr(play, "launch_app", lambda **options: started.update(options) or 0)
    monkeypatch.setattr(play, "load_word_list", lambda lang, n: _lists(lang, n))
    assert cli.main(["play", "--word", "CHUCK", "--attempts", "3", "--hard"]) == 0
    game = started["start"]
    assert (game.secret, game.max_attempts, game.hard_mode) == ("chuck", 3, True)
    assert cli.main(["play"]) == 0 and started["start"] is None
    assert started["practice_if_idle"]


def _lists(language, length):
    from tests.app_support import load_test_words

    return load_test_words(language, length)


def test_recorder_keeps_each_message_once():
    from textual.message import Message

    recorder = Recorder()
    message = Message()
    recorder(message)
    recorder(message)
    assert recorder.messages == [message]


@pytest.mark.parametrize("name", sweep(sorted(SCREENS), {"board", "menu"}))
async def test_every_screen_says_how_large_the_terminal_must_be(home, name):
    """Below its smallest usable size a screen shows the message, not a squashed layout."""
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_screen(pilot, name)
        screen = app.screen
        assert isinstance(screen, SCREENS[name]) and not screen.has_class("-too-small")
        await pilot.resize_terminal(30, 8)
        await pilot.pause()
        assert screen.has_class("-too-small")
        message = str(screen.query_one(TooSmall).render())
        assert "Make the terminal at least" in message and "(now 30×8)" in message
        assert all(not body.display for body in screen.query(".-body"))
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.has_class("-too-small")
        assert all(body.display for body in screen.query(".-body"))


async def test_the_board_fits_again_after_a_resize_under_a_dialog(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        board = await start_practice(pilot, "share")
        await pilot.press("f1")
        await pilot.pause()
        await pilot.resize_terminal(20, 6)
        await pilot.pause()
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is board
        assert board.has_class("-tiles-medium") and not board.has_class("-too-small")


def test_play_command_refuses_a_length_the_word_does_not_have(monkeypatch, capsys, home):
    started = {}
    monkeypatch.setattr(play, "launch_app", lambda **options: started.update(options) or 0)
    monkeypatch.setattr(play, "load_word_list", lambda lang, n: _lists(lang, n))
    assert cli.main(["play", "--word", "chuck", "--length", "4"]) == 2
    assert "--length 4 does not match the word (5 letters)" in capsys.readouterr().err
    assert started == {}
    assert cli.main(["play", "--word", "chuck", "--length", "5"]) == 0
    assert started["start"].secret == "chuck"


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        (["--length", "9"], "must be 4-8, not 9"),
        (["--attempts", "0"], "must be 1-20, not 0"),
        (["--attempts", "many"], "'many' is not a number"),
        (["--code", "garbage"], "'garbage' is not a game code"),
        (["--word", "notaword"], "NOTAWORD is not in the English word list"),
        (["--word", "cr4ne"], "'4' is not a letter"),
        (["--lang", "nl"], "invalid choice: 'nl'"),
        (["--daily", "--word", "crane"], "not allowed with argument --daily"),
    ],
)
def test_play_command_bad_options_give_one_line_and_status_2(
    monkeypatch, capsys, home, options, reason
):
    monkeypatch.setattr(play, "launch_app", lambda **options: pytest.fail("the app started"))
    try:  # the shipped word lists
        status = cli.main(["play", *options])
    except SystemExit as exit_:  # argparse's own errors
        status = exit_.code
    assert status == 2
    err = capsys.readouterr().err
    assert reason in err and err.count("\n") == 1 and "Traceback" not in err


async def test_custom_word_and_settings_with_the_keyboard_alone(home):
    app = make_app()
    async with app.run_test(size=(90, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        await pilot.press(*"whack", "enter")  # the word field has the focus
        code = friend_code("whack", "en")
        assert code in str(app.screen.query_one("#custom-code").render())
        await pilot.press("tab", "tab", "tab", *code, "enter")  # to the code field, and play
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.game.code == code
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("enter", "down", "enter")  # the language choice has the focus
        await pilot.pause()
        assert app.settings.language == "es"


def _menu_row(action: str) -> int:
    """The row of an entry inside the menu's border (row 0)."""
    return 1 + [entry.action for entry in MENU_ENTRIES].index(action)


@pytest.mark.parametrize(
    ("row", "screen_type"),
    [(_menu_row("new_practice"), GameScreen), (_menu_row("settings"), SettingsScreen)],
)
async def test_menu_entries_can_be_clicked(home, row, screen_type):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        options = app.screen.query_one(OptionList)
        await pilot.click(options, offset=(3, row))  # the border is row 0
        await pilot.pause()
        assert isinstance(app.screen, screen_type)
        if screen_type is GameScreen:
            assert app.screen.game.mode is Mode.PRACTICE


async def test_help_examples_colour_only_the_letter_they_explain(home):
    """WEARY explains the green W: its other letters must not look grey ("not in the word")."""
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        weary = app.screen.query(".example")[0].query(Tile)
        backgrounds = [tile.styles.background for tile in weary]
        assert weary[0].has_class("-correct")
        absent = app.screen.query(".example")[2].query(Tile)[3]  # the U of VAGUE
        assert absent.has_class("-absent")
        assert all(bg != absent.styles.background for bg in backgrounds)
        assert all(bg.a == 0 for bg in backgrounds[1:])


async def test_the_friend_code_line_wraps_instead_of_being_cut(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        await pilot.press(*"whack", "enter")
        await pilot.pause()
        label = app.screen.query_one("#custom-code")
        code = friend_code("whack", "en")
        assert f"wordle-tui play --code {code})" in str(label.render())
        dialog = app.screen.query_one("#custom")
        assert label.size.height >= 2  # wrapped
        assert label.region.right <= dialog.content_region.right  # inside the dialog
