import pytest

from tests.helpers import make_words
from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import score
from wordle_tui.core.validation import Problem, Rejection, validate_guess

WORDS = make_words(["crane", "share", "frame", "blame", "niños"[:5]], ["tears", "zzzzz"])
SPANISH = make_words(["niños", "señor", "arbol", "rubia"], language="es")


def check(text, rows=(), **options):
    return validate_guess(text, WORDS, rows, **options)


@pytest.mark.parametrize(
    ("text", "problem", "message"),
    [
        ("cran", Problem.NOT_ENOUGH_LETTERS, "Not enough letters"),
        ("cranes", Problem.TOO_MANY_LETTERS, "Too many letters"),
        ("cr4ne", Problem.BAD_CHARACTER, "'4' is not a letter"),
        ("qwert", Problem.NOT_IN_LIST, "Not in word list"),
    ],
)
def test_each_failure_has_its_own_reason(text, problem, message):
    result = check(text)
    assert isinstance(result, Rejection)
    assert result.problem is problem
    assert result.message == message


def test_valid_guess_is_normalised():
    assert check("  CRANE ") == "crane"


def test_already_guessed_is_an_option_off_by_default():
    rows = [Row("crane", score("crane", "share"))]
    assert check("crane", rows) == "crane"
    result = check("crane", rows, no_repeat=True)
    assert isinstance(result, Rejection) and result.problem is Problem.ALREADY_GUESSED
    assert result.message == "Already guessed"


def test_hard_mode_messages():
    rows = [Row("crane", score("crane", "share"))]
    result = check("tears", rows, hard_mode=True)
    assert isinstance(result, Rejection) and result.problem is Problem.HARD_MODE
    assert result.message == "5th letter must be E"
    blame = check("blame", rows, hard_mode=True)
    assert blame.message == "Guess must contain R"
    assert check("frame", rows, hard_mode=True) == "frame"
    assert check("tears", rows) == "tears"  # normal mode does not care


def test_spanish_enye_and_accents():
    assert validate_guess("NIÑOS", SPANISH) == "niños"
    assert validate_guess("Árbol", SPANISH) == "arbol"
    assert validate_guess("ninos", SPANISH).problem is Problem.NOT_IN_LIST
