"""Every finished game, newest first; Enter opens a game's review."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.geometry import Size
from textual.message import Message
from textual.widgets import DataTable, Label

from wordle_tui.core.history import GameRecord, history_columns
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(50, 10)
ROWS_PER_BATCH = 250  # about 25 ms of table work between two screen refreshes


class HistoryScreen(Dialog[None]):
    """A table of the log; the selected game's review is asked of the app."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "review", N_("Review"), id="history.review"),
        Binding("escape", "close", N_("Back"), id="history.close"),
        Binding("q", "app.quit", N_("Quit"), id="history.quit"),
    ]

    @dataclass
    class ReviewAsked(Message):
        """The player chose a game to review."""

        record: GameRecord

    def __init__(self, records: list[GameRecord], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.records = records  # newest first

    def compose(self) -> ComposeResult:
        with Vertical(id="history", classes="-body"):
            if not self.records:
                yield Label(_("No finished games yet: play one!"), id="history-empty")
            yield DataTable(cursor_type="row", zebra_stripes=True, id="history-table")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_mount(self) -> None:
        count = len(self.records)
        self.query_one("#history").border_title = ngettext(
            "History · {count} game", "History · {count} games", count
        ).format(count=number(count))
        table = self.query_one(DataTable)
        table.add_columns(*history_columns())
        table.display = bool(self.records)
        table.focus()
        self._add_rows(0)

    @while_shown
    def _add_rows(self, start: int) -> None:
        """Fill the table a batch at a time, so a long history never freezes the screen."""
        table = self.query_one(DataTable)
        end = min(start + ROWS_PER_BATCH, len(self.records))
        for index in range(start, end):
            # Text, not str: a cell is never read as markup
            cells = (Text(cell) for cell in self.records[index].cells())
            table.add_row(*cells, key=str(index))
        if end < len(self.records):
            self.call_after_refresh(self._add_rows, end)

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    @on(DataTable.RowSelected)
    def _chosen(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value is not None:
            self.post_message(self.ReviewAsked(self.records[int(event.row_key.value)]))

    @while_shown
    def action_review(self) -> None:
        """Review the game under the cursor (Enter does the same)."""
        table = self.query_one(DataTable)
        if self.records and 0 <= table.cursor_row < len(self.records):
            self.post_message(self.ReviewAsked(self.records[table.cursor_row]))

    def action_close(self) -> None:
        close(self, None)
