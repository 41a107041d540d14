"""Play every answer with a strategy and measure: total, mean, worst, failures, time, memory.

Strategies are deterministic, so a game depends only on what was seen: the
bench builds the strategy's decision tree once (one decision per distinct
position, not one per game) and reads every game off it. The tree can be
saved, which is how the shipped trees are made.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import split_by_pattern
from wordle_tui.solver.position import Position, start_position
from wordle_tui.solver.search import INF, TreeNode, TreeSearch
from wordle_tui.solver.strategies import make_strategy
from wordle_tui.solver.strategies.base import Cancel, Strategy, check_cancel
from wordle_tui.solver.strategies.optimal import HARD_BEAM, NORMAL_BEAM
from wordle_tui.solver.tree import DecisionTree

Progress = Callable[[float], None]
# First guesses the optimal search compares when none is given.
OPENER_TRIES = 12
# Positions the search may visit while looking for a tree within the attempts.
SEARCH_NODE_BUDGET = 400_000
# Games longer than this are cut off and counted as failures of the strategy.
MAX_TURNS = 30


@dataclass
class BenchResult:
    """What ``wordle-tui bench`` prints."""

    strategy: str
    hard: bool
    games: int
    total: int
    max: int
    distribution: dict[int, int]
    failures: list[str]
    seconds: float
    peak_rss_mb: float | None  # None where the system offers no measure (Windows)
    opener: str
    tree: DecisionTree | None = field(default=None, repr=False)

    @property
    def mean(self) -> float:
        return self.total / self.games if self.games else 0.0

    def to_json(self) -> dict:
        return {
            "strategy": self.strategy,
            "hard": self.hard,
            "opener": self.opener,
            "games": self.games,
            "total": self.total,
            "mean": round(self.mean, 4),
            "max": self.max,
            "distribution": {str(k): v for k, v in sorted(self.distribution.items())},
            "failures": self.failures,
            "seconds": round(self.seconds, 2),
            "peak_rss_mb": None if self.peak_rss_mb is None else round(self.peak_rss_mb, 1),
        }


def peak_rss_mb() -> float | None:
    """The process's peak resident memory so far, in MB; None where ``resource`` is missing.

    ``resource`` is POSIX only: imported here, so the bench (and every command)
    still runs on Windows, without the memory figure.
    """
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _strategy_tree(
    strategy: Strategy,
    position: Position,
    targets: set[int],
    opener: int | None,
    done: Callable[[int], None],
    cancel: Cancel | None,
) -> TreeNode:
    """The strategy's moves for every position that a target secret can reach."""
    ctx = strategy.ctx
    check_cancel(cancel)
    if opener is not None and not position.rows:
        guess_id = opener
    else:
        guess_id = ctx.id_of(strategy.choose(position, cancel).guess)
    word = ctx.word(guess_id)
    node = TreeNode(word)
    patterns = ctx.table.row(guess_id, position.candidates)
    pool = ctx.allowed(position.rule, position.pool)
    for pattern, group in split_by_pattern(patterns, position.candidates):
        hits = targets.intersection(group.tolist())
        if not hits:
            continue
        if pattern == ctx.solved:
            done(1)
            continue
        if position.turn + 1 >= MAX_TURNS:
            done(len(hits))
            continue
        rows = (*position.rows, Row(word, pattern))
        rule = position.rule.with_row(rows[-1]) if ctx.hard else position.rule
        child = Position(rows, group, position.widened, rule, pool)
        node.children[pattern] = _strategy_tree(strategy, child, hits, None, done, cancel)
    return node


def run_bench(
    ctx: SolverContext,
    strategy_name: str = "optimal",
    *,
    opener: str | None = None,
    limit: int | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    beam: int | None = None,
    opener_tries: int = OPENER_TRIES,
) -> BenchResult:
    """Play the first ``limit`` answers (all by default) and collect the figures."""
    started = time.perf_counter()
    answers = ctx.answer_ids if limit is None else np.sort(ctx.answer_ids)[:limit]
    targets = {int(i) for i in answers}
    opener_id = ctx.id_of(opener) if opener is not None else None
    finished = 0

    def done(count: int) -> None:
        nonlocal finished
        finished += count
        if progress is not None:
            progress(finished / len(targets))

    if strategy_name == "optimal":
        root = _optimal_tree(ctx, opener_id, progress, cancel, beam, opener_tries)
        done(len(targets))
    else:
        strategy = make_strategy(strategy_name, ctx)
        strategy.use_stored_first_moves = False  # measure the real work
        root = _strategy_tree(strategy, start_position(ctx), targets, opener_id, done, cancel)
    tree = DecisionTree(
        root,
        ctx.words.language.code,
        ctx.words.length,
        ctx.hard,
        ctx.words.digest,
        strategy_name,
        attempts=ctx.attempts,
    )
    turns = [len(tree.play(ctx.word(i), MAX_TURNS)) for i in sorted(targets)]
    solved = [tree.play(ctx.word(i), MAX_TURNS)[-1].guess == ctx.word(i) for i in sorted(targets)]
    failures = [
        ctx.word(i)
        for i, t, ok in zip(sorted(targets), turns, solved, strict=True)
        if not ok or t > ctx.attempts
    ]
    return BenchResult(
        strategy=strategy_name,
        hard=ctx.hard,
        games=len(turns),
        total=sum(turns),
        max=max(turns, default=0),
        distribution=dict(Counter(turns)),
        failures=failures,
        seconds=time.perf_counter() - started,
        peak_rss_mb=peak_rss_mb(),
        opener=root.guess,
        tree=tree,
    )


def _optimal_tree(
    ctx: SolverContext,
    opener_id: int | None,
    progress: Progress | None,
    cancel: Cancel | None,
    beam: int | None,
    opener_tries: int,
) -> TreeNode:
    """The optimal strategy's tree: search from scratch (no shipped tree is used)."""
    width: int | tuple[int, ...] = beam or (HARD_BEAM if ctx.hard else NORMAL_BEAM)
    openers = [opener_id] if opener_id is not None else None
    for depth in (ctx.attempts, MAX_TURNS):
        # When no tree finds every answer within the attempts (some lists in hard
        # mode have none), minimise the guesses without that limit: the games that
        # need more are then reported as failures.
        search = TreeSearch(ctx, beam=width, cancel=cancel)
        search.node_budget = SEARCH_NODE_BUDGET
        search.keep_transposed = True
        cost, first = search.best_first_guess(
            ctx.answer_ids, depth, openers=openers, tries=opener_tries, progress=progress
        )
        if first >= 0 and cost < INF:
            try:
                return search.build_tree(ctx.answer_ids, depth, first)
            except RuntimeError:
                continue  # part of the tree proved impossible within the attempts
    raise RuntimeError("the search found no way to finish every game")
