"""Absurdle's best line for each shipped list, read from ``words/absurdle-lines.json``.

The help shows it and the bot plays it from the start. Each entry names the list's
digest, so a line computed for an older list is never used for a new one. The file is
built at build time by :mod:`words.trees.absurdle_lines` (``python -m
words.trees.absurdle_lines``), outside the game.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from wordle_tui.core.resources import words_dir
from wordle_tui.core.words import WordList, shipped_offensive
from wordle_tui.solver.absurdle import Line

LINES_FILE = "absurdle-lines.json"
FORMAT = 1


@cache
def _stored() -> dict[str, Any]:
    try:
        data = json.loads((words_dir() / LINES_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    lines = data.get("lines")
    return lines if isinstance(lines, dict) else {}


def stored_line(words: WordList) -> Line | None:
    """The best line of this list, when the file has one computed for exactly this list."""
    entry = _stored().get(words.name)
    if not isinstance(entry, dict) or entry.get("digest") != words.digest:
        return None
    try:
        guesses = tuple(str(g) for g in entry["guesses"])
        patterns = tuple(int(p) for p in entry["patterns"])
        remaining = tuple(int(r) for r in entry["remaining"])
    except (KeyError, TypeError, ValueError):
        return None
    if not len(guesses) == len(patterns) == len(remaining) or not all(
        words.is_guess(g) for g in guesses
    ):
        return None
    if any(g in words.offensive for g in guesses[:-1]):
        return None  # computed before the bot left offensive words out: searched again
    return Line(guesses, patterns, remaining)


def stored_summary(name: str) -> str | None:
    """``ALOES (169) → DIRTY (13) → CHINE (1) → EQUIP``: the stored line of list ``name``
    (``en-5``) as the help shows it, without loading the list; None when there is none."""
    entry = _stored().get(name)
    try:
        language, _dash, length = name.partition("-")
        offensive = shipped_offensive(language, int(length))
        if any(str(guess) in offensive for guess in entry["guesses"][:-1]):  # type: ignore[index]
            return None  # a line the bot no longer plays
        steps = zip(entry["guesses"], entry["remaining"], strict=True)  # type: ignore[index]
        return " → ".join(
            f"{str(guess).upper()} ({int(left)})" if left else str(guess).upper()
            for guess, left in steps
        )
    except (KeyError, TypeError, ValueError, OSError):
        return None
