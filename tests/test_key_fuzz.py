"""Random keys on every screen reachable from the menu: no crash, and the app still answers.

The driver is tests/key_fuzz.py (see there for a run by hand). CI sends
``WORDLE_TUI_FUZZ_KEYS`` keys (default 50) to each screen with seed ``WORDLE_TUI_FUZZ_SEED``
(default 1); a failure names the screen, the seed and the last keys, and the same seed
replays the same keys. ``WORDLE_TUI_FUZZ_SEEDS=5`` runs five seeds per screen.
"""

from __future__ import annotations

import os

import pytest

from tests.helpers import sweep
from tests.key_fuzz import FUZZ_SCREENS, fuzz_screen

KEYS = int(os.environ.get("WORDLE_TUI_FUZZ_KEYS", "50"))
FIRST_SEED = int(os.environ.get("WORDLE_TUI_FUZZ_SEED", "1"))
SEEDS = range(FIRST_SEED, FIRST_SEED + int(os.environ.get("WORDLE_TUI_FUZZ_SEEDS", "1")))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", sweep(sorted(FUZZ_SCREENS), {"board"}))
async def test_random_keys_never_crash_and_the_app_still_answers(home, name, seed):
    run = await fuzz_screen(name, seed, KEYS)
    assert len(run.keys) >= KEYS
