"""The exact search for the fewest guesses for the answers with every word in time, against
a brute force that tries every guess everywhere (tests/solver_support.py)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import make_words
from tests.solver_support import lexicographic_optimum
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.words import WordList
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.search import SearchTimeout, TreeSearch
from wordle_tui.solver.tree import DecisionTree
from words.trees.any_word import (
    CompleteTableBuilder,
    full_pattern_table,
    guesses_per_word,
    late_words,
)
from words.trees.constrained import (
    NEVER,
    ConstrainedSearch,
    colour_groups,
    first_guess_bound,
    first_guess_least,
)

FAMILY = ["bills", "fills", "hills", "jills", "kills", "mills", "pills", "wills"]
OTHERS = ["crane", "pound", "slate", "fjord", "hokum", "whump", "gawky", "chimp", "might"]


def search_for(words: WordList, attempts: int, **kwargs) -> tuple[ConstrainedSearch, np.ndarray]:
    ctx = SolverContext(words, any_word=True, attempts=attempts, table=full_pattern_table(words))
    return ConstrainedSearch(ctx, **kwargs), ctx.secret_ids.astype(np.int64)


def answers_tree(words: WordList, attempts: int) -> DecisionTree:
    ctx = SolverContext(words, attempts=attempts)
    search = TreeSearch(ctx, beam=None)
    _, guess = search.solve(ctx.answer_ids, HardModeRule(), None, attempts)
    return DecisionTree(
        search.build_tree(ctx.answer_ids, attempts, guess), "en", 5, False, words.digest
    )


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.sampled_from(FAMILY + OTHERS), min_size=1, max_size=4, unique=True),
    st.lists(st.sampled_from(FAMILY + OTHERS), min_size=0, max_size=9, unique=True),
    st.integers(min_value=2, max_value=5),
)
def test_the_cost_is_the_brute_force_optimum(answers, others, attempts):
    words = make_words(answers, others)
    expected, _ = lexicographic_optimum(words, attempts)
    search, every = search_for(words, attempts)
    found = search.cost(every, attempts, NEVER)
    assert found == (NEVER if expected < 0 else expected)


# a list where the attempts cost the answers guesses: 8 within 4, 7 within 5
TIGHT = (
    ["bills", "crane", "hills", "might"],
    [*FAMILY, "whump", "gawky", "chimp", "fjord", "hokum"],
)


@pytest.mark.parametrize("attempts", [4, 5])
def test_a_budget_at_the_optimum_proves_nothing_is_cheaper(attempts):
    words = make_words(*TIGHT)
    best, _ = lexicographic_optimum(words, attempts)
    assert best > 0
    search, every = search_for(words, attempts)
    assert search.cost(every, attempts, best) >= best  # nothing below the optimum
    search.forget()
    assert search.cost(every, attempts, best + 1) == best  # and the optimum is found
    assert search.choice(every, attempts) >= 0


def test_a_family_too_large_for_the_guesses_left_is_never_in_time():
    words = make_words(["bills", "crane"], FAMILY)
    search, every = search_for(words, 3)
    assert lexicographic_optimum(words, 3)[0] == -1
    assert search.cost(every, 3, NEVER) == NEVER


def test_the_node_limit_stops_the_search():
    words = make_words(["bills", "crane", "hills", "might"], FAMILY + OTHERS)
    search, every = search_for(words, 5, node_limit=1)
    with pytest.raises(SearchTimeout):
        search.cost(every, 5, NEVER)


def test_hard_mode_is_refused():
    words = make_words(["bills", "crane"], FAMILY)
    ctx = SolverContext(words, hard=True, any_word=True, table=full_pattern_table(words))
    with pytest.raises(ValueError, match="normal mode"):
        ConstrainedSearch(ctx)


@pytest.mark.parametrize("attempts", [4, 5])
def test_the_builder_s_exact_step_reaches_the_optimum_and_finds_every_word(attempts):
    words = make_words(*TIGHT)
    best, _ = lexicographic_optimum(words, attempts)
    ctx = SolverContext(words, any_word=True, attempts=attempts, table=full_pattern_table(words))
    builder = CompleteTableBuilder(ctx, answers_tree(words, attempts), exact_nodes=10_000)
    tree = builder.build()
    turns = guesses_per_word(ctx, tree)
    assert late_words(ctx, tree) == {}
    assert int(turns[ctx.answer_ids].sum()) == best
    # each of the first guess's groups with an answer was either made cheaper or proven best
    assert builder.exact_stopped == 0
    assert builder.exact_better + builder.exact_proven > 0


def exact_after(search: ConstrainedSearch, first: int) -> int:
    """The answers' least total after a first guess, each group searched without a budget."""
    total = len(search.ctx.answer_ids)
    for _, group, _ in colour_groups(search, first):
        search.forget()
        total += search.cost(group, search.ctx.attempts - 1, NEVER)
    return min(total, NEVER)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.sampled_from(FAMILY + OTHERS), min_size=1, max_size=4, unique=True),
    st.lists(st.sampled_from(FAMILY + OTHERS), min_size=0, max_size=9, unique=True),
    st.integers(min_value=3, max_value=5),
    st.integers(min_value=-2, max_value=3),
)
def test_a_first_guess_is_refuted_only_when_no_tree_from_it_meets_the_target(
    answers, others, attempts, above
):
    words = make_words(answers, others)
    best, _ = lexicographic_optimum(words, attempts)
    search, _ = search_for(words, attempts)
    exact = [exact_after(search, first) for first in range(len(words.guesses))]
    # the first guesses' exact totals agree with the brute force over every tree
    assert min(exact) == (NEVER if best < 0 else best)
    target = max(len(answers), min(exact) if min(exact) < NEVER else 2 * len(words.guesses))
    target += above
    for first, cost in enumerate(exact):
        groups = colour_groups(search, first)
        search.forget()
        bound = first_guess_bound(search, groups, target)
        assert bound <= cost  # a lower bound, whatever the target
        if bound > target:
            assert cost > target
            continue
        least, stopped = first_guess_least(search, groups, target, bound)
        assert stopped == 0
        assert least <= cost
        # refuted exactly when no tree from this first guess is within the target
        assert (least > target) == (cost > target)
        if cost <= target:
            assert least == cost
