"""A tile whose colour the player gives: a click cycles it, a cursor shows the one being set."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import events
from textual.message import Message
from textual.reactive import reactive

from wordle_tui.widgets.tile import Tile


class MarkTile(Tile):
    """A :class:`Tile` that reports clicks; the screen asks its model what a click does."""

    DEFAULT_CSS = """
    MarkTile.-cursor { text-style: bold underline; }
    .-tiles-large MarkTile.-cursor { border: tall $accent; }
    """

    cursor: reactive[bool] = reactive(False)

    @dataclass
    class Clicked(Message):
        """The player clicked the tile at ``row``, ``column``."""

        tile: MarkTile

        @property
        def control(self) -> MarkTile:
            return self.tile

        @property
        def row(self) -> int:
            return self.tile.row

        @property
        def column(self) -> int:
            return self.tile.column

    def __init__(self, row: int, column: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.row = row
        self.column = column

    def set_cursor(self, on: bool) -> None:
        self.cursor = on
        self.set_class(on, "-cursor")

    def render(self) -> str:
        """The tile being marked has pointers each side of its letter."""
        text = super().render()
        return f"▸{text}◂" if self.cursor else text

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Clicked(self))
