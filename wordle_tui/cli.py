"""The ``wordle-tui`` command: argument parsing and dispatch only."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from wordle_tui import __version__

# Each module in wordle_tui.commands registers one subcommand.
COMMAND_MODULES: tuple[str, ...] = (
    "play",
    "solve",
    "assist",
    "bench",
    "watch",
    "stats",
    "history",
    "review",
    "serve",
)


class UsageError(Exception):
    """A wrong argument: one line for the user, exit status 2."""


class CommandError(Exception):
    """A command that cannot go on (e.g. contradictory colours): one line, exit status 1."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors instead of the usage block."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="wordle-tui",
        description="Wordle in the terminal. Run without a command to open the menu.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMAND_MODULES:
        importlib.import_module(f"wordle_tui.commands.{name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        handler = getattr(args, "handler", None)
        if handler is None:
            return _launch_menu()
        status = int(handler(args))
        sys.stdout.flush()  # a closed pipe shows up here, inside the handler below
        return status
    except UsageError as exc:
        print(f"wordle-tui: error: {exc}", file=sys.stderr)
        return 2
    except CommandError as exc:
        print(f"wordle-tui: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (``| head``): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def _launch_menu() -> int:
    from wordle_tui.commands.play import launch_app

    return launch_app()
