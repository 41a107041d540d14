"""The bot on screen, driven with the pilot: the hint panel, watching the bot, the bot
guessing your word and the assistant. Workers are waited for, never slept on."""

from __future__ import annotations

import asyncio
import io
import threading

import pytest
from rich.console import Console
from textual.notifications import Notify
from textual.widgets import Footer, Input, Label, Static
from textual.worker import WorkerState

from tests.app_support import (
    ENGLISH_5,
    Recorder,
    footer_settled,
    make_app,
    settle,
    start_practice,
    type_word,
)
from tests.helpers import make_words, sweep
from wordle_tui import cli
from wordle_tui.bots.engine import Engine
from wordle_tui.bots.guessing import Phase
from wordle_tui.bots.stepping import SPEEDS
from wordle_tui.bots.watch import WatchSession, WatchSetup
from wordle_tui.commands import play
from wordle_tui.core.filtering import Row, contradiction_message, filter_words
from wordle_tui.core.limits import Mode
from wordle_tui.core.scoring import marks_of, parse_pattern, score
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import load_word_list
from wordle_tui.dialogs.watch_setup import WatchSetupScreen
from wordle_tui.palette import GAME_COMMANDS
from wordle_tui.screens.assistant import AssistantScreen
from wordle_tui.screens.bot_guesses import BotGuessesScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.multi_board import MultiBoardScreen
from wordle_tui.screens.watch import WatchScreen
from wordle_tui.solver.cancel import Cancelled
from wordle_tui.widgets.hint_panel import HintPanel
from wordle_tui.widgets.hints_view import HintsView
from wordle_tui.widgets.mark_tile import MarkTile
from wordle_tui.widgets.marking_board import MarkingBoard
from wordle_tui.widgets.too_small import TooSmall

KEY_OF = {0: "x", 1: "y", 2: "g"}


def colour_keys(guess: str, secret: str) -> list[str]:
    """The keys that give ``guess`` its true colours against ``secret``."""
    return [KEY_OF[int(m)] for m in marks_of(score(guess, secret), len(guess))]


def impossible_keys(rows: list[Row], guess: str, secret: str, words=ENGLISH_5) -> list[str]:
    """Colours one tile off the truth that no word of the list can give after ``rows``."""
    truth = marks_of(score(guess, secret), len(guess))
    for code in range(3 ** len(guess)):
        marks = marks_of(code, len(guess))
        if sum(a != b for a, b in zip(marks, truth, strict=True)) != 1:
            continue
        if not filter_words(words.guesses, [*rows, Row(guess, code)]):
            return [KEY_OF[int(m)] for m in marks]
    raise AssertionError("every change of one tile fits some word")


def plain(static: Static) -> str:
    """The text a Static shows (its content may be a Rich renderable)."""
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(static.content)
    return console.export_text()


def panel_of(screen: GameScreen) -> HintPanel:
    return screen.query_one(HintPanel)


def hints_ready(panel: HintPanel, rows) -> bool:
    analysis = panel.view.analysis
    return analysis is not None and analysis.rows == tuple(rows) and not panel.view.busy


# --- the hint panel -----------------------------------------------------------------------


async def test_hints_follow_the_board_and_mark_the_game_assisted(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start_practice(pilot, "share")
        panel = panel_of(screen)
        assert not screen.query_one("#side-panel").display and not screen.game.assisted
        await pilot.press("f3")
        await settle(pilot)
        assert hints_ready(panel, ())
        assert screen.has_class("-hints") and screen.game.assisted
        assert panel.view.analysis.count == len(ENGLISH_5.answers)
        await type_word(pilot, "pills")
        await settle(pilot)
        assert hints_ready(panel, screen.game.rows)
        expected = filter_words(ENGLISH_5.answers, screen.game.rows)
        assert len(expected) > 1
        analysis = panel.view.analysis
        assert analysis.count == len(expected) and list(analysis.candidates) == expected
        assert analysis.suggestions and analysis.suggestions[0].expected_left >= 0
        count = str(panel.query_one("#hints-count", Label).render())
        assert count == f"{len(expected)} words possible"
        words = str(panel.query_one("#hints-words", Static).render())
        assert words.split() == expected
        assert screen.game.hints_used == 2  # two turns seen with the panel
        await pilot.press("escape")  # to the menu with the panel open, then Continue
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        screen = app.screen
        assert screen.has_class("-hints")
        await settle(pilot)
        assert hints_ready(panel_of(screen), screen.game.rows)
        assert screen.game.hints_used == 2  # the same turn again: not counted twice
        await pilot.press("f3")  # closed again; the game stays assisted
        await pilot.pause()
        assert not screen.has_class("-hints") and screen.game.assisted
    again = make_app()  # resume keeps the mark
    async with again.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, GameScreen) and screen.game.assisted
        await type_word(pilot, "share")
        await pilot.pause()
        assert screen.game.share().splitlines()[0].endswith("💡")


async def test_the_panel_stays_open_for_the_next_game_and_hard_mode_is_followed(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.settings = Settings(help_seen=True, hard_mode=True)
        screen = await start_practice(pilot, "share")
        await app.run_action("toggle_hints")  # the palette's command
        await type_word(pilot, "crane")
        panel = panel_of(screen)
        await settle(pilot)
        assert hints_ready(panel, screen.game.rows)
        rule_breakers = [
            s.guess
            for s in panel.view.analysis.suggestions
            if s.guess[2] != "a" or s.guess[4] != "e" or "r" not in s.guess
        ]
        assert panel.view.analysis.suggestions and rule_breakers == []
        await pilot.press("ctrl+n", "y")  # yes, leave the game in progress (it is kept)
        await pilot.pause()
        second = app.screen
        assert isinstance(second, GameScreen) and second is not screen
        assert second.has_class("-hints") and second.game.assisted
        await pilot.press("escape")
        await pilot.pause()
        await app.run_action("toggle_hints")  # from the menu it says where hints go
        assert isinstance(app.screen, MenuScreen)
    assert "Toggle hints" in [name for name, _, _ in GAME_COMMANDS]


async def test_a_terminal_too_narrow_for_the_panel_says_f3_closes_it(home):
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        screen = await start_practice(pilot, "share")
        assert not screen.has_class("-too-small")
        await pilot.press("f3")
        await pilot.pause()
        assert screen.has_class("-too-small")
        assert str(screen.query_one(TooSmall).render()).endswith("or close the hints (F3)")
        await pilot.press("f3")
        await pilot.pause()
        assert not screen.has_class("-too-small")


async def test_hints_the_terminal_is_too_small_to_show_mark_nothing(home):
    """A Quordle opened from a classic game with the panel open, in a terminal too small for
    the panel beside its boards, was marked 💡 though no hint was ever on screen."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")  # the panel fits beside one board: seen, counted
        await pilot.pause()
        assert not screen.has_class("-too-small") and screen.game.assisted
        await app.run_action("new_multi('quordle')")
        await pilot.pause()
        quordle = app.screen
        assert isinstance(quordle, MultiBoardScreen) and quordle.hints
        assert quordle.has_class("-too-small") and not quordle.hints_seen
        assert not quordle.game.assisted and quordle.game.hints_used == 0
        await pilot.resize_terminal(120, 40)  # now the panel shows: the hints count
        await pilot.pause()
        assert not quordle.has_class("-too-small") and quordle.hints_seen
        assert quordle.game.assisted and quordle.game.hints_used == 1


async def test_a_board_too_small_for_its_panel_counts_no_hint_until_it_shows(home):
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")  # too small with the panel: only the message shows
        await pilot.pause()
        assert screen.has_class("-too-small") and not screen.game.assisted
        await pilot.press("f3", "f3")  # closed and opened again: still never on screen
        await pilot.pause()
        assert not screen.game.assisted
        await type_word(pilot, "crane")
        assert screen.game.guesses == ["crane"] and not screen.game.assisted
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        assert screen.hints_seen and screen.game.assisted and screen.game.hints_used == 1


async def test_fast_typing_never_shows_an_old_position(home, monkeypatch):
    """The result for the first guess arrives after the second guess: it is never shown."""
    release = threading.Event()
    late_done = threading.Event()
    real_analyse = Engine.analyse

    def analyse(self, rows, **options):
        result = real_analyse(self, rows, **options)
        if len(rows) == 1:  # the first guess's hints come late
            release.wait(60)  # a hang guard: the test lets it go
            late_done.set()
        return result

    monkeypatch.setattr(Engine, "analyse", analyse)
    recorder = Recorder()
    app = make_app()
    async with app.run_test(size=(100, 32), message_hook=recorder) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")
        panel = panel_of(screen)
        await settle(pilot)
        assert hints_ready(panel, ())
        await pilot.press(*"crane", "enter", *"shake", "enter", *"sh")  # no pause between
        assert screen.game.guesses == ["crane", "shake"] and screen.session.typed == "sh"
        await settle(pilot)
        assert hints_ready(panel, screen.game.rows)
        release.set()
        await asyncio.get_running_loop().run_in_executor(None, late_done.wait)
        await settle(pilot)
        assert panel.view.analysis.rows == tuple(screen.game.rows)
        shown = [m.rows for m in recorder.of(HintPanel.Shown)]
        assert tuple(screen.game.rows[:1]) not in shown
        assert shown[-1] == tuple(screen.game.rows)
        expected = filter_words(ENGLISH_5.answers, screen.game.rows)
        assert panel.view.analysis.count == len(expected)
        # a result racing past the cancellation is dropped too
        stale = real_analyse(Engine(panel.solvers.context(ENGLISH_5)), screen.game.rows[:1])
        request = (ENGLISH_5.digest, False, 6, tuple(screen.game.rows[:1]))
        panel.post_message(HintPanel.Done(panel, request, stale))
        await pilot.pause()
        assert panel.view.analysis.rows == tuple(screen.game.rows)


async def test_typing_stays_instant_while_the_panel_computes(home, monkeypatch):
    """The solver is held until the word is typed: typing never waits for it."""
    release = threading.Event()
    real_analyse = Engine.analyse

    def held(self, rows, **options):
        release.wait(60)  # a hang guard: the test lets it go
        return real_analyse(self, rows, **options)

    monkeypatch.setattr(Engine, "analyse", held)
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")
        panel = panel_of(screen)
        await pilot.pause()
        assert panel.view.busy  # "thinking…" while the worker runs
        await pilot.press(*"crane")
        assert screen.session.typed == "crane"
        assert panel.working and not release.is_set()  # typed while the solver was held
        release.set()
        await settle(pilot)
        assert hints_ready(panel, ())


async def test_a_solver_failure_is_a_notification_not_a_crash(home, monkeypatch):
    def broken(self, rows, **options):
        raise RuntimeError("the table is damaged")

    monkeypatch.setattr(Engine, "analyse", broken)
    recorder = Recorder()
    app = make_app()
    async with app.run_test(size=(100, 32), notifications=True, message_hook=recorder) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")
        await recorder.wait_for(Notify)
        await settle(pilot)
        assert "The hints stopped: the table is damaged" in recorder.toasts
        assert not panel_of(screen).view.busy and app.is_running
        await type_word(pilot, "crane")  # the game goes on
        assert screen.game.guesses == ["crane"]


@pytest.mark.parametrize(
    ("key", "toast"),
    [("b", "The bot stopped: "), ("a", "The assistant stopped: "), ("w", "The bot stopped: ")],
)
async def test_every_bot_screen_survives_a_solver_failure(home, monkeypatch, key, toast):
    def broken(*args, **options):
        raise RuntimeError("the table is damaged")

    monkeypatch.setattr(Engine, "analyse", broken)
    monkeypatch.setattr(WatchSession, "work", broken)
    recorder = Recorder()
    app = make_app()
    async with app.run_test(size=(100, 32), notifications=True, message_hook=recorder) as pilot:
        app.settings = Settings(help_seen=True)
        await pilot.press(key)
        if key == "w":
            await pilot.press("enter")  # a random word
        await recorder.wait_for(Notify, lambda m: str(m.notification.message).startswith(toast))
        await settle(pilot)
        assert f"{toast}the table is damaged" in recorder.toasts
        assert app.is_running and type(app.screen).__name__ != "MenuScreen"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


# --- watching the bot ------------------------------------------------------------------------


async def watched_to_the_end(pilot, recorder: Recorder) -> WatchScreen:
    """The watch screen once every step is shown, at the fastest speed."""
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, WatchScreen)
    await pilot.press("plus", "plus", "plus", "plus")  # the fastest speed
    await recorder.wait_for(WatchScreen.GameOver)  # every step shown, at the speed's pace
    await settle(pilot)
    return screen


async def test_watch_the_bot_reaches_the_word_and_replays(home):
    recorder = Recorder()
    app = make_app(watch=WatchSetup(ENGLISH_5, "shake"))
    async with app.run_test(size=(100, 32), message_hook=recorder) as pilot:
        screen = await watched_to_the_end(pilot, recorder)
        session = screen.session
        assert session.finished
        assert session.solved and session.steps[-1].guess == "shake"
        text = plain(screen.query_one("#watch-narration", Static))
        assert f"Solved SHAKE in {len(session.steps)}/6." in text
        assert f"1. {session.steps[0].guess.upper()}" in text and "splits" in text
        assert "→" in text
        assert app.data.games_log.count() == 1
        logged = app.data.games_log.last()
        assert logged.mode is Mode.BOT and logged.secret == "shake" and logged.won
        assert logged.guesses == [step.guess for step in session.steps]
        await pilot.press(*["minus"] * 4)  # the slowest pace
        assert session.interval == max(SPEEDS)
        await pilot.press("r")  # replay: the known steps again, none searched anew
        assert session.shown == 0 and session.playing
        await pilot.press("n")  # one step, and stay paused (no timer left to race)
        await pilot.pause()
        assert session.shown == 1 and not session.playing
        await pilot.press("space")  # play on: the next known step at once (it stops at the end)
        assert session.shown == 2 and session.playing is not session.finished
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_watching_a_word_outside_the_answers_plans_for_every_word(home):
    """PILLS is accepted, not an answer: the bot plans for every word from the first move
    (no late widening), and the status says so."""
    recorder = Recorder()
    app = make_app(watch=WatchSetup(ENGLISH_5, "pills"))
    async with app.run_test(size=(100, 32), message_hook=recorder) as pilot:
        screen = await watched_to_the_end(pilot, recorder)
        session = screen.session
        assert session.solved and session.steps[-1].guess == "pills"
        assert not any(step.widened for step in session.steps)
        title = plain(screen.query_one("#watch-title", Label))
        assert title.startswith("Watching PILLS · English, 5 letters · optimal · any accepted word")


async def test_the_watch_header_keeps_the_list_in_every_state(home):
    """At 80 columns the longest header (a word beyond the answers, hard mode)
    lost "English, 5 letters" once the state grew ("finished · r replays"). The list comes
    right after the word; what a narrow header cuts is the options' end, with an ellipsis."""
    recorder = Recorder()
    app = make_app(watch=WatchSetup(ENGLISH_5, "pills", hard=True))
    async with app.run_test(size=(80, 24), message_hook=recorder) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WatchScreen)
        title = screen.query_one("#watch-title", Label)
        state = screen.query_one("#watch-state", Label)
        seen = set()

        def check() -> None:
            shown = title.render_line(0).text
            seen.add(str(state.render_line(0).text).split(" · ")[0])
            assert shown.startswith("Watching PILLS · English, 5 letters · "), shown

        check()  # playing (or thinking)
        await pilot.press("n")  # paused
        await settle(pilot)
        check()
        while not screen.session.finished:
            await pilot.press("n")
            await settle(pilot)
        await pilot.pause()
        check()
        assert {"paused", "finished"} <= seen
        assert title.render_line(0).text.rstrip().endswith("…")  # cut, and it says so


async def test_watch_a_word_typed_in_the_menu(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, WatchSetupScreen)
        await pilot.press(*"zzzzz", "enter")
        await pilot.pause()
        message = str(app.screen.query_one("#watch-message", Label).render())
        assert message == "ZZZZZ is not in the English word list"
        await pilot.press(*["backspace"] * 5, *"tears", "enter")  # beyond the answers
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WatchScreen) and screen.session.setup.secret == "tears"
        await pilot.press("n")
        await settle(pilot)
        assert screen.session.shown >= 1


def big_custom_list():
    """A list whose first move is not stored anywhere: reading every one of its 80,000
    guesses against every answer takes seconds (the search itself is bounded)."""
    full = load_word_list("es", 8)
    return make_words(list(full.answers), list(full.guesses[1:]), language="es")


async def test_escape_cancels_a_long_search(home, monkeypatch):
    """The search is held at its first check for Escape until Escape has been pressed: the
    worker is cancelled, and the thread stops at that check instead of finishing."""
    searching, pressed, ended = threading.Event(), threading.Event(), threading.Event()
    outcomes: list[str] = []
    real_work = WatchSession.work

    def held(self, known, cancel=None, progress=None):
        def cancel_after_escape() -> bool:
            searching.set()
            pressed.wait(60)  # a hang guard: the test lets it go
            return cancel()

        try:
            step = real_work(self, known, cancel=cancel_after_escape, progress=progress)
        except Cancelled:
            outcomes.append("cancelled")
            raise
        else:
            outcomes.append("finished")
            return step
        finally:
            ended.set()

    monkeypatch.setattr(WatchSession, "work", held)
    words = big_custom_list()
    app = make_app(watch=WatchSetup(words, words.answers[0]))
    async with app.run_test(size=(100, 32), notifications=True) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WatchScreen)
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, searching.wait)
        assert screen.thinking_since is not None
        workers = [w for w in app.workers if w.group == "watch"]
        assert workers and workers[0].state is WorkerState.RUNNING
        await pilot.press("escape")
        await pilot.pause()
        pressed.set()
        assert isinstance(app.screen, WatchScreen)  # Escape stopped the search, not the screen
        assert screen.thinking_since is None and not screen.session.playing
        assert workers[0].is_cancelled
        await loop.run_in_executor(None, ended.wait)
        assert outcomes == ["cancelled"]  # stopped at the check, never finished
        await settle(pilot)
        assert screen.session.steps == [] and screen.session.shown == 0
        await pilot.press("escape")  # nothing running now: back to the menu
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


def test_watch_command_opens_the_app_on_the_word(monkeypatch, capsys, home):
    started = {}
    monkeypatch.setattr(play, "launch_app", lambda **options: started.update(options) or 0)
    assert cli.main(["watch", "Crane", "--strategy", "entropy", "--hard"]) == 0
    setup = started["watch"]
    assert (setup.secret, setup.strategy, setup.hard) == ("crane", "entropy", True)
    assert cli.main(["watch", "--lang", "es", "--length", "6"]) == 0
    assert started["watch"].words.length == 6 and started["watch"].words.language.code == "es"
    for options, reason in (
        (["qqqqq"], "'qqqqq' is not in the English 5-letter word list"),
        (["crane", "--length", "4"], "'crane' has 5 letters, not 4"),
    ):
        started.clear()
        assert cli.main(["watch", *options]) == 2
        err = capsys.readouterr().err
        assert reason in err and err.count("\n") == 1 and started == {}


# --- the bot guesses your word ------------------------------------------------------------------


async def open_bot_guesses(pilot, settings: Settings | None = None) -> BotGuessesScreen:
    pilot.app.settings = settings or Settings(help_seen=True)
    await pilot.press("b")
    screen = pilot.app.screen
    assert isinstance(screen, BotGuessesScreen)
    await settle(pilot)
    assert screen.session.phase is not Phase.THINKING
    return screen


async def give_colours(pilot, screen: BotGuessesScreen, secret: str) -> None:
    guess = screen.session.pending.guess
    await pilot.press(*colour_keys(guess, secret), "enter")
    await settle(pilot)
    assert screen.session.phase is not Phase.THINKING


async def test_the_bot_finds_your_word_and_checks_your_colours(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_bot_guesses(pilot)
        session = screen.session
        while session.phase is Phase.MARKING:
            await give_colours(pilot, screen, "whack")
        assert session.phase is Phase.FOUND and session.rows[-1].guess == "whack"
        await settle(pilot)  # the bot's game is logged
        assert app.data.games_log.count() == 1
        logged = app.data.games_log.last()
        assert logged.mode is Mode.BOT and logged.secret == "whack" and logged.won
        assert logged.rows == tuple(session.rows)
        field = screen.query_one("#bg-word", Input)
        assert screen.has_class("-asking") and app.focused is field and field.value == "whack"
        await pilot.press("enter")
        await pilot.pause()
        verdict = str(screen.query_one("#bg-verdict", Static).render())
        assert verdict == "Your colours were all right."
        assert app.data.games_log.count() == 1  # the word told changes nothing: logged once


async def test_undo_and_a_click_on_a_tile(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_bot_guesses(pilot)
        session = screen.session
        first = session.pending.guess
        await pilot.press("g", "y", "enter")
        await settle(pilot)
        assert session.phase is not Phase.THINKING
        assert session.rows == [Row(first, parse_pattern("GY---", 5))]
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert session.rows == [] and session.pending.guess == first
        assert session.marking.code == parse_pattern("GY---", 5)
        tile = screen.query_one(MarkingBoard).rows[0].query(MarkTile)[3]
        await pilot.click(tile)
        await pilot.pause()
        assert session.marking.code == parse_pattern("GY-Y-", 5) and session.marking.cursor == 3
        assert tile.has_class("-present") and tile.has_class("-cursor")


async def test_impossible_colours_name_the_row_and_it_can_be_fixed(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_bot_guesses(pilot)
        session = screen.session
        await give_colours(pilot, screen, "chuck")
        guess = session.pending.guess
        truth = colour_keys(guess, "chuck")
        await pilot.press(*impossible_keys(session.rows, guess, "chuck"), "enter")
        await settle(pilot)
        assert session.contradiction is not None
        suspect = session.contradiction.suspect_row
        message = screen.query_one("#bg-message", Label)
        assert message.display
        # the screen shows the core's wording: the rows that clash and the row to check
        assert str(message.render()) == contradiction_message(session.contradiction)
        assert f"check row {suspect + 1}" in str(message.render()) or "check them" in str(
            message.render()
        )
        row_view = screen.query_one(MarkingBoard).rows[suspect]
        assert "check row" in str(row_view.query_one(".row-note", Label).render())
        assert session.fixing == suspect
        if suspect != 1:  # the row with the wrong colours is the last one: go there
            await pilot.press("down")
        await pilot.press(*truth, "enter")
        await settle(pilot)
        assert session.phase is not Phase.THINKING
        assert session.contradiction is None and not message.display
        while session.phase is Phase.MARKING:
            await give_colours(pilot, screen, "chuck")
        assert session.phase is Phase.FOUND


async def test_out_of_attempts_the_word_shows_the_wrong_rows(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_bot_guesses(pilot, Settings(help_seen=True, attempts=1))
        session = screen.session
        first = session.pending.guess
        # the player thinks of one word, gives its colours, then says another
        thought = next(w for w in ENGLISH_5.answers if w != first)
        told = next(w for w in ENGLISH_5.answers if score(first, w) != score(first, thought))
        await pilot.press(*colour_keys(first, thought), "enter")
        await settle(pilot)
        assert session.phase is not Phase.THINKING
        assert session.phase is Phase.OUT_OF_ATTEMPTS and screen.has_class("-asking")
        assert app.focused is screen.query_one("#bg-word", Input)
        await pilot.press(*told, "enter")
        await pilot.pause()
        verdict = str(screen.query_one("#bg-verdict", Static).render())
        assert verdict.startswith(f"The colours of row 1 do not fit {told.upper()}.")
        assert f"Row 1 {first.upper()}: you gave" in verdict
        assert app.data.games_log.count() == 0  # colours that do not fit the word: no real game
        await pilot.press("ctrl+g")  # or let the bot keep guessing
        await pilot.pause()
        assert session.phase is Phase.MARKING and not screen.has_class("-asking")
        assert len(screen.query_one(MarkingBoard).rows) > 1


async def test_a_row_fixed_to_all_green_ends_the_game_there(home):
    """The LUMPY case, by the keyboard: rows 2 and 3 clash, row 2 is made all green; the
    game ends at 2, the third row goes, each row's note is redrawn and the log says 2/6."""
    app = make_app(load_words=load_word_list)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_bot_guesses(pilot)
        session = screen.session
        for guess, keys in (("crate", "xxxxx"), ("lumpy", "ggggx"), ("lumps", "ggggx")):
            assert session.pending.guess == guess
            await pilot.press(*keys, "enter")
            await settle(pilot)
        assert session.phase is Phase.FIXING and session.fixing == 2
        await pilot.press("up", *"ggggg", "enter")
        await settle(pilot)
        assert [row.guess for row in session.rows] == ["crate", "lumpy"]
        assert session.phase is Phase.FOUND
        notes = [
            str(row.query_one(".row-note", Label).render())
            for row in screen.query_one(MarkingBoard).rows
        ]
        left = session.count_after(0)
        assert notes[:3] == [f"{left:,} left", "found", ""]
        prompt = str(screen.query_one("#bg-prompt", Label).render())
        assert "Found it: LUMPY in 2 guesses." in prompt
        logged = app.data.games_log.last()
        assert app.data.games_log.count() == 1
        assert logged.won and logged.secret == "lumpy" and logged.guesses_used == 2


@pytest.mark.slow
async def test_rupia_cluster_on_screen(home):
    """The hard Spanish case, six words RU_IA that differ in one letter, by the keyboard alone
    (tests/test_bots.py plays all six through the same session; here the one beyond the
    answers list and two others)."""
    app = make_app(load_words=load_word_list)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_bot_guesses(pilot, Settings(help_seen=True, language="es"))
        for secret in ("rucia", "rubia", "rumia"):
            session = screen.session
            while session.phase is Phase.MARKING:
                await give_colours(pilot, screen, secret)
            assert session.phase is Phase.FOUND, [r.guess for r in session.rows]
            assert session.rows[-1].guess == secret and len(session.rows) <= 6
            await pilot.press("ctrl+n")
            await settle(pilot)
            assert screen.session.phase is Phase.MARKING


# --- the assistant ---------------------------------------------------------------------


async def open_assistant(pilot) -> AssistantScreen:
    pilot.app.settings = Settings(help_seen=True)
    await pilot.press("a")
    screen = pilot.app.screen
    assert isinstance(screen, AssistantScreen)
    await settle(pilot)
    assert screen.session.analysis is not None
    return screen


async def test_the_assistant_lists_what_is_left_and_what_to_play(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_assistant(pilot)
        session = screen.session
        hints = screen.query_one(HintsView)
        assert hints.analysis.count == len(ENGLISH_5.answers)
        await pilot.press(*"cranx", "enter")
        assert str(screen.query_one("#as-message", Label).render()) == "Not in word list"
        await pilot.press("backspace", "e", "enter", *colour_keys("crane", "shake"), "enter")
        await settle(pilot)
        assert session.analysis is not None
        expected = filter_words(ENGLISH_5.answers, session.rows)
        assert hints.analysis.count == len(expected)
        assert list(hints.analysis.candidates) == expected
        await pilot.press("tab")  # the best word, into the row
        assert session.typed == hints.analysis.suggestions[0].guess
        await pilot.press("enter", "ctrl+z")  # into its colours, then undo the row before
        await pilot.pause()
        assert session.rows == [] and session.typed == "crane"
        assert session.marking.code == score("crane", "shake")
        await pilot.press("enter")
        await settle(pilot)
        assert session.analysis is not None
        assert hints.analysis.count == len(expected)


async def test_the_assistant_says_which_row_to_check_and_follows_hard_mode(home):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_assistant(pilot)
        session = screen.session
        await pilot.press(*"crane", "enter", *"xygxg", "enter")
        await settle(pilot)
        assert session.analysis is not None
        await pilot.press("ctrl+t")  # hard mode: the suggestions keep the hints
        await settle(pilot)
        assert session.analysis is not None and session.hard
        for suggestion in screen.query_one(HintsView).analysis.suggestions:
            assert suggestion.guess[2] == "a" and suggestion.guess[4] == "e"
        await pilot.press(*"tears", "enter")
        assert str(screen.query_one("#as-message", Label).render()) == "5th letter must be E"
        await pilot.press(*["backspace"] * 5, *"share", "enter", *"ggggx", "enter")
        await settle(pilot)
        assert session.contradiction is not None
        suspect = session.contradiction.suspect_row
        message = str(screen.query_one("#as-message", Label).render())
        assert message == contradiction_message(session.contradiction)
        assert message.startswith("No word matches")
        assert session.fixing == suspect
        if suspect == 0:
            await pilot.press("down")
        await pilot.press("right", "right", "right", "right", "g", "enter")  # SHARE: all green
        await settle(pilot)
        assert session.analysis is not None
        assert session.contradiction is None and session.solved


# --- every bot screen ----------------------------------------------------------------------


BOT_SCREENS = {
    "watch": WatchScreen,
    "watch-setup": WatchSetupScreen,
    "bot-guesses": BotGuessesScreen,
    "assistant": AssistantScreen,
}


async def open_bot_screen(pilot, name: str) -> None:
    if name == "watch":
        await pilot.app.open_watch(WatchSetup(ENGLISH_5, "shake"))
    else:
        await pilot.press({"watch-setup": "w", "bot-guesses": "b", "assistant": "a"}[name])
    await pilot.pause()


@pytest.mark.parametrize("name", sweep(sorted(BOT_SCREENS), sorted(BOT_SCREENS)[:1]))
async def test_every_bot_screen_fits_or_says_so_and_shows_how_to_quit(home, name):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_bot_screen(pilot, name)
        await footer_settled(pilot)
        screen = app.screen
        assert isinstance(screen, BOT_SCREENS[name]) and not screen.has_class("-too-small")
        keys = list(screen.query_one(Footer).query("FooterKey"))
        quit_key = next(key for key in keys if key.action == "app.quit")
        palette = [key.region.x for key in keys if key.has_class("-command-palette")]
        assert "Quit" in str(quit_key.render())
        assert quit_key.region.right <= min(palette, default=80)  # in full at 80 columns
        await pilot.resize_terminal(30, 8)
        await pilot.pause()
        assert screen.has_class("-too-small")
        message = str(screen.query_one(TooSmall).render())
        assert "Make the terminal at least" in message and "(now 30×8)" in message
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.has_class("-too-small")
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app.return_code == 0
