"""The family check: exact, against a brute force that tries every guess everywhere."""

from __future__ import annotations

import itertools

import pytest

from tests.helpers import make_words
from tests.solver_support import brute_force_late
from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import score
from words.trees.families import FamilyCheck, families

FAMILY = ["bills", "fills", "hills", "jills", "kills", "mills", "pills", "wills"]
WORDS = make_words(["bills", "crane", "fills", "pound", "slate"], [*FAMILY, "fjord", "hokum"])


def test_families_are_words_equal_at_every_position_but_one():
    found = [sorted(WORDS.guesses[int(i)] for i in ids) for ids in families(WORDS, 3)]
    assert found == [sorted(FAMILY)]


@pytest.mark.parametrize(
    "guesses",
    [1, 2, 3, pytest.param(4, marks=pytest.mark.slow), pytest.param(5, marks=pytest.mark.slow)],
)
def test_can_find_agrees_with_brute_force_on_every_subset(guesses):
    check = FamilyCheck(WORDS, least=3)
    members = [WORDS.guesses[int(i)] for i in check.families[0]]
    for size in (2, 4, 6, 8):
        for subset in itertools.islice(itertools.combinations(range(len(members)), size), 12):
            mask = sum(1 << j for j in subset)
            secrets = tuple(members[j] for j in subset)
            expected = brute_force_late(secrets, WORDS.guesses, guesses)[1] == 0
            assert check.can_find(0, mask, guesses) == expected, (secrets, guesses)


@pytest.mark.slow
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


def _groups_and_late_after(
    opener: str, attempts: int, hard: bool
) -> tuple[dict[int, list[str]], int]:
    """The colour groups ``opener`` leaves of every word, and how many words the best
    strategy after it finds late (brute force)."""
    groups: dict[int, list[str]] = {}
    for word in WORDS.guesses:
        groups.setdefault(score(opener, word), []).append(word)
    late = sum(
        brute_force_late(
            tuple(group), WORDS.guesses, attempts - 1, hard=hard, rows=(Row(opener, pattern),)
        )[1]
        for pattern, group in groups.items()
        if group != [opener]
    )
    return groups, late


@pytest.mark.parametrize("attempts", [3, 4, 5])
def test_a_refuted_opener_leaves_words_that_brute_force_finds_late(attempts):
    check = FamilyCheck(WORDS, least=3)
    for opener in WORDS.guesses:
        refuted = check.refutation(opener, attempts)
        groups, late = _groups_and_late_after(opener, attempts, hard=False)
        if refuted is not None:
            assert late > 0, opener
            assert set(refuted.members) <= set(groups[refuted.pattern])


def _subsets(size_count: int):
    """A few subsets of every size of a family of ``size_count`` members, as bit sets."""
    for size in range(2, size_count + 1, 2):
        for subset in itertools.islice(itertools.combinations(range(size_count), size), 8):
            yield sum(1 << j for j in subset), subset


@pytest.mark.parametrize("guesses", [1, 2, 3, 4])
def test_fewest_late_is_the_brute_force_count_in_normal_mode(guesses):
    check = FamilyCheck(WORDS, least=3)
    members = [WORDS.guesses[int(i)] for i in check.families[0]]
    for mask, subset in _subsets(len(members)):
        secrets = tuple(members[j] for j in subset)
        expected = brute_force_late(secrets, WORDS.guesses, guesses)[1]
        assert check.fewest_late(0, mask, guesses) == expected, (secrets, guesses)


@pytest.mark.parametrize("opener", ["slate", "bills", "fjord", "hokum"])
@pytest.mark.parametrize("guesses", [2, 3, 4])
def test_hard_mode_counts_never_exceed_what_every_hard_strategy_loses(opener, guesses):
    """Hard mode is checked under the first row's rule only (a relaxation): what it finds
    late, every hard-mode strategy after that row finds late too."""
    check = FamilyCheck(WORDS, least=3, hard=True)
    members = [WORDS.guesses[int(i)] for i in check.families[0]]
    for pattern in {score(opener, word) for word in members}:
        row = Row(opener, pattern)
        group = [j for j, word in enumerate(members) if score(opener, word) == pattern]
        if opener in (members[j] for j in group):
            continue
        mask = sum(1 << j for j in group)
        secrets = tuple(members[j] for j in group)
        rule = HardModeRule().with_row(row)
        exact = brute_force_late(secrets, WORDS.guesses, guesses, hard=True, rows=(row,))[1]
        assert check.fewest_late(0, mask, guesses, rule) <= exact, (opener, secrets)
        if not check.can_find(0, mask, guesses, rule):
            assert exact > 0, (opener, secrets)


def test_hard_mode_rule_leaves_fewer_guesses_and_finds_more_late():
    """After SLATE the -ILLS words must keep S and L: guesses tell fewer of them apart."""
    normal = FamilyCheck(WORDS, least=3)
    hard = FamilyCheck(WORDS, least=3, hard=True)
    pattern = score("slate", "bills")
    rule = HardModeRule().with_row(Row("slate", pattern))
    everyone = (1 << len(normal.families[0])) - 1
    assert hard.bound(0, 3, rule) < normal.bound(0, 3)
    assert hard.fewest_late(0, everyone, 3, rule) > normal.fewest_late(0, everyone, 3)


@pytest.mark.parametrize("hard", [False, True])
@pytest.mark.parametrize("attempts", [3, 4])
def test_the_late_bound_never_exceeds_the_brute_force_count(hard, attempts):
    check = FamilyCheck(WORDS, least=3, hard=hard)
    for opener in WORDS.guesses:
        bound = check.late_bound(opener, attempts)
        _, late = _groups_and_late_after(opener, attempts, hard)
        assert bound.late <= late, opener
        assert bound.late == sum(r.late for r in bound.refutations)
        named = [word for r in bound.refutations for word in r.members]
        assert len(named) == len(set(named))  # families with no word in common
        assert (bound.late > 0) == (check.refutation(opener, attempts) is not None)
