"""One board of a multi-board game, drawn as text: eight boards of tile widgets would be
hundreds of widgets, this is one per board."""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from wordle_tui.core.multiboard import Board as BoardState
from wordle_tui.core.scoring import Mark, marks_of
from wordle_tui.textual_support.tiles import TILE_SIZES, TileSize
from wordle_tui.widgets.tile import MARK_SYMBOLS, empty_frame
from wordle_tui.widgets.tile_palette import TilePalette


class MiniBoard(Widget):
    """A board's rows at one of the fit table's tile sizes; it never decides what a row is
    worth (the model's :class:`~wordle_tui.core.multiboard.Board` does)."""

    DEFAULT_CSS = """
    MiniBoard { width: auto; height: auto; }
    """

    def __init__(self, length: int, attempts: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.length = length
        self.attempts = attempts
        self.state: BoardState | None = None
        self.typed = ""
        self.tiles: TileSize = TILE_SIZES[-1]
        self.palette: TilePalette | None = None
        self.symbols = False

    def show(
        self,
        state: BoardState,
        typed: str,
        tiles: TileSize,
        palette: TilePalette,
        symbols: bool = False,
    ) -> None:
        """Draw ``state`` (with the row being typed, when the board is still played)."""
        self.state, self.typed, self.tiles = state, typed, tiles
        self.palette, self.symbols = palette, symbols
        self.styles.width = self.length * tiles.columns
        self.styles.height = self.attempts * tiles.lines
        self.set_class(state.solved, "-solved")
        self.refresh(layout=True)

    def _cells(self) -> list[list[tuple[str, Mark | None]]]:
        """Each row's letters and marks; the typed row on an unsolved board."""
        rows: list[list[tuple[str, Mark | None]]] = []
        state = self.state
        if state is None:
            return rows
        for row in state.rows:
            marks = marks_of(row.pattern, self.length)
            rows.append(list(zip(row.guess, marks, strict=True)))
        if not state.solved and len(rows) < self.attempts and self.typed:
            rows.append([(letter, None) for letter in self.typed])
        return rows

    def render(self) -> Text:
        palette = self.palette
        text = Text(no_wrap=True, overflow="crop")
        if palette is None:
            return text
        tiles = self.tiles
        width = tiles.columns - 1  # a tile, then one column of gap
        face_lines = max(1, tiles.lines - 1) if tiles.lines < 3 else 3
        cells = self._cells()
        solved = self.state is not None and self.state.solved
        lines: list[Text] = []
        for number in range(self.attempts):
            row = cells[number] if number < len(cells) else []
            for line in range(face_lines):
                out = Text()
                for position in range(self.length):
                    letter, mark = row[position] if position < len(row) else ("", None)
                    out.append_text(self._face(letter, mark, line, face_lines, width, solved))
                    out.append_text(self._after(mark, width))
                lines.append(out)
            for _gap in range(tiles.lines - face_lines):
                lines.append(Text())
        return Text("\n").join(lines)

    def _after(self, mark: Mark | None, width: int) -> Text:
        """The column after a tile: a space, or on a tile too narrow for its symbol (the tiny
        size, one column) the symbol, so the marks never rest on colour alone."""
        if width > 1 or not self.symbols or mark is None or not MARK_SYMBOLS[mark]:
            return Text(" ")
        assert self.palette is not None
        return Text(MARK_SYMBOLS[mark], style=Style(color=self.palette.foreground))

    def _face(
        self, letter: str, mark: Mark | None, line: int, face_lines: int, width: int, solved: bool
    ) -> Text:
        """One line of one tile: large tiles are a half block, the letter line, a half block."""
        palette = self.palette
        assert palette is not None
        background = palette.of(mark)
        if face_lines == 3 and line != 1:
            block = "▄" if line == 0 else "▀"
            return Text(block * width, style=Style(color=background))
        if not letter and mark is None and face_lines < 3:  # a frame of lines (Tile.render)
            style = Style(color=palette.empty_line, dim=solved)
            return Text(empty_frame(width), style=style)
        label = letter.upper()
        if self.symbols and mark is not None and label:
            label += MARK_SYMBOLS[mark]
        colour = palette.text if mark is not None else palette.foreground
        style = Style(bgcolor=background, color=colour, bold=True, dim=solved and not letter)
        return Text(label.center(width)[:width], style=style)
