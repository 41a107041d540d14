"""Settings: language, word length, attempts, hard mode and the looks. Saved for next time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Footer, Label, Select, Switch

from wordle_tui.core.game import MAX_ATTEMPTS, MIN_ATTEMPTS
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.settings import Settings
from wordle_tui.widgets.background import while_shown
from wordle_tui.widgets.navigation import close
from wordle_tui.widgets.too_small import TooSmall

SWITCHES = (
    ("hard_mode", "Hard mode", "revealed hints must be used in later guesses"),
    ("no_repeat", "No repeated guesses", "a word can be played only once per game"),
    ("high_contrast", "High contrast", "orange and blue instead of green and yellow"),
    ("symbols", "Symbols on tiles", "● right spot, ○ elsewhere: not only colour"),
    ("animations", "Animations", "flip, shake and bounce"),
)
SELECTS = ("language", "length", "attempts", "theme")
MIN_SIZE = Size(56, 12)  # a label and a full choice on one line, and a few settings in view


class SettingsScreen(ModalScreen[None]):
    """Every change is posted at once; the app applies it and this screen shows its settings."""

    AUTO_FOCUS = "#language"  # the keyboard alone: Enter opens the first choice, Tab moves on

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f2", "close", "Close", id="settings.close"),
        Binding("q", "app.quit", "Quit", id="settings.quit"),
    ]

    @dataclass
    class Changed(Message):
        """The player changed setting ``name`` to ``value`` (the app decides)."""

        screen: SettingsScreen
        name: str
        value: Any

        @property
        def control(self) -> SettingsScreen:
            return self.screen

    def __init__(self, settings: Settings, themes: list[str], **kwargs) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.themes = themes

    def compose(self) -> ComposeResult:
        settings = self.settings
        with VerticalScroll(id="settings", classes="-body"):
            yield Label(
                "Language, length and attempts apply from the next game.", id="settings-note"
            )
            yield self._select(
                "language",
                "Language",
                [(lang.name, code) for code, lang in LANGUAGES.items()],
                settings.language,
            )
            lengths = [(f"{n} letters", n) for n in WORD_LENGTHS]
            yield self._select("length", "Word length", lengths, settings.length)
            yield self._select(
                "attempts",
                "Attempts",
                [(str(n), n) for n in range(MIN_ATTEMPTS, MAX_ATTEMPTS + 1)],
                settings.attempts,
            )
            for name, label, hint in SWITCHES:
                yield HorizontalGroup(
                    Label(label),
                    Switch(getattr(settings, name), id=name),
                    Label(hint, classes="hint"),
                    classes="setting",
                )
            yield self._select(
                "theme", "Theme", [(theme, theme) for theme in self.themes], settings.theme
            )
        yield Footer()
        yield TooSmall()

    def on_mount(self) -> None:
        self.watch(self.app, "settings", self.show_settings, init=False)

    @while_shown
    def show_settings(self, settings: Settings) -> None:
        """Show the app's settings (a change the game refused goes back here)."""
        self.settings = settings
        with self.prevent(Switch.Changed, Select.Changed):
            for name, _label, _hint in SWITCHES:
                self.query_one(f"#{name}", Switch).value = getattr(settings, name)
            for name in SELECTS:
                self.query_one(f"#{name}", Select).value = getattr(settings, name)

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    @staticmethod
    def _select(
        name: str, label: str, options: list[tuple[str, Any]], value: Any
    ) -> HorizontalGroup:
        return HorizontalGroup(
            Label(label),
            Select(options, value=value, allow_blank=False, id=name),
            classes="setting",
        )

    @on(Select.Changed)
    def _selected(self, event: Select.Changed) -> None:
        if event.select.id and event.value is not Select.NULL:
            self._change(event.select.id, event.value)

    @on(Switch.Changed)
    def _switched(self, event: Switch.Changed) -> None:
        if event.switch.id:
            self._change(event.switch.id, event.value)

    def _change(self, name: str, value: Any) -> None:
        """Ask the app for the change; it answers with the settings it keeps."""
        if getattr(self.settings, name) != value:
            self.post_message(self.Changed(self, name, value))

    def action_close(self) -> None:
        close(self, None)
