"""The settings, kept as ``settings.json`` in the user's config folder."""

from __future__ import annotations

from pathlib import Path

from wordle_tui.core.settings import Settings
from wordle_tui.storage.jsonfile import JsonFile
from wordle_tui.storage.paths import config_dir

SETTINGS_FILE = "settings.json"


class SettingsFile:
    """Load and save :class:`Settings`; damaged values become defaults with a warning."""

    def __init__(self, path: Path | None = None) -> None:
        self.file = JsonFile(path or config_dir() / SETTINGS_FILE, "settings")

    @property
    def path(self) -> Path:
        return self.file.path

    def load(self) -> Settings:
        data = self.file.read()
        if data is None:
            return Settings()
        settings, problems = Settings.from_dict(data)
        if problems:
            self.file.set_aside(
                "has values that cannot be used (" + "; ".join(problems) + ")",
                "the other settings are kept",
            )
            self.file.write(settings.to_dict())
        return settings

    def save(self, settings: Settings) -> bool:
        return self.file.write(settings.to_dict())

    def take_warnings(self) -> list[str]:
        return self.file.take_warnings()
