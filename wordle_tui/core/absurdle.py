"""Absurdle: a host that picks no word and answers every guess so as to keep the most words.

After each guess the host groups the answers still possible by the colours the
guess would get from each, and keeps the largest group: those are the colours
shown. The player wins by cornering it: when one word is left and it is guessed.
Because the words kept are always the answers that fit every row shown, the
rows are an ordinary game of the word left at the end, and the single game's
scoring and validation apply unchanged (hard mode too).

Ties between groups of the same size are broken the documented Absurdle way
(qntm, https://qntm.org/absurdle, where the author explained the tie-break in the
page's comments; reimplementations such as CarlosNZ/absurdle-solver quote it):
the group whose colours show the fewest greens, then the fewest yellows, then the
one whose first clue comes latest in the word. To make that last rule a total
order we compare the marks from the left, grey before yellow before green, and
keep the group whose marks come first: the first position where two groups differ
is grey in the kept one when the other shows a colour there, so its clue comes
later.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from wordle_tui.core.filtering import Row, filter_words
from wordle_tui.core.game import SAVED_FIELDS, Accepted
from wordle_tui.core.limits import MAX_ATTEMPTS, Mode
from wordle_tui.core.playing import OneBoardPlay, Status, play_options, read_saved
from wordle_tui.core.schema import Field
from wordle_tui.core.scoring import Mark, marks_of, score, solved_pattern
from wordle_tui.core.share import ASSISTED_MARKER, emoji_row
from wordle_tui.core.validation import Rejection
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.i18n import _

ABSURDLE_SAVE_FORMAT = 1
KIND = "absurdle"
# A saved Absurdle: a single game's fields but the secret, which the host never picks.
ABSURDLE_SAVED_FIELDS: dict[str, Field] = {
    name: spec for name, spec in SAVED_FIELDS.items() if name not in {"secret", "puzzle", "code"}
}
NAME = "Absurdle"  # the game's name, not translated
DEFAULT_ABSURDLE_ATTEMPTS = MAX_ATTEMPTS  # the original has no limit; a board needs one


def host_preference(pattern: int, size: int, length: int) -> tuple[int, int, int, tuple[int, ...]]:
    """Sort key of a group of ``size`` words answered ``pattern``: the smallest is kept.

    Largest group, then fewest greens, then fewest yellows, then the clue latest in
    the word (marks compared from the left, grey < yellow < green).
    """
    marks = marks_of(pattern, length)
    greens = sum(1 for m in marks if m is Mark.CORRECT)
    yellows = sum(1 for m in marks if m is Mark.PRESENT)
    return (-size, greens, yellows, tuple(int(m) for m in marks))


def host_answer(guess: str, pool: Sequence[str]) -> tuple[int, list[str]]:
    """The colours the host shows for ``guess`` and the words it keeps (in pool order)."""
    if not pool:
        raise ValueError("the host has no word left")
    groups: dict[int, list[str]] = {}
    for word in pool:
        groups.setdefault(score(guess, word), []).append(word)
    length = len(guess)
    pattern = min(groups, key=lambda p: host_preference(p, len(groups[p]), length))
    return pattern, groups[pattern]


@dataclass
class AbsurdleGame(OneBoardPlay):
    """One game against the Absurdle host; ``remaining[i]`` is the words left after guess i."""

    words: WordList
    max_attempts: int = DEFAULT_ABSURDLE_ATTEMPTS
    hard_mode: bool = False
    no_repeat: bool = False
    mode: Mode = Mode.PRACTICE
    rows: list[Row] = field(default_factory=list)
    remaining: list[int] = field(default_factory=list)
    _pool: list[str] = field(default_factory=list, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 1 <= self.max_attempts <= MAX_ATTEMPTS:
            raise ValueError(
                _("attempts must be {low}-{high}, not {value}").format(
                    low=1, high=MAX_ATTEMPTS, value=self.max_attempts
                )
            )
        if not self.words.answers:
            raise ValueError(_("the list has no answers"))
        self._pool = filter_words(self.words.answers, self.rows)
        if not self._pool:
            raise ValueError(_("no answer fits these rows"))

    # --- what the board shows ---------------------------------------------------

    @property
    def turns(self) -> int:
        return len(self.rows)

    def possible_answers(self) -> list[str]:
        """The words the host may still keep (all of them fit every row)."""
        return list(self._pool)

    @property
    def words_left(self) -> int:
        return len(self._pool)

    @property
    def secret(self) -> str:
        """The word the host is left with: the last guess once won, else the first still
        possible (the answer a lost game reveals)."""
        return self._pool[0]

    def title(self) -> str:
        return f"{NAME} {self.language.upper()}{self.length}"

    def result_message(self) -> str | None:
        if self.status is Status.WON:
            return _("Cornered in {count}").format(count=len(self.rows))
        if self.status is Status.LOST:
            return self.secret.upper()
        return None

    def share(self, *, high_contrast: bool = False, light: bool = False) -> str:
        """``wordle-tui Absurdle EN5 5/20*``, a blank line and the rows' colours."""
        result = str(len(self.rows)) if self.status is Status.WON else "X"
        header = f"wordle-tui {self.title()} {result}/{self.max_attempts}"
        header += "*" if self.hard_mode else ""
        if self.assisted:
            header += f" {ASSISTED_MARKER}"
        rows = [
            emoji_row(row.pattern, self.length, high_contrast=high_contrast, light=light)
            for row in self.rows
        ]
        return "\n".join([header, "", *rows])

    # --- what the player does -------------------------------------------------------

    def submit(self, text: str, now: float | None = None) -> Accepted | Rejection:
        """Play a guess: the host answers with the colours that keep the most words."""
        word = self.check(text)
        if isinstance(word, Rejection):
            return word
        pattern, kept = host_answer(word, self._pool)
        self._pool = kept
        row = Row(word, pattern)
        self.rows.append(row)
        self.remaining.append(0 if pattern == solved_pattern(self.length) else len(kept))
        if self.is_over and now is not None:
            self.stop_clock(now)
        return Accepted(row, self.status)

    @property
    def puzzle(self) -> None:
        """Absurdle has no daily: no puzzle number (the screens ask every game)."""
        return None

    @property
    def code(self) -> None:
        """Nor a code: every game starts from the whole list."""
        return None

    # --- saving -------------------------------------------------------------------------

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        return {
            "format": ABSURDLE_SAVE_FORMAT,
            "kind": KIND,
            **self.play_dict(now),
            "hard_mode": self.hard_mode,
        }

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], load: Callable[[str, int], WordList] = load_word_list
    ) -> AbsurdleGame:
        """Rebuild a saved game by replaying its guesses (the host is deterministic)."""
        try:
            if data.get("format") != ABSURDLE_SAVE_FORMAT or data.get("kind") != KIND:
                raise ValueError(
                    _("not a saved Absurdle game ({kind})").format(kind=repr(data.get("kind")))
                )
            values, words = read_saved(data, ABSURDLE_SAVED_FIELDS, load)
            game = cls(
                words,
                hard_mode=values["hard_mode"],
                **play_options(values),
            )
            game.replay(values["guesses"])
        except (KeyError, TypeError) as exc:
            raise ValueError(_("saved game is incomplete: {reason}").format(reason=exc)) from None
        return game
