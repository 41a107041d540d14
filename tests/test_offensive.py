"""The bot never types an offensive word while another word is still possible.

Offensive words (``WordList.offensive``) stay guesses a player may type and secrets
the bot must find; the bot types one only when it is the one word left (then it is
the secret), or when every word left is offensive and no other word at all tells them
apart. In hard mode, when every word left is offensive and no word hard mode allows
tells them apart, the bot takes hard mode's way out: a word it may type that does,
whatever the hints ask (docs/bot.md). Every check below is made against a slow
reference written with the core rules (``score``, ``HardModeRule``), on small lists
where an offensive word would be the best split.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import make_words, sweep
from tests.solver_support import ANY_WORD_LIVE, nothing_else_splits, possible
from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.scoring import pattern_to_string, score
from wordle_tui.core.words import WordList, load_word_list, unlisted_note
from wordle_tui.solver import first_moves
from wordle_tui.solver.absurdle import AbsurdleBot, Line, LineSearch
from wordle_tui.solver.bot import Bot
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.multiboard import MultiBoardSolver, MultiBot
from wordle_tui.solver.position import Position, position_from_rows, start_position
from wordle_tui.solver.search import TreeNode, TreeSearch
from wordle_tui.solver.strategies import STRATEGIES, make_strategy
from wordle_tui.solver.strategies.optimal import OptimalStrategy
from wordle_tui.solver.tree import DecisionTree, offensive_moves, tree_path, validate_tree
from words.trees import first_moves as first_moves_build
from words.trees.any_word import CompleteTableBuilder, full_pattern_table
from words.trees.constrained import ConstrainedSearch
from words.trees.tables import answers_tree, in_time_tree
from words.trees.way_out import mend

FAMILY = ["bills", "fills", "hills", "jills", "kills", "mills", "pills", "wills"]
ANSWERS = ["bills", "crane", "fills", "pound", "slate", "hills", "pills"]
# the words that split the -ILLS family best hold its first letters: make them offensive
SPLITTERS = ["fjord", "hokum", "whump", "bumph", "jumpy"]
OFFENSIVE = ["bumph", "whump", "hokum", "kills", "mills"]


def family_words(offensive: Sequence[str] = OFFENSIVE) -> WordList:
    return make_words(ANSWERS, FAMILY + SPLITTERS, offensive=list(offensive))


def secrets_of(ctx: SolverContext) -> list[str]:
    return [ctx.word(i) for i in ctx.secret_ids]


def broken_rule(words: WordList, rows: Sequence[Row], any_word: bool, hard: bool) -> str | None:
    """The first guess of ``rows`` that types an offensive word where the rule forbids it."""
    for turn, row in enumerate(rows):
        if row.guess not in words.offensive:
            continue
        before = rows[:turn]
        left = possible(words, words.answers, before)
        if any_word or not left:
            left = possible(words, words.guesses, before)
        if left == [row.guess]:
            continue
        if nothing_else_splits(words, before, left, hard=False):
            continue
        return f"{row.guess} typed after {[r.guess for r in before]} with {left} possible"
    return None


def broken_hard_mode(words: WordList, rows: Sequence[Row], any_word: bool) -> str | None:
    """The first guess of ``rows`` that does not keep the hints where hard mode's way out
    is not open (or that is offensive: the way out is a word the bot may type)."""
    for turn, row in enumerate(rows):
        before = rows[:turn]
        if HardModeRule.from_rows(before).violation(row.guess) is None:
            continue
        left = possible(words, words.answers, before)
        if any_word or not left:
            left = possible(words, words.guesses, before)
        if row.guess in words.offensive or not nothing_else_splits(words, before, left, True):
            return f"{row.guess} breaks hard mode after {[r.guess for r in before]}"
    return None


def play(ctx: SolverContext, name: str, secret: str, turns: int = 20) -> list[Row]:
    strategy = (
        OptimalStrategy(ctx, use_shipped_tree=False)
        if name == "optimal"
        else make_strategy(name, ctx)
    )
    strategy.use_stored_first_moves = False
    bot = Bot(ctx, strategy)
    steps = bot.play(secret, max_turns=turns)
    assert bot.solved, (name, secret, [s.guess for s in steps])
    return [Row(s.guess, s.pattern) for s in steps]


@pytest.mark.parametrize("hard", [False, True])
@pytest.mark.parametrize("any_word", [False, True])
@pytest.mark.parametrize("name", list(STRATEGIES))
def test_no_strategy_types_an_offensive_word_and_each_finds_every_secret(name, any_word, hard):
    words = family_words()
    ctx = SolverContext(words, hard=hard, any_word=any_word)
    for secret in secrets_of(ctx):
        rows = play(ctx, name, secret)
        assert broken_rule(words, rows, any_word, hard) is None, (name, secret)
        assert rows[-1].guess == secret  # an offensive secret too: it is found
        if hard:
            assert broken_hard_mode(words, rows, any_word) is None, (name, secret)


def test_without_the_rule_these_lists_would_type_offensive_words():
    """The lists above are a real test: lift the rule and the bot types them."""
    words = family_words()
    broken = []
    for name in STRATEGIES:
        for any_word in (False, True):
            ctx = SolverContext(words, any_word=any_word, avoid_offensive=False)
            for secret in secrets_of(ctx):
                found = broken_rule(words, play(ctx, name, secret), any_word, False)
                if found is not None:
                    broken.append((name, found))
    assert {name for name, _ in broken} >= {"optimal", "entropy", "parts"}


POOL = [
    "bills", "fills", "hills", "kills", "mills", "pills", "wills", "crane", "slate",
    "pound", "fjord", "hokum", "whump", "bumph", "taker", "taler", "tamer", "taper",
    "baker", "faker", "maker", "cades", "cafes", "cages",
]  # fmt: skip


@st.composite
def lists(draw: st.DrawFn) -> tuple[WordList, bool, bool, str]:
    guesses = draw(st.lists(st.sampled_from(POOL), min_size=4, max_size=14, unique=True))
    answers = draw(st.lists(st.sampled_from(guesses), min_size=1, max_size=8, unique=True))
    offensive = draw(st.lists(st.sampled_from(guesses), max_size=len(guesses), unique=True))
    words = make_words(answers, guesses, offensive=offensive)
    return words, draw(st.booleans()), draw(st.booleans()), draw(st.sampled_from(list(STRATEGIES)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lists())
def test_property_no_offensive_word_while_another_is_possible(case):
    """Random lists, random offensive words (often most of them), both modes, every
    strategy, for the game's bot and the bot guessing your word."""
    words, hard, any_word, name = case
    ctx = SolverContext(words, hard=hard, any_word=any_word)
    for secret in secrets_of(ctx):
        rows = play(ctx, name, secret, turns=len(words.guesses) + 1)
        assert broken_rule(words, rows, any_word, hard) is None, (name, secret)
        if hard:
            assert broken_hard_mode(words, rows, any_word) is None, (name, secret)


def test_the_suggestions_list_no_offensive_word_but_the_last():
    words = family_words()
    for name in STRATEGIES:
        for hard in (False, True):
            ctx = SolverContext(words, hard=hard, any_word=True)
            strategy = make_strategy(name, ctx)
            strategy.use_stored_first_moves = False
            shown = strategy.suggest(start_position(ctx), top=50)
            assert shown and not {s.guess for s in shown} & words.offensive, name
            # one word left, an offensive one: the bot types it (it is the secret)
            kills = ctx.id_of("kills")
            last = Position((), np.array([kills]))
            assert [s.guess for s in strategy.suggest(last, top=5)] == ["kills"]
            # two words left, one offensive: only the other is suggested
            pair = Position((), np.sort(np.array([kills, ctx.id_of("pills")])))
            assert [s.guess for s in strategy.suggest(pair, top=5)] == ["pills"]
            # two offensive words: a word that tells them apart, never either of them
            both = Position((), np.sort(np.array([kills, ctx.id_of("mills")])))
            guesses = [s.guess for s in strategy.suggest(both, top=5)]
            assert guesses and not set(guesses) & words.offensive, (name, guesses)


def test_in_hard_mode_with_only_offensive_words_allowed_the_bot_takes_the_way_out():
    """Hard mode's way out (docs/bot.md): every word left offensive, and no word hard mode
    allows tells them apart (after DILLS -GGGG every guess must end in ILLS). The bot plays
    a word it may type that tells them apart, JUMPY, outside hard mode, says so, and finds
    each word without typing another."""
    left = ["jills", "kills", "mills"]
    words = make_words(left, ["dills", "crane", "jumpy"], offensive=left)
    ctx = SolverContext(words, hard=True)
    start = [Row("dills", score("dills", "kills"))]
    assert nothing_else_splits(words, start, left, True)
    assert not nothing_else_splits(words, start, left, False)
    position = position_from_rows(ctx, start)
    for name in STRATEGIES:
        strategy = make_strategy(name, ctx)
        strategy.use_stored_first_moves = False
        assert strategy.choose(position).guess == "jumpy", name
        assert [s.guess for s in strategy.suggest(position, top=5)] == ["jumpy"], name
    for secret in left:
        bot = Bot(ctx, OptimalStrategy(ctx, use_shipped_tree=False), opener="dills")
        bot.strategy.use_stored_first_moves = False
        steps = bot.play(secret)
        assert bot.solved and [s.guess for s in steps] == ["dills", "jumpy", secret]
        assert "Outside hard mode" in steps[1].note and "Outside" not in steps[0].note
    cost, guess = TreeSearch(ctx, beam=None).solve(position.candidates, position.rule, None, 4)
    assert (cost, ctx.word(guess)) == (6, "jumpy")


def test_when_no_word_at_all_tells_them_apart_the_words_left_are_played():
    """Without JUMPY no word the bot may type tells JILLS, KILLS and MILLS apart, in either
    mode: then, and only then, it plays the words left, each of which may be the secret."""
    left = ["jills", "kills", "mills"]
    words = make_words(left, ["dills", "crane"], offensive=left)
    start = [Row("dills", score("dills", "kills"))]
    assert nothing_else_splits(words, start, left, False)
    for hard in (False, True):
        ctx = SolverContext(words, hard=hard)
        position = position_from_rows(ctx, start)
        for name in STRATEGIES:
            strategy = make_strategy(name, ctx)
            strategy.use_stored_first_moves = False
            assert strategy.choose(position).guess in left, name
        for secret in left:
            bot = Bot(ctx, OptimalStrategy(ctx, use_shipped_tree=False), opener="dills")
            bot.strategy.use_stored_first_moves = False
            steps = bot.play(secret)
            assert bot.solved and steps[-1].guess == secret


def way_out_tree(words: WordList) -> DecisionTree:
    """DILLS, then CRANE or JUMPY; after DILLS -GGGG, JUMPY (outside hard mode) and the
    word it leaves."""
    jumpy = TreeNode("jumpy")
    for secret in words.guesses:
        if secret.endswith("ills") and secret != "dills":
            jumpy.children[score("jumpy", secret)] = TreeNode(secret)
    crane = TreeNode("crane", {score("crane", "jumpy"): TreeNode("jumpy")})
    root = TreeNode("dills", {score("dills", "crane"): crane, score("dills", "kills"): jumpy})
    return DecisionTree(root, "en", 5, True, words.digest, kind="any-word")


def test_a_hard_tree_leaves_the_hints_only_by_the_way_out():
    """The tree validator takes a move that does not keep the hints only where the way out
    is open: every word left offensive, none that hard mode allows telling them apart."""
    left = ["jills", "kills", "mills"]
    words = make_words(left, ["dills", "crane", "jumpy"], offensive=left)
    assert validate_tree(way_out_tree(words), words, 6) == []
    assert offensive_moves(way_out_tree(words), words) == []
    # PILLS, a word the bot may type, is possible after DILLS -GGGG too: JUMPY is refused
    with_pills = make_words([*left, "pills"], ["dills", "crane", "jumpy"], offensive=left)
    problems = validate_tree(way_out_tree(with_pills), with_pills, 6)
    assert any("'jumpy' breaks hard mode" in problem for problem in problems), problems
    # and so is a way out through an offensive word
    rude = make_words(left, ["dills", "crane", "jumpy"], offensive=[*left, "jumpy"])
    problems = validate_tree(way_out_tree(rude), rude, 6)
    assert any("'jumpy' breaks hard mode" in problem for problem in problems), problems


def test_a_tree_built_before_the_way_out_is_mended_with_the_bots_own_moves():
    """words.trees.way_out: a hard tree that typed the words left (JILLS, then KILLS) after
    DILLS -GGGG gets the bot's moves there instead (JUMPY, then each word), and then
    validates with no offensive move."""
    left = ["jills", "kills", "mills"]
    words = make_words(left, ["dills", "crane", "jumpy"], offensive=left)
    tree = way_out_tree(words)
    kills = TreeNode("kills", {score("kills", "mills"): TreeNode("mills")})
    tree.root.children[score("dills", "kills")] = TreeNode(
        "jills", {score("jills", "kills"): kills}
    )
    assert offensive_moves(tree, words)
    assert mend(tree, words) == 1
    assert tree.root.child(score("dills", "kills")).guess == "jumpy"  # type: ignore[union-attr]
    assert validate_tree(tree, words, 6) == [] and offensive_moves(tree, words) == []
    assert mend(tree, words) == 0  # nothing left to mend


def test_the_search_and_its_trees_keep_the_rule():
    words = family_words()
    for hard in (False, True):
        for any_word in (False, True):
            ctx = SolverContext(words, hard=hard, any_word=any_word)
            search = TreeSearch(ctx, beam=None, weights=ctx.weights)
            cost, guess = search.solve(ctx.secret_ids, HardModeRule(), None, 8)
            assert guess >= 0 and cost < float("inf")
            tree = search.build_tree(ctx.secret_ids, 8, guess)
            wrapped = DecisionTree(tree, "en", 5, hard, words.digest, kind="answers")
            assert offensive_moves(wrapped, words) == [], (hard, any_word)
            for secret in secrets_of(ctx):
                assert tree.guesses_to_find(secret) is not None


def test_two_offensive_words_cost_a_word_that_splits_them():
    words = family_words()
    ctx = SolverContext(words)
    pair = np.sort(np.array([ctx.id_of("kills"), ctx.id_of("mills")]))
    cost, guess = TreeSearch(ctx, beam=None).solve(pair, HardModeRule(), None, 3)
    assert cost == 4 and ctx.word(guess) not in words.offensive  # 2 guesses each
    mixed = np.sort(np.array([ctx.id_of("kills"), ctx.id_of("pills")]))
    cost, guess = TreeSearch(ctx, beam=None).solve(mixed, HardModeRule(), None, 3)
    assert (cost, ctx.word(guess)) == (3, "pills")
    lifted = SolverContext(words, avoid_offensive=False)
    cost, guess = TreeSearch(lifted, beam=None).solve(pair, HardModeRule(), None, 3)
    assert cost == 3 and ctx.word(guess) in words.offensive


@pytest.mark.parametrize("hard", [False, True])
def test_the_builders_keep_the_rule(hard):
    """The answers tree (the bench's search), the complete any-word tree, the fewest-late
    tree, the search for any tree in time and the exact search, on the small lists."""
    words = family_words()
    answers, _ = answers_tree(words, hard)
    assert offensive_moves(answers, words) == []
    ctx = SolverContext(
        words, hard=hard, any_word=True, attempts=6, table=full_pattern_table(words)
    )
    builder = CompleteTableBuilder(ctx, answers, exact_nodes=None if hard else 10_000)
    tree = builder.build_fewest_late() if hard else builder.build()
    assert validate_tree(tree, words, 6) == []
    assert offensive_moves(tree, words) == []
    found = in_time_tree(ctx, ctx.secret_ids, HardModeRule(), 6, {})
    assert found is not None
    wrapped = DecisionTree(found, "en", 5, hard, words.digest, kind="any-word")
    assert offensive_moves(wrapped, words) == []


def test_the_exact_search_never_chooses_an_offensive_word():
    words = family_words()
    ctx = SolverContext(words, any_word=True, table=full_pattern_table(words))
    search = ConstrainedSearch(ctx)
    group = np.sort(np.array([ctx.id_of(w) for w in FAMILY])).astype(np.int64)
    # without BUMPH (B, M, P, H) the family needs six guesses: the rule is kept
    assert search.cost(group, 5, 1 << 40) == 1 << 40
    search.forget()
    assert search.cost(group, 6, 1 << 40) == 11
    assert ctx.word(search.choice(group, 6)) not in words.offensive
    lifted = SolverContext(words, any_word=True, table=ctx.table, avoid_offensive=False)
    unruled = ConstrainedSearch(lifted)
    assert unruled.cost(group, 5, 1 << 40) == 8
    assert ctx.word(unruled.choice(group, 5)) == "bumph"
    pair = np.sort(np.array([ctx.id_of("kills"), ctx.id_of("mills")])).astype(np.int64)
    search.forget()
    search.cost(pair, 2, 1 << 40)
    assert ctx.word(search.choice(pair, 2)) not in words.offensive


def test_a_shipped_tree_that_names_an_offensive_word_is_not_followed():
    """A tree built before the rule (here: built with the rule lifted) is followed wherever
    its move may be typed, and searched live where it names an offensive word."""
    words = family_words()
    lifted = SolverContext(words, avoid_offensive=False)
    old = DecisionTree(
        TreeSearch(lifted, beam=None).build_tree(lifted.answer_ids, 6),
        "en",
        5,
        False,
        words.digest,
    )
    assert offensive_moves(old, words), "the old tree types an offensive word"
    ctx = SolverContext(words)
    strategy = OptimalStrategy(ctx, tree=old)
    strategy.use_stored_first_moves = False
    for secret in words.answers:
        bot = Bot(ctx, strategy)
        rows = [Row(s.guess, s.pattern) for s in bot.play(secret)]
        assert bot.solved and broken_rule(words, rows, False, False) is None, secret


def test_stored_first_moves_never_suggest_an_offensive_word(monkeypatch):
    words = family_words()
    ctx = SolverContext(words)
    stored = [
        {"guess": g, "score": 3.0 + k, "candidate": False, "groups": 5, "worst": 3,
         "expected_left": 2.0, "bits": 2.0, "exact": True}
        for k, g in enumerate(["whump", "fjord", "hokum", "jumpy"])
    ]  # fmt: skip
    monkeypatch.setattr(
        first_moves, "_shipped", lambda: {first_moves.entry_key(ctx, "entropy"): stored}
    )
    monkeypatch.setattr(first_moves, "_read_cache", lambda: {})
    found = first_moves.lookup(ctx, "entropy")
    assert found is not None and [m.guess for m in found] == ["fjord", "jumpy"]


def test_the_multiboard_bot_types_an_offensive_word_only_as_a_boards_last_word():
    words = family_words()
    ctx = SolverContext(words)
    solver = MultiBoardSolver(ctx)
    for secrets in (["bills", "pills"], ["hills", "fills"], ["pills", "crane"]):
        bot = MultiBot(solver, len(secrets), 12)
        for step in bot.play(secrets):
            assert step.guess not in words.offensive
    # a board whose only word left is offensive: the bot types it, first
    kills = make_words(["kills", "mills", "crane"], SPLITTERS, offensive=["kills", "mills"])
    kctx = SolverContext(kills)
    bot = MultiBot(MultiBoardSolver(kctx), 2, 12)
    steps = bot.play(["kills", "crane"])
    assert bot.solved
    typed = [s.guess for s in steps]
    for turn, guess in enumerate(typed):
        if guess in kills.offensive:
            assert guess == "kills" and steps[turn].before[0] == 1


def test_absurdle_types_an_offensive_word_only_as_the_last_word():
    words = make_words([*FAMILY, "crane"], SPLITTERS, offensive=OFFENSIVE)
    ctx = SolverContext(words)
    line = LineSearch(ctx).shortest()
    assert line is not None and not set(line.guesses[:-1]) & words.offensive
    played = AbsurdleBot(ctx).play()
    assert played.remaining[-1] == 0
    assert not set(played.guesses[:-1]) & words.offensive
    # a stored line that names one is not followed
    stored = Line(("whump", *line.guesses), (0, *line.patterns), (5, *line.remaining))
    assert AbsurdleBot(ctx, stored).choose([], ctx.answer_ids) != "whump"


def test_the_bot_finds_an_offensive_secret_typing_no_other(monkeypatch):
    """The shipped lists, with the shipped trees (which may still name offensive words:
    they are not followed there): an offensive secret is found, and it is the only
    offensive word typed."""
    words = load_word_list("en", 5)
    secret = "bitch" if "bitch" in words.offensive else sorted(words.offensive)[0]
    for hard in (False, True):
        ctx = SolverContext(words, hard=hard, any_word=not words.is_answer(secret))
        bot = Bot(ctx)
        steps = bot.play(secret, max_turns=20)
        typed = [s.guess for s in steps]
        assert bot.solved and typed[-1] == secret, typed
        assert not set(typed[:-1]) & words.offensive, typed


def test_watching_zills_in_hard_mode_types_no_offensive_word():
    """Watching ZILLS in hard mode, the tree built before the rule played JISMS and the
    runtime had to step around it. The rebuilt tree never names it, even with the runtime's
    guard lifted; with the guard, no offensive word is typed at all."""
    shipped = load_word_list("en", 5)
    words = dataclasses.replace(shipped, offensive=shipped.offensive | {"jisms"})
    lifted = Bot(SolverContext(words, hard=True, any_word=True, avoid_offensive=False))
    lifted_typed = [s.guess for s in lifted.play("zills", max_turns=30)]
    assert lifted.solved and not set(lifted_typed[:-1]) & words.offensive, lifted_typed
    bot = Bot(SolverContext(words, hard=True, any_word=True))
    typed = [s.guess for s in bot.play("zills", max_turns=30)]
    assert bot.solved and typed[-1] == "zills"
    assert not set(typed) & words.offensive, typed


# --- the shipped files ---------------------------------------------------------------------


def shipped_trees() -> list[object]:
    """Every shipped tree; the any-word trees of six letters and more, the long walks, run
    with -m slow."""
    trees = [
        (language, length, hard, kind)
        for language in sorted(LANGUAGES)
        for length in WORD_LENGTHS
        for hard in (False, True)
        for kind in ("answers", "any-word")
        if not (kind == "any-word" and (language, length, hard) in ANY_WORD_LIVE)
    ]
    return sweep(trees, {True}, key=lambda tree: tree[3] == "answers" or tree[1] < 6)


@pytest.mark.parametrize(("language", "length", "hard", "kind"), shipped_trees())
def test_no_shipped_tree_types_an_offensive_word(language, length, hard, kind):
    """Every node of every shipped tree with more than one word left names a word the bot
    may type (the tree is valid: test_solver_trees checks it)."""
    words = load_word_list(language, length)
    tree = DecisionTree.load(tree_path(language, length, hard, kind))
    assert offensive_moves(tree, words) == []


@pytest.mark.parametrize("name", first_moves_build.list_names())
def test_no_stored_first_move_is_an_offensive_word(name):
    language, _, length = name.partition("-")
    words = load_word_list(language, int(length))
    data = json.loads(
        tree_path("en", 5, False).parent.parent.joinpath("first-moves.json").read_text()
    )
    entries = {k: v for k, v in data["moves"].items() if k.startswith(words.digest[:32])}
    assert entries
    typed = {m["guess"] for moves in entries.values() for m in moves}
    assert not typed & words.offensive


@pytest.mark.parametrize("name", ["en-5", "es-5"])
def test_no_stored_absurdle_line_types_an_offensive_word(name):
    language, _, length = name.partition("-")
    words = load_word_list(language, int(length))
    data = json.loads(
        tree_path("en", 5, False).parent.parent.joinpath("absurdle-lines.json").read_text()
    )
    entry = data["lines"][name]
    assert entry["digest"] == words.digest
    assert not set(entry["guesses"][:-1]) & words.offensive


@pytest.mark.parametrize("name", first_moves_build.list_names())
def test_every_list_ships_its_offensive_words_as_the_contract_says(name):
    """``words/<lang>/<N>-offensive.txt``: one folded word a line, sorted, each a guess."""
    from wordle_tui.core.words import list_path

    language, _, length = name.partition("-")
    words = load_word_list(language, int(length))
    text = list_path(language, int(length), "offensive").read_text(encoding="utf-8")
    listed = [line for line in text.split("\n") if line]
    assert listed == sorted(set(listed)) and listed
    assert set(listed) <= words.guess_set
    assert words.offensive == frozenset(listed)


def test_a_custom_list_names_its_offensive_words_with_offensive(tmp_path, capsys):
    from wordle_tui.cli import main

    answers = tmp_path / "answers.txt"
    guesses = tmp_path / "guesses.txt"
    offensive = tmp_path / "offensive.txt"
    answers.write_text("\n".join(ANSWERS))
    guesses.write_text("\n".join(FAMILY + SPLITTERS + ANSWERS))
    offensive.write_text("\n".join(OFFENSIVE))
    custom = ["--answers", str(answers), "--guesses", str(guesses)]
    for secret in ("pills", "kills"):
        code = main(["solve", secret, *custom, "--offensive", str(offensive), "--json"])
        typed = [step["guess"] for step in json.loads(capsys.readouterr().out)["steps"]]
        assert code == 0 and typed[-1] == secret
        assert not set(typed[:-1]) & set(OFFENSIVE), typed
    # a word of the file that is not a guess, --offensive alone, an offensive opener
    offensive.write_text("zzzzz\n")
    assert main(["solve", "pills", *custom, "--offensive", str(offensive)]) == 2
    assert "not in the guesses list" in capsys.readouterr().err
    assert main(["solve", "pills", "--offensive", str(offensive)]) == 2
    assert "--offensive goes with --answers" in capsys.readouterr().err
    shipped = load_word_list("en", 5)
    opener = sorted(shipped.offensive)[0]
    assert main(["solve", "crane", "--opener", opener]) == 2
    assert "the bot never types that word" in capsys.readouterr().err


def test_lists_of_words_left_count_offensive_words_without_listing_them(capsys):
    """The hint panel's and the assistant's analysis, the review's cards, ``assist``: the
    offensive words are counted, not listed, unless one is the only word left."""
    from wordle_tui.bots.engine import Engine
    from wordle_tui.cli import main
    from wordle_tui.review.text import words_text

    words = family_words()
    engine = Engine(SolverContext(words, any_word=True))  # the assistant's and the bot's
    rows = [Row("crane", score("crane", "pills"))]
    analysis = engine.analyse(rows)
    left = possible(words, words.guesses, rows)
    assert analysis.count == len(left)
    assert set(analysis.candidates) == set(left) - words.offensive
    assert analysis.hidden == len(set(left) & words.offensive) > 0
    assert analysis.more == 0
    assert words_text(("kills",), offensive=words.offensive) == "KILLS"
    assert words_text(("kills", "pills"), offensive=words.offensive) == (
        "PILLS (1 offensive word not shown)"
    )
    # assist on the shipped list: a row that leaves offensive words among others
    shipped = load_word_list("en", 5)
    ctx = SolverContext(shipped)
    found = None
    for word in sorted(shipped.offensive):
        for guess in ("crane", "slate", "pious", "dumpy"):
            rows = [Row(guess, score(guess, word))]
            left = {ctx.word(i) for i in position_from_rows(ctx, rows).candidates}
            if len(left) > 1 and left & shipped.offensive and left - shipped.offensive:
                found = (f"{guess}={pattern_to_string(rows[0].pattern, 5)}", left)
                break
        if found:
            break
    assert found is not None
    code = main(["assist", found[0], "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and set(data["candidates"]) == found[1] - shipped.offensive
    assert data["not_listed"] == len(found[1] & shipped.offensive)
    assert data["count"] == len(found[1])
    assert main(["assist", found[0]]) == 0
    shown = capsys.readouterr().out
    assert unlisted_note(len(found[1] & shipped.offensive)) in shown
    assert not any(word in shown.split() for word in found[1] & shipped.offensive)


def test_one_command_rebuilds_every_solver_file_of_a_list(monkeypatch):
    """``python -m words.trees.rebuild LANG-N``: both modes' trees with the options the
    shipped ones were built with, then the list's first moves and Absurdle line; every
    opener it names is a word the bot may type."""
    from words.trees import absurdle_lines, rebuild, tables

    calls: list[tuple] = []
    monkeypatch.setattr(tables, "build", lambda *args, **kwargs: calls.append((args, kwargs)))
    monkeypatch.setattr(first_moves_build, "main", lambda argv: calls.append(("first", argv)))
    monkeypatch.setattr(absurdle_lines, "main", lambda argv: calls.append(("line", argv)))
    assert rebuild.main(["en-5"]) == 0
    (normal, normal_options), (hard, hard_options), first, line = calls
    assert normal == ("en", 5, [False], ["answers", "any-word"], "crate")
    assert normal_options == {
        "complete": True,
        "any_word_opener": "crate",
        "allow_late": False,
        "reoptimise_depth": None,
    }
    assert hard == ("en", 5, [True], ["answers", "any-word"], "crate")
    assert hard_options == {
        "complete": True,
        "any_word_opener": None,
        "allow_late": True,
        "reoptimise_depth": None,
    }
    assert first == ("first", ["--lists", "en-5"]) and line == ("line", ["en-5"])
    calls.clear()
    assert rebuild.main(["en-8"]) == 0
    assert [kwargs["allow_late"] for _, kwargs in calls[:2]] == [False, False]
    assert calls[2:] == [("first", ["--lists", "en-8"])]
    calls.clear()
    assert rebuild.main(["es-5"]) == 0  # the one list built with a deeper re-search
    assert [kwargs["reoptimise_depth"] for _, kwargs in calls[:2]] == [3, None]
    assert [kwargs["allow_late"] for _, kwargs in calls[:2]] == [True, True]
    calls.clear()
    assert rebuild.main(["de-7"]) == 0  # a language whose any-word file is two moves
    assert [kwargs["complete"] for _, kwargs in calls[:2]] == [False, False]
    assert calls[2:] == [("first", ["--lists", "de-7"])]
    for (name, _hard), opener in {**rebuild.ANSWERS_OPENERS, **rebuild.ANY_WORD_OPENERS}.items():
        language, _, length = name.partition("-")
        words = load_word_list(language, int(length))
        assert words.is_guess(opener) and opener not in words.offensive
