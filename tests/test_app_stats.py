"""The statistics, history and review screens, and every finished game reaching the log."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from datetime import timedelta
from pathlib import Path

from textual.command import CommandList
from textual.widgets import DataTable, Label, Select
from textual.widgets._footer import FooterKey

from tests.app_support import (
    ENGLISH_5,
    NOW,
    TODAY,
    Calls,
    Recorder,
    footer_settled,
    load_test_words,
    make_app,
    settle,
    start_practice,
    type_word,
)
from tests.history_support import log_records, record
from wordle_tui.core.limits import Mode
from wordle_tui.core.statistics import StatsFilter, compute_statistics, figure_texts
from wordle_tui.dialogs import history as history_screen
from wordle_tui.dialogs.history import HistoryScreen
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.statistics import StatisticsScreen
from wordle_tui.review.analysis import review_game
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.review import ReviewScreen
from wordle_tui.solver.context import SolverContext
from wordle_tui.storage import paths
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.guess_distribution import GuessDistribution
from wordle_tui.widgets.review_steps import ReviewSteps

ROOT = Path(__file__).resolve().parent.parent


def days_ago(n: int):
    return TODAY - timedelta(days=n)


def made_up_log():
    """Dailies on the last five days (one lost), and other games today."""
    return [
        record(days_ago(4), guesses=3),
        record(days_ago(3), won=False),
        record(days_ago(2), guesses=4),
        record(days_ago(1), guesses=2),
        record(TODAY, guesses=3),
        record(TODAY, mode=Mode.PRACTICE, guesses=5),
        record(TODAY, mode=Mode.BOT, guesses=1),
        record(TODAY, mode=Mode.CUSTOM, length=4, guesses=4),
    ]


def storage_with_log():
    storage = Storage(load_test_words)
    log_records(storage, made_up_log())
    return storage


def shown_figures(screen: StatisticsScreen) -> dict[str, str]:
    names = figure_texts(screen.stats)
    return {name: str(screen.query_one(f"#stats-{name}", Label).render()) for name in names}


def bars(screen: StatisticsScreen) -> list[tuple[int, bool]]:
    return [(bar.count, bar.highlight) for bar in screen.query_one(GuessDistribution).bars]


async def test_a_finished_game_is_in_the_log_before_the_screen_changes(home):
    app = make_app(animations=True)
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press(*"share", "enter")
        await pilot.pause()
        assert app.screen is screen and screen.session.revealing  # still turning the tiles
        (logged,) = Storage(load_test_words).log.records()  # another connection sees it
        assert logged.uid == screen.game.uid and logged.won and logged.guesses == ["share"]
        assert logged.started_at.isoformat() == NOW.isoformat()


def test_a_kill_right_after_the_last_guess_keeps_the_game(tmp_path, monkeypatch):
    """The app in a real process, killed before the result screen: the game is logged."""
    home = tmp_path / "home"
    env = {**os.environ, paths.HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "tests.app_kill_worker"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == -9, done.stderr  # killed, not ended
    uid = done.stdout.strip()
    monkeypatch.setenv(paths.HOME_VARIABLE, str(home))
    (logged,) = Storage(load_test_words).log.records()
    assert logged.uid == uid and logged.won and logged.guesses == ["crane", "share"]


async def test_statistics_from_the_menu_show_the_logs_figures(home):
    app = make_app(storage=storage_with_log())
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatisticsScreen)
        expected = compute_statistics(made_up_log(), TODAY)
        # five dailies (one lost), a practice and a custom game; the bot's is not yours
        assert (expected.played, expected.current_streak, expected.max_streak) == (7, 3, 3)
        assert shown_figures(screen) == {
            "played": "7",
            "win-percent": "86",
            "current-streak": "3",
            "max-streak": "3",
            "average-guesses": "3.50",
            "average-time": "1:00",
        }
        assert shown_figures(screen) == figure_texts(expected)
        counts = [count for count, _ in bars(screen)]
        assert counts == list(expected.distribution) == [0, 1, 2, 2, 1, 0]
        assert not any(highlight for _, highlight in bars(screen))
        assert "Next daily in 08:30:00" in str(screen.query_one("#stats-countdown").render())

        screen.query_one("#filter-mode", Select).value = "daily"
        await pilot.pause()
        assert screen.where == StatsFilter(mode=Mode.DAILY)
        assert shown_figures(screen)["played"] == "5"
        assert shown_figures(screen)["win-percent"] == "80"
        screen.query_one("#filter-mode", Select).value = "bot"
        screen.query_one("#filter-length", Select).value = "4"
        await pilot.pause()
        assert shown_figures(screen)["played"] == "0"
        assert screen.query_one("#stats-empty").display
        screen.query_one("#filter-mode", Select).value = "all"
        await pilot.pause()
        assert shown_figures(screen)["played"] == "1"  # the custom game of four letters
        assert len(bars(screen)) == 6


async def test_the_countdown_ticks(home, monkeypatch):
    ticks = Calls(monkeypatch, StatisticsScreen, "_tick")
    moments = [NOW]
    app = make_app(now=lambda: moments[-1])
    async with app.run_test() as pilot:
        await pilot.press("t")
        await pilot.pause()
        label = app.screen.query_one("#stats-countdown")
        assert "08:30:00" in str(label.render())
        moments.append(NOW + timedelta(hours=8, minutes=29, seconds=59))
        await ticks.reached(ticks.count + 1)  # the next tick of the second's timer
        assert "00:00:01" in str(label.render())


async def test_the_game_just_finished_has_its_bar_highlighted(home):
    app = make_app(storage=storage_with_log())
    async with app.run_test(size=(80, 30)) as pilot:
        await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await type_word(pilot, "share")
        assert isinstance(app.screen, ResultScreen)
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatisticsScreen)
        assert bars(screen)[1] == (2, True)  # won in two, with the daily of yesterday
        assert [highlight for _, highlight in bars(screen)].count(True) == 1
        screen.query_one("#filter-mode", Select).value = "daily"
        await pilot.pause()
        assert not any(highlight for _, highlight in bars(screen))  # not a daily


async def test_statistics_from_the_board_key_and_the_palette(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start_practice(pilot, "share")
        await pilot.press("f4")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen) and app.screen.latest is None
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        footer_keys = [b.binding.key for b in app.screen.active_bindings.values() if b.binding.show]
        assert "f4" in footer_keys
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"statistics")
        results = app.screen.query_one(CommandList)
        await settle(pilot)
        assert results.option_count > 0
        assert "statistics" in str(results.get_option_at_index(0).prompt).lower()
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, StatisticsScreen)


async def test_history_lists_every_game_and_opens_a_review(home):
    storage = storage_with_log()
    app = make_app(storage=storage)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        table = screen.query_one(DataTable)
        assert table.row_count == len(made_up_log())
        newest = storage.log.recent()
        assert [str(table.get_row_at(i)[0]) for i in range(table.row_count)] == [
            str(r.id) for r in newest
        ]
        assert str(table.get_row_at(0)[2]) == "EN4-000004 (en-4)"
        await pilot.press("down", "enter")  # the second newest: the bot's game
        await pilot.pause()
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.record.id == newest[1].id
        await settle(pilot)
        assert review.review is not None
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("up", "r")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and app.screen.record.id == newest[0].id


async def test_the_review_after_a_game(home):
    app = make_app()
    async with app.run_test(size=(90, 30)) as pilot:
        await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await type_word(pilot, "shake")
        await type_word(pilot, "share")
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await settle(pilot)
        assert screen.review is not None
        expected = review_game(screen.record, SolverContext(ENGLISH_5))
        assert screen.review == expected
        scores = str(screen.query_one("#review-scores").render())
        assert f"Skill {expected.skill}" in scores and f"Luck {expected.luck}" in scores

        def card(line: str) -> str:
            return str(screen.query_one(f"#card-{line}", Label).render())

        assert card("title") == "Guess 1 of 3: CRANE"
        assert card("verdict") == expected.steps[0].verdict
        await pilot.press("right")
        assert card("title") == "Guess 2 of 3: SHAKE"
        assert card("bot").startswith(f"The bot: {expected.steps[1].bot.word.upper()} · ")
        await pilot.press("right", "right")
        assert card("title") == "Guess 3 of 3: SHARE" and card("after") == "After: solved"
        assert not screen.query_one("#card-after-words").display
        steps = screen.query_one(ReviewSteps)
        assert steps.current == 2
        await pilot.click(ReviewSteps, offset=(4, 0))  # the first row
        await pilot.pause()
        assert card("title") == "Guess 1 of 3: CRANE" and steps.current == 0


async def test_the_arrows_step_through_the_guesses_whatever_has_focus(home):
    """The card of a long word list scrolls: it took focus when the bot had finished first
    (or on Tab), and then ← → scrolled it and the Footer lost Previous and Next. The card
    scrolls with PageUp/PageDown and the mouse; the arrows always step."""
    game = record(TODAY, guesses=3, mode=Mode.PRACTICE)
    app = make_app()
    async with app.run_test(size=(60, 16)) as pilot:
        screen = ReviewScreen(
            game, load_words=load_test_words, contexts=lambda w, h, a: SolverContext(w)
        )
        await app.push_screen(screen)
        await settle(pilot)
        assert screen.review is not None
        await pilot.press("tab")
        await pilot.press("right")
        await pilot.pause()
        assert screen.current == 1
        await footer_settled(pilot)
        shown = {key.action for key in screen.query(FooterKey)}
        assert {"step(-1)", "step(1)"} <= shown


async def test_the_review_shows_a_busy_marker_while_the_bot_thinks(home):
    release = threading.Event()

    def slow_context(words, hard, attempts):
        release.wait(60)  # a hang guard: the test lets it go
        return SolverContext(words, hard=hard, attempts=attempts)

    game = record(TODAY, guesses=2, mode=Mode.PRACTICE)
    app = make_app()
    async with app.run_test() as pilot:
        screen = ReviewScreen(game, load_words=load_test_words, contexts=slow_context)
        await app.push_screen(screen)
        await pilot.pause()
        assert screen.query_one("#review-card").loading and screen.review is None
        assert "Working out" in str(screen.query_one("#review-scores").render())
        release.set()
        await settle(pilot)
        assert screen.review is not None
        assert not screen.query_one("#review-card").loading


async def test_a_game_that_cannot_be_reviewed_says_why(home):
    bad = record(TODAY, guesses=2, mode=Mode.PRACTICE, secret="zebra")  # not in the test list
    app = make_app()
    async with app.run_test() as pilot:
        screen = ReviewScreen(
            bad, load_words=load_test_words, contexts=lambda w, h, a: SolverContext(w)
        )
        await app.push_screen(screen)
        text = screen.query_one("#review-scores")
        await settle(pilot)
        assert "cannot be reviewed" in str(text.render())
        assert "does not fit the word list" in str(text.render())
        assert app.return_code is None  # the app goes on


async def test_review_with_nothing_played_yet_says_so(home):
    recorder = Recorder()
    app = make_app()
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        await app.run_action("review")
        await pilot.pause()
        assert any("No finished game" in toast for toast in recorder.toasts)


async def test_a_damaged_game_in_the_log_is_reported_when_the_statistics_open(home):
    storage = storage_with_log()
    storage.database.conn.execute("UPDATE games SET rows = 'nonsense' WHERE id = 2")
    recorder = Recorder()
    app = make_app(storage=storage)
    async with app.run_test(notifications=True, message_hook=recorder) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert shown_figures(app.screen)["played"] == "6"  # 7 of yours, one unreadable
        assert any("Game #2 in the log is damaged" in toast for toast in recorder.toasts)


async def test_a_long_history_fills_in_batches_in_order(home, monkeypatch):
    monkeypatch.setattr(history_screen, "ROWS_PER_BATCH", 3)
    storage = storage_with_log()
    app = make_app(storage=storage)
    async with app.run_test(size=(100, 30)) as pilot:
        await app.run_action("history")
        table = app.screen.query_one(DataTable)
        while table.row_count < len(made_up_log()):  # a batch after each refresh of the screen
            await pilot.pause()
        assert table.row_count == len(made_up_log())
        ids = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        assert ids == [str(r.id) for r in storage.log.recent()]
