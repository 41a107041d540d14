"""The wall clock is read in one place (``wordle_tui.core.clock.local_now``)."""

from __future__ import annotations

import re
from pathlib import Path

import wordle_tui
from wordle_tui.core.clock import local_now

PACKAGE = Path(wordle_tui.__file__).parent
READS_THE_CLOCK = re.compile(r"datetime\.now\(\s*\)\.astimezone\(\s*\)")


def test_the_local_time_has_its_utc_offset():
    now = local_now()
    assert now.tzinfo is not None and now.utcoffset() is not None


def test_no_module_reads_the_local_time_but_the_clock():
    """Six modules each wrote ``datetime.now().astimezone()``: one helper, used everywhere."""
    readers = [
        str(path.relative_to(PACKAGE))
        for path in sorted(PACKAGE.rglob("*.py"))
        if READS_THE_CLOCK.search(path.read_text(encoding="utf-8"))
    ]
    assert readers == ["core/clock.py"]
