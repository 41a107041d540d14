"""Statistics from a made-up log: streaks across days, gaps, losses and local midnight, and
every figure recomputed by hand."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from tests.history_support import PARIS_WINTER
from tests.history_support import record as made_up
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.statistics import (
    MIN_BAR,
    Statistics,
    StatsFilter,
    bar_fractions,
    compute_statistics,
    countdown_text,
    highlighted_bar,
    seconds_to_next_daily,
    streaks,
)

D = date(2024, 10, 1)


def record(day: date = D, **options) -> GameRecord:
    return made_up(day, **options)


def days(n: int) -> date:
    return D + timedelta(days=n)


# --- streaks --------------------------------------------------------------------------


def test_consecutive_daily_wins_make_a_streak():
    log = [record(days(i)) for i in range(4)]
    assert streaks(log, today=days(3)) == (4, 4)


def test_the_current_streak_lives_until_the_day_after_the_last_win():
    log = [record(days(i)) for i in range(3)]
    assert streaks(log, today=days(3)) == (3, 3)  # today's daily not played yet
    assert streaks(log, today=days(4)) == (0, 3)  # a whole day missed


def test_a_missed_day_starts_again():
    log = [record(days(0)), record(days(1)), record(days(3)), record(days(4))]
    assert streaks(log, today=days(4)) == (2, 2)
    log.append(record(days(5)))
    assert streaks(log, today=days(5)) == (3, 3)


def test_a_loss_breaks_the_streak():
    log = [record(days(0)), record(days(1)), record(days(2), won=False), record(days(3))]
    assert streaks(log, today=days(3)) == (1, 2)
    assert streaks(log[:3], today=days(2)) == (0, 2)  # lost today: no streak now


def test_practice_custom_and_bot_games_never_touch_streaks():
    others = [
        record(days(i), mode=mode) for i in range(1, 4) for mode in Mode if mode is not Mode.DAILY
    ]
    log = [record(days(0)), *others, record(days(4))]
    assert streaks(log, today=days(4)) == (1, 1)


def test_an_archive_daily_played_later_does_not_count():
    log = [record(days(0)), record(days(2), puzzle_day=days(1)), record(days(2))]
    assert streaks(log, today=days(2)) == (1, 1)


def test_games_either_side_of_local_midnight_are_two_days():
    late = record(days(0), at=time(23, 59, 59), seconds=30)  # finished after midnight
    early = record(days(1), at=time(0, 0, 1))
    assert late.finished_at.date() == days(1) and late.on_time  # begun on its day
    assert streaks([late, early], today=days(1)) == (2, 2)
    assert streaks([late, early], today=days(2)) == (2, 2)
    assert streaks([late, early], today=days(3)) == (0, 2)


def test_the_local_day_is_the_one_on_the_players_clock():
    tokyo = timezone(timedelta(hours=9))
    # 00:30 in Tokyo on day 1 is still day 0 in UTC: it is day 1's daily, on time
    game = record(days(1), at=time(0, 30), tz=tokyo)
    assert game.started_at.astimezone(UTC).date() == days(0)
    assert game.on_time and streaks([record(days(0), tz=tokyo), game], today=days(1)) == (2, 2)


def test_two_dailies_on_one_day_count_the_day_once():
    english = record(days(0))
    spanish = record(days(0), language="es", at=time(10))
    four = record(days(1), length=4)
    assert streaks([english, spanish, four], today=days(1)) == (2, 2)
    lost = record(days(1), won=False, at=time(11))  # later that day, another list lost
    assert streaks([english, spanish, four, lost], today=days(1)) == (0, 2)


def test_streaks_follow_the_puzzle_day_not_the_order_of_the_log():
    log = [record(days(2)), record(days(0)), record(days(1))]
    assert streaks(log, today=days(2)) == (3, 3)


# --- every figure from a made-up log ----------------------------------------------------


def made_up_log() -> list[GameRecord]:
    return [
        record(days(0), guesses=3, seconds=90),
        record(days(1), guesses=4, seconds=150),
        record(days(2), won=False, seconds=400),
        record(days(3), guesses=2, seconds=40),
        record(days(4), guesses=3, seconds=100),
        record(days(4), mode=Mode.PRACTICE, guesses=5, seconds=200, at=time(12)),
        record(days(4), mode=Mode.PRACTICE, won=False, seconds=300, at=time(13)),
        record(days(4), mode=Mode.CUSTOM, guesses=1, seconds=10, at=time(14), language="es"),
        record(days(4), mode=Mode.BOT, guesses=3, seconds=1, at=time(15)),
        record(days(4), mode=Mode.PRACTICE, guesses=4, length=4, attempts=8, at=time(16)),
    ]


def test_every_figure_of_all_your_games():
    stats = compute_statistics(made_up_log(), today=days(4))
    # the bot's game is left out: 9 games, 7 won
    assert stats == Statistics(
        played=9,
        wins=7,
        current_streak=2,
        max_streak=2,
        distribution=(1, 1, 2, 2, 1, 0, 0, 0),  # 8 bars: one game allowed 8 attempts
        average_guesses=(3 + 4 + 2 + 3 + 5 + 1 + 4) / 7,
        average_seconds=(90 + 150 + 40 + 100 + 200 + 10 + 60) / 7,
    )
    assert stats.win_percent == 78 and stats.losses == 2  # 77.8 rounds up


def test_filters_by_mode_language_and_length():
    log = made_up_log()
    daily = compute_statistics(log, days(4), StatsFilter(mode=Mode.DAILY))
    assert (daily.played, daily.wins, daily.win_percent) == (5, 4, 80)
    assert daily.distribution == (0, 1, 2, 1, 0, 0)
    assert daily.average_guesses == 3.0 and daily.average_seconds == 95.0
    practice = compute_statistics(log, days(4), StatsFilter(mode=Mode.PRACTICE))
    assert (practice.played, practice.wins, practice.current_streak) == (3, 2, 0)
    spanish = compute_statistics(log, days(4), StatsFilter(language="es"))
    assert (spanish.played, spanish.distribution[0]) == (1, 1)
    four = compute_statistics(log, days(4), StatsFilter(length=4))
    assert four.played == 1 and len(four.distribution) == 8
    bot = compute_statistics(log, days(4), StatsFilter(mode=Mode.BOT))
    assert (bot.played, bot.wins) == (1, 1)
    five_daily = StatsFilter(mode=Mode.DAILY, language="en", length=5)
    assert compute_statistics(log, days(4), five_daily) == daily
    # it names the game whenever it counts one game only (not "all your games")
    assert five_daily.describe() == "Wordle daily games · English · 5 letters"
    assert StatsFilter().describe() == "your Wordle games"
    assert StatsFilter(variant="quordle").describe() == "your Quordle games"
    assert StatsFilter(Mode.BOT, variant="absurdle").describe() == "Absurdle bot games"
    assert StatsFilter(variant=None).describe() == "all your games"
    assert StatsFilter(Mode.DAILY, variant=None).describe() == "daily games"


def test_an_empty_log():
    stats = compute_statistics([], today=D)
    assert (stats.played, stats.win_percent, stats.current_streak, stats.max_streak) == (0, 0, 0, 0)
    assert stats.distribution == (0,) * 6
    assert stats.average_guesses is None and stats.average_seconds is None


@pytest.mark.parametrize(
    ("wins", "played", "percent"),
    [(1, 8, 13), (2, 3, 67), (1, 3, 33), (1, 2, 50), (0, 4, 0), (7, 7, 100)],
)
def test_win_percent_rounds_half_up(wins, played, percent):
    stats = Statistics(played, wins, 0, 0, (0,) * 6, None, None)
    assert stats.win_percent == percent


def test_bars_are_never_shorter_than_seven_percent():
    assert bar_fractions((0, 1, 10, 5, 0, 0)) == (MIN_BAR, 0.1, 1.0, 0.5, MIN_BAR, MIN_BAR)
    assert bar_fractions((0, 0, 0)) == (MIN_BAR,) * 3


def test_the_just_finished_game_has_its_bar():
    won = record(days(0), guesses=4)
    assert highlighted_bar(won) == 3
    assert highlighted_bar(record(days(0), won=False)) is None
    assert highlighted_bar(won, StatsFilter(mode=Mode.PRACTICE)) is None  # filtered out
    assert highlighted_bar(None) is None


# --- the next daily -----------------------------------------------------------------------


def test_countdown_to_local_midnight():
    assert seconds_to_next_daily(datetime(2024, 10, 31, 23, 59, 30, tzinfo=PARIS_WINTER)) == 30
    assert seconds_to_next_daily(datetime(2024, 10, 31, 0, 0, 0, tzinfo=PARIS_WINTER)) == 86400
    assert seconds_to_next_daily(datetime(2024, 10, 31, 12, 0, 0)) == 12 * 3600  # naive: local
    assert countdown_text(5 * 3600 + 12 * 60 + 33) == "05:12:33"


def test_countdown_counts_a_change_of_summer_time_at_midnight():
    try:
        chile = ZoneInfo("America/Santiago")  # clocks change at midnight there
    except Exception:  # no time-zone data on this system
        pytest.skip("no zoneinfo data")
    assert seconds_to_next_daily(datetime(2024, 9, 7, 23, 0, tzinfo=chile)) == 3600  # 00:00 skipped
    assert seconds_to_next_daily(datetime(2024, 4, 6, 23, 0, tzinfo=chile)) == 7200  # 23:00 twice
