"""Rebuild every shipped solver file of one word list, with one command.

After a list changes (or the bot's rules do, as when offensive words were left out of
its guesses), every file built from it is stale: the game then ignores it and searches
live. For one list (``en-5``, ``es-8``…) this rebuilds, in order:

1. both modes' trees (:mod:`words.trees.tables`): the answers' optimal tree, and
   the bot guessing your word's any-word tree (or its first two moves: ``FIRST_TWO_MOVES``),
   with the options each list and mode was built with (``ALLOW_LATE``: ``--allow-late``
   where no tree finds every word in time; ``ANSWERS_OPENERS`` and ``ANY_WORD_OPENERS``:
   first guesses chosen over the search's own). Each file is checked where it is built and
   stamped (:func:`~wordle_tui.solver.tree.stamp_file`), and the build stops
   if a tree would type an offensive word where another word is possible;
2. its entries of ``words/first-moves.json`` (:mod:`words.trees.first_moves`);
3. its Absurdle line (:mod:`words.trees.absurdle_lines`), for the lists that ship one.

Usage (hours of CPU for the larger lists: docs/benchmarks.md has each step's figures)::

    python -m words.trees.rebuild en-5

Lists can be rebuilt side by side (each step rewrites only its own files; the shared
files are re-read just before each write and keep the other lists' entries), memory
allowing (es-8 needs about 16 GB).
"""

from __future__ import annotations

import argparse
import sys
import time

from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from words.trees.stamp import list_name

# How each any-word tree is built, by (list, hard mode): the options of its last build
# (docs/benchmarks.md, "Decision trees"). Four letters, es-5 normal, and hard mode but for
# en-8: no tree finds every word in time, so the fewest-late tree (--allow-late); es-5
# normal re-searches three moves deep (--reoptimise-depth 3: one word late, where the
# default depth left more); en-5 normal opens with CRATE (from the answers' earlier opener
# no tree was in time).
ALLOW_LATE: frozenset[tuple[str, bool]] = frozenset(
    {(f"{lang}-4", hard) for lang in LANGUAGES for hard in (False, True)}
    | {(f"{lang}-{n}", True) for lang in LANGUAGES for n in WORD_LENGTHS if (lang, n) != ("en", 8)}
    | {("es-5", False)}
)
REOPTIMISE_DEPTHS: dict[tuple[str, bool], int] = {("es-5", False): 3}
# The lists whose any-word file is the table of the first two moves (``--no-complete``):
# the languages added in issue 29, whose complete trees were not built (hours each); the
# bot guessing a word searches live after its second move (docs/benchmarks.md).
FIRST_TWO_MOVES: frozenset[str] = frozenset(
    f"{lang}-{n}" for lang in ("fr", "de", "it", "pt") for n in WORD_LENGTHS
)
ANY_WORD_OPENERS: dict[tuple[str, bool], str] = {("en-5", False): "crate"}
# The answers trees built from another first guess than the search's own (words/README.md,
# docs/research/solver.md: on the lists they were chosen on, the trees needed fewer guesses
# from these; es-8 hard's SENTICAR was then the normal tree's opener too, which CALIENTO is
# now, and it was not compared again on these lists).
ANSWERS_OPENERS: dict[tuple[str, bool], str] = {
    ("en-5", False): "crate",
    ("en-5", True): "crate",
    ("es-5", False): "tarco",
    ("es-8", True): "senticar",
}


def rebuild(name: str) -> None:
    """Every solver file of the list ``name``; raises BuildError when a tree cannot be."""
    from words.trees import absurdle_lines, first_moves
    from words.trees.tables import build

    language, _, length = name.partition("-")
    for hard in (False, True):
        build(
            language,
            int(length),
            [hard],
            ["answers", "any-word"],
            ANSWERS_OPENERS.get((name, hard)),
            complete=name not in FIRST_TWO_MOVES,
            any_word_opener=ANY_WORD_OPENERS.get((name, hard)),
            allow_late=(name, hard) in ALLOW_LATE,
            reoptimise_depth=REOPTIMISE_DEPTHS.get((name, hard)),
        )
    first_moves.main(["--lists", name])
    if name in absurdle_lines.DEFAULT_LISTS:
        absurdle_lines.main([name])


def main(argv: list[str] | None = None) -> int:
    from words.trees.tables import BuildError

    parser = argparse.ArgumentParser(
        prog="python -m words.trees.rebuild", description=__doc__.splitlines()[0]
    )
    parser.add_argument("name", type=list_name, metavar="LANG-N", help="en-5, es-8…")
    name = parser.parse_args(argv).name
    started, cpu = time.perf_counter(), time.process_time()
    try:
        rebuild(name)
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(
        f"{name}: rebuilt in {time.perf_counter() - started:.0f} s wall, "
        f"{time.process_time() - cpu:.0f} s CPU",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
