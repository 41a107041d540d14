"""``wordle-tui`` with one part made to fail, for tests/test_terminal_app.py: the app in a
real terminal, where what happens around the app (its exit, the terminal it leaves) shows.

    python -m tests.terminal_app_patched MODE [wordle-tui arguments]

MODE ``stuck-bot``: the bot watched never finishes working out a step (a job no cancel
reaches, as checking a shipped tree is). MODE ``board-fails``: the boards of a multi-board
game cannot be drawn. MODE ``plain``: nothing is changed.
"""

from __future__ import annotations

import sys
import threading
from typing import Any

from wordle_tui import cli
from wordle_tui.bots.watch import WatchSession
from wordle_tui.widgets.mini_board import MiniBoard

NEVER = threading.Event()


def stuck_step(self: WatchSession, *args: Any, **kwargs: Any) -> Any:
    NEVER.wait()  # checks no cancel: only the process's end stops it


def broken_render(self: MiniBoard) -> Any:
    raise ValueError("this board cannot be drawn")


def main(argv: list[str]) -> int:
    mode, *arguments = argv
    if mode == "stuck-bot":
        WatchSession.work = stuck_step  # type: ignore[method-assign]
    elif mode == "board-fails":
        MiniBoard.render = broken_render  # type: ignore[method-assign,assignment]
    elif mode != "plain":
        raise SystemExit(f"unknown mode {mode!r}")
    return cli.main(arguments)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
