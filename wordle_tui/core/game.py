"""The state of one game: a plain model whose operations return a result or a reason.

Screens render it and send it what the player did; it never imports Textual.
It serialises to JSON text and back so a game can be resumed after quitting.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from wordle_tui.core.choose import daily_number, daily_word
from wordle_tui.core.filtering import Row, filter_words
from wordle_tui.core.limits import (
    DEFAULT_ATTEMPTS,
    MAX_ATTEMPTS,
    MIN_ATTEMPTS,  # noqa: F401 (imported from here by the settings dialog)
    Mode,
    check_attempts,
)
from wordle_tui.core.playing import OneBoardPlay, Status, play_options, read_saved
from wordle_tui.core.schema import Field
from wordle_tui.core.scoring import score
from wordle_tui.core.share import share_text, share_title
from wordle_tui.core.validation import Rejection
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.i18n import N_, _

WIN_WORDS = (
    N_("Genius"),
    N_("Magnificent"),
    N_("Impressive"),
    N_("Splendid"),
    N_("Great"),
    N_("Phew"),
)
SAVE_FORMAT = 1
# Daily numbers count from 1 November 2026 (#1); days before it have numbers of 0
# or less. Both bounds are far beyond any real day and keep date arithmetic in range.
MIN_PUZZLE = -99_999
MAX_PUZZLE = 999_999
MAX_UID = 64


# What a saved game holds, checked field by field when it is read back.
SAVED_FIELDS: dict[str, Field] = {
    "language": Field(str),
    "length": Field(int),
    "secret": Field(str),
    "max_attempts": Field(int),
    "hard_mode": Field(bool),
    "no_repeat": Field(bool),
    "mode": Field(str, check=lambda v: v in {m.value for m in Mode}, wants=N_("a game mode")),
    "puzzle": Field(
        int,
        None,
        nullable=True,
        check=lambda v: MIN_PUZZLE <= v <= MAX_PUZZLE,
        wants=N_("a puzzle number"),
    ),
    "code": Field(str, None, nullable=True),
    "elapsed": Field(
        (int, float), 0.0, check=lambda v: math.isfinite(v) and v >= 0, wants=N_("a time")
    ),
    "assisted": Field(bool, False),
    "started_at": Field(str, None, nullable=True),
    "finished_at": Field(str, None, nullable=True),
    "hints_used": Field(int, 0, check=lambda v: v >= 0, wants=N_("a count of hints")),
    "hinted_turn": Field(
        int, -1, check=lambda v: -1 <= v <= MAX_ATTEMPTS, wants=N_("a turn of the game")
    ),
    "uid": Field(
        str,
        None,
        nullable=True,
        check=lambda v: len(v) <= MAX_UID and v.isprintable(),
        wants=N_("a game name this version writes"),
    ),
    "guesses": Field(list),
}


def clock_text(seconds: float) -> str:
    """``1:05`` or ``1:02:03``: the running time of a game, on the board and in the statistics."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


MODE_NAMES = {
    Mode.DAILY: N_("Daily"),
    Mode.PRACTICE: N_("Practice"),
    Mode.CUSTOM: N_("Custom"),
    Mode.BOT: N_("Bot"),
}


def game_title(mode: Mode, puzzle: int | None, code: str | None) -> str:
    """``Daily #142`` for a daily game (this project's numbering), else its code or mode."""
    if mode is Mode.DAILY and puzzle is not None:
        return _("Daily #{number}").format(number=puzzle)
    if code:
        return code
    return mode_name(mode)


def mode_name(mode: Mode) -> str:
    """The name of a mode in the interface language (Daily, Diaria)."""
    name = MODE_NAMES.get(mode)
    return _(name) if name else mode.value


def win_word(guesses_used: int, max_attempts: int) -> str:
    """Genius … Phew: the last possible attempt is always a Phew."""
    if guesses_used >= max_attempts:
        return _(WIN_WORDS[-1])
    return _(WIN_WORDS[min(guesses_used, len(WIN_WORDS) - 1) - 1])


@dataclass(frozen=True)
class Accepted:
    """A guess that was played: its row and what it did to the game."""

    row: Row
    status: Status


@dataclass
class Game(OneBoardPlay):
    """One round of Wordle."""

    words: WordList
    secret: str
    max_attempts: int = DEFAULT_ATTEMPTS
    hard_mode: bool = False
    no_repeat: bool = False
    mode: Mode = Mode.PRACTICE
    puzzle: int | None = None
    code: str | None = None
    rows: list[Row] = field(default_factory=list)

    def __post_init__(self) -> None:
        check_attempts(self.max_attempts)
        if len(self.secret) != self.words.length or not self.words.language.is_word(self.secret):
            raise ValueError(
                _("{word} is not a {length}-letter word").format(
                    word=repr(self.secret), length=self.words.length
                )
            )

    # --- construction -------------------------------------------------

    @classmethod
    def daily(cls, words: WordList, day: date, **options: Any) -> Game:
        return cls(
            words, daily_word(words, day), mode=Mode.DAILY, puzzle=daily_number(day), **options
        )

    # --- what the board shows ------------------------------------------

    def possible_answers(self) -> list[str]:
        """Answers still consistent with every row."""
        return filter_words(self.words.answers, self.rows)

    def title(self) -> str:
        """``Daily #142`` for a daily game, else what names the game (its code)."""
        return game_title(self.mode, self.puzzle, self.code)

    def result_message(self) -> str | None:
        if self.status is Status.WON:
            return win_word(len(self.rows), self.max_attempts)
        if self.status is Status.LOST:
            return self.secret.upper()
        return None

    def share(self, *, high_contrast: bool = False, light: bool = False) -> str:
        return share_text(
            share_title(self.language, self.length, self.mode, self.puzzle, self.code),
            [row.pattern for row in self.rows],
            self.length,
            self.max_attempts,
            won=self.status is Status.WON,
            hard_mode=self.hard_mode,
            assisted=self.assisted,
            high_contrast=high_contrast,
            light=light,
        )

    # --- what the player does -------------------------------------------

    def submit(self, text: str, now: float | None = None) -> Accepted | Rejection:
        """Play a guess; nothing changes when it is refused."""
        word = self.check(text)
        if isinstance(word, Rejection):
            return word
        row = Row(word, score(word, self.secret))
        self.rows.append(row)
        if self.is_over and now is not None:
            self.stop_clock(now)
        return Accepted(row, self.status)

    # --- saving -------------------------------------------------------------

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            **self.play_dict(now),
            "secret": self.secret,
            "hard_mode": self.hard_mode,
            "puzzle": self.puzzle,
            "code": self.code,
        }

    @classmethod
    def from_dict(
        cls,
        data: dict[str, Any],
        load: Callable[[str, int], WordList] = load_word_list,
    ) -> Game:
        """Rebuild a saved game; raises ValueError when the data is not a game.

        Every field is checked against :data:`SAVED_FIELDS`, so a hand-edited or
        damaged save is refused here instead of breaking the board later (a NaN
        clock, a text puzzle number, "false" read as true).
        """
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(
                _("unknown save format {format}").format(format=repr(data.get("format")))
            )
        values, words = read_saved(data, SAVED_FIELDS, load)
        game = cls(
            words,
            values["secret"],
            hard_mode=values["hard_mode"],
            puzzle=values["puzzle"],
            code=values["code"],
            **play_options(values),
        )
        if game.mode is Mode.DAILY and game.puzzle is None:
            raise ValueError(_("saved daily game has no puzzle number"))
        for guess in values["guesses"]:
            if not isinstance(guess, str):
                raise ValueError(_("saved guess {guess} is not a word").format(guess=repr(guess)))
            if len(guess) != game.length or not words.language.is_word(guess):
                raise ValueError(
                    _("saved guess {guess} does not fit the game").format(guess=repr(guess))
                )
            if game.is_over:
                raise ValueError(_("saved game has guesses after its end"))
            game.rows.append(Row(guess, score(guess, game.secret)))
        return game
