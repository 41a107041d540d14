import json
from datetime import date

import pytest

from tests.helpers import make_words
from wordle_tui.core.game import Game, win_word
from wordle_tui.core.hardmode import HARD_MODE_LOCKED
from wordle_tui.core.limits import Mode
from wordle_tui.core.playing import Status
from wordle_tui.core.scoring import Mark
from wordle_tui.core.validation import Problem, Rejection

WORDS = make_words(["crane", "share", "frame", "blame", "shake", "shape"], ["tears", "xylyl"])


def new_game(**options):
    return Game(WORDS, "share", **options)


def test_win():
    game = new_game()
    assert game.submit("crane").status is Status.PLAYING
    accepted = game.submit("share")
    assert accepted.status is Status.WON and game.status is Status.WON
    assert game.result_message() == "Magnificent"
    assert isinstance(game.submit("frame"), Rejection)


def test_loss_after_the_attempts():
    game = new_game(max_attempts=2)
    game.submit("crane")
    game.submit("frame")
    assert game.status is Status.LOST
    assert game.result_message() == "SHARE"
    assert game.submit("share").problem is Problem.GAME_OVER


def test_refused_guess_changes_nothing():
    game = new_game()
    assert game.submit("qqqqq").problem is Problem.NOT_IN_LIST
    assert game.rows == [] and game.status is Status.PLAYING


def test_win_words():
    assert [win_word(n, 6) for n in range(1, 7)] == [
        "Genius",
        "Magnificent",
        "Impressive",
        "Splendid",
        "Great",
        "Phew",
    ]
    assert win_word(3, 3) == "Phew" and win_word(7, 10) == "Great"


def test_keyboard_never_downgrades():
    game = new_game()
    game.submit("shake")  # s h a G, k -, e G
    game.submit("tears")  # a yellow now, s yellow
    keys = game.keyboard()
    assert keys["a"] is Mark.CORRECT and keys["s"] is Mark.CORRECT
    assert keys["k"] is Mark.ABSENT and keys["t"] is Mark.ABSENT


def test_hard_mode_only_at_the_start():
    game = new_game()
    assert game.set_hard_mode(True) is None
    assert game.set_hard_mode(False) is None
    game.submit("crane")
    locked = game.set_hard_mode(True)
    assert locked.message == HARD_MODE_LOCKED and not game.hard_mode


def test_hard_mode_guesses():
    game = new_game(hard_mode=True)
    game.submit("crane")
    assert game.submit("tears").message == "5th letter must be E"
    assert game.submit("frame").status is Status.PLAYING


def test_attempts_bounds():
    with pytest.raises(ValueError):
        new_game(max_attempts=0)
    with pytest.raises(ValueError):
        new_game(max_attempts=21)
    assert new_game(max_attempts=20).attempts_left == 20


def test_share_text():
    game = Game.daily(WORDS, date(2030, 3, 14), hard_mode=True)
    game.secret = "share"
    game.submit("crane")
    game.submit("share")
    # this project's numbering, the language and the length: never the NYT's number
    assert game.share() == f"wordle-tui EN5 #{game.puzzle} 2/6*\n\n⬛🟨🟩⬛🟩\n🟩🟩🟩🟩🟩"
    assert game.share(high_contrast=True, light=True).endswith("⬜🟦🟧⬜🟧\n🟧🟧🟧🟧🟧")
    assert game.puzzle == 1230 and game.title() == "Daily #1230"


def test_share_text_loss_and_practice_code():
    game = Game(WORDS, "share", max_attempts=1, mode=Mode.PRACTICE, code="EN5-7KQ2MX")
    game.submit("crane")
    assert game.share().startswith("wordle-tui EN5 practice EN5-7KQ2MX X/1\n\n")
    assert not game.share().endswith("\n")


def test_clock_only_counts_time_on_screen():
    game = new_game()
    game.start_clock(100.0)
    assert game.seconds(110.0) == 10.0
    game.stop_clock(110.0)
    game.start_clock(500.0)
    assert game.seconds(505.0) == 15.0
    game.submit("share", now=506.0)
    assert game.seconds(900.0) == 16.0


def test_hints_count_once_per_turn_even_across_a_resume():
    game = new_game()
    assert game.mark_assisted() and not game.mark_assisted()  # the same turn: one hint
    assert game.assisted and game.hints_used == 1
    restored = Game.from_json(game.to_json(), load=lambda lang, n: WORDS)
    assert not restored.mark_assisted() and restored.hints_used == 1  # resumed, same turn
    restored.submit("crane")
    assert restored.mark_assisted() and restored.hints_used == 2  # a new turn counts
    data = restored.to_dict()
    data["hinted_turn"] = 99
    with pytest.raises(ValueError, match="hinted_turn: 99 is not a turn"):
        Game.from_dict(data, load=lambda lang, n: WORDS)


def test_serialises_and_resumes_exactly():
    game = new_game(hard_mode=True, no_repeat=True, code="EN5-7KQ2MX")
    game.submit("crane")
    game.mark_assisted()
    text = game.to_json()
    restored = Game.from_json(text, load=lambda lang, n: WORDS)
    assert restored.rows == game.rows
    assert restored.to_dict() == game.to_dict()
    assert restored.keyboard() == game.keyboard()


@pytest.mark.parametrize(
    "text",
    ["", "[]", "{}", '{"format": 1}', "not json", json.dumps({"format": 99})],
)
def test_corrupt_saves_give_value_errors(text):
    with pytest.raises(ValueError):
        Game.from_json(text, load=lambda lang, n: WORDS)


def test_save_with_impossible_guesses_is_refused():
    data = new_game().to_dict()
    data["guesses"] = ["share", "crane"]  # a guess after the win
    with pytest.raises(ValueError):
        Game.from_dict(data, load=lambda lang, n: WORDS)
