"""Play every answer with every strategy, both modes, and print a Markdown table.

Usage: python benchmarks/solver_report.py --answers FILE --guesses FILE [--opener WORD]
       python benchmarks/solver_report.py --lang es --length 5

Each run is a separate ``wordle-tui bench --json`` process with an empty
WORDLE_TUI_HOME: nothing is cached, the pattern table is built inside the timed
run, and the optimal strategy searches from scratch (no shipped tree).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

STRATEGIES = ("optimal", "entropy", "parts", "minimax", "frequency")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers")
    parser.add_argument("--guesses")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--opener", help="give every strategy this first guess")
    parser.add_argument("--strategies", nargs="*", default=list(STRATEGIES))
    args = parser.parse_args()
    lists = ["--lang", args.lang, "--length", str(args.length)]
    if args.answers:
        lists += ["--answers", args.answers, "--guesses", args.guesses]
    print("| strategy | mode | opener | total | mean | max | not within 6 | seconds | peak MB |")
    print("|---|---|---|---|---|---|---|---|---|")
    for strategy in args.strategies:
        for hard in (False, True):
            command = [sys.executable, "-m", "wordle_tui", "bench", "--json", *lists]
            command += ["--strategy", strategy] + (["--hard"] if hard else [])
            if args.opener:
                command += ["--opener", args.opener]
            with tempfile.TemporaryDirectory() as home:
                env = {**os.environ, "WORDLE_TUI_HOME": home}
                done = subprocess.run(command, env=env, capture_output=True, text=True)
            if done.returncode != 0:
                print(
                    f"| {strategy} | {'hard' if hard else 'normal'} | failed: "
                    f"{done.stderr.strip()} |"
                )
                continue
            r = json.loads(done.stdout)
            print(
                f"| {strategy} | {'hard' if hard else 'normal'} | {r['opener']} | "
                f"{r['total']:,} | {r['mean']:.4f} | {r['max']} | {len(r['failures'])} | "
                f"{r['seconds']:.1f} | {r['peak_rss_mb']:.0f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
