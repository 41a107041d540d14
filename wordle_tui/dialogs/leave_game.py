"""Before a new game replaces a game in progress on the board: leave it, or keep playing.

The rule (docs and help say it too): a game left unfinished is never thrown away. It stays
in the games in progress (the ten most recent), resumable from the menu, and enters the
statistics and the history only once it is finished.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, HorizontalGroup, VerticalGroup
from textual.widgets import Button, Label

from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer


class LeaveGameScreen(Dialog[bool]):
    """Dismissed with True to leave the game (it is kept), False to go back to it."""

    AUTO_FOCUS = "#leave-no"  # Enter keeps playing: a stray Enter never leaves a game

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "leave", N_("Leave"), id="leave.yes"),
        Binding("n,escape", "stay", N_("Keep playing"), id="leave.no"),
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="leave.quit"),
    ]

    def __init__(self, title: str, guesses: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game_title = title
        self.guesses = guesses

    def compose(self) -> ComposeResult:
        with VerticalGroup(id="leave", classes="-body"):
            yield Label(
                _("Leave {game} for a new game?").format(game=self.game_title),
                id="leave-question",
                markup=False,
            )
            yield Label(
                _(
                    "It stays in your games in progress: the menu offers to continue it. "
                    "It counts in the statistics once finished."
                ),
                id="leave-rule",
                markup=False,
            )
            with Center(), HorizontalGroup(id="leave-buttons"):
                yield Button(_("Leave (y)"), id="leave-yes", variant="warning")
                yield Button(_("Keep playing (n)"), id="leave-no", variant="primary")
        yield Footer()

    @on(Button.Pressed, "#leave-yes")
    def action_leave(self) -> None:
        close(self, True)

    @on(Button.Pressed, "#leave-no")
    def action_stay(self) -> None:
        close(self, False)
