"""No test depends on which release of a tool is installed: the tools are pinned in
``constraints.txt`` for CI, and no test reads a tool's version, so a newer release that
behaves the same passes too (the catalogue test compares translations, not the header that
names the compiler: see ``tests/test_i18n.py``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
PIN = re.compile(r"^[A-Za-z0-9_.-]+==[0-9][^\s]*$")


def test_no_test_reads_a_tools_version():
    """``importlib.metadata`` and ``__version__`` of another package than the game's own are
    how a test would compare a tool's version: none uses them."""
    offences = []
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            reason = _reads_a_version(node)
            if reason:
                offences.append(f"{path.name}:{getattr(node, 'lineno', 0)}: {reason}")
    assert not offences, offences


def _reads_a_version(node: ast.AST) -> str | None:
    """Why ``node`` reads a tool's version, or None."""
    if isinstance(node, ast.ImportFrom):
        if node.module == "importlib.metadata":
            return "imports importlib.metadata"
        if node.module != "wordle_tui" and any(a.name == "__version__" for a in node.names):
            return "imports a __version__"
    if isinstance(node, ast.Import) and any(a.name == "importlib.metadata" for a in node.names):
        return "imports importlib.metadata"
    own = isinstance(node, ast.Attribute) and ast.unparse(node.value) == "wordle_tui"
    if isinstance(node, ast.Attribute) and node.attr == "__version__" and not own:
        return "reads a __version__"
    return None


def test_what_the_tests_install_is_pinned_and_the_readme_uses_the_pins():
    lines = (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines()
    pins = [line for line in lines if line and not line.startswith("#")]
    assert pins, "constraints.txt pins nothing"
    assert all(PIN.match(line) for line in pins), [p for p in pins if not PIN.match(p)]
    names = {line.split("==")[0].lower().replace("_", "-") for line in pins}
    assert {"textual", "rich", "babel", "hypothesis", "pytest", "syrupy"} <= names
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "pip install -c constraints.txt '.[test]'" in readme
    assert "-c constraints.txt" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
