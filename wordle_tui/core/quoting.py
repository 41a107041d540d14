"""Showing what a person typed inside a message: quoted, escaped and cut short.

A message stays one short line whatever was typed: a 1 MB argument or a file
line full of control characters (BEL, ESC) would otherwise flood the terminal
or drive it. Imports nothing, so the command line can use it before anything
heavy is loaded.
"""

from __future__ import annotations

from os import PathLike

SHOWN_CHARACTERS = 40  # of a typed text inside a message
SHOWN_PATH = 160  # of a path inside a message (a real one is rarely longer)


def escaped(text: str) -> str:
    """Unprintable characters (controls, lone surrogates) as ``\\x07``-style escapes."""
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def quoted(text: str, limit: int = SHOWN_CHARACTERS) -> str:
    """``'crane'``; a long text cut with its length: ``'aaaa…' (131,072 characters)``."""
    if len(text) <= limit:
        return f"'{escaped(text)}'"
    return f"'{escaped(text[:limit])}…' ({len(text):,} characters)"


def short_path(path: str | PathLike[str], limit: int = SHOWN_PATH) -> str:
    """A path for a message: escaped, and cut in the middle when very long."""
    text = escaped(str(path))
    if len(text) <= limit:
        return text
    head = limit // 3
    return f"{text[:head]}…{text[-(limit - head - 1) :]}"
