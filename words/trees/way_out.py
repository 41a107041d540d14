"""Give the shipped hard-mode trees hard mode's way out where they still type an offensive word.

The bot never types an offensive word while another word is possible (docs/bot.md). In
hard mode, once every word left is offensive and no word hard mode allows tells them
apart, the bot takes hard mode's way out: a word it may type that tells them apart,
whatever the hints ask. Trees built before that rule typed the words left instead (the
"least bad" move). The game never follows such a move (it searches the position live),
but a tree should hold what the bot plays. This command walks each hard-mode tree with
the words still possible at each node and, where the tree types an offensive word while
others are possible, puts the bot's own moves from there in its place (the live search,
which takes the way out), updates the words found late, and writes and stamps the file::

    python -m words.trees.way_out [en-4 es-7 ...]

(every list by default). A rebuild (:mod:`words.trees.rebuild`) gives the same moves
from the start; this mends the shipped files in seconds, where a rebuild takes hours.
"""

from __future__ import annotations

import time

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.words import WordList
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.position import Position, advance, position_from_rows
from wordle_tui.solver.search import TreeNode
from wordle_tui.solver.strategies import make_strategy
from wordle_tui.solver.strategies.base import Strategy
from wordle_tui.solver.tree import DecisionTree, offensive_moves, stamp_file
from words.trees.stamp import parse_lists, tree_files


def mend(tree: DecisionTree, words: WordList) -> int:
    """Replace, in place, every subtree whose move types an offensive word while other
    words are possible by the bot's own moves from there. Returns how many it replaced."""
    ctx = SolverContext(words, hard=tree.hard, any_word=tree.kind == "any-word")
    strategy = make_strategy("optimal", ctx)
    secrets = ctx.secret_ids
    late = set(tree.late)
    mended = 0
    walk: list[tuple[TreeNode, list[Row], np.ndarray, TreeNode | None, int]] = [
        (tree.root, [], secrets, None, 0)
    ]
    while walk:
        node, rows, left, parent, pattern = walk.pop()
        guess_id = ctx.id_of(node.guess)
        if not ctx.may_type(guess_id, left):
            position = position_from_rows(ctx, rows)
            assert np.array_equal(np.sort(position.candidates), np.sort(left))
            grown = _grow(ctx, strategy, position)
            if parent is None:
                tree.root = grown
            else:
                parent.children[pattern] = grown
            for secret in left.tolist():
                word = ctx.word(secret)
                late.discard(word)
                turns = grown.guesses_to_find(word)
                assert turns is not None  # the bot's own moves find every word left
                if len(rows) + turns > tree.attempts:
                    late.add(word)
            mended += 1
            continue
        if not node.children:
            continue
        patterns = ctx.table.row(guess_id, left)
        for child_pattern, child in node.children.items():
            group = left[patterns == child_pattern]
            if len(group):
                row = Row(node.guess, child_pattern)
                walk.append((child, [*rows, row], group, node, child_pattern))
    tree.late = tuple(sorted(late))
    return mended


def _grow(ctx: SolverContext, strategy: Strategy, position: Position) -> TreeNode:
    """The bot's moves from ``position`` for every word still possible there."""
    guess = strategy.choose(position).guess
    node = TreeNode(guess)
    patterns = ctx.table.row(ctx.id_of(guess), position.candidates)
    for pattern in sorted(set(patterns.tolist()) - {ctx.solved}):
        node.children[pattern] = _grow(ctx, strategy, advance(ctx, position, guess, pattern))
    return node


def main(argv: list[str] | None = None) -> int:
    names = parse_lists("python -m words.trees.way_out", __doc__.splitlines()[0], argv)
    failed = 0
    for words, path in tree_files(names, modes=(True,)):
        started, cpu = time.perf_counter(), time.process_time()
        tree = DecisionTree.load(path)
        mended = mend(tree, words)
        verdict = "unchanged"
        if mended:
            tree.save(path, words.answers)
            problems = stamp_file(path, words)
            failed += bool(problems)
            verdict = f"NOT stamped: {problems[0]}" if problems else "written and stamped"
        left = offensive_moves(DecisionTree.load(path), words)
        print(
            f"{path.parent.name}/{path.name}: {mended} moves mended, {verdict}; "
            f"{len(left)} offensive moves; {time.perf_counter() - started:.1f} s wall, "
            f"{time.process_time() - cpu:.1f} s CPU",
            flush=True,
        )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
