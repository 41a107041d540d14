"""A finished game, guess by guess, against the bot: the figures of :mod:`.figures`.

For each guess: the words possible before and after it, the move the bot
(the ``optimal`` strategy) would have played there and the words it would
have left on average, the guess's own expected words left, a one-line
verdict; then Skill and Luck for the game. In a hard-mode game the context is
a hard-mode one, so the bot only considers moves hard mode allows.

The bot's move is the first suggestion of the optimal strategy, the same as
the hint panel, the assistant and ``solve`` show for the position (its
search is bounded by a node budget, not the clock, so a review never
changes). Slow: run it in a worker; it checks ``cancel``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord
from wordle_tui.core.scoring import solved_pattern
from wordle_tui.i18n import _
from wordle_tui.review.figures import Split, quality, score_of, verdict
from wordle_tui.solver.cancel import Cancel
from wordle_tui.solver.context import SolverContext, UnknownWord
from wordle_tui.solver.position import NoWordFits, Position, advance, start_position
from wordle_tui.solver.strategies.optimal import OptimalStrategy


class ReviewError(ValueError):
    """A game that cannot be reviewed (its words are not in today's word list)."""


@dataclass(frozen=True)
class Outlook:
    """A guess at a position: how it splits the words still possible."""

    word: str
    expected_left: float
    groups: int
    worst: int
    can_win: bool


@dataclass(frozen=True)
class StepReview:
    """One guess of the game, judged."""

    number: int  # 1-based
    row: Row
    before: tuple[str, ...]  # words possible before the guess
    after: tuple[str, ...]  # words possible after it (none once solved)
    player: Outlook
    bot: Outlook
    quality: float  # 0..1, see figures.quality
    luck: float | None  # 0..1, None when the outcome was certain
    counts_for_skill: bool  # every guess but the first
    verdict: str
    widened: bool = False  # no answer fitted: the words possible come from the whole list

    @property
    def guess(self) -> str:
        return self.row.guess

    @property
    def solved(self) -> bool:
        return self.row.pattern == solved_pattern(len(self.row.guess))

    @property
    def same_as_bot(self) -> bool:
        return self.guess == self.bot.word


@dataclass(frozen=True)
class GameReview:
    """Every guess of a game judged, with Skill and Luck (None when there is nothing to judge)."""

    record: GameRecord
    steps: tuple[StepReview, ...]
    skill: int | None
    luck: int | None
    # the list's offensive words: counted among the words possible, not listed (docs/bot.md)
    offensive: frozenset[str] = frozenset()

    @property
    def hard(self) -> bool:
        return self.record.hard_mode


class Reviewer:
    """Reviews games of one word list and mode (one context, its strategies kept warm)."""

    def __init__(self, ctx: SolverContext) -> None:
        self.ctx = ctx
        self.strategy = OptimalStrategy(ctx)

    def bot_move(self, position: Position, cancel: Cancel | None = None) -> str:
        """The bot's guess here: the first of the advice the hint panel shows."""
        return self.strategy.suggest(position, top=1, cancel=cancel)[0].guess

    def split(self, word: str, candidates: np.ndarray) -> tuple[Split, np.ndarray]:
        """The groups ``word`` makes of the candidates, and each candidate's pattern."""
        patterns = self.ctx.table.row(self.ctx.id_of(word), candidates)
        _, sizes = np.unique(patterns, return_counts=True)
        can_win = bool(np.isin(self.ctx.id_of(word), candidates))
        return Split(tuple(int(s) for s in sizes), can_win), patterns

    def outlook(self, word: str, candidates: np.ndarray) -> Outlook:
        split, _sizes = self.split(word, candidates)
        return Outlook(word, split.expected_left, split.groups, split.worst, split.can_win)

    def review(self, record: GameRecord, cancel: Cancel | None = None) -> GameReview:
        """Judge every guess of ``record``; raises ReviewError or the solver's Cancelled."""
        ctx = self.ctx
        if ctx.hard != record.hard_mode or ctx.words.length != record.length:
            raise ReviewError(_("the solver context does not match the game"))
        position = start_position(ctx)
        steps: list[StepReview] = []
        try:
            for number, row in enumerate(record.rows, start=1):
                candidates = position.candidates
                bot_word = self.bot_move(position, cancel)
                split, _sizes = self.split(row.guess, candidates)
                player = Outlook(
                    row.guess, split.expected_left, split.groups, split.worst, split.can_win
                )
                bot = self.outlook(bot_word, candidates)
                following = advance(ctx, position, row.guess, row.pattern)
                solved = row.pattern == ctx.solved
                after = () if solved else tuple(ctx.word(i) for i in following.candidates)
                before = tuple(ctx.word(i) for i in candidates)
                fit = quality(player.expected_left, bot.expected_left)
                steps.append(
                    StepReview(
                        number=number,
                        row=row,
                        before=before,
                        after=after,
                        player=player,
                        bot=bot,
                        quality=fit,
                        luck=None if split.certain else split.luck(len(after)),
                        counts_for_skill=number > 1,
                        verdict=verdict(
                            before=len(before),
                            after=len(after),
                            solved=solved,
                            expected=player.expected_left,
                            quality_of_guess=fit,
                            same_as_bot=row.guess == bot_word,
                        ),
                        widened=position.widened,
                    )
                )
                position = following
        except (UnknownWord, NoWordFits) as exc:
            raise ReviewError(
                _("this game does not fit the word list any more ({reason})").format(reason=exc)
            ) from None
        return GameReview(
            record=record,
            steps=tuple(steps),
            skill=score_of([step.quality for step in steps if step.counts_for_skill]),
            luck=score_of([step.luck for step in steps if step.luck is not None]),
            offensive=ctx.words.offensive,
        )


def review_game(record: GameRecord, ctx: SolverContext, cancel: Cancel | None = None) -> GameReview:
    """Review one game with a fresh :class:`Reviewer`."""
    return Reviewer(ctx).review(record, cancel)
