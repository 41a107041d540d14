from wordle_tui.core.languages import ENGLISH, SPANISH
from wordle_tui.core.normalize import BadCharacter, normalize, normalize_word


def test_trims_lowercases_and_folds_accents():
    assert normalize("  Tildé ", SPANISH) == "tilde"
    assert normalize("ÁRBOL", SPANISH) == "arbol"
    assert normalize("pingüino", SPANISH) == "pinguino"
    assert normalize("Café", ENGLISH) == "cafe"


def test_spanish_keeps_enye_where_unidecode_would_not():
    from unidecode import unidecode

    assert unidecode("ñ") == "n"  # the trap this code avoids
    assert normalize("Niño", SPANISH) == "niño"
    assert normalize("AÑO", SPANISH) == "año"


def test_decomposed_input_is_composed_first():
    decomposed = "an\u0303o"  # n + combining tilde
    assert normalize(decomposed, SPANISH) == "año"
    assert len(normalize("cafe\u0301", ENGLISH)) == 4


def test_english_has_no_enye_and_folds_it():
    assert normalize("jalapeño", ENGLISH) == "jalapeno"


def test_character_outside_alphabet_gives_a_reason_not_a_new_length():
    result = normalize("straße", ENGLISH)  # unidecode would make 'ss'
    assert isinstance(result, BadCharacter)
    assert result.character == "ß"
    assert result.position == 4
    assert "ß" in result.message
    for text in ("ab1de", "it's", "a-b", "æther", "two words"):
        assert isinstance(normalize(text, ENGLISH), BadCharacter), text


def test_normalize_word_raises_value_error():
    import pytest

    with pytest.raises(ValueError, match="not a letter"):
        normalize_word("h3llo", ENGLISH)
