"""Watch the bot: it plays the chosen word on a board, one step at a time, and says why."""

from __future__ import annotations

import time
from typing import Any, ClassVar

from rich.console import Group
from rich.padding import Padding
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, HorizontalGroup, Vertical, VerticalScroll
from textual.geometry import Size
from textual.timer import Timer
from textual.widgets import Label, ProgressBar, Static

from wordle_tui.bots.watch import WatchSession, WatchSetup
from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import marks_of
from wordle_tui.core.settings import Settings
from wordle_tui.core.share import emoji_row
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.screens.fit import fit_board
from wordle_tui.screens.watch_base import WatchBase, watch_bindings
from wordle_tui.solver.bot import Step
from wordle_tui.textual_support.background import while_shown
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

NARRATION_WIDTH = 40  # columns the steps need beside the board (and its padding)


def narration(
    setup: WatchSetup, steps: list[Step], *, done: bool, high_contrast: bool, light: bool
) -> Group:
    """What the bot did so far (each step: the guess, its colours, the words before → after,
    and why), then how it ended."""
    length = setup.words.length
    if not steps:
        return Group(Text(_("The bot is about to play {word}.").format(word=setup.secret.upper())))
    parts: list[Text | Padding] = []
    for turn, step in enumerate(steps, start=1):
        colours = emoji_row(step.pattern, length, high_contrast=high_contrast, light=light)
        left = (
            _("found")
            if step.solved
            else ngettext("{count} left", "{count} left", step.after).format(
                count=number(step.after)
            )
        )
        head = Text(f"{turn}. ")
        head.append(step.guess.upper(), style="bold")
        head.append(f" {colours}  {number(step.before)} → {left}")
        parts.append(head)
        parts.append(Padding(Text(step.note, style="dim"), (0, 0, 0, 3)))
    if done:
        word = setup.secret.upper()
        if steps[-1].solved:
            end = _("Solved {word} in {score}.").format(
                word=word, score=f"{len(steps)}/{setup.attempts}"
            )
        else:
            end = _("Not solved in {count}: the word was {word}.").format(
                count=setup.attempts, word=word
            )
        parts.append(Text(end, style="bold"))
    return Group(*parts)


class WatchScreen(WatchBase[Step]):
    """Renders a :class:`WatchSession`; the steps are worked out in a thread worker."""

    BINDINGS: ClassVar[list[BindingType]] = watch_bindings(
        "watch",
        Binding("ctrl+n", "app.watch_bot", N_("New word"), id="watch.new"),
        escape="escape",
        escape_id="escape",
    )
    PREFIX = "watch"
    THINKING = N_("thinking")  # the busy line below says "thinking…" with the seconds
    WORK_GROUP = "watch"  # the step after a number of known steps
    session: WatchSession

    def __init__(self, setup: WatchSetup, settings: Settings, **kwargs: Any) -> None:
        super().__init__(settings, **kwargs)
        self.session = WatchSession(setup)
        self.thinking_since: float | None = None
        self._clock: Timer | None = None

    # --- building and drawing ------------------------------------------------------------

    def compose(self) -> ComposeResult:
        setup = self.session.setup
        yield from self.compose_status(setup.describe())
        with Horizontal(id="watch-main", classes="-body"):
            with Vertical(id="watch-board-area"):
                yield Board(setup.words.length, setup.attempts, id="watch-board")
            with VerticalScroll(id="watch-steps", can_focus=False):
                yield Static("", id="watch-narration", markup=False)
        with HorizontalGroup(id="watch-busy", classes="-body"):
            yield Label(_("thinking…"), id="watch-busy-label")
            yield ProgressBar(total=None, show_eta=False, id="watch-progress")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_mount(self) -> None:
        self.apply_settings(self.settings)
        self.watch(self.app, "settings", self.apply_settings, init=False)
        self.redraw()
        self._schedule(0.3)  # a moment to see the empty board, then the first guess

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        setup = self.session.setup
        fit_board(
            self,
            event.size,
            length=setup.words.length,
            rows=setup.attempts,
            beside=Size(NARRATION_WIDTH + 4, 4),  # the steps; the status, busy line and Footer
        )

    @while_shown
    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.query_one(Board).set_symbols(settings.symbols)
        self.redraw()

    @property
    def animated(self) -> bool:
        return self.settings.animations and self.app.animation_level != "none"

    def redraw(self) -> None:
        """The board, the steps and the state line from the session."""
        session = self.session
        board = self.query_one(Board)
        length = session.setup.words.length
        shown = session.shown_steps
        for index, board_row in enumerate(board.rows):
            if index < len(shown):
                board_row.show(shown[index].guess, marks_of(shown[index].pattern, length))
            else:
                board_row.show("")
        self._draw_narration()
        self.draw_state()

    def _draw_narration(self) -> None:
        session = self.session
        text = narration(
            session.setup,
            session.shown_steps,
            done=session.finished,
            high_contrast=self.settings.high_contrast,
            light=not self.app.current_theme.dark,
        )
        self.query_one("#watch-narration", Static).update(text)
        self.query_one("#watch-steps", VerticalScroll).scroll_end(animate=False)

    @property
    def thinking(self) -> bool:
        return self.thinking_since is not None

    def draw_state(self) -> None:
        self.show_state()
        self.set_class(self.thinking, "-thinking")

    # --- stepping ----------------------------------------------------------------------------

    def _advance(self) -> None:
        """Show the next step: at once when it is known, else after the worker."""
        session = self.session
        step = session.show_next()
        if step is not None:
            self._show_step(len(session.shown_steps) - 1, step)
            self._stepped()
        elif session.needs_work:
            self._think()
        self.draw_state()

    def _show_step(self, index: int, step: Step) -> None:
        board = self.query_one(Board)
        if self.animated:
            board.reveal(index, Row(step.guess, step.pattern), lambda: None)
        else:
            length = self.session.setup.words.length
            board.rows[index].show(step.guess, marks_of(step.pattern, length))
        self._draw_narration()

    def _think(self) -> None:
        if self.thinking_since is not None:
            return  # already working it out
        self.thinking_since = time.monotonic()
        bar = self.query_one(ProgressBar)
        bar.update(total=None, progress=0)
        self._clock = self.set_interval(0.5, self._show_thinking)
        self._show_thinking()
        steps = tuple(self.session.steps)
        work = self.session.work
        self.start_work(
            len(steps),
            lambda cancelled, progress: work(steps, cancel=cancelled, progress=progress),
        )

    @while_shown
    def _show_thinking(self) -> None:
        if self.thinking_since is None:
            return
        seconds = time.monotonic() - self.thinking_since
        label = (
            _("thinking…")
            if seconds < 1
            else _("thinking… {seconds} s · Esc stops").format(seconds=round(seconds))
        )
        self.query_one("#watch-busy-label", Label).update(label)

    @while_shown
    def _stop_thinking(self) -> None:
        self.thinking_since = None
        if self._clock is not None:
            self._clock.stop()
            self._clock = None
        self.draw_state()

    def work_done(self, request: int, result: Step) -> None:
        if not self.session.add(request, result):
            return  # for a position the board has left
        self._stop_thinking()
        self._advance()

    def work_progress(self, fraction: float) -> None:
        if self.thinking_since is not None:
            self.query_one(ProgressBar).update(total=1.0, progress=fraction)

    def work_failed(self, error: BaseException | None) -> None:
        self._stop_thinking()
        super().work_failed(error)

    # --- keys ----------------------------------------------------------------------------------

    def step_when_finished(self) -> None:
        self.notify(_("The bot has finished: r replays, Ctrl+N picks another word."))

    async def action_escape(self) -> None:
        """Escape stops a search under way; otherwise it goes back to the menu."""
        if self.thinking_since is not None:
            self.stop_work()
            self.session.pause()
            self._stop_thinking()
            self.notify(_("Stopped. n or Space tries again."))
            return
        await self.app.run_action("menu")
