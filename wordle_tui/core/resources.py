"""Where the shipped data (word lists, trees, stylesheet) lives.

In an installed wheel the top-level ``words/`` folder and ``screens.tcss``
travel inside the package as ``wordle_tui/data/``, found beside the package's
own files (a plain path: importlib.resources would cost every start, ``--help``
included, a few milliseconds). Only when running from a source checkout (no
``data/`` folder inside the package) are the top-level copies used.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from wordle_tui.i18n import _


class DataError(ValueError):
    """A shipped data file the game cannot use (its message names the file and why)."""


@cache
def data_root() -> Path:
    """The folder holding ``words/`` and ``screens.tcss``."""
    packaged = Path(__file__).parents[1] / "data"
    if packaged.is_dir():
        return packaged
    source_tree = Path(__file__).resolve().parents[2]
    if (source_tree / "words").is_dir() and (source_tree / "pyproject.toml").is_file():
        return source_tree
    raise FileNotFoundError(_("wordle-tui's data files are missing: reinstall the package"))


def words_dir() -> Path:
    """The folder of shipped word lists and decision trees."""
    return data_root() / "words"


def stylesheet_path() -> Path:
    """The global Textual stylesheet."""
    return data_root() / "screens.tcss"
