"""Which first guesses leave a family of look-alike words that no strategy finds in time?

For every accepted first guess of a list (normal mode), looks for a family of words equal
at every position but one, left in one colour group by that guess, that no strategy can
find within the guesses left: an exact search over that family alone, every accepted word
tried as a guess (:mod:`wordle_tui.solver.families`). A first guess refuted this way
cannot start a tree that finds every word in time; if every first guess is refuted, no
tree does. Prints the count refuted, the first guesses not refuted, one refutation as an
example, and the time.

Usage: python benchmarks/family_bound.py [--lang en] [--length 4] [--attempts 6]
          [--least 8] [--opener tale]
"""

from __future__ import annotations

import argparse
import os
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=4)
    parser.add_argument("--attempts", type=int, default=6)
    parser.add_argument("--least", type=int, default=8, help="smallest family looked at")
    parser.add_argument("--opener", help="show why this first guess is refuted")
    args = parser.parse_args()

    from wordle_tui.core.scoring import MARK_LETTERS, marks_of
    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.families import FamilyCheck

    started, cpu = time.perf_counter(), time.process_time()
    words = load_word_list(args.lang, args.length)
    check = FamilyCheck(words, least=args.least)
    survivors: list[str] = []
    example = None
    for opener in words.guesses:
        refuted = check.refutation(opener, args.attempts)
        if refuted is None:
            survivors.append(opener)
        elif opener == args.opener or (example is None and args.opener is None):
            example = refuted
    seconds, cpu_seconds = time.perf_counter() - started, time.process_time() - cpu
    total = len(words.guesses)
    print(
        f"{words.name}, {args.attempts} attempts: {len(check.families)} families of "
        f"{args.least}+ words; {total - len(survivors):,} of {total:,} first guesses leave "
        f"a family no strategy finds in time ({seconds:.0f} s wall, {cpu_seconds:.0f} s CPU, "
        f"load average {os.getloadavg()[0]:.2f})"
    )
    print(f"  not refuted ({len(survivors)}): {' '.join(survivors) or 'none'}")
    if example is not None:
        colours = "".join(MARK_LETTERS[mark] for mark in marks_of(example.pattern, words.length))
        print(
            f"  e.g. {example.opener.upper()} {colours}: {len(example.members)} words "
            f"({', '.join(example.members)}) cannot all be found in the "
            f"{args.attempts - 1} guesses left"
        )
    if not survivors:
        print(f"  so no tree finds every word of {words.name} within {args.attempts}")


if __name__ == "__main__":
    main()
