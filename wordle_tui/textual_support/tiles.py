"""The board's tile sizes: one table of what each size takes, and the room a board (or several,
with or without the keyboard) needs at each. :mod:`wordle_tui.screens.fit` gives a screen the
size that fits.

The stylesheets draw the sizes (``.-tiles-large Tile`` and friends); tests/test_fit.py checks
the two agree on a real screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.geometry import Size


@dataclass(frozen=True)
class TileSize:
    """What one size of tiles takes: a screen with it has the class ``-tiles-<name>``."""

    name: str
    columns: int  # a tile and the gap after it
    lines: int  # a row and the gap below it
    keyboard_columns: int  # the on-screen keyboard's width at this size
    keyboard_lines: int  # with the keyboard: the status line, the gap, the keys and the Footer


# Roomiest first: a board takes the first size that fits.
TILE_SIZES = (
    TileSize("large", columns=8, lines=3, keyboard_columns=60, keyboard_lines=6),
    TileSize("medium", columns=6, lines=2, keyboard_columns=40, keyboard_lines=5),
    TileSize("small", columns=4, lines=1, keyboard_columns=31, keyboard_lines=4),
)
# Several boards only (MiniBoard draws them as text, no stylesheet): a letter and the column
# after it, so a Quordle fits 60×20 four boards a line. The last resort before the message.
TINY = TileSize("tiny", columns=2, lines=1, keyboard_columns=0, keyboard_lines=4)
BOARDS_TILE_SIZES = (*TILE_SIZES, TINY)
# The sizes whose keyboard_lines count no line for the Footer: it shows when one is left.
FOOTER_OPTIONAL = (TILE_SIZES[-1], TINY)
KEYBOARD_PADDING = 2  # columns around the board and its keyboard
NOTE_WIDTH = 12  # the note beside a marked row ("2,302 left"), its margin the last tile's gap
SIDE_PANEL_WIDTH = 34  # the hints beside the board (screens.tcss: #side-panel, #as-side)
NARROW_FOOTER = 100  # columns: narrower, the Footer drops its spaces so more keys fit
NARROW_BOARD_FOOTER = 90  # the board's Footer has fewer keys
NOTHING = Size(0, 0)
KEYS_GAP = 2  # columns between a board and the keyboard beside it (screens.tcss: #gap)
KEY_ROWS = 3  # lines of the on-screen keyboard


def board_size(
    tiles: TileSize, length: int, rows: int, *, notes: int = 0, keyboard: bool = False
) -> Size:
    """Room for ``rows`` rows of ``length`` tiles (with notes beside, or the keyboard below)."""
    width = length * tiles.columns + notes
    height = rows * tiles.lines
    if keyboard:
        width = max(width, tiles.keyboard_columns) + KEYBOARD_PADDING
        height += tiles.keyboard_lines
    return Size(width, height)


def keys_beside_size(tiles: TileSize, length: int, rows: int, *, notes: int = 0) -> Size:
    """Room for the board with the keyboard beside it and the status line above: a short,
    wide terminal keeps a line for the Footer that way (the Footer's line is not counted)."""
    board = board_size(tiles, length, rows, notes=notes)
    width = board.width + KEYS_GAP + tiles.keyboard_columns + KEYBOARD_PADDING
    return Size(width, max(board.height, KEY_ROWS) + 1)


def choose_tiles(
    length: int, rows: int, available: Size, *, notes: int = 0, keyboard: bool = False
) -> tuple[TileSize | None, Size]:
    """The roomiest size whose board fits ``available``, or None with the smallest's needs."""
    needed = Size(0, 0)
    for tiles in TILE_SIZES:
        needed = board_size(tiles, length, rows, notes=notes, keyboard=keyboard)
        if available.width >= needed.width and available.height >= needed.height:
            return tiles, needed
    return None, needed


BOARD_GAP = 2  # columns between two boards side by side (besides the last tile's gap)
BOARD_GAP_LINES = 1  # lines between two rows of boards


def board_layouts(boards: int) -> list[int]:
    """How many boards a line may hold, most first: every count that fills its lines evenly."""
    return [columns for columns in range(boards, 0, -1) if boards % columns == 0]


def boards_size(
    tiles: TileSize, length: int, rows: int, boards: int, columns: int, keyboard_width: int
) -> Size:
    """Room for ``boards`` boards, ``columns`` a line, and the keyboard below them."""
    one = board_size(tiles, length, rows)
    lines = -(-boards // columns)
    width = columns * one.width + (columns - 1) * BOARD_GAP
    height = lines * one.height + (lines - 1) * BOARD_GAP_LINES
    return Size(max(width, keyboard_width) + KEYBOARD_PADDING, height + tiles.keyboard_lines)
