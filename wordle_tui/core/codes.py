"""Practice and friend codes: short, case-insensitive, read aloud without trouble.

``EN5P-7KQ2MXX`` names a practice game (the seed of its word) and
``EN5F-5E60AY`` a word a friend chose. The letter after the word length says
which kind a code is, so the two can never be mistaken for each other, and the
last character is a check (Luhn mod 32 over the whole code), so a mistyped
character or two swapped neighbours are refused instead of silently playing
another word. Codes use Crockford's base-32 alphabet (no I, L, O, U; those
read as 1, 1, 0 when typed).

A friend code hides its word from a glance, not from a determined reader: the
word's letters are read as one number, which goes through a keyed permutation
(a Feistel network), so CRANE and CRATE give unrelated codes and nothing of the
word shows. The key is in this open source file, so anyone willing to run it
can decode a code; it keeps a friend from seeing the answer by accident.

Codes of earlier versions (``EN5-7KQ2MX`` without a kind letter) still play
the same practice word; their friend codes (``EN5-F…``) showed the word to
anyone who looked closely and are refused with a message asking for a new one.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

from wordle_tui.core.languages import Language, check_length, get_language
from wordle_tui.core.quoting import quoted
from wordle_tui.i18n import _

BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(BASE32)} | {"I": 1, "L": 1, "O": 0}
PRACTICE_DIGITS = 6  # a seed below 32 ** 6, about a billion practice words
PRACTICE = "P"
FRIEND = "F"
_CODE = re.compile(r"^([A-Z]{2})([4-8])([A-Z]?)-([0-9A-Z]+)$")
_FEISTEL_ROUNDS = 6
_FRIEND_KEY = "wordle-tui friend code 2"  # the earlier versions' codes used another scheme
EXAMPLE = "EN5P-7KQ2MXX"


class CodeError(ValueError):
    """A practice or friend code that cannot be read."""


@dataclass(frozen=True)
class GameCode:
    """What a code stands for: a practice seed or a friend's hidden word."""

    language: str
    length: int
    seed: int | None = None
    word: str | None = None

    @property
    def is_friend(self) -> bool:
        return self.word is not None


# --- base 32 and the check character ---------------------------------------------------


def _to_base32(value: int, digits: int) -> str:
    chars = []
    for _position in range(digits):
        value, digit = divmod(value, 32)
        chars.append(BASE32[digit])
    return "".join(reversed(chars))


def _from_base32(text: str) -> int:
    value = 0
    for ch in text:
        value = value * 32 + _VALUE[ch]
    return value


def check_character(text: str) -> str:
    """Luhn mod 32 over ``text`` (the code without its dash and check): every single
    mistyped character and most swapped neighbours change it."""
    total = 0
    factor = 2
    for ch in reversed(text):
        addend = factor * _VALUE[ch]
        total += addend // 32 + addend % 32
        factor = 3 - factor
    return BASE32[(32 - total % 32) % 32]


def _with_check(head: str, body: str) -> str:
    return f"{head}-{body}{check_character(head + body)}"


# --- practice codes ----------------------------------------------------------------------


def code_pattern(language: str, length: int, *, friend: bool = False) -> str:
    """How a code of this list and kind starts, to show one: ``ES5P-…``, ``ES5F-…``."""
    kind = FRIEND if friend else PRACTICE
    return f"{get_language(language).code.upper()}{check_length(length)}{kind}-…"


def new_practice_seed() -> int:
    return secrets.randbelow(32**PRACTICE_DIGITS)


def practice_code(language: str, length: int, seed: int) -> str:
    """A code like ``EN5P-7KQ2MXX`` that names one practice word."""
    head = f"{get_language(language).code.upper()}{check_length(length)}{PRACTICE}"
    return _with_check(head, _to_base32(seed, PRACTICE_DIGITS))


# --- friend codes ------------------------------------------------------------------------


def _friend_domain(language: Language, length: int) -> tuple[int, int, int]:
    """Words of ``length`` letters as numbers below ``size``; the Feistel network's half
    width in bits (its domain, ``4 ** half``, is at least ``size``); base-32 digits."""
    size = len(language.alphabet) ** length
    half = ((size - 1).bit_length() + 1) // 2
    digits = 1
    while 32**digits < size:
        digits += 1
    return size, half, digits


def _round_value(key: bytes, round_number: int, value: int, half: int) -> int:
    data = key + bytes([round_number]) + value.to_bytes(8, "big")
    return int.from_bytes(hashlib.sha256(data).digest()[:8], "big") & ((1 << half) - 1)


def _feistel(value: int, key: bytes, half: int, *, inverse: bool = False) -> int:
    """A keyed permutation of the numbers below ``4 ** half``."""
    mask = (1 << half) - 1
    left, right = value >> half, value & mask
    rounds = range(_FEISTEL_ROUNDS)
    if not inverse:
        for number in rounds:
            left, right = right, left ^ _round_value(key, number, right, half)
    else:
        for number in reversed(rounds):
            left, right = right ^ _round_value(key, number, left, half), left
    return (left << half) | right


def _permute(value: int, key: bytes, half: int, size: int, *, inverse: bool = False) -> int:
    """The permutation restricted to the numbers below ``size`` (cycle walking)."""
    value = _feistel(value, key, half, inverse=inverse)
    while value >= size:
        value = _feistel(value, key, half, inverse=inverse)
    return value


def _friend_key(language: Language, length: int) -> bytes:
    return hashlib.sha256(f"{_FRIEND_KEY}|{language.code}|{length}".encode()).digest()


def friend_code(word: str, language: str) -> str:
    """Hide a chosen word in a code such as ``EN5F-5E60AY`` (a friend can't read it)."""
    lang = get_language(language)
    length = check_length(len(word))
    size, half, digits = _friend_domain(lang, length)
    number = 0
    for letter in word:
        number = number * len(lang.alphabet) + lang.letter_index(letter)
    hidden = _permute(number, _friend_key(lang, length), half, size)
    return _with_check(f"{lang.code.upper()}{length}{FRIEND}", _to_base32(hidden, digits))


def _friend_word(lang: Language, length: int, body: str) -> str:
    size, half, digits = _friend_domain(lang, length)
    if len(body) != digits:
        raise CodeError(_("this friend code is damaged: it has the wrong number of characters"))
    hidden = _from_base32(body)
    if hidden >= size:
        raise CodeError(_("this friend code is damaged: it names no word"))
    number = _permute(hidden, _friend_key(lang, length), half, size, inverse=True)
    letters = []
    for _position in range(length):
        number, index = divmod(number, len(lang.alphabet))
        letters.append(lang.alphabet[index])
    return "".join(reversed(letters))


# --- reading a code ---------------------------------------------------------------------


def _looks_like_old_friend_code(length: int, body: str) -> bool:
    """An earlier version's friend code: ``EN5-F`` then one character per letter and a
    check (the weighted sum of the letters' values, mod 32)."""
    if not body.startswith(FRIEND) or len(body) != length + 2:
        return False
    *letters, check = [_VALUE[ch] for ch in body[1:]]
    return sum((i + 1) * d for i, d in enumerate(letters)) % 32 == check


def read_code(code: str) -> GameCode:
    """Parse a practice or friend code; raises CodeError with a one-line reason."""
    text = code.strip().upper()
    if not text:
        raise CodeError(_("the code is empty"))
    match = _CODE.match(text)
    if not match or any(ch not in _VALUE for ch in match.group(4)):
        raise CodeError(
            _("{code} is not a game code (they look like {example})").format(
                code=quoted(code.strip()), example=EXAMPLE
            )
        )
    lang_code, length_text, kind, body = match.groups()
    try:
        lang = get_language(lang_code)
    except ValueError:
        raise CodeError(
            _("{code} names no language this version has").format(code=quoted(code.strip()))
        ) from None
    length = int(length_text)
    if not kind:
        return _read_old_code(lang, length, body)
    if kind not in (PRACTICE, FRIEND):
        raise CodeError(
            _("{code} is not a game code (they look like {example})").format(
                code=quoted(code.strip()), example=EXAMPLE
            )
        )
    if len(body) < 2 or check_character(f"{lang_code}{length_text}{kind}{body[:-1]}") != body[-1]:
        raise CodeError(_("this code has a mistyped character: check it against the one you got"))
    payload = body[:-1]
    if kind == PRACTICE:
        if len(payload) != PRACTICE_DIGITS:
            raise CodeError(
                _("a practice code has {count} characters after the dash").format(
                    count=PRACTICE_DIGITS + 1
                )
            )
        return GameCode(lang.code, length, seed=_from_base32(payload))
    return GameCode(lang.code, length, word=_friend_word(lang, length, payload))


def _read_old_code(lang: Language, length: int, body: str) -> GameCode:
    """A code of an earlier version: its practice codes still play the same word."""
    head = f"{lang.code.upper()}{length}"
    if _looks_like_old_friend_code(length, body) or (
        body.startswith(FRIEND) and len(body) != PRACTICE_DIGITS
    ):
        raise CodeError(
            _(
                "this friend code is from an earlier wordle-tui, whose codes showed the word: "
                "ask your friend for a new one"
            )
        )
    if len(body) != PRACTICE_DIGITS:
        raise CodeError(
            _("{code} is not a game code (they look like {example})").format(
                code=quoted(f"{head}-{body}"), example=EXAMPLE
            )
        )
    return GameCode(lang.code, length, seed=_from_base32(body))
