"""The one scoring rule of Wordle, as a scalar function and as a vectorised table.

Two passes: every letter in the right place is green and uses up that letter of
the answer; then, left to right, a letter is yellow if the answer still has an
unused copy of it (using it up), else grey.

A row of marks is stored as one base-3 number: position ``i`` contributes
``mark * 3**i`` with absent=0, present=1, correct=2, so five letters fit in
0..242 (``uint8``) and eight letters in 0..6560 (``uint16``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum
from functools import cache

import numpy as np

from wordle_tui.core.quoting import quoted
from wordle_tui.i18n import _


class Mark(IntEnum):
    """The colour of one tile."""

    ABSENT = 0
    PRESENT = 1
    CORRECT = 2


MARK_LETTERS = {Mark.CORRECT: "G", Mark.PRESENT: "Y", Mark.ABSENT: "-"}

# What a player may type for each mark: letters, digits and the share emoji.
_MARK_INPUT: dict[str, Mark] = {}
for _chars, _mark in (
    ("Gg2🟩🟧", Mark.CORRECT),
    ("Yy1🟨🟦", Mark.PRESENT),
    ("-xX.0⬛⬜", Mark.ABSENT),
):
    for _ch in _chars:
        _MARK_INPUT[_ch] = _mark
_IGNORED_IN_PATTERNS = {"\ufe0f", " ", "\t"}


def pattern_count(length: int) -> int:
    """How many distinct patterns a word of ``length`` letters can receive."""
    return 3**length


def solved_pattern(length: int) -> int:
    """The all-green pattern."""
    return pattern_count(length) - 1


def pattern_dtype(length: int) -> type[np.unsignedinteger]:
    """The smallest unsigned type that holds every pattern of ``length`` letters."""
    return np.uint8 if length <= 5 else np.uint16


def score(guess: str, answer: str) -> int:
    """The pattern ``guess`` receives against ``answer``, as a base-3 code."""
    unused: dict[str, int] = {}
    for g, a in zip(guess, answer, strict=True):
        if g != a:
            unused[a] = unused.get(a, 0) + 1
    code = 0
    power = 1
    for g, a in zip(guess, answer, strict=True):
        if g == a:
            code += 2 * power
        elif unused.get(g, 0) > 0:
            unused[g] -= 1
            code += power
        power *= 3
    return code


def marks_of(code: int, length: int) -> tuple[Mark, ...]:
    """The marks of a pattern code, left to right."""
    marks = []
    for _position in range(length):
        code, digit = divmod(code, 3)
        marks.append(Mark(digit))
    return tuple(marks)


def code_of(marks: Iterable[Mark | int]) -> int:
    """The pattern code of a row of marks."""
    code = 0
    power = 1
    for mark in marks:
        code += int(mark) * power
        power *= 3
    return code


def pattern_to_string(code: int, length: int) -> str:
    """Readable form of a pattern: ``G`` green, ``Y`` yellow, ``-`` grey."""
    return "".join(MARK_LETTERS[m] for m in marks_of(code, length))


class PatternError(ValueError):
    """A colour string that cannot be read as marks."""


def parse_pattern(text: str, length: int) -> int:
    """Read a colour string such as ``GY--G``, ``gy..g``, ``21002`` or emoji.

    Raises PatternError with a one-line reason when the string is unreadable or
    has the wrong number of marks.
    """
    marks: list[Mark] = []
    for ch in text.strip():
        if ch in _IGNORED_IN_PATTERNS:
            continue
        mark = _MARK_INPUT.get(ch)
        if mark is None:
            raise PatternError(
                _(
                    "{mark} is not a colour: use G (green), Y (yellow) and - (grey), "
                    "or 2/1/0, or the emoji"
                ).format(mark=quoted(ch))
            )
        marks.append(mark)
    if len(marks) != length:
        raise PatternError(
            _("{given} colours given, {needed} needed").format(given=len(marks), needed=length)
        )
    return code_of(marks)


# --- vectorised scoring -----------------------------------------------------


def encode_words(words: Sequence[str], alphabet: str) -> np.ndarray:
    """Words as a ``(len(words), length)`` array of letter indices (``uint8``); KeyError
    names a letter that is not in the alphabet."""
    if not words:
        return np.zeros((0, 0), dtype=np.uint8)
    length = len(words[0])
    # the whole list at once through a table from code point to index (83,623 words in a
    # few milliseconds, where a Python loop over the letters took a tenth of a second)
    joined = "".join(words)
    points = np.frombuffer(joined.encode("utf-32-le"), dtype=np.uint32)
    lookup = _index_lookup(alphabet)
    codes = lookup[np.minimum(points, len(lookup) - 1)]
    bad = np.flatnonzero(codes == len(alphabet))
    if len(bad):
        raise KeyError(joined[int(bad[0])])
    return codes.astype(np.uint8).reshape(len(words), length)


@cache
def _index_lookup(alphabet: str) -> np.ndarray:
    """Each code point's letter index; ``len(alphabet)`` for any other character (the last
    cell stands for every code point past the alphabet's)."""
    size = max(ord(letter) for letter in alphabet) + 2
    lookup = np.full(size, len(alphabet), dtype=np.int64)
    for i, letter in enumerate(alphabet):
        lookup[ord(letter)] = i
    return lookup


def _repeat_structure(word_codes: np.ndarray) -> np.ndarray:
    """For every word and position, the first position holding the same letter."""
    length = word_codes.shape[1]
    first = np.tile(np.arange(length, dtype=np.int8), (word_codes.shape[0], 1))
    for i in range(length):
        for k in range(i - 1, -1, -1):
            same = word_codes[:, k] == word_codes[:, i]
            first[same, i] = first[same, k]
    return first


def pattern_matrix(guesses: np.ndarray, answers: np.ndarray, alphabet_size: int = 32) -> np.ndarray:
    """Patterns of every guess against every answer: ``(len(guesses), len(answers))``.

    The same two-pass rule as :func:`score`, vectorised with numpy. Guesses are
    grouped by which of their positions repeat a letter, so the common case of
    five different letters needs no counting at all.
    """
    n_guesses, length = guesses.shape if guesses.size else (len(guesses), answers.shape[1])
    n_answers = answers.shape[0]
    out = np.zeros((n_guesses, n_answers), dtype=pattern_dtype(length))
    if n_guesses == 0 or n_answers == 0:
        return out
    # counts[letter, answer] = copies of that letter in the answer
    counts = np.zeros((alphabet_size, n_answers), dtype=np.uint8)
    every = np.arange(n_answers)
    for j in range(length):
        counts[answers[:, j], every] += 1  # one cell per answer: no repeated index
    structure = _repeat_structure(guesses)
    keys, group_of = np.unique(structure, axis=0, return_inverse=True)
    group_of = group_of.reshape(-1)
    chunk = max(1, 4_000_000 // max(1, n_answers * length))
    answers_t = answers.T  # (length, n_answers)
    for group, key in enumerate(keys):
        rows = np.flatnonzero(group_of == group)
        # positions sharing a letter with an earlier or later position
        partners = [
            [j for j in range(length) if j != i and key[j] == key[i]] for i in range(length)
        ]
        for start in range(0, len(rows), chunk):
            sel = rows[start : start + chunk]
            g = guesses[sel]  # (c, length)
            green = g[:, :, None] == answers_t[None, :, :]  # (c, length, n_answers)
            code = np.zeros((len(sel), n_answers), dtype=np.int32)
            power = 1
            for i in range(length):
                green_i = green[:, i, :]
                available = counts[g[:, i]]  # (c, n_answers)
                if partners[i]:
                    available = available.astype(np.int16)
                    for j in partners[i]:
                        available -= green[:, j, :]
                    available -= green_i
                    used_before = np.zeros_like(available)
                    for k in partners[i]:
                        if k < i:
                            used_before += ~green[:, k, :]
                    yellow = ~green_i & (available > used_before)
                else:
                    yellow = ~green_i & (available > 0)
                code += (green_i.astype(np.int32) * 2 + yellow) * power
                power *= 3
            out[sel] = code
    return out


def score_against(guess: str, answers: np.ndarray, alphabet: str) -> np.ndarray:
    """Patterns of one guess against many encoded answers."""
    guess_codes = encode_words([guess], alphabet)
    return pattern_matrix(guess_codes, answers, max(32, len(alphabet)))[0]
