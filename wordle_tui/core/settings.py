"""The player's settings: what a new game uses and how the board looks.

A plain frozen dataclass with a JSON-friendly form. Reading is forgiving: a
bad value falls back to its default and says why, so a damaged file never
stops the game from starting.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from wordle_tui.core.languages import DEFAULT_LANGUAGE, DEFAULT_LENGTH, LANGUAGES, WORD_LENGTHS
from wordle_tui.core.limits import DEFAULT_ATTEMPTS, MAX_ATTEMPTS, MIN_ATTEMPTS
from wordle_tui.core.schema import Field, read_forgivingly

SETTINGS_FORMAT = 1
DEFAULT_THEME = "textual-dark"


@dataclass(frozen=True)
class Settings:
    """Everything the settings screen can change, plus whether the help was seen."""

    language: str = DEFAULT_LANGUAGE
    length: int = DEFAULT_LENGTH
    attempts: int = DEFAULT_ATTEMPTS
    hard_mode: bool = False
    no_repeat: bool = False
    high_contrast: bool = False
    symbols: bool = False
    theme: str = DEFAULT_THEME
    animations: bool = True
    help_seen: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"format": SETTINGS_FORMAT, **asdict(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from saved data, and one message per value that was replaced."""
        problems: list[str] = []
        if data.get("format") != SETTINGS_FORMAT:
            problems.append(f"unknown settings format {data.get('format')!r}")
        values, refused = read_forgivingly(data, SETTING_FIELDS)
        defaults = cls()
        problems += [
            f"{name}: {reason}, using {getattr(defaults, name)!r}"
            for name, reason in refused.items()
        ]
        return cls(**values), problems

    def game_options(self) -> dict[str, Any]:
        """The keyword arguments a new :class:`~wordle_tui.core.game.Game` takes from here."""
        return {
            "max_attempts": self.attempts,
            "hard_mode": self.hard_mode,
            "no_repeat": self.no_repeat,
        }


# What each setting may hold; any other value falls back to its default with a reason.
SETTING_FIELDS: dict[str, Field] = {
    "language": Field(str, check=lambda v: v in LANGUAGES, wants="a language this version has"),
    "length": Field(int, check=lambda v: v in WORD_LENGTHS, wants="a word length"),
    "attempts": Field(
        int,
        check=lambda v: MIN_ATTEMPTS <= v <= MAX_ATTEMPTS,
        wants=f"{MIN_ATTEMPTS}-{MAX_ATTEMPTS}",
    ),
    "hard_mode": Field(bool),
    "no_repeat": Field(bool),
    "high_contrast": Field(bool),
    "symbols": Field(bool),
    "theme": Field(str, check=bool, wants="a theme name"),
    "animations": Field(bool),
    "help_seen": Field(bool),
}
