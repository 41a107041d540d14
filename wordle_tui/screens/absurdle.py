"""Absurdle on the board: the single game's screen, with the words still possible beside
each row (the host keeps the most it can)."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, HorizontalGroup
from textual.geometry import Size
from textual.widgets import Static

from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.screens.game import GameScreen
from wordle_tui.textual_support.tiles import NOTE_WIDTH
from wordle_tui.widgets.board import Board


def words_left_note(count: int) -> str:
    """``169 left`` after a guess, ``won`` for the one that cornered the host."""
    if count == 0:
        return _("cornered")
    return ngettext("{count} left", "{count} left", count).format(count=number(count))


class AbsurdleScreen(GameScreen):
    """Typing, reveals and the result are the board's; the hints are not offered (the host
    answers each guess to keep the most words, so the usual hints would mislead)."""

    NOTES = NOTE_WIDTH
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+n", "app.new_absurdle", N_("New game"), id="absurdle.new"),
        Binding("f3", "toggle_hints", N_("Hints"), show=False, id="absurdle.hints"),
    ]

    def __init__(self, game: AbsurdleGame, *args: Any, **kwargs: Any) -> None:
        kwargs["hints"] = False
        super().__init__(game, *args, **kwargs)
        self.absurdle = game

    def compose_board(self) -> ComposeResult:
        game = self.game
        with Center(), HorizontalGroup(id="absurdle-board"):
            yield Board(game.length, game.max_attempts, id="board")
            yield Static(id="absurdle-notes")

    def refresh_view(self) -> None:
        super().refresh_view()
        self._show_notes()

    def _show_notes(self) -> None:
        """Each revealed row's words left, on the row's middle line at the board's size."""
        tiles = self.tiles
        lines_per_row = tiles.lines if tiles is not None else 1
        middle = 1 if lines_per_row == 3 else 0
        game = self.absurdle
        notes = [(words_left_note(game.remaining[n]), "") for n in range(self.session.revealed)]
        if not game.is_over and not notes:  # the words the host holds before any guess (after
            # one, the last row's note says how many: said once, not twice)
            left = ngettext("{count} word", "{count} words", game.words_left)
            notes.append((left.format(count=number(game.words_left)), "dim"))
        text = Text(no_wrap=True, overflow="ellipsis")
        for note, style in notes:
            for line in range(lines_per_row):
                text.append((note if line == middle else "") + "\n", style=style)
        self.query_one("#absurdle-notes", Static).update(text)

    def _fit(self, size: Size) -> None:
        super()._fit(size)
        if self.is_mounted:
            self._show_notes()

    def action_toggle_hints(self) -> None:
        self.notify(_("No hints in Absurdle: Watch the bot shows how it corners the host."))
