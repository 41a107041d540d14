"""The play session: typing, locking during a reveal, keys coloured after it."""

from tests.helpers import make_words
from wordle_tui.core.game import Accepted, Game
from wordle_tui.core.scoring import Mark
from wordle_tui.core.session import PlaySession
from wordle_tui.core.validation import Problem, Rejection

WORDS = make_words(["crane", "share", "frame"], ["tears"])
SPANISH = make_words(["señor", "sueño"], language="es")


def new_session(secret="share", **options):
    return PlaySession(Game(WORDS, secret, **options))


def test_typing_stops_at_the_word_length_and_folds_accents():
    session = new_session()
    assert all(session.type_letter(ch) for ch in "CRÁNE")
    assert not session.type_letter("x")
    assert session.typed == "crane"


def test_non_letters_are_ignored():
    session = new_session()
    assert not session.type_letter("1") and not session.type_letter("ß")
    assert session.typed == ""


def test_spanish_keeps_n_tilde():
    session = PlaySession(Game(SPANISH, "señor"))
    for ch in "SEÑOR":
        session.type_letter(ch)
    assert session.typed == "señor"


def test_refused_row_stays_typed_and_accepted_row_clears():
    session = new_session()
    for ch in "tea":
        session.type_letter(ch)
    result = session.submit()
    assert isinstance(result, Rejection) and result.problem is Problem.NOT_ENOUGH_LETTERS
    assert session.typed == "tea"
    session.type_letter("r")
    session.type_letter("s")
    assert isinstance(session.submit(), Accepted)
    assert session.typed == ""


def test_input_is_locked_until_the_row_is_revealed():
    session = new_session()
    for ch in "crane":
        session.type_letter(ch)
    session.submit()
    assert session.revealing and not session.accepts_input
    assert not session.type_letter("s") and session.submit() is None
    assert session.keyboard() == {}  # keys change only once the row is shown
    session.finish_reveal()
    assert session.keyboard()["a"] is Mark.CORRECT
    assert session.type_letter("s")


def test_delete_letter():
    session = new_session()
    assert not session.delete_letter()
    session.type_letter("c")
    assert session.delete_letter() and session.typed == ""


def test_a_resumed_game_is_already_revealed():
    game = Game(WORDS, "share")
    game.submit("crane")
    session = PlaySession(game)
    assert not session.revealing and session.keyboard()["r"] is Mark.PRESENT


def test_nothing_is_typed_after_the_end():
    session = new_session()
    for ch in "share":
        session.type_letter(ch)
    session.submit()
    session.finish_reveal()
    assert not session.type_letter("c") and session.submit() is None
