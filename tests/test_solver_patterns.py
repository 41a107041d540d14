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


def test_a_cache_damaged_inside_is_not_trusted_but_rebuilt(tmp_path):
    """A few cells changed keep the file's shape and type: the digest beside it catches it,
    where before the bot silently played from wrong patterns."""
    words = sample_list("en", 5, 200, 60)
    first = PatternTable(words, cache_dir=tmp_path)
    assert first.cache_path.with_name(first.cache_path.name + ".sha256").is_file()
    good = first.full.copy()
    data = bytearray(first.cache_path.read_bytes())
    for offset in (-1, -500, -3000):
        data[offset] = (data[offset] + 1) % 243  # still a pattern, the wrong one
    first.cache_path.write_bytes(bytes(data))
    second = PatternTable(words, cache_dir=tmp_path)
    assert not second.loaded_from_cache and (second.full == good).all()
    third = PatternTable(words, cache_dir=tmp_path)  # the rebuilt cache is used again
    assert third.loaded_from_cache and (third.full == good).all()


def test_a_cache_cut_short_or_without_its_digest_is_rebuilt(tmp_path):
    words = sample_list("en", 5, 200, 60)
    first = PatternTable(words, cache_dir=tmp_path)
    good = first.full.copy()
    data = first.cache_path.read_bytes()
    first.cache_path.write_bytes(data[: len(data) // 2])
    assert not PatternTable(words, cache_dir=tmp_path).loaded_from_cache
    first.cache_path.with_name(first.cache_path.name + ".sha256").unlink()
    table = PatternTable(words, cache_dir=tmp_path)
    assert not table.loaded_from_cache and (table.full == good).all()
    assert PatternTable(words, cache_dir=tmp_path).loaded_from_cache


def test_solve_after_the_cache_was_damaged_plays_as_before(tmp_path, monkeypatch):
    """``solve crane --strategy minimax`` crashed on a damaged cache; now it is not trusted."""
    import json
    import os
    import subprocess
    import sys

    # `solve` reads a cached table but never builds one (it computes what one game
    # needs): the cache is made here, as the game or `bench` would make it.
    PatternTable(load_word_list("en", 5), cache_dir=tmp_path / "cache")
    env = {**os.environ, "WORDLE_TUI_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "wordle_tui", "solve", "crane", "--strategy", "minimax"]
    before = subprocess.run([*command, "--json"], capture_output=True, text=True, env=env)
    assert before.returncode == 0
    (cache,) = (tmp_path / "cache").glob("patterns-*.npy")
    data = bytearray(cache.read_bytes())
    data[256:] = bytes(len(data) - 256)  # every cell past the header: all grey, wrongly
    cache.write_bytes(bytes(data))
    after = subprocess.run([*command, "--json"], capture_output=True, text=True, env=env)
    assert after.returncode == 0 and "Traceback" not in after.stderr
    assert json.loads(after.stdout) == json.loads(before.stdout)
