"""Checks of the committed word lists in ``words/``.

CI never rebuilds the lists (that needs Debian's dictionaries and wordfreq), so
these tests guard what is shipped: the format the loader relies on, answers being
guesses, and no denylisted word ever being a secret.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS, Language
from wordle_tui.core.words import custom_word_list, load_word_list
from words.build.wordfiles import read_word_set

WORDS = Path(__file__).resolve().parents[1] / "words"
SHIPPED = tuple(LANGUAGES)  # every language words/<lang>/language.toml describes
KINDS = ("answers", "guesses")
# Below the real counts: catches a truncated or empty list.
MIN_ANSWERS = {4: 500, 5: 1000, 6: 1000, 7: 1000, 8: 1000}
# Italian has too few four-letter lemmas for 500 fair answers: a reading of every
# four-letter candidate of Zipf 2.2 or more (words/README.md, "Italian") found 448, and the
# blind sample keeps them fair. The floor still catches a truncated list.
MIN_ANSWERS_OF = {("it", 4): 400}
CASES = [(lang, n) for lang in SHIPPED for n in WORD_LENGTHS]


@cache
def raw(lang: str, length: int, kind: str) -> bytes:
    return (WORDS / lang / f"{length}-{kind}.txt").read_bytes()


@cache
def words(lang: str, length: int, kind: str) -> list[str]:
    """A list read the way ``wordle_tui.core.words`` reads it."""
    return raw(lang, length, kind).decode("utf-8").split()


@cache
def denylist(lang: str) -> frozenset[str]:
    language: Language = LANGUAGES[lang]
    return frozenset(
        read_word_set(WORDS / lang / "denylist.txt", language)
        | read_word_set(WORDS / lang / "offensive.txt", language)
    )


@pytest.mark.parametrize(("lang", "length"), CASES)
@pytest.mark.parametrize("kind", KINDS)
def test_file_format(lang: str, length: int, kind: str) -> None:
    """UTF-8, one word a line, LF endings, no blank line, comment or trailing space."""
    data = raw(lang, length, kind)
    text = data.decode("utf-8")
    assert b"\r" not in data
    assert text.endswith("\n")
    assert text.splitlines() == words(lang, length, kind)
    assert unicodedata.is_normalized("NFC", text)


@pytest.mark.parametrize(("lang", "length"), CASES)
@pytest.mark.parametrize("kind", KINDS)
def test_sorted_unique_right_length_and_alphabet(lang: str, length: int, kind: str) -> None:
    listed = words(lang, length, kind)
    alphabet = set(LANGUAGES[lang].alphabet)
    assert listed == sorted(listed), "not in code-point order"
    assert len(listed) == len(set(listed)), "duplicates"
    assert [w for w in listed if len(w) != length] == []
    assert [w for w in listed if not set(w) <= alphabet] == []


@pytest.mark.parametrize(("lang", "length"), CASES)
def test_answers_are_guesses(lang: str, length: int) -> None:
    guesses = set(words(lang, length, "guesses"))
    assert [w for w in words(lang, length, "answers") if w not in guesses] == []


@pytest.mark.parametrize(("lang", "length"), CASES)
def test_no_denylisted_answer(lang: str, length: int) -> None:
    denied = denylist(lang)
    assert [w for w in words(lang, length, "answers") if w in denied] == []


@pytest.mark.parametrize(("lang", "length"), CASES)
def test_enough_answers(lang: str, length: int) -> None:
    answers = words(lang, length, "answers")
    assert len(answers) > MIN_ANSWERS_OF.get((lang, length), MIN_ANSWERS[length])
    assert len(words(lang, length, "guesses")) > len(answers)


@pytest.mark.parametrize("lang", SHIPPED)
def test_denylists_are_real(lang: str) -> None:
    """The denylist parses (folded with the game's rule) and holds the obvious words."""
    denied = denylist(lang)
    assert len(denied) > 100
    assert lang in OBVIOUSLY_DENIED, f"add three words {lang}/denylist.txt must hold"
    assert OBVIOUSLY_DENIED[lang] <= denied


OBVIOUSLY_DENIED = {
    "en": {"bitch", "whore", "nigger"},
    "es": {"puta", "coño", "maricon"},
    "fr": {"pute", "salope", "connard"},
    "de": {"fotze", "hure", "neger"},
    "it": {"cazzo", "puttana", "frocio"},
    "pt": {"porra", "caralho", "viado"},
}


def test_spanish_keeps_enye_and_folds_accents() -> None:
    """ñ is a letter of its own; á é í ó ú ü are folded away."""
    everything = {w for n in WORD_LENGTHS for kind in KINDS for w in words("es", n, kind)}
    assert not any(ch in w for w in everything for ch in "áéíóúüÁÉÍÓÚÜ")
    assert {"niño", "caña", "señor", "sueño", "mañana"} <= everything
    answers = {w for n in WORD_LENGTHS for w in words("es", n, "answers")}
    assert {"niño", "señor", "sueño", "mañana", "arbol", "cancion"} <= answers
    assert any("ñ" in w for w in words("es", 4, "answers"))
    assert any("ñ" in w for w in words("es", 5, "answers"))


def test_spanish_answers_leave_out_verb_forms_and_plurals() -> None:
    """Conjugations, verb + clitic forms and regular plurals are guesses only."""
    answers = {w for n in WORD_LENGTHS for w in words("es", n, "answers")}
    guesses = {w for n in WORD_LENGTHS for w in words("es", n, "guesses")}
    excluded = {"dame", "hazlo", "cantaba", "comieron", "estoy", "perros", "casas"}
    assert excluded <= guesses
    assert not excluded & answers
    assert {"cantar", "comer", "perro", "casa"} <= answers


def test_english_answers_leave_out_inflections_and_roman_numerals() -> None:
    answers = {w for n in WORD_LENGTHS for w in words("en", n, "answers")}
    guesses = {w for n in WORD_LENGTHS for w in words("en", n, "guesses")}
    assert {"cats", "walked", "jumping", "baked"} <= guesses
    assert not {"cats", "walked", "jumping", "baked"} & answers
    assert not {"xvii", "mcmx", "xviii", "lxiv"} & guesses
    assert {"walk", "jump", "bake"} <= answers


FREQUENCY_LINE = re.compile(r"([a-zñ]+) (\d\.\d\d)")


@cache
def frequency(lang: str, length: int) -> list[tuple[str, float]]:
    """``<N>-frequency.txt`` as (word, zipf) pairs, in file order."""
    text = (WORDS / lang / f"{length}-frequency.txt").read_bytes().decode("utf-8")
    pairs = []
    for line in text.splitlines():
        match = FREQUENCY_LINE.fullmatch(line)
        assert match, f"bad line {line!r}"
        pairs.append((match[1], float(match[2])))
    return pairs


@pytest.mark.parametrize(("lang", "length"), CASES)
def test_frequency_file_format(lang: str, length: int) -> None:
    """``word zipf`` a line, every word a guess once, most familiar first, then code-point order."""
    data = (WORDS / lang / f"{length}-frequency.txt").read_bytes()
    assert b"\r" not in data
    assert data.endswith(b"\n")
    pairs = frequency(lang, length)
    listed = [w for w, _ in pairs]
    assert len(listed) == len(set(listed)), "duplicates"
    assert set(listed) <= set(words(lang, length, "guesses"))
    assert all(0 < z < 8 for _, z in pairs)
    assert pairs == sorted(pairs, key=lambda p: (-p[1], p[0]))


@pytest.mark.parametrize(("lang", "length"), CASES)
def test_frequency_file_knows_the_answers(lang: str, length: int) -> None:
    """Every answer was ranked by wordfreq, so every answer has a Zipf; most guesses have none."""
    known = dict(frequency(lang, length))
    answers = words(lang, length, "answers")
    assert [w for w in answers if w not in known] == []
    assert len(known) < len(words(lang, length, "guesses"))


def test_word_list_zipf_api() -> None:
    """The loader reads the file lazily and aligns it with the guesses."""
    listed = load_word_list.__wrapped__("es", 5)  # a fresh copy, not the cached one
    assert "_zipf_table" not in listed.__dict__, "loaded before it was asked for"
    common, rare = listed.zipf("sobre"), listed.zipf(frequency("es", 5)[-1][0])
    assert common > 5.0 > rare > 0.0
    assert listed.zipf("zzzzz") == 0.0
    table = listed.guess_zipf
    assert table.dtype == np.float32 and table.shape == (len(listed.guesses),)
    for word, z in frequency("es", 5)[:50:7]:
        assert table[listed.guesses.index(word)] == pytest.approx(z)
    # Ranked by the accented spelling a text uses ("canción"), not the folded one.
    assert load_word_list("es", 7).zipf("cancion") > 4.0


def test_custom_word_list_has_no_frequencies(tmp_path: Path) -> None:
    answers = tmp_path / "answers.txt"
    guesses = tmp_path / "guesses.txt"
    answers.write_text("sobre\n", encoding="utf-8")
    guesses.write_text("sobre\nzzzzz\n", encoding="utf-8")
    custom = custom_word_list(answers, guesses, "es")
    assert custom.zipf("sobre") == 0.0
    assert custom.guess_zipf.tolist() == [0.0, 0.0]


DATA = Path(__file__).resolve().parent / "data"


def word_file(lang: str, path: Path) -> list[str]:
    """A reviewed word file (``#`` comments), folded the way the build folds it."""
    return sorted(read_word_set(path, LANGUAGES[lang]))


@pytest.mark.parametrize("lang", SHIPPED)
def test_everyday_lemmas_are_answers(lang: str) -> None:
    """Frequent everyday words of every length can be the secret (tests/data/everyday-*.txt)."""
    everyday = word_file(lang, DATA / f"everyday-{lang}.txt")
    assert len(everyday) >= 100
    assert {len(w) for w in everyday} == set(WORD_LENGTHS)
    missing = [w for w in everyday if w not in set(words(lang, len(w), "answers"))]
    assert missing == []


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_supplement_word_is_a_guess(lang: str) -> None:
    supplement = word_file(lang, WORDS / lang / "supplement.txt")
    assert supplement
    missing = [w for w in supplement if w not in set(words(lang, len(w), "guesses"))]
    assert missing == []


@pytest.mark.parametrize("lang", SHIPPED)
def test_allowlist_and_denylist_do_not_overlap(lang: str) -> None:
    """A reviewed word is either kept or left out, never both."""
    allowed = set(word_file(lang, WORDS / lang / "allowlist.txt"))
    assert allowed and not allowed & denylist(lang)


def test_spanish_plurals_of_answers_are_guesses() -> None:
    """Every answer ending in a vowel has its plural accepted: "rodillas", "anillos", "plazos"."""
    for n in WORD_LENGTHS[:-1]:
        guesses = set(words("es", n + 1, "guesses"))
        missing = [
            w for w in words("es", n, "answers") if w[-1] in "aeiou" and w + "s" not in guesses
        ]
        assert missing == [], n
    assert {"rodillas", "anillos", "plazos", "yoga", "pymes"} <= {
        w for n in WORD_LENGTHS for w in words("es", n, "guesses")
    }


def test_english_supplement_and_issue_examples() -> None:
    everything = {w for n in WORD_LENGTHS for w in words("en", n, "guesses")}
    answers = {w for n in WORD_LENGTHS for w in words("en", n, "answers")}
    assert {"cyber", "leant", "vlog", "emoji", "selfie"} <= everything
    inflected = {"biggest", "cheapest", "carbs", "quizzes", "crises", "does", "goes", "upped"}
    assert inflected <= everything and not inflected & answers
    assert not {"getting", "wales", "sanders", "shanghai", "superman", "curie"} & answers
    assert {"clothes", "wicked"} <= answers


def test_spanish_issue_examples() -> None:
    """Spanish examples: everyday words in, inflected forms, names and foreign words out."""
    answers = {w for n in WORD_LENGTHS for w in words("es", n, "answers")}
    assert {"vela", "silencio", "hierro", "otoño", "cariño", "trafico", "hacia", "once"} <= answers
    out = {"culta", "sorda", "plena", "fina", "mala", "hecha", "robada", "acordado", "basurita"}
    out |= {"pajarito", "verme", "dala", "anda", "debe", "dele", "fines", "leones", "vienes"}
    out |= {"mogo", "lera", "fato", "seer", "jobo", "daca", "grao", "sacre", "druso", "nasa"}
    out |= {"dean", "lena", "neron", "gales", "venus", "naco", "longo", "tetona", "orto"}
    assert not out & answers


def test_english_weekdays_and_months_are_guesses_not_answers() -> None:
    """Proper nouns are never secrets, but a player who types "monday" is not refused."""
    names = "monday tuesday thursday friday saturday sunday"
    names += " january february april june july october november december"
    for word in names.split():
        assert word in set(words("en", len(word), "guesses")), word
        assert word not in set(words("en", len(word), "answers")), word


def test_english_second_review_classes() -> None:
    """English word classes: American spelling, no irregular forms, adjectival participles."""
    answers = {w for n in WORD_LENGTHS for w in words("en", n, "answers")}
    guesses = {w for n in WORD_LENGTHS for w in words("en", n, "guesses")}
    british = {"theatre", "grey", "plough", "cosy", "enrol", "foetal", "analogue", "tsar"}
    american = {"theater", "gray", "plow", "cozy", "enroll", "fetal", "analog", "czar"}
    assert british <= guesses and not british & answers
    assert american <= answers
    inflected = {"repaid", "shrunk", "strung", "suffused", "embossed", "overlaid", "appalled"}
    inflected |= {"mimicked", "snowmen", "matrices", "automata", "seraphim", "furthest"}
    assert inflected <= guesses and not inflected & answers
    assert {"tired", "scared", "worried", "confused", "thrilled", "broken", "frozen"} <= answers
    hurtful = {"fellatio", "oriental", "phallus", "quickie", "weenie", "toke", "cracker"}
    assert not hurtful & answers
    obscure = {"galena", "crozier", "vitreous", "colliery", "phonemic", "theistic", "pippin"}
    assert obscure <= guesses and not obscure & answers


def test_spanish_second_review_classes() -> None:
    """Participles read as adjectives are answers; clippings, names and fixed phrases are not."""
    answers = {w for n in WORD_LENGTHS for w in words("es", n, "answers")}
    guesses = {w for n in WORD_LENGTHS for w in words("es", n, "guesses")}
    assert {"enojado", "asustado", "cansado", "autobus", "espinaca", "garbanzo"} <= answers
    assert {"sandalia", "arandano", "arcoiris", "kiwi", "gana", "cumplido"} <= answers
    out = {"tuit", "chat", "wifi", "mili", "demo", "profe", "ende", "omiso", "doquier"}
    out |= {"nena", "viuda", "china", "lloro", "alegro", "fray", "soto", "jerez", "pamela"}
    out |= {"mesias", "cupido", "merlin", "napoleon", "batista", "facundo", "apache", "peor"}
    out |= {"basal", "envuelto", "previsto", "quejar", "postear", "jacuzzi"}
    assert not out & answers
    # Loanwords, regional words and diminutives a player types are accepted.
    assert {"podcast", "hardware", "souvenir", "bañadera", "gatito", "abuelita"} <= guesses


LANGS = ("en", "es")


def test_third_round_classes() -> None:
    """Everyday verbs and loanwords in, regional words out; the feminines of people and
    animals are the masculine's entry (fourth round)."""
    answers = {lang: {w for n in WORD_LENGTHS for w in words(lang, n, "answers")} for lang in LANGS}
    guesses = {lang: {w for n in WORD_LENGTHS for w in words(lang, n, "guesses")} for lang in LANGS}
    # Fourth round: a feminine of a person or an animal is one dictionary entry with its
    # masculine ("gato, ta"), so the masculine alone is the answer; both are guesses.
    people = {"chica", "niña", "hija", "hermana", "señora", "abuela", "esposa", "jefa", "autora"}
    animals = {"gata", "leona", "loba", "diosa"}
    assert people | animals <= guesses["es"] and not (people | animals) & answers["es"]
    assert {"chico", "niño", "hijo", "hermano", "abuelo", "jefe", "gato", "lobo"} <= answers["es"]
    assert {"pata", "reina", "bruja", "monja", "prima"} <= answers["es"]  # meanings of their own
    assert "perra" not in answers["es"] and "perra" in guesses["es"]  # read as the insult
    assert not {"buena", "mala", "culta", "sorda", "plena", "fina"} & answers["es"]
    verbs = {"peinar", "roncar", "cepillar", "untar", "tostar", "hornear", "toser", "nevar"}
    assert verbs | {"internet", "columpio", "chupete", "lombriz", "palomita"} <= answers["es"]
    loans = {"ticket", "parking", "stop", "cool", "mail", "tablet", "laptop", "router", "spray"}
    loans |= {"bacon", "kebab", "tofu", "brownie", "cupcake", "waffle", "smoothie", "nugget"}
    loans |= {"coach", "cowboy", "login", "quiz", "puzle", "beicon", "flipar", "chela", "cafecito"}
    assert loans <= guesses["es"]
    assert not {"madrid", "mexico", "blvd"} & guesses["es"]  # names, abbreviations
    regional = {"remera", "pileta", "valija", "pollera", "campera", "heladera", "nafta", "fierro"}
    regional |= {"primer", "tercer"}  # apocopes: "primero", "tercero" are the answers
    assert regional <= guesses["es"] and not regional & answers["es"]
    assert {"durazno", "chancho", "mesero", "primero", "tercero"} <= answers["es"]
    leftovers = {"scissor", "trashcan", "savannah", "pacific", "validly", "existent", "passer"}
    assert leftovers <= guesses["en"] and not leftovers & answers["en"]
    assert {"scissors", "savanna", "pant"} <= guesses["en"]


# --- the blind samples (words/README.md, "Measured quality") ---------------------------

REVIEW = WORDS / "review"
# kind -> (sample size, the judgement that counts against the list, the most it may have)
SAMPLE_GOALS = {"answers": (100, "bad", 3), "guesses": (200, "junk", 4)}


def judged_sample(path: Path) -> tuple[list[str], dict[str, str]]:
    """The header's comment lines, and each judged word's judgement."""
    header: list[str] = []
    judged: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            header.append(line)
            continue
        word, judgement, *_reason = line.split("\t")
        if word != "word":
            assert word not in judged, f"{path.name}: {word} judged twice"
            judged[word] = judgement
    return header, judged


@pytest.mark.parametrize(("lang", "length"), CASES)
@pytest.mark.parametrize("kind", KINDS)
def test_every_list_has_a_blind_sample_that_meets_its_goal(
    lang: str, length: int, kind: str
) -> None:
    """100 answers (at least 97 fair) and 200 guesses (at most 2 % junk), judged by a reader
    who did not build the lists; the header names the seed and the commit judged."""
    path = REVIEW / f"{lang}-{length}-{kind}-sample.tsv"
    assert path.is_file(), f"{path.name}: no blind sample"
    header, judged = judged_sample(path)
    size, against, most = SAMPLE_GOALS[kind]
    assert "random.Random(" in " ".join(header) and "commit" in " ".join(header)
    assert len(judged) == size
    assert set(judged.values()) <= {"good", "bad", "word", "junk"}
    assert sum(judgement == against for judgement in judged.values()) <= most
