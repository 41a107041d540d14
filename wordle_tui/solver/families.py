"""Look-alike families, and why no strategy finds every word of some lists in time.

A *family* is a set of accepted words equal at every position but one (BILL, DILL,
FILL, HILL…). A guess tells its members apart only through the letters it holds, so
each guess splits off a few members at most, and a large family needs many guesses.

:class:`FamilyCheck` decides exactly, for one family alone, whether a set of its
members can all be found within ``g`` guesses: every accepted guess is tried at every
step (guesses that split the members the same way are tried once). A position whose
words include such a set that cannot be found in time cannot be found in time either,
so one family is enough to refute a first guess: :meth:`FamilyCheck.refutation` looks
for one among the colour groups that first guess leaves. Normal mode only.

The search is pruned by a bound that holds for any set ``S`` of members: if no guess
separates more than ``k`` of them from the largest group it leaves, at most
``1 + (g - 1) * k`` of them can be found within ``g`` guesses (the largest group must
itself be found in ``g - 1``, and at most ``k`` members lie outside it).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from wordle_tui.core.scoring import solved_pattern
from wordle_tui.core.words import WordList
from wordle_tui.solver.patterns import PatternTable


@dataclass(frozen=True)
class Refutation:
    """A family no strategy finds in time after a first guess: who, and how many."""

    opener: str
    pattern: int
    members: tuple[str, ...]


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

    def __init__(self, words: WordList, least: int = 8) -> None:
        self.words = words
        self.solved = solved_pattern(words.length)
        table = PatternTable(words, use_cache=False, full_table_cells=0)
        every = np.arange(len(words.guesses))
        self.families = families(words, least)
        # guesses × members: the colours each guess gives each member of each family
        self.patterns = [np.asarray(table.compute(every, ids)) for ids in self.families]
        self.most_split = [self._most_split(p) for p in self.patterns]
        self._memo: dict[tuple[int, int, int], bool] = {}

    @staticmethod
    def _most_split(patterns: np.ndarray) -> int:
        """The most members any guess separates from the largest group it leaves."""
        largest = (patterns[:, :, None] == patterns[:, None, :]).sum(axis=2).max(axis=1)
        return int(patterns.shape[1] - largest.min())

    def bound(self, family: int, guesses: int) -> int:
        """At most this many of the family's members are found within ``guesses``."""
        return 1 + (guesses - 1) * self.most_split[family] if guesses >= 1 else 0

    def can_find(self, family: int, members: int, guesses: int) -> bool:
        """Whether some strategy finds every member in the bit set ``members`` of
        ``family`` within ``guesses`` guesses (every accepted word may be guessed)."""
        count = members.bit_count()
        if count <= 1:
            return guesses >= 1
        if guesses <= 1 or count > self.bound(family, guesses):
            return False
        key = (family, members, guesses)
        known = self._memo.get(key)
        if known is not None:
            return known
        columns = [j for j in range(self.patterns[family].shape[1]) if members >> j & 1]
        block = self.patterns[family][:, columns]
        largest = (block[:, :, None] == block[:, None, :]).sum(axis=2).max(axis=1)
        useful = np.flatnonzero(largest <= self.bound(family, guesses - 1))
        found = False
        if len(useful):
            splits, first = np.unique(block[useful], axis=0, return_index=True)
            for index in np.argsort(largest[useful][first], kind="stable").tolist():
                groups: dict[int, int] = defaultdict(int)
                for column, pattern in zip(columns, splits[index].tolist(), strict=True):
                    groups[pattern] |= 1 << column
                if all(
                    pattern == self.solved or self.can_find(family, group, guesses - 1)
                    for pattern, group in groups.items()
                ):
                    found = True
                    break
        self._memo[key] = found
        return found

    def refutation(self, opener: str, attempts: int) -> Refutation | None:
        """A family that no strategy finds within ``attempts`` after ``opener``, or None
        when no single family proves it (which does not mean a tree exists)."""
        opener_id = self.words.guesses.index(opener)
        for family, patterns in enumerate(self.patterns):
            groups: dict[int, int] = defaultdict(int)
            for column, pattern in enumerate(patterns[opener_id].tolist()):
                groups[pattern] |= 1 << column
            for pattern, members in groups.items():
                if pattern != self.solved and not self.can_find(family, members, attempts - 1):
                    ids = self.families[family]
                    names = tuple(
                        self.words.guesses[int(ids[j])] for j in range(len(ids)) if members >> j & 1
                    )
                    return Refutation(opener, pattern, names)
        return None
