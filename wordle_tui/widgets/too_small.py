"""What a screen shows instead of a squashed layout when the terminal is too small."""

from __future__ import annotations

from textual.geometry import Size
from textual.widgets import Static

from wordle_tui.i18n import _


class TooSmall(Static):
    """Says how large the terminal must be; the screen shows it only when needed, above the
    Footer (which stays, so the keys to leave are in sight)."""

    DEFAULT_CSS = """
    TooSmall {
        display: none;
        width: 100%;
        height: 1fr;  /* the Footer keeps its line below */
        content-align: center middle;
        text-align: center;
        background: $background;
        color: $warning;
        text-style: bold;
    }
    """

    def check(self, needed: Size, actual: Size, *, close_hints: bool = False) -> bool:
        """Show the message on the screen when ``actual`` is smaller; True when it fits.

        ``close_hints``: closing the hint panel (F3) is another way out, and the message says so.
        """
        fits = actual.width >= needed.width and actual.height >= needed.height
        self.screen.set_class(not fits, "-too-small")
        if not fits:
            if close_hints:
                message = _(
                    "Make the terminal at least {needed} (now {actual}), or close the hints (F3)"
                )
            else:
                message = _("Make the terminal at least {needed} (now {actual})")
            self.update(
                message.format(
                    needed=f"{needed.width}×{needed.height}",
                    actual=f"{actual.width}×{actual.height}",
                )
            )
        return fits
