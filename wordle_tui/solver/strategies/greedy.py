"""The one-step strategies: each ranks guesses by one figure of the split they make.

The order is the shared one (:func:`~wordle_tui.solver.strategies.base.rank_order`):
the strategy's figure as shown, then its own further figures, then a possible
answer, then the more familiar word.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from wordle_tui.i18n import N_
from wordle_tui.solver.partition import PartitionStats
from wordle_tui.solver.position import Position
from wordle_tui.solver.strategies.base import Strategy


class EntropyStrategy(Strategy):
    """The largest expected information (bits, equal to two decimals is a tie)."""

    name = "entropy"
    summary = N_("largest expected information")
    score_label = N_("bits")
    decimals = 2
    figures = frozenset({"entropy"})

    def scores(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        assert stats.entropy is not None
        return stats.entropy


class PartsStrategy(Strategy):
    """The most distinct colour groups; ties → fewer expected left → a possible answer."""

    name = "parts"
    summary = N_("most distinct colour groups")
    score_label = N_("groups")
    figures = frozenset({"sum_squares"})

    def scores(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        return stats.groups.astype(float)

    def tie_breaks(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> Sequence[np.ndarray]:
        assert stats.sum_squares is not None
        return (stats.sum_squares - is_candidate,)


class MinimaxStrategy(Strategy):
    """The smallest worst case (minimax); ties → more groups → a possible answer."""

    name = "minimax"
    summary = N_("smallest worst-case group")
    score_label = N_("worst case")
    lower_is_better = True
    figures = frozenset({"worst"})

    def scores(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        assert stats.worst is not None
        return stats.worst.astype(float)

    def tie_breaks(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> Sequence[np.ndarray]:
        return (-stats.groups,)
