"""The on-screen keyboard of a multi-board game: every key shows its state on each board."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import HorizontalGroup, VerticalGroup

from wordle_tui.core.languages import Language
from wordle_tui.core.multiboard import KeyboardState
from wordle_tui.widgets.keyboard_key import BACKSPACE, ENTER
from wordle_tui.widgets.multi_key import MultiKey, key_width
from wordle_tui.widgets.tile_palette import TilePalette


def multi_keyboard_width(language: Language, boards: int) -> int:
    """Columns the keyboard takes (its longest row of letters, each key and its gap)."""
    return max(len(row) for row in language.keyboard_rows) * (key_width(boards) + 1)


class MultiKeyboard(VerticalGroup):
    """Renders a :class:`KeyboardState`; the model says each letter's mark on each board."""

    DEFAULT_CSS = """
    MultiKeyboard { width: auto; height: auto; }
    MultiKeyboard > HorizontalGroup { width: auto; height: 1; }
    """

    def __init__(self, language: Language, boards: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.language = language
        self.boards = boards

    def compose(self) -> ComposeResult:
        rows = self.language.keyboard_rows
        for number, letters in enumerate(rows):
            keys = [MultiKey(letter, self.boards) for letter in letters]
            if number == len(rows) - 1:
                keys = [MultiKey(ENTER, self.boards), *keys, MultiKey(BACKSPACE, self.boards)]
            yield HorizontalGroup(*keys)

    def show_state(self, state: KeyboardState, palette: TilePalette) -> None:
        for key in self.query(MultiKey):
            if key.value not in (ENTER, BACKSPACE):
                key.show_marks_by_board(state.live(key.value), state.spent(key.value), palette)
