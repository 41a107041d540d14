"""Stopping long work: the screens pass ``cancel`` callbacks the solver checks between steps."""

from __future__ import annotations

from collections.abc import Callable

Cancel = Callable[[], bool]


class Cancelled(Exception):
    """The caller asked the solver to stop (a newer position, or Escape)."""


def check_cancel(cancel: Cancel | None) -> None:
    if cancel is not None and cancel():
        raise Cancelled
