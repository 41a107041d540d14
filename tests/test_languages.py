"""The game's languages come from data: every ``words/<lang>/language.toml`` (name, alphabet,
folding, keyboard), in a stable order, with a clear error for a bad description; explicit
folds to several letters reach typed input and normalising alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import make_words
from wordle_tui.core.game import Game
from wordle_tui.core.languages import (
    ENGLISH,
    LANGUAGES,
    SPANISH,
    Language,
    LanguageError,
    discover_languages,
    read_language,
)
from wordle_tui.core.normalize import BadCharacter, fold_letter, normalize
from wordle_tui.core.resources import words_dir
from wordle_tui.core.session import PlaySession
from wordle_tui.core.words import WordList
from wordle_tui.i18n import set_ui_language, ui_language

GERMANISH = """
name = "Deutsch"
order = 3
alphabet = "abcdefghijklmnopqrstuvwxyz"
keyboard = ["qwertzuiop", "asdfghjkl", "yxcvbnm"]

[folding]
letters = { "ß" = "ss", "ä" = "ae" }
"""


def describe(folder: Path, code: str, text: str) -> Path:
    path = folder / code / "language.toml"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_english_and_spanish_come_first_and_are_as_they_always_were():
    assert list(LANGUAGES)[:2] == ["en", "es"]
    assert LANGUAGES["en"] is ENGLISH and LANGUAGES["es"] is SPANISH
    assert (
        Language(
            "en", "English", "abcdefghijklmnopqrstuvwxyz", ("qwertyuiop", "asdfghjkl", "zxcvbnm")
        )
        == ENGLISH
    )
    assert (
        Language(
            "es",
            "Español",
            "abcdefghijklmnñopqrstuvwxyz",
            ("qwertyuiop", "asdfghjklñ", "zxcvbnm"),
        )
        == SPANISH
    )
    assert set(LANGUAGES) == {p.parent.name for p in words_dir().glob("*/language.toml")}


def test_the_keyboard_holds_every_letter_of_every_language():
    for language in LANGUAGES.values():
        assert sorted("".join(language.keyboard_rows)) == sorted(language.alphabet)


def test_a_new_language_is_a_description_and_the_order_is_stable(tmp_path):
    describe(tmp_path, "de", GERMANISH)
    describe(tmp_path, "ca", GERMANISH.replace("order = 3\n", "").replace("Deutsch", "Català"))
    describe(tmp_path, "nl", GERMANISH.replace("order = 3\n", "").replace("Deutsch", "Nederlands"))
    describe(tmp_path, "fr", GERMANISH.replace("order = 3", "order = 1").replace("Deutsch", "Fr"))
    assert list(discover_languages(tmp_path)) == ["fr", "de", "ca", "nl"]


def test_explicit_folds_give_several_letters_to_normalise_and_to_typing(tmp_path):
    german, _order = read_language(describe(tmp_path, "de", GERMANISH))
    assert german.folds == (("ß", "ss"), ("ä", "ae"))
    assert fold_letter("ß", german) == "ss" and fold_letter("é", german) == "e"
    assert normalize("Straße", german) == "strasse"
    assert normalize("Bär", german) == "baer"
    assert normalize("Straße", ENGLISH) == BadCharacter("ß", 4)  # English says nothing of ß
    words = WordList(german, 5, ("baere", "strae"), ("baere", "strae"))
    session = PlaySession(Game(words, "baere"))
    assert session.type_letter("B") and session.type_letter("Ä")
    assert session.typed == "bae"
    assert session.type_letter("r") and session.type_letter("e")
    assert not session.type_letter("ß")  # "ss" does not fit in the one place left
    assert session.typed == "baere"


def test_typing_in_english_and_spanish_is_unchanged():
    session = PlaySession(Game(make_words(["señor"], language="es"), "señor"))
    assert all(session.type_letter(ch) for ch in "SEÑO")
    assert not session.type_letter("ß")
    assert normalize("  Canción ", SPANISH) == "cancion"


BAD = [
    ('name = "Deutsch"\n', "", "name must be a text"),
    ('alphabet = "abc', 'alphabet = "Abc', "lower-case letters"),
    ('"yxcvbnm"', '"yxcvbn"', "missing: m"),
    ('"yxcvbnm"', '"yxcvbnmm"', "extra: m"),
    ('keyboard = ["qwertzuiop", "asdfghjkl", "yxcvbnm"]', "keyboard = 3", "keyboard must be"),
    ('"ß" = "ss"', '"ß" = "s5"', "folding.letters: 'ß'"),
    ('"ß" = "ss"', '"a" = "ss"', "folding.letters: 'a'"),
    ("order = 3", 'order = "3"', "order must be a whole number"),
    ("[folding]", "[folding\n", "language.toml"),
]


@pytest.mark.parametrize(("change", "replacement", "message"), BAD)
def test_a_bad_description_names_its_file_and_the_problem(tmp_path, change, replacement, message):
    assert change in GERMANISH
    path = describe(tmp_path, "de", GERMANISH.replace(change, replacement))
    with pytest.raises(LanguageError, match=message) as raised:
        discover_languages(tmp_path)
    assert path.as_posix() in str(raised.value)


def test_the_names_are_translated_by_the_catalogue():
    before = ui_language()
    try:
        set_ui_language("es")
        assert ENGLISH.title == "Inglés" and SPANISH.title == "Español"
        set_ui_language("en")
        assert ENGLISH.title == "English"
    finally:
        set_ui_language(before)
