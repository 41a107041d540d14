"""Which words are still possible after the patterns seen so far."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

import numpy as np

from wordle_tui.core.scoring import encode_words, pattern_matrix, score
from wordle_tui.i18n import _


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
    """Marks that no word can satisfy: where it shows, which rows clash, which row to check.

    ``conflict`` holds the fewest rows (indices, in order) that together leave no
    word: "rows 1 and 3", not the last two rows played.
    """

    first_empty_row: int
    suspect_row: int
    tiles_off: int
    conflict: tuple[int, ...] = ()


# Subsets of rows tried, smallest first, before settling for a set no row can leave.
MAX_SUBSETS_TRIED = 20_000


def _tiles_differing(a: np.ndarray, b: int, length: int) -> np.ndarray:
    """For each pattern of ``a``, how many tiles differ from pattern ``b``."""
    a = a.astype(np.int64)
    differing = np.zeros(a.shape, dtype=np.int64)
    for _position in range(length):
        a, da = np.divmod(a, 3)
        b, db = divmod(b, 3)
        differing += da != db
    return differing


def _patterns(words: Sequence[str], rows: Sequence[Row]) -> np.ndarray:
    """Every row's guess against every word: ``(len(rows), len(words))`` patterns."""
    alphabet = "".join(sorted(set("".join(words)) | {ch for row in rows for ch in row.guess}))
    codes = encode_words(list(words), alphabet)
    guesses = encode_words([row.guess for row in rows], alphabet)
    return pattern_matrix(guesses, codes, max(32, len(alphabet)))


def _bit_set(mask: np.ndarray) -> int:
    """A boolean mask as an integer bit set: intersecting sets is then one ``&``."""
    return int.from_bytes(np.packbits(mask, bitorder="little").tobytes(), "little")


def _smallest_conflict(fits: list[int], first_empty: int) -> tuple[int, ...]:
    """The fewest rows whose fitting words have nothing in common.

    Smallest sets are tried first while that stays cheap (20 rows make a million
    sets); past that, rows are dropped one by one from the rows up to where the
    words ran out while the rest still clash, which leaves a set none of whose
    rows can be spared.
    """
    everything = -1  # every bit set: no row yet
    tried = 0
    for size in range(1, len(fits) + 1):
        for subset in itertools.combinations(range(len(fits)), size):
            tried += 1
            if tried > MAX_SUBSETS_TRIED:
                break
            common = everything
            for index in subset:
                common &= fits[index]
            if common == 0:
                return subset
        if tried > MAX_SUBSETS_TRIED:
            break
    kept = list(range(first_empty + 1))
    for index in range(first_empty, -1, -1):
        rest = [i for i in kept if i != index]
        common = everything
        for i in rest:
            common &= fits[i]
        if rest and common == 0:
            kept = rest
    return tuple(kept)


def diagnose_contradiction(words: Sequence[str], rows: Sequence[Row]) -> Contradiction | None:
    """None when some word fits every row; else which rows clash and which to check first.

    The suspect is the row that needs the fewest tiles changed for some word to
    fit all the rows (the other rows taken as given); on a tie the later row,
    since a mistake usually shows up as soon as it is made. Such a row is in
    every set of rows that clash, so it is one of ``conflict``.
    """
    first_empty = first_contradiction(words, rows)
    if first_empty is None:
        return None
    length = len(rows[0].guess)
    patterns = _patterns(words, rows)
    matches = patterns == np.array([row.pattern for row in rows])[:, None]
    best: tuple[int, int] | None = None  # (tiles off, -row)
    for k, row in enumerate(rows):
        others = np.delete(matches, k, axis=0)
        fitting = others.all(axis=0) if len(others) else np.ones(len(words), dtype=bool)
        if not fitting.any():
            continue
        off = int(_tiles_differing(patterns[k, fitting], row.pattern, length).min())
        candidate = (off, -k)
        if best is None or candidate < best:
            best = candidate
    conflict = _smallest_conflict([_bit_set(mask) for mask in matches], first_empty)
    if best is None:  # no single row explains it: point at the last of the rows that clash
        return Contradiction(first_empty, conflict[-1], length, conflict)
    return Contradiction(first_empty, -best[1], best[0], conflict)


def _joined(items: Sequence[str]) -> str:
    """``1``, ``1 and 3``, ``1, 2 and 4``."""
    if len(items) == 1:
        return items[0]
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def contradiction_message(
    contradiction: Contradiction, name: Callable[[int], str] | None = None
) -> str:
    """The one line the screens and the command line show: the rows that clash (named by
    ``name`` when given, else by number) and the row to check first, e.g.
    "No word matches rows 1 and 3 together — check row 3"."""
    conflict = contradiction.conflict or (contradiction.suspect_row,)
    check = contradiction.suspect_row + 1
    if name is not None:
        rows = _joined([name(index) for index in conflict])
        if len(conflict) == 1:
            return _("No word matches {row} — check its colours").format(row=rows)
        return _("No word matches {rows} together — check row {check}").format(
            rows=rows, check=check
        )
    numbers = _joined([str(index + 1) for index in conflict])
    if len(conflict) == 1:
        return _("No word matches the colours of row {row} — check them").format(row=numbers)
    return _("No word matches rows {rows} together — check row {check}").format(
        rows=numbers, check=check
    )
