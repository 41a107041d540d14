"""One bar of the guess distribution: ``3 ████ 12``."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Container, HorizontalGroup
from textual.widgets import Label


class DistributionRow(HorizontalGroup):
    """``3 ████ 12``: the number of guesses, and a bar as long as its share of the longest."""

    DEFAULT_CSS = """
    DistributionRow { height: 1; width: 1fr; margin: 0 0 0 0; }
    DistributionRow > .guesses { width: 3; text-align: right; padding: 0 1 0 0; }
    DistributionRow > .track { width: 1fr; height: 1; }
    DistributionRow .bar { height: 1; min-width: 3; text-align: right; padding: 0 1 0 0;
                           background: $tile-absent; color: $tile-text; text-style: bold; }
    DistributionRow .bar.-highlight { background: $tile-correct; }
    App.-high-contrast DistributionRow .bar.-highlight { background: $tile-correct-contrast; }
    """

    def __init__(self, guesses: int, count: int, fraction: float, highlight: bool) -> None:
        super().__init__()
        self.guesses = guesses
        self.count = count
        self.fraction = fraction
        self.highlight = highlight

    def compose(self) -> ComposeResult:
        yield Label(str(self.guesses), classes="guesses")
        bar = Label(str(self.count), classes="bar -highlight" if self.highlight else "bar")
        bar.styles.width = f"{self.fraction * 100:.1f}%"
        yield Container(bar, classes="track")
