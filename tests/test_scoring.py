import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.reference import reference_code, reference_marks
from wordle_tui.core.languages import ENGLISH, SPANISH
from wordle_tui.core.scoring import (
    Mark,
    PatternError,
    code_of,
    encode_words,
    marks_of,
    parse_pattern,
    pattern_dtype,
    pattern_matrix,
    pattern_to_string,
    score,
    score_against,
    solved_pattern,
)


def marks(answer: str, guess: str) -> str:
    return pattern_to_string(score(guess, answer), len(guess))


@pytest.mark.parametrize(
    ("answer", "guess", "expected"),
    [
        # reference vectors (target, guess -> marks), repeated letters and longer words among them
        ("whack", "chuck", "-G-GG"),
        ("xxyzz", "zxxwx", "YGY--"),
        ("xyyyx", "xxyxx", "G-G-G"),
        ("xxxxx", "xxxxx", "GGGGG"),
        ("xxxxx", "yyyyy", "-----"),
        ("casio", "patos", "-G-YY"),
        ("alias", "algas", "GG-GG"),
        ("avispado", "albahaca", "G----G--"),
        # a letter guessed more often than the answer has it: the second a of alada is yellow,
        # the third grey
        ("alias", "alada", "GGY--"),
        # a whole game, row by row (answer "ferry")
        ("ferry", "eaten", "Y----"),
        ("ferry", "rodeo", "Y--Y-"),
        ("ferry", "merry", "-GGGG"),
    ],
)
def test_seed_vectors(answer, guess, expected):
    assert marks(answer, guess) == expected


def test_alias_algas_g_is_grey():
    assert marks_of(score("algas", "alias"), 5)[2] is Mark.ABSENT


def test_avispado_albahaca_greens_at_first_and_sixth():
    got = marks_of(score("albahaca", "avispado"), 8)
    assert [i for i, m in enumerate(got) if m is Mark.CORRECT] == [0, 5]
    assert all(got[i] is Mark.ABSENT for i in (3, 7))  # the other a's


def test_code_is_compact_base_three():
    assert solved_pattern(5) == 242
    assert score("abcde", "abcde") == 242
    assert score("abcde", "fghij") == 0
    assert code_of(marks_of(157, 5)) == 157
    assert pattern_dtype(5) is np.uint8 and pattern_dtype(6) is np.uint16


@pytest.mark.parametrize(
    "text",
    [
        "GY--G",
        "gy..g",
        "gyxxg",
        "GYXXG",
        "21002",
        "🟩🟨⬛⬛🟩",
        "🟩🟨⬜⬜🟩",
        "🟧🟦⬛⬛🟧",
        " G Y - - G ",
        "🟩🟨⬛️⬛️🟩",
    ],
)
def test_parse_pattern_accepts_every_spelling(text):
    assert parse_pattern(text, 5) == code_of([2, 1, 0, 0, 2])


@pytest.mark.parametrize(
    ("text", "reason"),
    [("GY-G", "4 colours given, 5 needed"), ("GYZ-G", "'Z' is not a colour"), ("", "0 colours")],
)
def test_parse_pattern_gives_a_reason(text, reason):
    with pytest.raises(PatternError, match=reason):
        parse_pattern(text, 5)


def test_pattern_round_trips_through_text():
    for code in range(243):
        assert parse_pattern(pattern_to_string(code, 5), 5) == code


# --- property tests against the slow reference -----------------------------


def words_over(alphabet: str, length: int):
    return st.text(alphabet=alphabet, min_size=length, max_size=length)


few_letters = "abcñ"  # few letters so repeats are frequent; ñ included


@settings(max_examples=600, deadline=None)
@given(
    st.integers(4, 8).flatmap(
        lambda n: st.tuples(words_over(few_letters, n), words_over(few_letters, n))
    )
)
def test_scalar_scorer_matches_reference(pair):
    guess, answer = pair
    assert score(guess, answer) == reference_code(guess, answer)
    assert pattern_to_string(score(guess, answer), len(guess)) == "".join(
        reference_marks(guess, answer)
    )


@settings(max_examples=150, deadline=None)
@given(
    st.integers(4, 8).flatmap(
        lambda n: st.tuples(
            st.lists(words_over("aeñsz", n), min_size=1, max_size=12),
            st.lists(words_over("aeñsz", n), min_size=1, max_size=12),
        )
    )
)
def test_vectorised_scorer_matches_reference(lists):
    guesses, answers = lists
    alphabet = SPANISH.alphabet
    table = pattern_matrix(encode_words(guesses, alphabet), encode_words(answers, alphabet))
    for i, g in enumerate(guesses):
        for j, a in enumerate(answers):
            assert table[i, j] == reference_code(g, a), (g, a)


def test_vectorised_scorer_on_all_five_letter_repeat_shapes():
    # every guess shape with repeats against answers with repeats
    import itertools

    letters = "abc"
    words = ["".join(p) for p in itertools.product(letters, repeat=5)]
    codes = encode_words(words, ENGLISH.alphabet)
    table = pattern_matrix(codes, codes)
    for i, g in enumerate(words):
        for j, a in enumerate(words):
            assert table[i, j] == score(g, a)


def test_score_against_one_guess():
    answers = ["whack", "chuck", "crane"]
    got = score_against("chuck", encode_words(answers, ENGLISH.alphabet), ENGLISH.alphabet)
    assert list(got) == [score("chuck", a) for a in answers]
