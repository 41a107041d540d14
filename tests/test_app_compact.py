"""What a player sees on small and compact screens (issue 26, "Seeing the game"): empty tiles
that show in every theme, a key bar on every board, a menu that fits, the keys that matter
in a narrow Footer, and headers that say which game and list they show."""

from __future__ import annotations

import pytest
from rich.color import Color
from textual.strip import Strip

from tests.app_support import make_app
from wordle_tui.core.settings import Settings
from wordle_tui.widgets.mini_board import MiniBoard
from wordle_tui.widgets.tile import Tile

# (theme, high contrast): Textual's and ours, dark and light, the ANSI ones (the terminal's
# own colours: a shade of the background is lost there, a drawn line is not)
LOOKS = [
    ("textual-dark", False),
    ("textual-light", False),
    ("wordle-dark", False),
    ("wordle-light", False),
    ("ansi-dark", False),
    ("ansi-light", False),
    ("textual-dark", True),
    ("textual-light", True),
]
MIN_CONTRAST = 2.0  # WCAG's ratio; the old empty tile was 1.1 (colour 234 on 233)


def contrast(one: Color, two: Color) -> float:
    def luminance(color: Color) -> float:
        def channel(value: int) -> float:
            c = value / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        r, g, b = color.get_truecolor()
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def assert_visible(strip: Strip, page: Color, what: str) -> None:
    """The empty tile draws lines (not only a shade) in a colour that stands out."""
    drawn = [segment for segment in strip if segment.text.strip()]
    assert drawn, f"{what}: an empty tile draws nothing"
    for segment in drawn:
        style = segment.style
        assert style is not None and style.color is not None, what
        if style.color.is_default:
            continue
        background = style.bgcolor if style.bgcolor and not style.bgcolor.is_default else page
        if background.is_default:  # an ANSI theme: the terminal's own page
            continue
        ratio = contrast(style.color, background)
        assert ratio >= MIN_CONTRAST, f"{what}: {style.color} on {background} ({ratio:.2f})"


@pytest.mark.parametrize(("theme", "high_contrast"), LOOKS)
async def test_the_empty_tiles_of_compact_boards_show_in_every_look(home, theme, high_contrast):
    """Issue 26: the empty tiles of the compact layouts were colour 234 on 233: the first
    Quordle looked like it had no boards. Each is now a frame of lines a player can see."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.settings = Settings(help_seen=True, theme=theme, high_contrast=high_contrast)
        await pilot.pause()
        background = app.current_theme.background or "default"
        page = Color.default() if background.startswith("ansi_") else Color.parse(background)
        await app.action_new_absurdle()
        await pilot.pause()
        empty = next(tile for tile in app.screen.query(Tile) if tile.has_class("-empty"))
        assert empty.outer_size.height == 1  # a compact board
        assert_visible(empty.render_line(0), page, f"Absurdle, {theme}")
        await app.action_new_multi("quordle")
        await pilot.pause()
        board = app.screen.query(MiniBoard).first()
        assert board.tiles.lines < 3  # compact
        assert_visible(board.render_line(board.size.height - 1), page, f"Quordle, {theme}")
