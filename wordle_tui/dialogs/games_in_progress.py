"""Every game left unfinished, to pick one and play on (a new game never throws one away)."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalGroup
from textual.widgets import Label, OptionList

from wordle_tui.core.saved import AnyGame, game_heading
from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.paging_list import PagingOptionList


def progress_label(game: AnyGame) -> str:
    """How a game in progress is offered: its title and the guess it is at."""
    return _("{game} · guess {number} of {attempts}").format(
        game=game_heading(game), number=len(game.guesses) + 1, attempts=game.max_attempts
    )


class GamesInProgressScreen(Dialog[AnyGame | None]):
    """Dismissed with the game to play on, or None."""

    AUTO_FOCUS = "#in-progress-list"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Back"), id="in-progress.back"),
        Binding("q", "app.quit", N_("Quit"), id="in-progress.quit"),
    ]

    def __init__(self, games: list[AnyGame], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.games = games

    def compose(self) -> ComposeResult:
        with VerticalGroup(id="in-progress", classes="-body"):
            yield Label(_("Games in progress"), id="in-progress-title")
            yield PagingOptionList(
                *(progress_label(game) for game in self.games), id="in-progress-list"
            )
        yield Footer()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        if 0 <= event.option_index < len(self.games):
            close(self, self.games[event.option_index])

    def action_cancel(self) -> None:
        close(self, None)
