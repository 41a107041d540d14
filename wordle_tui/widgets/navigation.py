"""Changing screens, written once, so that every command is safe from any screen at any moment.

Keys arrive in bursts and the command palette runs its command after it closed, so two
screen changes can be under way at once, and a key queued for a screen can arrive after it
left. Three rules keep the screen stack whole:

- the app's screen changes run one at a time (:class:`ScreenChanges`, :func:`screen_change`),
  and each works out what to pop from the stack as it is then, never from what it was;
- a screen closes itself with :func:`close`, which does nothing when it is no longer on
  top (Textual's ``dismiss`` pops whatever screen is on top);
- option lists page with :func:`move_page`, which copes with a list not laid out yet.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any, Concatenate, ParamSpec, TypeVar

from textual._context import active_message_pump
from textual.app import App
from textual.screen import Screen
from textual.widgets import OptionList

P = ParamSpec("P")
A = TypeVar("A", bound="ScreenChanges")
R = TypeVar("R")


def close(screen: Screen[Any], result: Any = None) -> None:
    """Dismiss ``screen`` with ``result`` if it is still the screen on top, else nothing: a
    key that was queued for it must not close the screen that replaced it."""
    if screen.is_attached and screen.app.screen is screen:
        screen.dismiss(result)


def move_page(options: OptionList, direction: int) -> None:
    """PageUp (-1) or PageDown (1) in ``options``.

    Textual 8.2's ``OptionList._move_page`` looks the highlighted option up in its line
    cache, which is empty until the list has a size (a hidden command list, a list being
    refilled): ``KeyError`` or ``IndexError``. Then it moves to the first or last option.
    """
    count = options.option_count
    if not count:
        return
    highlighted = options.highlighted
    laid_out = (
        highlighted is not None
        and options.scrollable_content_region.height > 0
        and highlighted in options._index_to_line  # computes the lines when it can
        and bool(options._lines)
    )
    if laid_out:
        options._move_page(direction)  # type: ignore[arg-type]
    elif direction < 0:
        options.action_first()
    else:
        options.action_last()


class PagingOptionList(OptionList):
    """An ``OptionList`` whose PageUp and PageDown never fail (see :func:`move_page`)."""

    def action_page_up(self) -> None:
        move_page(self, -1)

    def action_page_down(self) -> None:
        move_page(self, 1)


class ScreenChanges(App[Any]):
    """The app's side: screen changes one at a time, and "back to this screen" that pops
    only what is above it now."""

    _change_lock: asyncio.Lock | None = None
    _changing: asyncio.Task[Any] | None = None

    async def change_screens(self, change: Callable[[], Awaitable[R]]) -> R:
        """Run ``change`` once no other screen change is under way (a change that starts
        another, as opening a game goes back to the menu first, runs it at once)."""
        task = asyncio.current_task()
        if self._changing is not None and self._changing is task:
            return await change()
        if self._change_lock is None:
            self._change_lock = asyncio.Lock()
        async with self._change_lock:
            self._changing = task
            try:
                return await change()
            finally:
                self._changing = None

    async def pop_to(self, screen: Screen[Any]) -> None:
        """Pop every screen above ``screen`` (nothing when it is not on the stack)."""
        while screen in self.screen_stack and self.screen is not screen:
            await self.pop_screen()


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

        asker = active_message_pump.get(None)
        if asker is not None and asker is not self and asker not in self.screen_stack[:2]:
            self.call_later(self.change_screens, change)
            return
        await self.change_screens(change)

    return one_at_a_time
