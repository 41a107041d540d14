"""How a guess splits the words still possible: groups, worst case, expected left, bits.

Every strategy and the hint panel read these figures, computed for many
guesses at once from blocks of the pattern table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import numpy as np

# Above this many candidates, counting into a patterns histogram beats sorting rows.
HISTOGRAM_MIN_CANDIDATES = 40
HISTOGRAM_MAX_PATTERNS = 243
# Cells handled at once when counting, so memory stays small for any list.
HISTOGRAM_CELLS = 1_000_000


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


@dataclass(frozen=True)
class PartitionStats:
    """Figures for each guess in ``guess_ids`` against ``n`` candidates."""

    guess_ids: np.ndarray
    n: int
    groups: np.ndarray  # distinct patterns
    worst: np.ndarray  # size of the largest group
    sum_squares: np.ndarray  # Σ size², so Σ size²/n is the expected words left
    entropy: np.ndarray  # expected information, in bits
    estimate: np.ndarray  # Σ estimated_cost(size): guesses still needed after this one

    @property
    def expected_left(self) -> np.ndarray:
        return self.sum_squares / max(1, self.n)

    def take(self, index: np.ndarray) -> PartitionStats:
        return PartitionStats(
            self.guess_ids[index],
            self.n,
            self.groups[index],
            self.worst[index],
            self.sum_squares[index],
            self.entropy[index],
            self.estimate[index],
        )


def _stats_by_histogram(block: np.ndarray, n_patterns: int) -> tuple[np.ndarray, ...]:
    rows, n = block.shape
    out = [np.zeros(rows, dtype=np.int64) for _ in range(3)] + [np.zeros(rows) for _ in range(2)]
    weights = cost_weights(n)
    step = max(1, HISTOGRAM_CELLS // max(n, n_patterns))  # rows per chunk: bounded memory
    for start in range(0, rows, step):
        chunk = block[start : start + step]
        count = len(chunk)
        keys = np.arange(count, dtype=np.int64)[:, None] * n_patterns + chunk
        counts = np.bincount(keys.ravel(), minlength=count * n_patterns).reshape(count, n_patterns)
        part = slice(start, start + count)
        out[0][part] = np.count_nonzero(counts, axis=1)
        out[1][part] = counts.max(axis=1)
        out[2][part] = np.einsum("ij,ij->i", counts, counts)
        out[3][part] = (counts * np.log2(np.maximum(counts, 1))).sum(axis=1)
        out[4][part] = weights[counts].sum(axis=1)
    return tuple(out)


def _stats_by_sorting(block: np.ndarray) -> tuple[np.ndarray, ...]:
    rows, n = block.shape
    ordered = np.sort(block, axis=1)
    starts = np.ones((rows, n), dtype=bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    start_at = np.flatnonzero(starts.ravel())
    lengths = np.diff(start_at, append=rows * n)
    row_of = start_at // n
    groups = np.bincount(row_of, minlength=rows)
    worst = np.zeros(rows, dtype=np.int64)
    np.maximum.at(worst, row_of, lengths)
    sum_squares = np.bincount(row_of, weights=lengths * lengths, minlength=rows)
    weighted = np.bincount(row_of, weights=lengths * np.log2(lengths), minlength=rows)
    estimate = np.bincount(row_of, weights=cost_weights(n)[lengths], minlength=rows)
    return groups, worst, sum_squares, weighted, estimate


def block_stats(block: np.ndarray, length: int) -> tuple[np.ndarray, ...]:
    """(groups, worst, Σ size², Σ size·log2 size, Σ estimated cost) for each row."""
    n_patterns = 3**length
    if block.shape[1] >= HISTOGRAM_MIN_CANDIDATES and n_patterns <= HISTOGRAM_MAX_PATTERNS:
        return _stats_by_histogram(block, n_patterns)
    return _stats_by_sorting(block)


def partition_stats(table, guess_ids: np.ndarray | None, candidates: np.ndarray) -> PartitionStats:
    """Stats of every guess in ``guess_ids`` (None: all) against ``candidates``."""
    n = len(candidates)
    parts: list[tuple[np.ndarray, ...]] = []
    ids: list[np.ndarray] = []
    for chunk_ids, block in table.blocks(guess_ids, candidates):
        ids.append(chunk_ids)
        parts.append(block_stats(block, table.words.length))
    guess = np.concatenate(ids) if ids else np.zeros(0, dtype=np.int64)
    if not parts:
        empty = np.zeros(0)
        return PartitionStats(guess, n, empty, empty, empty, empty, empty)
    groups, worst, sum_squares, weighted, estimate = (
        np.concatenate(c) for c in zip(*parts, strict=True)
    )
    entropy = np.log2(n) - weighted / n if n else np.zeros_like(weighted, dtype=float)
    return PartitionStats(guess, n, groups, worst, sum_squares.astype(float), entropy, estimate)


def split_by_pattern(patterns: np.ndarray, candidates: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """Group candidates by the pattern a guess gives them: ``[(pattern, ids)]``."""
    order = np.argsort(patterns, kind="stable")
    ordered = patterns[order]
    cuts = np.flatnonzero(ordered[1:] != ordered[:-1]) + 1
    groups = np.split(candidates[order], cuts)
    keys = ordered[np.r_[0, cuts]] if len(ordered) else []
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


def sum_over_groups(block: np.ndarray, weight: np.ndarray) -> np.ndarray:
    """Σ weight[size] over the groups of each row (weight indexed by group size)."""
    rows, n = block.shape
    ordered = np.sort(block, axis=1)
    starts = np.ones((rows, n), dtype=bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    start_at = np.flatnonzero(starts.ravel())
    lengths = np.diff(start_at, append=rows * n)
    return np.bincount(start_at // n, weights=weight[lengths], minlength=rows)
