"""The bounds and names of a game that every layer shares, in a module that imports nothing.

The command line registers its arguments from these without loading the word
lists, numpy or the solver (``wordle-tui --help`` stays instant).
"""

from __future__ import annotations

from enum import StrEnum

MIN_ATTEMPTS = 1
MAX_ATTEMPTS = 20
DEFAULT_ATTEMPTS = 6


class Mode(StrEnum):
    """How a game was chosen; the log keeps the bot's own games apart as ``bot``."""

    DAILY = "daily"
    PRACTICE = "practice"
    CUSTOM = "custom"
    BOT = "bot"


def check_attempts(attempts: int) -> int:
    """``attempts`` when it is within the bounds; ValueError (translated) otherwise."""
    if not MIN_ATTEMPTS <= attempts <= MAX_ATTEMPTS:
        from wordle_tui.i18n import _  # only to complain: this module imports nothing

        raise ValueError(
            _("attempts must be {low}-{high}, not {value}").format(
                low=MIN_ATTEMPTS, high=MAX_ATTEMPTS, value=attempts
            )
        )
    return attempts
