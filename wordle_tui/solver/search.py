"""Search over decision trees for the fewest expected guesses (the ``optimal`` strategy).

A node is a set of candidates (plus, in hard mode, the hints every guess must
use). Its cost is the sum, over its candidates, of each one's weight times
the guesses needed to find it: with every weight 1 (the game's bot) that is
the total number of guesses; with a prior (the bot guessing your word, where
any accepted word may be the secret but answers are far likelier) it is the
expected number of guesses times the total weight.

Guesses are tried in order of a lower bound — a guess that splits n words
into g groups costs at least 3n − g − [it is a candidate], since a group of k
words needs at least 2k − 1 guesses (with weights: 2·mass − heaviest) — and
the search stops at a node once that bound reaches the best cost found, so
below the beam width it is exact. Results are memoised by candidate set, so
the same group reached by different guesses is solved once.

What makes it fast in Python (see docs/bot.md, "The optimal search"):

- each subtree works on its own table, secrets × guesses, cut once from the
  full table, so a node reads contiguous rows instead of gathering columns;
- a node first counts only the groups of every guess (comparing each row
  with the rows above it when there are few candidates, one sort of every
  cell otherwise): that alone settles many nodes (a perfect split, a bound
  already reached, two guesses left); the other figures are worked out for
  the few guesses the beam can reach;
- more than ``OPENERS_SEARCHED`` openers are first ranked by a two-step
  estimate, and only the best are searched in full.

With English five-letter words this reproduces the proven optimum (7,920
normal, 8,122 hard) with the opener chosen by the search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
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
    guess_slices,
    split_by_pattern,
)

INF = float(1 << 40)
# Guesses tried at a position where nothing has worked yet (no tree within the attempts).
FEASIBILITY_TRIES = 10
# Openers searched in full; more candidates are first ranked by a two-step estimate.
OPENERS_SEARCHED = 4
# Guesses (the best by the bound on the whole list) the two-step estimate looks among.
SCREENING_POOL = 1000
# Memoised positions kept before the table is cleared (bounded memory).
MEMO_LIMIT = 300_000
# Bytes of allowed-guess lists kept for hard-mode rules (one sorted id array per rule;
# about 2 KB each with the classic lists), cleared when they would pass it.
ALLOWED_BYTES = 64 << 20
# Hard-mode child rules kept (rule, guess, pattern) -> rule, cleared past it (about
# 47,000 in the classic hard-mode bench).
CHILD_RULES_LIMIT = 100_000
# Nodes up to this many candidates count groups by comparing rows, larger ones by sorting.
PAIRWISE_MAX = 24
# ... unless there are at most this many guesses: then one sort of each column is cheaper.
COLUMN_SORT_MAX = 256
# A subtree gets its own table (secrets × every guess) when it has at most this many cells.
LOCAL_TABLE_CELLS = 40_000_000


class SearchTimeout(Exception):
    """The search reached its node limit (callers fall back to something cheaper)."""


Progress = Callable[[float], None]


@dataclass
class TreeNode:
    """One decision: the guess to play, and the subtree for each pattern it can get."""

    guess: str
    children: dict[int, TreeNode] = field(default_factory=dict)

    def child(self, pattern: int) -> TreeNode | None:
        """The subtree after this guess gets ``pattern`` (None: none)."""
        return self.children.get(pattern)

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
            node = node.child(score(node.guess, secret))
        return None

    def expected_guesses(self, secrets: list[str]) -> float | None:
        """Average guesses from here over ``secrets`` (None if one is never found)."""
        counts = [self.guesses_to_find(s) for s in secrets]
        if not counts or any(c is None for c in counts):
            return None
        return sum(c for c in counts if c is not None) / len(counts)


@dataclass(frozen=True)
class LocalTable:
    """Patterns of every guess against a fixed set of secrets, one row per secret."""

    secrets: np.ndarray  # sorted guess ids
    row_of: np.ndarray  # guess id -> row, or -1
    data: np.ndarray  # (len(secrets), every guess)

    def covers(self, candidates: np.ndarray) -> bool:
        return bool((self.row_of[candidates] >= 0).all())


@dataclass
class NodeFigures:
    """The figures of every guess of a pool at one node, as the search reads them."""

    groups: np.ndarray  # distinct patterns
    estimate: np.ndarray  # Σ over groups of the estimated cost (weighted), solved group included
    heaviest: np.ndarray  # Σ over groups of the group's largest weight
    worst: np.ndarray  # the largest group


def node_figures(
    block: np.ndarray,
    weights: np.ndarray,
    per_member: np.ndarray,
) -> NodeFigures:
    """Figures of each column of ``block`` (candidates × guesses), from one sort per slice
    of columns (``guess_slices``).

    Each cell becomes one integer ``(column, pattern, member)``; sorting them
    all at once (numpy's vectorised quicksort) lines up every group of every
    guess, members in order. The candidates (rows) must be ordered heaviest
    first, so the first member of each group is its heaviest.
    ``per_member[s]`` is the estimated cost of a group of ``s`` words divided
    by ``s``.
    """
    slices = guess_slices(block.shape[1], block.shape[0])
    if len(slices) > 1:
        parts = [node_figures(block[:, part], weights, per_member) for part in slices]
        return NodeFigures(
            np.concatenate([part.groups for part in parts]),
            np.concatenate([part.estimate for part in parts]),
            np.concatenate([part.heaviest for part in parts]),
            np.concatenate([part.worst for part in parts]),
        )
    n, width = block.shape
    member_bits = max(1, (n - 1).bit_length())
    pattern_bits = max(1, int(block.max()).bit_length()) if block.size else 1
    column_bits = max(1, (width - 1).bit_length())
    kind = np.int32 if member_bits + pattern_bits + column_bits <= 31 else np.int64
    keys = np.arange(width, dtype=kind) << (pattern_bits + member_bits)
    keys = keys[None, :] | (block.astype(kind) << member_bits)
    keys |= np.arange(n, dtype=kind)[:, None]
    keys = np.sort(keys, axis=None)
    group_key = keys >> member_bits
    member = keys & ((1 << member_bits) - 1)
    starts = np.empty(len(keys), dtype=bool)
    starts[0] = True
    np.not_equal(group_key[1:], group_key[:-1], out=starts[1:])
    start_at = np.flatnonzero(starts)  # one per group, columns in order
    lengths = np.diff(start_at, append=len(keys))
    column = group_key[start_at] >> pattern_bits
    column_starts = np.flatnonzero(np.r_[True, column[1:] != column[:-1]])
    groups = np.diff(column_starts, append=len(start_at))
    if weights.min() == weights.max():
        # equal weights: every group's heaviest weighs the same
        estimate = np.add.reduceat(per_member[lengths] * lengths, column_starts) * weights[0]
        heaviest = groups * float(weights[0])
    else:
        mass = np.add.reduceat(weights[member], start_at)
        estimate = np.add.reduceat(mass * per_member[lengths], column_starts)
        leaders = member[start_at]  # the heaviest member of each group
        heaviest = np.add.reduceat(weights[leaders], column_starts)
    worst = np.maximum.reduceat(lengths, column_starts)
    return NodeFigures(groups, estimate, heaviest, worst)


def split_counts(block: np.ndarray) -> np.ndarray:
    """Distinct patterns in each column of ``block`` (candidates × guesses).

    Few candidates and few guesses: each column sorted (a new value starts a
    group); few candidates: each row is compared with the rows above it (a repeat
    starts no new group); more: one sort of every cell as ``(column, pattern)``.
    """
    n, width = block.shape
    if n <= PAIRWISE_MAX and width <= COLUMN_SORT_MAX:
        ordered = np.sort(block, axis=0)
        return np.count_nonzero(ordered[1:] != ordered[:-1], axis=0) + 1
    if n <= PAIRWISE_MAX:
        groups = np.full(width, n, dtype=np.int64)
        for j in range(1, n):
            groups -= (block[:j] == block[j]).any(axis=0)
        return groups
    slices = guess_slices(width, n)
    if len(slices) > 1:
        return np.concatenate([split_counts(block[:, part]) for part in slices])
    pattern_bits = max(1, int(block.max()).bit_length())
    kind = np.int32 if pattern_bits + max(1, (width - 1).bit_length()) <= 31 else np.int64
    columns = np.left_shift(np.arange(width, dtype=kind), pattern_bits)
    keys = columns[None, :] | block.astype(kind)
    keys = np.sort(keys, axis=None)
    distinct = np.empty(len(keys), dtype=bool)
    distinct[0] = True
    np.not_equal(keys[1:], keys[:-1], out=distinct[1:])
    return np.bincount(keys[distinct] >> pattern_bits, minlength=width)


@dataclass(slots=True)
class _Node:
    """One node of :meth:`TreeSearch._solve_node`: its candidates, heaviest first (ties:
    word order), and what the search asks of it."""

    candidates: np.ndarray
    by_weight: np.ndarray  # members[k] is candidates[by_weight[k]]
    members: np.ndarray
    member_weights: np.ndarray
    mass: float
    rule: HardModeRule
    depth_left: int
    level: int

    @property
    def n(self) -> int:
        return len(self.candidates)

    def row_of_member(self) -> np.ndarray:
        """candidates[k] is row ``row_of_member()[k]`` of the members."""
        rows = np.empty(self.n, dtype=np.int64)
        rows[self.by_weight] = np.arange(self.n)
        return rows


@dataclass(slots=True)
class _Guesses:
    """Guesses at one node (a column each): their patterns against the members, groups,
    whether each is a candidate, its own weight as one, and a lower bound of its cost."""

    ids: np.ndarray
    block: np.ndarray
    groups: np.ndarray
    is_candidate: np.ndarray
    own_weight: np.ndarray
    lower: np.ndarray


class TreeSearch:
    """Best decision trees by bounded depth-first search with memoisation.

    ``weights``: the prior weight of each guess id as a secret (None: 1 for
    every word); ``beam``: how many guesses (in bound order) are tried per
    node once a solution is known, by level; ``exact_below``: nodes with at
    most that many candidates ignore the beam; ``lookahead``: levels searched
    before the remaining groups are estimated rather than solved (None: to
    the end).
    """

    def __init__(
        self,
        ctx: SolverContext,
        *,
        beam: int | tuple[int, ...] | None = 20,
        exact_below: int = 0,
        lookahead: int | None = None,
        cancel: Cancel | None = None,
        weights: np.ndarray | None = None,
    ) -> None:
        self.ctx = ctx
        self.beam = beam
        self.exact_below = exact_below
        self.lookahead = lookahead
        self.cancel = cancel
        self.uniform = weights is None
        n_words = len(ctx.words.guesses)
        self.weights = (
            np.ones(n_words) if weights is None else np.asarray(weights, dtype=np.float64)
        )
        if len(self.weights) != n_words or (self.weights <= 0).any():
            raise ValueError("one positive weight per word of the guess list is needed")
        self._weight_list: list[float] = self.weights.tolist()
        self._ones = np.ones(n_words)
        self.memo: dict[tuple, tuple[float, int]] = {}
        self.nodes = 0
        # Past this many positions the search stops (SearchTimeout), whatever the clock:
        # the same position then gets the same answer however busy the machine is.
        self.node_limit: int | None = None
        # After this many positions the search stops looking ahead: every new
        # position is decided by its one-step estimate (and the attempts are no
        # longer enforced), so even lists with huge look-alike groups finish.
        self.node_budget: int | None = None
        # The same for the pattern cells read (guesses × candidates at every node):
        # a measure of the work that tracks the time taken, whatever the list.
        self.work_budget: int | None = None
        self.work = 0
        self.exhausted = False
        self._rule_keys: dict[tuple, tuple] = {}  # one copy of each hard-mode rule key
        self._rules: dict[tuple, HardModeRule] = {}  # one rule object per key
        # (rule key, guess, pattern) -> the rule after that row, and its key
        self._child_rules: dict[tuple, tuple[HardModeRule, tuple]] = {}
        self._allowed_ids: dict[tuple, np.ndarray] = {}  # rule key -> guesses it allows
        self._allowed_bytes = 0
        # estimated_cost(size) / size: a member's share of its group's estimated cost
        sizes = np.arange(n_words + 2, dtype=np.float64)
        self._per_member = cost_weights(n_words + 1) / np.maximum(sizes, 1)
        self._local: LocalTable | None = None
        # Keep the full table transposed too (more memory, much faster subtree tables):
        # for long searches such as the bench's.
        self.keep_transposed = False
        self._in_node = np.zeros(n_words, dtype=bool)
        # the words the bot may type while others are possible (an offensive word only as
        # the last word left: ``ctx.allowed`` keeps them out of every pool)
        self._typeable: list[bool] = (~ctx.offensive).tolist()

    def reset(self) -> None:
        """Forget everything searched (a fresh search gives the same answer again)."""
        self._forget_positions()
        self.nodes = 0
        self.work = 0
        self.exhausted = False
        self._local = None

    def _forget_positions(self) -> None:
        """Clear the memo, and with it the one copy of each hard-mode rule its keys shared
        (so neither grows without bound over a long session)."""
        self.memo.clear()
        self._rule_keys.clear()
        self._rules.clear()
        self._child_rules.clear()

    # --- tables -------------------------------------------------------------------

    @contextmanager
    def covering(self, candidates: np.ndarray) -> Iterator[None]:
        """Use (or make) a table with a row for each candidate while inside (every search
        below reads it: make one for a whole position before trying several guesses)."""
        saved = self._local
        if saved is None or not saved.covers(candidates):
            n_guesses = len(self.ctx.words.guesses)
            if len(candidates) * n_guesses <= LOCAL_TABLE_CELLS:
                data = self.ctx.table.secret_rows(candidates, keep_transposed=self.keep_transposed)
                row_of = np.full(n_guesses, -1, dtype=np.int64)
                row_of[candidates] = np.arange(len(candidates))
                self._local = LocalTable(np.asarray(candidates), row_of, data)
            else:
                self._local = None
        try:
            yield
        finally:
            self._local = saved

    def _block(self, candidates: np.ndarray, pool: np.ndarray | None) -> np.ndarray:
        """Patterns, candidates × guesses of ``pool`` (None: every guess)."""
        local = self._local
        if local is not None and local.covers(candidates):
            rows = local.row_of[candidates]
            if pool is None:
                return local.data[rows]
            return local.data[rows[:, None], pool]
        return self.ctx.table.patterns(pool, candidates).T

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
        key: tuple | None = None,
    ) -> tuple[float, int]:
        """(cost, first guess id) for finding every candidate; INF if impossible.

        ``candidates`` are sorted guess ids; ``pool`` a superset of the guesses
        that can split them (None: every guess). Only costs below ``bound``
        are looked for: when there is none the answer is at least ``bound`` (the
        least the position is known to cost), and the guess is -1. ``key``: the
        memo's key, when the caller has made it.
        """
        n = len(candidates)
        if n == 0:
            return 0.0, -1
        if n == 1:
            only = int(candidates[0])
            return self._weight_list[only], only
        if not self.exhausted and depth_left <= 1:
            return INF, -1
        if n == 2:
            a, b = int(candidates[0]), int(candidates[1])
            wa, wb = self._weight_list[a], self._weight_list[b]
            typeable = self._typeable
            if typeable[a] and typeable[b]:
                return (wa + 2 * wb, a) if wa >= wb else (wb + 2 * wa, b)
            if typeable[a]:
                return wa + 2 * wb, a
            if typeable[b]:
                return wb + 2 * wa, b
            # two offensive words: another word must tell them apart (searched below)
        members = np.asarray(candidates, dtype=np.int32)
        if key is None:
            rule_key = self._rule_keys.setdefault(rule.key, rule.key) if self.ctx.hard else None
            key = (members.tobytes(), rule_key, min(depth_left, n))  # 4 bytes a word: small
        hit = self.memo.get(key)

        if hit is not None:
            cost, guess = hit
            if guess >= 0 or cost >= bound:  # exact, or a lower bound that suffices
                return hit
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchTimeout
        if self.node_budget is not None and self.nodes > self.node_budget:
            self.exhausted = True
        if self.nodes % 64 == 0:
            check_cancel(self.cancel)
        if len(self.memo) > MEMO_LIMIT:
            self._forget_positions()
        with self.covering(members):
            result = self._solve_node(members, rule, pool, depth_left, level, bound)
        self.memo[key] = result
        return result

    def _child_rule(
        self, rule: HardModeRule, rule_key: tuple, guess_id: int, pattern: int
    ) -> tuple[HardModeRule, tuple]:
        """The hard-mode rule after ``guess_id`` got ``pattern``, and its key (one copy)."""
        cache_key = (rule_key, guess_id, pattern)
        known = self._child_rules.get(cache_key)
        if known is None:
            child = rule.with_row(Row(self.ctx.word(guess_id), pattern))
            child_key = self._rule_keys.setdefault(child.key, child.key)
            known = (self._rules.setdefault(child_key, child), child_key)
            if len(self._child_rules) >= CHILD_RULES_LIMIT:
                self._child_rules.clear()  # and the one copies they shared (the memo keeps its own)
                self._rule_keys.clear()
                self._rules.clear()
            self._child_rules[cache_key] = known
        return known

    def _allowed(self, rule: HardModeRule, pool: np.ndarray | None) -> np.ndarray:
        """``ctx.allowed(rule, pool)``, from the sorted ids each rule allows (kept per rule)."""
        ctx = self.ctx
        if not ctx.hard or rule.is_empty:
            return ctx.allowed(rule, pool)
        rule_key = self._rule_keys.setdefault(rule.key, rule.key)
        allowed = self._allowed_ids.get(rule_key)
        if allowed is None:
            allowed = ctx.allowed(rule)
            if self._allowed_bytes + allowed.nbytes > ALLOWED_BYTES:
                self._allowed_ids.clear()
                self._allowed_bytes = 0
            self._allowed_ids[rule_key] = allowed
            self._allowed_bytes += allowed.nbytes
        if pool is None or not len(allowed):
            return allowed if pool is None else pool[:0]
        at = np.minimum(np.searchsorted(allowed, pool), len(allowed) - 1)
        return pool[allowed[at] == pool]

    def _solve_node(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        pool: np.ndarray | None,
        depth_left: int,
        level: int,
        bound: float,
    ) -> tuple[float, int]:
        """The best (cost, guess) at this node below ``bound``, in phases: a candidate that
        tells the others apart, every guess's groups, the bounds that may settle the node,
        the shortlist the beam keeps, the guesses tried in bound order, and the fallback to
        small groups when none finishes in time. (cost, -1): nothing below ``bound``, and
        the cost is what the node is known to cost at least."""
        node = self._node(candidates, rule, depth_left, level)
        incumbent, settled = self._perfect_candidate(node)
        if settled:
            return incumbent
        ids, block, groups = self._split_by_every_guess(node, pool)
        if not (groups > 1).any():
            escape = self.ctx.escape_pool(node.members)  # hard mode's way out (docs/bot.md)
            if len(escape):
                ids, block, groups = self._split_by(node, escape)
        if depth_left == 2 and not self.exhausted:
            # two guesses left: only a guess that tells them all apart will do
            perfect = np.flatnonzero(groups == node.n)
            return (2 * node.mass, int(ids[perfect[0]])) if len(perfect) else (INF, -1)
        useful = np.flatnonzero(groups > 1)
        if not len(useful):
            return incumbent
        guesses = self._guesses(node, ids[useful], block[:, useful], groups[useful])
        perfect = np.flatnonzero(guesses.groups == node.n)
        if len(perfect) and incumbent[1] < 0:
            # another guess that tells them all apart costs 2·mass: optimal with equal
            # weights (no candidate does it), else the best so far
            incumbent = (2 * node.mass, int(guesses.ids[perfect[0]]))
            if self.uniform or self.exhausted:
                return incumbent
        settle = self._settle(level)
        lowest = float(guesses.lower.min())
        if not settle and lowest >= min(bound, incumbent[0]):
            # nothing below the bound: report how far above it the node is known to be
            return incumbent if incumbent[0] < bound else (min(incumbent[0], lowest), -1)
        beam = None if node.n <= self.exact_below else self.beam_at(level)
        shortlist, untried_floor = guesses, INF
        if not settle and beam is not None and len(guesses.ids) > max(beam, FEASIBILITY_TRIES):
            shortlist, untried_floor = self._shortlist(guesses, beam)
        figures = node_figures(shortlist.block, node.member_weights, self._per_member)
        estimate = figures.estimate - shortlist.own_weight
        if settle:
            best = int(np.lexsort((shortlist.ids, estimate))[0])
            return min(incumbent, (node.mass + float(estimate[best]), int(shortlist.ids[best])))
        best_cost, best_guess, floor, tried_first = self._try_in_order(
            node, guesses, shortlist, figures, estimate, beam, min(bound, INF), incumbent
        )
        if best_guess >= 0:
            return best_cost, best_guess
        if best_cost < INF:
            # Nothing below the bound: the node costs at least ``floor`` (every guess
            # tried, or ruled out by its bound; a beam cut leaves only the bound). Unless
            # none of them finishes in time: then a search without a bound would try
            # other guesses (below), so only the bound is known.
            floor = min(floor, untried_floor)
            return (max(best_cost, floor) if floor < INF else best_cost), -1
        found = None
        if beam is not None:
            found = self._try_small_groups(node, guesses, tried_first, best_cost)
        return found if found is not None else (best_cost, best_guess)

    def _settle(self, level: int) -> bool:
        """The remaining groups are estimated, not solved: the work budget is spent, or the
        lookahead reached."""
        return self.exhausted or (self.lookahead is not None and level >= self.lookahead)

    def _node(
        self, candidates: np.ndarray, rule: HardModeRule, depth_left: int, level: int
    ) -> _Node:
        """The node's candidates heaviest first (ties: word order), as node_figures needs."""
        n = len(candidates)
        if self.uniform:
            return _Node(
                candidates,
                np.arange(n),
                candidates,
                self._ones[:n],
                float(n),
                rule,
                depth_left,
                level,
            )
        weights = self.weights[candidates]
        by_weight = np.argsort(-weights, kind="stable")
        return _Node(
            candidates,
            by_weight,
            candidates[by_weight],
            weights[by_weight],
            float(weights.sum()),
            rule,
            depth_left,
            level,
        )

    def _perfect_candidate(self, node: _Node) -> tuple[tuple[float, int], bool]:
        """The best so far from a candidate that tells all the others apart, and whether it
        settles the node.

        Such a candidate costs 2·mass − its weight. That is optimal with equal weights, or
        when no candidate is heavier; otherwise a heavier candidate that leaves a light pair
        may cost less, so it is only the best so far."""
        members, member_weights = node.members, node.member_weights
        own_groups = split_counts(self._block(members, members))
        perfect = np.flatnonzero(own_groups == node.n)
        if len(perfect) and self.ctx.offensive[members[perfect]].any():
            # never typed while others are left
            perfect = perfect[~self.ctx.offensive[members[perfect]]]
        if not len(perfect):
            return (INF, -1), False
        best = int(perfect[0])  # the heaviest such candidate (rows are heaviest first)
        incumbent = (2 * node.mass - float(member_weights[best]), int(members[best]))
        settled = (
            self.uniform
            or member_weights[best] == member_weights[0]
            or node.depth_left <= 2
            or self.exhausted
        )
        return incumbent, bool(settled)

    def _split_by_every_guess(
        self, node: _Node, pool: np.ndarray | None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every allowed guess, its patterns against the members, and its number of groups
        (the groups alone often settle a node); counts the work and spends the budget."""
        return self._split_by(node, self._allowed(node.rule, pool))

    def _split_by(self, node: _Node, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The guesses ``ids``, their patterns against the members, and their groups."""
        block = self._block(node.members, None if ids is self.ctx.all_ids else ids)
        self.work += block.size
        if self.work_budget is not None and self.work > self.work_budget:
            self.exhausted = True
        return ids, block, split_counts(block)

    def _guesses(
        self, node: _Node, ids: np.ndarray, block: np.ndarray, groups: np.ndarray
    ) -> _Guesses:
        """The guesses that split the node, with their lower bounds:
        cost ≥ 3·mass − [candidate]·weight − (the heaviest words, one per group);
        with equal weights, 3n − [candidate] − groups."""
        in_node = self._in_node
        in_node[node.candidates] = True
        is_candidate = in_node[ids]
        in_node[node.candidates] = False
        own_weight = np.where(is_candidate, self.weights[ids], 0.0)
        if self.uniform:
            lower = 3 * node.mass - own_weight - groups
        else:
            heaviest_words = np.cumsum(np.r_[0.0, node.member_weights])
            lower = 3 * node.mass - own_weight - heaviest_words[groups]
        return _Guesses(ids, block, groups, is_candidate, own_weight, lower)

    def _shortlist(self, guesses: _Guesses, beam: int) -> tuple[_Guesses, float]:
        """Only the guesses that can be among the first tried need the other figures: those
        and the least a guess left out is known to cost (by its bound)."""
        lower, is_candidate = guesses.lower, guesses.is_candidate
        coarse = np.lexsort((~is_candidate, lower))
        last = coarse[max(beam, FEASIBILITY_TRIES) - 1]
        tied = (lower == lower[last]) & (is_candidate >= is_candidate[last])
        keep = (lower < lower[last]) | tied
        untried_floor = INF if keep.all() else float(lower[~keep].min())
        chosen = np.flatnonzero(keep)
        shortlist = _Guesses(
            guesses.ids[chosen],
            guesses.block[:, chosen],
            guesses.groups[chosen],
            is_candidate[chosen],
            guesses.own_weight[chosen],
            lower[chosen],
        )
        return shortlist, untried_floor

    def _try_in_order(
        self,
        node: _Node,
        guesses: _Guesses,
        shortlist: _Guesses,
        figures: NodeFigures,
        estimate: np.ndarray,
        beam: int | None,
        bound: float,
        incumbent: tuple[float, int],
    ) -> tuple[float, int, float, np.ndarray]:
        """Try the shortlisted guesses in bound order (then estimate) until the bound or the
        beam stops: (best cost, best guess or -1, the least every guess is known to cost,
        the first guesses of the order). The least cost: what each guess tried cost, and
        for the others their bound (``order`` is by bound, so the first one left out bounds
        every later one)."""
        ids, block, own_weight = shortlist.ids, shortlist.block, shortlist.own_weight
        # cost ≥ mass + Σ over the unsolved groups of (2·group mass − its heaviest)
        lower = 3 * node.mass - 2 * own_weight - (figures.heaviest - own_weight)
        if self.uniform:
            lower = np.rint(lower)  # integers: no rounding noise in the order
        order = np.lexsort((ids, estimate, ~shortlist.is_candidate, lower))
        best_cost, best_guess = bound, -1
        if incumbent[0] < best_cost:
            best_cost, best_guess = incumbent
        member_list = node.candidates.tolist()
        row_of_member = node.row_of_member()
        floor = incumbent[0]
        for rank, i in enumerate(order.tolist()):
            if lower[i] >= best_cost:
                floor = min(floor, float(lower[i]))
                break  # every later guess has a lower bound at least as high
            if beam is not None and rank >= (beam if best_cost < INF else FEASIBILITY_TRIES):
                # the beam stops here: the guesses left may cost as little as this bound
                # (below best_cost), so only best_cost (the bound asked for) is known
                floor = min(floor, float(lower[i]))
                break
            patterns = block[row_of_member, i]
            cost = self.evaluate(
                int(ids[i]),
                patterns,
                member_list,
                node.rule,
                guesses.ids,
                node.depth_left,
                best_cost,
                node.level,
            )
            if cost < best_cost:
                best_cost, best_guess = cost, int(ids[i])
            floor = min(floor, cost)
        return best_cost, best_guess, floor, ids[order[:FEASIBILITY_TRIES]]

    def _try_small_groups(
        self, node: _Node, guesses: _Guesses, tried_first: np.ndarray, best_cost: float
    ) -> tuple[float, int] | None:
        """Nothing in time among the guesses making the most groups: a tight limit needs
        small groups instead, so try those with the smallest largest group (the first one
        that finishes in time, or None)."""
        tried = set(tried_first.tolist())
        worst = node_figures(guesses.block, node.member_weights, self._per_member).worst
        member_list = node.candidates.tolist()
        row_of_member = node.row_of_member()
        for i in np.lexsort((guesses.ids, -guesses.groups, worst)).tolist():
            if len(tried) >= 2 * FEASIBILITY_TRIES:
                break
            guess_id = int(guesses.ids[i])
            if guess_id in tried:
                continue
            tried.add(guess_id)
            patterns = guesses.block[row_of_member, i]
            cost = self.evaluate(
                guess_id,
                patterns,
                member_list,
                node.rule,
                guesses.ids,
                node.depth_left,
                INF,
                node.level,
            )
            if cost < best_cost:
                return cost, guess_id
        return None

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
        """Cost when ``guess_id`` is played first (at least ``bound`` if no better)."""
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
        weight = self._weight_list
        typeable = self._typeable
        cost: float = len(candidates) if self.uniform else sum(weight[m] for m in candidates)
        big: list[tuple[int, list[int]]] = []
        for pattern, group in by_pattern.items():
            size = len(group)
            if size == 1:
                if child_depth < 1:
                    return INF
                cost += weight[group[0]]
            elif size == 2:
                if child_depth < 2:
                    return INF
                a, b = group
                if typeable[a] and typeable[b]:
                    cost += weight[a] + weight[b] + min(weight[a], weight[b])
                elif typeable[a] or typeable[b]:  # the one the bot may type first
                    cost += 2 * weight[a] + weight[b] if typeable[b] else weight[a] + 2 * weight[b]
                else:
                    big.append((pattern, group))  # two offensive words: searched
            else:
                big.append((pattern, group))
        if not big:
            return cost
        if child_depth <= 1 and not self.exhausted:
            return INF
        # Each larger group costs at least 2·mass − its heaviest, or what the memo
        # already knows of it (a position searched before, or proved above some bound).
        big.sort(key=lambda item: len(item[1]), reverse=True)
        memo = self.memo
        hard = self.ctx.hard
        rule_key = self._rule_keys.setdefault(rule.key, rule.key) if hard else None
        children = []
        remaining_bound = 0.0
        child_rule, child_key = rule, rule_key
        for pattern, group in big:
            heavy = [weight[m] for m in group]
            least = 2 * sum(heavy) - max(heavy)
            if hard:
                assert rule_key is not None
                child_rule, child_key = self._child_rule(rule, rule_key, guess_id, pattern)
            members = np.asarray(group, dtype=np.int32)
            key = (members.tobytes(), child_key, min(child_depth, len(group)))
            known = memo.get(key)
            if known is not None and known[0] > least:
                least = known[0]
            remaining_bound += least
            children.append((members, key, child_rule, least))
        if cost + remaining_bound >= bound:
            return max(cost + remaining_bound, bound)
        for members, key, child_rule, least in children:
            remaining_bound -= least
            child_bound = bound - cost - remaining_bound
            child_cost, _ = self.solve(
                members, child_rule, pool, child_depth, level + 1, child_bound, key
            )
            cost += child_cost
            if cost + remaining_bound >= bound:
                return max(cost + remaining_bound, bound)
        return cost

    # --- the root and the tree --------------------------------------------------

    def opener_order(self, candidates: np.ndarray) -> np.ndarray:
        """The id of every guess the bot may type, best first by the lower bound (most groups,
        then a candidate)."""
        ctx = self.ctx
        ids = ctx.playable_ids
        blocks = ctx.table.blocks(ids, candidates)
        groups = np.concatenate([count_groups(block, ctx.words.length) for _, block in blocks])
        is_candidate = np.isin(ids, candidates)
        bound = 3 * len(candidates) - is_candidate - groups
        return ids[np.lexsort((ids, ~is_candidate, bound))]

    def two_step_estimate(self, guess_id: int, candidates: np.ndarray, pool: np.ndarray) -> float:
        """A quick estimate of the cost after ``guess_id``: each group's best next guess
        among ``pool`` by its one-step estimate (used to choose which openers to search)."""
        ctx = self.ctx
        word = ctx.word(guess_id)
        total = 0.0
        for pattern, group in split_by_pattern(ctx.table.row(guess_id, candidates), candidates):
            weights = self.weights[group]
            mass = float(weights.sum())
            if pattern == ctx.solved:
                total += mass
                continue
            if len(group) <= 2:
                total += mass + self.solve(group, HardModeRule(), None, 2)[0]
                continue
            rule = HardModeRule().with_row(Row(word, pattern))
            ids = ctx.allowed(rule, pool)
            by_weight = np.argsort(-weights, kind="stable")
            block = self._block(group[by_weight], ids)
            figures = node_figures(block, weights[by_weight], self._per_member)
            own = np.where(np.isin(ids, group), self.weights[ids], 0.0)
            useful = figures.groups > 1
            estimate = figures.estimate - own
            best = float(estimate[useful].min()) if useful.any() else 3 * mass
            total += 2 * mass + best
        return total

    def best_first_guess(
        self,
        candidates: np.ndarray,
        depth_left: int,
        *,
        openers: list[int] | None = None,
        tries: int = 12,
        searched: int = OPENERS_SEARCHED,
        progress: Progress | None = None,
    ) -> tuple[float, int]:
        """Choose the first guess: the given openers, or the best of the ``tries`` best by
        the bound. More than ``searched`` openers are first ranked by a two-step
        estimate and only the ``searched`` best are searched in full."""
        ctx = self.ctx
        rule = HardModeRule()
        if openers is None:
            order = self.opener_order(candidates)
            openers = [int(i) for i in order[:tries]]
            if len(openers) > searched:
                pool = np.sort(order[:SCREENING_POOL])
                estimates = [self.two_step_estimate(o, candidates, pool) for o in openers]
                ranked = sorted(range(len(openers)), key=lambda k: (estimates[k], k))
                openers = [openers[k] for k in ranked[:searched]]
        best_cost: float = INF
        best_guess = -1
        for number, guess_id in enumerate(openers):
            patterns = ctx.table.row(guess_id, candidates)
            cost = self.evaluate(guess_id, patterns, candidates, rule, None, depth_left, best_cost)
            if cost < best_cost:
                best_cost, best_guess = cost, guess_id
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
