"""Settings: language, word length, attempts, hard mode and the looks. Saved for next time."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Footer, Label, Select, Switch

from wordle_tui.core.game import MAX_ATTEMPTS, MIN_ATTEMPTS, Game
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.settings import Settings
from wordle_tui.widgets.too_small import TooSmall

SWITCHES = (
    ("hard_mode", "Hard mode", "revealed hints must be used in later guesses"),
    ("no_repeat", "No repeated guesses", "a word can be played only once per game"),
    ("high_contrast", "High contrast", "orange and blue instead of green and yellow"),
    ("symbols", "Symbols on tiles", "● right spot, ○ elsewhere: not only colour"),
    ("animations", "Animations", "flip, shake and bounce"),
)
MIN_SIZE = Size(56, 12)  # a label and a full choice on one line, and a few settings in view


class SettingsScreen(ModalScreen[None]):
    """Every change is posted at once; the rule on hard mode is asked of the game itself."""

    DEFAULT_CSS = """
    SettingsScreen { align: center middle; }
    SettingsScreen #settings { width: 76; max-width: 100%; height: auto; max-height: 100%;
                               border: round $primary; background: $surface; padding: 0 1; }
    SettingsScreen .setting { height: auto; margin: 0 0 1 0; }
    SettingsScreen .setting > Label { width: 24; padding: 1 0 0 0; }
    SettingsScreen .setting > Select { width: 30; }
    SettingsScreen .setting > .hint { width: 1fr; color: $text-muted; padding: 1 0 0 1; }
    SettingsScreen #settings-note { color: $text-muted; width: 100%; margin: 0 0 1 0; }
    """

    AUTO_FOCUS = "#language"  # the keyboard alone: Enter opens the first choice, Tab moves on

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f2", "close", "Close", id="settings.close"),
        Binding("q", "app.quit", "Quit", id="settings.quit"),
    ]

    class Changed(Message):
        """The player changed one setting; ``settings`` is the whole new set."""

        def __init__(self, screen: SettingsScreen, settings: Settings, name: str) -> None:
            super().__init__()
            self.screen = screen
            self.settings = settings
            self.name = name

        @property
        def control(self) -> SettingsScreen:
            return self.screen

    def __init__(
        self, settings: Settings, themes: list[str], game: Game | None = None, **kwargs
    ) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.themes = themes
        self.game = game if game is not None and not game.is_over else None

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
        name = event.switch.id
        if name is None:
            return
        if name == "hard_mode" and self.game is not None:
            refused = self.game.set_hard_mode(event.value)
            if refused is not None:
                self.notify(refused.message, severity="warning")
                with self.prevent(Switch.Changed):
                    event.switch.value = self.game.hard_mode
                return
        if name == "no_repeat" and self.game is not None:
            self.game.set_no_repeat(event.value)
        self._change(name, event.value)

    def _change(self, name: str, value: Any) -> None:
        if getattr(self.settings, name) == value:
            return
        self.settings = replace(self.settings, **{name: value})
        self.post_message(self.Changed(self, self.settings, name))

    def action_close(self) -> None:
        self.dismiss(None)
