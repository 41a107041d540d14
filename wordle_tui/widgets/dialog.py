"""The base of every dialog (a modal screen): its keys as they act, for the Footer and the
Keys panel.

Textual lists a modal screen's keys from the screen and its widgets only, yet the app's
priority keys act there first: Ctrl+Q quits, Ctrl+C copies or quits, and Escape closes the
Keys panel while it is open. A dialog lists those too, in place of the keys they take over,
so that what the panel and the Footer say is what a key does.
"""

from __future__ import annotations

from typing import TypeVar

from textual.binding import ActiveBinding
from textual.screen import ModalScreen

from wordle_tui.textual_support.compat import action_state, app_bindings

R = TypeVar("R")


class Dialog(ModalScreen[R]):
    """A modal screen whose key listing includes the app's priority keys."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        bindings = dict(super().active_bindings)
        app = self.app
        for key, binding in app_bindings(app):
            if not binding.priority or binding.action == "command_palette":
                continue
            state = action_state(app, binding.action)
            if state is False:  # off (the Keys panel's Escape while it is closed)
                continue
            existing = bindings.get(key)
            if existing is not None and existing.binding.action in (
                binding.action,
                f"app.{binding.action}",
            ):
                continue  # the dialog's own entry for the same action (its Footer shows it)
            # The app's priority keys run before the dialog's, its priority ones included.
            bindings[key] = ActiveBinding(app, binding, bool(state), binding.tooltip)
        return bindings
