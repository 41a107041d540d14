"""The grid of tiles: one row per attempt, drawn from a :class:`PlaySession`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.containers import VerticalGroup

from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import marks_of
from wordle_tui.core.session import PlaySession
from wordle_tui.widgets.board_row import BoardRow


class Board(VerticalGroup):
    """A view of the session's rows; it never decides what a row is worth."""

    DEFAULT_CSS = """
    Board { width: auto; height: auto; }
    """

    def __init__(self, length: int, attempts: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.length = length
        self.attempts = attempts

    def compose(self) -> ComposeResult:
        for _ in range(self.attempts):
            yield BoardRow(self.length)

    @property
    def rows(self) -> list[BoardRow]:
        return list(self.query_children(BoardRow))

    def show_rows(self, rows: list[Row]) -> None:
        """Show played rows with their colours (the result screen's history matrix)."""
        for board_row, row in zip(self.rows, rows, strict=False):
            board_row.show(row.guess, marks_of(row.pattern, self.length))

    def show_session(self, session: PlaySession) -> None:
        """Draw every row that is not in the middle of a reveal."""
        played = session.game.rows
        for index, board_row in enumerate(self.rows):
            if index < session.revealed:
                row = played[index]
                board_row.show(row.guess, marks_of(row.pattern, self.length))
            elif index < len(played):
                continue  # being revealed: its motion owns the tiles
            elif index == len(played) and not session.game.is_over:
                board_row.show(session.typed)
            else:
                board_row.show("")

    def reveal(self, index: int, row: Row, done: Callable[[], None]) -> None:
        self.rows[index].reveal(row.guess, marks_of(row.pattern, self.length), done)

    def shake(self, index: int) -> None:
        self.rows[index].shake()

    def bounce(self, index: int) -> None:
        self.rows[index].bounce()

    def set_symbols(self, symbols: bool) -> None:
        for board_row in self.rows:
            board_row.set_symbols(symbols)
