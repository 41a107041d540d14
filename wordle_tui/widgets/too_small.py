"""What a screen shows instead of a squashed layout when the terminal is too small."""

from __future__ import annotations

from textual.geometry import Size
from textual.widgets import Static


class TooSmall(Static):
    """Says how large the terminal must be; the screen shows it only when needed."""

    DEFAULT_CSS = """
    TooSmall {
        display: none;
        width: 100%;
        height: 100%;
        content-align: center middle;
        text-align: center;
        background: $background;
        color: $warning;
        text-style: bold;
    }
    """

    def check(self, needed: Size, actual: Size, advice: str = "") -> bool:
        """Show the message on the screen when ``actual`` is smaller; True when it fits.

        ``advice`` ends the message with another way out (", or close the hints (F3)").
        """
        fits = actual.width >= needed.width and actual.height >= needed.height
        self.screen.set_class(not fits, "-too-small")
        if not fits:
            self.update(
                f"Make the terminal at least {needed.width}×{needed.height} "
                f"(now {actual.width}×{actual.height}){advice}"
            )
        return fits
