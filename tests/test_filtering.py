import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.reference import reference_filter, reference_marks
from wordle_tui.core.filtering import (
    Row,
    consistent_mask,
    contradiction_message,
    diagnose_contradiction,
    filter_words,
    first_contradiction,
)
from wordle_tui.core.languages import ENGLISH, SPANISH
from wordle_tui.core.scoring import encode_words, parse_pattern, score
from wordle_tui.core.words import load_word_list


def rows_of(*pairs):
    return [Row(g, parse_pattern(p, len(g))) for g, p in pairs]


def test_repeated_letters_that_letter_rule_filters_get_wrong():
    # "speed" against answer "abide": the first e is yellow, the second grey, so
    # the answer has exactly one e. A letter-rule filter that reads the grey e as
    # "no e at all" would drop "abide" itself.
    words = ["abide", "eerie", "sheep", "elder", "deity"]
    rows = [Row("speed", score("speed", "abide"))]
    assert filter_words(words, rows) == ["abide", "deity"]


def test_seed_003_game():
    words = ["eaten", "rodeo", "shire", "merry", "ferry", "berry", "jerry", "perry", "every"]
    rows = rows_of(("eaten", "Y----"), ("rodeo", "Y--Y-"), ("shire", "---GY"), ("merry", "-GGGG"))
    assert filter_words(words, rows) == ["ferry", "berry", "jerry", "perry"]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text("abeñ", min_size=4, max_size=4), min_size=2, max_size=30),
    st.integers(0, 3),
    st.randoms(use_true_random=False),
)
def test_filter_matches_reference(words, n_rows, rnd):
    answer = rnd.choice(words)
    guesses = [rnd.choice(words) for _ in range(n_rows)]
    rows = [Row(g, score(g, answer)) for g in guesses]
    ref_rows = [(g, "".join(reference_marks(g, answer))) for g in guesses]
    expected = reference_filter(words, ref_rows)
    assert filter_words(words, rows) == expected
    mask = consistent_mask(encode_words(words, SPANISH.alphabet), rows, SPANISH.alphabet)
    assert [w for w, keep in zip(words, mask, strict=True) if keep] == expected
    assert answer in expected


def test_every_word_of_a_small_universe_filters_exactly():
    words = ["".join(p) for p in itertools.product("abc", repeat=4)]
    for answer in words[::7]:
        for guess in words[::11]:
            rows = [Row(guess, score(guess, answer))]
            got = filter_words(words, rows)
            assert answer in got
            assert all(score(guess, w) == score(guess, answer) for w in got)
            assert len(got) == sum(score(guess, w) == score(guess, answer) for w in words)


def test_first_contradiction_names_the_row_that_empties_the_list():
    words = ["crane", "crate", "trace"]
    rows = rows_of(("crane", "GGG-G"), ("crate", "GGGGG"), ("trace", "GGGGG"))
    assert first_contradiction(words, rows[:2]) is None
    assert first_contradiction(words, rows) == 2


def test_diagnose_points_at_the_row_one_tile_off():
    words = ["crane", "crate", "grate", "plate", "slate", "state", "trace"]
    # answer "plate"; the player marked row 0's R green instead of grey
    rows = rows_of(("crane", "-GG-G"), ("slate", "-GGGG"), ("plate", "GGGGG"))
    verdict = diagnose_contradiction(words, rows)
    assert verdict is not None
    assert verdict.first_empty_row == 1
    assert verdict.suspect_row == 0
    assert verdict.tiles_off == 1
    assert diagnose_contradiction(words, rows_of(("crane", "--G-G"), ("slate", "-GGGG"))) is None


def test_english_alphabet_mask():
    words = ["abbey", "abyss"]
    mask = consistent_mask(
        encode_words(words, ENGLISH.alphabet), [Row("abbey", 242)], ENGLISH.alphabet
    )
    assert mask.tolist() == [True, False]


def test_the_conflict_is_the_fewest_rows_with_no_common_word():
    """Rows 2 and 3 together leave words; it is row 1 (C green) with row 3 (C grey) that
    clash, so those two are named, not the last two rows played."""
    words = load_word_list("en", 5).guesses
    rows = rows_of(("crane", "G----"), ("slate", "-----"), ("cloth", "-----"))
    assert filter_words(words, rows[1:])
    verdict = diagnose_contradiction(words, rows)
    assert verdict is not None and verdict.conflict == (0, 2) and verdict.suspect_row == 2
    assert contradiction_message(verdict) == ("No word matches rows 1 and 3 together — check row 3")
    named = contradiction_message(verdict, lambda i: rows[i].guess.upper())
    assert named == "No word matches CRANE and CLOTH together — check row 3"


def test_a_row_no_word_can_give_is_a_conflict_of_one():
    words = ["crane", "crate", "trace"]
    rows = rows_of(("crane", "GGGGG"), ("crate", "GGGYY"))  # CRATE can't colour itself so
    verdict = diagnose_contradiction(words, rows)
    assert verdict is not None and verdict.conflict == (1,)
    assert contradiction_message(verdict) == "No word matches the colours of row 2 — check them"


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_the_conflict_is_minimal_and_smallest(data):
    """Against a slow reference: the named rows leave no word, dropping any one of them
    leaves a word, and no smaller set of rows leaves none."""
    words = ["crane", "crate", "trace", "slate", "plate", "share", "shake", "frame", "whack"]
    count = data.draw(st.integers(2, 5))
    rows = [
        Row(
            data.draw(st.sampled_from(words)),
            data.draw(st.sampled_from([score(g, a) for g in words for a in words])),
        )
        for _ in range(count)
    ]
    verdict = diagnose_contradiction(words, rows)
    if verdict is None:
        assert filter_words(words, rows)
        return
    chosen = [rows[i] for i in verdict.conflict]
    assert not filter_words(words, chosen)
    for leave_out in range(len(chosen)):
        assert filter_words(words, chosen[:leave_out] + chosen[leave_out + 1 :])
    for size in range(1, len(chosen)):
        for subset in itertools.combinations(rows, size):
            assert filter_words(words, list(subset))
    assert verdict.suspect_row in verdict.conflict
