"""Strategies chosen by name: optimal (the default), entropy, parts, minimax, frequency."""

from __future__ import annotations

from typing import Any

from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.strategies.base import Strategy
from wordle_tui.solver.strategies.frequency import FrequencyStrategy
from wordle_tui.solver.strategies.greedy import EntropyStrategy, MinimaxStrategy, PartsStrategy
from wordle_tui.solver.strategies.optimal import OptimalStrategy

STRATEGIES: dict[str, type[Strategy]] = {
    cls.name: cls
    for cls in (OptimalStrategy, EntropyStrategy, PartsStrategy, MinimaxStrategy, FrequencyStrategy)
}
DEFAULT_STRATEGY = OptimalStrategy.name


def make_strategy(name: str, ctx: SolverContext, **options: Any) -> Strategy:
    """The strategy called ``name``; ValueError names the known ones."""
    try:
        cls = STRATEGIES[name]
    except KeyError:
        known = ", ".join(STRATEGIES)
        raise ValueError(f"unknown strategy {name!r} (known: {known})") from None
    return cls(ctx, **options) if options else cls(ctx)
