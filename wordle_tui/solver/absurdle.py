"""Absurdle from the player's side: the host's answer for every guess at once, the shortest
line that corners the host, and a bot that plays it.

The host (:mod:`wordle_tui.core.absurdle`) is deterministic, so a game against it is
a path, not a tree: from a set of words still possible, each guess leads to exactly
one smaller set. The fewest guesses that force a win is therefore a shortest path:
reach a set of one word, then guess it. :class:`LineSearch` finds it by iterative
deepening (depth 1, 2, 3… guesses before one word is left), and at each depth the
search is exhaustive up to pruning rules that never lose a line:

- a guess after which the host keeps every word makes no progress (a line without
  it is as short);
- a guess keeps at least ``ceil(n / g)`` of ``n`` words when it makes at most ``g``
  groups, and no guess makes more groups on a subset of a set than on the set; so
  with ``k`` guesses left a set of ``n`` words can only get down to one word if
  ``n ≤ G^k``, ``G`` being the most groups any guess makes on the set above it;
- a set already shown unsolvable at some depth is not searched again (memo).

So the first depth that succeeds is the optimum. The host's choice for every guess
is computed from pattern histograms with the same tie-break as the core (a test
checks they agree).

The guesses are the words the bot may type (``ctx.playable_ids``): never an
offensive word, but for the last word left, which is the host's word.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import cache

import numpy as np

from wordle_tui.core.absurdle import host_preference
from wordle_tui.solver.cancel import Cancel, check_cancel
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import count_groups

HISTOGRAM_CELLS = 2_000_000  # counts held at once (guesses × patterns)
# The bot searches for a shortest line from small sets only; above, it plays the guess
# after which the host keeps the fewest words.
BOT_SEARCH_LIMIT = 60
BOT_SEARCH_DEPTH = 2


@cache
def pattern_rank(length: int) -> np.ndarray:
    """For each pattern, its place in the host's tie-break among groups of one size."""
    patterns = range(3**length)
    order = sorted(patterns, key=lambda p: host_preference(p, 0, length))
    rank = np.empty(3**length, dtype=np.int64)
    rank[order] = np.arange(3**length)
    return rank


@dataclass(frozen=True)
class HostAnswers:
    """For each guess of ``guess_ids``: the host's pattern, the words it keeps and the groups."""

    guess_ids: np.ndarray
    pattern: np.ndarray
    kept: np.ndarray
    groups: np.ndarray


def host_answers(
    ctx: SolverContext, candidates: np.ndarray, guess_ids: np.ndarray | None = None
) -> HostAnswers:
    """The host's answer to every guess (all guesses when None) on ``candidates``."""
    length = ctx.words.length
    n_patterns = 3**length
    rank = pattern_rank(length)
    ids_out: list[np.ndarray] = []
    patterns_out: list[np.ndarray] = []
    kept_out: list[np.ndarray] = []
    groups_out: list[np.ndarray] = []
    for chunk_ids, block in ctx.table.blocks(guess_ids, candidates):
        step = max(1, HISTOGRAM_CELLS // n_patterns)
        for start in range(0, len(chunk_ids), step):
            rows = block[start : start + step].astype(np.int64)
            count = len(rows)
            keys = np.arange(count, dtype=np.int64)[:, None] * n_patterns + rows
            counts = np.bincount(keys.ravel(), minlength=count * n_patterns)
            counts = counts.reshape(count, n_patterns)
            # largest group first, then the host's tie-break (lower rank kept)
            score = counts * (n_patterns + 1) - rank[None, :]
            score[counts == 0] = -1
            best = np.argmax(score, axis=1)
            ids_out.append(chunk_ids[start : start + step])
            patterns_out.append(best)
            kept_out.append(counts[np.arange(count), best])
            groups_out.append(np.count_nonzero(counts, axis=1))
    return HostAnswers(
        np.concatenate(ids_out),
        np.concatenate(patterns_out),
        np.concatenate(kept_out),
        np.concatenate(groups_out),
    )


def host_step(ctx: SolverContext, candidates: np.ndarray, guess_id: int) -> tuple[int, np.ndarray]:
    """The host's pattern for one guess and the candidates it keeps."""
    answer = host_answers(ctx, candidates, np.array([guess_id]))
    pattern = int(answer.pattern[0])
    kept = candidates[ctx.table.row(guess_id, candidates) == pattern]
    return pattern, kept


class SearchTimeout(Exception):
    """The line search ran out of the time it was given."""


@dataclass(frozen=True)
class Line:
    """A line against the host: the guesses, the colours shown, the words left after each."""

    guesses: tuple[str, ...]
    patterns: tuple[int, ...]
    remaining: tuple[int, ...]

    @property
    def total(self) -> int:
        """Guesses to win, the final (right) guess included."""
        return len(self.guesses)


class LineSearch:
    """Shortest lines that corner the host, by iterative deepening (see the module)."""

    def __init__(self, ctx: SolverContext, cancel: Cancel | None = None) -> None:
        self.ctx = ctx
        self.cancel = cancel
        self.deadline: float | None = None
        self.nodes = 0
        self._failed: dict[bytes, int] = {}  # set -> the deepest depth shown to fail

    def reduce(
        self, candidates: np.ndarray, depth: int, spread: int | None = None
    ) -> list[int] | None:
        """Guess ids (at most ``depth``) after which one word is left, or None if none exist.

        ``spread`` is the most groups a guess makes on a superset of ``candidates``.
        """
        n = len(candidates)
        if n == 1:
            return []
        if depth == 0:
            return None
        if spread is not None and n > spread**depth:
            return None
        key = candidates.astype(np.int32).tobytes()
        if self._failed.get(key, -1) >= depth:
            return None
        self.nodes += 1
        if self.nodes % 32 == 0:
            check_cancel(self.cancel)
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise SearchTimeout
        if depth == 1:  # a guess that tells every word apart: groups == n
            for chunk_ids, block in self.ctx.table.blocks(self.ctx.playable_ids, candidates):
                hits = np.flatnonzero(count_groups(block, self.ctx.words.length) == n)
                if len(hits):
                    return [int(chunk_ids[hits[0]])]
            self._failed[key] = depth
            return None
        answers = host_answers(self.ctx, candidates, self.ctx.playable_ids)
        groups_here = int(answers.groups.max())
        useful = np.flatnonzero(answers.kept < n)
        order = useful[np.lexsort((answers.guess_ids[useful], answers.kept[useful]))]
        seen: set[bytes] = set()
        for i in order.tolist():
            kept_size = int(answers.kept[i])
            if kept_size > groups_here ** (depth - 1):
                break  # sorted by size: every later guess keeps as many
            guess_id = int(answers.guess_ids[i])
            patterns = self.ctx.table.row(guess_id, candidates)
            kept = candidates[patterns == answers.pattern[i]]
            child = kept.astype(np.int32).tobytes()
            if child in seen:
                continue
            seen.add(child)
            rest = self.reduce(kept, depth - 1, groups_here)
            if rest is not None:
                return [guess_id, *rest]
        self._failed[key] = depth
        return None

    def shortest(
        self, candidates: np.ndarray | None = None, max_depth: int = 8, seconds: float | None = None
    ) -> Line | None:
        """The shortest line from ``candidates`` (all answers), or None within ``max_depth``."""
        ctx = self.ctx
        pool = ctx.answer_ids if candidates is None else candidates
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        for depth in range(0, max_depth + 1):
            found = self.reduce(pool, depth)
            if found is not None:
                return self.line(pool, found)
        return None

    def line(self, candidates: np.ndarray, guess_ids: list[int]) -> Line:
        """The line of ``guess_ids`` played from ``candidates``, with the final guess added."""
        ctx = self.ctx
        guesses: list[str] = []
        patterns: list[int] = []
        remaining: list[int] = []
        pool = candidates
        for guess_id in guess_ids:
            pattern, pool = host_step(ctx, pool, guess_id)
            guesses.append(ctx.word(guess_id))
            patterns.append(pattern)
            remaining.append(len(pool))
        assert len(pool) == 1
        guesses.append(ctx.word(int(pool[0])))
        patterns.append(ctx.solved)
        remaining.append(0)
        return Line(tuple(guesses), tuple(patterns), tuple(remaining))


class AbsurdleBot:
    """Plays Absurdle: the stored best line from the start, a short search on small sets,
    else the guess after which the host keeps the fewest words (then the most groups).
    Never an offensive word but the last word left (a stored line that names one is not
    followed)."""

    def __init__(self, ctx: SolverContext, best_line: Line | None = None) -> None:
        self.ctx = ctx
        self.best_line = best_line

    def choose(
        self, guesses: list[str], candidates: np.ndarray, cancel: Cancel | None = None
    ) -> str:
        ctx = self.ctx
        if len(candidates) == 1:
            return ctx.word(int(candidates[0]))
        line = self.best_line
        if line is not None and tuple(guesses) == line.guesses[: len(guesses)]:
            move = line.guesses[len(guesses)]
            if not ctx.is_offensive(move):
                return move
        if len(candidates) <= BOT_SEARCH_LIMIT:
            found = LineSearch(ctx, cancel).reduce(candidates, BOT_SEARCH_DEPTH)
            if found:
                return ctx.word(found[0])
        check_cancel(cancel)
        answers = host_answers(ctx, candidates, ctx.playable_ids)
        if not (answers.kept < len(candidates)).any():  # no word the bot types tells any apart
            answers = host_answers(ctx, candidates, candidates)
        played = np.isin(answers.guess_ids, [ctx.id_of(g) for g in guesses])
        is_candidate = np.isin(answers.guess_ids, candidates)
        order = np.lexsort(
            (answers.guess_ids, ~is_candidate, -answers.groups, answers.kept + played * (1 << 30))
        )
        return ctx.word(int(answers.guess_ids[order[0]]))

    def play(self, cancel: Cancel | None = None, max_turns: int = 20) -> Line:
        """A whole game against the host, from the start."""
        ctx = self.ctx
        pool = ctx.answer_ids
        guesses: list[str] = []
        patterns: list[int] = []
        remaining: list[int] = []
        while len(guesses) < max_turns:
            guess = self.choose(guesses, pool, cancel)
            if len(pool) == 1 and guess == ctx.word(int(pool[0])):
                guesses.append(guess)
                patterns.append(ctx.solved)
                remaining.append(0)
                break
            pattern, pool = host_step(ctx, pool, ctx.id_of(guess))
            guesses.append(guess)
            patterns.append(pattern)
            remaining.append(len(pool))
        return Line(tuple(guesses), tuple(patterns), tuple(remaining))
