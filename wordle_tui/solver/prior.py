"""How likely each word is as a secret: familiarity (Zipf frequency) and the prior.

The bot guessing your word must find any accepted word, yet a player thinks of
a familiar word far more often than of a rare one. Its search minimises the
expected number of guesses under this prior, with the hard constraint that
every accepted word is found within the attempts:

- an answer weighs 1, plus up to ``FAMILIAR_BONUS`` more the more familiar it is;
- any other accepted word weighs ``OTHER_WEIGHT`` (up to twice that when familiar):
  small, so the answers decide the tree, but never zero.

Familiarity is the word's Zipf frequency (``WordList.guess_zipf``, from the word
lists' frequency files); a list without them (a custom list) gives 0 for every
word, and then every answer weighs the same.
"""

from __future__ import annotations

import numpy as np

from wordle_tui.core.words import WordList

# Extra weight of the most familiar answers over the least familiar ones.
FAMILIAR_BONUS = 0.5
# Weight of an accepted word that is not an answer, relative to an answer.
OTHER_WEIGHT = 0.02
# Zipf frequencies mapped onto 0..1 (below LOW: 0; above HIGH: 1).
ZIPF_LOW = 1.0
ZIPF_HIGH = 6.0


def familiarity(words: WordList) -> np.ndarray:
    """Zipf frequency of every guess (0.0 when unknown), aligned with ``words.guesses``."""
    values = getattr(words, "guess_zipf", None)
    if values is None:
        return np.zeros(len(words.guesses))
    out = np.asarray(values, dtype=np.float64)
    if out.shape != (len(words.guesses),):
        return np.zeros(len(words.guesses))
    return np.nan_to_num(out, nan=0.0, posinf=0.0, neginf=0.0)


def prior_weights(words: WordList, zipf: np.ndarray | None = None) -> np.ndarray:
    """The weight of every guess as the secret a player thinks of (see the module notes)."""
    if zipf is None:
        zipf = familiarity(words)
    familiar = np.clip((zipf - ZIPF_LOW) / (ZIPF_HIGH - ZIPF_LOW), 0.0, 1.0)
    weights = OTHER_WEIGHT * (1.0 + familiar)
    answers = words.answer_positions
    weights[answers] = 1.0 + FAMILIAR_BONUS * familiar[answers]
    return weights
