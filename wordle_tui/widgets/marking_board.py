"""Rows of tiles whose colours the player gives, drawn from the session's row views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.containers import VerticalGroup

from wordle_tui.bots.marked_rows import RowView
from wordle_tui.textual_support.background import while_shown
from wordle_tui.widgets.marking_row import MarkingRowView


class MarkingBoard(VerticalGroup):
    """As many rows as the session has; it never decides what a click or a key does."""

    DEFAULT_CSS = """
    MarkingBoard { width: auto; height: auto; }
    """

    def __init__(self, length: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.length = length
        self.symbols = False
        # The rows shown, kept here: a removed row leaves the DOM only later, and must not
        # be drawn on meanwhile (its tiles may be gone).
        self._rows: list[MarkingRowView] = []

    @property
    def rows(self) -> list[MarkingRowView]:
        return list(self._rows)

    @while_shown
    def reset(self, length: int) -> None:
        """A new game: no rows, and tiles of ``length`` from now on."""
        for row in self._rows:
            row.remove()
        self._rows = []
        self.length = length

    @while_shown
    def show(self, views: Sequence[RowView], notes: Sequence[str] = ()) -> None:
        """Draw the rows (adding or removing some when their number changed)."""
        rows = self._rows
        if len(rows) < len(views):
            added = [MarkingRowView(i, self.length) for i in range(len(rows), len(views))]
            for row in added:
                row.set_symbols(self.symbols)
            self.mount_all(added)
            rows.extend(added)
        for row in rows[len(views) :]:
            row.remove()
        del rows[len(views) :]
        for index, (row, view) in enumerate(zip(rows, views, strict=False)):
            row.show(view, notes[index] if index < len(notes) else "")

    def set_symbols(self, symbols: bool) -> None:
        self.symbols = symbols
        for row in self.rows:
            row.set_symbols(symbols)
