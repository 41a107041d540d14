"""The share text: ``Wordle 1,234 3/6*`` and one emoji row per guess."""

from __future__ import annotations

from collections.abc import Sequence

from wordle_tui.core.scoring import Mark, marks_of

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

    ``title`` is ``Wordle 1,234`` for a daily puzzle or names the practice code.
    """
    score = str(len(patterns)) if won else "X"
    header = f"{title} {score}/{max_attempts}{'*' if hard_mode else ''}"
    if assisted:
        header += f" {ASSISTED_MARKER}"
    rows = [emoji_row(p, length, high_contrast=high_contrast, light=light) for p in patterns]
    return "\n".join([header, "", *rows])
