"""The bot guesses your word: you think of a word, the bot guesses, you give the colours.

The bot's next guess is the first suggestion of the analysis of the rows so
far (computed in a worker). When the colours leave no word, the analysis names
the row to check and that row opens for fixing. At the end (the bot found it,
or ran out of attempts) the player may tell the word, and each row's colours
are checked against it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from wordle_tui.bots.bot_game import BotGame
from wordle_tui.bots.engine import Analysis
from wordle_tui.bots.marked_rows import MarkedRows, RowState, RowView
from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import MAX_ATTEMPTS
from wordle_tui.core.marking import MarkingRow
from wordle_tui.core.normalize import BadCharacter, normalize
from wordle_tui.core.scoring import score
from wordle_tui.core.words import WordList
from wordle_tui.i18n import _, ngettext, number
from wordle_tui.solver.bot import noted, takes_way_out
from wordle_tui.solver.suggestion import Suggestion


class Phase(StrEnum):
    THINKING = "thinking"  # waiting for the bot's guess (or for the rows to be checked)
    MARKING = "marking"  # the bot guessed: the player gives the colours
    FIXING = "fixing"  # a played row is open for its colours (after a contradiction, or chosen)
    FOUND = "found"  # the last row is all green
    OUT_OF_ATTEMPTS = "out-of-attempts"


@dataclass(frozen=True)
class WrongRow:
    """A row whose given colours differ from what the word gives."""

    index: int
    guess: str
    given: int
    right: int


@dataclass(frozen=True)
class Verdict:
    """The player's word against the colours they gave."""

    word: str
    in_list: bool
    wrong: tuple[WrongRow, ...]
    found: bool  # the bot played the word

    def summary(self, language_name: str, length: int) -> str:
        if not self.wrong:
            text = _("Your colours were all right.")
        else:
            numbers = ", ".join(str(w.index + 1) for w in self.wrong)
            text = ngettext(
                "The colours of row {numbers} do not fit {word}.",
                "The colours of rows {numbers} do not fit {word}.",
                len(self.wrong),
            ).format(numbers=numbers, word=self.word.upper())
        if not self.in_list:
            text = _(
                "{verdict} {word} is not in the {language} {length}-letter list, "
                "so I could not find it."
            ).format(verdict=text, word=self.word.upper(), language=language_name, length=length)
        return text


def check_colours(rows: list[Row], word: str) -> tuple[WrongRow, ...]:
    """Every row whose colours are not the ones ``word`` gives."""
    return tuple(
        WrongRow(i, row.guess, row.pattern, score(row.guess, word))
        for i, row in enumerate(rows)
        if score(row.guess, word) != row.pattern
    )


class GuessingSession(MarkedRows):
    """The rows so far, the bot's pending guess and the row being marked.

    The player may think of any accepted word: the bot plans for all of them,
    the familiar ones likelier (:mod:`wordle_tui.solver.prior`).
    """

    any_word = True

    def __init__(self, words: WordList, *, hard: bool = False, attempts: int = 6) -> None:
        super().__init__(words, hard=hard, attempts=attempts)
        self.limit = attempts  # rows the bot may play; "keep guessing" raises it
        self.guesses: list[Suggestion] = []  # the bot's reasons for each played row
        self._restored: MarkingRow | None = None  # the marks an undo brought back
        self.verdict: Verdict | None = None
        self.game = BotGame()

    # --- where the game stands ----------------------------------------------------

    @property
    def phase(self) -> Phase:
        if self.fixing is not None:
            return Phase.FIXING
        if self.solved:
            return Phase.FOUND
        if len(self.rows) >= self.limit and not self.needs_analysis:
            return Phase.OUT_OF_ATTEMPTS
        if self.pending is None:
            return Phase.THINKING
        return Phase.MARKING

    @property
    def pending(self) -> Suggestion | None:
        """The bot's guess for the next row, once worked out."""
        analysis = self.analysis
        if analysis is None or analysis.contradiction is not None or analysis.solved:
            return None
        if len(self.rows) >= self.limit or not analysis.suggestions:
            return None
        return analysis.suggestions[0]

    @property
    def can_keep_guessing(self) -> bool:
        return self.phase is Phase.OUT_OF_ATTEMPTS and self.limit < MAX_ATTEMPTS

    @property
    def over(self) -> bool:
        """The bot found the word or has no attempt left."""
        return self.phase in (Phase.FOUND, Phase.OUT_OF_ATTEMPTS)

    def record(self, finished_at: datetime) -> GameRecord | None:
        """The log's record once the word is known for sure (only the first time): the bot
        found it, or it ran out of attempts and the player told a listed word. Rows whose
        colours do not fit the word are no real game: nothing is logged until they are fixed.
        """
        phase = self.phase
        verdict = self.verdict
        if phase is Phase.FOUND:
            secret = self.rows[-1].guess
        elif phase is Phase.OUT_OF_ATTEMPTS and verdict is not None and verdict.in_list:
            secret = verdict.word
        else:
            return None
        return self.game.record(
            self.words,
            self.rows,
            secret,
            attempts=self.limit,
            hard=self.hard,
            finished_at=finished_at,
        )

    # --- what the player does -------------------------------------------------------

    def analysed(self, analysis: Analysis) -> bool:
        if not super().analysed(analysis):
            return False
        if self.fixing is None and self.marking is None:
            self._resume_new_row()
        return True

    def _resume_new_row(self) -> None:
        """Back on the new row: the bot's guess, with the marks kept from before if any."""
        self.marking = None
        if self.pending is not None:
            self.marking = self._restored or MarkingRow(self.length)
            self._restored = None

    def submit(self) -> bool:
        """Enter: keep the colours of the row being marked or fixed; False when nothing changed."""
        if self.fixing is not None:
            changed = self.commit_fix()
            if not changed and self.contradiction is not None:
                self.fix(self.contradiction.suspect_row)  # still contradicts: stay on it
                return False
            self.verdict = None
            self._resume_new_row()
            return changed
        pending = self.pending
        if pending is None or self.marking is None:
            return False
        self.rows.append(Row(pending.guess, self.marking.code))
        self.guesses.append(pending)
        self.marking = None
        self.verdict = None
        return True

    def undo(self) -> bool:
        """Take back the last row: its guess comes back with the colours given."""
        if not self.rows:
            return False
        row = self.rows.pop()
        self.guesses.pop()
        self.stop_fixing()
        self.verdict = None
        self._restored = MarkingRow.from_code(row.pattern, self.length)
        self._resume_new_row()  # at once when the bot's guess here is known already
        return True

    def _may_select_rows(self) -> bool:
        return self.phase is not Phase.THINKING

    def _drop_rows_after(self, index: int) -> None:
        super()._drop_rows_after(index)
        del self.guesses[index + 1 :]
        self._restored = None  # the new row's marks went with the rows after the green one

    def _leave_new_row(self) -> None:
        if self.marking is not None:
            self._restored = self.marking  # the new row's marks wait for the player

    def _return_to_new_row(self) -> None:
        self.stop_fixing()
        self._resume_new_row()

    def keep_guessing(self) -> bool:
        """Out of attempts: let the bot go on (up to the longest game there is)."""
        if not self.can_keep_guessing:
            return False
        self.limit = MAX_ATTEMPTS
        self._resume_new_row()  # the bot's next guess is known already
        return True

    def tell_word(self, text: str) -> Verdict | str:
        """The player's word: which rows had wrong colours. A str says what is wrong with it."""
        word = normalize(text, self.words.language)
        if isinstance(word, BadCharacter):
            return word.message
        if not word:
            return _("Type your word")
        if len(word) != self.length:
            return _("Your word has {count} letters: the bot was guessing {length}").format(
                count=len(word), length=self.length
            )
        verdict = Verdict(
            word,
            self.words.is_guess(word),
            check_colours(self.rows, word),
            any(row.guess == word for row in self.rows),
        )
        self.verdict = verdict
        return verdict

    # --- drawing --------------------------------------------------------------------

    def board(self) -> list[RowView]:
        """Every row: played ones, the bot's guess being marked, then empty ones."""
        views = [self.played_view(i) for i in range(len(self.rows))]
        pending = self.pending
        if self.fixing is None and pending is not None and self.marking is not None:
            marks = tuple(self.marking.marks)
            views.append(RowView(pending.guess, marks, RowState.MARKING, self.marking.cursor))
        while len(views) < self.limit:
            views.append(RowView("", None, RowState.EMPTY))
        return views

    def steps_text(self) -> list[str]:
        """One line per played row: the guess, the words before → after, and why."""
        lines = []
        for i, row in enumerate(self.rows):
            line = f"{i + 1}. {row.guess.upper()}"
            before, after = self.count_before(i), self.count_after(i)
            if before is not None and self.contradiction is not None and i == len(self.rows) - 1:
                # why the bot played it matters no more: the colours leave no word at all
                line += f"  {number(before)} → 0: " + _("no word fits these colours")
            elif before is not None:
                left = _("found") if self.is_solved_row(row) else _left(after)
                explanation = noted(
                    self.guesses[i].explain(before),
                    widened=self.widened_at(i),
                    way_out=takes_way_out(self.hard, self.rows[:i], row.guess),
                )
                line += f"  {number(before)} → {left}: {explanation}"
            lines.append(line)
        pending, count = self.pending, self.count_before(len(self.rows))
        if pending is not None and count is not None and self.fixing is None:
            line = _("{number}. {word}  now: {explanation}").format(
                number=len(self.rows) + 1,
                word=pending.guess.upper(),
                explanation=noted(
                    pending.explain(count),
                    way_out=takes_way_out(self.hard, self.rows, pending.guess),
                ),
            )
            lines.append(line)
        return lines

    def widened_at(self, index: int) -> bool:
        """Row ``index`` left no answer: the bot now looks among every accepted word."""
        before = self._analyses.get(tuple(self.rows[:index]))
        after = self._analyses.get(tuple(self.rows[: index + 1]))
        return bool(after and after.widened and not (before and before.widened))


def _left(count: int | None) -> str:
    if count is None:
        return "…"
    return ngettext("{count} left", "{count} left", count).format(count=number(count))
