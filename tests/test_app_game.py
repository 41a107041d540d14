"""Whole games played through the app with the pilot: wins, losses and every refusal."""

from __future__ import annotations

from textual import events
from textual.color import Color
from textual.widgets import Label, TextArea

from tests.app_support import (
    Calls,
    Recorder,
    StillClock,
    make_app,
    settle,
    start_practice,
    type_word,
)
from wordle_tui.core.playing import Status
from wordle_tui.core.scoring import Mark
from wordle_tui.core.settings import Settings
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.board_row import SHAKE_STEPS, BoardRow
from wordle_tui.widgets.keyboard_key import KeyboardKey
from wordle_tui.widgets.status_bar import StatusBar
from wordle_tui.widgets.tile import Tile


def tile_states(screen: GameScreen, row: int) -> list[tuple[str, str | None]]:
    """What one board row shows: (letter, colour class) per tile."""
    tiles = screen.query_one(Board).rows[row].query(Tile)
    states = []
    for tile in tiles:
        colour = next((c for c in ("-correct", "-present", "-absent") if tile.has_class(c)), None)
        states.append((tile.letter, colour))
    return states


async def test_a_win_shows_the_word_and_the_result(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        assert tile_states(screen, 0) == [
            ("c", "-absent"),
            ("r", "-present"),
            ("a", "-correct"),
            ("n", "-absent"),
            ("e", "-correct"),
        ]
        assert screen.query_one("#key-r", KeyboardKey).mark is Mark.PRESENT
        await type_word(pilot, "share")
        await pilot.pause()
        assert screen.game.status is Status.WON
        assert "Magnificent" in recorder.toasts
        assert isinstance(app.screen, ResultScreen)
        share = app.screen.share_text
        assert share.startswith(f"wordle-tui EN5 practice {screen.game.code} 2/6\n\n")
        assert share.endswith("⬛🟨🟩⬛🟩\n🟩🟩🟩🟩🟩")
        assert screen.game.guesses == ["crane", "share"]


async def test_a_loss_shows_the_answer_and_it_stays(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        screen = await start_practice(pilot, "share")
        for word in ("crane", "frame", "blame", "shake", "shape", "trace"):
            await type_word(pilot, word)
        assert screen.game.status is Status.LOST
        assert "SHARE" in recorder.toasts
        await pilot.press("escape")  # from the result back to the board
        await pilot.pause()
        assert app.screen is screen
        answer = screen.query_one("#status-answer")
        assert answer.display and "SHARE" in str(answer.render())
        assert "X/6" in str(screen.query_one("#status-guesses").render())


async def test_every_refusal_gives_the_core_reason_and_loses_nothing(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        app.settings = Settings(help_seen=True, no_repeat=True)
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "cra")
        assert screen.session.typed == "cra"  # kept to be finished
        await pilot.press("backspace", "backspace", "backspace")
        await type_word(pilot, "qqqqq")
        assert screen.session.typed == "qqqqq"
        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, "crane")
        await type_word(pilot, "crane")
        refusals = ["Not enough letters", "Not in word list", "Already guessed"]
        assert [toast for toast in recorder.toasts if toast in refusals] == refusals
        assert screen.game.guesses == ["crane"]
        assert screen.session.typed == "crane"


async def test_hard_mode_violations_use_the_original_messages(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        screen = await start_practice(pilot, "share")
        assert screen.game.set_hard_mode(True) is None
        await type_word(pilot, "crane")  # R yellow, A and E green
        await type_word(pilot, "tears")
        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, "blame")
        refusals = ["5th letter must be E", "Guess must contain R"]
        assert [toast for toast in recorder.toasts if toast in refusals] == refusals
        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, "frame")
        assert screen.game.guesses == ["crane", "frame"]
        assert screen.query_one("#status-hard").display


async def test_keys_can_be_clicked(home):
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        for letter in "share":
            await pilot.click(f"#{KeyboardKey.id_for(letter)}")
        await pilot.click("#key-backspace")
        assert screen.session.typed == "shar"
        await pilot.click("#key-e")
        await pilot.click("#key-enter")
        await pilot.pause()
        assert screen.game.status is Status.WON


async def test_input_waits_for_the_reveal_and_keys_change_after_it(home, monkeypatch):
    revealed = Calls(monkeypatch, GameScreen, "_revealed")
    app = make_app(animations=True)
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        assert screen.session.revealing
        assert screen.query_one("#key-a", KeyboardKey).mark is None  # not before the reveal
        await pilot.press("s")
        assert screen.session.typed == ""  # locked
        assert screen.query_one("#key-a", KeyboardKey).mark is None
        await revealed.reached(1)  # five tiles 300 ms apart
        assert not screen.session.revealing
        assert screen.query_one("#key-a", KeyboardKey).mark is Mark.CORRECT
        await pilot.press("s")
        assert screen.session.typed == "s"


async def test_a_win_with_motion_opens_the_result_after_the_bounce(home, monkeypatch):
    revealed = Calls(monkeypatch, GameScreen, "_revealed")
    recorder = Recorder()
    app = make_app(animations=True)
    async with app.run_test(message_hook=recorder) as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "share")
        await revealed.reached(1)
        assert not screen.session.revealing
        assert not isinstance(app.screen, ResultScreen)  # the row bounces first
        assert recorder.of(GameScreen.Finished) == []
        await recorder.wait_for(GameScreen.Finished)  # after the bounce's pause
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)


async def test_the_animations_setting_turns_motion_off(home):
    app = make_app(animations=True)
    async with app.run_test() as pilot:
        app.settings = Settings(help_seen=True, animations=False)
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        assert not screen.session.revealing


async def test_spanish_n_tilde_typed_and_clicked(home):
    app = make_app()
    async with app.run_test() as pilot:
        app.settings = Settings(help_seen=True, language="es")
        screen = await start_practice(pilot, "señor")
        assert screen.query_one("#key-u00f1", KeyboardKey).value == "ñ"
        await type_word(pilot, "sueño")
        assert screen.game.guesses == ["sueño"]
        await pilot.press("s", "e")
        await pilot.click("#key-u00f1")
        await type_word(pilot, "or")
        assert screen.game.status is Status.WON
        assert screen.game.guesses == ["sueño", "señor"]


async def test_accents_are_folded_when_typed(home):
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "cráne")
        assert screen.game.guesses == ["crane"]


async def test_result_copies_the_share_text_and_starts_a_new_game(home):
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        first_code = screen.game.code
        await type_word(pilot, "share")
        assert isinstance(app.screen, ResultScreen)
        share = app.screen.share_text
        assert share == f"wordle-tui EN5 practice {first_code} 1/6\n\n🟩🟩🟩🟩🟩"
        await pilot.press("c")
        assert app.clipboard == share
        app.data.clock.now += 1  # a pause: letters in one burst are a word being typed
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.game.code != first_code


async def test_the_clock_runs_while_the_board_is_shown(home, monkeypatch):
    ticks = Calls(monkeypatch, GameScreen, "_tick")
    clock = StillClock(50.0)
    app = make_app(clock=clock)
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        clock.now += 75
        clock_label = screen.query_one("#status-clock")
        await ticks.reached(ticks.count + 1)  # the status line ticks every second
        assert "1:15" in str(clock_label.render())
        await type_word(pilot, "share")
        clock.now += 100  # stopped at the win
        assert screen.game.seconds(clock.now) == 75.0


async def test_a_refused_row_shakes(home, monkeypatch):
    offsets: list[float] = []

    def at_once(row: BoardRow, delay: float, callback) -> None:
        """Each step of the motion at once, in order (its timers are the wall clock's)."""
        callback()
        offsets.append(row.styles.offset.x.value)

    monkeypatch.setattr(BoardRow, "_later", at_once)
    app = make_app(animations=True)
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "qqqqq")
        assert offsets == [float(step) for step in SHAKE_STEPS]  # it moves, and comes back
        assert screen.session.typed == "qqqqq"


async def test_the_share_text_follows_the_looks_changed_on_the_result(home):
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await type_word(pilot, "share")
        result = app.screen
        assert isinstance(result, ResultScreen)
        assert result.share_text.endswith("⬛🟨🟩⬛🟩\n🟩🟩🟩🟩🟩")
        app.action_toggle_setting("high_contrast")  # from the command palette
        await pilot.pause()
        assert result.share_text.endswith("⬛🟦🟧⬛🟧\n🟧🟧🟧🟧🟧")
        app.theme = "textual-light"
        await pilot.pause()
        assert result.share_text == (
            f"wordle-tui EN5 practice {screen.game.code} 2/6\n\n⬜🟦🟧⬜🟧\n🟧🟧🟧🟧🟧"
        )
        assert result.query_one("#result-share", TextArea).text == result.share_text
        await pilot.press("c")
        assert app.clipboard == result.share_text


async def test_keys_only_ever_upgrade(home):
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")  # R yellow, A and E green
        await type_word(pilot, "tears")  # E yellow now, R green, S yellow
        assert tile_states(screen, 1)[1] == ("e", "-present")
        keys = {letter: screen.query_one(f"#key-{letter}", KeyboardKey).mark for letter in "eratc"}
        assert keys == {
            "e": Mark.CORRECT,  # not downgraded by the yellow E of TEARS
            "r": Mark.CORRECT,  # upgraded from yellow
            "a": Mark.CORRECT,
            "t": Mark.ABSENT,
            "c": Mark.ABSENT,
        }


async def test_the_clock_stops_while_help_or_settings_cover_the_board(home):
    clock = StillClock(0.0)
    app = make_app(clock=clock)
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        clock.now += 10
        for key in ("f1", "f2"):
            await pilot.press(key)
            await pilot.pause()
            clock.now += 500  # reading, not playing
            await pilot.press("escape")
            await pilot.pause()
        clock.now += 5
        assert screen.game.seconds(clock.now) == 15.0


async def test_a_typed_row_never_looks_like_a_played_one(home):
    """Small tiles have no border: typed letters keep the empty colour, unlike grey tiles."""
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        screen = await start_practice(pilot, "share")
        assert screen.has_class("-tiles-medium")
        await type_word(pilot, "crane")  # C and N grey
        await type_word(pilot, "trac", submit=False)
        rows = screen.query_one(Board).rows
        grey = rows[0].tiles[0].styles.background
        typed = [tile.styles.background for tile in rows[1].tiles[:4]]
        empty = rows[2].tiles[0].styles.background
        assert rows[0].tiles[0].has_class("-absent") and grey != empty
        # typed letters sit in empty squares ($tile-empty); an untouched compact tile is a
        # frame drawn on the page instead (a dark square on a dark page did not show), never a
        # grey square either
        square = Color.parse(app.get_css_variables()["tile-empty"])
        assert typed == [square] * 4 and grey != square


async def test_the_status_line_keeps_the_code_visible_on_a_narrow_terminal(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_practice(pilot, "share")
        screen.game.set_hard_mode(True)
        await type_word(pilot, "crane")

        def shown() -> str:
            labels = screen.query_one(StatusBar).query(Label)
            return " ".join(str(label.render()) for label in labels if label.display)

        # the header says the game and its list, the code among them
        heading = f"Practice {screen.game.code} · English, 5 letters"
        assert shown() == f"{heading} Guesses 1/6 HARD Time 0:00"
        await pilot.resize_terminal(34, 12)  # the smallest board
        await pilot.pause()
        assert shown() == f"{screen.game.code} 1/6 HARD 0:00"
        status = screen.query_one(StatusBar)
        title = screen.query_one("#status-title", Label)
        assert title.size.width >= len(screen.game.code)
        assert status_width(status) <= 34
        for word in ("frame", "trace", "spare", "snare", "stare"):  # all fine in hard mode
            await type_word(pilot, word)
        assert screen.game.status is Status.LOST
        await pilot.press("escape")  # from the result back to the board
        await pilot.pause()
        assert shown() == f"{screen.game.code} SHARE X/6 HARD 0:00"
        assert status_width(status) <= 34


def status_width(status: StatusBar) -> int:
    """Columns the visible labels take, margins included."""
    return sum(label.outer_size.width for label in status.query(Label) if label.display) + 2


async def test_keys_typed_in_a_burst_keep_their_order(home):
    """A paste, key repeat or a fast typist: Enter and Backspace act where they were typed."""
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        burst = [*"cranx", "backspace", "e", "enter", *"fr"]
        for key in burst:  # all queued before the app handles any
            character = key if len(key) == 1 else {"enter": "\r", "backspace": "\x7f"}[key]
            app.post_message(events.Key(key, character))
        await pilot.pause()
        assert screen.game.guesses == ["crane"]
        assert screen.session.typed == "fr"
