"""Small shared builders for tests."""

from __future__ import annotations

from wordle_tui.core.languages import get_language
from wordle_tui.core.words import WordList


def make_words(
    answers: list[str],
    extra_guesses: list[str] = (),
    language: str = "en",
    offensive: list[str] = (),
) -> WordList:
    """A tiny word list: the answers plus some guess-only words (``offensive``: those the bot
    never types while another word is possible)."""
    lang = get_language(language)
    length = len(answers[0])
    guesses = set(answers) | set(extra_guesses)
    assert set(offensive) <= guesses
    return WordList(
        lang,
        length,
        tuple(sorted(set(answers))),
        tuple(sorted(guesses)),
        name=f"test-{lang.code}-{length}",
        offensive=frozenset(offensive),
    )
