"""The share text: ``wordle-tui ES5 #142 3/6*`` and one emoji row per guess.

The header names this program, the word language and length, and this project's own
daily number (``#1`` on :data:`~wordle_tui.core.choose.DAILY_EPOCH`) or the practice
code: the New York Times' number would name a puzzle with another word.
"""

from __future__ import annotations

from collections.abc import Sequence

from wordle_tui.core.limits import Mode
from wordle_tui.core.scoring import Mark, marks_of
from wordle_tui.i18n import pgettext

PROGRAM = "wordle-tui"

ASSISTED_MARKER = "💡"

_EMOJI = {
    # (high contrast, light theme) -> correct, present, absent
    (False, False): ("🟩", "🟨", "⬛"),
    (False, True): ("🟩", "🟨", "⬜"),
    (True, False): ("🟧", "🟦", "⬛"),
    (True, True): ("🟧", "🟦", "⬜"),
}


def emoji_row(
    pattern: int, length: int, *, high_contrast: bool = False, light: bool = False
) -> str:
    correct, present, absent = _EMOJI[(high_contrast, light)]
    symbol = {Mark.CORRECT: correct, Mark.PRESENT: present, Mark.ABSENT: absent}
    return "".join(symbol[m] for m in marks_of(pattern, length))


def share_title(
    language: str, length: int, mode: Mode, puzzle: int | None, code: str | None
) -> str:
    """``wordle-tui ES5 #142`` (a daily), ``wordle-tui EN5 practice EN5P-7KQ2MXX``."""
    board = f"{PROGRAM} {language.upper()}{length}"
    if mode is Mode.DAILY and puzzle is not None:
        return f"{board} #{puzzle}"
    if mode is Mode.PRACTICE:
        kind = pgettext("share text", "practice")
    elif mode is Mode.CUSTOM:
        kind = pgettext("share text", "friend")
    else:
        kind = pgettext("share text", "bot")
    return f"{board} {kind} {code}" if code else f"{board} {kind}"


def share_text(
    title: str,
    patterns: Sequence[int],
    length: int,
    max_attempts: int,
    *,
    won: bool,
    hard_mode: bool = False,
    assisted: bool = False,
    high_contrast: bool = False,
    light: bool = False,
) -> str:
    """The text players paste: header, blank line, emoji rows, no trailing newline.

    ``title`` is :func:`share_title`'s: the puzzle's number or code, the language and length.
    """
    score = str(len(patterns)) if won else "X"
    header = f"{title} {score}/{max_attempts}{'*' if hard_mode else ''}"
    if assisted:
        header += f" {ASSISTED_MARKER}"
    rows = [emoji_row(p, length, high_contrast=high_contrast, light=light) for p in patterns]
    return "\n".join([header, "", *rows])
