"""An SVG snapshot of a French game: the French interface and French words, the AZERTY
keyboard at 80×24 (words/README.md, "Adding a language", step 7).

Update with ``pytest -n 0 tests/test_french_snapshots.py --snapshot-update`` after looking at
it.
"""

from __future__ import annotations

from tests import app_support
from tests.app_support import load_test_words, make_app, play_words
from tests.helpers import make_words
from wordle_tui.core.new_game import practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.store import Storage

SEED = 424242
FRENCH = Settings(help_seen=True, language="fr", ui_language="fr")
FRENCH_5 = make_words(
    ["coeur", "fleur", "livre", "table", "chien", "pomme", "neige", "monde"],
    ["tarte", "salut", "aimer"],
    language="fr",
)


def test_board_mid_game_in_french(home, snap_compare, monkeypatch):
    monkeypatch.setitem(app_support.LISTS, ("fr", 5), FRENCH_5)
    storage = Storage(load_test_words)
    storage.settings.save(FRENCH)
    game = practice_game(FRENCH, load_test_words, seed=SEED)
    game.secret = "coeur"
    app = make_app(storage=storage, start=game)

    async def run_before(pilot):
        await play_words(pilot, "fleur", "monde")
        await pilot.press("c", "o")

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
