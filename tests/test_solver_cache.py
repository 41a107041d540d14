"""The app's solver cache from several threads, and the oldest-first mapping it and the
engine keep (``core/oldest_first.py``)."""

from __future__ import annotations

import threading

import pytest

from tests.helpers import make_words
from wordle_tui.bots import cache as cache_module
from wordle_tui.bots.cache import SolverCache
from wordle_tui.bots.engine import Engine
from wordle_tui.core.filtering import Row
from wordle_tui.core.oldest_first import OldestFirst
from wordle_tui.core.scoring import score
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.patterns import PatternTable

SLOW = make_words(["crane", "share", "frame", "blame"])
QUICK = make_words(["lamp", "ramp", "damp"], ["tank"])
WAIT = 30  # seconds: only a hang reaches it (the tests wait for events, not for time)


class GatedBuild:
    """``PatternTable`` whose build of ``SLOW`` waits until the test opens the gate."""

    def __init__(self, fail: bool = False) -> None:
        self.started = threading.Event()
        self.gate = threading.Event()
        self.fail = fail
        self.built: list[str] = []

    def __call__(self, words):
        if words is SLOW:
            self.started.set()
            assert self.gate.wait(WAIT)
            if self.fail:
                raise MemoryError("no room for the table")
        self.built.append(words.digest)
        return PatternTable(words)


def in_thread(target) -> tuple[threading.Thread, list]:
    results: list = []

    def run():
        try:
            results.append(target())
        except BaseException as exc:  # handed to the test
            results.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, results


def test_a_slow_table_does_not_stall_another_lists(monkeypatch):
    """The table was built while the cache's lock was held: one list's slow build stalled
    every screen that wanted any other."""
    build = GatedBuild()
    monkeypatch.setattr(cache_module, "PatternTable", build)
    cache = SolverCache()
    slow, slow_result = in_thread(lambda: cache.context(SLOW))
    assert build.started.wait(WAIT)
    quick, quick_result = in_thread(lambda: cache.engine(QUICK))
    quick.join(WAIT)
    assert not quick.is_alive(), "another list waited for the slow one's table"
    assert isinstance(quick_result[0], Engine) and slow.is_alive()
    build.gate.set()
    slow.join(WAIT)
    assert isinstance(slow_result[0], SolverContext)
    assert cache.context(SLOW) is slow_result[0]


def test_threads_that_want_the_same_list_build_its_table_once(monkeypatch):
    build = GatedBuild()
    monkeypatch.setattr(cache_module, "PatternTable", build)
    cache = SolverCache()
    first, first_result = in_thread(lambda: cache.context(SLOW))
    assert build.started.wait(WAIT)
    hard, hard_result = in_thread(lambda: cache.context(SLOW, hard=True))
    same, same_result = in_thread(lambda: cache.context(SLOW))
    build.gate.set()
    for thread in (first, hard, same):
        thread.join(WAIT)
    assert build.built == [SLOW.digest]
    assert first_result[0] is same_result[0]
    assert hard_result[0].table is first_result[0].table and hard_result[0].hard


def test_a_failed_build_reaches_those_waiting_and_the_next_one_tries_again(monkeypatch):
    build = GatedBuild(fail=True)
    monkeypatch.setattr(cache_module, "PatternTable", build)
    cache = SolverCache()
    first, first_result = in_thread(lambda: cache.context(SLOW))
    assert build.started.wait(WAIT)
    waiting, waiting_result = in_thread(lambda: cache.context(SLOW, hard=True))
    build.gate.set()
    first.join(WAIT)
    waiting.join(WAIT)
    assert isinstance(first_result[0], MemoryError)
    assert isinstance(waiting_result[0], MemoryError)
    build.fail = False
    assert cache.context(SLOW).table is not None and build.built == [SLOW.digest]


def test_the_cache_forgets_the_list_used_longest_ago():
    cache = SolverCache(kept_tables=2)
    lists = [make_words([w]) for w in ("crane", "lamps", "share")]
    first = cache.context(lists[0])
    cache.context(lists[1])
    assert cache.context(lists[0]) is first  # used again: now the newest
    cache.context(lists[2])  # forgets lists[1], not lists[0]
    assert cache.context(lists[0]) is first
    assert len(cache) == 2


def test_oldest_first_forgets_the_entry_used_longest_ago():
    kept: OldestFirst[str, int] = OldestFirst(2)
    assert kept.put("a", 1) == [] and kept.put("b", 2) == []
    assert kept.get("a") == 1  # a use: "b" is now the oldest
    assert kept.put("c", 3) == [("b", 2)]
    assert list(kept) == ["a", "c"]
    assert kept.get("a", touch=False) == 1  # a look, not a use
    assert kept.put("d", 4) == [("a", 1)]
    kept.touch("c")
    assert list(kept) == ["d", "c"] and "d" in kept and "a" not in kept
    assert kept.get("a") is None and len(kept) == 2
    with pytest.raises(ValueError):
        OldestFirst(0)


def test_an_engine_keeps_the_positions_it_reached_most_recently(monkeypatch):
    from wordle_tui.bots import engine as engine_module

    monkeypatch.setattr(engine_module, "KEPT_POSITIONS", 2)
    words = make_words(["crane", "share", "frame", "blame", "flame"])
    engine = Engine(SolverContext(words))
    rows = [Row(guess, score(guess, "flame")) for guess in ("crane", "share", "frame")]
    engine.position(rows)  # reaches three positions, keeps the last two
    assert list(engine._positions) == [tuple(rows[:2]), tuple(rows)]
    assert engine.position(rows[:2]) is engine._positions.get(tuple(rows[:2]))
    assert list(engine._positions) == [tuple(rows), tuple(rows[:2])]
