"""Practice and friend codes: never mistaken for each other, typos refused, words hidden."""

from __future__ import annotations

import itertools
import random
import string

import pytest

from tests.helpers import make_words
from wordle_tui.core.choose import practice_word
from wordle_tui.core.codes import (
    BASE32,
    PRACTICE_DIGITS,
    CodeError,
    check_character,
    friend_code,
    practice_code,
    read_code,
)
from wordle_tui.core.languages import ENGLISH, SPANISH

WORDS = make_words([f"{a}{b}ord" for a in "bcdfghklmnprstw" for b in "aeiou"])


def old_friend_code(word: str) -> str:
    """An English friend code as the earlier versions wrote it (a letter swap, a sum)."""
    import hashlib

    key = hashlib.sha256(f"wordle-tui friend|en|{len(word)}".encode()).digest()
    digits = [(ENGLISH.letter_index(ch) ^ key[i]) & 31 for i, ch in enumerate(word)]
    check = sum((i + 1) * d for i, d in enumerate(digits)) % 32
    return f"EN{len(word)}-F" + "".join(BASE32[d] for d in digits) + BASE32[check]


def test_practice_code_round_trip():
    code = practice_code("en", 5, 123456)
    assert code.startswith("EN5P-") and len(code) == 5 + PRACTICE_DIGITS + 1
    parsed = read_code(code.lower())
    assert (parsed.language, parsed.length, parsed.seed, parsed.is_friend) == (
        "en",
        5,
        123456,
        False,
    )
    assert practice_word(WORDS, 123456) == practice_word(WORDS, parsed.seed)


def test_every_practice_code_is_read_back_as_itself_whatever_its_first_character():
    rng = random.Random(7)
    seeds = [rng.randrange(32**PRACTICE_DIGITS) for _ in range(2000)]
    # one seed per first character, F among them (the earlier versions misread those)
    seeds += [digit * 32 ** (PRACTICE_DIGITS - 1) + 12345 for digit in range(32)]
    for length in range(4, 9):
        for seed in seeds:
            code = practice_code("en", length, seed)
            assert read_code(code) == read_code(code.lower())
            parsed = read_code(code)
            assert (parsed.seed, parsed.length, parsed.is_friend) == (seed, length, False), code


def test_friend_codes_are_never_read_as_practice_codes():
    rng = random.Random(3)
    for language in (ENGLISH, SPANISH):
        for length in range(4, 9):
            for _ in range(200):
                word = "".join(rng.choice(language.alphabet) for _ in range(length))
                parsed = read_code(friend_code(word, language.code))
                assert parsed.is_friend and parsed.word == word and parsed.length == length


def test_every_single_mistyped_character_is_refused():
    for code in (
        practice_code("en", 5, 987654),
        practice_code("es", 8, 5),
        friend_code("crane", "en"),
    ):
        dash = code.index("-")
        for position in range(dash + 1, len(code)):
            for replacement in BASE32:
                if replacement == code[position]:
                    continue
                typo = code[:position] + replacement + code[position + 1 :]
                with pytest.raises(CodeError):
                    read_code(typo)


def test_swapped_neighbours_are_refused():
    rng = random.Random(11)
    caught = missed = 0
    for _ in range(300):
        code = practice_code("en", 5, rng.randrange(32**PRACTICE_DIGITS))
        body = code.index("-") + 1
        for i in range(body, len(code) - 1):
            if code[i] == code[i + 1]:
                continue
            swapped = code[:i] + code[i + 1] + code[i] + code[i + 2 :]
            try:
                read_code(swapped)
            except CodeError:
                caught += 1
            else:
                missed += 1
                assert {code[i], code[i + 1]} == {"0", "Z"}  # Luhn's one blind spot
    assert caught > 1000


def test_the_kind_letter_is_covered_by_the_check():
    code = practice_code("en", 6, 4242)
    with pytest.raises(CodeError, match="mistyped"):
        read_code(code.replace("EN6P", "EN6F"))
    with pytest.raises(CodeError, match="mistyped"):
        read_code(code.replace("EN6P", "ES6P"))


def test_a_neighbouring_word_gives_an_unrelated_code():
    rng = random.Random(5)
    shared = []
    for _ in range(300):
        word = "".join(rng.choice(string.ascii_lowercase) for _ in range(5))
        position = rng.randrange(5)
        other = (
            word[:position]
            + rng.choice(string.ascii_lowercase.replace(word[position], ""))
            + word[position + 1 :]
        )
        a, b = friend_code(word, "en"), friend_code(other, "en")
        shared.append(sum(x == y for x, y in zip(a[5:-1], b[5:-1], strict=True)))
    # unrelated codes agree on about 5/32 of the positions; a letter swap would on 4 of 5
    assert sum(shared) / len(shared) < 0.5
    assert friend_code("crane", "en")[5:9] != friend_code("crate", "en")[5:9]


def test_the_word_is_not_read_off_the_code():
    rng = random.Random(9)
    words = ["".join(rng.choice(string.ascii_lowercase) for _ in range(5)) for _ in range(500)]
    codes = [friend_code(word, "en") for word in words]
    # the same first letter does not give the same first code character (it did before)
    by_letter = {}
    for word, code in zip(words, codes, strict=True):
        by_letter.setdefault(word[0], set()).add(code[5])
    assert all(
        len(chars) > 1
        for letter, chars in by_letter.items()
        if sum(w[0] == letter for w in words) > 10
    )
    for word, code in zip(words, codes, strict=True):
        assert word.upper() not in code


def test_codes_of_earlier_versions():
    # practice codes still play the same seed, also those starting with F (misread before)
    def seed_of(body: str) -> int:
        return sum(BASE32.index(ch) * 32**i for i, ch in enumerate(reversed(body)))

    assert read_code("EN5-7KQ2MX").seed == seed_of("7KQ2MX")
    old = read_code("EN5-F00C1S")
    assert not old.is_friend and old.seed == seed_of("F00C1S")
    assert read_code("en5-7kq2mx") == read_code("EN5-7KQ2MX")
    # friend codes showed the word: refused with a way forward
    for word in ("crane", "lamp", "planets"):
        with pytest.raises(CodeError, match=r"earlier wordle-tui.*new one"):
            read_code(old_friend_code(word))


def test_check_character_is_luhn_mod_32():
    body = "EN5P7KQ2MX"
    total = 0
    for index, ch in enumerate(reversed(body + check_character(body))):
        value = BASE32.index(ch) * (2 if index % 2 else 1)
        total += value // 32 + value % 32
    assert total % 32 == 0


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("hello", "not a game code"),
        ("EN9P-7KQ2MXX", "not a game code"),
        ("XX5P-7KQ2MXX", "no language"),
        ("EN5P-7KQ", "mistyped|characters"),
        ("EN5P-7KQ2M!X", "not a game code"),
        ("EN5Q-7KQ2MXX", "not a game code"),
        ("EN5-7KQ", "not a game code"),
    ],
)
def test_bad_codes_give_a_reason(bad, reason):
    with pytest.raises(CodeError, match=reason):
        read_code(bad)


def test_a_huge_or_unprintable_code_is_not_echoed_whole():
    with pytest.raises(CodeError) as caught:
        read_code("EN5P-" + "\x1b[31m" + "A" * 100_000)
    message = str(caught.value)
    assert len(message) < 160 and "\x1b" not in message and "\\x1b" in message


def test_all_friend_words_of_a_length_round_trip():
    """Four letters: every one of the 26 ** 4 words (the permutation is a bijection)."""
    seen = set()
    for letters in itertools.islice(
        itertools.product(string.ascii_lowercase, repeat=4), 0, None, 97
    ):
        word = "".join(letters)
        code = friend_code(word, "en")
        assert read_code(code).word == word
        seen.add(code)
    assert len(seen) == len(range(0, 26**4, 97))
