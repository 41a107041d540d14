"""Watch the bot, first step: the word it plays (typed, or a random one), how it plays."""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Label, Select, Switch

from wordle_tui.bots.watch import WatchSetup, pick_secret
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.settings import Settings
from wordle_tui.solver.strategies import DEFAULT_STRATEGY, STRATEGIES
from wordle_tui.widgets.navigation import close
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(56, 14)


class WatchSetupScreen(ModalScreen[WatchSetup | None]):
    """Dismissed with what to watch, or None. A word that cannot be played says why."""

    AUTO_FOCUS = "#watch-word"  # type the word at once, Enter starts

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Back", id="watch-setup.back"),
        # letters are typed in the word field: quitting takes ctrl+q (or ctrl+c)
        Binding("ctrl+q", "app.quit", "Quit", priority=True, id="watch-setup.quit"),
    ]

    def __init__(self, settings: Settings, load_words: WordLoader, **kwargs) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.load_words = load_words

    def compose(self) -> ComposeResult:
        settings = self.settings
        languages = [(lang.name, code) for code, lang in LANGUAGES.items()]
        lengths = [(f"random: {n} letters", n) for n in WORD_LENGTHS]
        strategies = [(f"{name}: {cls.summary}", name) for name, cls in STRATEGIES.items()]
        with VerticalScroll(id="watch-setup", classes="-body"):
            yield Label("Watch the bot", classes="watch-heading")
            yield Label("It plays the word you choose and says why it plays each guess.")
            with HorizontalGroup(classes="setting"):
                yield Label("Word")
                yield Input(placeholder="empty: a random word", id="watch-word")
            yield Label("", id="watch-message", markup=False)
            with HorizontalGroup(classes="setting"):
                yield Label("Language")
                yield Select(
                    languages, value=settings.language, allow_blank=False, id="watch-language"
                )
                yield Select(
                    lengths,
                    value=settings.length,
                    allow_blank=False,
                    id="watch-length",
                    tooltip="The length of a random word",
                )
            with HorizontalGroup(classes="setting"):
                yield Label("Strategy")
                yield Select(
                    strategies, value=DEFAULT_STRATEGY, allow_blank=False, id="watch-strategy"
                )
            with HorizontalGroup(classes="setting"):
                yield Label("Hard mode")
                yield Switch(settings.hard_mode, id="watch-hard")
                yield Label("", classes="hint")
                yield Button("Watch", id="watch-start", variant="primary")
                yield Button("Cancel", id="watch-cancel")
        yield Footer()
        yield TooSmall()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    @on(Input.Submitted, "#watch-word")
    @on(Button.Pressed, "#watch-start")
    def start(self) -> None:
        """Check the word; when it can be played, close with the setup."""
        language = self.query_one("#watch-language", Select).value
        length = self.query_one("#watch-length", Select).value
        strategy = self.query_one("#watch-strategy", Select).value
        text = self.query_one("#watch-word", Input).value
        try:
            picked = pick_secret(text, str(language), int(length), self.load_words)  # type: ignore[arg-type]
        except OSError as exc:
            picked = f"The word list is missing: {exc}"
        if isinstance(picked, str):
            self.query_one("#watch-message", Label).update(picked)
            self.query_one("#watch-word", Input).focus()
            return
        word, words = picked
        setup = WatchSetup(
            words,
            word,
            strategy=str(strategy),
            hard=self.query_one("#watch-hard", Switch).value,
            attempts=self.settings.attempts,
        )
        close(self, setup)

    @on(Button.Pressed, "#watch-cancel")
    def action_cancel(self) -> None:
        close(self, None)
