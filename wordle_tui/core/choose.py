"""Picking secrets: the daily word and the word of a practice seed.

The daily word is the same for everyone on a date for a language, length and
list. The dailies walk through a fixed shuffle of the answers, so no word comes
back before every answer has had its day; the shuffle is ordered by SHA-256
hashes of the list's digest, so it cannot be foreseen without the lists, and
earlier days say nothing about later ones. The codes that name practice seeds
and friends' words are in :mod:`wordle_tui.core.codes`.
"""

from __future__ import annotations

import hashlib
from datetime import date, timedelta

from wordle_tui.core.words import WordList

# The project's own daily numbering: 1 November 2026 is puzzle #1.
DAILY_EPOCH = date(2026, 11, 1)
_CYCLE_CACHE_SIZE = 32


def daily_number(day: date) -> int:
    """The daily puzzle's number: 1 on ``DAILY_EPOCH``, one more each day (0 or less before)."""
    return (day - DAILY_EPOCH).days + 1


def daily_day(number: int) -> date:
    """The day of daily puzzle ``number`` (the inverse of :func:`daily_number`)."""
    return DAILY_EPOCH + timedelta(days=number - 1)


_daily_cycles: dict[tuple[str, int], tuple[str, ...]] = {}


def daily_cycle(words: WordList, cycle: int) -> tuple[str, ...]:
    """The order in which the answers are the daily word during ``cycle``.

    Every cycle is a permutation of the answers, sorted by a SHA-256 of the
    list's digest, the cycle and the word: the same for everyone, stable for a
    list and different for each cycle. Cached per (digest, cycle).
    """
    key = (words.digest, cycle)
    order = _daily_cycles.get(key)
    if order is None:
        prefix = f"wordle-tui daily|{words.digest}|{cycle}|"
        order = tuple(
            sorted(
                words.answers, key=lambda word: hashlib.sha256(f"{prefix}{word}".encode()).digest()
            )
        )
        if len(_daily_cycles) >= _CYCLE_CACHE_SIZE:
            _daily_cycles.clear()
        _daily_cycles[key] = order
    return order


def daily_word(words: WordList, day: date) -> str:
    """The word of the day: no answer comes back until every answer has had its day."""
    cycle, position = divmod(daily_number(day) - 1, len(words.answers))
    return daily_cycle(words, cycle)[position]


def _pick(words: WordList, label: str) -> str:
    digest = hashlib.sha256(f"wordle-tui|{label}|{words.digest}".encode()).digest()
    return words.answers[int.from_bytes(digest, "big") % len(words.answers)]


def practice_word(words: WordList, seed: int) -> str:
    return _pick(words, f"practice|{seed}")
