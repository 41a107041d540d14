"""What every strategy shares for one game setup: the lists, the table and the rules."""

from __future__ import annotations

from functools import cached_property

import numpy as np

from wordle_tui.core.game import DEFAULT_ATTEMPTS, check_attempts
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import solved_pattern
from wordle_tui.core.words import WordList
from wordle_tui.solver.patterns import PatternTable
from wordle_tui.solver.prior import familiarity, prior_weights


class UnknownWord(ValueError):
    """A word that is not in the guess list."""


class SolverContext:
    """A word list with its pattern table, hard mode and the number of attempts.

    ``any_word``: the secret may be any accepted word (the bot guessing the
    player's word), weighted by :func:`~wordle_tui.solver.prior.prior_weights`;
    otherwise it is one of the answers, all equally likely (the game's bot).
    """

    def __init__(
        self,
        words: WordList,
        *,
        hard: bool = False,
        attempts: int = DEFAULT_ATTEMPTS,
        table: PatternTable | None = None,
        any_word: bool = False,
    ) -> None:
        self.words = words
        self.hard = hard
        self.any_word = any_word
        self.attempts = check_attempts(attempts)
        self.table = table if table is not None else PatternTable(words)
        self.solved = solved_pattern(words.length)
        self._index = {word: i for i, word in enumerate(words.guesses)}
        self.all_ids = np.arange(len(words.guesses))
        self.answer_ids = np.sort(words.answer_positions)
        self.is_answer = np.zeros(len(words.guesses), dtype=bool)
        self.is_answer[self.answer_ids] = True
        # the words the secret may be, before any guess
        self.secret_ids = self.all_ids if any_word else self.answer_ids

    @cached_property
    def familiarity(self) -> np.ndarray:
        """Zipf frequency of every guess (0.0 when the list has none): ties go to familiar words."""
        return familiarity(self.words)

    @cached_property
    def weights(self) -> np.ndarray | None:
        """The prior weight of every word as the secret (None: every answer weighs 1)."""
        return prior_weights(self.words, self.familiarity) if self.any_word else None

    @property
    def kind(self) -> str:
        """``answers`` or ``any-word``: which secrets the context plans for."""
        return "any-word" if self.any_word else "answers"

    def id_of(self, word: str) -> int:
        try:
            return self._index[word]
        except KeyError:
            raise UnknownWord(f"{word!r} is not in the word list") from None

    def word(self, guess_id: int) -> str:
        return self.words.guesses[int(guess_id)]

    @cached_property
    def letter_counts(self) -> np.ndarray:
        """Copies of each letter in each guess: ``(guesses, alphabet)``."""
        codes = self.table.codes
        counts = np.zeros((len(codes), self.table.alphabet_size), dtype=np.uint8)
        for position in range(codes.shape[1]):
            np.add.at(counts, (np.arange(len(codes)), codes[:, position]), 1)
        return counts

    def allowed(self, rule: HardModeRule, among: np.ndarray | None = None) -> np.ndarray:
        """Guess ids hard mode allows under ``rule`` (all of ``among`` in normal mode).

        The same rule as :class:`~wordle_tui.core.hardmode.HardModeRule`, applied
        to every guess at once; a test checks the two agree on every word.
        """
        ids = self.all_ids if among is None else among
        if not self.hard or rule.is_empty:
            return ids
        letter = self.words.language.letter_index
        keep = np.ones(len(ids), dtype=bool)
        codes = self.table.codes
        for position, ch in rule.greens:
            keep &= codes[ids, position] == letter(ch)
        for ch, count in rule.minimum:
            keep &= self.letter_counts[ids, letter(ch)] >= count
        return ids[keep]
