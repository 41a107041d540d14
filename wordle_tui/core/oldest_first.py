"""A mapping of bounded size that forgets the entry used longest ago first (the solver cache's
pattern tables, an engine's positions). Not thread-safe: its owner holds a lock around it."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterator
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class OldestFirst(Generic[K, V]):
    """At most ``size`` entries; :meth:`put` beyond that forgets the least recently used."""

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError("an oldest-first cache keeps at least one entry")
        self.size = size
        self._entries: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K, *, touch: bool = True) -> V | None:
        """The entry for ``key`` (None when absent); ``touch``: count this as a use."""
        value = self._entries.get(key)
        if value is not None and touch:
            self._entries.move_to_end(key)
        return value

    def touch(self, key: K) -> None:
        """Count a use of ``key`` (it is forgotten last)."""
        self._entries.move_to_end(key)

    def put(self, key: K, value: V) -> list[tuple[K, V]]:
        """Keep ``value`` as the newest entry; returns the entries forgotten to make room."""
        self._entries[key] = value
        self._entries.move_to_end(key)
        forgotten = []
        while len(self._entries) > self.size:
            forgotten.append(self._entries.popitem(last=False))
        return forgotten

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[K]:
        """The keys, the one used longest ago first."""
        return iter(self._entries)
