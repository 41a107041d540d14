"""Settings and games in progress in the database: round trips, bad values set aside, resume."""

from __future__ import annotations

import json
import sqlite3
from datetime import date

import pytest

from tests.app_support import TODAY, load_test_words
from tests.helpers import make_words
from wordle_tui.core.atomic_file import atomic_write_text
from wordle_tui.core.game import Game
from wordle_tui.core.limits import Mode
from wordle_tui.core.new_game import daily_game, practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage import paths
from wordle_tui.storage.database import DATABASE_FILE
from wordle_tui.storage.saved_games import KEEP_UNFINISHED
from wordle_tui.storage.store import Storage


def storage() -> Storage:
    return Storage(load_test_words)


def sql(home, query: str, params: tuple = ()) -> list[tuple]:
    """Read or change the database behind the app's back, as a damaged disk or a hand would."""
    conn = sqlite3.connect(home / DATABASE_FILE, isolation_level=None)
    try:
        return conn.execute(query, params).fetchall()
    finally:
        conn.close()


def test_home_variable_overrides_every_folder(home):
    assert paths.config_dir() == home and paths.data_dir() == home
    assert storage().database.path == home / DATABASE_FILE


def test_without_the_variable_platformdirs_decides(monkeypatch):
    monkeypatch.delenv(paths.HOME_VARIABLE, raising=False)
    assert paths.config_dir().name == "wordle-tui"
    assert paths.data_dir().name == "wordle-tui"


def test_atomic_write_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "deep" / "file.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_settings_round_trip(home):
    chosen = Settings(language="es", attempts=9, high_contrast=True)
    assert storage().settings.save(chosen)
    assert storage().settings.load() == chosen
    stored = dict(sql(home, "SELECT name, value FROM settings"))
    assert json.loads(stored["attempts"]) == 9 and json.loads(stored["language"]) == "es"


def test_missing_settings_are_defaults_without_warning(home):
    store = storage()
    assert not store.settings.has_saved()
    # nothing chosen: the word language is the locale's (English under the tests' locale)
    first_run = Settings(language_chosen=False)
    assert store.settings.load() == first_run and store.take_warnings() == []


def test_only_changed_settings_are_written_so_two_windows_keep_each_others(home):
    one, two = storage(), storage()
    one.settings.load()
    two.settings.load()
    one.settings.save(Settings(language="es"))
    two.settings.save(Settings(symbols=True))  # this window never touched the language
    assert storage().settings.load() == Settings(language="es", symbols=True)


def test_bad_values_keep_the_good_ones_and_are_kept_aside(home):
    storage().settings.save(Settings(symbols=True))
    sql(home, "UPDATE settings SET value = '99' WHERE name = 'attempts'")
    sql(home, "UPDATE settings SET value = '{oops' WHERE name = 'theme'")
    store = storage()
    assert store.settings.load() == Settings(symbols=True)
    warning = store.take_warnings()[0]
    assert "attempts: 99 is not 1-20, using 6" in warning
    assert "theme: '{oops' is not JSON" in warning
    assert warning.endswith("the other settings are kept.")
    kept = sql(home, "SELECT kind, key, data FROM set_aside ORDER BY key")
    assert kept == [("setting", "attempts", "99"), ("setting", "theme", "{oops")]
    again = storage()
    assert again.settings.load() == Settings(symbols=True) and again.take_warnings() == []


def test_saved_game_resumes_exactly_with_the_typed_row(home):
    saved = storage().saved_games
    game = practice_game(Settings(hard_mode=True), load_test_words, seed=7)
    game.submit("crane" if game.secret != "crane" else "share")
    assert saved.remember(game, typed="sh", today=TODAY)
    again = storage().saved_games
    restored = again.unfinished()
    assert restored is not None and restored.to_dict() == game.to_dict()
    assert restored.uid == game.uid and again.typed(restored) == "sh"


def test_finished_games_are_not_offered_but_dailies_are_remembered(home):
    store = storage()
    game = daily_game(Settings(), TODAY, load_test_words)
    game.submit(game.secret)
    store.saved_games.remember(game, today=TODAY)
    again = storage()
    assert again.saved_games.unfinished() is None
    daily = again.saved_games.daily("en", 5, TODAY)
    assert daily is not None and daily.is_over and daily.guesses == [game.secret]
    assert [record.secret for record in again.log.records()] == [game.secret]


def test_a_finished_practice_game_leaves_the_slots_for_the_log(home):
    store = storage()
    game = practice_game(Settings(), load_test_words, seed=3)
    store.saved_games.remember(game, today=TODAY)
    assert len(sql(home, "SELECT slot FROM games_in_progress")) == 1
    game.submit(game.secret)
    store.saved_games.remember(game, today=TODAY)
    store.saved_games.remember(game, today=TODAY)  # saved again on the way to the menu
    assert sql(home, "SELECT slot FROM games_in_progress") == []
    assert [(r.code, r.won) for r in store.log.records()] == [(game.code, True)]


def test_old_dailies_leave_their_slot_like_other_games_and_come_back_from_the_log(home):
    """An older day's daily (an archive game) is kept among the latest games, so one left
    half played can be resumed; beyond them its slot goes, and a finished one is still
    shown from the log (as played, never a fresh board)."""
    saved = storage().saved_games
    old = daily_game(Settings(), date(2024, 10, 1), load_test_words)
    old.submit(old.secret)
    saved.remember(old, today=TODAY)
    unfinished = daily_game(Settings(), date(2024, 10, 2), load_test_words)
    saved.remember(unfinished, today=TODAY)
    saved.remember(practice_game(Settings(), load_test_words, seed=1), today=TODAY)
    assert saved.unfinished() is not None
    assert {slot for (slot,) in sql(home, "SELECT slot FROM games_in_progress")} >= {
        "daily:en-5:2024-10-01",
        "daily:en-5:2024-10-02",
    }
    for seed in range(2, KEEP_UNFINISHED + 2):
        saved.remember(practice_game(Settings(), load_test_words, seed=seed), today=TODAY)
    slots = {slot for (slot,) in sql(home, "SELECT slot FROM games_in_progress")}
    assert not any(slot.startswith("daily:") for slot in slots)
    assert saved.daily("en", 5, date(2024, 10, 2)) is None  # never finished: gone
    back = saved.daily("en", 5, date(2024, 10, 1))
    assert back is not None and back.is_over and back.uid == old.uid


def test_two_games_in_progress_are_both_kept_the_latest_offered_first(home):
    """Two windows playing practice games at once: neither game replaces the other."""
    one, two = storage().saved_games, storage().saved_games
    first = practice_game(Settings(), load_test_words, seed=1)
    second = practice_game(Settings(), load_test_words, seed=2)
    one.remember(first, today=TODAY)
    two.remember(second, today=TODAY)
    assert storage().saved_games.unfinished().uid == second.uid
    second.submit(second.secret)
    two.remember(second, today=TODAY)
    assert storage().saved_games.unfinished().uid == first.uid


def test_forget_drops_a_slot_only_while_nothing_is_played_on_it(home):
    """Letters typed then erased: the game's slot goes. A slot another window played on
    stays, and so does another game's."""
    one, two = storage().saved_games, storage().saved_games
    game = practice_game(Settings(), load_test_words, seed=4)
    other = practice_game(Settings(), load_test_words, seed=5)
    one.remember(game, typed="cr", today=TODAY)
    one.remember(other, typed="sh", today=TODAY)
    one.forget(game)
    assert [g.uid for g in one.in_progress()] == [other.uid]
    one.remember(game, typed="cr", today=TODAY)
    played = two.in_progress()[0]
    assert played.uid == game.uid
    played.submit("crane" if played.secret != "crane" else "share")
    two.remember(played, today=TODAY)  # another window played on it
    one.forget(game)  # this window's copy has nothing played: the slot stays
    assert [(g.uid, len(g.guesses)) for g in storage().saved_games.in_progress()] == [
        (game.uid, 1),
        (other.uid, 0),
    ]
    assert [typed for _g, typed in storage().saved_games.in_progress_typed()] == ["", "sh"]


def test_only_the_latest_unfinished_games_are_kept(home):
    saved = storage().saved_games
    games = [practice_game(Settings(), load_test_words, seed=n) for n in range(KEEP_UNFINISHED + 3)]
    for game in games:
        saved.remember(game, today=TODAY)
    slots = {slot for (slot,) in sql(home, "SELECT slot FROM games_in_progress")}
    assert slots == {f"game:{game.uid}" for game in games[-KEEP_UNFINISHED:]}


def test_a_damaged_game_is_set_aside_with_a_warning(home):
    words = make_words(["share", "crane"])
    saved = Storage(lambda lang, n: words).saved_games
    game = Game(words, "share")
    saved.remember(game, today=TODAY)
    (slot, text) = sql(home, "SELECT slot, game FROM games_in_progress")[0]
    data = json.loads(text)
    data["guesses"] = ["share", "crane"]  # a guess after the win
    sql(home, "UPDATE games_in_progress SET game = ?", (json.dumps(data),))
    again = Storage(lambda lang, n: words)
    assert again.saved_games.unfinished() is None
    assert "cannot be resumed" in again.take_warnings()[0]
    assert sql(home, "SELECT slot FROM games_in_progress") == []
    assert sql(home, "SELECT kind, key, data FROM set_aside") == [
        ("game in progress", slot, json.dumps(data))
    ]


def test_a_missing_word_list_keeps_the_game(home):
    storage().saved_games.remember(practice_game(Settings(), load_test_words, seed=3), today=TODAY)

    def no_lists(language, length):
        raise FileNotFoundError("gone")

    again = Storage(no_lists)
    assert again.saved_games.unfinished() is None
    assert "missing" in again.take_warnings()[0]
    assert len(sql(home, "SELECT slot FROM games_in_progress")) == 1


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"elapsed": float("nan")}, "not a time"),
        ({"elapsed": float("inf")}, "not a time"),
        ({"elapsed": -50}, "not a time"),
        ({"elapsed": "12"}, "wrong type"),
        ({"puzzle": "abc"}, "wrong type"),
        ({"puzzle": 10**9}, "is not a puzzle number"),
        ({"puzzle": None}, "no puzzle number"),
        ({"hard_mode": "false"}, "wrong type"),
        ({"max_attempts": 6.5}, "wrong type"),
        ({"max_attempts": True}, "wrong type"),
        ({"code": 5}, "wrong type"),
        ({"started_at": 5}, "wrong type"),
        ({"guesses": "crane"}, "wrong type"),
        ({"guesses": [5]}, "not a word"),
        ({"mode": "nonsense"}, "nonsense"),
        ({"language": 5}, "wrong type"),
        ({"hints_used": -1}, "is not a count"),
        ({"uid": 7}, "wrong type"),
    ],
)
def test_a_saved_game_with_wrong_types_is_refused_with_a_warning(home, change, reason):
    """Hand-edited or damaged fields give a warning, never a crash on the board later."""
    storage().saved_games.remember(daily_game(Settings(), TODAY, load_test_words), today=TODAY)
    data = json.loads(sql(home, "SELECT game FROM games_in_progress")[0][0])
    data.update(change)
    sql(home, "UPDATE games_in_progress SET game = ?", (json.dumps(data),))
    again = storage()
    assert again.saved_games.unfinished() is None
    assert again.saved_games.daily("en", 5, TODAY) is None
    warnings = again.take_warnings()
    assert len(warnings) == 1 and "cannot be resumed" in warnings[0] and reason in warnings[0]
    assert len(sql(home, "SELECT * FROM set_aside WHERE kind = 'game in progress'")) == 1


def test_the_most_recent_game_in_progress_is_offered(home):
    saved = storage().saved_games
    practice = practice_game(Settings(), load_test_words, seed=7)
    wrong = "crane" if practice.secret != "crane" else "share"
    practice.submit(wrong)
    saved.remember(practice, today=TODAY)
    daily = daily_game(Settings(), TODAY, load_test_words)
    saved.remember(daily, today=TODAY)
    assert storage().saved_games.unfinished().mode is Mode.DAILY
    daily.submit(daily.secret)
    saved.remember(daily, today=TODAY)
    again = storage().saved_games.unfinished()
    assert again is not None and again.code == practice.code and again.guesses == [wrong]


# --- the log of finished games ---------------------------------------------------------


def test_a_finished_game_is_logged_with_every_field(home):
    game = practice_game(Settings(hard_mode=True), load_test_words, seed=11)
    wrong = next(w for w in ("crane", "share", "frame") if w != game.secret)
    game.started_at = "2024-10-31T10:00:00+01:00"
    game.mark_assisted()
    game.start_clock(100.0)
    game.submit(wrong)
    game.mark_assisted()  # hints seen on two turns
    game.submit(game.secret, now=142.5)
    game.finished_at = "2024-10-31T10:00:43+01:00"
    storage().saved_games.remember(game, now=142.5, today=TODAY)
    (record,) = storage().log.records()
    assert (record.mode, record.code, record.puzzle) == (Mode.PRACTICE, game.code, None)
    assert (record.language, record.length, record.attempts) == ("en", 5, 6)
    assert record.hard_mode and record.won and record.guesses == [wrong, game.secret]
    assert record.rows == tuple(game.rows) and record.secret == game.secret
    assert (record.seconds, record.hints_used, record.assisted) == (42.5, 2, True)
    assert record.started_at.isoformat() == "2024-10-31T10:00:00+01:00"
    assert record.finished_at.isoformat() == "2024-10-31T10:00:43+01:00"
    assert record.uid == game.uid and record.id == 1
    (marks,) = sql(home, "SELECT rows FROM games")[0]
    assert json.loads(marks)[-1] == [game.secret, "GGGGG"]


def test_the_same_daily_finished_in_two_windows_is_logged_once(home):
    one, two = storage(), storage()
    first = daily_game(Settings(), TODAY, load_test_words)
    second = daily_game(Settings(), TODAY, load_test_words)  # another window, another uid
    first.submit(first.secret)
    second.submit(second.secret)
    assert one.saved_games.remember(first, today=TODAY)
    refused = two.saved_games.remember(second, today=TODAY)  # one board per daily
    assert not refused and refused.conflict is not None
    assert refused.conflict.current.uid == first.uid
    assert [r.uid for r in storage().log.records()] == [first.uid]
    assert storage().saved_games.daily("en", 5, TODAY).uid == first.uid  # the slot agrees


def test_a_damaged_log_row_is_left_out_with_a_warning_and_kept(home):
    saved = storage().saved_games
    for seed in (1, 2):
        game = practice_game(Settings(), load_test_words, seed=seed)
        game.submit(game.secret)
        saved.remember(game, today=TODAY)
    sql(home, 'UPDATE games SET rows = \'[["crane", "GGGGX"]]\' WHERE id = 1')
    store = storage()
    assert [r.id for r in store.log.records()] == [2]
    warning = store.take_warnings()[0]
    assert "Game #1 in the log is damaged" in warning and "kept in the database" in warning
    assert store.log.records() and store.take_warnings() == []  # said once
    assert len(sql(home, "SELECT id FROM games")) == 2
    assert store.log.get(2).id == 2 and store.log.get(1) is None and store.log.last().id == 2


def test_saving_a_finished_game_again_from_the_same_window_is_no_conflict(home):
    saved = storage().saved_games
    game = practice_game(Settings(), load_test_words, seed=4)
    assert saved.remember(game, today=TODAY)
    game.submit(game.secret)
    assert saved.remember(game, today=TODAY)  # logged, its slot gone
    again = saved.remember(game, today=TODAY, typed="")  # as leaving the board saves it
    assert again and again.conflict is None
    assert [r.uid for r in storage().log.records()] == [game.uid]


def test_any_save_over_rows_another_window_played_is_refused(home):
    """Not only guesses: the letters typed or the hints shown in a stale window would
    write its old rows back over the other window's."""
    one, two = storage().saved_games, storage().saved_games
    game = practice_game(Settings(), load_test_words, seed=5)
    assert one.remember(game, today=TODAY)
    stale = two.unfinished()
    fresh = one.unfinished()
    fresh.submit("crane" if fresh.secret != "crane" else "share")
    assert one.remember(fresh, today=TODAY)
    stale.mark_assisted()
    refused = two.remember(stale, today=TODAY, typed="sh")
    assert not refused and refused.conflict.current.guesses == fresh.guesses
    assert storage().saved_games.unfinished().guesses == fresh.guesses
    assert storage().saved_games.typed(fresh) == ""


def test_a_refused_save_writes_nothing_and_a_game_never_saved_needs_no_check(home):
    saved = storage().saved_games
    new = practice_game(Settings(), load_test_words, seed=6)
    assert new.saved_guesses is None
    assert saved.remember(new, today=TODAY) and new.saved_guesses == ()
    new.submit("crane" if new.secret != "crane" else "share")
    assert saved.remember(new, today=TODAY) and new.saved_guesses == tuple(new.guesses)
