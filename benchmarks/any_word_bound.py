"""How few guesses can the answers take in a tree from a first guess that finds every word?

For each first guess given, builds the answers' best tree from it (what ``tables
--opener`` builds), then searches each colour group exactly
(:mod:`wordle_tui.solver.constrained`, normal mode) for the fewest guesses its answers can
take while every accepted word of the group is found within the guesses left. With
``--target T`` a group's search stops as soon as it is sure the group alone costs more than
the target allows, so what it prints is a lower bound of the answers' total (exact when no
group reached the target): if it is above T, no tree from that first guess finds every word
in time with at most T guesses for the answers. A group with no tree in time at all means
no tree from that first guess finds every word in time. Prints each group that costs more
than the answers' tree, the bound and the time.

Usage: python benchmarks/any_word_bound.py --lang en --length 5 --target 6260 crate salet
          [--nodes 200000]
"""

from __future__ import annotations

import argparse
import os
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("openers", nargs="+", metavar="WORD")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--target", type=int, help="the answers' total to beat (default: none)")
    parser.add_argument("--nodes", type=int, default=200_000, help="positions per group")
    args = parser.parse_args()

    import numpy as np

    from wordle_tui.core.scoring import MARK_LETTERS, marks_of
    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.any_word import full_pattern_table
    from wordle_tui.solver.constrained import NEVER, ConstrainedSearch
    from wordle_tui.solver.context import SolverContext
    from wordle_tui.solver.search import SearchTimeout
    from wordle_tui.solver.tables import answers_tree

    words = load_word_list(args.lang, args.length)
    ctx = SolverContext(words, any_word=True, table=full_pattern_table(words))
    search = ConstrainedSearch(ctx, node_limit=args.nodes)
    left = ctx.attempts - 1
    for opener in args.openers:
        started, cpu = time.perf_counter(), time.process_time()
        tree, _ = answers_tree(words, False, opener)
        row = ctx.table.full[ctx.id_of(opener), ctx.secret_ids]
        groups = []
        for pattern in np.unique(row).tolist():
            if pattern == ctx.solved:
                continue
            group = np.sort(ctx.secret_ids[row == pattern]).astype(np.int64)
            answers = [ctx.word(i) for i in group[ctx.is_answer[group]]]
            node = tree.root.children.get(pattern)
            planned = sum(node.guesses_to_find(a) or 0 for a in answers) if node else 0
            groups.append((group, len(answers), planned, pattern))
        total = len(ctx.answer_ids) + sum(planned for _, _, planned, _ in groups)
        spare = None if args.target is None else args.target - total
        print(
            f"{words.name} from {opener}: the answers' tree takes {total:,}"
            + ("" if args.target is None else f" (target {args.target:,})"),
            flush=True,
        )
        bound, exact, stopped, never = len(ctx.answer_ids), True, 0, False
        for group, answers, planned, pattern in sorted(groups, key=lambda g: -len(g[0])):
            budget = NEVER if spare is None else (planned + spare + 1 if answers else 1)
            search.forget()
            try:
                found = search.cost(group, left, budget)
            except SearchTimeout:
                found, stopped = 2 * answers - 1 if answers else 0, stopped + 1
                exact = False
            if found >= budget:
                exact = False
            if found >= NEVER or (not answers and found >= 1):
                never = True
            marks = "".join(MARK_LETTERS[m] for m in marks_of(pattern, args.length))
            if never:
                print(f"  {marks}: {len(group)} words, no tree finds them all in {left}")
                break
            bound += found
            if found != planned:
                relation = "" if found < budget else "at least "
                print(
                    f"  {marks}: {len(group)} words, {answers} answers: {relation}{found} "
                    f"(the answers' tree {planned}), {search.nodes:,} positions",
                    flush=True,
                )
        took = f"{time.perf_counter() - started:.0f} s wall, {time.process_time() - cpu:.0f} s CPU"
        if never:
            print(f"  no tree from {opener} finds every word within {ctx.attempts}; {took}")
            continue
        what = "exactly" if exact else "at least"
        print(
            f"  a tree from {opener} finding every word within {ctx.attempts} takes {what} "
            f"{bound:,} guesses for the answers ({stopped} groups stopped at the limit); "
            f"{took}, load average {os.getloadavg()[0]:.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
