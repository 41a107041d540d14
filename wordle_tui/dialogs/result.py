"""The end of a game: the verdict, the history of the rows and the text to share."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Label, TextArea

from wordle_tui.core.game import Game, Mode, Status
from wordle_tui.core.settings import Settings
from wordle_tui.widgets.background import while_shown
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.navigation import close
from wordle_tui.widgets.status_bar import clock_text
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(50, 12)  # the three buttons on one line, the verdict and part of the rest
TYPING_PAUSE = 0.6  # seconds without a key before a letter is read as a command


class ResultScreen(ModalScreen[None]):
    """Over the finished board. Keys: c copy, n new game, m menu, s statistics, r review,
    Esc back to the board."""

    AUTO_FOCUS = None

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "letter('copy_share')", "Copy", priority=True, id="result.copy"),
        Binding("n", "letter('new_game')", "New game", priority=True, id="result.new"),
        Binding("ctrl+n", "new_game", "New game", show=False, priority=True, id="result.ctrl-n"),
        Binding("m", "letter('menu')", "Menu", priority=True, id="result.menu"),
        Binding("s", "letter('app.statistics')", "Stats", priority=True, id="result.statistics"),
        Binding("r", "letter('app.review')", "Review", priority=True, id="result.review"),
        Binding("escape", "close", "Board", priority=True, id="result.board"),
        # q may be the first letter of the next word typed too soon: quitting takes ctrl+q
        Binding("ctrl+q", "app.quit", "Quit", priority=True, id="result.quit"),
    ]

    def __init__(
        self,
        game: Game,
        *,
        high_contrast: bool,
        light: bool,
        clock: Callable[[], float] = time.monotonic,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.share_text = game.share(high_contrast=high_contrast, light=light)
        self.clock = clock
        self.typing_until: float | None = None  # letters before this belong to a word typed

    def on_key(self, event: events.Key) -> None:
        """A letter with no action here means the player is still typing words: the letter
        keys act only once the typing has paused (see :data:`TYPING_PAUSE`)."""
        if event.character and event.character.isalpha():
            self.typing_until = self.clock() + TYPING_PAUSE
            event.stop()

    async def action_letter(self, action: str) -> None:
        """A letter key's action, unless it comes in the middle of typing (a word begun on
        the board as the result came up, or typed on)."""
        now = self.clock()
        typing = self.typing_until is not None and now < self.typing_until
        self.typing_until = now + TYPING_PAUSE
        if typing:
            return
        await self.run_action(action)

    def compose(self) -> ComposeResult:
        game = self.game
        won = game.status is Status.WON
        verdict = game.result_message() if won else f"The word was {game.secret.upper()}"
        used = str(len(game.rows)) if won else "X"
        details = f"{game.title()} · {used}/{game.max_attempts} · {clock_text(game.seconds())}"
        if game.hard_mode:
            details += " · hard mode"
        with VerticalScroll(id="result", classes="-body"):
            yield Label(verdict or "", id="result-verdict", markup=False)
            yield Label(details, id="result-details", markup=False)
            with Center():  # small tiles: the whole history fits beside the share text
                yield Board(game.length, len(game.rows), id="result-history")
            yield TextArea(
                self.share_text,
                read_only=True,
                show_line_numbers=False,
                soft_wrap=False,
                id="result-share",
            )
            if game.mode is not Mode.DAILY and game.code:
                yield Label(
                    f"A friend can play this word: wordle-tui play --code {game.code}",
                    id="result-code",
                    markup=False,
                )
            with Center(), HorizontalGroup(id="result-buttons"):
                yield Button("Copy (c)", id="copy", variant="primary")
                yield Button("New game (n)", id="new")
                yield Button("Menu (m)", id="menu")
        yield Footer()
        yield TooSmall()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    def on_mount(self) -> None:
        self.query_one(Board).show_rows(self.game.rows)
        self.watch(self.app, "settings", self.show_share_style, init=False)

    @while_shown
    def show_share_style(self, settings: Settings) -> None:
        """The looks changed while the result is open: the emoji to copy follow them."""
        light = not self.app.current_theme.dark
        self.share_text = self.game.share(high_contrast=settings.high_contrast, light=light)
        self.query_one("#result-share", TextArea).text = self.share_text

    @on(Button.Pressed, "#copy")
    def action_copy_share(self) -> None:
        self.app.copy_to_clipboard(self.share_text)
        self.notify("Copied (if your terminal allows it); you can also select the text above.")

    @on(Button.Pressed, "#new")
    async def action_new_game(self) -> None:
        await self.app.run_action("new_practice")

    @on(Button.Pressed, "#menu")
    async def action_menu(self) -> None:
        await self.app.run_action("menu")

    def action_close(self) -> None:
        close(self, None)
