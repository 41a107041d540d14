"""Peak memory of the headless commands for every shipped language and word length.

Usage: python benchmarks/memory.py [--bench STRATEGY ...] [--langs en es] [--lengths 4 5 6 7 8]

Runs each command in its own process (with a fresh WORDLE_TUI_HOME, so no cache
helps) and prints the peak resident memory the kernel reports for it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

from wordle_tui.core.words import load_word_list


def peak_of(command: list[str], env: dict[str, str]) -> tuple[float, float, int]:
    """(peak MB, seconds, exit status) of one command."""
    started = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss / 1024, time.perf_counter() - started, proc.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", nargs="*", default=["parts"], help="strategies to bench")
    parser.add_argument("--langs", nargs="*", default=["en", "es"])
    parser.add_argument("--lengths", nargs="*", type=int, default=[4, 5, 6, 7, 8])
    args = parser.parse_args()
    exe = [sys.executable, "-m", "wordle_tui"]
    worst = 0.0
    for lang in args.langs:
        for length in args.lengths:
            words = load_word_list(lang, length)
            secret, first = words.answers[len(words.answers) // 2], words.answers[0]
            commands = {
                "solve": ["solve", secret, "--lang", lang, "--length", str(length)],
                "solve --hard": [
                    "solve",
                    secret,
                    "--lang",
                    lang,
                    "--length",
                    str(length),
                    "--hard",
                ],
                "assist": ["assist", f"{first}={'-' * length}", "--lang", lang],
            }
            for strategy in args.bench:
                commands[f"bench {strategy}"] = [
                    "bench",
                    "--lang",
                    lang,
                    "--length",
                    str(length),
                    "--strategy",
                    strategy,
                ]
            for name, command in commands.items():
                with tempfile.TemporaryDirectory() as home:
                    env = {**os.environ, "WORDLE_TUI_HOME": home}
                    peak, seconds, status = peak_of(exe + command, env)
                worst = max(worst, peak)
                print(
                    f"{lang}-{length} {name:16s} peak {peak:6.0f} MB  {seconds:7.1f} s  "
                    f"exit {status}",
                    flush=True,
                )
    print(f"largest peak: {worst:.0f} MB")


if __name__ == "__main__":
    main()
