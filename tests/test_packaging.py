"""A non-editable install works from any folder: the data travels inside the wheel.

Building the wheel takes a while: these run with ``-m slow`` (CI runs them)."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("wordle_tui-*.whl")
    return built


BUILD_TIME = ("build", "trees", "review")  # words/ folders of build-time code and reviews


@pytest.mark.slow
def test_the_wheel_carries_the_word_lists_trees_and_stylesheet(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    # every data file of words/ travels, whatever its name: lists, trees, first moves,
    # Absurdle lines, language descriptions, licences
    data = {
        f"wordle_tui/data/words/{path.relative_to(ROOT / 'words').as_posix()}"
        for path in (ROOT / "words").rglob("*")
        if path.is_file()
        and path.relative_to(ROOT / "words").parts[0] not in BUILD_TIME
        and path.suffix != ".py"  # words/dailies.py: build-time code too
        and "__pycache__" not in path.parts
    }
    assert data <= names, sorted(data - names)[:5]
    assert "wordle_tui/data/words/absurdle-lines.json" in names
    for language in ("en", "es"):
        assert f"wordle_tui/data/words/{language}/language.toml" in names
    assert "wordle_tui/data/words/en/5-dailies.txt" in names  # the ledgers of the dailies
    # the word build, the ledgers' freezer and the reviews stay in the repository
    build_time = tuple(f"wordle_tui/data/words/{folder}/" for folder in BUILD_TIME)
    left_out = [n for n in names if n.startswith(("words/", *build_time))]
    assert left_out == []
    assert not [n for n in names if n.startswith("wordle_tui/data/words/review/")]
    assert not [n for n in names if n.endswith(".py") and not n.startswith("wordle_tui/")]
    assert not [n for n in names if "/data/" in n and n.endswith(".py")]
    assert "wordle_tui/data/screens.tcss" in names
    assert "wordle_tui/data/words/first-moves.json" in names
    for language in ("en", "es"):
        for length in range(4, 9):
            for kind in ("answers", "guesses", "frequency"):
                assert f"wordle_tui/data/words/{language}/{length}-{kind}.txt" in names
            for mode in ("normal", "hard"):  # the decision tree of every list and mode
                assert f"wordle_tui/data/words/{language}/{length}-tree-{mode}.json" in names
        for length in range(4, 9):
            assert f"wordle_tui/data/words/{language}/{length}-any-word-normal.json" in names
    assert any(n.startswith("wordle_tui/data/words/LICENSES/") for n in names)
    # the Spanish interface: the compiled catalogue, and its source
    assert "wordle_tui/i18n/locale/es/LC_MESSAGES/wordle-tui.mo" in names
    assert "wordle_tui/i18n/locale/es/LC_MESSAGES/wordle-tui.po" in names
    # the page wordle-tui serve gives a browser
    assert "wordle_tui/web/templates/app_index.html" in names


@pytest.mark.slow
def test_installed_from_another_folder(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "WORDLE_TUI_HOME": str(tmp_path / "home"), "PYTHONPATH": str(target)}
    script = target / "bin" / "wordle-tui"
    version = subprocess.run(
        [sys.executable, str(script), "--version"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    assert version.returncode == 0, version.stderr
    assert version.stdout.startswith("wordle-tui ")
    check = (
        "import wordle_tui, pathlib;"
        "from wordle_tui.core.words import load_word_list;"
        "from wordle_tui.core.resources import data_root, stylesheet_path;"
        "w = load_word_list('es', 5);"
        f"assert pathlib.Path(wordle_tui.__file__).is_relative_to(r'{target}');"
        f"assert data_root() == pathlib.Path(r'{target}') / 'wordle_tui' / 'data', data_root();"
        "assert stylesheet_path().is_file();"
        "print(len(w.answers))"
    )
    result = subprocess.run(
        [sys.executable, "-c", check], cwd=elsewhere, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) > 1000
    solved = subprocess.run(
        [sys.executable, str(script), "solve", "crane", "--json"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    assert solved.returncode == 0, solved.stderr
    assert '"solved": true' in solved.stdout
    spanish = subprocess.run(
        [sys.executable, str(script), "--ui-lang", "es", "solve", "señor", "--lang", "es"],
        cwd=elsewhere,
        env={**env, "PYTHONIOENCODING": "utf-8"},
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert spanish.returncode == 0, spanish.stderr
    assert "Acertó SEÑOR en " in spanish.stdout  # the installed catalogue is found
    # A damaged language description: one line that says so, no traceback.
    description = target / "wordle_tui" / "data" / "words" / "en" / "language.toml"
    description.write_text('name = "English"\nalphabet = "abc"\n', encoding="utf-8")
    damaged = subprocess.run(
        [sys.executable, str(script), "--version"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
    )
    assert damaged.returncode == 1
    assert "Traceback" not in damaged.stderr
    assert damaged.stderr.startswith("wordle-tui: the game's data is damaged: ")
    assert "en/language.toml: keyboard must be" in damaged.stderr
