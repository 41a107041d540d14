"""What every kind of game shares (core/playing.py), tested once for all of them."""

import pytest

from tests.helpers import make_words
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.filtering import Row
from wordle_tui.core.game import Game
from wordle_tui.core.hardmode import HARD_MODE_LOCKED
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import DORDLE, MultiGame
from wordle_tui.core.playing import Status, best_marks, new_uid, play_options
from wordle_tui.core.scoring import Mark, score
from wordle_tui.core.validation import Problem
from wordle_tui.i18n import set_ui_language

WORDS = make_words(["crane", "share", "frame", "blame", "shake"], ["tears"])


def games():
    return [
        Game(WORDS, "crane", max_attempts=3),
        MultiGame(WORDS, DORDLE, ("crane", "share"), max_attempts=3),
        AbsurdleGame(WORDS, max_attempts=3),
    ]


def test_best_marks_keeps_green_over_yellow_over_grey():
    rows = [Row("share", score("share", "crane")), Row("crane", score("crane", "crane"))]
    best = best_marks(rows, 5)
    assert best["a"] is Mark.CORRECT  # green in both rows
    assert best["r"] is Mark.CORRECT  # yellow first, green later
    assert best["s"] is Mark.ABSENT
    assert best_marks([], 5) == {}


def test_new_uids_differ():
    assert new_uid() != new_uid()


@pytest.mark.parametrize("game", games(), ids=["game", "multi", "absurdle"])
def test_every_game_saves_and_reads_back_the_shared_fields(game):
    game.submit("share", now=10.0)
    game.mark_assisted()
    game.start_clock(0.0)
    saved = game.to_dict(now=4.5)
    for name in ("language", "length", "list", "max_attempts", "no_repeat", "mode", "uid"):
        assert name in saved
    assert saved["guesses"] == ["share"]
    assert saved["elapsed"] == 4.5
    back = type(game).from_json(game.to_json(now=4.5), lambda language, length: WORDS)
    assert back.guesses == ["share"]
    assert back.uid == game.uid
    assert (back.hints_used, back.hinted_turn, back.assisted) == (1, 1, True)
    assert back.seconds() == 4.5
    assert back.attempts_left == 2


@pytest.mark.parametrize("game", games(), ids=["game", "multi", "absurdle"])
def test_every_game_refuses_guesses_once_over(game):
    for _turn in range(3):
        game.submit("blame")
    assert game.is_over
    assert game.status is Status.LOST
    refused = game.check("share")
    assert refused.problem is Problem.GAME_OVER
    game.set_no_repeat(True)
    assert game.no_repeat


@pytest.mark.parametrize("game", games(), ids=["game", "multi", "absurdle"])
def test_a_damaged_save_names_the_guess_refused(game):
    data = game.to_dict()
    data["guesses"] = ["zz"]
    with pytest.raises(ValueError):
        type(game).from_dict(data, lambda language, length: WORDS)
    with pytest.raises(ValueError, match="JSON"):
        type(game).from_json("[1, 2]")


def test_play_options_read_saved_values_back_into_arguments():
    values = {
        "max_attempts": 6,
        "no_repeat": True,
        "mode": "daily",
        "elapsed": 3,
        "assisted": False,
        "started_at": None,
        "finished_at": None,
        "hints_used": 0,
        "hinted_turn": -1,
        "uid": None,
    }
    options = play_options(values)
    assert options["mode"] is Mode.DAILY
    assert options["elapsed"] == 3.0 and isinstance(options["elapsed"], float)
    assert options["uid"]


@pytest.mark.parametrize("kind", [Game, AbsurdleGame])
def test_hard_mode_locked_is_translated_for_every_one_board_game(kind):
    game = Game(WORDS, "crane") if kind is Game else AbsurdleGame(WORDS)
    game.submit("share")
    set_ui_language("es")  # the autouse fixture of conftest puts English back
    refused = game.set_hard_mode(True)
    assert refused.problem is Problem.HARD_MODE
    assert refused.message != HARD_MODE_LOCKED
    assert not game.hard_mode
