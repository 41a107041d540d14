"""Rows of tiles whose colours the player gives, drawn from the session's row views."""

from __future__ import annotations

from collections.abc import Sequence

from textual.containers import VerticalGroup

from wordle_tui.bots.marked_rows import RowView
from wordle_tui.widgets.marking_row import MarkingRowView


class MarkingBoard(VerticalGroup):
    """As many rows as the session has; it never decides what a click or a key does."""

    DEFAULT_CSS = """
    MarkingBoard { width: auto; height: auto; }
    """

    def __init__(self, length: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.length = length
        self.symbols = False

    @property
    def rows(self) -> list[MarkingRowView]:
        return list(self.query_children(MarkingRowView))

    def show(self, views: Sequence[RowView], notes: Sequence[str] = ()) -> None:
        """Draw the rows (adding or removing some when their number changed)."""
        rows = self.rows
        if len(rows) < len(views):
            added = [MarkingRowView(i, self.length) for i in range(len(rows), len(views))]
            for row in added:
                row.set_symbols(self.symbols)
            self.mount_all(added)
            rows += added
        for row in rows[len(views) :]:
            row.remove()
        for index, (row, view) in enumerate(zip(rows, views, strict=False)):
            row.show(view, notes[index] if index < len(notes) else "")

    def set_symbols(self, symbols: bool) -> None:
        self.symbols = symbols
        for row in self.rows:
            row.set_symbols(symbols)
