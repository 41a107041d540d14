"""Quitting: q where q is not a letter, ctrl+q and ctrl+c everywhere, and the Footer says so."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from textual.widgets import Footer, HelpPanel, KeyPanel, Static, TextArea

from tests.app_support import (
    SCREENS,
    footer_settled,
    make_app,
    open_screen,
)
from tests.helpers import sweep
from tests.key_fuzz import FUZZ_SCREENS


def shown_quit_keys(screen) -> list[str]:
    """The keys the screen's Footer offers for quitting."""
    return [
        key
        for key, active in screen.active_bindings.items()
        if active.binding.action in ("quit", "app.quit") and active.binding.show
    ]


@pytest.mark.parametrize(
    ("key", "name"),
    sweep(
        [("ctrl+c", name) for name in sorted(SCREENS)]
        + [("ctrl+q", "board"), ("ctrl+q", "custom"), ("ctrl+q", "result")],
        {("ctrl+c", "board"), ("ctrl+q", "board")},
    ),
)
async def test_ctrl_c_and_ctrl_q_quit_from_every_screen(home, key, name):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_screen(pilot, name)
        assert isinstance(app.screen, SCREENS[name])
        await pilot.press(key)
        await pilot.pause()
        assert app.return_code == 0, f"{key} did not quit from the {name} screen"


@pytest.mark.parametrize(
    "name", sweep(["menu", "help", "settings", "statistics", "history", "review"], {"menu"})
)
async def test_q_quits_where_it_is_not_a_letter_and_the_footer_says_so(home, name):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_screen(pilot, name)
        assert shown_quit_keys(app.screen) == ["q"]
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code == 0, f"q did not quit from the {name} screen"


@pytest.mark.parametrize("name", ["board", "custom", "result"])
async def test_where_q_is_typed_the_footer_offers_ctrl_q(home, name):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_screen(pilot, name)
        assert shown_quit_keys(app.screen) == ["ctrl+q"]
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code is None
        if name == "board":
            assert app.screen.session.typed == "q"


async def test_ctrl_c_copies_selected_text_instead_of_quitting(home):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_screen(pilot, "result")
        share = app.screen.query_one("#result-share", TextArea)
        share.focus()
        share.select_all()
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app.return_code is None
        assert app.clipboard == app.screen.share_text
        share.selection = share.selection.cursor(share.selection.end)  # nothing selected
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app.return_code == 0


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_the_board_footer_shows_quit_in_full(home, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await open_screen(pilot, "board")
        keys = list(app.screen.query_one(Footer).query("FooterKey"))
        quit_key = next(key for key in keys if key.action == "app.quit")
        palettes = [key for key in keys if key.has_class("-command-palette")]
        assert "Quit" in str(quit_key.render())
        if size == (60, 20):  # too narrow: the palette key leaves first (FOOTER_DROPS)
            assert not palettes
        else:
            assert quit_key.region.right <= palettes[0].region.x  # not hidden under the palette


# --- the Keys panel (palette: Keys) -------------------------------------------------------------


def keys_panel_rows(screen) -> dict[str, str]:
    """What the Keys panel lists, key → what it does (the table is drawn as text)."""
    table = screen.query_one(KeyPanel).query_one(Static).render()
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(table)
    rows = {}
    for line in console.export_text().splitlines():
        key, _gap, description = line.strip().partition(" ")
        if key and description:
            rows.setdefault(key, description.strip())
    return rows


@pytest.mark.parametrize("name", sweep(sorted(set(FUZZ_SCREENS) - {"palette"}), {"board", "menu"}))
async def test_the_keys_panel_says_what_keys_do_and_escape_closes_it(home, name):
    """The panel listed "esc Quit" on the menu (Escape only says how to quit) and
    Escape did not close it. On every screen, dialogs too: Escape closes the panel first
    (and the panel and the Footer say so), the screen stays, and Escape acts as before."""
    where = FUZZ_SCREENS[name]
    app = make_app(animations=where.animations)
    async with app.run_test(size=(120, 40)) as pilot:
        await where.open(pilot)
        await pilot.pause()
        screen = app.screen
        app.action_show_help_panel()  # what the palette's Keys runs
        await pilot.pause()
        await footer_settled(pilot)
        rows = keys_panel_rows(screen)
        assert rows["esc"] == "Close the keys", rows
        assert "Quit" not in rows.get("esc", "")
        assert rows["^c"] == "Copy the selection, or quit", rows
        escape = screen.active_bindings["escape"].binding
        assert escape.description == "Close the keys" and escape.show  # the Footer says it
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and not screen.query(HelpPanel)
        assert screen.active_bindings["escape"].binding.description != "Close the keys"
        await pilot.press("escape")  # the screen's own Escape again
        await pilot.pause()
        if name == "menu":
            assert app.screen is screen and app.return_code is None
            assert any("Press q to quit" in str(n.message) for n in app._notifications)
        else:
            assert app.screen is not screen
