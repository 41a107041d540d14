"""The languages the game knows: their names, alphabets, folding and keyboard layouts.

A language is data: ``words/<code>/language.toml`` describes it (words/README.md,
"Adding a language"). The game reads the part it needs (the name, the alphabet,
the folding rules and the keyboard rows) from every such file it finds; the word
build (``python -m words.build``) reads the same files for the rest.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wordle_tui.core.resources import DataError, words_dir
from wordle_tui.i18n import _, locale_language, ngettext, pgettext

MIN_LENGTH = 4
MAX_LENGTH = 8
WORD_LENGTHS = tuple(range(MIN_LENGTH, MAX_LENGTH + 1))
DEFAULT_LENGTH = 5
DESCRIPTION = "language.toml"  # the file in words/<code>/ that describes a language
# The game lists languages by their ``order``, then by code; a description without one
# comes after those that have one.
UNORDERED = 1_000_000
# The gettext context of a language's name inside a sentence (``Language.in_text``).
IN_TEXT_CONTEXT = "inside a sentence"


class LanguageError(DataError):
    """A language description the game cannot use (the message names the file and why)."""


@dataclass(frozen=True)
class Language:
    """A playable language: which letters count, how others fold, how the keyboard looks."""

    code: str
    name: str  # as the description writes it; ``title`` is its interface-language name
    alphabet: str
    keyboard_rows: tuple[str, ...]
    # Characters written as other letters (German ß → ss), beyond unidecode's folding.
    folds: tuple[tuple[str, str], ...] = ()
    _fold_table: dict[str, str] = field(init=False, repr=False, compare=False, hash=False)
    _letters_only: re.Pattern[str] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_fold_table", dict(self.folds))
        object.__setattr__(self, "_letters_only", re.compile(f"[{re.escape(self.alphabet)}]*"))

    @property
    def title(self) -> str:
        """The language's name in the interface language (English, Inglés)."""
        return _(self.name)

    @property
    def in_text(self) -> str:
        """The name inside a sentence ("any English word"): Spanish writes it in lower case
        ("cualquier palabra en inglés"), unlike ``title`` in a list or a heading. The
        catalogue translates it in the context ``inside a sentence`` (``babel.cfg`` extracts
        it from the description too); a catalogue without that entry gives ``title``."""
        shown = pgettext(IN_TEXT_CONTEXT, self.name)
        return self.title if shown == self.name else shown

    def list_title(self, length: int) -> str:
        """``English, 5 letters``: which list a game or a bot plays, in a header."""
        return ngettext("{language}, {count} letter", "{language}, {count} letters", length).format(
            language=self.title, count=length
        )

    def letter_index(self, letter: str) -> int:
        """Position of ``letter`` in the alphabet (used to encode words as numbers)."""
        return self.alphabet.index(letter)

    def is_word(self, word: str) -> bool:
        """True when every character of ``word`` is a letter of this alphabet."""
        return self._letters_only.fullmatch(word) is not None

    def explicit_fold(self, character: str) -> str | None:
        """The letters the description folds ``character`` to, or None when it says nothing."""
        return self._fold_table.get(character)


def _problem(path: Path, reason: str) -> LanguageError:
    return LanguageError(f"{path.as_posix()}: {reason}")


def _text(table: Mapping[str, Any], key: str, path: Path) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise _problem(path, _("{field} must be a text").format(field=key))
    return value


def _letters(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def parse_language(code: str, data: Mapping[str, Any], path: Path) -> tuple[Language, int]:
    """The game's part of a description (already read from TOML), and its list order.

    Only what the game uses is checked here; the word build checks the rest.
    """
    name = _text(data, "name", path)
    alphabet = _letters(_text(data, "alphabet", path))
    if alphabet != alphabet.lower() or not all(ch.isalpha() for ch in alphabet):
        raise _problem(path, _("the alphabet must be lower-case letters"))
    if len(set(alphabet)) != len(alphabet):
        raise _problem(path, _("the alphabet has a letter twice"))
    rows = data.get("keyboard")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, str) and r for r in rows):
        raise _problem(path, _("keyboard must be a list of rows of letters"))
    keys = "".join(_letters(row) for row in rows)
    if sorted(keys) != sorted(alphabet):
        missing = "".join(ch for ch in alphabet if ch not in keys)
        extra = "".join(
            dict.fromkeys(ch for ch in keys if ch not in alphabet or keys.count(ch) > 1)
        )
        raise _problem(
            path,
            _(
                "the keyboard must hold every letter once (missing: {missing}; extra: {extra})"
            ).format(missing=missing or "-", extra=extra or "-"),
        )
    folding = data.get("folding", {})
    if not isinstance(folding, dict):
        raise _problem(path, _("folding must be a table"))
    keep = folding.get("keep", "")
    if not isinstance(keep, str) or any(ch not in alphabet for ch in _letters(keep)):
        raise _problem(path, _("folding.keep must be letters of the alphabet"))
    letters = folding.get("letters", {})
    if not isinstance(letters, dict):
        raise _problem(path, _("folding.letters must be a table"))
    folds: list[tuple[str, str]] = []
    for character, target in sorted(letters.items()):
        character = _letters(character)
        if (
            len(character) != 1
            or character != character.lower()
            or character in alphabet
            or not isinstance(target, str)
            or not target
            or any(ch not in alphabet for ch in _letters(target))
        ):
            raise _problem(
                path,
                _("folding.letters: {character} must fold to letters of the alphabet").format(
                    character=repr(character)
                ),
            )
        folds.append((character, _letters(target)))
    order = data.get("order", UNORDERED)
    if not isinstance(order, int) or isinstance(order, bool):
        raise _problem(path, _("order must be a whole number"))
    language = Language(
        code=code,
        name=name,
        alphabet=alphabet,
        keyboard_rows=tuple(_letters(row) for row in rows),
        folds=tuple(folds),
    )
    return language, order


def read_description(path: Path) -> dict[str, Any]:
    """A description file's TOML, or a :class:`LanguageError` saying why it cannot be read."""
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except OSError as exc:
        raise _problem(path, exc.strerror or str(exc)) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise _problem(path, str(exc)) from None


def read_language(path: Path) -> tuple[Language, int]:
    """The language that ``words/<code>/language.toml`` describes, and its list order."""
    return parse_language(path.parent.name, read_description(path), path)


def discover_languages(folder: Path) -> dict[str, Language]:
    """Every language described under ``folder``, by ``order`` and then by code."""
    found: list[tuple[int, str, Language]] = []
    try:
        paths = sorted(folder.glob(f"*/{DESCRIPTION}"))
    except OSError as exc:
        raise _problem(folder, exc.strerror or str(exc)) from None
    for path in paths:
        language, order = read_language(path)
        found.append((order, language.code, language))
    return {code: language for _order, code, language in sorted(found, key=lambda f: f[:2])}


def _shipped_languages() -> dict[str, Language]:
    try:
        folder = words_dir()
    except FileNotFoundError as exc:
        raise LanguageError(str(exc)) from None
    languages = discover_languages(folder)
    for code in ("en", "es"):
        if code not in languages:
            raise _problem(folder / code / DESCRIPTION, _("the file is missing"))
    return languages


LANGUAGES: dict[str, Language] = _shipped_languages()
ENGLISH = LANGUAGES["en"]
# In Spanish ñ is a letter of its own; accented vowels and ü are folded away.
SPANISH = LANGUAGES["es"]
DEFAULT_LANGUAGE = ENGLISH.code


def locale_word_language(locale_name: str) -> str:
    """The word language a system locale asks for (``es`` for ``es_MX.UTF-8``), else the
    default: a new player gets words of their language until they choose."""
    language = locale_language(locale_name)
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


def get_language(code: str) -> Language:
    """Look a language up by code, with a readable error for an unknown one."""
    try:
        return LANGUAGES[code.lower()]
    except KeyError:
        known = ", ".join(sorted(LANGUAGES))
        raise ValueError(
            _("unknown language {code} (known: {known})").format(code=repr(code), known=known)
        ) from None


def check_length(length: int) -> int:
    """Return ``length`` if it is a playable word length, else raise ValueError."""
    if length not in WORD_LENGTHS:
        raise ValueError(
            _("word length must be {low}-{high}, not {value}").format(
                low=MIN_LENGTH, high=MAX_LENGTH, value=length
            )
        )
    return length
