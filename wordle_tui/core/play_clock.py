"""The play timer and the hint count, shared by every kind of game (Wordle, several boards,
Absurdle): the clock runs only while a game is on screen, and hints count once per turn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class _Timed(Protocol):
    elapsed: float
    _clock_since: float | None
    hints_used: int
    hinted_turn: int
    assisted: bool

    @property
    def is_over(self) -> bool: ...

    @property
    def guesses(self) -> Sequence[str]: ...


class PlayClock:
    """Methods only: each game keeps the fields as its own dataclass fields."""

    elapsed: float
    _clock_since: float | None
    hints_used: int
    hinted_turn: int
    assisted: bool

    def mark_assisted(self: _Timed) -> bool:
        """Hints were shown for this turn: one counted per turn, even across a resume (the
        statistics keep the count). False when this turn was counted already."""
        turn = len(self.guesses)
        if self.is_over or self.hinted_turn == turn:
            return False
        self.assisted = True
        self.hints_used += 1
        self.hinted_turn = turn
        return True

    def start_clock(self: _Timed, now: float) -> None:
        if self._clock_since is None and not self.is_over:
            self._clock_since = now

    def stop_clock(self: _Timed, now: float) -> None:
        if self._clock_since is not None:
            self.elapsed += max(0.0, now - self._clock_since)
            self._clock_since = None

    def seconds(self: _Timed, now: float | None = None) -> float:
        """Time played so far; the clock only runs while the game is on screen."""
        running = 0.0
        if self._clock_since is not None and now is not None:
            running = max(0.0, now - self._clock_since)
        return self.elapsed + running
