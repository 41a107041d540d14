"""Settings: defaults, round trip, and bad values replaced with a reason."""

from dataclasses import replace

from wordle_tui.core.settings import SETTINGS_FORMAT, Settings
from wordle_tui.player_data import change_setting


def test_defaults_are_the_original_game():
    settings = Settings()
    assert (settings.language, settings.length, settings.attempts) == ("en", 5, 6)
    assert not settings.hard_mode and settings.animations
    assert settings.game_options() == {"max_attempts": 6, "hard_mode": False, "no_repeat": False}


def test_round_trip():
    settings = Settings(language="es", length=7, attempts=20, hard_mode=True, theme="nord")
    again, problems = Settings.from_dict(settings.to_dict())
    assert again == settings and problems == []
    assert settings.to_dict()["format"] == SETTINGS_FORMAT


def test_bad_values_fall_back_one_by_one():
    data = Settings(symbols=True).to_dict() | {
        "language": "xx",
        "length": 9,
        "attempts": 0,
        "hard_mode": "yes",
        "theme": "",
    }
    settings, problems = Settings.from_dict(data)
    assert settings == Settings(symbols=True)
    assert len(problems) == 5
    assert any("attempts" in p and "1-20" in p for p in problems)


def test_booleans_are_not_numbers():
    settings, problems = Settings.from_dict({"format": 1, "length": True, "attempts": 6.0})
    assert settings.length == 5 and settings.attempts == 6 and len(problems) == 2


def test_unknown_format_is_reported_but_values_kept():
    settings, problems = Settings.from_dict({"format": 7, "attempts": 8})
    assert settings.attempts == 8 and problems == ["unknown settings format 7"]


def test_values_of_any_json_type_are_refused_not_fatal():
    """A list or an object where a name belongs must not stop the game from starting."""
    data = {"format": 1, "language": ["en"], "theme": {"x": 1}, "length": [5], "symbols": None}
    settings, problems = Settings.from_dict(data)
    assert settings == Settings()
    assert len(problems) == 4
    assert "language: ['en'] has the wrong type, using 'en'" in problems


def test_every_setting_has_its_declared_shape():
    from dataclasses import fields

    from wordle_tui.core.settings import SETTING_FIELDS

    assert [spec.name for spec in fields(Settings)] == list(SETTING_FIELDS)


SPANISH_LOCALE = {"LANG": "es_MX.UTF-8"}


def test_the_locale_decides_the_word_language_until_the_player_chooses():
    """A fresh start in a Spanish locale gave Spanish menus and English words."""
    fresh, problems = Settings.from_dict({"format": SETTINGS_FORMAT}, SPANISH_LOCALE)
    assert fresh.language == "es" and not fresh.language_chosen and problems == []
    # saved as the locale's (not chosen): read again, the locale still decides
    english, _ = Settings.from_dict(fresh.to_dict(), {"LANG": "en_GB.UTF-8"})
    assert english.language == "en" and not english.language_chosen
    chosen, _ = Settings.from_dict(replace(fresh, language="en", language_chosen=True).to_dict())
    assert Settings.from_dict(chosen.to_dict(), SPANISH_LOCALE)[0].language == "en"
    # settings saved before the flag existed hold the player's own language
    older = {"format": SETTINGS_FORMAT, "language": "en", "help_seen": True}
    assert Settings.from_dict(older, SPANISH_LOCALE)[0].language == "en"
    # a locale of a language without word lists: the default; with them, that language
    assert Settings.from_dict({"format": 1}, {"LANG": "nl_NL.UTF-8"})[0].language == "en"
    assert Settings.from_dict({"format": 1}, {"LANG": "fr_FR.UTF-8"})[0].language == "fr"
    assert Settings.from_dict({"format": 1}, {"LANG": "de_AT.UTF-8"})[0].language == "de"
    assert Settings.from_dict({"format": 1}, {"LANG": "it_IT.UTF-8"})[0].language == "it"
    assert Settings.from_dict({"format": 1}, {"LANG": "pt_BR.UTF-8"})[0].language == "pt"


def test_choosing_the_word_language_in_settings_keeps_it():
    settings, _ = Settings.from_dict({"format": SETTINGS_FORMAT}, SPANISH_LOCALE)
    chosen, refused = change_setting(settings, "language", "en", game=None)
    assert refused is None and chosen.language == "en" and chosen.language_chosen
