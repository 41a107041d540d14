"""Watch the bot play Dordle, Quordle or Octordle: the steps worked out, the steps shown.

The same controls as watching it play one board (:mod:`wordle_tui.bots.watch`):
play/pause, single steps, speed and replay are plain state, and a step is worked
out in a worker by :meth:`MultiWatchSession.work`, which replays the known steps
on a fresh :class:`~wordle_tui.solver.multiboard.MultiBot` (cheap) and asks for one
more move, so a cancelled worker leaves nothing behind. The finished game goes to
the log once, as a bot game of its variant.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.bots.stepping import WorkedSteps
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import MultiGame, Variant, board_words
from wordle_tui.core.scoring import score
from wordle_tui.core.words import WordList
from wordle_tui.solver.cancel import Cancel
from wordle_tui.solver.multiboard import MultiBoardSolver, MultiBot, MultiStep


@dataclass(frozen=True)
class MultiWatchSetup:
    """What the bot plays: the list, the variant and the boards' words."""

    words: WordList
    variant: Variant
    secrets: tuple[str, ...]

    def __post_init__(self) -> None:
        MultiGame(self.words, self.variant, self.secrets)  # the model's own checks

    @classmethod
    def random(
        cls, words: WordList, variant: Variant, rng: random.Random | None = None
    ) -> MultiWatchSetup:
        """Boards of random answers (distinct), as a practice puzzle would have."""
        seed = (rng or random.Random()).randrange(1 << 30)
        return cls(words, variant, board_words(words, variant, seed))

    def describe(self) -> str:
        """``Quordle · English, 5 letters``."""
        return f"{self.variant.name} · {self.words.language.list_title(self.words.length)}"


class MultiWatchSession(WorkedSteps[MultiStep]):
    """The bot's steps on a board set, and which of them are on screen."""

    def __init__(self, setup: MultiWatchSetup, solvers: SolverCache = SOLVERS) -> None:
        super().__init__()
        self.setup = setup
        self.solvers = solvers
        self._lock = threading.Lock()
        self._solver: MultiBoardSolver | None = None

    # --- where it stands --------------------------------------------------------------

    @property
    def done(self) -> bool:
        if not self.steps:
            return False
        all_solved = not any(self.steps[-1].after)
        return all_solved or len(self.steps) >= self.setup.variant.attempts

    def shown_game(self) -> MultiGame:
        """The boards as a model game with the steps shown so far (what a board renders)."""
        setup = self.setup
        game = MultiGame(setup.words, setup.variant, setup.secrets, mode=Mode.BOT)
        for step in self.steps[: self.shown]:
            game.submit(step.guess)
        return game

    def record(self, finished_at: datetime) -> GameRecord | None:
        """The log's record once every step is shown (only the first time)."""
        if not self.finished or self.game.logged:
            return None
        game = self.game.stamp(self.shown_game(), finished_at)
        record = GameRecord.from_multi_game(game, finished_at)
        try:
            record.check()
        except ValueError:
            return None
        self.game.logged = True
        return record

    # --- the work (in a thread) --------------------------------------------------------------

    def work(self, known: Sequence[MultiStep], cancel: Cancel | None = None) -> MultiStep:
        """The step after ``known`` (slow the first time: builds the pattern table)."""
        setup = self.setup
        with self._lock:
            if self._solver is None:
                ctx = self.solvers.context(setup.words, attempts=min(setup.variant.attempts, 20))
                self._solver = MultiBoardSolver(ctx)
            bot = MultiBot(self._solver, setup.variant.boards, setup.variant.attempts)
            for step in known:
                bot.observe(step.suggestion, step.patterns)
            move = bot.next_move(cancel)
            patterns = [
                None if ids is None else score(move.guess, secret)
                for ids, secret in zip(bot.sets, setup.secrets, strict=True)
            ]
            return bot.observe(move, patterns)
