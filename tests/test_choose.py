import itertools
from datetime import date

import pytest

from tests.helpers import make_words
from wordle_tui.core.choose import (
    CodeError,
    daily_word,
    friend_code,
    practice_code,
    practice_word,
    puzzle_number,
    read_code,
)

WORDS = make_words([f"{a}{b}ord" for a in "bcdfghklmnprstw" for b in "aeiou"])


def test_puzzle_number_counts_from_19_june_2021():
    assert puzzle_number(date(2021, 6, 19)) == 0
    assert puzzle_number(date(2022, 2, 15)) == 241
    assert puzzle_number(date(2026, 11, 21)) == 1981


def test_daily_word_is_stable_and_depends_on_the_date():
    day = date(2026, 11, 21)
    assert daily_word(WORDS, day) == daily_word(WORDS, day)
    words = {daily_word(WORDS, date(2026, 1, d)) for d in range(1, 29)}
    assert len(words) > 10  # not one word for every day


def test_daily_word_depends_on_the_list():
    other = make_words(list(WORDS.answers[:-1]))
    days = [date(2026, 3, d) for d in range(1, 20)]
    assert [daily_word(WORDS, d) for d in days] != [daily_word(other, d) for d in days]


def test_consecutive_days_are_not_consecutive_indexes():
    index = [WORDS.answers.index(daily_word(WORDS, date(2026, 5, d))) for d in range(1, 15)]
    steps = {(b - a) % len(WORDS.answers) for a, b in itertools.pairwise(index)}
    assert len(steps) > 3  # no fixed arithmetic step from one day to the next


def test_practice_code_round_trip():
    code = practice_code("en", 5, 123456)
    assert code.startswith("EN5-") and len(code) == 10
    parsed = read_code(code.lower())
    assert (parsed.language, parsed.length, parsed.seed, parsed.is_friend) == (
        "en",
        5,
        123456,
        False,
    )
    assert practice_word(WORDS, 123456) == practice_word(WORDS, parsed.seed)


def test_friend_code_hides_and_restores_the_word():
    code = friend_code("señor", "es")
    assert "SENOR" not in code.upper()
    parsed = read_code(code)
    assert parsed.word == "señor" and parsed.language == "es" and parsed.length == 5


def test_friend_code_detects_a_typo():
    code = friend_code("crane", "en")
    last = code[-1]
    damaged = code[:-1] + ("0" if last != "0" else "1")
    with pytest.raises(CodeError, match="mistyped"):
        read_code(damaged)


@pytest.mark.parametrize("bad", ["", "hello", "EN9-7KQ2MX", "XX5-7KQ2MX", "EN5-7KQ", "EN5-7KQ2M!"])
def test_bad_codes_give_a_reason(bad):
    with pytest.raises(CodeError):
        read_code(bad)
