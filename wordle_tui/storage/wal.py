"""Reading SQLite's write-ahead log as a crash left it, to tell when part of it is lost.

SQLite replays the ``-wal`` file up to its last complete, intact transaction
and quietly drops the rest, which is right after a crash mid-save but loses
games when the file was damaged or cut short. So before opening, the database
reads the log's frame headers (the format is fixed: sqlite.org/fileformat2.html,
"The Write-Ahead Log"); once open, it asks how many frames SQLite kept (the
wal-index header of the ``-shm`` file). Frames marked as ending a transaction
that SQLite did not keep, a damaged header, or an unfinished change at the end
mean the log is kept aside and the player warned.

Why by hand: SQLite's own checks cannot see this loss. After it drops a damaged log's
tail, ``PRAGMA quick_check`` and ``integrity_check`` both say "ok" on what is left, and
salvage has nothing to salvage: the games are simply gone. The test
``test_sqlites_own_checks_call_a_damaged_log_ok_while_games_are_lost``
(tests/test_storage_damage.py) shows it.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

from wordle_tui.i18n import _
from wordle_tui.storage.held_files import read_head

WAL_HEADER = 32
FRAME_HEADER = 24
MAGIC = (0x377F0682, 0x377F0683)
WAL_VERSION = 3007000
# A log is checkpointed every 1,000 pages (about 4 MB); a much bigger one is not read.
MAX_WAL_BYTES = 64 * 1024 * 1024
SHM_MAX_FRAME = slice(16, 20)  # the wal-index header, native byte order
SHM_SALT = slice(32, 40)


@dataclass(frozen=True)
class WalSnapshot:
    """The log as it was before the database was opened."""

    data: bytes
    header_ok: bool
    salts: bytes  # the header's two salts: frames of the current log carry them
    committed: int  # frames up to the last one that ends a transaction
    unfinished: bool  # bytes of the current log after that: a change never completed

    @property
    def size(self) -> int:
        return len(self.data)


def _checksum(data: bytes, big_endian: bool, s0: int = 0, s1: int = 0) -> tuple[int, int]:
    """SQLite's WAL checksum over ``data`` (a multiple of 8 bytes)."""
    words = struct.unpack(f"{'>' if big_endian else '<'}{len(data) // 4}I", data)
    for index in range(0, len(words), 2):
        s0 = (s0 + words[index] + s1) & 0xFFFFFFFF
        s1 = (s1 + words[index + 1] + s0) & 0xFFFFFFFF
    return s0, s1


def read_wal(path: Path) -> WalSnapshot | None:
    """The log at ``path`` before SQLite touches it; None when there is none worth reading."""
    try:
        data = read_head(path, MAX_WAL_BYTES + 1)
    except OSError:
        return None
    if not data or len(data) > MAX_WAL_BYTES:
        return None
    if len(data) < WAL_HEADER:
        return WalSnapshot(data, False, b"", 0, True)
    magic, version, page_size, _sequence = struct.unpack(">IIII", data[:16])
    salts = data[16:24]
    stored = struct.unpack(">II", data[24:32])
    header_ok = (
        magic in MAGIC
        and version == WAL_VERSION
        and page_size >= 512
        and page_size & (page_size - 1) == 0
        and _checksum(data[:24], magic & 1 == 1) == stored
    )
    if not header_ok:
        return WalSnapshot(data, False, salts, 0, True)
    frame_size = FRAME_HEADER + page_size
    committed = frames = 0
    offset = WAL_HEADER
    other_log = False
    while offset + FRAME_HEADER <= len(data):
        header = data[offset : offset + FRAME_HEADER]
        if header[8:16] != salts:
            other_log = True  # a frame of an earlier log, left over after a restart
            break
        frames += 1
        if offset + frame_size > len(data):
            break  # the last frame is cut short
        if struct.unpack(">I", header[4:8])[0] != 0:  # it gives the database size: a commit
            committed = frames
        offset += frame_size
    cut_header = not other_log and 0 < len(data) - offset < FRAME_HEADER
    unfinished = frames > committed or cut_header
    return WalSnapshot(data, True, salts, committed, unfinished)


def frames_kept(shm: Path) -> tuple[int, bytes] | None:
    """How many frames SQLite kept of the current log, and its salts (from ``-shm``)."""
    try:
        header = read_head(shm, 48)
    except OSError:
        return None
    if len(header) < 48:
        return None
    return struct.unpack("=I", header[SHM_MAX_FRAME])[0], header[SHM_SALT]


def lost_part(before: WalSnapshot, kept: tuple[int, bytes] | None) -> str | None:
    """Why part of the log was not used, or None when nothing of it was lost."""
    if not before.header_ok:
        return _("its header is damaged, so none of it could be used")
    if kept is not None:
        frames, salts = kept
        # salts that changed mean another window restarted the log meanwhile: nothing to say
        if salts == before.salts and frames < before.committed:
            return _("it is damaged: the changes after its damaged part could not be used")
    if before.unfinished:
        return _("it ends in the middle of a change (a crash while saving, or a cut-short file)")
    return None
