"""Brazilian Portuguese's rules: which candidates are lemmas, and which forms of
hunspell-pt-br are no words at all.

hunspell-pt-br's expansion lists every form (plurals, feminines,
conjugations), so a form is no lemma by itself: the lemmas are hunspell-pt-br's
stems. Spanish's rules (plural, feminine, participle, verb form)
fit hunspell-pt-br's classes once they read those stems as the lemmas
(:class:`PortugueseRules`).

hunspell-pt-br writes enclitic and mesoclitic verb forms with hyphens
("amá-lo", "amá-lo-emos"): the hyphenated forms fold to no word, but two kinds of
pieces of them are hyphenless forms of their own in hunspell's expansion, and
no word: the infinitive cut before an enclitic ("amá", "fazê",
"pô") and the -mo fragments before a mesoclitic "-nos" ("amaremo", "amamo").
"""

from __future__ import annotations

import math
import re

from wordle_tui.core.normalize import normalize
from words.build.context import Candidate, Context
from words.build.hunspell import BOM, Suffix
from words.build.plugins import rule
from words.build.spanish import SpanishRules
from words.build.wordfiles import read_lines

SUPERLATIVE_PT = re.compile(r"(issim[oa]|errim[oa]|ilim[oa])$")
DIMINUTIVE_PT = re.compile(r"(z?inh[oa]|zit[oa])$")
CUT_VOWELS = "áêô"  # "amá-lo", "fazê-lo", "pô-lo"


def is_fragment_rule(suffix: Suffix) -> bool:
    """A suffix rule that makes a piece of a hyphenated verb form, not a word: an -mo form
    before a mesoclitic ("amaremo", "partamo") or the infinitive cut before an enclitic
    ("ar" → "á": "amá"; "zer" → "zê": "fazê")."""
    if suffix.add.endswith("mo"):
        return True
    return (
        suffix.strip.endswith("r")
        and len(suffix.add) == len(suffix.strip) - 1
        and suffix.add[-1:] in tuple(CUT_VOWELS)
        and suffix.add[:-1] == suffix.strip[:-2]
    )


class PortugueseRules(SpanishRules):
    """Spanish's indexes over hunspell-pt-br, with its lower-case stems as the lemmas."""

    def __init__(self, context: Context) -> None:
        hunspell = context.hunspell
        assert hunspell is not None
        self.stems = {stem for stem in hunspell.stems if stem == stem.lower()}
        super().__init__(context)
        self.lemmas = self.stems
        self.folded_lemmas = {f for w in self.stems if (f := context.fold(w)) is not None}
        self._fragments: set[str] | None = None
        self.folded_good: set[str] = set()
        self._prefixes: set[str] = set()
        self._listed: set[str] | None = None
        self._vouched: set[str] | None = None
        self._heard: set[str] | None = None
        self.folded_known: set[str] = set()
        self.suffix_forms: set[str] = set()

    def familiarity(self, word: str) -> float:
        """A lemma's Zipf summed with its own forms': a noun's or an adjective's plural and
        feminine forms (hunspell-pt-br's classes), a verb's conjugations (as Spanish)."""
        if self.is_verb(word) or word not in self.stems:
            return super().familiarity(word) if self.is_verb(word) else self.z(word)
        flags = self.hunspell.stems.get(word, set()) & (self.plural_flags | self.feminine_flags)
        forms = {form for _, form in self.hunspell.forms(word, flags)} - {word}
        forms = {
            f
            for f in forms
            if normalize(f, self.language) not in self.verb_keys
            and (f not in self.lemmas or f.endswith("s"))
        }
        frequency = self.context.word_frequencies
        total = frequency.get(word, 0.0) + sum(frequency.get(f, 0.0) for f in forms)
        return math.log10(total * 1e9) if total > 0 else 0.0

    def prefixes(self) -> set[str]:
        """The folded prefixes of the .aff file's PFX rules ("re", "des", "anti")."""
        found: set[str] = set()
        for line in read_lines(self.hunspell.base.with_suffix(".aff"), self.hunspell.encoding):
            parts = line.removeprefix(BOM).split()
            if parts[0] == "PFX" and len(parts) >= 5:
                add = parts[3].partition("/")[0]
                folded = self.context.fold(add) if add != "0" else None
                if folded:
                    found.add(folded)
        return found

    def fragments(self) -> set[str]:
        """The folded forms that only fragment rules make, and no stem is (built once)."""
        if self._fragments is None:
            good: set[str] = set()
            pieces: set[str] = set()
            known: set[str] = set()
            made: set[str] = set()
            for stem, flags in self.hunspell.stems.items():
                # A stem that text never uses is mostly a Latin name, a technical term or
                # a name of a plant or a people few know ("esox", "miliwatt", "baau"): its
                # forms need a word list or text of their own to be guesses.
                used = self.z(stem) > 0
                good.add(stem.lower())
                if used:
                    known.add(stem.lower())
                for flag in flags:
                    for suffix in self.hunspell.suffixes.get(flag, ()):
                        form = suffix.apply(stem)
                        if form is None:
                            continue
                        if is_fragment_rule(suffix):
                            pieces.add(form)
                        else:
                            good.add(form)
                            if used:
                                known.add(form)
                            if stem == stem.lower() and "-" not in form:
                                made.add(form)
            folded_good = {f for w in good if (f := self.context.fold(w)) is not None}
            self.folded_good = folded_good
            self.suffix_forms = made
            self.folded_known = {f for w in known if (f := self.context.fold(w)) is not None}
            self._fragments = {
                f for w in pieces if (f := self.context.fold(w)) is not None
            } - folded_good
            self._prefixes = self.prefixes()
        return self._fragments

    def is_fragment(self, folded: str) -> bool:
        fragments = self.fragments()
        if folded in fragments:
            return True
        if folded in self.folded_good:
            return False
        return any(
            folded.startswith(p) and len(folded) - len(p) >= 4 and folded[len(p) :] in fragments
            for p in self._prefixes
        )

    def attested(self, folded: str) -> bool:
        """A word list's word, a form wordfreq knows as hunspell spells it ("garça"; not
        "brós", though wordfreq has "bros"), or a stem wordfreq knows and the forms
        one suffix rule makes of it: not a form unmunch makes with a prefix ("aajuda",
        "bioc", "cisdr", "subnga"), nor a form of a stem text never uses ("esox", "baau")."""
        self.fragments()
        if self._listed is None:
            words = self.context.lower_entries("guesses")
            source = self.context.description.sources_for("inflections")[0]
            spelled = set(self.context.entries(source)) | self.suffix_forms
            heard = {w for w in spelled if self.z(w) > 0}  # as spelt: "garça", not "brós"
            self._listed = {f for w in words | heard if (f := self.context.fold(w)) is not None}
        return folded in self.folded_known or folded in self._listed

    def vouched(self, folded: str) -> bool:
        """A form a second word list has (wportuguese's, folded), or one text uses as
        hunspell spells it in lower case at thresholds.unlisted_guess_floor or more, more
        than English text does, and no list writes it as a name: hunspell-pt-br's rules make
        forms of rare stems nobody writes ("gade", "ojas", "dabu")."""
        if self._vouched is None:
            self._vouched = {
                f for w in self.context.lower_entries("attests") if (f := self.context.fold(w))
            }
        if folded in self._vouched:
            return True
        if self._heard is None:
            self.fragments()
            source = self.context.description.sources_for("inflections")[0]
            floor = self.context.threshold("unlisted_guess_floor")
            # A name either list writes capitalised ("Rita", "Paulo", "Lisboa") is no guess
            # by text alone: text uses names far more than the words they spell.
            named = self.context.names | self.context.capitalised("attests")
            heard: set[str] = set()
            for word in set(self.context.entries(source)) | self.suffix_forms:
                if word != word.lower():
                    continue
                zipf = self.z(word)
                if (
                    zipf >= floor
                    and zipf > self.context.foreign_zipf(word)
                    and (folded_word := self.context.fold(word)) is not None
                    and folded_word not in named
                ):
                    heard.add(folded_word)
            self._heard = heard
        return folded in self._heard


def portuguese(context: Context) -> PortugueseRules:
    """The Portuguese indexes, shared with Spanish's rules (which read them as "spanish")."""
    return context.shared("spanish", lambda: PortugueseRules(context))


def rules_of(context: Context) -> PortugueseRules:
    rules = portuguese(context)
    if not isinstance(rules, PortugueseRules):
        raise TypeError("the Spanish rules were set up before the Portuguese ones")
    return rules


# --------------------------------------------------------------------------- familiarity


@rule(
    "familiarity",
    "portuguese_familiarity",
    thresholds=("verb_infinitive_floor", "summed_floor"),
    classes=("plural", "feminine", "verb"),
)
def portuguese_familiarity(context: Context, spelling: str) -> float:
    """A lemma's Zipf summed over its own forms (plural, feminine, conjugations), for a
    word of thresholds.summed_floor or more on its own ("jone" borrows from "jones")."""
    rules = rules_of(context)
    own = rules.z(spelling)
    if own < context.threshold("summed_floor") and not rules.is_verb(spelling):
        return own
    return rules.familiarity(spelling)


# --------------------------------------------------------------------------- answers


def singulars(word: str) -> set[str]:
    """The singulars a Portuguese plural may come from ("rios" → "rio", "mães" → "mãe",
    "animais" → "animal", "lições" → "lição", "homens" → "homem")."""
    found: set[str] = set()
    if word.endswith("s"):
        found.add(word[:-1])
    if word.endswith("es"):
        found.add(word[:-2])
    for plural, singular in (
        ("ões", "ão"),
        ("ães", "ão"),
        ("ns", "m"),
        ("éis", "el"),
        ("óis", "ol"),
        ("ais", "al"),
        ("eis", "el"),
        ("is", "il"),
        ("uis", "ul"),
    ):
        if word.endswith(plural):
            found.add(word[: -len(plural)] + singular)
    return {w for w in found if len(w) >= 2}


@rule(
    "answers",
    "portuguese_form",
    thresholds=("noun_plural_margin", "noun_plural_floor", "feminine_own_margin"),
    classes=("plural", "verb"),
)
def portuguese_form(context: Context, candidate: Candidate) -> str | None:
    """A form, not a lemma: a plural of a more frequent singular ("rios", "ovos"), a
    superlative ("belíssimo"), a diminutive of a more frequent stem ("gatinho"), and any
    word hunspell-pt-br has as no stem (a stem with no class counts as none) unless it is a
    present-tense verb form that is a noun too, by its well-used plural ("casa", "rio",
    "jogo": hunspell-pt-br makes them from "casar", "rir", "jogar" only), "acha" and "pode"
    stay forms."""
    rules = rules_of(context)
    word, folded = candidate.spelling, candidate.folded
    own = rules.z(word)
    if SUPERLATIVE_PT.search(folded):
        return "superlative"
    if any(rules.z(s) >= own for s in singulars(word)):
        return "plural"
    match = DIMINUTIVE_PT.search(folded)
    if match:
        root = folded[: match.start()]
        bases = [
            root + ending
            for ending in ("o", "a", "e", "ao", "")
            if len(root) >= 2 and root + ending in rules.folded_lemmas
        ]
        if bases and own < max(rules.z(b) for b in bases):
            return "diminutive"
    flags = rules.hunspell.stems.get(word)
    if flags:
        return None  # a stem with its own classes: a lemma
    if folded in rules.participle_of:
        return "inflected form"
    masculines = rules.plural_of.get(folded, set()) | rules.feminine_of.get(folded, set())
    if masculines:
        # A feminine much more used than its masculine is a noun of its own ("escola" beside
        # "escol", "música" beside "músico", "conta" beside "conto"; not "menina", "bonita").
        margin = context.threshold("feminine_own_margin")
        if word.endswith("a") and own >= max(rules.z(m) for m in masculines) + margin:
            return None
        return "inflected form"
    if flags is not None and folded not in rules.verb_of:
        return None  # a stem of no class ("lápis", "sobre")
    if folded in rules.verb_of and word[-1:] in ("a", "e", "o"):
        plural = rules.z(word + "s")
        floor = context.threshold("noun_plural_floor")
        if plural >= floor and plural >= own - context.threshold("noun_plural_margin"):
            return None  # "casa", "rio", "jogo", "conta": nouns too
        return "verb form"
    return "inflected form"


# --------------------------------------------------------------------------- guesses


@rule("guess_filters", "portuguese_fragments", classes=("verb",))
def portuguese_fragments(context: Context, folded: str) -> bool:
    """A piece of a hyphenated verb form, no word ("amaremo", "amá", "fazê")."""
    return rules_of(context).is_fragment(folded)


@rule("guess_filters", "portuguese_prefixed", classes=("verb",))
def portuguese_prefixed(context: Context, folded: str) -> bool:
    """A form only a prefix of hunspell-pt-br makes and no word list has: its prefix rules
    apply to every stem and make junk ("aajuda", "bioc", "cisdr", "subnga", "aabafo"); and
    a form of a stem that text never uses, unless a word list or text has it (Latin names
    and rare plants: "esox", "baau")."""
    return not rules_of(context).attested(folded)


@rule(
    "guess_filters",
    "portuguese_unlisted",
    thresholds=("unlisted_guess_floor",),
    uses=("attests",),
    classes=("verb",),
)
def portuguese_unlisted(context: Context, folded: str) -> bool:
    """A form the second word list lacks and text hardly uses: hunspell-pt-br's rules make
    every form of every stem, and most four-letter ones nobody writes."""
    return not rules_of(context).vouched(folded)


@rule("guesses", "portuguese_suffix_forms", classes=("verb",))
def portuguese_suffix_forms(context: Context) -> list[str]:
    """The forms hunspell-pt-br's suffix rules make of its lower-case stems, when they are
    words wordfreq knows as spelt: ``unmunch`` misreads the rules whose condition has an
    accented letter, and leaves out the plurals of "café", "sofá", "você" and "robô". The
    guess filters then judge them as they judge unmunch's forms."""
    rules = rules_of(context)
    rules.fragments()
    return sorted(
        form
        for form in rules.suffix_forms
        if rules.z(form) > 0
        and (folded := context.fold(form)) is not None
        and not rules.is_fragment(folded)
    )
