"""Which words are still possible after the patterns seen so far."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

import numpy as np

from wordle_tui.core.scoring import pattern_matrix, score


class Row(NamedTuple):
    """One played row: the guess and the pattern it received."""

    guess: str
    pattern: int


def is_consistent(word: str, rows: Iterable[Row]) -> bool:
    """True when ``word`` as the answer would have produced every observed row."""
    return all(score(row.guess, word) == row.pattern for row in rows)


def filter_words(words: Sequence[str], rows: Sequence[Row]) -> list[str]:
    """The words that would have produced every row, in their original order."""
    return [word for word in words if is_consistent(word, rows)]


def consistent_mask(word_codes: np.ndarray, rows: Sequence[Row], alphabet: str) -> np.ndarray:
    """Vectorised :func:`filter_words`: a boolean mask over encoded words."""
    mask = np.ones(len(word_codes), dtype=bool)
    index = {letter: i for i, letter in enumerate(alphabet)}
    for row in rows:
        guess = np.array([[index[ch] for ch in row.guess]], dtype=np.uint8)
        live = np.flatnonzero(mask)
        patterns = pattern_matrix(guess, word_codes[live], max(32, len(alphabet)))[0]
        mask[live[patterns != row.pattern]] = False
    return mask


def first_contradiction(words: Sequence[str], rows: Sequence[Row]) -> int | None:
    """Index of the first row after which no word of ``words`` fits, or None."""
    remaining = list(words)
    for number, row in enumerate(rows):
        remaining = [w for w in remaining if score(row.guess, w) == row.pattern]
        if not remaining:
            return number
    return None


class Contradiction(NamedTuple):
    """Marks that no word can satisfy, and the row most likely entered wrong."""

    first_empty_row: int
    suspect_row: int
    tiles_off: int


def _tiles_differing(a: int, b: int, length: int) -> int:
    differing = 0
    for _ in range(length):
        a, da = divmod(a, 3)
        b, db = divmod(b, 3)
        differing += da != db
    return differing


def diagnose_contradiction(words: Sequence[str], rows: Sequence[Row]) -> Contradiction | None:
    """None when some word fits every row; else which row to check first.

    The suspect is the row that needs the fewest tiles changed for some word to
    fit all the rows (the other rows taken as given); on a tie the later row,
    since a mistake usually shows up as soon as it is made.
    """
    first_empty = first_contradiction(words, rows)
    if first_empty is None:
        return None
    length = len(rows[0].guess)
    best: tuple[int, int] | None = None  # (tiles off, -row)
    for k, row in enumerate(rows):
        others = [r for i, r in enumerate(rows) if i != k]
        fitting = filter_words(words, others)
        if not fitting:
            continue
        off = min(_tiles_differing(score(row.guess, w), row.pattern, length) for w in fitting)
        candidate = (off, -k)
        if best is None or candidate < best:
            best = candidate
    if best is None:  # no single row explains it: point at where it first broke
        return Contradiction(first_empty, first_empty, length)
    return Contradiction(first_empty, -best[1], best[0])
