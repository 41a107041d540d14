"""A complete decision tree for the bot guessing your word: every accepted word in time.

The secret may be any accepted word, weighted by :mod:`wordle_tui.solver.prior`
(answers far likelier than the rest). :class:`CompleteTableBuilder` builds one
tree that finds every word of the guess list within the attempts, keeping
the answers' figure as close as it can to the answers tree's optimum:

1. at every position it first plays the answers tree's move (the hint) if every
   word can still be found in time after it: the answers are then found exactly
   as the answers tree finds them;
2. where it cannot (a word of the position would be late whatever follows), the
   ``ALTERNATIVES`` best moves for the answers alone (an answers-only search)
   and the prior-weighted search's own move are tried, each with the answers'
   best tree after it as the hint below; of those that find every word in time
   the one with the fewest guesses for the answers, then the least expected
   guesses under the prior, is kept (the answers' figure is the one with a
   target; among trees that keep every word in time, the prior decides the rest);
3. positions with no answer are searched with the prior-weighted objective under
   the hard constraint of the attempts (:class:`~wordle_tui.solver.search.TreeSearch`);
4. where nothing above works — a *family* of look-alike words, like the -ILLS
   words, that differ in one letter only — a feasibility search tries the
   guesses that split the largest family best (then leave the smallest largest
   group), keeping of the first few that work the best as in 2;
5. last, on the lists with a figure to meet (``EXACT_NODES_BY_LENGTH``), the colour
   groups of the first guess are searched again exactly
   (:class:`~words.trees.constrained.ConstrainedSearch`, normal mode): where a
   tree in time costs the answers fewer guesses, it replaces the group's subtree (its
   parts with no answer planned as in 3); where none does, the subtree is proven the best.

Only the positions that need it change, from the deepest up: an answer's
path changes only where it shares a position with a word that would
otherwise be found late (and, near the leaves, where a move below gave way and
another move here costs the answers less). Every word is played through the
result before it is saved (:func:`guesses_per_word`).

No clock, no randomness: the same lists give the same tree.
"""

from __future__ import annotations

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import pattern_dtype
from wordle_tui.core.words import WordList
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import guess_slices, split_by_pattern, stats_by_sorting
from wordle_tui.solver.patterns import PatternTable
from wordle_tui.solver.search import INF, SearchTimeout, TreeNode, TreeSearch
from wordle_tui.solver.tree import DecisionTree
from words.trees.constrained import ConstrainedSearch

# The search's beam (guesses tried per position, by level) at a position the hint cannot keep.
SEARCH_BEAM: tuple[int, ...] = (20, 10, 5, 3, 2)
# Guesses the feasibility search tries at a position, by guesses left (index 6+: the last).
FAMILY_TRIES: tuple[int, ...] = (0, 0, 12, 25, 40, 40, 40)
# Moves tried where the answers tree's move gave way: the best for the answers alone.
ALTERNATIVES = 16
# The answers-only search's beam there (the shipped answers trees' own, nearly).
ANSWERS_BEAM: tuple[int, ...] = (20, 20, 10, 5, 3)
# Where a move below the answers tree's gave way, positions with at most this many guesses
# left try the other moves too (deeper than this the cost grows too fast).
REOPTIMISE_DEPTH = 3
# ... except on these lengths: the five-letter lists, whose answers' figure has a target
# (within 0.5 % of the answers' own tree), go five deep (en-5 6,320 → 6,292, es-5 3,599 →
# 3,580, at 2.5–4× the build time); from six letters on the answers pay at most 0.14 % at
# depth 3 already.
REOPTIMISE_DEPTH_BY_LENGTH = {5: 5}


def reoptimise_depth_for(length: int) -> int:
    """The re-optimisation depth the shipped complete trees of ``length`` letters use."""
    return REOPTIMISE_DEPTH_BY_LENGTH.get(length, REOPTIMISE_DEPTH)


# The exact search of the first guess's colour groups (step 5, normal mode): positions it
# may search per group, by length. Five letters only: their answers' figure has a target
# (within 0.5 % of the answers' own tree); from six letters on the answers pay at most
# 0.14 % already.
EXACT_NODES_BY_LENGTH = {5: 200_000}


def exact_nodes_for(length: int) -> int | None:
    """The exact search's positions per group for the shipped trees of ``length`` letters
    (None: no exact search)."""
    return EXACT_NODES_BY_LENGTH.get(length)


# Guesses in time kept by the feasibility search before it picks the cheapest.
FEASIBLE_KEPT = 3
# At most this many guesses (the best by groups and largest group) get their family figure.
FAMILY_POOL = 3000

# Moves the fewest-late search tries at a position where no tree finds every word in time, by
# guesses left (index 6+: the first move, kept; ``--any-word-opener`` picks another); with two
# left the most groups is exact and one is tried.
LATE_TRIES: tuple[int, ...] = (0, 0, 1, 8, 6, 4, 0)
# Where the finished fewest-late tree still loses words, the moves tried again there, by
# guesses left (0: none), from the second guess down: the first pass tries few moves at
# every position, this one more where they count (en-5 hard: 348 words late → 314 with 12
# at the second guess alone, 300 with all three; docs/research/solver.md); with three left, every
# allowed guess.
LATE_RETRIES: tuple[int, ...] = (0, 0, 0, 1 << 30, 40, 12, 0)
# The fewest-late search tries the prior-weighted search's tree in time only at positions of
# at most this many cells (candidates × allowed guesses): it reads the whole block at once,
# and at the first move of es-7 and es-8 (52,338² and 83,623² cells: 5.5 and 14 GB) that
# would be two more copies of the pattern table. There the answers tree's move, the answers'
# best moves and the family order's are tried, as wherever words are late (docs/bot.md).
LATE_SEARCH_CELLS = 1 << 31
# Where the answers tree's move loses words: the best moves for the answers alone tried there.
LATE_ANSWER_MOVES = 4

# A subtree, its cost (Σ weight × guesses, this one included) and the answers' guesses in it.
Solved = tuple[TreeNode, float, int]
# A subtree that may find some words late: the subtree, how many answers and how many words
# (answers included) it finds after the attempts, the answers' guesses in it and its cost.
Scored = tuple[TreeNode, int, int, int, float]


class NoTreeInTime(RuntimeError):
    """The builder found no tree that finds every word within the attempts."""


class CompleteTableBuilder:
    """Builds the complete any-word tree of one list and mode (see the module notes)."""

    def __init__(
        self,
        ctx: SolverContext,
        answers: DecisionTree | None = None,
        *,
        beam: tuple[int, ...] = SEARCH_BEAM,
        tries: tuple[int, ...] = FAMILY_TRIES,
        alternatives: int = ALTERNATIVES,
        reoptimise_depth: int = REOPTIMISE_DEPTH,
        exact_nodes: int | None = None,
    ) -> None:
        if not ctx.any_word:
            raise ValueError("the complete table plans for any word: use an any-word context")
        self.ctx = ctx
        self.answers = answers
        weights = ctx.weights
        assert weights is not None
        self.weights = weights
        self.search = TreeSearch(ctx, beam=beam, weights=weights)
        self.tries = tries
        self.alternatives = alternatives
        self.answers_beam = ANSWERS_BEAM
        self._answers_memo: dict[tuple, tuple[float, int]] = {}
        self._memo: dict[tuple, Solved | None] = {}
        self._late_memo: dict[tuple, Scored] = {}
        self.late_tries = LATE_TRIES
        self._families = _family_ids(ctx.words.guess_codes)
        self._is_answer = ctx.is_answer.astype(np.int64)
        # what happened, for the report: positions searched, families split
        self.searched = 0
        self.family_searched = 0
        self.guided = 0
        self.reoptimised = 0
        self.reoptimise_depth = reoptimise_depth
        self._reoptimising = False
        self.exact_nodes = exact_nodes
        # the first guess's groups the exact search made cheaper, proved best, or gave up on
        self.exact_better = 0
        self.exact_proven = 0
        self.exact_stopped = 0

    # --- the whole tree -----------------------------------------------------------

    def build(self, opener: str | None = None) -> DecisionTree:
        """The complete tree (raises :class:`NoTreeInTime` when some word cannot be found in
        time)."""
        ctx = self.ctx
        solved = self.solve(ctx.secret_ids, HardModeRule(), (), ctx.attempts, self._root(opener))
        if solved is None:
            raise NoTreeInTime("no tree found finds every word within the attempts")
        if self.exact_nodes is not None and not ctx.hard:
            self._exact_groups(solved[0])
        return self._tree(solved[0])

    def _exact_groups(self, root: TreeNode) -> None:
        """Step 5: each colour group of the first guess searched exactly for fewer guesses for
        its answers; a cheaper subtree replaces the group's."""
        ctx = self.ctx
        search = ConstrainedSearch(ctx, node_limit=self.exact_nodes)
        for pattern, group, row, _ in self._split(ctx.secret_ids, HardModeRule(), root.guess) or []:
            if pattern == ctx.solved or not self._is_answer[group].any():
                continue
            answers = [ctx.word(i) for i in group[ctx.is_answer[group]]]
            planned = sum(root.children[pattern].guesses_to_find(a) or INF for a in answers)
            words = np.sort(group).astype(np.int64, copy=False)
            search.forget()
            try:
                found = search.cost(words, ctx.attempts - 1, int(planned))
            except SearchTimeout:
                self.exact_stopped += 1
                continue
            if found >= planned:
                self.exact_proven += 1
                continue
            child = self._from_exact(search, words, (row,), ctx.attempts - 1)
            if sum(child.guesses_to_find(a) or INF for a in answers) != found:
                raise RuntimeError(f"the exact subtree after {row} does not cost {found}")
            self.exact_better += 1
            root.children[pattern] = child

    def _from_exact(
        self, search: ConstrainedSearch, words: np.ndarray, rows: tuple[Row, ...], depth_left: int
    ) -> TreeNode:
        """The exact search's subtree for ``words``; where no answer is left, the prior's tree
        in time (step 3) when one is found."""
        ctx = self.ctx
        if len(words) <= 2:
            solved = self.solve(words, HardModeRule(), rows, depth_left)
            assert solved is not None  # one or two words, two guesses left at least
            return solved[0]
        if not self._is_answer[words].any():
            solved = self.solve(words, HardModeRule(), rows, depth_left)
            if solved is not None:
                return solved[0]
        node = TreeNode(ctx.word(search.choice(words, depth_left)))
        for pattern, group, row, _ in self._split(words, HardModeRule(), node.guess) or []:
            if pattern != ctx.solved:
                words_left = np.sort(group).astype(np.int64, copy=False)
                node.children[pattern] = self._from_exact(
                    search, words_left, (*rows, row), depth_left - 1
                )
        return node

    def build_fewest_late(self, opener: str | None = None) -> DecisionTree:
        """The tree that finds the most words in time, for lists and modes where no tree finds
        them all (the four-letter lists, hard mode: docs/bot.md). Every word is still found,
        the late ones after the attempts; they are listed in the tree (``late``)."""
        ctx = self.ctx
        scored = self.fewest_late(
            ctx.secret_ids, HardModeRule(), (), ctx.attempts, self._root(opener)
        )
        root = scored[0]
        for depth_left in range(ctx.attempts - 1, 2, -1):
            root = self._retried(root, depth_left)
        tree = self._tree(root)
        tree.late = tuple(sorted(late_words(ctx, tree)))
        return tree

    def _root(self, opener: str | None) -> TreeNode:
        """The first move's hint: ``opener``, else the answers tree, else the search's."""
        hint = self.answers.root if self.answers is not None else None
        if opener is not None and (hint is None or hint.guess != opener):
            hint = TreeNode(opener)
        if hint is None:
            _, guess = self.search.best_first_guess(self.ctx.secret_ids, self.ctx.attempts)
            hint = TreeNode(self.ctx.word(guess))
        return hint

    def _tree(self, root: TreeNode) -> DecisionTree:
        words = self.ctx.words
        return DecisionTree(
            root,
            words.language.code,
            words.length,
            self.ctx.hard,
            words.digest,
            kind="any-word",
            moves=None,
            attempts=self.ctx.attempts,
        )

    def fewest_late(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        rows: tuple[Row, ...],
        depth_left: int,
        hint: TreeNode | None = None,
    ) -> Scored:
        """A subtree finding every candidate, as many as it can within ``depth_left`` guesses:
        the answers tree's move if it loses none, else the best of the prior-weighted
        search's tree in time, the best moves for the answers alone and the moves that split
        the look-alike families most (the fewest answers late, then the fewest words late,
        then the answers' guesses, then the cost)."""
        n = len(candidates)
        if n == 1:
            only = int(candidates[0])
            late = int(depth_left < 1)
            answer = int(self._is_answer[only])
            return (
                TreeNode(self.ctx.word(only)),
                late * answer,
                late,
                answer,
                float(self.weights[only]),
            )
        if depth_left <= 1:
            return self._likeliest_first(candidates, rule, rows, depth_left)
        if n == 2:
            node, cost, answers = self._pair(candidates, rule, rows)
            return node, 0, 0, answers, cost
        key = (np.asarray(candidates, dtype=np.int32).tobytes(), rule.key, depth_left)
        known = self._late_memo.get(key)
        if known is not None:
            return known
        found: list[Scored] = []
        played = {row.guess for row in rows}
        if hint is not None and hint.guess not in played and self._allowed(rule, hint.guess):
            kept = self._late_guess(candidates, rule, rows, depth_left, hint.guess, hint.children)
            if kept is not None:
                found.append(kept)
        if not found or found[0][2] > 0:
            if n * len(self.ctx.allowed(rule)) <= LATE_SEARCH_CELLS:
                searched = self._searched(candidates, rule, rows, depth_left)
                if searched is not None:
                    found.append((searched[0], 0, 0, searched[2], searched[1]))
            found += self._late_answer_moves(candidates, rule, rows, depth_left)
        if not any(item[2] == 0 for item in found):
            tries = self.late_tries[min(depth_left, len(self.late_tries) - 1)] or int(not found)
            for guess_id in self._late_moves(candidates, rule, rows, depth_left, tries):
                scored = self._late_guess(
                    candidates, rule, rows, depth_left, self.ctx.word(guess_id), None
                )
                if scored is not None:
                    found.append(scored)
                    if scored[2] == 0:
                        break
        if not found:  # nothing hard mode allows splits them: the way out (docs/bot.md)
            found.append(self._likeliest_first(candidates, rule, rows, depth_left))
        best = min(found, key=lambda item: (*item[1:], item[0].guess))
        self._late_memo[key] = best
        return best

    def _retried(self, root: TreeNode, depth_left: int) -> TreeNode:
        """The tree with each position ``depth_left`` guesses from the end that finds some
        word late searched again with ``LATE_RETRIES`` moves there (the subtree kept when
        none does better: the search tries it first)."""
        ctx = self.ctx
        tries = LATE_RETRIES[min(depth_left, len(LATE_RETRIES) - 1)]
        if not tries:
            return root
        widened = list(self.late_tries)
        level = min(depth_left, len(widened) - 1)
        widened[level] = max(tries, widened[level])
        start: tuple[Row, ...] = ()
        stack = [(root, ctx.secret_ids, HardModeRule(), start, ctx.attempts)]
        while stack:
            node, candidates, rule, rows, left = stack.pop()
            split = self._split(candidates, rule, node.guess, always=True)
            assert split is not None  # always: every guess splits
            for pattern, group, row, child_rule in split:
                child = node.children.get(pattern)
                if child is None or len(group) < 3:
                    continue
                if left - 1 > depth_left:
                    stack.append((child, group, child_rule, (*rows, row), left - 1))
                    continue
                if not late_in(ctx, child, group, left - 1):
                    continue
                key = (np.asarray(group, dtype=np.int32).tobytes(), child_rule.key, depth_left)
                self._late_memo.pop(key, None)
                saved, self.late_tries = self.late_tries, tuple(widened)
                try:
                    scored = self.fewest_late(group, child_rule, (*rows, row), depth_left, child)
                finally:
                    self.late_tries = saved
                node.children[pattern] = scored[0]
        return root

    def _late_answer_moves(
        self, candidates: np.ndarray, rule: HardModeRule, rows: tuple[Row, ...], depth_left: int
    ) -> list[Scored]:
        """The ``LATE_ANSWER_MOVES`` best moves for the answers alone, each scored with the
        answers' best tree after it as the hint below (kept wherever it loses no word)."""
        ctx = self.ctx
        answers = candidates[ctx.is_answer[candidates]]
        if len(answers) < 3 or depth_left < 3:
            return []
        search = TreeSearch(ctx, beam=self.answers_beam)
        search.memo = self._answers_memo
        played = {row.guess for row in rows}
        out: list[Scored] = []
        for guess_id in self._answer_moves(search, answers, rule, depth_left)[:LATE_ANSWER_MOVES]:
            word = ctx.word(guess_id)
            if word in played:
                continue
            hint = self._answers_hint(search, answers, rule, depth_left, guess_id)
            scored = self._late_guess(candidates, rule, rows, depth_left, word, hint)
            if scored is not None:
                out.append(scored)
        return out

    def _late_moves(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        rows: tuple[Row, ...],
        depth_left: int,
        tries: int,
    ) -> list[int]:
        """The ``tries`` moves the fewest-late search tries: with two guesses left, the fewest
        answers then words late first (each group then finds its likeliest word in time:
        exact); else those that split the look-alike families most."""
        ctx = self.ctx
        played = {ctx.id_of(row.guess) for row in rows}
        allowed = ctx.allowed(rule)
        allowed = allowed[~np.isin(allowed, list(played))] if played else allowed
        if depth_left > 2:
            return [int(i) for i in self.family_order(candidates, allowed)[:tries]]
        late_answers, late = _late_with_one_guess_left(
            ctx.table.patterns(allowed, candidates), self._is_answer[candidates]
        )
        is_candidate = np.isin(allowed, candidates)
        order = np.lexsort((allowed, -ctx.familiarity[allowed], ~is_candidate, late, late_answers))
        return [int(i) for i in allowed[order[:tries]]]

    def _late_guess(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        rows: tuple[Row, ...],
        depth_left: int,
        guess: str,
        hints: dict[int, TreeNode] | None,
    ) -> Scored | None:
        """``guess`` played here, each group then finding as many words in time as it can
        (None: the guess tells nothing)."""
        ctx = self.ctx
        split = self._split(candidates, rule, guess)
        if split is None:
            return None
        node = TreeNode(guess)
        late_answers = late = 0
        answers = int(self._is_answer[candidates].sum())
        cost = float(self.weights[candidates].sum())
        for pattern, group, row, child_rule in split:
            if pattern == ctx.solved:
                late += int(depth_left < 1)
                late_answers += int(depth_left < 1) * int(self._is_answer[ctx.id_of(guess)])
                continue
            hint = hints.get(pattern) if hints else None
            child = self.fewest_late(group, child_rule, (*rows, row), depth_left - 1, hint)
            node.children[pattern] = child[0]
            late_answers += child[1]
            late += child[2]
            answers += child[3]
            cost += child[4]
        return node, late_answers, late, answers, cost

    def _likeliest_first(
        self, candidates: np.ndarray, rule: HardModeRule, rows: tuple[Row, ...], depth_left: int
    ) -> Scored:
        """No guess to spare: the likeliest word (then the more familiar), then the same for
        what is left, until every word is found (a word still possible is always a legal
        guess in hard mode). Never an offensive word while another is possible: when only
        offensive words are left, a word that splits them (the most groups; hard mode's
        way out when it allows none), and only when no word splits them, the likeliest of
        them (docs/bot.md)."""
        ctx = self.ctx
        order = np.lexsort((candidates, -ctx.familiarity[candidates], -self.weights[candidates]))
        typeable = ~ctx.offensive[candidates[order]]
        if typeable.any():
            guess = ctx.word(int(candidates[order[np.argmax(typeable)]]))
        else:
            guess = self._clean_split(candidates, rule, rows) or ctx.word(int(candidates[order[0]]))
        scored = self._late_guess(candidates, rule, rows, depth_left, guess, None)
        assert scored is not None  # a candidate always splits off itself, and so does a splitter
        return scored

    def _clean_split(
        self, candidates: np.ndarray, rule: HardModeRule, rows: tuple[Row, ...]
    ) -> str | None:
        """The guess the bot may type that splits ``candidates`` into the most groups (then
        the smallest largest): one hard mode allows, else hard mode's way out
        (``ctx.escape_pool``); None when no word the bot may type splits them."""
        ctx = self.ctx
        played = [ctx.id_of(row.guess) for row in rows]
        for allowed in (ctx.allowed(rule), ctx.escape_pool(candidates)):
            allowed = allowed[~np.isin(allowed, played)] if played else allowed
            groups, worst = _groups_and_worst(ctx.table.patterns(allowed, candidates))
            if len(groups) and groups.max() >= 2:
                return ctx.word(int(allowed[np.lexsort((allowed, worst, -groups))[0]]))
        return None

    def solve(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        rows: tuple[Row, ...],
        depth_left: int,
        hint: TreeNode | None = None,
    ) -> Solved | None:
        """A tree finding every candidate within ``depth_left`` guesses, or None."""
        n = len(candidates)
        if n == 0 or depth_left < 1:
            return None
        weights = self.weights
        if n == 1:
            only = int(candidates[0])
            return TreeNode(self.ctx.word(only)), float(weights[only]), int(self._is_answer[only])
        if depth_left == 1:
            return None
        if n == 2:
            return self._pair(candidates, rule, rows)
        played = {row.guess for row in rows}
        if hint is not None and hint.guess not in played and self._allowed(rule, hint.guess):
            kept = self._try_guess(candidates, rule, rows, depth_left, hint.guess, hint.children)
            if kept is not None:
                return self._reoptimised(candidates, rule, rows, depth_left, hint, kept)
        key = (np.asarray(candidates, dtype=np.int32).tobytes(), rule.key, depth_left)
        if key in self._memo:
            return self._memo[key]
        self._memo[key] = None  # no loops: a position never helps itself
        found = None
        if self._is_answer[candidates].any():
            found = self._answers_guided(candidates, rule, rows, depth_left)
        if found is None:
            found = self._searched(candidates, rule, rows, depth_left)
        if found is None:
            found = self._family_search(candidates, rule, rows, depth_left)
        self._memo[key] = found
        return found

    # --- the pieces ---------------------------------------------------------------

    def _reoptimised(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        rows: tuple[Row, ...],
        depth_left: int,
        hint: TreeNode,
        kept: Solved,
    ) -> Solved:
        """Where the answers tree's move is kept but some move below it gave way (the answers
        take more guesses than in the answers tree), near the leaves: the other moves tried
        where a move gives way, if one of them costs the answers fewer guesses."""
        if self._reoptimising or depth_left > self.reoptimise_depth:
            return kept
        ctx = self.ctx
        answers = [ctx.word(i) for i in candidates[ctx.is_answer[candidates]]]
        planned = sum(hint.guesses_to_find(a) or INF for a in answers)
        if kept[2] <= planned:
            return kept
        self._reoptimising = True
        try:
            other = self._answers_guided(candidates, rule, rows, depth_left)
        finally:
            self._reoptimising = False
        if other is None or _best([kept, other]) is kept:
            return kept
        self.reoptimised += 1
        return other

    def _pair(self, candidates: np.ndarray, rule: HardModeRule, rows: tuple[Row, ...]) -> Solved:
        """Two words left: the likelier first (then the more familiar), as the bot plays;
        never an offensive one first. Two offensive words: a word that tells them apart
        first (``ctx.splitter``, hard mode's way out included), then the one it leaves; the
        likelier of them first only when no such word exists (docs/bot.md)."""
        ctx = self.ctx
        weights = self.weights[candidates]
        order = np.lexsort(
            (candidates, -ctx.familiarity[candidates], -weights, ctx.offensive[candidates])
        )
        first, second = int(candidates[order[0]]), int(candidates[order[1]])
        if ctx.offensive[first]:
            played = {ctx.id_of(row.guess) for row in rows}
            splitter = ctx.splitter(candidates, rule, played)
            if splitter is not None:
                patterns = ctx.table.row(splitter, candidates).tolist()
                pairs = zip(patterns, candidates.tolist(), strict=True)
                children = {p: TreeNode(ctx.word(w)) for p, w in pairs}
                answers = 2 * int(self._is_answer[candidates].sum())
                return TreeNode(ctx.word(splitter), children), 2 * float(weights.sum()), answers
        pattern = int(ctx.table.row(first, np.array([second]))[0])
        node = TreeNode(ctx.word(first), {pattern: TreeNode(ctx.word(second))})
        answers = int(self._is_answer[first]) + 2 * int(self._is_answer[second])
        return node, float(self.weights[first] + 2 * self.weights[second]), answers

    def _allowed(self, rule: HardModeRule, guess: str) -> bool:
        """Whether the bot may type ``guess`` where several words are possible."""
        if self.ctx.is_offensive(guess):
            return False
        return not self.ctx.hard or rule.violation(guess) is None

    def _split(
        self, candidates: np.ndarray, rule: HardModeRule, guess: str, *, always: bool = False
    ) -> list[tuple[int, np.ndarray, Row, HardModeRule]] | None:
        """The colour groups ``guess`` leaves of ``candidates``, each with its row and the
        hard-mode rule after it (None: the guess tells nothing, unless ``always``)."""
        ctx = self.ctx
        groups = split_by_pattern(ctx.table.row(ctx.id_of(guess), candidates), candidates)
        if not always and len(groups) == 1 and groups[0][0] != ctx.solved:
            return None
        out = []
        for pattern, group in groups:
            row = Row(guess, pattern)
            out.append((pattern, group, row, rule.with_row(row) if ctx.hard else rule))
        return out

    def _try_guess(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        rows: tuple[Row, ...],
        depth_left: int,
        guess: str,
        hints: dict[int, TreeNode] | None,
        bound: float = INF,
    ) -> Solved | None:
        """``guess`` played here, each group solved in the guesses left (None: some cannot)."""
        split = self._split(candidates, rule, guess)
        if split is None:
            return None  # it tells nothing
        node = TreeNode(guess)
        cost = float(self.weights[candidates].sum())
        answers = int(self._is_answer[candidates].sum())
        for pattern, group, row, child_rule in sorted(
            split, key=lambda item: (-len(item[1]), item[0])
        ):
            if pattern == self.ctx.solved:
                continue
            hint = hints.get(pattern) if hints else None
            child = self.solve(group, child_rule, (*rows, row), depth_left - 1, hint)
            if child is None:
                return None
            node.children[pattern] = child[0]
            cost += child[1]
            answers += child[2]
            if cost >= bound:
                return None
        return node, cost, answers

    def _searched(
        self, candidates: np.ndarray, rule: HardModeRule, rows: tuple[Row, ...], depth_left: int
    ) -> Solved | None:
        """The prior-weighted search's tree in time, or None when it finds none."""
        cost, guess = self.search.solve(candidates, rule, None, depth_left)
        if guess < 0 or cost >= INF:
            return None
        self.searched += 1
        return self._follow_search(candidates, rule, rows, depth_left, guess)

    def _follow_search(
        self,
        candidates: np.ndarray,
        rule: HardModeRule,
        rows: tuple[Row, ...],
        depth_left: int,
        guess_id: int,
    ) -> Solved | None:
        """The tree the search found, written out (pairs played as the bot plays them)."""
        word = self.ctx.word(guess_id)
        node = TreeNode(word)
        cost = float(self.weights[candidates].sum())
        answers = int(self._is_answer[candidates].sum())
        for pattern, group, row, child_rule in (
            self._split(candidates, rule, word, always=True) or []
        ):
            if pattern == self.ctx.solved:
                continue
            child: Solved | None
            if len(group) <= 2:
                child = self.solve(group, child_rule, (*rows, row), depth_left - 1)
            else:
                _, next_guess = self.search.solve(group, child_rule, None, depth_left - 1)
                if next_guess < 0:
                    child = self.solve(group, child_rule, (*rows, row), depth_left - 1)
                else:
                    child = self._follow_search(
                        group, child_rule, (*rows, row), depth_left - 1, next_guess
                    )
            if child is None:
                return None
            node.children[pattern] = child[0]
            cost += child[1]
            answers += child[2]
        return node, cost, answers

    def _family_search(
        self, candidates: np.ndarray, rule: HardModeRule, rows: tuple[Row, ...], depth_left: int
    ) -> Solved | None:
        """Guesses that split the largest family best, first; the cheapest of the first
        ``FEASIBLE_KEPT`` that find every word in time (None: none of those tried)."""
        ctx = self.ctx
        tries = self.tries[min(depth_left, len(self.tries) - 1)]
        if tries <= 0:
            return None
        played = {ctx.id_of(row.guess) for row in rows}
        allowed = np.array([i for i in ctx.allowed(rule).tolist() if i not in played])
        order = self.family_order(candidates, allowed)
        found: list[Solved] = []
        for guess_id in order[:tries].tolist():
            solved = self._try_guess(candidates, rule, rows, depth_left, ctx.word(guess_id), None)
            if solved is not None:
                found.append(solved)
                if len(found) >= FEASIBLE_KEPT:
                    break
        if not found:
            return None
        self.family_searched += 1
        return _best(found)

    def _answers_guided(
        self, candidates: np.ndarray, rule: HardModeRule, rows: tuple[Row, ...], depth_left: int
    ) -> Solved | None:
        """Where the answers tree's move gave way: the best moves for the answers alone (by
        an answers-only search) and the prior search's move, each followed by the answers'
        best tree as the hint below; of those that find every word in time, the fewest
        guesses for the answers, then the least cost under the prior."""
        ctx = self.ctx
        answers = candidates[ctx.is_answer[candidates]]
        played = {row.guess for row in rows}
        options: list[int] = []
        search = None
        if len(answers) <= 2:
            pair_first = (
                self._pair(answers, rule, rows)[0].guess
                if len(answers) == 2
                else ctx.word(answers[0])
            )
            options.append(ctx.id_of(pair_first))
            options += [int(a) for a in answers if ctx.word(a) != pair_first]
        else:
            search = TreeSearch(ctx, beam=self.answers_beam)
            search.memo = self._answers_memo
            options += self._answer_moves(search, answers, rule, depth_left)
        _, prior_guess = self.search.solve(candidates, rule, None, depth_left)
        if prior_guess >= 0:
            options.append(prior_guess)
        found: list[Solved] = []
        seen: set[int] = set()
        for guess_id in options:
            word = ctx.word(guess_id)
            if guess_id in seen or word in played or not self._allowed(rule, word):
                continue
            seen.add(guess_id)
            hint = self._answers_hint(search, answers, rule, depth_left, guess_id)
            solved = self._try_guess(candidates, rule, rows, depth_left, word, hint)
            if solved is not None:
                found.append(solved)
        if not found:
            return None
        self.guided += 1
        return _best(found)

    def _answer_moves(
        self, search: TreeSearch, answers: np.ndarray, rule: HardModeRule, depth_left: int
    ) -> list[int]:
        """The ``ALTERNATIVES`` best first guesses for the answers alone, best first."""
        ctx = self.ctx
        ids = ctx.allowed(rule)
        block = ctx.table.patterns(ids, answers)
        groups, _ = _groups_and_worst(block)
        is_candidate = np.isin(ids, answers)
        lower = 3 * len(answers) - is_candidate - groups
        order = np.lexsort((ids, ~is_candidate, lower))[: self.alternatives * 3]
        costs = []
        with search.covering(answers):
            for i in order.tolist():
                cost = search.evaluate(int(ids[i]), block[i], answers, rule, None, depth_left, INF)
                costs.append((cost, int(ids[i])))
        costs.sort()
        return [guess for cost, guess in costs[: self.alternatives] if cost < INF]

    def _answers_hint(
        self,
        search: TreeSearch | None,
        answers: np.ndarray,
        rule: HardModeRule,
        depth_left: int,
        guess_id: int,
    ) -> dict[int, TreeNode] | None:
        """The answers' best tree after ``guess_id``: the hint for each group below."""
        if search is None:  # one or two answers: the other one next
            ctx = self.ctx
            others = answers[answers != guess_id]
            if len(others) != 1:
                return None
            pattern = int(ctx.table.row(guess_id, others)[0])
            return {pattern: TreeNode(ctx.word(others[0]))}
        try:
            return search.build_tree(answers, depth_left, guess_id, rule).children
        except RuntimeError:  # the answers alone cannot all be found in time after it
            return None

    def family_order(self, candidates: np.ndarray, allowed: np.ndarray) -> np.ndarray:
        """Guess ids, best first: the smallest largest family left, then the smallest largest
        group, then the most groups, then a candidate (then word order)."""
        ctx = self.ctx
        # guesses × candidates, a slice of guesses at a time (``guess_slices``)
        figures = [
            _groups_and_worst(ctx.table.patterns(allowed[part], candidates))
            for part in guess_slices(len(allowed), len(candidates))
        ]
        groups = np.concatenate([part[0] for part in figures])
        worst = np.concatenate([part[1] for part in figures])
        useful = groups > 1
        allowed, groups, worst = allowed[useful], groups[useful], worst[useful]
        is_candidate = np.isin(allowed, candidates)
        if len(allowed) > FAMILY_POOL:
            keep = np.lexsort((allowed, ~is_candidate, -groups, worst))[:FAMILY_POOL]
            keep.sort()
            allowed = allowed[keep]
            groups, worst, is_candidate = groups[keep], worst[keep], is_candidate[keep]
        family = np.concatenate(
            [
                self._largest_family(allowed[part], candidates)
                for part in guess_slices(len(allowed), len(candidates))
            ]
        )
        return allowed[np.lexsort((allowed, ~is_candidate, -groups, worst, family))]

    def _largest_family(self, guesses: np.ndarray, candidates: np.ndarray) -> np.ndarray:
        """For each guess, the most look-alike family members it leaves together."""
        block = self.ctx.table.patterns(guesses, candidates)
        family = np.zeros(len(guesses), dtype=np.int64)
        for ids in self._families:
            keys = block.astype(np.int64) * (int(ids.max()) + 1) + ids[candidates][None, :]
            family = np.maximum(family, _groups_and_worst(keys)[1])
        return family


def full_pattern_table(words: WordList, block: int = 2000) -> PatternTable:
    """A pattern table with every guess as a secret, all in memory (the build reads the
    patterns of non-answers all the time: 11,500² cells is about 130 MB)."""
    table = PatternTable(words, use_cache=False, full_table_cells=0)
    n = table.n_guesses
    full = np.empty((n, n), dtype=pattern_dtype(words.length))
    all_ids = np.arange(n)
    for start in range(0, n, block):
        full[start : start + block] = table.compute(all_ids[start : start + block], all_ids)
    table.column_of = all_ids
    table.full = full
    return table


def _best(found: list[Solved]) -> Solved:
    """The fewest guesses for the answers, then the least cost under the prior, then the
    first guess in word order."""
    return min(found, key=lambda item: (item[2], item[1], item[0].guess))


def _family_ids(codes: np.ndarray) -> list[np.ndarray]:
    """For each position, an id per word shared by the words equal at every other position."""
    out = []
    base = int(codes.max()) + 1
    for position in range(codes.shape[1]):
        rest = np.delete(codes, position, axis=1).astype(np.int64)
        keys = np.zeros(len(codes), dtype=np.int64)
        for column in range(rest.shape[1]):
            keys = keys * base + rest[:, column]
        out.append(np.unique(keys, return_inverse=True)[1].astype(np.int64))
    return out


def _late_with_one_guess_left(
    block: np.ndarray, is_answer: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """For each guess (a row of ``block``, its colours against each candidate), the answers
    and the words found late when one guess is left after it: each colour group then finds
    its likeliest word (an answer, if it has one) and no other."""
    rows, width = block.shape
    order = np.argsort(block, axis=1, kind="stable")
    ordered = np.take_along_axis(block, order, axis=1)
    answers = is_answer[order]
    starts = np.ones((rows, width), dtype=bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    flat_starts = np.flatnonzero(starts.ravel())
    per_group = np.add.reduceat(answers.ravel(), flat_starts)
    row_of_group = flat_starts // width
    late_answers = np.bincount(
        row_of_group, weights=np.maximum(per_group - 1, 0), minlength=rows
    ).astype(np.int64)
    late = width - starts.sum(axis=1)
    return late_answers, late


def _groups_and_worst(block: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distinct values and the largest run of equal values in each row of ``block``."""
    stats = stats_by_sorting(block, frozenset({"worst"}))
    return stats["groups"].astype(np.int64), stats["worst"].astype(np.int64)


def moves_kept(tree: TreeNode, answers: TreeNode) -> tuple[int, int]:
    """Positions of ``tree`` with more than one word left that the answers' tree ``answers``
    reaches too: how many play the answers tree's move and how many another (counted on the
    finished tree, not on the moves the builder tried and let go)."""
    kept = changed = 0
    stack = [(tree, answers)]
    while stack:
        node, theirs = stack.pop()
        if not node.children:
            continue  # the last word: no choice made here
        if node.guess != theirs.guess:
            changed += 1
            continue
        kept += 1
        for pattern, child in node.children.items():
            other = theirs.children.get(pattern)
            if other is not None:
                stack.append((child, other))
    return kept, changed


def late_in(ctx: SolverContext, node: TreeNode, secrets: np.ndarray, guesses_left: int) -> int:
    """How many of ``secrets`` the subtree ``node`` finds after ``guesses_left`` guesses (or
    never)."""
    turns = subtree_turns(ctx, node, secrets)[secrets]
    return int(np.count_nonzero((turns == 0) | (turns > guesses_left)))


def late_words(ctx: SolverContext, tree: DecisionTree) -> dict[str, int]:
    """Every accepted word the tree finds after the attempts (or never: 0), with its guesses."""
    found = guesses_per_word(ctx, tree)
    return {
        ctx.word(i): turns
        for i, turns in enumerate(found.tolist())
        if turns == 0 or turns > ctx.attempts
    }


def guesses_per_word(ctx: SolverContext, tree: DecisionTree) -> np.ndarray:
    """Guesses the tree takes to find each word of the guess list (0: never)."""
    return subtree_turns(ctx, tree.root, ctx.secret_ids)


def subtree_turns(ctx: SolverContext, node: TreeNode, secrets: np.ndarray) -> np.ndarray:
    """Guesses the subtree ``node`` takes to find each of ``secrets``, by word id over the
    guess list (0: never, or not among ``secrets``)."""
    out = np.zeros(len(ctx.words.guesses), dtype=np.int64)
    stack: list[tuple[TreeNode, np.ndarray, int]] = [(node, secrets, 1)]
    while stack:
        node, secrets, turn = stack.pop()
        guess_id = ctx.id_of(node.guess)
        for pattern, group in split_by_pattern(ctx.table.row(guess_id, secrets), secrets):
            if pattern == ctx.solved:
                out[group] = turn
                continue
            child = node.children.get(pattern)
            if child is not None:
                stack.append((child, group, turn + 1))
    return out
