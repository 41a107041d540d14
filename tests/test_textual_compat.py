"""Textual's private parts are used in one module, wordle_tui/textual_support/compat.py
(ruff's SLF001 forbids ``obj._name`` elsewhere; this checks what ruff does not see: imports of
Textual's private modules, and overrides of its private methods), and each is still there in
the Textual installed (a new release that renames one fails here, not in a player's game)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from textual.app import App
from textual.command import CommandPalette
from textual.dom import DOMNode
from textual.message_pump import MessagePump
from textual.widgets import OptionList

import wordle_tui

PACKAGE = Path(wordle_tui.__file__).parent
COMPAT = PACKAGE / "textual_support" / "compat.py"
PRIVATE_MODULE = re.compile(r"^textual(\.\w+)*\._\w+")


def test_only_the_compat_module_imports_textual_s_private_modules():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == COMPAT:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            offenders += [f"{path.name}: {name}" for name in names if PRIVATE_MODULE.match(name)]
    assert not offenders


def test_only_the_compat_module_overrides_textual_s_private_methods():
    """A class of the game defines no ``_name`` that a Textual class it derives from defines
    (dunders apart): that is Textual's private part, reached through compat.py only."""
    import importlib
    import inspect
    import pkgutil

    offenders = []
    for info in pkgutil.walk_packages([str(PACKAGE)], "wordle_tui."):
        if info.name in ("wordle_tui.textual_support.compat", "wordle_tui.__main__"):
            continue
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != info.name:
                continue
            textual_bases = [b for b in cls.__mro__ if b.__module__.startswith("textual.")]
            for name, value in vars(cls).items():
                if not name.startswith("_") or name.startswith("__"):
                    continue
                if not callable(value):  # Textual's metaclass sets class data of its own
                    continue
                if any(name in vars(base) for base in textual_bases):
                    offenders.append(f"{cls.__qualname__}.{name}")
    assert not offenders


def test_every_private_part_the_compat_module_reaches_is_still_there():
    from textual._context import active_message_pump  # noqa: F401
    from textual.widgets._footer import FooterKey  # noqa: F401

    for name in ("_move_page", "_update_lines"):
        assert hasattr(OptionList, name), name
    for name in ("_handle_exception", "_unnotify", "_check_action_state"):
        assert hasattr(App, name), name
    from textual.widgets._toast import Toast

    assert hasattr(Toast, "_on_mount") and "_timeout" in Toast.__init__.__code__.co_names
    assert "_closing" in MessagePump.__init__.__code__.co_names
    assert "_pruning" in DOMNode.__init__.__code__.co_names
    palette = (
        "_gather_commands",
        "_GATHER_COMMANDS_GROUP",
        "_watch__list_visible",
        "_watch__show_busy",
        "_start_no_matches_countdown",
        "_stop_no_matches_countdown",
        "_NO_MATCHES",
        "_NO_MATCHES_COUNTDOWN",
        "_cancel_gather_commands",
        "_action_command_list",
        "_select_or_command",
    )
    for name in palette:
        assert hasattr(CommandPalette, name), name
    assert hasattr(CommandPalette._gather_commands, "__wrapped__")
    compat = COMPAT.read_text(encoding="utf-8")
    assert compat.count("Textual 8.2.8") >= 8  # every entry names the version it was written for
