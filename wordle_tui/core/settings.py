"""The player's settings: what a new game uses and how the board looks.

A plain frozen dataclass with a JSON-friendly form. Reading is forgiving: a
bad value falls back to its default and says why, so a damaged file never
stops the game from starting.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from wordle_tui.core.game import DEFAULT_ATTEMPTS, MAX_ATTEMPTS, MIN_ATTEMPTS
from wordle_tui.core.languages import DEFAULT_LANGUAGE, DEFAULT_LENGTH, LANGUAGES, WORD_LENGTHS

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
        values: dict[str, Any] = {}
        for spec in fields(cls):
            if spec.name not in data:
                continue
            value = data[spec.name]
            reason = _problem(spec.name, value)
            if reason is None:
                values[spec.name] = value
            else:
                problems.append(f"{spec.name}: {reason}, using {getattr(cls(), spec.name)!r}")
        return cls(**values), problems

    def game_options(self) -> dict[str, Any]:
        """The keyword arguments a new :class:`~wordle_tui.core.game.Game` takes from here."""
        return {
            "max_attempts": self.attempts,
            "hard_mode": self.hard_mode,
            "no_repeat": self.no_repeat,
        }


def _problem(name: str, value: Any) -> str | None:
    """Why ``value`` cannot be the setting ``name``, or None when it can."""
    if name == "language":
        known = isinstance(value, str) and value in LANGUAGES  # a list is not hashable
        return None if known else f"unknown language {value!r}"
    if name == "length":
        ok = type(value) is int and value in WORD_LENGTHS
        return None if ok else f"{value!r} is not a word length"
    if name == "attempts":
        ok = type(value) is int and MIN_ATTEMPTS <= value <= MAX_ATTEMPTS
        return None if ok else f"{value!r} is not {MIN_ATTEMPTS}-{MAX_ATTEMPTS}"
    if name == "theme":
        return None if isinstance(value, str) and value else f"{value!r} is not a theme name"
    return None if isinstance(value, bool) else f"{value!r} is not true or false"
