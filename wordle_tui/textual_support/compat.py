"""Every use of Textual's private parts, in one place: the rest of the game calls the public
names here (ruff's SLF001 forbids private access anywhere else; docs/upstream.md lists each use).

Written for Textual 8.2.8 (pyproject.toml allows 8.2.x only). Each entry says what it reaches
and why nothing public does it; the upstream issue, where there is one, is linked. A new
Textual: run the tests (tests/test_textual_compat.py checks every entry still finds what it
reaches), then read this module entry by entry.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.align import Align
from rich.text import Text
from textual import on, work
from textual._context import active_message_pump
from textual.app import App
from textual.binding import Binding
from textual.command import CommandList, CommandPalette
from textual.dom import DOMNode
from textual.events import Mount
from textual.message_pump import MessagePump
from textual.notifications import Notification
from textual.widgets import Button, Input, OptionList

# 1. FooterKey: a key of the Footer (Textual 8.2.8, textual/widgets/_footer.py). Our Footer
#    translates and drops keys; Textual exports the Footer, not its keys.
from textual.widgets._footer import FooterKey as FooterKey
from textual.widgets._toast import Toast
from textual.widgets.option_list import Option

# --- 2. The message pump running now -----------------------------------------------------


def current_message_pump() -> MessagePump | None:
    """The widget, screen or app whose handler runs now (None outside one).

    Textual 8.2.8: ``textual._context.active_message_pump``, the context variable Textual sets
    around every handler; no public accessor. Used to tell which screen raised an error and
    whether an app action was asked by a screen's own handler."""
    return active_message_pump.get(None)


# --- 3. A node being removed -------------------------------------------------------------


def is_going_away(node: DOMNode) -> bool:
    """``node`` is being removed: its subtree is pruned or its message queue is closing.

    Textual 8.2.8: ``DOMNode._pruning`` (set by ``App._prune``) and ``MessagePump._closing``;
    ``is_attached`` turns false only once the removal is over, and nothing public tells the
    time between. Read with a default: a future Textual without them reads as "not going"."""
    return bool(getattr(node, "_pruning", False) or getattr(node, "_closing", False))


# --- 4. OptionList paging ----------------------------------------------------------------
# Upstream bug 1 of docs/upstream.md (PageUp/PageDown raise KeyError before the list is laid
# out; not reported yet). Textual 8.2.8: ``OptionList._move_page``, ``_index_to_line``,
# ``_lines``.

_textual_move_page = OptionList._move_page


def option_lines_ready(options: OptionList, highlighted: int) -> bool:
    """The list's line cache holds ``highlighted`` (reading ``_index_to_line`` computes the
    lines when the list has a size) and is not empty: Textual's paging can run."""
    return highlighted in options._index_to_line and bool(options._lines)


def textual_move_page(options: OptionList, direction: int) -> None:
    """Textual's own PageUp (-1) / PageDown (1), as it was before :func:`page_option_lists_with`."""
    _textual_move_page(options, direction)  # type: ignore[arg-type]


def page_option_lists_with(move_page: Any) -> None:
    """Every ``OptionList`` (Textual's own inside ``Select`` and the palette included) pages
    with ``move_page(options, direction)`` in place of ``OptionList._move_page``."""
    OptionList._move_page = move_page  # type: ignore[method-assign]


# --- 5. Notifications --------------------------------------------------------------------


def withdraw_notification(app: App[Any], toast: Notification) -> None:
    """Take ``toast`` off the screen now, if it is still up.

    Textual 8.2.8: ``App._notifications`` and ``App._unnotify``; the public API shows toasts
    and clears them all (``clear_notifications``), never one."""
    if toast in app._notifications:
        app._unnotify(toast)


# A toast whose notification expires between the toast rack's refresh and the toast's mount
# (a few microseconds: seen under load, -5 µs) takes a negative timeout, and Textual's Timer
# then spins on it without ever yielding: the app hangs for good. Upstream bug 6 of
# docs/upstream.md. Textual 8.2.8: ``Toast._timeout`` (``notification.time_left``, read in
# ``__init__``) and ``Toast._on_mount``, which starts the timer.

SHORTEST_TOAST = 0.01  # seconds: an expired toast goes at once, through Textual's own timer

_textual_toast_on_mount = Toast._on_mount


def _toast_on_mount(toast: Toast, event: Mount) -> None:
    toast._timeout = max(toast._timeout, SHORTEST_TOAST)
    _textual_toast_on_mount(toast, event)


def time_toasts_safely() -> None:
    """Every toast starts its timer with a positive timeout (in place of
    ``Toast._on_mount``): one already expired goes at once instead of hanging the app."""
    Toast._on_mount = _toast_on_mount  # type: ignore[method-assign, assignment]


# --- 6. The app's bindings ---------------------------------------------------------------
# Upstream bug 3 of docs/upstream.md (a modal screen's key listing leaves out the app's
# priority keys, since https://github.com/Textualize/textual/issues/4517 left the app's keys
# out of a modal screen's Footer; not reported yet).


def app_bindings(app: App[Any]) -> Iterator[tuple[str, Binding]]:
    """The app's own bindings, (key, binding). Textual 8.2.8: ``DOMNode._bindings``."""
    yield from app._bindings


def action_state(app: App[Any], action: str) -> bool | None:
    """What ``check_action`` says of ``action`` on the app (True, False: off, None: disabled).
    Textual 8.2.8: ``App._check_action_state``."""
    return app._check_action_state(action, app)


def app_driver(app: App[Any]) -> Any:
    """The app's driver (None before it runs). Textual 8.2.8: ``App._driver``; only written
    to, to ask the terminal how wide it draws an emoji (no public way to write raw bytes)."""
    return app._driver


# --- 7. The app's end on an error --------------------------------------------------------


class AppHooks(App[Any]):
    """Textual's ``App`` with its private handler of uncaught errors as a public hook.

    Textual 8.2.8: ``App._handle_exception`` (ends the app with the traceback); no public hook
    lets an app keep running after a widget's error."""

    def _handle_exception(self, error: Exception) -> None:
        self.handle_app_error(error)

    def handle_app_error(self, error: Exception) -> None:
        """An error no handler caught: Textual ends the app (an override may recover)."""
        App._handle_exception(self, error)


# --- 8. The command palette --------------------------------------------------------------
# Upstream bug 2 of docs/upstream.md (``Screen.dismiss`` pops whatever screen is on top;
# see Textual issue #2575 and PR #4621, https://github.com/Textualize/textual/issues/2575,
# https://github.com/Textualize/textual/pull/4621), and keys or searches that race the
# palette's removal. Textual 8.2.8, textual/command.py.

_textual_gather_commands = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]


class PaletteHooks(CommandPalette):
    """Textual's command palette with the private steps the game changes as public hooks:
    ``gather_commands``, ``list_visible_changed``, ``show_busy_changed``,
    ``command_list_action``, ``select_or_command``, ``cancel_search``; and its "No matches
    found" with the text of :meth:`no_matches_text`, shown only while :meth:`may_draw`.

    Textual 8.2.8: ``_gather_commands`` (a worker of ``_GATHER_COMMANDS_GROUP``; ours does not
    end the app on error), ``_watch__list_visible``, ``_watch__show_busy``,
    ``_start_no_matches_countdown`` (copied: its text is built inside it),
    ``_stop_no_matches_countdown``, ``_no_matches_timer``, ``_list_visible``, ``_NO_MATCHES``,
    ``_NO_MATCHES_COUNTDOWN``, ``_cancel_gather_commands``, ``_action_command_list``,
    ``_select_or_command``."""

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP, exit_on_error=False)
    async def _gather_commands(self, search_value: str) -> None:
        await self.gather_commands(search_value)

    async def gather_commands(self, search_value: str) -> None:
        """Textual's search for ``search_value`` (in the palette's worker)."""
        await _textual_gather_commands(self, search_value)

    def _watch__list_visible(self) -> None:
        self.list_visible_changed()

    def list_visible_changed(self) -> None:
        """Textual's watcher of the list being shown or hidden."""
        CommandPalette._watch__list_visible(self)

    async def _watch__show_busy(self) -> None:
        await self.show_busy_changed()

    async def show_busy_changed(self) -> None:
        """Textual's watcher of the busy indicator."""
        await CommandPalette._watch__show_busy(self)

    def may_draw(self) -> bool:
        """False once the palette should no longer draw (then "No matches found" is not shown)."""
        return True

    def no_matches_text(self) -> str:
        """What a search without hits shows."""
        return "No matches found"

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """Textual's countdown to "No matches found" (a copy: the text is built inside it)."""
        if not self.may_draw():
            return
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if not self.may_draw():
                return
            if search_value:
                nothing = Text(self.no_matches_text(), style="not bold")
                self.query_one(CommandList).add_option(
                    Option(Align.center(nothing), disabled=True, id=self._NO_MATCHES)
                )
                self._list_visible = True
            else:  # discovery: nothing to offer is not worth saying
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)

    def cancel_search(self) -> None:
        """Cancel the search under way."""
        self._cancel_gather_commands()

    def _action_command_list(self, action: str) -> None:
        self.command_list_action(action)

    def command_list_action(self, action: str) -> None:
        """Run ``action`` (``select``, ``cursor_down``, ``page_up``…) on the command list."""
        CommandPalette._action_command_list(self, action)

    @on(Input.Submitted)
    @on(Button.Pressed)
    def _select_or_command(self, event: Input.Submitted | Button.Pressed | None = None) -> None:
        if event is not None:
            event.prevent_default()  # this handler stands for the one of CommandPalette
            event.stop()
        self.select_or_command(event)

    def select_or_command(self, event: Input.Submitted | Button.Pressed | None = None) -> None:
        """Enter: select the highlighted command, or run the one selected."""
        CommandPalette._select_or_command(self, event)
