"""The guess distribution: one bar per number of guesses, the latest game's bar highlighted."""

from __future__ import annotations

from collections.abc import Sequence

from textual.containers import VerticalGroup

from wordle_tui.core.statistics import bar_fractions
from wordle_tui.widgets.distribution_row import DistributionRow


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
