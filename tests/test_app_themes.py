"""Every board kind under the themes the app offers: the colours a theme writes as Textual
CSS does (``ansi_default`` in ansi-dark and ansi-light) reached rich styles built by hand
and crashed every multi-board game, then every start. (A game that cannot be
drawn must not keep the app from starting either: tests/test_terminal_app.py.)

The cells drawn by hand (the only place a theme's colour meets rich) are drawn under every
theme. The screens are played under the themes whose colours rich cannot read as they are,
a light theme with no text colour and the game's own themes (a theme switch restyles every
widget: every kind under every theme is ~100 s of CPU); ``WORDLE_TUI_ALL_THEMES=1`` plays
every kind under every theme.
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from dataclasses import replace

import pytest
from rich.color import Color as RichColor
from rich.color import ColorParseError
from rich.console import Console
from textual.pilot import Pilot
from textual.theme import BUILTIN_THEMES

from tests.app_support import ENGLISH_5, make_app, type_word
from tests.helpers import sweep
from wordle_tui.app import WordleApp
from wordle_tui.bots.absurdle_watch import AbsurdleWatchSetup
from wordle_tui.bots.multiboard import MultiWatchSetup
from wordle_tui.bots.watch import WatchSetup
from wordle_tui.core.multiboard import OCTORDLE, QUORDLE, MultiGame
from wordle_tui.core.scoring import Mark
from wordle_tui.textual_support.tiles import TILE_SIZES
from wordle_tui.themes import WORDLE_THEMES, game_variables
from wordle_tui.widgets.mini_board import MiniBoard
from wordle_tui.widgets.multi_key import MultiKey
from wordle_tui.widgets.tile_palette import TilePalette

THEMES = sorted({*BUILTIN_THEMES, *(theme.name for theme in WORDLE_THEMES)})
Opener = Callable[[Pilot], Awaitable[None]]
COLOUR_FIELDS = ("primary", "secondary", "accent", "foreground", "background", "surface", "panel")


def rich_reads(value: str | None) -> bool:
    try:
        RichColor.parse(value or "default")
    except ColorParseError:
        return False
    return True


def themes_to_play() -> list[str]:
    """Every theme by hand; else those that differ in what reaches the hand-drawn cells."""
    if os.environ.get("WORDLE_TUI_ALL_THEMES") == "1":
        return THEMES
    themes = {**BUILTIN_THEMES, **{theme.name: theme for theme in WORDLE_THEMES}}
    odd = [
        name
        for name, theme in themes.items()
        if not all(rich_reads(getattr(theme, field)) for field in COLOUR_FIELDS)
    ]
    return sorted({*odd, "textual-light", *(theme.name for theme in WORDLE_THEMES)})


def test_the_list_of_themes_is_the_app_s():
    assert set(THEMES) == set(make_app().available_themes)
    assert {"ansi-dark", "ansi-light"} <= set(THEMES)


async def play_row(pilot: Pilot, action: str, *args: str) -> None:
    app = pilot.app
    assert isinstance(app, WordleApp)
    await app.run_action(f"{action}({', '.join(repr(a) for a in args)})")
    await pilot.pause()
    await type_word(pilot, "crane")


def opener(action: str, *args: str) -> Opener:
    async def open_(pilot: Pilot) -> None:
        await play_row(pilot, action, *args)

    return open_


def watching(setup: object, steps: int = 2) -> Opener:
    async def open_(pilot: Pilot) -> None:
        app = pilot.app
        assert isinstance(app, WordleApp)
        await app.open_watch(setup)  # type: ignore[arg-type]
        for _ in range(steps):
            await pilot.press("n")
            await pilot.pause()

    return open_


def keys(*names: str) -> Opener:
    async def open_(pilot: Pilot) -> None:
        await pilot.press(*names)
        await pilot.pause()

    return open_


BOARD_KINDS: dict[str, Opener] = {
    "wordle": opener("new_practice"),
    "dordle": opener("new_multi", "dordle"),
    "quordle": opener("new_multi", "quordle"),
    "octordle": opener("new_multi", "octordle"),
    "absurdle": opener("new_absurdle"),
    "watch": watching(WatchSetup(ENGLISH_5, "shake")),
    "multi-watch": watching(
        MultiWatchSetup(ENGLISH_5, QUORDLE, ("share", "frame", "blame", "shake"))
    ),
    "absurdle-watch": watching(AbsurdleWatchSetup(ENGLISH_5), steps=0),
    "bot-guesses": keys("b", "g", "y", "x", "enter"),
    "assistant": keys("a", *"crane", "enter", "g", "y", "enter"),
}


@pytest.mark.parametrize("kind", sweep(sorted(BOARD_KINDS), {"wordle"}))
async def test_every_board_kind_draws_under_every_theme(home, kind):
    """Open the board kind, play a row where there is one, then switch through the themes
    (high contrast on and off): the screen redraws under each without an error."""
    themes = themes_to_play()
    assert {"ansi-dark", "ansi-light"} <= set(themes)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await BOARD_KINDS[kind](pilot)
        screen = app.screen
        for index, theme in enumerate(themes):
            high_contrast = index % 2 == 1
            app.settings = replace(app.settings, theme=theme, high_contrast=high_contrast)
            await pilot.pause()
            assert app.screen is screen and app.current_theme.name == theme
    assert app._exception is None


@pytest.mark.parametrize("theme", THEMES)
def test_the_hand_drawn_cells_take_every_theme_s_colours(theme):
    """The multi-board cells (rich styles built by hand) under each theme's colours, at
    every tile size, with every mark, a typed row, a solved board and a spent key."""
    colours = make_app().get_theme(theme)
    assert colours is not None
    game = MultiGame.practice(ENGLISH_5, OCTORDLE)
    game.submit("crane")
    game.submit(game.boards()[1].secret)
    console = Console(width=120, color_system="truecolor", record=True)
    for high_contrast in (False, True):
        palette = TilePalette.for_theme(
            colours, game_variables(colours.dark), high_contrast=high_contrast
        )
        for tiles in TILE_SIZES:
            for state in game.boards()[:2]:
                board = MiniBoard(5, game.max_attempts)
                board.show(state, "sh", tiles, palette, symbols=True)
                console.print(board.render())
        for spent in (False, True):
            key = MultiKey("c", OCTORDLE.boards)
            marks = tuple([*list(Mark), None] * 2)
            key.show_marks_by_board(marks, spent, palette)
            console.print(key.render())
    assert "C" in console.export_text()
