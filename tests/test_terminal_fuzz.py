"""Random keys through a real terminal on every screen: no crash, no hang, and the app
still answers (Escape leads back to the menu, Ctrl+P opens the palette, Ctrl+Q ends it).

The driver is tests/terminal_fuzz.py (see there for a run by hand, and README,
"Development"). CI sends ``WORDLE_TUI_TERMINAL_KEYS`` keys (default 25) to each screen, half
of the screens with the interface in Spanish, with seed ``WORDLE_TUI_TERMINAL_SEED``
(default 1); a failure names the screen, the language and the seed, keeps the last keys
and the terminal's text, and ``python -m tests.terminal_fuzz SCREEN --lang LANG --seed N``
sends the same keys again. Skipped where tmux is not installed.
"""

from __future__ import annotations

import os

import pytest

from tests.helpers import sweep
from tests.terminal_fuzz import LANGUAGES, TERMINAL_SCREENS, fuzz_terminal, tmux_missing

KEYS = int(os.environ.get("WORDLE_TUI_TERMINAL_KEYS", "25"))
SEED = int(os.environ.get("WORDLE_TUI_TERMINAL_SEED", "1"))
# Every screen once, the languages in turn (the whole of both by hand: --lang both).
RUNS = [(name, LANGUAGES[index % 2]) for index, name in enumerate(TERMINAL_SCREENS)]


@pytest.mark.terminal
@pytest.mark.skipif(tmux_missing() is not None, reason=str(tmux_missing()))
@pytest.mark.parametrize(("name", "language"), sweep(RUNS, {"board"}, key=lambda run: run[0]))
def test_random_keys_through_a_terminal_never_crash_and_the_app_still_answers(
    name, language, tmp_path
):
    run = fuzz_terminal(name, language, SEED, KEYS, tmp_path)
    report = run.report.read_text() if run.report is not None else ""
    assert run.failure is None, f"{run.failure}\n{report[:6000]}"
    assert run.sent >= KEYS
