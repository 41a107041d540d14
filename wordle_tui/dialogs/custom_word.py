"""Custom word: hide a word of your own behind a code, or play the code a friend gave you."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.widgets import Button, Input, Label

from wordle_tui.core.codes import CodeError, code_pattern, friend_code
from wordle_tui.core.languages import MAX_LENGTH, MIN_LENGTH, get_language
from wordle_tui.core.new_game import (
    GameRequest,
    RequestError,
    WordLoader,
    check_custom_word,
    new_game,
)
from wordle_tui.core.saved import AnyGame
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(56, 14)  # a field wide enough for a word beside its two buttons


class CustomWordScreen(Dialog[AnyGame | None]):
    """Dismissed with the game to play, or None. Mistakes are explained and nothing is lost."""

    AUTO_FOCUS = "#custom-word"  # the keyboard alone: type the word at once

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Back"), id="custom.back"),
        # q is typed in the fields here: quitting takes ctrl+q (or ctrl+c).
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="custom.quit"),
    ]

    def __init__(self, settings: Settings, load_words: WordLoader, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.load_words = load_words

    def compose(self) -> ComposeResult:
        settings = self.settings
        with VerticalScroll(id="custom", classes="-body"):
            yield Label(_("Hide a word for a friend"), classes="custom-heading")
            yield Label(
                _("Any {language} word of {low} to {high} letters from the list.").format(
                    language=self._language_name(), low=MIN_LENGTH, high=MAX_LENGTH
                )
            )
            with HorizontalGroup(classes="custom-row"):
                yield Input(placeholder=_("your word"), password=True, id="custom-word")
                yield Button(_("Make code"), id="make-code", variant="primary")
                yield Button(_("Play here"), id="play-word")
            yield Label("", id="word-message", classes="custom-message", markup=False)
            yield Label("", id="custom-code", markup=False)
            yield Label(_("Play a friend's code"), classes="custom-heading")
            with HorizontalGroup(classes="custom-row"):
                yield Input(
                    placeholder=code_pattern(settings.language, settings.length, friend=True),
                    id="custom-code-input",
                )
                yield Button(_("Play"), id="play-code", variant="primary")
            yield Label("", id="code-message", classes="custom-message", markup=False)
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    def _language_name(self) -> str:
        return get_language(self.settings.language).in_text

    def _say(self, where: str, text: str) -> None:
        self.query_one(where, Label).update(text)

    @on(Input.Submitted, "#custom-word")
    @on(Button.Pressed, "#make-code")
    def make_code(self) -> None:
        """Show the friend code of the typed word (copied too); the word stays hidden."""
        text = self.query_one("#custom-word", Input).value
        try:
            checked = check_custom_word(text, self.settings.language, self.load_words)
        except OSError as exc:
            checked = _("The word list is missing: {reason}").format(reason=exc)
        if isinstance(checked, str):
            self._say("#word-message", checked)
            self._say("#custom-code", "")
            return
        word, words = checked
        code = friend_code(word, words.language.code)
        self._say("#word-message", "")
        self._say(
            "#custom-code",
            _("Code for your friend: {code}  (wordle-tui play --code {code})").format(code=code),
        )
        self.app.copy_to_clipboard(code)

    @on(Button.Pressed, "#play-word")
    def play_word(self) -> None:
        """Someone else at this keyboard plays the hidden word."""
        text = self.query_one("#custom-word", Input).value
        try:
            game = new_game(GameRequest(word=text), self.settings, self.load_words)
        except RequestError as exc:
            self._say("#word-message", str(exc))
            return
        except OSError as exc:
            self._say("#word-message", _("The word list is missing: {reason}").format(reason=exc))
            return
        close(self, game)

    @on(Input.Submitted, "#custom-code-input")
    @on(Button.Pressed, "#play-code")
    def play_code(self) -> None:
        code = self.query_one("#custom-code-input", Input).value
        try:  # a several-boards code opens its game too
            game = new_game(GameRequest(code=code), self.settings, self.load_words)
        except (CodeError, ValueError) as exc:  # ValueError: a list too short for the boards
            self._say("#code-message", str(exc))
            return
        except OSError as exc:
            self._say(
                "#code-message",
                _("The word list for this code is missing: {reason}").format(reason=exc),
            )
            return
        close(self, game)

    def action_cancel(self) -> None:
        close(self, None)
