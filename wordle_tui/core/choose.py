"""Picking secrets: the daily word and the word of a practice seed.

The daily word is the same for everyone on a date for a language and length.
Its sequence (a ledger of the published dailies, then cycles of the answers in
which no word comes back within a year) is in :mod:`wordle_tui.core.dailies`;
here are the puzzles' numbers. The codes that name practice seeds and friends'
words are in :mod:`wordle_tui.core.codes`.
"""

from __future__ import annotations

import hashlib
from datetime import date, timedelta

from wordle_tui.core.dailies import puzzle_words
from wordle_tui.core.words import WordList

# The project's own daily numbering: 1 November 2026 is puzzle #1.
DAILY_EPOCH = date(2026, 11, 1)
# Earlier versions numbered dailies as the New York Times does: 19 June 2021 was #0.
EARLIER_EPOCH = date(2021, 6, 19)
# An earlier number minus this is today's number of the same day.
EARLIER_NUMBER_OFFSET = (DAILY_EPOCH - EARLIER_EPOCH).days - 1
# Earlier numbers of days this project could have been played on (from 24 May 2026); a
# number of today's numbering stays below it until 2031.
FIRST_EARLIER_NUMBER = 1800


def daily_number(day: date) -> int:
    """The daily puzzle's number: 1 on ``DAILY_EPOCH``, one more each day (0 or less before)."""
    return (day - DAILY_EPOCH).days + 1


def daily_day(number: int) -> date:
    """The day of daily puzzle ``number`` (the inverse of :func:`daily_number`)."""
    return DAILY_EPOCH + timedelta(days=number - 1)


def number_from_earlier(earlier: int) -> int:
    """Today's number of the daily that an earlier version numbered ``earlier``."""
    return earlier - EARLIER_NUMBER_OFFSET


def daily_word(words: WordList, day: date) -> str:
    """The word of the day: as published, and never back within a year (core.dailies)."""
    return puzzle_words(words, daily_number(day))[0]


def _pick(words: WordList, label: str) -> str:
    digest = hashlib.sha256(f"wordle-tui|{label}|{words.digest}".encode()).digest()
    return words.answers[int.from_bytes(digest, "big") % len(words.answers)]


def practice_word(words: WordList, seed: int) -> str:
    return _pick(words, f"practice|{seed}")
