"""The terminal fuzzer: seeded bursts of keys to the installed ``wordle-tui`` in a real
pseudo-terminal (tmux), on every screen reachable from the menu, in English and in Spanish.

The Pilot fuzzer (tests/key_fuzz.py) hands keys to the app one at a time, at one size, with
no terminal driver. A player's terminal does none of that: it sends bursts (a paste, key
repeat, an escape sequence split or joined), it is resized, keys arrive while screens are
still mounting, and the app's own quit, signals and error report run for real. Here each
run starts ``wordle-tui`` in a tmux session of its own (a fresh ``WORDLE_TUI_HOME``, a fixed
``TEXTUAL_ANIMATIONS`` per screen), opens one screen of :data:`TERMINAL_SCREENS` with the
keys a player would press, then sends keys drawn by a seeded generator: single keys and
bursts written to the terminal at once, with resizes among them.

What fails a run:

- a crash: the app exits with a status other than 0, or a traceback shows on the terminal
  (a quit key that ends the app normally just starts it again, on the same screen);
- a hang: Ctrl+P (probed every :data:`PROBE_EVERY` keys and at the end) does not open the
  palette within :data:`ANSWER_SECONDS`, or the app takes that long to end after Ctrl+Q;
- at the end, Escape does not lead back to the menu.

An end of the app that tmux does not report (on a loaded machine tmux was seen to leave the
ended shell a zombie, the pane alive) is an end whose status is lost: only a traceback on the
terminal makes it a crash, and the summary counts such ends.

A failure is saved (screen, language, seed, the last keys and the terminal's text) under
the output folder; the same screen, language and seed send the same keys again::

    python -m tests.terminal_fuzz --keys 1000 --seeds 1            # every screen, en and es
    python -m tests.terminal_fuzz quordle --lang es --seed 3       # replays one run

CI runs a few keys per screen (tests/test_terminal_fuzz.py, marker ``terminal``).
"""

from __future__ import annotations

import argparse
import gettext
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tests.key_fuzz import KEYS
from wordle_tui.i18n import DOMAIN, LOCALE_DIR, N_

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "es")
SIZE = (100, 32)  # columns and lines the runs start (and end) at
# Sizes a resize picks from: tiny, narrow, short, usual and large terminals.
SIZES = ((30, 10), (44, 17), (60, 20), (80, 24), (100, 32), (120, 40), (160, 50), (200, 60))
RESIZE = 0.02  # share of steps that resize the terminal
BURST = 0.3  # share of steps that send several keys in one write
PAUSES = (0.0, 0.0, 0.01, 0.03, 0.06, 0.12, 0.25)  # after a step, drawn by the seed
PROBE_EVERY = 150  # keys between two checks that Ctrl+P still answers
PROBE_AGAIN = 5.0  # seconds before Ctrl+P is pressed again when no palette showed
MENU_STAYS = 1.5  # seconds the menu must stay on top to count as reached
SETTLE_SECONDS = 3.0  # at most, for the app to work through the keys sent (some screens
# never stand still: a spinner, a clock)
ANSWER_SECONDS = 30.0  # longer without an answer is a hang (on a busy machine too)
START_SECONDS = 40.0  # the first start imports Textual and the word lists
RETURN_PRESSES = 12  # Escapes allowed to get back to the menu at the end
TAIL = 60  # keys kept in a report

# Key names of the Pilot fuzzer (and of Textual) as tmux's send-keys spells them.
TMUX_NAMES = {
    "enter": "Enter",
    "escape": "Escape",
    "backspace": "BSpace",
    "space": "Space",
    "tab": "Tab",
    "shift+tab": "BTab",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    "home": "Home",
    "end": "End",
    "pageup": "PPage",
    "pagedown": "NPage",
    "plus": "+",
    "minus": "-",
    **{f"ctrl+{letter}": f"C-{letter}" for letter in "abcdefghijklmnopqrstuvwxyz"},
    **{f"f{number}": f"F{number}" for number in range(1, 13)},
}
# The Pilot fuzzer's keys, and capitals (shift+letter) which only a terminal sends as such.
TERMINAL_KEYS: list[tuple[str, int]] = [*KEYS, *((letter, 1) for letter in "AEIOUSX")]


# The environment of the tmux server, which the app inherits: tmux reads and writes UTF-8
# (ñ, the palette's icon) only in a UTF-8 locale; COLUMNS and LINES (pytest-xdist sets them)
# would win over the terminal's own size; TMUX would make tmux think it is nested.
OUTSIDE_ONLY = ("COLUMNS", "LINES", "TMUX", "TMUX_PANE")
TMUX_ENVIRONMENT = {
    **{name: value for name, value in os.environ.items() if name not in OUTSIDE_ONLY},
    "LC_CTYPE": "C.UTF-8",
}


def tmux_key(name: str) -> str:
    return TMUX_NAMES.get(name, name)


# --- the texts that show a screen is up, in both interface languages -------------------

_CATALOGUES = {
    language: gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[language], fallback=True)
    for language in LANGUAGES
}


def spellings(message: str) -> tuple[str, ...]:
    """``message`` as either interface language shows it (a fuzzed setting may switch);
    a message with a placeholder, up to the placeholder."""
    shown = (_CATALOGUES[lang].gettext(message).split("{")[0].strip() for lang in LANGUAGES)
    return tuple(dict.fromkeys(shown))


PALETTE_MARK = "🔎"  # the command palette's search icon
HELP_MARK = N_("How to play")
MENU_MARK = N_("Guess the hidden word")


# --- how each screen is reached -------------------------------------------------------


@dataclass(frozen=True)
class Keys:
    """Keys pressed one at a time (a moment between them, as a player)."""

    keys: tuple[str, ...]


@dataclass(frozen=True)
class Text:
    """Letters typed into a field (one write)."""

    text: str


@dataclass(frozen=True)
class WaitFor:
    """Wait until one of these texts (English messages, shown in either language) is up."""

    texts: tuple[str, ...]
    literal: bool = False  # the texts are shown as they are (not messages)


@dataclass(frozen=True)
class Pause:
    seconds: float


Step = Keys | Text | WaitFor | Pause


def keys(*names: str) -> Keys:
    return Keys(names)


def wait(*messages: str) -> WaitFor:
    return WaitFor(messages)


BOARD = WaitFor(("⌫",), literal=True)  # the on-screen keyboard's Backspace key
HINTS = wait(N_("Hints"))
RESULT = wait(N_("Copy (c)"))
PRACTICE: tuple[Step, ...] = (keys("p"), BOARD)
WON: tuple[Step, ...] = (Text("share"), keys("enter"), RESULT)
# A game played one row, left for the menu: it stays in progress.
ONE_ROW: tuple[Step, ...] = (*PRACTICE, Text("crane"), keys("enter"), Pause(0.5), keys("escape"))


@dataclass(frozen=True)
class TerminalScreen:
    """One screen to fuzz: the command that starts the app, the steps that reach the screen
    from what it shows first, and the animations it runs with."""

    steps: tuple[Step, ...] = ()
    args: tuple[str, ...] = ()
    animations: str = "none"  # TEXTUAL_ANIMATIONS: none, basic or full


def _watch_other(downs: int) -> tuple[Step, ...]:
    """Watch the bot play game number ``downs`` of the set-up's list (Wordle is 0)."""
    return (
        keys("w"),
        wait(N_("Strategy")),
        keys("shift+tab", "enter", *(["down"] * downs), "enter", "tab", "enter"),
        wait(N_("Watching {what}")),
    )


# Every screen reachable from the menu (the Pilot fuzzer's list and more). A new screen adds
# an entry here.
TERMINAL_SCREENS: dict[str, TerminalScreen] = {
    "menu": TerminalScreen(),
    "board": TerminalScreen(PRACTICE),
    "board-hints": TerminalScreen((*PRACTICE, keys("f3"), HINTS)),
    "board-animated": TerminalScreen((*PRACTICE, keys("f3"), HINTS), animations="full"),
    "result": TerminalScreen(WON, args=("play", "--word", "share", "--lang", "en")),
    "review": TerminalScreen(
        (*WON, Pause(1.0), keys("r"), wait(N_("Review · {game}"))),
        args=("play", "--word", "share", "--lang", "en"),
    ),
    "custom": TerminalScreen((keys("c"), wait(N_("Play a friend's code")))),
    "archive": TerminalScreen((keys("v"), wait(N_("Next not played")))),
    "multi-setup": TerminalScreen((keys("m"), wait(N_("Several boards at once")))),
    "dordle": TerminalScreen((BOARD,), args=("play", "--variant", "dordle")),
    "quordle": TerminalScreen((BOARD,), args=("play", "--variant", "quordle"), animations="full"),
    "quordle-hints": TerminalScreen(
        (BOARD, keys("f3"), HINTS), args=("play", "--variant", "quordle")
    ),
    "octordle": TerminalScreen((BOARD,), args=("play", "--variant", "octordle")),
    "absurdle": TerminalScreen((keys("x"), BOARD), animations="full"),
    "watch-setup": TerminalScreen((keys("w"), wait(N_("Strategy")))),
    "watch": TerminalScreen(
        (
            keys("w"),
            wait(N_("Strategy")),
            Text("crane"),
            keys("enter"),
            wait(N_("Watching {what}")),
        ),
        animations="full",
    ),
    "multi-watch": TerminalScreen(_watch_other(2)),
    "absurdle-watch": TerminalScreen(_watch_other(4)),
    "bot-guesses": TerminalScreen((keys("b"), WaitFor(("◀",), literal=True))),
    "assistant": TerminalScreen((keys("a"), wait(N_("Words left")))),
    "statistics": TerminalScreen((keys("t"), wait(N_("Guess distribution (games won)")))),
    "history": TerminalScreen(
        (
            keys("t"),
            wait(N_("Guess distribution (games won)")),
            keys("h"),
            wait(N_("No finished games yet: play one!")),
        )
    ),
    "settings": TerminalScreen((keys("s"), wait(N_("Word language")))),
    "help": TerminalScreen((keys("h"), wait(HELP_MARK))),
    "palette": TerminalScreen((keys("ctrl+p"), WaitFor((PALETTE_MARK,), literal=True))),
    "in-progress": TerminalScreen(
        (
            *ONE_ROW,
            wait(MENU_MARK),
            *ONE_ROW,
            wait(MENU_MARK),
            keys("i"),
            wait(N_("Games in progress")),
        )
    ),
}


# --- the terminal ---------------------------------------------------------------------


class Terminal:
    """A tmux server of its own with one pane running ``wordle-tui``; the pane stays after
    the app ends, with what it printed and its exit status."""

    def __init__(
        self,
        command: Sequence[str],
        env: dict[str, str],
        size: tuple[int, int],
        status_file: Path | None = None,
    ):
        self.command = list(command)
        self.env = env
        self.size = size
        # Where the shell around the app writes the app's exit status (CPU_TIMES), if it does.
        self.status_file = status_file
        self.folder = Path(tempfile.mkdtemp(prefix="wordle-fuzz-tmux-"))  # socket, settings
        self.socket = self.folder / "socket"
        self.config = self.folder / "tmux.conf"
        self.config.write_text(
            "set -g remain-on-exit on\nset -g history-limit 20000\nset -g status off\n"
            "set -g escape-time 0\n"
        )
        self.started = False

    def tmux(self, *args: str, check: bool = True) -> str:
        done = subprocess.run(
            ["tmux", "-S", str(self.socket), "-f", str(self.config), *args],
            capture_output=True,
            text=True,
            check=False,
            env=TMUX_ENVIRONMENT,
        )
        if check and done.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def start(self) -> None:
        """Start the app in the pane (again, in the same pane, once it has ended)."""
        if self.status_file is not None:
            self.status_file.unlink(missing_ok=True)
        environment = [
            item for name, value in self.env.items() for item in ("-e", f"{name}={value}")
        ]
        if self.started:
            self.tmux("respawn-pane", "-k", "-t", "fuzz", *environment, "--", *self.command)
            self.tmux("clear-history", "-t", "fuzz")
            return
        width, height = self.size
        self.tmux(
            "new-session", "-d", "-s", "fuzz", "-x", str(width), "-y", str(height),
            *environment, "--", *self.command,
        )  # fmt: skip
        self.started = True
        self.resize(width, height)  # a detached session may take tmux's default size

    def send(self, names: Sequence[str]) -> None:
        """Keys in one write to the terminal (one key, or a burst)."""
        self.tmux("send-keys", "-t", "fuzz", *(tmux_key(name) for name in names))

    def type(self, text: str) -> None:
        self.tmux("send-keys", "-t", "fuzz", "-l", text)

    def resize(self, width: int, height: int) -> None:
        self.tmux("resize-window", "-t", "fuzz", "-x", str(width), "-y", str(height))

    def text(self) -> str:
        """What the terminal shows now."""
        return self.tmux("capture-pane", "-p", "-t", "fuzz", check=False)

    def history(self) -> str:
        """Everything the pane printed, what scrolled off included."""
        return self.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "fuzz", check=False)

    def record(self, path: Path) -> None:
        """Copy everything the app writes to the terminal into ``path`` from now on."""
        self.tmux("pipe-pane", "-o", "-t", "fuzz", f"cat >> '{path}'")

    def pane(self, variable: str) -> str:
        """A tmux format variable of the pane (``pane_pid``, ``alternate_on``…)."""
        return self.tmux("display", "-p", "-t", "fuzz", f"#{{{variable}}}", check=False).strip()

    def exit_status(self) -> int | None:
        """None while the app runs, else its exit status (minus the signal that ended it).

        tmux sees the terminal closed before the process has ended: until its status is
        known, the app still runs (a process that lingers after closing its terminal does)."""
        out = self.tmux(
            "display", "-p", "-t", "fuzz", "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}",
            check=False,
        )  # fmt: skip
        dead, _, rest = out.strip().partition(":")
        if dead != "1":
            # Under heavy load tmux may leave the ended shell unreaped (a zombie) for long
            # seconds, the pane not yet dead: the status the shell wrote as it ended says so.
            return self.written_status()
        status, _, signal = rest.partition(":")
        if status.isdigit():
            return int(status)
        if signal.isdigit():
            return -int(signal)
        # Dead without a status: tmux saw the terminal close (pipe-pane on, even on an idle
        # machine) but has not reaped the process; the status the shell wrote says it.
        return self.written_status()

    def has_ended(self) -> bool:
        """The app has ended, whether or not tmux has seen it."""
        return self.exit_status() is not None or self.shell_ended_unseen()

    def shell_ended_unseen(self) -> bool:
        """The pane's shell has ended but tmux has not reaped it (a zombie): on a loaded
        machine tmux was seen to leave it so, the pane alive, for minutes."""
        shell = self.pane("pane_pid")
        if not shell.isdigit():
            return False
        state = subprocess.run(
            ["ps", "-o", "stat=", "-p", shell], capture_output=True, text=True
        ).stdout.strip()
        return state.startswith("Z")

    def written_status(self) -> int | None:
        """The status the shell around the app wrote once the app ended, if any."""
        if self.status_file is None:
            return None
        try:
            text = self.status_file.read_text().strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def wait_until(self, ready: Callable[[], bool], seconds: float) -> bool:
        end = time.monotonic() + seconds
        while True:
            if ready():
                return True
            if time.monotonic() > end:
                return False
            time.sleep(0.05)

    def shows(self, texts: Sequence[str]) -> bool:
        screen = self.text()
        return any(text in screen for text in texts)

    def processes(self) -> str:
        """The pane's processes (the shell around the app, the app): state and wait."""
        shell = self.pane("pane_pid")
        listing = subprocess.run(
            ["ps", "-e", "-o", "pid=,ppid=,stat=,wchan:24=,args="], capture_output=True, text=True
        ).stdout.splitlines()
        tree = {shell}
        for _ in range(3):  # the shell, the app, anything the app started
            for line in listing:
                pid, ppid = line.split()[:2]
                if ppid in tree or pid in tree:
                    tree.add(pid)
        shown = [line[:160] for line in listing if line.split()[0] in tree]
        # The tmux server above the shell: a shell left a zombie (ended, not reaped) keeps
        # the pane alive for tmux; the server's state says why it did not reap it.
        parents = {line.split()[1] for line in listing if line.split()[0] == shell}
        shown += [f"(tmux) {line[:150]}" for line in listing if line.split()[0] in parents]
        return "\n".join(shown) or "(no process)"

    def abort_app(self) -> None:
        """SIGABRT to the app (the pane runs a shell around it), then a moment to print."""
        shell = self.pane("pane_pid")
        if not shell.isdigit():
            return
        children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True)
        for pid in children.stdout.split():
            subprocess.run(["kill", "-ABRT", pid], capture_output=True)
            subprocess.run(["kill", "-CONT", pid], capture_output=True)  # a stopped one too
        self.wait_until(lambda: self.exit_status() is not None, 5.0)

    def close(self) -> None:
        """End the app if it still runs (a hang, or a process that outlived its terminal:
        tmux's SIGHUP would not end that one), then tmux."""
        if self.started and self.exit_status() is None:
            shell = self.pane("pane_pid")
            if shell.isdigit():
                children = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True)
                for pid in [*children.stdout.split(), shell]:
                    subprocess.run(["kill", "-KILL", pid], capture_output=True)
        self.tmux("kill-server", check=False)
        shutil.rmtree(self.folder, ignore_errors=True)


# --- a run ----------------------------------------------------------------------------


class Failure(Exception):
    """A run failed: ``kind`` is crash, hang, menu (Escape did not lead back) or opener (the
    screen was never reached)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


@dataclass
class TerminalRun:
    """What one run did, to report and to replay (the seed gives the same keys)."""

    screen: str
    language: str
    seed: int
    keys: list[str] = field(default_factory=list)
    starts: int = 0  # the app started this many times (a quit key ends it; it starts again)
    probes: int = 0
    failure: Failure | None = None
    report: Path | None = None
    notes: list[str] = field(default_factory=list)  # what the end's checks saw
    unseen_ends: int = 0  # ends tmux did not report (the shell a zombie), status unknown
    seconds: float = 0.0  # wall time of the run
    cpu: float = 0.0  # CPU time of the app (every start), when it ended normally

    @property
    def sent(self) -> int:
        """Keys sent (resizes not counted)."""
        return sum(1 for key in self.keys if not key.startswith("<"))

    def tail(self, count: int = TAIL) -> str:
        return " ".join(self.keys[-count:])

    def replay(self) -> str:
        return (
            f"python -m tests.terminal_fuzz {self.screen} --lang {self.language} "
            f"--seed {self.seed} --keys {self.sent}"
        )


# Clears what the last start left on the terminal, runs the app, adds its CPU time (user
# and system, from the shell's ``times``) to a file and writes its exit status beside it
# (``<file>.status``: a loaded machine's tmux may take long to mark the pane dead). The
# shell shares the app's terminal and process group: keys typed once the app has given the
# terminal back (Ctrl+C, Ctrl+Z) would stop or end the shell, not the app. It traps them
# (a trap, not an "ignore", which the app would inherit), and the pane's status stays the
# app's.
CPU_TIMES = (
    "trap : INT TSTP QUIT; "
    'out="$1"; shift; printf "\\033[H\\033[2J"; "$@"; status=$?; times >> "$out"; '
    'echo "$status" > "$out.status"; exit $status'
)


def cpu_seconds(times: Path) -> float:
    """The CPU time of every start of the app: ``times`` writes the shell's own user and
    system time on a line (``0m0.01s 0m0.00s``), then its children's (the app's)."""
    total = 0.0
    if not times.exists():
        return total
    for line in times.read_text().splitlines()[1::2]:
        for value in line.split():
            minutes, _, seconds = value.rstrip("s").partition("m")
            try:
                total += float(minutes) * 60 + float(seconds)
            except ValueError:
                continue
    return total


def draw_keys(rng: random.Random) -> list[str]:
    """One step: a key, or a burst of two to eight written at once."""
    names = [key for key, _ in TERMINAL_KEYS]
    weights = [weight for _, weight in TERMINAL_KEYS]
    count = rng.randint(2, 8) if rng.random() < BURST else 1
    return rng.choices(names, weights, k=count)


def installed_command() -> str:
    """The ``wordle-tui`` of this Python's environment (the one the tests run), else PATH's."""
    beside = Path(sys.executable).parent / "wordle-tui"
    if beside.exists():
        return str(beside)
    found = shutil.which("wordle-tui")
    if found is None:
        raise RuntimeError("wordle-tui is not installed in this environment")
    return found


def menu_footer(language: str) -> list[str]:
    """The first words of the menu's Footer (its keys; the palette's key is at the other
    end): the menu is on top when they are on the last line."""
    catalogue = _CATALOGUES[language]
    return ["q", *catalogue.gettext("Quit").split(), "f1", *catalogue.gettext("Help").split()]


class Fuzzer:
    """One run: start the app, reach the screen, send the keys, check the app still answers."""

    def __init__(self, run: TerminalRun, count: int, command: str) -> None:
        self.run = run
        self.count = count
        self.screen = TERMINAL_SCREENS[run.screen]
        self.rng = random.Random(f"{run.screen}:{run.language}:{run.seed}")
        self.home = tempfile.mkdtemp(prefix="wordle-fuzz-home-")
        self.times = Path(self.home) / "cpu-times"
        env = {
            "WORDLE_TUI_HOME": self.home,
            "TEXTUAL_ANIMATIONS": self.screen.animations,
            "PYTHONFAULTHANDLER": "1",  # a hang's report shows where every thread was
        }
        argv = ["sh", "-c", CPU_TIMES, "sh", str(self.times), command, "--ui-lang", run.language]
        status = self.times.with_name(self.times.name + ".status")
        self.terminal = Terminal([*argv, *self.screen.args], env, SIZE, status)
        self.since_probe = 0

    # --- checks ---

    def ended(self) -> bool:
        """The app ended: a crash fails the run; a clean quit starts it again."""
        status = self.terminal.exit_status()
        if status is None:
            if not self.terminal.shell_ended_unseen():
                return False
            # The app and its shell have ended, unseen by tmux: the status is lost, so only
            # a traceback tells a crash; the summary counts these ends apart.
            self.run.unseen_ends += 1
            status = 0
        printed = self.terminal.history()
        if status != 0 or "Traceback" in printed:
            raise Failure("crash", f"exit status {status}")
        self.launch()
        return True

    def on_menu(self) -> bool:
        text = self.terminal.text()
        lines = [line for line in text.splitlines() if line.strip()]
        if not lines or PALETTE_MARK in text:
            return False
        menu = any(mark in text for mark in spellings(MENU_MARK))
        footers = (menu_footer(language) for language in LANGUAGES)
        last = lines[-1].split()
        return menu and any(last[: len(footer)] == footer for footer in footers)

    def probe(self) -> None:
        """Ctrl+P opens the palette (a new one: one left open is closed first), Escape
        closes it. The app may still be working through keys sent before (a screen change
        queued then closes the palette as it opens): Ctrl+P is pressed again every
        :data:`PROBE_AGAIN` seconds; no palette in :data:`ANSWER_SECONDS` is a hang."""
        terminal = self.terminal
        self.run.probes += 1
        self.since_probe = 0
        palette = [PALETTE_MARK]
        for _ in range(3):
            if not terminal.shows(palette):
                break
            terminal.send(["escape"])
            terminal.wait_until(lambda: not terminal.shows(palette), 2.0)
        deadline = time.monotonic() + ANSWER_SECONDS
        while True:
            if self.ended():
                return
            terminal.send(["ctrl+p"])
            if terminal.wait_until(
                lambda: terminal.shows(palette) or terminal.has_ended(),
                min(PROBE_AGAIN, max(0.0, deadline - time.monotonic())),
            ):
                break
            if time.monotonic() >= deadline:
                raise Failure("hang", f"Ctrl+P did not open the palette in {ANSWER_SECONDS:.0f} s")
        if self.ended():
            return
        terminal.send(["escape"])
        if not terminal.wait_until(
            lambda: not terminal.shows(palette) or terminal.has_ended(),
            ANSWER_SECONDS,
        ):
            raise Failure("hang", f"Escape did not close the palette in {ANSWER_SECONDS:.0f} s")
        self.ended()

    def stays(self, condition: Callable[[], bool], seconds: float) -> bool:
        """``condition`` holds all along ``seconds``."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            time.sleep(0.25)
            if not condition():
                return False
        return True

    def settled(self) -> bool:
        """The app has worked through the keys sent: what it shows stays the same a moment
        (shorter than between two ticks of a clock)."""
        terminal = self.terminal
        shown = terminal.text()
        for _ in range(3):
            time.sleep(0.2)
            now = terminal.text()
            if now != shown:
                return False
        return True

    # --- reaching the screen ---

    def launch(self) -> None:
        """Start the app at the usual size and open the screen."""
        terminal = self.terminal
        if terminal.started:
            terminal.resize(*SIZE)
        terminal.start()
        self.run.starts += 1
        first = [*spellings(HELP_MARK), *spellings(MENU_MARK), "⌫"]

        def drawn() -> bool:
            """The app has taken the terminal (keys are keys, not signals) and drawn."""
            return terminal.pane("alternate_on") == "1" and terminal.shows(first)

        if not terminal.wait_until(lambda: drawn() or terminal.has_ended(), START_SECONDS):
            raise Failure("hang", f"nothing drawn {START_SECONDS:.0f} s after the start")
        self._check_alive()
        if terminal.shows(spellings(HELP_MARK)):  # the first run's help
            terminal.send(["escape"])
            terminal.wait_until(lambda: not terminal.shows(spellings(HELP_MARK)), ANSWER_SECONDS)
        if not self.screen.args:  # a game resumed at the start: back to the menu first
            for _ in range(3):
                if terminal.wait_until(self.on_menu, 1.0):
                    break
                terminal.send(["escape"])
        for step in self.screen.steps:
            self._do(step)
            self._check_alive()

    def _check_alive(self) -> None:
        if self.terminal.has_ended():
            status = self.terminal.exit_status()
            raise Failure("crash", f"the app ended (status {status}) while the screen opened")

    def _do(self, step: Step) -> None:
        terminal = self.terminal
        if isinstance(step, Keys):
            for name in step.keys:
                terminal.send([name])
                time.sleep(0.15)
        elif isinstance(step, Text):
            terminal.type(step.text)
            time.sleep(0.15)
        elif isinstance(step, Pause):
            time.sleep(step.seconds)
        else:
            texts = (
                step.texts
                if step.literal
                else tuple(text for message in step.texts for text in spellings(message))
            )
            if not terminal.wait_until(
                lambda: terminal.shows(texts) or terminal.has_ended(),
                ANSWER_SECONDS,
            ):
                raise Failure("opener", f"{texts[0]!r} never showed")

    # --- the run ---

    def fuzz(self) -> None:
        run, rng, terminal = self.run, self.rng, self.terminal
        self.launch()
        while run.sent < self.count:
            if rng.random() < RESIZE:
                width, height = rng.choice(SIZES)
                run.keys.append(f"<{width}x{height}>")
                terminal.resize(width, height)
            else:
                names = draw_keys(rng)
                run.keys.extend(names)
                terminal.send(names)
                self.since_probe += len(names)
            time.sleep(rng.choice(PAUSES))
            self.ended()
            if self.since_probe >= PROBE_EVERY:
                self.probe()
        self.still_answers()

    def still_answers(self) -> None:
        """Escape leads back to the menu; there Ctrl+P opens the palette; Ctrl+Q quits.

        The app may still be working through the keys sent last (a busy machine): an
        Escape is pressed only once it shows the same thing a moment, and the menu counts
        once it has stayed on top for :data:`MENU_STAYS` seconds."""
        terminal = self.terminal
        terminal.resize(*SIZE)
        presses = 0
        while True:
            terminal.wait_until(self.settled, SETTLE_SECONDS)
            if self.on_menu() and self.stays(self.on_menu, MENU_STAYS):
                break
            starts = self.run.starts
            self.ended()
            if self.run.starts != starts:  # a quit key sent before ended it: a fresh start
                presses = 0
                continue
            if presses == RETURN_PRESSES:
                raise Failure("menu", f"{RETURN_PRESSES} Escapes did not lead back to the menu")
            lines = [line.strip() for line in terminal.text().splitlines() if line.strip()]
            self.run.notes.append(f"Escape {presses + 1} on: {lines[-1] if lines else '(blank)'}")
            terminal.send(["escape"])
            presses += 1
        self.probe()
        terminal.send(["ctrl+q"])
        if not terminal.wait_until(terminal.has_ended, ANSWER_SECONDS):
            raise Failure("hang", f"Ctrl+Q did not end the app in {ANSWER_SECONDS:.0f} s")
        status = terminal.exit_status()
        if status is None:  # ended unseen by tmux: only a traceback tells a crash
            self.run.unseen_ends += 1
        if status not in (None, 0) or "Traceback" in terminal.history():
            raise Failure("crash", f"exit status {status} after Ctrl+Q")

    def report(self, failure: Failure, out_dir: Path) -> Path:
        """Save what is needed to see and replay the failure (for a hang, where each thread
        of the app was: SIGABRT makes Python's fault handler print them)."""
        run = self.run
        processes = ""
        if failure.kind == "hang":
            processes = f"--- the processes ---\n{self.terminal.processes()}\n"
            self.terminal.abort_app()
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / f"{run.screen}-{run.language}-seed{run.seed}.txt"
        try:
            printed = self.terminal.history()
        except Exception as exc:  # the report must be written whatever tmux says
            printed = f"(the terminal could not be read: {exc})"
        path.write_text(
            f"{failure.kind} on {run.screen} ({run.language}, seed {run.seed}) after "
            f"{run.sent} keys: {failure.detail}\n"
            f"replay: {run.replay()}\n"
            f"last keys: {run.tail()}\n"
            f"starts: {run.starts}, probes: {run.probes}\n"
            + "".join(f"{note}\n" for note in run.notes)
            + f"\n{processes}--- the terminal ---\n{printed}\n"
        )
        return path

    def close(self) -> None:
        self.terminal.close()
        shutil.rmtree(self.home, ignore_errors=True)


def fuzz_terminal(
    screen: str,
    language: str,
    seed: int,
    count: int,
    out_dir: Path,
    command: str | None = None,
) -> TerminalRun:
    """Run screen ``screen`` in ``language`` with ``count`` keys drawn with ``seed``; a
    failure is in ``run.failure`` and its report under ``out_dir``."""
    run = TerminalRun(screen, language, seed)
    fuzzer = Fuzzer(run, count, command or installed_command())
    started = time.monotonic()
    try:
        fuzzer.fuzz()
    except Failure as failure:
        run.failure = failure
        run.report = fuzzer.report(failure, out_dir)
    finally:
        run.cpu = cpu_seconds(fuzzer.times)
        fuzzer.close()
        run.seconds = time.monotonic() - started
    return run


def tmux_missing() -> str | None:
    """Why the terminal fuzzer cannot run here, or None."""
    if shutil.which("tmux") is None:
        return "tmux is not installed (the terminal fuzzer drives the app in tmux)"
    return None


def main(argv: list[str] | None = None) -> int:
    """By hand: every screen (or those named) in each language, ``--keys`` keys each."""
    parser = argparse.ArgumentParser(
        prog="python -m tests.terminal_fuzz",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("screens", nargs="*", default=list(TERMINAL_SCREENS))
    parser.add_argument("--keys", type=int, default=1000, help="keys per screen, language and seed")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--seeds", type=int, default=1, help="how many seeds per screen")
    parser.add_argument(
        "--lang", choices=[*LANGUAGES, "both"], default="both", help="interface language"
    )
    parser.add_argument(
        "--out", type=Path, default=ROOT / "build" / "terminal-fuzz", help="where failures go"
    )
    parser.add_argument("--command", help="the wordle-tui to drive (default: this environment's)")
    options = parser.parse_args(argv)
    unknown = [name for name in options.screens if name not in TERMINAL_SCREENS]
    if unknown:
        parser.error(
            f"unknown screens: {', '.join(unknown)} (known: {', '.join(TERMINAL_SCREENS)})"
        )
    missing = tmux_missing()
    if missing:
        print(missing, file=sys.stderr)
        return 2
    languages = LANGUAGES if options.lang == "both" else (options.lang,)
    command = options.command or installed_command()
    counts = {"keys": 0, "runs": 0, "crash": 0, "hang": 0, "menu": 0, "opener": 0, "unseen": 0}
    started, cpu, app_cpu, load_before = time.monotonic(), _own_cpu(), 0.0, _load()
    signal.signal(signal.SIGTERM, _interrupt)  # kill: the runs under way are cleaned up
    try:
        for seed in range(options.seed, options.seed + options.seeds):
            for name in options.screens:
                for language in languages:
                    run = fuzz_terminal(name, language, seed, options.keys, options.out, command)
                    counts["keys"] += run.sent
                    counts["runs"] += 1
                    counts["unseen"] += run.unseen_ends
                    app_cpu += run.cpu
                    where = f"{name:15} {language} seed {seed}"
                    figures = (
                        f"{run.sent} keys, {run.starts} starts, {run.seconds:.0f} s wall, "
                        f"{run.cpu:.0f} s CPU"
                        + (f", {run.unseen_ends} ends unseen by tmux" if run.unseen_ends else "")
                    )
                    if run.failure is None:
                        print(f"ok   {where}: {figures}", flush=True)
                    else:
                        counts[run.failure.kind] += 1
                        print(f"FAIL {where}: {figures}: {run.failure} ({run.report})", flush=True)
    except KeyboardInterrupt:
        print("interrupted", flush=True)
    wall, cpu = time.monotonic() - started, _own_cpu() - cpu
    print(
        f"{counts['keys']} keys, {counts['runs']} runs, {len(options.screens)} screens: "
        f"{counts['crash']} crashes, {counts['hang']} hangs, {counts['menu']} not back to the "
        f"menu, {counts['opener']} screens not reached ({counts['unseen']} ends of the app "
        f"that tmux did not report, none with a traceback); {wall:.0f} s wall, CPU {app_cpu:.0f} s "
        f"(the app) + {cpu:.0f} s (this driver and tmux's commands), load {load_before} at "
        f"the start, {_load()} at the end"
    )
    return 1 if counts["crash"] + counts["hang"] + counts["menu"] + counts["opener"] else 0


def _interrupt(number: int, frame: object) -> None:
    raise KeyboardInterrupt


def _load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def _own_cpu() -> float:
    """CPU seconds of this driver and the tmux commands it ran (the app runs under the tmux
    server: its time is counted apart, see :data:`CPU_TIMES`)."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


if __name__ == "__main__":
    sys.exit(main())
