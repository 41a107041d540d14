"""A possible next guess with the figures that explain it."""

from __future__ import annotations

from dataclasses import dataclass

from wordle_tui.i18n import _, ngettext, number


@dataclass(frozen=True)
class Suggestion:
    """A possible next guess with the figures that explain it."""

    guess: str
    score: float  # the strategy's own figure (see Strategy.score_label)
    candidate: bool  # could be the answer itself
    groups: int  # distinct colour patterns it can get
    worst: int  # largest group of words left
    expected_left: float  # average words left after it: (Σ group² − [could win]) / n
    bits: float  # expected information
    exact: bool = True  # False when ``score`` is an estimate (large positions)

    def explain(self, n: int) -> str:
        """One line such as "splits 231 words into 89 groups; expected 2.6 left"."""
        if n <= 1:
            return _("the only word left")
        return ngettext(
            "splits {count} words into {groups} group; expected {left} left, worst case {worst}",
            "splits {count} words into {groups} groups; expected {left} left, worst case {worst}",
            self.groups,
        ).format(
            count=number(n),
            groups=number(self.groups),
            left=number(self.expected_left, 1),
            worst=number(self.worst),
        )
