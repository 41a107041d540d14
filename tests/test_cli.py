"""The command line's front door: version, help, one-line usage errors, and what it loads."""

import argparse
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


def test_the_game_names_of_play_are_the_models():
    from wordle_tui.core.absurdle import KIND
    from wordle_tui.core.multiboard import VARIANT_KEYS

    assert ("wordle", *VARIANT_KEYS, KIND) == arguments.GAME_NAMES


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


# --- the interface language, read before the parser is built ------------------------------

UI_OPTION_SPELLINGS = [
    spelling
    for prefix in ("--u", "--ui", "--ui-", "--ui-l", "--ui-lan", "--ui-lang")
    for spelling in ([prefix, "es"], [f"{prefix}=es"])
]


@pytest.mark.parametrize("command", sorted(arguments.COMMANDS))
def test_the_early_read_of_ui_lang_agrees_with_argparse(command):
    """argparse takes any unambiguous abbreviation of ``--ui-lang``, before or after the
    command, and the last one given: the early read (which picks the language of the help
    and the errors) must read the same value from the same arguments."""
    from wordle_tui.cli import build_parser, ui_language_asked

    parser = build_parser()
    subparser = next(
        action.choices[command]
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
    )
    given = {"--ui-lang", *subparser._option_string_actions}
    assert [o for o in given if o.startswith("--u")] == ["--ui-lang"]  # no clash to resolve
    required = {"solve": ["crane"], "watch": ["crane"]}.get(command, [])  # to parse at all
    compared = 0
    for spelling in UI_OPTION_SPELLINGS:
        for args in (
            [*spelling, command, *required],
            [command, *required, *spelling],
            ["--ui-lang", "en", command, *required, *spelling],
            [command, *required, *spelling, "--ui-lang", "en"],
        ):
            assert ui_language_asked(args) == parser.parse_args(args).ui_lang, args
            compared += 1
    assert compared == 4 * len(UI_OPTION_SPELLINGS)


def test_an_abbreviated_ui_lang_before_the_command_gives_its_language(home, capsys):
    """``wordle-tui --ui es stats`` printed English: argparse took the abbreviation, the
    early read did not."""
    assert main(["--ui", "es", "stats"]) == 0
    out = capsys.readouterr().out
    assert "Jugadas" in out and "Played" not in out
    assert main(["stats", "--ui-l=es"]) == 0
    assert "Jugadas" in capsys.readouterr().out


def test_a_ui_lang_meant_for_served_tabs_is_not_the_programs(monkeypatch):
    """``serve``'s tab arguments are the tab's: argparse has the last word on the program's
    own language, whatever the early read found."""
    from wordle_tui.commands import serve
    from wordle_tui.i18n import ui_language

    seen: list[str] = []

    def fake_run(args):
        seen.append(ui_language())
        return 0

    monkeypatch.setattr(serve, "run", fake_run)
    assert main(["serve", "play", "--ui-lang", "es"]) == 0
    assert seen == ["en"]
