"""The rows of a reviewed game, one per guess, with a marker on the guess being looked at."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import HorizontalGroup, VerticalGroup
from textual.message import Message
from textual.widgets import Label

from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import marks_of
from wordle_tui.textual_support.background import while_shown
from wordle_tui.widgets.board_row import BoardRow

MARKER = "▶"


class ReviewSteps(VerticalGroup):
    """Shows played rows; a click asks for that guess (the screen decides what to show)."""

    DEFAULT_CSS = """
    ReviewSteps { width: auto; height: auto; }
    ReviewSteps > .step { width: auto; height: 1; }
    ReviewSteps .marker { width: 2; color: $accent; text-style: bold; }
    ReviewSteps .step.-current .number { text-style: bold reverse; }
    ReviewSteps .number { width: 3; color: $text-muted; }
    """

    @dataclass
    class Selected(Message):
        """The player clicked the row of guess ``index`` (0-based)."""

        steps: ReviewSteps
        index: int

        @property
        def control(self) -> ReviewSteps:
            return self.steps

    def __init__(
        self, rows: list[Row], length: int, *, symbols: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.played = rows
        self.length = length
        self.symbols = symbols
        self.current = 0

    def compose(self) -> ComposeResult:
        for number in range(1, len(self.played) + 1):
            with HorizontalGroup(classes="step"):
                yield Label(classes="marker")
                yield Label(f"{number}.", classes="number")
                yield BoardRow(self.length)

    @while_shown
    def on_mount(self) -> None:
        for board_row, row in zip(self.query(BoardRow), self.played, strict=True):
            board_row.show(row.guess, marks_of(row.pattern, self.length))
            board_row.set_symbols(self.symbols)
        self.select(self.current)

    def select(self, index: int) -> None:
        """Put the marker on guess ``index``."""
        self.current = index
        for number, step in enumerate(self.query_children(".step")):
            step.set_class(number == index, "-current")
            step.query_one(".marker", Label).update(MARKER if number == index else "")

    def on_click(self, event: events.Click) -> None:
        for number, step in enumerate(self.query_children(".step")):
            if step.region.contains(event.screen_x, event.screen_y):
                self.post_message(self.Selected(self, number))
                return
