"""Letter frequency among the candidates: a heuristic that counts letters, not colour groups."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from wordle_tui.i18n import N_
from wordle_tui.solver.partition import PartitionStats
from wordle_tui.solver.position import Position
from wordle_tui.solver.strategies.base import Strategy


class FrequencyStrategy(Strategy):
    """Guess the word whose distinct letters appear in the most candidates.

    Each distinct letter scores the number of candidates containing it (so a
    repeated letter counts once), except letters every candidate has: they
    are already known and tell nothing. Ties go to letters in their most
    common place, then to a word that could be the answer, then to the more
    familiar word.
    """

    name = "frequency"
    summary = N_("letters common among the candidates")
    score_label = N_("letter score")
    figures = frozenset()

    def _letter_scores(self, stats: PartitionStats, position: Position) -> tuple[np.ndarray, ...]:
        codes = self.ctx.table.codes
        size = self.ctx.table.alphabet_size
        candidates = codes[position.candidates]  # (n, length)
        length = candidates.shape[1]
        contains = np.zeros(size, dtype=np.int64)
        for letter in range(size):
            contains[letter] = np.count_nonzero((candidates == letter).any(axis=1))
        contains[contains == len(candidates)] = 0  # known letters tell nothing
        at_place = np.zeros((length, size), dtype=np.int64)
        for place in range(length):
            at_place[place] = np.bincount(candidates[:, place], minlength=size)
        guesses = codes[stats.guess_ids]
        distinct = np.ones(guesses.shape, dtype=bool)
        for i in range(1, length):
            distinct[:, i] = (guesses[:, :i] != guesses[:, i : i + 1]).all(axis=1)
        letter_score = (contains[guesses] * distinct).sum(axis=1)
        place_score = sum(at_place[place][guesses[:, place]] for place in range(length))
        return letter_score, place_score

    def scores(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> np.ndarray:
        return self._letter_scores(stats, position)[0].astype(float)

    def tie_breaks(
        self, stats: PartitionStats, is_candidate: np.ndarray, position: Position
    ) -> Sequence[np.ndarray]:
        return (-self._letter_scores(stats, position)[1],)
