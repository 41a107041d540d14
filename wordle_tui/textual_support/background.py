"""Work a widget or screen hands to a thread, written once: the request it is for, the
cancellation of older work, the result and progress messages, the stale-result check and the
one handler of failures (a toast, and the owner's own clean-up).

The hint panel, the review, watching the bot and the two screens of marked rows all use it:
each says what to work out and what to do with the answer, nothing more.

A result, a timer or a watched value may arrive after the widget was taken off the screen
(a screen popped by a key typed at the same moment) or before its children exist:
:func:`while_shown` wraps every such drawing method, and the answers of the work here are
dropped for a widget that is gone.
"""

from __future__ import annotations

import inspect
import threading
import time
from collections.abc import Awaitable, Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial, wraps
from typing import TYPE_CHECKING, Any, ClassVar, Concatenate, Generic, ParamSpec, TypeVar, cast

from textual.css.query import NoMatches
from textual.message import Message
from textual.widget import Widget
from textual.worker import Worker, WorkerState, get_current_worker

from wordle_tui.i18n import _
from wordle_tui.textual_support.compat import is_going_away

if TYPE_CHECKING:  # the mixin goes on a Widget or a Screen (a Widget too)
    from textual.widget import Widget as _Owner
else:
    _Owner = object

Q = TypeVar("Q", bound=Hashable)
R = TypeVar("R")
N = TypeVar("N", bound=Widget)
P = ParamSpec("P")
Cancelled = Callable[[], bool]
ReportProgress = Callable[[float], None]
PROGRESS_EVERY = 0.1  # seconds between two progress messages from a thread


def is_shown(node: Widget) -> bool:
    """The node is in the app's tree and not being removed (its ``on_mount`` may still be
    running: ``is_mounted`` turns true only after it)."""
    return node.is_attached and not is_going_away(node)


def while_shown(method: Callable[Concatenate[N, P], R]) -> Callable[Concatenate[N, P], R | None]:
    """For an entry point that draws: ``on_mount``, ``on_resize``, and whatever runs from a
    timer, a watched value or a key that raced a screen change (a job's result, progress and
    failure are guarded here, by :func:`draw_while_shown`). It does nothing once the node is
    gone. The helpers an entry point calls are not decorated: its guard covers them.

    A ``NoMatches`` raised because the node started going away while it drew (or before
    its children exist: a screen popped, or the app quitting, while it was being built
    mounts its ``on_mount`` with no children) is dropped too; on a mounted node still
    shown it is a real bug and is raised. Coroutine methods are guarded the same way.
    """
    if inspect.iscoroutinefunction(method):
        return cast(Callable[Concatenate[N, P], R | None], _while_shown_async(method))

    @wraps(method)
    def guarded(self: N, *args: P.args, **kwargs: P.kwargs) -> R | None:
        if not is_shown(self):
            return None
        try:
            return method(self, *args, **kwargs)
        except NoMatches:
            if self.is_mounted and is_shown(self):
                raise
            return None  # not composed yet, or taken down while it drew

    guarded.while_shown = True  # type: ignore[attr-defined]  # tests/test_drawing_guards.py
    return guarded


def draw_while_shown(node: Widget, draw: Callable[..., object], *args: Any) -> None:
    """Call ``draw(*args)`` as :func:`while_shown` would: nothing once ``node`` is gone, and
    a ``NoMatches`` raised because it started going away is dropped. For the entry points
    this module calls itself (a job's result, progress or failure)."""
    if not is_shown(node):
        return
    try:
        draw(*args)
    except NoMatches:
        if node.is_mounted and is_shown(node):
            raise


def _while_shown_async(
    method: Callable[Concatenate[N, P], Awaitable[R]],
) -> Callable[Concatenate[N, P], Awaitable[R | None]]:
    @wraps(method)
    async def guarded(self: N, *args: P.args, **kwargs: P.kwargs) -> R | None:
        if not is_shown(self):
            return None
        try:
            return await method(self, *args, **kwargs)
        except NoMatches:
            if self.is_mounted and is_shown(self):
                raise
            return None

    guarded.while_shown = True  # type: ignore[attr-defined]
    return guarded


class AbandonedOnQuit(ThreadPoolExecutor):
    """The executor of the app's thread workers: each job on a daemon thread that nothing
    waits for. A job the solver cannot stop (building a pattern table, checking a shipped
    tree: seconds of numpy) would otherwise keep the process alive after Quit, with the
    terminal already given back: the event loop's default executor is joined when the app
    ends. What such a job was working out is not needed once the app has quit (the game
    is saved before; caches are written to a temporary file and renamed).

    A ``ThreadPoolExecutor`` only because asyncio accepts no other as a loop's default; it
    keeps no pool."""

    def submit(  # type: ignore[override]
        self, fn: Callable[..., R], /, *args: Any, **kwargs: Any
    ) -> Future[R]:
        future: Future[R] = Future()

        def run() -> None:
            if not future.set_running_or_notify_cancel():
                return
            try:
                result = fn(*args, **kwargs)
            except BaseException as error:
                future.set_exception(error)
            else:
                future.set_result(result)

        threading.Thread(target=run, name="wordle-tui-work", daemon=True).start()
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Nothing to wait for: the jobs under way are abandoned (their workers are
        cancelled by the app, and a job that checks ``cancelled()`` stops on its own)."""


class BackgroundWork(Generic[Q, R], _Owner):
    """A mixin: :meth:`start_work` runs a job in a thread; only the latest request counts.

    A new request cancels the work under way (the job's ``cancelled()`` turns true, and a
    result that races past it is dropped). The owner overrides :meth:`work_done`, and may
    override :meth:`work_progress` and :meth:`work_failed`.
    """

    WORK_GROUP: ClassVar[str] = "background"  # one group per owner class
    WORK_STOPPED: ClassVar[str | None] = None  # the toast's words on a failure (None: no toast)

    _work_request: Q | None = None
    _working = False

    @dataclass
    class Report(Message, bubble=False):
        """From the thread, about the job for ``request``."""

        owner: BackgroundWork[Any, Any]
        request: Hashable

        @property
        def control(self) -> BackgroundWork[Any, Any]:
            return self.owner

    @dataclass
    class Done(Report, bubble=False):
        """The job finished with ``result``."""

        result: Any

    @dataclass
    class Progress(Report, bubble=False):
        """How far the job has got (0..1); a newer one replaces it in the queue."""

        fraction: float

        def can_replace(self, message: Message) -> bool:
            return isinstance(message, BackgroundWork.Progress) and message.owner is self.owner

    @property
    def work_request(self) -> Q | None:
        """The latest request (kept once answered, so the same one is not worked out again)."""
        return self._work_request

    @property
    def working(self) -> bool:
        """A job is under way for the latest request."""
        return self._working

    def start_work(self, request: Q, job: Callable[[Cancelled, ReportProgress], R]) -> None:
        """Work out ``job(cancelled, progress)`` in a thread for ``request``."""
        self._work_request = request
        self._working = True
        self.run_worker(
            partial(self._run_job, request, job),
            name=self.WORK_GROUP,
            group=self.WORK_GROUP,
            thread=True,
            exclusive=True,
            exit_on_error=False,
        )

    def stop_work(self) -> None:
        """Cancel the work under way and forget the request."""
        self.workers.cancel_group(self, self.WORK_GROUP)
        self._work_request = None
        self._working = False

    def _run_job(self, request: Q, job: Callable[[Cancelled, ReportProgress], R]) -> None:
        """In the thread: no widget is touched here, only messages are posted."""
        worker = get_current_worker()
        last = 0.0

        def progress(fraction: float) -> None:
            nonlocal last
            now = time.monotonic()
            if now - last >= PROGRESS_EVERY or fraction >= 1:
                last = now
                self.post_message(self.Progress(self, request, fraction))

        result = job(lambda: worker.is_cancelled, progress)
        if not worker.is_cancelled:
            self.post_message(self.Done(self, request, result))

    # --- the owner's side ---------------------------------------------------------------

    def work_done(self, request: Q, result: R) -> None:
        """The answer to the latest request."""
        raise NotImplementedError

    def work_progress(self, fraction: float) -> None:
        """Progress of the latest request's job."""

    def work_failed(self, error: BaseException | None) -> None:
        """The job raised ``error``: put the screen back in order (the toast is said already)."""

    # --- the handlers (by name: a mixin gets no @on handlers) ---------------------------

    def on_background_work_done(self, message: BackgroundWork.Done) -> None:
        message.stop()
        request = self._work_request
        if message.owner is not self or request is None or message.request != request:
            return  # worked out for an older request: never shown
        self._working = False
        # an entry point: the owner may be gone (nothing to draw on) or going
        draw_while_shown(self, self.work_done, request, message.result)

    def on_background_work_progress(self, message: BackgroundWork.Progress) -> None:
        message.stop()
        current = message.owner is self and message.request == self._work_request
        if current and self._working:
            draw_while_shown(self, self.work_progress, message.fraction)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The one place a failed job is handled."""
        worker = event.worker
        if worker.node is not self or worker.group != self.WORK_GROUP:
            return
        event.stop()
        if event.state is not WorkerState.ERROR:
            return
        self._work_request = None
        self._working = False
        if not is_shown(self):
            return  # the owner is gone: its failure concerns nobody now
        draw_while_shown(self, self.work_failed, worker.error)
        if self.WORK_STOPPED is not None:
            message = _("{who}: {error}").format(who=_(self.WORK_STOPPED), error=worker.error)
            self.notify(message, severity="error", markup=False)
