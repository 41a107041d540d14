"""The family check: exact, against a brute force that tries every guess everywhere."""

from __future__ import annotations

import itertools

import pytest

from tests.helpers import make_words
from tests.solver_support import brute_force_late
from wordle_tui.core.scoring import score
from wordle_tui.solver.families import FamilyCheck, families

FAMILY = ["bills", "fills", "hills", "jills", "kills", "mills", "pills", "wills"]
WORDS = make_words(["bills", "crane", "fills", "pound", "slate"], [*FAMILY, "fjord", "hokum"])


def test_families_are_words_equal_at_every_position_but_one():
    found = [sorted(WORDS.guesses[int(i)] for i in ids) for ids in families(WORDS, 3)]
    assert found == [sorted(FAMILY)]


@pytest.mark.parametrize("guesses", [1, 2, 3, 4, 5])
def test_can_find_agrees_with_brute_force_on_every_subset(guesses):
    check = FamilyCheck(WORDS, least=3)
    members = [WORDS.guesses[int(i)] for i in check.families[0]]
    for size in (2, 4, 6, 8):
        for subset in itertools.islice(itertools.combinations(range(len(members)), size), 12):
            mask = sum(1 << j for j in subset)
            secrets = tuple(members[j] for j in subset)
            expected = brute_force_late(secrets, WORDS.guesses, guesses)[1] == 0
            assert check.can_find(0, mask, guesses) == expected, (secrets, guesses)


def test_the_bound_never_refuses_what_brute_force_finds():
    check = FamilyCheck(WORDS, least=3)
    everyone = (1 << len(check.families[0])) - 1
    for guesses in range(1, 7):
        reachable = check.bound(0, guesses)
        if brute_force_late(tuple(FAMILY), WORDS.guesses, guesses)[1] == 0:
            assert len(FAMILY) <= reachable
        assert check.can_find(0, everyone, guesses) == (
            brute_force_late(tuple(FAMILY), WORDS.guesses, guesses)[1] == 0
        )


@pytest.mark.parametrize("attempts", [3, 4, 5])
def test_a_refuted_opener_leaves_words_that_brute_force_finds_late(attempts):
    check = FamilyCheck(WORDS, least=3)
    for opener in WORDS.guesses:
        refuted = check.refutation(opener, attempts)
        groups: dict[int, list[str]] = {}
        for word in WORDS.guesses:
            groups.setdefault(score(opener, word), []).append(word)
        late = sum(
            brute_force_late(tuple(group), WORDS.guesses, attempts - 1)[1]
            for pattern, group in groups.items()
            if group != [opener]
        )
        if refuted is not None:
            assert late > 0, opener
            assert set(refuted.members) <= set(groups[refuted.pattern])
