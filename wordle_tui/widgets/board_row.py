"""One row of the board, and its motions: reveal (flip), shake and bounce."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.timer import Timer

from wordle_tui.core.scoring import Mark
from wordle_tui.widgets.tile import Tile

FLIP_INTERVAL = 0.3  # seconds between two tiles starting to turn
FLIP_HALF = 0.15  # a tile shows its edge this long before its colour
SHAKE_STEPS = (-2, 2, -2, 2, -1, 1, 0)
SHAKE_DURATION = 0.6
BOUNCE_STAGGER = 0.1
BOUNCE_HEIGHT = 1
BOUNCE_UP = 0.15


class BoardRow(HorizontalGroup):
    """``length`` tiles in a line. Motions use timers, never sleeps, and can be cut short."""

    # Unscoped: the size classes (-tiles-large…) sit on an ancestor such as the screen.
    SCOPED_CSS = False

    DEFAULT_CSS = """
    BoardRow { width: auto; height: auto; }
    .-tiles-medium BoardRow { margin-bottom: 1; }
    """

    def __init__(self, length: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.length = length
        self._motion_timers: list[Timer] = []

    def compose(self) -> ComposeResult:
        for _ in range(self.length):
            yield Tile()

    @property
    def tiles(self) -> list[Tile]:
        return list(self.query_children(Tile))

    def show(self, letters: str, marks: Sequence[Mark] | None = None) -> None:
        """Show typed letters (no marks) or a played row (marks for every letter)."""
        for position, tile in enumerate(self.tiles):
            letter = letters[position] if position < len(letters) else ""
            mark = marks[position] if marks is not None else None
            tile.show(letter, mark)

    def _stop_motion(self) -> None:
        for timer in self._motion_timers:
            timer.stop()
        self._motion_timers.clear()
        self.styles.offset = (0, 0)
        for tile in self.tiles:
            tile.turning(False)
            tile.styles.offset = (0, 0)

    def _later(self, delay: float, callback: Callable[[], None]) -> None:
        if delay <= 0:  # a zero-delay Textual timer divides by zero
            callback()
        else:
            self._motion_timers.append(self.set_timer(delay, callback))

    def reveal(self, letters: str, marks: Sequence[Mark], done: Callable[[], None]) -> None:
        """Turn the tiles over one by one, 300 ms apart, then call ``done``."""
        self._stop_motion()
        self.show(letters)
        tiles = self.tiles
        for position, tile in enumerate(tiles):
            start = position * FLIP_INTERVAL

            def halfway(tile: Tile = tile) -> None:
                tile.turning(True)

            def land(tile: Tile = tile, position: int = position) -> None:
                tile.turning(False)
                tile.show(letters[position], marks[position])

            self._later(start, halfway)
            self._later(start + FLIP_HALF, land)
        self._later((len(tiles) - 1) * FLIP_INTERVAL + 2 * FLIP_HALF, done)

    def shake(self) -> None:
        """Wobble sideways for 600 ms: the row was refused."""
        self._stop_motion()
        step = SHAKE_DURATION / len(SHAKE_STEPS)
        for number, offset in enumerate(SHAKE_STEPS):

            def move(offset: int = offset) -> None:
                self.styles.offset = (offset, 0)

            self._later(number * step, move)

    def bounce(self) -> None:
        """Hop the tiles one after another: the row won."""
        self._stop_motion()
        for position, tile in enumerate(self.tiles):

            def up(tile: Tile = tile) -> None:
                tile.styles.offset = (0, -BOUNCE_HEIGHT)

            def down(tile: Tile = tile) -> None:
                tile.styles.offset = (0, 0)

            self._later(position * BOUNCE_STAGGER, up)
            self._later(position * BOUNCE_STAGGER + BOUNCE_UP, down)

    def set_symbols(self, symbols: bool) -> None:
        for tile in self.tiles:
            tile.symbols = symbols
