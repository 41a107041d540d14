import random

import numpy as np

from tests.helpers import make_words
from wordle_tui.core.scoring import score
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.patterns import PatternTable


def sample_list(language: str, length: int, guesses: int, answers: int, seed: int = 3):
    rng = random.Random(seed)
    full = load_word_list(language, length)
    chosen_answers = rng.sample(full.answers, answers)
    extra = rng.sample(full.guesses, guesses)
    return make_words(chosen_answers, extra, language=language)


def check_every_cell(table: PatternTable) -> None:
    words = table.words
    ids = np.arange(len(words.guesses))
    block = table.patterns(None, words.answer_positions)
    for i in ids:
        for j, answer in enumerate(words.answers):
            assert block[i, j] == score(words.guesses[i], answer), (words.guesses[i], answer)


def test_table_agrees_with_the_scorer_on_every_cell(tmp_path):
    for language, length in (("en", 5), ("es", 5), ("es", 7), ("en", 4)):
        table = PatternTable(sample_list(language, length, 250, 120), cache_dir=tmp_path)
        assert table.full is not None
        expected = np.uint8 if length <= 5 else np.uint16
        assert table.full.dtype == expected
        check_every_cell(table)


def test_streamed_columns_agree_when_no_full_table_is_kept(tmp_path):
    words = sample_list("es", 8, 300, 80)
    table = PatternTable(words, cache_dir=tmp_path, full_table_cells=0)
    assert table.full is None
    check_every_cell(table)
    blocks = list(table.blocks(None, words.answer_positions, cells=5000))
    assert len(blocks) > 1
    joined = np.concatenate([block for _, block in blocks])
    assert (joined == table.patterns(None, words.answer_positions)).all()


def test_cache_is_written_reused_and_rebuilt_when_damaged(tmp_path):
    words = sample_list("en", 5, 200, 60)
    first = PatternTable(words, cache_dir=tmp_path)
    assert not first.loaded_from_cache and first.cache_path.is_file()
    second = PatternTable(words, cache_dir=tmp_path)
    assert second.loaded_from_cache
    assert (second.full == first.full).all()
    first.cache_path.write_bytes(b"not a numpy file")
    third = PatternTable(words, cache_dir=tmp_path)
    assert not third.loaded_from_cache and (third.full == first.full).all()
    other = sample_list("en", 5, 200, 60, seed=9)
    assert PatternTable(other, cache_dir=tmp_path).cache_path != first.cache_path


def test_columns_for_words_outside_the_answers(tmp_path):
    words = sample_list("en", 5, 100, 30)
    table = PatternTable(words, cache_dir=tmp_path)
    outside = np.array([i for i, w in enumerate(words.guesses) if not words.is_answer(w)][:7])
    block = table.patterns(None, outside)
    for i, guess in enumerate(words.guesses):
        for j, secret in enumerate(outside):
            assert block[i, j] == score(guess, words.guesses[secret])
