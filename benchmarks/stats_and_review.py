"""Time the database, the statistics and the review on a large made-up history.

Usage: python benchmarks/stats_and_review.py [--games 10000] [--reviews 20] [--hard] [--seed 1]

Runs in a temporary WORDLE_TUI_HOME (nothing of the player's is touched). Prints:
saving a finished game (one transaction, synced to disk), opening the database, reading
the whole log, computing every figure, and reviewing random English games (the solver context
is built first and not counted; the review screen and ``wordle-tui review`` do the same work).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from datetime import date, datetime, timedelta

from wordle_tui.core.choose import daily_number
from wordle_tui.core.game import Game
from wordle_tui.core.limits import Mode
from wordle_tui.core.statistics import compute_statistics
from wordle_tui.core.words import load_word_list
from wordle_tui.review.analysis import Reviewer
from wordle_tui.solver.context import SolverContext
from wordle_tui.storage.paths import HOME_VARIABLE


def play_random(words, rng: random.Random, day: date, hard: bool) -> Game:
    """A finished game: random answers from the list until it is won or lost."""
    daily = rng.random() < 0.6
    mode = Mode.DAILY if daily else Mode.PRACTICE
    game = Game(words, rng.choice(words.answers), hard_mode=hard, mode=mode)
    if daily:
        game.puzzle = daily_number(day)
    start = datetime.combine(day, datetime.min.time()).astimezone() + timedelta(hours=9)
    game.started_at = start.isoformat(timespec="seconds")
    while not game.is_over:
        guess = game.secret if rng.random() < 0.3 else rng.choice(words.answers)
        game.submit(guess)
    game.elapsed = rng.uniform(30, 600)
    game.finished_at = (start + timedelta(seconds=game.elapsed)).isoformat(timespec="seconds")
    return game


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--reviews", type=int, default=20)
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as home:
        os.environ[HOME_VARIABLE] = home
        from wordle_tui.storage.store import Storage  # after the home is set

        words = load_word_list("en", 5)
        storage = Storage()
        today = date.today()
        games = [
            play_random(words, rng, today - timedelta(days=args.games - n), args.hard)
            for n in range(args.games)
        ]
        saves = []
        for game in games:
            started = time.perf_counter()
            storage.saved_games.remember(game, today=today)
            saves.append(time.perf_counter() - started)
        print(f"save a finished game: median {ms(statistics.median(saves))}, max {ms(max(saves))}")
        size = os.path.getsize(storage.database.path) + os.path.getsize(
            f"{storage.database.path}-wal"
        )
        print(f"database: {storage.log.count():,} games, {size / 1e6:.1f} MB with its WAL")

        storage.close()
        started = time.perf_counter()
        storage = Storage()  # what every start does: open, check, migrate
        print(f"open the database (with its integrity check): {ms(time.perf_counter() - started)}")
        started = time.perf_counter()
        records = storage.log.records()
        read = time.perf_counter() - started
        started = time.perf_counter()
        figures = compute_statistics(records, today)
        computed = time.perf_counter() - started
        print(f"read the whole log: {ms(read)}; every figure: {ms(computed)}")
        print(
            f"  played {figures.played:,}, win {figures.win_percent}%, "
            f"max streak {figures.max_streak}"
        )

        started = time.perf_counter()
        ctx = SolverContext(words, hard=args.hard)
        mode = "hard" if args.hard else "normal"
        print(f"solver context ({mode}): {ms(time.perf_counter() - started)}")
        reviewer = Reviewer(ctx)
        times = []
        for record in rng.sample(records, min(args.reviews, len(records))):
            started = time.perf_counter()
            reviewer.review(record)
            times.append(time.perf_counter() - started)
        print(
            f"review of {len(times)} games: median {ms(statistics.median(times))}, "
            f"max {ms(max(times))}"
        )
        storage.close()


if __name__ == "__main__":
    main()
