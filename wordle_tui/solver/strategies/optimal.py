"""The default strategy: fewest expected guesses, by search over decision trees.

One policy everywhere (the hint panel, the assistant, ``assist``, ``solve``,
watching the bot, the review), so the same position always gets the same
advice in the same order:

1. where a shipped decision tree (or table of the first two moves) knows the
   position, its move is played and shown first;
2. otherwise the ``width`` most promising guesses (by the search's own bound)
   are each followed by a fresh search, bounded by a node budget (fewer nodes
   with more attempts: a looser limit needs less looking ahead), and the
   suggestions are ordered by the expected guesses to finish (see
   :func:`~wordle_tui.solver.strategies.base.rank_order`).

Budgets of work and of positions, not the clock, bound the search, so the
advice does not depend on how busy the machine is: the same position gets the
same move under any load.
"""

from __future__ import annotations

import numpy as np

from wordle_tui.i18n import N_
from wordle_tui.solver.context import SolverContext, UnknownWord
from wordle_tui.solver.partition import PartitionStats, partition_stats
from wordle_tui.solver.position import Position
from wordle_tui.solver.search import INF, Progress, SearchTimeout, TreeSearch
from wordle_tui.solver.strategies.base import Cancel, Strategy, check_cancel, rank_order
from wordle_tui.solver.suggestion import Suggestion
from wordle_tui.solver.tree import DecisionTree, shipped_tree

# Guesses tried per position once a solution is known, by depth below the
# first guess, in the bench's search from scratch (the shipped trees): wide
# near the top (hard mode needs it there to reach the proven optimum),
# narrow deep down, where groups of look-alike words would otherwise make the
# search explode.
NORMAL_BEAM: tuple[int, ...] = (20, 20, 20, 10, 5, 3)
HARD_BEAM: tuple[int, ...] = (100, 100, 100, 20, 10, 5, 3, 2)
# Live decisions: guesses followed by a search at the position itself, and the beam below.
LIVE_WIDTH = 10
LIVE_BEAM: tuple[int, ...] = (6, 4, 3, 2)
# Pattern cells (guesses × candidates, summed over the positions searched) a live
# decision may read with 6 attempts (fewer with more attempts): about 0.1 s of work.
LIVE_WORK = 8_000_000
# Positions larger than this (candidates × guesses allowed) are too large to search
# live: their suggestions are ranked by the one-step estimate.
LIVE_SEARCH_CELLS = 1_500_000
# Positions a live decision may search with 6 attempts (fewer with more attempts);
# past it the guesses not yet searched keep their one-step estimate. A deterministic
# stop (about 0.5-1 s of CPU at most on a 2-core machine), in place of a wall-clock
# deadline that made the move depend on the machine's load.
LIVE_NODES = 4000
# Past the attempts (the bot keeps guessing), guesses planned for without a limit.
UNLIMITED_DEPTH = 30


def live_work_budget(attempts: int) -> int:
    """The work budget of a live decision: scales down, never up, with more attempts."""
    return max(LIVE_WORK // 4, LIVE_WORK * 6 // max(6, attempts))


def live_node_limit(attempts: int) -> int:
    """The positions a live decision may search: scales down, never up, with more attempts."""
    return max(LIVE_NODES // 4, LIVE_NODES * 6 // max(6, attempts))


class OptimalStrategy(Strategy):
    """Minimise the expected number of guesses (the proven optimum on the classic lists)."""

    name = "optimal"
    summary = N_("fewest expected guesses (tree search)")
    score_label = N_("guesses")  # expected guesses to finish, this one included
    lower_is_better = True
    decimals = 2
    figures = frozenset({"estimate"})

    def __init__(
        self,
        ctx: SolverContext,
        *,
        tree: DecisionTree | None = None,
        use_shipped_tree: bool = True,
        width: int = LIVE_WIDTH,
        beam: int | tuple[int, ...] = LIVE_BEAM,
        work_budget: int | None = None,
        answers_tree: DecisionTree | None = None,
    ) -> None:
        super().__init__(ctx)
        if tree is None and use_shipped_tree:
            tree = shipped_tree(ctx)
        self.tree = tree
        # Planning for any word, the answers tree is followed where the table says
        # nothing: answers carry nearly all the weight (the table overrides it wherever
        # that would find some accepted word too late).
        self.answers_tree = (
            answers_tree
            if answers_tree is not None or not (ctx.any_word and use_shipped_tree)
            else shipped_tree(ctx, kind="answers")
        )
        self.width = width
        self.beam = beam
        if work_budget is None:
            work_budget = live_work_budget(ctx.attempts)
        self.work_budget = work_budget
        # positions larger than this (cells) are ranked by the estimate (None: always search)
        self.search_cells: int | None = LIVE_SEARCH_CELLS
        self.progress: Progress | None = None  # told how far a decision has got

    # --- the one-step estimate (large positions, and the order tried) -----------

    def _mass(self, candidates: np.ndarray) -> float:
        weights = self.ctx.weights
        return float(len(candidates) if weights is None else weights[candidates].sum())

    def _own_weight(self, guess_ids: np.ndarray, is_candidate: np.ndarray) -> np.ndarray:
        weights = self.ctx.weights
        own = np.ones(len(guess_ids)) if weights is None else weights[guess_ids]
        return np.where(is_candidate, own, 0.0)

    def scores(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        """Estimated expected guesses, this one included (the one-step estimate)."""
        assert stats.estimate is not None
        mass = self._mass(position.candidates)
        own = self._own_weight(stats.guess_ids, is_candidate)
        if self.ctx.weights is not None:
            # the estimate counts words; scale it to the weight of the words
            estimate = stats.estimate * mass / max(1, stats.n)
        else:
            estimate = stats.estimate
        return (mass + estimate - own) / max(mass, 1e-12)

    def candidate_scores(self, position: Position) -> np.ndarray:
        """With one or two words left: 1 guess, or the first then the other."""
        candidates = position.candidates
        if len(candidates) == 1:
            return np.ones(1)
        weights = self.ctx.weights
        w = np.ones(2) if weights is None else weights[candidates]
        return np.array([(w[0] + 2 * w[1]) / w.sum(), (w[1] + 2 * w[0]) / w.sum()])

    # --- moves known in advance --------------------------------------------------

    def tree_guess(self, position: Position) -> str | None:
        """The shipped tree's move here, if it has one the bot may type.

        A tree built before the offensive words were left out may name one while
        other words are still possible: that move is not followed (the position is
        searched live, as one the tree does not hold).
        """
        if position.widened or position.pool is not None:
            return None
        guess = self.tree.guess_after(position.rows) if self.tree is not None else None
        answers = self.answers_tree
        if guess is None and answers is not None and self.ctx.is_answer[position.candidates].any():
            guess = answers.guess_after(position.rows)
        if guess is not None and not self._may_type(guess, position):
            return None
        return guess

    def _may_type(self, guess: str, position: Position) -> bool:
        try:
            return self.ctx.may_type(self.ctx.id_of(guess), position.candidates)
        except UnknownWord:
            return False

    def knows_move(self, position: Position) -> bool:
        return self.tree_guess(position) is not None

    def _tree_figure(self, position: Position) -> float | None:
        """Expected guesses from here when the shipped tree is complete (None: unknown)."""
        if self.tree is None or not self.tree.complete or self.ctx.weights is not None:
            return None
        node = self.tree.node_after(position.rows)
        if node is None:
            return None
        return node.expected_guesses([self.ctx.word(i) for i in position.candidates])

    def depth_left(self, position: Position) -> int:
        """Guesses left for every candidate; past the attempts, no limit."""
        left = self.ctx.attempts - position.turn
        return left if left >= 2 else UNLIMITED_DEPTH

    # --- the decision ----------------------------------------------------------------

    def ranked_suggestions(
        self, position: Position, top: int, cancel: Cancel | None
    ) -> list[Suggestion]:
        candidates = position.candidates
        stored = self.tree_guess(position)
        if stored is not None and top == 1:  # the move is known: no alternative to work out
            ids = np.array([self.ctx.id_of(stored)])
            stats = partition_stats(self.ctx.table, ids, candidates, self.figures)
            is_candidate = np.isin(ids, candidates)
            known = self._tree_figure(position)
            figure = (
                known if known is not None else float(self.scores(stats, is_candidate, position)[0])
            )
            return self.describe(position, stats, is_candidate, [0], [figure], [known is not None])
        stats, is_candidate = self.useful_stats(position, cancel)
        check_cancel(cancel)
        assert stats.estimate is not None
        ids = stats.guess_ids
        mass = self._mass(candidates)
        lower = 3 * len(candidates) - is_candidate - stats.groups
        estimate = self.scores(stats, is_candidate, position)
        tried = [int(i) for i in np.lexsort((ids, estimate, ~is_candidate, lower))]
        tried = tried[: max(top, self.width)]
        pinned = None
        if stored is not None:
            where = np.flatnonzero(ids == self.ctx.id_of(stored))
            if len(where):
                pinned = int(where[0])
                tried = [pinned, *(i for i in tried if i != pinned)]
        figures, exact = self._search_figures(position, stats, tried, mass, cancel)
        if pinned is not None:
            known = self._tree_figure(position)
            if known is not None:
                figures[0], exact[0] = known, True
        picked = np.asarray(tried, dtype=np.int64)
        order = rank_order(
            np.asarray(figures),
            lower_is_better=True,
            decimals=self.decimals,
            is_candidate=is_candidate[picked],
            familiarity=self.ctx.familiarity[ids[picked]],
            guess_ids=ids[picked],
        ).tolist()
        if pinned is not None:  # the shipped move is the bot's move: first
            order = [0, *(k for k in order if k != 0)]
        order = order[:top]
        return self.describe(
            position,
            stats,
            is_candidate,
            picked[order],
            [figures[k] for k in order],
            [exact[k] for k in order],
        )

    def _search_figures(
        self,
        position: Position,
        stats: PartitionStats,
        tried: list[int],
        mass: float,
        cancel: Cancel | None,
    ) -> tuple[list[float], list[bool]]:
        """Expected guesses to finish after each guess tried, by a fresh bounded search."""
        ctx = self.ctx
        candidates = position.candidates
        search = TreeSearch(ctx, beam=self.beam, cancel=cancel, weights=ctx.weights)
        search.work_budget = self.work_budget
        search.node_limit = live_node_limit(ctx.attempts)
        depth_left = self.depth_left(position)
        estimates = self.scores(stats, np.isin(stats.guess_ids, candidates), position)
        cells = len(candidates) * len(stats.guess_ids)
        if self.search_cells is not None and cells > self.search_cells:
            return [float(estimates[i]) for i in tried], [False] * len(tried)
        with search.covering(candidates):
            return self._figures_of(search, position, stats, tried, mass, estimates, depth_left)

    def _figures_of(
        self,
        search: TreeSearch,
        position: Position,
        stats: PartitionStats,
        tried: list[int],
        mass: float,
        estimates: np.ndarray,
        depth_left: int,
    ) -> tuple[list[float], list[bool]]:
        ctx = self.ctx
        candidates = position.candidates
        figures: list[float] = []
        exact: list[bool] = []
        timed_out = False
        for number, i in enumerate(tried):
            check_cancel(search.cancel)
            guess_id = int(stats.guess_ids[i])
            figure, known = float(estimates[i]), False
            if not timed_out:
                was_exhausted = search.exhausted
                patterns = ctx.table.row(guess_id, candidates)
                try:
                    cost = search.evaluate(
                        guess_id, patterns, candidates, position.rule, stats.guess_ids, depth_left
                    )
                    figure = cost / mass if cost < INF else float("inf")
                    known = not (was_exhausted or search.exhausted)
                except SearchTimeout:
                    timed_out = True
            figures.append(figure)
            exact.append(known)
            if self.progress is not None:
                self.progress((number + 1) / len(tried))
        return figures, exact
