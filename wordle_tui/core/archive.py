"""The archive: every past daily of a language and length, and which ones were played.

An archive game is simply the daily of a past day: ``Game.daily(words, day)``
(or ``MultiGame.daily`` for the other games). The log keeps it as a daily
(mode ``daily``, its puzzle number) begun on another day than its own, which is
how the statistics already tell archive games apart: they never touch the
streaks (:attr:`~wordle_tui.core.history.GameRecord.on_time`). The numbers and
days come from :func:`~wordle_tui.core.choose.daily_number` and
:func:`~wordle_tui.core.choose.daily_day`, so the archive counts as the daily does.

Nothing here knows the clock: callers pass ``today`` (the player's local day).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from wordle_tui.core.choose import daily_day, daily_number
from wordle_tui.core.game import MAX_PUZZLE
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.i18n import _, short_date

FIRST_NUMBER = 1
_DATE_RE = re.compile(r"^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$")


class ArchiveError(ValueError):
    """A day or number that names no playable daily: the message says why, in one line."""


def first_day() -> date:
    """The day of daily #1: the archive's first day."""
    return daily_day(FIRST_NUMBER)


def check_day(day: date, today: date) -> date:
    """``day`` when its daily can be played; ArchiveError for a future or too early day."""
    if day > today:
        raise ArchiveError(
            _("{day} is in the future: the archive ends today, {today}").format(
                day=short_date(day), today=short_date(today)
            )
        )
    if day < first_day():
        raise ArchiveError(
            _("{day} is before the first daily ({first})").format(
                day=short_date(day), first=short_date(first_day())
            )
        )
    return day


def resolve_date(text: str, today: date) -> date:
    """The day of ``--date YYYY-MM-DD``; ArchiveError says what is wrong with it."""
    match = _DATE_RE.match(text)
    if not match:
        raise ArchiveError(
            _("{text!r} is not a date: write it YYYY-MM-DD, like {today}").format(
                text=text, today=today.isoformat()
            )
        )
    try:
        day = date(*(int(part) for part in match.groups()))
    except ValueError:
        raise ArchiveError(_("{text!r} is not a day of the calendar").format(text=text)) from None
    return check_day(day, today)


def resolve_puzzle(number: int | str, today: date) -> date:
    """The day of ``--puzzle N``; ArchiveError for a number that is not a past daily."""
    try:
        value = int(str(number).strip().lstrip("#").replace(",", ""))
    except ValueError:
        raise ArchiveError(_("{text!r} is not a puzzle number").format(text=number)) from None
    last = daily_number(today)
    if value > last:
        raise ArchiveError(
            _("puzzle #{number} is not out yet: today's is #{last}").format(number=value, last=last)
        )
    if value < FIRST_NUMBER or value > MAX_PUZZLE:
        raise ArchiveError(
            _("there is no puzzle #{number}: they run from #{first} to #{last}").format(
                number=value, first=FIRST_NUMBER, last=last
            )
        )
    return daily_day(value)


@dataclass(frozen=True)
class ArchiveEntry:
    """One past daily: its number, its day, and the game the log has of it (if any)."""

    number: int
    day: date
    record: GameRecord | None = None

    @property
    def played(self) -> bool:
        return self.record is not None

    @property
    def won(self) -> bool | None:
        return None if self.record is None else self.record.won

    @property
    def guesses(self) -> int | None:
        return None if self.record is None else self.record.guesses_used

    @property
    def hard_mode(self) -> bool:
        return self.record is not None and self.record.hard_mode

    def result_text(self) -> str:
        """``3/6*``, ``X/6`` or an empty string for a daily not played."""
        return "" if self.record is None else self.record.score_text()


class Archive:
    """The dailies from #1 to today's for one language, length and game (``""``: Wordle)."""

    def __init__(
        self,
        language: str,
        length: int,
        today: date,
        records: Iterable[GameRecord] = (),
        variant: str = "",
    ) -> None:
        self.language = language
        self.length = length
        self.today = today
        self.variant = variant
        self.last = daily_number(today)
        self._played: dict[int, GameRecord] = {}
        for record in records:
            if not self._counts(record):
                continue
            assert record.puzzle is not None  # _counts keeps numbered dailies only
            known = self._played.get(record.puzzle)
            if known is None or record.finished_at < known.finished_at:
                self._played[record.puzzle] = record  # the first game of a puzzle is its result

    def _counts(self, record: GameRecord) -> bool:
        return (
            record.mode is Mode.DAILY
            and record.puzzle is not None
            and record.language == self.language
            and record.length == self.length
            and record.variant == self.variant
            and FIRST_NUMBER <= record.puzzle <= self.last
        )

    def __len__(self) -> int:
        return max(0, self.last - FIRST_NUMBER + 1)

    def entry(self, number: int) -> ArchiveEntry:
        """The daily ``number`` (ArchiveError when it is not in the archive)."""
        day = resolve_puzzle(number, self.today)
        return ArchiveEntry(number, day, self._played.get(number))

    def entries(self, newest_first: bool = True) -> list[ArchiveEntry]:
        """Every daily of the archive, today's included."""
        numbers = range(FIRST_NUMBER, self.last + 1)
        ordered = reversed(numbers) if newest_first else numbers
        return [ArchiveEntry(n, daily_day(n), self._played.get(n)) for n in ordered]

    @property
    def played_count(self) -> int:
        return len(self._played)

    def unplayed_numbers(self) -> list[int]:
        return [n for n in range(FIRST_NUMBER, self.last + 1) if n not in self._played]

    def next_unplayed(self, after: int | None = None) -> ArchiveEntry | None:
        """The oldest daily not played after ``after`` (from #1 when None); None when all are."""
        start = FIRST_NUMBER if after is None else after + 1
        for number in range(max(start, FIRST_NUMBER), self.last + 1):
            if number not in self._played:
                return ArchiveEntry(number, daily_day(number))
        return None

    def random_unplayed(self, rng: random.Random | None = None) -> ArchiveEntry | None:
        """Any daily not played yet (None when every one is)."""
        numbers = self.unplayed_numbers()
        if not numbers:
            return None
        number = (rng or random.Random()).choice(numbers)
        return ArchiveEntry(number, daily_day(number))
