"""The command line's front door: version, help, one-line usage errors, and what it loads."""

import json
import subprocess
import sys

import pytest

from wordle_tui import __version__
from wordle_tui.cli import main
from wordle_tui.commands import arguments

# Loaded only when a command runs: --help and --version never need them.
HEAVY = ("numpy", "textual", "rich", "wordle_tui.solver", "wordle_tui.storage", "wordle_tui.app")


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"wordle-tui {__version__}"


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for command in arguments.COMMANDS:
        assert command in out


@pytest.mark.parametrize("args", [["--bogus"], ["frobnicate"], ["solve"], ["bench", "--nope"]])
def test_unknown_or_missing_arguments_give_one_line_and_status_2(capsys, args):
    with pytest.raises(SystemExit) as done:
        main(args)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("wordle-tui")
    assert "Traceback" not in err


def test_the_module_runs_like_the_command():
    result = subprocess.run(
        [sys.executable, "-m", "wordle_tui", "--bogus"], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert result.stderr.strip().endswith("(see wordle-tui --help)")


def loaded_by(args: list[str]) -> list[str]:
    """The modules a fresh interpreter holds after ``wordle-tui ARGS`` (as harlequin checks)."""
    code = (
        "import sys, json\n"
        "from wordle_tui.cli import main\n"
        "try:\n"
        f"    main({args!r})\n"
        "except SystemExit:\n"
        "    pass\n"
        "print(json.dumps(sorted(sys.modules)), file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return json.loads(result.stderr.strip().splitlines()[-1])


@pytest.mark.parametrize(
    "args", [["--version"], ["--help"], *([name, "--help"] for name in arguments.COMMANDS)]
)
def test_version_and_help_load_neither_numpy_nor_textual(args):
    modules = loaded_by(args)
    assert "wordle_tui.commands.arguments" in modules  # it did run
    heavy = [m for m in modules if m.split(".")[0] in HEAVY or m.startswith(HEAVY)]
    assert heavy == []


def test_a_command_loads_its_own_modules_only_when_it_runs():
    modules = loaded_by(["stats", "--json"])
    assert "wordle_tui.commands.stats" in modules and "wordle_tui.storage.store" in modules
    assert not [m for m in modules if m == "textual" or m.startswith("textual.")]
    assert "wordle_tui.commands.solve" not in modules


def test_the_names_repeated_for_the_parser_are_the_solvers():
    from wordle_tui.solver.bench import OPENER_TRIES
    from wordle_tui.solver.strategies import DEFAULT_STRATEGY, STRATEGIES

    assert tuple(STRATEGIES) == arguments.STRATEGY_NAMES
    assert DEFAULT_STRATEGY == arguments.DEFAULT_STRATEGY
    assert OPENER_TRIES == arguments.OPENER_TRIES


# A stand-in for Windows: no resource, fcntl, termios or tty (POSIX only).
WINDOWS_STAND_IN = """
import importlib, json, pkgutil, sys
for name in ("resource", "fcntl", "termios", "tty"):
    sys.modules[name] = None  # importing it now raises ImportError, as on Windows
import wordle_tui
failed = []
for module in pkgutil.walk_packages(wordle_tui.__path__, "wordle_tui."):
    if module.name != "wordle_tui.__main__":
        try:
            importlib.import_module(module.name)
        except Exception as exc:
            failed.append(f"{module.name}: {exc!r}")
from wordle_tui.cli import main
status = main(["bench", "--strategy", "entropy", "--limit", "5", "--json"])
print(json.dumps({"failed": failed, "status": status}), file=sys.stderr)
"""


def test_every_module_imports_and_a_command_runs_without_posix_only_modules(tmp_path):
    result = subprocess.run(
        [sys.executable, "-c", WINDOWS_STAND_IN], capture_output=True, text=True, timeout=300
    )
    report = json.loads(result.stderr.strip().splitlines()[-1])
    assert report == {"failed": [], "status": 0}
    figures = json.loads(result.stdout)
    assert figures["games"] == 5 and figures["peak_rss_mb"] is None  # not measured there


def test_the_progress_bar_is_rich_and_silent_when_asked(capsys):
    from wordle_tui.commands.support import progress_bar

    with progress_bar("bench entropy", enabled=True) as update:
        for step in range(11):
            update(step / 10)
        update(2.0)  # past the end is clamped
    with progress_bar("quiet", enabled=False) as update:
        update(0.5)
    err = capsys.readouterr().err
    assert "quiet" not in err  # a terminal-only bar: nothing when not shown
