"""The guess distribution: one bar per number of guesses, the latest game's bar highlighted."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import Container, HorizontalGroup, VerticalGroup
from textual.widgets import Label

from wordle_tui.core.statistics import bar_fractions


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


class GuessDistribution(VerticalGroup):
    """Renders a distribution the core computed; it never counts anything itself."""

    DEFAULT_CSS = """
    GuessDistribution { height: auto; width: 1fr; }
    """

    async def show(self, distribution: Sequence[int], highlight: int | None) -> None:
        """Redraw every bar; ``highlight`` is the 0-based bar of the game just played."""
        fractions = bar_fractions(distribution)
        await self.remove_children()
        await self.mount_all(
            DistributionRow(number + 1, count, fraction, number == highlight)
            for number, (count, fraction) in enumerate(zip(distribution, fractions, strict=True))
        )

    @property
    def bars(self) -> list[DistributionRow]:
        return list(self.query_children(DistributionRow))
