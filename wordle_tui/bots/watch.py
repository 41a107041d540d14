"""Watch the bot: it plays a word you pick, one step at a time, and says why.

The session keeps the steps worked out so far and how many are on the board,
so replay needs no new search, and play/pause, single steps and the speed are
plain state. A step is worked out in a worker by :meth:`WatchSession.work`,
which replays the known steps on a fresh :class:`~wordle_tui.solver.bot.Bot`
(cheap) and asks for one more move: a cancelled worker leaves nothing behind.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.bots.stepping import WorkedSteps
from wordle_tui.bots.strategy_names import strategy_title
from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import DEFAULT_ATTEMPTS
from wordle_tui.core.new_game import WordLoader, check_custom_word
from wordle_tui.core.scoring import score
from wordle_tui.core.words import WordList
from wordle_tui.i18n import _
from wordle_tui.solver.bot import Bot, Step
from wordle_tui.solver.cancel import Cancel
from wordle_tui.solver.strategies import DEFAULT_STRATEGY, STRATEGIES, make_strategy
from wordle_tui.solver.strategies.base import Strategy


@dataclass(frozen=True)
class WatchSetup:
    """What the bot plays: the word, the list, the strategy and the rules."""

    words: WordList
    secret: str
    strategy: str = DEFAULT_STRATEGY
    hard: bool = False
    attempts: int = DEFAULT_ATTEMPTS
    opener: str | None = None

    def __post_init__(self) -> None:
        if self.strategy not in STRATEGIES:
            raise ValueError(f"unknown strategy {self.strategy!r}")
        if not self.words.is_guess(self.secret):
            raise ValueError(f"{self.secret!r} is not in the word list")

    @property
    def any_word(self) -> bool:
        """The word is not an answer: the bot plans for every accepted word, as when it
        guesses yours (the answers' tree cannot find such a word in time)."""
        return not self.words.is_answer(self.secret)

    def describe(self) -> str:
        """``CRANE · English, 5 letters · optimal · hard mode``: the list comes before the
        options, so a narrow header that cuts its end never loses it; the strategy's name is
        in the interface language."""
        parts = [self.secret.upper(), self.words.language.list_title(self.words.length)]
        parts.append(strategy_title(self.strategy))
        if self.hard:
            parts.append(_("hard mode"))
        if self.any_word:
            parts.append(_("any accepted word"))
        return " · ".join(parts)


def pick_secret(
    text: str,
    language: str,
    length: int,
    load: WordLoader,
    rng: random.Random | None = None,
) -> tuple[str, WordList] | str:
    """The word typed (any word of the guess list; its length decides the list), or a random
    answer of ``length`` letters when nothing is typed. A str says why the word cannot be."""
    if not text.strip():
        words = load(language, length)
        return (rng or random.Random()).choice(words.answers), words
    return check_custom_word(text, language, load)


class WatchSession(WorkedSteps[Step]):
    """The steps worked out, the steps shown, and the play controls."""

    def __init__(self, setup: WatchSetup, solvers: SolverCache = SOLVERS) -> None:
        super().__init__()
        self.setup = setup
        self.solvers = solvers
        self._lock = threading.Lock()
        self._strategy: Strategy | None = None

    # --- where it stands --------------------------------------------------------------

    @property
    def done(self) -> bool:
        """The bot has found the word or used every attempt."""
        if not self.steps:
            return False
        return self.steps[-1].solved or len(self.steps) >= self.setup.attempts

    @property
    def solved(self) -> bool:
        return bool(self.steps) and self.steps[-1].solved

    @property
    def shown_steps(self) -> list[Step]:
        return self.steps[: self.shown]

    def record(self, finished_at: datetime) -> GameRecord | None:
        """The log's record of the bot's game once every step is on the board (only the
        first time: a replay is the same game)."""
        if not self.finished:
            return None
        setup = self.setup
        return self.game.record(
            setup.words,
            [Row(step.guess, step.pattern) for step in self.steps],
            setup.secret,
            attempts=setup.attempts,
            hard=setup.hard,
            finished_at=finished_at,
        )

    # --- the work (in a thread) -------------------------------------------------------------

    def work(
        self,
        known: Sequence[Step],
        cancel: Cancel | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> Step:
        """The step after ``known``: slow (builds the context the first time, searches)."""
        setup = self.setup
        with self._lock:
            ctx = self.solvers.context(
                setup.words, hard=setup.hard, attempts=setup.attempts, any_word=setup.any_word
            )
            if self._strategy is None:
                self._strategy = make_strategy(setup.strategy, ctx)
            strategy = self._strategy
            if hasattr(strategy, "progress"):
                strategy.progress = progress
            bot = Bot(ctx, strategy, opener=setup.opener)
            for step in known:
                bot.observe(step.suggestion, step.pattern)
            move = bot.next_move(cancel)
            return bot.observe(move, score(move.guess, setup.secret))
