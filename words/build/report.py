"""Reading the committed lists back: coverage of a reference list, answers to review, and
the quality report."""

from __future__ import annotations

import hashlib
import random
from collections import Counter, defaultdict
from pathlib import Path

from wordle_tui.core.languages import WORD_LENGTHS
from words.build.context import Candidate, Context
from words.build.pipeline import candidate_spellings, read_shipped, rejection
from words.build.wordfiles import fold_all, read_lines

REVIEW = Path(__file__).resolve().parents[1] / "review"  # words/review
REPORT_SAMPLE = 50
REPORT_TOP = 1000  # the most frequent words of a length that coverage is measured on


def measure(context: Context, path: Path, length: int) -> None:
    """Print how many words of a reference list are accepted guesses and answers."""
    folder, code = context.description.folder, context.description.code
    reference = sorted(fold_all(read_lines(path), context.language))
    reference = [w for w in reference if len(w) == length]
    guesses = read_shipped(folder, length, "guesses")
    answers = read_shipped(folder, length, "answers")
    total = len(reference)
    if not total:
        print(f"{path.name}: no {code} words of {length} letters")
        return
    in_guesses = [w for w in reference if w in guesses]
    in_answers = [w for w in reference if w in answers]
    print(f"{path.name}: {total} {code} words of {length} letters")
    print(f"  accepted guesses: {len(in_guesses)}/{total} = {100 * len(in_guesses) / total:.2f}%")
    print(f"  answers:          {len(in_answers)}/{total} = {100 * len(in_answers) / total:.2f}%")
    print(f"  not guesses: {' '.join(w for w in reference if w not in guesses) or '-'}")
    judged_path = REVIEW / f"{code}-canon-judged.tsv"
    if judged_path.is_file():
        print(fair_share(reference, answers, read_judgements(judged_path)))


def canon_digest(word: str) -> str:
    """How a canon word is stored with its judgement: a canon never enters the project."""
    return hashlib.sha256(word.encode("utf-8")).hexdigest()[:16]


def read_judgements(path: Path) -> dict[str, str]:
    """``review/<lang>-canon-judged.tsv``: each judged word's digest and its judgement."""
    rows = [line.split("\t") for line in read_lines(path) if not line.startswith("#")]
    return {row[0]: row[1] for row in rows[1:]}


def fair_share(reference: list[str], answers: set[str], judged: dict[str, str]) -> str:
    """The answers' share of the reference's fair words, by the judgements of what they lack;
    a missing word not judged yet is named, to be judged."""
    missing = [w for w in reference if w not in answers]
    fair = [w for w in missing if judged.get(canon_digest(w)) == "fair"]
    unjudged = [w for w in missing if canon_digest(w) not in judged]
    held = len(reference) - len(missing)
    share = f"{held}/{held + len(fair)} = {100 * held / max(1, held + len(fair)):.1f}%"
    return (
        f"  of its fair words (review/): {share}; fair and missing: {' '.join(fair) or '-'}\n"
        f"  missing and not judged yet: {' '.join(unjudged) or '-'}"
    )


def review(context: Context) -> None:
    """Answers whose capitalised twin is in a names source: check them for name-only words.

    A hunspell names source counts by its stems (what the dictionary writes), a word
    list by its lines.
    """
    capitalised_entries: set[str] = set()
    for source in context.description.sources_for("names"):
        if source.format == "hunspell":
            capitalised_entries |= set(context.load_hunspell(source).stems)
        else:
            capitalised_entries |= set(context.entries(source))
    capitalised = fold_all(
        (w.lower() for w in capitalised_entries if w[:1].isupper()), context.language
    )
    for n in WORD_LENGTHS:
        hits = sorted(read_shipped(context.description.folder, n, "answers") & capitalised)
        print(f"{n}: {' '.join(hits)}")


def report(context: Context) -> None:
    """Per committed list: size, Zipf range, answers the rules would leave out, a sample,
    and the coverage of wordfreq's most frequent words."""
    description = context.description
    code, folder = description.code, description.folder
    allowed = set(context.allowed_forms)
    spellings: dict[str, list[str]] = defaultdict(list)
    headwords = context.headwords
    for spelling in candidate_spellings(context):
        folded = context.fold(spelling)
        if folded is not None:
            spellings[folded].append(spelling)

    def classify(word: str) -> str | None:
        if word in allowed:
            return None  # reviewed: a word of its own
        # Like the build: the word is fair when one of its spellings is.
        reasons = [
            rejection(context, Candidate(s, word, headword=s in headwords))
            for s in spellings.get(word, [word])
        ]
        return None if None in reasons else reasons[0]

    top = [
        w
        for w in context.frequencies.top_words(description.wordfreq, 200_000)
        if w == w.lower() and w.isalpha()
    ]
    folded_top: list[str] = []
    for word in top:
        folded = context.fold(word)
        if folded is not None and folded not in folded_top[-50:]:
            folded_top.append(folded)
    for n in WORD_LENGTHS:
        answers = sorted(read_shipped(folder, n, "answers"))
        guesses = read_shipped(folder, n, "guesses")
        items = (folder / f"{n}-frequency.txt").read_text(encoding="utf-8").split()
        frequency = {w: float(z) for w, z in zip(items[0::2], items[1::2], strict=True)}
        zipfs = [frequency.get(w, 0.0) for w in answers]
        hits = {w: r for w in answers if (r := classify(w)) is not None}
        reasons = Counter(hits.values())
        wanted = list(dict.fromkeys(w for w in folded_top if len(w) == n))[:REPORT_TOP]
        in_guesses = sum(w in guesses for w in wanted)
        in_answers = sum(w in set(answers) for w in wanted)
        kinds = ", ".join(f"{k} {reasons.get(k, 0)}" for k in description.report)
        print(f"{code}-{n}: {len(answers)} answers, {len(guesses)} guesses")
        print(
            f"  answer Zipf {min(zipfs):.2f}-{max(zipfs):.2f}, "
            f"median {sorted(zipfs)[len(zipfs) // 2]:.2f}"
        )
        print(f"  inflected answers by the rules: {kinds}")
        extra = {k: v for k, v in reasons.items() if k not in description.report}
        if extra:
            print(f"  other rule hits: {dict(sorted(extra.items()))}")
        if hits:
            print(f"  answers the rules would leave out: {' '.join(sorted(hits))}")
        print(
            f"  top {len(wanted)} wordfreq words of {n} letters: "
            f"{in_guesses} guesses ({100 * in_guesses / len(wanted):.1f}%), "
            f"{in_answers} answers ({100 * in_answers / len(wanted):.1f}%)"
        )
        sample = random.Random(f"report {code}-{n}").sample(answers, REPORT_SAMPLE)
        print(f"  sample: {' '.join(sample)}")
