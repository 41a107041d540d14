"""The core never imports Textual: checked in a fresh interpreter."""

import subprocess
import sys


def test_core_does_not_import_textual():
    code = (
        "import sys, pkgutil, importlib, wordle_tui.core as core\n"
        "for m in pkgutil.walk_packages(core.__path__, 'wordle_tui.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n == 'textual' or n.startswith('textual.'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
