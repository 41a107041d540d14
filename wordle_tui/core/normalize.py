"""Turning what a player typed into a word of the language's alphabet."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from unidecode import unidecode

from wordle_tui.core.languages import Language
from wordle_tui.core.quoting import quoted
from wordle_tui.i18n import _


@dataclass(frozen=True)
class BadCharacter:
    """A character that has no single-letter equivalent in the alphabet."""

    character: str
    position: int

    @property
    def message(self) -> str:
        return _("{character} is not a letter").format(character=quoted(self.character))


def fold_letter(ch: str, language: Language) -> str | None:
    """One character to the letters of ``language`` it stands for, or None when none.

    Letters of the alphabet stay as they are (so Spanish keeps ñ, which unidecode
    would turn into n). A character the language's description folds explicitly
    gives its letters, one or more (German ß → ss, if that language says so).
    Anything else is folded with unidecode and kept only when that gives exactly
    one letter of the alphabet (é→e, ü→u); otherwise it is refused rather than
    silently changing the word's length.
    """
    if ch in language.alphabet:
        return ch
    explicit = language.explicit_fold(ch)
    if explicit is not None:
        return explicit
    if "\ud800" <= ch <= "\udfff":  # a byte the terminal's encoding could not read
        return None
    folded = unidecode(ch).lower()
    if len(folded) == 1 and folded in language.alphabet:
        return folded
    return None


def normalize(text: str, language: Language) -> str | BadCharacter:
    """NFC, trim, lower-case and fold (:func:`fold_letter`); a foreign character gives a
    reason. The word lists were folded with this same function."""
    cleaned = unicodedata.normalize("NFC", text).strip().lower()
    if language.is_word(cleaned):
        return cleaned  # nothing to fold (most words): the fast way
    letters: list[str] = []
    for position, ch in enumerate(cleaned):
        letter = fold_letter(ch, language)
        if letter is None:
            return BadCharacter(ch, position)
        letters.append(letter)
    return "".join(letters)


def normalize_word(text: str, language: Language) -> str:
    """Like :func:`normalize` but raises ValueError; for word lists and the CLI."""
    result = normalize(text, language)
    if isinstance(result, BadCharacter):
        raise ValueError(result.message)
    return result
