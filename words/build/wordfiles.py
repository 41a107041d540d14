"""Reading word files (sources and the reviewed lists) and folding them to playable words."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from wordle_tui.core.languages import WORD_LENGTHS, Language
from wordle_tui.core.normalize import BadCharacter, normalize

# Words that read as Roman numerals (xvii, mcmx, lxiv): every such entry of the sources is a
# numeral, not a word.
ROMAN_NUMERAL = re.compile(r"m{0,4}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")


class BuildError(Exception):
    """Something the build cannot go on with: the message says which file and why."""


def read_lines(path: Path, encoding: str = "utf-8") -> list[str]:
    """A source file's stripped, non-empty lines; strict decoding so a wrong encoding fails."""
    try:
        text = path.read_bytes().decode(encoding)
    except FileNotFoundError:
        raise BuildError(f"{path}: missing") from None
    except UnicodeDecodeError as exc:
        raise BuildError(f"{path}: not {encoding} ({exc.reason} at byte {exc.start})") from None
    return [line.strip() for line in text.splitlines() if line.strip()]


def fold_forms(words: Iterable[str], language: Language) -> dict[str, set[str]]:
    """Normalised playable words, each with the source spellings that fold to it.

    Only lower-case entries of 4-8 letters count, and no Roman numerals. A
    capitalised entry is a proper noun or an abbreviation; an entry with an
    apostrophe, hyphen, digit or foreign letter has no single spelling in the
    game's alphabet. Both are left out.
    """
    result: dict[str, set[str]] = defaultdict(set)
    for word in words:
        if word != word.lower():
            continue
        folded = normalize(word, language)
        if isinstance(folded, BadCharacter) or len(folded) not in WORD_LENGTHS:
            continue
        if ROMAN_NUMERAL.fullmatch(folded):
            continue
        result[folded].add(word)
    return dict(result)


def fold_all(words: Iterable[str], language: Language) -> set[str]:
    """The playable words of :func:`fold_forms`, without their spellings."""
    return set(fold_forms(words, language))


def merge_forms(*mappings: dict[str, set[str]]) -> dict[str, set[str]]:
    """The union of several folded-word -> spellings mappings."""
    merged: dict[str, set[str]] = defaultdict(set)
    for mapping in mappings:
        for word, forms in mapping.items():
            merged[word] |= forms
    return dict(merged)


@dataclass(frozen=True)
class Entry:
    """One word of a reviewed file: as written, folded, and where."""

    written: str
    folded: str
    line: int
    section: str  # the title of the ``# ---`` section it is in ("" before the first)


SECTION = "# ---"  # a line starting with this opens a section; the rest of it is the title


def read_entries(path: Path, language: Language) -> list[Entry]:
    """A reviewed word file (denylist, allowlist, supplement): one word a line, ``#``
    starts a comment, ``# --- title`` opens a section. Each word is folded like player
    input, so ``maricón`` and ``maricon`` are the same entry."""
    entries: list[Entry] = []
    section = ""
    for number, raw in enumerate(read_lines_keeping_blanks(path), start=1):
        if raw.startswith(SECTION):
            section = raw[len(SECTION) :].strip()
            continue
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        folded = normalize(content, language)
        if isinstance(folded, BadCharacter):
            raise BuildError(f"{path}:{number}: {folded.message} in {content!r}")
        entries.append(Entry(content, folded, number, section))
    return entries


def read_lines_keeping_blanks(path: Path) -> list[str]:
    """Every line of a UTF-8 text file, blank ones included (so line numbers are right)."""
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise BuildError(f"{path}: missing") from None
    except UnicodeDecodeError as exc:
        raise BuildError(f"{path}: not UTF-8 ({exc.reason} at byte {exc.start})") from None


def read_word_set(path: Path, language: Language) -> set[str]:
    """The folded words of a reviewed file (a denylist: words that must never be answers)."""
    return {entry.folded for entry in read_entries(path, language)}


def read_supplement(path: Path, language: Language) -> dict[str, set[str]]:
    """A reviewed file of playable words: folded word -> its spellings; each must be playable."""
    forms: dict[str, set[str]] = defaultdict(set)
    for entry in read_entries(path, language):
        if len(entry.folded) not in WORD_LENGTHS:
            raise BuildError(f"{path}:{entry.line}: {entry.written!r} is not a playable word")
        forms[entry.folded].add(entry.written)
    return dict(forms)
