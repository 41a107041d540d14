"""A small JSON file written atomically, that never stops the game when it goes wrong.

Reading a damaged file moves it aside (``name.corrupt-<timestamp>``) and gives
a warning; a folder that cannot be written gives one warning and play goes on.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from wordle_tui.core.atomic_file import atomic_write_text
from wordle_tui.core.quoting import short_path
from wordle_tui.i18n import N_, _


def exists(path: Path) -> bool:
    """``path.exists()`` that says False instead of raising when the folder cannot be
    searched or the name is too long: such a file cannot be used either way."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def stamp() -> str:
    """The time in names of files kept aside: ``20240131-153000``."""
    return time.strftime("%Y%m%d-%H%M%S")


def keep_aside(path: Path) -> Path | None:
    """Rename a damaged file so the next write cannot destroy it; None when that failed."""
    when = stamp()
    target = path.with_name(f"{path.name}.corrupt-{when}")
    counter = 1
    while exists(target):
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{when}-{counter}")
    try:
        path.rename(target)
    except OSError:
        return None
    return target


class JsonFile:
    """One JSON object on disk, with the warnings a player should see about it."""

    def __init__(self, path: Path, what: str) -> None:
        self.path = path
        self.what = what
        self.warnings: list[str] = []
        self._write_failed = False

    def read(self) -> dict[str, Any] | None:
        """The stored object, or None when there is none or it was damaged."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):  # no file there (or no folder)
            return None
        except OSError as exc:
            if not exists(self.path):  # a folder that cannot be searched, a name too long
                return None
            self.set_aside(_("cannot be read ({reason})").format(reason=exc.__class__.__name__))
            return None
        except UnicodeDecodeError as exc:
            self.set_aside(_("cannot be read ({reason})").format(reason=exc.__class__.__name__))
            return None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            self.set_aside(
                _("is not valid JSON ({reason}, line {line})").format(
                    reason=exc.msg, line=exc.lineno
                )
            )
            return None
        if not isinstance(data, dict):
            self.set_aside(_("is not a JSON object"))
            return None
        return data

    def set_aside(self, reason: str, outcome: str = N_("using defaults")) -> None:
        """Keep a damaged file for the player to look at, and say so (and what happens now)."""
        kept = keep_aside(self.path)
        if kept:
            message = _("The {what} file {path} {reason}: kept as {kept}; {outcome}.")
        else:
            message = _("The {what} file {path} {reason}: could not be moved aside; {outcome}.")
        self.warnings.append(
            message.format(
                what=_(self.what),
                path=short_path(self.path),
                reason=reason,
                kept=kept.name if kept else "",
                outcome=_(outcome),
            )
        )

    def write(self, data: dict[str, Any]) -> bool:
        """Save ``data``; on failure warn once (not on every guess) and return False."""
        try:
            atomic_write_text(self.path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        except OSError as exc:
            if not self._write_failed:
                self._write_failed = True
                reason = exc.strerror or exc.__class__.__name__
                self.warnings.append(
                    _(
                        "Cannot save the {what} in {path} ({reason}): "
                        "play on, but it will not be kept."
                    ).format(what=_(self.what), path=short_path(self.path.parent), reason=reason)
                )
            return False
        self._write_failed = False
        return True

    def take_warnings(self) -> list[str]:
        """The warnings not shown yet."""
        warnings, self.warnings = self.warnings, []
        return warnings
