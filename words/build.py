"""Build the shipped word lists (``words/<lang>/<N>-answers.txt`` and ``-guesses.txt``).

The lists are generated from Debian's dictionaries and ranked with wordfreq, then
committed; CI checks the committed files and never runs this script. Running it
again on the same sources gives byte-identical files. See ``words/README.md``.

    python words/build.py                      # write all 20 lists
    python words/build.py --measure FILE       # how many words of FILE we accept
    python words/build.py --review es          # answers that are also names, to review
    python words/build.py --report             # size, Zipf, rule hits, sample, coverage
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORDS = ROOT / "words"
sys.path.insert(0, str(ROOT))

from wordle_tui.core.languages import ENGLISH, SPANISH, WORD_LENGTHS, Language  # noqa: E402
from wordle_tui.core.normalize import BadCharacter, normalize  # noqa: E402

DICT = Path("/usr/share/dict")
HUNSPELL = Path("/usr/share/hunspell")

# English sources (Debian packages wamerican, wamerican-small, wamerican-huge,
# wbritish-huge, hunspell-en-us, wordnet-base).
EN_ANSWER_SOURCE = DICT / "american-english"
EN_COMMON_SOURCE = DICT / "american-english-small"
EN_GUESS_SOURCES = (DICT / "american-english-huge", DICT / "british-english-huge")
EN_HUNSPELL = HUNSPELL / "en_US"
WORDNET = Path("/usr/share/wordnet")
# Spanish sources (hunspell-es: every es_* file links to es_ES; wspanish).
ES_HUNSPELL = HUNSPELL / "es_ES"
ES_WORDLIST = DICT / "spanish"

# One wordfreq Zipf threshold per language, applied unchanged to every length.
# English: for the common words of SCOWL size 35 (wamerican-small).
THRESHOLDS = {"en": 2.42, "es": 3.0}
# An English word of SCOWL size 50 (wamerican) that size 35 lacks is an answer
# only when it is at least this familiar: size 35 is the curated "common words"
# level, so what only size 50 has is mostly obscure, technical or a name at a low
# frequency ("galena", "crozier", "vitreous"), and modern everyday words at a high
# one ("laptop", "podcast", "selfie").
EN_UNCOMMON_THRESHOLD = 3.0

# A plural at least this much more frequent (Zipf, i.e. 10x) than its singular is a
# word in its own right: "clothes", "kudos", "politics". (-ed/-ing forms get no
# such margin: "appalled", "embossed", "suffused" owe their lead to a rare verb;
# the adjectives among them, "tired", "scared", are in en/allowlist.txt.)
OWN_WORD_MARGIN = 1.0
# A British spelling is not an answer when its American twin is a word at most
# this much (Zipf) less familiar: "theatre" gives way to "theater", "grey" to "gray",
# but "amoeba" stays, "ameba" being rare.
US_TWIN_MARGIN = 0.5

VOWEL = re.compile("[aeiouy]")
ROMAN_NUMERAL = re.compile(r"m{0,4}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")


# --------------------------------------------------------------------------- sources


def read_lines(path: Path, encoding: str = "utf-8") -> list[str]:
    """A source file's stripped, non-empty lines; strict decoding so a wrong encoding fails."""
    text = path.read_bytes().decode(encoding)
    return [line.strip() for line in text.splitlines() if line.strip()]


def aff_encoding(aff: Path) -> str:
    """The character set a hunspell .aff declares (``SET``); .dic and unmunch use it too."""
    for raw in aff.read_bytes().splitlines():
        if raw.startswith(b"SET "):
            name = raw.split()[1].decode("ascii")
            return {"ISO8859-1": "iso-8859-1", "ISO8859-15": "iso-8859-15"}.get(name, name)
    return "iso-8859-1"  # hunspell's default


@dataclass(frozen=True)
class Suffix:
    """One SFX rule of a hunspell .aff file."""

    flag: str
    strip: str
    add: str
    continuation: str
    condition: re.Pattern[str]

    def apply(self, word: str) -> str | None:
        """The derived form, or None when the rule's condition does not hold."""
        if not word.endswith(self.strip) or not self.condition.search(word):
            return None
        return word[: len(word) - len(self.strip)] + self.add


@dataclass
class Hunspell:
    """A hunspell dictionary: its stems with their flags, and its suffix rules."""

    base: Path
    encoding: str
    stems: dict[str, set[str]]
    suffixes: dict[str, list[Suffix]]

    @classmethod
    def load(cls, base: Path) -> Hunspell:
        aff = base.with_suffix(".aff")
        encoding = aff_encoding(aff)
        suffixes: dict[str, list[Suffix]] = defaultdict(list)
        for line in read_lines(aff, encoding):
            parts = line.split()
            if parts[0] == "FLAG" and parts[1] not in ("UTF-8",):
                raise SystemExit(f"{aff}: FLAG {parts[1]} is not supported")
            if parts[0] == "SFX" and len(parts) >= 5:
                add, _, continuation = parts[3].partition("/")
                suffixes[parts[1]].append(
                    Suffix(
                        flag=parts[1],
                        strip="" if parts[2] == "0" else parts[2],
                        add="" if add == "0" else add,
                        continuation=continuation,
                        condition=re.compile(f"(?:{parts[4]})$"),
                    )
                )
        stems: dict[str, set[str]] = defaultdict(set)
        for line in read_lines(base.with_suffix(".dic"), encoding)[1:]:  # line 1 is a count
            word, _, flags = line.split()[0].partition("/")
            stems[word].update(flags)
        return cls(base, encoding, dict(stems), dict(suffixes))

    def expand(self) -> list[str]:
        """Every word form, as hunspell's own ``unmunch`` expands the dictionary."""
        result = subprocess.run(
            ["unmunch", str(self.base.with_suffix(".dic")), str(self.base.with_suffix(".aff"))],
            capture_output=True,
            check=True,
        )
        return result.stdout.decode(self.encoding).split()

    def forms(self, word: str, flags: Iterable[str]) -> Iterator[tuple[str, str]]:
        """(flag, form) for each suffix rule of ``flags`` that applies to ``word``."""
        for flag in sorted(flags):
            for rule in self.suffixes.get(flag, ()):
                form = rule.apply(word)
                if form is not None:
                    yield flag, form


def fold_forms(words: Iterable[str], language: Language) -> dict[str, set[str]]:
    """Normalised playable words, each with the source spellings that fold to it.

    Only lower-case entries of 4-8 letters count, and no Roman numerals. A
    capitalised entry is a proper noun or an abbreviation; an entry with an
    apostrophe, hyphen, digit or foreign letter has no single spelling in the
    game's alphabet. Both are left out.
    """
    result: dict[str, set[str]] = defaultdict(set)
    for word in words:
        if word != word.lower():
            continue
        folded = normalize(word, language)
        if isinstance(folded, BadCharacter) or len(folded) not in WORD_LENGTHS:
            continue
        if ROMAN_NUMERAL.fullmatch(folded):
            continue
        result[folded].add(word)
    return dict(result)


def fold_all(words: Iterable[str], language: Language) -> set[str]:
    """The playable words of :func:`fold_forms`, without their spellings."""
    return set(fold_forms(words, language))


def merge_forms(*mappings: dict[str, set[str]]) -> dict[str, set[str]]:
    """The union of several folded-word -> spellings mappings."""
    merged: dict[str, set[str]] = defaultdict(set)
    for mapping in mappings:
        for word, forms in mapping.items():
            merged[word] |= forms
    return dict(merged)


def familiarity(forms: dict[str, set[str]], lang: str) -> dict[str, float]:
    """Each folded word's Zipf: the best of its accented spellings (what a player types)."""
    return {word: max(zipf(form, lang) for form in spellings) for word, spellings in forms.items()}


def read_denylist(path: Path, language: Language) -> set[str]:
    """Words that must never be answers: one a line, ``#`` starts a comment, folded."""
    words: set[str] = set()
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        folded = normalize(content, language)
        if isinstance(folded, BadCharacter):
            raise SystemExit(f"{path}:{number}: {folded.message} in {content!r}")
        words.add(folded)
    return words


def read_supplement(path: Path, language: Language) -> dict[str, set[str]]:
    """A reviewed supplement of guesses: folded word -> its spellings; each must be playable."""
    forms: dict[str, set[str]] = defaultdict(set)
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        folded = normalize(content, language)
        if isinstance(folded, BadCharacter) or len(folded) not in WORD_LENGTHS:
            raise SystemExit(f"{path}:{number}: {content!r} is not a playable word")
        forms[folded].add(content)
    return dict(forms)


def spanish_plurals(word: str) -> set[str]:
    """The regular plurals of a Spanish noun or adjective (accented), as the RAE forms them."""
    last = word[-1]
    if last in "aeoáéó" or (last in "iu" and len(word) > 1):
        return {word + "s"}
    if last in "íú":
        return {word + "es", word + "s"}  # "rubíes", "rubís"
    if last == "z":
        return {word[:-1] + "ces"}
    if last in "sx":
        # Unchanged when the last syllable is unstressed ("lunes", "crisis");
        # "país", "autobús", "mes" take -es.
        stressed = any(ch in "áéíóú" for ch in word[-3:]) or sum(ch in "aeiou" for ch in word) == 1
        return {word + "es"} if stressed else set()
    return {word + "es"}  # "canción" -> "canciones", "rey" -> "reyes", "árbol" -> "árboles"


def spanish_diminutives(word: str) -> set[str]:
    """The regular -ito/-ita diminutives of a Spanish noun in -o/-a, and their plurals.

    "gato" -> "gatito", "abuela" -> "abuelita", "amigo" -> "amiguito",
    "chica" -> "chiquita", "taza" -> "tacita". Accented words are left alone
    ("música" would move its stress), and so are words of fewer than four letters.
    """
    if len(word) < 4 or word[-1] not in "oa" or any(ch in "áéíóú" for ch in word):
        return set()
    stem, ending = word[:-1], "it" + word[-1]
    if stem.endswith("c"):
        stem = stem[:-1] + "qu"
    elif stem.endswith("g"):
        stem = stem + "u"
    elif stem.endswith("z"):
        stem = stem[:-1] + "c"
    if stem[-1] in "aeiou":
        return set()  # "feo", "lea": the -ito form is irregular ("feíto")
    return {stem + ending, stem + ending + "s"}


def zipf(word: str, lang: str) -> float:
    """wordfreq's Zipf frequency (imported here so the tests never need wordfreq)."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word, lang)


@dataclass
class Built:
    """One language's lists: (answers, guesses) per length, and every guess's Zipf."""

    lists: dict[int, tuple[list[str], list[str]]]
    familiarity: dict[str, float]


def guess_familiarity(
    guesses: set[str], ranked: dict[str, float], forms: dict[str, set[str]], lang: str
) -> dict[str, float]:
    """Every guess's Zipf: the best of its spellings, and never below its answer ranking."""
    result = familiarity({w: forms[w] for w in guesses if w in forms}, lang)
    for word, score in ranked.items():
        if word in guesses:
            result[word] = max(result.get(word, 0.0), score)
    return result


# --------------------------------------------------------------------------- English


def english_inflection(
    word: str,
    generated: dict[str, set[tuple[str, str]]],
    hunspell: Hunspell,
    known: set[str],
    names: frozenset[str] = frozenset(),
) -> tuple[str, str] | None:
    """(kind, base) of a regular plural ("s"), -ed/-ing form ("v") or comparative or
    superlative ("t"), with ``known`` holding the bases; None for a word of its own.

    Hunspell's S, D and G rules generate most forms; the rest (forms the
    dictionary spells out, like "paths" or "hoped") are found by undoing the
    regular spelling rules, with -ed/-ing accepted only for a base that is a verb.
    Bases shorter than three letters are not taken ("ring" is not "re" + ing).
    A plural much more frequent than its singular is a word of its own ("clothes",
    unless a name makes it frequent: "wales"); an -ed/-ing form never is by
    frequency alone (the adjectives are allowlisted). Superlatives count as forms
    of their base.
    """
    flags = hunspell.stems.get(word, set())
    candidates: list[tuple[str, str]] = sorted(generated.get(word, ()))
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        candidates.append(("s", word[:-1]))
        if word.endswith("es"):
            candidates.append(("s", word[:-2]))
        if word.endswith("ies"):
            candidates.append(("s", word[:-3] + "y"))
        if word.endswith("ves"):
            candidates += [("s", word[:-3] + "f"), ("s", word[:-3] + "fe")]
    if word.endswith("men"):
        candidates.append(("s", word[:-3] + "man"))  # "snowmen", "firemen", "women"
    stems_ed: list[str] = []
    if word.endswith("ed"):
        stems_ed += [word[:-2], word[:-1]]
        if word.endswith("ied"):
            stems_ed.append(word[:-3] + "y")
        if len(word) > 4 and word[-3] == word[-4]:
            stems_ed.append(word[:-3])
    if word.endswith("ing"):
        stems_ed += [word[:-3], word[:-3] + "e"]
        if word.endswith("ying"):
            stems_ed.append(word[:-4] + "ie")
        if len(word) > 5 and word[-4] == word[-5]:
            stems_ed.append(word[:-4])
    for base in stems_ed:
        base_flags = hunspell.stems.get(base, set())
        siblings = {base + "ing", base[:-1] + "ing", base + "ed", base + "d"}
        siblings |= {base + base[-1:] + "ing", base + base[-1:] + "ed"}  # "mugged"
        siblings.discard(word)
        doubled = len(word) > 5 and base == word[: len(base)] and word[len(base)] == base[-1]
        if base_flags & {"D", "G"} or siblings & known or (doubled and base + "s" in known):
            candidates.append(("v", base))  # "getting", "upped": the verb has an -s form
    if word.endswith("zzes"):
        candidates.append(("s", word[:-3]))  # "quizzes"
    if word.endswith("est") and not flags:
        # A superlative ("biggest", "cheapest", "happiest") whose comparative is a
        # word too; hunspell lists "earnest" and "honest" as stems with flags.
        for base in (word[:-3], word[:-2], word[:-4], word[:-4] + "y"):
            if len(base) < 3:
                continue
            comparative = base + "er" if not base.endswith("e") else base + "r"
            if base.endswith("y"):
                comparative = base[:-1] + "ier"
            if base and word[:-4] == base and not base.endswith("y"):
                comparative = base + base[-1] + "er"  # "bigger"
            if comparative in known:
                candidates.append(("t", base))
    if word.endswith("er") and not flags:
        # A comparative ("calmer", "madder", "rougher") whose superlative is a word.
        for base in (word[:-2], word[:-1], word[:-3], word[:-3] + "y"):
            superlative = base[:-1] + "iest" if base.endswith("y") else word[:-2] + "est"
            if len(base) >= 3 and superlative in known:
                candidates.append(("t", base))
    for kind, base in candidates:
        if len(base) < 3 or base not in known:
            continue
        if kind == "v" and "M" in flags:
            continue  # hunspell lists it as a noun of its own: "icing", "greed"
        if (
            kind == "s"
            and word not in names
            and zipf(word, "en") >= zipf(base, "en") + OWN_WORD_MARGIN
        ):
            continue  # "clothes", "kudos"; but "wales", "sanders" owe their score to the name
        return kind, base
    return None


@dataclass
class WordNet:
    """WordNet's irregular inflections (``*.exc``: form -> bases) and its lemmas."""

    exceptions: dict[str, dict[str, set[str]]]  # part of speech -> form -> bases
    lemmas: dict[str, set[str]]  # part of speech -> lemmas

    @classmethod
    def load(cls, folder: Path = WORDNET) -> WordNet:
        exceptions: dict[str, dict[str, set[str]]] = {}
        lemmas: dict[str, set[str]] = {}
        for pos in ("noun", "verb", "adj"):
            table: dict[str, set[str]] = defaultdict(set)
            for line in read_lines(folder / f"{pos}.exc"):
                form, *bases = line.split()
                table[form].update(b for b in bases if b != form)
            exceptions[pos] = {form: bases for form, bases in table.items() if bases}
            # index.<pos>: a license header indented by two spaces, then one lemma a line.
            index = (folder / f"index.{pos}").read_bytes().decode("utf-8").splitlines()
            lemmas[pos] = {line.split(" ", 1)[0] for line in index if line[:1] not in ("", " ")}
        return cls(exceptions, lemmas)

    def irregular(self, word: str, known: set[str]) -> tuple[str, str] | None:
        """(part of speech, base) when ``word`` is an irregular inflection of a known word.

        "matrices" (matrix), "shrunk" (shrink), "repaid" (repay), "slimmer" (slim).
        A form that WordNet lists as a noun or verb of its own stays a word:
        "data", "ground", "wound", "felt", "dryer".
        """
        if word in self.lemmas["noun"] or word in self.lemmas["verb"]:
            return None
        for pos in ("noun", "verb", "adj"):
            bases = sorted(b for b in self.exceptions[pos].get(word, ()) if b in known)
            if bases:
                return pos, bases[0]
        return None


# British spellings and the American ones they turn into (one change a word):
# colour/color, theatre/theater, catalogue/catalog, analyse/analyze, foetal/fetal,
# enrol/enroll, skilful/skillful, jeweller/jeweler, cosy/cozy, grey/gray,
# plough/plow, mould/mold, defence/defense, cheque/check, tyre/tire, axe/ax.
BRITISH_TO_US = (
    ("our", "or"),
    ("re", "er"),
    ("ogue", "og"),
    ("ise", "ize"),
    ("yse", "yze"),
    ("isa", "iza"),
    ("ae", "e"),
    ("oe", "e"),
    ("lful", "llful"),
    ("ller", "ler"),
    ("llous", "lous"),
    ("llen", "len"),
    ("sy", "zy"),
    ("ey", "ay"),
    ("ough", "ow"),
    ("ould", "old"),
    ("oult", "olt"),
    ("ence", "ense"),
    ("que", "ck"),
    ("yre", "ire"),
    ("xe", "x"),
    ("mme", "m"),
    ("sc", "sk"),
    ("ium", "um"),
)
BRITISH_FINAL_L = re.compile(r"[aeiou]l$")  # "enrol", "fulfil", "distil": US "enroll"


class EnglishRules:
    """Which English words are fair secrets: common lemmas in American spelling.

    Size 35 of SCOWL (wamerican-small) is the common vocabulary; what only size
    50 has must be familiar (:data:`EN_UNCOMMON_THRESHOLD`). Hunspell's suffix
    rules and spelling rules find regular inflections, WordNet's exception lists
    the irregular ones, and the American-only words of SCOWL tell British twins.
    """

    def __init__(self, hunspell: Hunspell) -> None:
        self.hunspell = hunspell
        self.generated, self.known, self.names = english_context(hunspell)
        self.common = fold_all(
            (w for w in read_lines(EN_COMMON_SOURCE) if w == w.lower()), ENGLISH
        )
        american, british = ({w for w in read_lines(p) if w == w.lower()} for p in EN_GUESS_SOURCES)
        self.american_only = american - british  # "color", "theater", "gray", "plow"
        self.wordnet = WordNet.load()

    def us_twin(self, word: str) -> str | None:
        """The American spelling of a British ``word`` ("theatre" -> "theater"), if any."""
        twins = set()
        for british, american in BRITISH_TO_US:
            for match in re.finditer(british, word):
                twins.add(word[: match.start()] + american + word[match.end() :])
        if BRITISH_FINAL_L.search(word):
            twins.add(word + "l")  # "enrol" -> "enroll"
        floor = zipf(word, "en") - US_TWIN_MARGIN
        found = sorted(t for t in twins if t in self.american_only and zipf(t, "en") >= floor)
        return found[0] if found else None

    def reason(self, word: str) -> str | None:
        """Why ``word`` (a lower-case wamerican word) is not a fair secret, or None."""
        if word not in self.common:
            if zipf(word, "en") < EN_UNCOMMON_THRESHOLD:
                return "uncommon"
        found = english_inflection(word, self.generated, self.hunspell, self.known, self.names)
        if found:
            return EN_KINDS[found[0]]
        if self.wordnet.irregular(word, self.known):
            return "irregular form"
        if self.us_twin(word):
            return "British spelling"
        return None


def english_context(
    hunspell: Hunspell,
) -> tuple[dict[str, set[tuple[str, str]]], set[str], frozenset[str]]:
    """What :func:`english_inflection` needs: hunspell's S/D/G forms, wamerican, names."""
    generated: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for stem, flags in hunspell.stems.items():
        if stem == stem.lower():
            for flag, form in hunspell.forms(stem, flags & {"S", "D", "G"}):
                generated[form].add(("s" if flag == "S" else "v", stem))
    source = [w for w in read_lines(EN_ANSWER_SOURCE) if w == w.lower()]
    known = {f for w in source if isinstance(f := normalize(w, ENGLISH), str)}  # "cafe"
    entries = {w for p in (EN_ANSWER_SOURCE, *EN_GUESS_SOURCES) for w in read_lines(p)}
    names = frozenset(fold_all((w.lower() for w in entries if w[:1].isupper()), ENGLISH))
    return generated, known, names


def english_lists(threshold: float) -> Built:
    """Answers and guesses per length for English."""
    hunspell = Hunspell.load(EN_HUNSPELL)
    guess_forms = merge_forms(
        fold_forms(hunspell.expand(), ENGLISH),
        *(fold_forms(read_lines(source), ENGLISH) for source in EN_GUESS_SOURCES),
        read_supplement(WORDS / "en" / "supplement.txt", ENGLISH),
    )
    guesses = set(guess_forms)

    rules = EnglishRules(hunspell)
    source = [w for w in read_lines(EN_ANSWER_SOURCE) if w == w.lower()]
    denied = read_denylist(WORDS / "en" / "denylist.txt", ENGLISH)
    allowed = read_denylist(WORDS / "en" / "allowlist.txt", ENGLISH)
    score: dict[str, float] = {}
    for word in source:
        folded = fold_all([word], ENGLISH)
        if not folded:
            continue
        (key,) = folded
        score[key] = max(score.get(key, 0.0), zipf(word, "en"))
    answers = {
        w
        for w, s in score.items()
        if s >= threshold
        and w not in denied
        and VOWEL.search(w)  # "blvd", "govt": abbreviations
        and (w in allowed or rules.reason(w) is None)
    }
    guesses |= answers
    return Built(
        split_by_length(answers, guesses), guess_familiarity(guesses, score, guess_forms, "en")
    )


EN_KINDS = {"s": "plural", "v": "verb form", "t": "superlative"}


# --------------------------------------------------------------------------- Spanish


# Margins (Zipf) that decide whether a form is a word of its own.
FEMININE_OWN_MARGIN = 0.2  # "vida" over "vid", "política" over "político"
PARTICIPLE_VERB_MARGIN = 0.3  # "cansado", "helado": more used than their verb
VERB_FORM_MARGIN = 0.3  # "trabajo", "cuenta": more used than their verb
NOUN_PLURAL_MARGIN = 1.5  # "trabajos" is used, "dijes" is not
OTHER_READING_MARGIN = 0.3  # "vienes" reads as the verb, not as "vienés"
# A noun mostly used in the plural ("garbanzos", "sandalias", "espinacas") is as
# familiar as its plural, when the singular itself is at least this familiar.
PLURAL_NOUN_FLOOR = 2.5
# A word of es/allowlist.txt, read by a native speaker, needs only this much:
# "espinaca", "ocre", "malva" are everyday words just under the threshold.
REVIEWED_FLOOR = 2.75
# A generated diminutive is a guess when text uses it this much ("cajita" 2.5;
# "acasito" from "acaso" never occurs).
DIMINUTIVE_FLOOR = 1.5
SUPERLATIVE_ES = re.compile(r"(isim[oa]|errim[oa])$")


class SpanishRules:
    """Which Spanish headwords are fair secrets: lemmas, not inflected forms.

    wspanish lists dictionary headwords (no plurals, no conjugations) but also
    feminine adjectives, participles and diminutives, and some headwords read as
    verb forms ("debe", "verme"). hunspell-es knows how each form is made, so
    its suffix rules tell which headwords are inflections of another.
    """

    def __init__(
        self, hunspell: Hunspell, lemmas: set[str], lower_case: set[str], names: set[str]
    ) -> None:
        self.hunspell = hunspell
        self.lemmas = lemmas
        # wspanish writes some names in lower case ("españa", "beltrán"): a headword
        # that hunspell-es knows only capitalised is a name.
        self.lower_case = lower_case
        self.names = names
        # Verb flags: suffix classes whose every rule applies to an infinitive and
        # that make no new stem: D (participles), E, I, R, X and the clitic classes.
        self.verb_flags = {
            flag
            for flag, rules in hunspell.suffixes.items()
            if all(r.condition.pattern.endswith("r)$") for r in rules)
            and not any(r.continuation for r in rules)
        }
        self.verb_of: dict[str, set[str]] = defaultdict(set)  # folded conjugation -> infinitives
        self.participle_of: dict[str, set[str]] = defaultdict(set)  # folded participle -> inf.
        self.inflected: dict[str, set[str]] = defaultdict(set)  # folded -> accented inflections
        self.plural_of: dict[str, set[str]] = defaultdict(set)  # folded plural -> singulars
        self.feminine_of: dict[str, set[str]] = defaultdict(set)  # folded -a form -> masculine
        self.diminutive_of: dict[str, set[str]] = defaultdict(set)  # folded -ito form -> base
        for stem, flags in hunspell.stems.items():
            if stem != stem.lower():
                continue
            for flag, form in hunspell.forms(stem, flags & self.verb_flags):
                folded = normalize(form, SPANISH)
                if isinstance(folded, BadCharacter):
                    continue
                self.inflected[folded].add(form)
                if flag == "D":
                    self.participle_of[folded].add(stem)
                else:
                    self.verb_of[folded].add(stem)
            for flag, form in hunspell.forms(stem, flags & set("SGU")):
                folded = normalize(form, SPANISH)
                if isinstance(folded, BadCharacter):
                    continue
                if flag == "S":
                    self.plural_of[folded].add(stem)
                elif flag == "G" and not form.endswith("s"):
                    self.feminine_of[folded].add(stem)
                elif flag == "U":  # -ito, -ita; -illo words are mostly nouns of their own
                    self.diminutive_of[folded].add(stem)
                if flag in "SG" and form not in lemmas:
                    self.inflected[folded].add(form)
        self.verb_keys = set(self.verb_of) | set(self.participle_of)
        self.folded_lemmas = {f for w in lemmas if isinstance(f := normalize(w, SPANISH), str)}

    @staticmethod
    def z(word: str) -> float:
        return zipf(word, "es")

    def familiarity(self, word: str) -> float:
        """A headword's Zipf, or its plural's when that is higher ("garbanzo", "sandalia").

        Plurals that are also verb forms do not count, and a singular rarer than
        :data:`PLURAL_NOUN_FLOOR` stays what it is (a back-formed "mientra").
        """
        own = self.z(word)
        if own < PLURAL_NOUN_FLOOR or self.hunspell.stems.get(word, set()) & self.verb_flags:
            return own
        plurals = [p for p in spanish_plurals(word) if normalize(p, SPANISH) not in self.verb_keys]
        return max([own, *(self.z(p) for p in plurals)])

    def noun_plural_used(self, word: str) -> bool:
        """Its plural, when no verb shares it, is well used: the word is a noun too."""
        plurals = {f for _, f in self.hunspell.forms(word, {"S"})} or {word + "s"}
        plurals |= {word + "s"} if word[-1] in "aeiouáéó" else {word + "es"}
        noun_plurals = [p for p in plurals if normalize(p, SPANISH) not in self.verb_keys]
        return bool(noun_plurals) and (
            max(self.z(p) for p in noun_plurals) >= self.z(word) - NOUN_PLURAL_MARGIN
        )

    def extra_reason(self, word: str, folded: str) -> str | None:
        """Stricter checks for a hunspell stem that wspanish does not list as a headword.

        Such stems include diminutives ("casita", "perrito") and participles
        ("ubicado") spelled out as stems of their own.
        """
        if folded in self.participle_of:
            return "participle"
        for suffix in ("ito", "ita", "cito", "cita"):
            root = folded[: -len(suffix)]
            if folded.endswith(suffix) and any(
                root + ending in self.folded_lemmas for ending in ("o", "a", "e", "")
            ):
                return "diminutive"
        return None

    def reason(self, word: str, folded: str) -> str | None:
        """Why headword ``word`` is not a fair secret, or None when it is."""
        own = self.z(word)
        if folded in self.names and folded not in self.lower_case:
            return "name"  # "españa", "beltrán": hunspell-es writes them capitalised only
        if zipf(word, "en") > own + OWN_WORD_MARGIN:
            return "english"  # an English word or name in Spanish text: "dance"
        if SUPERLATIVE_ES.search(folded):
            return "superlative"
        singulars = {s for s in self.plural_of.get(folded, ()) if s in self.lemmas}
        if singulars and own <= max(self.z(s) for s in singulars):
            return "plural"  # "antes", "ambos" are more used than "ante", "ambo"
        masculines = {m for m in self.feminine_of.get(folded, ()) if m in self.lemmas}
        if masculines and own < max(self.z(m) for m in masculines) + FEMININE_OWN_MARGIN:
            return "feminine"
        bases = {b for b in self.diminutive_of.get(folded, ()) if b in self.lemmas and b != word}
        if bases and own < max(self.z(b) for b in bases):
            return "diminutive"  # "bolsillo", "tortilla" are more used than their base
        if folded in self.participle_of:
            if word.endswith("a"):
                if own < self.z(word[:-1] + "o") + FEMININE_OWN_MARGIN:
                    return "participle"  # "comida", "salida" are more used than "comido"
            else:
                verb = max(self.z(v) for v in self.participle_of[folded])
                if own < verb + PARTICIPLE_VERB_MARGIN:
                    return "participle"  # "acordado", "ayudado"; "cansado" is an adjective
        if folded in self.verb_of:
            verb = max(self.z(v) for v in self.verb_of[folded])
            if not self.noun_plural_used(word) and own < verb + VERB_FORM_MARGIN:
                return "verb form"  # "debe", "verme", "anda"
        others = self.inflected.get(folded, set()) - {word}
        if others and max(self.z(o) for o in others) >= own + OTHER_READING_MARGIN:
            return "reads as an inflection"  # "vienes" (vienés), "leones" (leonés)
        return None


def spanish_context() -> tuple[SpanishRules, list[str], list[str]]:
    """The rules, hunspell-es's expanded forms and wspanish's lines."""
    hunspell = Hunspell.load(ES_HUNSPELL)
    wordlist = read_lines(ES_WORDLIST)
    expanded = hunspell.expand()
    lemmas = {w for w in wordlist if w == w.lower()}  # wspanish: dictionary headwords
    names = fold_all((w.lower() for w in (*expanded, *wordlist) if w[:1].isupper()), SPANISH)
    return SpanishRules(hunspell, lemmas, fold_all(expanded, SPANISH), names), expanded, wordlist


def spanish_lists(threshold: float) -> Built:
    """Answers and guesses per length for Spanish."""
    rules, expanded, wordlist = spanish_context()
    lemmas = rules.lemmas
    guess_forms = merge_forms(
        fold_forms(expanded, SPANISH),
        fold_forms(wordlist, SPANISH),
        read_supplement(WORDS / "es" / "supplement.txt", SPANISH),
    )
    denied = read_denylist(WORDS / "es" / "denylist.txt", SPANISH)
    allowed_forms = read_supplement(WORDS / "es" / "allowlist.txt", SPANISH)
    allowed = set(allowed_forms)
    score: dict[str, float] = {}
    spelling: dict[str, str] = {}
    # wspanish lacks some everyday nouns ("acto", "tienda", "control", "líder"):
    # hunspell-es stems with a noun or adjective flag (S, plural) are lemmas too,
    # and so are the reviewed words of the allowlist ("autobús", "enojado", "kiwi").
    noun_stems = {w for w, flags in rules.hunspell.stems.items() if w == w.lower() and "S" in flags}
    reviewed = {w for spellings in allowed_forms.values() for w in spellings}
    for word in sorted(lemmas | noun_stems | reviewed):
        folded_set = fold_all([word], SPANISH)
        if not folded_set:
            continue
        (folded,) = folded_set
        familiar = rules.familiarity(word)
        floor = REVIEWED_FLOOR if folded in allowed else threshold
        if folded in denied or familiar < floor:
            continue
        reason = rules.reason(word, folded)
        if reason is None and word not in lemmas:
            reason = rules.extra_reason(word, folded)
        fair = folded in allowed or reason is None
        if fair and familiar > score.get(folded, 0.0):
            score[folded], spelling[folded] = familiar, word
    answers = set(score)
    # Every answer that is a noun or adjective has its plural accepted as a guess
    # ("rodillas", "anillos", "plazos"), whether or not a dictionary spells it out.
    plurals = [
        spanish_plurals(spelling[w])
        for w in answers
        if not rules.hunspell.stems.get(spelling[w], set()) & rules.verb_flags
    ]
    # The -ito/-ita diminutives of every headword noun ("gatito", "abuelita"), when
    # wordfreq has seen them in text: every player uses them, and no dictionary
    # lists them all.
    diminutives = [
        {d for d in spanish_diminutives(w) if rules.z(d) >= DIMINUTIVE_FLOOR}
        for w in sorted(lemmas | noun_stems)
        if not rules.hunspell.stems.get(w, set()) & rules.verb_flags
    ]
    guess_forms = merge_forms(
        guess_forms,
        fold_forms((p for ps in plurals for p in ps), SPANISH),
        fold_forms((d for ds in diminutives for d in ds), SPANISH),
        {w: {spelling[w]} for w in answers},
    )
    guesses = set(guess_forms) | answers
    # The frequency file ranks each word by its own spellings ("garbanzo" 2.70,
    # though it is an answer by its plural's 3.15).
    return Built(split_by_length(answers, guesses), guess_familiarity(guesses, {}, guess_forms, "es"))


# --------------------------------------------------------------------------- output


def split_by_length(answers: set[str], guesses: set[str]) -> dict[int, tuple[list[str], list[str]]]:
    """Sorted (answers, guesses) for each playable length."""
    return {
        n: (
            sorted(w for w in answers if len(w) == n),
            sorted(w for w in guesses if len(w) == n),
        )
        for n in WORD_LENGTHS
    }


def write_lists(lang: str, built: Built) -> None:
    """Write the files: UTF-8, one word a line, LF endings, sorted by code point.

    ``<N>-frequency.txt`` holds ``word zipf`` for every guess wordfreq knows,
    most familiar first (ties in code-point order).
    """
    folder = WORDS / lang
    folder.mkdir(exist_ok=True)
    for n, (answers, guesses) in built.lists.items():
        for kind, words in (("answers", answers), ("guesses", guesses)):
            text = "".join(f"{w}\n" for w in words)
            (folder / f"{n}-{kind}.txt").write_bytes(text.encode("utf-8"))
        known = [(round(built.familiarity.get(w, 0.0), 2), w) for w in guesses]
        known = sorted(((-z, w) for z, w in known if z > 0))
        text = "".join(f"{w} {-z:.2f}\n" for z, w in known)
        (folder / f"{n}-frequency.txt").write_bytes(text.encode("utf-8"))


def read_shipped(lang: str, length: int, kind: str) -> set[str]:
    """A committed list, read as the game reads it."""
    return set((WORDS / lang / f"{length}-{kind}.txt").read_text(encoding="utf-8").split())


def measure(path: Path, lang: str, length: int) -> None:
    """Print how many words of a reference list are accepted guesses and answers."""
    language = {"en": ENGLISH, "es": SPANISH}[lang]
    reference = sorted(fold_all(read_lines(path), language))
    reference = [w for w in reference if len(w) == length]
    guesses = read_shipped(lang, length, "guesses")
    answers = read_shipped(lang, length, "answers")
    total = len(reference)
    in_guesses = [w for w in reference if w in guesses]
    in_answers = [w for w in reference if w in answers]
    print(f"{path.name}: {total} {lang} words of {length} letters")
    print(f"  accepted guesses: {len(in_guesses)}/{total} = {100 * len(in_guesses) / total:.2f}%")
    print(f"  answers:          {len(in_answers)}/{total} = {100 * len(in_answers) / total:.2f}%")
    print(f"  not guesses: {' '.join(w for w in reference if w not in guesses) or '-'}")


def review(lang: str) -> None:
    """Answers whose capitalised twin is in a source: check them for name-only words."""
    if lang == "en":
        entries = {w for p in (EN_ANSWER_SOURCE, *EN_GUESS_SOURCES) for w in read_lines(p)}
        language = ENGLISH
    else:
        entries = set(Hunspell.load(ES_HUNSPELL).stems)
        language = SPANISH
    capitalised = fold_all((w.lower() for w in entries if w[:1].isupper()), language)
    for n in WORD_LENGTHS:
        hits = sorted(read_shipped(lang, n, "answers") & capitalised)
        print(f"{n}: {' '.join(hits)}")


REPORT_SAMPLE = 50
REPORT_TOP = 1000  # the most frequent words of a length that coverage is measured on


def report() -> None:
    """Per shipped list: size, Zipf range, inflected answers by the rules, a sample, coverage."""
    import random

    from wordfreq import top_n_list

    en_rules = EnglishRules(Hunspell.load(EN_HUNSPELL))
    es_rules, _, _ = spanish_context()
    es_allowed = read_denylist(WORDS / "es" / "allowlist.txt", SPANISH)
    en_allowed = read_denylist(WORDS / "en" / "allowlist.txt", ENGLISH)
    spellings: dict[str, list[str]] = defaultdict(list)
    noun_stems = {w for w, f in es_rules.hunspell.stems.items() if w == w.lower() and "S" in f}
    for lemma in sorted(es_rules.lemmas | noun_stems):
        folded = normalize(lemma, SPANISH)
        if isinstance(folded, str):
            spellings[folded].append(lemma)

    def spanish_reason(spelling: str, folded: str) -> str | None:
        reason = es_rules.reason(spelling, folded)
        if reason is None and spelling not in es_rules.lemmas:
            reason = es_rules.extra_reason(spelling, folded)
        return reason

    def classify(lang: str, word: str) -> str | None:
        if lang == "en":
            if word in en_allowed:
                return None  # reviewed: a word of its own
            return en_rules.reason(word)
        if word in es_allowed:
            return None  # reviewed: a noun of its own
        # Like the build: the word is fair when one of its spellings is.
        reasons = [spanish_reason(w, word) for w in spellings.get(word, [word])]
        return None if None in reasons else reasons[0]

    for lang, language in (("en", ENGLISH), ("es", SPANISH)):
        top = [w for w in top_n_list(lang, 200_000) if w == w.lower() and w.isalpha()]
        folded_top: list[str] = []
        for word in top:
            folded = normalize(word, language)
            if isinstance(folded, str) and folded not in folded_top[-50:]:
                folded_top.append(folded)
        for n in WORD_LENGTHS:
            answers = sorted(read_shipped(lang, n, "answers"))
            guesses = read_shipped(lang, n, "guesses")
            items = (WORDS / lang / f"{n}-frequency.txt").read_text(encoding="utf-8").split()
            frequency = {w: float(z) for w, z in zip(items[0::2], items[1::2], strict=True)}
            zipfs = [frequency.get(w, 0.0) for w in answers]
            hits = {w: r for w in answers if (r := classify(lang, w)) is not None}
            reasons = Counter(hits.values())
            wanted = list(dict.fromkeys(w for w in folded_top if len(w) == n))[:REPORT_TOP]
            in_guesses = sum(w in guesses for w in wanted)
            in_answers = sum(w in set(answers) for w in wanted)
            kinds = ", ".join(f"{k} {reasons.get(k, 0)}" for k in REPORT_KINDS[lang])
            print(f"{lang}-{n}: {len(answers)} answers, {len(guesses)} guesses")
            print(
                f"  answer Zipf {min(zipfs):.2f}-{max(zipfs):.2f}, "
                f"median {sorted(zipfs)[len(zipfs) // 2]:.2f}"
            )
            print(f"  inflected answers by the rules: {kinds}")
            extra = {k: v for k, v in reasons.items() if k not in REPORT_KINDS[lang]}
            if extra:
                print(f"  other rule hits: {dict(sorted(extra.items()))}")
            if hits:
                print(f"  answers the rules would leave out: {' '.join(sorted(hits))}")
            print(
                f"  top {len(wanted)} wordfreq words of {n} letters: "
                f"{in_guesses} guesses ({100 * in_guesses / len(wanted):.1f}%), "
                f"{in_answers} answers ({100 * in_answers / len(wanted):.1f}%)"
            )
            sample = random.Random(f"report {lang}-{n}").sample(answers, REPORT_SAMPLE)
            print(f"  sample: {' '.join(sample)}")


REPORT_KINDS = {
    "en": ("plural", "verb form", "superlative", "irregular form", "British spelling", "uncommon"),
    "es": ("plural", "feminine", "participle", "diminutive", "superlative", "verb form"),
}


def main(argv: list[str] | None = None) -> None:
    """Build every list, or measure or review the committed ones."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--measure", type=Path, metavar="FILE", help="reference list to measure")
    parser.add_argument("--lang", default="en", choices=("en", "es"))
    parser.add_argument("--length", type=int, default=5, choices=WORD_LENGTHS)
    parser.add_argument("--review", choices=("en", "es"), help="list answers that are also names")
    parser.add_argument("--report", action="store_true", help="quality report of the lists")
    args = parser.parse_args(argv)
    if args.report:
        report()
        return
    if args.measure:
        measure(args.measure, args.lang, args.length)
        return
    if args.review:
        review(args.review)
        return
    from importlib.metadata import version

    print(f"wordfreq {version('wordfreq')}")
    for lang, build in (("en", english_lists), ("es", spanish_lists)):
        built = build(THRESHOLDS[lang])
        write_lists(lang, built)
        counts = ", ".join(f"{n}: {len(a)}/{len(g)}" for n, (a, g) in built.lists.items())
        print(f"{lang} (Zipf >= {THRESHOLDS[lang]}) answers/guesses {counts}")


if __name__ == "__main__":
    main()
