"""The fewest guesses for the answers, exactly, when every accepted word must be found in time.

The complete any-word tree (:mod:`words.trees.any_word`) must find every accepted
word within the attempts; of the trees that do, the answers' figure decides.
:class:`ConstrainedSearch` finds the best such subtree of a position by branch and bound
over every guess (normal mode), so what it returns is the optimum, or a proof that
nothing is cheaper than a given budget:

- a group holding ``k`` answers costs them at least ``2k − 1`` guesses (one of them may
  be guessed first, each other needs two at least); a group's bound looks one guess
  further: ``k`` plus, for the best guess, ``2k − 1`` for each group it leaves;
- a group is given up at once when a look-alike family in it cannot be found in time
  (:class:`~words.trees.families.FamilyCheck`: exact for one family alone);
- with two guesses left no search is needed: some guess must tell every word apart, and
  the answers then cost ``2k − 1`` if one of them does, else ``2k``;
- guesses that split the words alike are tried once, and results are kept per set of
  words and guesses left.

The guesses tried are the words the bot may type (never an offensive word while another
word is possible; the bounds, read over every guess, stay lower bounds).

Every step only drops what cannot be cheaper, so the search is exact; ``node_limit``
stops it (:class:`~wordle_tui.solver.search.SearchTimeout`) to keep a build bounded,
counted in positions searched, never in time, so the same lists give the same tree.
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np

from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import count_groups, split_by_pattern
from wordle_tui.solver.search import SearchTimeout
from words.trees.families import FamilyCheck

# No tree finds every word in time.
NEVER = 1 << 40
# Families of at least this many members are checked (a smaller one is found a member a
# guess whenever there are more guesses left than members).
FAMILY_LEAST = 4


def groups_and_largest(patterns: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each row of colours (one guess against some words): how many groups it makes,
    and how large the largest is."""
    ordered = np.sort(patterns, axis=1)
    starts = np.ones(ordered.shape, dtype=bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    column = np.arange(ordered.shape[1])
    run_start = np.maximum.accumulate(np.where(starts, column, 0), axis=1)
    return starts.sum(axis=1), (column - run_start).max(axis=1) + 1


def _least(answers: int) -> int:
    """The fewest guesses ``answers`` answers can take: one may be guessed first, each other
    needs two at least."""
    return 2 * answers - 1 if answers else 0


class ConstrainedSearch:
    """Exact fewest guesses for the answers under the attempts (see the module notes).

    ``ctx`` must be an any-word context in normal mode whose table holds every guess as a
    secret (:func:`~words.trees.any_word.full_pattern_table`).
    """

    def __init__(
        self,
        ctx: SolverContext,
        families: FamilyCheck | None = None,
        *,
        node_limit: int | None = None,
    ) -> None:
        if ctx.hard:
            raise ValueError("the constrained search plays normal mode only")
        full = ctx.table.full
        if full is None or full.shape[1] != len(ctx.words.guesses):
            raise ValueError("the constrained search needs every guess as a secret in the table")
        self.ctx = ctx
        self.full = full
        self.is_answer = ctx.is_answer
        self.typeable = ~ctx.offensive  # guesses the bot may type while several words are left
        self.solved = int(ctx.solved)
        self.families = families if families is not None else FamilyCheck(ctx.words, FAMILY_LEAST)
        self.node_limit = node_limit
        self.nodes = 0
        # every guess against the answers only, contiguous (the bounds read nothing else)
        self._answer_table = np.ascontiguousarray(full[:, ctx.answer_ids])
        self._answer_column = np.full(len(ctx.words.guesses), -1, dtype=np.int64)
        self._answer_column[ctx.answer_ids] = np.arange(len(ctx.answer_ids))
        # (words, guesses left) -> (cost, exact, guess): exact: the optimum, its first guess
        # (-1 with two left: any guess telling every word apart); else a lower bound
        self._memo: dict[tuple[bytes, int], tuple[int, bool, int]] = {}
        self._bounds: dict[tuple[bytes, int], int] = {}
        self._family_ok: dict[tuple[bytes, int], bool] = {}
        members: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for family, ids in enumerate(self.families.families):
            for bit, word in enumerate(ids.tolist()):
                members[word].append((family, bit))
        width = max((len(found) for found in members.values()), default=1)
        n_words = len(ctx.words.guesses)
        # each word's families and its bit in each (-1: none)
        self._family_of = np.full((n_words, width), -1, dtype=np.int64)
        self._bit_of = np.zeros((n_words, width), dtype=np.int64)
        for word, found in members.items():
            for slot, (family, bit) in enumerate(found):
                self._family_of[word, slot] = family
                self._bit_of[word, slot] = bit

    def forget(self) -> None:
        """Drop what was searched (the memory of one position's search)."""
        self._memo.clear()
        self._bounds.clear()
        self._family_ok.clear()
        self.nodes = 0

    # --- the search ---------------------------------------------------------------

    def cost(self, words: np.ndarray, guesses_left: int, budget: int) -> int:
        """The fewest guesses for the answers among ``words`` (sorted ids) over every tree
        finding each of them within ``guesses_left``, if below ``budget``; else a number at
        least ``budget`` (``NEVER``: no tree is in time)."""
        settled = self._settled(words, guesses_left)
        if settled is not None:
            return settled
        answers = int(self.is_answer[words].sum())
        least = _least(answers)
        if least >= budget:
            return least
        name = words.tobytes()
        key = (name, guesses_left)
        known = self._memo.get(key)
        if known is not None and (known[1] or known[0] >= budget):
            return known[0]
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchTimeout(f"more than {self.node_limit:,} positions")
        patterns = self.full[:, words]
        if guesses_left == 2:
            found = self._two_left(words, patterns, answers)
            self._memo[key] = (found, True, -1)
            return found
        if not self._families_in_time(words, guesses_left, name):
            self._memo[key] = (NEVER, True, -1)
            return NEVER
        bound = self._guess_bounds(words, patterns, answers)
        best, best_guess = budget, -1
        for guess in self._guesses(patterns, bound, budget).tolist():
            if bound[guess] >= best:
                break
            found = self._cost_after(words, guesses_left, patterns[guess], answers, best)
            if found < best:
                best, best_guess = found, guess
        if best < budget:
            self._memo[key] = (best, True, best_guess)
            return best
        self._memo[key] = (budget, False, -1)
        return budget

    def _settled(self, words: np.ndarray, guesses_left: int) -> int | None:
        """The cost where nothing is left to search: one word (its answer's guess, if in time),
        or several with one guess left (never in time); None otherwise."""
        if len(words) == 1:
            return int(self.is_answer[words[0]]) if guesses_left >= 1 else NEVER
        return NEVER if guesses_left <= 1 else None

    def _cost_after(
        self, words: np.ndarray, guesses_left: int, row: np.ndarray, answers: int, best: int
    ) -> int:
        """The answers' cost of playing the guess giving ``row``, if below ``best`` (else at
        least ``best``)."""
        patterns, inverse = np.unique(row, return_inverse=True)
        groups = []
        total = answers
        for index, pattern in enumerate(patterns.tolist()):
            if pattern == self.solved:
                continue
            group = words[inverse == index]
            least = self.bound(group, guesses_left - 1)
            total += least
            if total >= best:
                return total
            groups.append((least, group))
        rest = total - answers
        total = answers
        for least, group in sorted(groups, key=lambda item: -len(item[1])):
            rest -= least
            total += self.cost(group, guesses_left - 1, best - total - rest)
            if total + rest >= best:
                return total + rest
        return total

    def bound(self, words: np.ndarray, guesses_left: int) -> int:
        """A lower bound of :meth:`cost` (``NEVER`` when surely no tree is in time)."""
        settled = self._settled(words, guesses_left)
        if settled is not None:
            return settled
        answers = int(self.is_answer[words].sum())
        name = words.tobytes()
        key = (name, guesses_left)
        known = self._memo.get(key)
        if known is not None:
            return known[0]
        found = self._bounds.get(key)
        if found is not None:
            return found
        if not self._families_in_time(words, guesses_left, name):
            found = NEVER
        elif guesses_left == 2:
            found = self.cost(words, 2, NEVER)
        elif answers <= 2:
            found = _least(answers)
        else:
            found = self.answers_bound(words[self.is_answer[words]])
        self._bounds[key] = found
        return found

    def answers_bound(self, answer_ids: np.ndarray) -> int:
        """The answers' cost alone, bounded one guess ahead (no family check, no memory): the
        least :meth:`_guess_bounds` over every guess, read from the answers' columns."""
        answers = len(answer_ids)
        if answers <= 2:
            return _least(answers)
        columns = self._answer_table[:, self._answer_column[answer_ids]]
        groups = count_groups(columns, self.ctx.words.length)
        found = np.zeros(len(groups), dtype=np.int64)
        found[answer_ids] = 1  # a guess finds itself only
        return int((3 * answers - found - groups).min())

    def _guess_bounds(self, words: np.ndarray, patterns: np.ndarray, answers: int) -> np.ndarray:
        """For every guess, a lower bound of the answers' cost after it: ``k`` now, and
        ``2k' − 1`` for each group of ``k'`` answers it leaves (none for the answer it may
        find)."""
        if not answers:
            return np.zeros(len(patterns), dtype=np.int64)
        columns = patterns[:, self.is_answer[words]]
        groups = count_groups(columns, self.ctx.words.length)
        found = (columns == self.solved).any(axis=1).astype(np.int64)
        return answers + 2 * (answers - found) - (groups - found)

    def _guesses(self, patterns: np.ndarray, bound: np.ndarray, budget: int) -> np.ndarray:
        """The guesses worth trying, best bound first (then the smallest largest group, the
        most groups, the word order): one of each set that splits the words alike, none that
        splits nothing."""
        ids = np.flatnonzero((bound < budget) & self.typeable)
        if len(ids) == 0:
            return ids
        rows = np.ascontiguousarray(patterns[ids])
        as_bytes = rows.view(np.dtype((np.void, rows.shape[1] * rows.itemsize))).ravel()
        _, first = np.unique(as_bytes, return_index=True)
        ids = np.sort(ids[first])
        groups, largest = groups_and_largest(patterns[ids])
        splits = groups > 1
        ids, groups, largest = ids[splits], groups[splits], largest[splits]
        return ids[np.lexsort((ids, -groups, largest, bound[ids]))]

    def _two_left(self, words: np.ndarray, patterns: np.ndarray, answers: int) -> int:
        """Two guesses left: a guess must tell every word apart."""
        if len(words) > 3**self.ctx.words.length:
            return NEVER
        splitters = self._splitters(words, patterns)
        if len(splitters) == 0:
            return NEVER
        return 2 * answers - int(np.isin(splitters, words[self.is_answer[words]]).any())

    def _splitters(self, words: np.ndarray, patterns: np.ndarray) -> np.ndarray:
        """The guesses the bot may type that tell every word apart."""
        groups = count_groups(patterns, self.ctx.words.length)
        return np.flatnonzero((groups == len(words)) & self.typeable)

    def _families_in_time(self, words: np.ndarray, guesses_left: int, name: bytes) -> bool:
        """Whether every look-alike family among ``words`` can be found in time, each alone."""
        if len(words) <= guesses_left:
            return True
        key = (name, guesses_left)
        known = self._family_ok.get(key)
        if known is not None:
            return known
        families = self._family_of[words].ravel()
        bits = self._bit_of[words].ravel()
        inside = families >= 0
        families, bits = families[inside], bits[inside]
        ok = True
        if len(families) > guesses_left:
            ids, counts = np.unique(families, return_counts=True)
            for family in ids[counts > guesses_left].tolist():
                members = 0
                for bit in bits[families == family].tolist():
                    members |= 1 << bit
                if not self.families.can_find(family, members, guesses_left):
                    ok = False
                    break
        self._family_ok[key] = ok
        return ok

    # --- the tree -----------------------------------------------------------------

    def choice(self, words: np.ndarray, guesses_left: int) -> int:
        """The first guess of the optimum :meth:`cost` found below its budget for ``words``
        (with two left: a guess telling every word apart, an answer among them if one does,
        else a word among them, the likeliest first)."""
        known = self._memo.get((words.tobytes(), guesses_left))
        if known is None or not known[1] or known[0] >= NEVER:
            raise KeyError("no optimum is known for this position")
        if known[2] >= 0:
            return known[2]
        splitters = self._splitters(words, self.full[:, words])
        weights = self.ctx.weights
        inside = np.isin(splitters, words)
        answer = inside & self.is_answer[splitters]
        likely = weights[splitters] if weights is not None else np.zeros(len(splitters))
        order = np.lexsort((splitters, -likely, ~inside, ~answer))
        return int(splitters[order[0]])


# --- every first guess against a target -------------------------------------------------


def colour_groups(search: ConstrainedSearch, guess_id: int) -> list[tuple[int, np.ndarray, int]]:
    """The colour groups a first guess leaves but the solved one: (pattern, sorted word ids,
    answers), the largest first."""
    ctx = search.ctx
    row = search.full[guess_id, ctx.secret_ids]
    groups = [
        (pattern, group, int(ctx.is_answer[group].sum()))
        for pattern, group in split_by_pattern(row, ctx.secret_ids)
        if pattern != ctx.solved
    ]
    return sorted(groups, key=lambda item: -len(item[1]))


def first_guess_bound(
    search: ConstrainedSearch, groups: list[tuple[int, np.ndarray, int]], target: int
) -> int:
    """A lower bound of the answers' total after a first guess from its groups' bounds
    (:meth:`ConstrainedSearch.bound`: one guess ahead, and the look-alike families), the
    largest first, stopped once past ``target`` (the groups not reached counted at
    ``2k − 1``; ``NEVER``: no tree in time): cheap, and enough to refute most first
    guesses."""
    left = search.ctx.attempts - 1
    rest = sum(_least(answers) for _, _, answers in groups)
    total = len(search.ctx.answer_ids)
    for _, group, answers in groups:
        rest -= _least(answers)
        total += search.bound(group, left)
        if total + rest > target:
            break
    return min(total + rest, NEVER)


def first_guess_least(
    search: ConstrainedSearch,
    groups: list[tuple[int, np.ndarray, int]],
    target: int,
    bound: int,
) -> tuple[int, int]:
    """The answers' least total after a first guess, each group searched exactly with the
    budget the other groups' bounds leave it, stopped once past ``target``. ``bound`` is
    :func:`first_guess_bound`'s (at most ``target``). Returns the total (a lower bound;
    exact when at most ``target`` and no group stopped; ``NEVER``: no tree in time) and how
    many groups stopped at the node limit (each counted at its bound)."""
    left, stopped = search.ctx.attempts - 1, 0
    spare = target - bound
    for _, group, _ in groups:
        if spare < 0:
            break
        search.forget()
        least = search.bound(group, left)
        try:
            found = search.cost(group, left, least + spare + 1)
        except SearchTimeout:
            found, stopped = least, stopped + 1
        if found >= NEVER:
            return NEVER, stopped
        spare -= found - least
    return target - spare, stopped
