"""Dordle/Quordle/Octordle and Absurdle games in the database: in progress, in the log, and a
database of the first schema read by this one."""

from __future__ import annotations

import json
import sqlite3

from tests.app_support import TODAY, load_test_words
from tests.test_storage import sql, storage
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.game import Game
from wordle_tui.core.multiboard import OCTORDLE, QUORDLE, MultiGame
from wordle_tui.core.new_game import daily_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage.database import DATABASE_FILE, MIGRATIONS, migrate


def win(game: MultiGame) -> None:
    for secret in game.secrets:
        game.submit(secret)


def test_a_multi_board_game_in_progress_resumes_as_one(home):
    words = load_test_words("en", 5)
    game = MultiGame.practice(words, QUORDLE, seed=5)
    game.submit(game.secrets[0])
    assert storage().saved_games.remember(game, today=TODAY, typed="sh")
    again = storage().saved_games
    restored = again.unfinished()
    assert isinstance(restored, MultiGame)
    assert restored.to_dict() == game.to_dict() and again.typed(restored) == "sh"


def test_the_daily_quordle_and_the_daily_wordle_of_a_day_are_two_games(home):
    store = storage()
    words = load_test_words("en", 5)
    wordle = daily_game(Settings(), TODAY, load_test_words)
    wordle.submit(wordle.secret)
    quordle = MultiGame.daily(words, QUORDLE, TODAY)
    win(quordle)
    octordle = MultiGame.daily(words, OCTORDLE, TODAY)
    octordle.submit("crane")
    for game in (wordle, quordle, octordle):
        assert store.saved_games.remember(game, today=TODAY)
    slots = {slot for (slot,) in sql(home, "SELECT slot FROM games_in_progress")}
    day = TODAY.isoformat()
    assert slots == {f"daily:en-5:{day}", f"daily:quordle:en-5:{day}", f"daily:octordle:en-5:{day}"}
    records = storage().log.records()
    assert [(r.variant, r.puzzle, r.won) for r in records] == [
        ("", wordle.puzzle, True),
        ("quordle", quordle.puzzle, True),
    ]
    assert records[1].secrets == quordle.secrets and records[1].title().startswith("Quordle")
    again = storage().saved_games
    back = again.daily("en", 5, TODAY, "quordle")
    assert isinstance(back, MultiGame) and back.is_over and back.uid == quordle.uid
    assert isinstance(again.daily("en", 5, TODAY), Game)
    still = again.daily("en", 5, TODAY, "octordle")
    assert isinstance(still, MultiGame) and still.guesses == ["crane"]


def test_a_finished_multi_board_daily_comes_back_from_the_log_when_its_slot_is_gone(home):
    store = storage()
    quordle = MultiGame.daily(load_test_words("en", 5), QUORDLE, TODAY)
    win(quordle)
    store.saved_games.remember(quordle, today=TODAY)
    sql(home, "DELETE FROM games_in_progress")
    back = storage().saved_games.daily("en", 5, TODAY, "quordle")
    assert isinstance(back, MultiGame) and back.guesses == quordle.guesses


def test_absurdle_is_logged_as_a_practice_game_of_its_own(home):
    store = storage()
    game = AbsurdleGame(load_test_words("en", 5))
    for guess in ("crane", "shake", "share", "shape", "frame", "blame", "whack", "chuck"):
        if game.is_over:
            break
        game.submit(guess)
        store.saved_games.remember(game, today=TODAY)
        if not game.is_over:
            restored = storage().saved_games.unfinished()
            assert isinstance(restored, AbsurdleGame) and restored.remaining == game.remaining
    assert game.is_over
    (record,) = storage().log.records()
    assert record.variant == "absurdle" and record.mode.value == "practice"
    assert record.secret == game.secret and record.guesses == game.guesses


def test_a_database_of_the_first_schema_is_read_and_its_games_stay_wordle(home):
    path = home / DATABASE_FILE
    home.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, MIGRATIONS[:1])
    rows = json.dumps([["crane", "GGGGG"]])
    conn.execute(
        "INSERT INTO games (uid, mode, puzzle, code, language, length, word_list, attempts, "
        "hard_mode, no_repeat, secret, rows, result, guesses_used, seconds, hints_used, "
        "assisted, started_at, finished_at) VALUES ('old', 'daily', 7, NULL, 'en', 5, "
        "'test-en-5', 6, 0, 0, 'crane', ?, 'won', 1, 3.0, 0, 0, NULL, "
        "'2026-11-07T10:00:00+01:00')",
        (rows,),
    )
    conn.close()
    (record,) = storage().log.records()
    assert record.variant == "" and record.secrets == () and record.won
    assert sql(home, "PRAGMA user_version") == [(len(MIGRATIONS),)]
    # the old daily still blocks a second Wordle of puzzle 7, not a Quordle of it
    index = sql(home, "SELECT sql FROM sqlite_master WHERE name = 'games_one_daily'")[0][0]
    assert "variant" in index


def test_a_log_row_naming_an_unknown_game_is_left_out_with_a_warning(home):
    store = storage()
    quordle = MultiGame.daily(load_test_words("en", 5), QUORDLE, TODAY)
    win(quordle)
    store.saved_games.remember(quordle, today=TODAY)
    sql(home, "UPDATE games SET variant = 'pentadle'")
    again = storage()
    assert again.log.records() == []
    assert any("pentadle" in warning for warning in again.take_warnings())
