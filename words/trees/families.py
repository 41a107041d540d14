"""Look-alike families, and why no strategy finds every word of some lists in time.

A *family* is a set of accepted words equal at every position but one (BILL, DILL,
FILL, HILL…). A guess tells its members apart only through the letters it holds, so
each guess splits off a few members at most, and a large family needs many guesses.

:class:`FamilyCheck` decides exactly, for one family alone, whether a set of its
members can all be found within ``g`` guesses, and how few of them any strategy must
find late: every allowed guess is tried at every step (guesses that split the members
the same way are tried once). Words found late among a family's members alone are
found late among more words too, so one family is enough to refute a first guess
(:meth:`FamilyCheck.refutation`), and families with no word in common add up to a
least number of words late (:meth:`FamilyCheck.late_bound`).

Hard mode: every later guess must use the hints of the first guess's row. The
check keeps that rule fixed and ignores what later rows add. Later rows only forbid
more guesses, so this is a relaxation: a refutation or a least number late still
holds for every hard-mode strategy, but a family the check finds in time may still
be lost in hard mode.

The search is pruned by a bound that holds for any set ``S`` of members: if no guess
separates more than ``k`` of them from the largest group it leaves, at most
``1 + (g - 1) * k`` of them can be found within ``g`` guesses (the largest group must
itself be found in ``g - 1``, and at most ``k`` members lie outside it). A subset's
``k`` is never larger, so the family's ``k`` holds all the way down.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import solved_pattern
from wordle_tui.core.words import WordList
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.patterns import PatternTable

# The rule of normal mode (every guess allowed), and of hard mode before any row.
NO_RULE = HardModeRule()
# Hard-mode rules whose allowed guesses are kept at once (a first guess makes up to 3^n), and
# views named per family and rule: up to 64 times as many, then the names are forgotten (the
# views themselves, and what was found on them, stay).
CACHED_RULES = 1024


@dataclass(frozen=True)
class Refutation:
    """A family no strategy finds in time after a first guess: who, and how many of them
    are found late at least."""

    opener: str
    pattern: int
    members: tuple[str, ...]
    late: int = 1


@dataclass(frozen=True)
class LateBound:
    """The least number of words any strategy finds late after a first guess, and the
    families (no word in common) that prove it."""

    opener: str
    late: int
    refutations: tuple[Refutation, ...]


def families(words: WordList, least: int) -> list[np.ndarray]:
    """The guess ids of every family of at least ``least`` members (largest first)."""
    found: dict[tuple[int, str], list[int]] = defaultdict(list)
    for index, word in enumerate(words.guesses):
        for position in range(words.length):
            found[(position, word[:position] + "_" + word[position + 1 :])].append(index)
    kept = [np.array(ids) for ids in found.values() if len(ids) >= least]
    return sorted(kept, key=lambda ids: (-len(ids), ids.tolist()))


class FamilyCheck:
    """Exact feasibility of finding a family's members in time (see the module notes)."""

    def __init__(self, words: WordList, least: int = 8, *, hard: bool = False) -> None:
        self.words = words
        self.hard = hard
        self.solved = solved_pattern(words.length)
        table = PatternTable(words, use_cache=False, full_table_cells=0)
        # every accepted word may be tried, offensive ones too: what no strategy at all can do,
        # the bot (which never types them while others are possible) cannot do either
        self._ctx = SolverContext(words, hard=hard, table=table, avoid_offensive=False)
        every = np.arange(len(words.guesses))
        self.families = families(words, least)
        # guesses × members: the colours each guess gives each member of each family
        self.patterns = [np.asarray(table.compute(every, ids)) for ids in self.families]
        # a view: the distinct rows of colours the allowed guesses give a family's members
        # (guesses that split them alike are one); the checks depend on nothing else, so
        # families and rules with equal views share their results
        distinct = [np.unique(p, axis=0, return_inverse=True) for p in self.patterns]
        self._distinct = [rows for rows, _ in distinct]
        self._row_of = [inverse.ravel() for _, inverse in distinct]
        self._views: list[np.ndarray] = []
        self._spread: list[int] = []
        self._view_ids: dict[tuple[int, bytes], int] = {}
        self._view_of: dict[tuple[int, tuple], int] = {}
        self._allowed: dict[tuple, np.ndarray] = {}
        self._memo: dict[tuple[int, int, int], bool] = {}
        self._found_memo: dict[tuple[int, int, int], int] = {}

    def _view(self, family: int, rule: HardModeRule) -> int:
        """The view of ``family`` under ``rule`` (every guess in normal mode)."""
        hard = self.hard and not rule.is_empty
        key = (family, rule.key if hard else ())
        known = self._view_of.get(key)
        if known is not None:
            return known
        rows = self._distinct[family]
        name = b""
        if hard:
            present = np.zeros(len(rows), dtype=bool)
            present[self._row_of[family][self._allowed_by(rule)]] = True
            rows = rows[present]
            name = np.packbits(present).tobytes()
        view = self._view_ids.get((family, name))
        if view is None:
            view = self._view_ids[(family, name)] = len(self._views)
            largest = (rows[:, :, None] == rows[:, None, :]).sum(axis=2).max(axis=1)
            self._views.append(rows)
            self._spread.append(int(rows.shape[1] - largest.min()))
        if len(self._view_of) >= CACHED_RULES * 64:
            self._view_of.clear()
        self._view_of[key] = view
        return view

    def _allowed_by(self, rule: HardModeRule) -> np.ndarray:
        """The guess ids hard mode allows under ``rule`` (the last few rules kept)."""
        known = self._allowed.get(rule.key)
        if known is None:
            if len(self._allowed) >= CACHED_RULES:
                self._allowed.clear()
            known = self._allowed[rule.key] = self._ctx.allowed(rule)
        return known

    def bound(self, family: int, guesses: int, rule: HardModeRule = NO_RULE) -> int:
        """At most this many of the family's members are found within ``guesses``."""
        return self._bound(self._view(family, rule), guesses)

    def _bound(self, view: int, guesses: int) -> int:
        return 1 + (guesses - 1) * self._spread[view] if guesses >= 1 else 0

    def can_find(
        self, family: int, members: int, guesses: int, rule: HardModeRule = NO_RULE
    ) -> bool:
        """Whether some strategy finds every member in the bit set ``members`` of
        ``family`` within ``guesses`` guesses (every guess ``rule`` allows may be played)."""
        return self._can_find(self._view(family, rule), members, guesses)

    def _can_find(self, view: int, members: int, guesses: int) -> bool:
        count = members.bit_count()
        if count <= guesses:  # one member a guess
            return True
        if guesses <= 1 or count > self._bound(view, guesses):
            return False
        key = (view, members, guesses)
        known = self._memo.get(key)
        if known is not None:
            return known
        found = False
        splits, spread = self._splits(view, members, guesses - 1)
        if count > 1 + (guesses - 1) * spread:  # these members' own bound
            splits = []
        for groups in splits:
            if all(
                pattern == self.solved or self._can_find(view, group, guesses - 1)
                for pattern, group in groups
            ):
                found = True
                break
        self._memo[key] = found
        return found

    def fewest_late(
        self, family: int, members: int, guesses: int, rule: HardModeRule = NO_RULE
    ) -> int:
        """The fewest members of the bit set ``members`` that any strategy finds after
        ``guesses`` guesses (0: all can be found in time)."""
        return members.bit_count() - self._most_found(self._view(family, rule), members, guesses)

    def _most_found(self, view: int, members: int, guesses: int) -> int:
        """The most members of ``members`` some strategy finds within ``guesses`` (branch
        and bound: the splits that could find the most are tried first)."""
        count = members.bit_count()
        if count <= 1 or guesses <= 1:
            return min(count, max(guesses, 0))
        if self._can_find(view, members, guesses):
            return count
        key = (view, members, guesses)
        known = self._found_memo.get(key)
        if known is not None:
            return known
        splits, spread = self._splits(view, members)
        most = min(count - 1, 1 + (guesses - 1) * spread)  # _can_find said not all
        below = 1 + (guesses - 2) * spread  # the most any group below can find

        def hope(groups: list[tuple[int, int]]) -> int:
            return sum(
                1 if pattern == self.solved else min(group.bit_count(), below)
                for pattern, group in groups
            )

        best = min(count, guesses)  # one member a guess
        for groups in sorted(splits, key=hope, reverse=True):
            left = hope(groups)
            if left <= best:
                break
            total = 0
            for pattern, group in groups:
                if pattern == self.solved:
                    total += 1
                    left -= 1
                    continue
                left -= min(group.bit_count(), below)
                total += self._most_found(view, group, guesses - 1)
                if total + left <= best:
                    break
            best = max(best, total)
            if best >= most:
                break
        self._found_memo[key] = best
        return best

    def _splits(
        self, view: int, members: int, guesses_below: int | None = None
    ) -> tuple[list[list[tuple[int, int]]], int]:
        """Every distinct way an allowed guess splits ``members`` (into more than one
        group), the smallest largest group first, each a list of (pattern, members); and
        the most members any allowed guess separates from the largest group it leaves.
        With ``guesses_below``, only the splits whose every group could be found in them."""
        rows = self._views[view]
        columns = [j for j in range(rows.shape[1]) if members >> j & 1]
        block = rows[:, columns]
        largest = (block[:, :, None] == block[:, None, :]).sum(axis=2).max(axis=1)
        spread = len(columns) - int(largest.min())
        kept = len(columns) - 1
        if guesses_below is not None:
            kept = min(kept, 1 + (guesses_below - 1) * spread if guesses_below >= 1 else 0)
        useful = np.flatnonzero(largest <= kept)
        out = []
        splits, first = np.unique(block[useful], axis=0, return_index=True)
        for index in np.argsort(largest[useful][first], kind="stable").tolist():
            groups: dict[int, int] = defaultdict(int)
            for column, pattern in zip(columns, splits[index].tolist(), strict=True):
                groups[pattern] |= 1 << column
            out.append(sorted(groups.items(), key=lambda item: -item[1].bit_count()))
        return out, spread

    def _groups(self, opener: str, least: int) -> list[tuple[int, int, int, HardModeRule]]:
        """(family, opener's pattern, members, rule) for every colour group of at least
        ``least`` members the first guess leaves of every family (the rule: what hard mode
        asks of the later guesses)."""
        opener_id = self._ctx.id_of(opener)
        out = []
        for family, patterns in enumerate(self.patterns):
            groups: dict[int, int] = defaultdict(int)
            for column, pattern in enumerate(patterns[opener_id].tolist()):
                groups[pattern] |= 1 << column
            for pattern, members in groups.items():
                if pattern != self.solved and members.bit_count() >= least:
                    rule = NO_RULE.with_row(Row(opener, pattern)) if self.hard else NO_RULE
                    out.append((family, pattern, members, rule))
        return out

    def refutation(self, opener: str, attempts: int) -> Refutation | None:
        """A family that no strategy finds within ``attempts`` after ``opener``, or None
        when no single family proves it (which does not mean a tree exists)."""
        groups = self._groups(opener, attempts)
        # the groups with the fewest members to spare under the bound first
        spare = [
            self.bound(family, attempts - 1, rule) - members.bit_count()
            for family, _, members, rule in groups
        ]
        for index in np.argsort(spare, kind="stable").tolist():
            family, pattern, members, rule = groups[index]
            if not self.can_find(family, members, attempts - 1, rule):
                return self._refutation(opener, family, pattern, members, 1)
        return None

    def late_bound(self, opener: str, attempts: int) -> LateBound:
        """The least number of words any strategy after ``opener`` finds late: the sum
        over families with no word in common of the fewest each must lose (the largest
        first)."""
        found = []
        for family, pattern, members, rule in self._groups(opener, attempts):
            late = self.fewest_late(family, members, attempts - 1, rule)
            if late:
                found.append((late, family, pattern, members))
        used: set[int] = set()
        kept = []
        for late, family, pattern, members in sorted(found, key=lambda item: -item[0]):
            ids = {int(self.families[family][j]) for j in _bits(members)}
            if used.isdisjoint(ids):
                used |= ids
                kept.append(self._refutation(opener, family, pattern, members, late))
        return LateBound(opener, sum(r.late for r in kept), tuple(kept))

    def _refutation(
        self, opener: str, family: int, pattern: int, members: int, late: int
    ) -> Refutation:
        ids = self.families[family]
        names = tuple(self.words.guesses[int(ids[j])] for j in _bits(members))
        return Refutation(opener, pattern, names, late)


def _bits(members: int) -> list[int]:
    """The positions of the set bits of ``members``."""
    return [j for j in range(members.bit_length()) if members >> j & 1]
