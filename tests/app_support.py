"""Shared pieces for the app tests: tiny word lists, a fixed day and a clock that stands still."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from datetime import date, datetime, timedelta, timezone
from typing import Any, TypeVar

import pytest
from textual import events
from textual.message import Message
from textual.notifications import Notify
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets._footer import FooterKey
from textual.worker import WorkerCancelled, WorkerFailed

from tests.helpers import make_words
from wordle_tui.app import WordleApp
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import WordList
from wordle_tui.dialogs.custom_word import CustomWordScreen
from wordle_tui.dialogs.help import HelpScreen
from wordle_tui.dialogs.history import HistoryScreen
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.settings import SettingsScreen
from wordle_tui.dialogs.statistics import StatisticsScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.review import ReviewScreen
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.footer import Footer

M = TypeVar("M", bound=Message)

TODAY = date(2030, 3, 14)  # daily #1,230 (numbers count from 1 November 2026)
NOW = datetime(2030, 3, 14, 15, 30, 0, tzinfo=timezone(timedelta(hours=1)))  # on TODAY

ENGLISH_5 = make_words(
    ["crane", "share", "frame", "blame", "shake", "shape", "whack", "chuck"],
    ["tears", "adieu", "pills", "weary", "vague", "trace", "stare", "snare", "spare"],
)
ENGLISH_4 = make_words(["lamp", "ramp", "damp"], ["tank", "moon"])
SPANISH_5 = make_words(
    ["señor", "sueño", "dueño", "baños", "pañal", "perro", "gatos", "casas"],
    ["leñas", "niños", "extra"],
    language="es",
)
LISTS: dict[tuple[str, int], WordList] = {
    ("en", 5): ENGLISH_5,
    ("en", 4): ENGLISH_4,
    ("es", 5): SPANISH_5,
}


def load_test_words(language: str, length: int) -> WordList:
    try:
        return LISTS[(language, length)]
    except KeyError:
        raise FileNotFoundError(f"no test list {language}-{length}") from None


class StillClock:
    """A clock the test moves by hand, so timers show fixed values."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def make_app(*, animations: bool = False, first_run: bool = False, **options) -> WordleApp:
    """An app on the test lists, the fixed day and time and a still clock; the database
    goes to WORDLE_TUI_HOME, which every app test sets to a temporary folder.

    Motion is off unless asked for, and the first-run help is skipped unless asked for.
    """
    options.setdefault("load_words", load_test_words)
    if "storage" not in options:
        options["storage"] = Storage(options["load_words"])
    if not first_run and not options["storage"].settings.has_saved():
        options["storage"].settings.save(Settings(help_seen=True))
    options.setdefault("today", lambda: TODAY)
    options.setdefault("now", lambda: NOW)
    options.setdefault("clock", StillClock())
    app = WordleApp(**options)
    app.animation_level = "full" if animations else "none"
    return app


class Recorder:
    """Collects every message of a run_test (``message_hook``) to assert on domain events,
    and waits for one to arrive."""

    def __init__(self) -> None:
        self.messages: list[Message] = []
        self._seen: set[int] = set()
        self._arrived = asyncio.Event()

    def __call__(self, message: Message) -> None:
        # The hook sees a message at every pump it bubbles through: keep it once
        # (the list holds every message, so no id is reused while recording).
        if id(message) not in self._seen:
            self._seen.add(id(message))
            self.messages.append(message)
            self._arrived.set()

    def of(self, kind: type[M]) -> list[M]:
        return [m for m in self.messages if isinstance(m, kind)]

    async def wait_for(self, kind: type[M], where: Callable[[M], bool] = lambda m: True) -> M:
        """The first message of ``kind`` that ``where`` accepts, once the app has sent it.

        It arrives as the app dispatches it: ``settle`` (or a pause) lets the app handle it.
        """
        while True:
            for message in self.of(kind):
                if where(message):
                    return message
            self._arrived.clear()
            await self._arrived.wait()

    @property
    def toasts(self) -> list[str]:
        """The text of every notification posted so far."""
        return [str(m.notification.message) for m in self.of(Notify)]


class Calls:
    """Counts the calls of a method the test wraps (a screen's tick, the end of a reveal),
    so a test can wait for the next one instead of guessing how long it takes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, owner: type, name: str) -> None:
        self.count = 0
        self._called = asyncio.Event()
        original = getattr(owner, name)

        def counted(obj: Any, *args: Any, **kwargs: Any) -> Any:
            result = original(obj, *args, **kwargs)
            self.count += 1
            self._called.set()
            return result

        monkeypatch.setattr(owner, name, counted)

    async def reached(self, count: int) -> None:
        """Wait until the method has been called ``count`` times in all."""
        while self.count < count:
            self._called.clear()
            await self._called.wait()


async def settle(pilot: Pilot) -> None:
    """Let every worker finish and the app handle what they posted (and the work that starts).

    It waits on the workers themselves, never on the clock; a test that would wait forever
    is stopped by pytest-timeout.
    """
    app = pilot.app
    while app.is_running and not app._exit:  # an app that failed has nothing left to wait for
        await pilot.pause()
        busy = [worker for worker in app.workers if not worker.is_finished]
        if not busy:
            return
        with contextlib.suppress(WorkerCancelled, WorkerFailed):
            await app.workers.wait_for_complete(busy)


def footer_shows_the_keys(screen: Screen) -> bool:
    """Every Footer of ``screen`` shows the keys the screen offers now (but for those it
    left out for want of room: a narrow Footer drops ``FOOTER_DROPS`` first)."""
    return all(footer.shows_the_offered_keys() for footer in screen.query(Footer))


async def footer_settled(pilot: Pilot) -> None:
    """The Footer redraws its keys a refresh after the bindings change: wait until it has
    (each pause lets the app handle what is queued; pytest-timeout guards a hang)."""
    while not footer_shows_the_keys(pilot.app.screen):
        await pilot.pause()


async def footer_rebuilt(pilot: Pilot, screen: Screen, before: list[FooterKey]) -> None:
    """Wait for the Footer of ``screen`` to be rebuilt: a change of the interface language
    recomposes it a refresh later (the old keys go, then new ones are mounted). Rebuilt
    means every key shown is a new one (none of ``before``), mounted, and the keys the
    screen offers are all there; pytest-timeout guards a rebuild that never comes."""

    def rebuilt() -> bool:
        keys = list(screen.query(FooterKey))
        fresh = all(key.is_mounted and not any(key is old for old in before) for key in keys)
        return bool(keys) and fresh and footer_shows_the_keys(screen)

    while not rebuilt():
        await pilot.pause()


def burst(app: WordleApp, *keys: str) -> None:
    """Queue ``keys`` as a terminal sends a burst: none waits for the one before (Pilot's
    ``press`` waits for each; a real terminal does not)."""
    driver = app._driver
    assert driver is not None
    for key in keys:
        character = key if len(key) == 1 else {"space": " "}.get(key)
        event = events.Key(key, character)
        event.set_sender(app)
        driver.send_message(event)


async def play_words(pilot: Pilot, *words: str) -> None:
    """Type each word with Enter, then clear the toasts: a snapshot shows the board, not a
    toast that fades on a timer."""
    for word in words:
        await pilot.press(*word, "enter")
    await pilot.pause()
    pilot.app.clear_notifications()
    await pilot.pause()


async def type_word(pilot: Pilot, word: str, submit: bool = True) -> None:
    """Type with the physical keyboard, then Enter."""
    await pilot.press(*word)
    if submit:
        await pilot.press("enter")
    await pilot.pause()


async def start_practice(pilot: Pilot, secret: str) -> GameScreen:
    """Open a practice game from the menu and pin its hidden word (the seed is random)."""
    app = pilot.app
    while not isinstance(app.screen, MenuScreen):
        await pilot.press("escape")
        await pilot.pause()
    await pilot.press("p")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, GameScreen)
    screen.game.secret = secret
    return screen


async def open_screen(pilot: Pilot, name: str) -> None:
    """Bring up one screen of :data:`SCREENS` (the board is a practice game on SHARE)."""
    if name == "menu":
        await pilot.pause()
    elif name == "custom":
        await pilot.press("c")
    elif name in ("statistics", "history"):
        await pilot.press("t")
        await pilot.pause()
        if name == "history":
            await pilot.press("h")
    else:
        await start_practice(pilot, "share")
        if name in ("result", "review"):
            await type_word(pilot, "share")
        if name == "review":
            await pilot.press("r")
        elif name == "help":
            await pilot.press("f1")
        elif name == "settings":
            await pilot.press("f2")
    await pilot.pause()


SCREENS = {
    "menu": MenuScreen,
    "board": GameScreen,
    "help": HelpScreen,
    "settings": SettingsScreen,
    "result": ResultScreen,
    "custom": CustomWordScreen,
    "statistics": StatisticsScreen,
    "history": HistoryScreen,
    "review": ReviewScreen,
}
