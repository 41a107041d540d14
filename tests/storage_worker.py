"""A separate process that plays and saves games, for the concurrency and kill tests.

``python -m tests.storage_worker GAMES SEED [GO_FILE [PARTNER]]``: plays ``GAMES`` practice
games (0: until killed), saving after every guess as the app does, and prints each finished
game's uid once its save has returned. With ``GO_FILE`` it prints ``ready`` once its
database is open and waits for that file, so two workers start writing together; with the
``PARTNER``'s seed it never gets more than ``DRIFT`` games ahead of it, so their writing
overlaps however busy the machine is (the one behind never waits: no deadlock).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tests.helpers import make_words
from wordle_tui.core.game import Game
from wordle_tui.core.limits import Mode
from wordle_tui.storage.store import Storage

DRIFT = 5
WORDS = make_words(["crane", "share", "frame", "blame", "shake", "shape"], ["adieu", "pills"])


def finished_by(storage: Storage, seed: int) -> int:
    """How many games the worker of ``seed`` has logged so far."""
    query = "SELECT count(*) FROM games WHERE code LIKE ?"
    return storage.database.conn.execute(query, (f"W{seed}-%",)).fetchone()[0]


def main() -> int:
    games, seed = int(sys.argv[1]), int(sys.argv[2])
    storage = Storage(lambda language, length: WORDS)
    partner = int(sys.argv[4]) if len(sys.argv) > 4 else None
    if len(sys.argv) > 3:
        print("ready", flush=True)
        go = Path(sys.argv[3])
        while not go.exists():
            time.sleep(0.001)
    number = 0
    while games == 0 or number < games:
        while partner is not None and number - finished_by(storage, partner) > DRIFT:
            time.sleep(0.001)  # let the partner catch up
        secret = WORDS.answers[(seed + number) % len(WORDS.answers)]
        game = Game(WORDS, secret, mode=Mode.PRACTICE, code=f"W{seed}-{number}")
        for guess in ("adieu", "pills", secret):
            game.submit(guess)
            if not storage.saved_games.remember(game, now=float(number)):
                print("save failed", file=sys.stderr, flush=True)
                return 1
        print(game.uid, flush=True)
        number += 1
    for warning in storage.take_warnings():
        print(warning, file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
