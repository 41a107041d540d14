"""The named rules a language description can use (``[rules]`` in ``language.toml``).

A rule is a small Python function registered under a name and a kind:

- ``familiarity``: how familiar an answer candidate is (a Zipf); ``zipf`` by default;
- ``answers``: why a candidate is not a fair secret (a reason), or None;
- ``stems``: further reasons for a candidate that no headword list has (a bare
  hunspell stem);
- ``guesses``: more words to accept as guesses, before the answers are chosen;
- ``guess_filters``: words of the guess sources that are not guesses after all;
- ``reviewed_candidates``: more answer candidates that need a fair verdict in
  answers-review.tsv to be answers;
- ``answer_guesses``: more guesses made from the answers (their plurals).

Each rule declares the thresholds, source uses, inflection classes and fields it
needs; the description loader checks a description against them. The generic
rules are here; the language-specific ones are in their own modules
(:data:`PLUGIN_MODULES`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from words.build.context import Candidate, Context

KINDS = (
    "familiarity",
    "answers",
    "stems",
    "guesses",
    "guess_filters",
    "reviewed_candidates",
    "answer_guesses",
)
PLUGIN_MODULES = (
    "words.build.plugins",
    "words.build.english",
    "words.build.spanish",
    "words.build.french",
    "words.build.german",
    "words.build.portuguese",
    "words.build.italian",
)


@dataclass(frozen=True)
class Plugin:
    """A named rule and what it needs from the description."""

    kind: str
    name: str
    function: Callable[..., Any]
    thresholds: tuple[str, ...] = ()
    uses: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()  # "vowels", "foreign"

    @property
    def summary(self) -> str:
        """The first line of the function's docstring."""
        lines = (self.function.__doc__ or "").strip().splitlines()
        return lines[0] if lines else ""


_REGISTRY: dict[tuple[str, str], Plugin] = {}


def rule(
    kind: str,
    name: str,
    *,
    thresholds: tuple[str, ...] = (),
    uses: tuple[str, ...] = (),
    classes: tuple[str, ...] = (),
    needs: tuple[str, ...] = (),
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the decorated function as rule ``name`` of ``kind``."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind of rule {kind!r}")

    def register(function: Callable[..., Any]) -> Callable[..., Any]:
        if (kind, name) in _REGISTRY:
            raise ValueError(f"two {kind} rules are named {name!r}")
        _REGISTRY[kind, name] = Plugin(kind, name, function, thresholds, uses, classes, needs)
        return function

    return register


def load_plugins() -> None:
    """Import every module that registers rules."""
    for module in PLUGIN_MODULES:
        importlib.import_module(module)


def find_plugin(kind: str, name: str) -> Plugin:
    """The rule ``name`` of ``kind``; KeyError with the known names when there is none."""
    load_plugins()
    try:
        return _REGISTRY[kind, name]
    except KeyError:
        known = ", ".join(sorted(n for k, n in _REGISTRY if k == kind)) or "none"
        raise KeyError(f"unknown {kind} rule {name!r} (known: {known})") from None


def plugins_of(kind: str) -> list[Plugin]:
    """Every registered rule of ``kind``, by name."""
    load_plugins()
    return [plugin for (k, _), plugin in sorted(_REGISTRY.items()) if k == kind]


# --------------------------------------------------------------------------- generic rules


@rule("familiarity", "zipf")
def own_zipf(context: Context, spelling: str) -> float:
    """The wordfreq Zipf of the candidate's own spelling."""
    return context.zipf(spelling)


@rule("answers", "abbreviation", needs=("vowels",))
def abbreviation(context: Context, candidate: Candidate) -> str | None:
    """A word without a vowel is an abbreviation (blvd, govt)."""
    return None if context.has_vowel(candidate.folded) else "abbreviation"


@rule("answers", "uncommon", thresholds=("uncommon",), uses=("common",))
def uncommon(context: Context, candidate: Candidate) -> str | None:
    """A word the common-words source lacks needs thresholds.uncommon (galena, crozier)."""
    word = candidate.folded
    if word not in context.common and context.zipf(word) < context.threshold("uncommon"):
        return "uncommon"
    return None


@rule("answers", "name", uses=("names", "inflections"))
def name(context: Context, candidate: Candidate) -> str | None:
    """A name: the names sources write it capitalised, the hunspell never in lower case."""
    folded = candidate.folded
    if folded in context.names and folded not in context.lower_case:
        return "name"
    return None


@rule("guesses", "reviewed_wordfreq")
def reviewed_wordfreq(context: Context) -> Iterable[str]:
    """wordfreq's words that wordfreq-review.tsv reads as real words (G, A, O): loanwords,
    colloquial and new words the dictionaries lack ("ticket", "chela", "kombucha")."""
    return [spelling for _, spelling, verdict in context.wordfreq_review if verdict != "J"]


@rule("reviewed_candidates", "wordfreq_answers")
def wordfreq_answers(context: Context) -> Iterable[str]:
    """wordfreq's words that wordfreq-review.tsv reads as fair answers too (A: "sushi")."""
    return [spelling for _, spelling, verdict in context.wordfreq_review if verdict == "A"]


@rule("reviewed_candidates", "supplement_answers")
def supplement_answers(context: Context) -> Iterable[str]:
    """The supplement's words ("sushi", "tarot", "pádel"): answers once read as fair."""
    return [spelling for spellings in context.supplement.values() for spelling in spellings]


@rule("answers", "foreign", thresholds=("foreign_answer_margin",), needs=("foreign",))
def foreign(context: Context, candidate: Candidate) -> str | None:
    """A word of frequency.foreign: more used there by thresholds.foreign_answer_margin."""
    own = context.zipf(candidate.spelling)
    margin = context.threshold("foreign_answer_margin")
    if context.foreign_zipf(candidate.spelling) > own + margin:
        return "foreign"  # Spanish "dance", "light": English in Spanish text
    return None
