"""The settings, one row per setting in the database (JSON values).

Only the settings that changed are written, so two windows changing different
settings do not undo each other. A value that cannot be used falls back to
its default with a warning, and the stored value is kept in ``set_aside``.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import fields
from typing import Any

from wordle_tui.core.settings import SETTINGS_FORMAT, Settings
from wordle_tui.i18n import N_, _
from wordle_tui.storage.database import Database

_NAMES = tuple(spec.name for spec in fields(Settings))


def write_settings(conn: sqlite3.Connection, settings: Settings, names: tuple[str, ...]) -> None:
    """Store the values of ``names`` (inside the caller's transaction)."""
    values = settings.to_dict()
    conn.executemany(
        "INSERT INTO settings (name, value) VALUES (?, ?) "
        "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        [(name, json.dumps(values[name])) for name in names],
    )


def _same(stored: Any, used: Any) -> bool:
    """The stored value is the one in use (6.0 is not the attempts count 6)."""
    return type(stored) is type(used) and stored == used


class SettingsStore:
    """Load and save :class:`Settings`; damaged values become defaults with a warning."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self._known: Settings | None = None  # what the database holds, as last read or written

    def _rows(self) -> list[tuple[str, str]]:
        return self.database.read(
            lambda conn: conn.execute("SELECT name, value FROM settings").fetchall(), []
        )

    def has_saved(self) -> bool:
        """Whether any setting was ever saved (a first run has none)."""
        return bool(self._rows())

    def load(self) -> Settings:
        stored = {name: text for name, text in self._rows() if name in _NAMES}
        data: dict[str, Any] = {"format": SETTINGS_FORMAT}
        problems: list[str] = []
        for name, text in stored.items():
            try:
                data[name] = json.loads(text)
            except json.JSONDecodeError:
                problems.append(_("{name}: {text} is not JSON").format(name=name, text=repr(text)))
        settings, refused = Settings.from_dict(data)
        problems += refused
        if problems:
            bad = [
                name
                for name in stored
                if not _same(data.get(name), getattr(settings, name))
                and (name != "language" or settings.language_chosen)  # else the locale's
            ]
            self._replace(settings, {name: stored[name] for name in bad})
            self.database.warnings.append(
                _(
                    "Some settings in {path} cannot be used ({problems}): the old values are "
                    "kept aside; the other settings are kept."
                ).format(path=self.database.shown_path, problems="; ".join(problems))
            )
        self._known = settings
        return settings

    def _replace(self, settings: Settings, bad: dict[str, str]) -> None:
        """Keep the bad stored values aside and write the defaults in their place."""

        def change(conn: sqlite3.Connection) -> None:
            for name, text in bad.items():
                self.database.set_aside(conn, "setting", name, text, "cannot be used")
            write_settings(conn, settings, tuple(bad))

        self.database.write(change, N_("the settings"))

    def save(self, settings: Settings) -> bool:
        """Write the settings that differ from what the database holds."""
        known = self._known
        names = tuple(
            name
            for name in _NAMES
            if known is None or not _same(getattr(known, name), getattr(settings, name))
        )
        if not names:
            return True
        saved = self.database.write(
            lambda conn: write_settings(conn, settings, names), N_("the settings")
        )
        if saved:
            self._known = settings
        return saved

    def take_warnings(self) -> list[str]:
        return self.database.take_warnings()
