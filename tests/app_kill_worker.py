"""The app in its own process: a practice game played to the win, then SIGKILL at once.

Prints the game's uid; the test then looks for the game in the log. Run with
``WORDLE_TUI_HOME`` pointing at a temporary folder.
"""

from __future__ import annotations

import asyncio
import os
import signal

from tests.app_support import make_app, start_practice, type_word


async def main() -> None:
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await type_word(pilot, "share")
        print(screen.game.uid, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # no clean exit, no save on the way out


if __name__ == "__main__":
    asyncio.run(main())
