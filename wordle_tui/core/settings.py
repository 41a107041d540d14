"""The player's settings: what a new game uses and how the board looks.

A plain frozen dataclass with a JSON-friendly form. Reading is forgiving: a
bad value falls back to its default and says why, so a damaged file never
stops the game from starting.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from wordle_tui.core.languages import (
    DEFAULT_LANGUAGE,
    DEFAULT_LENGTH,
    LANGUAGES,
    WORD_LENGTHS,
    locale_word_language,
)
from wordle_tui.core.limits import DEFAULT_ATTEMPTS, MAX_ATTEMPTS, MIN_ATTEMPTS
from wordle_tui.core.schema import Field, read_forgivingly
from wordle_tui.i18n import N_, UI_LANGUAGES, _, detect_ui_language, system_locale

SETTINGS_FORMAT = 1
DEFAULT_THEME = "textual-dark"


@dataclass(frozen=True)
class Settings:
    """Everything the settings screen can change, plus whether the help was seen."""

    language: str = DEFAULT_LANGUAGE  # the words' (see language_chosen)
    length: int = DEFAULT_LENGTH
    attempts: int = DEFAULT_ATTEMPTS
    hard_mode: bool = False
    no_repeat: bool = False
    high_contrast: bool = False
    symbols: bool = False
    theme: str = DEFAULT_THEME
    animations: bool = True
    help_seen: bool = False
    # The interface language (en, es), apart from the words' language; empty until the
    # player picks one: the system locale decides (see :meth:`interface_language`).
    ui_language: str = ""
    # Whether the player chose the word language. Saved settings that never held one (a
    # first run) or say False take the system locale's each time they are read
    # (:meth:`from_dict`), as the interface does; settings made in code hold their own.
    language_chosen: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {"format": SETTINGS_FORMAT, **asdict(self)}

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], environ: Mapping[str, str] | None = None
    ) -> tuple[Settings, list[str]]:
        """Settings from saved data, and one message per value that was replaced. The word
        language is the system locale's (``environ``'s) until the player chose one."""
        problems: list[str] = []
        if data.get("format") != SETTINGS_FORMAT:
            problems.append(
                _("unknown settings format {format}").format(format=repr(data.get("format")))
            )
        values, refused = read_forgivingly(data, SETTING_FIELDS)
        if "language_chosen" not in data:  # a first run; or saved before the flag: theirs
            values["language_chosen"] = "language" in data
        if not values.get("language_chosen", True):
            values["language"] = locale_word_language(system_locale(environ))
        defaults = cls()
        problems += [
            _("{name}: {reason}, using {default}").format(
                name=name, reason=reason, default=repr(getattr(defaults, name))
            )
            for name, reason in refused.items()
        ]
        return cls(**values), problems

    def interface_language(self, environ: Mapping[str, str] | None = None) -> str:
        """The interface language: the player's choice, else the system locale's."""
        return self.ui_language or detect_ui_language(environ)

    def game_options(self) -> dict[str, Any]:
        """The keyword arguments a new :class:`~wordle_tui.core.game.Game` takes from here."""
        return {
            "max_attempts": self.attempts,
            "hard_mode": self.hard_mode,
            "no_repeat": self.no_repeat,
        }


# What each setting may hold; any other value falls back to its default with a reason.
SETTING_FIELDS: dict[str, Field] = {
    "language": Field(str, check=lambda v: v in LANGUAGES, wants=N_("a language this version has")),
    "length": Field(int, check=lambda v: v in WORD_LENGTHS, wants=N_("a word length")),
    "attempts": Field(
        int,
        check=lambda v: MIN_ATTEMPTS <= v <= MAX_ATTEMPTS,
        wants=f"{MIN_ATTEMPTS}-{MAX_ATTEMPTS}",
    ),
    "hard_mode": Field(bool),
    "no_repeat": Field(bool),
    "high_contrast": Field(bool),
    "symbols": Field(bool),
    "theme": Field(str, check=bool, wants=N_("a theme name")),
    "animations": Field(bool),
    "help_seen": Field(bool),
    "ui_language": Field(
        str,
        check=lambda v: v in ("", *UI_LANGUAGES),
        wants=N_("an interface language (en, es, fr, de, it, pt)"),
    ),
    "language_chosen": Field(bool),
}
