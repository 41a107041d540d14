"""Absurdle's best line for each shipped list: computed once, kept in ``words/absurdle-lines.json``.

The help shows it and the bot plays it from the start. Each entry names the list's
digest, so a line computed for an older list is never used for a new one: after the
word lists change, run

    python -m wordle_tui.solver.absurdle_line [en-5 es-5 ...]

(the lists named, by default English and Spanish five letters) to compute the lines
again and rewrite the file; it prints each line and how long its search took. The
search is :class:`~wordle_tui.solver.absurdle.LineSearch`, exhaustive at every depth
below the one it succeeds at, so the line is the fewest guesses that force a win.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from functools import cache
from typing import Any

from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.resources import words_dir
from wordle_tui.core.scoring import pattern_to_string
from wordle_tui.core.words import WordList, load_word_list, shipped_offensive
from wordle_tui.solver.absurdle import Line, LineSearch
from wordle_tui.solver.context import SolverContext

LINES_FILE = "absurdle-lines.json"
FORMAT = 1
DEFAULT_LISTS = ("en-5", "es-5")


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


def compute(words: WordList) -> tuple[Line, float, float]:
    """The best line of ``words`` with the wall and CPU seconds its search took."""
    started, started_cpu = time.perf_counter(), time.process_time()
    ctx = SolverContext(words)
    line = LineSearch(ctx).shortest()
    if line is None:
        raise RuntimeError(f"no line within the depth searched for {words.name}")
    return line, time.perf_counter() - started, time.process_time() - started_cpu


def describe(line: Line, length: int) -> str:
    """``ALOES (G-... 169 left) → … → EQUIP``: the line as the help shows it."""
    steps = [
        f"{guess.upper()} {pattern_to_string(pattern, length)} ({left})"
        for guess, pattern, left in zip(line.guesses, line.patterns, line.remaining, strict=True)
    ]
    return " → ".join(steps)


def _list_name(text: str) -> str:
    language, _, length = text.partition("-")
    if language not in LANGUAGES or not length.isdigit() or int(length) not in WORD_LENGTHS:
        raise argparse.ArgumentTypeError(f"{text!r} is not a list such as en-5 or es-6")
    return text


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m wordle_tui.solver.absurdle_line",
        description="Work out Absurdle's best line for word lists and store it for the help.",
    )
    parser.add_argument(
        "lists",
        nargs="*",
        metavar="LANG-LENGTH",
        type=_list_name,
        help=f"lists such as en-5 (default: {' '.join(DEFAULT_LISTS)})",
    )
    names = parser.parse_args(argv).lists or list(DEFAULT_LISTS)
    path = words_dir() / LINES_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    lines = data.get("lines", {}) if isinstance(data, dict) else {}
    for name in names:
        language, _, length_text = name.partition("-")
        words = load_word_list(language, int(length_text))
        line, wall, cpu = compute(words)
        print(
            f"{words.name}: {line.total} guesses: {describe(line, words.length)} "
            f"[{wall:.1f} s wall, {cpu:.1f} s CPU]",
            flush=True,
        )
        lines[words.name] = {
            "digest": words.digest,
            "guesses": list(line.guesses),
            "patterns": list(line.patterns),
            "remaining": list(line.remaining),
            "total": line.total,
            "search_seconds": round(wall, 1),
        }
    path.write_text(
        json.dumps({"format": FORMAT, "lines": lines}, ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8",
    )
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
