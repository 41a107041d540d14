"""Watch the bot corner the Absurdle host: its line, a guess at a time, with the words left."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, HorizontalGroup, Vertical, VerticalScroll
from textual.geometry import Size
from textual.widgets import Static

from wordle_tui.bots.absurdle_watch import AbsurdleWatchSession, AbsurdleWatchSetup
from wordle_tui.core.absurdle import DEFAULT_ABSURDLE_ATTEMPTS
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import _, ngettext
from wordle_tui.screens.absurdle import words_left_note
from wordle_tui.screens.fit import fit_board
from wordle_tui.screens.watch_base import WatchBase, watch_bindings
from wordle_tui.solver.absurdle import Line
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.tiles import NOTE_WIDTH
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

STEPS_WIDTH = 30


class AbsurdleWatchScreen(WatchBase[Line]):
    """Renders an :class:`AbsurdleWatchSession`; the line is worked out in a thread worker."""

    BINDINGS: ClassVar[list[BindingType]] = watch_bindings("absurdle-watch")
    PREFIX = "absurdle-watch"
    WORK_GROUP = "absurdle-watch"
    session: AbsurdleWatchSession

    def __init__(self, setup: AbsurdleWatchSetup, settings: Settings, **kwargs: Any) -> None:
        super().__init__(settings, **kwargs)
        self.session = AbsurdleWatchSession(setup)
        self.lines_per_row = 1

    def compose(self) -> ComposeResult:
        setup = self.session.setup
        yield from self.compose_status(setup.describe())
        with Horizontal(id="absurdle-watch-main", classes="-body"):
            with Vertical(id="absurdle-watch-board-area"), HorizontalGroup():
                yield Board(
                    setup.words.length, DEFAULT_ABSURDLE_ATTEMPTS, id="absurdle-watch-board"
                )
                yield Static(id="absurdle-watch-notes")
            with VerticalScroll(id="absurdle-watch-steps", can_focus=False):
                yield Static("", id="absurdle-watch-narration")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_mount(self) -> None:
        self.query_one(Board).set_symbols(self.settings.symbols)
        self.redraw()
        steps = self.session
        self.start_work(0, lambda cancelled, _progress: steps.work(cancelled))

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        tiles = fit_board(
            self,
            event.size,
            length=self.session.setup.words.length,
            rows=DEFAULT_ABSURDLE_ATTEMPTS,
            notes=NOTE_WIDTH,
            beside=Size(STEPS_WIDTH + 4, 2),
        )
        self.lines_per_row = tiles.lines if tiles is not None else 1
        self.redraw()

    def redraw(self) -> None:
        session = self.session
        game = session.shown_game()
        self.query_one(Board).show_rows(game.rows)
        for board_row in self.query_one(Board).rows[len(game.rows) :]:
            board_row.show("")
        middle = 1 if self.lines_per_row == 3 else 0
        notes = Text(no_wrap=True)
        for left in game.remaining:
            for line in range(self.lines_per_row):
                notes.append((words_left_note(left) if line == middle else "") + "\n")
        self.query_one("#absurdle-watch-notes", Static).update(notes)
        narration = Text()
        if session.line is None:
            narration.append(_("The bot is working out its line…"))
        else:
            total = len(session.line.guesses)
            takes = ngettext(
                "Its line takes {count} guess.", "Its line takes {count} guesses.", total
            )
            narration.append(takes.format(count=total) + "\n")
            for number, row in enumerate(game.rows, start=1):
                narration.append(f"{number}. ")
                narration.append(row.guess.upper(), style="bold")
                narration.append(f"  {words_left_note(game.remaining[number - 1])}\n")
        self.query_one("#absurdle-watch-narration", Static).update(narration)
        self.show_state()

    def work_done(self, request: int, result: Line) -> None:
        self.session.set_line(result)
        self._schedule(0.3)
        self.redraw()

    def _advance(self) -> None:
        if self.session.show_next():
            self._stepped()
        self.redraw()
