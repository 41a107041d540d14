"""Dordle, Quordle and Octordle: one typed guess goes to every board still being played."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Center, Grid, Horizontal, Vertical
from textual.geometry import Size
from textual.widgets import Label, Static

from wordle_tui.core.game import clock_text
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.playing import Status
from wordle_tui.core.saved import game_heading, headings
from wordle_tui.core.session import MultiPlaySession
from wordle_tui.core.settings import Settings
from wordle_tui.core.validation import Rejection
from wordle_tui.i18n import _
from wordle_tui.screens.fit import arrange_boards, fit_boards
from wordle_tui.screens.play_base import (
    ANSWER_TOAST_SECONDS,
    INVALID_TOAST_SECONDS,
    Keeper,
    PlayBase,
    play_bindings,
)
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.tiles import SIDE_PANEL_WIDTH, TILE_SIZES, TileSize
from wordle_tui.themes import game_variables
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.mini_board import MiniBoard
from wordle_tui.widgets.multi_hint_panel import MultiHintPanel
from wordle_tui.widgets.multi_keyboard import MultiKeyboard, multi_keyboard_width
from wordle_tui.widgets.status_bar import width_of
from wordle_tui.widgets.tile_palette import TilePalette
from wordle_tui.widgets.too_small import TooSmall


class MultiBoardScreen(PlayBase):
    """Renders a :class:`MultiPlaySession` and sends it what the player types or clicks."""

    BINDINGS: ClassVar[list[BindingType]] = play_bindings("multi", "new_game")

    session: MultiPlaySession

    def __init__(
        self,
        game: MultiGame,
        settings: Settings,
        clock: Callable[[], float],
        typed: str = "",
        hints: bool = False,
        keep: Keeper | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(MultiPlaySession(game), settings, clock, typed, hints, keep, **kwargs)
        self.tiles: TileSize = TILE_SIZES[-1]
        self.columns = game.variant.boards
        self.status_width = 0  # the terminal's width when last fitted (0: not yet)

    @property
    def game(self) -> MultiGame:
        return self.session.game

    # --- building and drawing ------------------------------------------------

    def compose(self) -> ComposeResult:
        game = self.game
        with Horizontal(id="multi-status", classes="-body"):
            yield Label(game_heading(game), id="multi-title", markup=False)
            yield Label(id="multi-guesses")
            yield Label(id="multi-clock")
        with Horizontal(id="multi-play", classes="-body"):
            with Vertical(id="multi-area"):
                with Center(), Grid(id="multi-boards"):
                    for index in range(game.variant.boards):
                        yield MiniBoard(game.length, game.max_attempts, id=f"board-{index}")
                yield Static(id="multi-gap")
                with Center():
                    yield MultiKeyboard(game.words.language, game.variant.boards)
            with Vertical(id="multi-side"):
                yield MultiHintPanel(id="multi-hint-panel")
        yield Footer()
        yield TooSmall()

    def _fit(self, size: Size) -> None:
        game = self.game
        self.status_width = size.width
        tiles, columns = fit_boards(
            self,
            size,
            length=game.length,
            rows=game.max_attempts,
            boards=game.variant.boards,
            keyboard_width=multi_keyboard_width(game.words.language, game.variant.boards),
            beside=Size(SIDE_PANEL_WIDTH if self.hints else 0, 0),
            close_hints=self.hints,
        )
        if tiles is not None:
            self.tiles, self.columns = tiles, columns
            arrange_boards(
                self.query_one("#multi-boards", Grid),
                tiles,
                columns,
                length=game.length,
                rows=game.max_attempts,
                boards=game.variant.boards,
            )
            self.refresh_view()

    def palette(self) -> TilePalette:
        theme = self.app.current_theme
        return TilePalette.for_theme(
            theme, game_variables(theme.dark), high_contrast=self.settings.high_contrast
        )

    def refresh_view(self) -> None:
        """Draw the boards, the keys and the status line from the model."""
        game = self.game
        palette = self.palette()
        typed = self.session.typed
        for index, state in enumerate(game.boards()):
            board = self.query_one(f"#board-{index}", MiniBoard)
            board.show(state, typed, self.tiles, palette, self.settings.symbols)
        self.query_one(MultiKeyboard).show_state(self.session.keyboard(), palette)
        self._tick()
        self._follow_hints()

    @while_shown
    def _tick(self) -> None:
        """Redraw the status line: as a board's does, a narrow one drops the counters' words,
        then the code, so the title is not cut."""
        game = self.game
        used = "X" if game.status is Status.LOST else str(game.turns)
        clock = clock_text(game.seconds(self.clock()))
        titles = headings(game)
        forms = [
            (
                titles[0],
                _("Guesses {used}/{attempts}").format(used=used, attempts=game.max_attempts),
                _("Time {clock}").format(clock=clock),
            )
        ]
        forms += [(title, f"{used}/{game.max_attempts}", clock) for title in titles]
        width = self.status_width or self.size.width
        for title, guesses, time in forms:
            if width_of({"status-title": title, "guesses": guesses, "clock": time}) <= width:
                break
        self.query_one("#multi-title", Label).update(title)
        self.query_one("#multi-guesses", Label).update(guesses)
        self.query_one("#multi-clock", Label).update(time)

    # --- the hint panel ----------------------------------------------------------

    def hint_panel(self) -> MultiHintPanel:
        return self.query_one(MultiHintPanel)

    def follow_hints(self) -> None:
        game = self.game
        boards = game.boards()
        self.query_one(MultiHintPanel).follow(
            game.words, [b.rows for b in boards], [b.solved for b in boards]
        )

    # --- what the player does ---------------------------------------------------

    async def action_new_game(self) -> None:
        await self.app.run_action(f"new_multi('{self.game.variant.key}')")

    def action_submit(self) -> None:
        if self.game.is_over:
            self.post_message(self.Finished(self))
            return
        result = self.session.submit(self.clock())
        if result is None:
            return
        if isinstance(result, Rejection):
            self.notify(result.message, severity="warning", timeout=INVALID_TOAST_SECONDS)
            return
        conflict = self.save()  # at once, as a single board does
        if conflict is not None:
            self.follow_conflict(conflict)
        self.refresh_view()
        if not self.game.is_over:
            return
        message = self.game.result_message() or ""
        if self.game.status is Status.WON:
            self.show_result(message)
        else:
            words = _("Not solved: {words}").format(words=message)
            self.show_result(words, severity="error", timeout=ANSWER_TOAST_SECONDS)
        self.post_message(self.Finished(self))
