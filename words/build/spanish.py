"""Spanish's rules: which headwords are lemmas, not inflected forms, and which forms
every player types.

wspanish lists dictionary headwords (no plurals, no conjugations) but also
feminine adjectives, participles and diminutives, and some headwords read as
verb forms ("debe", "verme"). hunspell-es knows how each form is made (its
plural, feminine, diminutive, participle and verb classes), so its suffix rules
tell which headwords are inflections of another. The rules were written for
Spanish; a language whose hunspell marks the same classes can use them.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping

from wordle_tui.core.normalize import normalize
from words.build.context import Candidate, Context
from words.build.plugins import rule

SUPERLATIVE_ES = re.compile(r"(isim[oa]|errim[oa])$")
# Endings of a Spanish infinitive: a verb's familiarity sums its conjugations.
INFINITIVE_ENDINGS = ("ar", "er", "ir", "ír")


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

    "gato" -> "gatito", "abuela" -> "abuelita", "taza" -> "tacita". Accented words
    are left alone ("música" would move its stress), and so are words of fewer than
    four letters. The stems spelled -qu-/-gu- ("chiquita", "amiguito") end in a vowel
    letter and are left out with "feo" today (wordfreq's guesses bring the common ones).
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


class SpanishRules:
    """The indexes Spanish's rules share, built once from hunspell-es."""

    def __init__(self, context: Context) -> None:
        hunspell = context.hunspell
        assert hunspell is not None  # the rules need the inflection classes
        self.context = context
        self.hunspell = hunspell
        self.language = context.language
        self.lemmas = context.headwords
        # A class the description does not name makes no form: each rule says which it needs.
        classes = context.classes
        self.plural_flags = classes.get("plural", set())
        self.feminine_flags = classes.get("feminine", set())
        self.diminutive_flags = classes.get("diminutive", set())
        self.participle_flags = classes.get("participle", set())
        # Verb flags: the conjugation and clitic classes, and the participles.
        self.verb_flags = classes.get("verb", set()) | self.participle_flags
        self.verb_of: dict[str, set[str]] = defaultdict(set)  # folded conjugation -> infinitives
        self.participle_of: dict[str, set[str]] = defaultdict(set)  # folded participle -> inf.
        self.inflected: dict[str, set[str]] = defaultdict(set)  # folded -> accented inflections
        self.plural_of: dict[str, set[str]] = defaultdict(set)  # folded plural -> singulars
        self.feminine_of: dict[str, set[str]] = defaultdict(set)  # folded -a form -> masculine
        self.diminutive_of: dict[str, set[str]] = defaultdict(set)  # folded -ito form -> base
        nominal = self.plural_flags | self.feminine_flags | self.diminutive_flags
        gendered = self.plural_flags | self.feminine_flags
        for stem, flags in hunspell.stems.items():
            if stem != stem.lower():
                continue
            for flag, form in hunspell.forms(stem, flags & self.verb_flags):
                folded = context.fold(form)
                if folded is None:
                    continue
                self.inflected[folded].add(form)
                if flag in self.participle_flags:
                    self.participle_of[folded].add(stem)
                else:
                    self.verb_of[folded].add(stem)
            for flag, form in hunspell.forms(stem, flags & nominal):
                folded = context.fold(form)
                if folded is None:
                    continue
                if flag in self.plural_flags:
                    self.plural_of[folded].add(stem)
                elif flag in self.feminine_flags and not form.endswith("s"):
                    self.feminine_of[folded].add(stem)
                elif flag in self.diminutive_flags:  # -ito, -ita; -illo words are mostly nouns
                    self.diminutive_of[folded].add(stem)
                if flag in gendered and form not in self.lemmas:
                    self.inflected[folded].add(form)
        self.verb_keys = set(self.verb_of) | set(self.participle_of)
        self.folded_lemmas = {f for w in self.lemmas if (f := context.fold(w)) is not None}
        self._producers: dict[str, set[str]] | None = None

    def z(self, word: str) -> float:
        return self.context.zipf(word)

    def is_verb(self, word: str) -> bool:
        return bool(self.hunspell.stems.get(word, set()) & self.verb_flags)

    def producers(self) -> dict[str, set[str]]:
        """Every form hunspell-es makes (any flag) -> the stems that make it; built once."""
        if self._producers is None:
            producers: dict[str, set[str]] = defaultdict(set)
            for stem, flags in self.hunspell.stems.items():
                producers[stem].add(stem)
                for _, form in self.hunspell.forms(stem, flags):
                    producers[form].add(stem)
            self._producers = dict(producers)
        return self._producers

    def verb_familiarity(self, infinitive: str) -> float:
        """The Zipf of an infinitive's summed frequency with its own conjugations.

        Only forms that no other stem makes and that are not headwords count, so
        "casar" does not borrow from "casa" nor "podar" from "podemos" (a form
        of the irregular "poder" only where hunspell makes it from "podar").
        """
        frequency = self.context.word_frequencies
        flags = self.hunspell.stems.get(infinitive, set()) & self.verb_flags
        producers = self.producers()
        total = frequency.get(infinitive, 0.0)
        forms = {form for _, form in self.hunspell.forms(infinitive, flags)} - {infinitive}
        for form in forms:
            if producers.get(form) == {infinitive} and form not in self.lemmas:
                total += frequency.get(form, 0.0)
        return math.log10(total * 1e9) if total > 0 else 0.0

    def familiarity(self, word: str) -> float:
        """The Zipf of a lemma's frequency summed with its own forms'.

        A noun counts its plural ("garbanzos", "sandalias"), an adjective its feminine
        and plurals, a verb its conjugations (:meth:`verb_familiarity`, when the
        infinitive itself reaches thresholds.verb_infinitive_floor): a word's frequency
        is spread over its forms. Forms that are also verb forms ("casas") or headwords
        of their own ("vida" is not a form of "vid") do not count.
        """
        own = self.z(word)
        if self.is_verb(word):
            floor = self.context.threshold("verb_infinitive_floor")
            if word.endswith(INFINITIVE_ENDINGS) and own >= floor:
                return max(own, self.verb_familiarity(word))
            return own
        forms = set(spanish_plurals(word))
        feminine = self.hunspell.stems.get(word, set()) & self.feminine_flags
        for _, form in self.hunspell.forms(word, feminine):
            forms |= {form, *spanish_plurals(form)}
        forms = {
            f
            for f in forms - {word}
            if normalize(f, self.language) not in self.verb_keys
            and (f not in self.lemmas or f.endswith("s"))
        }
        frequency = self.context.word_frequencies
        total = frequency.get(word, 0.0) + sum(frequency.get(f, 0.0) for f in forms)
        return math.log10(total * 1e9) if total > 0 else 0.0

    def own_noun(self, word: str) -> bool:
        """Hunspell lists the word as a stem that takes a plural: a noun of its own."""
        return bool(self.hunspell.stems.get(word, set()) & self.plural_flags)

    def noun_plural_used(self, word: str) -> bool:
        """Its plural, when no verb shares it, is well used: the word is a noun too."""
        plurals = {f for _, f in self.hunspell.forms(word, self.plural_flags)} or {word + "s"}
        plurals |= {word + "s"} if word[-1] in "aeiouáéó" else {word + "es"}
        noun_plurals = [p for p in plurals if normalize(p, self.language) not in self.verb_keys]
        margin = self.context.threshold("noun_plural_margin")
        return bool(noun_plurals) and (
            max(self.z(p) for p in noun_plurals) >= self.z(word) - margin
        )


def spanish(context: Context) -> SpanishRules:
    return context.shared("spanish", lambda: SpanishRules(context))


# --------------------------------------------------------------------------- familiarity


@rule(
    "familiarity",
    "spanish_familiarity",
    thresholds=("verb_infinitive_floor",),
    classes=("plural", "feminine", "verb"),
)
def spanish_familiarity(context: Context, spelling: str) -> float:
    """A lemma's Zipf summed over its own forms (plural, feminine, conjugations)."""
    return spanish(context).familiarity(spelling)


# --------------------------------------------------------------------------- answers


@rule("answers", "spanish_superlative")
def superlative(context: Context, candidate: Candidate) -> str | None:
    """An -ísimo, -ísima or -érrimo superlative."""
    return "superlative" if SUPERLATIVE_ES.search(candidate.folded) else None


@rule("answers", "plural", classes=("plural",))
def plural(context: Context, candidate: Candidate) -> str | None:
    """Made by the plural class from a headword at least as frequent ("antes" stays)."""
    rules = spanish(context)
    own = rules.z(candidate.spelling)
    singulars = {s for s in rules.plural_of.get(candidate.folded, ()) if s in rules.lemmas}
    if singulars and own <= max(rules.z(s) for s in singulars):
        return "plural"  # "antes", "ambos" are more used than "ante", "ambo"
    return None


@rule("answers", "feminine", thresholds=("feminine_own_margin",), classes=("feminine",))
def feminine(context: Context, candidate: Candidate) -> str | None:
    """Made by the feminine class from a masculine headword and not clearly more used."""
    rules = spanish(context)
    own = rules.z(candidate.spelling)
    masculines = {m for m in rules.feminine_of.get(candidate.folded, ()) if m in rules.lemmas}
    if all(m.endswith("or") for m in masculines):
        masculines = set()  # "autora", "lectora", "lavadora": agent nouns of their own
    margin = context.threshold("feminine_own_margin")
    if masculines and own < max(rules.z(m) for m in masculines) + margin:
        # A noun of its own that looks like a feminine ("clara", "llana"): the review reads it.
        return "noun or feminine" if rules.own_noun(candidate.spelling) else "feminine"
    return None


@rule("answers", "diminutive", classes=("diminutive",))
def diminutive(context: Context, candidate: Candidate) -> str | None:
    """Made by the diminutive class from a more frequent headword ("rosita")."""
    rules = spanish(context)
    word = candidate.spelling
    bases = {b for b in rules.diminutive_of.get(candidate.folded, ()) if b in rules.lemmas}
    bases.discard(word)
    if bases and rules.z(word) < max(rules.z(b) for b in bases):
        return "diminutive"  # "bolsillo", "tortilla" are more used than their base
    return None


@rule(
    "answers",
    "participle",
    thresholds=("feminine_own_margin", "participle_verb_margin"),
    classes=("participle",),
)
def participle(context: Context, candidate: Candidate) -> str | None:
    """A participle not clearly more used than its verb ("cansado" stays)."""
    rules = spanish(context)
    word, folded = candidate.spelling, candidate.folded
    if folded not in rules.participle_of:
        return None
    own = rules.z(word)
    if word.endswith("a"):
        if own < rules.z(word[:-1] + "o") + context.threshold("feminine_own_margin"):
            return "participle"  # "comida", "salida" are more used than "comido"
    else:
        verb = max(rules.z(v) for v in rules.participle_of[folded])
        if own < verb + context.threshold("participle_verb_margin"):
            return "participle"  # "acordado", "ayudado"; "cansado" is an adjective
    return None


@rule(
    "answers",
    "verb_form",
    thresholds=("verb_form_margin", "noun_plural_margin"),
    classes=("verb", "plural"),
)
def verb_form(context: Context, candidate: Candidate) -> str | None:
    """A conjugation or verb + clitic whose noun sense does not show ("debe", "verme")."""
    rules = spanish(context)
    word, folded = candidate.spelling, candidate.folded
    if folded not in rules.verb_of:
        return None
    verb = max(rules.z(v) for v in rules.verb_of[folded])
    if not rules.noun_plural_used(word) and rules.z(word) < verb + context.threshold(
        "verb_form_margin"
    ):
        # A noun of its own that looks like a conjugation ("lanza", "funda"): the review reads it.
        return "noun or verb form" if rules.own_noun(word) else "verb form"  # "debe", "verme"
    return None


@rule("answers", "other_reading", thresholds=("other_reading_margin",), classes=("verb",))
def other_reading(context: Context, candidate: Candidate) -> str | None:
    """Another spelling that folds to it is a more frequent inflection ("vienes", "leones")."""
    rules = spanish(context)
    word = candidate.spelling
    others = rules.inflected.get(candidate.folded, set()) - {word}
    margin = context.threshold("other_reading_margin")
    if others and max(rules.z(o) for o in others) >= rules.z(word) + margin:
        return "reads as an inflection"  # "vienes" (vienés), "leones" (leonés)
    return None


# --------------------------------------------------------------------------- stems


@rule("stems", "stem_participle", classes=("participle",))
def stem_participle(context: Context, candidate: Candidate) -> str | None:
    """A bare hunspell stem that is a participle ("ubicado")."""
    return "participle" if candidate.folded in spanish(context).participle_of else None


@rule("stems", "stem_diminutive")
def stem_diminutive(context: Context, candidate: Candidate) -> str | None:
    """A bare hunspell stem that is an -ito/-ita of a headword's root ("casita", "perrito")."""
    folded = candidate.folded
    lemmas = spanish(context).folded_lemmas
    for suffix in ("ito", "ita", "cito", "cita"):
        root = folded[: -len(suffix)]
        if folded.endswith(suffix) and any(
            root + ending in lemmas for ending in ("o", "a", "e", "")
        ):
            return "diminutive"
    return None


# --------------------------------------------------------------------------- guesses


@rule("guess_filters", "lower_case_names", uses=("names", "inflections"))
def lower_case_name(context: Context, folded: str) -> bool:
    """A word list's lower-case name ("pablo", "lopez"): hunspell knows it only capitalised."""
    return folded in context.names and folded not in context.lower_case


@rule("reviewed_candidates", "hunspell_loose_stems", classes=("verb",))
def hunspell_loose_stems(context: Context) -> Iterable[str]:
    """Hunspell stems no rule of the lists judges: those without a suffix class ("rugby",
    "debut", "beige", but also "dando", "daba") and the infinitives the headword list lacks
    ("mutar", "becar")."""
    rules = spanish(context)
    return [
        stem
        for stem, flags in rules.hunspell.stems.items()
        if stem == stem.lower()
        and (not flags or (flags & rules.verb_flags and stem.endswith(INFINITIVE_ENDINGS)))
    ]


@rule("answer_guesses", "spanish_plurals", classes=("verb",))
def answer_plurals(context: Context, answers: Mapping[str, str]) -> Iterable[str]:
    """The regular plural of every answer that is a noun or adjective ("rodillas")."""
    rules = spanish(context)
    return [
        p
        for spelling in answers.values()
        if not rules.is_verb(spelling)
        for p in spanish_plurals(spelling)
    ]


@rule(
    "answer_guesses",
    "spanish_diminutives",
    thresholds=("diminutive_floor",),
    classes=("verb",),
)
def diminutives(context: Context, answers: Mapping[str, str]) -> Iterable[str]:
    """The -ito/-ita diminutives of every headword noun that text uses ("gatito")."""
    rules = spanish(context)
    floor = context.threshold("diminutive_floor")
    nouns = sorted(w for w in context.headwords | context.stem_candidates if not rules.is_verb(w))
    return [d for word in nouns for d in spanish_diminutives(word) if rules.z(d) >= floor]
