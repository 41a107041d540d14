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
        greens: dict[int, str] = {}
        minimum: dict[str, int] = {}
        for row in rows:
            counts: dict[str, int] = {}
            for position, (letter, mark) in enumerate(
                zip(row.guess, marks_of(row.pattern, len(row.guess)), strict=True)
            ):
                if mark == Mark.CORRECT:
                    greens.setdefault(position, letter)
                if mark != Mark.ABSENT:
                    counts[letter] = counts.get(letter, 0) + 1
            for letter, count in counts.items():
                minimum[letter] = max(minimum.get(letter, 0), count)
        return cls(tuple(sorted(greens.items())), tuple(minimum.items()))

    def violation(self, guess: str) -> str | None:
        """The original game's message for the first broken hint, or None."""
        for position, letter in self.greens:
            if guess[position] != letter:
                return f"{ordinal(position + 1)} letter must be {letter.upper()}"
        for letter, count in self.minimum:
            if guess.count(letter) < count:
                return f"Guess must contain {letter.upper()}"
        return None

    def allows(self, guess: str) -> bool:
        return self.violation(guess) is None

    @property
    def is_empty(self) -> bool:
        return not self.greens and not self.minimum


def hard_mode_violation(guess: str, rows: Iterable[Row]) -> str | None:
    """Check ``guess`` against the rows already played; None when it is allowed."""
    return HardModeRule.from_rows(rows).violation(guess)
