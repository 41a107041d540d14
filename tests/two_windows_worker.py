"""One "window" in its own process, driven line by line, for the two-windows tests.

``python -m tests.two_windows_worker`` reads commands on stdin and answers each with one
JSON line: ``resume`` (the game in progress), ``daily`` (today's daily, the saved one if
any, as the app opens it, without saving), ``save`` (save the game as it is), ``play WORD``
(play a guess and save, as the app does after each guess), ``wait FILE`` (until FILE
exists: two workers then act at once). A refused save makes the worker follow the saved
game, as the app must. Run with ``WORDLE_TUI_HOME`` set.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from tests.app_support import TODAY, load_test_words
from wordle_tui.core.game import Game
from wordle_tui.core.new_game import daily_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.store import Storage


def main() -> int:
    storage = Storage(load_test_words)
    game: Game | None = None
    for line in sys.stdin:
        command, _, argument = line.strip().partition(" ")
        answer: dict = {}
        if command == "resume":
            game = storage.saved_games.unfinished()
        elif command == "daily":
            game = storage.saved_games.daily("en", 5, TODAY) or daily_game(
                Settings(), TODAY, load_test_words
            )
        elif command == "wait":
            while not Path(argument).exists():
                time.sleep(0.001)
        elif command in ("save", "play") and game is not None:
            if command == "play":
                answer["accepted"] = not hasattr(game.submit(argument), "message")
            result = storage.saved_games.remember(game, today=TODAY)
            answer["saved"] = result.saved
            if result.conflict is not None:
                answer["conflict"] = result.conflict.reason
                if result.conflict.current is not None:
                    game = result.conflict.current  # every window follows the saved game
        elif command == "quit":
            break
        if game is not None:
            answer.update(uid=game.uid, guesses=game.guesses, over=game.is_over)
        answer["warnings"] = storage.take_warnings()
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
