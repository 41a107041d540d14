import pytest

from tests.helpers import make_words
from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import parse_pattern, score
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.bot import WIDENED_NOTE, Bot
from wordle_tui.solver.cancel import Cancelled
from wordle_tui.solver.context import SolverContext, UnknownWord
from wordle_tui.solver.position import NoWordFits, position_from_rows, start_position
from wordle_tui.solver.strategies import STRATEGIES, make_strategy


@pytest.mark.parametrize("secret", ["rubia", "rucia", "rugia", "rujia", "rusia", "rumia"])
def test_seed_000_cluster_is_solved_within_six(secret):
    ctx = SolverContext(load_word_list("es", 5))
    bot = Bot(ctx)
    steps = bot.play(secret)
    assert bot.solved, [s.guess for s in steps]
    assert len(steps) <= 6


def test_a_word_outside_the_answers_widens_the_search_and_says_so():
    words = load_word_list("en", 5)
    secret = next(w for w in words.guesses if not words.is_answer(w) and w.startswith("zo"))
    bot = Bot(SolverContext(words))
    steps = bot.play(secret)
    assert bot.solved and steps[-1].guess == secret
    assert any(step.widened for step in steps)
    assert any(WIDENED_NOTE in step.note for step in steps)


def test_widening_on_a_small_list():
    words = make_words(["bills", "fills", "hills"], ["pills", "crane", "sharp"])
    for name in STRATEGIES:
        bot = Bot(SolverContext(words), name)
        steps = bot.play("pills")
        assert bot.solved, (name, [s.guess for s in steps])


def test_contradictory_colours_name_the_suspect_row():
    ctx = SolverContext(load_word_list("en", 5))
    rows = [
        Row("crane", parse_pattern("--G-G", 5)),
        Row("slate", parse_pattern("-GGGG", 5)),
        Row("plate", parse_pattern("GGGG-", 5)),  # the last tile was green
    ]
    with pytest.raises(NoWordFits) as caught:
        position_from_rows(ctx, rows)
    assert str(caught.value) == "No word matches rows 1 and 3 together — check row 3"
    assert caught.value.diagnosis.tiles_off == 1
    assert caught.value.diagnosis.conflict == (0, 2)  # rows 1 and 2 alone leave words


def test_undo_forgets_the_last_step():
    ctx = SolverContext(load_word_list("en", 5))
    bot = Bot(ctx)
    move = bot.next_move()
    bot.observe(move, score(move.guess, "crane"))
    before = len(bot.position.candidates)
    second = bot.next_move()
    bot.observe(second, score(second.guess, "crane"))
    assert bot.undo() is not None
    assert len(bot.steps) == 1 and len(bot.position.candidates) == before
    assert bot.undo() is not None and bot.undo() is None


def test_cancel_stops_a_move():
    ctx = SolverContext(load_word_list("en", 5))
    with pytest.raises(Cancelled):
        Bot(ctx, "entropy").next_move(cancel=lambda: True)


def test_unknown_words_are_refused():
    ctx = SolverContext(load_word_list("en", 5))
    with pytest.raises(UnknownWord):
        Bot(ctx, opener="qqqqq")
    with pytest.raises(UnknownWord):
        Bot(ctx).play("qqqqq")


def test_opener_is_played_first_and_strategies_agree_on_one_word():
    ctx = SolverContext(load_word_list("en", 5))
    for name in STRATEGIES:
        bot = Bot(ctx, name, opener="crane")
        steps = bot.play("crane")
        assert [s.guess for s in steps] == ["crane"] and bot.solved


def test_hard_mode_bot_keeps_the_hints():
    from wordle_tui.core.hardmode import hard_mode_violation

    ctx = SolverContext(load_word_list("en", 5), hard=True)
    for name in STRATEGIES:
        for secret in ("jaunt", "watch", "boxer"):
            bot = Bot(ctx, name)
            rows = [Row(s.guess, s.pattern) for s in bot.play(secret, max_turns=12)]
            for i, row in enumerate(rows):
                assert hard_mode_violation(row.guess, rows[:i]) is None, (name, rows)


def test_suggestions_explain_themselves():
    ctx = SolverContext(load_word_list("en", 5))
    position = start_position(ctx)
    for name in STRATEGIES:
        top = make_strategy(name, ctx).suggest(position, top=5)
        assert len(top) == 5
        assert len({s.guess for s in top}) == 5
        first = top[0]
        assert first.groups > 1 and first.worst >= 1 and first.bits > 0
        text = first.explain(len(position.candidates))
        assert text.startswith(f"splits {len(position.candidates)} words into {first.groups}")


def test_suggestion_figures_match_a_count_by_hand():
    words = make_words(["bills", "fills", "hills", "pills", "crane", "crate"], ["chomp", "fight"])
    ctx = SolverContext(words)
    position = start_position(ctx)
    for name in STRATEGIES:
        for s in make_strategy(name, ctx).suggest(position, top=4):
            groups = {}
            for secret in words.answers:
                groups.setdefault(score(s.guess, secret), []).append(secret)
            sizes = [len(g) for g in groups.values()]
            n = len(words.answers)
            can_win = s.guess in words.answers
            assert s.candidate == can_win
            assert s.groups == len(sizes) and s.worst == max(sizes)
            assert s.expected_left == pytest.approx((sum(k * k for k in sizes) - can_win) / n)
