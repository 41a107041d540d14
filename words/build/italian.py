"""Italian's rules: every attested form of hunspell-it as a guess, and only lemmas as answers.

hunspell-it (LibreItalia) lists lemmas as stems, each with suffix classes that make its
forms: a noun's plural (``O``: -o → -i, ``Q``: -a → -e, ``R``: -a → -i, ``S``: -e → -i),
an adjective's or a gendered noun's feminine and plurals (``o``, ``p``, ``n``, ``u``, ``g``),
a verb's conjugations and enclitic forms (``A``, ``B``, ``C``, ...), a participle's
feminine, plurals and enclitic forms (``E``, ``G``, ``H``, ``a``, ``m``), superlatives
(``W``, ``y``), -ina/-etta diminutives (``N``) and -mente adverbs (``Y``). Its prefix
classes make elided forms with an apostrophe ("l'amico"), never words of the lists.

witalian lists every form too (plurals, feminines, conjugations), so it says nothing of
lemmas; and many of its entries hunspell-it does not make are names, fragments or typos.

A *lemma* is a lower-case stem (not a participle of a more used verb, a superlative, a
diminutive of a more used word, nor a bare verb form such as "vuol"), a feminine of a noun
stem that text uses more than the masculine ("casa" beside "caso", "cosa" beside "coso"),
a feminine participle used more than its masculine ("uscita", "partita"), a third-person
verb form that is a noun too by its well-used plural ("porta": "porte"), or an adverb in
-mente.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable

from words.build.context import Candidate, Context
from words.build.hunspell import Hunspell
from words.build.plugins import rule

SUPERLATIVE_IT = re.compile(r"issim[oaie]$")
DIMINUTIVE_IT = re.compile(r"(in[oaie]|ett[oaie]|ucci[oaie]|otto)$")
PARTICIPLE_IT = re.compile(r"(at|ut|it)[oaie]$")
# The endings of conjugations hunspell-it lists as bare stems, with no class: gerunds,
# imperfects, futures, conditionals, the first and third persons plural, the past
# historic ("andando", "dava", "sarò", "vorrei", "siamo", "devono", "dissero", "fosse").
VERB_FORM_IT = re.compile(
    r"(ando|endo|[aei]v[oaie]|[aei]vamo|[aei]vate|[aei]vano|rò|rà|rai|remo|rete|ranno|rei"
    r"|resti|rebbe|remmo|reste|rebbero|iamo|iate|iano|ono|ssero|sero|ero|sse|ssi|ssimo"
    r"|sti|isco|isce|iscono|scono|mmo|ebbe|ebbi|nno|ete|uoi|uole|[nl]g[oa]|[nl]gano|[nl]gono)$"
)
# The suffix classes whose forms are adjectives' and nouns' inflections, those of the
# participles, the superlatives, the diminutives and the adverbs.
NOMINAL = frozenset("OQRSopnug")
PARTICIPLE = frozenset("EGHam")
SUPERLATIVE = frozenset("Wy")
DIMINUTIVE = frozenset("N")
ADVERB = frozenset("Y")
# Flags that mark an adjective (it has a superlative or an adverb): its feminine is a form.
ADJECTIVE = SUPERLATIVE | ADVERB
# A participle stem with a noun's plural class or a superlative is a noun or an adjective.
ADVERB_OR_NOUN = frozenset("OQRS")
FEMININE = frozenset("opug")  # the classes that make a feminine


def infinitive_of(participle: str) -> list[str]:
    """The infinitives a participle may come from ("amato" → "amare")."""
    stem, ending = participle[:-3], participle[-3:-1]
    vowels = {"at": "a", "ut": "e", "it": "i"}
    vowel = vowels.get(ending)
    return [stem + vowel + "re"] if vowel else []


class ItalianRules:
    """The indexes Italian's rules share, built once from hunspell-it."""

    def __init__(self, context: Context) -> None:
        hunspell = context.hunspell
        assert hunspell is not None  # the description names hunspell-it for inflections
        self.context = context
        self.hunspell: Hunspell = hunspell
        verb = context.classes.get("verb", set())
        self.stems = {
            s: flags for s, flags in hunspell.stems.items() if s == s.lower() and "'" not in s
        }
        # form -> {(stem, kind)}: kind is "plural", "feminine", "verb", "participle",
        # "superlative", "diminutive", "adverb" or "other".
        self.verb_flags = frozenset(verb)
        self.content_flags = NOMINAL | PARTICIPLE | SUPERLATIVE | ADVERB | DIMINUTIVE | verb
        self.made: dict[str, set[tuple[str, str]]] = defaultdict(set)
        for stem, flags in self.stems.items():
            for flag, form in hunspell.forms(stem, flags):
                if "'" in form or form == stem:
                    continue
                self.made[form].add((stem, self.kind(stem, flag, form, verb)))

    @staticmethod
    def kind(stem: str, flag: str, form: str, verb: set[str]) -> str:
        if flag in SUPERLATIVE:
            return "superlative"
        if flag in DIMINUTIVE:
            return "diminutive"
        if flag in ADVERB:
            return "adverb"
        if flag in NOMINAL or flag in PARTICIPLE:
            if form[:-1] == stem[:-1] and form[-1] == "a" and stem[-1] in "oe":
                return "feminine"
            if form[-1] in "ie" and len(form) <= len(stem) + 1:
                return "plural"
            return "participle" if flag in PARTICIPLE else "other"
        if flag in verb:
            return "verb"
        return "other"

    def z(self, word: str) -> float:
        return self.context.zipf(word)

    def participle_verbs(self, word: str) -> list[str]:
        """The verb stems of which ``word`` (a masculine participle) is the participle."""
        verbs = [v for v in infinitive_of(word) if v in self.stems]
        verbs += [s for s, kind in self.made.get(word, ()) if kind == "verb" and s[-2:] == "re"]
        return verbs

    def forms_of(self) -> dict[str, set[str]]:
        """stem -> the forms only it makes (not lemmas of their own)."""

        def make() -> dict[str, set[str]]:
            found: dict[str, set[str]] = defaultdict(set)
            for form, producers in self.made.items():
                stems = {s for s, _ in producers}
                if len(stems) == 1 and form not in self.stems:
                    found[next(iter(stems))].add(form)
            return found

        return self.context.shared("italian:forms_of", make)

    def familiarity(self, word: str) -> float:
        """A stem's Zipf summed with the forms only it makes (a noun's plural, an adjective's
        feminine and plurals, a verb's conjugations); a stem text never uses has none."""
        frequency = self.context.word_frequencies
        total = frequency.get(word, 0.0)
        if not total:
            return 0.0
        if word in self.stems:
            total += sum(frequency.get(f, 0.0) for f in self.forms_of().get(word, ()))
        return math.log10(total * 1e9)

    def stem_reason(self, word: str, producers: set[tuple[str, str]]) -> str | None:
        """Why a stem of hunspell-it is not a lemma, or None."""
        own = self.z(word)
        thresholds = self.context.threshold
        flags = self.stems[word]
        if flags & PARTICIPLE and word[-1] == "o" and not flags & ADVERB_OR_NOUN:
            return "participle"  # "amato", "chiamato"; the nouns are allowlisted
        if PARTICIPLE_IT.search(word) and word[-1] == "o":
            verbs = self.participle_verbs(word)
            margin = thresholds("participle_verb_margin")
            if verbs and own < max(self.z(v) for v in verbs) + margin:
                return "participle"
        twin = word[:-1] + "o" if word.endswith("a") else ""
        if twin in self.stems and self.stems[twin] & ADJECTIVE:
            return "feminine"  # "alta", "acida", "umana": listed beside their masculine
        feminine_margin = thresholds("feminine_own_margin")
        if (
            twin in self.stems
            and self.stems[twin] & FEMININE
            and own < self.z(twin) + feminine_margin
        ):
            return "feminine"  # "amica", "gatta"
        bare = not flags & self.content_flags
        infinitive = word.endswith(("re", "rsi"))
        nominal = flags & (self.content_flags - self.verb_flags)
        if not nominal and not infinitive and VERB_FORM_IT.search(word):
            return "verb form"  # "sarò", "vorrei", "andando", "devono"
        if bare and self.plural_of_used(word):
            return "plural"  # "balle", "brave", "note"
        match = DIMINUTIVE_IT.search(word)
        if match:
            root = word[: match.start()]
            bases = [root + e for e in "oae" if root + e in self.stems and root + e != word]
            bases = bases if len(root) >= 3 else []  # "petto", "sette", "motto"
            if bases and own < max(self.z(b) for b in bases):
                return "diminutive"
        if not flags and any(kind == "verb" for _, kind in producers):
            return "verb form"  # "vuol", "dimmi"
        if bare and self.singulars(word):
            return "plural"  # "cene", "cime": plurals hunspell-it lists as stems
        return None

    def reason(self, word: str) -> str | None:
        """Why ``word`` is not a lemma, or None."""
        own = self.z(word)
        thresholds = self.context.threshold
        if SUPERLATIVE_IT.search(word):
            return "superlative"
        producers = self.made.get(word, set())
        if word in self.stems:
            return self.stem_reason(word, producers)
        if not producers:
            return "unknown"
        kinds = {kind for _, kind in producers}
        if self.plural_of_used(word):
            return "plural"  # "cose", "ville", "tristi"
        twin = self.z(word[:-1] + "o") if word.endswith("a") else 0.0
        if twin and twin >= own - thresholds("feminine_twin_margin"):
            return "feminine"  # "sana", "strana", "bruna": an adjective's feminine
        if "adverb" in kinds:
            return None
        if "feminine" in kinds or "participle" in kinds:
            masculines = [s for s, kind in producers if kind in ("feminine", "participle")]
            adjective = any(self.stems[m] & ADJECTIVE for m in masculines)
            participle = any(self.stems[m] & PARTICIPLE for m in masculines)
            margin = thresholds("feminine_own_margin")
            best = max(self.z(m) for m in masculines)
            if word.endswith("a") and (participle or not adjective) and own >= best + margin:
                if not participle:
                    return None  # "casa", "cosa"
                verbs = [v for m in masculines for v in self.participle_verbs(m)]
                if not verbs or own >= max(self.z(v) for v in verbs) - 0.5:
                    return None  # "uscita", "partita", "entrata"
            return "feminine"
        if kinds == {"verb"} and word.endswith("a"):
            plural = word[:-1] + ("he" if word[-2:-1] in ("c", "g") else "e")
            floor = thresholds("noun_plural_floor")
            noun_plural = not any(kind == "verb" for _, kind in self.made.get(plural, ()))
            used = self.z(plural) >= floor and self.z(plural) >= own - thresholds(
                "noun_plural_margin"
            )
            masculine = self.z(word[:-1] + "o")
            adjective = masculine > 0 and masculine >= own - thresholds("feminine_own_margin")
            if noun_plural and used and self.z(plural) < own and not adjective:
                return None  # "porta", "prova", "lotta"
        # hunspell-it lists no stem for a word another stem's rules make, so a lemma may be
        # made only as a rare stem's plural ("mese" by "mesa", "nome" by "nomo") or as a
        # verb's conjugation ("giro" by "girare", "cibo" by "cibare"): text tells them.
        if "plural" in kinds:
            singular = max(self.z(s) for s, kind in producers if kind == "plural")
            if singular >= own - thresholds("plural_singular_margin"):
                return "plural"
        if "verb" in kinds:
            # A noun in -o is used more than its verb ("giro", "cibo"); one in -e much more
            # ("parte", "mente"); one in -a has a well-used plural in -e (above: "porta").
            verbs = [s for s, kind in producers if kind == "verb"]
            margin = thresholds("verb_form_margin") * (2 if word.endswith("e") else 1)
            noun_like = word[-1] in "eo" and not VERB_FORM_IT.search(word)
            if not noun_like or own < max(self.z(v) for v in verbs) + margin:
                return "verb form"
        if kinds - {"plural", "verb"}:
            return "inflected"
        return None

    def plural_of_used(self, word: str) -> bool:
        """Whether ``word`` (-e, -i) reads as the plural of a form text uses about as much."""
        if word[-1:] not in ("e", "i") or len(word) < 4:
            return False
        found = [word[:-1] + e for e in "aoe" if word[:-1] + e != word]
        if word.endswith(("che", "ghe", "chi", "ghi")):
            found += [word[:-2] + e for e in "ao"]
        if word.endswith(("ce", "ge")):
            found.append(word[:-1] + "ia")  # "gocce", "spiagge"
        own = self.z(word)
        known = self.context.lower_entries("guesses")
        return any(
            (f in self.stems or f in self.made or f in known) and self.z(f) >= own - 1.0
            for f in found
        )

    def singulars(self, word: str) -> list[str]:
        """The stems a word in -i or -e may be the plural of ("cene" → "cena")."""
        endings = {"i": ("o", "e", "a"), "e": ("a",)}.get(word[-1:], ())
        found = [word[:-1] + e for e in endings]
        if word.endswith(("chi", "ghi", "che", "ghe")):
            found += [word[:-2] + e for e in ("o", "a")]
        return [s for s in found if s in self.stems]

    def forms(self) -> set[str]:
        """Every lower-case stem and every form its suffix classes make."""
        return set(self.stems) | set(self.made)


def italian(context: Context) -> ItalianRules:
    return context.shared("italian", lambda: ItalianRules(context))


def folded_forms(context: Context) -> set[str]:
    def make() -> set[str]:
        return {f for w in italian(context).forms() if (f := context.fold(w)) is not None}

    return context.shared("italian:folded", make)


# --------------------------------------------------------------------------- familiarity


@rule("familiarity", "italian_familiarity", classes=("verb",))
def italian_familiarity(context: Context, spelling: str) -> float:
    """A stem's Zipf summed over the forms only it makes (plural, feminine, conjugations)."""
    return italian(context).familiarity(spelling)


# --------------------------------------------------------------------------- answers


@rule(
    "answers",
    "italian_lemma",
    thresholds=(
        "participle_verb_margin",
        "feminine_own_margin",
        "noun_plural_floor",
        "noun_plural_margin",
        "plural_singular_margin",
        "verb_form_margin",
        "feminine_twin_margin",
    ),
    classes=("verb",),
)
def italian_lemma(context: Context, candidate: Candidate) -> str | None:
    """Not a lemma of hunspell-it: a plural, a feminine of an adjective or a masculine noun
    more used than it ("bella", "gatta"), a conjugation ("amava"), a participle not more used
    than its verb ("amato"), a superlative, a diminutive of a more used word ("ragazzino"),
    or a word hunspell-it does not make."""
    return italian(context).reason(candidate.spelling)


# --------------------------------------------------------------------------- guesses


@rule("guesses", "italian_forms", thresholds=("unlisted_stem_floor",), classes=("verb",))
def italian_forms(context: Context) -> Iterable[str]:
    """Every form hunspell-it's lower-case stems make, when wordfreq has seen it or witalian
    lists it: the never-seen rest is mostly what its rules overgenerate ("abbacchiatomi"),
    and stems no text uses are rare technical words."""
    rules = italian(context)
    frequency = context.word_frequencies
    listed = context.lower_entries("guesses")
    floor = context.threshold("unlisted_stem_floor")
    # A stem witalian lacks that text little uses is mostly a name, a foreign or a Latin
    # word ("tegea", "gisela", "hallo", "quine"): only what witalian lists of it is a guess.
    capitalised = {s.lower() for s in rules.hunspell.stems if s[:1].isupper()}

    def vouched_stem(stem: str) -> bool:
        if stem in listed:
            return True
        if stem in capitalised or context.zipf(stem) < floor:
            return False  # a name written in lower case too ("dante", "paolo"), a rare stem
        # a loanword of no class that English text uses more ("party", "match", "sound")
        foreign = context.frequencies.zipf(stem, "en")
        return bool(rules.stems[stem]) or foreign < context.zipf(stem)

    vouched = {s for s in rules.stems if vouched_stem(s)}
    found = {s for s in vouched if s in listed or frequency.get(s, 0.0) > 0}
    for form, producers in rules.made.items():
        if form in listed or (
            frequency.get(form, 0.0) > 0 and any(s in vouched for s, _ in producers)
        ):
            found.add(form)
    return sorted(found | (set(rules.stems) & listed))


@rule("guess_filters", "italian_unknown_form", classes=("verb",))
def italian_unknown_form(context: Context, folded: str) -> bool:
    """A word-list entry that hunspell-it does not make: witalian's names, foreign words,
    elisions written without their apostrophe and typos ("dell", "nell")."""
    return folded not in folded_forms(context)
