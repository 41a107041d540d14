"""The app in its own process, for the kill tests. Run with ``WORDLE_TUI_HOME`` set.

``python -m tests.app_kill_worker``: a practice game played to the win, then SIGKILL at
once; prints the game's uid.

``python -m tests.app_kill_worker won-new``: a game won, Ctrl+N at once (the last row still
turning), a row played in the new game, and SIGKILL the moment the board accepts it;
prints the two games' uids.

``python -m tests.app_kill_worker loop SEED ANIMATIONS``: plays game after game until it
is killed from outside: each game a few guesses then the win, and the next game started
the ways a player does (``n`` on the result, Ctrl+N on the board, even mid-game, and
Ctrl+N the moment a game is won, while its last row is still turning). After every row the
board has accepted, at once (the reveal may still be under way), it prints
``ack UID GUESS,GUESS,...``: a guess shown coloured, which must be in the database.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
from collections.abc import Callable

from textual.pilot import Pilot

from tests.app_support import make_app, start_practice, type_word
from wordle_tui.screens.game import GameScreen

WRONG = ("crane", "adieu", "pills", "weary", "vague", "trace", "stare", "snare", "spare")
SECRETS = ("share", "frame", "blame", "shake", "shape", "whack", "chuck")


async def until(pilot: Pilot, condition: Callable[[], bool]) -> None:
    """Let the app run until ``condition`` holds: the reveal runs on timers (the test that
    kills this process bounds the wait)."""
    while not condition():
        await pilot.pause(0.02)


async def new_game(pilot: Pilot) -> None:
    """Ctrl+N, and yes when the board asks whether to leave a game in progress."""
    await pilot.press("ctrl+n")
    await pilot.pause()
    if not isinstance(pilot.app.screen, GameScreen):
        await pilot.press("y")
        await pilot.pause()


async def win_then_die() -> None:
    app = make_app()
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await type_word(pilot, "share")
        print(screen.game.uid, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # no clean exit, no save on the way out


async def won_then_new_game_then_die() -> None:
    """A game won, a new one started at once with a row played, and SIGKILL the moment the
    board accepts that row: before the app has handled any message about it."""
    app = make_app(animations=True)
    accept = GameScreen.action_submit

    def submit_then_die(screen: GameScreen) -> None:
        before = len(screen.game.rows)
        accept(screen)
        if len(screen.game.rows) > before and screen.game.secret == "frame":
            os.kill(os.getpid(), signal.SIGKILL)  # the row is coloured on screen: now

    GameScreen.action_submit = submit_then_die  # type: ignore[method-assign]
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, "share")
        await type_word(pilot, "crane")
        await until(pilot, lambda: not screen.session.revealing)
        await type_word(pilot, "share")  # won; its last row is still turning
        assert screen.game.is_over and screen.session.revealing
        print(screen.game.uid, flush=True)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen is not screen
        app.screen.game.secret = "frame"
        print(app.screen.game.uid, flush=True)
        await type_word(pilot, "adieu")


async def play_until_killed(seed: int, animations: bool) -> None:
    rng = random.Random(seed)
    app = make_app(animations=animations)
    async with app.run_test() as pilot:
        screen = await start_practice(pilot, rng.choice(SECRETS))
        while True:
            game = screen.game
            guesses = rng.sample(WRONG, rng.randint(0, 3))
            if rng.random() < 0.8:
                guesses.append(game.secret)
            for guess in guesses:
                await until(pilot, lambda s=screen.session: not s.revealing)
                before = len(game.rows)
                await type_word(pilot, guess)
                if len(game.rows) > before:  # coloured on screen (or turning): acknowledged
                    print(f"ack {game.uid} {','.join(game.guesses)}", flush=True)
                if game.is_over:
                    break
            if game.is_over and rng.random() < 0.3:
                await new_game(pilot)  # at once, the last row still turning
            elif game.is_over:  # the result comes up after the last row's reveal
                await until(pilot, lambda: not isinstance(app.screen, GameScreen))
                await pilot.press("n" if rng.random() < 0.7 else "escape")
                await pilot.pause()
                if not isinstance(app.screen, GameScreen) or app.screen.game is game:
                    await new_game(pilot)
            else:
                await new_game(pilot)  # leave the game mid-way for a new one
            await pilot.pause()
            assert isinstance(app.screen, GameScreen) and app.screen.game is not game
            screen = app.screen
            screen.game.secret = rng.choice(SECRETS)


if __name__ == "__main__":
    if sys.argv[1:2] == ["loop"]:
        asyncio.run(play_until_killed(int(sys.argv[2]), sys.argv[3] == "1"))
    elif sys.argv[1:2] == ["won-new"]:
        asyncio.run(won_then_new_game_then_die())
    else:
        asyncio.run(win_then_die())
