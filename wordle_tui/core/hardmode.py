"""Hard mode: revealed hints must be used in every later guess.

The original game checks a guess against the previous row: every green stays
in place ("2nd letter must be R") and every letter marked green or yellow
appears at least as many times ("Guess must contain A"). Grey letters may be
reused and a yellow may sit in the same spot again. Collecting the
constraints of all rows is equivalent when the rows were played in hard mode,
and gives the solver one canonical state to remember.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import Mark, marks_of

HARD_MODE_LOCKED = "Hard mode can only be enabled at the start of a round"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@dataclass(frozen=True)
class HardModeRule:
    """What every later guess must contain: fixed letters and minimum counts."""

    greens: tuple[tuple[int, str], ...] = ()
    minimum: tuple[tuple[str, int], ...] = ()

    @classmethod
    def from_rows(cls, rows: Iterable[Row]) -> HardModeRule:
        rule = cls()
        for row in rows:
            rule = rule.with_row(row)
        return rule

    def with_row(self, row: Row) -> HardModeRule:
        """This rule plus the hints of one more row."""
        row_greens, row_counts = _row_hints(row.guess, row.pattern)
        greens = dict(self.greens)
        for position, letter in row_greens:
            greens.setdefault(position, letter)
        minimum = dict(self.minimum)
        for letter, count in row_counts:
            if count > minimum.get(letter, 0):
                minimum[letter] = count
        return HardModeRule(tuple(sorted(greens.items())), tuple(minimum.items()))

    @property
    def key(self) -> tuple:
        """Equal for equal rules whatever order the hints came in (for memo tables)."""
        return (self.greens, tuple(sorted(self.minimum)))

    def violation(self, guess: str) -> str | None:
        """The original game's message for the first broken hint, or None."""
        for position, letter in self.greens:
            if guess[position] != letter:
                return f"{ordinal(position + 1)} letter must be {letter.upper()}"
        for letter, count in self.minimum:
            if guess.count(letter) < count:
                return f"Guess must contain {letter.upper()}"
        return None

    @property
    def is_empty(self) -> bool:
        return not self.greens and not self.minimum


Greens = tuple[tuple[int, str], ...]
Counts = tuple[tuple[str, int], ...]


@lru_cache(maxsize=65536)
def _row_hints(guess: str, pattern: int) -> tuple[Greens, Counts]:
    """The greens of a row and how many copies of each letter it showed as present."""
    greens = []
    counts: dict[str, int] = {}
    for position, (letter, mark) in enumerate(
        zip(guess, marks_of(pattern, len(guess)), strict=True)
    ):
        if mark == Mark.CORRECT:
            greens.append((position, letter))
        if mark != Mark.ABSENT:
            counts[letter] = counts.get(letter, 0) + 1
    return tuple(greens), tuple(counts.items())


def hard_mode_violation(guess: str, rows: Iterable[Row]) -> str | None:
    """Check ``guess`` against the rows already played; None when it is allowed."""
    return HardModeRule.from_rows(rows).violation(guess)
