"""The multi-board model: Dordle, Quordle and Octordle on the single game's rules."""

from datetime import date

import pytest

from tests.helpers import make_words
from wordle_tui.core.choose import daily_number, practice_word
from wordle_tui.core.codes import CodeError
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import (
    DORDLE,
    OCTORDLE,
    QUORDLE,
    MultiAccepted,
    MultiGame,
    count_emoji,
    daily_words,
    get_variant,
    practice_words,
    read_variant_code,
    variant_code,
)
from wordle_tui.core.playing import Status
from wordle_tui.core.scoring import Mark, score, solved_pattern
from wordle_tui.core.validation import Problem, Rejection
from wordle_tui.core.words import load_word_list

WORDS = make_words(
    ["crane", "share", "frame", "blame", "shake", "shape", "stare", "grape", "plane"],
    ["tears", "xylyl"],
)
EN5 = load_word_list("en", 5)


def quordle(**options):
    return MultiGame(WORDS, QUORDLE, ("share", "frame", "blame", "shake"), **options)


def test_variants_have_the_web_versions_boards_and_tries():
    assert (DORDLE.boards, DORDLE.attempts) == (2, 7)
    assert (QUORDLE.boards, QUORDLE.attempts) == (4, 9)
    assert (OCTORDLE.boards, OCTORDLE.attempts) == (8, 13)
    assert get_variant("QUORDLE") is QUORDLE
    with pytest.raises(ValueError, match="Quordle"):
        get_variant("hexadecordle")


def test_one_guess_goes_to_every_unsolved_board_and_a_solved_board_freezes():
    game = quordle()
    first = game.submit("frame")
    assert isinstance(first, MultiAccepted)
    assert first.solved == (1,)
    assert first.patterns == tuple(score("frame", s) for s in game.secrets)
    second = game.submit("crane")
    assert isinstance(second, MultiAccepted)
    assert second.patterns[1] is None  # frozen
    assert second.patterns[0] == score("crane", "share")
    boards = game.boards()
    assert [row.guess for row in boards[1].rows] == ["frame"]
    assert boards[1].solved_at == 1
    assert [row.guess for row in boards[0].rows] == ["frame", "crane"]
    assert game.status is Status.PLAYING and game.turns == 2


def test_win_when_every_board_is_solved():
    game = quordle()
    for word in ("share", "frame", "blame"):
        assert game.submit(word).status is Status.PLAYING
    last = game.submit("shake")
    assert last.status is Status.WON and game.is_over
    assert [game.solved_at(i) for i in range(4)] == [1, 2, 3, 4]
    assert game.submit("crane").problem is Problem.GAME_OVER
    assert game.result_message() == "Solved in 4/9"


def test_loss_after_the_tries_names_the_unsolved_boards():
    game = MultiGame(WORDS, DORDLE, ("share", "frame"))
    game.submit("share")
    for _ in range(6):
        game.submit("crane")
    assert game.status is Status.LOST
    assert game.result_message() == "FRAME"
    assert game.attempts_left == 0


def test_refusals_are_the_single_games_and_change_nothing():
    game = quordle(no_repeat=True)
    assert game.submit("qqqqq").problem is Problem.NOT_IN_LIST
    assert game.submit("cran").problem is Problem.NOT_ENOUGH_LETTERS
    assert game.submit("cr4ne").problem is Problem.BAD_CHARACTER
    assert game.guesses == []
    game.submit("crane")
    assert game.submit("CRANE").problem is Problem.ALREADY_GUESSED
    assert game.guesses == ["crane"]


def test_repeats_are_allowed_unless_the_option_is_on():
    game = quordle()
    game.submit("crane")
    assert isinstance(game.submit("crane"), MultiAccepted)


def test_the_boards_words_must_be_distinct_and_fit():
    with pytest.raises(ValueError, match="different"):
        MultiGame(WORDS, DORDLE, ("share", "share"))
    with pytest.raises(ValueError, match="boards"):
        MultiGame(WORDS, QUORDLE, ("share", "frame"))
    with pytest.raises(ValueError, match="tries"):
        MultiGame(WORDS, QUORDLE, ("share", "frame", "blame", "shake"), max_attempts=3)


def test_keyboard_has_one_mark_per_board_and_knows_solved_boards():
    game = MultiGame(WORDS, DORDLE, ("share", "blame"))
    game.submit("shake")
    game.submit("share")
    keys = game.keyboard()
    assert keys.solved == (True, False)
    assert keys.of("s") == (Mark.CORRECT, Mark.ABSENT)
    assert keys.of("m") == (None, None)
    assert keys.of("a") == (Mark.CORRECT, Mark.CORRECT)
    assert keys.live("s") == (None, Mark.ABSENT)
    assert keys.spent("s") and keys.spent("h") and not keys.spent("a")
    # while the second row is still being revealed, only the first row counts
    early = game.keyboard(rows_shown=1)
    assert early.solved == (False, False)
    assert early.of("r") == (None, None)


def test_daily_boards_are_distinct_deterministic_and_differ_from_the_single_daily():
    day = date(2026, 11, 23)
    game = MultiGame.daily(EN5, OCTORDLE, day)
    assert game.mode is Mode.DAILY and game.puzzle == daily_number(day)
    assert len(set(game.secrets)) == 8
    assert all(EN5.is_answer(s) for s in game.secrets)
    assert MultiGame.daily(EN5, OCTORDLE, day).secrets == game.secrets
    others = MultiGame.daily(EN5, QUORDLE, day).secrets
    assert others != game.secrets[:4]
    assert daily_words(EN5, OCTORDLE, game.puzzle + 1) != game.secrets


def test_every_puzzle_of_a_small_list_has_distinct_boards():
    small = make_words(["crane", "share", "frame", "blame", "shake", "shape", "stare", "grape"])
    for number in range(60):
        words = daily_words(small, OCTORDLE, number)
        assert sorted(words) == sorted(small.answers)
    with pytest.raises(ValueError, match="8 different answers"):
        daily_words(make_words(["crane", "share"]), OCTORDLE, 1)


def test_practice_codes_round_trip_and_name_the_variant():
    game = MultiGame.practice(EN5, QUORDLE, seed=12345)
    assert game.code == variant_code(QUORDLE, "en", 5, 12345)
    assert game.code.startswith("Quordle-EN5")  # the name, then a practice code of EN5
    again = MultiGame.from_code(game.code.lower())
    assert again.secrets == game.secrets and again.variant is QUORDLE
    parsed = read_variant_code(game.code)
    assert (parsed.language, parsed.length, parsed.seed) == ("en", 5, 12345)
    # the boards are not the single practice word of the same seed
    assert practice_word(EN5, 12345) not in practice_words(EN5, QUORDLE, 12345)[:1]
    assert practice_words(EN5, DORDLE, 12345) != practice_words(EN5, QUORDLE, 12345)[:2]


@pytest.mark.parametrize(
    "code", ["EN5-7KQ2MX", "Hexordle-EN5-7KQ2MX", "Quordle-EN5-F123456", "Quordle-XX5-7KQ2MX"]
)
def test_bad_variant_codes_say_why(code):
    with pytest.raises(CodeError) as excinfo:
        read_variant_code(code)
    assert str(excinfo.value)


def test_share_gives_each_boards_count_two_a_line():
    game = quordle(mode=Mode.DAILY, puzzle=23)
    for word in ("crane", "share", "frame", "blame", "shake"):
        game.submit(word)
    text = game.share()
    header, blank, *lines = text.split("\n")
    assert header == "wordle-tui Quordle EN5 #23 5/9"
    assert blank == ""
    assert lines == [count_emoji(2) + count_emoji(3), count_emoji(4) + count_emoji(5)]
    assert count_emoji(2) == "2\ufe0f\u20e3"


def test_share_of_a_lost_game_marks_the_unsolved_boards():
    game = MultiGame(WORDS, DORDLE, ("share", "frame"), code="Dordle-EN5-0000AB")
    for _ in range(7):
        game.submit("crane")
    header, _, line = game.share().split("\n")
    assert header == "wordle-tui Dordle-EN5-0000AB X/7"  # the code names the game
    assert line == "🟥🟥"


def test_counts_above_nine_use_octordles_emoji():
    assert [count_emoji(n) for n in (10, 11, 12, 13)] == ["🔟", "🕚", "🕛", "🕐"]
    assert count_emoji(None) == "🟥"


def test_save_and_restore_keeps_everything():
    game = quordle(mode=Mode.DAILY, puzzle=23)
    game.submit("crane")
    game.submit("frame")
    game.mark_assisted()
    data = game.to_dict()
    loaded = MultiGame.from_dict(data, lambda lang, length: WORDS)
    assert loaded.to_dict() == data
    assert loaded.boards() == game.boards()


@pytest.mark.parametrize(
    "change",
    [
        {"variant": "hexadecordle"},
        {"secrets": ["share", "share", "blame", "shake"]},
        {"guesses": ["crane", "qqqqq"]},
        {"guesses": ["share", "frame", "blame", "shake", "crane"]},
        {"max_attempts": "9"},
        {"no_repeat": "false"},
        {"elapsed": float("nan")},
        {"mode": "daily", "puzzle": None},
        {"kind": None},
        {"puzzle": 10**7},  # beyond MAX_PUZZLE
    ],
)
def test_damaged_saves_are_refused(change):
    data = quordle().to_dict()
    data.update(change)
    with pytest.raises(ValueError):
        MultiGame.from_dict(data, lambda lang, length: WORDS)


def test_refused_from_json_for_text_that_is_not_a_game():
    with pytest.raises(ValueError):
        MultiGame.from_json("[1, 2]", lambda lang, length: WORDS)
    with pytest.raises(ValueError):
        MultiGame.from_json("{", lambda lang, length: WORDS)


def test_the_board_rows_match_a_fresh_score_whatever_the_order():
    game = quordle()
    for word in ("stare", "grape", "blame", "plane", "share"):
        result = game.submit(word)
        assert not isinstance(result, Rejection)
    for board in game.boards():
        for row in board.rows:
            assert row.pattern == score(row.guess, board.secret)
        if board.solved:
            assert board.rows[-1].pattern == solved_pattern(5)


def test_one_reader_restores_every_kind_of_saved_game():
    from wordle_tui.core.absurdle import AbsurdleGame
    from wordle_tui.core.game import Game
    from wordle_tui.core.saved import game_from_dict

    def load(language, length):
        return WORDS

    single = Game(WORDS, "share")
    single.submit("crane")
    multi = quordle()
    multi.submit("crane")
    absurd = AbsurdleGame(WORDS)
    absurd.submit("crane")
    for game in (single, multi, absurd):
        restored = game_from_dict(game.to_dict(), load)
        assert type(restored) is type(game) and restored.to_dict() == game.to_dict()
    with pytest.raises(ValueError, match="unknown kind"):
        game_from_dict({**multi.to_dict(), "kind": "hexadecordle"}, load)
