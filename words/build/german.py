"""German's rules: which words are lemmas (the answers), and which forms are no words.

wngerman lists every form (plurals, cases, conjugations, declined adjectives), so
its words are answer candidates only when they are lemmas; hunspell-de-de tells
which: its stems are the lemmas, and their flags say what they are. German writes
its nouns capitalised: the description's ``[case]`` makes the noun stems and
their forms lower-case words (:attr:`words.build.context.Context.noun_forms`).

- a noun: a noun stem in the nominative singular ("Tisch", "Mädchen"), not an
  umlaut plural that hunspell lists as a stem of its own ("Äcker" beside "Acker");
- a verb: an infinitive, a lower-case stem in -n that takes the conjugation
  classes ("spielen");
- an adjective: a lower-case stem that takes the declension class ("schön"), not
  a comparative or superlative listed as a stem ("größer", "größte") nor a
  participle ("gespielt", "verkauft") unless it is clearly more used than its
  verb ("bekannt", "verliebt").

A noun stem that is only a part of compounds (hunspell's NEEDAFFIX, ONLYINCOMPOUND)
or a forbidden word (FORBIDDENWORD) is no lemma.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from words.build.context import Candidate, Context
from words.build.plugins import rule

# de_DE.aff's special flags: NEEDAFFIX, ONLYINCOMPOUND, FORBIDDENWORD.
# A stem listed twice has both lines' flags ("buchen/BDIVXY", "buchen/SJozm"): one of these
# flags alone does not make a stem a part of compounds when it also has a suffix class.
COMPOUND_ONLY = frozenset("hod")
CLASS_FLAGS = frozenset("SENPRTpqQF")
# Separable verb prefixes: their participle puts "ge" after them ("abgespielt").
SEPARABLE = (
    "ab", "an", "auf", "aus", "bei", "dar", "durch", "ein", "fest", "fort", "her", "hin",
    "los", "mit", "nach", "um", "vor", "weg", "zu", "zurück", "zusammen", "über", "unter",
)  # fmt: skip
# Inseparable prefixes: their participle has no "ge" ("verkauft", "bezahlt").
INSEPARABLE = ("be", "emp", "ent", "er", "ge", "miss", "ver", "zer")
UMLAUTS = {"ä": "a", "ö": "o", "ü": "u", "Ä": "A", "Ö": "O", "Ü": "U"}
SIBILANT_GENITIVE = re.compile(r"(s|ß|x|z|sch)s$")
# The flags igerman98 gives a place ("Berlin/Sm", "Graz/m") and many a noun without a plural
# ("Wissen/Sm", "Schule/m"): the compound-end m, the genitive S and marks of no class.
PLACE_FLAGS = frozenset("Smnke")
# Endings of German place names ("Schlesien", "Freiburg", "Rüsselsheim", "Gummersbach").
PLACE_ENDING = re.compile(r"(ien|burg|berg|hausen|ingen|heim|dorf|bach|stadt)$")
# What a Latin or Greek plural in -ien is the plural of ("Kriterien", "Partizipien").
LATIN_SINGULARS = ("", "ium", "ie", "ia", "io", "ius", "um", "us", "is")


def without_umlaut(word: str) -> set[str]:
    """The word with one of its umlauts undone ("Äcker" → "Acker", "Bäume" → "Baume")."""
    return {word[:i] + UMLAUTS[ch] + word[i + 1 :] for i, ch in enumerate(word) if ch in UMLAUTS}


class GermanRules:
    """The indexes German's rules share, built once from hunspell-de-de."""

    def __init__(self, context: Context) -> None:
        hunspell = context.hunspell
        assert hunspell is not None  # the rules need the inflection classes
        self.context = context
        classes = context.classes
        self.plural_flags = classes.get("plural", set())
        self.verb_flags = classes.get("verb", set())
        self.adjective_flags = classes.get("comparative", set())  # the declension class
        stems = hunspell.stems
        nouns = context.noun_stems
        self.noun_stems = {s.lower(): s for s in nouns}
        self.nouns: set[str] = set()  # lower-case nominative singulars
        for stem in nouns:
            flags = stems[stem]
            if flags & COMPOUND_ONLY and not flags & CLASS_FLAGS:
                continue  # "Ähren/hij", "Änderungs/hij": a part of compounds only
            if not flags & (self.plural_flags | {"S", "T", "F"}) - {"N"} and any(
                other in nouns for other in self.singulars(stem)
            ):
                continue  # "Äcker", "Bänke": an umlaut plural listed as a stem
            self.nouns.add(stem.lower())
        self.verbs = {
            s
            for s, flags in stems.items()
            if s == s.lower() and s.endswith("n") and flags & self.verb_flags
        }
        self.adjectives = {
            s for s, flags in stems.items() if s == s.lower() and flags & self.adjective_flags
        }
        self.words = {w for w in context.headwords if w == w.lower()}
        self.folded_nouns = {f for n in self.nouns if (f := context.fold(n)) is not None}
        lemmas = self.verbs | self.adjectives
        self.places: set[str] = set()  # folded places and their genitives
        for stem in nouns:
            if stem.lower() in lemmas:
                continue  # "Essen/Sm" is also "essen/DIX"
            flags = stems[stem]
            if not flags <= PLACE_FLAGS or not self.is_place(stem, stems):
                continue
            for form in (stem, stem + "s"):
                if (folded := context.fold(form.lower())) is not None:
                    self.places.add(folded)

    def is_place(self, stem: str, stems: dict[str, set[str]]) -> bool:
        """A noun stem without a plural that is a place: a names source writes it capitalised
        (the other languages' word lists: "Bonn", "Peru", "Oslo"), or it ends like a German
        place ("Schlesien", "Freiburg"; not a Latin plural: "Kriterien")."""
        folded = self.context.fold(stem.lower())
        if folded is not None and folded in self.context.names:
            return True
        if not PLACE_ENDING.search(stem):
            return False
        if stem.endswith("ien"):
            return not any(stem[:-3] + ending in stems for ending in LATIN_SINGULARS)
        return True

    @staticmethod
    def singulars(stem: str) -> set[str]:
        """The singulars an umlaut plural may come from ("Bänke" → "Bank")."""
        found: set[str] = set()
        for base in without_umlaut(stem):
            found |= {base, base.removesuffix("e"), base.removesuffix("er")}
        return found - {stem}

    def comparative(self, word: str) -> bool:
        """A comparative or superlative listed as a stem ("größer", "größte", "beste")."""
        for ending in ("er", "ste", "este", "st"):
            base = word.removesuffix(ending)
            if base != word and ({base} | without_umlaut(base)) & self.adjectives:
                return True
        return False

    def participle_verbs(self, word: str) -> set[str]:
        """The infinitives whose participle ``word`` may be ("gespielt" → "spielen")."""
        found: set[str] = set()

        def bare(rest: str, prefix: str, with_ge: bool) -> None:
            if with_ge:
                if not rest.startswith("ge"):
                    return
                rest = rest[2:]
            guesses = set()
            if rest.endswith("et"):
                guesses.add(rest[:-2] + "en")
            if rest.endswith("t"):
                guesses |= {rest[:-1] + "en", rest[:-1] + "n"}
            if rest.endswith("en") and with_ge:
                guesses.add(rest)  # "gelaufen" → "laufen"
            found.update(prefix + g for g in guesses if prefix + g in self.verbs)
            if rest.endswith("en") and with_ge and rest in self.words and len(rest) > 4:
                found.add(rest)  # "geschrieben" → "schrieben", a form of "schreiben"

        bare(word, "", True)
        for prefix in SEPARABLE:
            if word.startswith(prefix):
                bare(word[len(prefix) :], prefix, True)
        for prefix in INSEPARABLE:
            if word.startswith(prefix):
                bare(word[len(prefix) :], prefix, False)
                bare(word[len(prefix) :], "", False)
        found.discard(word)
        return found


def german(context: Context) -> GermanRules:
    return context.shared("german", lambda: GermanRules(context))


# --------------------------------------------------------------------------- answers


@rule("answers", "german_lemma", classes=("plural", "verb", "comparative"))
def german_lemma(context: Context, candidate: Candidate) -> str | None:
    """Not a lemma: no noun stem (nominative singular), infinitive or adjective stem
    ("Tische", "spielte", "schöne", "größer")."""
    rules = german(context)
    word = candidate.spelling
    if word in rules.nouns or word in rules.verbs:
        return None
    if word in rules.adjectives:
        return "comparative" if rules.comparative(word) else None
    return "inflected form"


@rule(
    "answers",
    "german_participle",
    thresholds=("participle_verb_margin",),
    classes=("plural", "verb", "comparative"),
)
def german_participle(context: Context, candidate: Candidate) -> str | None:
    """An adjective stem that is a participle, not clearly more used than its verb
    ("gespielt", "verkauft"; "bekannt", "verliebt" stay)."""
    rules = german(context)
    word = candidate.spelling
    if word not in rules.adjectives or word in rules.nouns:
        return None
    verbs = rules.participle_verbs(word)
    if not verbs:
        return None
    margin = context.threshold("participle_verb_margin")
    if context.zipf(word) < max(context.zipf(v) for v in verbs) + margin:
        return "participle"
    return None


@rule("answers", "german_place", uses=("names",), classes=("plural", "verb", "comparative"))
def german_place(context: Context, candidate: Candidate) -> str | None:
    """A place that igerman98 marks like a noun without a plural ("Bonn/Sm", "Graz/m")."""
    return "name" if candidate.folded in german(context).places else None


# --------------------------------------------------------------------------- guesses


@rule("guess_filters", "german_places", uses=("names",), classes=("plural", "verb", "comparative"))
def german_places(context: Context, folded: str) -> bool:
    """A place and its genitive ("bonn", "perus"): see the ``german_place`` answers rule."""
    return folded in german(context).places


@rule("guess_filters", "german_sibilant_genitive", classes=("plural", "verb", "comparative"))
def sibilant_genitive(context: Context, folded: str) -> bool:
    """A genitive in -s after a sibilant, which German writes -es ("Hauss", "Fußs"): the
    hunspell's genitive class makes them, no text does."""
    rules = german(context)
    if not SIBILANT_GENITIVE.search(folded):
        return False
    return folded[:-1] in rules.folded_nouns and context.zipf(folded) == 0.0


def lemmas(context: Context) -> Iterable[str]:
    """Every lemma the rules know (for the tests)."""
    rules = german(context)
    return sorted(rules.nouns | rules.verbs | rules.adjectives)
