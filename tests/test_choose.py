import hashlib
import itertools
from datetime import date, timedelta

import pytest

from tests.helpers import make_words
from wordle_tui.core.choose import (
    DAILY_EPOCH,
    daily_cycle,
    daily_day,
    daily_number,
    daily_word,
)
from wordle_tui.core.words import load_word_list

WORDS = make_words([f"{a}{b}ord" for a in "bcdfghklmnprstw" for b in "aeiou"])


def test_daily_number_counts_from_1_november_2026():
    assert date(2026, 11, 1) == DAILY_EPOCH and daily_number(DAILY_EPOCH) == 1
    assert daily_number(date(2026, 11, 23)) == 23
    assert daily_number(date(2027, 11, 1)) == 366
    assert daily_number(date(2026, 10, 31)) == 0
    assert daily_number(date(2025, 11, 1)) == -364


def test_daily_day_is_the_inverse_of_daily_number():
    for number in (-1000, -1, 0, 1, 23, 365, 366, 100_000):
        assert daily_number(daily_day(number)) == number
    assert daily_day(23) == date(2026, 11, 23)


def test_no_daily_repeats_before_the_list_is_used_up():
    """Each cycle of days (from #1, every len(answers) days) gives every answer exactly once."""
    n = len(WORDS.answers)
    for first in (1, n + 1, 1 - n, 1 + 7 * n):
        days = [daily_day(first + i) for i in range(n)]
        assert sorted(daily_word(WORDS, day) for day in days) == sorted(WORDS.answers)


@pytest.mark.parametrize(("language", "length"), [("en", 5), ("es", 4), ("es", 8)])
def test_a_year_of_shipped_dailies_never_repeats(language, length):
    words = load_word_list(language, length)
    year = [daily_word(words, date(2026, 11, 23) + timedelta(days=i)) for i in range(366)]
    assert len(set(year)) == 366


def test_each_cycle_is_a_stable_permutation_and_cycles_differ():
    cycles = [daily_cycle(WORDS, k) for k in (-1, 0, 1, 2)]
    for cycle in cycles:
        assert sorted(cycle) == sorted(WORDS.answers) and len(set(cycle)) == len(cycle)
    assert len(set(cycles)) == 4
    again = make_words(list(WORDS.answers))  # same lists, same digest, new object
    assert again.digest == WORDS.digest and daily_cycle(again, 1) == cycles[2]
    n = len(WORDS.answers)
    assert daily_word(WORDS, daily_day(1)) == cycles[1][0]
    assert daily_word(WORDS, daily_day(n)) == cycles[1][-1]
    assert daily_word(WORDS, daily_day(n + 1)) == cycles[2][0]
    assert daily_word(WORDS, daily_day(0)) == cycles[0][-1]


def test_the_daily_order_is_the_documented_hash_order():
    """sha256 of "wordle-tui daily|<digest>|<cycle>|<word>" sorts a cycle: the same everywhere."""

    def key(word: str) -> bytes:
        return hashlib.sha256(f"wordle-tui daily|{WORDS.digest}|3|{word}".encode()).digest()

    expected = sorted(WORDS.answers, key=key)
    assert list(daily_cycle(WORDS, 3)) == expected


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
