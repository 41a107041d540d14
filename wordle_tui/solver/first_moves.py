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
from typing import Any

from wordle_tui.core.resources import words_dir
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.suggestion import Suggestion

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


def lookup(ctx: SolverContext, strategy: str) -> list[Suggestion] | None:
    """The stored first moves for this list, strategy and mode, best first."""
    key = _key(ctx, strategy)
    for source in (_shipped(), _read_cache()):
        if key in source:
            moves = _decode(source[key])
            if moves:
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


def build_shipped(top: int = KEPT) -> dict[str, Any]:
    """First moves for every shipped list, strategy and mode (the data in words/)."""
    from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
    from wordle_tui.core.words import load_word_list
    from wordle_tui.solver.position import start_position
    from wordle_tui.solver.strategies import STRATEGIES, make_strategy

    moves: dict[str, Any] = {}
    for language in LANGUAGES:
        for length in WORD_LENGTHS:
            words = load_word_list(language, length)
            for hard in (False, True):
                ctx = SolverContext(words, hard=hard)
                # the bot guessing your word plans for any accepted word (optimal only)
                any_word = SolverContext(words, hard=hard, table=ctx.table, any_word=True)
                plans = [(ctx, name) for name in STRATEGIES] + [(any_word, "optimal")]
                for plan, name in plans:
                    strategy = make_strategy(name, plan)
                    found = strategy.compute_suggestions(start_position(plan), top)
                    moves[_key(plan, name)] = [asdict(m) for m in found]
                    print(
                        f"{language}-{length} {'hard' if hard else 'normal'} {plan.kind} "
                        f"{name}: {found[0].guess}",
                        flush=True,
                    )
    return {"format": FORMAT, "moves": moves}


if __name__ == "__main__":
    target = words_dir() / SHIPPED_FILE
    target.write_text(json.dumps(build_shipped(), ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {target}")
