"""Time the board's hint panel: from a submitted guess to the panel showing the new numbers.

Runs the real app headless (``App.run_test``) on a shipped list (English five letters by
default) with motion off, and plays practice games against random answers: the first
guess from common openers, each later one a word the colours still allow (a player who
follows them), until the game ends. The clock starts just before Enter is sent and stops
when the panel has drawn the hints for the new rows (its ``shown_at`` stamp; the terminal
repaint follows within a frame). Prints the median, 95th percentile and maximum, overall
and by how many words were possible before the guess, the solver's own part (wall time
and the CPU time of the solver's thread, which the machine's load does not inflate) and
the load average at the end.

With ``--animations`` the rows flip as on a real board: the panel works out the new
numbers during the flip and shows them as its last tile turns, so the time that counts is
from the end of the flip to the numbers (printed too; the solver's work beyond the flip).

Usage: python benchmarks/hint_panel.py [--games 30] [--seed 1] [--lang en] [--length 5]
       [--animations]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time

OPENERS = ("crane", "slate", "audio", "raise", "house", "stare", "adieu", "tears", "pride")


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (
        f"median {statistics.median(ordered):6.1f} ms   p95 {p95:6.1f} ms   "
        f"max {ordered[-1]:6.1f} ms   ({len(ordered)} updates)"
    )


async def run(games: int, seed: int, language: str, length: int, animations: bool) -> None:
    from wordle_tui.app import WordleApp
    from wordle_tui.bots.engine import Engine
    from wordle_tui.core.new_game import practice_game
    from wordle_tui.core.settings import Settings
    from wordle_tui.core.words import load_word_list
    from wordle_tui.screens.game import GameScreen
    from wordle_tui.storage.store import Storage
    from wordle_tui.widgets.hint_panel import HintPanel

    flip_ends: dict[tuple, float] = {}  # rows -> perf_counter() when their last tile turned
    revealed = GameScreen._revealed

    def stamped(screen: GameScreen) -> None:
        flip_ends[tuple(screen.game.rows)] = time.perf_counter()
        revealed(screen)

    GameScreen._revealed = stamped  # type: ignore[method-assign]

    solver_ms: dict[tuple, tuple[float, float]] = {}  # the worker's own part: wall, CPU
    analyse = Engine.analyse

    def timed(self, rows, **options):
        # the analysis runs in the solver's thread: thread_time() is that thread's CPU
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            return analyse(self, rows, **options)
        finally:
            solver_ms[tuple(rows)] = (
                (time.perf_counter() - started) * 1000,
                (time.thread_time() - cpu) * 1000,
            )

    Engine.analyse = timed  # type: ignore[method-assign]
    solver_times: list[float] = []
    solver_cpu: list[float] = []
    rng = random.Random(seed)
    settings = Settings(language=language, length=length, help_seen=True, animations=animations)
    storage = Storage()
    storage.settings.save(settings)
    app = WordleApp(storage=storage, resume=False)
    app.animation_level = "full" if animations else "none"
    after_flip: list[float] = []
    words = load_word_list(language, length)
    openers = [w for w in OPENERS if words.is_guess(w)] or list(words.answers[:10])
    times: list[float] = []
    by_size: dict[str, list[float]] = {"1-10": [], "11-100": [], "101+": []}
    async with app.run_test(size=(120, 40)) as pilot:
        first_open = None
        for _ in range(games):
            game = practice_game(settings, load_word_list, seed=rng.randrange(1 << 30))
            await app.open_game(game)
            await pilot.pause()
            screen = app.screen
            panel = screen.query_one(HintPanel)
            if not screen.hints:
                started = time.perf_counter()
                await pilot.press("f3")
                while panel.shown is None or panel.shown[3] != ():
                    await asyncio.sleep(0.001)
                first_open = (panel.shown_at - started) * 1000
            guess = rng.choice(openers)
            while not game.is_over:
                possible = len(game.possible_answers())
                await pilot.press(*guess)
                started = time.perf_counter()
                await pilot.press("enter")
                rows = tuple(game.rows)
                while panel.shown is None or panel.shown[3] != rows:
                    await asyncio.sleep(0.001)
                elapsed = (panel.shown_at - started) * 1000
                times.append(elapsed)
                after_flip.append((panel.shown_at - flip_ends.get(rows, started)) * 1000)
                wall, cpu = solver_ms.get(rows, (float("nan"), float("nan")))
                solver_times.append(wall)
                solver_cpu.append(cpu)
                size = "1-10" if possible <= 10 else "11-100" if possible <= 100 else "101+"
                by_size[size].append(elapsed)
                if not game.is_over:
                    guess = rng.choice(game.possible_answers())
            app.clear_notifications()
            if animations:  # the result dialog comes after its pause: wait, then go on
                while app.screen is screen:
                    await asyncio.sleep(0.01)
    motion = "animations on" if animations else "motion off"
    print(
        f"hint panel, {words.name}, {motion}: {games} games, "
        "from Enter to the new numbers on the panel"
    )
    if first_open is not None:
        print(f"  first opening (builds or loads the solver tables): {first_open:.1f} ms")
    print(f"  all guesses   {figures(times)}")
    if animations:
        print(f"  (after flip   {figures(after_flip)})")
    print(f"  (the solver   {figures(solver_times)})")
    print(f"  (solver CPU   {figures(solver_cpu)})")
    print(f"  (load average {' '.join(f'{x:.2f}' for x in os.getloadavg())})")
    for size, values in by_size.items():
        if values:
            print(f"  {size:>7} left  {figures(values)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--animations", action="store_true", help="rows flip as on a board")
    args = parser.parse_args()
    if "WORDLE_TUI_HOME" not in os.environ:  # never touch the player's own files
        os.environ["WORDLE_TUI_HOME"] = tempfile.mkdtemp(prefix="wordle-tui-bench-")
    asyncio.run(run(args.games, args.seed, args.lang, args.length, args.animations))


if __name__ == "__main__":
    main()
