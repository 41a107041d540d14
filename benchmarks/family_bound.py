"""Which first guesses leave a family of look-alike words that no strategy finds in time?

For every accepted first guess of a list, looks for a family of words equal at every
position but one, left in one colour group by that guess, that no strategy can find
within the guesses left: an exact search over that family alone, every allowed word tried
as a guess (:mod:`words.trees.families`). A first guess refuted this way cannot
start a tree that finds every word in time; if every first guess is refuted, no tree
does. Prints the count refuted, the first guesses not refuted, one refutation as an
example, and the time.

``--hard``: hard mode, every later guess keeping the first row's hints (a relaxation:
later rows forbid more, so what it refutes stays refuted). ``--late W``: for the first
guess W, the least number of words any strategy finds late after it, and the families
that prove it.

Usage: python benchmarks/family_bound.py [--lang en] [--length 4] [--attempts 6]
          [--hard] [--least 8] [--opener tale] [--late crate ...] [--no-openers]
          [--sample 1000]
"""

from __future__ import annotations

import argparse
import os
import random
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=4)
    parser.add_argument("--attempts", type=int, default=6)
    parser.add_argument("--hard", action="store_true", help="hard mode (see above)")
    parser.add_argument(
        "--least",
        type=int,
        help="smallest family looked at (default 8, in hard mode the attempts)",
    )
    parser.add_argument("--opener", help="show why this first guess is refuted")
    parser.add_argument(
        "--late", nargs="+", default=[], metavar="WORD", help="the least late after these"
    )
    parser.add_argument(
        "--no-openers", action="store_true", help="skip the run over every first guess"
    )
    parser.add_argument(
        "--sample", type=int, help="only this many first guesses, drawn with random.Random(0)"
    )
    args = parser.parse_args()

    from wordle_tui.core.scoring import MARK_LETTERS, marks_of
    from wordle_tui.core.words import load_word_list
    from words.trees.families import FamilyCheck, Refutation

    least = args.least or (args.attempts if args.hard else 8)
    words = load_word_list(args.lang, args.length)
    mode = "hard mode" if args.hard else "normal mode"
    started, cpu = time.perf_counter(), time.process_time()
    check = FamilyCheck(words, least=least, hard=args.hard)
    print(
        f"{words.name}, {mode}, {args.attempts} attempts: "
        f"{len(check.families)} families of {least}+ words"
    )

    def colours(refuted: Refutation) -> str:
        return "".join(MARK_LETTERS[mark] for mark in marks_of(refuted.pattern, words.length))

    def figures(since: float, since_cpu: float) -> str:
        return (
            f"{time.perf_counter() - since:.0f} s wall, {time.process_time() - since_cpu:.0f} s"
            f" CPU, load average {os.getloadavg()[0]:.2f}"
        )

    if not args.no_openers:
        survivors: list[str] = []
        example = None
        openers = list(words.guesses)
        if args.sample is not None and args.sample < len(openers):
            openers = sorted(random.Random(0).sample(openers, args.sample))
        for opener in openers:
            refuted = check.refutation(opener, args.attempts)
            if refuted is None:
                survivors.append(opener)
            elif opener == args.opener or (example is None and args.opener is None):
                example = refuted
        total = len(openers)
        print(
            f"  {total - len(survivors):,} of {total:,} first guesses leave a family no "
            f"strategy finds in time ({figures(started, cpu)})"
        )
        print(f"  not refuted ({len(survivors)}): {' '.join(survivors) or 'none'}")
        if example is not None:
            print(
                f"  e.g. {example.opener.upper()} {colours(example)}: {len(example.members)} "
                f"words ({', '.join(example.members)}) cannot all be found in the "
                f"{args.attempts - 1} guesses left"
            )
        if not survivors and total == len(words.guesses):
            print(f"  so no tree finds every word of {words.name} within {args.attempts} ({mode})")
    for opener in args.late:
        since, since_cpu = time.perf_counter(), time.process_time()
        bound = check.late_bound(opener, args.attempts)
        print(
            f"  after {opener.upper()}, every strategy finds at least {bound.late} words late, "
            f"from {len(bound.refutations)} families with no word in common "
            f"({figures(since, since_cpu)}):"
        )
        for refuted in bound.refutations:
            print(
                f"    {colours(refuted)} {refuted.late} of {len(refuted.members)}: "
                f"{', '.join(refuted.members)}"
            )


if __name__ == "__main__":
    main()
