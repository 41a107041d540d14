"""Absurdle from the player's side: the vectorised host, the shortest line and the bot."""

import json
import random

import numpy as np
import pytest

from tests.helpers import make_words
from wordle_tui.core.absurdle import AbsurdleGame, host_answer
from wordle_tui.core.playing import Status
from wordle_tui.core.words import load_word_list
from wordle_tui.solver import absurdle_line
from wordle_tui.solver.absurdle import AbsurdleBot, Line, LineSearch, host_answers, host_step
from wordle_tui.solver.context import SolverContext
from words.trees.absurdle_lines import DEFAULT_LISTS

SMALL = make_words(
    [
        "crane", "share", "frame", "blame", "shake", "shape", "stare", "grape", "plane",
        "flake", "brake", "snare", "spare", "scare", "glare",
    ],
    ["tears", "jumpy", "clasp", "brink"],
)  # fmt: skip


def test_vectorised_host_agrees_with_the_core():
    ctx = SolverContext(load_word_list("en", 5))
    rng = random.Random(5)
    for _ in range(40):
        size = rng.choice([2, 3, 7, 30, 200])
        pool = np.sort(rng.sample(list(ctx.answer_ids), size))
        guess_ids = np.array(rng.sample(range(len(ctx.words.guesses)), 25))
        answers = host_answers(ctx, pool, guess_ids)
        words = [ctx.word(i) for i in pool]
        for k, guess_id in enumerate(answers.guess_ids):
            pattern, kept = host_answer(ctx.word(guess_id), words)
            assert answers.pattern[k] == pattern
            assert answers.kept[k] == len(kept)
            assert host_step(ctx, pool, int(guess_id))[1].tolist() == [ctx.id_of(w) for w in kept]


def brute_force_shortest(words):
    """Breadth-first over the sets the host can leave: obviously the fewest guesses."""
    frontier = {tuple(words.answers): ()}
    seen = set(frontier)
    for depth in range(1, 8):
        following = {}
        for pool, line in frontier.items():
            for guess in words.guesses:
                _, kept = host_answer(guess, list(pool))
                if len(kept) == 1:
                    return depth + 1
                key = tuple(kept)
                if key not in seen:
                    seen.add(key)
                    following[key] = (*line, guess)
        frontier = following
    return None


def test_line_search_finds_the_true_shortest_line():
    ctx = SolverContext(SMALL)
    line = LineSearch(ctx).shortest()
    assert line is not None
    assert line.total == brute_force_shortest(SMALL)
    # the line really corners the core's host
    game = AbsurdleGame(SMALL)
    for guess in line.guesses:
        game.submit(guess)
    assert game.status is Status.WON and len(game.rows) == line.total
    assert [row.pattern for row in game.rows] == list(line.patterns)
    assert game.remaining == list(line.remaining)


def test_the_bot_wins_and_plays_the_best_line_when_it_has_one():
    ctx = SolverContext(SMALL)
    best = LineSearch(ctx).shortest()
    bot = AbsurdleBot(ctx, best_line=best)
    played = bot.play()
    assert played == best
    plain = AbsurdleBot(ctx).play()
    assert plain.patterns[-1] == ctx.solved and plain.total <= best.total + 2


def test_the_bot_wins_on_a_real_list_without_the_stored_line():
    ctx = SolverContext(load_word_list("es", 5))
    line = AbsurdleBot(ctx).play()
    assert line.patterns[-1] == ctx.solved
    assert line.total <= 8
    game = AbsurdleGame(ctx.words)
    for guess in line.guesses:
        game.submit(guess)
    assert game.status is Status.WON


def test_stored_lines_are_used_only_for_their_own_list(tmp_path, monkeypatch):
    words = SMALL
    line = Line(("tears", "crane"), (0, 242), (1, 0))
    data = {
        "format": 1,
        "lines": {
            words.name: {
                "digest": words.digest,
                "guesses": list(line.guesses),
                "patterns": list(line.patterns),
                "remaining": list(line.remaining),
            }
        },
    }
    (tmp_path / absurdle_line.LINES_FILE).write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(absurdle_line, "words_dir", lambda: tmp_path)
    absurdle_line._stored.cache_clear()
    try:
        assert absurdle_line.stored_line(words) == line
        other = make_words(list(SMALL.answers[:-1]))
        other = type(other)(other.language, 5, other.answers, other.guesses, name=words.name)
        assert absurdle_line.stored_line(other) is None  # same name, another list
    finally:
        absurdle_line._stored.cache_clear()


@pytest.mark.parametrize("name", DEFAULT_LISTS)
def test_the_shipped_lines_fit_their_lists(name):
    """Every five-letter list ships its line, for these very lists."""
    language, _, length = name.partition("-")
    words = load_word_list(language, int(length))
    line = absurdle_line.stored_line(words)
    assert line is not None, f"no line for this {name} list: python -m words.trees.absurdle_lines"
    game = AbsurdleGame(words)
    for guess in line.guesses:
        game.submit(guess)
    assert game.status is Status.WON and game.remaining == list(line.remaining)
