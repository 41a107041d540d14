"""Starting games from the settings, codes and chosen words."""

from datetime import date

import pytest

from tests.helpers import make_words
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.choose import practice_word
from wordle_tui.core.codes import CodeError, friend_code, practice_code
from wordle_tui.core.game import Game
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.new_game import (
    ABSURDLE,
    GameRequest,
    RequestError,
    check_custom_word,
    custom_game,
    daily_game,
    game_from_code,
    new_game,
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


# --- new_game: every kind of new game from one request ------------------------------------------

QUORDLE_WORDS = make_words(["crane", "share", "frame", "blame", "shake", "stare"], ["tears"])


def load_boards(language, length):
    return QUORDLE_WORDS


@pytest.mark.parametrize(
    ("request_", "kind", "mode"),
    [
        (GameRequest(), Game, Mode.PRACTICE),
        (GameRequest(day=date(2030, 3, 14)), Game, Mode.DAILY),
        (GameRequest(word="tears"), Game, Mode.CUSTOM),
        (GameRequest("quordle"), MultiGame, Mode.PRACTICE),
        (GameRequest("dordle", day=date(2030, 3, 14)), MultiGame, Mode.DAILY),
        (GameRequest(ABSURDLE), AbsurdleGame, Mode.PRACTICE),
    ],
)
def test_every_kind_of_game_comes_from_one_request(request_, kind, mode):
    """The menu, the archive, the several-boards dialog, the friend's-word dialog and
    ``play`` built games in three places; they all ask new_game now."""
    game = new_game(request_, Settings(hard_mode=True, attempts=8), load_boards)
    assert isinstance(game, kind) and game.mode is mode
    if kind is not MultiGame:  # several boards have no hard mode and their own attempts
        assert game.hard_mode
    if kind is Game:
        assert game.max_attempts == 8


def test_a_request_with_a_code_plays_the_game_the_code_names():
    practice = new_game(GameRequest("quordle"), Settings(), load_boards)
    assert isinstance(practice, MultiGame) and practice.code
    again = new_game(GameRequest(code=practice.code), Settings(), load_boards)
    assert isinstance(again, MultiGame) and again.secrets == practice.secrets
    same = new_game(GameRequest("quordle", code=practice.code), Settings(), load_boards)
    assert same.secrets == practice.secrets
    with pytest.raises(RequestError, match="Quordle's, not a Dordle's"):
        new_game(GameRequest("dordle", code=practice.code), Settings(), load_boards)
    wordle = new_game(GameRequest(code=practice_code("en", 5, 7)), Settings(), load_boards)
    assert isinstance(wordle, Game) and wordle.secret == practice_word(QUORDLE_WORDS, 7)


@pytest.mark.parametrize(
    ("request_", "reason"),
    [
        (GameRequest("quordle", word="tears"), "played on one board"),
        (GameRequest(ABSURDLE, word="tears"), "played on one board"),
        (GameRequest(ABSURDLE, day=date(2030, 3, 14)), "Absurdle has no daily"),
        (GameRequest(day=date(2030, 3, 14), word="tears"), "pick one"),
        (GameRequest(word="zzzzz"), "not in the English word list"),
    ],
)
def test_a_request_that_names_no_game_says_why(request_, reason):
    with pytest.raises(RequestError, match=reason):
        new_game(request_, Settings(), load_boards)
