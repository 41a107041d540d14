"""The controls every watched bot game shares: play/pause, single steps, speed and replay.

:class:`Stepping` is the plain state of those controls (how many steps are on the board,
playing or paused, the speed); :class:`WorkedSteps` adds the steps worked out one at a
time by a worker, for the games whose steps are searched as they are shown.
"""

from __future__ import annotations

from datetime import datetime
from typing import Generic, TypeVar

from wordle_tui.bots.bot_game import BotGame
from wordle_tui.core.history import GameRecord

# Seconds between two steps, slowest first.
SPEEDS = (4.0, 2.5, 1.5, 0.8, 0.3)
DEFAULT_SPEED = 2

StepT = TypeVar("StepT")


class Stepping:
    """How many steps are shown, playing or paused, the speed, and the game for the log."""

    def __init__(self) -> None:
        self.game = BotGame()
        self.shown = 0
        self.playing = True
        self.speed = DEFAULT_SPEED

    @property
    def finished(self) -> bool:
        """Every step is on the board."""
        raise NotImplementedError

    def record(self, finished_at: datetime) -> GameRecord | None:
        """The log's record once every step is on the board (only the first time)."""
        raise NotImplementedError

    @property
    def interval(self) -> float:
        return SPEEDS[self.speed]

    def toggle(self) -> bool:
        """Play or pause; playing a finished game replays it."""
        if self.finished and not self.playing:
            self.replay()
            return True
        self.playing = not self.playing
        return self.playing

    def pause(self) -> None:
        self.playing = False

    def replay(self) -> None:
        """From the empty board again (the steps are known: no new search)."""
        self.shown = 0
        self.playing = True

    def faster(self) -> bool:
        """One speed up; False at the fastest."""
        if self.speed + 1 >= len(SPEEDS):
            return False
        self.speed += 1
        return True

    def slower(self) -> bool:
        """One speed down; False at the slowest."""
        if self.speed == 0:
            return False
        self.speed -= 1
        return True


class WorkedSteps(Stepping, Generic[StepT]):
    """Steps worked out one at a time (in a worker) and shown in turn."""

    def __init__(self) -> None:
        super().__init__()
        self.steps: list[StepT] = []

    @property
    def done(self) -> bool:
        """No step is left to work out (the game is won or out of attempts)."""
        raise NotImplementedError

    @property
    def finished(self) -> bool:
        return self.done and self.shown == len(self.steps)

    @property
    def needs_work(self) -> bool:
        """The next step to show has not been worked out yet."""
        return self.shown == len(self.steps) and not self.done

    def show_next(self) -> StepT | None:
        """Put the next known step on the board (None: it must be worked out, or all shown)."""
        if self.shown < len(self.steps):
            self.shown += 1
            return self.steps[self.shown - 1]
        return None

    def add(self, known: int, step: StepT) -> bool:
        """A worker's step, worked out after ``known`` steps; False when it is stale."""
        if known != len(self.steps) or self.done:
            return False
        self.steps.append(step)
        return True
