"""The bot: plays a game one step at a time with a strategy, and explains each step.

Used headless by ``wordle-tui solve`` and from thread workers by the screens
(watch the bot, bot guesses your word, the assistant); every call that may
take long accepts ``cancel`` and checks it between steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import score
from wordle_tui.i18n import N_, _
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import partition_stats
from wordle_tui.solver.position import Position, advance, start_position
from wordle_tui.solver.strategies import make_strategy
from wordle_tui.solver.strategies.base import Cancel, Strategy, check_cancel
from wordle_tui.solver.suggestion import Suggestion

WIDENED_NOTE = N_("No word of the answers list fits any more: looking among every accepted word")
WAY_OUT_NOTE = N_(
    "Outside hard mode: every word left is one the bot never types, and no word hard mode "
    "allows tells them apart"
)


def takes_way_out(hard: bool, rows: Sequence[Row], guess: str) -> bool:
    """Whether the bot's ``guess`` after ``rows`` is hard mode's way out (docs/bot.md): in
    hard mode, a guess that does not keep the hints."""
    return hard and HardModeRule.from_rows(rows).violation(guess) is not None


def noted(explanation: str, *, widened: bool = False, way_out: bool = False) -> str:
    """The explanation of a move, with what is unusual about it said after it."""
    if widened:
        explanation = _("{explanation}. {widened}").format(
            explanation=explanation, widened=_(WIDENED_NOTE)
        )
    if way_out:
        explanation = _("{explanation}. {widened}").format(
            explanation=explanation, widened=_(WAY_OUT_NOTE)
        )
    return explanation


@dataclass(frozen=True)
class Step:
    """One guess the bot played and what it did."""

    guess: str
    pattern: int
    before: int  # words possible before the guess
    after: int  # words possible after it
    suggestion: Suggestion
    widened: bool  # the words possible were taken from the whole guess list
    note: str

    @property
    def solved(self) -> bool:
        return self.after == 0


class Bot:
    """A strategy playing one game: ask for a move, tell it the colours, repeat."""

    def __init__(
        self,
        ctx: SolverContext,
        strategy: Strategy | str = "optimal",
        *,
        opener: str | None = None,
    ) -> None:
        self.ctx = ctx
        self.strategy = make_strategy(strategy, ctx) if isinstance(strategy, str) else strategy
        if opener is not None:
            ctx.id_of(opener)  # an unknown word raises UnknownWord now, not mid-game
            if ctx.is_offensive(opener):
                raise ValueError(f"{opener!r} is a word the bot never types")
        self.opener = opener
        self.history: list[Position] = [start_position(ctx)]
        self.steps: list[Step] = []

    @property
    def position(self) -> Position:
        return self.history[-1]

    @property
    def solved(self) -> bool:
        return bool(self.steps) and self.steps[-1].solved

    @property
    def out_of_attempts(self) -> bool:
        return not self.solved and len(self.steps) >= self.ctx.attempts

    def next_move(self, cancel: Cancel | None = None) -> Suggestion:
        """The guess the bot plays now."""
        check_cancel(cancel)
        if self.opener is not None and not self.steps:
            return self._opener_suggestion()
        return self.strategy.choose(self.position, cancel)

    def _opener_suggestion(self) -> Suggestion:
        for suggestion in self.strategy.suggest(self.position, top=1):
            if suggestion.guess == self.opener:
                return suggestion
        guess_id = self.ctx.id_of(self.opener or "")
        candidates = self.position.candidates
        stats = partition_stats(self.ctx.table, self.ctx.all_ids[[guess_id]], candidates)
        assert stats.worst is not None and stats.sum_squares is not None
        assert stats.entropy is not None
        return Suggestion(
            guess=self.ctx.word(guess_id),
            score=float("nan"),
            candidate=bool(self.ctx.is_answer[guess_id]),
            groups=int(stats.groups[0]),
            worst=int(stats.worst[0]),
            expected_left=float(
                (stats.sum_squares[0] - self.ctx.is_answer[guess_id]) / max(1, stats.n)
            ),
            bits=float(stats.entropy[0]),
            exact=False,
        )

    def observe(self, suggestion: Suggestion, pattern: int) -> Step:
        """Record the colours the guess got; raises NoWordFits when they contradict."""
        before = self.position
        after = advance(self.ctx, before, suggestion.guess, pattern)
        solved = pattern == self.ctx.solved
        remaining = 0 if solved else len(after.candidates)
        note = noted(
            suggestion.explain(len(before.candidates)),
            widened=after.widened and not before.widened and not solved,
            way_out=takes_way_out(self.ctx.hard, before.rows, suggestion.guess),
        )
        step = Step(
            suggestion.guess,
            pattern,
            len(before.candidates),
            remaining,
            suggestion,
            after.widened,
            note,
        )
        self.history.append(after)
        self.steps.append(step)
        return step

    def undo(self) -> Step | None:
        """Forget the last step (the player mis-marked it)."""
        if not self.steps:
            return None
        self.history.pop()
        return self.steps.pop()

    def play(
        self, secret: str, cancel: Cancel | None = None, max_turns: int | None = None
    ) -> list[Step]:
        """Play against ``secret`` until solved or out of attempts."""
        self.ctx.id_of(secret)
        limit = max_turns if max_turns is not None else self.ctx.attempts
        while not self.solved and len(self.steps) < limit:
            move = self.next_move(cancel)
            self.observe(move, score(move.guess, secret))
        return self.steps
