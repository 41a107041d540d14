"""Fitting a board to the terminal: one table of tile sizes and one helper every board screen
uses (the game, watching the bot, the screens of marked rows).

The stylesheets draw the sizes (``.-tiles-large Tile`` and friends); this table says how much
room each takes, and tests/test_fit.py checks the two agree on a real screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Footer

from wordle_tui.widgets.too_small import TooSmall


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
KEYBOARD_PADDING = 2  # columns around the board and its keyboard
NOTE_WIDTH = 12  # the note beside a marked row ("2,302 left"), its margin the last tile's gap
SIDE_PANEL_WIDTH = 34  # the hints beside the board (screens.tcss: #side-panel, #as-side)
NARROW_FOOTER = 100  # columns: narrower, the Footer drops its spaces so more keys fit
NARROW_BOARD_FOOTER = 90  # the board's Footer has fewer keys
NOTHING = Size(0, 0)


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


def fit_board(
    screen: Screen,
    available: Size,
    *,
    length: int,
    rows: int,
    beside: Size = NOTHING,
    notes: int = 0,
    keyboard: bool = False,
    narrow_footer: int = NARROW_FOOTER,
    close_hints: bool = False,
) -> TileSize | None:
    """Give ``screen`` the tile size that fits (``beside``: what else the screen needs), or
    its TooSmall message; a narrow screen gets a compact Footer."""
    room = Size(max(0, available.width - beside.width), max(0, available.height - beside.height))
    tiles, needed = choose_tiles(length, rows, room, notes=notes, keyboard=keyboard)
    for each in TILE_SIZES:
        screen.set_class(each is tiles, f"-tiles-{each.name}")
    _footer_room(screen, tiles, room.height - needed.height)
    needed = Size(needed.width + beside.width, needed.height + beside.height)
    screen.query_one(TooSmall).check(needed, available, close_hints=close_hints)
    for footer in screen.query_children(Footer):
        footer.compact = available.width < narrow_footer
    return tiles


def _footer_room(screen: Screen, tiles: TileSize | None, spare_lines: int) -> None:
    """The smallest tiles count no line for the Footer (the board comes first): it shows
    when a line is left over all the same (the class ``-no-footer`` hides it otherwise)."""
    small = tiles is not None and tiles is TILE_SIZES[-1]
    screen.set_class(small and spare_lines < 1, "-no-footer")


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


def _short_of(needed: Size, room: Size) -> int:
    """Columns and lines missing: the message asks for the arrangement that misses least."""
    return max(0, needed.width - room.width) + max(0, needed.height - room.height)


def fit_boards(
    screen: Screen,
    available: Size,
    *,
    length: int,
    rows: int,
    boards: int,
    keyboard_width: int,
    beside: Size = NOTHING,
    close_hints: bool = False,
) -> tuple[TileSize | None, int]:
    """The same rule as :func:`fit_board` for several boards: the roomiest tile size that fits
    with some arrangement of the boards (most boards a line first); the screen gets the size's
    class, or its TooSmall message with what the smallest arrangement needs."""
    room = Size(max(0, available.width - beside.width), max(0, available.height - beside.height))
    chosen: tuple[TileSize, int] | None = None
    smallest: Size | None = None  # the arrangement nearest to fitting: for the message
    for tiles in TILE_SIZES:
        for columns in board_layouts(boards):
            size = boards_size(tiles, length, rows, boards, columns, keyboard_width)
            if room.width >= size.width and room.height >= size.height:
                chosen = (tiles, columns)
                break
            if smallest is None or _short_of(size, room) < _short_of(smallest, room):
                smallest = size
        if chosen is not None:
            break
    for each in TILE_SIZES:
        screen.set_class(chosen is not None and each is chosen[0], f"-tiles-{each.name}")
    if chosen is not None:
        tiles, columns = chosen
        size = boards_size(tiles, length, rows, boards, columns, keyboard_width)
        _footer_room(screen, tiles, room.height - size.height)
    if chosen is None:
        assert smallest is not None
        needed = Size(smallest.width + beside.width, smallest.height + beside.height)
        screen.query_one(TooSmall).check(needed, available, close_hints=close_hints)
    else:
        screen.query_one(TooSmall).check(NOTHING, available)
    for footer in screen.query_children(Footer):
        footer.compact = available.width < NARROW_BOARD_FOOTER
    return (None, 1) if chosen is None else chosen
