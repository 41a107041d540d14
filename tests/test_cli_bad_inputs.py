"""A seeded, bounded corpus of bad input for every subcommand, run as real processes.

The scripts that found 16 tracebacks, a hang and 6 wrong exits among 348 bad inputs are
the model: every case must end in bounded time with exit status 1 or 2 and a short, clear
complaint (one line, or the ``FILE:LINE`` lines of a bad list), never a traceback, never a
whole input echoed back, never a raw control character. Then the terminals and streams a
command may meet: encodings that cannot show ``→``, standard output closed or full,
standard input closed, a data folder whose name is too long, a FIFO given as a list.
"""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from wordle_tui.commands.arguments import COMMANDS

ROOT = Path(__file__).resolve().parent.parent
SEED = 348
TIME_LIMIT = 60.0  # seconds per case, on a loaded machine; a hang is far beyond it
MAX_MESSAGE = 400  # characters of one complaint line
MAX_LINES = 12  # a bad list: ten FILE:LINE problems and a last word

HUGE = "a" * 100_000  # the longest single argument Linux passes is 128 KiB
CONTROL = "cr\x07an\x1b[31me"
UNREADABLE = os.fsdecode(b"se\xffor")  # a byte that is not UTF-8
BAD_VALUES = ["", " ", "-1", "0", "nan", "1e3", "99999999999999999999", "ñ", "🟩", CONTROL, HUGE]
BAD_WORDS = [
    "",
    "   ",
    "qqqqq",
    "cr4ne",
    "cranex",
    "cr ane",
    "🟩🟩🟩🟩🟩",
    CONTROL,
    HUGE,
    UNREADABLE,
]
ALWAYS = {HUGE, CONTROL, ""}  # in every slot; the other classes are sampled by the seed
# WORDLE_TUI_FULL_CORPUS=1 runs every class in every slot (by hand: about 350 runs).
FULL = os.environ.get("WORDLE_TUI_FULL_CORPUS") == "1"
PER_SLOT = 5


@dataclass
class Case:
    """One run of ``wordle-tui``: its arguments and what is around it."""

    name: str
    args: list[str]
    env: dict[str, str] = field(default_factory=dict)
    statuses: tuple[int, ...] = (1, 2)
    close: tuple[int, ...] = ()  # descriptors closed in the child (0: stdin, 1: stdout)
    stdout: str | None = None  # a file to write standard output to
    lines: int = 1  # complaint lines allowed on stderr
    sampled: bool = False  # a seeded pick beside the ALWAYS classes: run with -m slow

    def __str__(self) -> str:
        return self.name


def corpus() -> list[Case]:
    """Every subcommand with bad values in each of its slots, then seeded mixes."""
    cases: list[Case] = []
    rng = random.Random(SEED)

    def add(name: str, *args: str, **options) -> None:
        cases.append(Case(name, list(args), **options))

    def some(values: list[str]) -> list[tuple[int, str]]:
        """The classes one slot gets: all of them, or the seed's pick beside ALWAYS."""
        numbered = list(enumerate(values))
        if FULL:
            return numbered
        others = [item for item in numbered if item[1] not in ALWAYS]
        picked = rng.sample(others, PER_SLOT - len(ALWAYS & set(values)))
        return sorted([item for item in numbered if item[1] in ALWAYS] + picked)

    for command, option in [
        ("play", "--length"),
        ("play", "--attempts"),
        ("play", "--lang"),
        ("solve", "--length"),
        ("solve", "--attempts"),
        ("solve", "--strategy"),
        ("assist", "--top"),
        ("bench", "--limit"),
        ("bench", "--beam"),
        ("bench", "--tries"),
        ("watch", "--attempts"),
        ("stats", "--mode"),
        ("stats", "--length"),
        ("history", "--limit"),
    ]:
        for index, value in some(BAD_VALUES):
            if (command, option, value) == ("history", "--limit", "0"):
                continue  # 0 means every game there
            extra = ["crane"] if command == "solve" else []
            add(
                f"{command} {option} bad{index}",
                command,
                *extra,
                option,
                value,
                sampled=value not in ALWAYS,
            )
    for index, value in some(BAD_VALUES):
        add(f"review bad{index}", "review", value, sampled=value not in ALWAYS)
        add(f"unknown command bad{index}", value or "nothing", sampled=value not in ALWAYS)
    slots = [
        ("solve word", ["solve", "{}"]),
        ("solve opener", ["solve", "crane", "--opener", "{}"]),
        ("watch word", ["watch", "{}"]),
        ("play word", ["play", "--word", "{}"]),
        ("play code", ["play", "--code", "{}"]),
        ("assist guess", ["assist", "{}=-----"]),
        ("assist pattern", ["assist", "crane={}"]),
        ("assist row", ["assist", "{}"]),
        ("bench opener", ["bench", "--opener", "{}", "--limit", "3"]),
    ]
    for name, template in slots:
        for index, word in some(BAD_WORDS):
            if name == "assist pattern" and word.startswith("🟩"):
                continue  # five green squares are a pattern
            parts = (part.replace("{}", word) for part in template)
            add(f"{name}{index}", *parts, sampled=word not in ALWAYS)
    add("assist with 41 rows", "assist", *["crane=-----"] * 41)
    add("assist with 20 rows", "assist", *["crane=-----"] * 20)
    add("play a code and a language", "play", "--code", "EN5P-7KQ2MXX", "--lang", "es")
    add("play two modes", "play", "--daily", "--word", "crane")
    add("play a word of another length", "play", "--word", "crane", "--length", "4")
    add("play an old friend code", "play", "--code", "EN5-FXTR0BG")
    add("play a mistyped code", "play", "--code", "EN5P-7KQ2MXA")
    add("play a future daily", "play", "--daily", "--date", "2999-01-01")
    add("play a date that is no day", "play", "--daily", "--date", "2026-02-30")
    add("play a puzzle not out yet", "play", "--daily", "--puzzle", "99999")
    add("play a puzzle that is no number", "play", "--daily", "--puzzle", "seven")
    add("play a date without --daily", "play", "--date", "2026-11-02")
    add("play absurdle daily", "play", "--variant", "absurdle", "--daily")
    add("play a quordle of a word", "play", "--variant", "quordle", "--word", "crane")
    add(
        "play a dordle code as a quordle",
        "play",
        "--variant",
        "quordle",
        "--code",
        "Dordle-EN5P-7KQ2MXX",
    )
    add("play a variant that is none", "play", "--variant", "pentadle")
    add("review a game that is not there", "review", "999")
    add("answers without guesses", "solve", "crane", "--answers", "a.txt")
    for number in range(24 if FULL else 12):  # seeded mixes of two bad things at once
        command = rng.choice(sorted(COMMANDS))
        value = rng.choice(BAD_VALUES + BAD_WORDS)
        option = rng.choice(["--lang", "--length", "--attempts", "--strategy", "--json", "--top"])
        add(f"mix{number} {command} {option}", command, option, value, rng.choice(BAD_WORDS))
    return cases


def run(case: Case, home: Path) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "WORDLE_TUI_HOME": str(home),
        "PYTHONPATH": str(ROOT),
        "TERM": "dumb",
        **case.env,
    }
    stdout = open(case.stdout, "w") if case.stdout else subprocess.PIPE  # noqa: SIM115

    def close_descriptors() -> None:
        for descriptor in case.close:
            os.close(descriptor)

    started = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "wordle_tui", *case.args],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL if 0 not in case.close else None,
            stdout=stdout,
            stderr=subprocess.PIPE,
            preexec_fn=close_descriptors if case.close else None,
            timeout=TIME_LIMIT,
        )
    finally:
        if case.stdout:
            stdout.close()  # type: ignore[union-attr]
    assert time.monotonic() - started < TIME_LIMIT
    return done


def check_complaint(case: Case, done: subprocess.CompletedProcess) -> str:
    err = done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err, err[-3000:]
    assert done.returncode in case.statuses, (done.returncode, err[-2000:])
    lines = err.splitlines()
    if 0 not in case.statuses:
        assert 1 <= len(lines) <= case.lines, err[:3000]
    for line in lines:
        assert line.startswith("wordle-tui") or case.lines > 1, line[:300]
        assert len(line) <= MAX_MESSAGE, line[:300]
        assert not any(ch < " " and ch != "\t" for ch in line), repr(line[:300])
    return err


@pytest.fixture(scope="module")
def home(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("bad-inputs-home")


@pytest.mark.parametrize(
    "case",
    [pytest.param(case, marks=[pytest.mark.slow] if case.sampled else []) for case in corpus()],
    ids=str,
)
def test_bad_input_gets_one_clear_line_and_status_1_or_2(case, home):
    check_complaint(case, run(case, home))


# --- the terminal and the streams around a command ------------------------------------------


ENCODINGS = [
    {"PYTHONIOENCODING": "ascii"},
    {"PYTHONIOENCODING": "latin-1"},
    {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""},
]


@pytest.mark.parametrize("env", ENCODINGS, ids=["ascii", "latin-1", "C-locale"])
@pytest.mark.parametrize(
    "args",
    [
        ["solve", "crane"],
        ["solve", "señor", "--lang", "es"],
        ["assist", "crane=-Y--G", "tries=-Y-Y-"],
        ["stats"],
        ["history"],
        ["solve", "crane", "--json"],
    ],
    ids=" ".join,
)
def test_an_output_encoding_without_those_characters_never_crashes(env, args, home):
    done = run(Case("encoding", args, env=env, statuses=(0,)), home)
    err = done.stderr.decode("ascii", "replace")
    assert done.returncode == 0 and "Traceback" not in err, err[-2000:]
    out = done.stdout.decode("latin-1")
    assert out.strip()
    if args[0] == "solve" and "--json" not in args:
        assert "->" in out  # the ASCII spelling of →
        if args[1] == "señor":
            latin = env.get("PYTHONIOENCODING") == "latin-1"
            assert ("Solved SEÑOR" if latin else "Solved SENOR") in out


def test_standard_output_closed_is_one_line_and_status_1(home):
    case = Case("stdout closed", ["solve", "crane"], close=(1,), statuses=(1,))
    err = check_complaint(case, run(case, home))
    assert "cannot write the output" in err


def test_standard_output_full_is_one_line_and_status_1(home):
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    case = Case("stdout full", ["solve", "crane"], stdout="/dev/full", statuses=(1,))
    err = check_complaint(case, run(case, home))
    assert "cannot write the output: No space left on device" in err


def run_buffered(
    args: list[str], home: Path, *, stdout: str, stderr: str | None
) -> tuple[int, str]:
    """``wordle-tui ARGS`` with its streams buffered as on most machines (this one sets
    PYTHONUNBUFFERED, which made a failed write show up at once instead of at exit); the
    status, and standard error when ``stderr`` is None (else it goes to that file)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONUNBUFFERED"}
    env.update(WORDLE_TUI_HOME=str(home), PYTHONPATH=str(ROOT), TERM="dumb")
    with contextlib.ExitStack() as files:
        out = files.enter_context(open(stdout, "w"))
        err = files.enter_context(open(stderr, "w")) if stderr else subprocess.PIPE
        done = subprocess.run(
            [sys.executable, "-m", "wordle_tui", *args],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
            timeout=TIME_LIMIT,
        )
    text = done.stderr.decode("utf-8", "replace") if done.stderr is not None else ""
    return done.returncode, text


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["solve", "--help"]], ids=" ".join)
def test_help_and_version_on_a_full_output_are_one_line_and_status_1(args, home):
    """They exited 120 with "Exception ignored … OSError" once the interpreter flushed."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    status, err = run_buffered(args, home, stdout="/dev/full", stderr=None)
    assert status == 1, err
    assert err.splitlines() == ["wordle-tui: cannot write the output: No space left on device"]


@pytest.mark.parametrize(
    ("args", "expected"),
    [(["solve", "xqzvk"], 2), (["stats", "--bogus"], 2), (["solve", "crane"], 0)],
    ids=lambda value: " ".join(value) if isinstance(value, list) else str(value),
)
def test_a_full_error_output_keeps_the_command_s_status(args, expected, home):
    """A complaint that cannot be written is lost, not turned into status 120: the status
    says what happened (2: a wrong argument)."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    status, _ = run_buffered(args, home, stdout=os.devnull, stderr="/dev/full")
    assert status == expected


@pytest.mark.parametrize("args", [["play"], ["watch", "crane"], []], ids=" ".join)
def test_standard_input_closed_is_no_terminal(args, home):
    case = Case("stdin closed", args, close=(0,), statuses=(1,))
    err = check_complaint(case, run(case, home))
    assert "needs an interactive terminal" in err


@pytest.mark.parametrize("args", [["play", "--code", ""], ["play", "--word", ""], ["watch", ""]])
def test_an_empty_argument_is_refused_before_the_terminal_is_asked_for(args, home):
    case = Case("empty", args, statuses=(2,))
    err = check_complaint(case, run(case, home))
    assert "is empty" in err and "terminal" not in err


@pytest.mark.parametrize("args", [["stats"], ["history", "--json"], ["solve", "crane"]])
def test_a_data_folder_whose_name_is_too_long(args, tmp_path):
    case = Case("long home", args, statuses=(0,))
    done = run(case, tmp_path / ("h" * 300))
    err = done.stderr.decode()
    assert done.returncode == 0 and "Traceback" not in err
    if args[0] != "solve":
        assert "nothing will be kept" in err and len(err) < MAX_MESSAGE


def test_a_fifo_is_refused_as_a_list_not_read_forever(home, tmp_path):
    fifo = tmp_path / "answers"
    os.mkfifo(fifo)
    case = Case("fifo", ["bench", "--answers", str(fifo), "--guesses", str(fifo)], statuses=(2,))
    err = check_complaint(case, run(case, home))
    assert "not a regular file" in err


def write_list(path: Path, lines: int, line: str) -> Path:
    with path.open("w") as stream:
        stream.write(line * lines)
    return path


def test_a_huge_list_of_bad_lines_stops_after_the_first_few(home, tmp_path):
    bad = write_list(tmp_path / "bad.txt", 2_500_000, "x1x1x\n")  # 15 MB of bad lines
    good = write_list(tmp_path / "good.txt", 1, "crane\n")
    case = Case("huge bad list", ["solve", "crane", "--answers", str(bad), "--guesses", str(good)])
    case.lines = MAX_LINES
    started = time.monotonic()
    err = check_complaint(case, run(case, home))
    assert time.monotonic() - started < 20  # it was 23-33 s (and 2.2 GB) for 50 MB
    assert f"{bad}:1: " in err and f"{bad}:10: " in err and f"{bad}:11: " not in err
    assert "stopped" in err


def test_a_list_bigger_than_any_word_list_is_refused_at_once(home, tmp_path):
    big = write_list(tmp_path / "big.txt", 8_400_000, "x1x1x\n")  # 50 MB
    case = Case(
        "50 MB list", ["bench", "--answers", str(big), "--guesses", str(big)], statuses=(2,)
    )
    started = time.monotonic()
    err = check_complaint(case, run(case, home))
    assert time.monotonic() - started < 10 and "too big for a word list" in err


def test_a_list_with_a_byte_order_mark_is_accepted(home, tmp_path):
    answers = tmp_path / "answers.txt"
    answers.write_bytes("\ufeffbills\nfills\nhills\npills\n".encode())
    guesses = tmp_path / "guesses.txt"
    guesses.write_bytes("\ufeffbills\nfills\nhills\npills\nchomp\n".encode())
    args = ["solve", "pills", "--answers", str(answers), "--guesses", str(guesses)]
    done = run(Case("bom", args, statuses=(0,)), home)
    assert done.returncode == 0, done.stderr.decode()
    assert b"Solved PILLS" in done.stdout


def test_bench_refuses_a_tree_path_before_running(home, tmp_path):
    for target in (tmp_path / "missing" / "tree.json", tmp_path, tmp_path / ("t" * 300)):
        case = Case("tree-out", ["bench", "--tree-out", str(target)], statuses=(1,))
        started = time.monotonic()
        err = check_complaint(case, run(case, home))  # the default bench takes minutes
        assert time.monotonic() - started < 15 and "cannot write" in err


def test_review_of_a_game_whose_language_was_tampered_with(tmp_path):
    from tests.app_support import TODAY, load_test_words
    from wordle_tui.core.new_game import practice_game
    from wordle_tui.core.settings import Settings
    from wordle_tui.storage.database import DATABASE_FILE
    from wordle_tui.storage.store import Storage

    home = tmp_path / "home"
    game = practice_game(Settings(), load_test_words, seed=2)
    game.submit(game.secret)
    Storage(load_test_words, path=home / DATABASE_FILE).saved_games.remember(game, today=TODAY)
    conn = sqlite3.connect(home / DATABASE_FILE)
    conn.execute("UPDATE games SET language = 'xx'")
    conn.commit()
    conn.close()
    for args in (["review"], ["review", "1"], ["stats"], ["history"]):
        done = run(Case("tampered", args, statuses=(0, 1)), home)
        err = done.stderr.decode()
        assert "Traceback" not in err and done.returncode == (1 if args[0] == "review" else 0)
        assert "damaged" in err and "language 'xx'" in err
