"""The log's record of a game the bot played (watched, or guessing your word).

Bot games go into the same log as the player's, with the mode ``bot``, so the
statistics can show them apart (they never touch the player's figures). Each
session logs its game once: a replay or a later look at the same board adds
nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from typing import TypeVar

from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.playing import Playing, new_uid
from wordle_tui.core.words import WordList

PlayedT = TypeVar("PlayedT", bound=Playing)


class BotGame:
    """One game of the bot: its id, when it began, and whether the log has it yet."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.uid = new_uid()
        self._clock = clock
        self._began = clock()
        self.logged = False

    def seconds(self) -> float:
        """Time since the game began, rounded as the log keeps it."""
        return round(max(self._clock() - self._began, 0.0), 3)

    def stamp(self, game: PlayedT, finished_at: datetime) -> PlayedT:
        """``game`` (a model game the bot played) with this game's time, id and dates."""
        seconds = self.seconds()
        game.elapsed = seconds
        game.started_at = (finished_at - timedelta(seconds=seconds)).isoformat()
        game.finished_at = finished_at.isoformat()
        game.uid = self.uid
        return game

    def record(
        self,
        words: WordList,
        rows: Sequence[Row],
        secret: str,
        *,
        attempts: int,
        hard: bool,
        finished_at: datetime,
    ) -> GameRecord | None:
        """The record of the finished game the first time it is asked for; None after.

        None also when the rows are not a real game of ``secret`` (colours that do not
        fit it), so the log only ever holds games that could have been played.
        """
        if self.logged:
            return None
        seconds = self.seconds()
        record = GameRecord(
            mode=Mode.BOT,
            language=words.language.code,
            length=words.length,
            attempts=attempts,
            secret=secret,
            rows=tuple(rows),
            finished_at=finished_at,
            started_at=finished_at - timedelta(seconds=seconds),
            hard_mode=hard,
            seconds=seconds,
            word_list=words.name,
            uid=self.uid,
        )
        try:
            record.check()
        except ValueError:
            return None
        self.logged = True
        return record
