"""Changing screens, written once, so that every command is safe from any screen at any moment.

Keys arrive in bursts and the command palette runs its command after it closed, so two
screen changes can be under way at once, and a key queued for a screen can arrive after it
left. These rules keep the screen stack whole:

- the app's screen changes run one at a time (:class:`ScreenChanges`, :func:`screen_change`),
  and each works out what to pop from the stack as it is then, never from what it was;
- a screen closes itself with :func:`close`, which does nothing when it is no longer on
  top (Textual's ``dismiss`` pops whatever screen is on top);
- a key runs the bindings of the screen it was sent to, or none: one that bubbles back to
  the app after another screen came on top (an Escape for the menu, after Ctrl+P opened the
  palette) is dropped (:meth:`ScreenChanges.on_key`);
- a screen is never on the stack twice: asked for again, the one open comes back to the
  top (a burst of Enters opens one dialog, not six); and the command palette is never left
  under another screen (:meth:`ScreenChanges.push_screen`);
- every option list pages with :func:`move_page`, which copes with a list not laid out
  yet: :func:`fence_option_lists` puts it under Textual's own lists too (the drop-down of a
  ``Select``, the palette's list).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any, Concatenate, ParamSpec, TypeVar
from weakref import WeakKeyDictionary

from textual import events
from textual.await_complete import AwaitComplete
from textual.command import CommandPalette
from textual.screen import Screen
from textual.widgets import OptionList

from wordle_tui.textual_support.compat import (
    AppHooks,
    current_message_pump,
    option_lines_ready,
    page_option_lists_with,
    textual_move_page,
    time_toasts_safely,
)

P = ParamSpec("P")
A = TypeVar("A", bound="ScreenChanges")
R = TypeVar("R")


def on_top(screen: Screen[Any]) -> bool:
    """Whether ``screen`` is the screen on top (False once the app has closed them all,
    where ``app.screen`` raises)."""
    if not screen.is_attached:
        return False
    stack = screen.app.screen_stack
    return bool(stack) and stack[-1] is screen


def close(screen: Screen[Any], result: Any = None) -> None:
    """Dismiss ``screen`` with ``result`` if it is still the screen on top, else nothing: a
    key that was queued for it must not close the screen that replaced it."""
    if on_top(screen):
        screen.dismiss(result)


def move_page(options: OptionList, direction: int) -> None:
    """PageUp (-1) or PageDown (1) in ``options``.

    Textual 8.2's ``OptionList._move_page`` looks the highlighted option up in its line
    cache, which is empty until the list has a size (a hidden command list, the drop-down
    of a ``Select`` not drawn yet, a list being refilled): ``KeyError`` or ``IndexError``.
    Then it moves to the first or last option.
    """
    count = options.option_count
    if not count:
        return
    highlighted = options.highlighted
    laid_out = (
        highlighted is not None
        and options.scrollable_content_region.height > 0
        and option_lines_ready(options, highlighted)
    )
    if laid_out:
        textual_move_page(options, direction)
    elif direction < 0:
        options.action_first()
    else:
        options.action_last()


def fence_option_lists() -> None:
    """Every ``OptionList`` pages with :func:`move_page`: ours, and those inside Textual's
    widgets (``SelectOverlay``, the palette's ``CommandList``), which no subclass of ours
    can reach. Done once, when the app is made (docs/upstream.md, bug 1); so is the toasts'
    timer fence (bug 6)."""
    page_option_lists_with(move_page)
    time_toasts_safely()


class ScreenChanges(AppHooks):
    """The app's side: screen changes one at a time, and "back to this screen" that pops
    only what is above it now."""

    _change_lock: asyncio.Lock | None = None
    _changing: asyncio.Task[Any] | None = None
    _sent_to: WeakKeyDictionary[events.Key, Screen[Any]] | None = None

    @property
    def top_screen(self) -> Screen[Any] | None:
        """The screen on top, or None once the app has closed them all (it is quitting: a
        message, a signal or a queued change may still arrive, and ``screen`` then
        raises)."""
        return self.screen_stack[-1] if self.screen_stack else None

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            top = self.top_screen
            if top is not None:
                if self._sent_to is None:
                    self._sent_to = WeakKeyDictionary()
                self._sent_to[event] = top  # the screen Textual hands the key to
        await super().on_event(event)

    async def on_key(self, event: events.Key) -> None:
        """A key back from its screen, unused there: Textual looks it up in the bindings of
        the screen on top *now*. When another screen came on top meanwhile (a key handled
        before it changed screens: Ctrl+P, a menu letter), the key was not meant for it: an
        Escape queued for the menu closed the palette Ctrl+P had just opened."""
        sent_to = self._sent_to.get(event) if self._sent_to is not None else None
        if sent_to is not None and sent_to is not self.top_screen:
            event.prevent_default()  # not Textual's App._on_key: no binding of the screen on top
            event.stop()

    async def change_screens(self, change: Callable[[], Awaitable[R]]) -> R | None:
        """Run ``change`` once no other screen change is under way (a change that starts
        another, as opening a game goes back to the menu first, runs it at once). None,
        and nothing done, when the app closed every screen meanwhile (it is quitting)."""
        task = asyncio.current_task()
        if self._changing is not None and self._changing is task:
            return await change()
        if self._change_lock is None:
            self._change_lock = asyncio.Lock()
        async with self._change_lock:
            if self.top_screen is None:
                return None
            self._changing = task
            try:
                return await change()
            finally:
                self._changing = None

    async def pop_to(self, screen: Screen[Any]) -> None:
        """Pop every screen above ``screen`` (nothing when it is not on the stack)."""
        while screen in self.screen_stack and self.screen is not screen:
            await self.pop_screen()

    def push_screen(  # type: ignore[override]
        self,
        screen: Screen[Any] | str,
        callback: Any = None,
        wait_for_dismiss: bool = False,
        *,
        mode: str | None = None,
    ) -> Any:
        """Textual's ``push_screen``, with two rules for a stack that bursts of keys reach:

        - a screen of a kind already on the stack is not opened again: the one open comes
          back to the top (six "Leave this game?" dialogs from six Enters, five theme
          pickers, Help over Settings over Help…);
        - a palette on top closes first: it is never left under another screen (a key
          queued for the menu opening a dialog after Ctrl+P), where Ctrl+P could not
          open another one (``DuplicateIds: '--command-palette'``).
        """
        if isinstance(screen, Screen) and mode is None and not wait_for_dismiss:
            open_already = next(
                (s for s in self.screen_stack if type(s) is type(screen) and s is not screen),
                None,
            )
            if open_already is not None:
                return AwaitComplete(self.pop_to(open_already)).call_next(self)
            if isinstance(self.screen, CommandPalette) and not isinstance(screen, CommandPalette):
                self.pop_screen()
        push: Any = super().push_screen  # one signature for Textual's two overloads
        return push(screen, callback, wait_for_dismiss, mode=mode)


def screen_change(
    action: Callable[Concatenate[A, P], Awaitable[None]],
) -> Callable[Concatenate[A, P], Awaitable[None]]:
    """Decorates an app action that opens or closes screens: it waits for the change under
    way to finish, then runs on the stack as it is.

    Asked from a screen's own handler (a button), it is handed to the app and runs after
    that handler: the screen may be one this change closes, and closing it would wait for
    the very handler that asked. The first screen (the menu) is never closed, so its keys
    run the change at once.
    """

    @wraps(action)
    async def one_at_a_time(self: A, *args: P.args, **kwargs: P.kwargs) -> None:
        async def change() -> None:
            await action(self, *args, **kwargs)

        asker = current_message_pump()
        if asker is not None and asker is not self and asker not in self.screen_stack[:2]:
            self.call_later(self.change_screens, change)
            return
        await self.change_screens(change)

    return one_at_a_time
