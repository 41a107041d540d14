"""The storage layer and the review model never import Textual (checked in a fresh
interpreter), so the commands and other front ends can use them without a screen."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    "package", ["wordle_tui.storage", "wordle_tui.review", "wordle_tui.solver"]
)
def test_package_does_not_import_textual(package):
    code = (
        f"import sys, pkgutil, importlib, {package} as package\n"
        f"for m in pkgutil.walk_packages(package.__path__, '{package}.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n == 'textual' or n.startswith('textual.'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
