"""The hint panel of a multi-board game: each board's words left and the guesses that
minimise the expected total over the boards, worked out by a thread worker."""

from __future__ import annotations

import threading
from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.core.filtering import Row
from wordle_tui.core.limits import MAX_ATTEMPTS
from wordle_tui.core.words import WordList, unlisted_note
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.solver.multiboard import SHOWN_DECIMALS, MultiAnalysis, MultiBoardSolver
from wordle_tui.widgets.background import BackgroundWork

# What an analysis is for: the list, and each board's rows and whether it is solved.
Request = tuple[str, tuple[tuple[Row, ...], ...], tuple[bool, ...]]
WORDS_LISTED = 6  # a board's candidates listed when it has this many or fewer


class MultiHintPanel(BackgroundWork[Request, MultiAnalysis], VerticalScroll):
    """Follows the boards it is given; shows only the result for the latest rows."""

    DEFAULT_CSS = """
    MultiHintPanel { width: 1fr; height: 1fr; border: round $primary; padding: 0 1; }
    """

    WORK_GROUP = "multi-hints"
    WORK_STOPPED = N_("The hints stopped")

    def __init__(self, solvers: SolverCache = SOLVERS, **kwargs) -> None:
        super().__init__(**kwargs)
        self.solvers = solvers
        self.analysis: MultiAnalysis | None = None
        self._solvers: dict[str, MultiBoardSolver] = {}  # one per list: it caches the opening
        self._lock = threading.Lock()

    def compose(self) -> ComposeResult:
        yield Static(_("Working out the hints…"), id="multi-hints-text")

    def on_mount(self) -> None:
        self.border_title = _("Hints")

    def _solver(self, words: WordList) -> MultiBoardSolver:
        """In the thread: the solver of this list (its pattern table is built the first time)."""
        with self._lock:
            solver = self._solvers.get(words.digest)
            if solver is None:
                ctx = self.solvers.context(words, attempts=MAX_ATTEMPTS)
                solver = self._solvers[words.digest] = MultiBoardSolver(ctx)
            return solver

    def follow(
        self, words: WordList, boards: Sequence[Sequence[Row]], solved: Sequence[bool]
    ) -> None:
        """Show the hints for these boards: at once when known, else after the worker."""
        request: Request = (words.digest, tuple(tuple(rows) for rows in boards), tuple(solved))
        if request == self.work_request:
            return
        self.set_class(True, "-busy")
        self.start_work(
            request,
            lambda cancelled, _progress: self._solver(words).analyse(
                request[1], request[2], cancel=cancelled
            ),
        )

    def work_done(self, request: Request, result: MultiAnalysis) -> None:
        self.analysis = result
        self.set_class(False, "-busy")
        self.query_one("#multi-hints-text", Static).update(hints_text(result))

    def work_failed(self, error: BaseException | None) -> None:
        self.set_class(False, "-busy")

    def forget(self) -> None:
        """Hidden: stop any work; the next follow starts afresh."""
        self.stop_work()
        self.set_class(False, "-busy")


# Marks a board's last word, which comes before every sum (wordle_tui/solver/multiboard.py).
LAST_WORD_MARK = "◆"


def hints_text(analysis: MultiAnalysis) -> Text:
    """Words left per board, then the best guesses with their expected total."""
    text = Text()
    for board in analysis.boards:
        if board.solved:
            line = _("Board {number}: solved").format(number=board.index + 1)
        else:
            line = ngettext(
                "Board {number}: {count} word left",
                "Board {number}: {count} words left",
                board.words_left,
            ).format(number=board.index + 1, count=number(board.words_left))
        text.append(line + "\n", style="dim" if board.solved else "")
        if not board.solved and board.words_left <= WORDS_LISTED:
            words = " ".join(word.upper() for word in board.candidates)
            if board.hidden:
                words = f"{words} ({unlisted_note(board.hidden)})".strip()
            text.append(f"  {words}\n", style="bold")
    text.append("\n" + _("Best guesses (expected total guesses)") + "\n", style="bold")
    for rank, suggestion in enumerate(analysis.suggestions, start=1):
        text.append(f"{rank}. ")
        text.append(suggestion.guess.upper(), style="bold")
        if suggestion.last_word:  # played first whatever the sums: say why, not a sum
            whose = _("board {number}").format(number=suggestion.could_solve[0] + 1)
            text.append(f"  {LAST_WORD_MARK} {whose}", style="green")
        else:
            text.append(f"  {number(suggestion.expected_total, SHOWN_DECIMALS)}")
            if suggestion.could_solve:
                text.append("  •", style="green")
        text.append("\n")
    if any(s.last_word for s in analysis.suggestions):
        legend = _("{mark} a board's last word: first").format(mark=LAST_WORD_MARK)
        text.append(legend + "\n", style="dim")
    if analysis.suggestions:
        text.append(_("• could be a board's word"), style="dim")
    return text
