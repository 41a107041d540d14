"""The bot guesses your word: does it find every word of the guess list?

Plays each word (every guess of the list by default, not only the answers) through the
same session the screen uses, giving honest colours, and lets the bot keep guessing past
the attempts when it needs to. Prints how many guesses each word took, the words that
needed more than the attempts, any word never found, and the time.

Usage: python benchmarks/bot_guesses.py [--lang en] [--length 5] [--sample N] [--seed 1]
          [--strategy optimal] [--hard]
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from collections import Counter


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--sample", type=int, help="a random sample of words instead of all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--strategy", default="optimal")
    parser.add_argument("--hard", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("WORDLE_TUI_HOME", tempfile.mkdtemp(prefix="wordle-tui-bench-"))

    from wordle_tui.bots.cache import SolverCache
    from wordle_tui.bots.guessing import GuessingSession, Phase
    from wordle_tui.core.marking import MarkingRow
    from wordle_tui.core.scoring import score
    from wordle_tui.core.words import load_word_list

    words = load_word_list(args.lang, args.length)
    engine = SolverCache().engine(words, hard=args.hard, strategy=args.strategy, any_word=True)
    secrets = list(words.guesses)
    if args.sample:
        secrets = random.Random(args.seed).sample(secrets, min(args.sample, len(secrets)))
    turns: Counter[int] = Counter()
    long_games: list[tuple[str, int]] = []
    never: list[str] = []
    started, started_cpu = time.perf_counter(), time.process_time()
    # The bot's analysis depends only on the rows (no clock, no randomness): words that
    # share a history share its analysis, worked out once.
    analyses: dict[tuple, object] = {}
    taken: dict[str, int] = {}
    for secret in secrets:
        session = GuessingSession(words, hard=args.hard)
        while True:
            if session.needs_analysis:
                key = tuple(session.rows)
                if key not in analyses:
                    analyses[key] = engine.analyse(session.rows, top=1, shown=0)
                session.analysed(analyses[key])
            phase = session.phase
            if phase is Phase.MARKING:
                code = score(session.pending.guess, secret)
                session.marking = MarkingRow.from_code(code, words.length)
                session.submit()
            elif phase is Phase.OUT_OF_ATTEMPTS and session.keep_guessing():
                continue
            else:
                break
        if phase is Phase.FOUND:
            turns[len(session.rows)] += 1
            taken[secret] = len(session.rows)
            if len(session.rows) > session.attempts:
                long_games.append((secret, len(session.rows)))
        else:
            never.append(secret)
    seconds, cpu = time.perf_counter() - started, time.process_time() - started_cpu
    load = os.getloadavg()[0]
    answers = [s for s in secrets if words.is_answer(s)]
    mode = " hard" if args.hard else ""
    attempts = GuessingSession(words).attempts
    within = sum(1 for s in secrets if taken.get(s, attempts + 1) <= attempts)
    print(
        f"bot guesses your word, {words.name}{mode}, {args.strategy}: {len(secrets)} words "
        f"({len(answers)} answers, {len(secrets) - len(answers)} other accepted words), "
        f"{seconds:.0f} s wall, {cpu:.0f} s CPU, load average {load:.2f}"
    )
    print("  guesses: " + "  ".join(f"{k}: {v}" for k, v in sorted(turns.items())))
    share = 100 * within / max(1, len(secrets))
    print(f"  found within {attempts}: {within}/{len(secrets)} = {share:.2f} %")
    print(f"  never found: {len(never)} {never[:10]}")
    answer_turns = [taken[s] for s in answers if s in taken]
    if answer_turns:
        print(
            f"  answers: total {sum(answer_turns):,} over {len(answer_turns):,} "
            f"(mean {sum(answer_turns) / len(answer_turns):.4f})"
        )
    shown = ", ".join(f"{w} ({n})" for w, n in sorted(long_games, key=lambda x: -x[1])[:15])
    print(f"  more guesses than the {attempts} attempts: {len(long_games)}  {shown}")


if __name__ == "__main__":
    main()
