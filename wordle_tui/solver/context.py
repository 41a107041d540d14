"""What every strategy shares for one game setup: the lists, the table and the rules."""

from __future__ import annotations

from functools import cached_property

import numpy as np

from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.limits import DEFAULT_ATTEMPTS, check_attempts
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

    The bot never types an offensive word (``words.offensive``) while another
    word is still possible: :meth:`allowed` leaves them out of every guess pool,
    and a word still possible is played only when it is the last (then it is the
    secret). ``avoid_offensive=False`` lifts that, for the proofs of
    :mod:`~words.trees.families` (what no strategy at all can do).
    """

    def __init__(
        self,
        words: WordList,
        *,
        hard: bool = False,
        attempts: int = DEFAULT_ATTEMPTS,
        table: PatternTable | None = None,
        any_word: bool = False,
        avoid_offensive: bool = True,
    ) -> None:
        self.words = words
        self.hard = hard
        self.any_word = any_word
        self.attempts = check_attempts(attempts)
        self.table = table if table is not None else PatternTable(words)
        self.solved = solved_pattern(words.length)
        self._index = words.guess_index
        self.all_ids = np.arange(len(words.guesses))
        self.answer_ids = np.sort(words.answer_positions)
        self.is_answer = np.zeros(len(words.guesses), dtype=bool)
        self.is_answer[self.answer_ids] = True
        # the words the secret may be, before any guess
        self.secret_ids = self.all_ids if any_word else self.answer_ids
        # words the bot types only as the last word possible (docs/bot.md)
        self.offensive = np.zeros(len(words.guesses), dtype=bool)
        if avoid_offensive and words.offensive:
            listed = [self._index[w] for w in words.offensive if w in self._index]
            self.offensive[listed] = True
        # the guesses the bot may type while several words are possible (``all_ids`` itself
        # when none is offensive: the search reads whole rows of the table then)
        self.playable_ids = (
            np.flatnonzero(~self.offensive) if self.offensive.any() else self.all_ids
        )

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
        every = np.arange(len(codes))
        for position in range(codes.shape[1]):
            counts[every, codes[:, position]] += 1  # one cell per guess: no repeated index
        return counts

    def is_offensive(self, word: str) -> bool:
        """A word the bot types only when it is the last word possible."""
        guess_id = self._index.get(word)
        return guess_id is not None and bool(self.offensive[guess_id])

    def may_type(self, guess_id: int, candidates: np.ndarray) -> bool:
        """Whether the bot may type this guess with ``candidates`` still possible: any word
        but an offensive one, and that one only when it is the last word left."""
        if not self.offensive[guess_id]:
            return True
        return len(candidates) == 1 and int(candidates[0]) == int(guess_id)

    def playable(self, ids: np.ndarray) -> np.ndarray:
        """``ids`` without the offensive words (the same array when none is)."""
        if self.playable_ids is self.all_ids or not len(ids):
            return ids
        return ids[~self.offensive[ids]]

    def allowed(self, rule: HardModeRule, among: np.ndarray | None = None) -> np.ndarray:
        """Guess ids the bot may type under ``rule`` while several words are possible: not
        offensive, and allowed by hard mode (all of them, or of ``among``, in normal mode).

        The same rule as :class:`~wordle_tui.core.hardmode.HardModeRule`, applied
        to every guess at once; a test checks the two agree on every word.
        """
        ids = self.playable_ids if among is None else self.playable(among)
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

    def splitter(
        self, pair: np.ndarray, rule: HardModeRule, played: set[int] | frozenset[int] = frozenset()
    ) -> int | None:
        """A guess the bot may type that tells the two words of ``pair`` apart (the most
        familiar; then word order), for two offensive words left. One hard mode allows
        if there is one; else hard mode's way out (:meth:`escape_pool`); None when no
        word the bot may type tells them apart."""
        for ids in (self.allowed(rule), self.playable_ids):
            if played:
                ids = ids[~np.isin(ids, list(played))]
            patterns = self.table.patterns(ids, np.asarray(pair))
            apart = ids[patterns[:, 0] != patterns[:, 1]]
            if len(apart):
                return int(apart[np.lexsort((apart, -self.familiarity[apart]))[0]])
            if not self.hard:
                break
        return None

    def escape_pool(self, candidates: np.ndarray, pool: np.ndarray | None = None) -> np.ndarray:
        """Hard mode's way out (docs/bot.md): the guesses to look at when every word left is
        offensive and no word hard mode allows tells them apart. The bot never types an
        offensive word while another is possible, whatever that costs, so it then looks
        at every word it may type, as in normal mode (of ``pool``, when given). Empty
        when that is not the case: normal mode, a word left the bot may type, or a word
        hard mode allows that tells them apart (the caller has found none)."""
        if not self.hard or not len(candidates) or not self.offensive[candidates].all():
            return self.all_ids[:0]
        return self.playable_ids if pool is None else self.playable(pool)
