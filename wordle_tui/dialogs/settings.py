"""Settings: the interface and word languages, word length, attempts, hard mode and the looks.
Saved for next time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.widgets import Label, Select, Switch

from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.limits import MAX_ATTEMPTS, MIN_ATTEMPTS
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_, _, ngettext, ui_language
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

SWITCHES = (
    ("hard_mode", N_("Hard mode"), N_("revealed hints must be used in later guesses")),
    (
        "no_repeat",
        N_("No repeated guesses"),
        # unlike language, length and attempts (the note above), it applies at once
        N_("a word can be played only once per game; applies at once, to a game in progress too"),
    ),
    ("high_contrast", N_("High contrast"), N_("orange and blue instead of green and yellow")),
    ("symbols", N_("Symbols on tiles"), N_("● right spot, ○ elsewhere: not only colour")),
    ("animations", N_("Animations"), N_("flip, shake and bounce")),
)
SELECTS = ("ui_language", "language", "length", "attempts", "theme")
# Each interface language by its own name, whatever the interface language is.
UI_LANGUAGE_CHOICES = [
    ("English", "en"),
    ("Español", "es"),
    ("Français", "fr"),
    ("Deutsch", "de"),
    ("Italiano", "it"),
    ("Português", "pt"),
]
MIN_SIZE = Size(56, 12)  # a label and a full choice on one line, and a few settings in view


class SettingsScreen(Dialog[None]):
    """Every change is posted at once; the app applies it and this screen shows its settings."""

    AUTO_FOCUS = "#language"  # the keyboard alone: Enter opens the first choice, Tab moves on

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f2", "close", N_("Close"), id="settings.close"),
        Binding("q", "app.quit", N_("Quit"), id="settings.quit"),
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

    def __init__(self, settings: Settings, themes: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.themes = themes

    def compose(self) -> ComposeResult:
        settings = self.settings
        with VerticalScroll(id="settings", classes="-body"):
            yield Label(
                _("Language, length and attempts apply from the next game."), id="settings-note"
            )
            yield self._select(
                "language",
                _("Word language"),
                [(lang.title, code) for code, lang in LANGUAGES.items()],
                settings.language,
            )
            yield self._select(
                "ui_language",
                _("Interface language"),
                UI_LANGUAGE_CHOICES,
                self._value("ui_language"),
            )
            lengths = [
                (ngettext("{count} letter", "{count} letters", n).format(count=n), n)
                for n in WORD_LENGTHS
            ]
            yield self._select("length", _("Word length"), lengths, settings.length)
            yield self._select(
                "attempts",
                _("Attempts"),
                [(str(n), n) for n in range(MIN_ATTEMPTS, MAX_ATTEMPTS + 1)],
                settings.attempts,
            )
            for name, label, hint in SWITCHES:
                yield HorizontalGroup(
                    Label(_(label)),
                    Switch(getattr(settings, name), id=name),
                    Label(_(hint), classes="hint"),
                    classes="setting",
                )
            yield self._select(
                "theme", _("Theme"), [(theme, theme) for theme in self.themes], settings.theme
            )
        yield Footer()
        yield TooSmall()

    @while_shown
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
                self.query_one(f"#{name}", Select).value = self._value(name)

    def _value(self, name: str) -> Any:
        """A setting as shown: the interface language in use when the player chose none."""
        if name == "ui_language":
            return self.settings.ui_language or ui_language()
        return getattr(self.settings, name)

    def retranslate(self) -> None:
        """The interface language changed here: redraw every label in it."""
        self.call_later(self._redraw)

    @while_shown
    async def _redraw(self) -> None:
        focused = self.focused.id if self.focused is not None else None
        await self.recompose()
        if focused:
            self.query_one(f"#{focused}").focus()

    @while_shown
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
        if self._value(name) != value:
            self.post_message(self.Changed(self, name, value))

    def action_close(self) -> None:
        close(self, None)
