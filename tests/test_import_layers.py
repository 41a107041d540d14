"""The layers of the package, checked by import-linter with the contracts in pyproject.toml:
the core, the solver, storage and the bot and review models never import Textual, and no
layer imports one above it (core ← solver ← bots/review ← player_data ← textual_support ←
widgets ← screens ← app ← commands ← CLI); the screens never import storage, and the first
moves' store never imports the strategies."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_import_contract_is_kept():
    # In the checkout, not an installed copy: "-c" puts the current folder first on sys.path.
    code = "import sys, importlinter.cli as cli; sys.exit(cli.lint_imports(no_cache=True))"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Models never import Textual KEPT" in result.stdout
    assert "The game never imports the build-time code KEPT" in result.stdout
    assert "Screens reach storage through player_data KEPT" in result.stdout
    assert "The first moves' store never imports the strategies KEPT" in result.stdout
    assert " 0 broken" in result.stdout
