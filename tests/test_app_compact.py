"""What a player sees on small and compact screens: empty tiles that show in every theme, a
key bar on every board, a menu that fits, the keys that matter in a narrow Footer, and
headers that say which game and list they show."""

from __future__ import annotations

import itertools

import pytest
from rich.color import Color
from textual.strip import Strip
from textual.widgets import Footer, Label, OptionList
from textual.widgets._footer import FooterKey

from tests.app_support import load_test_words, make_app, start_practice
from tests.helpers import make_words, sweep
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.multiboard import QUORDLE, MultiGame
from wordle_tui.core.scoring import marks_of
from wordle_tui.core.settings import Settings
from wordle_tui.screens.menu_entries import MENU_ENTRIES
from wordle_tui.storage.store import Storage
from wordle_tui.textual_support.tiles import (
    BOARD_GAP,
    KEYBOARD_PADDING,
    NOTE_WIDTH,
    TILE_SIZES,
    keys_beside_size,
)
from wordle_tui.widgets.board import Board
from wordle_tui.widgets.keyboard import Keyboard
from wordle_tui.widgets.keyboard_key import KeyboardKey
from wordle_tui.widgets.mini_board import MiniBoard
from wordle_tui.widgets.multi_key import MultiKey
from wordle_tui.widgets.status_bar import StatusBar
from wordle_tui.widgets.tile import MARK_SYMBOLS, Tile
from wordle_tui.widgets.too_small import TooSmall

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


@pytest.mark.parametrize(
    ("theme", "high_contrast"), sweep(LOOKS, {("wordle-dark", False), ("textual-dark", True)})
)
async def test_the_empty_tiles_of_compact_boards_show_in_every_look(home, theme, high_contrast):
    """The empty tiles of the compact layouts were colour 234 on 233: the first
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


async def footer_ready(pilot) -> None:
    """The Footer has its keys, laid out (it leaves some out when narrow: Textual's own
    ``footer_settled`` waits for all of them)."""
    while True:
        await pilot.pause()
        footer = pilot.app.screen.query_one(Footer)
        if not footer.display:
            return  # hidden: nothing to wait for
        keys = list(footer.query(FooterKey))
        width = footer.size.width or pilot.app.size.width
        laid_out_for = getattr(footer, "_laid_out_for", width)
        if keys and all(key.region.width for key in keys) and laid_out_for == width:
            return


def footer_keys(screen) -> dict[str, FooterKey]:
    """The keys the Footer shows whole (inside its width), by key."""
    footer = screen.query_one(Footer)
    assert footer.display, "no Footer"
    right = footer.region.right
    return {
        key.key: key
        for key in footer.query(FooterKey)
        if key.region.width and key.region.right <= right
    }


@pytest.mark.parametrize(
    ("kind", "size"),
    [
        ("quordle", (80, 24)),
        ("quordle", (120, 40)),
        ("absurdle", (100, 32)),
        ("absurdle", (80, 24)),
    ],
)
async def test_several_boards_and_absurdle_have_a_key_bar(home, kind, size):
    """The several-boards and Absurdle screens had no Footer, unlike the board: the smallest
    tiles left it out even with lines to spare. It shows whenever a line is left (at 80×24
    Absurdle's keyboard goes beside its twenty rows to leave one)."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        if kind == "quordle":
            await app.action_new_multi("quordle")
        else:
            await app.action_new_absurdle()
        await footer_ready(pilot)
        keys = footer_keys(app.screen)
        assert {"escape", "ctrl+q", "f1", "f4"} <= set(keys), sorted(keys)
        assert not app.screen.query_one(TooSmall).display


async def test_a_narrow_footer_keeps_the_keys_that_matter(home):
    """At 60×20 the board's Footer overflowed ("…f1 Help▏^p palette3") and lost
    F3 and F4. Too narrow, it leaves out the palette, Settings and New game first."""
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await start_practice(pilot, "share")
        await footer_ready(pilot)
        keys = footer_keys(app.screen)
        assert {"escape", "ctrl+q", "f1", "f3", "f4"} <= set(keys), sorted(keys)
        shown = list(app.screen.query_one(Footer).query(FooterKey))
        assert len(shown) == len(keys)  # none cut at the edge
        await pilot.resize_terminal(100, 32)  # wider: every key again
        await footer_ready(pilot)
        assert {"ctrl+p", "f2", "ctrl+n"} <= set(footer_keys(app.screen))


@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
async def test_the_menu_shows_every_entry_with_games_in_progress(home, size):
    """Once Continue and In progress appeared the menu scrolled and hid Quit."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        app.menu.update_continue("Practice EN5P-7KQ2MXX · guess 2 of 6", 3)
        await pilot.pause()
        await pilot.pause()
        options = app.menu.query_one(OptionList)
        assert options.option_count == len(MENU_ENTRIES) + 2
        assert options.max_scroll_y == 0  # nothing scrolled away
        assert options.region.bottom <= app.menu.query_one(Footer).region.y
        assert app.menu.query_one("#menu-description").region.bottom <= size[1] - 1


async def test_headers_say_which_game_language_and_length(home):
    """The Archive had no title, a practice board showed only its code and
    "Diaria #27" said neither language nor length."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        board = await start_practice(pilot, "share")
        title = str(board.query_one("#status-title", Label).render())
        assert title == f"Practice {board.game.code} · English, 5 letters"
        await app.action_archive()
        await pilot.pause()
        assert str(app.screen.query_one("#archive-title", Label).render()).startswith("Archive")
        app.settings = Settings(help_seen=True, language="es", ui_language="es")
        await pilot.pause()
        await app.action_daily()
        await pilot.pause()
        daily = app.screen
        title = str(daily.query_one("#status-title", Label).render())
        assert title == f"Diaria #{daily.game.puzzle} · Español, 5 letras"
        await app.action_new_multi("quordle", daily=True)
        await pilot.pause()
        title = str(app.screen.query_one("#multi-title", Label).render())
        assert title.startswith("Quordle Diaria #") and title.endswith(" · Español, 5 letras")


@pytest.mark.parametrize(
    ("variant", "size"),
    [("quordle", (80, 24)), ("quordle", (80, 32)), ("quordle", (100, 50)), ("octordle", (120, 40))],
)
async def test_every_board_shows_all_its_rows(home, variant, size):
    """At 80×24 and 80×32 a Quordle's bottom boards showed 8 of their 9 rows: the grid put
    two lines between the lines of boards (and one column between boards side by side), so
    the last row fell under the keyboard. Every line of every board is drawn now."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await app.action_new_multi(variant)
        await pilot.pause()
        screen = app.screen
        assert not screen.query_one(TooSmall).display
        boards = list(screen.query(MiniBoard))
        for board in boards:
            assert board.region.height == board.attempts * board.tiles.lines
            for line in range(board.region.y, board.region.bottom):
                drawn, _ = screen.get_widget_at(board.region.x, line)
                assert drawn is board, f"{board.id}: line {line} shows {drawn}"
        first, second = boards[0].region, boards[1].region
        assert second.x - first.right == BOARD_GAP  # beside the last tile's own gap


def drawn_at(screen, widget, x: int, y: int) -> bool:
    """Whether what the screen shows at (x, y) is ``widget`` or a part of it."""
    shown, _ = screen.get_widget_at(x, y)
    return shown is widget or widget in shown.ancestors


async def test_absurdle_puts_its_keyboard_beside_the_board_at_80x24(home):
    """Absurdle's twenty rows and the keyboard under them filled 80×24 and the key bar was
    left out (a board of six rows shows one there). The keyboard goes beside the board, every
    row and every key in sight, and the Footer keeps its line."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.action_new_absurdle()
        await footer_ready(pilot)
        screen = app.screen
        assert screen.has_class("-keys-beside")
        assert {"escape", "ctrl+q", "f1", "f4"} <= set(footer_keys(screen))
        board = screen.query_one(Board)
        assert board.region.height == 20
        for line in range(board.region.y, board.region.bottom):
            assert drawn_at(screen, board, board.region.x, line), line
        notes = screen.query_one("#absurdle-notes").region
        keyboard = screen.query_one(Keyboard).region
        assert keyboard.x >= notes.right and keyboard.bottom <= board.region.bottom
        beside = keys_beside_size(TILE_SIZES[-1], 5, 20, notes=NOTE_WIDTH)  # as fit.py counts
        assert keyboard.right - board.region.x == beside.width - KEYBOARD_PADDING
        for key in screen.query(KeyboardKey):
            assert drawn_at(screen, key, key.region.x, key.region.y), key.value
        await pilot.resize_terminal(80, 25)  # a line more: the keyboard under the board
        await footer_ready(pilot)
        assert not screen.has_class("-keys-beside")
        assert screen.query_one(Keyboard).region.y >= board.region.bottom


async def test_a_short_wide_terminal_puts_the_keys_beside_a_board(home):
    """A six-row board at 80×8 said "Make the terminal at least 33×10": the keyboard under
    the board needs 10 lines. Beside the board it fits, the Footer too."""
    app = make_app()
    async with app.run_test(size=(80, 8)) as pilot:
        screen = await start_practice(pilot, "share")
        await footer_ready(pilot)
        assert screen.has_class("-keys-beside") and not screen.query_one(TooSmall).display
        board = screen.query_one(Board).region
        assert board.height == 6 and board.bottom <= 7
        assert screen.query_one(Keyboard).region.x >= board.right
        assert {"escape", "ctrl+q"} <= set(footer_keys(screen))


def status_line(screen) -> str:
    """The board's status line as shown: its visible labels, one space apart."""
    labels = screen.query_one(StatusBar).query(Label)
    return " ".join(str(label.render()) for label in labels if label.display)


@pytest.mark.parametrize(
    ("language", "name", "words", "hard"),
    [
        ("en", "Practice", "English, 5 letters", "HARD"),
        ("es", "Práctica", "Español, 5 letras", "DIFÍCIL"),
    ],
)
async def test_a_narrow_header_keeps_the_game_and_its_list(home, language, name, words, hard):
    """At 60×20 a practice board's header said only "ES5P-SJY36VE 0/6 0:10": the counters'
    words, the game, the language and the length went at once. The counters lose their
    words first, then the code goes: the game and its list stay."""
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        app.settings = Settings(help_seen=True, language=language, ui_language=language)
        await pilot.pause()
        await app.action_new_practice()
        await pilot.pause()
        screen = app.screen
        code = screen.game.code
        assert status_line(screen) == f"{name} {code} · {words} 0/6 0:00"
        screen.game.set_hard_mode(True)
        screen.refresh_view()
        await pilot.pause()
        assert status_line(screen) == f"{name} · {words} 0/6 {hard} 0:00"
        title = screen.query_one("#status-title", Label)
        assert title.size.width >= len(f"{name} · {words}")  # not cut


@pytest.mark.parametrize(
    ("kind", "size", "leave"),
    [
        ("absurdle", (60, 20), {"escape", "ctrl+q"}),
        ("octordle", (60, 20), {"escape", "ctrl+q"}),
        ("practice", (28, 8), {"escape"}),
        ("menu", (30, 10), {"q"}),
    ],
)
async def test_a_screen_too_small_keeps_its_key_bar(home, kind, size, leave):
    """Absurdle and the several boards at 60×20 showed only "Make the terminal at least…",
    no key bar: nothing said how to leave. The Footer stays under the message."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        if kind == "absurdle":
            await app.action_new_absurdle()
        elif kind == "practice":
            await app.action_new_practice()
        elif kind != "menu":
            await app.action_new_multi(kind)
        await footer_ready(pilot)
        screen = app.screen
        message = screen.query_one(TooSmall)
        assert message.display and "Make the terminal at least" in str(message.render())
        footer = screen.query_one(Footer)
        assert footer.display and footer.region.bottom == size[1]
        assert not message.region.overlaps(footer.region)
        assert leave <= set(footer_keys(screen))


@pytest.mark.parametrize(
    ("language", "words"), [("en", "English, 5 letters"), ("es", "Español, 5 letras")]
)
async def test_a_quordle_plays_at_60x20(home, language, words):
    """At 60×20 a Quordle showed only "Make the terminal at least…". Its boards fit there
    with tiny tiles (a letter and the column after it), four a line: every row, the keyboard,
    the key bar, and a header that keeps the game and its list."""
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        app.settings = Settings(help_seen=True, language=language, ui_language=language)
        await pilot.pause()
        await app.action_new_multi("quordle")
        await footer_ready(pilot)
        screen = app.screen
        assert not screen.query_one(TooSmall).display and screen.has_class("-tiles-tiny")
        boards = list(screen.query(MiniBoard))
        for board in boards:
            assert board.region.size == (5 * 2, 9)
            for line in range(board.region.y, board.region.bottom):
                assert drawn_at(screen, board, board.region.x, line), (board.id, line)
        assert len({board.region.y for board in boards}) == 1  # four a line
        for key in screen.query(MultiKey):
            assert drawn_at(screen, key, key.region.x, key.region.y), key.id
        assert {"escape", "ctrl+q"} <= set(footer_keys(screen))
        title = screen.query_one("#multi-title", Label)
        assert str(title.render()) == f"{screen.game.code} · {words}"  # Quordle-EN5P-…
        assert title.size.width >= len(str(title.render()))  # not cut
        assert str(screen.query_one("#multi-guesses", Label).render()) == "0/9"


async def test_tiny_tiles_keep_the_symbols_beside_the_letters(home):
    """A tiny tile is one column: with symbols on, the mark's symbol takes the column after
    the letter, so colour is never the only sign of a mark."""
    Storage().settings.save(Settings(help_seen=True, symbols=True))
    app = make_app(start=MultiGame.practice(load_test_words("en", 5), QUORDLE, seed=3))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press(*"crane", "enter")
        await pilot.pause()
        screen = app.screen
        assert screen.has_class("-tiles-tiny")
        for index, state in enumerate(screen.game.boards()):
            board = screen.query_one(f"#board-{index}", MiniBoard)
            marks = marks_of(state.rows[0].pattern, 5)
            expected = "".join(
                letter.upper() + (MARK_SYMBOLS[mark] or " ")
                for letter, mark in zip("crane", marks, strict=True)
            )
            assert "".join(segment.text for segment in board.render_line(0)) == expected


async def test_an_absurdle_note_never_spills_onto_the_next_row(home):
    """A Spanish Absurdle began "1.864" beside the first row and "palabras" beside the
    second: the note wrapped in its 12 columns. A note too long for them is cut with "…"."""
    words = itertools.islice(itertools.product("abcdeilmnorstu", repeat=5), 1200)
    answers = ["".join(word) for word in words]
    Storage().settings.save(Settings(help_seen=True, language="es", ui_language="es"))
    app = make_app(start=AbsurdleGame(make_words(answers, language="es")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        notes = app.screen.query_one("#absurdle-notes")
        first = "".join(segment.text for segment in notes.render_line(0)).rstrip()
        second = "".join(segment.text for segment in notes.render_line(1)).strip()
        assert first.startswith("1.200 ") and len(first) <= NOTE_WIDTH
        assert second == ""
