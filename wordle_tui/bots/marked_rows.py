"""Rows whose colours a player gave, as in the bot guessing your word and the assistant.

The player may mis-mark a tile. The rows are kept as given; an analysis of
them (computed in a worker, see :class:`~wordle_tui.bots.engine.Engine`) says
what is still possible or, when nothing is, which row to check first. That
row is then opened for fixing; the player may also pick any other row.
Analyses are remembered by rows, so an undo shows the previous state at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from wordle_tui.bots.engine import Analysis
from wordle_tui.core.filtering import Contradiction, Row
from wordle_tui.core.marking import MarkingRow
from wordle_tui.core.scoring import Mark, marks_of, score, solved_pattern
from wordle_tui.core.words import WordList

KEPT_ANALYSES = 32


class RowState(StrEnum):
    """How the board draws a row."""

    PLAYED = "played"  # colours given
    MARKING = "marking"  # colours being given (a cursor on one tile)
    TYPING = "typing"  # letters being typed, no colours yet
    EMPTY = "empty"


@dataclass(frozen=True)
class RowView:
    """One row of the board as the screen draws it."""

    letters: str
    marks: tuple[Mark, ...] | None
    state: RowState
    cursor: int | None = None  # the tile being marked
    suspect: bool = False  # the row a contradiction points at


class MarkedRows:
    """Rows with given colours, the row being marked, and the analyses of the rows."""

    # The secret may be any accepted word (the bot guessing yours), not only an answer.
    any_word = False

    def __init__(self, words: WordList, *, hard: bool = False, attempts: int = 6) -> None:
        self.words = words
        self.hard = hard
        self.attempts = attempts
        self.rows: list[Row] = []
        self.fixing: int | None = None  # a played row opened again for its colours
        self.marking: MarkingRow | None = None  # the marks being edited (new row or fixed one)
        self._analyses: dict[tuple[Row, ...], Analysis] = {}

    @property
    def length(self) -> int:
        return self.words.length

    @property
    def key(self) -> tuple[Row, ...]:
        """What an analysis must be for to be shown (an older one is dropped)."""
        return tuple(self.rows)

    # --- analyses --------------------------------------------------------------

    @property
    def analysis(self) -> Analysis | None:
        """The analysis of the rows as they are now, once it has arrived."""
        return self._analyses.get(self.key)

    @property
    def needs_analysis(self) -> bool:
        return self.analysis is None

    def analysed(self, analysis: Analysis) -> bool:
        """Take a worker's result; False (and ignored) when it is for other rows."""
        if analysis.rows != self.key:
            return False
        self._analyses[analysis.rows] = analysis
        while len(self._analyses) > KEPT_ANALYSES:
            del self._analyses[next(iter(self._analyses))]
        if analysis.contradiction is not None:
            self.fix(analysis.contradiction.suspect_row)
        return True

    @property
    def contradiction(self) -> Contradiction | None:
        analysis = self.analysis
        return analysis.contradiction if analysis is not None else None

    @property
    def message(self) -> str | None:
        """ "No word matches these colours — check row 3", or None."""
        analysis = self.analysis
        return analysis.message if analysis is not None else None

    def count_after(self, index: int) -> int | None:
        """Words possible after row ``index`` (None until known; 0 once it is all green)."""
        count = self._count_at(index + 1)
        if count is not None and self.is_solved_row(self.rows[index]):
            return 0
        return count

    def count_before(self, index: int) -> int | None:
        return self._count_at(index)

    def _count_at(self, end: int) -> int | None:
        """Words possible after the first ``end`` rows: from that prefix's own analysis, else
        from the current one (which counts every prefix, so a fixed row redraws them all)."""
        analysis = self._analyses.get(tuple(self.rows[:end]))
        if analysis is not None:
            return None if analysis.contradiction is not None else analysis.count
        current = self.analysis
        if current is not None and end < len(current.counts):
            return current.counts[end]
        return None

    # --- fixing a row -------------------------------------------------------------

    def fix(self, index: int) -> bool:
        """Open a played row to change its colours (the cursor on its first tile)."""
        if not 0 <= index < len(self.rows):
            return False
        self.fixing = index
        self.marking = MarkingRow.from_code(self.rows[index].pattern, self.length)
        return True

    def select_row(self, delta: int) -> bool:
        """Up/Down: open another played row for its colours, or go back to the new row."""
        if not self.rows or not self._may_select_rows():
            return False
        current = self.fixing if self.fixing is not None else len(self.rows)
        target = min(max(current + delta, 0), len(self.rows))
        if target == current:
            return False
        if target == len(self.rows):
            if self.contradiction is not None:
                return False  # the rows contradict: no new row until one is fixed
            self._return_to_new_row()
            return True
        if self.fixing is None:
            self._leave_new_row()
        return self.fix(target)

    def _may_select_rows(self) -> bool:
        """False while the session cannot let the player move between rows."""
        return True

    def _leave_new_row(self) -> None:
        """The player goes up from the new row: keep what it held (each session knows what)."""
        raise NotImplementedError

    def _return_to_new_row(self) -> None:
        """The player comes back down to the new row: bring it back."""
        raise NotImplementedError

    def undo(self) -> bool:
        """Take back the last row (each session knows what comes back); False with none."""
        raise NotImplementedError

    def click(self, index: int, tile: int) -> bool:
        """A click on a tile: its row opens for colours (if it can) and the tile cycles."""
        current = self.fixing if self.fixing is not None else len(self.rows)
        if index != current and not self.select_row(index - current):
            return False
        if self.marking is None:
            return False
        self.marking.cycle(tile)
        return True

    def stop_fixing(self) -> None:
        self.fixing = None
        self.marking = None

    def commit_fix(self) -> bool:
        """Keep the colours of the row being fixed; False when nothing changed."""
        if self.fixing is None or self.marking is None:
            return False
        index, code = self.fixing, self.marking.code
        old = self.rows[index]
        self.stop_fixing()
        if code == old.pattern:
            return False
        self.rows[index] = Row(old.guess, code)
        if code == solved_pattern(self.length) and index < len(self.rows) - 1:
            self._drop_rows_after(index)
        return True

    def _drop_rows_after(self, index: int) -> None:
        """Row ``index`` is now all green: the game ended there, the later rows never were."""
        del self.rows[index + 1 :]

    # --- drawing ------------------------------------------------------------------

    def played_view(self, index: int) -> RowView:
        row = self.rows[index]
        suspect = self.contradiction is not None and self.contradiction.suspect_row == index
        if self.fixing == index and self.marking is not None:
            marks = tuple(self.marking.marks)
            return RowView(row.guess, marks, RowState.MARKING, self.marking.cursor, suspect)
        marks = marks_of(row.pattern, self.length)
        return RowView(row.guess, marks, RowState.PLAYED, None, suspect)

    def is_solved_row(self, row: Row) -> bool:
        return row.pattern == solved_pattern(self.length)

    @property
    def solved(self) -> bool:
        """The last row is all green and the word it names fits every row before it: a
        green row that clashes with an earlier one is a contradiction to fix, not a win.
        (An earlier row made all green drops the rows after it: the game ended there.)"""
        if not self.rows or not self.is_solved_row(self.rows[-1]):
            return False
        word = self.rows[-1].guess
        return all(score(row.guess, word) == row.pattern for row in self.rows[:-1])
