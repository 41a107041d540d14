"""One row of a marking board: its tiles, and a note on the right (words left, "check row")."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.widgets import Label

from wordle_tui.bots.marked_rows import RowState, RowView
from wordle_tui.textual_support.background import while_shown
from wordle_tui.widgets.mark_tile import MarkTile
from wordle_tui.widgets.texts import set_text


class MarkingRowView(HorizontalGroup):
    """One row: its tiles and a short note on the right (words left, "check this row")."""

    SCOPED_CSS = False  # the size classes (-tiles-large…) sit on the screen

    DEFAULT_CSS = """
    MarkingRowView { width: auto; height: auto; }
    .-tiles-medium MarkingRowView { margin-bottom: 1; }
    MarkingRowView > .row-note { width: 12; height: 1; color: $text-muted; margin: 0 0 0 1; }
    .-tiles-large MarkingRowView > .row-note { margin: 1 0 0 1; }
    MarkingRowView.-suspect > .row-note { color: $text-error; text-style: bold; }
    MarkingRowView.-marking > .row-note { color: $text; text-style: bold; }
    """

    def __init__(self, index: int, length: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.index = index
        self.length = length
        self._shown: tuple[RowView, str] = (RowView("", None, RowState.EMPTY), "")
        self._symbols = False
        self._ready = False  # the tiles exist

    def compose(self) -> ComposeResult:
        for column in range(self.length):
            yield MarkTile(self.index, column)
        yield Label("", classes="row-note", markup=False)

    @while_shown
    def on_mount(self) -> None:
        self._ready = True
        self.set_symbols(self._symbols)
        self.show(*self._shown)

    @while_shown
    def show(self, view: RowView, note: str = "") -> None:
        """Draw ``view``; before the tiles exist it is kept and drawn once they do."""
        self._shown = (view, note)
        if not self._ready:
            return
        for column, tile in enumerate(self.query_children(MarkTile)):
            letter = view.letters[column] if column < len(view.letters) else ""
            mark = view.marks[column] if view.marks is not None and letter else None
            tile.show(letter, mark)
            tile.set_cursor(view.cursor == column)
        self.set_class(view.state is RowState.MARKING, "-marking")
        self.set_class(view.suspect, "-suspect")
        set_text(self.query_one(".row-note", Label), note)

    @while_shown
    def set_symbols(self, symbols: bool) -> None:
        self._symbols = symbols
        for tile in self.query_children(MarkTile):
            tile.symbols = symbols
