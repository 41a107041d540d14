"""The multi-board bot: mean guesses and win rate on seeded Quordle and Octordle games.

Usage: python benchmarks/multiboard.py [--lang en] [--length 5] [--games 1000] [--seed 1]
          [--variants quordle,octordle]

Each game's boards are distinct random answers (``random.Random(seed)``), as a practice
puzzle would have. Prints, per variant: games, win rate, mean guesses over all games
(a loss counts its tries), mean over wins, the worst game, the summed per-board score
(Octordle's score), and the CPU and wall time, with the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from wordle_tui.core.multiboard import get_variant
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.multiboard import MultiBoardSolver, MultiBot


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default="quordle,octordle")
    args = parser.parse_args()
    words = load_word_list(args.lang, args.length)
    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")
    started, started_cpu = time.perf_counter(), time.process_time()
    solver = MultiBoardSolver(SolverContext(words))
    print(
        f"{words.name}: pattern table ready in {time.perf_counter() - started:.1f} s wall, "
        f"{time.process_time() - started_cpu:.1f} s CPU"
    )
    for key in args.variants.split(","):
        variant = get_variant(key)
        rng = random.Random(f"{args.seed}:{variant.key}")
        used: list[int] = []
        won: list[int] = []
        scores: list[int] = []
        started, started_cpu = time.perf_counter(), time.process_time()
        for _ in range(args.games):
            secrets = rng.sample(words.answers, variant.boards)
            bot = MultiBot(solver, variant.boards, variant.attempts)
            steps = bot.play(secrets)
            used.append(len(steps))
            guesses = [step.guess for step in steps]
            if bot.solved:
                won.append(len(steps))
                scores.append(sum(guesses.index(s) + 1 for s in secrets))
        wall = time.perf_counter() - started
        cpu = time.process_time() - started_cpu
        print(
            f"{variant.name} ({variant.boards} boards, {variant.attempts} tries), "
            f"{args.games} games, seed {args.seed}: "
            f"won {len(won)}/{args.games} ({100 * len(won) / args.games:.1f}%), "
            f"mean guesses {statistics.mean(used):.3f} "
            f"(over wins {statistics.mean(won) if won else float('nan'):.3f}), "
            f"worst {max(used)}, mean summed score {statistics.mean(scores):.2f}; "
            f"{wall:.1f} s wall, {cpu:.1f} s CPU ({1000 * wall / args.games:.0f} ms a game)",
            flush=True,
        )
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")


if __name__ == "__main__":
    main()
