"""``wordle-tui stats``, ``history`` and ``review``: the screens' figures, as text and JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from datetime import datetime, time, timedelta

import pytest

from tests.app_support import ENGLISH_5, load_test_words
from tests.helpers import make_words
from tests.history_support import log_records, record
from wordle_tui import cli
from wordle_tui.commands import review as review_command
from wordle_tui.core.limits import Mode
from wordle_tui.core.statistics import StatsFilter, compute_statistics, figure_texts
from wordle_tui.dialogs.statistics import ALL, filter_of
from wordle_tui.review.analysis import review_game
from wordle_tui.solver.context import SolverContext
from wordle_tui.storage.store import Storage


def the_log():
    today = datetime.now().astimezone().date()  # the commands use the real clock
    return [
        record(today - timedelta(days=2), guesses=4),
        record(today - timedelta(days=1), guesses=2, seconds=30),
        record(today, guesses=3, seconds=90),
        record(today, mode=Mode.PRACTICE, won=False),
        record(today, mode=Mode.BOT, guesses=2),
    ]


@pytest.fixture
def logged(home):
    log_records(Storage(load_test_words), the_log())
    return the_log()


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_stats_json_has_the_screens_figures(logged, capsys):
    code, out, err = run(capsys, "stats", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    expected = compute_statistics(logged, datetime.now().astimezone().date())
    assert data["played"] == expected.played == 4
    assert data["wins"] == 3 and data["win_percent"] == expected.win_percent == 75
    assert (data["current_streak"], data["max_streak"]) == (3, 3)
    assert data["average_guesses"] == 3.0 and data["average_seconds"] == 60.0
    assert data["distribution"] == {"1": 0, "2": 1, "3": 1, "4": 1, "5": 0, "6": 0}
    assert data["filter"] == {"game": "wordle", "mode": None, "language": None, "length": None}
    assert 0 <= data["next_daily_in_seconds"] <= 86400


def test_stats_text_and_filters(logged, capsys):
    code, out, _ = run(capsys, "stats", "--mode", "daily")
    assert code == 0
    expected = compute_statistics(
        logged, datetime.now().astimezone().date(), StatsFilter(Mode.DAILY)
    )
    texts = figure_texts(expected)
    assert out.startswith("Statistics: Wordle daily games\n")
    assert f"Played           {texts['played']}\n" in out and "Win %            100\n" in out
    assert "Current streak   3\n" in out and "Average time     1:00\n" in out
    assert "   2 " in out and "Next daily in " in out
    _, bot, _ = run(capsys, "stats", "--mode", "bot", "--json")
    assert json.loads(bot)["played"] == 1


def other_games() -> list:
    """An Absurdle won in 4 and a Dordle won in 5, today: not Wordle games."""
    today = datetime.now().astimezone().date()
    absurdle = replace(
        record(today, mode=Mode.PRACTICE, guesses=4, at=time(10, 0)), variant="absurdle"
    )
    dordle_rows = record(today, mode=Mode.PRACTICE, guesses=5, at=time(11, 0))
    dordle = replace(
        dordle_rows,
        variant="dordle",
        secrets=("crane", dordle_rows.rows[0].guess),
        uid="dordle-game",
    )
    return [absurdle, dordle]


@pytest.mark.parametrize(
    ("game", "played", "named"),
    [
        ("wordle", 4, "Statistics: your Wordle games\n"),
        ("absurdle", 1, "Statistics: your Absurdle games\n"),
        ("dordle", 1, "Statistics: your Dordle games\n"),
        ("quordle", 0, "Statistics: your Quordle games\n"),
        ("octordle", 0, "Statistics: your Octordle games\n"),
        ("all", 6, "Statistics: all your games\n"),
    ],
)
def test_stats_counts_each_game_as_the_screens_game_choice(home, capsys, game, played, named):
    """The text said "all your games" while counting Wordle only; --game is the
    screen's Game choice, in text and JSON, and the figures are the screen's for it."""
    storage = Storage(load_test_words)
    log_records(storage, [*the_log(), *other_games()])
    code, out, err = run(capsys, "stats", "--game", game)
    assert code == 0 and err == ""
    assert out.startswith(named) and f"Played           {played}\n" in out
    _, data, _ = run(capsys, "stats", "--game", game, "--json")
    data = json.loads(data)
    assert data["filter"]["game"] == game and data["played"] == played
    where = filter_of(ALL, ALL, ALL, game)  # the screen's filter for the same choice
    expected = compute_statistics(storage.log.records(), datetime.now().astimezone().date(), where)
    assert data["played"] == expected.played and data["wins"] == expected.wins
    assert list(data["distribution"].values()) == list(expected.distribution)


def test_stats_of_an_empty_log(home, capsys):
    code, out, _ = run(capsys, "stats")
    assert code == 0 and "Played           0\n" in out and "Average guesses  –\n" in out


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["stats", "--mode", "weekly"], "invalid choice: 'weekly'"),
        (["stats", "--length", "9"], "must be 4-8, not 9"),
        (["history", "--limit", "-1"], "must be 0-"),
        (["history", "--limit", "many"], "'many' is not a number"),
        (["review", "zero"], "'zero' is not a number"),
    ],
)
def test_bad_options_give_one_line_and_status_2(home, capsys, args, reason):
    with pytest.raises(SystemExit) as exit_:
        cli.main(args)
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and reason in err and err.count("\n") == 1


def test_history_text_newest_first_with_a_limit(logged, capsys):
    code, out, _ = run(capsys, "history", "--limit", "2")
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == [
        "#",
        "Finished",
        "Game",
        "Result",
        "Time",
        "Word",
        "Hints",
    ]
    assert lines[1].split()[0] == "5" and "EN5-000002 (en-5)" in lines[1]
    assert lines[2].split()[0] == "4" and "X/6" in lines[2]
    assert lines[3] == "… and 3 older games (--limit 0 shows them all)"
    _, everything, _ = run(capsys, "history", "--limit", "0")
    assert len(everything.splitlines()) == 1 + 5


def test_history_json_has_every_field(logged, capsys):
    code, out, _ = run(capsys, "history", "--json")
    games = json.loads(out)
    assert code == 0 and [g["id"] for g in games] == [5, 4, 3, 2, 1]
    daily = games[-1]
    assert daily["mode"] == "daily" and daily["result"] == "won" and daily["secret"] == "crane"
    assert daily["guesses"][-1] == {"guess": "crane", "marks": "GGGGG"}
    assert daily["started_at"].endswith("+01:00") and daily["hints_used"] == 0


def test_history_of_an_empty_log(home, capsys):
    assert run(capsys, "history") == (0, "No finished games yet.\n", "")


def test_review_of_the_last_game_and_of_one_chosen(logged, capsys, monkeypatch):
    monkeypatch.setattr(review_command, "load_word_list", load_test_words)
    code, out, _ = run(capsys, "review", "--json")
    data = json.loads(out)
    stored = Storage(load_test_words).log
    expected = review_game(stored.last(), SolverContext(ENGLISH_5))
    assert code == 0 and data["game"]["id"] == 5
    assert (data["skill"], data["luck"]) == (expected.skill, expected.luck)
    assert [s["verdict"] for s in data["steps"]] == [s.verdict for s in expected.steps]
    assert data["steps"][0]["bot"]["guess"] == expected.steps[0].bot.word

    code, out, _ = run(capsys, "review", "1")
    chosen = review_game(stored.get(1), SolverContext(ENGLISH_5))
    lines = out.splitlines()
    assert code == 0 and lines[0] == f"Review of game #1 · Daily #{logged[0].puzzle} · 4/6 · CRANE"
    skill = "–" if chosen.skill is None else chosen.skill
    assert lines[1] == f"Skill {skill} · Luck {chosen.luck}"
    assert "Guess 4 of 4: CRANE  GGGGG" in lines and "   After: solved" in lines


def test_review_without_games_or_of_a_missing_one(home, capsys):
    assert run(capsys, "review") == (1, "", "wordle-tui: no finished game yet: play one first\n")
    code, _, err = run(capsys, "review", "99")
    assert code == 1 and "no game #99 in the history" in err


def test_review_of_a_game_the_list_no_longer_has(logged, capsys, monkeypatch):
    monkeypatch.setattr(review_command, "load_word_list", lambda lang, n: _without_crane())
    code, _, err = run(capsys, "review", "1")
    assert code == 1 and "game #1 cannot be reviewed" in err and "Traceback" not in err


def _without_crane():
    return make_words(["share", "frame"], ["adieu", "pills", "weary"])


def test_a_damaged_database_warns_on_stderr_and_the_command_goes_on(home, capsys):
    home.mkdir()
    (home / "wordle-tui.sqlite3").write_bytes(b"garbage" * 500)
    code, out, err = run(capsys, "history")
    assert code == 0 and out == "No finished games yet.\n"
    assert err.startswith("wordle-tui: The database") and "kept as" in err


def test_a_closed_pipe_ends_quietly(logged):
    code = (
        "import sys; from wordle_tui.cli import main; sys.exit(main(['history', '--limit', '0']))"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ},
    )
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipe" not in err
