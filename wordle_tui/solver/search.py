"""Search over decision trees for the fewest total guesses (the ``optimal`` strategy).

A node is a set of candidates (plus, in hard mode, the hints every guess must
use). Its cost is the sum, over its candidates, of the guesses needed to
find each one. Guesses are tried in order of a lower bound — a guess that
splits n words into g groups costs at least 3n - g - [it is a candidate],
since a group of k words needs at least 2k - 1 guesses — and the search
stops at a node once that bound reaches the best cost found, so below the
beam width it is exact. Results are memoised by candidate set, so the same
group reached by different guesses is solved once.

With English five-letter words this reproduces the proven optimum from
SALET (7,920 normal, 8,122 hard) in seconds; see docs/benchmarks.md.
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import score
from wordle_tui.solver.cancel import Cancel, check_cancel
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import (
    cost_weights,
    count_groups,
    split_by_pattern,
    sum_over_groups,
)

INF = 1 << 40
# Guesses tried at a position where nothing has worked yet (no tree within the attempts).
FEASIBILITY_TRIES = 10
# Memoised positions kept between first guesses before the table is cleared.
MEMO_LIMIT = 300_000


class SearchTimeout(Exception):
    """The search ran past its deadline or node budget (callers fall back to something cheaper)."""


Progress = Callable[[float], None]


@dataclass
class TreeNode:
    """One decision: the guess to play, and the subtree for each pattern it can get."""

    guess: str
    children: dict[int, TreeNode] = field(default_factory=dict)

    def count_nodes(self) -> int:
        return 1 + sum(child.count_nodes() for child in self.children.values())

    def guesses_to_find(self, secret: str) -> int | None:
        """How many guesses this subtree takes to find ``secret`` (None: never)."""
        node: TreeNode | None = self
        turns = 0
        while node is not None:
            turns += 1
            if node.guess == secret:
                return turns
            node = node.children.get(score(node.guess, secret))
        return None

    def expected_guesses(self, secrets: list[str]) -> float | None:
        """Average guesses from here over ``secrets`` (None if one is never found)."""
        counts = [self.guesses_to_find(s) for s in secrets]
        if not counts or any(c is None for c in counts):
            return None
        return sum(counts) / len(counts)


class TreeSearch:
    """Best decision trees by bounded depth-first search with memoisation.

    ``beam``: how many guesses (in bound order) are tried per node once a
    solution is known; ``exact_below``: nodes with at most that many
    candidates ignore the beam; ``lookahead``: levels searched before the
    remaining groups are estimated rather than solved (None: to the end).
    """

    def __init__(
        self,
        ctx: SolverContext,
        *,
        beam: int | tuple[int, ...] | None = 20,
        exact_below: int = 0,
        lookahead: int | None = None,
        cancel: Cancel | None = None,
    ) -> None:
        self.ctx = ctx
        self.beam = beam
        self.exact_below = exact_below
        self.lookahead = lookahead
        self.cancel = cancel
        self.memo: dict[tuple, tuple[float, int]] = {}
        self.nodes = 0
        self.deadline: float | None = None  # time.perf_counter() value, or None
        # After this many positions the search stops looking ahead: every new
        # position is decided by its one-step estimate (and the attempts are no
        # longer enforced), so even lists with huge look-alike groups finish.
        self.node_budget: int | None = None
        self.exhausted = False
        self._rule_keys: dict[tuple, tuple] = {}  # one copy of each hard-mode rule key
        self._weights = cost_weights(len(ctx.words.guesses) + 1)

    # --- the search ------------------------------------------------------------

    def beam_at(self, level: int) -> int | None:
        if self.beam is None:
            return None
        if isinstance(self.beam, int):
            return self.beam
        return self.beam[min(level, len(self.beam) - 1)]

    def solve(
        self,
        candidates: np.ndarray | list[int],
        rule: HardModeRule,
        pool: np.ndarray | None,
        depth_left: int,
        level: int = 0,
        bound: float = INF,
    ) -> tuple[float, int]:
        """(total guesses, first guess id) for finding every candidate; INF if impossible.

        ``candidates`` are sorted guess ids; ``pool`` a superset of the guesses
        that can split them (None: every guess). Only costs below ``bound``
        are looked for: when there is none the answer is ``bound`` itself,
        meaning "at least this much", and the guess is -1.
        """
        n = len(candidates)
        if n == 0:
            return 0, -1
        if n == 1:
            return 1, int(candidates[0])
        if not self.exhausted and depth_left <= 1:
            return INF, -1
        if n == 2:
            return 3, int(candidates[0])
        if isinstance(candidates, np.ndarray):
            members = candidates.astype(np.int32).tobytes()
        else:
            members = array("i", candidates).tobytes()  # 4 bytes a word keeps the memo small
        rule_key = self._rule_keys.setdefault(rule.key, rule.key) if self.ctx.hard else None
        key = (members, rule_key, min(depth_left, n))
        hit = self.memo.get(key)
        if hit is not None:
            cost, guess = hit
            if guess >= 0 or cost >= bound:  # exact, or a lower bound that suffices
                return hit
        self.nodes += 1
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise SearchTimeout
        if self.node_budget is not None and self.nodes > self.node_budget:
            self.exhausted = True
        if self.nodes % 64 == 0:
            check_cancel(self.cancel)
        nodes = np.frombuffer(members, dtype=np.int32)
        result = self._solve_node(nodes, rule, pool, depth_left, level, bound)
        self.memo[key] = result
        return result

    def _solve_node(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        pool: np.ndarray | None,
        depth_left: int,
        level: int,
        bound: float,
    ) -> tuple[float, int]:
        ctx = self.ctx
        n = len(candidates)
        length = ctx.words.length
        # A candidate that tells all the others apart is optimal: 2n - 1.
        own = count_groups(ctx.table.patterns(candidates, candidates), length)
        if own.max() == n:
            return 2 * n - 1, int(candidates[int(np.argmax(own))])
        ids = ctx.allowed(rule, pool)
        block = ctx.table.patterns(ids, candidates)
        groups = count_groups(block, length)
        useful = groups > 1
        ids, block, groups = ids[useful], block[useful], groups[useful]
        if len(ids) == 0:
            return INF, -1
        # Otherwise any guess that tells them all apart is optimal: 2n.
        if groups.max() == n:
            return 2 * n, int(ids[int(np.argmax(groups))])
        is_candidate = np.isin(ids, candidates)
        estimate = sum_over_groups(block, self._weights) - is_candidate
        if self.exhausted or (self.lookahead is not None and level >= self.lookahead):
            best = int(np.lexsort((ids, estimate))[0])
            return n + float(estimate[best]), int(ids[best])
        if depth_left == 2:
            return INF, -1
        lower = 3 * n - is_candidate - groups
        order = np.lexsort((ids, estimate, ~is_candidate, lower))
        beam = None if n <= self.exact_below else self.beam_at(level)
        best_cost: float = min(bound, INF)
        best_guess = -1
        members = candidates.tolist()
        for rank, i in enumerate(order.tolist()):
            if lower[i] >= best_cost:
                break  # every later guess has a lower bound at least as high
            if beam is not None and rank >= (beam if best_cost < INF else FEASIBILITY_TRIES):
                break
            if self.deadline is not None and time.perf_counter() > self.deadline:
                raise SearchTimeout
            cost = self.evaluate(
                int(ids[i]), block[i], members, rule, ids, depth_left, best_cost, level
            )
            if cost < best_cost:
                best_cost, best_guess = cost, int(ids[i])
        return best_cost, best_guess

    def evaluate(
        self,
        guess_id: int,
        patterns: np.ndarray,
        candidates: list[int] | np.ndarray,
        rule: HardModeRule,
        pool: np.ndarray | None,
        depth_left: int,
        bound: float = INF,
        level: int = 0,
    ) -> float:
        """Total guesses when ``guess_id`` is played first (at least ``bound`` if no better)."""
        if isinstance(candidates, np.ndarray):
            candidates = candidates.tolist()
        by_pattern: dict[int, list[int]] = {}
        for pattern, member in zip(patterns.tolist(), candidates, strict=True):
            group = by_pattern.get(pattern)
            if group is None:
                by_pattern[pattern] = [member]
            else:
                group.append(member)
        by_pattern.pop(self.ctx.solved, None)
        child_depth = depth_left - 1
        cost: float = len(candidates)
        big: list[tuple[int, list[int]]] = []
        remaining_bound = 0
        for pattern, group in by_pattern.items():
            size = len(group)
            if size == 1:
                if child_depth < 1:
                    return INF
                cost += 1
            elif size == 2:
                if child_depth < 2:
                    return INF
                cost += 3
            else:
                big.append((pattern, group))
                remaining_bound += 2 * size - 1
        if cost + remaining_bound >= bound:
            return max(cost + remaining_bound, bound)
        big.sort(key=lambda item: len(item[1]), reverse=True)
        word = self.ctx.word(guess_id)
        for pattern, group in big:
            remaining_bound -= 2 * len(group) - 1
            child_rule = rule.with_row(Row(word, pattern)) if self.ctx.hard else rule
            child_bound = bound - cost - remaining_bound
            child_cost, _ = self.solve(group, child_rule, pool, child_depth, level + 1, child_bound)
            cost += child_cost
            if cost + remaining_bound >= bound:
                return max(cost + remaining_bound, bound)
        return cost

    # --- the root and the tree --------------------------------------------------

    def best_first_guess(
        self,
        candidates: np.ndarray,
        depth_left: int,
        *,
        openers: list[int] | None = None,
        tries: int = 12,
        progress: Progress | None = None,
    ) -> tuple[float, int]:
        """Choose the first guess: the given openers, or the ``tries`` best by the bound."""
        ctx = self.ctx
        rule = HardModeRule()
        if openers is None:
            ids = ctx.all_ids
            groups = np.zeros(len(ids), dtype=np.int64)
            for chunk, block in ctx.table.blocks(ids, candidates):
                groups[chunk] = count_groups(block, ctx.words.length)
            is_candidate = np.isin(ids, candidates)
            bound = 3 * len(candidates) - is_candidate - groups
            openers = [int(i) for i in np.lexsort((ids, ~is_candidate, bound))[:tries]]
        best_cost: float = INF
        best_guess = -1
        for number, guess_id in enumerate(openers):
            patterns = ctx.table.row(guess_id, candidates)
            cost = self.evaluate(guess_id, patterns, candidates, rule, None, depth_left, best_cost)
            if cost < best_cost:
                best_cost, best_guess = cost, guess_id
            if len(self.memo) > MEMO_LIMIT:
                self.memo.clear()  # bounded memory; the best opener's tree is re-derived
            if progress is not None:
                progress((number + 1) / len(openers))
        return best_cost, best_guess

    def build_tree(
        self,
        candidates: np.ndarray,
        depth_left: int,
        first_guess: int | None = None,
        rule: HardModeRule | None = None,
    ) -> TreeNode:
        """The decision tree the search found (solving any node it has not seen)."""
        rule = rule or HardModeRule()
        if first_guess is None:
            _, first_guess = self.solve(candidates, rule, None, depth_left)
        if first_guess < 0:
            raise RuntimeError("no decision tree finds every word within the attempts")
        word = self.ctx.word(first_guess)
        node = TreeNode(word)
        patterns = self.ctx.table.row(first_guess, candidates)
        for pattern, group in split_by_pattern(patterns, candidates):
            if pattern == self.ctx.solved:
                continue
            child_rule = rule.with_row(Row(word, pattern)) if self.ctx.hard else rule
            node.children[pattern] = self.build_tree(group, depth_left - 1, None, child_rule)
        return node
