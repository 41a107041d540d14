"""Is a typed guess acceptable? One reason per kind of failure."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import hard_mode_violation
from wordle_tui.core.normalize import BadCharacter, normalize
from wordle_tui.core.words import WordList
from wordle_tui.i18n import N_, _


class Problem(Enum):
    """Why a guess was refused."""

    BAD_CHARACTER = "bad-character"
    NOT_ENOUGH_LETTERS = "not-enough-letters"
    TOO_MANY_LETTERS = "too-many-letters"
    NOT_IN_LIST = "not-in-list"
    ALREADY_GUESSED = "already-guessed"
    HARD_MODE = "hard-mode"
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class Rejection:
    """A refused guess: the kind of problem and the message a player sees."""

    problem: Problem
    message: str


NOT_ENOUGH_LETTERS = N_("Not enough letters")
TOO_MANY_LETTERS = N_("Too many letters")
NOT_IN_WORD_LIST = N_("Not in word list")
ALREADY_GUESSED = N_("Already guessed")


def validate_guess(
    text: str,
    words: WordList,
    rows: Sequence[Row] = (),
    *,
    hard_mode: bool = False,
    no_repeat: bool = False,
) -> str | Rejection:
    """The normalised guess, or the first reason it cannot be played.

    Checks run from the cheapest to the most specific: characters, length,
    the word list, repeats (an option, off by default), then hard mode.
    """
    word = normalize(text, words.language)
    if isinstance(word, BadCharacter):
        return Rejection(Problem.BAD_CHARACTER, word.message)
    if len(word) < words.length:
        return Rejection(Problem.NOT_ENOUGH_LETTERS, _(NOT_ENOUGH_LETTERS))
    if len(word) > words.length:
        return Rejection(Problem.TOO_MANY_LETTERS, _(TOO_MANY_LETTERS))
    if not words.is_guess(word):
        return Rejection(Problem.NOT_IN_LIST, _(NOT_IN_WORD_LIST))
    if no_repeat and any(row.guess == word for row in rows):
        return Rejection(Problem.ALREADY_GUESSED, _(ALREADY_GUESSED))
    if hard_mode:
        message = hard_mode_violation(word, rows)
        if message is not None:
            return Rejection(Problem.HARD_MODE, message)
    return word
