"""The Absurdle host: the largest group, ties broken the documented way, and the game."""

from collections import Counter
from datetime import UTC

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import make_words
from wordle_tui.core.absurdle import AbsurdleGame, host_answer, host_preference
from wordle_tui.core.filtering import Row, filter_words
from wordle_tui.core.game import Accepted
from wordle_tui.core.playing import Status
from wordle_tui.core.scoring import marks_of, parse_pattern, score, solved_pattern
from wordle_tui.core.validation import Problem
from wordle_tui.core.words import load_word_list

WORDS = make_words(
    ["crane", "share", "frame", "blame", "shake", "shape", "stare", "grape", "plane", "flake"],
    ["tears", "xylyl", "jumpy"],
)


def reference_host(guess, pool):
    """Slow and obvious: every pattern with its words, sorted by the documented rules."""
    groups = {}
    for word in pool:
        groups.setdefault(score(guess, word), []).append(word)

    def rank(item):
        pattern, members = item
        marks = marks_of(pattern, len(guess))
        return (
            -len(members),
            marks.count(2),
            marks.count(1),
            [int(m) for m in marks],
        )

    return sorted(groups.items(), key=rank)[0]


def test_the_host_keeps_the_largest_group():
    pool = list(WORDS.answers)
    pattern, kept = host_answer("jumpy", pool)
    counts = Counter(score("jumpy", w) for w in pool)
    assert len(kept) == max(counts.values())
    assert all(score("jumpy", w) == pattern for w in kept)


def test_ties_go_to_fewer_greens_then_fewer_yellows_then_the_later_clue():
    five = 5
    grey = parse_pattern("-----", five)
    assert host_preference(grey, 3, five) < host_preference(parse_pattern("G----", five), 3, five)
    fewer_greens = host_preference(parse_pattern("YYY--", five), 3, five)
    assert fewer_greens < host_preference(parse_pattern("G----", five), 3, five)
    assert host_preference(parse_pattern("Y----", five), 3, five) < host_preference(
        parse_pattern("YY---", five), 3, five
    )
    later = host_preference(parse_pattern("---Y-", five), 3, five)
    assert later < host_preference(parse_pattern("-Y---", five), 3, five)
    # but size comes first
    assert host_preference(parse_pattern("GGGG-", five), 4, five) < grey_of(3)


def grey_of(size):
    return host_preference(0, size, 5)


def test_a_tie_between_two_groups_of_one_is_won_by_the_other_word():
    pattern, kept = host_answer("crane", ["crane", "share"])
    assert kept == ["share"]
    assert pattern == score("crane", "share")
    assert host_answer("crane", ["crane"]) == (solved_pattern(5), ["crane"])


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(WORDS.guesses),
    st.lists(st.sampled_from(WORDS.answers), min_size=1, max_size=10, unique=True),
)
def test_host_agrees_with_the_slow_reference(guess, pool):
    expected_pattern, expected_words = reference_host(guess, pool)
    assert host_answer(guess, pool) == (expected_pattern, expected_words)


def test_the_game_counts_words_left_and_can_be_won_by_cornering():
    game = AbsurdleGame(WORDS)
    moves = 0
    while game.status is Status.PLAYING:
        pool = game.possible_answers()
        guess = pool[0] if len(pool) == 1 else "jumpy" if moves == 0 else pool[0]
        result = game.submit(guess)
        assert isinstance(result, Accepted)
        moves += 1
        assert game.remaining[-1] == (
            0 if result.status is Status.WON else len(game.possible_answers())
        )
        # every word kept fits every row shown
        assert filter_words(WORDS.answers, game.rows) == game.possible_answers()
    assert game.status is Status.WON
    assert game.rows[-1].guess == game.secret
    assert game.share().startswith(f"wordle-tui Absurdle EN5 {len(game.rows)}/20")


def test_a_guess_is_never_right_while_two_words_are_left():
    game = AbsurdleGame(make_words(["crane", "share"]))
    result = game.submit("crane")
    assert result.status is Status.PLAYING
    assert game.possible_answers() == ["share"]
    assert game.remaining == [1]
    assert game.submit("share").status is Status.WON


def test_lost_game_reveals_a_word_that_fits_every_row():
    game = AbsurdleGame(WORDS, max_attempts=1)
    game.submit("tears")
    assert game.status is Status.LOST
    assert all(row.pattern == score(row.guess, game.secret) for row in game.rows)
    assert game.result_message() == game.secret.upper()


def test_refusals_are_the_single_games():
    game = AbsurdleGame(WORDS, hard_mode=True)
    assert game.submit("qqqqq").problem is Problem.NOT_IN_LIST
    game.submit("shake")
    first = game.rows[0]
    marks = marks_of(first.pattern, 5)
    if any(marks):  # the host showed a clue, so hard mode has something to enforce
        assert game.submit("jumpy").problem is Problem.HARD_MODE
    assert game.set_hard_mode(False) is None


def test_save_and_restore_replays_the_host():
    game = AbsurdleGame(WORDS, no_repeat=True)
    game.submit("jumpy")
    game.submit("tears")
    data = game.to_dict()
    loaded = AbsurdleGame.from_dict(data, lambda lang, length: WORDS)
    assert loaded.rows == game.rows and loaded.remaining == game.remaining
    assert loaded.to_dict() == data


@pytest.mark.parametrize(
    "change",
    [
        {"kind": "multiboard"},
        {"guesses": ["qqqqq"]},
        {"max_attempts": 0},
        {"hard_mode": 1},
        {"elapsed": -1},
    ],
)
def test_damaged_saves_are_refused(change):
    data = AbsurdleGame(WORDS).to_dict()
    data.update(change)
    with pytest.raises(ValueError):
        AbsurdleGame.from_dict(data, lambda lang, length: WORDS)


def test_real_list_first_guess_keeps_hundreds_of_words():
    words = load_word_list("en", 5)
    game = AbsurdleGame(words)
    game.submit("crane")
    assert 50 < game.remaining[0] < len(words.answers)
    assert Row("crane", game.rows[0].pattern) == game.rows[0]


def test_a_finished_game_makes_a_checked_log_record():
    from datetime import datetime

    from wordle_tui.core.history import GameRecord

    game = AbsurdleGame(make_words(["crane", "share"]))
    game.submit("crane")
    game.submit("share")
    record = GameRecord.from_absurdle(game, datetime(2026, 11, 23, tzinfo=UTC))
    record.check()
    assert record.won and record.variant == "absurdle" and record.secret == "share"
    assert record.score_text() == "2/20"
