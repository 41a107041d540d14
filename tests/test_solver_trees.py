import json
import random

import pytest

from tests.helpers import make_words
from tests.solver_support import ANY_WORD_LIVE, nothing_else_splits, possible
from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import hard_mode_violation
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.scoring import score
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.bench import run_bench
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.search import TreeNode
from wordle_tui.solver.strategies import STRATEGIES
from wordle_tui.solver.tree import (
    DecisionTree,
    TreeError,
    shipped_tree,
    tree_path,
    validate_tree,
)

WORDS = make_words(
    ["bills", "fills", "gills", "hills", "kills", "mills", "pills", "crane"],
    ["fight", "chomp", "blimp"],
)


def small_tree(hard: bool = False) -> DecisionTree:
    ctx = SolverContext(WORDS, hard=hard)
    result = run_bench(ctx, "optimal")
    assert result.tree is not None
    return result.tree


def test_a_built_tree_is_valid_and_round_trips(tmp_path):
    tree = small_tree()
    assert validate_tree(tree, WORDS, 6) == []
    path = tmp_path / "tree.json"
    tree.save(path, WORDS.answers)
    loaded = DecisionTree.load(path)
    assert validate_tree(loaded, WORDS, 6) == []
    data = json.loads(path.read_text())
    assert data["games"] == len(WORDS.answers)
    assert data["total"] == sum(len(loaded.play(a)) for a in WORDS.answers)
    for answer in WORDS.answers:
        assert loaded.play(answer)[-1].guess == answer


def test_a_shipped_tree_is_validated_once_per_file_not_once_per_process(tmp_path, monkeypatch):
    from wordle_tui.solver import tree as tree_module

    path = tmp_path / "tree.json"
    small_tree().save(path, WORDS.answers)
    monkeypatch.setattr(tree_module, "tree_path", lambda *args, **kwargs: path)
    checked: list[int] = []

    def counting(tree, words, attempts):
        checked.append(attempts)
        return validate_tree(tree, words, attempts)

    monkeypatch.setattr(tree_module, "validate_tree", counting)

    def new_process() -> DecisionTree | None:
        tree_module._load_shipped.cache_clear()
        tree_module._validated.clear()
        return shipped_tree(SolverContext(WORDS))

    assert new_process() is not None and checked == [6]
    assert new_process() is not None and checked == [6], "the verdict on disk is reused"
    # another file (here: damaged, a branch cut) is checked again, and refused
    damaged = json.loads(path.read_text())
    damaged["tree"][1].popitem()
    path.write_text(json.dumps(damaged))
    assert new_process() is None and checked == [6, 6]
    assert new_process() is None and checked == [6, 6, 6], "a refusal is never remembered"
    tree_module._load_shipped.cache_clear()
    tree_module._validated.clear()


def test_validation_finds_every_kind_of_damage():
    tree = small_tree()
    # a guess that is not a word
    broken = DecisionTree(TreeNode("zzzzz", tree.root.children), "en", 5, False, WORDS.digest)
    assert any("not in the guess list" in p for p in validate_tree(broken, WORDS, 6))
    # a missing branch: some answers are never reached
    pruned = DecisionTree(TreeNode(tree.root.guess, {}), "en", 5, False, WORDS.digest)
    assert any("no move after" in p for p in validate_tree(pruned, WORDS, 6))
    # too few attempts for the tree's depth
    assert any("more than 1 guesses" in p for p in validate_tree(tree, WORDS, 1))
    # lists that changed since the tree was built
    other = make_words(["bills", "fills"])
    assert validate_tree(tree, other, 6)
    # a branch no answer reaches
    extra = DecisionTree(
        TreeNode(tree.root.guess, {**tree.root.children, 0: TreeNode("crane")}),
        "en",
        5,
        False,
        WORDS.digest,
    )
    if 0 not in tree.root.children:
        assert any("no answer reaches" in p for p in validate_tree(extra, WORDS, 6))


def test_hard_mode_violations_in_a_tree_are_reported():
    tree = small_tree()
    hard_words_tree = DecisionTree(tree.root, "en", 5, True, WORDS.digest)
    problems = validate_tree(hard_words_tree, WORDS, 6)
    # the normal-mode tree splits the -ILLS words with a word hard mode forbids
    assert any("breaks hard mode" in p for p in problems)
    assert validate_tree(small_tree(hard=True), WORDS, 6) == []


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        '{"format": 1}',
        '{"format": 2, "tree": "crane"}',
        '{"format": 1, "language": "en", "length": 5, "hard": false, "list": "x", '
        '"tree": ["crane", {"GGGZZ": "bills"}]}',
        '{"format": 1, "language": "en", "length": 5, "hard": false, "list": "x", '
        '"tree": ["crane", {"-----": "bills", "-----": "fills"}]}',
    ],
)
def test_damaged_files_are_refused(tmp_path, text):
    path = tmp_path / "tree.json"
    path.write_text(text)
    with pytest.raises(TreeError):
        DecisionTree.load(path)


def shipped_files() -> list[tuple[str, int, bool, str]]:
    """Every shipped tree and table: (language, length, hard, kind)."""
    found = []
    for language in LANGUAGES:
        for length in WORD_LENGTHS:
            for hard in (False, True):
                for kind in ("answers", "any-word"):
                    if tree_path(language, length, hard, kind).is_file():
                        found.append((language, length, hard, kind))
    return found


# The lists whose hard-mode tree finds some answers after the 6th guess (no tree the
# search found finds them all; docs/benchmarks.md lists them): everywhere else, none is late.
LATE_IN_HARD_MODE = {("en", 4), ("es", 4), ("fr", 4)}
# The any-word trees that find some words after the 6th guess: no tree finds every
# four-letter word in time (docs/bot.md), nor every word in hard mode, nor es-5 normal's
# VAHAS; the file lists the late ones. No answer is among them, but where the answers'
# own tree finds some late.
LATE_ANY_WORD = {
    ("en", 4, False),
    ("es", 4, False),
    ("es", 5, False),
    ("en", 4, True),
    ("es", 4, True),
    ("en", 5, True),
    ("es", 5, True),
    ("en", 6, True),
    ("es", 6, True),
    ("en", 7, True),
    ("es", 7, True),
    ("es", 8, True),
}


def test_every_list_ships_its_trees():
    shipped = set(shipped_files())
    for language in LANGUAGES:
        for length in WORD_LENGTHS:
            for hard in (False, True):
                assert (language, length, hard, "answers") in shipped, (language, length, hard)
        for length in WORD_LENGTHS:  # the any-word trees, both modes
            for hard in (False, True):
                key = (language, length, hard, "any-word")
                assert (key in shipped) == ((language, length, hard) not in ANY_WORD_LIVE), key


def walked(files: list[tuple[str, int, bool, str]]) -> list[object]:
    """The shipped trees, the any-word ones of six letters and more marked slow (their walk
    takes 5–17 s each: -m slow)."""
    return [
        pytest.param(*key, marks=[pytest.mark.slow] if key[3] == "any-word" and key[1] >= 6 else [])
        for key in files
    ]


@pytest.mark.parametrize(("language", "length", "hard", "kind"), walked(shipped_files()))
def test_every_shipped_tree_loads_validates_and_keeps_hard_mode(language, length, hard, kind):
    words = load_word_list(language, length)
    ctx = SolverContext(words, hard=hard, any_word=kind == "any-word")
    tree = shipped_tree(ctx)
    assert tree is not None, "shipped tree missing, stale or invalid"
    assert validate_tree(tree, words, 6) == []
    data = json.loads(tree_path(language, length, hard, kind).read_text())
    if kind == "answers":
        turns = []
        for answer in words.answers:
            rows = tree.play(answer, 30)
            assert rows[-1].guess == answer
            assert len(rows) <= 6 or answer in tree.late
            if hard:
                for i, row in enumerate(rows):
                    assert hard_mode_violation(row.guess, rows[:i]) is None
            turns.append(len(rows))
        assert data["total"] == sum(turns)
        if not (hard and (language, length) in LATE_IN_HARD_MODE):
            assert tree.late == () and max(turns) <= 6
    else:
        # the stored moves: every history they answer is one a secret can give
        def walk(node: TreeNode, rows: list[Row]) -> None:
            if hard and hard_mode_violation(node.guess, rows) is not None:
                # only hard mode's way out (docs/bot.md), by brute force
                left = possible(words, words.guesses, rows)
                assert node.guess not in words.offensive, (node.guess, rows)
                assert nothing_else_splits(words, rows, left, hard=True), (node.guess, rows)
            assert node.guess not in {r.guess for r in rows}
            for pattern, child in node.children.items():
                walk(child, [*rows, Row(node.guess, pattern)])

        walk(tree.root, [])
        if tree.complete:  # every accepted word within the attempts (validate_tree checked)
            assert tree.attempts == 6
            if (language, length, hard) in LATE_ANY_WORD:
                assert tree.late
                late_answers = [word for word in tree.late if words.is_answer(word)]
                if hard and (language, length) in LATE_IN_HARD_MODE:
                    answers_tree = shipped_tree(SolverContext(words, hard=hard))
                    assert answers_tree is not None
                    assert len(late_answers) <= len(answers_tree.late)
                else:
                    assert late_answers == []
                    assert len(tree.late) < len(words.guesses) / 20
            else:
                assert tree.late == ()
        else:
            assert tree.moves == 2 and len(tree.root.children) > 1


def test_a_table_for_other_lists_or_broken_is_refused():
    words = load_word_list("en", 5)
    tree = DecisionTree.load(tree_path("en", 5, False, "any-word"))
    assert validate_tree(tree, load_word_list("en", 4), 6)
    first = next(iter(tree.root.children))
    del tree.root.children[first]
    assert any("no move after" in p for p in validate_tree(tree, words, 6))


@pytest.mark.parametrize("strategy", list(STRATEGIES))
def test_hard_mode_bench_never_breaks_hard_mode(strategy):
    full = load_word_list("en", 5)
    rng = random.Random(11)
    words = make_words(rng.sample(full.answers, 300), rng.sample(full.guesses, 1500))
    ctx = SolverContext(words, hard=True)
    result = run_bench(ctx, strategy)
    assert result.tree is not None and result.games == 300
    for answer in words.answers:
        rows = result.tree.play(answer)
        guesses = [r.guess for r in rows]
        assert guesses[-1] == answer
        assert len(set(guesses)) == len(guesses), "a guess was repeated"
        for i, row in enumerate(rows):
            assert row == Row(row.guess, score(row.guess, answer))
            assert hard_mode_violation(row.guess, rows[:i]) is None, (answer, guesses)


def fresh_process(tree_module) -> None:
    tree_module._load_shipped.cache_clear()
    tree_module._validated.clear()


def test_a_stamped_tree_is_trusted_and_read_lazily(tmp_path, monkeypatch):
    """The first game of a fresh home checked the whole shipped tree (3.3 s of CPU
    for ``solve jazzing --hard``). A tree checked where it is built is stamped, and the
    game trusts the stamp: no check, and only the path a game walks is decoded."""
    from wordle_tui.solver import tree as tree_module
    from wordle_tui.solver.tree import stamp_file, stamp_matches

    path = tmp_path / "tree.json"
    small_tree().save(path, WORDS.answers)
    assert not stamp_matches(path.read_bytes(), WORDS.digest)
    assert stamp_file(path, WORDS) == []
    raw = path.read_bytes()
    assert stamp_matches(raw, WORDS.digest) and json.loads(raw)["checked"]
    assert stamp_file(path, WORDS) == [] and path.read_bytes() == raw  # stamping again: same
    monkeypatch.setattr(tree_module, "tree_path", lambda *args, **kwargs: path)
    checked: list[int] = []
    monkeypatch.setattr(
        tree_module, "validate_tree", lambda *args: checked.append(1) or validate_tree(*args)
    )
    fresh_process(tree_module)
    tree = shipped_tree(SolverContext(WORDS))
    assert tree is not None and tree.checked and checked == []
    # the first guess's moves are read one at a time from where the stamp says they lie
    assert type(tree.root).__name__ == "_FileNode"
    assert type(tree.root._raw).__name__ == "_Spans"  # type: ignore[attr-defined]
    for answer in WORDS.answers:  # the lazy tree plays as the decoded one
        assert tree.play(answer) == DecisionTree.load(path).play(answer)
    assert tree.to_data() == DecisionTree.load(path).to_data()  # decoded in full on demand
    fresh_process(tree_module)


@pytest.mark.parametrize(
    ("edit", "valid"),
    [
        (lambda data: data["tree"][1].popitem(), False),  # a branch cut: the tree is wrong
        (lambda data: data.update(total=1), True),  # a figure changed: still a valid tree
    ],
)
def test_an_edited_or_damaged_stamped_tree_is_noticed(tmp_path, monkeypatch, edit, valid):
    """A stamp that no longer matches (the file edited, damaged, or for other lists) is not
    trusted: the tree is checked in full, used if it passes and refused if not, and no
    traceback reaches the player."""
    from wordle_tui.solver import tree as tree_module
    from wordle_tui.solver.tree import stamp_file

    path = tmp_path / "tree.json"
    small_tree().save(path, WORDS.answers)
    assert stamp_file(path, WORDS) == []
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))  # the stamp is kept, the content changed
    monkeypatch.setattr(tree_module, "tree_path", lambda *args, **kwargs: path)
    checked: list[int] = []
    monkeypatch.setattr(
        tree_module, "validate_tree", lambda *args: checked.append(1) or validate_tree(*args)
    )
    fresh_process(tree_module)
    tree = shipped_tree(SolverContext(WORDS))
    assert checked == [1]
    assert (tree is not None) == valid and (tree is None or not tree.checked)
    # the bot still plays every answer (live where the tree is refused)
    from wordle_tui.solver.bot import Bot

    for answer in WORDS.answers:
        bot = Bot(SolverContext(WORDS))
        bot.play(answer)
        assert bot.solved
    # damaged bytes: cut short, or not UTF-8
    for raw in (path.read_bytes()[:120], b'{"checked":"' + b"\xff" * 64 + b'",'):
        path.write_bytes(raw)
        fresh_process(tree_module)
        assert shipped_tree(SolverContext(WORDS)) is None
    # a stamp for other lists is not trusted either
    small_tree().save(path, WORDS.answers)
    other = make_words(["bills", "fills"])
    assert stamp_file(path, other)  # wrong for those lists: not stamped
    fresh_process(tree_module)


@pytest.mark.parametrize(("language", "length", "hard", "kind"), shipped_files())
def test_every_shipped_tree_is_stamped(language, length, hard, kind):
    """Checked where it was built: the game trusts it (python -m words.trees.stamp)."""
    from wordle_tui.solver.tree import stamp_matches

    words = load_word_list(language, length)
    raw = tree_path(language, length, hard, kind).read_bytes()
    assert stamp_matches(raw, words.digest)
    lazy = DecisionTree.from_json(raw, "tree", words.digest)
    full = DecisionTree.from_json(raw, "tree")
    assert lazy.checked and not full.checked
    secrets = words.guesses if kind == "any-word" else words.answers
    for secret in random.Random(length).sample(secrets, 50):
        assert lazy.play(secret) == full.play(secret)
