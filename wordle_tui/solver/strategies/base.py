"""One interface for every way of choosing the next guess, and the one order of its advice.

Every place that shows suggestions (the hint panel, the assistant, ``assist``,
``solve``, the review) asks a strategy for them, and a strategy orders them in
one way, written once here (:func:`rank_order`): by the figure shown first
(the strategy's ``score``), compared at the precision it is shown with, so
figures that read the same count as equal; then by the strategy's own further
figures (``tie_breaks``); then a word that could be the answer; then the more
familiar word (Zipf frequency); then word order. The first suggestion is the
move the bot plays.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar

import numpy as np

from wordle_tui.solver import first_moves
from wordle_tui.solver.cancel import Cancel, Cancelled, check_cancel
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import PartitionStats, partition_stats
from wordle_tui.solver.position import Position
from wordle_tui.solver.suggestion import Suggestion

__all__ = ["Cancel", "Cancelled", "Strategy", "Suggestion", "check_cancel", "rank_order"]


def rank_order(
    shown: np.ndarray,
    *,
    lower_is_better: bool,
    decimals: int,
    is_candidate: np.ndarray,
    familiarity: np.ndarray,
    guess_ids: np.ndarray,
    tie_breaks: Sequence[np.ndarray] = (),
) -> np.ndarray:
    """Indexes best first: the shown figure (equal when equal as shown), then ``tie_breaks``
    (smaller first), then a possible answer, then the more familiar word, then word order."""
    rounded = np.round(np.asarray(shown, dtype=np.float64), decimals)
    rounded = np.where(np.isnan(rounded), np.inf, rounded if lower_is_better else -rounded)
    keys = (guess_ids, -familiarity, ~is_candidate, *reversed(tie_breaks), rounded)
    return np.lexsort(keys)


class Strategy(ABC):
    """Chooses guesses; may guess any allowed word, not only possible answers."""

    name: ClassVar[str]
    summary: ClassVar[str]
    score_label: ClassVar[str]  # the figure shown first, which orders the suggestions
    lower_is_better: ClassVar[bool] = False
    decimals: ClassVar[int] = 0  # the figure's shown precision: equal as shown is a tie
    # The figures the strategy reads for every guess (the ones it shows are
    # computed for its few suggestions only).
    figures: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, ctx: SolverContext) -> None:
        self.ctx = ctx

    def choose(self, position: Position, cancel: Cancel | None = None) -> Suggestion:
        """The guess this strategy plays: its first suggestion."""
        return self.suggest(position, top=1, cancel=cancel)[0]

    # Whether the empty board's moves may come from words/first-moves.json or the
    # user cache (the bench turns this off to measure the real work).
    use_stored_first_moves = True

    def suggest(
        self, position: Position, top: int = 10, cancel: Cancel | None = None
    ) -> list[Suggestion]:
        """The best ``top`` guesses, best first."""
        if self.use_stored_first_moves and position.turn == 0 and position.pool is None:
            stored = first_moves.lookup(self.ctx, self.name, top)
            if stored is not None:
                return stored[:top]
            if top == 1 and self.knows_move(position):
                # only the move is wanted and it is known: the alternatives can wait
                return self.compute_suggestions(position, 1, cancel)
            moves = self.compute_suggestions(position, max(top, first_moves.KEPT), cancel)
            first_moves.remember(self.ctx, self.name, moves)
            return moves[:top]
        return self.compute_suggestions(position, top, cancel)

    def knows_move(self, position: Position) -> bool:
        """The move here is known in advance (a shipped tree), with no search."""
        return False

    def compute_suggestions(
        self, position: Position, top: int = 10, cancel: Cancel | None = None
    ) -> list[Suggestion]:
        """The best ``top`` guesses, computed now."""
        check_cancel(cancel)
        if len(self._typeable_candidates(position)) and len(position.candidates) <= 2:
            return self._candidate_moves(position, top)
        return self.ranked_suggestions(position, top, cancel)

    def _typeable_candidates(self, position: Position) -> np.ndarray:
        """The words still possible that the bot may type now (docs/bot.md: an offensive
        word only when it is the last)."""
        candidates = position.candidates
        return candidates if len(candidates) == 1 else self.ctx.playable(candidates)

    def ranked_suggestions(
        self, position: Position, top: int, cancel: Cancel | None
    ) -> list[Suggestion]:
        """The best ``top`` guesses with three or more candidates left."""
        stats, is_candidate = self.useful_stats(position, cancel)
        check_cancel(cancel)
        chosen = self.order(stats, is_candidate, position)[:top]
        scores = self.scores(stats, is_candidate, position)[chosen]
        return self.describe(position, stats, is_candidate, chosen, scores)

    def order(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        """Indexes into ``stats``, best first (the one ranking, see :func:`rank_order`)."""
        return rank_order(
            self.scores(stats, is_candidate, position),
            lower_is_better=self.lower_is_better,
            decimals=self.decimals,
            is_candidate=is_candidate,
            familiarity=self.ctx.familiarity[stats.guess_ids],
            guess_ids=stats.guess_ids,
            tie_breaks=self.tie_breaks(stats, is_candidate, position),
        )

    # --- what subclasses decide ----------------------------------------------

    @abstractmethod
    def scores(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        """The figure shown first for each guess (it orders them)."""

    def tie_breaks(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> Sequence[np.ndarray]:
        """Further figures (smaller first) for guesses whose shown figure is equal."""
        return ()

    # --- shared machinery ------------------------------------------------------

    def pool(self, position: Position) -> np.ndarray:
        """Guesses worth looking at: allowed by hard mode, not offensive (``ctx.allowed``) and
        not played before."""
        base = position.pool if position.pool is not None else None
        ids = self.ctx.allowed(position.rule, base)
        if position.rows:
            played = np.array([self.ctx.id_of(r.guess) for r in position.rows])
            ids = ids[~np.isin(ids, played)]
        return ids

    def useful_stats(
        self, position: Position, cancel: Cancel | None = None
    ) -> tuple[PartitionStats, np.ndarray]:
        """Stats of the guesses that split the candidates or could be the answer.

        Dropping guesses that do neither is what guarantees progress: every
        guess either wins or leaves fewer words.

        When none does (hard mode, every word left offensive, and no word hard mode
        allows tells them apart), hard mode's way out: the words the bot may type that
        tell them apart, whatever hard mode asks (docs/bot.md). Only when no such word
        exists at all are the words left themselves the guesses, as each may be the
        secret.
        """
        ids = self.pool(position)
        stats = partition_stats(self.ctx.table, ids, position.candidates, self.figures, cancel)
        is_candidate = np.isin(stats.guess_ids, position.candidates)
        keep = (stats.groups > 1) | is_candidate
        if not keep.any():
            played = [self.ctx.id_of(row.guess) for row in position.rows]
            escape = self.ctx.escape_pool(position.candidates)
            escape = escape[~np.isin(escape, played)]
            stats = partition_stats(
                self.ctx.table, escape, position.candidates, self.figures, cancel
            )
            splits = stats.groups > 1
            if splits.any():
                return stats.take(np.flatnonzero(splits)), np.zeros(int(splits.sum()), bool)
            ids = position.candidates[~np.isin(position.candidates, played)]
            stats = partition_stats(self.ctx.table, ids, position.candidates, self.figures, cancel)
            return stats, np.ones(len(ids), dtype=bool)
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
        assert full.worst is not None and full.sum_squares is not None
        assert full.entropy is not None
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

    def candidate_scores(self, position: Position) -> np.ndarray:
        """The shown figure of guessing each of the one or two words left."""
        candidates = position.candidates
        stats = partition_stats(self.ctx.table, candidates, candidates, self.figures)
        return self.scores(stats, np.ones(len(candidates), dtype=bool), position)

    def _candidate_moves(self, position: Position, top: int) -> list[Suggestion]:
        """With one or two words left, guess one of them (the likelier, then the familiar;
        of two, never an offensive one)."""
        candidates = position.candidates
        n = len(candidates)
        weights = self.ctx.weights
        heavier = -weights[candidates] if weights is not None else np.zeros(n)
        familiar = self.ctx.familiarity[candidates]
        typeable = np.isin(candidates, self._typeable_candidates(position))
        order = np.lexsort((candidates, -familiar, heavier, ~typeable))
        order = order[typeable[order]]
        scores = self.candidate_scores(position)
        out = []
        for k in order[:top]:
            out.append(
                Suggestion(
                    guess=self.ctx.word(candidates[k]),
                    score=float(scores[k]),
                    candidate=True,
                    groups=n,
                    worst=1,
                    expected_left=(n - 1) / n,
                    bits=float(np.log2(n)),
                )
            )
        return out
