"""Reading the database's own files without taking SQLite's locks away from it.

SQLite locks its files with POSIX advisory locks, and POSIX drops every lock a process
holds on a file as soon as the process closes *any* descriptor of that file
(sqlite.org/howtocorrupt.html, section 2.2). Opening ``-shm`` to read a few bytes and
closing it again released this window's locks: another window starting then took the
shared memory for unused and reset it under this one (a crash: SIGBUS), or could
checkpoint what this one was still reading. So each file is opened once and its
descriptor stays open while the process lives; one whose file has been deleted is
closed, as nothing can lock that file by its name any more.

Windows locks belong to the handle that took them, so there a file is simply opened,
read and closed.
"""

from __future__ import annotations

import os
import threading
from contextlib import suppress
from pathlib import Path

CHUNK = 1024 * 1024
HOLDS_DESCRIPTORS = hasattr(os, "pread")

_held: dict[tuple[int, int], int] = {}  # (device, inode): the descriptor kept open
_spare: list[int] = []  # a second descriptor of a held file: closing it would drop locks too
_lock = threading.Lock()


def read_head(path: Path, size: int) -> bytes:
    """Up to ``size`` bytes from the start of ``path``; OSError when it cannot be read."""
    if not HOLDS_DESCRIPTORS:
        with path.open("rb") as stream:
            return stream.read(size)
    descriptor = _descriptor(path)
    parts: list[bytes] = []
    done = 0
    while done < size:
        part = os.pread(descriptor, min(CHUNK, size - done), done)
        if not part:
            break
        parts.append(part)
        done += len(part)
    return b"".join(parts)


def copy_file(path: Path, target: Path) -> None:
    """Copy ``path`` to ``target`` without closing a descriptor of ``path``."""
    if not HOLDS_DESCRIPTORS:
        target.write_bytes(path.read_bytes())
        return
    descriptor = _descriptor(path)
    with target.open("wb") as out:
        offset = 0
        while part := os.pread(descriptor, CHUNK, offset):
            out.write(part)
            offset += len(part)


def _descriptor(path: Path) -> int:
    info = os.stat(path)
    with _lock:
        held = _held.get((info.st_dev, info.st_ino))
        if held is not None:
            return held
        _close_deleted()
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        opened = os.fstat(descriptor)
        key = (opened.st_dev, opened.st_ino)
        if key in _held:  # the file changed between the look and the open
            _spare.append(descriptor)
        else:
            _held[key] = descriptor
        return descriptor


def _close_deleted() -> None:
    for key, descriptor in list(_held.items()):
        try:
            gone = os.fstat(descriptor).st_nlink == 0
        except OSError:
            gone = True
        if gone:
            del _held[key]
            with suppress(OSError):
                os.close(descriptor)
