"""Small shared builders for tests."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any

import pytest

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


def sweep(
    values: Iterable[Any], quick: Collection[Any], key: Callable[[Any], Any] = lambda value: value
) -> list[Any]:
    """The cases of a check swept over every screen, theme or kind: those whose ``key`` is in
    ``quick`` run in the README's test command, the others are marked ``slow`` (``-m slow``,
    which CI runs too)."""
    return [
        pytest.param(
            *(value if isinstance(value, tuple) else (value,)),
            marks=[] if key(value) in quick else [pytest.mark.slow],
        )
        for value in values
    ]
