"""The one table of tile sizes (wordle_tui/textual_support/tiles.py, applied to a screen by
wordle_tui/screens/fit.py): which size a board takes, and on a real screen, that the
stylesheet draws each size in the room the table says."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.geometry import Size
from textual.screen import Screen

from tests.app_support import make_app, settle, start_practice
from wordle_tui.bots.marked_rows import RowState, RowView
from wordle_tui.core.languages import get_language
from wordle_tui.core.resources import stylesheet_path
from wordle_tui.textual_support.tiles import (
    BOARDS_TILE_SIZES,
    NOTE_WIDTH,
    SIDE_PANEL_WIDTH,
    TILE_SIZES,
    TINY,
    TileSize,
    board_size,
    boards_size,
    choose_tiles,
    keys_beside_size,
)
from wordle_tui.themes import game_variables
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.keyboard import Keyboard
from wordle_tui.widgets.marking_board import MarkingBoard

SIZES = {tiles.name: tiles for tiles in TILE_SIZES}


def test_the_roomiest_size_that_fits_or_none_with_what_it_needs():
    def name(length, rows, width, height, **options):
        tiles, _ = choose_tiles(length, rows, Size(width, height), **options)
        return tiles.name if tiles else None

    # A board of 6 rows of 5 with the keyboard below: large needs 62×24, medium 42×17.
    assert name(5, 6, 80, 24, keyboard=True) == "large"
    assert name(5, 6, 80, 23, keyboard=True) == "medium"
    assert choose_tiles(8, 20, Size(80, 24), keyboard=True) == (SIZES["small"], Size(34, 24))
    assert choose_tiles(5, 6, Size(20, 5), keyboard=True) == (None, Size(33, 10))
    # Marked rows: their notes beside, no keyboard.
    assert board_size(SIZES["large"], 5, 6, notes=NOTE_WIDTH) == Size(40 + NOTE_WIDTH, 18)
    assert name(5, 6, 40 + NOTE_WIDTH, 18, notes=NOTE_WIDTH) == "large"
    assert name(5, 6, 39 + NOTE_WIDTH, 18, notes=NOTE_WIDTH) == "medium"
    # Absurdle's twenty rows, the keyboard beside: the board, its notes, the keys; and the
    # status line (the Footer's line is fit_board's to find)
    small = SIZES["small"]
    assert keys_beside_size(small, 5, 20, notes=NOTE_WIDTH) == Size(20 + 12 + 2 + 31 + 2, 21)


def test_several_boards_go_down_to_tiny_tiles():
    """A Quordle's four boards of nine rows with its keyboard (50 columns): small tiles two
    a line need 23 lines; tiny ones (a letter and a column) four a line fit 60×20."""
    assert boards_size(SIZES["small"], 5, 9, 4, 2, 50) == Size(52, 23)
    assert boards_size(TINY, 5, 9, 4, 4, 50) == Size(52, 13)
    assert BOARDS_TILE_SIZES[-1] is TINY and TINY not in TILE_SIZES  # no Tile draws it


class Boards(Screen):
    def compose(self) -> ComposeResult:
        yield Board(5, 3)
        yield Keyboard(get_language("en"))
        yield MarkingBoard(5)


class StyledApp(App[None]):
    """The app's stylesheet and colours, nothing else."""

    CSS_PATH = stylesheet_path()

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return game_variables(dark=True)


@pytest.mark.parametrize("tiles", TILE_SIZES, ids=lambda tiles: tiles.name)
async def test_the_stylesheet_draws_each_size_as_the_table_says(tiles: TileSize):
    app = StyledApp()
    async with app.run_test(size=(150, 60)) as pilot:
        screen = Boards(classes=f"-tiles-{tiles.name}")
        await app.push_screen(screen)
        marking = screen.query_one(MarkingBoard)
        marking.show([RowView("crane", None, RowState.EMPTY)] * 3, ["2,302 left"] * 3)
        await pilot.pause()
        board = screen.query_one(Board).region.size
        assert board == board_size(tiles, 5, 3)
        assert screen.query_one(Keyboard).region.width == tiles.keyboard_columns
        assert marking.region.size == board_size(tiles, 5, 3, notes=NOTE_WIDTH)


async def test_the_hint_panel_takes_the_columns_the_table_gives_it(home):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await start_practice(pilot, "share")
        await pilot.press("f3")
        await settle(pilot)
        assert screen.query_one("#side-panel").outer_size.width == SIDE_PANEL_WIDTH
