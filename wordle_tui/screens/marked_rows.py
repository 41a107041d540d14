"""What the two screens of marked rows share (the bot guessing your word, the assistant): a
session of rows the player colours, analysed by a thread worker, on a board that fits the
terminal or says how large it must be."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from textual import events, on, work
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer
from textual.worker import Worker, WorkerState, get_current_worker

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.bots.engine import Analysis, Engine
from wordle_tui.bots.marked_rows import MarkedRows
from wordle_tui.core.filtering import Row
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import WordList
from wordle_tui.widgets.mark_tile import MarkTile
from wordle_tui.widgets.marking_board import TILE_SIZES, MarkingBoard, board_layout
from wordle_tui.widgets.too_small import TooSmall

COMPACT_FOOTER_BELOW = 100  # columns: narrower, the Footer drops its spaces
WORKER_GROUP = "marked-rows"


class MarkedRowsScreen(Screen):
    """The worker, the fitting board and the clicks; each screen draws its own texts."""

    BOARD_MARGIN = Size(0, 0)  # columns and rows the screen needs beside the board
    KEYS_THAT_COME_AND_GO: tuple[str, ...] = ()  # Footer keys shown only when they act
    STOPPED = "The bot stopped"  # how a failure of the worker is told

    class Analysed(Message):
        """A worker's analysis of the rows; ``request`` says what it was asked for."""

        def __init__(self, screen: MarkedRowsScreen, analysis: Analysis, request: Hashable) -> None:
            super().__init__()
            self.screen = screen
            self.analysis = analysis
            self.request = request

        @property
        def control(self) -> MarkedRowsScreen:
            return self.screen

    def __init__(
        self, words: WordList, settings: Settings, solvers: SolverCache = SOLVERS, **kwargs
    ) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.solvers = solvers
        self.session = self._new_session(words)
        self._offered: tuple[bool | None, ...] = ()
        self._working_for: Hashable | None = None

    # --- what each screen says --------------------------------------------------------------

    def _new_session(self, words: WordList) -> MarkedRows:
        raise NotImplementedError

    def update(self) -> None:
        """Draw everything from the session, and ask the worker for what it lacks."""
        raise NotImplementedError

    def _request(self) -> Hashable:
        """What the analysis is asked for: a result for anything else is stale."""
        return self.session.key

    def _engine_attempts(self) -> int:
        """The attempts the solver plans for."""
        return self.session.attempts

    def _analyse_rows(
        self, engine: Engine, rows: tuple[Row, ...], cancel: Callable[[], bool]
    ) -> Analysis:
        return engine.analyse(rows, cancel=cancel)

    def _show_busy(self) -> None:
        """Show whether the worker is busy."""

    def _clear_view(self) -> None:
        """What a new game takes off the screen beyond the board."""

    # --- the board --------------------------------------------------------------------------

    def on_mount(self) -> None:
        self.query_one(MarkingBoard).set_symbols(self.settings.symbols)
        self.update()

    def on_resize(self, event: events.Resize) -> None:
        session, margin = self.session, self.BOARD_MARGIN
        room = Size(event.size.width - margin.width, event.size.height - margin.height)
        name, needed = board_layout(session.length, session.attempts, room)
        for each, _, _ in TILE_SIZES:
            self.set_class(each == name, f"-tiles-{each}")
        needed = Size(needed.width + margin.width, needed.height + margin.height)
        self.query_one(TooSmall).check(needed, event.size)
        self.query_one(Footer).compact = event.size.width < COMPACT_FOOTER_BELOW

    def _restart(self) -> None:
        """A new game with the list of the settings."""
        try:
            words = self.app.load_words(self.settings.language, self.settings.length)
        except OSError as exc:
            self.notify(f"The word list is missing: {exc}", severity="error")
            return
        self.workers.cancel_group(self, WORKER_GROUP)
        self._working_for = None
        self.session = self._new_session(words)
        board = self.query_one(MarkingBoard)
        board.remove_children()
        board.length = words.length
        self._clear_view()
        self.update()
        self.call_after_refresh(lambda: self.on_resize(events.Resize(self.size, self.size)))

    @on(MarkTile.Clicked)
    def _clicked(self, event: MarkTile.Clicked) -> None:
        if self.session.click(event.row, event.column):
            self.update()

    def _refresh_keys(self) -> None:
        """Redraw the Footer when the keys on offer change (not after every key)."""
        offered = tuple(self.check_action(action, ()) for action in self.KEYS_THAT_COME_AND_GO)
        if offered != self._offered:
            self._offered = offered
            self.refresh_bindings()

    # --- the worker ---------------------------------------------------------------------------

    def _analyse(self) -> None:
        request = self._request()
        if request == self._working_for:
            return
        self._working_for = request
        session = self.session
        self._work(session.words, session.hard, self._engine_attempts(), session.key, request)

    @work(thread=True, exclusive=True, exit_on_error=False, group=WORKER_GROUP)
    def _work(
        self,
        words: WordList,
        hard: bool,
        attempts: int,
        rows: tuple[Row, ...],
        request: Hashable,
    ) -> None:
        worker = get_current_worker()
        engine = self.solvers.engine(
            words, hard=hard, attempts=attempts, any_word=self.session.any_word
        )
        analysis = self._analyse_rows(engine, rows, lambda: worker.is_cancelled)
        if not worker.is_cancelled:
            self.post_message(self.Analysed(self, analysis, request))

    @on(Analysed)
    def _analysed(self, event: Analysed) -> None:
        event.stop()
        if event.request == self._working_for:
            self._working_for = None
        # a result for rows (or rules) since changed is dropped
        if event.request == self._request() and self.session.analysed(event.analysis):
            self.update()
        else:
            self._show_busy()

    @on(Worker.StateChanged)
    def _worker_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != WORKER_GROUP or event.state is not WorkerState.ERROR:
            return
        event.stop()
        self._working_for = None
        self._show_busy()
        self.notify(f"{self.STOPPED}: {event.worker.error}", severity="error", markup=False)
