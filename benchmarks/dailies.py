"""The daily words: what today's daily and the archive cost (the ledger, then the continuation).

Usage: python benchmarks/dailies.py [--lists en-5,es-8] [--day 2026-11-27] [--years 10]

For each list, on a fresh list object (nothing computed yet, as when the game starts):
today's Wordle daily (reading its ledger and ordering the current cycle), today's
Octordle (which needs the day's Wordle, Dordle and Quordle first), then every puzzle
of the archive (#1 to the day's, all four games), then ``--years`` of puzzles from #1.
Each line gives wall and CPU time; the load average is printed before and after.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import time
from collections.abc import Callable
from datetime import date

from wordle_tui.core.choose import daily_number, daily_word
from wordle_tui.core.dailies import DAILY_GAMES, puzzle_words
from wordle_tui.core.words import WordList, load_word_list


def timed(label: str, work: Callable[[], object]) -> None:
    started, started_cpu = time.perf_counter(), time.process_time()
    work()
    wall = time.perf_counter() - started
    cpu = time.process_time() - started_cpu
    print(f"  {label}: {wall * 1000:.1f} ms wall, {cpu * 1000:.1f} ms CPU", flush=True)


def every_puzzle(words: WordList, last: int) -> None:
    for number in range(1, last + 1):
        for game in DAILY_GAMES:
            puzzle_words(words, number, game)


def measure(shipped: WordList, day: date, years: int) -> None:
    today = daily_number(day)
    print(f"{shipped.name} ({len(shipped.answers)} answers)")
    words = dataclasses.replace(shipped)  # a new object: no daily computed yet
    timed(f"today's Wordle #{today} (first call)", lambda: daily_word(words, day))
    timed("the same again", lambda: daily_word(words, day))
    timed(f"today's Octordle #{today}", lambda: puzzle_words(words, today, "octordle"))
    archive = dataclasses.replace(shipped)
    timed(f"the archive, #1-#{today}, all four games", lambda: every_puzzle(archive, today))
    ahead = dataclasses.replace(shipped)
    last = round(365.25 * years)
    timed(f"{years} years, #1-#{last}, all four games", lambda: every_puzzle(ahead, last))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lists", default="en-5,es-8")
    parser.add_argument("--day", type=date.fromisoformat, default=date.today())
    parser.add_argument("--years", type=int, default=10)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}; {args.day} is #{daily_number(args.day)}")
    for name in args.lists.split(","):
        language, _, length = name.partition("-")
        measure(load_word_list(language, int(length)), args.day, args.years)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
