"""Building ``words/first-moves.json``: the empty board's suggestions of every strategy for
every shipped list, in both modes (``python -m words.trees.first_moves``).

The runtime side, which reads the file and the user cache, is :mod:`first_moves`; this
half runs the strategies, which read it, so the two live apart (no import cycle).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordle_tui.core.atomic_file import atomic_write_text
from wordle_tui.core.resources import words_dir
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.first_moves import FORMAT, KEPT, SHIPPED_FILE, entry_key, tree_opener
from wordle_tui.solver.suggestion import Suggestion

if TYPE_CHECKING:
    from wordle_tui.solver.cancel import Cancel
    from wordle_tui.solver.position import Position
    from wordle_tui.solver.strategies.base import Strategy


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
            moves[entry_key(plan, name)] = [asdict(m) for m in found]
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
    atomic_write_text(path, json.dumps(data, ensure_ascii=False) + "\n", durable=False, mode=0o644)


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
