"""English's rules: regular and irregular inflections, and British spellings.

The answers are common American lemmas. Hunspell's suffix rules (the plural and
verb classes) and the regular spelling rules find regular inflections, WordNet's
exception lists the irregular ones, and the American-only words of SCOWL tell
British twins ("theatre" gives way to "theater").
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from words.build.context import Candidate, Context
from words.build.plugins import rule
from words.build.wordfiles import BuildError, read_lines

# The kinds english_inflection finds, as the report names them.
EN_KINDS = {"s": "plural", "v": "verb form", "t": "superlative"}


def english_inflection(
    word: str,
    generated: dict[str, set[tuple[str, str]]],
    stems: dict[str, set[str]],
    known: set[str],
    zipf: Callable[[str], float],
    *,
    verb_flags: set[str],
    noun_flags: set[str],
    own_word_margin: float,
    comparative_margin: float = math.inf,
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
    of their base. A comparative has a superlative in use ("wisest"): an -er noun
    ("gamer", "flyer") has none, its "superlative" ("gamest") being at least
    ``comparative_margin`` rarer than it.
    """
    flags = stems.get(word, set())
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
        base_flags = stems.get(base, set())
        siblings = {base + "ing", base[:-1] + "ing", base + "ed", base + "d"}
        siblings |= {base + base[-1:] + "ing", base + base[-1:] + "ed"}  # "mugged"
        siblings.discard(word)
        doubled = len(word) > 5 and base == word[: len(base)] and word[len(base)] == base[-1]
        if base_flags & verb_flags or siblings & known or (doubled and base + "s" in known):
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
            in_use = zipf(superlative) >= zipf(word) - comparative_margin
            if len(base) >= 3 and superlative in known and in_use:
                candidates.append(("t", base))
    for kind, base in candidates:
        if len(base) < 3 or base not in known:
            continue
        if kind == "v" and flags & noun_flags:
            continue  # hunspell lists it as a noun of its own: "icing", "greed"
        if kind == "s" and word not in names and zipf(word) >= zipf(base) + own_word_margin:
            continue  # "clothes", "kudos"; but "wales", "sanders" owe their score to the name
        return kind, base
    return None


@dataclass
class WordNet:
    """WordNet's irregular inflections (``*.exc``: form -> bases) and its lemmas."""

    exceptions: dict[str, dict[str, set[str]]]  # part of speech -> form -> bases
    lemmas: dict[str, set[str]]  # part of speech -> lemmas

    @classmethod
    def load(cls, folder: Path) -> WordNet:
        exceptions: dict[str, dict[str, set[str]]] = {}
        lemmas: dict[str, set[str]] = {}
        for pos in ("noun", "verb", "adj"):
            table: dict[str, set[str]] = defaultdict(set)
            for line in read_lines(folder / f"{pos}.exc"):
                form, *bases = line.split()
                table[form].update(b for b in bases if b != form)
            exceptions[pos] = {form: bases for form, bases in table.items() if bases}
            # index.<pos>: a license header indented by two spaces, then one lemma a line.
            index_path = folder / f"index.{pos}"
            if not index_path.is_file():
                raise BuildError(f"{index_path}: missing")
            index = index_path.read_bytes().decode("utf-8").splitlines()
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
    """The indexes English's rules share, built once from the sources."""

    def __init__(self, context: Context) -> None:
        self.context = context
        hunspell = context.hunspell
        assert hunspell is not None  # the rules need inflections.plural and .verb
        self.stems = hunspell.stems
        classes = context.classes
        self.plural_flags = classes["plural"]
        self.verb_flags = classes["verb"]
        self.noun_flags = classes["noun"]
        # Hunspell's plural and -ed/-ing forms of every lower-case stem.
        self.generated: dict[str, set[tuple[str, str]]] = defaultdict(set)
        wanted = self.plural_flags | self.verb_flags
        for stem, flags in hunspell.stems.items():
            if stem == stem.lower():
                for flag, form in hunspell.forms(stem, flags & wanted):
                    self.generated[form].add(("s" if flag in self.plural_flags else "v", stem))
        # The headwords (wamerican), folded but of any length, and the reviewed answer
        # sources' words (wamerican-large: "krill", "pesto") of four letters or more, whose
        # shorter words are mostly abbreviations and archaisms ("ala", "eld", "str"): the
        # bases ("cafe").
        self.known = {f for w in context.headwords if (f := context.fold(w)) is not None}
        self.known |= {
            f
            for w in context.lower_entries("reviewed-answers")
            if len(w) >= 4 and (f := context.fold(w)) is not None
        }
        self.names = frozenset(context.names)
        self._wordnet: WordNet | None = None

    @property
    def wordnet(self) -> WordNet:
        if self._wordnet is None:
            source = self.context.description.sources_for("irregulars")[0]
            try:
                self._wordnet = WordNet.load(source.path)
            except BuildError as exc:
                raise BuildError(f"{exc} (Debian package {source.package})") from None
        return self._wordnet

    def inflection(self, word: str) -> tuple[str, str] | None:
        return english_inflection(
            word,
            self.generated,
            self.stems,
            self.known,
            self.context.zipf,
            verb_flags=self.verb_flags,
            noun_flags=self.noun_flags,
            own_word_margin=self.context.threshold("own_word_margin"),
            comparative_margin=self.context.threshold("comparative_margin"),
            names=self.names,
        )

    def us_twin(self, word: str) -> str | None:
        """The American spelling of a British ``word`` ("theatre" -> "theater"), if any."""
        twins = set()
        for british, american in BRITISH_TO_US:
            for match in re.finditer(british, word):
                twins.add(word[: match.start()] + american + word[match.end() :])
        if BRITISH_FINAL_L.search(word):
            twins.add(word + "l")  # "enrol" -> "enroll"
        zipf = self.context.zipf
        floor = zipf(word) - self.context.threshold("us_twin_margin")
        found = sorted(t for t in twins if t in self.american_only and zipf(t) >= floor)
        return found[0] if found else None

    @property
    def american_only(self) -> set[str]:
        """Lower-case words of the preferred-spelling sources that the others lack:
        "color", "theater", "gray", "plow"."""

        def make() -> set[str]:
            preferred = self.context.lower_entries("preferred-spelling")
            return preferred - self.context.lower_entries("other-spelling")

        return self.context.shared("english:american-only", make)


def english(context: Context) -> EnglishRules:
    return context.shared("english", lambda: EnglishRules(context))


@rule(
    "answers",
    "english_inflection",
    thresholds=("own_word_margin", "comparative_margin"),
    uses=("answers", "names", "inflections"),
    classes=("plural", "verb", "noun"),
)
def regular_inflection(context: Context, candidate: Candidate) -> str | None:
    """A regular plural, -ed/-ing form, comparative or superlative of a headword."""
    found = english(context).inflection(candidate.folded)
    return EN_KINDS[found[0]] if found else None


@rule("answers", "wordnet_irregular", uses=("irregulars",))
def wordnet_irregular(context: Context, candidate: Candidate) -> str | None:
    """An irregular inflection by WordNet's exception lists (matrices, shrunk, repaid)."""
    rules = english(context)
    return "irregular form" if rules.wordnet.irregular(candidate.folded, rules.known) else None


@rule(
    "answers",
    "british_spelling",
    thresholds=("us_twin_margin",),
    uses=("preferred-spelling", "other-spelling"),
)
def british_spelling(context: Context, candidate: Candidate) -> str | None:
    """A British spelling whose American twin is as familiar (theatre, grey, plough)."""
    return "British spelling" if english(context).us_twin(candidate.folded) else None
