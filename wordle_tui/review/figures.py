"""The review's formulas, on plain numbers so each can be checked by hand.

A guess splits the n words still possible into groups, one per colour pattern
it can get; every word is equally likely to be the answer.

- **Words left** after a guess: the size of the answer's group, except that a
  guess which *is* the answer leaves none.
- **Expected words left**: the average of that over the n words,
  ``(Σ size² − [the guess could be the answer]) / n``.
- **Quality** of a guess, 0 to 1: ``(1 + bot's expected) / (1 + yours)``,
  capped at 1. As good as the bot's (or better) is 1; leaving twice as many
  words on average as the bot's, plus one, is ½. The "+1" keeps it fair at
  the end of a game, where the bot's move may leave 0.
- **Skill**, 0 to 99: ``99 × the mean quality`` of every guess but the first
  (the opener is a matter of taste), rounded; none for a game of one guess.
- **Luck of a guess**, 0 to 1: the share of the possible answers that would
  have left *more* words than you were left with, counting those that would
  have left as many at half. 0.5 is what you expect on average; 1 is the best
  outcome there was. Guesses whose outcome was certain are not counted.
- **Luck**, 0 to 99: ``99 × the mean luck`` of the counted guesses, rounded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordle_tui.i18n import _, ngettext, number

GREAT = 0.999  # quality from which a guess is as good as the bot's (rounding aside)
GOOD = 0.8
FAIR = 0.5
LUCKY_SHARE = 0.5  # left at most half the expected words (and at least one fewer): lucky
UNLUCKY_TIMES = 2.0  # left at least twice the expected words (and two more): unlucky


@dataclass(frozen=True)
class Split:
    """How a guess splits the words still possible: group sizes, and whether it can win."""

    sizes: tuple[int, ...]
    can_win: bool  # the guess is one of the words still possible (its group is itself)

    @property
    def n(self) -> int:
        return sum(self.sizes)

    @property
    def groups(self) -> int:
        return len(self.sizes)

    @property
    def worst(self) -> int:
        return max(self.sizes, default=0)

    def left_counts(self) -> list[int]:
        """Words left for each possible answer (one entry per word)."""
        counts = [size for size in self.sizes for _ in range(size)]
        if self.can_win:
            counts.remove(1)  # the answer itself: found, nothing left
            counts.append(0)
        return counts

    @property
    def expected_left(self) -> float:
        if self.n == 0:
            return 0.0
        return (sum(size * size for size in self.sizes) - int(self.can_win)) / self.n

    @property
    def certain(self) -> bool:
        """Every answer would leave the same number of words: no luck involved."""
        return len(set(self.left_counts())) <= 1

    def luck(self, left: int) -> float:
        """The share of answers that would have left more than ``left``; ties count half."""
        counts = self.left_counts()
        more = sum(1 for count in counts if count > left)
        same = sum(1 for count in counts if count == left)
        return (more + same / 2) / len(counts)


def quality(yours: float, bots: float) -> float:
    """How close a guess's expected words left came to the bot's move (1: as good)."""
    return min(1.0, (1.0 + bots) / (1.0 + yours))


def score_of(values: Sequence[float]) -> int | None:
    """0 to 99 from shares 0 to 1 (their mean, rounded half up); None without any."""
    if not values:
        return None
    return int(99 * sum(values) / len(values) + 0.5)


def verdict(
    *,
    before: int,
    after: int,
    solved: bool,
    expected: float,
    quality_of_guess: float,
    same_as_bot: bool,
) -> str:
    """One line on a guess: how it compares with the bot's, and whether luck played."""
    if solved:
        if before == 1:
            return _("Solved: it was the only word left")
        if before > 2:
            return _("Solved: it was 1 of the {count} words still possible; lucky!").format(
                count=number(before)
            )
        return _("Solved: it was 1 of the {count} words still possible").format(
            count=number(before)
        )
    if after == before:
        return _("A wasted guess: it added nothing to what you knew")
    if same_as_bot:
        judged = _("Great guess: the bot's own choice")
    elif quality_of_guess >= GREAT:
        judged = _("Great guess: as good as the bot's")
    elif quality_of_guess >= GOOD:
        judged = _("Good guess: close to the bot's")
    elif quality_of_guess >= FAIR:
        judged = _("Fair guess: the bot's would have left fewer words")
    else:
        judged = _("Weak guess: the bot's would have left far fewer words")
    if after <= expected * LUCKY_SHARE and expected - after >= 1:
        return ngettext(
            "{verdict}; lucky: only {count} word left where {expected} were expected",
            "{verdict}; lucky: only {count} words left where {expected} were expected",
            after,
        ).format(verdict=judged, count=number(after), expected=number(expected, 1))
    if after >= expected * UNLUCKY_TIMES and after - expected >= 2:
        return ngettext(
            "{verdict}; unlucky: {count} word left where {expected} were expected",
            "{verdict}; unlucky: {count} words left where {expected} were expected",
            after,
        ).format(verdict=judged, count=number(after), expected=number(expected, 1))
    return judged
