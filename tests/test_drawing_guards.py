"""Every method that draws when the app calls it, not when the player acts, is ``while_shown``.

A screen's ``on_mount`` runs with no children when the screen is popped, or the app quits,
while it is being built (a key burst: ``b``, then Escape or Ctrl+Q); a timer, a watched
setting or ``call_later`` may fire once the widget is gone. Such a method that queries its
children raised ``NoMatches`` and ended the app (seen with ``#absurdle-notes``, ``#stats``,
``#board-0``, ``MarkingBoard``). The rule of ``textual_support/background.py``, checked here for
every widget and screen of the app, present and future:

- ``on_mount``, ``on_resize``, ``on_screen_resume`` and ``watch_*`` methods;
- every method handed to ``set_interval``, ``set_timer``, ``watch``, ``call_later`` or
  ``call_after_refresh`` as ``self.<method>``;
- and a screen's ``refresh_view`` and friends, which its ``on_mount`` calls (they are
  listed by the calls above or guarded where they are defined).

A job's result, progress and failure (``work_done``, ``work_progress``, ``work_failed``) are
guarded by ``BackgroundWork`` itself; a helper that only guarded entry points call is not
decorated (the guard of its caller covers it).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import textwrap

import pytest
from textual.widget import Widget

import wordle_tui

PACKAGES = ("wordle_tui.screens", "wordle_tui.dialogs", "wordle_tui.widgets")
MODULES = ("wordle_tui.palette",)
# Handlers Textual calls on its own, at moments the player does not choose.
CALLED_BY_TEXTUAL = ("on_mount", "on_resize", "on_screen_resume")
SCHEDULERS = ("set_interval", "set_timer", "watch", "call_later", "call_after_refresh")


def ui_modules() -> list[str]:
    names = list(MODULES)
    for package in PACKAGES:
        module = importlib.import_module(package)
        names += [f"{package}.{info.name}" for info in pkgutil.iter_modules(module.__path__)]
    return names


def ui_classes() -> list[type[Widget]]:
    classes = []
    for name in ui_modules():
        module = importlib.import_module(name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if value.__module__ == name and issubclass(value, Widget):
                classes.append(value)
    return classes


def scheduled_methods(cls: type) -> set[str]:
    """Names of ``self.<method>`` handed to a scheduler in the class's own code."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    names = set()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        if node.func.attr not in SCHEDULERS:
            continue
        for argument in node.args:
            if (
                isinstance(argument, ast.Attribute)
                and isinstance(argument.value, ast.Name)
                and argument.value.id == "self"
            ):
                names.add(argument.attr)
    return names


def drawing_methods(cls: type) -> set[str]:
    """The class's own handlers Textual calls, and the methods its code (or the code of an
    app class it inherits from) schedules: an override runs where the base scheduled."""
    own = set(vars(cls))
    called = {name for name in own if name in CALLED_BY_TEXTUAL or name.startswith("watch_")}
    scheduled = set()
    for owner in cls.__mro__:
        if owner.__module__.startswith("wordle_tui."):
            scheduled |= scheduled_methods(owner)
    methods = {name for name in scheduled if inspect.isfunction(definition(cls, name))}
    return called | {name for name in methods if name in own}


def definition(cls: type, name: str) -> object:
    """What ``cls().name`` runs: the first definition along the MRO."""
    for owner in cls.__mro__:
        if name in vars(owner):
            return vars(owner)[name]
    return None


def guarded(cls: type, name: str) -> bool:
    return bool(getattr(definition(cls, name), "while_shown", False))


def test_the_check_finds_the_app_s_widgets():
    names = {cls.__name__ for cls in ui_classes()}
    assert {"AbsurdleScreen", "StatisticsScreen", "MultiBoardScreen", "MiniBoard"} <= names
    assert wordle_tui.__name__ == "wordle_tui"


@pytest.mark.parametrize("cls", ui_classes(), ids=lambda cls: cls.__name__)
def test_every_method_the_app_calls_on_its_own_is_while_shown(cls):
    unguarded = sorted(name for name in drawing_methods(cls) if not guarded(cls, name))
    assert not unguarded, (
        f"{cls.__name__}: {', '.join(unguarded)} may run before the children exist or after "
        "the widget left: decorate with @while_shown (textual_support/background.py)"
    )
