"""The languages the game knows: their alphabets and keyboard layouts."""

from __future__ import annotations

from dataclasses import dataclass

from wordle_tui.i18n import N_, _, locale_language, ngettext

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
