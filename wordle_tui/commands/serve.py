"""``wordle-tui serve``: the game in a web browser, with textual-serve (the ``web`` extra).

Each browser tab that opens the page starts its own ``wordle-tui`` process (textual-serve
runs one per connection), so tabs never share a screen; they share the saved data, as
two terminal windows do: the same settings, games in progress and log.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from wordle_tui.commands.errors import CommandError, UsageError
from wordle_tui.i18n import N_, _

if TYPE_CHECKING:
    from sys import UnraisableHookArgs

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
# What textual-serve tells the app process to draw with (a browser, not a terminal).
BROWSER_DRIVER = "textual.drivers.web_driver:WebDriver"
ON_WINDOWS = os.name == "nt"  # the shell that runs each tab's command is cmd.exe


def served_in_browser() -> bool:
    """True in a process textual-serve started for a browser tab (it has no terminal)."""
    return os.environ.get("TEXTUAL_DRIVER", "") == BROWSER_DRIVER


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text!r} is not a number").format(text=text)) from None
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(_("must be 1-65535, not {value}").format(value=value))
    return value


SUMMARY = N_("play in a web browser (needs the web extra)")
DESCRIPTION = N_(
    "Serve the game to a web browser: open the address it prints. Each tab is its own "
    "game, with the same saved data. Needs the web extra: pip install 'wordle-tui[web]'. "
    "Arguments after -- are what each tab runs (default: the menu), "
    "for example: wordle-tui serve -- play --daily"
)


def declare(parser: argparse.ArgumentParser) -> None:
    """The command's arguments, on its own parser (whichever registry creates it)."""
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        metavar=_("HOST"),
        help=_("address to listen on (default {host}: this computer only)").format(
            host=DEFAULT_HOST
        ),
    )
    parser.add_argument(
        "--port",
        type=_port,
        metavar=_("PORT"),
        default=DEFAULT_PORT,
        help=_("port to listen on (default {port})").format(port=DEFAULT_PORT),
    )
    parser.add_argument("tab_args", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("serve", help=_(SUMMARY), description=_(DESCRIPTION))
    declare(parser)
    parser.set_defaults(handler=run)


def tab_command(tab_args: Sequence[str]) -> str:
    """The shell command textual-serve runs for each tab: this wordle-tui, with ``tab_args``."""
    args = list(tab_args)
    if args and args[0] == "--":
        args = args[1:]
    if args and args[0] == "serve":
        raise UsageError(_("a tab cannot serve: give it a game to run, such as play --daily"))
    return shell_command([sys.executable, "-m", "wordle_tui", *args])


def shell_command(argv: Sequence[str]) -> str:
    """``argv`` as one line for the shell textual-serve runs it with
    (``asyncio.create_subprocess_shell``): ``/bin/sh`` on POSIX; on Windows ``cmd.exe``,
    which does not read POSIX quotes (a Python under ``C:\\Program Files`` failed), and
    the program's own command line, which ``list2cmdline`` writes (as ``subprocess`` does)."""
    return subprocess.list2cmdline(argv) if ON_WINDOWS else shlex.join(argv)


def quiet_closed_loop_transports(unraisable: UnraisableHookArgs) -> None:
    """``sys.unraisablehook`` while serving. A tab's process that ends after the server's
    event loop has closed (the server stopped while the tab was closing) leaves a subprocess
    transport whose clean-up finds the loop closed and prints a traceback; the process is
    gone and nothing is left to clean, so say nothing. Anything else goes to the default."""
    if (
        isinstance(unraisable.exc_value, RuntimeError)
        and str(unraisable.exc_value) == "Event loop is closed"
        and getattr(unraisable.object, "__qualname__", "") == "BaseSubprocessTransport.__del__"
    ):
        return
    sys.__unraisablehook__(unraisable)


def run(args: argparse.Namespace) -> int:
    command = tab_command(args.tab_args)
    try:
        import textual_serve  # noqa: F401  (the web extra)
    except ImportError:
        raise CommandError(
            _("serving needs the web extra: pip install 'wordle-tui[web]'")
        ) from None
    from wordle_tui.commands.serve_page import GameServer

    server = GameServer(command, host=args.host, port=args.port)
    sys.unraisablehook = quiet_closed_loop_transports  # for the rest of the process
    try:
        server.serve()
    except OSError as exc:
        raise CommandError(
            _("cannot listen on {host}:{port}: {reason}").format(
                host=args.host, port=args.port, reason=exc.strerror or exc
            )
        ) from None
    return 0
