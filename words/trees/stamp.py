"""Check the shipped decision trees and stamp the ones that pass, so the game trusts them.

The game reads a stamped tree without checking it (:func:`~wordle_tui.solver.tree.stamp_file`):
the first game of a fresh home then takes a fraction of a second, where checking a large
any-word tree took seconds. The builders (:mod:`words.trees.tables`) stamp what they
write; this command stamps trees built before, or checks them all again::

    python -m words.trees.stamp [en-5 es-6 ...]

(every list by default: both modes, the answers tree and the any-word tree). It prints
each file with its verdict and how many moves type an offensive word where another word
is possible (the runtime does not follow those; a rebuild removes them), and exits 1 when
some tree fails its checks (that file is left unstamped, and the game checks it in full).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.solver.tree import DecisionTree, offensive_moves, stamp_file, tree_path


def list_names() -> list[str]:
    return [f"{language}-{length}" for language in sorted(LANGUAGES) for length in WORD_LENGTHS]


def list_name(text: str) -> str:
    if text not in list_names():
        raise argparse.ArgumentTypeError(f"{text!r} is not a list such as en-5 or es-6")
    return text


def parse_lists(prog: str, description: str, argv: list[str] | None) -> list[str]:
    """The lists a tree command was given (every list when none)."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("lists", nargs="*", type=list_name, metavar="LANG-N")
    return parser.parse_args(argv).lists or list_names()


def tree_files(
    names: list[str], modes: tuple[bool, ...] = (False, True)
) -> Iterator[tuple[WordList, Path]]:
    """Each shipped tree file of these lists and modes (hard: True), with its word list."""
    for name in names:
        language, _, length = name.partition("-")
        words = load_word_list(language, int(length))
        for hard in modes:
            for kind in ("answers", "any-word"):
                path = tree_path(language, int(length), hard, kind)
                if path.is_file():
                    yield words, path


def main(argv: list[str] | None = None) -> int:
    names = parse_lists("python -m words.trees.stamp", __doc__.splitlines()[0], argv)
    failed = 0
    for words, path in tree_files(names):
        started, cpu = time.perf_counter(), time.process_time()
        problems = stamp_file(path, words)
        offensive = offensive_moves(DecisionTree.load(path), words)
        verdict = "stamped" if not problems else f"NOT stamped: {problems[0]}"
        failed += bool(problems)
        print(
            f"{path.parent.name}/{path.name}: {verdict}; "
            f"{len(offensive)} offensive moves; {time.perf_counter() - started:.1f} s "
            f"wall, {time.process_time() - cpu:.1f} s CPU",
            flush=True,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
