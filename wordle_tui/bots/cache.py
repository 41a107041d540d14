"""One solver context per word list and mode, shared by every screen of the app.

A context costs a pattern table (about half a second for English five letters
the first time, 20 ms from the disk cache, tens of MB in memory): it is built
once, in a worker, and kept for the next game. Hard mode and the number of
attempts only change the rules, so the contexts of one list share its table.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future

from wordle_tui.bots.engine import Engine
from wordle_tui.core.oldest_first import OldestFirst
from wordle_tui.core.words import WordList
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.patterns import PatternTable

# Pattern tables kept at once (the largest full table, English six letters, is ~120 MB).
KEPT_TABLES = 3


class SolverCache:
    """Contexts by (list, hard mode, attempts), tables by list; safe to use from threads.

    A table is built outside the cache's lock, once per list (the threads that want the same
    list meanwhile wait for that build): a slow list never stalls a screen that wants another.
    """

    def __init__(self, kept_tables: int = KEPT_TABLES) -> None:
        self.kept_tables = kept_tables
        self._lock = threading.Lock()
        self._tables: OldestFirst[str, PatternTable] = OldestFirst(kept_tables)
        self._building: dict[str, Future[PatternTable]] = {}
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
                self._tables.touch(words.digest)
                return ctx
        table = self._table(words)
        ctx = SolverContext(words, hard=hard, attempts=attempts, table=table, any_word=any_word)
        with self._lock:
            kept = self._contexts.get(key)
            if kept is not None:  # another thread made it meanwhile: one context a key
                self._tables.touch(words.digest)
                return kept
            self._keep_table(words.digest, table)  # forgotten meanwhile: kept again
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

    def _table(self, words: WordList) -> PatternTable:
        """The list's pattern table: kept, being built by another thread (waited for), or
        built here, outside the lock."""
        digest = words.digest
        with self._lock:
            table = self._tables.get(digest)
            if table is not None:
                return table
            building = self._building.get(digest)
            if building is not None:
                mine = False
            else:
                building = self._building[digest] = Future()
                mine = True
        if not mine:
            return building.result()  # the other thread's table, or its error
        try:
            table = PatternTable(words)
        except BaseException as exc:
            with self._lock:
                del self._building[digest]  # the next caller tries again
            building.set_exception(exc)
            raise
        with self._lock:
            self._keep_table(digest, table)
            del self._building[digest]
        building.set_result(table)
        return table

    def _keep_table(self, digest: str, table: PatternTable) -> None:
        """Keep ``table`` as the newest (hold the lock); a list whose table is forgotten
        loses its contexts and engines with it."""
        if self._tables.get(digest) is table:
            return
        for old, _ in self._tables.put(digest, table):
            for context_key in [k for k in self._contexts if k[0] == old]:
                del self._contexts[context_key]
            for engine_key in [k for k in self._engines if k[0] == old]:
                del self._engines[engine_key]

    def __len__(self) -> int:
        return len(self._contexts)


# The app's cache: screens come and go, the tables stay.
SOLVERS = SolverCache()
