import itertools
from datetime import date

from tests.helpers import make_words
from wordle_tui.core.choose import daily_word, puzzle_number

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
