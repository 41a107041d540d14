"""Small shared builders for tests."""

from __future__ import annotations

from wordle_tui.core.languages import get_language
from wordle_tui.core.words import WordList


def make_words(answers: list[str], extra_guesses: list[str] = (), language: str = "en") -> WordList:
    """A tiny word list: the answers plus some guess-only words."""
    lang = get_language(language)
    length = len(answers[0])
    return WordList(
        lang,
        length,
        tuple(sorted(set(answers))),
        tuple(sorted(set(answers) | set(extra_guesses))),
        name=f"test-{lang.code}-{length}",
    )
