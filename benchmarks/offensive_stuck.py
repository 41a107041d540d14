"""How often can hard mode leave the bot nothing but offensive words to type?

The bot never types an offensive word while another word is possible (docs/bot.md). In
hard mode every guess must keep the hints, so once every word left is offensive, the
words hard mode still allows may all be offensive too, or tell none of them apart: then
the bot takes hard mode's way out (a word it may type that tells them apart, whatever
the hints ask). This counts, for every list,
the pairs of offensive words that can ever be left in that state: for a pair, the most
any rows can reveal while both stay possible is every letter they share in place
(greens) and the copies of each letter both hold (yellows); if no other word keeping
those hints tells the two apart, the pair can be stuck. A set of words is stuck only if
each of its pairs is, so the count bounds every such position from above. Normal mode
is checked too (every word allowed). Prints the pairs, the words, and the time.

``--play``: then the bot guessing your word (hard mode) plays every offensive word of
the list as the secret, and lists the games where it took the way out (how often it
happens, not only how often it could) and any where it typed another offensive word
(there should be none).

Usage: python benchmarks/offensive_stuck.py [--lists en-5 es-5 ...] [--play]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections import Counter
from itertools import combinations


def main() -> None:
    from wordle_tui.core.hardmode import HardModeRule
    from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.context import SolverContext
    from wordle_tui.solver.patterns import PatternTable

    names = [f"{lang}-{n}" for lang in sorted(LANGUAGES) for n in WORD_LENGTHS]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lists", nargs="+", choices=names, default=names, metavar="LANG-N")
    parser.add_argument("--play", action="store_true", help="play every offensive word too")
    args = parser.parse_args()
    os.environ.setdefault("WORDLE_TUI_HOME", tempfile.mkdtemp(prefix="wordle-tui-bench-"))
    for name in args.lists:
        started, cpu = time.perf_counter(), time.process_time()
        language, _, length = name.partition("-")
        words = load_word_list(language, int(length))
        table = PatternTable(words, use_cache=False, full_table_cells=0)
        offensive = sorted(words.offensive)
        results = {}
        for hard in (False, True):
            ctx = SolverContext(words, hard=hard, table=table)
            column = {word: k for k, word in enumerate(offensive)}
            # every word the bot may type against every offensive word, once
            clean = ctx.playable_ids
            patterns = table.compute(clean, [ctx.id_of(w) for w in offensive])
            row_of = {int(i): k for k, i in enumerate(clean.tolist())}
            stuck = []
            for a, b in combinations(offensive, 2):
                rule = strongest_rule(a, b) if hard else HardModeRule()
                rows = [row_of[int(i)] for i in ctx.allowed(rule).tolist()]
                block = patterns[rows]
                if not (block[:, column[a]] != block[:, column[b]]).any():
                    stuck.append((a, b))
            results[hard] = stuck
        pairs = results[True]
        involved = sorted({w for pair in pairs for w in pair})
        print(
            f"{name}: {len(words.offensive)} offensive words, "
            f"{len(words.offensive) * (len(words.offensive) - 1) // 2:,} pairs; "
            f"normal mode: {len(results[False])} pairs can be stuck; hard mode: {len(pairs)} "
            f"pairs ({len(involved)} words){': ' if pairs else ''}"
            + ", ".join(f"{a}/{b}" for a, b in pairs[:12])
            + (" …" if len(pairs) > 12 else "")
            + f" [{time.perf_counter() - started:.1f} s wall, "
            f"{time.process_time() - cpu:.1f} s CPU]",
            flush=True,
        )
        if args.play:
            started, cpu = time.perf_counter(), time.process_time()
            played, way_out = play_every_offensive_word(words)
            print(
                f"  played in hard mode: {len(words.offensive)} games; {len(way_out)} took "
                f"the way out{': ' if way_out else ''}"
                + "; ".join(f"{secret}: {' '.join(typed)}" for secret, typed in way_out)
                + f"; {len(played)} typed another offensive word{': ' if played else ''}"
                + "; ".join(f"{secret}: {' '.join(typed)}" for secret, typed in played)
                + f" [{time.perf_counter() - started:.1f} s wall, "
                f"{time.process_time() - cpu:.1f} s CPU]",
                flush=True,
            )


def play_every_offensive_word(words):
    """The games (secret, guesses) where the bot guessing your word, in hard mode, typed an
    offensive word before the secret, and those where it took hard mode's way out."""
    from wordle_tui.core.filtering import Row
    from wordle_tui.solver.bot import Bot, takes_way_out
    from wordle_tui.solver.context import SolverContext

    ctx = SolverContext(words, hard=True, any_word=True)
    found, way_out = [], []
    for secret in sorted(words.offensive):
        steps = Bot(ctx).play(secret, max_turns=30)
        typed = [step.guess for step in steps]
        rows = [Row(step.guess, step.pattern) for step in steps]
        if set(typed[:-1]) & words.offensive:
            found.append((secret, typed))
        if any(takes_way_out(True, rows[:k], row.guess) for k, row in enumerate(rows)):
            way_out.append((secret, typed))
    return found, way_out


def strongest_rule(a: str, b: str):
    """The most hard mode can ask while both ``a`` and ``b`` are possible: their common
    letters in place, and the copies of each letter both hold."""
    from wordle_tui.core.hardmode import HardModeRule

    greens = tuple((i, x) for i, (x, y) in enumerate(zip(a, b, strict=True)) if x == y)
    shared = Counter(a) & Counter(b)
    return HardModeRule(greens=greens, minimum=tuple(sorted(shared.items())))


if __name__ == "__main__":
    main()
