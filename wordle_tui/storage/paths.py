"""Where the player's files live.

platformdirs gives the usual folders of each system. ``WORDLE_TUI_HOME``, when
set, replaces all of them with one folder: tests point it at a temporary
folder, and a player can keep everything on a stick.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "wordle-tui"
HOME_VARIABLE = "WORDLE_TUI_HOME"


def _override() -> Path | None:
    home = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(home).expanduser() if home else None


def config_dir() -> Path:
    """Folder of the settings file of earlier versions (imported once into the database)."""
    return _override() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Folder of the database: settings, games in progress and every finished game."""
    return _override() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Folder of rebuildable caches (the solver's pattern tables)."""
    override = _override()
    if override is not None:
        return override / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
