"""Absurdle's best line for each shipped list, computed once and kept in
``words/absurdle-lines.json`` (read by :mod:`wordle_tui.solver.absurdle_line`).

After the word lists change, run

    python -m words.trees.absurdle_lines [en-5 es-5 ...]

(the lists named, by default every language's five letters) to compute the lines
again and rewrite the file; it prints each line and how long its search took. The
search is :class:`~wordle_tui.solver.absurdle.LineSearch`, exhaustive at every depth
below the one it succeeds at, so the line is the fewest guesses that force a win.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from wordle_tui.core.atomic_file import atomic_write_text
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.resources import words_dir
from wordle_tui.core.scoring import pattern_to_string
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.solver.absurdle import Line, LineSearch
from wordle_tui.solver.absurdle_line import FORMAT, LINES_FILE
from wordle_tui.solver.context import SolverContext

DEFAULT_LISTS = tuple(f"{language}-5" for language in LANGUAGES)  # every five-letter list


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
        prog="python -m words.trees.absurdle_lines",
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
    atomic_write_text(
        path,
        json.dumps({"format": FORMAT, "lines": lines}, ensure_ascii=False, indent=1) + "\n",
        durable=False,
        mode=0o644,
    )
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
