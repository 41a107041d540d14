"""Quitting and launching again: the game in progress comes back, the daily stays played."""

from __future__ import annotations

import signal
from dataclasses import replace

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
