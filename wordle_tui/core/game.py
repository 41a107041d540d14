"""The state of one game: a plain model whose operations return a result or a reason.

Screens render it and send it what the player did; it never imports Textual.
It serialises to JSON text and back so a game can be resumed after quitting.
"""

from __future__ import annotations

import json
import math
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import Any

from wordle_tui.core.choose import daily_number, daily_word
from wordle_tui.core.filtering import Row, filter_words
from wordle_tui.core.hardmode import HARD_MODE_LOCKED
from wordle_tui.core.limits import DEFAULT_ATTEMPTS, MAX_ATTEMPTS, MIN_ATTEMPTS, Mode
from wordle_tui.core.play_clock import PlayClock
from wordle_tui.core.schema import Field, read_strictly
from wordle_tui.core.scoring import Mark, marks_of, score, solved_pattern
from wordle_tui.core.share import share_text, share_title
from wordle_tui.core.validation import Problem, Rejection, validate_guess
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


class Status(StrEnum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


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


def check_attempts(attempts: int) -> int:
    if not MIN_ATTEMPTS <= attempts <= MAX_ATTEMPTS:
        raise ValueError(
            _("attempts must be {low}-{high}, not {value}").format(
                low=MIN_ATTEMPTS, high=MAX_ATTEMPTS, value=attempts
            )
        )
    return attempts


def clock_text(seconds: float) -> str:
    """``1:05`` or ``1:02:03``: the running time of a game, on the board and in the statistics."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def new_uid() -> str:
    """A name no other game has: finished games are logged once, whoever saves them."""
    return uuid.uuid4().hex


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
class Game(PlayClock):
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

    @property
    def length(self) -> int:
        return self.words.length

    @property
    def language(self) -> str:
        return self.words.language.code

    @property
    def status(self) -> Status:
        if self.rows and self.rows[-1].pattern == solved_pattern(self.length):
            return Status.WON
        if len(self.rows) >= self.max_attempts:
            return Status.LOST
        return Status.PLAYING

    @property
    def is_over(self) -> bool:
        return self.status is not Status.PLAYING

    @property
    def guesses(self) -> list[str]:
        return [row.guess for row in self.rows]

    @property
    def attempts_left(self) -> int:
        return self.max_attempts - len(self.rows)

    def keyboard(self, rows_shown: int | None = None) -> dict[str, Mark]:
        """The best mark known for each letter: green beats yellow beats grey.

        ``rows_shown`` limits it to the first rows, for a board still revealing a row.
        """
        best: dict[str, Mark] = {}
        for row in self.rows[:rows_shown]:
            for letter, mark in zip(row.guess, marks_of(row.pattern, self.length), strict=True):
                if letter not in best or mark > best[letter]:
                    best[letter] = mark
        return best

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

    def check(self, text: str) -> str | Rejection:
        """Validate without playing: the normalised word or the reason."""
        if self.is_over:
            return Rejection(Problem.GAME_OVER, _("The game is over"))
        return validate_guess(
            text, self.words, self.rows, hard_mode=self.hard_mode, no_repeat=self.no_repeat
        )

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

    def set_hard_mode(self, enabled: bool) -> Rejection | None:
        """Hard mode can be switched off any time, on only before the first guess."""
        if enabled and not self.hard_mode and self.rows and not self.is_over:
            return Rejection(Problem.HARD_MODE, _(HARD_MODE_LOCKED))
        self.hard_mode = enabled
        return None

    def set_no_repeat(self, enabled: bool) -> None:
        self.no_repeat = enabled

    # --- saving -------------------------------------------------------------

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "language": self.language,
            "length": self.length,
            "list": self.words.name,
            "secret": self.secret,
            "max_attempts": self.max_attempts,
            "hard_mode": self.hard_mode,
            "no_repeat": self.no_repeat,
            "mode": self.mode.value,
            "puzzle": self.puzzle,
            "code": self.code,
            "guesses": self.guesses,
            "elapsed": round(self.seconds(now), 3),
            "assisted": self.assisted,
            "started_at": self.started_at,
            "finished_at": self.finished_at,
            "hints_used": self.hints_used,
            "hinted_turn": self.hinted_turn,
            "uid": self.uid,
        }

    def to_json(self, now: float | None = None) -> str:
        return json.dumps(self.to_dict(now), ensure_ascii=False)

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
        values = read_strictly(data, SAVED_FIELDS, _("saved game"))
        words = load(values["language"], values["length"])
        game = cls(
            words,
            values["secret"],
            max_attempts=values["max_attempts"],
            hard_mode=values["hard_mode"],
            no_repeat=values["no_repeat"],
            mode=Mode(values["mode"]),
            puzzle=values["puzzle"],
            code=values["code"],
            elapsed=float(values["elapsed"]),
            assisted=values["assisted"],
            started_at=values["started_at"],
            finished_at=values["finished_at"],
            hints_used=values["hints_used"],
            hinted_turn=values["hinted_turn"],
            uid=values["uid"] or new_uid(),
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

    @classmethod
    def from_json(cls, text: str, load: Callable[[str, int], WordList] = load_word_list) -> Game:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(
                _("saved game is not valid JSON: {reason}").format(reason=exc.msg)
            ) from None
        if not isinstance(data, dict):
            raise ValueError(_("saved game is not a JSON object"))
        return cls.from_dict(data, load)
