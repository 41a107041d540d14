"""The languages the game knows: their alphabets and keyboard layouts."""

from __future__ import annotations

from dataclasses import dataclass

from wordle_tui.i18n import N_, _, pgettext

MIN_LENGTH = 4
MAX_LENGTH = 8
WORD_LENGTHS = tuple(range(MIN_LENGTH, MAX_LENGTH + 1))
DEFAULT_LENGTH = 5


@dataclass(frozen=True)
class Language:
    """A playable language: which letters count and how the keyboard looks."""

    code: str
    name: str  # in English; ``title`` is the name in the interface language
    alphabet: str
    keyboard_rows: tuple[str, ...]

    @property
    def title(self) -> str:
        """The language's name in the interface language (English, Inglés)."""
        return _(self.name)

    @property
    def in_text(self) -> str:
        """The name inside a sentence ("any English word"): Spanish writes it in lower case
        ("cualquier palabra en inglés"), unlike ``title`` in a list or a heading."""
        return names_in_text().get(self.code, self.title)

    def letter_index(self, letter: str) -> int:
        """Position of ``letter`` in the alphabet (used to encode words as numbers)."""
        return self.alphabet.index(letter)

    def is_word(self, word: str) -> bool:
        """True when every character of ``word`` is a letter of this alphabet."""
        return all(ch in self.alphabet for ch in word)


ENGLISH = Language(
    code="en",
    name=N_("English"),
    alphabet="abcdefghijklmnopqrstuvwxyz",
    keyboard_rows=("qwertyuiop", "asdfghjkl", "zxcvbnm"),
)

# In Spanish ñ is a letter of its own; accented vowels and ü are folded away.
SPANISH = Language(
    code="es",
    name=N_("Español"),
    alphabet="abcdefghijklmnñopqrstuvwxyz",
    keyboard_rows=("qwertyuiop", "asdfghjklñ", "zxcvbnm"),
)

LANGUAGES: dict[str, Language] = {ENGLISH.code: ENGLISH, SPANISH.code: SPANISH}


def names_in_text() -> dict[str, str]:
    """Each language's name inside a sentence, in the interface language (see ``in_text``)."""
    return {
        ENGLISH.code: pgettext("inside a sentence", "English"),
        SPANISH.code: pgettext("inside a sentence", "Español"),
    }


DEFAULT_LANGUAGE = ENGLISH.code


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
