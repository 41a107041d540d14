"""The on-screen keyboard: QWERTY rows of the language (Spanish has Ñ), Enter and ⌫."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import HorizontalGroup, VerticalGroup

from wordle_tui.core.languages import Language
from wordle_tui.core.scoring import Mark
from wordle_tui.widgets.keyboard_key import BACKSPACE, ENTER, KeyboardKey


class Keyboard(VerticalGroup):
    """Keys coloured with the best mark the model knows for each letter."""

    DEFAULT_CSS = """
    Keyboard { width: auto; height: auto; align-horizontal: center; }
    Keyboard > HorizontalGroup { width: auto; height: 1; }
    """

    def __init__(self, language: Language, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.language = language

    def compose(self) -> ComposeResult:
        rows = self.language.keyboard_rows
        for number, letters in enumerate(rows):
            keys = [KeyboardKey(letter) for letter in letters]
            if number == len(rows) - 1:
                keys = [KeyboardKey(ENTER), *keys, KeyboardKey(BACKSPACE)]
            yield HorizontalGroup(*keys)

    def show_marks(self, marks: dict[str, Mark]) -> None:
        for key in self.query(KeyboardKey):
            key.mark = marks.get(key.value)

    def set_symbols(self, symbols: bool) -> None:
        for key in self.query(KeyboardKey):
            key.symbols = symbols
