"""One finished game as the log keeps it: every statistic and review is derived from these.

A :class:`GameRecord` is plain data (no word list, no clock), so statistics can
be computed and tested from a made-up log, and the storage layer only has to
turn rows into records and back.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from wordle_tui.core.absurdle import KIND as ABSURDLE_KIND
from wordle_tui.core.absurdle import NAME as ABSURDLE_NAME
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.choose import daily_day
from wordle_tui.core.filtering import Row
from wordle_tui.core.game import Game, clock_text, game_title
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.limits import MAX_ATTEMPTS, MIN_ATTEMPTS, Mode
from wordle_tui.core.multiboard import VARIANTS, MultiGame
from wordle_tui.core.playing import Playing
from wordle_tui.core.quoting import quoted
from wordle_tui.core.schema import Field, first_problem
from wordle_tui.core.scoring import pattern_to_string, score, solved_pattern
from wordle_tui.i18n import _, number, pgettext, short_moment


def history_columns() -> tuple[str, ...]:
    """The history's column headings in the interface language: short ones (in their own
    context), so that a line of the history fits 80 columns."""
    return (
        "#",
        pgettext("history column", "Finished"),
        pgettext("history column", "Game"),
        pgettext("history column", "Result"),
        pgettext("history column", "Time"),
        pgettext("history column", "Word"),
        pgettext("history column", "Hints"),
    )


def read_moment(text: str | None) -> datetime | None:
    """A saved ISO time (with its UTC offset), or None when absent or unreadable."""
    if not text:
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def played(game: Playing, finished_at: datetime, now: float | None = None) -> dict[str, Any]:
    """The fields of a finished game's record that every kind of game gives the same way;
    ``finished_at`` is used when the game has none."""
    if not game.is_over:
        raise ValueError("only a finished game goes into the log")
    return {
        "mode": game.mode,
        "language": game.language,
        "length": game.length,
        "attempts": game.max_attempts,
        "finished_at": read_moment(game.finished_at) or finished_at,
        "started_at": read_moment(game.started_at),
        "no_repeat": game.no_repeat,
        "seconds": round(game.seconds(now), 3),
        "hints_used": game.hints_used,
        "assisted": game.assisted,
        "word_list": game.words.name,
        "uid": game.uid,
    }


def record_fields() -> dict[str, Field]:
    """The shape of each field of a :class:`GameRecord` that has one of its own, with what
    a damaged record says (the limits are read when checked)."""
    return {
        "language": Field(
            str,
            check=lambda language: language in LANGUAGES,
            complaint=lambda language: _(
                "its language {language} is not one this version has"
            ).format(language=quoted(str(language))),
        ),
        "length": Field(
            int,
            check=lambda length: length in WORD_LENGTHS,
            complaint=lambda length: _("its word length {length} is not {low}-{high}").format(
                length=quoted(str(length)), low=WORD_LENGTHS[0], high=WORD_LENGTHS[-1]
            ),
        ),
        "attempts": Field(
            int,
            check=lambda attempts: MIN_ATTEMPTS <= attempts <= MAX_ATTEMPTS,
            complaint=lambda attempts: _("its attempts {attempts} are not {low}-{high}").format(
                attempts=quoted(str(attempts)), low=MIN_ATTEMPTS, high=MAX_ATTEMPTS
            ),
        ),
        "hints_used": Field(
            int,
            check=lambda count: count >= 0,
            complaint=lambda _count: _("its hint count is not a count"),
        ),
        "seconds": Field(
            (int, float),
            check=lambda seconds: math.isfinite(seconds) and seconds >= 0,
            complaint=lambda _seconds: _("its time is not a duration"),
        ),
    }


@dataclass(frozen=True)
class GameRecord:
    """A finished game: what was played, how it ended, when and how long it took.

    Times keep the offset they were written with, so ``moment.date()`` is the
    player's local day at that moment, wherever the log is read later.
    """

    mode: Mode
    language: str
    length: int
    attempts: int
    secret: str
    rows: tuple[Row, ...]
    finished_at: datetime
    started_at: datetime | None = None
    hard_mode: bool = False
    no_repeat: bool = False
    puzzle: int | None = None
    code: str | None = None
    seconds: float = 0.0
    hints_used: int = 0
    assisted: bool = False
    word_list: str = ""
    uid: str = ""
    id: int | None = None  # the log's number for it, once stored
    # "" for Wordle; "dordle", "quordle", "octordle" (secrets: every board's word, in board
    # order, secret the first; rows: the shared guesses scored against secret) or "absurdle"
    # (secret: the word the host was left with).
    variant: str = ""
    secrets: tuple[str, ...] = ()

    @classmethod
    def from_game(cls, game: Game, finished_at: datetime, now: float | None = None) -> GameRecord:
        """The record of a finished ``game``; ``finished_at`` is used when the game has none."""
        return cls(
            **played(game, finished_at, now),
            secret=game.secret,
            rows=tuple(game.rows),
            hard_mode=game.hard_mode,
            puzzle=game.puzzle,
            code=game.code,
        )

    @classmethod
    def from_multi_game(
        cls, game: MultiGame, finished_at: datetime, now: float | None = None
    ) -> GameRecord:
        """The record of a finished Dordle, Quordle or Octordle."""
        first = game.secrets[0]
        return cls(
            **played(game, finished_at, now),
            secret=first,
            rows=tuple(Row(guess, score(guess, first)) for guess in game.guesses),
            puzzle=game.puzzle,
            code=game.code,
            variant=game.variant.key,
            secrets=game.secrets,
        )

    @classmethod
    def from_absurdle(
        cls, game: AbsurdleGame, finished_at: datetime, now: float | None = None
    ) -> GameRecord:
        """The record of a finished Absurdle: the word the host was left with is its secret."""
        return cls(
            **played(game, finished_at, now),
            secret=game.secret,
            rows=tuple(game.rows),
            hard_mode=game.hard_mode,
            variant=ABSURDLE_KIND,
        )

    def check(self) -> None:
        """Raise ValueError when the record cannot be a real finished game: first each
        field's own shape (:func:`record_fields`), then the rules between them."""
        problem = first_problem(vars(self), record_fields())
        if problem is not None:
            raise ValueError(problem)
        alphabet = LANGUAGES[self.language].alphabet
        words = [self.secret, *(row.guess for row in self.rows)]
        if not all(isinstance(word, str) and set(word) <= set(alphabet) for word in words):
            raise ValueError(_("its words are not words of its language"))
        if not self.rows:
            raise ValueError(_("it has no guesses"))
        if len(self.rows) > self.attempts:
            raise ValueError(_("it has more guesses than attempts"))
        if any(len(row.guess) != self.length for row in self.rows) or any(
            len(secret) != self.length for secret in self.boards
        ):
            raise ValueError(_("its words do not have the game's length"))
        if any(row.pattern != score(row.guess, self.secret) for row in self.rows):
            raise ValueError(_("its colours do not match its word"))
        if self.secrets:
            if self.secrets[0] != self.secret or len(set(self.secrets)) != len(self.secrets):
                raise ValueError(_("its boards' words do not fit its word"))
            solved = [n for n in self.solved_at if n is not None]
            if self.won and max(solved) != len(self.rows):
                raise ValueError(_("it goes on after its last board was solved"))
        if not self.won and len(self.rows) != self.attempts:
            raise ValueError(_("it was neither won nor lost"))
        if self.mode is Mode.DAILY and self.puzzle is None:
            raise ValueError(_("a daily game without a puzzle number"))

    @property
    def boards(self) -> tuple[str, ...]:
        """Every board's word: one for Wordle and Absurdle."""
        return self.secrets or (self.secret,)

    @property
    def won(self) -> bool:
        if self.secrets:  # every board solved: the game stops at its last board
            guessed = {row.guess for row in self.rows}
            return (
                bool(self.rows)
                and all(s in guessed for s in self.secrets)
                and (self.rows[-1].guess in self.secrets)
            )
        return bool(self.rows) and self.rows[-1].pattern == solved_pattern(self.length)

    @property
    def solved_at(self) -> tuple[int | None, ...]:
        """The 1-based guess that solved each board (None: not solved)."""
        guesses = self.guesses
        return tuple(guesses.index(s) + 1 if s in guesses else None for s in self.boards)

    @property
    def archive(self) -> bool:
        """A daily played after its day (from the archive): it never touches the streaks."""
        return self.mode is Mode.DAILY and self.puzzle is not None and not self.on_time

    @property
    def guesses_used(self) -> int:
        return len(self.rows)

    @property
    def guesses(self) -> list[str]:
        return [row.guess for row in self.rows]

    def title(self) -> str:
        """``Daily #142``, a code, or the mode; other games put their name first."""
        title = game_title(self.mode, self.puzzle, self.code)
        if not self.variant:
            return title
        if self.variant == ABSURDLE_KIND:
            name = ABSURDLE_NAME
        else:
            name = VARIANTS[self.variant].name if self.variant in VARIANTS else self.variant
        return title if title.startswith(name) else f"{name} {title}"

    def score_text(self) -> str:
        """``3/6`` or ``X/6``, with ``*`` for hard mode, as in the share text."""
        used = str(self.guesses_used) if self.won else "X"
        return f"{used}/{self.attempts}{'*' if self.hard_mode else ''}"

    @property
    def puzzle_day(self) -> date | None:
        """The day a daily puzzle belongs to."""
        if self.mode is not Mode.DAILY or self.puzzle is None:
            return None
        return daily_day(self.puzzle)

    @property
    def played_on(self) -> date:
        """The local day the game was begun (finished, when the start is unknown)."""
        return (self.started_at or self.finished_at).date()

    @property
    def on_time(self) -> bool:
        """A daily begun on its own day: only these make streaks (not archive games)."""
        return self.puzzle_day is not None and self.played_on == self.puzzle_day

    def cells(self) -> tuple[str, ...]:
        """The game as a line of the history (screen and ``wordle-tui history``)."""
        return (
            str(self.id or ""),
            short_moment(self.finished_at),
            f"{self.title()} ({self.language}-{self.length})",
            self.score_text(),
            clock_text(self.seconds),
            self.words_text(),
            number(self.hints_used) if self.hints_used else "",
        )

    def words_text(self) -> str:
        """The word, or the first board's and how many more (``CRANE +3``): a line stays short."""
        more = len(self.boards) - 1
        return f"{self.secret.upper()} +{more}" if more else self.secret.upper()

    def to_json(self) -> dict[str, Any]:
        """Every field, for ``--json`` output (marks written ``GY--G``)."""
        return {
            "id": self.id,
            "uid": self.uid,
            "mode": self.mode.value,
            "variant": self.variant,
            "secrets": list(self.boards),
            "puzzle": self.puzzle,
            "code": self.code,
            "language": self.language,
            "length": self.length,
            "attempts": self.attempts,
            "hard_mode": self.hard_mode,
            "secret": self.secret,
            "guesses": [
                {"guess": row.guess, "marks": pattern_to_string(row.pattern, self.length)}
                for row in self.rows
            ],
            "result": "won" if self.won else "lost",
            "seconds": self.seconds,
            "hints_used": self.hints_used,
            "started_at": self.started_at.isoformat() if self.started_at else None,
            "finished_at": self.finished_at.isoformat(),
        }
