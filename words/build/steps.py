"""The steps around writing a language's lists: freezing the daily ledgers before, and
deriving the offensive-guess lists after."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from datetime import date
from pathlib import Path
from typing import Protocol, cast

from words.build.context import Context
from words.build.wordfiles import BuildError, read_entries

# ----------------------------------------------------------------------- the daily ledgers

# The module that freezes the published dailies' ledgers (words/README.md, "Published
# dailies"), and its function ``freeze_dailies(language, length, through_day=None)``:
# every daily up to that day (tomorrow by default) keeps the word the committed lists
# give it, whatever the new lists become. The pipeline calls it for every list before
# writing new ones.
DAILY_FREEZER = "words.dailies"
FREEZE_FUNCTION = "freeze_dailies"


class Frozen(Protocol):
    """What the freezer reports for one game's ledger."""

    before: int
    after: int

    def describe(self) -> str: ...


Freezer = Callable[[str, int, date | None], Iterable[Frozen]]


def find_freezer() -> Freezer | None:
    """``freeze_dailies`` of :data:`DAILY_FREEZER`, or None when that module lacks it."""
    try:
        module = importlib.import_module(DAILY_FREEZER)
    except ModuleNotFoundError as exc:
        if exc.name != DAILY_FREEZER:
            raise  # the module exists but something it imports does not: a real error
        return None
    function = getattr(module, FREEZE_FUNCTION, None)
    return cast(Freezer, function) if callable(function) else None


def freeze_daily_ledgers(
    code: str, lengths: Iterable[int], freezer: Freezer | None, through: date | None = None
) -> str:
    """Freeze every list's dailies through ``through`` (None: the freezer's default,
    tomorrow) before its words change; what was done, in one line."""
    if freezer is None:
        return f"daily ledgers: not frozen ({DAILY_FREEZER}.{FREEZE_FUNCTION} does not exist)"
    reports: list[Frozen] = []
    for length in lengths:
        try:
            reports += freezer(code, length, through)
        except (RuntimeError, OSError, ValueError) as exc:  # words.dailies.FreezeError
            raise BuildError(f"the daily ledgers of {code}-{length}: {exc}") from None
    extended = [report.describe() for report in reports if report.after > report.before]
    summary = f"daily ledgers: {len(reports)} frozen, {len(extended)} extended"
    return summary + (f" ({'; '.join(extended)})" if extended else "")


# ----------------------------------------------------------------------- offensive guesses

# The inflection classes whose forms of an offensive word are offensive too ("noun" marks
# a stem, it makes no form).
OFFENSIVE_CLASSES = ("plural", "feminine", "participle", "verb", "diminutive", "comparative")


def offensive_words(context: Context, guesses: set[str], answers: set[str]) -> set[str]:
    """Every guess that is an offensive word (offensive.txt) or a form of one.

    The forms are those the language's inflection classes make of the word (every
    lower-case hunspell stem that folds to it: "maricon" finds "maricón"), the forms
    their continuation classes make in turn ("putita" → "putitas"), and the regular
    plurals in -s and -es (words hunspell lacks: "dipshits"). A form that folds like a
    lemma of the dictionary (a stem with suffix classes of its own) is a word of its
    own, not a form: "butter" (butt + -er), "luster", "mama" (mamar, and "mamá"),
    "viola" (violar), "fuelle" (follar); so is a fair answer. offensive.txt lists such
    a word itself when it is offensive too.
    """
    hunspell = context.hunspell
    flags: set[str] = set()
    for name in OFFENSIVE_CLASSES:
        flags |= context.classes.get(name, set())
    suffix_classes = hunspell.flag_classes() if hunspell is not None else set()
    stems_of: dict[str, set[str]] = {}
    lemmas: set[str] = set()  # folded stems with suffix classes of their own
    if hunspell is not None:
        for stem, stem_flags in hunspell.stems.items():
            if stem == stem.lower() and (folded := context.fold(stem)) is not None:
                stems_of.setdefault(folded, set()).add(stem)
                if stem_flags & suffix_classes:
                    lemmas.add(folded)
    found: set[str] = set()
    forms: set[str] = set()
    path = context.description.offensive
    entries = read_entries(path, context.language) if path.is_file() else []
    for entry in entries:
        found.add(entry.folded)
        forms |= {entry.folded + "s", entry.folded + "es"}
        if hunspell is None:
            continue
        for spelling in {entry.written.lower()} | stems_of.get(entry.folded, set()):
            for form in hunspell.inflect(spelling, flags):
                folded = context.fold(form)
                if folded is not None:
                    forms.add(folded)
    found |= forms - lemmas - answers
    return found & guesses


def offensive_differences(
    folder: Path, length: int, derived: set[str]
) -> tuple[set[str], set[str]]:
    """(words the derived list adds, words it drops) against the committed file."""
    path = folder / f"{length}-offensive.txt"
    committed = set(path.read_text(encoding="utf-8").split()) if path.is_file() else set()
    return derived - committed, committed - derived
