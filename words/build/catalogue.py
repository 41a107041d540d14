"""The interface catalogue's view of the language descriptions: each language's name is a
message to translate ("English" is "Inglés" in Spanish), twice: as a list or a heading shows
it, and inside a sentence (context ``inside a sentence``: "en inglés"; ``Language.in_text``).

``babel.cfg`` names :func:`extract_language_names` as the extractor of
``words/*/language.toml``, so ``pybabel extract -F babel.cfg`` (README, Development)
finds the names beside the code's messages, and tests/test_i18n.py checks them.
"""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from wordle_tui.core.languages import IN_TEXT_CONTEXT


def extract_language_names(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[tuple[int, str, str | tuple[str, str], list[str]]]:
    """Babel's extractor protocol: (line, function, message, comments) for the ``name``, and
    the same name in the context ``inside a sentence``."""
    text = fileobj.read().decode("utf-8")
    name = tomllib.loads(text).get("name")
    if not isinstance(name, str):
        return
    line = next(
        (n for n, raw in enumerate(text.splitlines(), start=1) if raw.startswith("name")), 1
    )
    yield line, "N_", name, []
    yield line, "pgettext", (IN_TEXT_CONTEXT, name), []
