"""Shared pieces for the app tests: tiny word lists, a fixed day and a clock that stands still."""

from __future__ import annotations

from datetime import date

from tests.helpers import make_words
from wordle_tui.app import WordleApp
from wordle_tui.core.words import WordList
from wordle_tui.storage.saved_games import SavedGames
from wordle_tui.storage.settings_file import SettingsFile

TODAY = date(2024, 10, 31)

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


def make_app(**options) -> WordleApp:
    """An app on the test lists, the fixed day and a still clock; the files go to
    WORDLE_TUI_HOME, which every app test sets to a temporary folder."""
    options.setdefault("load_words", load_test_words)
    options.setdefault("today", lambda: TODAY)
    options.setdefault("clock", StillClock())
    options.setdefault("settings_file", SettingsFile())
    options.setdefault("saved_games", SavedGames(load_words=options["load_words"]))
    return WordleApp(**options)
