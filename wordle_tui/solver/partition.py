"""How a guess splits the words still possible: groups, worst case, expected left, bits.

Every strategy and the hint panel read these figures, computed for many
guesses at once from blocks of the pattern table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

import numpy as np

from wordle_tui.solver.cancel import Cancel, check_cancel

if TYPE_CHECKING:
    from wordle_tui.solver.patterns import PatternTable

# Above this many candidates, counting into a patterns histogram beats sorting rows.
HISTOGRAM_MIN_CANDIDATES = 40
HISTOGRAM_MAX_PATTERNS = 243
# Cells handled at once when counting: memory stays small for any list, and the counts stay
# in the processor's cache (a block of 11,500 guesses × 150 words: 8–9 ms, against 17–19 ms with
# 1,000,000 cells at once).
HISTOGRAM_CELLS = 100_000


def estimated_cost(size: int) -> float:
    """A guess at the total guesses a group of ``size`` words still needs.

    Fitted on the exact search's results for English five-letter words: one
    guess for a lone word, three for a pair, then a little over two per word,
    slowly growing with the size of the group.
    """
    if size <= 1:
        return float(size)
    if size == 2:
        return 3.0
    return size * (1.45 + 0.28 * math.log2(size))


@cache
def cost_weights(limit: int) -> np.ndarray:
    """``estimated_cost`` for every size up to ``limit``, for vectorised lookups."""
    return np.array([estimated_cost(k) for k in range(limit + 1)])


@cache
def entropy_terms(limit: int) -> np.ndarray:
    """``size · log2(size)`` for every size up to ``limit`` (0 for 0)."""
    sizes = np.arange(limit + 1, dtype=np.float64)
    return sizes * np.log2(np.maximum(sizes, 1))


ALL_FIGURES = frozenset({"groups", "worst", "sum_squares", "entropy", "estimate"})


@dataclass(frozen=True)
class PartitionStats:
    """Figures for each guess in ``guess_ids`` against ``n`` candidates.

    Only the figures asked for are computed (the others are None): a strategy
    reads one or two of them for every guess, and all of them for the few it
    shows.
    """

    guess_ids: np.ndarray
    n: int
    groups: np.ndarray  # distinct patterns (always computed)
    worst: np.ndarray | None = None  # size of the largest group
    sum_squares: np.ndarray | None = None  # Σ size², so Σ size²/n is the expected words left
    entropy: np.ndarray | None = None  # expected information, in bits
    estimate: np.ndarray | None = None  # Σ estimated_cost(size): guesses still needed after

    @property
    def expected_left(self) -> np.ndarray:
        """Σ size² / n: the average size of the answer's group (a win counted as 1)."""
        assert self.sum_squares is not None
        return self.sum_squares / max(1, self.n)

    def take(self, index: np.ndarray) -> PartitionStats:
        def pick(values: np.ndarray | None) -> np.ndarray | None:
            return None if values is None else values[index]

        return PartitionStats(
            self.guess_ids[index],
            self.n,
            self.groups[index],
            pick(self.worst),
            pick(self.sum_squares),
            pick(self.entropy),
            pick(self.estimate),
        )


def _stats_by_histogram(
    block: np.ndarray, n_patterns: int, figures: frozenset[str]
) -> dict[str, np.ndarray]:
    rows, n = block.shape
    out = {name: np.zeros(rows) for name in figures | {"groups"}}
    step = max(1, HISTOGRAM_CELLS // max(n, n_patterns))  # rows per chunk: bounded memory
    for start in range(0, rows, step):
        chunk = block[start : start + step]
        count = len(chunk)
        keys = np.arange(count, dtype=np.int32)[:, None] * n_patterns + chunk
        counts = np.bincount(keys.ravel(), minlength=count * n_patterns).reshape(count, n_patterns)
        part = slice(start, start + count)
        out["groups"][part] = np.count_nonzero(counts, axis=1)
        if "worst" in figures:
            out["worst"][part] = counts.max(axis=1)
        if "sum_squares" in figures:
            out["sum_squares"][part] = np.einsum("ij,ij->i", counts, counts)
        if "entropy" in figures:
            out["entropy"][part] = entropy_terms(n)[counts].sum(axis=1)
        if "estimate" in figures:
            out["estimate"][part] = cost_weights(n)[counts].sum(axis=1)
    return out


# Cells (candidates × guesses) one sort reads at once: a larger block is read a slice of
# guesses at a time, each guess's figures being its own, so the keys stay near 130 MB (in one
# piece, en-6's first move, 20,350², took 15 GB; es-8's would be 83,623²).
SORT_CELLS = 1 << 24


def guess_slices(guesses: int, candidates: int) -> list[slice]:
    """Slices of ``guesses`` guesses, each read against ``candidates`` candidates within
    ``SORT_CELLS`` (one slice when they all fit)."""
    step = max(1, SORT_CELLS // max(candidates, 1))
    return [slice(start, start + step) for start in range(0, max(guesses, 1), step)]


def stats_by_sorting(block: np.ndarray, figures: frozenset[str]) -> dict[str, np.ndarray]:
    """The groups (distinct values) and the asked figures of each row of ``block``, any
    values (the runs of a sorted row): for few candidates, or values that are not patterns."""
    rows, n = block.shape
    ordered = np.sort(block, axis=1)
    starts = np.ones((rows, n), dtype=bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    start_at = np.flatnonzero(starts.ravel())
    lengths = np.diff(start_at, append=rows * n)
    row_of = start_at // n
    out: dict[str, np.ndarray] = {"groups": np.bincount(row_of, minlength=rows).astype(np.float64)}
    if "worst" in figures:
        worst = np.zeros(rows)
        np.maximum.at(worst, row_of, lengths)
        out["worst"] = worst
    if "sum_squares" in figures:
        out["sum_squares"] = np.bincount(row_of, weights=lengths * lengths, minlength=rows)
    if "entropy" in figures:
        terms = entropy_terms(n)[lengths]
        out["entropy"] = np.bincount(row_of, weights=terms, minlength=rows)
    if "estimate" in figures:
        costs = cost_weights(n)[lengths]
        out["estimate"] = np.bincount(row_of, weights=costs, minlength=rows)
    return out


def block_stats(
    block: np.ndarray, length: int, figures: frozenset[str] = ALL_FIGURES
) -> dict[str, np.ndarray]:
    """The asked figures (Σ size·log2 size in place of the entropy) for each row."""
    n_patterns = 3**length
    if block.shape[1] >= HISTOGRAM_MIN_CANDIDATES and n_patterns <= HISTOGRAM_MAX_PATTERNS:
        return _stats_by_histogram(block, n_patterns, figures)
    return stats_by_sorting(block, figures)


def partition_stats(
    table: PatternTable,
    guess_ids: np.ndarray | None,
    candidates: np.ndarray,
    figures: frozenset[str] = ALL_FIGURES,
    cancel: Cancel | None = None,
) -> PartitionStats:
    """Stats of every guess in ``guess_ids`` (None: all) against ``candidates``.

    Large lists are read in blocks; ``cancel`` is checked between them.
    """
    n = len(candidates)
    parts: list[dict[str, np.ndarray]] = []
    ids: list[np.ndarray] = []
    for chunk_ids, block in table.blocks(guess_ids, candidates):
        check_cancel(cancel)
        ids.append(chunk_ids)
        parts.append(block_stats(block, table.words.length, figures))
    guess = np.concatenate(ids) if ids else np.zeros(0, dtype=np.int64)
    joined = {
        name: (np.concatenate([p[name] for p in parts]) if parts else np.zeros(0))
        for name in figures | {"groups"}
    }
    if "entropy" in joined:
        weighted = joined["entropy"]
        joined["entropy"] = np.log2(n) - weighted / n if n else np.zeros_like(weighted)
    groups = joined.pop("groups").astype(np.int64)
    for name in ("worst",):
        if name in joined:
            joined[name] = joined[name].astype(np.int64)
    return PartitionStats(guess, n, groups, **joined)


def split_by_pattern(patterns: np.ndarray, candidates: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """Group candidates by the pattern a guess gives them: ``[(pattern, ids)]``."""
    order = np.argsort(patterns, kind="stable")
    ordered = patterns[order]
    cuts = np.flatnonzero(ordered[1:] != ordered[:-1]) + 1
    groups = np.split(candidates[order], cuts)
    keys: np.ndarray | list[int] = ordered[np.r_[0, cuts]] if len(ordered) else []
    return [(int(k), np.sort(g)) for k, g in zip(keys, groups, strict=True)]


def count_groups(block: np.ndarray, length: int) -> np.ndarray:
    """Distinct patterns in each row of a block (the cheapest figure of a split)."""
    rows, n = block.shape
    if n == 0:
        return np.zeros(rows, dtype=np.int64)
    n_patterns = 3**length
    if n >= HISTOGRAM_MIN_CANDIDATES and n_patterns <= HISTOGRAM_MAX_PATTERNS:
        groups = np.zeros(rows, dtype=np.int64)
        step = max(1, HISTOGRAM_CELLS // max(n, n_patterns))
        for start in range(0, rows, step):
            chunk = block[start : start + step]
            keys = np.arange(len(chunk), dtype=np.int64)[:, None] * n_patterns + chunk
            counts = np.bincount(keys.ravel(), minlength=len(chunk) * n_patterns)
            groups[start : start + len(chunk)] = np.count_nonzero(
                counts.reshape(len(chunk), n_patterns), axis=1
            )
        return groups
    ordered = np.sort(block, axis=1)
    return np.count_nonzero(ordered[:, 1:] != ordered[:, :-1], axis=1) + 1
