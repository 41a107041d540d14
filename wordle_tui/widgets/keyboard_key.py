"""One key of the on-screen keyboard: click it to type."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from wordle_tui.core.scoring import Mark
from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.background import while_shown
from wordle_tui.widgets.tile import MARK_CLASSES, MARK_SYMBOLS

ENTER = "enter"
BACKSPACE = "backspace"
# ENTER is INTRO on a Spanish keyboard (five letters too: the wide key fits both)
_LABELS = {ENTER: N_("ENTER"), BACKSPACE: "⌫"}


class KeyboardKey(Widget):
    """A letter, Enter or Backspace. Never takes focus: typing goes to the board."""

    # Unscoped: the size classes (-tiles-large…) sit on an ancestor such as the screen.
    SCOPED_CSS = False

    DEFAULT_CSS = """
    KeyboardKey {
        width: 3;
        height: 1;
        margin: 0;
        content-align: center middle;
        text-style: bold;
        background: $key-background;
        color: $foreground;
    }
    KeyboardKey.-wide { width: 5; }
    .-tiles-medium KeyboardKey { margin: 0 1 0 0; }
    .-tiles-large KeyboardKey { width: 5; margin: 0 1 0 0; }
    .-tiles-large KeyboardKey.-wide { width: 7; }
    KeyboardKey:hover { background: $key-background-hover; }
    KeyboardKey.-correct { background: $tile-correct; color: $tile-text; }
    KeyboardKey.-present { background: $tile-present; color: $tile-text; }
    KeyboardKey.-absent { background: $tile-absent; color: $tile-text 60%; }
    App.-high-contrast KeyboardKey.-correct { background: $tile-correct-contrast; }
    App.-high-contrast KeyboardKey.-present { background: $tile-present-contrast; }
    """

    mark: reactive[Mark | None] = reactive(None)
    symbols: reactive[bool] = reactive(False)

    @dataclass
    class Pressed(Message):
        """The player clicked a key."""

        key: KeyboardKey

        @property
        def control(self) -> KeyboardKey:
            return self.key

        @property
        def value(self) -> str:
            """The letter, ``enter`` or ``backspace``."""
            return self.key.value

    def __init__(self, value: str, **kwargs: Any) -> None:
        super().__init__(id=self.id_for(value), **kwargs)
        self.value = value
        if value in _LABELS:
            self.add_class("-wide")

    @staticmethod
    def id_for(value: str) -> str:
        """``key-a``, ``key-enter``; letters beyond ASCII (ñ) by code point: ``key-u00f1``."""
        return f"key-{value}" if value.isascii() else f"key-u{ord(value):04x}"

    def render(self) -> str:
        label = _(_LABELS[self.value]) if self.value in _LABELS else self.value.upper()
        if self.symbols and self.mark is not None:
            label += MARK_SYMBOLS[self.mark]
        return label

    @while_shown
    def watch_mark(self, mark: Mark | None) -> None:
        for each, css_class in MARK_CLASSES.items():
            self.set_class(mark is each, css_class)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(self.Pressed(self))
