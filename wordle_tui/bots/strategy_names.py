"""The strategies' names as a player reads them.

The command line takes the English names (``--strategy optimal``) and ``--json`` writes
them; every screen and every message shows them in the interface language.
"""

from __future__ import annotations

from wordle_tui.i18n import N_, _

# Each strategy of wordle_tui.solver.strategies, by the name the command line takes.
STRATEGY_TITLES = {
    "optimal": N_("optimal"),
    "entropy": N_("entropy"),
    "parts": N_("parts"),
    "minimax": N_("minimax"),
    "frequency": N_("frequency"),
}


def strategy_title(name: str) -> str:
    """``optimal`` as the interface language says it (``óptima``); an unknown name as is."""
    title = STRATEGY_TITLES.get(name)
    return name if title is None else _(title)
