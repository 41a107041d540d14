"""Watch the bot play Absurdle: its whole line is worked out once (the host is deterministic,
so a game is a path), then shown a guess at a time with the usual controls."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.bots.stepping import Stepping
from wordle_tui.core.absurdle import DEFAULT_ABSURDLE_ATTEMPTS, NAME, AbsurdleGame
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.words import WordList
from wordle_tui.solver.absurdle import AbsurdleBot, Line
from wordle_tui.solver.absurdle_line import stored_line
from wordle_tui.solver.cancel import Cancel


@dataclass(frozen=True)
class AbsurdleWatchSetup:
    """The list the bot corners the host on."""

    words: WordList

    def describe(self) -> str:
        return f"{NAME} · {self.words.language.list_title(self.words.length)}"


class AbsurdleWatchSession(Stepping):
    """The bot's line against the host, and how much of it is on screen."""

    def __init__(self, setup: AbsurdleWatchSetup, solvers: SolverCache = SOLVERS) -> None:
        super().__init__()
        self.setup = setup
        self.solvers = solvers
        self.line: Line | None = None

    @property
    def finished(self) -> bool:
        return self.line is not None and self.shown == len(self.line.guesses)

    def work(self, cancel: Cancel | None = None) -> Line:
        """The bot's whole game (in a thread: the first time builds the pattern table)."""
        words = self.setup.words
        ctx = self.solvers.context(words, attempts=DEFAULT_ABSURDLE_ATTEMPTS)
        return AbsurdleBot(ctx, stored_line(words)).play(cancel, DEFAULT_ABSURDLE_ATTEMPTS)

    def set_line(self, line: Line) -> None:
        self.line = line

    def show_next(self) -> bool:
        if self.line is None or self.shown >= len(self.line.guesses):
            return False
        self.shown += 1
        return True

    def shown_game(self) -> AbsurdleGame:
        """The game with the guesses shown so far: the board renders it."""
        game = AbsurdleGame(self.setup.words, mode=Mode.BOT)
        for guess in (self.line.guesses if self.line else ())[: self.shown]:
            game.submit(guess)
        return game

    def record(self, finished_at: datetime) -> GameRecord | None:
        """The log's bot game once every guess is shown (only the first time)."""
        if not self.finished or self.game.logged:
            return None
        game = self.shown_game()
        if not game.is_over:
            return None
        self.game.stamp(game, finished_at)
        self.game.logged = True
        return GameRecord.from_absurdle(game, finished_at)
