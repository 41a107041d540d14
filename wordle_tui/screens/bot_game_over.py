"""The message of a screen where the bot played a game: the app logs the game, once."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from textual.message import Message
from textual.screen import Screen

from wordle_tui.core.history import GameRecord


class BotSession(Protocol):
    """A session of the bot's game: its record once the word is known (else None)."""

    def record(self, finished_at: datetime) -> GameRecord | None: ...


@dataclass
class BotGameOver(Message):
    """The bot's game is over; ``session`` is the game that ended, even if another has begun."""

    screen: Screen
    session: BotSession

    @property
    def control(self) -> Screen:
        return self.screen
