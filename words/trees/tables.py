"""Build the shipped decision trees and tables of first moves for one word list.

For each mode (normal, hard) of a list, two files in ``words/<lang>/``:

- ``<N>-tree-<mode>.json``: the game's bot (the secret is an answer), the
  optimal strategy's complete tree, found by the bench's search from scratch;
- ``<N>-any-word-<mode>.json``: the bot guessing your word (any accepted word,
  weighted by :mod:`wordle_tui.solver.prior`): a complete tree that finds every
  accepted word within the attempts, following the answers tree wherever that
  keeps every word in time (:mod:`words.trees.any_word`;
  ``--any-word-opener`` starts it from another opener, or stops the build when no
  tree from it is found that finds every word in time). ``--no-complete``
  builds the older table instead: the first two moves (the opener of the
  answers tree, then for every colour pattern the move the live policy
  chooses with a larger budget), the rest searched live — it cannot promise
  every word in time.

The complete any-word build does not finish in hard mode: without ``--modes``
it runs in normal mode only (``--modes hard`` asks for it).

A complete any-word tree that would find some word late (or that does not
validate) is not written: the build stops with one line that says which
words (exit status 1). Where no tree finds every word in time (the four-letter
lists, hard mode), ``--allow-late`` builds the fewest-late tree instead: every
word found, the fewest answers and then the fewest words after the attempts,
listed in the file.

One command per list, reproducible (no randomness, no clock in the choices)::

    python -m words.trees.tables --lang en --length 5

It prints what it wrote, the figures and the time taken. Run it again after
the word lists change: a file for other lists is ignored by the game.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.solver.bench import MAX_TURNS, run_bench
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import partition_stats, split_by_pattern
from wordle_tui.solver.position import Position
from wordle_tui.solver.search import INF, TreeNode, TreeSearch
from wordle_tui.solver.strategies.optimal import OptimalStrategy
from wordle_tui.solver.tree import (
    DecisionTree,
    offensive_moves,
    stamp_file,
    tree_path,
    validate_tree,
)

# Work budget (pattern cells) of each second move chosen for the any-word table.
BUILD_WORK = 200_000_000
# Guesses followed by a search for each second move (the live policy tries fewer).
BUILD_WIDTH = 16
# Second moves (best first by the policy) checked for a way to find every word in time.
SECOND_TRIES = 10
# Guesses tried per position by the search for any tree in time, by guesses left.
IN_TIME_TRIES = (0, 0, 40, 30, 40, 60)
# Beams of the searches for subtrees stored where the live policy is too late.
SUBTREE_BEAMS: tuple[tuple[int, ...], ...] = ((20, 10, 5, 3, 2), (60, 30, 10, 5, 3))


class BuildError(Exception):
    """A tree that is not written: it would find some word late, or it does not validate."""


def answers_tree(
    words: WordList, hard: bool, opener: str | None = None
) -> tuple[DecisionTree, list[str]]:
    """The optimal strategy's complete tree for the answers, and the answers it finds late
    (``opener``: the first guess, when the search's own choice is known to be beaten)."""
    ctx = SolverContext(words, hard=hard)
    result = run_bench(ctx, "optimal", opener=opener)
    assert result.tree is not None
    tree = result.tree
    late = sorted(word for word in words.answers if len(tree.play(word, MAX_TURNS)) > ctx.attempts)
    tree.late = tuple(late)
    return tree, late


def any_word_moves(words: WordList, hard: bool, answers: DecisionTree) -> DecisionTree:
    """The first two moves for any accepted word: the answers tree's opener, then its second
    move if every word can still be found in time after it, else the policy's best such."""
    ctx = SolverContext(words, hard=hard, any_word=True)
    opener = answers.root.guess
    if ctx.is_offensive(opener):
        raise BuildError(f"the answers tree opens with {opener.upper()}: rebuild it first")
    strategy = OptimalStrategy(
        ctx, use_shipped_tree=False, width=BUILD_WIDTH, work_budget=BUILD_WORK
    )
    strategy.use_stored_first_moves = False
    strategy.search_cells = None  # search every position, however large
    root = TreeNode(opener)
    opener_id = ctx.id_of(opener)
    secrets = ctx.secret_ids
    in_time: dict[bytes, bool] = {}
    for pattern, group in split_by_pattern(ctx.table.row(opener_id, secrets), secrets):
        if pattern == ctx.solved:
            continue
        rows = (Row(opener, pattern),)
        position = Position(rows, group, False, _rule(ctx, rows))
        follow = answers.guess_after(rows)
        ranked = [follow] if follow is not None and not ctx.is_offensive(follow) else []
        ranked += [s.guess for s in strategy.suggest(position, top=SECOND_TRIES)]
        # the best move after which a search finds every word in time; failing that,
        # the moves that leave the smallest largest group
        stats = partition_stats(ctx.table, ctx.allowed(position.rule), group, frozenset({"worst"}))
        assert stats.worst is not None
        tight = np.lexsort((stats.guess_ids, -stats.groups, stats.worst))[: SECOND_TRIES * 3]
        ranked += [ctx.word(stats.guess_ids[i]) for i in tight]
        chosen = next((g for g in ranked if _in_time(ctx, position, g, in_time)), None)
        root.children[pattern] = TreeNode(chosen or ranked[0])
    return DecisionTree(
        root,
        words.language.code,
        words.length,
        hard,
        words.digest,
        kind="any-word",
        moves=2,
        attempts=ctx.attempts,
    )


def _in_time(ctx: SolverContext, position: Position, guess: str, known: dict[bytes, bool]) -> bool:
    """Whether a search finds every word in time after ``guess`` is played at ``position``."""
    depth_left = ctx.attempts - position.turn - 1
    patterns = ctx.table.row(ctx.id_of(guess), position.candidates)
    groups = split_by_pattern(patterns, position.candidates)
    for pattern, group in sorted(groups, key=lambda item: -len(item[1])):
        if pattern == ctx.solved or len(group) == 1:
            continue
        rows = (*position.rows, Row(guess, pattern))
        key = np.asarray(group, dtype=np.int32).tobytes() + repr(_rule(ctx, rows).key).encode()
        if key not in known:
            known[key] = _searched_cost(ctx, group, _rule(ctx, rows), depth_left)[1] >= 0
        if not known[key]:
            return False
    return True


def in_time_tree(
    ctx: SolverContext,
    candidates: np.ndarray,
    rule: HardModeRule,
    depth_left: int,
    known: dict[tuple, TreeNode | None],
) -> TreeNode | None:
    """Any tree that finds every candidate within ``depth_left`` guesses, or None.

    A depth-first search for feasibility only: guesses leaving the smallest
    largest group first (then the most groups, then a possible answer), the
    first that works is kept. For look-alike groups where the search for the
    fewest guesses finds nothing in time.
    """
    n = len(candidates)
    if n == 1:
        return TreeNode(ctx.word(candidates[0]))
    if depth_left <= 1:
        return None
    if n == 2:
        first, second = sorted(candidates.tolist(), key=lambda i: bool(ctx.offensive[i]))
        if ctx.offensive[first]:  # two offensive words: a word that tells them apart first
            splitter = ctx.splitter(candidates, rule)
            if splitter is None:
                return None
            patterns = ctx.table.row(splitter, candidates).tolist()
            pairs = zip(patterns, candidates.tolist(), strict=True)
            children = {p: TreeNode(ctx.word(w)) for p, w in pairs}
            return TreeNode(ctx.word(splitter), children)
        other = int(ctx.table.row(first, np.array([second]))[0])
        return TreeNode(ctx.word(first), {other: TreeNode(ctx.word(second))})
    key = (np.asarray(candidates, dtype=np.int32).tobytes(), rule.key, depth_left)
    if key in known:
        return known[key]
    known[key] = None  # a loop can never help: no guess is tried twice on a path
    stats = partition_stats(ctx.table, ctx.allowed(rule), candidates, frozenset({"worst"}))
    assert stats.worst is not None
    is_candidate = np.isin(stats.guess_ids, candidates)
    order = np.lexsort((stats.guess_ids, ~is_candidate, -stats.groups, stats.worst))
    for i in order[: IN_TIME_TRIES[min(depth_left, len(IN_TIME_TRIES) - 1)]]:
        if stats.groups[i] < 2 and not is_candidate[i]:
            break
        guess_id = int(stats.guess_ids[i])
        word = ctx.word(guess_id)
        node = TreeNode(word)
        groups = split_by_pattern(ctx.table.row(guess_id, candidates), candidates)
        for pattern, group in sorted(groups, key=lambda item: -len(item[1])):
            if pattern == ctx.solved:
                continue
            child_rule = rule.with_row(Row(word, pattern)) if ctx.hard else rule
            child = in_time_tree(ctx, group, child_rule, depth_left - 1, known)
            if child is None:
                break
            node.children[pattern] = child
        else:
            known[key] = node
            return node
    return None


def _searched_cost(
    ctx: SolverContext, candidates: np.ndarray, rule: HardModeRule, depth_left: int
) -> tuple[float, int, TreeSearch | None]:
    """(cost, first guess, the search) of the best tree in time found (guess -1: none)."""
    for beam in SUBTREE_BEAMS:
        search = TreeSearch(ctx, beam=beam, weights=ctx.weights)
        cost, guess = search.solve(candidates, rule, None, depth_left)
        if guess >= 0 and cost < INF:
            return cost, guess, search
    return INF, -1, None


def _stamp(path: Path, words: WordList, what: str) -> None:
    """Check the tree just written where it is built, and stamp it (the game then trusts
    it: :func:`~wordle_tui.solver.tree.stamp_file`); one that types an offensive word where
    another word is possible, or fails a check, is a build error."""
    offensive = offensive_moves(DecisionTree.load(path), words)
    if offensive:
        raise BuildError(
            f"{what}: {len(offensive)} moves type an offensive word, e.g. {offensive[0]}"
        )
    problems = stamp_file(path, words)
    if problems:
        raise BuildError(f"{what}: the tree is not valid ({problems[0]}); left unstamped")


def _rule(ctx: SolverContext, rows: tuple[Row, ...]) -> HardModeRule:
    return HardModeRule.from_rows(rows) if ctx.hard else HardModeRule()


def play_every_word(
    ctx: SolverContext,
    table: DecisionTree,
    decisions: dict[tuple[Row, ...], str],
    answers: DecisionTree | None = None,
) -> dict[int, tuple[int, tuple[Row, ...]]]:
    """Every secret played by the live policy (with ``table``): its guesses and history.

    A position's move depends on its rows only, so each is worked out once
    (``decisions`` keeps them between calls).
    """
    strategy = OptimalStrategy(ctx, tree=table, answers_tree=answers)
    strategy.use_stored_first_moves = False
    found: dict[int, tuple[int, tuple[Row, ...]]] = {}
    stack = [Position((), ctx.secret_ids, False, HardModeRule())]
    while stack:
        position = stack.pop()
        guess = decisions.get(position.rows)
        if guess is None:
            guess = strategy.choose(position).guess
            decisions[position.rows] = guess
        patterns = ctx.table.row(ctx.id_of(guess), position.candidates)
        turn = position.turn + 1
        for pattern, group in split_by_pattern(patterns, position.candidates):
            rows = (*position.rows, Row(guess, pattern))
            if pattern == ctx.solved:
                found[int(group[0])] = (turn, rows)
            elif turn < MAX_TURNS:
                stack.append(Position(rows, group, False, _rule(ctx, rows)))
    return found


def patch_late_words(
    ctx: SolverContext,
    table: DecisionTree,
    decisions: dict[tuple[Row, ...], str],
    answers: DecisionTree | None = None,
) -> list[str]:
    """Play every word; where the live policy finds one too late, store in the table a
    searched subtree for the position after the table's two moves. Repeats until every
    word is found in time or no subtree can do better; returns the words still late."""
    while True:
        played = play_every_word(ctx, table, decisions, answers)
        late = {secret: rows for secret, (turns, rows) in played.items() if turns > ctx.attempts}
        missing = [int(i) for i in ctx.secret_ids if int(i) not in played]
        starts = {rows[:2] for rows in late.values() if len(rows) > 2}
        patched = False
        for start in sorted(starts, key=lambda rows: [r.pattern for r in rows]):
            second = table.node_after(start[:1])
            if second is None or start[1].pattern in second.children:
                continue  # stored already: no search finds a better subtree
            subtree = _searched_subtree(ctx, start)
            if subtree is None:
                continue
            second.children[start[1].pattern] = subtree
            for rows in [r for r in decisions if r[:2] == start]:
                del decisions[rows]
            patched = True
        if not patched:
            return sorted([ctx.word(i) for i in late] + [ctx.word(i) for i in missing])


def _searched_subtree(ctx: SolverContext, rows: tuple[Row, ...]) -> TreeNode | None:
    """The searched tree for the position after ``rows`` (None when none is in time)."""
    candidates = ctx.secret_ids
    for row in rows:
        candidates = candidates[ctx.table.row(ctx.id_of(row.guess), candidates) == row.pattern]
    rule = _rule(ctx, rows)
    depth_left = ctx.attempts - len(rows)
    _, guess, search = _searched_cost(ctx, candidates, rule, depth_left)
    if search is None:
        return in_time_tree(ctx, candidates, rule, depth_left, {})
    try:
        return search.build_tree(candidates, depth_left, guess, rule)
    except RuntimeError:
        # a position below the first move the search could not solve in time after all
        # (de-6 hard): no subtree, the live policy plays it
        return None


def build_complete_table(
    words: WordList,
    hard: bool,
    answers: DecisionTree,
    opener: str | None = None,
    *,
    allow_late: bool = False,
    reoptimise_depth: int | None = None,
) -> DecisionTree:
    """Build, check and save the complete any-word tree (every accepted word in time,
    :mod:`words.trees.any_word`), guided by the answers' best tree from ``opener``
    (default: the shipped answers tree's own opener). Prints its figures.

    ``allow_late``: for a list and mode where no tree finds every word in time, the tree
    that finds the most in time (the late ones are listed in the file).
    ``reoptimise_depth``: see :class:`~words.trees.any_word.CompleteTableBuilder`."""
    from words.trees.any_word import (
        CompleteTableBuilder,
        NoTreeInTime,
        exact_nodes_for,
        full_pattern_table,
        guesses_per_word,
        moves_kept,
        reoptimise_depth_for,
    )

    if opener is not None and opener != answers.root.guess:
        answers, _ = answers_tree(words, hard, opener)
    what = f"{words.name} {'hard' if hard else 'normal'} any word (complete)"
    ctx = SolverContext(words, hard=hard, any_word=True, table=full_pattern_table(words))
    builder = CompleteTableBuilder(
        ctx,
        answers,
        reoptimise_depth=reoptimise_depth or reoptimise_depth_for(words.length),
        exact_nodes=exact_nodes_for(words.length),
    )
    if allow_late:
        tree = builder.build_fewest_late()
    else:
        try:
            tree = builder.build()
        except NoTreeInTime as exc:
            raise BuildError(f"{what}: {exc}; nothing written") from None
        if opener is not None and tree.root.guess != opener:
            # the builder gives way at the first move too: say so rather than open elsewhere
            raise BuildError(
                f"{what}: no tree from {opener.upper()} found finds every word in time (the "
                f"best found opens with {tree.root.guess.upper()}); nothing written"
            )
    turns = guesses_per_word(ctx, tree)
    late = sorted(ctx.word(int(i)) for i in np.flatnonzero((turns == 0) | (turns > ctx.attempts)))
    if late and not (allow_late and turns.min() > 0):
        shown = ", ".join(late[:10]) + (", …" if len(late) > 10 else "")
        raise BuildError(
            f"{what}: {len(late)} words found late or never ({shown}); nothing written"
        )
    problems = validate_tree(tree, words, ctx.attempts)
    if problems:
        raise BuildError(
            f"{what}: the tree is not valid ({len(problems)} problems, {problems[0]}); "
            "nothing written"
        )
    out = tree_path(words.language.code, words.length, hard, "any-word")
    tree.save(out, words.answers)
    _stamp(out, words, what)
    weights = ctx.weights
    assert weights is not None
    answer_turns = turns[ctx.answer_ids]
    mode = "hard" if hard else "normal"
    kept, changed = moves_kept(tree.root, answers.root)
    exact = (
        f"; first guess's groups searched exactly: {builder.exact_better} cheaper, "
        f"{builder.exact_proven} proven best, {builder.exact_stopped} stopped at the limit"
        if builder.exact_nodes is not None and not hard and not allow_late
        else ""
    )
    print(
        f"{words.name} {mode} any word (complete): opener {tree.root.guess}, "
        f"{tree.root.count_nodes():,} nodes, {len(turns) - len(late):,} of {len(turns):,} "
        f"words within {ctx.attempts} guesses ({len(late):,} late, the last in "
        f"{int(turns.max())}); answers total {int(answer_turns.sum()):,} over "
        f"{len(answer_turns):,} (mean {answer_turns.mean():.4f}), expected guesses under the "
        f"prior {float((turns * weights).sum() / weights.sum()):.4f}; answers tree's move kept "
        f"at {kept:,} positions, changed at {changed:,}{exact} → {out}",
        flush=True,
    )
    return tree


def build(
    language: str,
    length: int,
    modes: Sequence[bool] | None,
    kinds: Sequence[str],
    opener: str | None = None,
    *,
    complete: bool = True,
    any_word_opener: str | None = None,
    allow_late: bool = False,
    reoptimise_depth: int | None = None,
) -> None:
    """Build and save the asked ``kinds`` of tree in the asked ``modes`` (hard: True). None:
    both modes, but the complete any-word tree in normal mode only (in hard mode its build
    does not finish; it runs when hard mode is asked for). Raises :class:`BuildError`."""
    words = load_word_list(language, length)
    for asked in (opener, any_word_opener):
        if asked is not None and asked in words.offensive:
            raise BuildError(f"{asked.upper()} is a word the bot never types: choose another")
    for hard in (False, True) if modes is None else modes:
        mode = "hard" if hard else "normal"
        started, cpu = time.perf_counter(), time.process_time()
        path = tree_path(language, length, hard)
        if "answers" in kinds or not path.is_file():
            tree, late = answers_tree(words, hard, opener)
            tree.save(path, words.answers)
            _stamp(path, words, f"{words.name} {mode} answers")
            turns = [len(tree.play(a, MAX_TURNS)) for a in words.answers]
            print(
                f"{words.name} {mode} answers: opener {tree.root.guess}, total {sum(turns):,} "
                f"over {len(turns):,} (mean {sum(turns) / len(turns):.4f}, max {max(turns)}), "
                f"{len(late)} after the 6th guess → {path}",
                flush=True,
            )
        answers = DecisionTree.load(path)
        answers_opener = answers.root.guess  # ``opener`` stays the one asked for, every mode
        if "any-word" in kinds and complete and hard and modes is None:
            print(
                f"{words.name} hard any word (complete): not built; it runs with --modes hard "
                "only (in hard mode the build does not finish)",
                flush=True,
            )
        elif "any-word" in kinds and complete:
            build_complete_table(
                words,
                hard,
                answers,
                any_word_opener,
                allow_late=allow_late,
                reoptimise_depth=reoptimise_depth,
            )
        elif "any-word" in kinds:
            table = any_word_moves(words, hard, answers)
            ctx = SolverContext(words, hard=hard, any_word=True)
            late = patch_late_words(ctx, table, {}, answers)
            out = tree_path(language, length, hard, "any-word")
            table.save(out)
            _stamp(out, words, f"{words.name} {mode} any word")
            stored = table.root.count_nodes() - 1 - len(table.root.children)
            print(
                f"{words.name} {mode} any word: opener {answers_opener}, "
                f"{len(table.root.children)} second moves, {stored} deeper moves stored, "
                f"{len(late)} words found after the 6th guess {late[:10]} → {out}",
                flush=True,
            )
        print(
            f"  {time.perf_counter() - started:.1f} s wall, {time.process_time() - cpu:.1f} s CPU",
            flush=True,
        )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", required=True)
    parser.add_argument("--length", type=int, required=True)
    parser.add_argument(
        "--modes",
        nargs="+",
        choices=["normal", "hard"],
        help="default: both, but the complete any-word tree in normal mode only",
    )
    parser.add_argument(
        "--kinds", nargs="+", choices=["answers", "any-word"], default=["answers", "any-word"]
    )
    parser.add_argument(
        "--opener", help="the answers tree's first guess (default: the search chooses it)"
    )
    parser.add_argument(
        "--complete",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="any-word: a complete tree finding every accepted word in time (the default); "
        "--no-complete: the old table of the first two moves",
    )
    parser.add_argument(
        "--any-word-opener",
        help="any-word: the first guess (default: the answers tree's); the answers' best tree "
        "from it guides the rest, and the build stops if no tree from it finds every word in time",
    )
    parser.add_argument(
        "--allow-late",
        action="store_true",
        help="any-word: where no tree finds every word in time (four letters, hard mode), "
        "the tree that finds the most in time; the late words are listed in the file",
    )
    parser.add_argument(
        "--reoptimise-depth",
        type=int,
        metavar="N",
        help="any-word: where a move below the answers tree's gave way, positions with at "
        "most N guesses left try the other moves too (default: 5 for five letters, else 3)",
    )
    args = parser.parse_args(argv)
    try:
        build(
            args.lang,
            args.length,
            None if args.modes is None else [m == "hard" for m in args.modes],
            args.kinds,
            args.opener,
            complete=args.complete,
            any_word_opener=args.any_word_opener,
            allow_late=args.allow_late,
            reoptimise_depth=args.reoptimise_depth,
        )
    except BuildError as exc:
        parser.exit(1, f"error: {exc}\n")


if __name__ == "__main__":
    main()
