"""The review: Skill and Luck on small cases worked out by hand, hard-mode moves, verdicts.

The word list of the hand-checked games: CAMP, DAMP, LAMP, RAMP differ only in
their first letter. CLAD tells all four apart (C, D and L each show, R shows
nothing): one word left whatever the answer. LAMP, a candidate, leaves the
other three together or wins. TANK and MOON split nothing.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from tests.helpers import make_words
from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.scoring import score
from wordle_tui.review.analysis import Reviewer, ReviewError, review_game
from wordle_tui.review.figures import Split, quality, score_of, verdict
from wordle_tui.review.text import card_lines, scores_note, scores_text
from wordle_tui.solver.cancel import Cancelled
from wordle_tui.solver.context import SolverContext

WORDS = make_words(["camp", "damp", "lamp", "ramp"], ["clad", "tank", "moon"])
WHEN = datetime(2024, 10, 31, 10, 0, tzinfo=timezone(timedelta(hours=1)))


def game(secret: str, *guesses: str, hard: bool = False) -> GameRecord:
    return GameRecord(
        mode=Mode.PRACTICE,
        language="en",
        length=4,
        attempts=6,
        secret=secret,
        rows=tuple(Row(word, score(word, secret)) for word in guesses),
        finished_at=WHEN,
        hard_mode=hard,
    )


@pytest.fixture(scope="module")
def normal() -> SolverContext:
    return SolverContext(WORDS)


@pytest.fixture(scope="module")
def hard() -> SolverContext:
    return SolverContext(WORDS, hard=True)


# --- the formulas on numbers ------------------------------------------------------------


def test_a_candidate_that_leaves_three_together():
    lamp = Split((3, 1), can_win=True)  # camp/damp/ramp together, or LAMP itself
    assert lamp.left_counts() == [3, 3, 3, 0]
    assert lamp.expected_left == (9 + 1 - 1) / 4 == 2.25
    assert lamp.luck(3) == (0 + 3 / 2) / 4 == 0.375  # the worst group: unlucky
    assert lamp.luck(0) == (3 + 1 / 2) / 4 == 0.875  # solved: lucky
    assert not lamp.certain and (lamp.groups, lamp.worst) == (2, 3)


def test_a_guess_that_tells_every_word_apart_involves_no_luck():
    clad = Split((1, 1, 1, 1), can_win=False)
    assert clad.expected_left == 1.0 and clad.certain


def test_luck_is_a_half_on_average():
    split = Split((5, 3, 1, 1), can_win=True)
    counts = split.left_counts()
    average = sum(split.luck(left) for left in counts) / len(counts)
    assert average == pytest.approx(0.5)


def test_quality_and_scores():
    assert quality(2.25, 1.0) == pytest.approx(2 / 3.25)
    assert quality(1.0, 1.0) == 1.0 and quality(0.5, 1.0) == 1.0  # better than the bot: 1
    assert quality(1.0, 0.0) == 0.5  # the only word left, and you played another
    assert score_of([1.0, 1.0]) == 99 and score_of([0.375]) == 37
    assert score_of([0.5]) == 50  # 49.5 rounds up
    assert score_of([]) is None


@pytest.mark.parametrize(
    ("numbers", "line"),
    [
        (dict(before=1, after=0, solved=True), "Solved: it was the only word left"),
        (dict(before=2, after=0, solved=True), "Solved: it was 1 of the 2 words still possible"),
        (
            dict(before=9, after=0, solved=True),
            "Solved: it was 1 of the 9 words still possible; lucky!",
        ),
        (dict(before=9, after=9), "A wasted guess: it added nothing to what you knew"),
        (dict(same_as_bot=True), "Great guess: the bot's own choice"),
        (dict(quality_of_guess=1.0), "Great guess: as good as the bot's"),
        (dict(quality_of_guess=0.85), "Good guess: close to the bot's"),
        (dict(quality_of_guess=0.6), "Fair guess: the bot's would have left fewer words"),
        (dict(quality_of_guess=0.3), "Weak guess: the bot's would have left far fewer words"),
        (
            dict(before=100, after=1, expected=12.3, quality_of_guess=0.85),
            "Good guess: close to the bot's; lucky: only 1 word left where 12.3 were expected",
        ),
        (
            dict(before=100, after=30, expected=8.0, quality_of_guess=0.85),
            "Good guess: close to the bot's; unlucky: 30 words left where 8.0 were expected",
        ),
    ],
)
def test_verdicts(numbers, line):
    given = dict(
        before=20, after=5, solved=False, expected=5.0, quality_of_guess=0.85, same_as_bot=False
    )
    assert verdict(**{**given, **numbers}) == line


# --- whole games, worked out by hand ------------------------------------------------------


def test_a_game_reviewed_step_by_step(normal):
    review = review_game(game("ramp", "lamp", "clad", "ramp"), normal)
    first, second, third = review.steps
    assert first.before == ("camp", "damp", "lamp", "ramp")
    assert first.after == ("camp", "damp", "ramp")
    assert first.player.expected_left == 2.25 and first.player.can_win
    assert (first.bot.word, first.bot.expected_left) == ("clad", 1.0)
    assert first.quality == pytest.approx(2 / 3.25) and first.luck == 0.375
    assert not first.counts_for_skill
    assert first.verdict == "Fair guess: the bot's would have left fewer words"

    assert second.before == ("camp", "damp", "ramp") and second.after == ("ramp",)
    # CLAD and CAMP both need 2 guesses on average from here: on a tie the bot plays
    # the word that could be the answer (CAMP), which leaves more words (4/3) than CLAD
    assert second.bot.word == "camp" and second.bot.expected_left == pytest.approx(4 / 3)
    assert not second.same_as_bot and second.player.expected_left == 1.0
    assert second.quality == 1.0 and second.luck is None  # its outcome was certain
    assert second.verdict == "Great guess: as good as the bot's"

    assert third.solved and third.after == () and third.before == ("ramp",)
    assert third.bot.word == "ramp" and third.bot.expected_left == 0.0
    assert third.verdict == "Solved: it was the only word left"

    # Skill: guesses 2 and 3, both as good as the bot's; the weak opener is not counted.
    assert review.skill == 99
    # Luck: only the first guess had an uncertain outcome, and it got the worst group.
    assert review.luck == 37


def test_a_lucky_first_guess(normal):
    review = review_game(game("lamp", "lamp"), normal)
    (step,) = review.steps
    assert step.solved and step.luck == 0.875
    assert step.verdict == "Solved: it was 1 of the 4 words still possible; lucky!"
    assert review.skill is None  # one guess: nothing counted
    assert review.luck == int(99 * 0.875 + 0.5) == 87


def test_a_wasted_guess_costs_skill(normal):
    review = review_game(game("camp", "clad", "tank", "camp"), normal)
    _, wasted, last = review.steps
    assert wasted.before == wasted.after == ("camp",)
    assert wasted.verdict == "A wasted guess: it added nothing to what you knew"
    # with one word left the bot plays it (0 left); TANK leaves that word: quality 1/2
    assert wasted.player.expected_left == 1.0 and wasted.quality == 0.5
    assert last.quality == 1.0
    assert review.skill == int(99 * 0.75 + 0.5) == 74


def test_in_hard_mode_the_bot_is_held_to_hard_mode_moves(normal, hard):
    """After TANK gets -G--, hard mode forbids CLAD (A must stay second): the bot must play
    a candidate, which leaves the other three together; in normal mode CLAD is best."""
    played = ("tank", "lamp", "ramp")
    easy = review_game(game("ramp", *played), normal).steps[1]
    strict = review_game(game("ramp", *played, hard=True), hard).steps[1]
    assert easy.before == strict.before == ("camp", "damp", "lamp", "ramp")
    assert easy.bot.word == "clad" and easy.bot.expected_left == 1.0
    assert strict.bot.word in {"camp", "damp", "lamp", "ramp"}
    assert strict.bot.expected_left == 2.25  # (9 + 1 - 1) / 4
    assert strict.player.expected_left == 2.25
    assert strict.quality == 1.0 and easy.quality == pytest.approx(2 / (1 + 2.25))
    assert strict.verdict.startswith("Great guess")
    assert easy.verdict == "Fair guess: the bot's would have left fewer words"


def test_a_review_never_changes(normal):
    record = game("damp", "moon", "lamp", "clad", "damp")
    assert review_game(record, normal) == review_game(record, normal)


def test_a_game_that_does_not_fit_the_list_is_refused(normal, hard):
    with pytest.raises(ReviewError):
        review_game(game("ramp", "zzzz"[:4]), normal)
    with pytest.raises(ReviewError):
        review_game(game("ramp", "lamp", hard=True), normal)  # a hard game, a normal context


def test_a_review_can_be_cancelled(normal):
    with pytest.raises(Cancelled):
        Reviewer(normal).review(game("ramp", "lamp", "clad", "ramp"), cancel=lambda: True)


def test_a_secret_outside_the_answers_widens_to_the_whole_list(normal):
    """A friend's word may be a guess-only word: once no answer fits, every word counts."""
    review = review_game(game("tank", "lamp", "tank"), normal)
    first, second = review.steps
    assert first.after == ("tank",) and not first.widened
    assert second.widened and second.before == ("tank",) and second.solved
    assert second.verdict == "Solved: it was the only word left"


def test_the_card_of_a_guess_in_words(normal, hard):
    review = review_game(game("ramp", "lamp", "clad", "ramp"), normal)
    assert card_lines(review, review.steps[0]) == {
        "card-title": "Guess 1 of 3: LAMP",
        "card-before": "Before: 4 words possible",
        "card-before-words": "CAMP DAMP LAMP RAMP",
        "card-after": "After: 3 words left (expected 2.2)",
        "card-after-words": "CAMP DAMP RAMP",
        "card-bot": "The bot: CLAD · 1.0 left on average",
        "card-verdict": "Fair guess: the bot's would have left fewer words",
        "card-figures": "This guess: 62% of the bot's (the first guess does not count) · luck 38%",
    }
    assert scores_text(review) == "Skill 99 · Luck 37"
    strict = review_game(game("ramp", "lamp", "damp", "ramp", hard=True), hard)
    assert card_lines(strict, strict.steps[1])["card-bot"].startswith("The bot, in hard mode: ")
    assert "hard-mode moves" in scores_note(strict)
    widened = review_game(game("tank", "lamp", "tank"), normal)
    lines = card_lines(widened, widened.steps[1])
    assert lines["card-before"] == "Before: 1 word possible (from the whole list: no answer fitted)"
    assert lines["card-after"] == "After: solved" and lines["card-after-words"] == ""
