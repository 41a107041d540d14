"""The app in a real terminal (tmux), where what happens around it shows: how it ends on a
signal and the terminal it leaves, a process that outlives its Quit, a start that cannot
draw the game it resumes. Each failed on the code before the fix.

Skipped where tmux is not installed (CI installs it: .ci/run).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.terminal_fuzz import CPU_TIMES, ROOT, Terminal
from wordle_tui.core.multiboard import QUORDLE, MultiGame
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import load_word_list
from wordle_tui.storage import paths
from wordle_tui.storage.store import Storage

pytestmark = [
    pytest.mark.terminal,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
]
SECONDS = 40.0  # for the app to start or end on a busy machine (a hang is far beyond)


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A data folder whose first-run help has been seen (it would cover the screen)."""
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(folder))
    storage = Storage()
    storage.settings.save(Settings(help_seen=True))
    storage.close()
    return folder


def app_in_terminal(home: Path, mode: str, *arguments: str) -> Terminal:
    """``wordle-tui ARGUMENTS`` (with ``mode``'s failure, see terminal_app_patched.py).

    The app runs under the fuzzer's shell, which writes its exit status to a file: tmux
    was seen to leave the ended app unreaped, its pane alive, even on an idle machine
    (with ``pipe-pane`` on), so the pane's status alone cannot say when it ended."""
    app = [sys.executable, "-m", "tests.terminal_app_patched", mode, "--ui-lang", "en"]
    times = home.parent / "times"
    command = ["sh", "-c", CPU_TIMES, "sh", str(times), *app, *arguments]
    env = {
        paths.HOME_VARIABLE: str(home),
        "PYTHONPATH": str(ROOT),
        "TEXTUAL_ANIMATIONS": "none",
    }
    terminal = Terminal(command, env, (100, 32), times.with_name("times.status"))
    terminal.start()
    return terminal


def app_process(terminal: Terminal) -> int:
    """The app's process: the one child of the pane's shell."""
    shell = terminal.pane("pane_pid")
    children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True)
    (pid,) = children.stdout.split()
    return int(pid)


def ended(terminal: Terminal) -> bool:
    return terminal.wait_until(lambda: terminal.exit_status() is not None, SECONDS)


# Terminal modes the app sets (DEC private modes) and how it must leave them.
LEFT_AS = {
    "1049": "l",  # the alternate screen
    "25": "h",  # the cursor shown
    "1000": "l",  # mouse reporting, in its four forms
    "1003": "l",
    "1006": "l",
    "1015": "l",
    "2004": "l",  # bracketed paste
}


def modes_left(output: bytes) -> dict[str, str]:
    """The last setting of each mode in what the app wrote (``h`` set, ``l`` reset)."""
    last: dict[str, str] = {}
    for found in re.finditer(rb"\x1b\[\?([0-9;]+)([hl])", output):
        for mode in found.group(1).decode().split(";"):
            last[mode] = found.group(2).decode()
    return {mode: last.get(mode, "never set") for mode in LEFT_AS}


@pytest.mark.parametrize(
    ("name", "status"), [("SIGTERM", 128 + 15), ("SIGINT", 128 + 2), ("SIGHUP", 0)]
)
def test_a_quit_signal_saves_the_letters_and_gives_the_terminal_back(home, name, status):
    """``kill -TERM`` exited 143 in the alternate screen, mouse reporting on, the cursor
    hidden, and lost the letters being typed (which Ctrl+Q and SIGHUP keep)."""
    terminal = app_in_terminal(home, "plain", "play", "--word", "share")
    written = home / "terminal-output"
    terminal.record(written)
    try:
        assert terminal.wait_until(lambda: terminal.shows(["⌫"]), SECONDS), terminal.text()
        terminal.type("cr")
        typed = re.compile(r"\bC\b\W+\bR\b")  # the first row's two tiles, at any size
        assert terminal.wait_until(lambda: bool(typed.search(terminal.text())), SECONDS)
        os.kill(app_process(terminal), getattr(signal, name))
        assert ended(terminal), terminal.text()
        assert terminal.exit_status() == status
        assert terminal.pane("alternate_on") == "0" and terminal.pane("mouse_any_flag") == "0"
        assert modes_left(written.read_bytes()) == LEFT_AS
        assert "Traceback" not in terminal.history()
    finally:
        terminal.close()
    storage = Storage()
    game = storage.saved_games.unfinished()
    assert game is not None and storage.saved_games.typed(game) == "cr"


def test_quitting_while_the_bot_works_ends_the_process_at_once(home):
    """``watch`` then Quit while the bot works: the terminal came back at once but the
    process lived on until the job ended (6 s for a tree check; here it never ends)."""
    terminal = app_in_terminal(home, "stuck-bot", "watch", "crane")
    try:
        assert terminal.wait_until(lambda: terminal.shows(["thinking"]), SECONDS)
        terminal.send(["q"])
        assert ended(terminal), "the process outlived its Quit"
        assert terminal.exit_status() == 0
        assert "Traceback" not in terminal.history()
    finally:
        terminal.close()


def test_a_resumed_game_that_cannot_be_drawn_leaves_the_app_on_the_menu(home):
    """A Quordle in progress whose boards fail to draw (as every one did under the ansi
    themes): the app failed at every start, the player locked out."""
    storage = Storage()
    game = MultiGame.practice(load_word_list("en", 5), QUORDLE)
    game.submit("crane")
    assert storage.saved_games.remember(game)
    storage.close()
    terminal = app_in_terminal(home, "board-fails")
    try:
        menu_and_message = ["Guess the hidden word", "cannot be drawn"]
        assert terminal.wait_until(
            lambda: (
                all(text in terminal.text() for text in menu_and_message)
                or terminal.exit_status() is not None
            ),
            SECONDS,
        ), terminal.text()
        assert terminal.exit_status() is None, terminal.history()[-3000:]
        terminal.send(["ctrl+q"])
        assert ended(terminal)
        assert terminal.exit_status() == 0
        assert "Traceback" not in terminal.history()
    finally:
        terminal.close()
    assert Storage().saved_games.unfinished() is not None  # the game is kept
