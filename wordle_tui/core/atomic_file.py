"""Writing a file atomically: the one routine every layer uses (the JSON files, the pattern
tables' disk cache, the first moves, the word build's ledgers).

The new content goes to a temporary file in the same folder, which then takes the file's
name (``os.replace``): a reader sees the old file or the new one, never half of one. The
temporary file is removed whatever goes wrong, so a failed write leaves nothing behind.
On Windows ``os.replace`` fails with PermissionError while another process (another
window of the game) has the file open; it is tried again for a moment before giving up.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

# How long a replace refused with PermissionError is tried again (another window reading the
# file holds it for a few milliseconds), and the first pause between tries (doubled each time).
REPLACE_RETRY_SECONDS = 1.0
FIRST_PAUSE_SECONDS = 0.01
sleep = time.sleep  # the pause between tries (the tests' is instant)


def atomic_write(
    path: Path,
    write: Callable[[BinaryIO], object],
    *,
    durable: bool = True,
    mode: int | None = None,
) -> None:
    """Write ``path`` through ``write(stream)`` on a temporary file that then replaces it.

    ``durable``: fsync the data before the rename (a crash cannot leave an empty file);
    ``mode``: the permission bits of the new file (``mkstemp`` makes it 0600).
    Raises what the write, the rename or the folder raise; the temporary file is gone then.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            write(stream)
            if durable:
                stream.flush()
                os.fsync(stream.fileno())
        if mode is not None:
            os.chmod(temporary, mode)
        replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def atomic_write_text(
    path: Path, text: str, *, durable: bool = True, mode: int | None = None
) -> None:
    """:func:`atomic_write` of ``text`` in UTF-8, its newlines as given on every system."""
    data = text.encode("utf-8")
    atomic_write(path, lambda stream: stream.write(data), durable=durable, mode=mode)


def replace(source: str | Path, target: Path) -> None:
    """``os.replace``, tried again for up to :data:`REPLACE_RETRY_SECONDS` while it is
    refused with PermissionError (Windows, while another process has ``target`` open)."""
    pause, waited = FIRST_PAUSE_SECONDS, 0.0
    while True:
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if waited + pause > REPLACE_RETRY_SECONDS:
                raise
            sleep(pause)
            waited += pause
            pause *= 2
