"""A solver context and one strategy, asked about rows of colours: what is still possible,
what to play next, and which row to check when nothing fits.

Screens call it from thread workers. A worker that was cancelled may still be
finishing its step when the next one starts, and strategies keep memo tables
and search state, so every call holds the engine's lock: one computation at a
time, the newest waiting for the cancelled one to notice and stop.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

from wordle_tui.core.filtering import Contradiction, Row, diagnose_contradiction
from wordle_tui.core.scoring import score
from wordle_tui.solver.cancel import Cancel, check_cancel
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.position import NoWordFits, Position, advance, start_position
from wordle_tui.solver.strategies import make_strategy
from wordle_tui.solver.strategies.base import Strategy
from wordle_tui.solver.suggestion import Suggestion

# The best next guesses shown, and the candidates listed (the total is always given).
TOP = 8
SHOWN_CANDIDATES = 200
# Positions remembered, so each new row costs one step from the row before.
KEPT_POSITIONS = 64


def contradiction_message(contradiction: Contradiction) -> str:
    """The one line the screens show, the solver's own wording."""
    return str(NoWordFits(contradiction))


@dataclass(frozen=True)
class Analysis:
    """What a set of rows leaves: the words still possible and the best next guesses."""

    rows: tuple[Row, ...]
    count: int  # words still possible
    candidates: tuple[str, ...]  # the first of them, in list order
    widened: bool  # taken from every accepted word: no answer fits
    suggestions: tuple[Suggestion, ...]  # best first
    score_label: str  # what Suggestion.score means for this strategy
    contradiction: Contradiction | None = None
    solved: bool = False  # the last row is all green
    hidden: int = 0  # offensive words possible, counted but not listed (docs/bot.md)
    decimals: int = 2  # the precision Suggestion.score is ranked (and shown) at

    @property
    def more(self) -> int:
        """Possible words past the ones listed in ``candidates`` (the hidden ones apart)."""
        return self.count - len(self.candidates) - self.hidden

    @property
    def message(self) -> str | None:
        """The contradiction in words, or None."""
        if self.contradiction is None:
            return None
        return contradiction_message(self.contradiction)


class Engine:
    """Positions by rows (remembered) and the strategy's answers for them."""

    def __init__(self, ctx: SolverContext, strategy: Strategy | str = "optimal", **options) -> None:
        self.ctx = ctx
        self.strategy = (
            make_strategy(strategy, ctx, **options) if isinstance(strategy, str) else strategy
        )
        self.lock = threading.RLock()
        self._positions: OrderedDict[tuple[Row, ...], Position] = OrderedDict()

    @property
    def length(self) -> int:
        return self.ctx.words.length

    def position(self, rows: Sequence[Row], cancel: Cancel | None = None) -> Position:
        """The position after ``rows``; raises NoWordFits when no word fits them."""
        key = tuple(rows)
        with self.lock:
            start = len(key)
            while start > 0 and key[:start] not in self._positions:
                start -= 1
            position = self._positions[key[:start]] if start else start_position(self.ctx)
            for end in range(start + 1, len(key) + 1):
                check_cancel(cancel)
                row = key[end - 1]
                position = advance(self.ctx, position, row.guess, row.pattern)
                self._remember(key[:end], position)
            if start == len(key) and start:
                self._positions.move_to_end(key)
            return position

    def _remember(self, key: tuple[Row, ...], position: Position) -> None:
        self._positions[key] = position
        while len(self._positions) > KEPT_POSITIONS:
            self._positions.popitem(last=False)

    def analyse(
        self,
        rows: Sequence[Row],
        *,
        top: int = TOP,
        shown: int = SHOWN_CANDIDATES,
        cancel: Cancel | None = None,
    ) -> Analysis:
        """Candidates and the ``top`` best guesses after ``rows`` (a contradiction is a result)."""
        key = tuple(rows)
        label = self.strategy.score_label
        if key and key[-1].pattern == self.ctx.solved:
            guess = key[-1].guess
            if all(score(row.guess, guess) == row.pattern for row in key[:-1]):
                return Analysis(key, 1, (guess,), False, (), label, solved=True)
            # all green, yet the word clashes with an earlier row: checked like any other
            contradiction = diagnose_contradiction(self.ctx.words.guesses, key)
            return Analysis(key, 0, (), False, (), label, contradiction=contradiction)
        with self.lock:
            try:
                position = self.position(key, cancel)
            except NoWordFits as exc:
                return Analysis(key, 0, (), False, (), label, contradiction=exc.diagnosis)
            suggestions = self.strategy.suggest(position, top=top, cancel=cancel) if top else []
        words = self.ctx.words.guesses
        ids = position.candidates
        listed = ids if len(ids) == 1 else self.ctx.playable(ids)  # as WordList.listed
        candidates = tuple(words[int(i)] for i in listed[:shown])
        return Analysis(
            key,
            len(ids),
            candidates,
            position.widened,
            tuple(suggestions),
            label,
            hidden=len(ids) - len(listed),
            decimals=self.strategy.decimals,
        )

    def choose(self, rows: Sequence[Row], cancel: Cancel | None = None) -> Suggestion:
        """The guess the strategy plays after ``rows`` (raises NoWordFits)."""
        with self.lock:
            return self.strategy.choose(self.position(rows, cancel), cancel)
