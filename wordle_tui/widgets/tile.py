"""One square of the board: a letter and, once revealed, its colour."""

from __future__ import annotations

from textual.reactive import reactive
from textual.widget import Widget

from wordle_tui.core.scoring import Mark

MARK_CLASSES = {Mark.CORRECT: "-correct", Mark.PRESENT: "-present", Mark.ABSENT: "-absent"}
# A cue that does not depend on colour: filled for the right spot, hollow for elsewhere.
MARK_SYMBOLS = {Mark.CORRECT: "●", Mark.PRESENT: "○", Mark.ABSENT: ""}


def empty_frame(width: int) -> str:
    """An empty one-line tile: ``▕▁▁▁▏``, its sides and its floor (rows stacked with no gap
    between them still read as a grid)."""
    if width < 3:
        return "▁" * width
    return "▕" + "▁" * (width - 2) + "▏"


class Tile(Widget):
    """A letter square. Its colours come from CSS classes, so themes restyle it."""

    # Unscoped: the size classes (-tiles-large…) sit on an ancestor such as the screen.
    SCOPED_CSS = False

    DEFAULT_CSS = """
    Tile {
        width: 3;
        height: 1;
        margin: 0 1 0 0;
        content-align: center middle;
        text-style: bold;
        /* Typed letters sit in empty squares: only a played row is filled with colour, so
           a row being typed never passes for a row of greys. */
        background: $tile-empty;
        color: $foreground;
    }
    Tile.-correct { background: $tile-correct; color: $tile-text; }
    Tile.-present { background: $tile-present; color: $tile-text; }
    Tile.-absent { background: $tile-absent; color: $tile-text; }
    App.-high-contrast Tile.-correct { background: $tile-correct-contrast; }
    App.-high-contrast Tile.-present { background: $tile-present-contrast; }
    Tile.-turning { text-opacity: 0%; background: $tile-typed-border; }
    /* An empty one-line tile (the compact boards) is a frame drawn as text (see render):
       a darker square alone nearly vanished (colour 234 on 233). */
    Tile.-empty { background: $background; color: $tile-empty-line; text-style: none; }
    App.-high-contrast Tile.-empty { color: $tile-empty-line-contrast; }

    .-tiles-medium Tile { width: 5; }
    /* Large tiles: a border in the background colour leaves a gap on every side. */
    .-tiles-large Tile { width: 7; height: 3; border: tall $background; }
    .-tiles-large Tile.-empty { background: $background; border: tall $tile-empty-border; }
    .-tiles-large Tile.-typed { background: $background; border: tall $tile-typed-border; }
    """

    DEFAULT_CLASSES = "-empty"

    letter: reactive[str] = reactive("")
    mark: reactive[Mark | None] = reactive(None)
    symbols: reactive[bool] = reactive(False)

    def render(self) -> str:
        text = self.letter.upper()
        if not text and self.outer_size.height == 1:
            return empty_frame(self.size.width)
        if self.symbols and self.mark is not None and text:
            text += MARK_SYMBOLS[self.mark]
        return text

    def show(self, letter: str, mark: Mark | None = None) -> None:
        """Show a letter, typed (no mark yet) or revealed."""
        self.letter = letter
        self.mark = mark
        self.set_class(not letter, "-empty")
        self.set_class(bool(letter) and mark is None, "-typed")
        for each, css_class in MARK_CLASSES.items():
            self.set_class(mark is each, css_class)

    def turning(self, halfway: bool) -> None:
        """The middle of a flip: the face is edge-on, so no letter shows."""
        self.set_class(halfway, "-turning")
