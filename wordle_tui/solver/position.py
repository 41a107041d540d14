"""Where a game stands from the bot's side: rows played and the words still possible."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from wordle_tui.core.filtering import (
    Contradiction,
    Row,
    contradiction_message,
    diagnose_contradiction,
)
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.solver.context import SolverContext


class NoWordFits(ValueError):
    """The colours given leave no word of the guess list: someone mis-marked a row."""

    def __init__(self, diagnosis: Contradiction) -> None:
        self.diagnosis = diagnosis
        super().__init__(contradiction_message(diagnosis))


@dataclass(frozen=True, eq=False)
class Position:
    """The rows so far and the candidates (guess-list ids) they leave.

    ``widened`` is set once no word of the answers list fits any more and the
    candidates were taken from the whole guess list instead (a player's own
    word; a context planning for any word starts from the whole list).
    ``pool``, when given, is a superset of the guesses that can still split
    the candidates: a shortcut the tree builders pass down.
    """

    rows: tuple[Row, ...]
    candidates: np.ndarray
    widened: bool = False
    rule: HardModeRule = field(default_factory=HardModeRule)
    pool: np.ndarray | None = None

    @property
    def turn(self) -> int:
        return len(self.rows)

    @property
    def played(self) -> set[str]:
        return {row.guess for row in self.rows}


def start_position(ctx: SolverContext) -> Position:
    return Position((), ctx.secret_ids, False, HardModeRule())


def advance(ctx: SolverContext, position: Position, guess: str, pattern: int) -> Position:
    """The position after ``guess`` got ``pattern``; raises NoWordFits on a contradiction."""
    guess_id = ctx.id_of(guess)
    rows = (*position.rows, Row(guess, pattern))
    candidates = position.candidates
    candidates = candidates[ctx.table.row(guess_id, candidates) == pattern]
    widened = position.widened
    if len(candidates) == 0 and not widened:
        widened = True
        candidates = ctx.all_ids
        for row in rows:
            candidates = candidates[ctx.table.row(ctx.id_of(row.guess), candidates) == row.pattern]
    if len(candidates) == 0:
        diagnosis = diagnose_contradiction(ctx.words.guesses, rows)
        assert diagnosis is not None
        raise NoWordFits(diagnosis)
    rule = HardModeRule.from_rows(rows) if ctx.hard else position.rule
    return Position(rows, np.sort(candidates), widened, rule)


def position_from_rows(ctx: SolverContext, rows: list[Row]) -> Position:
    position = start_position(ctx)
    for row in rows:
        position = advance(ctx, position, row.guess, row.pattern)
    return position
