"""Picking secrets: the daily word, practice codes and words chosen by a friend.

The daily word is the same for everyone on a date for a language, length and
list, and is derived from a SHA-256 of the date and the list, so earlier days
say nothing about later ones. Codes are short, case-insensitive and use
Crockford's base-32 alphabet (no I, L, O, U) so they survive being read aloud.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from datetime import date, timedelta

from wordle_tui.core.languages import check_length, get_language
from wordle_tui.core.words import WordList

FIRST_PUZZLE_DAY = date(2021, 6, 19)
_BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_DECODE = {ch: i for i, ch in enumerate(_BASE32)} | {"I": 1, "L": 1, "O": 0}
PRACTICE_DIGITS = 6
_CODE_RE = re.compile(r"^([A-Za-z]{2})([4-8])-(F?)([0-9A-Za-z]+)$")


def puzzle_number(day: date) -> int:
    """Days since 19 June 2021, the original game's puzzle #0."""
    return (day - FIRST_PUZZLE_DAY).days


def daily_number(day: date) -> int:
    """The number of the daily puzzle of ``day``, as every daily game and the archive count."""
    return puzzle_number(day)


def daily_day(number: int) -> date:
    """The day whose daily puzzle has ``number`` (the inverse of :func:`daily_number`)."""
    return FIRST_PUZZLE_DAY + timedelta(days=number)


def _pick(words: WordList, label: str) -> str:
    digest = hashlib.sha256(f"wordle-tui|{label}|{words.digest}".encode()).digest()
    return words.answers[int.from_bytes(digest, "big") % len(words.answers)]


def daily_word(words: WordList, day: date) -> str:
    """The word of the day for this list."""
    return _pick(words, f"daily|{day.isoformat()}")


def _to_base32(value: int, digits: int) -> str:
    chars = []
    for _ in range(digits):
        value, digit = divmod(value, 32)
        chars.append(_BASE32[digit])
    return "".join(reversed(chars))


def _from_base32(text: str) -> int:
    value = 0
    for ch in text.upper():
        if ch not in _DECODE:
            raise ValueError(f"'{ch}' cannot appear in a code")
        value = value * 32 + _DECODE[ch]
    return value


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


def new_practice_seed() -> int:
    return secrets.randbelow(32**PRACTICE_DIGITS)


def practice_code(language: str, length: int, seed: int) -> str:
    """A code like ``EN5-7KQ2MX`` that names one practice word."""
    return f"{language.upper()}{length}-{_to_base32(seed, PRACTICE_DIGITS)}"


def practice_word(words: WordList, seed: int) -> str:
    return _pick(words, f"practice|{seed}")


def _friend_keystream(language: str, length: int) -> bytes:
    return hashlib.sha256(f"wordle-tui friend|{language}|{length}".encode()).digest()


def friend_code(word: str, language: str) -> str:
    """Hide a chosen word in a code such as ``EN5-F3Z8KQ1`` (so a friend can't read it)."""
    lang = get_language(language)
    length = check_length(len(word))
    key = _friend_keystream(lang.code, length)
    digits = [(lang.letter_index(ch) ^ key[i]) & 31 for i, ch in enumerate(word)]
    check = sum((i + 1) * d for i, d in enumerate(digits)) % 32
    body = "".join(_BASE32[d] for d in digits) + _BASE32[check]
    return f"{lang.code.upper()}{length}-F{body}"


def read_code(code: str) -> GameCode:
    """Parse a practice or friend code; raises CodeError with a reason."""
    match = _CODE_RE.match(code.strip())
    if not match:
        raise CodeError(f"{code.strip()!r} is not a game code (they look like EN5-7KQ2MX)")
    lang_code, length_text, friend, body = match.groups()
    try:
        lang = get_language(lang_code)
    except ValueError as exc:
        raise CodeError(str(exc)) from None
    length = int(length_text)
    if not friend:
        if len(body) != PRACTICE_DIGITS:
            raise CodeError(f"a practice code has {PRACTICE_DIGITS} characters after the dash")
        try:
            return GameCode(lang.code, length, seed=_from_base32(body))
        except ValueError as exc:
            raise CodeError(str(exc)) from None
    if len(body) != length + 1:
        raise CodeError("this friend code is damaged: it has the wrong number of characters")
    try:
        digits = [_DECODE[ch] for ch in body.upper()]
    except KeyError as exc:
        raise CodeError(f"'{exc.args[0]}' cannot appear in a code") from None
    *letters, check = digits
    if sum((i + 1) * d for i, d in enumerate(letters)) % 32 != check:
        raise CodeError("this friend code is damaged: a character was mistyped")
    key = _friend_keystream(lang.code, length)
    try:
        word = "".join(lang.alphabet[(d ^ key[i]) & 31] for i, d in enumerate(letters))
    except IndexError:
        raise CodeError("this friend code is damaged: it names no word") from None
    return GameCode(lang.code, length, word=word)
