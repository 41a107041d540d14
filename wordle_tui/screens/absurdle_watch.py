"""Watch the bot corner the Absurdle host: its line, a guess at a time, with the words left."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, HorizontalGroup, Vertical, VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Label, Static

from wordle_tui.bots.absurdle_watch import AbsurdleWatchSession, AbsurdleWatchSetup
from wordle_tui.bots.watch import SPEEDS
from wordle_tui.core.absurdle import DEFAULT_ABSURDLE_ATTEMPTS
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_, _, ngettext
from wordle_tui.screens.absurdle import words_left_note
from wordle_tui.screens.bot_game_over import BotGameOver
from wordle_tui.solver.absurdle import Line
from wordle_tui.widgets.background import BackgroundWork
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.fit import NOTE_WIDTH, fit_board
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

STEPS_WIDTH = 30


class AbsurdleWatchScreen(BackgroundWork[int, Line], Screen):
    """Renders an :class:`AbsurdleWatchSession`; the line is worked out in a thread worker."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "play_pause", N_("Play"), id="absurdle-watch.toggle"),
        Binding("n,right", "step", N_("Step"), id="absurdle-watch.step"),
        Binding(
            "plus,equals_sign", "faster", N_("Speed"), key_display="+/-", id="absurdle-watch.faster"
        ),
        Binding("minus", "slower", N_("Slower"), show=False, id="absurdle-watch.slower"),
        Binding("r", "replay", N_("Replay"), id="absurdle-watch.replay"),
        Binding("escape", "app.menu", N_("Menu"), id="absurdle-watch.menu"),
        Binding("f1", "app.help", N_("Help"), show=False, id="absurdle-watch.help"),
        Binding("q", "app.quit", N_("Quit"), id="absurdle-watch.quit"),
    ]

    WORK_GROUP = "absurdle-watch"
    WORK_STOPPED = N_("The bot stopped")

    class GameOver(BotGameOver):
        """Every guess of the line is on the board: the app logs the bot's game (once)."""

    def __init__(self, setup: AbsurdleWatchSetup, settings: Settings, **kwargs) -> None:
        super().__init__(**kwargs)
        self.session = AbsurdleWatchSession(setup)
        self.settings = settings
        self._timer: Timer | None = None
        self.lines_per_row = 1

    def compose(self) -> ComposeResult:
        setup = self.session.setup
        with HorizontalGroup(id="absurdle-watch-status", classes="-body"):
            label = _("Watching {what}").format(what=setup.describe())
            yield Label(label, id="absurdle-watch-title", markup=False)
            yield Label("", id="absurdle-watch-state")
        with Horizontal(id="absurdle-watch-main", classes="-body"):
            with Vertical(id="absurdle-watch-board-area"), HorizontalGroup():
                yield Board(
                    setup.words.length, DEFAULT_ABSURDLE_ATTEMPTS, id="absurdle-watch-board"
                )
                yield Static(id="absurdle-watch-notes")
            with VerticalScroll(id="absurdle-watch-steps", can_focus=False):
                yield Static("", id="absurdle-watch-narration")
        yield Footer(classes="-body")
        yield TooSmall()

    def on_mount(self) -> None:
        self.query_one(Board).set_symbols(self.settings.symbols)
        self.redraw()
        steps = self.session
        self.start_work(0, lambda cancelled, _progress: steps.work(cancelled))

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
        if self.working:
            state = _("thinking…")
        elif session.finished:
            state = _("finished · r replays")
        else:
            state = _("playing") if session.playing else _("paused")
        speed = _("speed {speed}/{speeds}").format(speed=session.speed + 1, speeds=len(SPEEDS))
        self.query_one("#absurdle-watch-state", Label).update(f"{state} · {speed}")

    def work_done(self, request: int, result: Line) -> None:
        self.session.set_line(result)
        self._schedule(0.3)
        self.redraw()

    def work_failed(self, error: BaseException | None) -> None:
        self.session.pause()
        self.redraw()

    def _schedule(self, delay: float | None = None) -> None:
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.set_timer(delay or self.session.interval, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if self.session.playing:
            self._advance()

    def _advance(self) -> None:
        session = self.session
        if session.show_next():
            if session.finished:
                session.pause()
                if not session.game.logged:
                    self.post_message(self.GameOver(self, session))
            elif session.playing:
                self._schedule()
        self.redraw()

    def action_play_pause(self) -> None:
        if self.session.toggle():
            self._advance()
        elif self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.redraw()

    def action_step(self) -> None:
        self.session.pause()
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._advance()

    def action_faster(self) -> None:
        self.session.faster()
        self.redraw()

    def action_slower(self) -> None:
        self.session.slower()
        self.redraw()

    def action_replay(self) -> None:
        self.session.replay()
        self.redraw()
        self._schedule()
