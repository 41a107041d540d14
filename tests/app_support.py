"""Shared pieces for the app tests: tiny word lists, a fixed day and a clock that stands still."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import TypeVar

import pytest
from textual.message import Message
from textual.notifications import Notify
from textual.pilot import Pilot

from tests.helpers import make_words
from wordle_tui.app import WordleApp
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import WordList
from wordle_tui.screens.custom_word import CustomWordScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.help import HelpScreen
from wordle_tui.screens.history import HistoryScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.result import ResultScreen
from wordle_tui.screens.review import ReviewScreen
from wordle_tui.screens.settings import SettingsScreen
from wordle_tui.screens.statistics import StatisticsScreen
from wordle_tui.storage.paths import HOME_VARIABLE
from wordle_tui.storage.store import Storage

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


@pytest.fixture(name="home")
def home_folder(tmp_path, monkeypatch) -> Path:
    """Every app test keeps its files in a temporary WORDLE_TUI_HOME, never the real one."""
    folder = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(folder))
    return folder


class Recorder:
    """Collects every message of a run_test (``message_hook``) to assert on domain events."""

    def __init__(self) -> None:
        self.messages: list[Message] = []
        self._seen: set[int] = set()

    def __call__(self, message: Message) -> None:
        # The hook sees a message at every pump it bubbles through: keep it once
        # (the list holds every message, so no id is reused while recording).
        if id(message) not in self._seen:
            self._seen.add(id(message))
            self.messages.append(message)

    def of(self, kind: type[M]) -> list[M]:
        return [m for m in self.messages if isinstance(m, kind)]

    @property
    def toasts(self) -> list[str]:
        """The text of every notification posted so far."""
        return [str(m.notification.message) for m in self.of(Notify)]


async def until(pilot: Pilot, condition: Callable[[], bool], timeout: float = 6.0) -> None:
    """Let the app run until ``condition`` holds: motion timed by the wall clock, waited for
    without guessing how long a loaded machine takes (fails after ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the app never reached the expected state"
        await pilot.pause(0.02)


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
