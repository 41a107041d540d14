import pytest

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule, hard_mode_violation, ordinal
from wordle_tui.core.scoring import score


def rows_for(target, *guesses):
    return [Row(g, score(g, target)) for g in guesses]


@pytest.mark.parametrize(
    ("target", "previous", "guess", "allowed"),
    [
        # reference vectors of the hard-mode rule: (target, previous guess, guess, allowed?)
        ("yyyyy", "xxxxx", "xxxxx", True),
        ("zxvyu", "yxwww", "ywxzw", False),
        ("yyyyyy", "xxyxxx", "yyxyyy", False),
        ("zxywv", "xyxzw", "wzxyw", True),
    ],
)
def test_seed_001_vectors(target, previous, guess, allowed):
    assert (hard_mode_violation(guess, rows_for(target, previous)) is None) is allowed


def test_original_messages():
    rows = rows_for("share", "crane")  # c- rY aG n- eG
    assert hard_mode_violation("zzzzz", rows) == "3rd letter must be A"
    assert hard_mode_violation("aaaaa", rows) == "5th letter must be E"
    assert hard_mode_violation("blame", rows) == "Guess must contain R"
    assert hard_mode_violation("frame", rows) is None


def test_green_checked_before_yellow():
    rows = rows_for("abcde", "axxxc")  # a green, c yellow
    assert hard_mode_violation("zzzzz", rows) == "1st letter must be A"


def test_grey_letters_may_be_reused_and_yellow_may_stay_in_place():
    rows = rows_for("share", "tears")  # t- eY aY rY sY
    assert hard_mode_violation("tears", rows) is None


def test_repeated_yellow_needs_as_many_copies():
    rows = rows_for("eerie", "elder")  # e G, l -, d -, e Y, r Y
    assert hard_mode_violation("erase", rows) is None  # two e's, an r
    assert hard_mode_violation("eruct", rows) == "Guess must contain E"


def test_rules_collected_over_rows_match_the_last_row_when_played_in_hard_mode():
    target = "plumb"
    rows = rows_for(target, "slump", "plumy")
    assert HardModeRule.from_rows(rows).violation("plums") is None
    assert HardModeRule.from_rows(rows).violation("blump") == "1st letter must be P"


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 5, 8, 11, 12, 13, 21, 22, 23)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "5th",
        "8th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
    ]
