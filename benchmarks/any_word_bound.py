"""How few guesses can the answers take in a tree from a first guess that finds every word?

For each first guess given, builds the answers' best tree from it (what ``tables
--opener`` builds), then searches each colour group exactly
(:mod:`words.trees.constrained`, normal mode) for the fewest guesses its answers can
take while every accepted word of the group is found within the guesses left. With
``--target T`` a group's search stops as soon as it is sure the group alone costs more than
the target allows, so what it prints is a lower bound of the answers' total (exact when no
group reached the target): if it is above T, no tree from that first guess finds every word
in time with at most T guesses for the answers. A group with no tree in time at all means
no tree from that first guess finds every word in time. Prints each group that costs more
than the answers' tree, the bound and the time.

With ``--all --target T`` every accepted word is tried as the first guess, in two stages,
and no answers' tree is built:

1. each first guess's colour groups get the search's cheap bound (a group of ``k``
   answers: ``k`` for the next guess, plus ``2k' − 1`` for each group of ``k'`` answers the
   best next guess leaves; a look-alike family that no tree finds in time: never), the
   largest groups first, and the first guess is refuted as soon as those bounds and
   ``2k − 1`` for each group left pass T;
2. for each first guess left, its groups are searched exactly, the largest first, each with
   the budget the others' bounds leave it; it is refuted as soon as what the groups cost
   above their bounds uses up what T leaves, or a group has no tree in time.

``--stages --target T W…`` takes the given first guesses through the same two stages
(to finish or check part of an ``--all`` run).

A first guess still standing at the end (a group stopped at ``--nodes``, or none too
dear) is printed as not refuted. Each step only adds what a tree must pay, so a refuted
first guess has no tree within T.

Usage: python benchmarks/any_word_bound.py --lang en --length 5 --target 6260 crate salet
          [--nodes 200000]
       python benchmarks/any_word_bound.py --lang es --length 5 --target 3565 --all
       python benchmarks/any_word_bound.py --lang en --length 5 --target 6260 --stages trice
"""

from __future__ import annotations

import argparse
import os
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("openers", nargs="*", metavar="WORD")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--length", type=int, default=5)
    parser.add_argument("--target", type=int, help="the answers' total to beat (default: none)")
    parser.add_argument("--nodes", type=int, default=200_000, help="positions per group")
    parser.add_argument(
        "--all", action="store_true", help="every accepted word as the first guess (needs --target)"
    )
    parser.add_argument(
        "--stages",
        action="store_true",
        help="the given first guesses through the two stages of --all (needs --target)",
    )
    args = parser.parse_args()
    if args.all == bool(args.openers):
        parser.error("give first guesses or --all, not both")
    if (args.all or args.stages) and args.target is None:
        parser.error("--all and --stages need --target")

    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.context import SolverContext
    from words.trees.any_word import full_pattern_table
    from words.trees.constrained import ConstrainedSearch

    words = load_word_list(args.lang, args.length)
    unknown = [w for w in args.openers if not words.is_guess(w.lower())]
    if unknown:
        parser.error(f"not in the {words.name} list: {' '.join(unknown)}")
    ctx = SolverContext(words, any_word=True, table=full_pattern_table(words))
    search = ConstrainedSearch(ctx, node_limit=args.nodes)
    if args.all:
        every_opener(ctx, search, args.target, range(len(words.guesses)))
    elif args.stages:
        every_opener(ctx, search, args.target, [ctx.id_of(w.lower()) for w in args.openers])
    else:
        against_answers_tree(ctx, search, args.openers, args.target)


def against_answers_tree(ctx, search, openers: list[str], target: int | None) -> None:
    """Each first guess's groups searched exactly, against its answers' tree."""
    from wordle_tui.core.scoring import MARK_LETTERS, marks_of
    from wordle_tui.solver.search import SearchTimeout
    from words.trees.constrained import NEVER, colour_groups
    from words.trees.tables import answers_tree

    length, left = ctx.words.length, ctx.attempts - 1
    for opener in openers:
        started, cpu = time.perf_counter(), time.process_time()
        tree, _ = answers_tree(ctx.words, False, opener)
        groups = []
        for pattern, group, answers in colour_groups(search, ctx.id_of(opener)):
            node = tree.root.children.get(pattern)
            names = [ctx.word(i) for i in group[ctx.is_answer[group]]]
            planned = sum(node.guesses_to_find(a) or 0 for a in names) if node else 0
            groups.append((group, answers, planned, pattern))
        total = len(ctx.answer_ids) + sum(planned for _, _, planned, _ in groups)
        spare = None if target is None else target - total
        print(
            f"{ctx.words.name} from {opener}: the answers' tree takes {total:,}"
            + ("" if target is None else f" (target {target:,})"),
            flush=True,
        )
        bound, exact, stopped, never = len(ctx.answer_ids), True, 0, False
        for group, answers, planned, pattern in groups:
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
            marks = "".join(MARK_LETTERS[m] for m in marks_of(pattern, length))
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


def every_opener(ctx, search, target: int, opener_ids) -> None:
    """Both stages over the first guesses ``opener_ids`` (every accepted word with --all);
    prints what is left standing."""
    from words.trees.constrained import (
        NEVER,
        colour_groups,
        first_guess_bound,
        first_guess_least,
    )

    name, attempts = ctx.words.name, ctx.attempts
    started, cpu = time.perf_counter(), time.process_time()
    standing = []
    opener_ids = list(opener_ids)
    for opener_id in opener_ids:
        search.forget()
        groups = colour_groups(search, opener_id)
        cheap = first_guess_bound(search, groups, target)
        if cheap <= target:
            standing.append((cheap, opener_id, groups))
    standing.sort(key=lambda item: (item[0], item[1]))
    print(
        f"{name}, target {target:,}: {len(opener_ids) - len(standing):,} of "
        f"{len(opener_ids):,} first guesses refuted by the groups' bounds "
        f"({time.perf_counter() - started:.0f} s wall, {time.process_time() - cpu:.0f} s CPU); "
        f"{len(standing)} left: "
        + " ".join(f"{ctx.word(i).upper()} {cheap:,}" for cheap, i, _ in standing),
        flush=True,
    )
    not_refuted = []
    for cheap, opener_id, groups in standing:
        one, one_cpu = time.perf_counter(), time.process_time()
        least, stopped = first_guess_least(search, groups, target, cheap)
        word = ctx.word(opener_id).upper()
        if least >= NEVER:
            verdict = f"no tree finds every word within {attempts}"
        elif least > target:
            verdict = f"at least {least:,}"
        else:
            verdict = f"NOT REFUTED ({least:,}, {stopped} groups stopped at the limit)"
            not_refuted.append(word)
        print(
            f"  {word}: bounds {cheap:,}, searched: {verdict} "
            f"({time.perf_counter() - one:.0f} s wall, {time.process_time() - one_cpu:.0f} s CPU)",
            flush=True,
        )
    took = f"{time.perf_counter() - started:.0f} s wall, {time.process_time() - cpu:.0f} s CPU"
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    if not_refuted:
        print(f"not refuted ({len(not_refuted)}): {' '.join(not_refuted)}; {took}, load {load}")
    elif len(opener_ids) == len(ctx.words.guesses):
        print(
            f"so every tree that finds every word of {name} within {attempts} takes more than "
            f"{target:,} guesses for the answers, whatever its first guess; {took}, load {load}"
        )
    else:
        print(
            f"so no tree from these {len(opener_ids):,} first guesses finds every word of "
            f"{name} within {attempts} with at most {target:,} guesses for the answers; "
            f"{took}, load {load}"
        )


if __name__ == "__main__":
    main()
