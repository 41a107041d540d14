"""The archive of past dailies: numbers, days, results, and clear refusals."""

import random
from datetime import UTC, date, datetime, timedelta

import pytest

from tests.helpers import make_words
from wordle_tui.core.archive import (
    FIRST_NUMBER,
    Archive,
    ArchiveError,
    first_day,
    resolve_date,
    resolve_puzzle,
)
from wordle_tui.core.choose import daily_day, daily_number
from wordle_tui.core.game import Game
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import DORDLE, MultiGame
from wordle_tui.core.statistics import StatsFilter, compute_statistics, streaks

WORDS = make_words(["crane", "share", "frame", "blame", "shake", "shape"], ["tears"])
TODAY = daily_day(FIRST_NUMBER) + timedelta(days=9)  # the archive holds #1..#10
UTC = UTC


def finished(day: date, hour: int = 12) -> datetime:
    return datetime(day.year, day.month, day.day, hour, tzinfo=UTC)


def play_daily(day: date, played_on: date, *, win: bool = True, hard: bool = False) -> GameRecord:
    game = Game.daily(WORDS, day, hard_mode=hard)
    game.started_at = finished(played_on, 9).isoformat()
    if win:
        wrong = next(w for w in WORDS.answers if w != game.secret)
        game.submit(wrong)
        game.submit(game.secret)
    else:
        wrong = [w for w in WORDS.answers if w != game.secret]
        for attempt in range(game.max_attempts):
            game.submit(wrong[attempt % len(wrong)])
    record = GameRecord.from_game(game, finished(played_on))
    record.check()
    return record


def test_the_archive_runs_from_the_first_daily_to_today():
    archive = Archive("en", 5, TODAY)
    assert len(archive) == 10
    entries = archive.entries()
    assert [e.number for e in entries] == list(range(10, 0, -1))
    assert entries[0].day == TODAY and entries[-1].day == first_day()
    assert all(daily_number(e.day) == e.number for e in entries)
    assert not any(e.played for e in entries)


def test_played_dailies_show_their_result_and_hard_mode_star():
    records = [
        play_daily(daily_day(3), TODAY, win=True, hard=True),  # archive game
        play_daily(daily_day(5), daily_day(5), win=False),  # on its own day
    ]
    archive = Archive("en", 5, TODAY, records)
    three, five = archive.entry(3), archive.entry(5)
    assert three.played and three.won and three.guesses == 2 and three.hard_mode
    assert three.result_text() == "2/6*"
    assert five.played and five.won is False and five.result_text() == "X/6"
    assert archive.played_count == 2
    assert archive.entry(4).result_text() == ""


def test_other_lists_games_and_modes_do_not_count():
    record = play_daily(daily_day(2), TODAY)
    other_length = GameRecord(**{**record.__dict__, "length": 6, "uid": "b"})
    practice = GameRecord(**{**record.__dict__, "mode": Mode.PRACTICE, "uid": "c"})
    quordle = GameRecord(**{**record.__dict__, "variant": "quordle", "uid": "d"})
    archive = Archive("en", 5, TODAY, [other_length, practice, quordle])
    assert archive.played_count == 0
    assert Archive("en", 5, TODAY, [quordle], variant="quordle").played_count == 1


def test_next_and_random_unplayed():
    records = [play_daily(daily_day(n), TODAY) for n in (1, 2, 4)]
    archive = Archive("en", 5, TODAY, records)
    assert archive.next_unplayed().number == 3
    assert archive.next_unplayed(after=3).number == 5
    assert archive.next_unplayed(after=10) is None
    picks = {archive.random_unplayed(random.Random(seed)).number for seed in range(50)}
    assert picks <= {3, 5, 6, 7, 8, 9, 10} and len(picks) > 3
    every = [play_daily(daily_day(n), TODAY) for n in range(1, 11)]
    done = Archive("en", 5, TODAY, every)
    assert done.next_unplayed() is None and done.random_unplayed() is None


def test_archive_games_never_touch_the_streak():
    on_time = play_daily(daily_day(9), daily_day(9))
    late = play_daily(daily_day(10), daily_day(10) + timedelta(days=1))
    assert late.archive and not on_time.archive
    assert streaks([on_time, late], daily_day(10) + timedelta(days=1)) == (0, 1)
    stats = compute_statistics([on_time, late], TODAY, StatsFilter())
    assert stats.played == 2


def test_dates_and_numbers_resolve_with_clear_refusals():
    assert resolve_date(daily_day(4).isoformat(), TODAY) == daily_day(4)
    assert resolve_puzzle(4, TODAY) == daily_day(4)
    assert resolve_puzzle("#10", TODAY) == TODAY
    future = (TODAY + timedelta(days=1)).isoformat()
    with pytest.raises(ArchiveError, match="future"):
        resolve_date(future, TODAY)
    with pytest.raises(ArchiveError, match="not out yet"):
        resolve_puzzle(11, TODAY)
    with pytest.raises(ArchiveError, match="no puzzle #0"):
        resolve_puzzle(0, TODAY)
    with pytest.raises(ArchiveError, match="before the first daily"):
        resolve_date((first_day() - timedelta(days=1)).isoformat(), TODAY)
    for bad in ("2026-02-30", "yesterday", "2026/11/01", ""):
        with pytest.raises(ArchiveError):
            resolve_date(bad, TODAY)
    with pytest.raises(ArchiveError, match="not a puzzle number"):
        resolve_puzzle("ten", TODAY)
    with pytest.raises(ArchiveError):
        Archive("en", 5, TODAY).entry(11)


def test_an_archive_game_is_the_daily_of_its_day():
    day = daily_day(6)
    game = Game.daily(WORDS, day)
    assert game.mode is Mode.DAILY and game.puzzle == 6
    multi = MultiGame.daily(make_words(["crane", "share", "frame"]), DORDLE, day)
    assert multi.puzzle == 6


def test_a_multiboard_record_counts_for_its_variant_only():
    words = make_words(["crane", "share", "frame", "blame"])
    game = MultiGame.daily(words, DORDLE, daily_day(7))
    game.submit(game.secrets[1])
    game.submit(game.secrets[0])
    record = GameRecord.from_multi_game(game, finished(TODAY))
    record.check()
    assert record.won and record.solved_at == (2, 1) and record.variant == "dordle"
    assert Archive("en", 5, TODAY, [record], variant="dordle").entry(7).result_text() == "2/7"
    assert compute_statistics([record], TODAY, StatsFilter()).played == 0
    assert compute_statistics([record], TODAY, StatsFilter(variant="dordle")).played == 1


def test_a_multiboard_record_that_goes_on_after_its_last_board_is_refused():
    words = make_words(["crane", "share", "frame", "blame"])
    game = MultiGame(words, DORDLE, ("crane", "share"))
    game.submit("crane")
    game.submit("share")
    record = GameRecord.from_multi_game(game, finished(TODAY))
    record.check()
    extra = GameRecord(**{**record.__dict__, "rows": (*record.rows, record.rows[0])})
    with pytest.raises(ValueError, match="goes on"):
        extra.check()
    lost = GameRecord(**{**record.__dict__, "rows": record.rows[:1]})
    with pytest.raises(ValueError, match="neither won nor lost"):
        lost.check()


def test_a_multiboard_record_is_won_exactly_when_every_board_was_guessed():
    """What ``won`` means for several boards (its last row one of the boards' words, every
    board's word among the guesses) is the whole check: a record that is won with a board
    never guessed cannot be built, so no separate check is needed for it."""
    words = make_words(["crane", "share", "frame", "blame", "flame", "shame", "spare"])
    game = MultiGame(words, DORDLE, ("crane", "share"), max_attempts=3)
    for guess in ("frame", "crane", "blame"):  # one board solved, then out of attempts
        game.submit(guess)
    record = GameRecord.from_multi_game(game, finished(TODAY))
    record.check()  # lost, with its attempts used up: a real game
    assert not record.won and record.solved_at == (2, None)
    early = GameRecord(**{**record.__dict__, "rows": record.rows[:2]})  # ends on a board
    assert not early.won  # a board's word last, yet a board unsolved: not a win
    with pytest.raises(ValueError, match="neither won nor lost"):
        early.check()


@pytest.fixture
def a_record() -> GameRecord:
    game = Game(make_words(["crane", "share"]), secret="crane")
    game.submit("crane")
    return GameRecord.from_game(game, finished(TODAY))


def test_a_records_limits_are_the_cores_and_its_complaints_are_translated(a_record, monkeypatch):
    """The complaints named hard-coded limits ("4-8", "1-20") and one was not translated."""
    from wordle_tui.core import history
    from wordle_tui.i18n import set_ui_language

    a_record.check()
    monkeypatch.setattr(history, "MAX_ATTEMPTS", 12)
    with pytest.raises(ValueError, match=r"^its attempts '13' are not 1-12$"):
        GameRecord(**{**a_record.__dict__, "attempts": 13}).check()
    monkeypatch.setattr(history, "WORD_LENGTHS", (4, 5, 6))
    with pytest.raises(ValueError, match=r"^its word length '7' is not 4-6$"):
        GameRecord(**{**a_record.__dict__, "length": 7}).check()
    set_ui_language("es")
    with pytest.raises(ValueError, match=r"^su idioma, 'nl', no existe en esta versión$"):
        GameRecord(**{**a_record.__dict__, "language": "nl"}).check()
    with pytest.raises(ValueError, match=r"^sus intentos \('13'\) no están entre 1 y 12$"):
        GameRecord(**{**a_record.__dict__, "attempts": 13}).check()
    with pytest.raises(ValueError, match=r"^su longitud de palabra \('7'\) no está entre 4 y 6$"):
        GameRecord(**{**a_record.__dict__, "length": 7}).check()


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("length", True, r"^its word length 'True' is not 4-8$"),  # a boolean is no number
        ("attempts", "6", r"^its attempts '6' are not 1-\d+$"),
        ("language", 5, r"^its language '5' is not one this version has$"),
        ("hints_used", -1, r"^its hint count is not a count$"),
        ("seconds", float("inf"), r"^its time is not a duration$"),
        ("seconds", float("nan"), r"^its time is not a duration$"),
        ("seconds", "12", r"^its time is not a duration$"),
    ],
)
def test_a_records_fields_are_checked_by_their_declared_shape(a_record, field, value, says):
    """A record's fields are declared as the settings' and a saved game's are
    (``schema.Field``): the wrong type gets the field's own complaint, not a crash."""
    with pytest.raises(ValueError, match=says):
        GameRecord(**{**a_record.__dict__, field: value}).check()
