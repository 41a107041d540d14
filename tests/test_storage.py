"""The player's files: folders, atomic writes, damaged files kept aside, read-only folders."""

from __future__ import annotations

import json
import os
from datetime import date

import pytest

from tests.app_support import TODAY, load_test_words
from tests.helpers import make_words
from wordle_tui.core.game import Game, Mode
from wordle_tui.core.new_game import daily_game, practice_game
from wordle_tui.core.settings import Settings
from wordle_tui.storage import paths
from wordle_tui.storage.jsonfile import atomic_write_text
from wordle_tui.storage.saved_games import SavedGames
from wordle_tui.storage.settings_file import SettingsFile


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_VARIABLE, str(folder))
    return folder


def test_home_variable_overrides_every_folder(home):
    assert paths.config_dir() == home and paths.data_dir() == home


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
    SettingsFile().save(Settings(language="es", attempts=9, high_contrast=True))
    assert SettingsFile().load() == Settings(language="es", attempts=9, high_contrast=True)
    assert json.loads((home / "settings.json").read_text())["format"] == 1


def test_missing_settings_are_defaults_without_warning(home):
    file = SettingsFile()
    assert file.load() == Settings() and file.take_warnings() == []


def test_corrupt_settings_are_kept_aside_with_a_warning(home):
    home.mkdir()
    (home / "settings.json").write_text("{not json")
    file = SettingsFile()
    assert file.load() == Settings()
    warnings = file.take_warnings()
    assert len(warnings) == 1 and "not valid JSON" in warnings[0]
    kept = [p for p in home.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(kept) == 1 and kept[0].read_text() == "{not json"


def test_bad_values_keep_the_good_ones_and_the_old_file(home):
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"format": 1, "attempts": 99, "symbols": True}))
    file = SettingsFile()
    assert file.load() == Settings(symbols=True)
    warning = file.take_warnings()[0]
    assert "attempts: 99 is not 1-20, using 6" in warning
    assert warning.endswith("the other settings are kept.") and "using defaults" not in warning
    assert any(p.name.startswith("settings.json.corrupt-") for p in home.iterdir())
    assert SettingsFile().load() == Settings(symbols=True)  # rewritten clean


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write anywhere")
def test_read_only_folder_warns_once(home):
    home.mkdir()
    home.chmod(0o500)
    try:
        file = SettingsFile()
        assert not file.save(Settings())
        assert not file.save(Settings())
        warnings = file.take_warnings()
        assert len(warnings) == 1 and "will not be kept" in warnings[0]
    finally:
        home.chmod(0o700)


def test_unwritable_target_warns_once(home):
    home.mkdir()
    (home / "settings.json").mkdir()  # a folder where the file should be: even root fails
    file = SettingsFile()
    assert not file.save(Settings()) and not file.save(Settings())
    assert len(file.take_warnings()) == 1


def test_saved_game_resumes_exactly_with_the_typed_row(home):
    saved = SavedGames(load_words=load_test_words)
    game = practice_game(Settings(hard_mode=True), load_test_words, seed=7)
    game.submit("crane" if game.secret != "crane" else "share")
    assert saved.remember(game, typed="sh", today=TODAY)
    again = SavedGames(load_words=load_test_words)
    restored = again.unfinished()
    assert restored is not None and restored.to_dict() == game.to_dict()
    assert again.typed(restored) == "sh"


def test_finished_games_are_not_offered_but_dailies_are_remembered(home):
    saved = SavedGames(load_words=load_test_words)
    game = daily_game(Settings(), TODAY, load_test_words)
    game.submit(game.secret)
    saved.remember(game, today=TODAY)
    again = SavedGames(load_words=load_test_words)
    assert again.unfinished() is None
    daily = again.daily("en", 5, TODAY)
    assert daily is not None and daily.is_over and daily.guesses == [game.secret]


def test_old_dailies_are_forgotten(home):
    saved = SavedGames(load_words=load_test_words)
    old = daily_game(Settings(), date(2024, 10, 1), load_test_words)
    old.submit(old.secret)
    saved.remember(old, today=date(2024, 10, 1))
    saved.remember(practice_game(Settings(), load_test_words, seed=1), today=TODAY)
    assert saved.daily("en", 5, date(2024, 10, 1)) is None


def test_corrupt_games_file_is_kept_aside(home):
    home.mkdir()
    (home / "games.json").write_text('{"format": 1, "games": []}')
    saved = SavedGames(load_words=load_test_words)
    assert saved.unfinished() is None
    assert "saved-games file" in saved.take_warnings()[0]
    assert any(p.name.startswith("games.json.corrupt-") for p in home.iterdir())


def test_a_damaged_game_is_dropped_with_a_warning(home):
    words = make_words(["share", "crane"])
    saved = SavedGames(load_words=lambda lang, n: words)
    game = Game(words, "share")
    saved.remember(game, today=TODAY)
    data = json.loads((home / "games.json").read_text())
    data["games"]["free"]["guesses"] = ["share", "crane"]  # a guess after the win
    (home / "games.json").write_text(json.dumps(data))
    again = SavedGames(load_words=lambda lang, n: words)
    assert again.unfinished() is None
    assert "cannot be resumed" in again.take_warnings()[0]
    assert "free" not in json.loads((home / "games.json").read_text())["games"]


def test_a_missing_word_list_keeps_the_game(home):
    saved = SavedGames(load_words=load_test_words)
    saved.remember(practice_game(Settings(), load_test_words, seed=3), today=TODAY)

    def no_lists(language, length):
        raise FileNotFoundError("gone")

    again = SavedGames(load_words=no_lists)
    assert again.unfinished() is None
    assert "missing" in again.take_warnings()[0]
    assert "free" in json.loads((home / "games.json").read_text())["games"]


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"elapsed": float("nan")}, "not a time"),
        ({"elapsed": float("inf")}, "not a time"),
        ({"elapsed": -50}, "not a time"),
        ({"elapsed": "12"}, "wrong type"),
        ({"puzzle": "abc"}, "wrong type"),
        ({"puzzle": 10**9}, "out of range"),
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
    ],
)
def test_a_saved_game_with_wrong_types_is_refused_with_a_warning(home, change, reason):
    """Hand-edited or damaged fields give a warning, never a crash on the board later."""
    saved = SavedGames(load_words=load_test_words)
    game = daily_game(Settings(), TODAY, load_test_words)
    saved.remember(game, today=TODAY)
    data = json.loads((home / "games.json").read_text())
    slot = next(iter(data["games"]))
    data["games"][slot].update(change)
    (home / "games.json").write_text(json.dumps(data))
    again = SavedGames(load_words=load_test_words)
    assert again.unfinished() is None
    assert again.daily("en", 5, TODAY) is None
    warnings = again.take_warnings()
    assert len(warnings) == 1 and "cannot be resumed" in warnings[0] and reason in warnings[0]
    assert any(p.name.startswith("games.json.corrupt-") for p in home.iterdir())


def test_the_most_recent_game_in_progress_is_offered(home):
    saved = SavedGames(load_words=load_test_words)
    practice = practice_game(Settings(), load_test_words, seed=7)
    wrong = "crane" if practice.secret != "crane" else "share"
    practice.submit(wrong)
    saved.remember(practice, today=TODAY)
    daily = daily_game(Settings(), TODAY, load_test_words)
    saved.remember(daily, today=TODAY)
    assert SavedGames(load_words=load_test_words).unfinished().mode is Mode.DAILY
    daily.submit(daily.secret)
    saved.remember(daily, today=TODAY)
    again = SavedGames(load_words=load_test_words).unfinished()
    assert again is not None and again.code == practice.code and again.guesses == [wrong]
