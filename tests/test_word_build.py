"""The word build (``words/build/``, ``python -m words.build``) without Debian's dictionaries
or wordfreq: the hunspell reader, folding, the Spanish generators, the description loader
and its errors, the pipeline end to end on a toy language (tests/data/word_build/), the
offensive-guess step and the daily-ledger hook."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest

from wordle_tui.core.languages import ENGLISH, SPANISH
from words.build import steps
from words.build.context import Context, Frequencies
from words.build.description import DescriptionError, load_all, load_description
from words.build.hunspell import Hunspell, split_flags
from words.build.pipeline import build_lists, write_lists
from words.build.plugins import KINDS, plugins_of
from words.build.report import REVIEW, canon_digest, fair_share, read_judgements
from words.build.spanish import spanish_diminutives, spanish_plurals
from words.build.wordfiles import BuildError, fold_forms, read_entries, read_supplement

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "data" / "word_build"
TOY = FIXTURES / "xx"


class TableFrequencies(Frequencies):
    """Zipf values from a table (0 for any other word), in place of wordfreq."""

    def __init__(self, table: Mapping[str, Mapping[str, float]]) -> None:
        self.table = table

    def zipf(self, word: str, lang: str) -> float:
        return self.table.get(lang, {}).get(word, 0.0)

    def frequency_dict(self, lang: str) -> Mapping[str, float]:
        return {w: 10 ** (z - 9) for w, z in self.table.get(lang, {}).items()}

    def iter_words(self, lang: str) -> Iterator[str]:
        words = self.table.get(lang, {})
        return iter(sorted(words, key=lambda w: (-words[w], w)))

    def top_words(self, lang: str, count: int) -> list[str]:
        return list(self.iter_words(lang))[:count]


TOY_ZIPF = {
    "xx": {
        "gato": 4.0,
        "gata": 3.5,
        "gatito": 2.0,
        "perro": 4.2,
        "perros": 3.0,
        "cantar": 3.2,
        "cantado": 3.1,
        "cantamos": 2.0,
        "mesa": 4.0,
        "mesas": 3.6,
        "casa": 4.5,
        "pstz": 3.5,
        "straße": 3.3,
        "niño": 3.8,
        "dance": 3.2,
        "raro": 3.2,
    },
    "en": {"dance": 5.0},
}


def context_of(folder: Path, zipf: dict[str, dict[str, float]]) -> Context:
    """A toy language's context, its frequencies from a table."""
    return Context(load_description(folder), TableFrequencies(zipf))


def toy_context() -> Context:
    return context_of(TOY, TOY_ZIPF)


# --------------------------------------------------------------------------- hunspell


def write_dictionary(folder: Path, aff: str, dic: str) -> Path:
    base = folder / "dict"
    base.with_suffix(".aff").write_text(aff, encoding="utf-8")
    base.with_suffix(".dic").write_text(dic, encoding="utf-8")
    return base


def test_hunspell_reads_stems_suffix_rules_and_skips_comment_lines():
    toy = Hunspell.load(FIXTURES / "toy")
    assert toy.stems["gato"] == {"S", "G", "U"}
    assert toy.stems["Toledo"] == set() and toy.stems["perra"] == {"S"}
    assert dict(toy.forms("gato", {"S", "G"})) == {"S": "gatos", "G": "gata"}
    assert sorted(f for _, f in toy.forms("cantar", {"R"})) == ["cantamos", "cantan"]
    # The continuation class of a rule: the diminutive "gatito" takes the plural too.
    assert toy.inflect("gato", {"U", "S"}) == {"gatito", "gatitos", "gatos"}
    assert toy.inflect("gato", {"G"}) == {"gata"}
    assert toy.inflect("nothing", {"S"}) == set()


def test_a_suffix_applies_only_where_its_condition_holds():
    toy = Hunspell.load(FIXTURES / "toy")
    plural_vowel, plural_consonant = toy.suffixes["S"]
    assert plural_vowel.apply("mesa") == "mesas" and plural_vowel.apply("papel") is None
    assert plural_consonant.apply("papel") == "papeles"
    (participle,) = toy.suffixes["D"]
    assert participle.apply("cantar") == "cantado" and participle.apply("comer") is None


def test_hunspell_long_and_numeric_flags_aliases_and_comments(tmp_path):
    long_flags = write_dictionary(
        tmp_path,
        "SET UTF-8\nFLAG long\nSFX Aa Y 1\nSFX Aa 0 s/Bb .\nSFX Bb Y 1\nSFX Bb 0 x .\n",
        "2\n\tA comment line that starts with a tab\n/ and one with a slash\nchat/AaBb\nchien\n",
    )
    loaded = Hunspell.load(long_flags)
    assert loaded.stems == {"chat": {"Aa", "Bb"}, "chien": set()}
    assert loaded.inflect("chat", {"Aa", "Bb"}) == {"chats", "chatsx", "chatx"}
    aliased = write_dictionary(
        tmp_path, "FLAG num\nAF 2\nAF 1,2\nAF 2\nSFX 1 Y 1\nSFX 1 0 s .\n", "1\nword/1\n"
    )
    assert Hunspell.load(aliased).stems == {"word": {"1", "2"}}
    assert split_flags("AaBb", "long") == ["Aa", "Bb"]
    assert split_flags("12,7", "num") == ["12", "7"]
    assert split_flags("SÀ", "UTF-8") == ["S", "À"]


def test_hunspell_errors_name_the_file(tmp_path):
    with pytest.raises(BuildError, match=r"dict\.aff: FLAG weird is not supported"):
        Hunspell.load(write_dictionary(tmp_path, "FLAG weird\n", "0\n"))
    with pytest.raises(BuildError, match=r"dict\.aff:3: .*two-character"):
        Hunspell.load(write_dictionary(tmp_path, "FLAG long\nSFX Aa Y 1\nSFX Aa 0 s/B .\n", "0\n"))
    with pytest.raises(BuildError, match=r"missing\.aff: missing"):
        Hunspell.load(tmp_path / "missing")


# --------------------------------------------------------------------------- folding


def test_folding_keeps_lower_case_playable_words_and_their_spellings():
    forms = fold_forms(
        ["canción", "cancion", "Madrid", "años", "año", "xvii", "mcmx", "it's", "ninelette"],
        SPANISH,
    )
    assert forms == {"cancion": {"canción", "cancion"}, "años": {"años"}}


def test_explicit_folds_of_the_description_reach_the_build():
    toy = load_description(TOY).language
    assert fold_forms(["straße", "strasse", "Straße"], toy) == {"strasse": {"straße", "strasse"}}
    assert fold_forms(["straße"], ENGLISH) == {}  # English says nothing of ß: not a letter


def test_reviewed_files_fold_their_words_and_know_their_sections(tmp_path):
    path = tmp_path / "denylist.txt"
    path.write_text("# header\n\n# --- insults\nMaricón  # a comment\n# --- names\npedro\n")
    entries = read_entries(path, SPANISH)
    assert [(e.written, e.folded, e.line, e.section) for e in entries] == [
        ("Maricón", "maricon", 4, "insults"),
        ("pedro", "pedro", 6, "names"),
    ]
    path.write_text("ok\nbad1\n")
    with pytest.raises(BuildError, match=r"denylist\.txt:2: .*not a letter"):
        read_entries(path, SPANISH)
    path.write_text("abc\n")
    with pytest.raises(BuildError, match=r"denylist\.txt:1: 'abc' is not a playable word"):
        read_supplement(path, SPANISH)


# --------------------------------------------------------------------------- generators


@pytest.mark.parametrize(
    ("word", "plurals"),
    [
        ("casa", {"casas"}),
        ("rubí", {"rubíes", "rubís"}),
        ("lápiz", {"lápices"}),
        ("lunes", set()),
        ("país", {"países"}),
        ("mes", {"meses"}),
        ("canción", {"canciónes"}),  # accents are folded away: the folded form is right
        ("árbol", {"árboles"}),
        ("tribu", {"tribus"}),
    ],
)
def test_spanish_plurals(word, plurals):
    assert spanish_plurals(word) == plurals


@pytest.mark.parametrize(
    ("word", "diminutives"),
    [
        ("gato", {"gatito", "gatitos"}),
        ("abuela", {"abuelita", "abuelitas"}),
        ("taza", {"tacita", "tacitas"}),
        ("feo", set()),
        ("música", set()),
        ("pan", set()),
        ("oso", set()),
    ],
)
def test_spanish_diminutives(word, diminutives):
    assert spanish_diminutives(word) == diminutives


# --------------------------------------------------------------------------- descriptions


def test_the_shipped_descriptions_are_valid_and_in_the_games_order():
    descriptions = load_all()
    assert [d.code for d in descriptions][:2] == ["en", "es"]
    english, spanish = descriptions[0], descriptions[1]
    assert english.language == ENGLISH and spanish.language == SPANISH
    assert spanish.keep == "ñ" and english.keep == ""
    assert english.thresholds["answer"] == 2.42 and spanish.thresholds["answer"] == 3.0
    assert [p.name for p in spanish.plugins("familiarity")] == ["spanish_familiarity"]


def test_the_check_command_needs_no_sources():
    result = subprocess.run(
        [sys.executable, "-m", "words.build", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "words/en/language.toml is valid" in result.stdout
    assert "words/es/language.toml is valid" in result.stdout


def test_every_rule_documents_itself():
    for kind in KINDS:
        for plugin in plugins_of(kind):
            assert plugin.summary, plugin.name


def mutated(tmp_path: Path, change: str, replacement: str, count: int = 1) -> Path:
    """A copy of the toy description with one change, beside the toy's files."""
    folder = tmp_path / "xx"
    folder.mkdir(exist_ok=True)
    text = (TOY / "language.toml").read_text(encoding="utf-8")
    assert change in text, change
    text = text.replace(change, replacement, count).replace('"../toy"', f'"{FIXTURES / "toy"}"')
    (folder / "language.toml").write_text(text, encoding="utf-8")
    return folder


BAD_DESCRIPTIONS = [
    ('[frequency]\nwordfreq = "xx"\nforeign = "en"\n', "", "frequency: missing"),
    ("[rules]", "[rulez]", "unknown field 'rulez'"),
    ('"plural",\n    "feminine"', '"plurall",\n    "feminine"', "unknown answers rule 'plurall'"),
    ("uncommon = 3.5\n", "", "thresholds.uncommon: missing"),
    ("answer = 3.0\n", "answer = 3.0\nspare = 1.0\n", "thresholds.spare: no rule"),
    ("answer = 3.0\n", 'answer = "high"\n', "thresholds.answer: must be a number"),
    ('use = ["common"]', 'use = ["commons"]', "unknown use 'commons'"),
    (
        'format = "wordlist"\nuse = ["common"]',
        'format = "hunspell"\nuse = ["common"]',
        "cannot serve",
    ),
    (
        'format = "wordlist"\nuse = ["common"]',
        'format = "csv"\nuse = ["common"]',
        "format: must be",
    ),
    ('keep = "ñ"', 'keep = ""', "folding.keep"),
    ('"ß" = "ss"', '"ß" = "s1"', "folding.letters"),
    ('"asdfghjklñ"', '"asdfghjkl"', "missing: ñ"),
    ('alphabet = "abc', 'alphabet = "aabc', "a letter twice"),
    ('participle = ["D"]\n', "", "needs the inflection class inflections.participle"),
    ('vowels = "aeiou"\n', "", "needs the language's vowels"),
    ('foreign = "en"\n', "", "needs frequency.foreign"),
    ("order = 9\n", "order = 9\ncolour = 1\n", "unknown field 'colour'"),
    ('name = "Toy"', 'name = "Toy', "language.toml"),  # not TOML
    ('name = "Toy"', "name = 3", "name must be a text"),
]


@pytest.mark.parametrize(("change", "replacement", "message"), BAD_DESCRIPTIONS)
def test_a_bad_description_says_which_file_field_and_why(tmp_path, change, replacement, message):
    folder = mutated(tmp_path, change, replacement)
    with pytest.raises(DescriptionError, match=re.escape(message)) as raised:
        load_description(folder)
    assert str(folder / "language.toml") in str(raised.value)


def test_a_flag_the_hunspell_lacks_is_named_when_the_build_reads_it(tmp_path):
    folder = mutated(tmp_path, 'feminine = ["G"]', 'feminine = ["Q"]')
    context = Context(load_description(folder), TableFrequencies(TOY_ZIPF))
    with pytest.raises(BuildError, match=r"inflections\.feminine: flag 'Q' has no suffix rules"):
        _ = context.classes


def test_a_missing_source_names_its_debian_package(tmp_path):
    folder = mutated(tmp_path, 'path = "common.txt"', 'path = "/nonexistent/common.txt"')
    context = Context(load_description(folder), TableFrequencies(TOY_ZIPF))
    with pytest.raises(BuildError, match=r"common\.txt: missing \(Debian package toy-common\)"):
        _ = context.common


# --------------------------------------------------------------------------- the pipeline


def test_the_pipeline_builds_a_toy_language_from_its_description(tmp_path):
    context = toy_context()
    built = build_lists(context)
    answers = {w for answers, _ in built.lists.values() for w in answers}
    # gato, perro (denied), casa (a bare hunspell stem), the verb cantar, straße (folded by
    # the description), niño; gata is a feminine of gato but allowlisted. Left out: cantado
    # (participle), mesas (plural), pstz (no vowel), dance (English), raro (uncommon), perro
    # (denylisted), gatito (too rare), xvii (a numeral), Madrid (capitalised).
    assert answers == {"gato", "gata", "casa", "cantar", "mesa", "strasse", "niño"}
    guesses = built.guesses()
    assert {"perro", "cantado", "mesas", "pstz", "raro", "gatito", "dance"} <= guesses
    assert {"perros", "perrita", "yoga"} <= guesses  # the supplement
    assert {"gatos", "casas", "niños", "strasses"} <= guesses  # plurals of the answers
    assert "cantars" not in guesses and "cantares" not in guesses  # a verb has none
    assert "gatitos" not in guesses  # a diminutive text never uses (Zipf 0 < 1.5)
    assert not {"xvii", "madrid", "cantados"} & guesses
    assert built.spellings["strasse"] == "straße"
    write_lists(tmp_path, built)
    assert (tmp_path / "4-answers.txt").read_bytes() == "casa\ngata\ngato\nmesa\nniño\n".encode()
    frequency = (tmp_path / "4-frequency.txt").read_text(encoding="utf-8").splitlines()
    assert frequency[:4] == ["casa 4.50", "gato 4.00", "mesa 4.00", "niño 3.80"]
    assert "pstz 3.50" in frequency and not any(line.startswith("yoga ") for line in frequency)


def test_the_rules_say_why_a_candidate_is_left_out():
    from words.build.context import Candidate
    from words.build.pipeline import rejection

    context = toy_context()

    def why(spelling: str, headword: bool = True) -> str | None:
        folded = context.fold(spelling)
        assert folded is not None
        return rejection(context, Candidate(spelling, folded, headword))

    assert why("gata") == "feminine"
    assert why("cantado") == "participle"
    assert why("mesas") == "plural"
    assert why("pstz") == "abbreviation"
    assert why("dance") == "foreign"
    assert why("raro") == "uncommon"
    assert why("gato") is None
    # A bare stem (no headword list has it) meets the stricter stem rules too.
    assert why("gatito") == "diminutive"  # the diminutive class makes it from "gato"
    assert why("mesita", headword=True) is None
    assert why("mesita", headword=False) == "diminutive"  # -ita on the root of "mesa"


def test_offensive_guesses_are_the_offensive_files_words_and_their_forms():
    context = toy_context()
    assert context.offensive == {"perro"} and "perro" in context.denied
    guesses = {"perro", "perros", "perra", "perrita", "profe", "gato", "perritos"}
    # perros, perritos are forms the classes make; perrita is not (it would come from
    # perra), and perra, which the classes make too, is a lemma of its own (perra/S)
    assert steps.offensive_words(context, guesses, set()) == {"perro", "perros", "perritos"}
    # a form that is a fair answer is a word of its own
    assert steps.offensive_words(context, guesses, {"perritos"}) == {"perro", "perros"}


def test_offensive_differences_against_the_committed_file(tmp_path):
    (tmp_path / "5-offensive.txt").write_text("perro\nbutte\n")
    added, dropped = steps.offensive_differences(tmp_path, 5, {"perro", "perra"})
    assert (added, dropped) == ({"perra"}, {"butte"})


@dataclass
class FakeFrozen:
    before: int
    after: int

    def describe(self) -> str:
        return f"#{self.before + 1}-#{self.after}"


def test_the_daily_ledgers_are_frozen_before_writing_and_said_so():
    calls: list[tuple[str, int, date | None]] = []

    def freezer(code: str, length: int, through: date | None) -> list[FakeFrozen]:
        calls.append((code, length, through))
        return [FakeFrozen(28, 28), FakeFrozen(28, 30 if length == 5 else 28)]

    line = steps.freeze_daily_ledgers("xx", [4, 5], freezer, date(2026, 11, 30))
    assert calls == [("xx", 4, date(2026, 11, 30)), ("xx", 5, date(2026, 11, 30))]
    assert line == "daily ledgers: 4 frozen, 1 extended (#29-#30)"
    assert "not frozen" in steps.freeze_daily_ledgers("xx", [4], None)

    def broken(code: str, length: int, through: date | None) -> list[FakeFrozen]:
        raise RuntimeError("words/xx/4-dailies.txt: line 3 is not a guess")

    with pytest.raises(BuildError, match=r"ledgers of xx-4: words/xx/4-dailies.txt: line 3"):
        steps.freeze_daily_ledgers("xx", [4], broken)


def test_the_pipeline_freezes_with_words_dailies(monkeypatch, tmp_path):
    from words import dailies

    assert steps.find_freezer() is dailies.freeze_dailies
    monkeypatch.setattr(steps, "DAILY_FREEZER", "words.build.no_such_module")
    assert steps.find_freezer() is None
    module = tmp_path / "toy_freezer.py"
    module.write_text("def something_else():\n    return None\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(steps, "DAILY_FREEZER", "toy_freezer")
    assert steps.find_freezer() is None


def test_the_canons_judgements_hold_digests_never_the_canons_words():
    """The canons are yardsticks in ../shared/benchmark, never copied in: the judgements of
    the words the answers lack are stored by digest, and joined with the canon to measure."""
    for code in ("en", "es"):
        judged = read_judgements(REVIEW / f"{code}-canon-judged.tsv")
        assert len(judged) > 200
        assert all(re.fullmatch("[0-9a-f]{16}", digest) for digest in judged)
        assert set(judged.values()) == {"fair", "not fair"}
    assert not list(REVIEW.glob("*-canon.tsv"))


def test_the_fair_share_counts_the_judged_fair_words_and_names_the_unjudged():
    reference = ["crane", "abase", "arose", "zzzzz"]
    judged = {canon_digest("abase"): "fair", canon_digest("arose"): "not fair"}
    text = fair_share(reference, {"crane"}, judged)
    assert "1/2 = 50.0%" in text and "fair and missing: abase\n" in text
    assert text.endswith("not judged yet: zzzzz")


# --------------------------------------------------------------------------- French

TOY_FR = FIXTURES / "fr"
TOY_FR_ZIPF = {
    "fr": {
        "cousin": 4.5,
        "cousins": 3.5,
        "cousine": 3.9,
        "table": 4.8,
        "tables": 3.9,
        "manger": 4.5,
        "mange": 4.3,
        "mangeons": 3.0,
        "blessé": 4.6,
        "blesser": 3.9,
        "appelé": 4.9,
        "appeler": 4.75,
        "souvent": 5.5,
        "alsace": 3.0,
        "paris": 5.0,
        "hominem": 2.0,
    },
    "en": {},
}


def test_french_lines_and_forms_read_from_the_dictionary_itself():
    from words.build.french import line_forms, parse_dic, parse_suffix_fields

    aff = (FIXTURES / "toyfr.aff").read_text(encoding="utf-8")
    dic = (FIXTURES / "toyfr.dic").read_text(encoding="utf-8")
    suffixes = parse_suffix_fields(aff)
    lines = {line.word: line for line in parse_dic(dic)}
    assert lines["cousin"].flags == ("F.", "()") and lines["cousin"].pos == {"nom"}
    assert lines["manger"].verb and not lines["cousin"].verb
    # "()" (NEEDAFFIX): the stem is a word only through a suffix; only the masculine
    # singular and the infinitive are lemma forms.
    assert dict(line_forms(lines["cousin"], suffixes)) == {
        "cousin": True,
        "cousins": False,
        "cousine": False,
        "cousines": False,
    }
    assert dict(line_forms(lines["table"], suffixes)) == {"table": True, "tables": False}
    verb = dict(line_forms(lines["manger"], suffixes))
    assert verb["manger"] and not verb["mange"] and not verb["mangé"]
    assert dict(line_forms(lines["souvent"], suffixes)) == {"souvent": True}


def test_french_rules_build_lemmas_as_answers_and_every_attested_form_as_a_guess():
    built = build_lists(context_of(TOY_FR, TOY_FR_ZIPF))
    answers = {w for answers, _ in built.lists.values() for w in answers}
    # "appelé" is a participle as much as a noun (its verb is about as used); "blessé" is
    # clearly more used than "blesser": a noun of its own.
    assert answers == {"cousin", "table", "manger", "blesse", "souvent"}
    guesses = built.guesses()
    assert {"cousins", "cousine", "tables", "mange", "mangeons", "appele"} <= guesses
    assert "cousines" in guesses  # never seen by wordfreq, but the word list has it
    assert not {"mangee", "blessee"} & guesses  # never seen, and no word list has them
    # A name, the Latin of a locution, a listed misspelling, an ordinal's superscript and a
    # word-list entry hunspell-fr does not make are no guesses.
    assert not {"paris", "hominem", "puisqu", "iiie", "alsace"} & guesses


def test_french_rules_say_why():
    from words.build.context import Candidate
    from words.build.pipeline import rejection

    context = context_of(TOY_FR, TOY_FR_ZIPF)
    assert rejection(context, Candidate("cousins", "cousins", headword=True)) == "inflected"
    assert rejection(context, Candidate("mange", "mange", headword=False)) == "inflected"
    assert rejection(context, Candidate("appelé", "appele", headword=False)) == "participle"
    assert rejection(context, Candidate("blessé", "blesse", headword=False)) is None


# --------------------------------------------------------------------------- German

GERMAN_TOY = FIXTURES / "yy"
GERMAN_ZIPF = {
    "yy": {
        "tisch": 4.0,
        "tische": 3.5,
        "haus": 5.0,
        "hauses": 3.0,
        "straße": 4.0,
        "berlin": 5.0,
        "peter": 4.5,
        "mädchen": 4.5,
        "hand": 4.8,
        "acker": 3.2,
        "äcker": 3.1,
        "ähren": 3.0,
        "spielen": 4.5,
        "spiele": 4.0,
        "schön": 4.6,
        "schöne": 4.0,
        "gespielt": 4.4,
        "groß": 4.9,
        "größer": 4.5,
    }
}


def test_capitalised_nouns_are_words_and_the_german_rules_keep_the_lemmas():
    """[case] nouns = "capitalised": a capitalised stem with a noun flag is a noun, written
    in lower case (its forms and compounds too); a place marked like a noun and a name are
    not words. The answers are the lemmas: no plural, umlaut plural, participle, comparative."""
    description = load_description(GERMAN_TOY)
    assert description.capitalised_nouns
    context = Context(description, TableFrequencies(GERMAN_ZIPF))
    assert "Tisch" in context.noun_forms and "Tisches" in context.noun_forms
    assert "Peter" not in context.noun_stems  # S alone: a name
    built = build_lists(context)
    guesses = built.guesses()
    assert {"tisch", "tische", "tisches", "strasse", "strassen", "maedchen", "hauses"} <= guesses
    assert "handhaus" in guesses  # a compound: a word, then a noun
    assert not {"berlin", "berlins", "peter", "peters", "hauss"} & guesses
    answers = {w for answers, _ in built.lists.values() for w in answers}
    # acker would be an answer, but not-words.txt lists it: no guess, so no answer either
    assert answers == {"tisch", "haus", "strasse", "maedchen", "hand", "spielen", "schoen"} | {
        "gross"
    }
    assert "acker" not in guesses


def test_german_rules_say_why():
    from words.build.context import Candidate
    from words.build.pipeline import rejection

    context = context_of(GERMAN_TOY, GERMAN_ZIPF)

    def why(spelling: str) -> str | None:
        folded = context.fold(spelling)
        assert folded is not None
        return rejection(context, Candidate(spelling, folded, True))

    assert why("tische") == "inflected form"
    assert why("äcker") == "inflected form"  # an umlaut plural listed as a stem
    assert why("ähren") == "inflected form"  # a part of compounds only
    assert why("größer") == "comparative"
    assert why("gespielt") == "participle"
    assert why("berlin") == "name"
    assert why("tisch") is None and why("spielen") is None and why("schön") is None


def test_a_case_table_is_checked(tmp_path):
    text = (GERMAN_TOY / "language.toml").read_text(encoding="utf-8")
    folder = tmp_path / "yy"
    folder.mkdir()
    (folder / "language.toml").write_text(
        text.replace('nouns = "capitalised"', 'nouns = "sometimes"'), encoding="utf-8"
    )
    with pytest.raises(DescriptionError, match=r"case\.nouns: must be one of lower, capitalised"):
        load_description(folder)


# --------------------------------------------------------------------------- Portuguese

PT_TOY = FIXTURES / "pt"
PT_ZIPF = {
    "xx": {
        "gato": 4.0,
        "gatos": 3.5,
        "gata": 3.4,
        "amar": 4.0,
        "amo": 4.5,
        "casa": 5.0,
        "casas": 4.5,
        "casar": 3.5,
        "livro": 4.5,
        "livros": 4.6,
        "amaremo": 3.0,
        "mulher": 5.0,
    }
}


def test_hunspell_reads_a_dictionary_that_starts_with_a_byte_order_mark():
    toy = Hunspell.load(FIXTURES / "pt_toy")
    assert toy.encoding == "UTF-8"
    assert toy.stems["gato"] == {"D", "B"}  # no BOM glued to the count or the first stem
    assert not any(stem.startswith("\ufeff") for stem in toy.stems)
    assert toy.inflect("amar", {"a"}) >= {"ama", "amo", "amaremo", "amá"}


def test_portuguese_verb_fragments_are_no_guesses():
    from words.build.portuguese import is_fragment_rule, portuguese_fragments

    context = context_of(PT_TOY, PT_ZIPF)
    toy = context.hunspell
    assert toy is not None
    made = {rule.add: is_fragment_rule(rule) for rule in toy.suffixes["a"]}
    assert made == {
        "": False,
        "o": False,
        "emos": False,
        "emo": True,
        "mos": False,
        "mo": True,
        "á": True,
    }
    # "amaremo", "amamo" and "amá" (folded "ama", also the verb form "ama") come only from
    # fragment rules; "gamo" is a stem, "reamaremo" a prefix on a fragment.
    assert portuguese_fragments(context, "amaremo")
    assert portuguese_fragments(context, "amamo")
    assert portuguese_fragments(context, "reamaremo")
    assert portuguese_fragments(context, "casaremo")  # a piece of "casaremos"
    assert not portuguese_fragments(context, "ama")
    assert not portuguese_fragments(context, "gamo")
    assert not portuguese_fragments(context, "amaremos")


def test_portuguese_forms_are_no_answers_but_nouns_read_as_verb_forms_are():
    from words.build.context import Candidate
    from words.build.pipeline import rejection

    context = context_of(PT_TOY, PT_ZIPF)

    def why(spelling: str) -> str | None:
        folded = context.fold(spelling)
        assert folded is not None
        return rejection(context, Candidate(spelling, folded, True))

    assert why("gato") is None
    assert why("amar") is None
    assert why("livro") is None  # "livros" is more used, but the singular is the stem
    assert why("gatos") == "plural"
    assert why("gata") == "inflected form"  # a feminine hunspell makes
    assert why("casa") is None  # hunspell makes it from "casar" only; "casas" is well used
    assert why("amo") == "verb form"  # "amos" is not used
    assert why("bonitíssimo") == "superlative"


def test_portuguese_guesses_need_more_than_a_prefix_rule_or_a_latin_stem():
    from words.build.portuguese import portuguese_prefixed

    context = context_of(PT_TOY, PT_ZIPF)
    assert portuguese_prefixed(context, "reamar")  # only the prefix rule makes it
    assert portuguese_prefixed(context, "esox")  # a stem of no class that text never uses
    assert not portuguese_prefixed(context, "mulher")  # a stem of no class that text uses
    assert not portuguese_prefixed(context, "gatas")  # a form a suffix rule makes


def test_portuguese_suffix_forms_are_the_forms_text_spells_so():
    """unmunch misreads suffix conditions with accented letters ("cafés"): the rule makes the
    forms itself and keeps those wordfreq knows as spelt, never a fragment."""
    from words.build.portuguese import portuguese_suffix_forms

    made = set(portuguese_suffix_forms(context_of(PT_TOY, PT_ZIPF)))
    assert {"gatos", "gata", "livros", "casa", "amo"} <= made  # known to the toy's text
    assert "gatas" not in made  # a form no text has
    assert not {"amaremo", "amá"} & made  # fragments, though the toy's text has "amaremo"


def test_portuguese_guesses_need_a_second_word_list_or_text(tmp_path, monkeypatch):
    """With a word list that attests forms (wportuguese), hunspell-pt-br's other forms need
    text: used at the floor in lower case, more than in English, and under no name."""
    from words.build.portuguese import portuguese_suffix_forms, portuguese_unlisted

    folder = tmp_path / "yy"
    folder.mkdir()
    (folder / "attests.txt").write_text("gatas\nbonitas\nMulher\n", encoding="utf-8")
    for reviewed in ("allowlist.txt", "denylist.txt", "supplement.txt"):
        (folder / reviewed).write_bytes((PT_TOY / reviewed).read_bytes())
    text = (
        (PT_TOY / "language.toml")
        .read_text(encoding="utf-8")
        .replace('path = "../pt_toy"', f'path = "{FIXTURES / "pt_toy"}"')
        .replace('wordfreq = "xx"', 'wordfreq = "xx"\nforeign = "xe"')
        .replace(
            "[inflections]",
            '[[sources]]\npackage = "toy-attests"\npath = "attests.txt"\nformat = "wordlist"\n'
            'use = ["attests"]\n\n[inflections]',
        )
        .replace("noun_plural_floor = 2.5", "noun_plural_floor = 2.5\nunlisted_guess_floor = 4.0")
        .replace('use = ["answers", "inflections"]', 'use = ["guesses", "answers", "inflections"]')
        .replace(
            'guess_filters = ["portuguese_fragments"]',
            'guess_filters = ["portuguese_fragments", "portuguese_unlisted"]\n'
            'guesses = ["portuguese_suffix_forms"]',
        )
    )
    (folder / "language.toml").write_text(text, encoding="utf-8")
    forms = ["gato", "gatos", "gata", "gatas", "livro", "livros", "amo", "mulher", "casa"]
    monkeypatch.setattr(Hunspell, "expand", lambda self: forms)
    zipf = {"xx": PT_ZIPF["xx"], "xe": {"amo": 5.0}}
    context = Context(load_description(folder), TableFrequencies(zipf))
    refused = {w for w in [*forms, "bonitas"] if portuguese_unlisted(context, w)}
    # kept: listed ("gatas", "bonitas", though no text has it) or text at 4.0 ("livro",
    # "livros", "casa")
    assert refused == {
        "gatos",  # 3.5: below the floor
        "gata",  # 3.4
        "amo",  # 4.5, but English text uses it more
        "mulher",  # 5.0, but the list writes it as a name
    }
    # the forms the guesses rule makes itself ("gatos" is known to text) meet the same
    # filters in the pipeline
    assert {"livros", "gatos"} <= set(portuguese_suffix_forms(context))
    guesses = {w for _answers, words in build_lists(context).lists.values() for w in words}
    assert "livros" in guesses and "gatos" not in guesses


def test_only_a_hunspell_gives_every_form_as_a_headword(tmp_path, monkeypatch):
    """The headwords use: a hunspell's every form is a headword; a word list cannot have it."""
    text = (PT_TOY / "language.toml").read_text(encoding="utf-8")
    folder = tmp_path / "yy"
    folder.mkdir()
    (folder / "language.toml").write_text(
        text.replace('path = "../pt_toy"', f'path = "{FIXTURES / "pt_toy"}"').replace(
            'use = ["answers", "inflections"]', 'use = ["answers", "headwords", "inflections"]'
        ),
        encoding="utf-8",
    )
    description = load_description(folder)
    assert [s.package for s in description.sources_for("headwords")] == ["toy-hunspell-pt"]
    # the expansion is unmunch's (not installed in CI): its forms stand in here
    monkeypatch.setattr(Hunspell, "expand", lambda self: ["livro", "casas", "Olga", "amá"])
    headwords = Context(description, TableFrequencies(PT_ZIPF)).headwords
    assert headwords == {"livro", "casas", "amá"}  # every lower-case form, no name
    (folder / "language.toml").write_text(
        text.replace('path = "../pt_toy"', f'path = "{FIXTURES / "pt_toy"}"')
        .replace('format = "hunspell"', 'format = "wordlist"')
        .replace('use = ["answers", "inflections"]', 'use = ["answers", "headwords"]'),
        encoding="utf-8",
    )
    with pytest.raises(DescriptionError, match="headwords"):
        load_description(folder)


# --------------------------------------------------------------------------- Italian

IT_TOY = FIXTURES / "it"
IT_ZIPF = {
    "xx": {
        "gatto": 4.5,
        "gatti": 4.0,
        "gatta": 3.5,
        "bello": 5.0,
        "bella": 5.1,
        "belle": 4.5,
        "amare": 4.0,
        "ama": 3.5,
        "amo": 3.5,
        "amava": 3.2,
        "amato": 3.8,
        "girare": 4.0,
        "giro": 5.0,
        "gira": 4.2,
        "mese": 5.0,
        "mesa": 2.0,
        "libro": 5.0,
        "libri": 4.5,
        "sono": 6.0,
        "dava": 4.0,
        "dell": 5.0,
    }
}


def test_italian_lemmas_are_answers_and_forms_are_not():
    from words.build.context import Candidate
    from words.build.pipeline import rejection

    context = context_of(IT_TOY, IT_ZIPF)

    def why(spelling: str) -> str | None:
        return rejection(context, Candidate(spelling, spelling, True))

    assert why("gatto") is None and why("bello") is None and why("amare") is None
    assert why("gatti") == "plural"
    assert why("gatta") == "feminine"  # less used than "gatto"
    assert why("bella") == "feminine"  # an adjective's feminine, however used
    assert why("amava") == "verb form"
    assert why("amato") == "participle"  # not more used than "amare"
    assert why("bellissimo") == "superlative"
    assert why("dava") == "verb form"  # a bare stem with a conjugation's ending
    # hunspell-it lists no stem for what another stem's rules make: text tells the lemma
    assert why("mese") is None  # made as the plural of "mesa", far less used
    assert why("giro") is None  # made as a form of "girare", far more used
    assert why("gira") is not None  # a verb form, and the -a twin of the noun "giro"
    assert why("dell") == "unknown"


def test_italian_guesses_are_attested_forms_of_hunspell():
    from words.build.italian import italian_unknown_form

    context = context_of(IT_TOY, IT_ZIPF)
    built = build_lists(context)
    guesses = built.guesses()
    assert {"gatto", "gatti", "gatta", "amava", "giro", "mese", "libri"} <= guesses
    assert not {"dell", "nell", "roma", "amando", "belli"} & guesses  # unattested or names
    assert italian_unknown_form(context, "dell")
    assert not italian_unknown_form(context, "gatti")
    answers = {w for answers, _ in built.lists.values() for w in answers}
    assert {"gatto", "bello", "amare", "giro", "mese", "libro"} <= answers
    assert not {"gatti", "bella", "amava", "amato", "sono", "dava"} & answers
