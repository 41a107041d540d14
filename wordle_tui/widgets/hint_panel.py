"""The board's hint panel: the words still possible and the best next guesses, kept in step
with the game's rows by a thread worker, so typing never waits for the solver."""

from __future__ import annotations

import time
from collections.abc import Sequence

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.worker import Worker, WorkerState, get_current_worker

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.bots.engine import Analysis
from wordle_tui.core.filtering import Row
from wordle_tui.core.words import WordList
from wordle_tui.widgets.hints_view import HintsView

WORKER_GROUP = "hints"

# What an analysis is for: the list, hard mode, attempts and the rows.
Request = tuple[str, bool, int, tuple[Row, ...]]


class HintPanel(Vertical):
    """Follows the rows it is given; shows only the result for the latest ones."""

    DEFAULT_CSS = """
    HintPanel { width: 1fr; height: 1fr; border: round $primary; padding: 0 1; }
    """

    class Computed(Message):
        """A worker's analysis, for the request it was started with."""

        def __init__(self, panel: HintPanel, request: Request, analysis: Analysis) -> None:
            super().__init__()
            self.panel = panel
            self.request = request
            self.analysis = analysis

        @property
        def control(self) -> HintPanel:
            return self.panel

    class Shown(Message):
        """New numbers are on screen, for ``rows``."""

        def __init__(self, panel: HintPanel, rows: tuple[Row, ...]) -> None:
            super().__init__()
            self.panel = panel
            self.rows = rows

        @property
        def control(self) -> HintPanel:
            return self.panel

    def __init__(self, solvers: SolverCache = SOLVERS, **kwargs) -> None:
        super().__init__(**kwargs)
        self.solvers = solvers
        self.wanted: Request | None = None
        self.shown: Request | None = None
        self.shown_at = 0.0  # perf_counter() when the numbers last changed (for the benchmark)

    def compose(self) -> ComposeResult:
        yield HintsView("Hints", id="hints-view")

    @property
    def view(self) -> HintsView:
        return self.query_one(HintsView)

    def follow(self, words: WordList, rows: Sequence[Row], *, hard: bool, attempts: int) -> None:
        """Show the hints for these rows: at once when known, else after the worker."""
        request: Request = (words.digest, hard, attempts, tuple(rows))
        if request == self.wanted:
            return
        self.wanted = request
        self.view.set_busy(True)
        self._work(request, words)

    @work(thread=True, exclusive=True, exit_on_error=False, group=WORKER_GROUP)
    def _work(self, request: Request, words: WordList) -> None:
        worker = get_current_worker()
        _, hard, attempts, rows = request
        engine = self.solvers.engine(words, hard=hard, attempts=attempts)
        analysis = engine.analyse(rows, cancel=lambda: worker.is_cancelled)
        if not worker.is_cancelled:
            self.post_message(self.Computed(self, request, analysis))

    @on(Computed)
    def _computed(self, event: Computed) -> None:
        event.stop()
        if event.request != self.wanted:
            return  # worked out for an older position: never shown
        self.view.show(event.analysis)
        self.view.set_busy(False)
        self.shown = event.request
        self.shown_at = time.perf_counter()
        self.post_message(self.Shown(self, event.request[3]))

    @on(Worker.StateChanged)
    def _worker_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != WORKER_GROUP or event.state is not WorkerState.ERROR:
            return
        event.stop()
        self.view.set_busy(False)
        self.notify(f"The hints stopped: {event.worker.error}", severity="error", markup=False)

    def forget(self) -> None:
        """Hidden: stop any work; the next follow starts afresh."""
        self.workers.cancel_group(self, WORKER_GROUP)
        self.wanted = None
        self.view.set_busy(False)

    def scroll_words(self, pages: int) -> None:
        self.view.scroll_words(pages)
