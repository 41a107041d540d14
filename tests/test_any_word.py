"""The complete any-word tree: every accepted word found within the attempts.

Small hand-made lists with a family of look-alike words (-ILLS), where the
right figures are known by brute force (tests/solver_support.py).
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from tests.helpers import make_words
from tests.solver_support import (
    brute_force_late,
    brute_force_weighted_cost,
    lexicographic_optimum,
)
from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import score
from wordle_tui.core.words import WordList
from wordle_tui.solver import partition
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.search import TreeNode, TreeSearch
from wordle_tui.solver.tree import DecisionTree, validate_tree
from words.trees import any_word
from words.trees.any_word import (
    CompleteTableBuilder,
    _groups_and_worst,
    full_pattern_table,
    guesses_per_word,
    late_words,
    moves_kept,
)

FAMILY = ["bills", "fills", "hills", "jills", "kills", "mills", "pills", "wills"]
ANSWERS = ["bills", "crane", "fills", "pound", "slate"]
SPLITTERS = ["fjord", "hokum", "whump"]


def family_words() -> WordList:
    return make_words(ANSWERS, FAMILY + SPLITTERS)


def answers_tree(words: WordList, attempts: int) -> DecisionTree:
    """The answers' optimal tree (exact search on the answers alone)."""
    ctx = SolverContext(words, attempts=attempts)
    search = TreeSearch(ctx, beam=None)
    _, guess = search.solve(ctx.answer_ids, HardModeRule(), None, attempts)
    root = search.build_tree(ctx.answer_ids, attempts, guess)
    return DecisionTree(root, "en", words.length, False, words.digest)


def test_where_the_answers_tree_loses_a_family_word_the_tree_changes_and_finds_every_word():
    words = family_words()
    ctx = SolverContext(words, any_word=True, attempts=4)
    answers = answers_tree(words, 4)
    # the answers tree's opener leaves -ILLS words that no tree finds in the guesses left
    assert answers.root.guess == "bills"
    builder = CompleteTableBuilder(ctx, answers)
    tree = builder.build()
    turns = guesses_per_word(ctx, tree)
    assert turns.min() >= 1 and turns.max() <= 4
    assert late_words(ctx, tree) == {}
    kept, changed = moves_kept(tree.root, answers.root)
    assert changed > 0, "the answers tree's move had to give way somewhere"
    assert kept + changed <= tree.root.count_nodes()
    # the fewest guesses for the answers that any tree finding every word in 4 allows
    best_answers, _ = lexicographic_optimum(words, 4)
    assert int(turns[ctx.answer_ids].sum()) == best_answers
    # and no tree at all finds every word within 3: the builder says so
    assert lexicographic_optimum(words, 3)[0] == -1
    with pytest.raises(RuntimeError):
        CompleteTableBuilder(SolverContext(words, any_word=True, attempts=3), answers).build()


def test_moves_kept_counts_the_positions_both_trees_reach():
    a, b, c = 1, 2, 3  # three colour patterns
    answers = TreeNode(
        "crane",
        {
            a: TreeNode("bills", {b: TreeNode("fills", {c: TreeNode("hills")})}),
            b: TreeNode("tears"),
        },
    )
    tree = TreeNode(
        "crane",
        {
            a: TreeNode(
                "bills",  # kept
                {
                    b: TreeNode("hills", {c: TreeNode("fills")}),  # changed
                    c: TreeNode("pills", {a: TreeNode("mills")}),  # not in the answers tree
                },
            ),
            b: TreeNode("stare", {a: TreeNode("tears")}),  # changed: its subtree is not compared
            c: TreeNode("share"),  # one word left: no choice made
        },
    )
    assert moves_kept(tree, answers) == (2, 2)
    assert moves_kept(answers, answers) == (3, 0)
    assert moves_kept(TreeNode("slate", {a: TreeNode("crane")}), answers) == (0, 1)


def test_where_the_answers_tree_keeps_every_word_in_time_the_answers_play_as_in_it():
    words = family_words()
    ctx = SolverContext(words, any_word=True, attempts=6)
    answers = answers_tree(words, 6)
    builder = CompleteTableBuilder(ctx, answers)
    tree = builder.build()
    assert moves_kept(tree.root, answers.root)[1] == 0
    for answer in words.answers:
        assert tree.play(answer) == answers.play(answer)
    turns = guesses_per_word(ctx, tree)
    assert turns.max() <= 6 and turns.min() >= 1


@pytest.mark.parametrize("reoptimise_depth", [1, 3, 6])
@pytest.mark.parametrize("attempts", [4, 5])
def test_every_word_in_time_whenever_brute_force_finds_a_tree(attempts, reoptimise_depth):
    words = make_words(["crane", "hills", "might"], [*FAMILY, "whump", "gawky", "chimp"])
    best_answers, best = lexicographic_optimum(words, attempts)
    ctx = SolverContext(words, any_word=True, attempts=attempts)
    builder = CompleteTableBuilder(
        ctx, answers_tree(words, attempts), reoptimise_depth=reoptimise_depth
    )
    if best == math.inf:
        with pytest.raises(RuntimeError):
            builder.build()
        return
    tree = builder.build()
    turns = guesses_per_word(ctx, tree)
    assert turns.min() >= 1 and turns.max() <= attempts
    assert int(turns[ctx.answer_ids].sum()) == best_answers
    # its cost under the prior is a real tree's: never below the brute-force optimum
    weights = ctx.weights
    assert weights is not None
    weight = dict(zip(words.guesses, weights.tolist(), strict=True))
    optimum = brute_force_weighted_cost(words.guesses, weight, words.guesses, attempts)
    assert float((turns * weights).sum()) >= optimum - 1e-9


@pytest.mark.parametrize(
    ("answers", "others", "attempts", "hard"),
    [
        (ANSWERS, FAMILY + SPLITTERS, 2, False),
        (ANSWERS, FAMILY + SPLITTERS, 3, False),
        (ANSWERS, FAMILY + SPLITTERS, 4, False),
        (["crane", "hills", "might"], [*FAMILY, "whump", "gawky", "chimp"], 3, False),
        (["crane", "hills", "might"], [*FAMILY, "whump", "gawky", "chimp"], 4, True),
        (ANSWERS, FAMILY + SPLITTERS, 4, True),
    ],
)
def test_where_no_tree_finds_every_word_in_time_the_fewest_are_late(
    answers, others, attempts, hard
):
    words = make_words(answers, others)
    ctx = SolverContext(words, any_word=True, attempts=attempts, hard=hard)
    tree = CompleteTableBuilder(ctx, None).build_fewest_late()
    turns = guesses_per_word(ctx, tree)
    assert turns.min() >= 1, "every word is found, the late ones after the attempts"
    late = sorted(late_words(ctx, tree))
    assert list(tree.late) == late
    assert validate_tree(tree, words, attempts) == []
    late_answers = [w for w in late if words.is_answer(w)]
    assert (len(late_answers), len(late)) == brute_force_late(
        words.guesses, words.guesses, attempts, hard, answers=frozenset(words.answers)
    )


# Two lists where a first pass trying one move per position leaves words late that the
# second guess could save: (answers, the other words, hard mode)
RETRY_CASES = [
    (
        "dills sloka tents owsen",
        "bates bills books busks cills docks gills gooks haute hills jooks lends lings looks "
        "mates pates pocks pooks rills rocks sates socks soken tings vills vivre worst zebub",
        False,
    ),
    (
        "clerk ferny tates bomas",
        "anend cates cills dates fills gates gills hates hills jocks jooks mocks mooks mulct "
        "pills pongo rills rings sates signs sings spaes tided tills wills wocks yills",
        True,
    ),
]


@pytest.mark.parametrize(("answers", "others", "hard"), RETRY_CASES)
def test_the_retry_where_words_are_late_finds_the_fewest_after_the_first_guess(
    answers, others, hard, monkeypatch
):
    """With one move tried per position, the first pass leaves a word late that a better
    second guess saves; trying every move there again (``LATE_RETRIES``) finds the least
    late after the first guess that any strategy reaches (brute force, group by group)."""
    words = make_words(answers.split(), others.split())
    ctx = SolverContext(words, any_word=True, attempts=4, hard=hard)

    def built(retries: tuple[int, ...]) -> DecisionTree:
        monkeypatch.setattr(any_word, "LATE_RETRIES", retries)
        builder = CompleteTableBuilder(ctx, None)
        builder.late_tries = (0, 0, 1, 1, 1, 1, 0)
        return builder.build_fewest_late()

    retries = any_word.LATE_RETRIES
    first_pass = built((0,) * 7)
    tree = built(retries)
    assert tree.root.guess == first_pass.root.guess
    assert validate_tree(tree, words, 4) == []
    assert guesses_per_word(ctx, tree).min() >= 1
    assert list(tree.late) == sorted(late_words(ctx, tree))
    opener = tree.root.guess
    groups: dict[int, list[str]] = {}
    for word in words.guesses:
        if word != opener:
            groups.setdefault(score(opener, word), []).append(word)
    least = sum(
        brute_force_late(
            tuple(group), words.guesses, 3, hard, (Row(opener, pattern),), frozenset(words.answers)
        )[1]
        for pattern, group in groups.items()
    )
    assert len(tree.late) == least < len(first_pass.late)


def test_the_fewest_late_tree_keeps_the_answers_tree_where_it_loses_nothing():
    words = family_words()
    ctx = SolverContext(words, any_word=True, attempts=6)
    answers = answers_tree(words, 6)
    tree = CompleteTableBuilder(ctx, answers).build_fewest_late()
    assert tree.late == ()
    for answer in words.answers:
        assert tree.play(answer) == answers.play(answer)


def test_the_family_order_puts_first_the_guess_that_splits_the_family_most():
    words = make_words(["bills"], [*FAMILY, "whump", "fjord", "crane"])
    ctx = SolverContext(words, any_word=True)
    builder = CompleteTableBuilder(ctx)
    family = np.array(sorted(ctx.id_of(w) for w in FAMILY))
    order = builder.family_order(family, ctx.all_ids)
    # WHUMP tests w, h, m and p: the largest family left is 4 (b, f, j, k, p… minus those)
    assert ctx.word(order[0]) == "whump"


@pytest.mark.parametrize(("answers", "others", "hard"), RETRY_CASES)
def test_the_family_order_is_the_same_read_whole_or_a_slice_of_guesses_at_a_time(
    answers, others, hard, monkeypatch
):
    """``SORT_CELLS`` bounds the memory, never the order (a small pool too)."""
    words = make_words(answers.split(), others.split())
    ctx = SolverContext(words, any_word=True, hard=hard)
    builder = CompleteTableBuilder(ctx)
    positions = [ctx.all_ids, ctx.all_ids[::2], ctx.all_ids[3:20]]
    orders = []
    for cells, pool in [(1 << 25, 3000), (1 << 25, 9), (40, 9), (1, 3000), (97, 9)]:
        monkeypatch.setattr(partition, "SORT_CELLS", cells)
        monkeypatch.setattr(any_word, "FAMILY_POOL", pool)
        orders.append([builder.family_order(p, ctx.all_ids).tolist() for p in positions])
    whole, pooled = orders[0], orders[1]
    assert orders[3] == whole
    assert orders[2] == orders[4] == pooled
    assert all(len(order) <= 9 for order in pooled[:2]) and pooled != whole


@pytest.mark.parametrize(
    ("answers", "others", "attempts", "hard"),
    [
        (["crane", "hills", "might"], [*FAMILY, "whump", "gawky", "chimp"], 4, True),
        (ANSWERS, FAMILY + SPLITTERS, 4, True),
    ],
)
def test_above_the_cell_limit_the_fewest_late_search_skips_the_prior_search(
    answers, others, attempts, hard, monkeypatch
):
    """The first move's position is above ``LATE_SEARCH_CELLS``: the prior-weighted search is
    never run there, and the tree still loses the fewest words (brute force)."""
    words = make_words(answers, others)
    ctx = SolverContext(words, any_word=True, attempts=attempts, hard=hard)
    limit = len(words.guesses) ** 2 - 1
    monkeypatch.setattr(any_word, "LATE_SEARCH_CELLS", limit)
    builder = CompleteTableBuilder(ctx, None)
    searched: list[int] = []
    real = builder._searched

    def spy(candidates, rule, rows, depth_left):
        searched.append(len(candidates) * len(ctx.allowed(rule)))
        return real(candidates, rule, rows, depth_left)

    monkeypatch.setattr(builder, "_searched", spy)
    tree = builder.build_fewest_late()
    assert searched and max(searched) <= limit
    assert validate_tree(tree, words, attempts) == []
    late = sorted(late_words(ctx, tree))
    late_answers = [w for w in late if words.is_answer(w)]
    assert (len(late_answers), len(late)) == brute_force_late(
        words.guesses, words.guesses, attempts, hard, answers=frozenset(words.answers)
    )


def test_groups_and_worst_match_a_count_by_hand():
    block = np.array([[1, 1, 2, 3], [5, 5, 5, 5], [0, 1, 0, 1]])
    groups, worst = _groups_and_worst(block)
    assert groups.tolist() == [3, 1, 2]
    assert worst.tolist() == [2, 4, 2]


def test_the_full_table_gives_the_patterns_of_every_word_as_the_secret():
    words = family_words()
    table = full_pattern_table(words, block=3)
    ids = np.arange(len(words.guesses))
    assert table.full is not None and table.full.shape == (len(ids), len(ids))
    assert (table.patterns(None, ids) == table.compute(ids, ids)).all()


def test_a_complete_any_word_tree_is_validated_for_every_word(tmp_path):
    words = family_words()
    ctx = SolverContext(words, any_word=True, attempts=4)
    tree = CompleteTableBuilder(ctx, answers_tree(words, 4)).build()
    assert tree.complete and tree.kind == "any-word"
    assert validate_tree(tree, words, 4) == []
    path = tmp_path / "tree.json"
    tree.save(path, words.answers)
    loaded = DecisionTree.load(path)
    assert loaded.complete and validate_tree(loaded, words, 4) == []
    # one guess fewer: the words found at the 4th guess are late
    assert any("need more than 3" in p for p in validate_tree(loaded, words, 3))
    # a missing branch is found
    first = next(iter(loaded.root.children))
    del loaded.root.children[first]
    assert any("no move after" in p for p in validate_tree(loaded, words, 4))


def test_the_bot_guessing_your_word_opens_with_its_shipped_tree_and_follows_it():
    """The shipped complete tree decides every move, the opener included (the stored first
    moves of words/first-moves.json may name another opener)."""
    from wordle_tui.core.scoring import score
    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.position import advance, start_position
    from wordle_tui.solver.strategies.optimal import OptimalStrategy
    from wordle_tui.solver.tree import shipped_tree

    words = load_word_list("en", 5)
    ctx = SolverContext(words, any_word=True)
    tree = shipped_tree(ctx)
    assert tree is not None and tree.complete
    strategy = OptimalStrategy(ctx)
    for secret in ("zills", "jills", "crane", words.guesses[0]):
        position = start_position(ctx)
        expected = tree.play(secret)
        for row in expected:
            guess = strategy.choose(position).guess
            assert guess == row.guess, (secret, position.rows)
            position = advance(ctx, position, guess, score(guess, secret))
        assert expected[-1].guess == secret and len(expected) <= 6


@pytest.fixture
def small_tables(monkeypatch, tmp_path):
    """``python -m words.trees.tables`` on the family list, its files in ``tmp_path``,
    the answers trees it asks for recorded as ("answers", hard, opener)."""
    from words.trees import tables

    words = family_words()
    calls: list[tuple] = []

    def recorded_answers_tree(_words, hard, opener=None):
        calls.append(("answers", hard, opener))
        tree = answers_tree(words, 6)
        tree.hard = hard
        return tree, []

    monkeypatch.setattr(tables, "load_word_list", lambda language, length: words)
    monkeypatch.setattr(
        tables,
        "tree_path",
        lambda language, length, hard, kind="answers": tmp_path / f"{kind}-{hard}.json",
    )
    monkeypatch.setattr(tables, "answers_tree", recorded_answers_tree)
    return tables, calls, tmp_path


def test_each_mode_searches_its_own_opener_unless_one_is_given(small_tables):
    tables, calls, _ = small_tables
    tables.main(["--lang", "en", "--length", "5", "--kinds", "answers"])
    # the hard tree is not searched from the normal tree's opener
    assert calls == [("answers", False, None), ("answers", True, None)]
    calls.clear()
    tables.main(["--lang", "en", "--length", "5", "--kinds", "answers", "--opener", "crane"])
    assert calls == [("answers", False, "crane"), ("answers", True, "crane")]


def test_the_complete_any_word_tree_is_built_in_hard_mode_only_when_asked(
    small_tables, monkeypatch, capsys
):
    tables, calls, _ = small_tables
    monkeypatch.setattr(
        tables,
        "build_complete_table",
        lambda words, hard, answers, opener=None, **options: calls.append(("any-word", hard)),
    )
    tables.main(["--lang", "en", "--length", "5"])
    assert calls == [("answers", False, None), ("any-word", False), ("answers", True, None)]
    assert "hard any word (complete): not built" in capsys.readouterr().out
    calls.clear()
    tables.main(["--lang", "en", "--length", "5", "--kinds", "any-word", "--modes", "hard"])
    assert calls == [("any-word", True)]
    calls.clear()
    tables.main(["--lang", "en", "--length", "5", "--modes", "normal", "hard"])
    assert ("any-word", True) in calls


def test_a_word_found_late_stops_the_build_with_one_line(small_tables, monkeypatch, capsys):
    tables, _, tmp_path = small_tables
    from words.trees import any_word

    # a "complete" tree that is the answers' tree: the other accepted words are never found
    monkeypatch.setattr(
        any_word.CompleteTableBuilder, "build", lambda self, opener=None: self.answers
    )
    args = ["--lang", "en", "--length", "5", "--kinds", "any-word", "--modes", "normal"]
    with pytest.raises(SystemExit) as stopped:
        tables.main(args)
    assert stopped.value.code == 1
    err = capsys.readouterr().err
    assert err == (
        "error: test-en-5 normal any word (complete): 9 words found late or never (fjord, "
        "hills, hokum, jills, kills, mills, pills, whump, wills); nothing written\n"
    )
    assert not (tmp_path / "any-word-False.json").exists()


def test_an_any_word_opener_with_no_tree_in_time_stops_the_build(small_tables, capsys):
    tables, _, tmp_path = small_tables
    # the answers' tree asked for still opens with BILLS: the builder cannot open with CRANE
    args = ["--lang", "en", "--length", "5", "--kinds", "any-word", "--modes", "normal"]
    with pytest.raises(SystemExit) as stopped:
        tables.main([*args, "--any-word-opener", "crane"])
    assert stopped.value.code == 1
    err = capsys.readouterr().err
    assert err == (
        "error: test-en-5 normal any word (complete): no tree from CRANE found finds every "
        "word in time (the best found opens with BILLS); nothing written\n"
    )
    assert not (tmp_path / "any-word-False.json").exists()


@pytest.fixture
def family_only_tables(monkeypatch, tmp_path):
    """The tables builder on eight look-alike words and nothing else to guess (two of them
    need a 7th and an 8th guess), writing into ``tmp_path``."""
    from words.trees import tables

    words = make_words(["bills"], FAMILY)
    monkeypatch.setattr(tables, "load_word_list", lambda language, length: words)
    monkeypatch.setattr(
        tables,
        "tree_path",
        lambda language, length, hard, kind="answers": tmp_path / f"{kind}-{hard}.json",
    )
    return tables, words


def test_no_tree_in_time_stops_the_build_with_one_line(family_only_tables, tmp_path, capsys):
    tables, _ = family_only_tables
    with pytest.raises(SystemExit) as stopped:
        tables.main(["--lang", "en", "--length", "5", "--modes", "normal"])
    assert stopped.value.code == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "normal any word (complete): no tree found finds every word" in err
    assert (tmp_path / "answers-False.json").exists()
    assert not (tmp_path / "any-word-False.json").exists()


def test_allow_late_writes_the_tree_that_finds_the_most_in_time(
    family_only_tables, tmp_path, capsys
):
    tables, words = family_only_tables
    tables.main(["--lang", "en", "--length", "5", "--modes", "normal", "--allow-late"])
    out = capsys.readouterr().out
    assert "6 of 8 words within 6 guesses (2 late, the last in 8)" in out
    tree = DecisionTree.load(tmp_path / "any-word-False.json")
    assert tree.complete and len(tree.late) == 2
    assert validate_tree(tree, words, 6) == []
    assert brute_force_late(words.guesses, words.guesses, 6)[1] == 2


def test_the_reoptimise_depth_reaches_the_builder(family_only_tables, monkeypatch):
    from words.trees import any_word

    tables, _ = family_only_tables
    depths = []

    class Recording(any_word.CompleteTableBuilder):
        def __init__(self, *args, **kwargs):
            depths.append(kwargs.get("reoptimise_depth"))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(any_word, "CompleteTableBuilder", Recording)
    args = ["--lang", "en", "--length", "5", "--modes", "normal", "--allow-late"]
    tables.main([*args, "--reoptimise-depth", "2"])
    tables.main(args)
    assert depths == [2, any_word.reoptimise_depth_for(5)] == [2, 5]
