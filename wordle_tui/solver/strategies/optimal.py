"""The default strategy: fewest expected guesses, by search over decision trees.

On the shipped lists the move comes from a precomputed tree. Elsewhere the
search of :mod:`wordle_tui.solver.search` runs: exactly (within its beam)
for the bench and for positions small enough, and as a one-step estimate
when a position is too large to finish in a blink (a hint must not wait).
"""

from __future__ import annotations

import time

import numpy as np

from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import PartitionStats
from wordle_tui.solver.position import Position
from wordle_tui.solver.search import INF, Progress, SearchTimeout, TreeSearch
from wordle_tui.solver.strategies.base import Cancel, Strategy, check_cancel
from wordle_tui.solver.suggestion import Suggestion
from wordle_tui.solver.tree import DecisionTree, shipped_tree

# Guesses tried per position once a solution is known, by depth below the
# first guess: wide near the top (hard mode needs it there to reach the proven
# optimum), narrow deep down, where groups of look-alike words would otherwise
# make the search explode.
NORMAL_BEAM: tuple[int, ...] = (20, 20, 20, 10, 5, 3)
HARD_BEAM: tuple[int, ...] = (100, 100, 100, 20, 10, 5, 3, 2)
# Interactive use: search exactly up to this many candidates, estimate above.
INTERACTIVE_EXACT_LIMIT = 150
INTERACTIVE_BEAM: tuple[int, ...] = (10, 10, 5, 3)
# Interactive use: the alternatives shown after the best move get an exact
# figure only up to this many candidates (an estimate above).
INTERACTIVE_ALTERNATIVES_LIMIT = 30
# Interactive use: time given to the exact search before an estimate is used instead.
INTERACTIVE_BUDGET_SECONDS = 0.04


class OptimalStrategy(Strategy):
    """Minimise the expected number of guesses (the proven optimum on the classic lists)."""

    name = "optimal"
    summary = "fewest expected guesses (tree search)"
    score_label = "expected guesses"
    figures = frozenset({"estimate"})

    def __init__(
        self,
        ctx: SolverContext,
        *,
        tree: DecisionTree | None = None,
        use_shipped_tree: bool = True,
        interactive: bool = True,
        beam: int | tuple[int, ...] | None = None,
    ) -> None:
        super().__init__(ctx)
        if tree is None and use_shipped_tree:
            tree = shipped_tree(ctx.words, ctx.hard, ctx.attempts)
        self.tree = tree
        self.interactive = interactive
        self.progress: Progress | None = None  # told how far a long search has got
        full_beam = HARD_BEAM if ctx.hard else NORMAL_BEAM
        self.search = TreeSearch(ctx, beam=beam or (INTERACTIVE_BEAM if interactive else full_beam))

    def order(self, stats: PartitionStats, is_candidate: np.ndarray, position: Position):
        """Lower bound first (as the search tries them), then the estimated cost."""
        n = stats.n
        lower = 3 * n - is_candidate - stats.groups
        return np.lexsort((stats.guess_ids, stats.estimate - is_candidate, lower))

    def scores(self, stats, is_candidate, position):
        """Estimated expected guesses, this one included."""
        return (stats.n + stats.estimate - is_candidate) / max(1, stats.n)

    def tree_guess(self, position: Position) -> str | None:
        if self.tree is None or position.widened:
            return None
        return self.tree.guess_after(position.rows)

    def is_quick(self, position: Position) -> bool:
        """Too large to search exactly in interactive use: estimate instead."""
        return self.interactive and len(position.candidates) > INTERACTIVE_EXACT_LIMIT

    def compute_suggestions(
        self, position: Position, top: int = 10, cancel: Cancel | None = None
    ) -> list[Suggestion]:
        check_cancel(cancel)
        n = len(position.candidates)
        if n <= 2:
            return self._candidate_moves(position, top)
        stats, is_candidate = self.useful_stats(position)
        check_cancel(cancel)
        estimates = self.scores(stats, is_candidate, position)
        self.search.cancel = cancel
        best_id, best_score = self._best_move(position, stats, estimates)
        ranked = [int(i) for i in self.order(stats, is_candidate, position)]
        where = np.flatnonzero(stats.guess_ids == best_id)
        if len(where):
            first = int(where[0])
            ranked = [first, *(i for i in ranked if i != first)]
        # Alternatives are only for display: worked out exactly for small positions
        # only (in interactive use the estimate must do above a few dozen words).
        limit = INTERACTIVE_ALTERNATIVES_LIMIT if self.interactive else INTERACTIVE_EXACT_LIMIT
        exact = n <= limit and position.turn > 0
        depth_left = self.ctx.attempts - position.turn
        self._start_clock()
        rows: list[int] = []
        scores: list[float] = []
        known_flags: list[bool] = []
        for rank, i in enumerate(ranked[:top]):
            score, known = float(estimates[i]), False
            if rank == 0 and best_score is not None:
                score, known = best_score, True
            elif exact:
                check_cancel(cancel)
                guess_id = int(stats.guess_ids[i])
                patterns = self.ctx.table.row(guess_id, position.candidates)
                try:
                    cost = self.search.evaluate(
                        guess_id, patterns, position.candidates, position.rule, None, depth_left
                    )
                    score, known = (cost / n if cost < INF else float("inf")), True
                except SearchTimeout:
                    exact = False
            rows.append(i)
            scores.append(score)
            known_flags.append(known)
        self.search.deadline = None
        out = self.describe(position, stats, is_candidate, rows, scores, known_flags)
        head, rest = out[:1], out[1:]
        rest.sort(key=lambda s: s.score)  # alternatives by their (exact or estimated) figure
        return head + rest

    def _start_clock(self) -> None:
        """Interactive use gives the exact search a short budget, then estimates."""
        if self.interactive:
            self.search.deadline = time.perf_counter() + INTERACTIVE_BUDGET_SECONDS
        else:
            self.search.deadline = None

    def _best_move(
        self, position: Position, stats: PartitionStats, estimates: np.ndarray
    ) -> tuple[int, float | None]:
        """The move to play and its expected guesses when known exactly."""
        n = len(position.candidates)
        tree_move = self.tree_guess(position)
        if tree_move is not None:
            node = self.tree.node_after(position.rows) if self.tree else None
            secrets = [self.ctx.word(i) for i in position.candidates]
            expected = node.expected_guesses(secrets) if node is not None else None
            return self.ctx.id_of(tree_move), expected
        depth_left = self.ctx.attempts - position.turn
        if position.turn == 0 and not position.widened and self.ctx.table.full is not None:
            # the empty board: choose the opener by search (done once, then stored)
            self.search.deadline = None
            cost, guess_id = self.search.best_first_guess(
                position.candidates, depth_left, progress=self.progress
            )
            if guess_id >= 0 and cost < INF:
                return guess_id, cost / n
        elif not self.is_quick(position):
            self._start_clock()
            try:
                cost, guess_id = self.search.solve(
                    position.candidates, position.rule, None, depth_left
                )
                if guess_id >= 0 and cost < INF:
                    return guess_id, cost / n
            except SearchTimeout:
                pass
            finally:
                self.search.deadline = None
        best = int(np.lexsort((stats.guess_ids, estimates))[0])
        return int(stats.guess_ids[best]), None
