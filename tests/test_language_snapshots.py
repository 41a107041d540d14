"""SVG snapshots of a board mid-game at 80×24 in every language added after English and
Spanish, each in its own interface: its keyboard (AZERTY, QWERTZ, ...) must fit beside the
board and show every letter.

Update with ``pytest -n 0 tests/test_language_snapshots.py --snapshot-update`` after
looking at them.
"""

from __future__ import annotations

import pytest

from tests.app_support import make_app, play_words
from tests.helpers import make_words
from tests.test_app_languages import ADDED
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.store import Storage

SEED = 424242
# The secret, then two guesses played before the snapshot.
BOARDS = {
    "fr": ("monde", "porte", "boule"),
    "de": ("apfel", "tisch", "blume"),
    "it": ("mondo", "porta", "fiore"),
    "pt": ("mundo", "junto", "praia"),
}


def test_every_added_language_has_a_board():
    assert set(ADDED) == set(BOARDS)


@pytest.mark.parametrize("code", ADDED)
def test_board_mid_game_in_the_language(home, snap_compare, code):
    secret, *played = BOARDS[code]
    lists = {(code, 5): make_words([secret, *played], language=code)}

    def load(language: str, length: int):
        return lists[(language, length)]

    settings = Settings(help_seen=True, language=code, ui_language=code)
    storage = Storage(load)
    storage.settings.save(settings)
    game = practice_game(settings, load, seed=SEED)
    game.secret = secret
    app = make_app(storage=storage, load_words=load, start=game)

    async def run_before(pilot):
        await play_words(pilot, *played)
        await pilot.press(*secret[:2])

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
