"""Fitting a board to the terminal: the helpers every board screen uses (the game, watching
the bot, the screens of marked rows, several boards), from the table of tile sizes of
:mod:`wordle_tui.textual_support.tiles`.
"""

from __future__ import annotations

from textual.containers import Grid
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Footer

from wordle_tui.textual_support.tiles import (
    BOARD_GAP,
    BOARD_GAP_LINES,
    BOARDS_TILE_SIZES,
    FOOTER_OPTIONAL,
    NARROW_BOARD_FOOTER,
    NARROW_FOOTER,
    NOTHING,
    TILE_SIZES,
    TileSize,
    board_layouts,
    boards_size,
    choose_tiles,
    keys_beside_size,
)
from wordle_tui.widgets.too_small import TooSmall


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
    its TooSmall message; a narrow screen gets a compact Footer. When the keyboard under
    the smallest board leaves no line for the Footer (Absurdle's twenty rows at 80×24), or
    does not fit, the keyboard goes beside the board if that fits (the class
    ``-keys-beside``)."""
    room = Size(max(0, available.width - beside.width), max(0, available.height - beside.height))
    tiles, needed = choose_tiles(length, rows, room, notes=notes, keyboard=keyboard)
    keys_beside = False
    if keyboard and not _footer_fits(tiles, room.height - needed.height):
        smallest = TILE_SIZES[-1]
        size = keys_beside_size(smallest, length, rows, notes=notes)
        fits = room.width >= size.width and room.height >= size.height
        if fits and (tiles is None or room.height > size.height):
            tiles, needed, keys_beside = smallest, size, True
    screen.set_class(keys_beside, "-keys-beside")
    for each in TILE_SIZES:
        screen.set_class(each is tiles, f"-tiles-{each.name}")
    _footer_room(screen, tiles, room.height - needed.height)
    needed = Size(needed.width + beside.width, needed.height + beside.height)
    screen.query_one(TooSmall).check(needed, available, close_hints=close_hints)
    for footer in screen.query_children(Footer):
        footer.compact = available.width < narrow_footer
    return tiles


def _footer_fits(tiles: TileSize | None, spare_lines: int) -> bool:
    """Whether the board fits with its Footer: the smallest tiles count no line for it."""
    return tiles is not None and (tiles not in FOOTER_OPTIONAL or spare_lines >= 1)


def _footer_room(screen: Screen, tiles: TileSize | None, spare_lines: int) -> None:
    """The smallest tiles count no line for the Footer (the board comes first): it shows
    when a line is left over all the same (the class ``-no-footer`` hides it otherwise)."""
    screen.set_class(tiles is not None and not _footer_fits(tiles, spare_lines), "-no-footer")


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
    with some arrangement of the boards (most boards a line first), down to the tiny tiles
    only several boards have; the screen gets the size's class, or its TooSmall message with
    what the smallest arrangement needs."""
    room = Size(max(0, available.width - beside.width), max(0, available.height - beside.height))
    chosen: tuple[TileSize, int] | None = None
    smallest: Size | None = None  # the arrangement nearest to fitting: for the message
    for tiles in BOARDS_TILE_SIZES:
        for columns in board_layouts(boards):
            size = boards_size(tiles, length, rows, boards, columns, keyboard_width)
            if room.width >= size.width and room.height >= size.height:
                chosen = (tiles, columns)
                break
            if smallest is None or _short_of(size, room) < _short_of(smallest, room):
                smallest = size
        if chosen is not None:
            break
    for each in BOARDS_TILE_SIZES:
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


def arrange_boards(
    grid: Grid, tiles: TileSize, columns: int, *, length: int, rows: int, boards: int
) -> None:
    """Lay the boards of ``grid`` out as :func:`boards_size` counts them. Textual's
    horizontal gutter is the one between lines of boards: swapped, the lines of boards were
    a line apart too many and the last board's last row fell under the keyboard."""
    width = length * tiles.columns
    lines = -(-boards // columns)
    styles = grid.styles
    styles.grid_size_columns = columns
    styles.grid_gutter_horizontal = BOARD_GAP_LINES
    styles.grid_gutter_vertical = BOARD_GAP
    styles.grid_columns = str(width)
    styles.grid_rows = str(rows * tiles.lines)
    padding = styles.padding
    styles.width = columns * width + (columns - 1) * BOARD_GAP + padding.width
    styles.height = lines * rows * tiles.lines + (lines - 1) * BOARD_GAP_LINES + padding.height
