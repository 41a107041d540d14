"""Picking secrets: the daily word and the word of a practice seed.

The daily word is the same for everyone on a date for a language, length and
list, and is derived from a SHA-256 of the date and the list, so earlier days
say nothing about later ones. The codes that name practice seeds and friends'
words are in :mod:`wordle_tui.core.codes`.
"""

from __future__ import annotations

import hashlib
from datetime import date

from wordle_tui.core.words import WordList

FIRST_PUZZLE_DAY = date(2021, 6, 19)


def puzzle_number(day: date) -> int:
    """Days since 19 June 2021, the original game's puzzle #0."""
    return (day - FIRST_PUZZLE_DAY).days


def _pick(words: WordList, label: str) -> str:
    digest = hashlib.sha256(f"wordle-tui|{label}|{words.digest}".encode()).digest()
    return words.answers[int.from_bytes(digest, "big") % len(words.answers)]


def daily_word(words: WordList, day: date) -> str:
    """The word of the day for this list."""
    return _pick(words, f"daily|{day.isoformat()}")


def practice_word(words: WordList, seed: int) -> str:
    return _pick(words, f"practice|{seed}")
