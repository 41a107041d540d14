"""A key of a multi-board game's keyboard: its letter over one colour block per board."""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text

from wordle_tui.core.scoring import Mark
from wordle_tui.i18n import N_, _
from wordle_tui.widgets.keyboard_key import BACKSPACE, ENTER, KeyboardKey
from wordle_tui.widgets.tile_palette import TilePalette

# ENTER is INTRO in Spanish: the same five columns, so the keyboard keeps its width.
LABELS = {ENTER: N_("ENTER"), BACKSPACE: "⌫"}
MIN_KEY_WIDTH = 4  # a key of Dordle: two blocks of two columns


def key_width(boards: int) -> int:
    """Columns of a letter key: one block per board (wider blocks for Dordle)."""
    return max(MIN_KEY_WIDTH, boards)


class MultiKey(KeyboardKey):
    """Split in blocks, in board order (left to right, top to bottom, as the boards sit):
    each block has the letter's colour on that board; a solved board's block is left blank,
    as the web versions show it. Clicking types the letter, as any key."""

    def __init__(self, value: str, boards: int, **kwargs: Any) -> None:
        super().__init__(value, **kwargs)
        self.boards = boards
        width = len(_(LABELS[value])) + 2 if value in LABELS else key_width(boards)
        self.styles.width = width
        self.styles.margin = (0, 1, 0, 0)
        self.marks: tuple[Mark | None, ...] = (None,) * boards
        self.spent = False
        self.palette: TilePalette | None = None

    def show_marks_by_board(
        self, marks: tuple[Mark | None, ...], spent: bool, palette: TilePalette
    ) -> None:
        """The letter's mark on each board still played (None: untried or solved there)."""
        if (marks, spent, palette) != (self.marks, self.spent, self.palette):
            self.marks, self.spent, self.palette = marks, spent, palette
            self.refresh()

    def render(self) -> Text:  # type: ignore[override]  # a styled label, not a string
        if self.value in LABELS or self.palette is None:
            label = LABELS.get(self.value)
            return Text(_(label) if label else self.value.upper(), justify="center")
        palette = self.palette
        width = key_width(self.boards)
        block = width // self.boards
        letter_at = (width - 1) // 2
        text = Text(no_wrap=True)
        for column in range(width):
            board = min(column // block, self.boards - 1)
            mark = self.marks[board]
            background = palette.key if mark is None else palette.of(mark)
            character = self.value.upper() if column == letter_at else " "
            colour = palette.foreground if mark is None else palette.text
            style = Style(bgcolor=background, color=colour, bold=True, dim=self.spent)
            text.append(character, style=style)
        return text
