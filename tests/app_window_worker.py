"""One real app (headless, through Pilot) in its own process, driven line by line, for the
two-window tests of the app. Run with ``WORDLE_TUI_HOME`` set.

Commands on stdin, each answered with one JSON line describing the board on screen:
``continue`` (the game the app resumed on start, else r on the menu), ``daily`` (Escape to
the menu, then d), ``type LETTERS`` (typed, no Enter),
``enter``, ``play WORD`` (typed, then Enter), ``quit``. The answer holds the game's uid,
its guesses, the letters typed, whether it is over, and the toasts shown since the last
answer.
"""

from __future__ import annotations

import asyncio
import json
import sys

from textual.notifications import Notify

from tests.app_support import Recorder, make_app
from wordle_tui.screens.game import GameScreen


async def serve() -> None:
    recorder = Recorder()
    app = make_app()
    said = 0
    async with app.run_test(size=(100, 32), message_hook=recorder) as pilot:
        await pilot.pause()
        while True:
            line = await asyncio.to_thread(sys.stdin.readline)
            command, _, argument = line.strip().partition(" ")
            if command in ("", "quit"):
                break
            resumed = isinstance(app.screen, GameScreen)
            keys = {
                "continue": [] if resumed else ["r"],
                "daily": ["escape", "d"] if resumed else ["d"],
                "type": list(argument),
                "enter": ["enter"],
                "play": [*argument, "enter"],
            }[command]
            await pilot.press(*keys)
            await pilot.pause()
            screen = app.game_screen
            answer: dict = {"screen": type(app.screen).__name__}
            if isinstance(screen, GameScreen):
                game = screen.game
                answer.update(
                    uid=game.uid,
                    guesses=game.guesses,
                    typed=screen.session.typed,
                    over=game.is_over,
                )
            toasts = [str(m.notification.message) for m in recorder.of(Notify)]
            answer["toasts"] = toasts[said:]
            said = len(toasts)
            print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    asyncio.run(serve())
