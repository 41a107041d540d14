"""The end of a game: the verdict, the history of the rows and the text to share."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.widgets import Button, Label, TextArea

from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.playing import Status
from wordle_tui.core.saved import AnyGame
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.emoji_cells import as_drawn
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.status_bar import clock_text
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(50, 12)  # the three buttons on one line, the verdict and part of the rest
TYPING_PAUSE = 0.6  # seconds without a key before a letter is read as a command


def share_of(game: AnyGame, *, high_contrast: bool, light: bool) -> str:
    """The text to share: a multi-board game's boards' counts are the same in every look."""
    if isinstance(game, MultiGame):
        return game.share()
    return game.share(high_contrast=high_contrast, light=light)


class ResultScreen(Dialog[None]):
    """Over the finished board. Keys: c copy, n new game, m menu, s statistics, r review,
    Esc back to the board."""

    AUTO_FOCUS = None

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "letter('copy_share')", N_("Copy"), priority=True, id="result.copy"),
        Binding("n", "letter('new_game')", N_("New game"), priority=True, id="result.new"),
        Binding(
            "ctrl+n", "new_game", N_("New game"), show=False, priority=True, id="result.ctrl-n"
        ),
        Binding("m", "letter('menu')", N_("Menu"), priority=True, id="result.menu"),
        Binding(
            "s", "letter('app.statistics')", N_("Stats"), priority=True, id="result.statistics"
        ),
        Binding("r", "letter('app.review')", N_("Review"), priority=True, id="result.review"),
        Binding("escape", "close", N_("Board"), priority=True, id="result.board"),
        # q may be the first letter of the next word typed too soon: quitting takes ctrl+q
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="result.quit"),
    ]

    def __init__(
        self,
        game: AnyGame,
        *,
        high_contrast: bool,
        light: bool,
        new_game: str = "new_practice",
        clock: Callable[[], float] = time.monotonic,
        keycap_cells: int | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.new_game = new_game  # the app action of "New game": another of the same kind
        self.share_text = share_of(game, high_contrast=high_contrast, light=light)
        self.keycap_cells = keycap_cells  # the share text on screen, drawn as the terminal does
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
        if isinstance(game, MultiGame):
            verdict = (
                game.result_message()
                if won
                else _("Not solved: {words}").format(words=game.result_message())
            )
        else:
            verdict = (
                game.result_message()
                if won
                else _("The word was {word}").format(word=game.secret.upper())
            )
        used = str(len(game.guesses)) if won else "X"
        details = f"{game.title()} · {used}/{game.max_attempts} · {clock_text(game.seconds())}"
        if not isinstance(game, MultiGame) and game.hard_mode:
            details += " · " + _("hard mode")
        with VerticalScroll(id="result", classes="-body"):
            yield Label(verdict or "", id="result-verdict", markup=False)
            yield Label(details, id="result-details", markup=False)
            if not isinstance(game, MultiGame):  # the share text shows each board's count
                with Center():  # small tiles: the whole history fits beside the share text
                    yield Board(game.length, len(game.rows), id="result-history")
            yield TextArea(
                as_drawn(self.share_text, self.keycap_cells),
                read_only=True,
                show_line_numbers=False,
                soft_wrap=False,
                id="result-share",
            )
            if game.mode is not Mode.DAILY and game.code:
                friend = (
                    _("A friend can play these words: wordle-tui play --code {code}")
                    if isinstance(game, MultiGame)
                    else _("A friend can play this word: wordle-tui play --code {code}")
                )
                yield Label(friend.format(code=game.code), id="result-code", markup=False)
            with Center(), HorizontalGroup(id="result-buttons"):
                yield Button(_("Copy (c)"), id="copy", variant="primary")
                yield Button(_("New game (n)"), id="new")
                yield Button(_("Menu (m)"), id="menu")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    @while_shown
    def on_mount(self) -> None:
        if not isinstance(self.game, MultiGame):
            self.query_one(Board).show_rows(self.game.rows)
        self.watch(self.app, "settings", self.show_share_style, init=False)

    @while_shown
    def show_share_style(self, settings: Settings) -> None:
        """The looks changed while the result is open: the emoji to copy follow them."""
        light = not self.app.current_theme.dark
        self.share_text = share_of(self.game, high_contrast=settings.high_contrast, light=light)
        self.query_one("#result-share", TextArea).text = as_drawn(
            self.share_text, self.keycap_cells
        )

    @on(Button.Pressed, "#copy")
    def action_copy_share(self) -> None:
        self.app.copy_to_clipboard(self.share_text)
        self.notify(_("Copied (if your terminal allows it); you can also select the text above."))

    @on(Button.Pressed, "#new")
    async def action_new_game(self) -> None:
        await self.app.run_action(self.new_game)

    @on(Button.Pressed, "#menu")
    async def action_menu(self) -> None:
        await self.app.run_action("menu")

    def action_close(self) -> None:
        close(self, None)
