import random

import numpy as np
import pytest

from tests.helpers import make_words
from tests.solver_support import brute_force_cost, brute_force_weighted_cost
from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import score
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.position import start_position
from wordle_tui.solver.search import INF, TreeSearch
from wordle_tui.solver.strategies import STRATEGIES, make_strategy


def small_instances(count: int, seed: int):
    """Made-up lists: clusters of look-alike words plus a few words that split them."""
    full = load_word_list("en", 5)
    rng = random.Random(seed)
    suffixes = sorted({w[1:] for w in full.answers})
    rng.shuffle(suffixes)
    made = 0
    for suffix in suffixes:
        cluster = [w for w in full.guesses if w[1:] == suffix]
        if len(cluster) < 4:
            continue
        answers = cluster[:7]
        extra = rng.sample(full.guesses, 6)
        yield make_words(answers, extra)
        made += 1
        if made == count:
            return


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
@pytest.mark.parametrize("hard", [False, True])
def test_exact_search_matches_brute_force(seed, hard, tmp_path):
    for words in small_instances(6, seed):
        ctx = SolverContext(words, hard=hard, attempts=6)
        search = TreeSearch(ctx, beam=None)
        cost, guess = search.solve(ctx.answer_ids, HardModeRule(), None, ctx.attempts)
        expected = brute_force_cost(words.answers, words.guesses, 6, hard=hard)
        # the search's INF and the reference's inf both say: no tree finds them all in time
        assert (cost if cost < INF else float("inf")) == expected, words.answers
        if cost < INF:
            tree = search.build_tree(ctx.answer_ids, ctx.attempts, guess)
            assert tree.guess == ctx.word(guess)


def test_attempt_limit_is_respected():
    words = make_words(["bills", "fills", "gills", "hills", "kills", "mills", "pills"])
    for attempts in range(1, 8):
        ctx = SolverContext(words, attempts=attempts)
        cost, _ = TreeSearch(ctx, beam=None).solve(ctx.answer_ids, HardModeRule(), None, attempts)
        expected = brute_force_cost(words.answers, words.guesses, attempts)
        assert (cost >= INF) == (expected == float("inf"))
        if cost < INF:
            assert cost == expected


def metric_by_brute_force(words, candidates, guess):
    groups = {}
    for secret in candidates:
        groups.setdefault(score(guess, secret), []).append(secret)
    sizes = [len(g) for g in groups.values()]
    n = len(candidates)
    bits = -sum(s / n * np.log2(s / n) for s in sizes)
    return {"groups": len(groups), "worst": max(sizes), "bits": bits}


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_greedy_strategies_pick_what_their_rule_says(seed):
    for words in small_instances(4, seed):
        ctx = SolverContext(words)
        position = start_position(ctx)
        candidates = list(words.answers)
        metrics = {g: metric_by_brute_force(words, candidates, g) for g in words.guesses}
        useful = [g for g in words.guesses if metrics[g]["groups"] > 1 or g in candidates]
        is_answer = words.is_answer

        def minimax_key(g, metrics=metrics, is_answer=is_answer):
            m = metrics[g]
            return (m["worst"], -m["groups"], not is_answer(g), g)

        def entropy_key(g, metrics=metrics, is_answer=is_answer):
            return (-round(metrics[g]["bits"], 9), not is_answer(g), g)

        expected = {
            "minimax": min(useful, key=minimax_key),
            "entropy": min(useful, key=entropy_key),
        }
        for name, guess in expected.items():
            assert make_strategy(name, ctx).choose(position).guess == guess, name
        best_groups = max(metrics[g]["groups"] for g in useful)
        assert metrics[make_strategy("parts", ctx).choose(position).guess]["groups"] == best_groups


def test_every_strategy_finishes_a_cluster_and_never_repeats():
    words = make_words(
        ["rubia", "rucia", "rugia", "rujia", "rusia", "rumia", "rupia"],
        ["bucle", "gusto", "pajes", "jamon", "mosca"],
        language="es",
    )
    from wordle_tui.solver.bot import Bot

    for name in STRATEGIES:
        for secret in words.answers:
            ctx = SolverContext(words, attempts=6)
            bot = Bot(ctx, name)
            steps = bot.play(secret)
            guesses = [s.guess for s in steps]
            assert bot.solved, (name, secret, guesses)
            assert len(set(guesses)) == len(guesses)


def test_vectorised_hard_mode_filter_agrees_with_the_core_rule():
    """The bot's guesses: every word hard mode allows, but the offensive ones."""
    words = load_word_list("en", 5)
    assert words.offensive
    ctx = SolverContext(words, hard=True)
    rng = random.Random(7)
    for _ in range(25):
        secret = rng.choice(ctx.words.answers)
        rows = [Row(g, score(g, secret)) for g in rng.sample(ctx.words.guesses, 2)]
        rule = HardModeRule.from_rows(rows)
        allowed = set(ctx.allowed(rule).tolist())
        for i, word in enumerate(ctx.words.guesses):
            expected = rule.violation(word) is None and word not in words.offensive
            assert (i in allowed) == expected


def test_the_search_keeps_allowed_guesses_within_its_byte_budget(monkeypatch):
    from wordle_tui.solver import search as search_module

    ctx = SolverContext(load_word_list("en", 5), hard=True)
    budget = 4 * len(ctx.all_ids)  # a few rules' worth
    monkeypatch.setattr(search_module, "ALLOWED_BYTES", budget)
    search = TreeSearch(ctx)
    rng = random.Random(8)
    for _ in range(40):
        secret = rng.choice(ctx.words.answers)
        rule = HardModeRule.from_rows(
            [Row(g, score(g, secret)) for g in rng.sample(ctx.words.guesses, 2)]
        )
        pool = np.sort(rng.sample(range(len(ctx.all_ids)), 500)).astype(ctx.all_ids.dtype)
        for among in (None, pool, pool[:0]):
            expected = ctx.allowed(rule, among)
            got = search._allowed(rule, among)
            assert got.tolist() == expected.tolist()
        kept = sum(ids.nbytes for ids in search._allowed_ids.values())
        assert kept == search._allowed_bytes <= budget


def test_the_hard_mode_rule_copies_stay_bounded_over_a_long_session(monkeypatch):
    """The memo and the child rules are cleared past their limits: the one copy of each rule
    they share goes with them, so a long hard-mode session does not grow without bound."""
    from wordle_tui.solver import search as search_module

    monkeypatch.setattr(search_module, "MEMO_LIMIT", 10)
    monkeypatch.setattr(search_module, "CHILD_RULES_LIMIT", 10)
    ctx = SolverContext(load_word_list("en", 5), hard=True)
    search = TreeSearch(ctx, beam=(4, 3, 2))
    rng = random.Random(3)
    for _ in range(12):
        secret = rng.choice(ctx.words.answers)
        rows = [Row(g, score(g, secret)) for g in rng.sample(ctx.words.answers, 2)]
        rule = HardModeRule.from_rows(rows)
        candidates = ctx.answer_ids[
            [all(score(r.guess, w) == r.pattern for r in rows) for w in ctx.words.answers]
        ]
        search.solve(candidates, rule, None, 4)
        assert len(search._rule_keys) <= 2 * 10 + 2 and len(search._rules) <= 10
    assert search.nodes > 3 * 10  # more positions than the memo holds at once


# --- the prior-weighted objective (the bot guessing any word) ----------------------------


@pytest.mark.parametrize("seed", [6, 7])
@pytest.mark.parametrize("hard", [False, True])
def test_weighted_search_matches_brute_force(seed, hard):
    """Every word a possible secret, each with its own weight: the exact search finds the
    least expected guesses that the brute force finds, within the attempts."""
    rng = random.Random(seed)
    for words in small_instances(4, seed):
        ctx = SolverContext(words, hard=hard, attempts=6, any_word=True)
        weights = np.array([rng.choice([1.0, 0.02, 0.5, 3.0]) for _ in words.guesses])
        weight = dict(zip(words.guesses, weights.tolist(), strict=True))
        for attempts in (4, 6):
            search = TreeSearch(ctx, beam=None, weights=weights)
            cost, guess = search.solve(ctx.secret_ids, HardModeRule(), None, attempts)
            expected = brute_force_weighted_cost(
                words.guesses, weight, words.guesses, attempts, hard=hard
            )
            if expected == float("inf"):
                assert cost >= INF
                continue
            assert cost == pytest.approx(expected), (words.guesses, attempts)
            tree = search.build_tree(ctx.secret_ids, attempts, guess)
            total = sum(weight[w] * tree.guesses_to_find(w) for w in words.guesses)
            assert total == pytest.approx(expected)
            assert max(tree.guesses_to_find(w) for w in words.guesses) <= attempts


def test_the_prior_prefers_the_likelier_word_when_two_are_left():
    words = make_words(["bills", "fills"], ["crane"])
    ctx = SolverContext(words, any_word=True)
    for heavy in ("bills", "fills"):
        weights = np.where(np.array(words.guesses) == heavy, 5.0, 1.0)
        pair = np.array([ctx.id_of("bills"), ctx.id_of("fills")])
        cost, guess = TreeSearch(ctx, weights=weights).solve(pair, HardModeRule(), None, 6)
        assert ctx.word(guess) == heavy and cost == 5.0 + 2 * 1.0


def test_a_light_word_that_tells_all_apart_does_not_beat_a_heavy_first_guess():
    """AWAKE tells BIGHT from DRAKE, but playing the far likelier BIGHT first costs less
    even though it leaves AWAKE and DRAKE together (3 + 2·0.02 + 3·0.02 against
    0.02 + 2·3 + 2·0.02): a candidate that splits perfectly is not always optimal."""
    words = make_words(["awake", "bight", "drake"])
    ctx = SolverContext(words, any_word=True)
    weights = np.array([3.0 if w == "bight" else 0.02 for w in words.guesses])
    weight = dict(zip(words.guesses, weights.tolist(), strict=True))
    cost, guess = TreeSearch(ctx, beam=None, weights=weights).solve(
        ctx.secret_ids, HardModeRule(), None, 6
    )
    assert ctx.word(guess) == "bight"
    assert cost == pytest.approx(3.10)
    assert cost == pytest.approx(brute_force_weighted_cost(words.guesses, weight, words.guesses, 6))


@pytest.mark.parametrize("sort_cells", [1 << 24, 7, 100])
def test_node_figures_and_group_counts_match_a_count_by_hand(monkeypatch, sort_cells):
    """Also with blocks taken a few columns at a time (small ``SORT_CELLS``)."""
    from wordle_tui.solver import partition
    from wordle_tui.solver.partition import cost_weights
    from wordle_tui.solver.search import node_figures, split_counts

    monkeypatch.setattr(partition, "SORT_CELLS", sort_cells)

    rng = np.random.default_rng(3)
    per_member = cost_weights(200) / np.maximum(np.arange(201), 1)
    for trial in range(60):
        n, width = int(rng.integers(1, 40)), int(rng.integers(1, 60))
        block = rng.integers(0, int(rng.integers(1, 12)), size=(n, width)).astype(np.uint8)
        weights = np.sort(rng.random(n) + 0.1)[::-1] if trial % 2 else np.ones(n)
        figures = node_figures(block, weights, per_member)
        counts = split_counts(block)
        for column in range(width):
            groups: dict[int, list[int]] = {}
            for member, pattern in enumerate(block[:, column].tolist()):
                groups.setdefault(pattern, []).append(member)
            assert counts[column] == figures.groups[column] == len(groups)
            assert figures.worst[column] == max(len(g) for g in groups.values())
            heaviest = sum(max(weights[m] for m in g) for g in groups.values())
            assert figures.heaviest[column] == pytest.approx(heaviest)
            estimate = sum(sum(weights[m] for m in g) * per_member[len(g)] for g in groups.values())
            assert figures.estimate[column] == pytest.approx(estimate)


def test_a_node_limit_stops_the_search_at_the_same_point_every_time():
    from wordle_tui.solver.search import SearchTimeout
    from wordle_tui.solver.strategies.optimal import live_node_limit

    words = next(small_instances(1, 1))
    ctx = SolverContext(words, hard=True, attempts=6)
    reached = []
    for _ in range(2):
        search = TreeSearch(ctx, beam=None)
        search.node_limit = 2
        with pytest.raises(SearchTimeout):
            search.solve(ctx.answer_ids, HardModeRule(), None, ctx.attempts)
        reached.append((search.nodes, sorted(search.memo.items())))
    assert reached[0] == reached[1] and reached[0][0] == 3
    # the live limit scales down, never up, with more attempts
    limits = [live_node_limit(attempts) for attempts in (6, 7, 10, 20, 40)]
    assert limits == sorted(limits, reverse=True) and limits[-1] > 0


@pytest.mark.parametrize("hard", [False, True])
def test_a_beam_cut_position_reports_no_more_than_its_bound(hard):
    # One guess tried at the top (beam 1), every smaller group solved exactly: when the
    # guess tried costs more than the bound, the guesses left untried may cost less, so
    # the position may only report (and memoise) the bound, not what the guess cost.
    cut = 0
    for words in small_instances(6, 3):
        ctx = SolverContext(words, hard=hard, attempts=6)
        exact = brute_force_cost(words.answers, words.guesses, 6, hard=hard)
        if exact == float("inf"):
            continue
        n = len(ctx.answer_ids)
        first = TreeSearch(ctx, beam=1, exact_below=n - 1)
        tried, _ = first.solve(ctx.answer_ids, HardModeRule(), None, ctx.attempts)
        for bound in range(n, int(exact) + 1):
            search = TreeSearch(ctx, beam=1, exact_below=n - 1)
            cost, guess = search.solve(ctx.answer_ids, HardModeRule(), None, ctx.attempts, 0, bound)
            if guess >= 0:
                assert cost < bound
                continue
            # what it reports is known: the bound, or the least any guess can cost
            assert bound <= cost <= max(bound, exact), (words.answers, bound)
            assert list(search.memo.values())[-1] == (cost, -1)
            cut += tried > exact
    assert cut  # some position's one guess tried costs more than the best
