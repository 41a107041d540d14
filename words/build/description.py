"""A language's description, ``words/<code>/language.toml``, as the word build reads it.

The game reads the same file for its part (name, alphabet, folding, keyboard:
:mod:`wordle_tui.core.languages`); the build adds the sources, the inflection
classes its hunspell flags mark, the thresholds and the named rules. Every
field is checked here, and a bad description stops the build with a message
that names the file, the field and what is wrong. words/README.md, "Adding a
language", explains every field.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from unidecode import unidecode

from wordle_tui.core.languages import (
    DESCRIPTION,
    Language,
    LanguageError,
    parse_language,
    read_description,
)
from words.build.plugins import KINDS, Plugin, find_plugin, load_plugins
from words.build.wordfiles import BuildError

WORDS = Path(__file__).resolve().parents[1]  # the words/ folder of the repository

FORMATS = {
    "wordlist": "one word a line (/usr/share/dict)",
    "hunspell": "a hunspell dictionary: the path without .dic or .aff",
    "wordnet": "a WordNet database folder (noun.exc, index.noun, ...)",
}
# What a source is used for, and the formats that can serve that use.
USES = {
    "guesses": ("wordlist", "hunspell"),  # every lower-case entry (a hunspell's every form)
    "answers": ("wordlist", "hunspell"),  # answer candidates: headwords; a hunspell's nouns
    # a hunspell's every lower-case form is a headword (a language with no headword list)
    "headwords": ("hunspell",),
    "names": ("wordlist", "hunspell"),  # its capitalised entries are names
    "inflections": ("hunspell",),  # its flags mark the inflection classes
    "common": ("wordlist",),  # the common-words level
    # a word list that vouches for the other sources' forms: a form it lacks needs text
    "attests": ("wordlist",),
    "preferred-spelling": ("wordlist",),  # with other-spelling: which spellings are preferred
    "other-spelling": ("wordlist",),
    "irregulars": ("wordnet",),  # irregular inflections
    # answer candidates that are answers only when answers-review.tsv reads them as fair
    "reviewed-answers": ("wordlist",),
}
# The inflection classes a description can name (the hunspell flags that make them).
INFLECTION_CLASSES = (
    "plural",
    "feminine",
    "participle",
    "verb",
    "diminutive",
    "comparative",
    "noun",  # not an inflection: a flag that marks a stem as a noun (English's possessive M)
)
# Every threshold the pipeline itself uses; the rules name theirs.
PIPELINE_THRESHOLDS = {
    "answer": "the Zipf an answer needs",
    "reviewed": "the Zipf an allowlisted answer needs",
}
REVIEW_FIELDS = {"floor", "source_floors", "overrules"}
# How a language writes its nouns (``[case] nouns``): "lower" (the default: a capitalised
# entry is a name) or "capitalised" (German: a capitalised entry is a noun when its
# hunspell stem carries one of ``[case] noun_flags``, and a name otherwise).
NOUN_CASES = ("lower", "capitalised")
CASE_FIELDS = {"nouns", "noun_flags"}
TOP_LEVEL = {
    "case",
    "name",
    "order",
    "alphabet",
    "keyboard",
    "folding",
    "vowels",
    "frequency",
    "sources",
    "inflections",
    "thresholds",
    "rules",
    "review",
}


class DescriptionError(BuildError):
    """A language description the build cannot use."""


@dataclass(frozen=True)
class Source:
    """One source of words: a file or folder, its format and what it is used for."""

    package: str  # the Debian package that installs it (so a missing file says what to install)
    path: Path
    format: str
    uses: frozenset[str]


@dataclass(frozen=True)
class VerbClasses:
    """Inflection classes found in the .aff file rather than listed: every suffix class
    whose rules all apply to words ending in ``ending`` (an infinitive's "r") and make
    no new stem (no continuation class)."""

    ending: str


@dataclass(frozen=True)
class Review:
    """How answers-review.tsv admits answers the rules alone would not (``[review]``).

    A candidate read as fair (F) is an answer when it is at least ``floor`` familiar (or
    the lowest ``source_floors`` of the sources that have it: English's common words need
    less) and the first reason the rules give against it, if any, is one of ``overrules``;
    one read as unfair (U) is never an answer.
    """

    floor: float
    source_floors: Mapping[str, float] = field(default_factory=dict)  # package -> floor
    overrules: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Description:
    """Everything the build knows about one language."""

    language: Language
    order: int
    folder: Path  # words/<code>: the lists are written here, the reviewed files read from here
    path: Path  # the description file
    keep: str
    vowels: str
    wordfreq: str
    foreign: str | None
    sources: tuple[Source, ...]
    inflections: Mapping[str, tuple[str, ...] | VerbClasses]
    thresholds: Mapping[str, float]
    familiarity: str
    rules: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # kind -> plug-in names
    report: tuple[str, ...] = ()
    review: Review | None = None
    # ``[case] noun_flags`` when the language capitalises its nouns ("capitalised"), else
    # empty: each is a set of hunspell flags a capitalised stem must all carry to be a noun.
    noun_flags: tuple[frozenset[str], ...] = ()

    @property
    def capitalised_nouns(self) -> bool:
        """The language writes its nouns capitalised (German): see ``[case]``."""
        return bool(self.noun_flags)

    @property
    def code(self) -> str:
        return self.language.code

    def sources_for(self, use: str) -> list[Source]:
        """The sources used for ``use``, in the order the description lists them."""
        return [source for source in self.sources if use in source.uses]

    def plugins(self, kind: str) -> list[Plugin]:
        """The named rules of one kind, in the description's order."""
        if kind == "familiarity":
            return [find_plugin(kind, self.familiarity)]
        return [find_plugin(kind, name) for name in self.rules.get(kind, ())]

    @property
    def denylist(self) -> Path:
        return self.folder / "denylist.txt"

    @property
    def allowlist(self) -> Path:
        return self.folder / "allowlist.txt"

    @property
    def supplement(self) -> Path:
        return self.folder / "supplement.txt"

    @property
    def offensive(self) -> Path:
        """Slurs, insults, vulgar, sexual and hurtful words: never answers, never played."""
        return self.folder / "offensive.txt"

    @property
    def not_words(self) -> Path:
        """Entries of the sources that are not words (abbreviations): never guesses."""
        return self.folder / "not-words.txt"

    @property
    def answers_review(self) -> Path:
        """The word-by-word verdicts (F or U) on candidates the rules alone do not admit."""
        return self.folder / "answers-review.tsv"

    @property
    def wordfreq_review(self) -> Path:
        """The verdicts (J, G, A, O) on wordfreq's words that no dictionary has."""
        return self.folder / "wordfreq-review.tsv"


def description_paths(words: Path = WORDS) -> list[Path]:
    """Every ``words/<code>/language.toml``."""
    return sorted(words.glob(f"*/{DESCRIPTION}"))


def load_all(words: Path = WORDS) -> list[Description]:
    """Every description under ``words``, in the game's order (``order``, then code)."""
    found = [load_description(path) for path in description_paths(words)]
    return sorted(found, key=lambda d: (d.order, d.code))


def load_description(path: Path) -> Description:
    """Read and check one description file (a folder means its ``language.toml``)."""
    if path.is_dir():
        path = path / DESCRIPTION
    try:
        data = read_description(path)
        language, order = parse_language(path.parent.name, data, path)
    except LanguageError as exc:
        raise DescriptionError(str(exc)) from None
    return _Checker(path, data).check(language, order)


class _Checker:
    """Reads the build's part of a description, failing on the first problem."""

    def __init__(self, path: Path, data: Mapping[str, Any]) -> None:
        self.path = path
        self.data = data

    def fail(self, where: str, reason: str) -> DescriptionError:
        return DescriptionError(f"{self.path}: {where}: {reason}")

    def table(self, where: str, value: Any, allowed: set[str] | None = None) -> Mapping[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, "must be a table")
        if allowed is not None:
            unknown = sorted(set(value) - allowed)
            if unknown:
                raise self.fail(
                    where, f"unknown field {unknown[0]!r} (known: {', '.join(sorted(allowed))})"
                )
        return value

    def text(self, where: str, value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(where, "must be a non-empty text")
        return value

    def names(self, where: str, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(where, "must be a list of texts")
        if len(set(value)) != len(value):
            raise self.fail(where, "names something twice")
        return tuple(value)

    def check(self, language: Language, order: int) -> Description:
        data = self.table("the file", self.data, TOP_LEVEL)
        for required in ("frequency", "sources", "thresholds", "rules"):
            if required not in data:
                raise self.fail(required, "missing (the build needs it)")
        keep = self.folding(language)
        vowels = data.get("vowels", "")
        if not isinstance(vowels, str) or any(ch not in language.alphabet for ch in vowels):
            raise self.fail("vowels", "must be letters of the alphabet")
        frequency = self.table("frequency", data["frequency"], {"wordfreq", "foreign"})
        wordfreq = self.text("frequency.wordfreq", frequency.get("wordfreq"))
        foreign = frequency.get("foreign")
        if foreign is not None:
            foreign = self.text("frequency.foreign", foreign)
        sources = self.sources(data["sources"])
        inflections = self.inflections(data.get("inflections", {}), sources)
        rules, familiarity, report = self.rules(data["rules"])
        thresholds = self.thresholds(data["thresholds"])
        review = self.review(data.get("review"), sources)
        noun_flags = self.case(data.get("case"), sources)
        description = Description(
            language=language,
            order=order,
            folder=self.path.parent,
            path=self.path,
            keep=keep,
            vowels=vowels,
            wordfreq=wordfreq,
            foreign=foreign,
            sources=sources,
            inflections=inflections,
            thresholds=thresholds,
            familiarity=familiarity,
            rules=rules,
            report=report,
            review=review,
            noun_flags=noun_flags,
        )
        self.requirements(description)
        return description

    def folding(self, language: Language) -> str:
        folding = self.table("folding", self.data.get("folding", {}), {"keep", "letters"})
        keep = folding.get("keep", "")
        # A letter of the alphabet that unidecode would fold to something else (ñ → n) is
        # a letter of its own: the description says so in ``keep``.
        own = "".join(ch for ch in language.alphabet if unidecode(ch) != ch)
        if sorted(keep) != sorted(own):
            raise self.fail(
                "folding.keep",
                f"must list the alphabet's letters that unidecode would change: {own!r}",
            )
        return str(keep)

    def sources(self, value: Any) -> tuple[Source, ...]:
        if not isinstance(value, list) or not value:
            raise self.fail("sources", "must be a list of [[sources]] tables")
        sources: list[Source] = []
        for index, item in enumerate(value, start=1):
            where = f"sources #{index}"
            item = self.table(where, item, {"package", "path", "format", "use"})
            package = self.text(f"{where} package", item.get("package"))
            raw_path = self.text(f"{where} path", item.get("path"))
            kind = item.get("format")
            if kind not in FORMATS:
                raise self.fail(f"{where} format", f"must be one of {', '.join(FORMATS)}")
            uses = self.names(f"{where} use", item.get("use"))
            if not uses:
                raise self.fail(f"{where} use", "must say what the source is used for")
            for use in uses:
                if use not in USES:
                    raise self.fail(
                        f"{where} use", f"unknown use {use!r} (known: {', '.join(USES)})"
                    )
                if kind not in USES[use]:
                    raise self.fail(f"{where} use", f"a {kind} source cannot serve {use!r}")
            path = Path(raw_path)
            if not path.is_absolute():
                path = self.path.parent / path  # fixtures and files kept beside the description
            sources.append(Source(package, path, kind, frozenset(uses)))
        if len([s for s in sources if "inflections" in s.uses]) > 1:
            raise self.fail("sources", "only one source can mark the inflections")
        return tuple(sources)

    def inflections(
        self, value: Any, sources: tuple[Source, ...]
    ) -> dict[str, tuple[str, ...] | VerbClasses]:
        table = self.table("inflections", value, set(INFLECTION_CLASSES))
        if table and not any("inflections" in s.uses for s in sources):
            raise self.fail("inflections", "no source is used for 'inflections' (a hunspell)")
        classes: dict[str, tuple[str, ...] | VerbClasses] = {}
        for name, flags in table.items():
            where = f"inflections.{name}"
            if isinstance(flags, dict):
                found = self.table(where, flags, {"ending"})
                classes[name] = VerbClasses(self.text(f"{where}.ending", found.get("ending")))
            else:
                classes[name] = self.names(where, flags)
                if not classes[name]:
                    raise self.fail(where, "must name at least one flag")
        return classes

    def rules(self, value: Any) -> tuple[dict[str, tuple[str, ...]], str, tuple[str, ...]]:
        table = self.table("rules", value, {*KINDS, "report"})
        load_plugins()
        rules: dict[str, tuple[str, ...]] = {}
        familiarity = table.get("familiarity", "zipf")
        self.plugin("rules.familiarity", "familiarity", familiarity)
        for kind in KINDS:
            if kind == "familiarity":
                continue
            rules[kind] = self.names(f"rules.{kind}", table.get(kind, []))
            for name in rules[kind]:
                self.plugin(f"rules.{kind}", kind, name)
        report = self.names("rules.report", table.get("report", []))
        return rules, familiarity, report

    def plugin(self, where: str, kind: str, name: Any) -> Plugin:
        if not isinstance(name, str):
            raise self.fail(where, "must be the name of a rule")
        try:
            return find_plugin(kind, name)
        except KeyError as exc:
            raise self.fail(where, str(exc.args[0])) from None

    def number(self, where: str, value: Any) -> float:
        if (
            not isinstance(value, int | float)
            or isinstance(value, bool)
            or not math.isfinite(value)
        ):
            raise self.fail(where, "must be a number")
        return float(value)

    def review(self, value: Any, sources: tuple[Source, ...]) -> Review | None:
        if value is None:
            if any("reviewed-answers" in s.uses for s in sources):
                raise self.fail("review", "missing (a source is used for 'reviewed-answers')")
            return None
        table = self.table("review", value, REVIEW_FIELDS)
        floor = self.number("review.floor", table.get("floor"))
        floors = self.table("review.source_floors", table.get("source_floors", {}))
        packages = {s.package for s in sources}
        for package, number in floors.items():
            if package not in packages:
                raise self.fail(f"review.source_floors.{package}", "no source has this package")
            self.number(f"review.source_floors.{package}", number)
        overrules = self.names("review.overrules", table.get("overrules", []))
        return Review(floor, {k: float(v) for k, v in floors.items()}, frozenset(overrules))

    def case(self, value: Any, sources: tuple[Source, ...]) -> tuple[frozenset[str], ...]:
        """``[case]``: how the language writes its nouns, and the flags that mark a noun."""
        if value is None:
            return ()
        table = self.table("case", value, CASE_FIELDS)
        nouns = table.get("nouns", "lower")
        if nouns not in NOUN_CASES:
            raise self.fail("case.nouns", f"must be one of {', '.join(NOUN_CASES)}")
        if nouns == "lower":
            if "noun_flags" in table:
                raise self.fail("case.noun_flags", 'only for nouns = "capitalised"')
            return ()
        flags = self.names("case.noun_flags", table.get("noun_flags"))
        if not flags:
            raise self.fail("case.noun_flags", "must name at least one flag")
        if not any("inflections" in s.uses for s in sources):
            raise self.fail("case", "no source is used for 'inflections' (a hunspell)")
        return tuple(frozenset(flag) for flag in flags)

    def thresholds(self, value: Any) -> dict[str, float]:
        table = self.table("thresholds", value)
        thresholds: dict[str, float] = {}
        for name, number in table.items():
            if (
                not isinstance(number, int | float)
                or isinstance(number, bool)
                or not math.isfinite(number)
            ):
                raise self.fail(f"thresholds.{name}", "must be a number")
            thresholds[name] = float(number)
        return thresholds

    def requirements(self, description: Description) -> None:
        """Every rule finds the thresholds, sources, classes and fields it needs, and every
        threshold is used by something."""
        wanted = dict(PIPELINE_THRESHOLDS)
        uses = {use for source in description.sources for use in source.uses}
        for kind in KINDS:
            for plugin in description.plugins(kind):
                where = f"rules ({plugin.name})"
                for name in plugin.thresholds:
                    wanted.setdefault(name, plugin.name)
                for use in plugin.uses:
                    if use not in uses:
                        raise self.fail(where, f"needs a source used for {use!r}")
                for name in plugin.classes:
                    if name not in description.inflections:
                        raise self.fail(where, f"needs the inflection class inflections.{name}")
                if "vowels" in plugin.needs and not description.vowels:
                    raise self.fail(where, "needs the language's vowels (vowels = ...)")
                if "foreign" in plugin.needs and description.foreign is None:
                    raise self.fail(where, "needs frequency.foreign (the language to compare)")
        for name in wanted:
            if name not in description.thresholds:
                raise self.fail(f"thresholds.{name}", "missing")
        for name in description.thresholds:
            if name not in wanted:
                raise self.fail(f"thresholds.{name}", "no rule of this language uses it")
