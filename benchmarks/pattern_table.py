"""Time building the pattern table (one core) and loading it from the disk cache.

Usage: python benchmarks/pattern_table.py [--answers FILE --guesses FILE] [--lang en --length 5]

Builds the guesses × answers table three times without the cache (best time
reported), then writes the cache and loads it three times (best time reported).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")  # one core, as the target says

from wordle_tui.core.words import custom_word_list, load_word_list
from wordle_tui.solver.patterns import PatternTable


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers")
    parser.add_argument("--guesses")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    args = parser.parse_args()
    if args.answers:
        words = custom_word_list(args.answers, args.guesses, args.lang, args.length)
    else:
        words = load_word_list(args.lang, args.length)
    _ = words.guess_codes  # encoding the words is not part of the table
    builds = []
    for _ in range(3):
        started = time.perf_counter()
        table = PatternTable(words, use_cache=False)
        builds.append(time.perf_counter() - started)
    shape = table.full.shape if table.full is not None else None
    with tempfile.TemporaryDirectory() as folder:
        PatternTable(words, cache_dir=Path(folder))
        loads = []
        for _ in range(3):
            started = time.perf_counter()
            cached = PatternTable(words, cache_dir=Path(folder))
            loads.append(time.perf_counter() - started)
            assert cached.loaded_from_cache
        size = cached.cache_path.stat().st_size / 1e6
    print(f"{words.name}: table {shape[0]:,} × {shape[1]:,} ({table.full.dtype})")
    print(f"  build  best {min(builds):.2f} s  (runs: {', '.join(f'{b:.2f}' for b in builds)})")
    print(f"  load   best {min(loads) * 1000:.0f} ms from a {size:.0f} MB cache file")


if __name__ == "__main__":
    main()
