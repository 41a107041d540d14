"""Test-wide safety: no test reads or writes the real user folders."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wordle_tui.i18n import set_ui_language
from wordle_tui.storage.paths import HOME_VARIABLE


@pytest.fixture(autouse=True, scope="session")
def _isolated_home(tmp_path_factory: pytest.TempPathFactory):
    """Point WORDLE_TUI_HOME at a temporary folder unless a test sets its own."""
    previous = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = str(tmp_path_factory.mktemp("wordle-tui-home"))
    yield
    if previous is None:
        os.environ.pop(HOME_VARIABLE, None)
    else:
        os.environ[HOME_VARIABLE] = previous


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A test that writes files keeps them in its own WORDLE_TUI_HOME, never the real one."""
    folder = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(folder))
    return folder


@pytest.fixture(autouse=True)
def _english_interface(monkeypatch):
    """Tests read the English interface unless they ask for Spanish: a Spanish locale on the
    machine running them changes nothing, and a test that switches language is undone."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if os.environ.get(variable, "").lower().startswith("es"):
            monkeypatch.setenv(variable, "C.UTF-8")
    set_ui_language("en")
    yield
    set_ui_language("en")


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers a core. A Pilot test spends about a third of its time
    waiting for the app's timers and workers, and another worker fills that time."""
    return 2 * (os.cpu_count() or 1)
