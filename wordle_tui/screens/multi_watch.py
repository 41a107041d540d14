"""Watch the bot play Dordle, Quordle or Octordle: the boards fill a guess at a time."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.geometry import Size
from textual.widgets import Static

from wordle_tui.bots.multiboard import MultiWatchSession, MultiWatchSetup
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import number
from wordle_tui.screens.fit import arrange_boards, fit_boards
from wordle_tui.screens.watch_base import WatchBase, watch_bindings
from wordle_tui.solver.multiboard import MultiStep
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.tiles import TILE_SIZES, TileSize
from wordle_tui.themes import game_variables
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.mini_board import MiniBoard
from wordle_tui.widgets.tile_palette import TilePalette
from wordle_tui.widgets.too_small import TooSmall

STEPS_WIDTH = 30  # the steps beside the boards


def step_line(position: int, step: MultiStep) -> Text:
    """``3. CRANE  12 · 3 · ✓ · 40``: the words left on each board after the guess."""
    line = Text(f"{position}. ")
    line.append(step.guess.upper(), style="bold")
    counts = [
        "·" if before == 0 else ("✓" if after == 0 else number(after))
        for before, after in zip(step.before, step.after, strict=True)
    ]
    line.append("  " + " ".join(counts))
    return line


class MultiWatchScreen(WatchBase[MultiStep]):
    """Renders a :class:`MultiWatchSession`; each step is worked out in a thread worker."""

    BINDINGS: ClassVar[list[BindingType]] = watch_bindings("multi-watch")
    PREFIX = "multi-watch"
    WORK_GROUP = "multi-watch"
    session: MultiWatchSession

    def __init__(self, setup: MultiWatchSetup, settings: Settings, **kwargs: Any) -> None:
        super().__init__(settings, **kwargs)
        self.session = MultiWatchSession(setup)
        self.tiles: TileSize = TILE_SIZES[-1]

    def compose(self) -> ComposeResult:
        setup = self.session.setup
        variant = setup.variant
        yield from self.compose_status(setup.describe())
        with Horizontal(id="multi-watch-main", classes="-body"):
            with Grid(id="multi-watch-boards"):
                for index in range(variant.boards):
                    yield MiniBoard(setup.words.length, variant.attempts, id=f"watch-board-{index}")
            with VerticalScroll(id="multi-watch-steps", can_focus=False):
                yield Static("", id="multi-watch-narration")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_mount(self) -> None:
        self.watch(self.app, "settings", self._settings_changed, init=False)
        self.redraw()
        self._schedule(0.3)

    @while_shown
    def _settings_changed(self, settings: Settings) -> None:
        self.settings = settings
        self.redraw()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        setup = self.session.setup
        tiles, columns = fit_boards(
            self,
            event.size,
            length=setup.words.length,
            rows=setup.variant.attempts,
            boards=setup.variant.boards,
            keyboard_width=0,
            beside=Size(STEPS_WIDTH, 0),
        )
        if tiles is None:
            return
        self.tiles = tiles
        arrange_boards(
            self.query_one("#multi-watch-boards", Grid),
            tiles,
            columns,
            length=setup.words.length,
            rows=setup.variant.attempts,
            boards=setup.variant.boards,
        )
        self.redraw()

    def redraw(self) -> None:
        """The boards, the steps and the state line from the session."""
        session = self.session
        game = session.shown_game()
        theme = self.app.current_theme
        palette = TilePalette.for_theme(
            theme, game_variables(theme.dark), high_contrast=self.settings.high_contrast
        )
        for index, board_state in enumerate(game.boards()):
            board = self.query_one(f"#watch-board-{index}", MiniBoard)
            board.show(board_state, "", self.tiles, palette, self.settings.symbols)
        steps = session.steps[: session.shown]
        text = Text("\n").join(step_line(n, s) for n, s in enumerate(steps, start=1))
        if session.finished:
            verdict = game.result_message() or ""
            text.append("\n" + verdict, style="bold")
        self.query_one("#multi-watch-narration", Static).update(text)
        self.show_state()

    def _advance(self) -> None:
        """Show the next step: at once when known, else after the worker."""
        session = self.session
        if session.show_next() is not None:
            self._stepped()
        elif session.needs_work and not self.working:
            steps = tuple(session.steps)
            self.start_work(len(steps), lambda cancelled, _progress: session.work(steps, cancelled))
        self.redraw()

    def work_done(self, request: int, result: MultiStep) -> None:
        if self.session.add(request, result):
            self._advance()
