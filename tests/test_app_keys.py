"""Quitting: q where q is not a letter, ctrl+q and ctrl+c everywhere, and the Footer says so."""

from __future__ import annotations

import pytest
from textual.widgets import Footer, TextArea

from tests.app_support import (
    SCREENS,
    make_app,
    open_screen,
)


def shown_quit_keys(screen) -> list[str]:
    """The keys the screen's Footer offers for quitting."""
    return [
        key
        for key, active in screen.active_bindings.items()
        if active.binding.action in ("quit", "app.quit") and active.binding.show
    ]


@pytest.mark.parametrize(
    ("key", "name"),
    [("ctrl+c", name) for name in sorted(SCREENS)]
    + [("ctrl+q", "board"), ("ctrl+q", "custom"), ("ctrl+q", "result")],
)
async def test_ctrl_c_and_ctrl_q_quit_from_every_screen(home, key, name):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_screen(pilot, name)
        assert isinstance(app.screen, SCREENS[name])
        await pilot.press(key)
        await pilot.pause()
        assert app.return_code == 0, f"{key} did not quit from the {name} screen"


@pytest.mark.parametrize("name", ["menu", "help", "settings", "statistics", "history", "review"])
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
        palette = next(key for key in keys if key.has_class("-command-palette"))
        assert "Quit" in str(quit_key.render())
        assert quit_key.region.right <= palette.region.x  # not hidden under the palette key
