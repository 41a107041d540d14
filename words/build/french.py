"""French's rules: every form of hunspell-fr as a guess, and only lemmas as answers.

hunspell-fr (Grammalecte's dictionary) writes, after each stem and its flags, the
stem's morphological fields: ``po:`` its part of speech (``nom``, ``adj``, ``v1_...``
for a verb, ``npr`` for a name...), ``is:`` its gender and number; each suffix rule of
fr.aff carries the fields of the form it makes (``is:fem is:pl``, ``po:infi``,
``po:ppas``...). The dictionary uses long flags and morphological fields that
``unmunch`` misreads, so the forms are made here from fr.dic and fr.aff directly.

A *lemma form* is what a dictionary lists as the headword: a noun's or adjective's
singular (an adjective's masculine), a verb's infinitive, an adverb, a preposition, a
number. Every other form (plurals, feminines made from a masculine, conjugations,
participles) is a guess, never an answer, unless the dictionary lists it as a stem of
its own ("aimé" the noun, "glissant" the adjective).
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from words.build.context import Candidate, Context
from words.build.hunspell import Suffix, split_flags
from words.build.plugins import rule
from words.build.wordfiles import read_lines

# Parts of speech whose lines are no words of the guesses: names, first names, affixes,
# and the Latin of locutions ("hominem", "utero": po:loc.adv, po:loc.adj alone).
NOT_WORDS_POS = frozenset({"npr", "patr", "sfx", "pfx"})
LATIN_POS = frozenset({"loc.adv", "loc.adj", "loc.prep", "loc.cj", "loc.verb"})
# Parts of speech that inflect in gender and number: a lemma is their singular.
NOMINAL_POS = frozenset({"nom", "adj", "mg", "det", "titr"})
NEEDAFFIX = "()"  # fr.aff: a stem with this flag is a word only through a suffix
KEEPCASE = "||"  # fr.aff: units and symbols ("cal", "dB"), written as they are
FORBIDDEN = "{}"
VERB_POS = re.compile(r"v[0-3]")
# The letters a French form is written with: a form with another character (the
# superscript of an ordinal, "xxvᵉ"; a foreign letter, "bökö") is no guess.
FRENCH_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿœæ")


@dataclass(frozen=True)
class Line:
    """One line of fr.dic: a stem, its flags and its morphological fields."""

    word: str
    flags: tuple[str, ...]
    fields: frozenset[str]

    @property
    def pos(self) -> frozenset[str]:
        return frozenset(f[3:] for f in self.fields if f.startswith("po:"))

    @property
    def verb(self) -> bool:
        return any(VERB_POS.match(p) for p in self.pos)


def parse_dic(text: str, flag_type: str = "long") -> list[Line]:
    """fr.dic's lines (the first is a count; blank and comment lines are skipped)."""
    lines: list[Line] = []
    for raw in text.splitlines()[1:]:
        parts = raw.split()
        if not parts or raw.startswith(("\t", "#", "/")):
            continue
        word, _, flags = parts[0].partition("/")
        lines.append(Line(word, tuple(split_flags(flags, flag_type)), frozenset(parts[1:])))
    return lines


def parse_suffix_fields(aff_text: str) -> dict[str, list[tuple[Suffix, frozenset[str]]]]:
    """Each suffix class of an .aff text: its rules with the fields of the forms they make."""
    rules: dict[str, list[tuple[Suffix, frozenset[str]]]] = defaultdict(list)
    for line in aff_text.splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[0] == "SFX":
            add = parts[3].partition("/")[0]
            suffix = Suffix(
                flag=parts[1],
                strip="" if parts[2] == "0" else parts[2],
                add="" if add == "0" else add,
                continuation=frozenset(),  # fr.aff's continuations are elisions (l', d')
                condition=re.compile(f"(?:{parts[4]})$"),
            )
            rules[parts[1]].append((suffix, frozenset(parts[5:])))
    return dict(rules)


def is_lemma_form(line: Line, form: str, fields: frozenset[str]) -> bool:
    """Whether ``form``, made from ``line`` by a rule with ``fields`` (the line's own fields
    for the bare stem), is a lemma: a singular (masculine unless the stem is feminine), an
    infinitive, or an uninflected word."""
    pos = line.pos
    if line.verb:
        return "po:infi" in fields or (form == line.word and "po:infi" in line.fields)
    if pos & NOMINAL_POS and "nb" not in pos:
        number = fields if fields & {"is:sg", "is:pl", "is:inv"} else line.fields
        if "is:pl" in number:
            return False
        generated_feminine = "is:fem" in fields and not line.fields & {"is:fem", "is:epi"}
        return not generated_feminine
    return form == line.word  # adverbs, prepositions, numbers: the word itself


def line_forms(
    line: Line, suffixes: Mapping[str, list[tuple[Suffix, frozenset[str]]]]
) -> list[tuple[str, bool]]:
    """(form, is a lemma form) for every form a fr.dic line makes."""
    forms: list[tuple[str, bool]] = []
    if NEEDAFFIX not in line.flags:
        forms.append((line.word, is_lemma_form(line, line.word, line.fields)))
    for flag in line.flags:
        for suffix, fields in suffixes.get(flag, ()):
            form = suffix.apply(line.word)
            if form is not None:
                forms.append((form, is_lemma_form(line, form, fields)))
    return forms


def participles(
    line: Line, suffixes: Mapping[str, list[tuple[Suffix, frozenset[str]]]]
) -> set[str]:
    """A verb line's masculine singular past participles and present participles."""
    found: set[str] = set()
    for flag in line.flags:
        for suffix, fields in suffixes.get(flag, ()):
            past = "po:ppas" in fields and not fields & {"is:fem", "is:pl"}
            if past or "po:ppre" in fields:
                form = suffix.apply(line.word)
                if form is not None:
                    found.add(form)
    return found


def word_line(line: Line) -> bool:
    """A line whose forms are words a player types: lower case, not a name, an affix, a
    unit or symbol, nor the Latin of a locution."""
    pos = line.pos
    return (
        line.word == line.word.lower()
        and KEEPCASE not in line.flags
        and FORBIDDEN not in line.flags
        and not pos & NOT_WORDS_POS
        and "po:err" not in line.fields  # a misspelling it lists to correct ("puisqu")
        and not (pos and pos <= LATIN_POS)
    )


class FrenchRules:
    """The indexes French's rules share, built once from fr.dic and fr.aff."""

    def __init__(self, context: Context) -> None:
        hunspell = context.hunspell
        assert hunspell is not None  # the description names hunspell-fr for inflections
        self.context = context
        base = hunspell.base
        aff = read_lines(base.with_suffix(".aff"), hunspell.encoding)
        suffixes = parse_suffix_fields("\n".join(aff))
        dic = base.with_suffix(".dic").read_bytes().decode(hunspell.encoding)
        self.lemmas: set[str] = set()  # spellings that are lemma forms
        self.forms_of: dict[str, set[str]] = defaultdict(set)  # lemma -> its line's forms
        self.producers: dict[str, set[str]] = defaultdict(set)  # form -> lines' stems
        self.base_forms: set[str] = set()  # lemma forms: always guesses
        self.forms: set[str] = set()  # every form of a word line
        self.participle_of: dict[str, set[str]] = defaultdict(set)  # participle -> verbs
        for line in parse_dic(dic):
            if not word_line(line):
                continue
            made = line_forms(line, suffixes)
            if line.verb:
                for form in participles(line, suffixes):
                    self.participle_of[form].add(line.word)
            lemmas = {form for form, lemma in made if lemma}
            self.lemmas |= lemmas
            for form, _ in made:
                if not set(form) <= FRENCH_LETTERS:
                    continue
                self.forms.add(form)
                self.producers[form].add(line.word)
                for lemma in lemmas:
                    self.forms_of[lemma].add(form)

    def familiarity(self, spelling: str) -> float:
        """The Zipf of a lemma's frequency summed with its own forms' (a noun's plural, an
        adjective's feminine and plurals, a verb's conjugations): forms another stem makes
        too, or that are lemmas of their own, do not count; a lemma wordfreq never saw has
        none."""
        frequency = self.context.word_frequencies
        producers = self.producers
        total = frequency.get(spelling, 0.0)
        if not total:
            return 0.0  # a lemma no text uses is no answer, whatever its forms ("étoiler")
        for form in self.forms_of.get(spelling, set()) - {spelling}:
            if form not in self.lemmas and len(producers.get(form, ())) == 1:
                total += frequency.get(form, 0.0)
        return math.log10(total * 1e9) if total > 0 else 0.0

    def attested(self) -> set[str]:
        """The folded words wordfreq has seen in French text."""

        def make() -> set[str]:
            fold = self.context.fold
            return {f for w in self.context.word_frequencies if (f := fold(w)) is not None}

        return self.context.shared("french:attested", make)

    def folded_forms(self) -> set[str]:
        """Every form of hunspell-fr's word lines, folded."""

        def make() -> set[str]:
            fold = self.context.fold
            return {f for w in self.forms if (f := fold(w)) is not None}

        return self.context.shared("french:forms", make)


def french(context: Context) -> FrenchRules:
    return context.shared("french", lambda: FrenchRules(context))


# --------------------------------------------------------------------------- familiarity


@rule("familiarity", "french_familiarity", uses=("inflections",))
def french_familiarity(context: Context, spelling: str) -> float:
    """A lemma's Zipf summed over its own forms (plural, feminine, conjugations)."""
    rules = french(context)
    if spelling in rules.lemmas:
        return rules.familiarity(spelling)
    return context.zipf(spelling)


# --------------------------------------------------------------------------- answers


@rule("answers", "french_lemma", uses=("inflections",))
def french_lemma(context: Context, candidate: Candidate) -> str | None:
    """Not a lemma form of hunspell-fr: a plural, a feminine made from a masculine, a
    conjugation or a participle ("tables", "grande", "mange", "mangé")."""
    return None if candidate.spelling in french(context).lemmas else "inflected"


@rule(
    "answers",
    "french_participle",
    thresholds=("participle_verb_margin",),
    uses=("inflections",),
)
def french_participle(context: Context, candidate: Candidate) -> str | None:
    """A participle that hunspell-fr lists as a noun or adjective too ("appelé",
    "pleurant") and that is not thresholds.participle_verb_margin more used than its verb
    ("fatigué", "blessé", "employé" are)."""
    rules = french(context)
    verbs = rules.participle_of.get(candidate.spelling)
    if not verbs:
        return None
    verb = max(context.zipf(v) for v in verbs)
    if context.zipf(candidate.spelling) < verb + context.threshold("participle_verb_margin"):
        return "participle"
    return None


# --------------------------------------------------------------------------- guesses


@rule("guesses", "french_forms", uses=("inflections",))
def french_forms(context: Context) -> Iterable[str]:
    """Every form hunspell-fr's word lines make (lemmas, plurals, feminines, conjugations):
    a form that is no lemma only when wordfreq has seen it ("mangeons"); the word list
    vouches for the others it has ("mangeâmes"), never-seen ones it lacks are often junk."""
    rules = french(context)
    attested = rules.attested()
    fold = context.fold
    return sorted(form for form in rules.forms if form in rules.lemmas or fold(form) in attested)


@rule("guess_filters", "french_unknown_form", uses=("inflections",))
def french_unknown_form(context: Context, folded: str) -> bool:
    """A word-list entry that hunspell-fr does not make: wfrench's names, English words,
    typos and made-up forms ("alsace", "quote", "qqun"). The entries it shares with
    hunspell-fr bring back the unattested forms french_forms leaves out ("mangeâmes")."""
    return folded not in french(context).folded_forms()
