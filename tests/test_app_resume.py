"""Quitting and launching again: the game in progress comes back, the daily stays played."""

from __future__ import annotations

import signal
from dataclasses import replace

import pytest

from tests.app_support import (
    Recorder,
    StillClock,
    make_app,
    start_practice,
    type_word,
)
from wordle_tui.core.limits import Mode
from wordle_tui.core.playing import Status
from wordle_tui.core.scoring import Mark
from wordle_tui.core.settings import Settings
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.storage.saved_games import KEEP_UNFINISHED
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.keyboard_key import KeyboardKey


async def test_quit_mid_game_and_launch_again_restores_it(home):
    clock = StillClock(100.0)
    app = make_app(clock=clock)
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        code = screen.game.code
        await type_word(pilot, "crane")
        clock.now += 42
        await type_word(pilot, "sh", submit=False)
        await pilot.press("ctrl+q")
    assert app.return_code == 0

    again = make_app(clock=StillClock(5000.0))
    async with again.run_test() as pilot:
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.code == code and screen.game.secret == "share"
        assert screen.game.guesses == ["crane"]
        assert screen.session.typed == "sh"
        assert screen.game.seconds(5000.0) == 42.0
        await pilot.press("escape")  # the menu is under it, offering the game again
        await pilot.pause()
        assert isinstance(again.screen, MenuScreen)
        assert again.screen.continue_label and code in again.screen.continue_label


async def test_ctrl_c_quits_and_saves_too(home):
    app = make_app()
    async with app.run_test() as pilot:
        await start_practice(pilot, "share")
        await type_word(pilot, "fra", submit=False)
        await pilot.press("ctrl+c")
    assert app.data.saved_games.typed(app.data.saved_games.unfinished()) == "fra"


async def test_every_guess_is_saved_at_once(home):
    """A terminal closed without warning loses nothing already played."""
    app = make_app()
    async with app.run_test() as pilot:
        await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        saved = make_app().data.saved_games.unfinished()
        assert saved is not None and saved.guesses == ["crane"]


async def test_hang_up_saves_and_leaves(home):
    app = make_app()
    async with app.run_test() as pilot:
        await start_practice(pilot, "share")
        await type_word(pilot, "cr", submit=False)
        app.quit_on_signal(signal.SIGHUP)
        await pilot.pause()
    fresh = make_app()
    assert fresh.data.saved_games.typed(fresh.data.saved_games.unfinished()) == "cr"


async def test_a_finished_daily_shows_its_board_instead_of_a_new_game(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(notifications=True) as pilot:
        await pilot.press("d")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.game.mode is Mode.DAILY
        secret = screen.game.secret
        await type_word(pilot, secret)
        assert screen.game.status is Status.WON

    again = make_app()
    async with again.run_test(notifications=True, message_hook=recorder) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, MenuScreen)  # nothing unfinished to resume
        await pilot.press("d")
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.guesses == [secret] and screen.game.is_over
        assert any("played today's puzzle" in t for t in recorder.toasts)
        await type_word(pilot, "crane")  # a finished board takes no guess
        assert screen.game.guesses == [secret]


async def test_an_unfinished_daily_survives_a_practice_game(home):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("d")
        await pilot.pause()
        daily = app.screen.game
        wrong = "crane" if daily.secret != "crane" else "share"
        await type_word(pilot, wrong)
        await start_practice(pilot, "share")
        await pilot.press("escape")
        await pilot.press("d")
        await pilot.pause()
        assert app.screen.game.guesses == [wrong] and app.screen.game.puzzle == daily.puzzle


async def test_damaged_files_warn_and_the_game_starts(home):
    home.mkdir()
    (home / "settings.json").write_text("[1, 2")
    (home / "games.json").write_text("garbage")
    recorder = Recorder()
    app = make_app(first_run=True)
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        await pilot.pause()
        warnings = [t for t in recorder.toasts if "kept as" in t]
        assert len(warnings) == 2
        await pilot.press("escape")  # the help: the settings were lost, so it is a first run
        await start_practice(pilot, "share")
        await type_word(pilot, "share")
    assert sorted(p.name.split(".corrupt-")[0] for p in home.glob("*.corrupt-*")) == [
        "games.json",
        "settings.json",
    ]


async def test_finishing_the_daily_does_not_hide_a_practice_game_in_progress(home):
    app = make_app()
    async with app.run_test() as pilot:
        practice = await start_practice(pilot, "share")
        code = practice.game.code
        await type_word(pilot, "crane")
        await pilot.press("escape")
        await pilot.press("d")
        await pilot.pause()
        daily = app.screen
        assert isinstance(daily, GameScreen) and daily.game.mode is Mode.DAILY
        await type_word(pilot, daily.game.secret)
        assert daily.game.status is Status.WON
        await pilot.press("m")  # from the result to the menu
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.screen.continue_label and code in app.screen.continue_label

    again = make_app()
    async with again.run_test() as pilot:
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, GameScreen)
        assert screen.game.code == code and screen.game.guesses == ["crane"]


async def test_the_daily_stays_played_whatever_the_settings_say(home):
    """One daily per language and length per day: other attempts or hard mode do not reopen it,
    another length is another daily."""
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("d")
        await pilot.pause()
        secret = app.screen.game.secret
        await type_word(pilot, secret)
        await pilot.press("m")
        await pilot.pause()
        app.settings = replace(app.settings, attempts=9, hard_mode=True, no_repeat=True)
        await pilot.press("d")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, GameScreen)
        assert replay.game.guesses == [secret] and replay.game.is_over
        assert (replay.game.max_attempts, replay.game.hard_mode) == (6, False)
        await pilot.press("escape")
        await pilot.pause()
        app.settings = replace(app.settings, length=4)
        await pilot.press("d")
        await pilot.pause()
        other = app.screen
        assert isinstance(other, GameScreen) and other.game.length == 4
        assert other.game.puzzle == replay.game.puzzle and other.game.guesses == []


async def test_resume_restores_rules_flags_colours_and_typed_letters(home):
    clock = StillClock(0.0)
    app = make_app(clock=clock)
    async with app.run_test() as pilot:
        app.settings = Settings(help_seen=True, hard_mode=True, no_repeat=True)
        screen = await start_practice(pilot, "share")
        screen.game.mark_assisted()  # as a hint would
        await type_word(pilot, "crane")
        await type_word(pilot, "fr", submit=False)
        clock.now += 33
        keys_before = screen.session.keyboard()
        await pilot.press("ctrl+q")

    again = make_app(clock=StillClock(99.0))
    async with again.run_test() as pilot:
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, GameScreen)
        game = screen.game
        assert (game.hard_mode, game.no_repeat, game.assisted) == (True, True, True)
        assert screen.session.typed == "fr" and game.seconds(99.0) == 33.0
        assert screen.session.keyboard() == keys_before
        assert screen.query_one("#key-r", KeyboardKey).mark is Mark.PRESENT
        assert screen.query_one("#status-hard").display
        assert [t.letter for t in screen.query_one(Board).rows[1].tiles][:2] == ["f", "r"]


async def test_a_game_left_untouched_is_not_in_progress_whatever_its_kind(home):
    """A practice, a Quordle or an Absurdle opened and left with nothing played was offered
    by Continue and listed among the games in progress; it is not even kept (the ten kept
    are games played on)."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        for action in ("new_practice", "new_multi('quordle')", "new_absurdle"):
            await app.run_action(action)
            await pilot.pause()
            assert app.game_screen is not None and not app.game_screen.game.guesses
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
            assert app.screen.continue_label is None and app.screen.in_progress == 0, action
        assert app.data.games_in_progress() == [] and app.data.saved_games.in_progress() == []
        await app.run_action("new_absurdle")
        await pilot.pause()
        absurdle = app.screen.game
        await type_word(pilot, "crane")  # a guess: now it is a game in progress
        await pilot.press("escape")
        await pilot.pause()
        assert [g.uid for g in app.data.games_in_progress()] == [absurdle.uid]
        assert app.screen.in_progress == 1 and app.screen.continue_label is not None
    again = make_app()
    async with again.run_test() as pilot:  # a plain start resumes the game played on
        await pilot.pause()
        assert again.game_screen is not None and again.game_screen.game.uid == absurdle.uid


async def test_letters_typed_keep_a_game_until_they_are_erased(home):
    app = make_app()
    async with app.run_test() as pilot:
        practice = await start_practice(pilot, "share")
        await type_word(pilot, "cr", submit=False)
        await pilot.press("escape")  # letters typed: there is something to come back to
        await pilot.pause()
        assert [g.uid for g in app.data.games_in_progress()] == [practice.game.uid]
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("backspace", "backspace", "escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and app.screen.continue_label is None
        assert app.data.saved_games.in_progress() == []  # its slot went too


async def test_an_untouched_daily_keeps_its_board_but_is_not_in_progress(home):
    """The day's daily keeps its one board (two windows, a hint counted on its first turn)
    and comes back from Daily; the menu does not offer it to continue."""
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("d")
        await pilot.pause()
        daily = app.screen.game
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.continue_label is None and app.data.games_in_progress() == []
        assert [g.uid for g in app.data.saved_games.in_progress()] == [daily.uid]
        await pilot.press("d")
        await pilot.pause()
        assert app.screen.game.uid == daily.uid


@pytest.mark.slow
async def test_games_opened_and_left_never_push_out_a_game_in_progress(home):
    app = make_app()
    async with app.run_test() as pilot:
        kept = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await pilot.press("ctrl+n", "y")  # leave it (yes) for a new game
        await pilot.pause()
        for _ in range(KEEP_UNFINISHED + 1):  # each left untouched for another: no question
            board = app.screen
            await pilot.press("ctrl+n")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen) and app.screen is not board
        await pilot.press("escape")
        await pilot.pause()
        assert [g.uid for g in app.data.games_in_progress()] == [kept.game.uid]
