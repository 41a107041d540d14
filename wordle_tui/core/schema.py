"""Checking JSON read back from disk against a small declared shape.

Saved games, settings and the earlier versions' files are all JSON a person or
a broken disk may have changed. Each declares its fields once (a type, a
default, an extra condition) and reads them here: strictly (the first bad field
refuses the whole object, for a game) or forgivingly (each bad field is left
out with its reason, for settings). ``True`` is never read as the number 1. A
finished game's record checks its fields here too (:func:`first_problem`), then the rules
between fields (its colours match its word) in its own code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from wordle_tui.core.quoting import SHOWN_CHARACTERS, escaped, quoted
from wordle_tui.i18n import _

REQUIRED: Any = object()  # a field that has no default


@dataclass(frozen=True)
class Field:
    """One field: its JSON types, its default, and a condition with what it wants."""

    kinds: type | tuple[type, ...]
    default: Any = REQUIRED
    nullable: bool = False
    check: Callable[[Any], bool] | None = None
    wants: str = ""  # says what ``check`` wants: "1-20", "a word length"
    # What to say instead of the generic message, of a value of the wrong type too (a
    # record's complaints name the field and its limits: "its attempts '13' are not 1-12").
    complaint: Callable[[Any], str] | None = None

    def problem(self, value: Any) -> str | None:
        """Why ``value`` cannot be this field, or None when it can."""
        if value is None and self.nullable:
            return None
        kinds = self.kinds if isinstance(self.kinds, tuple) else (self.kinds,)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            if self.complaint is not None:
                return self.complaint(value)
            return _("{value} has the wrong type").format(value=_shown(value))
        if self.check is not None and not self.check(value):
            if self.complaint is not None:
                return self.complaint(value)
            return _("{value} is not {wanted}").format(value=_shown(value), wanted=_(self.wants))
        return None


def _shown(value: Any) -> str:
    """A value in a message: a text quoted, anything else as Python writes it; cut short."""
    if isinstance(value, str):
        return quoted(value)
    text = escaped(repr(value))
    return text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS] + "…"


def read_strictly(data: Mapping[str, Any], fields: Mapping[str, Field], what: str) -> dict:
    """Every field's value (defaults filled in); ValueError naming the first bad field."""
    values: dict[str, Any] = {}
    for name, spec in fields.items():
        if name not in data:
            if spec.default is REQUIRED:
                raise ValueError(_("{what} has no {name}").format(what=what, name=name))
            values[name] = spec.default
            continue
        reason = spec.problem(data[name])
        if reason is not None:
            raise ValueError(f"{what} {name}: {reason}")  # what and reason are translated
        values[name] = data[name]
    return values


def first_problem(data: Mapping[str, Any], fields: Mapping[str, Field]) -> str | None:
    """Why the first of ``fields`` present in ``data`` cannot be, or None when all can."""
    for name, spec in fields.items():
        if name in data:
            reason = spec.problem(data[name])
            if reason is not None:
                return reason
    return None


def read_forgivingly(
    data: Mapping[str, Any], fields: Mapping[str, Field]
) -> tuple[dict[str, Any], dict[str, str]]:
    """The values that fit (missing ones left out), and why each other one does not."""
    values: dict[str, Any] = {}
    problems: dict[str, str] = {}
    for name, spec in fields.items():
        if name not in data:
            continue
        reason = spec.problem(data[name])
        if reason is None:
            values[name] = data[name]
        else:
            problems[name] = reason
    return values, problems
