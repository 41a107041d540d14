"""The board: where a game is played, with the physical or the on-screen keyboard."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical
from textual.geometry import Size
from textual.widgets import Static

from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.game import Game
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.playing import Status
from wordle_tui.core.session import PlaySession
from wordle_tui.core.settings import Settings
from wordle_tui.core.validation import Rejection
from wordle_tui.i18n import N_, _
from wordle_tui.player_data import Conflict
from wordle_tui.screens.fit import fit_board
from wordle_tui.screens.play_base import (
    ANSWER_TOAST_SECONDS,
    INVALID_TOAST_SECONDS,
    Keeper,
    PlayBase,
    play_bindings,
)
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.tiles import NARROW_BOARD_FOOTER, SIDE_PANEL_WIDTH, TileSize
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.hint_panel import HintPanel
from wordle_tui.widgets.keyboard import Keyboard
from wordle_tui.widgets.keyboard_key import KeyboardKey
from wordle_tui.widgets.status_bar import StatusBar
from wordle_tui.widgets.too_small import TooSmall

RESULT_DELAY = 2.5  # seconds from the last flip to the result screen, as in the original
WARNING_TOAST_SECONDS = 8.0


class GameScreen(PlayBase):
    """Renders a :class:`PlaySession` and sends it what the player types or clicks."""

    BINDINGS: ClassVar[list[BindingType]] = play_bindings(
        "game",
        "app.new_practice",
        Binding("pageup", "scroll_hints(-1)", N_("Scroll hints"), show=False, id="game.hints-up"),
        Binding(
            "pagedown", "scroll_hints(1)", N_("Scroll hints"), show=False, id="game.hints-down"
        ),
    )

    session: PlaySession
    NOTES = 0  # columns beside the board for a note on each row (Absurdle's words left)

    def __init__(
        self,
        game: Game | AbsurdleGame,
        settings: Settings,
        clock: Callable[[], float],
        typed: str = "",
        hints: bool = False,
        keep: Keeper | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(PlaySession(game), settings, clock, typed, hints, keep, **kwargs)
        self.tiles: TileSize | None = None  # the size fit_board chose (None: too small)

    @property
    def game(self) -> Game | AbsurdleGame:
        return self.session.game

    # --- building and drawing ------------------------------------------------

    def compose(self) -> ComposeResult:
        game = self.game
        yield StatusBar(classes="-body")
        with Horizontal(id="play", classes="-body"):
            with Vertical(id="board-area"):
                yield from self.compose_board()
                yield Static(id="gap")
                yield Center(Keyboard(game.words.language, id="keyboard"), id="keys-area")
            with Vertical(id="side-panel"):
                yield HintPanel(id="hint-panel")
        yield Footer()
        yield TooSmall()

    def compose_board(self) -> ComposeResult:
        """The board (a screen with notes beside its rows puts them here too)."""
        game = self.game
        yield Center(Board(game.length, game.max_attempts, id="board"))

    @while_shown
    def _fit(self, size: Size) -> None:
        game = self.game
        self.tiles = fit_board(
            self,
            size,
            length=game.length,
            rows=game.max_attempts,
            notes=self.NOTES,
            beside=Size(SIDE_PANEL_WIDTH if self.hints else 0, 0),  # the panel takes its room
            keyboard=True,
            narrow_footer=NARROW_BOARD_FOOTER,
            close_hints=self.hints,
        )
        self._tick(size.width)

    @while_shown
    def refresh_view(self) -> None:
        """Draw the board, keys and status line from the model."""
        self.query_one(Board).show_session(self.session)
        self.query_one(Keyboard).show_marks(self.session.keyboard())
        self._tick()
        self._follow_hints()

    @while_shown
    def _tick(self, width: int | None = None) -> None:
        """Redraw the status line (every second, for the clock)."""
        seconds = self.game.seconds(self.clock())
        self.query_one(StatusBar).show(self.game, seconds, width or self.size.width)

    @while_shown
    def apply_settings(self, settings: Settings) -> None:
        """Show symbols or not; rules of the game in progress are the model's business."""
        self.settings = settings
        self.query_one(Board).set_symbols(settings.symbols)
        self.query_one(Keyboard).set_symbols(settings.symbols)
        self._tick()
        self._follow_hints()  # hard mode may have been switched off

    def retranslate(self) -> None:
        """The interface language changed: the keys (ENTER) and the status line say it anew."""
        for key in self.query(KeyboardKey):
            key.refresh()
        self._tick()

    # --- the hint panel ----------------------------------------------------------

    def hint_panel(self) -> HintPanel:
        return self.query_one(HintPanel)

    def follow_hints(self) -> None:
        """Hints for the rows on the board (a row being revealed waits for its reveal)."""
        game = self.game
        self.query_one(HintPanel).follow(
            game.words,
            game.rows[: self.session.revealed],
            hard=game.hard_mode,
            attempts=game.max_attempts,
        )

    @while_shown
    def action_scroll_hints(self, pages: int) -> None:
        if self.hints:
            self.query_one(HintPanel).scroll_words(pages)

    @property
    def animated(self) -> bool:
        return self.settings.animations and self.app.animation_level != "none"

    # --- what the player does ---------------------------------------------------

    def show_typing(self) -> None:
        self.query_one(Board).show_session(self.session)

    @while_shown
    def action_submit(self) -> None:
        if self.game.is_over and not self.session.revealing:
            self.post_message(self.Finished(self))
            return
        result = self.session.submit(self.clock())
        if result is None:
            return
        board = self.query_one(Board)
        if isinstance(result, Rejection):
            self.notify(result.message, severity="warning", timeout=INVALID_TOAST_SECONDS)
            if self.animated:
                board.shake(len(self.game.rows))
            return
        # Saved now, before it is coloured: a row the board shows is in the database even
        # if the app is killed the next moment.
        conflict = self.save()
        if conflict is not None:
            self.follow_saved(conflict, retype=result.row.guess)
            return
        index = len(self.game.rows) - 1
        if self.animated:
            if self.hints:  # worked out during the flip, shown as its last tile turns
                game = self.game
                self.query_one(HintPanel).prepare(
                    game.words, game.rows, hard=game.hard_mode, attempts=game.max_attempts
                )
            board.reveal(index, result.row, self._revealed)
        else:
            self._revealed()

    @while_shown
    def _revealed(self) -> None:
        """The last row is fully shown: colour the keys, then announce the end if any."""
        self.session.finish_reveal()
        self.refresh_view()
        if not self.game.is_over:
            return
        if self.game.status is Status.WON:
            if self.animated:
                self.query_one(Board).bounce(len(self.game.rows) - 1)
            self.show_result(self.game.result_message() or "", timeout=RESULT_DELAY)
        else:  # the answer, kept up until the player moves on
            self.show_result(
                self.game.result_message() or "", severity="error", timeout=ANSWER_TOAST_SECONDS
            )
        if self.animated:
            self.set_timer(RESULT_DELAY, self._finished)
        else:
            self._finished()

    def follow_conflict(self, conflict: Conflict) -> None:
        self.follow_saved(conflict)

    @while_shown
    def follow_saved(self, conflict: Conflict, retype: str = "") -> None:
        """Another window changed this game: show the game as saved instead, and say why.

        ``retype`` (the guess the save refused) goes back into the row being typed, so
        nothing the player typed is lost; it is played again with Enter."""
        self.notify(conflict.reason, severity="warning", timeout=WARNING_TOAST_SECONDS)
        current = conflict.current
        if current is None or isinstance(current, MultiGame):
            self.notify(
                _("The game saved by the other window cannot be read: this board is not saved."),
                severity="error",
            )
            return
        self.game.stop_clock(self.clock())
        self.session = PlaySession(current)
        if not current.is_over:
            current.start_clock(self.clock())
            for letter in retype:
                self.session.type_letter(letter)
        self.refresh_view()
        if current.is_over:
            self.post_message(self.Finished(self))

    @while_shown
    def _finished(self) -> None:
        self.post_message(self.Finished(self))
