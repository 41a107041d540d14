"""The first move of every game is the same for a list and strategy: compute it once.

The answer for the empty board is looked up, in order, in the shipped file
``words/first-moves.json`` (made for the shipped lists by
``python -m wordle_tui.solver.first_moves``) and in the user cache, and
computed (then cached) only when neither has it. For long words the first
move reads every guess against every answer, which takes seconds.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import asdict
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordle_tui.core.resources import words_dir
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.suggestion import Suggestion

if TYPE_CHECKING:
    from wordle_tui.solver.cancel import Cancel
    from wordle_tui.solver.position import Position
    from wordle_tui.solver.strategies.base import Strategy

SHIPPED_FILE = "first-moves.json"
FORMAT = 1
# Suggestions kept per list, strategy and mode.
KEPT = 10


def _key(ctx: SolverContext, strategy: str) -> str:
    mode = "hard" if ctx.hard else "normal"
    kind = ":any-word" if ctx.any_word else ""
    return f"{ctx.words.digest[:32]}:{strategy}:{mode}:{ctx.attempts}{kind}"


@cache
def _shipped() -> dict[str, Any]:
    path = words_dir() / SHIPPED_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data.get("moves", {}) if isinstance(data, dict) else {}


def _cache_path() -> Path:
    from wordle_tui.storage.paths import cache_dir

    return cache_dir() / "first-moves.json"


def _read_cache() -> dict[str, Any]:
    try:
        data = json.loads(_cache_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _decode(items: Any) -> list[Suggestion] | None:
    try:
        return [Suggestion(**item) for item in items]
    except TypeError:
        return None


def tree_opener(ctx: SolverContext) -> str | None:
    """The first guess of the shipped tree the optimal strategy follows here (None: none, or
    one the bot does not type)."""
    from wordle_tui.solver.tree import shipped_tree

    tree = shipped_tree(ctx)
    if tree is None and ctx.any_word:
        tree = shipped_tree(ctx, kind="answers")
    if tree is None or ctx.is_offensive(tree.root.guess):
        return None
    return tree.root.guess


def lookup(ctx: SolverContext, strategy: str, top: int = 1) -> list[Suggestion] | None:
    """The stored first moves for this list, strategy and mode, best first (None: none, or
    fewer than ``top`` were stored).

    Stale moves are refused: moves of the optimal strategy that do not open with
    the shipped tree's first guess were made before the tree was (re)built. A
    word the bot does not type (an entry made before they were left out) is
    dropped from the moves.
    """
    key = _key(ctx, strategy)
    opener = tree_opener(ctx) if strategy == "optimal" else None
    for source in (_shipped(), _read_cache()):
        if key in source:
            moves = _decode(source[key])
            if not moves or len(moves) < min(top, KEPT):
                continue
            moves = [move for move in moves if not ctx.is_offensive(move.guess)]
            if moves and (opener is None or moves[0].guess == opener):
                return moves
    return None


def remember(ctx: SolverContext, strategy: str, moves: list[Suggestion]) -> None:
    """Keep computed first moves in the user cache (a cache that can't be written is skipped)."""
    data = _read_cache()
    data[_key(ctx, strategy)] = [asdict(m) for m in moves]
    path = _cache_path()
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".first-moves-")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle)
        os.replace(tmp, path)


# The strategy name that stands for the bot guessing your word (the optimal
# strategy planning for any accepted word) in ``--strategies``.
ANY_WORD = "any-word"


def list_names() -> list[str]:
    """Every shipped list, ``<lang>-<length>``: what ``--lists`` accepts."""
    from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS

    return [f"{language}-{length}" for language in LANGUAGES for length in WORD_LENGTHS]


def strategy_names() -> list[str]:
    """Every strategy with stored first moves, and ``any-word``: what ``--strategies`` accepts."""
    from wordle_tui.solver.strategies import STRATEGIES

    return [*STRATEGIES, ANY_WORD]


def current_digests() -> set[str]:
    """The key prefix (list digest) of every shipped list as it is now."""
    from wordle_tui.core.words import load_word_list

    digests = set()
    for name in list_names():
        language, length = name.split("-")
        digests.add(load_word_list(language, int(length)).digest[:32])
    return digests


def stale_keys(moves: dict[str, Any], digests: set[str]) -> list[str]:
    """Keys for lists that changed (or never shipped), unknown strategies or modes."""
    from wordle_tui.solver.strategies import STRATEGIES

    stale = []
    for key in moves:
        parts = key.split(":")
        fresh = (
            len(parts) in (4, 5)
            and parts[0] in digests
            and parts[1] in STRATEGIES
            and parts[2] in ("normal", "hard")
            and parts[4:] in ([], [ANY_WORD])
        )
        if not fresh:
            stale.append(key)
    return stale


def _same_in_both_modes(
    plan: SolverContext, name: str, normal: str | None, hard: str | None
) -> bool:
    """Whether the empty board's suggestions are the same in hard mode as in normal mode.

    Hard mode forbids nothing before the first guess, so a greedy strategy's are.
    The optimal strategy puts the shipped tree's opener first (``normal`` and
    ``hard``: the first guesses it follows in each mode, :func:`tree_opener`);
    planning for any word it shows the one-step estimate for it (the tree's total
    counts answers only), so its suggestions are the same when both open alike and
    the empty board is too large to search live (every shipped list); for the
    answers it shows the tree's own figure, which differs between the modes.
    """
    from wordle_tui.solver.strategies.optimal import LIVE_SEARCH_CELLS

    if name != "optimal":
        return True
    cells = len(plan.secret_ids) * len(plan.all_ids)
    return plan.any_word and normal == hard and cells > LIVE_SEARCH_CELLS


def _share_useful_stats(strategy: Strategy, shared: list[Any]) -> None:
    """Let the strategy read every guess's figures on the empty board from ``shared``
    (filled by the first strategy of its kind that reads them): hard mode forbids
    nothing before the first guess, so they are the same in both modes. The longest
    part of the work for long words planning for any word (every guess read against
    every word)."""
    own = strategy.useful_stats

    def useful_stats(position: Position, cancel: Cancel | None = None) -> Any:
        if not shared:
            shared.append(own(position, cancel))
        return shared[0]

    setattr(strategy, "useful_stats", useful_stats)  # noqa: B010 (an instance's own method)


def build_list(
    language: str, length: int, strategies: list[str], top: int = KEPT
) -> dict[str, Any]:
    """First moves of one list for the given strategies, in both modes."""
    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.position import start_position
    from wordle_tui.solver.strategies import make_strategy

    words = load_word_list(language, length)
    normal = SolverContext(words, hard=False)
    plans: list[tuple[bool, str]] = [(False, name) for name in strategies if name != ANY_WORD]
    if ANY_WORD in strategies:
        # the bot guessing your word plans for any accepted word (optimal only)
        plans.append((True, "optimal"))
    # the first guess the optimal strategy follows, by kind of secret (any word?) and mode
    openers = {
        (any_word, hard): tree_opener(
            SolverContext(words, hard=hard, table=normal.table, any_word=any_word)
        )
        for any_word in (False, True)
        for hard in (False, True)
    }
    moves: dict[str, Any] = {}
    for any_word, name in plans:
        found: list[Suggestion] = []
        shared: list[Any] = []  # the figures of every guess on the empty board, read once
        for hard in (False, True):
            plan = SolverContext(words, hard=hard, table=normal.table, any_word=any_word)
            same = _same_in_both_modes(
                plan, name, openers[(any_word, False)], openers[(any_word, True)]
            )
            if not hard or not same:
                strategy = make_strategy(name, plan)
                _share_useful_stats(strategy, shared)
                found = strategy.compute_suggestions(start_position(plan), top)
            moves[_key(plan, name)] = [asdict(m) for m in found]
            print(
                f"{words.name} {'hard' if hard else 'normal'} {plan.kind} {name}: {found[0].guess}",
                flush=True,
            )
    return moves


def read_shipped(path: Path) -> dict[str, Any]:
    """The entries of the shipped file (none when it is missing or unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    moves = data.get("moves") if isinstance(data, dict) else None
    return dict(moves) if isinstance(moves, dict) else {}


def write_shipped(path: Path, moves: dict[str, Any]) -> None:
    """Write the shipped file atomically, readable by everyone (0644), keys sorted."""
    data = {"format": FORMAT, "moves": dict(sorted(moves.items()))}
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".first-moves-")
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(json.dumps(data, ensure_ascii=False) + "\n")
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> None:
    import argparse
    import time

    parser = argparse.ArgumentParser(
        description="Rebuild words/first-moves.json: the empty board's suggestions of every "
        "strategy for every shipped list, in both modes. Entries for lists that changed are "
        "dropped; the file is written after each list (other entries are kept)."
    )
    parser.add_argument(
        "--lists", nargs="+", choices=list_names(), default=list_names(), metavar="LANG-N"
    )
    parser.add_argument(
        "--strategies", nargs="+", choices=strategy_names(), default=strategy_names()
    )
    parser.add_argument("--top", type=int, default=KEPT, help="suggestions kept per entry")
    args = parser.parse_args(argv)
    target = words_dir() / SHIPPED_FILE
    digests = current_digests()
    for name in args.lists:
        language, length = name.split("-")
        started, cpu = time.perf_counter(), time.process_time()
        built = build_list(language, int(length), args.strategies, args.top)
        # read the file again just before writing: another run (for other lists) may
        # have written it meanwhile, and its entries are kept
        moves = read_shipped(target)
        for key in stale_keys(moves, digests):
            del moves[key]
        moves |= built
        write_shipped(target, moves)
        print(
            f"{name}: {time.perf_counter() - started:.1f} s wall, "
            f"{time.process_time() - cpu:.1f} s CPU → {target} ({len(moves)} entries)",
            flush=True,
        )


if __name__ == "__main__":
    main()
