"""The wall clock, read in one place."""

from __future__ import annotations

from datetime import datetime


def local_now() -> datetime:
    """The wall clock with its UTC offset: when games start and end, the daily countdown,
    the day the statistics count from (a fixed offset: what the log keeps with each time)."""
    return datetime.now().astimezone()
