"""Starting a Dordle, Quordle or Octordle: which one, and today's, a practice one or a code."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.widgets import Button, Input, Label, Select

from wordle_tui.core.codes import code_pattern
from wordle_tui.core.multiboard import QUORDLE, VARIANTS, get_variant
from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(50, 12)


@dataclass(frozen=True)
class MultiChoice:
    """What to play: the variant's daily or a practice puzzle, or the puzzle of a code."""

    variant: str
    daily: bool = False
    code: str | None = None


class MultiSetupScreen(Dialog[MultiChoice | None]):
    """Dismissed with the choice, or None; the app starts the game (and says why it cannot)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Back"), id="multi-setup.back"),
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="multi-setup.quit"),
    ]

    def __init__(
        self, variant: str = QUORDLE.key, language: str = "en", length: int = 5, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.variant = variant if variant in VARIANTS else QUORDLE.key
        self.language = language  # the settings' list: the example code is one of it
        self.length = length

    def compose(self) -> ComposeResult:
        choices = [
            (
                _("{name}: {boards} boards, {tries} tries").format(
                    name=v.name, boards=v.boards, tries=v.attempts
                ),
                v.key,
            )
            for v in VARIANTS.values()
        ]
        with VerticalScroll(id="multi-setup", classes="-body"):
            yield Label(_("Several boards at once"), classes="multi-setup-heading")
            yield Label(_("Each guess is played on every board not yet solved."))
            yield Select(choices, value=self.variant, allow_blank=False, id="multi-variant")
            with HorizontalGroup(classes="multi-setup-buttons"):
                yield Button(_("Daily"), id="multi-daily", variant="primary")
                yield Button(_("Practice"), id="multi-practice")
                yield Button(_("Cancel"), id="multi-cancel")
            yield Label(_("Or play a friend's code (Enter):"))
            yield Input(placeholder=self._example(self.variant), id="multi-code")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_mount(self) -> None:
        self.query_one("#multi-daily", Button).focus()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    def _example(self, variant: str) -> str:
        """What a code of ``variant`` in the settings' list looks like: ``Quordle-ES5P-…``."""
        return f"{get_variant(variant).name}-{code_pattern(self.language, self.length)}"

    @on(Select.Changed, "#multi-variant")
    def _variant_changed(self, event: Select.Changed) -> None:
        self.query_one("#multi-code", Input).placeholder = self._example(str(event.value))

    def _variant(self) -> str:
        return str(self.query_one("#multi-variant", Select).value)

    @on(Button.Pressed, "#multi-daily")
    def _daily(self) -> None:
        close(self, MultiChoice(self._variant(), daily=True))

    @on(Button.Pressed, "#multi-practice")
    def _practice(self) -> None:
        close(self, MultiChoice(self._variant()))

    @on(Input.Submitted, "#multi-code")
    def _code(self, event: Input.Submitted) -> None:
        if event.value.strip():
            close(self, MultiChoice(self._variant(), code=event.value.strip()))

    @on(Button.Pressed, "#multi-cancel")
    def action_cancel(self) -> None:
        close(self, None)
