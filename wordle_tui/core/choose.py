"""Picking secrets: the daily word, practice codes and words chosen by a friend.

The daily word is the same for everyone on a date for a language, length and
list. The dailies walk through a fixed shuffle of the answers, so no word comes
back before every answer has had its day; the shuffle is ordered by SHA-256
hashes of the list's digest, so it cannot be foreseen without the lists, and
earlier days say nothing about later ones. Codes are short, case-insensitive and use
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

# The project's own daily numbering: 1 November 2026 is puzzle #1.
DAILY_EPOCH = date(2026, 11, 1)
_CYCLE_CACHE_SIZE = 32
_BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_DECODE = {ch: i for i, ch in enumerate(_BASE32)} | {"I": 1, "L": 1, "O": 0}
PRACTICE_DIGITS = 6
_CODE_RE = re.compile(r"^([A-Za-z]{2})([4-8])-(F?)([0-9A-Za-z]+)$")


def daily_number(day: date) -> int:
    """The daily puzzle's number: 1 on ``DAILY_EPOCH``, one more each day (0 or less before)."""
    return (day - DAILY_EPOCH).days + 1


def daily_day(number: int) -> date:
    """The day of daily puzzle ``number`` (the inverse of :func:`daily_number`)."""
    return DAILY_EPOCH + timedelta(days=number - 1)


_daily_cycles: dict[tuple[str, int], tuple[str, ...]] = {}


def daily_cycle(words: WordList, cycle: int) -> tuple[str, ...]:
    """The order in which the answers are the daily word during ``cycle``.

    Every cycle is a permutation of the answers, sorted by a SHA-256 of the
    list's digest, the cycle and the word: the same for everyone, stable for a
    list and different for each cycle. Cached per (digest, cycle).
    """
    key = (words.digest, cycle)
    order = _daily_cycles.get(key)
    if order is None:
        prefix = f"wordle-tui daily|{words.digest}|{cycle}|"
        order = tuple(
            sorted(
                words.answers, key=lambda word: hashlib.sha256(f"{prefix}{word}".encode()).digest()
            )
        )
        if len(_daily_cycles) >= _CYCLE_CACHE_SIZE:
            _daily_cycles.clear()
        _daily_cycles[key] = order
    return order


def daily_word(words: WordList, day: date) -> str:
    """The word of the day: no answer comes back until every answer has had its day."""
    cycle, position = divmod(daily_number(day) - 1, len(words.answers))
    return daily_cycle(words, cycle)[position]


def _pick(words: WordList, label: str) -> str:
    digest = hashlib.sha256(f"wordle-tui|{label}|{words.digest}".encode()).digest()
    return words.answers[int.from_bytes(digest, "big") % len(words.answers)]


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
