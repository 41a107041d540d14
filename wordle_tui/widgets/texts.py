"""Changing a label's text only when it changes: every update costs the screen a new layout,
and the bot screens redraw their texts after every key."""

from __future__ import annotations

from textual.widgets import Static


def set_text(widget: Static, text: str) -> None:
    """Show ``text`` in ``widget`` (a Label or Static), unless it shows it already."""
    if widget.content != text:
        widget.update(text)
