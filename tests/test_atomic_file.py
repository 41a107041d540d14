"""One routine writes every file atomically (``wordle_tui.core.atomic_file``): it leaves no
temporary file behind when anything fails, and it tries ``os.replace`` again for a moment
when Windows refuses it (another window has the file open)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from tests.helpers import make_words
from wordle_tui.core import atomic_file
from wordle_tui.core.atomic_file import atomic_write, atomic_write_text
from wordle_tui.solver import first_moves
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.suggestion import Suggestion
from wordle_tui.storage.jsonfile import JsonFile

REAL_REPLACE = os.replace


@pytest.fixture
def no_pauses(monkeypatch):
    """The retries' pauses take no time (tests never wait for the clock)."""
    pauses: list[float] = []
    monkeypatch.setattr(atomic_file, "sleep", pauses.append)
    return pauses


def refused(times: int | None, error: OSError | None = None):
    """An ``os.replace`` refused ``times`` times (None: always), then the real one."""
    calls = []

    def replace(source, target):
        calls.append(target)
        if times is None or len(calls) <= times:
            raise error or PermissionError(errno.EACCES, "used by another process")
        REAL_REPLACE(source, target)

    replace.calls = calls  # type: ignore[attr-defined]
    return replace


def leftovers(folder: Path, *keep: str) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name not in keep)


def test_a_replace_refused_while_the_file_is_open_is_tried_again(tmp_path, monkeypatch, no_pauses):
    target = tmp_path / "settings.json"
    target.write_text("old")
    replace = refused(2)
    monkeypatch.setattr(atomic_file.os, "replace", replace)
    atomic_write_text(target, "new")
    assert target.read_text() == "new"
    assert len(replace.calls) == 3 and len(no_pauses) == 2
    assert leftovers(tmp_path) == ["settings.json"]


def test_a_replace_refused_for_good_fails_and_leaves_nothing_behind(
    tmp_path, monkeypatch, no_pauses
):
    target = tmp_path / "settings.json"
    target.write_text("old")
    replace = refused(None)
    monkeypatch.setattr(atomic_file.os, "replace", replace)
    with pytest.raises(PermissionError):
        atomic_write_text(target, "new")
    assert 1 < len(replace.calls) < 20  # tried again, for a moment only
    assert sum(no_pauses) <= atomic_file.REPLACE_RETRY_SECONDS
    assert target.read_text() == "old"
    assert leftovers(tmp_path) == ["settings.json"]


def test_other_errors_are_not_tried_again(tmp_path, monkeypatch, no_pauses):
    replace = refused(None, OSError(errno.EIO, "input/output error"))
    monkeypatch.setattr(atomic_file.os, "replace", replace)
    with pytest.raises(OSError, match="input/output"):
        atomic_write_text(tmp_path / "file", "text")
    assert len(replace.calls) == 1 and leftovers(tmp_path) == []


def test_a_write_that_fails_half_way_leaves_nothing_behind(tmp_path):
    def half(stream):
        stream.write(b"half")
        raise OSError(errno.ENOSPC, "no space left on device")

    with pytest.raises(OSError, match="no space"):
        atomic_write(tmp_path / "table.npy", half)
    assert leftovers(tmp_path) == []


def test_the_mode_asked_for_is_the_new_files(tmp_path):
    target = tmp_path / "ledger.txt"
    atomic_write_text(target, "a\nb\n", mode=0o644, durable=False)
    assert target.read_bytes() == b"a\nb\n"
    if os.name == "posix":
        assert target.stat().st_mode & 0o777 == 0o644


def test_the_first_moves_cache_leaves_no_temporary_file_when_its_write_fails(home, monkeypatch):
    """``first_moves.remember`` left a ``.first-moves-*`` file each time the rename failed."""
    ctx = SolverContext(make_words(["crane", "share", "frame"]))
    moves = [Suggestion("crane", 1.0, True, 3, 1, 1.0, 1.0)]
    monkeypatch.setattr(os, "replace", refused(None, OSError(errno.EIO, "input/output error")))
    first_moves.remember(ctx, "optimal", moves)  # a cache that cannot be written is skipped
    folder = first_moves._cache_path().parent
    assert [name for name in leftovers(folder) if name.startswith(".")] == []


def test_a_json_file_is_saved_although_another_window_holds_it_for_a_moment(
    tmp_path, monkeypatch, no_pauses
):
    """On Windows ``os.replace`` fails while another window has the file open: the save
    waits for it instead of warning that nothing will be kept."""
    monkeypatch.setattr(os, "replace", refused(3))
    settings = JsonFile(tmp_path / "settings.json", "settings")
    assert settings.write({"theme": "dark"})
    assert settings.take_warnings() == []
    assert settings.read() == {"theme": "dark"}
