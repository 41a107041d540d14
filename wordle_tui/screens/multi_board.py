"""Dordle, Quordle and Octordle: one typed guess goes to every board still being played."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Grid, Horizontal, Vertical
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Label, Static

from wordle_tui.core.game import clock_text
from wordle_tui.core.multiboard import MultiAccepted, MultiGame
from wordle_tui.core.playing import Status
from wordle_tui.core.session import MultiPlaySession
from wordle_tui.core.settings import Settings
from wordle_tui.core.validation import Rejection
from wordle_tui.i18n import N_, _
from wordle_tui.themes import game_variables
from wordle_tui.widgets.fit import (
    BOARD_GAP,
    BOARD_GAP_LINES,
    SIDE_PANEL_WIDTH,
    TILE_SIZES,
    TileSize,
    fit_boards,
)
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.keyboard_key import BACKSPACE, ENTER, KeyboardKey
from wordle_tui.widgets.mini_board import MiniBoard
from wordle_tui.widgets.multi_hint_panel import MultiHintPanel
from wordle_tui.widgets.multi_keyboard import MultiKeyboard, multi_keyboard_width
from wordle_tui.widgets.tile_palette import TilePalette
from wordle_tui.widgets.too_small import TooSmall

INVALID_TOAST_SECONDS = 2.0
ANSWER_TOAST_SECONDS = 30.0


class MultiBoardScreen(Screen):
    """Renders a :class:`MultiPlaySession` and sends it what the player types or clicks."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.menu", N_("Menu"), id="multi.menu"),
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="multi.quit"),
        Binding("ctrl+n", "new_game", N_("New game"), id="multi.new"),
        Binding("f2", "app.settings", N_("Settings"), id="multi.settings"),
        Binding("f1", "app.help", N_("Help"), id="multi.help"),
        Binding("f4", "app.statistics", N_("Stats"), id="multi.statistics"),
        Binding("f3", "toggle_hints", N_("Hints"), id="multi.hints"),
    ]

    @dataclass
    class Event(Message):
        """Something happened on these boards (the messages below say what)."""

        screen: MultiBoardScreen

        @property
        def control(self) -> MultiBoardScreen:
            return self.screen

    @dataclass
    class GuessPlayed(Event):
        """A guess was played on the boards: the game changed and should be saved."""

        accepted: MultiAccepted

    @dataclass
    class HintsUsed(Event):
        """The hint panel was opened or closed, or showed hints for a new turn: save."""

        shown: bool

    @dataclass
    class Finished(Event):
        """Every board is solved or the tries are spent: time for the result."""

        @property
        def game(self) -> MultiGame:
            return self.screen.game

    def __init__(
        self,
        game: MultiGame,
        settings: Settings,
        clock: Callable[[], float],
        typed: str = "",
        hints: bool = False,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self.session = MultiPlaySession(game)
        for letter in typed:
            self.session.type_letter(letter)
        self.settings = settings
        self.clock = clock
        self.hints = hints
        self.tiles: TileSize = TILE_SIZES[-1]
        self.columns = game.variant.boards

    @property
    def game(self) -> MultiGame:
        return self.session.game

    # --- building and drawing ------------------------------------------------

    def compose(self) -> ComposeResult:
        game = self.game
        with Horizontal(id="multi-status", classes="-body"):
            yield Label(game.title(), id="multi-title", markup=False)
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
        yield Footer(classes="-body")
        yield TooSmall()

    def on_mount(self) -> None:
        self.set_interval(1.0, self._tick)
        self.set_class(self.hints, "-hints")
        self.watch(self.app, "settings", self.apply_settings, init=False)
        self.refresh_view()

    def on_screen_resume(self) -> None:
        self.game.start_clock(self.clock())
        self.refresh_view()

    def on_screen_suspend(self) -> None:
        self.game.stop_clock(self.clock())

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size)

    def _fit(self, size: Size) -> None:
        game = self.game
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
            grid = self.query_one("#multi-boards", Grid)
            grid.styles.grid_size_columns = columns
            grid.styles.grid_gutter_horizontal = BOARD_GAP
            grid.styles.grid_gutter_vertical = BOARD_GAP_LINES
            width = game.length * tiles.columns
            grid.styles.grid_columns = str(width)
            grid.styles.grid_rows = str(game.max_attempts * tiles.lines)
            grid.styles.width = columns * width + (columns - 1) * BOARD_GAP
            lines = -(-game.variant.boards // columns)
            grid.styles.height = lines * game.max_attempts * tiles.lines + (lines - 1)
            self.refresh_view()

    def palette(self) -> TilePalette:
        theme = self.app.current_theme
        return TilePalette.from_variables(
            game_variables(theme.dark),
            high_contrast=self.settings.high_contrast,
            foreground=theme.foreground or ("#ffffff" if theme.dark else "#000000"),
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

    def _tick(self) -> None:
        game = self.game
        used = "X" if game.status is Status.LOST else str(game.turns)
        guesses = _("Guesses {used}/{attempts}").format(used=used, attempts=game.max_attempts)
        self.query_one("#multi-guesses", Label).update(guesses)
        clock = _("Time {clock}").format(clock=clock_text(game.seconds(self.clock())))
        self.query_one("#multi-clock", Label).update(clock)

    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.refresh_view()

    # --- the hint panel ----------------------------------------------------------

    def action_toggle_hints(self) -> None:
        """Open or close the hints; a game played with them open counts as assisted."""
        self.hints = not self.hints
        self.set_class(self.hints, "-hints")
        if self.hints:
            self._follow_hints()
        else:
            self.query_one(MultiHintPanel).forget()
        self._fit(self.size)
        self.post_message(self.HintsUsed(self, self.hints))

    def _follow_hints(self) -> None:
        if not self.hints:
            return
        game = self.game
        if game.mark_assisted() and self.is_mounted:
            self.post_message(self.HintsUsed(self, True))
        boards = game.boards()
        self.query_one(MultiHintPanel).follow(
            game.words, [b.rows for b in boards], [b.solved for b in boards]
        )

    # --- what the player does ---------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        """Letters, Enter and Backspace act at once, so a burst of keys keeps its order."""
        character = event.character
        if event.key == "enter":
            self.action_submit()
        elif event.key == "backspace":
            self.action_delete()
        elif character and len(character) == 1 and character.isalpha():
            self.type_letter(character)
        else:
            return
        event.stop()
        event.prevent_default()

    @on(KeyboardKey.Pressed)
    def _clicked(self, event: KeyboardKey.Pressed) -> None:
        if event.value == ENTER:
            self.action_submit()
        elif event.value == BACKSPACE:
            self.action_delete()
        else:
            self.type_letter(event.value)

    def type_letter(self, character: str) -> None:
        if self.session.type_letter(character):
            self.refresh_view()

    def action_delete(self) -> None:
        if self.session.delete_letter():
            self.refresh_view()

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
        self.post_message(self.GuessPlayed(self, result))
        self.refresh_view()
        if not self.game.is_over:
            return
        message = self.game.result_message() or ""
        if self.game.status is Status.WON:
            self.notify(message)
        else:
            words = _("Not solved: {words}").format(words=message)
            self.notify(words, severity="error", timeout=ANSWER_TOAST_SECONDS)
        self.post_message(self.Finished(self))
