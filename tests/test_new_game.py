"""Starting games from the settings, codes and chosen words."""

from datetime import date

import pytest

from tests.helpers import make_words
from wordle_tui.core.choose import practice_word
from wordle_tui.core.codes import CodeError, friend_code, practice_code
from wordle_tui.core.limits import Mode
from wordle_tui.core.new_game import (
    check_custom_word,
    custom_game,
    daily_game,
    game_from_code,
    practice_game,
)
from wordle_tui.core.settings import Settings

EN5 = make_words(["crane", "share", "frame"], ["tears"])
EN6 = make_words(["planet", "animal"])


def load(language, length):
    lists = {("en", 5): EN5, ("en", 6): EN6}
    if (language, length) not in lists:
        raise FileNotFoundError(f"{language}-{length}")
    return lists[(language, length)]


def test_daily_uses_the_settings():
    game = daily_game(Settings(attempts=8, hard_mode=True), date(2030, 3, 14), load)
    assert game.mode is Mode.DAILY and game.puzzle == 1230
    assert game.max_attempts == 8 and game.hard_mode


def test_practice_game_names_its_code():
    game = practice_game(Settings(), load, seed=12345)
    assert game.code == practice_code("en", 5, 12345)
    assert game.secret == practice_word(EN5, 12345)


def test_practice_code_gives_the_same_word():
    code = practice_code("en", 5, 999)
    game = game_from_code(code.lower(), Settings(), load)
    assert game.secret == practice_word(EN5, 999) and game.code == code


def test_friend_code_gives_the_hidden_word():
    code = friend_code("planet", "en")
    game = game_from_code(code, Settings(), load)
    assert (game.secret, game.length, game.mode) == ("planet", 6, Mode.CUSTOM)
    assert game.title() == code


def test_bad_codes():
    with pytest.raises(CodeError):
        game_from_code("hello", Settings(), load)
    with pytest.raises(CodeError, match="not in the word list"):
        game_from_code(friend_code("zzzzz", "en"), Settings(), load)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "Type a word"),
        ("abc", "4 to 8 letters"),
        ("cr4ne", "not a letter"),
        ("zzzzz", "ZZZZZ is not in the English word list"),
    ],
)
def test_custom_words_are_checked(text, reason):
    assert reason in check_custom_word(text, "en", load)


def test_custom_game_hides_the_word_behind_a_code():
    game = custom_game(" Tears ", Settings(), load)
    assert game.secret == "tears" and game.code == friend_code("tears", "en")
