"""The assistant: for a game played elsewhere, type each word you played and the colours
it got; see the words still possible and the best next words.

A row is typed first (letters), then marked (colours). The analysis of the
rows (a worker's job) lists the candidates and suggestions, or names the row
to check when the colours leave no word.
"""

from __future__ import annotations

from enum import StrEnum

from wordle_tui.bots.engine import Analysis
from wordle_tui.bots.marked_rows import MarkedRows, RowState, RowView
from wordle_tui.core.filtering import Row
from wordle_tui.core.limits import MAX_ATTEMPTS
from wordle_tui.core.marking import MarkingRow
from wordle_tui.core.normalize import fold_letter
from wordle_tui.core.validation import Rejection, validate_guess
from wordle_tui.core.words import WordList


class Step(StrEnum):
    TYPING = "typing"  # letters of the word played
    MARKING = "marking"  # the colours it got
    FIXING = "fixing"  # an earlier row open for its colours
    DONE = "done"  # solved (an all-green row), or no room for another row


class AssistantSession(MarkedRows):
    """The rows of a game played elsewhere, and the row being typed or marked."""

    def __init__(self, words: WordList, *, hard: bool = False, attempts: int = 6) -> None:
        super().__init__(words, hard=hard, attempts=attempts)
        self.typed = ""
        self._new_row_marks: MarkingRow | None = None  # kept while an earlier row is fixed

    @property
    def step(self) -> Step:
        if self.fixing is not None:
            return Step.FIXING
        if self.solved or len(self.rows) >= MAX_ATTEMPTS:
            return Step.DONE
        return Step.MARKING if self.marking is not None else Step.TYPING

    # --- typing the word ------------------------------------------------------------

    def type_letter(self, character: str) -> bool:
        if self.step is not Step.TYPING or len(self.typed) >= self.length:
            return False
        letter = fold_letter(character.lower(), self.words.language)
        if letter is None or len(self.typed) + len(letter) > self.length:
            return False  # not a letter, or a fold to two letters (ß → ss) that does not fit
        self.typed += letter
        return True

    def delete_letter(self) -> bool:
        """Backspace: a letter of the word, or from the colours back to the word."""
        if self.step is Step.MARKING:
            self.marking = None
            return True
        if self.step is not Step.TYPING or not self.typed:
            return False
        self.typed = self.typed[:-1]
        return True

    def take(self, word: str) -> bool:
        """Put a suggested word in the row being typed."""
        if self.step is not Step.TYPING:
            return False
        self.typed = word
        return True

    def enter(self) -> Rejection | bool:
        """Enter: the word is checked and its colours asked for; the colours are kept.

        Returns the reason a word is refused (the game's own messages), or
        whether the rows changed (a new analysis is needed).
        """
        step = self.step
        if step is Step.FIXING:
            changed = self.commit_fix()
            if not changed and self.contradiction is not None:
                self.fix(self.contradiction.suspect_row)
                return False
            return changed
        if step is Step.TYPING:
            checked = validate_guess(self.typed, self.words, self.rows, hard_mode=self.hard)
            if isinstance(checked, Rejection):
                return checked
            self.typed = checked
            self.marking = MarkingRow(self.length)
            return False
        if step is Step.MARKING and self.marking is not None:
            self.rows.append(Row(self.typed, self.marking.code))
            self.typed = ""
            self.marking = None
            return True
        return False

    # --- changing what was given ----------------------------------------------------------

    def undo(self) -> bool:
        """Take back the last row: its word and colours come back to be changed."""
        if not self.rows:
            return False
        row = self.rows.pop()
        self.stop_fixing()
        self.typed = row.guess
        self.marking = MarkingRow.from_code(row.pattern, self.length)
        return True

    def _leave_new_row(self) -> None:
        self._new_row_marks = self.marking

    def _return_to_new_row(self) -> None:
        self.stop_fixing()
        self.marking, self._new_row_marks = self._new_row_marks, None

    def _drop_rows_after(self, index: int) -> None:
        super()._drop_rows_after(index)
        self.typed, self._new_row_marks = "", None  # the game is over: no new row

    def set_hard(self, hard: bool) -> None:
        """Hard mode may change at any time here: it only changes the suggestions."""
        self.hard = hard
        self._analyses.clear()

    def analysed(self, analysis: Analysis) -> bool:
        marks = self.marking if self.fixing is None else None
        if not super().analysed(analysis):
            return False
        if self.fixing is not None and marks is not None:
            self._new_row_marks = marks
        return True

    # --- drawing --------------------------------------------------------------------------

    def board(self) -> list[RowView]:
        views = [self.played_view(i) for i in range(len(self.rows))]
        step = self.step
        if step is Step.MARKING and self.marking is not None:
            marks = tuple(self.marking.marks)
            views.append(RowView(self.typed, marks, RowState.MARKING, self.marking.cursor))
        elif step in (Step.TYPING, Step.FIXING):
            views.append(RowView(self.typed, None, RowState.TYPING))
        while len(views) < self.attempts:
            views.append(RowView("", None, RowState.EMPTY))
        return views
