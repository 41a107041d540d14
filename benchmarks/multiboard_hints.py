"""The multi-board hint panel: how long the analysis of a board set takes, turn by turn.

Usage: python benchmarks/multiboard_hints.py [--lists en-5,es-8] [--variant octordle]
          [--day 2026-11-23] [--turns 3]

Plays the variant's daily of ``--day`` with the panel's own best guess and prints, for
each turn, the guess, the words left per board, and the wall and CPU time of
``MultiBoardSolver.analyse`` (the pattern table, when the list has one, is built before
the first turn and timed apart).
"""

from __future__ import annotations

import argparse
import os
import time
from datetime import date

from wordle_tui.core.multiboard import MultiGame, get_variant
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.multiboard import MultiBoardSolver


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lists", default="en-5,es-8")
    parser.add_argument("--variant", default="octordle")
    parser.add_argument("--day", default="2026-11-23")
    parser.add_argument("--turns", type=int, default=3)
    args = parser.parse_args()
    variant = get_variant(args.variant)
    day = date.fromisoformat(args.day)
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    for name in args.lists.split(","):
        language, _, length = name.partition("-")
        words = load_word_list(language, int(length))
        started, started_cpu = time.perf_counter(), time.process_time()
        solver = MultiBoardSolver(SolverContext(words))
        print(
            f"{words.name}: context {time.perf_counter() - started:.2f} s wall, "
            f"{time.process_time() - started_cpu:.2f} s CPU"
        )
        game = MultiGame.daily(words, variant, day)
        for turn in range(args.turns):
            boards = game.boards()
            started, started_cpu = time.perf_counter(), time.process_time()
            analysis = solver.analyse([b.rows for b in boards], [b.solved for b in boards])
            wall = time.perf_counter() - started
            cpu = time.process_time() - started_cpu
            best = analysis.suggestions[0].guess
            print(
                f"  turn {turn + 1}: {best} (words left {analysis.words_left}) "
                f"{wall:.2f} s wall, {cpu:.2f} s CPU",
                flush=True,
            )
            game.submit(best)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
