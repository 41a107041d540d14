"""The first move of every game is the same for a list and strategy: compute it once.

The answer for the empty board is looked up, in order, in the shipped file
``words/first-moves.json`` (made for the shipped lists by
``python -m words.trees.first_moves``) and in the user cache, and
computed (then cached) only when neither has it. For long words the first
move reads every guess against every answer, which takes seconds.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict
from functools import cache
from pathlib import Path
from typing import Any

from wordle_tui.core.atomic_file import atomic_write_text
from wordle_tui.core.resources import words_dir
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.suggestion import Suggestion

SHIPPED_FILE = "first-moves.json"
FORMAT = 1
# Suggestions kept per list, strategy and mode.
KEPT = 10


def entry_key(ctx: SolverContext, strategy: str) -> str:
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
    key = entry_key(ctx, strategy)
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
    data[entry_key(ctx, strategy)] = [asdict(m) for m in moves]
    path = _cache_path()
    with contextlib.suppress(OSError):
        atomic_write_text(path, json.dumps(data), durable=False)
