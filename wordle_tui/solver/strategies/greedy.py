"""The one-step strategies: each ranks guesses by one figure of the split they make."""

from __future__ import annotations

import numpy as np

from wordle_tui.solver.partition import PartitionStats
from wordle_tui.solver.position import Position
from wordle_tui.solver.strategies.base import Strategy


class EntropyStrategy(Strategy):
    """The largest expected information (bits); ties → could be the answer → word order."""

    name = "entropy"
    summary = "largest expected information"
    score_label = "bits"
    figures = frozenset({"entropy"})

    def order(self, stats: PartitionStats, is_candidate: np.ndarray, position: Position):
        return np.lexsort((stats.guess_ids, ~is_candidate, -np.round(stats.entropy, 9)))

    def scores(self, stats, is_candidate, position):
        return stats.entropy


class PartsStrategy(Strategy):
    """The most distinct colour groups; ties → could be the answer → fewer expected left."""

    name = "parts"
    summary = "most distinct colour groups"
    score_label = "groups"
    figures = frozenset({"sum_squares"})

    def order(self, stats: PartitionStats, is_candidate: np.ndarray, position: Position):
        return np.lexsort((stats.guess_ids, stats.sum_squares, ~is_candidate, -stats.groups))

    def scores(self, stats, is_candidate, position):
        return stats.groups.astype(float)


class MinimaxStrategy(Strategy):
    """The smallest worst case (seed 000); ties → more groups → could be the answer → word order."""

    name = "minimax"
    summary = "smallest worst-case group"
    score_label = "worst case"
    figures = frozenset({"worst"})

    def order(self, stats: PartitionStats, is_candidate: np.ndarray, position: Position):
        return np.lexsort((stats.guess_ids, ~is_candidate, -stats.groups, stats.worst))

    def scores(self, stats, is_candidate, position):
        return stats.worst.astype(float)
