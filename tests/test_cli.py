"""The command line's front door: version, help, and one-line usage errors."""

import subprocess
import sys

import pytest

from wordle_tui import __version__
from wordle_tui.cli import main


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
    for command in ("play", "solve", "assist", "bench"):
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
