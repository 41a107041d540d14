"""The Footer with its key labels in the interface language.

Screens declare their ``BINDINGS`` once, at import, with descriptions marked ``N_``;
Textual's Footer shows those English texts as they are. This one translates each
label as it is drawn, so a change of the interface language shows on the next redraw.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from wordle_tui.i18n import N_, _

# Textual's own labels shown in a Footer (the command palette key), for the catalogue.
TEXTUAL_LABELS = (N_("palette"),)


class Footer(TextualFooter):
    """Textual's Footer, each key's description translated when drawn."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            yield widget


# Textual's key names as the Footer shows them, and the ones a Spanish keyboard prints.
KEY_NAMES = {"esc": N_("esc"), "space": N_("space"), "enter": N_("enter"), "tab": N_("tab")}


def key_display(shown: str) -> str:
    """A key as the Footer shows it, in the interface language (``^q`` stays ``^q``)."""
    modifier, _plus, key = shown.rpartition("+")
    name = KEY_NAMES.get(key)
    if name is None:
        return shown
    return f"{modifier}+{_(name)}" if modifier else _(name)
