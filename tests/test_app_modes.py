"""Pilot tests of the more ways to play: a Quordle won and lost, an archive daily, Absurdle,
and the bot winning an Octordle. Every wait is on the app's events and workers (``settle``)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from rich.cells import cell_len
from textual import events
from textual.drivers.headless_driver import HeadlessDriver
from textual.widgets import DataTable, Label, TextArea

from tests.app_support import NOW, TODAY, load_test_words, make_app, settle
from tests.helpers import sweep
from wordle_tui.bots.absurdle_watch import AbsurdleWatchSetup
from wordle_tui.bots.multiboard import MultiWatchSetup
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.choose import daily_number
from wordle_tui.core.game import Game
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import DORDLE, OCTORDLE, QUORDLE, MultiGame
from wordle_tui.core.playing import Status
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.statistics import StatisticsScreen
from wordle_tui.screens.absurdle import AbsurdleScreen
from wordle_tui.screens.absurdle_watch import AbsurdleWatchScreen
from wordle_tui.screens.archive import ArchiveScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.multi_board import MultiBoardScreen
from wordle_tui.screens.multi_watch import MultiWatchScreen
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.emoji_cells import PROBE
from wordle_tui.widgets.mini_board import MiniBoard
from wordle_tui.widgets.multi_key import MultiKey
from wordle_tui.widgets.multi_keyboard import MultiKeyboard

WORDS = load_test_words("en", 5)


def quordle() -> MultiGame:
    return MultiGame.practice(WORDS, QUORDLE, seed=3)


async def test_a_quordle_won_from_the_menu_with_the_keyboard_alone(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m")  # Multi-board
        await pilot.pause()
        await pilot.press("tab", "enter")  # the variant is Quordle; Practice
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MultiBoardScreen) and screen.game.variant is QUORDLE
        assert screen.tiles.name == "small" and screen.columns == 2  # 2×2 fits 80×24
        secrets = screen.game.secrets
        await pilot.press(*secrets[0], "enter")
        await pilot.pause()
        board = screen.query_one("#board-0", MiniBoard)
        assert board.state is not None and board.state.solved and len(board.state.rows) == 1
        # the other boards got the guess too; the keyboard shows it per board
        assert all(len(b.rows) == 1 for b in screen.game.boards())
        first = screen.query_one(MultiKeyboard).query(MultiKey).first()
        assert len(first.marks) == 4
        await pilot.press(*"zzzzz", "enter")  # refused: nothing changes, the row stays typed
        await pilot.pause()
        assert screen.game.turns == 1 and screen.session.typed == "zzzzz"
        await pilot.press(*["backspace"] * 5)
        for secret in secrets[1:]:
            await pilot.press(*secret, "enter")
            await pilot.pause()
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        assert app.screen.share_text.splitlines()[2:] == ["1️⃣2️⃣", "3️⃣4️⃣"]
    (record,) = Storage(load_test_words).log.records()
    assert record.variant == "quordle" and record.won and record.secrets == secrets


async def test_a_quordle_lost_shows_the_words_not_found(home):
    game = quordle()
    app = make_app(start=game)
    spare = [w for w in WORDS.answers if w not in game.secrets]
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*game.secrets[0], "enter")
        guesses = [*spare, *WORDS.guesses]
        played = 1
        for word in guesses:
            if played == QUORDLE.attempts:
                break
            if word in game.secrets:
                continue
            await pilot.press(*word, "enter")
            await pilot.pause()
            played += 1
        await settle(pilot)
        assert game.status is Status.LOST
        assert isinstance(app.screen, ResultScreen)
        missed = " ".join(s.upper() for s in game.secrets[1:])
        assert missed in str(app.screen.query_one("#result-verdict").render())
        assert "🟥" in app.screen.share_text and "X/9" in app.screen.share_text
        assert any(missed in str(n.message) for n in app._notifications)  # over the result
        await pilot.press("s")  # the statistics open on Quordle's own figures
        await pilot.pause()
        stats = app.screen
        assert isinstance(stats, StatisticsScreen) and stats.where.variant == "quordle"
        assert not any(missed in str(n.message) for n in app._notifications)  # not over them
        assert stats.stats is not None and stats.stats.played == 1 and stats.stats.wins == 0


async def test_a_quordle_in_progress_is_resumed_on_its_own_screen(home):
    game = quordle()
    app = make_app(start=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*"crane", "enter", *"sh", "ctrl+q")
        await pilot.pause()
    again = make_app()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, MultiBoardScreen)
        assert screen.game.guesses == ["crane"] and screen.session.typed == "sh"


async def test_a_quordle_saves_each_row_and_the_hints_mark_at_once(home):
    """One path for saving: a several-boards row went to the database through a
    message the app handled later, and the hint mark through another; a single board's
    row was saved by the board at once. Now every board saves through its own ``save``:
    another window (here a second connection) reads the row right after Enter."""
    app = make_app(start=quordle())
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MultiBoardScreen)
        await pilot.press(*"crane", "enter")
        other = Storage(load_test_words)
        saved = other.saved_games.unfinished()
        assert isinstance(saved, MultiGame) and saved.guesses == ["crane"]
        assert not saved.assisted
        screen.action_toggle_hints()  # the panel marks the game assisted: saved at once
        saved = other.saved_games.unfinished()
        assert isinstance(saved, MultiGame) and saved.assisted
        other.close()


async def test_an_archive_daily_is_played_and_never_touches_the_streak(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await pilot.pause()
        archive = app.screen
        assert isinstance(archive, ArchiveScreen)
        table = archive.query_one(DataTable)
        assert table.row_count == daily_number(TODAY)  # #1 to today's, newest first
        await pilot.press("down", "enter")  # yesterday's
        await pilot.pause()
        screen = app.screen
        game = screen.game
        assert isinstance(game, Game) and game.mode is Mode.DAILY
        assert game.puzzle == daily_number(TODAY - timedelta(days=1))
        await pilot.press(*game.secret, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        await pilot.press("m")
        await pilot.press("v")
        await pilot.pause()
        archive = app.screen
        assert isinstance(archive, ArchiveScreen) and archive.archive.played_count == 1
        assert archive.entries[1].won and archive.entries[1].result_text() == "1/6"
        await pilot.press("n")  # the oldest not played: #1
        await pilot.pause()
        assert app.screen.game.puzzle == 1
    (record,) = Storage(load_test_words).log.records()
    assert record.archive and not record.on_time
    assert record.started_at is not None and record.started_at.date() == NOW.date()


async def test_absurdle_from_the_menu_counts_the_words_left(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("x")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, AbsurdleScreen)
        game = screen.game
        assert isinstance(game, AbsurdleGame)
        before = str(screen.query_one("#absurdle-notes").render())
        assert before.split() == [str(game.words_left), "words"]  # before any guess
        await pilot.press(*"crane", "enter")
        await pilot.pause()
        notes = str(screen.query_one("#absurdle-notes").render())
        assert f"{game.remaining[0]} left" in notes
        assert notes.split() == [str(game.remaining[0]), "left"]  # said once, not twice
        while not game.is_over:
            word = game.possible_answers()[0]
            await pilot.press(*word, "enter")
            await pilot.pause()
        await settle(pilot)
        assert game.status is Status.WON and isinstance(app.screen, ResultScreen)
        assert app.screen.share_text.startswith("wordle-tui Absurdle EN5")
    (record,) = Storage(load_test_words).log.records()
    assert record.variant == "absurdle" and record.won


async def test_watching_the_bot_win_an_octordle(home):
    setup = MultiWatchSetup(WORDS, OCTORDLE, tuple(WORDS.answers))
    app = make_app(watch=setup)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, MultiWatchScreen)
        screen.session.pause()
        while not screen.session.finished:
            await pilot.press("n")
            await settle(pilot)
        assert screen.session.shown_game().status is Status.WON
        await settle(pilot)
    (record,) = Storage(load_test_words).log.records()
    assert record.mode is Mode.BOT and record.variant == "octordle" and record.won


async def test_watching_the_bot_corner_the_absurdle_host(home):
    app = make_app(watch=AbsurdleWatchSetup(WORDS))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, AbsurdleWatchScreen)
        screen.session.pause()
        await settle(pilot)
        assert screen.session.line is not None
        while not screen.session.finished:
            await pilot.press("n")
            await pilot.pause()
        await settle(pilot)
        assert screen.session.shown_game().status is Status.WON
    (record,) = Storage(load_test_words).log.records()
    assert record.mode is Mode.BOT and record.variant == "absurdle"


async def test_the_watch_setup_offers_the_other_games(home):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w")
        await pilot.pause()
        app.screen.query_one("#watch-game").value = "quordle"
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MultiWatchScreen) and screen.session.setup.variant is QUORDLE
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen)


def cells_as_drawn(line: str, keycap_cells: int) -> int:
    """A line's width as a terminal draws it that draws a keycap in ``keycap_cells``."""
    keycap = re.compile("[0-9]\ufe0f?\u20e3")
    return cell_len(keycap.sub("", line)) + len(keycap.findall(line)) * keycap_cells


@pytest.mark.parametrize(
    ("variant", "keycap_cells"),
    sweep(
        [(variant, cells) for cells in (1, 2, 3) for variant in (DORDLE, QUORDLE, OCTORDLE)],
        [(DORDLE, 1)],
    ),
)
async def test_a_several_boards_result_names_its_game_once_and_fits_its_border(
    home, variant, keycap_cells
):
    """The header said "Quordle" twice, "A friend can play this word" named four
    words, and the keycap emoji pushed the dialog's border aside in a terminal that draws
    them one cell wide. The app asks the terminal (a CursorPosition answer) and writes the
    share text on screen as drawn there; the text copied stays the standard one."""
    game = MultiGame.practice(WORDS, variant, seed=3)
    app = make_app(start=game)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app._measuring_emoji = True  # the probe went out; the terminal answers:
        app.post_message(events.CursorPosition(x=keycap_cells, y=0))
        await pilot.pause()
        assert app.keycap_cells == keycap_cells
        wasted = [w for w in WORDS.guesses if w not in game.secrets]
        misses = variant.attempts - variant.boards  # the last boards take 10 and more tries
        for word in [*wasted[:misses], *game.secrets]:
            await pilot.press(*word, "enter")
            await pilot.pause()
        await settle(pilot)
        result = app.screen
        assert isinstance(result, ResultScreen) and game.status is Status.WON
        details = str(result.query_one("#result-details", Label).render())
        assert details.count(variant.name) == 1, details
        friend = str(result.query_one("#result-code", Label).render())
        assert friend.startswith("A friend can play these words: ") and game.code in friend
        header = f"wordle-tui {game.code} {game.turns}/{variant.attempts}"
        assert result.share_text.split("\n")[0] == header
        assert "\ufe0f\u20e3" in result.share_text  # what is copied: the standard keycaps
        shown = result.query_one("#result-share", TextArea).text
        assert shown.count("\u20e3") == result.share_text.count("\u20e3") or keycap_cells == 3
        for line in shown.split("\n"):  # Textual counts each line as the terminal draws it
            assert cell_len(line) == cells_as_drawn(line, keycap_cells), repr(line)


async def test_the_app_asks_the_terminal_how_wide_a_keycap_is(home, monkeypatch):
    written: list[str] = []
    monkeypatch.setattr(HeadlessDriver, "is_headless", property(lambda driver: False))
    monkeypatch.setattr(HeadlessDriver, "write", lambda driver, data: written.append(data))
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert PROBE in written and app.keycap_cells is None
        app.post_message(events.CursorPosition(x=1, y=0))
        await pilot.pause()
        assert app.keycap_cells == 1
        app.post_message(events.CursorPosition(x=7, y=3))  # not asked for: nothing changes
        await pilot.pause()
        assert app.keycap_cells == 1
