"""What leaving the offensive words out of the bot's guesses costs, in guesses.

For each list and mode, with the rule (``SolverContext``'s default) and without it
(``avoid_offensive=False``, the bot before the rule):

- the game's bot: the optimal strategy's tree for every answer, searched from scratch
  as the shipped trees are (``run_bench``): total, mean, worst and games over 6;
- the bot guessing your word: ``--sample`` accepted words (the same random ones both
  times, offensive words included), played by the live policy alone (no shipped tree,
  no stored first move: what the game does before the trees are rebuilt): total, mean,
  worst, and the offensive words typed while another word was possible.

Prints one line per measure with its wall and CPU time.

Usage: python benchmarks/offensive_cost.py [--lists en-5 es-5] [--modes normal hard]
          [--sample 100] [--seed 1] [--no-answers]
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lists", nargs="+", default=["en-5", "es-5"])
    parser.add_argument(
        "--modes", nargs="+", choices=["normal", "hard"], default=["normal", "hard"]
    )
    parser.add_argument("--sample", type=int, default=100, help="words for the any-word bot")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-answers", action="store_true", help="skip the answers' trees")
    args = parser.parse_args()
    os.environ.setdefault("WORDLE_TUI_HOME", tempfile.mkdtemp(prefix="wordle-tui-bench-"))

    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.bench import run_bench
    from wordle_tui.solver.context import SolverContext
    from wordle_tui.solver.patterns import PatternTable

    for name in args.lists:
        language, _, length = name.partition("-")
        words = load_word_list(language, int(length))
        table = PatternTable(words)
        sample = random.Random(args.seed).sample(
            words.guesses, min(args.sample, len(words.guesses))
        )
        sample += sorted(words.offensive - set(sample))[: max(1, args.sample // 10)]
        for mode in args.modes:
            for avoid in (False, True):
                rule = "with the rule" if avoid else "without it"
                if not args.no_answers:
                    ctx = SolverContext(
                        words, hard=mode == "hard", table=table, avoid_offensive=avoid
                    )
                    started, cpu = time.perf_counter(), time.process_time()
                    result = run_bench(ctx, "optimal")
                    late = sum(n for turns, n in result.distribution.items() if turns > 6)
                    print(
                        f"{name} {mode} answers tree, {rule}: opener {result.opener}, total "
                        f"{result.total:,} over {result.games:,} (mean {result.mean:.4f}, max "
                        f"{result.max}, {late} over 6) [{time.perf_counter() - started:.1f} s "
                        f"wall, {time.process_time() - cpu:.1f} s CPU]",
                        flush=True,
                    )
                ctx = SolverContext(
                    words, hard=mode == "hard", table=table, any_word=True, avoid_offensive=avoid
                )
                started, cpu = time.perf_counter(), time.process_time()
                turns, typed = play_sample(ctx, sample)
                print(
                    f"{name} {mode} any word, live, {rule}: {len(sample)} words (of them "
                    f"{len(set(sample) & words.offensive)} offensive), total {sum(turns):,} (mean "
                    f"{sum(turns) / len(turns):.3f}, max {max(turns)}, "
                    f"{sum(t > 6 for t in turns)} over 6); offensive words typed while another "
                    f"was possible: {typed} [{time.perf_counter() - started:.1f} s wall, "
                    f"{time.process_time() - cpu:.1f} s CPU]",
                    flush=True,
                )


def play_sample(ctx, sample: list[str]) -> tuple[list[int], int]:
    """Guesses per word, and offensive words typed before the secret, by the live policy
    (a position's move depends on its rows only: each is worked out once)."""
    from wordle_tui.core.filtering import Row
    from wordle_tui.core.scoring import score
    from wordle_tui.solver.position import advance, start_position
    from wordle_tui.solver.strategies.optimal import OptimalStrategy

    strategy = OptimalStrategy(ctx, use_shipped_tree=False)
    strategy.use_stored_first_moves = False
    offensive = ctx.words.offensive
    moves: dict[tuple, str] = {}
    turns, typed = [], 0
    for secret in sample:
        position, rows = start_position(ctx), ()
        while len(rows) < 30:
            if rows not in moves:
                moves[rows] = strategy.choose(position).guess
            guess = moves[rows]
            pattern = score(guess, secret)
            rows = (*rows, Row(guess, pattern))
            if guess == secret:
                break
            typed += guess in offensive
            position = advance(ctx, position, guess, pattern)
        turns.append(len(rows))
    return turns, typed


if __name__ == "__main__":
    main()
