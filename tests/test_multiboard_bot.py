"""The multi-board solver, its bot and watching it: no Textual involved."""

import random
from datetime import UTC, datetime

import numpy as np
import pytest

from tests.helpers import make_words
from wordle_tui.bots.cache import SolverCache
from wordle_tui.bots.multiboard import MultiWatchSession, MultiWatchSetup
from wordle_tui.core.filtering import Row, filter_words
from wordle_tui.core.multiboard import DORDLE, OCTORDLE, QUORDLE, MultiGame
from wordle_tui.core.scoring import score
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.multiboard import MultiBoardSolver, MultiBot, NoBoardFits
from wordle_tui.solver.partition import estimated_cost

EN5 = load_word_list("en", 5)
SMALL = make_words(
    ["crane", "share", "frame", "blame", "shake", "shape", "stare", "grape", "plane", "flake"],
    ["tears", "xylyl", "jumpy"],
)


@pytest.fixture(scope="module")
def en5_solver():
    return MultiBoardSolver(SolverContext(EN5))


def test_analysis_counts_each_boards_words_left():
    solver = MultiBoardSolver(SolverContext(SMALL))
    game = MultiGame(SMALL, QUORDLE, ("share", "frame", "blame", "shake"))
    game.submit("stare")
    game.submit("frame")
    boards = game.boards()
    analysis = solver.analyse([b.rows for b in boards], [b.solved for b in boards])
    assert analysis.words_left == tuple(
        0 if b.solved else len(filter_words(SMALL.answers, b.rows)) for b in boards
    )
    assert analysis.boards[1].solved and analysis.boards[1].candidates == ()
    assert "share" in analysis.boards[0].candidates
    best = analysis.suggestions[0]
    assert best.expected_left[1] is None
    assert best.guess not in ("stare", "frame")  # a played guess tells nothing new


def test_expected_total_is_the_sum_of_the_single_board_estimates():
    solver = MultiBoardSolver(SolverContext(SMALL))
    ids = solver.ctx.answer_ids
    sets = [ids, ids]
    top = solver.suggest(sets, top=3)
    for suggestion in top:
        guess_id = solver.ctx.id_of(suggestion.guess)
        patterns = solver.ctx.table.row(guess_id, ids)
        _, counts = np.unique(patterns, return_counts=True)
        hit = suggestion.guess in SMALL.answers
        alone = 1 + (sum(estimated_cost(int(c)) for c in counts) - hit) / len(ids)
        assert suggestion.expected_total == pytest.approx(2 * alone)
    assert [s.expected_total for s in top] == sorted(s.expected_total for s in top)


def test_a_board_down_to_one_word_is_played_first():
    solver = MultiBoardSolver(SolverContext(SMALL))
    ctx = solver.ctx
    one = np.array([ctx.id_of("plane")])
    sets = [ctx.answer_ids, one, None]
    assert solver.choose(sets).guess == "plane"


def test_a_board_whose_word_is_no_answer_widens_to_every_accepted_word():
    """A past daily that the lists no longer hold as an answer (es-8's EMPLEADA once the
    lists changed), or a friend's word: the panel and the bot said "no answer fits" and
    the worker failed. Like the one-board bot, they widen that board to the guesses."""
    solver = MultiBoardSolver(SolverContext(SMALL))
    game = MultiGame(SMALL, DORDLE, ("share", "tears"))  # TEARS is only a guess
    game.submit("stare")
    game.submit("crane")
    boards = game.boards()
    analysis = solver.analyse([b.rows for b in boards], [b.solved for b in boards])
    assert analysis.boards[1].candidates == ("tears",)
    assert analysis.boards[0].candidates and "tears" not in analysis.boards[0].candidates
    bot = MultiBot(solver, DORDLE.boards, DORDLE.attempts)
    steps = bot.play(["share", "tears"])
    assert bot.solved and "tears" in [step.guess for step in steps]
    with pytest.raises(NoBoardFits):  # no accepted word gives these colours
        solver.candidates([Row("crane", 0), Row("share", 0), Row("tears", 0), Row("jumpy", 0)])


@pytest.mark.parametrize("variant", [DORDLE, QUORDLE, OCTORDLE])
def test_the_bot_wins_real_games(en5_solver, variant):
    rng = random.Random(variant.boards)
    for _ in range(3):
        secrets = rng.sample(EN5.answers, variant.boards)
        bot = MultiBot(en5_solver, variant.boards, variant.attempts)
        steps = bot.play(secrets)
        assert bot.solved, (secrets, [s.guess for s in steps])
        game = MultiGame(EN5, variant, tuple(secrets))
        for step in steps:
            game.submit(step.guess)
        assert game.is_over and game.status.value == "won"
        assert len(steps) <= variant.attempts


def test_watch_session_plays_shows_and_logs_once():
    setup = MultiWatchSetup.random(SMALL, DORDLE, random.Random(3))
    session = MultiWatchSession(setup, SolverCache())
    assert session.needs_work
    while not session.done:
        step = session.work(session.steps)
        assert session.add(len(session.steps), step)
        assert not session.add(0, step)  # stale: worked out for an older position
    assert session.record(datetime.now(UTC)) is None  # nothing shown yet
    while session.show_next() is not None:
        pass
    assert session.finished
    shown = session.shown_game()
    assert shown.is_over
    record = session.record(datetime.now(UTC))
    assert record is not None and record.variant == "dordle" and record.mode.value == "bot"
    assert record.won and record.secrets == setup.secrets
    assert session.record(datetime.now(UTC)) is None
    session.replay()
    assert session.shown == 0 and session.playing


def test_watch_setup_refuses_bad_boards():
    with pytest.raises(ValueError):
        MultiWatchSetup(SMALL, DORDLE, ("share", "share"))


def test_suggestions_help_and_read_in_order(en5_solver):
    """The panel listed "SOUND 9.52, THETA 9.63, BEVEL 8.39, DEVEL 8.41" (a board's
    last word first, its sum shown) and padded short lists with AAHED, AALII, AARGH. A board's
    last word comes first and says so; the rest read in the order of the sum shown (two
    decimals); every guess helps: it could be a board's word or splits a board's words."""
    ctx = en5_solver.ctx
    rng = random.Random(5)
    checked = 0
    for _ in range(40):
        secrets = rng.sample(EN5.answers, 4)
        game = MultiGame(EN5, QUORDLE, tuple(secrets))
        for guess in rng.sample(EN5.answers, 3):
            game.submit(guess)
        if game.is_over:
            continue
        boards = game.boards()
        analysis = en5_solver.analyse([b.rows for b in boards], [b.solved for b in boards])
        sets = en5_solver.board_sets([b.rows for b in boards], [b.solved for b in boards])
        live = [ids for ids in sets if ids is not None]
        last_words = {ctx.word(ids[0]) for ids in live if len(ids) == 1}
        suggestions = analysis.suggestions
        forced = [s for s in suggestions if s.last_word]
        assert {s.guess for s in forced} == last_words & {s.guess for s in suggestions}
        assert suggestions[: len(forced)] == tuple(forced)
        assert all(last_words and s.guess in last_words for s in forced)
        rest = [round(s.expected_total, 2) for s in suggestions[len(forced) :]]
        assert rest == sorted(rest)
        for s in suggestions:
            guess_id = ctx.id_of(s.guess)
            helps = any(
                guess_id in ids or len(np.unique(ctx.table.row(guess_id, ids))) > 1 for ids in live
            )
            assert helps, s.guess
        checked += bool(forced)
    assert checked, "some position had a board down to one word"


def test_with_few_words_left_no_filler_is_suggested():
    solver = MultiBoardSolver(SolverContext(EN5))
    ctx = solver.ctx
    sets = [np.sort(np.array([ctx.id_of("crane"), ctx.id_of("crate")])), None]
    shown = [s.guess for s in solver.suggest(sets, top=8)]
    assert shown[:2] == ["crane", "crate"] or set(shown[:2]) == {"crane", "crate"}
    for guess in shown:  # each tells CRANE from CRATE or is one of them
        assert guess in ("crane", "crate") or score(guess, "crane") != score(guess, "crate")
