"""The Footer with its key labels in the interface language.

Screens declare their ``BINDINGS`` once, at import, with descriptions marked ``N_``;
Textual's Footer shows those English texts as they are. This one translates each
label as it is drawn, so a change of the interface language shows on the next redraw
(Textual's own labels, such as ``palette``, are marked in :mod:`textual_texts`).
"""

from __future__ import annotations

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter

from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.compat import FooterKey


class Footer(TextualFooter):
    """Textual's Footer, each key's description translated when drawn.

    Too narrow for all its keys, it leaves out those the screen names in ``FOOTER_DROPS``
    (keys, the first to go first), then any from the right: Textual's cut the last keys,
    and the board at 60 columns lost F3 and F4 ("…f1 Help▏^p palette3").
    """

    _laid_out_for = 0  # the width the keys were chosen for
    left_out: frozenset[str] = frozenset()  # actions of the keys that did not fit

    def compose(self) -> ComposeResult:
        keys = []
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            keys.append(widget)
        self._laid_out_for = self._width()
        yield from self._fitting(keys)

    def _width(self) -> int:
        return self.size.width or self.app.size.width

    def _key_width(self, key: FooterKey) -> int:
        shown = cell_len(key.key_display)
        words = cell_len(key.description)
        palette = key.has_class("-command-palette")  # its border, and padding when roomy
        if self.compact:  # a key's margin, or the palette's border
            return shown + (1 + words if words else 0) + 1
        return shown + 2 + (words + 1 if words else 0) + (2 if palette else 0)

    def _fitting(self, widgets: list[Widget]) -> list[Widget]:
        """The keys that fit the Footer's width, in their order."""
        keys = [widget for widget in widgets if isinstance(widget, FooterKey)]
        if len(keys) != len(widgets):  # groups of keys: Textual's own layout
            return widgets
        room = self._width()
        drops: tuple[str, ...] = getattr(self.screen, "FOOTER_DROPS", ())
        listed = sorted((key for key in keys if key.key in drops), key=lambda k: drops.index(k.key))
        order = listed + [key for key in reversed(keys) if key.key not in drops]
        kept = list(keys)
        while kept and sum(self._key_width(key) for key in kept) > room:
            kept.remove(next(key for key in order if key in kept))
        self.left_out = frozenset(key.action for key in keys if key not in kept)
        return [key for key in keys if key in kept]

    def shows_the_offered_keys(self) -> bool:
        """Whether the keys shown are those the screen offers now, but for those left out
        for want of room: the Footer is redrawn a refresh after the bindings change (tests
        and the gallery wait for it)."""
        offered = {
            active.binding.action
            for active in self.screen.active_bindings.values()
            if active.binding.show
        }
        return offered <= {key.action for key in self.query(FooterKey)} | self.left_out

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self._laid_out_for:  # another width: other keys may fit
            self.refresh(recompose=True)


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
