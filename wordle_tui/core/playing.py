"""What every kind of game shares (Wordle, several boards, Absurdle): its status, the fields
kept for the clock, the hints and the saves, and the methods that read them the same way.

:class:`Playing` is the base of every game; :class:`OneBoardPlay` adds what a game of one
board of rows shares (Wordle and Absurdle): its status, keyboard, checks and hard mode.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Self

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HARD_MODE_LOCKED
from wordle_tui.core.limits import Mode
from wordle_tui.core.play_clock import PlayClock
from wordle_tui.core.schema import Field, read_strictly
from wordle_tui.core.scoring import Mark, marks_of, solved_pattern
from wordle_tui.core.validation import Problem, Rejection, validate_guess
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.i18n import _


class Status(StrEnum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


def new_uid() -> str:
    """A name no other game has: finished games are logged once, whoever saves them."""
    return uuid.uuid4().hex


def best_marks(rows: Iterable[Row], length: int) -> dict[str, Mark]:
    """The best mark known for each letter of ``rows``: green beats yellow beats grey."""
    best: dict[str, Mark] = {}
    for row in rows:
        for letter, mark in zip(row.guess, marks_of(row.pattern, length), strict=True):
            if letter not in best or mark > best[letter]:
                best[letter] = mark
    return best


# The saved fields every kind of game reads back into the same keyword arguments.
_PLAY_OPTIONS = (
    "max_attempts",
    "no_repeat",
    "elapsed",
    "assisted",
    "started_at",
    "finished_at",
    "hints_used",
    "hinted_turn",
)


def read_saved(
    data: dict[str, Any], fields: dict[str, Field], load: Callable[[str, int], WordList]
) -> tuple[dict[str, Any], WordList]:
    """A saved game's values, each checked against ``fields``, and its word list."""
    values = read_strictly(data, fields, _("saved game"))
    return values, load(values["language"], values["length"])


def play_options(values: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments of a game rebuilt from checked saved ``values``."""
    options = {name: values[name] for name in _PLAY_OPTIONS}
    options["elapsed"] = float(options["elapsed"])
    options["mode"] = Mode(values["mode"])
    options["uid"] = values["uid"] or new_uid()
    return options


@dataclass(kw_only=True)
class PlayFields:
    """The fields every game keeps for its clock, hints and saves (keyword-only, so each
    game's own fields keep their places)."""

    elapsed: float = 0.0
    assisted: bool = False
    started_at: str | None = None
    finished_at: str | None = None
    hints_used: int = 0
    hinted_turn: int = -1  # the turn (rows played) whose hints were last counted
    uid: str = field(default_factory=new_uid, compare=False)
    _clock_since: float | None = field(default=None, repr=False)
    # The guesses the database held for this game when this object last read or wrote
    # it (None: never saved). The storage refuses a save over rows another window
    # played since: see wordle_tui.storage.saved_games.
    saved_guesses: tuple[str, ...] | None = field(default=None, compare=False, repr=False)


class Playing(PlayFields, PlayClock):
    """The methods every game shares; each game is a dataclass adding its own fields."""

    words: WordList
    max_attempts: int
    no_repeat: bool
    mode: Mode

    if TYPE_CHECKING:  # a field of one game, a property of another

        @property
        def guesses(self) -> Sequence[str]: ...

    @property
    def status(self) -> Status:
        raise NotImplementedError

    @property
    def length(self) -> int:
        return self.words.length

    @property
    def language(self) -> str:
        return self.words.language.code

    @property
    def is_over(self) -> bool:
        return self.status is not Status.PLAYING

    @property
    def attempts_left(self) -> int:
        return self.max_attempts - len(self.guesses)

    def over_rejection(self) -> Rejection | None:
        """The refusal of any guess once the game is over."""
        if self.is_over:
            return Rejection(Problem.GAME_OVER, _("The game is over"))
        return None

    def set_no_repeat(self, enabled: bool) -> None:
        self.no_repeat = enabled

    def play_dict(self, now: float | None = None) -> dict[str, Any]:
        """The saved fields every game writes the same way."""
        return {
            "language": self.language,
            "length": self.length,
            "list": self.words.name,
            "max_attempts": self.max_attempts,
            "no_repeat": self.no_repeat,
            "mode": self.mode.value,
            "guesses": list(self.guesses),
            "elapsed": round(self.seconds(now), 3),
            "assisted": self.assisted,
            "started_at": self.started_at,
            "finished_at": self.finished_at,
            "hints_used": self.hints_used,
            "hinted_turn": self.hinted_turn,
            "uid": self.uid,
        }

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        raise NotImplementedError

    def to_json(self, now: float | None = None) -> str:
        return json.dumps(self.to_dict(now), ensure_ascii=False)

    def submit(self, text: str, now: float | None = None) -> object:
        raise NotImplementedError

    def replay(self, guesses: Iterable[object]) -> None:
        """Play saved guesses through the rules; ValueError names the first one refused."""
        for guess in guesses:
            if not isinstance(guess, str):
                raise ValueError(_("saved guess {guess} is not a word").format(guess=repr(guess)))
            result = self.submit(guess)
            if isinstance(result, Rejection):
                raise ValueError(
                    _("saved guess {guess} is refused: {reason}").format(
                        guess=repr(guess), reason=result.message
                    )
                )

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], load: Callable[[str, int], WordList] = load_word_list
    ) -> Self:
        raise NotImplementedError

    @classmethod
    def from_json(cls, text: str, load: Callable[[str, int], WordList] = load_word_list) -> Self:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(
                _("saved game is not valid JSON: {reason}").format(reason=exc.msg)
            ) from None
        if not isinstance(data, dict):
            raise ValueError(_("saved game is not a JSON object"))
        return cls.from_dict(data, load)


class OneBoardPlay(Playing):
    """A game of one board of rows (Wordle, Absurdle): what it shows and checks."""

    rows: list[Row]
    hard_mode: bool

    @property
    def guesses(self) -> list[str]:
        return [row.guess for row in self.rows]

    @property
    def status(self) -> Status:
        if self.rows and self.rows[-1].pattern == solved_pattern(self.length):
            return Status.WON
        if len(self.rows) >= self.max_attempts:
            return Status.LOST
        return Status.PLAYING

    def keyboard(self, rows_shown: int | None = None) -> dict[str, Mark]:
        """The best mark known for each letter: green beats yellow beats grey.

        ``rows_shown`` limits it to the first rows, for a board still revealing a row.
        """
        return best_marks(self.rows[:rows_shown], self.length)

    def check(self, text: str) -> str | Rejection:
        """Validate without playing: the normalised word or the reason."""
        return self.over_rejection() or validate_guess(
            text, self.words, self.rows, hard_mode=self.hard_mode, no_repeat=self.no_repeat
        )

    def set_hard_mode(self, enabled: bool) -> Rejection | None:
        """Hard mode can be switched off any time, on only before the first guess."""
        if enabled and not self.hard_mode and self.rows and not self.is_over:
            return Rejection(Problem.HARD_MODE, _(HARD_MODE_LOCKED))
        self.hard_mode = enabled
        return None
