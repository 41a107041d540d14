"""Time the best next guess for positions after a first guess (each strategy, interactive use).

Usage: python benchmarks/next_guess.py [--lang en] [--length 5] [--positions 200] [--hard]
          [--answers FILE --guesses FILE] [--seed 1]

Positions: a random first guess from the whole guess list against a random answer,
so awkward openers (few letters in common with the answers) are included.
Prints median, 95th percentile and maximum wall-clock milliseconds per strategy,
and the CPU time (which other programs running on the machine do not inflate).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from wordle_tui.core.scoring import score
from wordle_tui.core.words import custom_word_list, load_word_list
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.position import advance, start_position
from wordle_tui.solver.strategies import STRATEGIES, make_strategy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--answers")
    parser.add_argument("--guesses")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.answers:
        words = custom_word_list(args.answers, args.guesses, args.lang, args.length)
    else:
        words = load_word_list(args.lang, args.length)
    ctx = SolverContext(words, hard=args.hard)
    rng = random.Random(args.seed)
    positions = []
    for _ in range(args.positions):
        first = rng.choice(words.guesses)
        secret = rng.choice(words.answers)
        if first == secret:
            continue
        positions.append(advance(ctx, start_position(ctx), first, score(first, secret)))
    sizes = sorted(len(p.candidates) for p in positions)
    print(
        f"{words.name}{' hard' if args.hard else ''}: {len(positions)} positions after one guess, "
        f"candidates median {sizes[len(sizes) // 2]}, max {sizes[-1]}"
    )
    for name in STRATEGIES:
        strategy = make_strategy(name, ctx)
        strategy.choose(positions[0])  # warm-up: caches and lazy tables
        times, cpu = [], []
        for position in positions:
            started, started_cpu = time.perf_counter(), time.process_time()
            strategy.choose(position)
            times.append((time.perf_counter() - started) * 1000)
            cpu.append((time.process_time() - started_cpu) * 1000)
        times.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"  {name:9s} median {statistics.median(times):6.1f} ms   "
            f"p95 {p95:6.1f} ms   max {times[-1]:6.1f} ms   "
            f"(CPU time: median {statistics.median(cpu):5.1f} ms, max {max(cpu):6.1f} ms)"
        )


if __name__ == "__main__":
    main()
