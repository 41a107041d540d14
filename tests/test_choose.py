import itertools
from datetime import date, timedelta

import pytest

from tests.helpers import make_words
from wordle_tui.core.choose import DAILY_EPOCH, daily_day, daily_number, daily_word
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


def test_daily_word_is_stable_and_depends_on_the_date():
    day = date(2026, 11, 21)
    assert daily_word(WORDS, day) == daily_word(WORDS, day)
    words = {daily_word(WORDS, date(2026, 1, d)) for d in range(1, 29)}
    assert len(words) > 10  # not one word for every day


def test_a_list_change_moves_the_later_dailies_only_where_it_must():
    """The order hashes the word, not the whole list: dropping an answer takes it out of
    the sequence and leaves the others' order (in the first cycle, before any repeat)."""
    dropped = daily_word(WORDS, daily_day(10))
    other = make_words([w for w in WORDS.answers if w != dropped])
    before = [daily_word(WORDS, daily_day(n)) for n in range(1, 31)]
    after = [daily_word(other, daily_day(n)) for n in range(1, 30)]
    assert after == [w for w in before if w != dropped]


def test_consecutive_days_are_not_consecutive_indexes():
    index = [WORDS.answers.index(daily_word(WORDS, date(2026, 5, d))) for d in range(1, 15)]
    steps = {(b - a) % len(WORDS.answers) for a, b in itertools.pairwise(index)}
    assert len(steps) > 3  # no fixed arithmetic step from one day to the next
