"""Tables of feedback codes, guesses × secrets, built with the core's vectorised scorer.

For lists small enough (English five letters: 12,972 × 2,315 = 30 MB of
``uint8``) the whole guesses × answers table is built once and cached on
disk, keyed by a hash of both lists. The cache is checked before use (its
shape, its type, a SHA-256 of its cells kept beside it, and that every cell is
a pattern), so a damaged file is rebuilt instead of changing the bot's play.
Larger lists (Spanish eight letters has about 80,000 guesses) never hold a
full table: callers ask for the columns of the secrets still possible, in
blocks of guesses that fit a memory budget.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from wordle_tui.core.atomic_file import atomic_write
from wordle_tui.core.scoring import pattern_count, pattern_matrix
from wordle_tui.core.words import WordList

# Largest full table kept in memory (cells); 64 M cells is 64-128 MB.
FULL_TABLE_CELLS = 64_000_000
# Cells per block when streaming patterns for big lists.
BLOCK_CELLS = 6_000_000
CACHE_FORMAT = 1


def default_cache_dir() -> Path:
    from wordle_tui.storage.paths import cache_dir

    return cache_dir()


class PatternTable:
    """Patterns of the guesses of a word list against any of its words.

    Words are named by their index in ``words.guesses`` (answers are guesses
    too), so a secret outside the answers list is no special case.
    """

    def __init__(
        self,
        words: WordList,
        *,
        cache_dir: Path | None = None,
        use_cache: bool = True,
        full_table_cells: int = FULL_TABLE_CELLS,
        on_demand: bool = False,
    ) -> None:
        """``on_demand``: use a cached full table if there is one, but never build it
        (patterns are then computed as they are asked for): for one game, whose few
        positions after the first move need far less than the whole table."""
        self.words = words
        self.codes = words.guess_codes
        self.n_guesses = len(words.guesses)
        self.alphabet_size = max(32, len(words.language.alphabet))
        self.answer_ids = words.answer_positions
        self.column_of = np.full(self.n_guesses, -1, dtype=np.int64)
        self.column_of[self.answer_ids] = np.arange(len(self.answer_ids))
        self.cache_path: Path | None = None
        self.loaded_from_cache = False
        self.full: np.ndarray | None = None
        self._by_secret: np.ndarray | None = None  # the full table transposed, when asked for
        if self.n_guesses * len(self.answer_ids) <= full_table_cells:
            if use_cache:
                folder = cache_dir if cache_dir is not None else default_cache_dir()
                self.cache_path = folder / f"patterns-v{CACHE_FORMAT}-{words.digest[:24]}.npy"
            if on_demand:
                if self.cache_path is not None:
                    self.full = self._load_cache(self.cache_path)
                    self.loaded_from_cache = self.full is not None
            else:
                self.full = self._load_or_build()

    # --- building and caching ------------------------------------------------

    def _expected_shape(self) -> tuple[int, int]:
        return (self.n_guesses, len(self.answer_ids))

    def _load_or_build(self) -> np.ndarray:
        if self.cache_path is not None:
            table = self._load_cache(self.cache_path)
            if table is not None:
                self.loaded_from_cache = True
                return table
        table = self.compute(np.arange(self.n_guesses), self.answer_ids)
        if self.cache_path is not None:
            self._save_cache(self.cache_path, table)
        return table

    def _load_cache(self, path: Path) -> np.ndarray | None:
        """The cached table, or None when it is missing, damaged or not for these lists."""
        try:
            table = np.load(path, allow_pickle=False)
            recorded = _digest_path(path).read_text(encoding="ascii").strip()
        except (OSError, ValueError, EOFError, UnicodeDecodeError):
            return None
        if table.shape != self._expected_shape() or table.dtype != self._dtype():
            return None
        if recorded != _digest(table):
            return None
        if table.size and int(table.max()) >= pattern_count(self.words.length):
            return None
        return table

    def _save_cache(self, path: Path, table: np.ndarray) -> None:
        """Write atomically, the table first and then its digest (a table without its
        digest is not trusted); a cache that cannot be written is simply not kept."""
        with contextlib.suppress(OSError):
            atomic_write(
                path, lambda handle: np.save(handle, table, allow_pickle=False), durable=False
            )
            digest = _digest(table).encode("ascii")
            atomic_write(_digest_path(path), lambda handle: handle.write(digest), durable=False)

    def _dtype(self) -> np.dtype:
        return np.dtype(np.uint8 if self.words.length <= 5 else np.uint16)

    # --- reading ------------------------------------------------------------

    def compute(self, guess_ids: np.ndarray, secret_ids: np.ndarray) -> np.ndarray:
        """Patterns computed afresh (no table involved)."""
        return pattern_matrix(self.codes[guess_ids], self.codes[secret_ids], self.alphabet_size)

    def patterns(self, guess_ids: np.ndarray | None, secret_ids: np.ndarray) -> np.ndarray:
        """``(len(guess_ids), len(secret_ids))`` patterns; ``None`` means every guess."""
        if self.full is not None:
            columns = self.column_of[secret_ids]
            if len(columns) == 0 or columns.min() >= 0:
                if guess_ids is None:
                    return self.full[:, columns]
                return self.full[np.ix_(guess_ids, columns)]
        if guess_ids is None:
            guess_ids = np.arange(self.n_guesses)
        return self.compute(guess_ids, secret_ids)

    def secret_rows(self, secret_ids: np.ndarray, *, keep_transposed: bool = False) -> np.ndarray:
        """``(len(secret_ids), every guess)`` patterns, C-contiguous (one row per secret).

        ``keep_transposed``: keep a transposed copy of the full table (as much memory
        again) so that later calls copy whole rows instead of gathering columns: worth
        it for a search that cuts hundreds of such tables.
        """
        if self.full is not None and (keep_transposed or self._by_secret is not None):
            columns = self.column_of[secret_ids]
            if len(columns) == 0 or columns.min() >= 0:
                if self._by_secret is None:
                    self._by_secret = np.ascontiguousarray(self.full.T)
                return self._by_secret[columns]
        return np.ascontiguousarray(self.patterns(None, secret_ids).T)

    def row(self, guess_id: int, secret_ids: np.ndarray) -> np.ndarray:
        """Patterns of one guess against the given secrets."""
        return self.patterns(np.array([guess_id]), secret_ids)[0]

    def blocks(
        self, guess_ids: np.ndarray | None, secret_ids: np.ndarray, cells: int = BLOCK_CELLS
    ) -> Iterator[tuple[np.ndarray, np.ndarray]]:
        """Yield ``(guess ids, patterns)`` blocks that keep memory bounded."""
        if guess_ids is None:
            guess_ids = np.arange(self.n_guesses)
        step = max(1, cells // max(1, len(secret_ids)))
        for start in range(0, len(guess_ids), step):
            chunk = guess_ids[start : start + step]
            yield chunk, self.patterns(chunk, secret_ids)


def _digest_path(path: Path) -> Path:
    return path.with_name(path.name + ".sha256")


def _digest(table: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(table).data).hexdigest()
