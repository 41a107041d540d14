"""The one pipeline every language goes through, driven by its description.

1. **Guesses**: every lower-case word of the sources used for guesses, the
   reviewed ``supplement.txt``, and what the language's ``guesses`` rules add.
2. **Answer candidates**: the headwords (word lists used for answers), the
   hunspell stems that take a plural (a hunspell used for answers) and the
   allowlisted words, each folded to the game's alphabet.
3. **Answers**: a candidate is an answer when it is familiar enough (its
   ``familiarity`` rule; ``thresholds.answer``, or ``thresholds.reviewed`` for an
   allowlisted word), not denylisted, and fair: allowlisted, or no ``answers``
   rule (and, for a candidate that is not a headword, no ``stems`` rule) gives a
   reason to leave it out. Of a word's fair spellings the most familiar counts.
4. **More guesses from the answers** (``answer_guesses`` rules), and the answers.
5. **Frequencies**: each guess's Zipf is the best of its own spellings.
6. **Writing**: first the daily ledgers are frozen (:mod:`words.build.steps`),
   then the lists are written, then the offensive-guess lists are derived.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from wordle_tui.core.languages import WORD_LENGTHS
from words.build.context import Candidate, Context
from words.build.wordfiles import fold_all, fold_forms, merge_forms


@dataclass
class Built:
    """One language's lists: (answers, guesses) per length, every guess's Zipf, and the
    spelling each answer was chosen by."""

    lists: dict[int, tuple[list[str], list[str]]]
    familiarity: dict[str, float]
    spellings: dict[str, str]

    def guesses(self) -> set[str]:
        return {w for _answers, guesses in self.lists.values() for w in guesses}


def rejections(context: Context, candidate: Candidate) -> list[str]:
    """Every reason the language's rules give for ``candidate`` not to be a fair secret."""
    description = context.description
    if candidate.spelling in context.review_decides:
        return []  # the review alone decides
    kinds = ["answers"] if candidate.headword else ["answers", "stems"]
    reasons: list[str] = []
    for kind in kinds:
        for plugin in description.plugins(kind):
            reason: str | None = plugin.function(context, candidate)
            if reason is not None:
                reasons.append(reason)
    return reasons


def rejection(context: Context, candidate: Candidate) -> str | None:
    """The first reason the language's rules give against ``candidate``, or None."""
    reasons = rejections(context, candidate)
    return reasons[0] if reasons else None


def candidate_spellings(context: Context) -> list[str]:
    """Every answer candidate as its source spells it, in code-point order."""
    reviewed = {w for spellings in context.allowed_forms.values() for w in spellings}
    candidates = context.headwords | context.stem_candidates | reviewed
    return sorted(candidates | context.reviewed_candidates)


@dataclass
class Verdict:
    """Whether a candidate is an answer, and whether the review should read it."""

    fair: bool
    unread: bool = False


def judge(context: Context, word: str, candidate: Candidate, familiar: float) -> Verdict:
    """Whether ``candidate`` is an answer: allowlisted, read as fair, or fair by the rules.

    Without a review, a candidate needs ``thresholds.answer`` and no reason against it. A
    candidate that answers-review.tsv reads as fair (F) needs only the review's floor, and
    the rules' first reason against it may be one the review overrules ("uncommon"); one read
    as unfair (U) is never an answer. The reviewed-answers sources' words are answers only
    when read as fair. A candidate the review could admit that it has not read is
    ``unread``: the build lists them, to be read.
    """
    description = context.description
    folded = candidate.folded
    if folded in context.allowed_forms:
        return Verdict(familiar >= context.threshold("reviewed"))
    reasons = rejections(context, candidate)
    review = description.review
    reviewed_only = word in context.reviewed_candidates
    if review is None:
        return Verdict(
            not reviewed_only and not reasons and familiar >= context.threshold("answer")
        )
    # The rules run in the order language.toml lists them; the first reason is the
    # reading that decides ("crecida": a noun or a feminine before a participle).
    admissible = familiar >= context.review_floor(word) and (
        not reasons or reasons[0] in review.overrules
    )
    verdict = context.answers_review.get(folded)
    if verdict is not None:
        return Verdict(verdict and admissible)
    fair = not reviewed_only and not reasons and familiar >= context.threshold("answer")
    return Verdict(fair, unread=admissible and not fair)


def build_lists(context: Context) -> Built:
    """The language's answers and guesses per length, and every guess's Zipf."""
    description = context.description
    language = context.language
    # The guess_filters take their words out of every guess source, word list or hunspell
    # (Portuguese's hyphenless mesoclitic fragments are in both), and out of what the
    # guesses rules make (Portuguese's suffix forms need wportuguese or text as much as
    # unmunch's do); the reviewed supplement is kept whole.
    guess_filters = description.plugins("guess_filters")

    def kept(forms: dict[str, set[str]]) -> dict[str, set[str]]:
        return {
            folded: spellings
            for folded, spellings in forms.items()
            if not any(plugin.function(context, folded) for plugin in guess_filters)
        }

    guess_forms = merge_forms(
        *(
            kept(fold_forms(context.entries(source), language))
            for source in description.sources_for("guesses")
        ),
        context.supplement,
        *(
            kept(fold_forms(plugin.function(context), language))
            for plugin in description.plugins("guesses")
        ),
    )
    not_words = context.not_words
    guess_forms = {w: spellings for w, spellings in guess_forms.items() if w not in not_words}
    (familiarity,) = description.plugins("familiarity")
    floor = min(
        [context.threshold("answer"), context.threshold("reviewed")]
        + (
            [description.review.floor, *description.review.source_floors.values()]
            if description.review
            else []
        )
    )
    # A word of not-words.txt is no guess, so no answer either (answers are guesses).
    denied = context.denied | not_words
    headwords = context.headwords
    score: dict[str, float] = {}
    spelling: dict[str, str] = {}
    own_zipf: dict[str, float] = {}  # each candidate word's best own spelling, for frequencies
    unread: set[str] = set()
    for word in candidate_spellings(context):
        folded_set = fold_all([word], language)
        if not folded_set:
            continue
        (folded,) = folded_set
        own_zipf[folded] = max(own_zipf.get(folded, 0.0), context.zipf(word))
        if folded in denied:
            continue
        familiar: float = familiarity.function(context, word)
        if familiar < floor:
            continue
        candidate = Candidate(word, folded, headword=word in headwords)
        verdict = judge(context, word, candidate, familiar)
        if verdict.unread:
            unread.add(folded)
        if verdict.fair and familiar > score.get(folded, 0.0):
            score[folded], spelling[folded] = familiar, word
    answers = set(score)
    unread -= answers
    if unread:
        shown = " ".join(sorted(unread)[:50])
        print(f"{description.code}: {len(unread)} candidates not in answers-review.tsv: {shown}")
    guess_forms = merge_forms(
        guess_forms,
        *(
            fold_forms(plugin.function(context, spelling), language)
            for plugin in description.plugins("answer_guesses")
        ),
        {w: {spelling[w]} for w in answers},
    )
    guesses = set(guess_forms) | answers
    zipfs = guess_familiarity(context, guesses, guess_forms, own_zipf)
    return Built(split_by_length(answers, guesses), zipfs, spelling)


def guess_familiarity(
    context: Context,
    guesses: set[str],
    forms: Mapping[str, Iterable[str]],
    ranked: Mapping[str, float],
) -> dict[str, float]:
    """Every guess's Zipf: the best of its own spellings, in the sources or as a candidate
    ("garbanzo" 2.70, though it is an answer by its plural's 3.15)."""
    result = {w: max(context.zipf(s) for s in forms[w]) for w in guesses if w in forms}
    for word, zipf in ranked.items():
        if word in guesses:
            result[word] = max(result.get(word, 0.0), zipf)
    return result


def split_by_length(answers: set[str], guesses: set[str]) -> dict[int, tuple[list[str], list[str]]]:
    """Sorted (answers, guesses) for each playable length."""
    return {
        n: (
            sorted(w for w in answers if len(w) == n),
            sorted(w for w in guesses if len(w) == n),
        )
        for n in WORD_LENGTHS
    }


def write_lists(folder: Path, built: Built) -> None:
    """Write the files: UTF-8, one word a line, LF endings, sorted by code point.

    ``<N>-frequency.txt`` holds ``word zipf`` for every guess wordfreq knows,
    most familiar first (ties in code-point order).
    """
    folder.mkdir(exist_ok=True)
    for n, (answers, guesses) in built.lists.items():
        for kind, words in (("answers", answers), ("guesses", guesses)):
            write_words(folder / f"{n}-{kind}.txt", words)
        known = [(round(built.familiarity.get(w, 0.0), 2), w) for w in guesses]
        known = sorted(((-z, w) for z, w in known if z > 0))
        text = "".join(f"{w} {-z:.2f}\n" for z, w in known)
        (folder / f"{n}-frequency.txt").write_bytes(text.encode("utf-8"))


def write_words(path: Path, words: Iterable[str]) -> None:
    """A word file: one word a line, LF endings, UTF-8."""
    path.write_bytes("".join(f"{w}\n" for w in words).encode("utf-8"))


def read_shipped(folder: Path, length: int, kind: str) -> set[str]:
    """A committed list, read as the game reads it."""
    return set((folder / f"{length}-{kind}.txt").read_text(encoding="utf-8").split())
