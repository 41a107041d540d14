"""The board's hint panel: the words still possible and the best next guesses, kept in step
with the game's rows by a thread worker, so typing never waits for the solver."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.bots.engine import Analysis
from wordle_tui.core.filtering import Row
from wordle_tui.core.words import WordList
from wordle_tui.i18n import N_
from wordle_tui.textual_support.background import BackgroundWork, while_shown
from wordle_tui.widgets.hints_view import HintsView

# What an analysis is for: the list, hard mode, attempts and the rows.
Request = tuple[str, bool, int, tuple[Row, ...]]


class HintPanel(BackgroundWork[Request, Analysis], Vertical):
    """Follows the rows it is given; shows only the result for the latest ones."""

    DEFAULT_CSS = """
    HintPanel { width: 1fr; height: 1fr; border: round $primary; padding: 0 1; }
    HintPanel.-stale #hints-count, HintPanel.-stale #hints-best,
    HintPanel.-stale #hints-words { text-opacity: 50%; }
    """

    WORK_GROUP = "hints"
    WORK_STOPPED = N_("The hints stopped")

    @dataclass
    class Shown(Message):
        """New numbers are on screen, for ``rows``."""

        panel: HintPanel
        rows: tuple[Row, ...]

        @property
        def control(self) -> HintPanel:
            return self.panel

    def __init__(self, solvers: SolverCache = SOLVERS, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.solvers = solvers
        self.shown: Request | None = None
        self.shown_at = 0.0  # perf_counter() when the numbers last changed (for the benchmark)
        # While a played row turns, its hints are worked out already and kept here until the
        # row is shown (follow): the numbers never tell a colour the board does not show yet.
        self._holding = False
        self._held: Analysis | None = None

    def compose(self) -> ComposeResult:
        yield HintsView(N_("Hints"), id="hints-view")

    @property
    def view(self) -> HintsView:
        return self.query_one(HintsView)

    @while_shown
    def follow(self, words: WordList, rows: Sequence[Row], *, hard: bool, attempts: int) -> None:
        """Show the hints for these rows: at once when known, else after the worker."""
        request: Request = (words.digest, hard, attempts, tuple(rows))
        held, self._held, self._holding = self._held, None, False
        if request == self.work_request:
            if held is not None:  # worked out while the row turned
                self._show(request, held)
            elif not self.working:  # the numbers shown are these rows' already
                self.remove_class("-stale")
                self.view.set_busy(False)
            return
        self._start(request, words)

    @while_shown
    def prepare(self, words: WordList, rows: Sequence[Row], *, hard: bool, attempts: int) -> None:
        """A row was played and is being revealed: the numbers on show are for the rows
        before it, so they are dimmed under "thinking…"; the new ones are worked out now,
        during the flip, and shown as its last tile turns (:meth:`follow`)."""
        self.add_class("-stale")
        self.view.set_busy(True)
        request: Request = (words.digest, hard, attempts, tuple(rows))
        self._holding, self._held = True, None
        if request != self.work_request:
            self._start(request, words)

    def _start(self, request: Request, words: WordList) -> None:
        self.view.set_busy(True)
        _digest, hard, attempts, rows = request
        engine = self.solvers.engine
        self.start_work(
            request,
            lambda cancelled, _progress: engine(words, hard=hard, attempts=attempts).analyse(
                rows, cancel=cancelled
            ),
        )

    def work_done(self, request: Request, result: Analysis) -> None:
        if self._holding:  # the row still turns: shown when it is on the board
            self._held = result
            return
        self._show(request, result)

    def _show(self, request: Request, result: Analysis) -> None:
        self.remove_class("-stale")
        self.view.show(result)
        self.view.set_busy(False)
        self.shown = request
        self.shown_at = time.perf_counter()
        self.post_message(self.Shown(self, request[3]))

    def work_failed(self, error: BaseException | None) -> None:
        self.remove_class("-stale")
        self.view.set_busy(False)

    @while_shown
    def forget(self) -> None:
        """Hidden: stop any work; the next follow starts afresh."""
        self.stop_work()
        self._holding, self._held = False, None
        self.remove_class("-stale")
        self.view.set_busy(False)

    @while_shown
    def scroll_words(self, pages: int) -> None:
        self.view.scroll_words(pages)
