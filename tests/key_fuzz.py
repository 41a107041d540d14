"""The random-key driver: seeded key sequences through Pilot to every screen of the app.

Each run opens one screen of :data:`FUZZ_SCREENS` from the menu, then sends keys drawn from
:data:`KEYS` by a seeded generator, one at a time or in bursts sent without waiting (as a
paste or key repeat does, racing the workers and timers). Nothing may raise, and at the end
the app must still answer: Escape leads back to the menu, Ctrl+P opens the palette and F1
the help.

A screen added later (a new game mode) adds one entry to :data:`FUZZ_SCREENS`.

CI runs a share of it (tests/test_key_fuzz.py, ``WORDLE_TUI_FUZZ_KEYS`` keys per screen);
by hand, every screen with 800 keys each and seed 7::

    python -m tests.key_fuzz --keys 800 --seed 7

The app's quit is replaced by a counter (a quit would end the run early); screenshots from
the palette are not written.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from textual.command import CommandPalette
from textual.pilot import Pilot

from tests.app_support import ENGLISH_5, burst, make_app, start_practice, type_word
from wordle_tui.app import WordleApp
from wordle_tui.bots.absurdle_watch import AbsurdleWatchSetup
from wordle_tui.bots.multiboard import MultiWatchSetup
from wordle_tui.bots.watch import WatchSetup
from wordle_tui.core.multiboard import QUORDLE
from wordle_tui.dialogs.help import HelpScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.storage import paths

Opener = Callable[[Pilot], Awaitable[None]]

# Keys a player may press, weighted by how often they come up.
LETTERS = [*"abcdefghijklmnopqrstuvwxyz", "ñ", "2", "1", "0"]
KEYS: list[tuple[str, int]] = [
    *[(letter, 2) for letter in LETTERS],
    ("enter", 14),
    ("escape", 6),
    ("backspace", 8),
    ("space", 4),
    ("tab", 3),
    ("shift+tab", 1),
    ("up", 3),
    ("down", 3),
    ("left", 3),
    ("right", 3),
    ("home", 1),
    ("end", 1),
    ("pageup", 3),
    ("pagedown", 3),
    ("plus", 1),
    ("minus", 1),
    ("ctrl+n", 4),
    ("ctrl+p", 4),
    ("ctrl+z", 2),
    ("ctrl+g", 1),
    ("ctrl+t", 1),
    ("ctrl+q", 1),
    ("ctrl+c", 1),
    ("f1", 2),
    ("f2", 2),
    ("f3", 3),
    ("f4", 2),
]
BURST = 0.25  # share of steps that send several keys at once, without waiting in between
RETURN_PRESSES = 12  # Escapes allowed to get back to the menu at the end


async def _menu(pilot: Pilot) -> None:
    await pilot.pause()


def _keys(*keys: str) -> Opener:
    async def open_(pilot: Pilot) -> None:
        await pilot.press(*keys)
        await pilot.pause()

    return open_


async def _board(pilot: Pilot) -> None:
    await start_practice(pilot, "share")


async def _board_with_hints(pilot: Pilot) -> None:
    await start_practice(pilot, "share")
    await pilot.press("f3")


async def _result(pilot: Pilot) -> None:
    await start_practice(pilot, "share")
    await type_word(pilot, "share")


async def _review(pilot: Pilot) -> None:
    await _result(pilot)
    await pilot.press("r")


async def _watch(pilot: Pilot) -> None:
    app = pilot.app
    assert isinstance(app, WordleApp)
    await app.open_watch(WatchSetup(ENGLISH_5, "shake"))


async def _quordle(pilot: Pilot) -> None:
    app = pilot.app
    assert isinstance(app, WordleApp)
    await app.action_new_multi("quordle")


async def _multi_watch(pilot: Pilot) -> None:
    app = pilot.app
    assert isinstance(app, WordleApp)
    setup = MultiWatchSetup(ENGLISH_5, QUORDLE, ("share", "frame", "blame", "shake"))
    await app.open_watch(setup)


async def _absurdle_watch(pilot: Pilot) -> None:
    app = pilot.app
    assert isinstance(app, WordleApp)
    await app.open_watch(AbsurdleWatchSetup(ENGLISH_5))


@dataclass(frozen=True)
class FuzzScreen:
    """One screen to fuzz: how to reach it from the menu, and the app's options."""

    open: Opener
    animations: bool = False


# Every screen reachable from the menu. New screens add an entry here.
FUZZ_SCREENS: dict[str, FuzzScreen] = {
    "menu": FuzzScreen(_menu),
    "board": FuzzScreen(_board),
    "board-hints": FuzzScreen(_board_with_hints),
    "board-animated": FuzzScreen(_board_with_hints, animations=True),
    "result": FuzzScreen(_result),
    "watch": FuzzScreen(_watch),
    "watch-setup": FuzzScreen(_keys("w")),
    "bot-guesses": FuzzScreen(_keys("b")),
    "assistant": FuzzScreen(_keys("a")),
    "statistics": FuzzScreen(_keys("t")),
    "history": FuzzScreen(_keys("t", "h")),
    "review": FuzzScreen(_review),
    "settings": FuzzScreen(_keys("s")),
    "help": FuzzScreen(_keys("h")),
    "palette": FuzzScreen(_keys("ctrl+p")),
    "custom": FuzzScreen(_keys("c")),
    "archive": FuzzScreen(_keys("v")),
    "multi-setup": FuzzScreen(_keys("m")),
    "quordle": FuzzScreen(_quordle),
    "multi-watch": FuzzScreen(_multi_watch),
    "absurdle": FuzzScreen(_keys("x")),
    "absurdle-watch": FuzzScreen(_absurdle_watch),
}


@dataclass
class FuzzRun:
    """What one run did, to report and to replay (the seed gives the same keys)."""

    screen: str
    seed: int
    keys: list[str] = field(default_factory=list)
    quits: int = 0

    def tail(self, count: int = 40) -> str:
        return " ".join(self.keys[-count:])


def draw_keys(rng: random.Random) -> list[str]:
    """One step: a key, or a burst of two to six."""
    names = [key for key, _ in KEYS]
    weights = [weight for _, weight in KEYS]
    count = rng.randint(2, 6) if rng.random() < BURST else 1
    return rng.choices(names, weights, k=count)


def _fail_if_crashed(app: WordleApp, run: FuzzRun) -> None:
    error = getattr(app, "_exception", None)
    if error is not None:
        raise AssertionError(
            f"{run.screen} (seed {run.seed}) crashed after {len(run.keys)} keys: "
            f"{error!r}; last keys: {run.tail()}"
        ) from error


async def fuzz_screen(
    name: str, seed: int, count: int, size: tuple[int, int] = (90, 30)
) -> FuzzRun:
    """Open screen ``name`` and send it ``count`` random keys drawn with ``seed``."""
    screen = FUZZ_SCREENS[name]
    run = FuzzRun(name, seed)
    rng = random.Random(f"{name}:{seed}")
    app = make_app(animations=screen.animations)

    def counted_quit() -> None:
        run.quits += 1

    app.action_quit = counted_quit  # type: ignore[method-assign]
    app.action_copy_or_quit = counted_quit  # type: ignore[method-assign]
    app.deliver_screenshot = lambda *args, **kwargs: None  # type: ignore[method-assign]
    async with app.run_test(size=size) as pilot:
        await screen.open(pilot)
        while len(run.keys) < count:
            keys = draw_keys(rng)
            run.keys.extend(keys)
            if len(keys) == 1:
                await pilot.press(*keys)
            else:
                burst(app, *keys)
                await pilot.pause()
            _fail_if_crashed(app, run)
        await pilot.pause()
        _fail_if_crashed(app, run)
        await still_answers(pilot, run)
    return run


async def still_answers(pilot: Pilot, run: FuzzRun) -> None:
    """Escape leads back to the menu; there Ctrl+P opens the palette and F1 the help."""
    app = pilot.app
    for _ in range(RETURN_PRESSES):
        if isinstance(app.screen, MenuScreen):
            break
        await pilot.press("escape")
        await pilot.pause()
        _fail_if_crashed(app, run)  # type: ignore[arg-type]
    assert isinstance(app.screen, MenuScreen), (
        f"{run.screen} (seed {run.seed}): Escape did not lead back to the menu "
        f"(on {type(app.screen).__name__}); last keys: {run.tail()}"
    )
    await pilot.press("ctrl+p")
    await pilot.pause()
    assert isinstance(app.screen, CommandPalette), (
        f"{run.screen} (seed {run.seed}): Ctrl+P on the menu did not open the palette"
    )
    await pilot.press("escape")
    await pilot.pause()
    await pilot.press("f1")
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen), (
        f"{run.screen} (seed {run.seed}): F1 on the menu did not open the help"
    )
    _fail_if_crashed(app, run)  # type: ignore[arg-type]


def main(argv: list[str] | None = None) -> int:
    """By hand: every screen (or those named), ``--keys`` keys each, seeds from ``--seed``."""
    parser = argparse.ArgumentParser(prog="python -m tests.key_fuzz", description=__doc__)
    parser.add_argument("screens", nargs="*", default=sorted(FUZZ_SCREENS))
    parser.add_argument("--keys", type=int, default=700, help="keys per screen and seed")
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--seeds", type=int, default=1, help="how many seeds per screen")
    options = parser.parse_args(argv)
    failures = 0
    total = 0
    start, cpu = time.monotonic(), time.process_time()
    with tempfile.TemporaryDirectory() as home:
        for seed in range(options.seed, options.seed + options.seeds):
            for name in options.screens:
                os.environ[paths.HOME_VARIABLE] = os.path.join(home, f"{name}-{seed}")
                try:
                    run = asyncio.run(fuzz_screen(name, seed, options.keys))
                except Exception as exc:  # every failure is reported, then the next
                    failures += 1
                    print(f"FAIL {name} seed {seed}: {exc}", flush=True)
                    continue
                total += len(run.keys)
                print(f"ok   {name} seed {seed}: {len(run.keys)} keys", flush=True)
    wall, cpu = time.monotonic() - start, time.process_time() - cpu
    print(f"{total} keys, {failures} failures, {wall:.0f} s wall, {cpu:.0f} s CPU")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
