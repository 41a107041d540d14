"""Texts on screen: a label's text changed only when it changes (every update costs the
screen a new layout, and the bot screens redraw their texts after every key), and the text a
player has selected."""

from __future__ import annotations

from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static, TextArea


def set_text(widget: Static, text: str) -> None:
    """Show ``text`` in ``widget`` (a Label or Static), unless it shows it already."""
    if widget.content != text:
        widget.update(text)


def selected_text(screen: Screen, focused: Widget | None) -> str:
    """What the player has selected: in the focused field (never a password), else on screen."""
    if isinstance(focused, Input) and not focused.password:
        return focused.selected_text
    if isinstance(focused, TextArea) and focused.selected_text:
        return focused.selected_text
    return screen.get_selected_text() or ""
