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
