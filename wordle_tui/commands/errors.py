"""The two ways a command stops: what :func:`wordle_tui.cli.main` turns into one line and an
exit status. Here, below both, so that the commands raise them without importing the CLI."""

from __future__ import annotations


class UsageError(Exception):
    """A wrong argument: one line for the user, exit status 2."""


class CommandError(Exception):
    """A command that cannot go on (e.g. contradictory colours): one line, exit status 1."""
