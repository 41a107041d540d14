"""The Footer with its key labels in the interface language.

Screens declare their ``BINDINGS`` once, at import, with descriptions marked ``N_``;
Textual's Footer shows those English texts as they are. This one translates each
label as it is drawn, so a change of the interface language shows on the next redraw
(Textual's own labels, such as ``palette``, are marked in :mod:`textual_texts`).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from wordle_tui.i18n import N_, _


class Footer(TextualFooter):
    """Textual's Footer, each key's description translated when drawn."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            yield widget


# Textual's key names as it shows them (Footer, Keys panel), and the ones a Spanish keyboard
# prints; modifiers too (``shift+tab``, ``^home``).
KEY_NAMES = {
    "esc": N_("esc"),
    "space": N_("space"),
    "enter": N_("enter"),
    "tab": N_("tab"),
    "home": N_("home"),
    "end": N_("end"),
    "pgup": N_("pgup"),
    "pgdn": N_("pgdn"),
    "del": N_("del"),
    "insert": N_("insert"),
    "shift": N_("shift"),
    "super": N_("super"),
}


def key_display(shown: str) -> str:
    """A key as Textual shows it, in the interface language (``^q`` stays ``^q``;
    ``shift+tab`` is ``mayús+tab`` in Spanish)."""
    parts = []
    for part in shown.split("+"):
        caret = "^" if part.startswith("^") and len(part) > 1 else ""
        name = KEY_NAMES.get(part.removeprefix(caret))
        parts.append(part if name is None else caret + _(name))
    return "+".join(parts)
