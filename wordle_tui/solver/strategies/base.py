"""One interface for every way of choosing the next guess."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

import numpy as np

from wordle_tui.solver import first_moves
from wordle_tui.solver.cancel import Cancel, Cancelled, check_cancel
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import PartitionStats, partition_stats
from wordle_tui.solver.position import Position
from wordle_tui.solver.suggestion import Suggestion

__all__ = ["Cancel", "Cancelled", "Strategy", "Suggestion", "check_cancel"]


class Strategy(ABC):
    """Chooses guesses; may guess any allowed word, not only possible answers."""

    name: ClassVar[str]
    summary: ClassVar[str]
    score_label: ClassVar[str]
    # The figures the strategy reads for every guess (the ones it shows are
    # computed for its few suggestions only).
    figures: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, ctx: SolverContext) -> None:
        self.ctx = ctx

    def choose(self, position: Position, cancel: Cancel | None = None) -> Suggestion:
        """The guess this strategy plays."""
        return self.suggest(position, top=1, cancel=cancel)[0]

    # Whether the empty board's moves may come from words/first-moves.json or the
    # user cache (the bench turns this off to measure the real work).
    use_stored_first_moves = True

    def suggest(
        self, position: Position, top: int = 10, cancel: Cancel | None = None
    ) -> list[Suggestion]:
        """The best ``top`` guesses, best first."""
        if self.use_stored_first_moves and position.turn == 0 and position.pool is None:
            stored = first_moves.lookup(self.ctx, self.name)
            if stored is not None and len(stored) >= min(top, first_moves.KEPT):
                return stored[:top]
            moves = self.compute_suggestions(position, max(top, first_moves.KEPT), cancel)
            first_moves.remember(self.ctx, self.name, moves)
            return moves[:top]
        return self.compute_suggestions(position, top, cancel)

    def compute_suggestions(
        self, position: Position, top: int = 10, cancel: Cancel | None = None
    ) -> list[Suggestion]:
        """The best ``top`` guesses, computed now."""
        check_cancel(cancel)
        candidates = position.candidates
        if len(candidates) <= 2:
            return self._candidate_moves(position, top)
        stats, is_candidate = self.useful_stats(position)
        check_cancel(cancel)
        chosen = self.order(stats, is_candidate, position)[:top]
        scores = self.scores(stats, is_candidate, position)[chosen]
        return self.describe(position, stats, is_candidate, chosen, scores)

    # --- what subclasses decide ----------------------------------------------

    @abstractmethod
    def order(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        """Indexes into ``stats``, best first; the last key is always the word order."""

    @abstractmethod
    def scores(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        """The figure shown for each guess."""

    # --- shared machinery ------------------------------------------------------

    def pool(self, position: Position) -> np.ndarray:
        """Guesses worth looking at: allowed by hard mode and not played before."""
        base = position.pool if position.pool is not None else None
        ids = self.ctx.allowed(position.rule, base)
        if position.rows:
            played = np.array([self.ctx.id_of(r.guess) for r in position.rows])
            ids = ids[~np.isin(ids, played)]
        return ids

    def useful_stats(self, position: Position) -> tuple[PartitionStats, np.ndarray]:
        """Stats of the guesses that split the candidates or could be the answer.

        Dropping guesses that do neither is what guarantees progress: every
        guess either wins or leaves fewer words.
        """
        ids = self.pool(position)
        stats = partition_stats(self.ctx.table, ids, position.candidates, self.figures)
        is_candidate = np.isin(stats.guess_ids, position.candidates)
        keep = (stats.groups > 1) | is_candidate
        if not keep.all():
            stats = stats.take(np.flatnonzero(keep))
            is_candidate = is_candidate[keep]
        return stats, is_candidate

    def describe(
        self,
        position: Position,
        stats: PartitionStats,
        is_candidate: np.ndarray,
        indices: np.ndarray | list[int],
        scores: np.ndarray | list[float],
        exact: list[bool] | None = None,
    ) -> list[Suggestion]:
        """Suggestions for the rows ``indices`` of ``stats``, with every figure filled in."""
        indices = np.asarray(indices, dtype=np.int64)
        ids = stats.guess_ids[indices]
        full = partition_stats(self.ctx.table, ids, position.candidates)
        return [
            Suggestion(
                guess=self.ctx.word(ids[k]),
                score=float(scores[k]),
                candidate=bool(is_candidate[i]),
                groups=int(full.groups[k]),
                worst=int(full.worst[k]),
                expected_left=float((full.sum_squares[k] - bool(is_candidate[i])) / max(1, full.n)),
                bits=float(full.entropy[k]),
                exact=True if exact is None else exact[k],
            )
            for k, i in enumerate(indices)
        ]

    def _candidate_moves(self, position: Position, top: int) -> list[Suggestion]:
        """With one or two words left, guess one of them (alphabetical order)."""
        n = len(position.candidates)
        out = []
        for guess_id in position.candidates[:top]:
            out.append(
                Suggestion(
                    guess=self.ctx.word(guess_id),
                    score=float(n),
                    candidate=True,
                    groups=n,
                    worst=1,
                    expected_left=(n - 1) / n,
                    bits=float(np.log2(n)),
                )
            )
        return out
