"""Every screen, in every interface language, read as a player reads it at 80×24.

The walk (tests/screen_walk.py) goes from the menu to every screen and dialog, the command
palette and the Keys panel. On each stop: no word of another interface language (Textual's
own English counts; the game's words do not), nothing cut short (a Footer key, a label,
a table's column), no parentheses inside parentheses. Textual's texts met on the way are
all in our catalogue, so they are translated.

A new interface language is one more catalogue: the walk runs in each of UI_LANGUAGES.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from textual.binding import Binding

from tests.screen_walk import ROUTES, Walk, walk_route
from wordle_tui.i18n import LOCALE_DIR, UI_LANGUAGES

PACKAGE = Path(__file__).resolve().parents[1] / "wordle_tui"
WALK = pytest.mark.slow  # every screen, twice: about a minute and a half of CPU


def textual_texts(kinds: set[type]) -> set[str]:
    """The texts Textual itself gives the widgets met: their keys' descriptions and
    tooltips, and the titles of their groups of keys (the Keys panel shows them)."""
    texts: set[str] = set()
    for kind in kinds:
        for owner in kind.__mro__:
            if not owner.__module__.startswith("textual."):
                continue
            for binding in owner.__dict__.get("BINDINGS", []):
                if isinstance(binding, tuple):
                    binding = Binding(*binding)
                if isinstance(binding, Binding):
                    texts |= {binding.description, binding.tooltip} - {""}
            title = owner.__dict__.get("BINDING_GROUP_TITLE")
            if title:
                texts.add(title)
    return texts


def translated(language: str) -> set[str]:
    po_file = LOCALE_DIR / language / "LC_MESSAGES" / "wordle-tui.po"
    with po_file.open("rb") as handle:
        return {m.id for m in read_po(handle) if m.id and m.string and not m.context}


@WALK
@pytest.mark.parametrize("route", ROUTES)
@pytest.mark.parametrize("language", UI_LANGUAGES)
async def test_every_screen_reads_in_the_interface_language(language, route):
    walk = Walk(language)
    await walk_route(ROUTES[route], language, walk)
    assert walk.pages  # the route read its screens
    assert walk.foreign() == {}
    assert walk.cut == {}
    assert walk.nested_parentheses() == {}
    if language != "en":
        missing = textual_texts(walk.widget_types) - translated(language)
        assert not missing, f"Textual's texts not in the catalogue: {sorted(missing)}"


def test_every_screen_uses_the_footer_that_translates():
    """Textual's Footer shows our keys' descriptions in English: a dialog that used it
    showed "y Leave  n Keep playing" to a Spanish player. Ours translates them."""
    allowed = {PACKAGE / "widgets" / "footer.py", PACKAGE / "screens" / "fit.py"}
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path in allowed:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            textual = isinstance(node, ast.ImportFrom) and (node.module or "").startswith("textual")
            if textual and any(alias.name == "Footer" for alias in node.names):  # type: ignore[union-attr]
                offenders.append(str(path.relative_to(PACKAGE)))
    assert offenders == []
