"""What a screen does when the interface language changes while it is open."""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class Retranslatable(Protocol):
    """A screen that redraws the texts it wrote in the previous interface language."""

    def retranslate(self) -> None: ...
