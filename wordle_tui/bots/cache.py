"""One solver context per word list and mode, shared by every screen of the app.

A context costs a pattern table (about half a second for English five letters
the first time, 20 ms from the disk cache, tens of MB in memory): it is built
once, in a worker, and kept for the next game. Hard mode and the number of
attempts only change the rules, so the contexts of one list share its table.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from wordle_tui.bots.engine import Engine
from wordle_tui.core.words import WordList
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.patterns import PatternTable

# Pattern tables kept at once (the largest full table, English six letters, is ~120 MB).
KEPT_TABLES = 3


class SolverCache:
    """Contexts by (list, hard mode, attempts), tables by list; safe to use from threads."""

    def __init__(self, kept_tables: int = KEPT_TABLES) -> None:
        self.kept_tables = kept_tables
        self._lock = threading.Lock()
        self._tables: OrderedDict[str, PatternTable] = OrderedDict()
        self._contexts: dict[tuple[str, bool, int, bool], SolverContext] = {}
        self._engines: dict[tuple[str, bool, int, bool, str], Engine] = {}

    def context(
        self, words: WordList, *, hard: bool = False, attempts: int = 6, any_word: bool = False
    ) -> SolverContext:
        """The context for this list and mode, built on first use (slow: call from a worker).

        ``any_word``: the secret may be any accepted word (the bot guessing yours).
        """
        key = (words.digest, hard, attempts, any_word)
        with self._lock:
            ctx = self._contexts.get(key)
            if ctx is not None:
                self._tables.move_to_end(words.digest)
                return ctx
            table = self._tables.get(words.digest)
            if table is None:
                table = PatternTable(words)
                self._tables[words.digest] = table
                self._forget_old_tables()
            else:
                self._tables.move_to_end(words.digest)
            ctx = SolverContext(words, hard=hard, attempts=attempts, table=table, any_word=any_word)
            self._contexts[key] = ctx
            return ctx

    def engine(
        self,
        words: WordList,
        *,
        hard: bool = False,
        attempts: int = 6,
        strategy: str = "optimal",
        any_word: bool = False,
    ) -> Engine:
        """A shared engine for this list, mode, kind of secret and strategy."""
        ctx = self.context(words, hard=hard, attempts=attempts, any_word=any_word)
        key = (words.digest, hard, attempts, any_word, strategy)
        with self._lock:
            engine = self._engines.get(key)
            if engine is None or engine.ctx is not ctx:
                engine = Engine(ctx, strategy)
                self._engines[key] = engine
            return engine

    def _forget_old_tables(self) -> None:
        while len(self._tables) > self.kept_tables:
            digest, _ = self._tables.popitem(last=False)
            for context_key in [k for k in self._contexts if k[0] == digest]:
                del self._contexts[context_key]
            for engine_key in [k for k in self._engines if k[0] == digest]:
                del self._engines[engine_key]

    def __len__(self) -> int:
        return len(self._contexts)


# The app's cache: screens come and go, the tables stay.
SOLVERS = SolverCache()
