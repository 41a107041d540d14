"""One language's build state: its sources, read once and shared by the rules."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, TypeVar

from wordle_tui.core.languages import Language
from wordle_tui.core.normalize import normalize
from words.build.description import Description, Source, VerbClasses
from words.build.hunspell import Hunspell
from words.build.wordfiles import (
    BuildError,
    fold_all,
    read_entries,
    read_lines,
    read_lines_keeping_blanks,
    read_supplement,
    read_word_set,
)

T = TypeVar("T")
# The sources whose words are answer candidates, for the review's floors.
CANDIDATE_USES = frozenset({"answers", "common", "reviewed-answers"})
# The sources whose words are the language's own: a language that capitalises its nouns
# writes their nouns in lower case (``[case]``).
OWN_WORD_USES = frozenset({"guesses", "answers", "inflections", "common", "reviewed-answers"})


class Frequencies:
    """Word frequencies (wordfreq's). Imported only when used, so the tests need no wordfreq;
    a test passes its own table instead."""

    def zipf(self, word: str, lang: str) -> float:
        from wordfreq import zipf_frequency

        return float(zipf_frequency(word, lang))

    def frequency_dict(self, lang: str) -> Mapping[str, float]:
        from wordfreq import get_frequency_dict

        frequencies: Mapping[str, float] = get_frequency_dict(lang)
        return frequencies

    def top_words(self, lang: str, count: int) -> list[str]:
        """wordfreq's ``count`` most frequent words."""
        from wordfreq import top_n_list

        return list(top_n_list(lang, count))

    def iter_words(self, lang: str) -> Iterator[str]:
        """Every word wordfreq knows, most frequent first."""
        from wordfreq import iter_wordlist

        return iter(iter_wordlist(lang))


class CompoundNouns:
    """Which capitalised entries are nouns, in a language that capitalises its nouns: the
    noun forms, and the compounds a source lists that hunspell makes by compounding: a word
    of the source (a noun or a lower-case word, three letters or more, with or without a
    linking -s) followed by a noun form of three letters or more ("Laufsteg", "Amtszeit")."""

    SHORTEST_PART = 3

    def __init__(self, noun_forms: set[str], entries: list[str]) -> None:
        self.noun_forms = noun_forms
        self.words = {w.lower() for w in noun_forms} | {w for w in entries if w == w.lower()}

    def is_noun(self, word: str) -> bool:
        if word in self.noun_forms:
            return True
        shortest = self.SHORTEST_PART
        for cut in range(shortest, len(word) - shortest + 1):
            head, tail = word[:cut].lower(), word[cut:].capitalize()
            if tail in self.noun_forms and (
                head in self.words or (head.endswith("s") and head[:-1] in self.words)
            ):
                return True
        return False


@dataclass(frozen=True)
class Candidate:
    """An answer candidate: its spelling in a source, folded, and whether a headword
    list (not only a hunspell stem or the allowlist) has it."""

    spelling: str
    folded: str
    headword: bool


class Context:
    """A language's description and its sources, each read at most once."""

    def __init__(self, description: Description, frequencies: Frequencies | None = None) -> None:
        self.description = description
        self.language: Language = description.language
        self.frequencies = frequencies or Frequencies()
        self._entries: dict[Path, list[str]] = {}
        self._shared: dict[str, Any] = {}
        self._zipf: dict[str, float] = {}
        self._vowel = (
            re.compile(f"[{re.escape(description.vowels)}]") if description.vowels else None
        )

    # --- frequencies

    def zipf(self, word: str) -> float:
        """The word's Zipf in this language (remembered: the rules ask for many twice)."""
        try:
            return self._zipf[word]
        except KeyError:
            zipf = self._zipf[word] = self.frequencies.zipf(word, self.description.wordfreq)
            return zipf

    def foreign_zipf(self, word: str) -> float:
        """The word's Zipf in the language ``frequency.foreign`` names."""
        assert self.description.foreign is not None  # the loader checks it for the rules
        return self.frequencies.zipf(word, self.description.foreign)

    def threshold(self, name: str) -> float:
        return self.description.thresholds[name]

    def has_vowel(self, word: str) -> bool:
        return self._vowel is not None and self._vowel.search(word) is not None

    # --- sources

    def shared(self, key: str, make: Callable[[], T]) -> T:
        """A rule's own state (an index of the sources), made once per language."""
        if key not in self._shared:
            self._shared[key] = make()
        value: T = self._shared[key]
        return value

    @cached_property
    def hunspell(self) -> Hunspell | None:
        """The hunspell dictionary whose flags mark the inflection classes."""
        sources = self.description.sources_for("inflections")
        return self.load_hunspell(sources[0]) if sources else None

    def load_hunspell(self, source: Source) -> Hunspell:
        def load() -> Hunspell:
            try:
                return Hunspell.load(source.path)
            except BuildError as exc:
                raise BuildError(f"{exc} (Debian package {source.package})") from None

        return self.shared(f"hunspell:{source.path}", load)

    def entries(self, source: Source) -> list[str]:
        """A source's words: a word list's lines, a hunspell dictionary's every form."""
        if source.path not in self._entries:
            if source.format == "hunspell":
                self._entries[source.path] = self.load_hunspell(source).expand()
            elif source.format == "wordlist":
                try:
                    self._entries[source.path] = read_lines(source.path)
                except BuildError as exc:
                    raise BuildError(f"{exc} (Debian package {source.package})") from None
            else:
                raise BuildError(f"{source.path}: a {source.format} source has no word entries")
            if self.description.capitalised_nouns and source.uses & OWN_WORD_USES:
                # A language that capitalises its nouns (``[case]``): a noun's forms are
                # words, written in lower case like every other word; other capitalised
                # entries stay names. A source used only for names (another language's
                # word list) keeps its capitals.
                raw = self._entries[source.path]
                compound = CompoundNouns(self.noun_forms, raw)
                self._entries[source.path] = [
                    word.lower() if word[:1].isupper() and compound.is_noun(word) else word
                    for word in raw
                ]
        return self._entries[source.path]

    @cached_property
    def noun_stems(self) -> set[str]:
        """The capitalised stems of the inflections hunspell that are nouns: they carry
        every flag of one of ``[case] noun_flags`` ("Tisch", "Mädchen"; not "Berlin")."""
        hunspell = self.hunspell
        if hunspell is None or not self.description.noun_flags:
            return set()
        return {
            stem
            for stem, flags in hunspell.stems.items()
            if stem[:1].isupper() and any(wanted <= flags for wanted in self.description.noun_flags)
        }

    @cached_property
    def noun_forms(self) -> set[str]:
        """Every capitalised spelling of a noun: the noun stems and the forms their suffix
        classes make ("Tisch", "Tisches", "Tische", "Tischen"), as the sources write them."""
        hunspell = self.hunspell
        if hunspell is None:
            return set()
        forms: set[str] = set()
        for stem in self.noun_stems:
            forms.add(stem)
            forms |= {form for _, form in hunspell.forms(stem, hunspell.stems[stem])}
        return forms

    def lower_entries(self, use: str) -> set[str]:
        """The lower-case entries of every word-list source used for ``use``."""
        return {
            word
            for source in self.description.sources_for(use)
            if source.format == "wordlist"
            for word in self.entries(source)
            if word == word.lower()
        }

    @cached_property
    def classes(self) -> dict[str, set[str]]:
        """Each inflection class's hunspell flags (listed, or found in the .aff file)."""
        hunspell = self.hunspell
        classes: dict[str, set[str]] = {}
        for name, spec in self.description.inflections.items():
            assert hunspell is not None  # the loader wants an inflections source
            if isinstance(spec, VerbClasses):
                ending = f"{spec.ending})$"
                classes[name] = {
                    flag
                    for flag, rules in hunspell.suffixes.items()
                    if all(r.condition.pattern.endswith(ending) for r in rules)
                    and not any(r.continuation for r in rules)
                }
            else:
                missing = [flag for flag in spec if flag not in hunspell.suffixes]
                if missing:
                    raise BuildError(
                        f"{self.description.path}: inflections.{name}: flag {missing[0]!r} has "
                        f"no suffix rules in {hunspell.base.with_suffix('.aff')}"
                    )
                classes[name] = set(spec)
        return classes

    @cached_property
    def word_frequencies(self) -> Mapping[str, float]:
        """wordfreq's frequency of every word of the language, read once: the rules that
        sum a lemma's own forms (Spanish, French) look up thousands of words."""
        return self.frequencies.frequency_dict(self.description.wordfreq)

    @cached_property
    def headwords(self) -> set[str]:
        """Answer candidates that are headwords: the answer word lists' lower-case lines, and
        the lower-case forms of a hunspell used for headwords. Portuguese has no list of
        headwords, and hunspell-pt-br makes everyday words only as forms of other stems
        ("livro" of "livrar"), so its every form is a candidate and the rules pick the
        lemmas, as they would from a list of every form."""
        forms = {
            word
            for source in self.description.sources_for("headwords")
            for word in self.entries(source)
            if word == word.lower()
        }
        return self.lower_entries("answers") | forms

    @cached_property
    def stem_candidates(self) -> set[str]:
        """Answer candidates from a hunspell used for answers: its lower-case stems that
        take a plural (nouns and adjectives: "acto", "tienda", "líder")."""
        plural = self.classes.get("plural", set())
        found: set[str] = set()
        for source in self.description.sources_for("answers"):
            if source.format == "hunspell":
                stems = self.load_hunspell(source).stems
                found |= {w for w, flags in stems.items() if w == w.lower() and flags & plural}
        return found

    @cached_property
    def names(self) -> set[str]:
        """Folded words that a names source writes capitalised ("madrid", "peter")."""
        return self.capitalised("names")

    def capitalised(self, use: str) -> set[str]:
        """Folded words that a source used for ``use`` writes capitalised."""
        capitalised = (
            word.lower()
            for source in self.description.sources_for(use)
            for word in self.entries(source)
            if word[:1].isupper()
        )
        return fold_all(capitalised, self.language)

    @cached_property
    def lower_case(self) -> set[str]:
        """Folded words the inflections dictionary writes in lower case (in any form)."""
        sources = self.description.sources_for("inflections")
        return fold_all((w for s in sources for w in self.entries(s)), self.language)

    @cached_property
    def common(self) -> set[str]:
        """Folded words of the common-words sources."""
        return fold_all(self.lower_entries("common"), self.language)

    @cached_property
    def denied(self) -> set[str]:
        """Words that are never answers: the denylist's, and the offensive words."""
        return read_word_set(self.description.denylist, self.language) | self.offensive

    @cached_property
    def offensive(self) -> set[str]:
        """The folded words of offensive.txt (none when the language has no such file)."""
        path = self.description.offensive
        return read_word_set(path, self.language) if path.is_file() else set()

    @cached_property
    def not_words(self) -> set[str]:
        """The folded entries of not-words.txt: source entries that are no words."""
        path = self.description.not_words
        return read_word_set(path, self.language) if path.is_file() else set()

    @cached_property
    def answers_review(self) -> dict[str, bool]:
        """answers-review.tsv: folded word -> read as fair (F) or not (U)."""
        path = self.description.answers_review
        if not path.is_file():
            return {}
        verdicts: dict[str, bool] = {}
        for number, line in enumerate(read_lines_keeping_blanks(path), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            word, verdict, *_ = line.split("\t")
            if verdict not in ("F", "U"):
                raise BuildError(f"{path}:{number}: verdict {verdict!r} is not F or U")
            verdicts[word] = verdict == "F"
        return verdicts

    @cached_property
    def wordfreq_review(self) -> list[tuple[str, str, str]]:
        """wordfreq-review.tsv: (folded word, wordfreq's spelling, verdict J, G, A or O)."""
        path = self.description.wordfreq_review
        if not path.is_file():
            return []
        rows: list[tuple[str, str, str]] = []
        for number, line in enumerate(read_lines_keeping_blanks(path), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            word, spelling, verdict, *_ = line.split("\t")
            if verdict not in ("J", "G", "A", "O"):
                raise BuildError(f"{path}:{number}: verdict {verdict!r} is not J, G, A or O")
            rows.append((word, spelling, verdict))
        return rows

    @cached_property
    def reviewed_candidates(self) -> set[str]:
        """Answer candidates that are answers only when answers-review.tsv reads them as
        fair: the reviewed-answers sources' words (the rules judge them too) and
        :attr:`review_decides`."""
        found = self.lower_entries("reviewed-answers") | self.review_decides
        return found - self.headwords - self.stem_candidates

    @cached_property
    def review_decides(self) -> set[str]:
        """Candidates the reviewed_candidates rules find ("rugby", "sushi", "mutar"): the
        review alone decides, since the language's rules were not written for them."""
        found: set[str] = set()
        for plugin in self.description.plugins("reviewed_candidates"):
            found |= set(plugin.function(self))
        return found - self.headwords - self.stem_candidates

    def review_floor(self, spelling: str) -> float:
        """The least familiarity a reviewed answer needs: the lowest floor of the candidate
        sources (answers, common, reviewed-answers) that have it, each source's being its
        ``[review] source_floors`` entry or ``[review] floor``."""
        review = self.description.review
        assert review is not None
        floors = [
            review.source_floors.get(source.package, review.floor)
            for source in self.description.sources
            if source.uses & CANDIDATE_USES
            and source.format == "wordlist"
            and spelling in self.source_words(source)
        ]
        return min(floors) if floors else review.floor

    def source_words(self, source: Source) -> set[str]:
        """A word-list source's lower-case lines, as a set (remembered)."""
        return self.shared(
            f"words:{source.path}", lambda: {w for w in self.entries(source) if w == w.lower()}
        )

    @cached_property
    def allowed_forms(self) -> dict[str, set[str]]:
        """The allowlist: folded word -> its spellings (words of other lengths are inert:
        the English allowlist keeps some for the record, "rewarding")."""
        forms: dict[str, set[str]] = {}
        for entry in read_entries(self.description.allowlist, self.language):
            forms.setdefault(entry.folded, set()).add(entry.written)
        return forms

    @cached_property
    def supplement(self) -> dict[str, set[str]]:
        return read_supplement(self.description.supplement, self.language)

    def fold(self, word: str) -> str | None:
        """``word`` folded to the alphabet, or None when a character has no letter."""
        folded = normalize(word, self.language)
        return folded if isinstance(folded, str) else None
