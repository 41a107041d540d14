"""Emoji as the terminal draws them: the keycap digits of a several-boards share text.

A keycap (``4️⃣``: a digit, U+FE0F, U+20E3) is one cell in some terminals (tmux 3.3) and
two in others; Textual counts two. Where the terminal draws it in one, every cell after it
on the line lands one column left of where Textual put it, and the dialog's border with it.
The app asks the terminal once (:data:`PROBE`: draw a keycap in the corner and report
the cursor), and what the screen shows is written so that Textual counts it as drawn:
without the U+FE0F (a digit with its combining keycap: one cell everywhere) where the
terminal draws one, unchanged where it draws two, as a plain digit and a space otherwise.
The text copied is always the standard one.
"""

from __future__ import annotations

import re

KEYCAP = "\ufe0f\u20e3"  # after a digit: the emoji keycap
# Save the cursor, draw a keycap at the top left, ask where the cursor is, restore it. The
# answer (a CursorPosition event) is the keycap's width; the next frame paints over it.
PROBE = f"\x1b7\x1b[1;1H1{KEYCAP}\x1b[6n\x1b8"
_KEYCAPS = re.compile(rf"([0-9#*]){KEYCAP}")


def as_drawn(text: str, keycap_cells: int | None) -> str:
    """``text`` written so that Textual counts each keycap as the terminal draws it
    (None: not measured, as Textual counts it)."""
    if keycap_cells is None or keycap_cells == 2:
        return text
    if keycap_cells == 1:
        return _KEYCAPS.sub("\\1\u20e3", text)
    return _KEYCAPS.sub("\\1 ", text)
