"""The app in Spanish: a whole Spanish game read in Spanish (refusals, win, result,
statistics), the interface language as a setting of its own, and --ui-lang for one run."""

from __future__ import annotations

from textual.widgets import Button, Label, Select, Static, TextArea
from textual.widgets._footer import FooterKey

from tests.app_support import (
    Recorder,
    footer_rebuilt,
    make_app,
    settle,
    start_practice,
    type_word,
)
from wordle_tui.core.settings import Settings
from wordle_tui.dialogs.help import HelpScreen
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.settings import SettingsScreen
from wordle_tui.dialogs.statistics import StatisticsScreen
from wordle_tui.i18n import ui_language
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.keyboard_key import KeyboardKey

SPANISH = Settings(help_seen=True, language="es", ui_language="es", hard_mode=True, no_repeat=True)


def text(widget) -> str:
    return str(widget.render())


def footer_labels(screen) -> list[str]:
    return [key.description for key in screen.query(FooterKey)]


async def test_a_whole_spanish_game_reads_in_spanish(home):
    Storage().settings.save(SPANISH)
    recorder = Recorder()
    app = make_app()
    async with app.run_test(size=(100, 36), notifications=True, message_hook=recorder) as pilot:
        assert ui_language() == "es"
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert text(menu.query_one("#menu-tagline", Label)) == "Adivina la palabra oculta"
        assert {"Salir", "Ayuda"} <= set(footer_labels(menu))

        screen = await start_practice(pilot, "señor")
        assert text(screen.query_one(f"#{KeyboardKey.id_for('enter')}", KeyboardKey)) == "INTRO"
        assert screen.query_one(f"#{KeyboardKey.id_for('ñ')}", KeyboardKey)
        assert {"Menú", "Salir", "Ayuda", "Pistas"} <= set(footer_labels(screen))
        await type_word(pilot, "per")
        await pilot.press("backspace", "backspace", "backspace")
        await type_word(pilot, "zzzzz")
        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, "perro")  # E green in the 2nd spot
        await type_word(pilot, "perro")
        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, "gatos")
        refusals = [
            "Faltan letras",
            "No está en la lista",
            "Ya la has probado",
            "La 2.ª letra debe ser E",
        ]
        assert [toast for toast in recorder.toasts if toast in refusals] == refusals
        assert text(screen.query_one("#status-guesses", Label)) == "Intentos 1/6"
        assert text(screen.query_one("#status-hard", Label)) == "DIFÍCIL"

        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, "señor")
        await settle(pilot)
        assert "¡Magnífico!" in recorder.toasts
        result = app.screen
        assert isinstance(result, ResultScreen)
        assert text(result.query_one("#result-verdict", Label)) == "¡Magnífico!"
        code = screen.game.code
        assert code is not None and code.startswith("ES5P-")
        details = text(result.query_one("#result-details", Label))
        assert details == f"{code} · 2/6 · 0:00 · modo difícil"
        share = result.query_one("#result-share", TextArea).text
        assert share.splitlines()[0] == f"wordle-tui ES5 práctica {code} 2/6*"
        buttons = [str(button.label) for button in result.query(Button)]
        assert buttons == ["Copiar (c)", "Nueva partida (n)", "Menú (m)"]
        assert text(result.query_one("#result-code", Label)) == (
            f"Un amigo puede jugar esta palabra: wordle-tui play --code {code}"
        )
        assert {"Copiar", "Revisar", "Estad.", "Tablero"} <= set(footer_labels(result))

        await pilot.press("s")
        await settle(pilot)
        stats = app.screen
        assert isinstance(stats, StatisticsScreen)
        assert stats.query_one("#stats").border_title == "Estadísticas"
        names = [text(label) for label in stats.query(".name")]
        assert names == [
            "Jugadas",
            "% de victorias",
            "Racha\nactual",
            "Mejor\nracha",
            "Media de\nintentos",
            "Tiempo\nmedio",
        ]
        assert text(stats.query_one("#stats-played", Label)) == "1"
        assert text(stats.query_one("#stats-win-percent", Label)) == "100"
        assert text(stats.query_one("#stats-average-guesses", Label)) == "2,00"
        assert text(stats.query_one("#stats-countdown", Label)).startswith(
            "Próxima palabra diaria en "
        )
        assert str(stats.query_one("#filter-mode", Select).selection) == "all"
        await pilot.press("h")
        await settle(pilot)
        history = app.screen
        assert history.query_one("#history").border_title == "Historial · 1 partida"


async def test_the_interface_language_is_a_setting_of_its_own(home):
    """Independent of the word language, chosen in Settings, kept, and shown at once."""
    app = make_app()
    async with app.run_test(size=(100, 36)) as pilot:
        assert ui_language() == "en"
        screen = await start_practice(pilot, "share")  # English words
        await pilot.press("f2")
        await pilot.pause()
        settings = app.screen
        assert isinstance(settings, SettingsScreen)
        assert settings.query_one("#ui_language", Select).value == "en"
        english_keys = {shown: list(shown.query(FooterKey)) for shown in (settings, screen)}
        settings.query_one("#ui_language", Select).value = "es"
        await settle(pilot)
        assert ui_language() == "es" and app.settings.ui_language == "es"
        assert app.settings.language == "en"  # the words stay English
        assert Storage().settings.load().ui_language == "es"
        labels = [text(label) for label in app.screen.query(Label)]
        assert "Idioma de la interfaz" in labels and "Idioma de las palabras" in labels
        await footer_rebuilt(pilot, settings, english_keys[settings])
        assert "Cerrar" in footer_labels(app.screen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await footer_rebuilt(pilot, screen, english_keys[screen])
        assert text(screen.query_one(f"#{KeyboardKey.id_for('enter')}", KeyboardKey)) == "INTRO"
        assert "Menú" in footer_labels(screen)
        await type_word(pilot, "cra")
        await pilot.press("escape")
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert text(menu.query_one("#menu-tagline", Label)) == "Adivina la palabra oculta"


async def test_ui_lang_is_for_one_run_and_the_locale_is_the_default(home, monkeypatch):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    app = make_app()
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        assert ui_language() == "es"  # nothing chosen: the locale decides
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        page = " ".join(text(widget) for widget in app.screen.query(Static))
        assert "CANAL cuando la palabra es PEDAL: la segunda A es verde" in page
        assert "Adivina la palabra oculta en 6 intentos" in page
    override = make_app(ui_language="en")
    async with override.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        assert ui_language() == "en"
        assert override.settings.ui_language == ""  # not saved
    assert Storage().settings.load().ui_language == ""


async def test_a_fresh_start_in_a_spanish_locale_plays_spanish_words(home, monkeypatch):
    """A first run in a Spanish locale had Spanish menus and English words (no Ñ
    key on the first daily). Until the player chooses, the locale decides both."""
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    app = make_app(first_run=True)
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        assert ui_language() == "es" and isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("d")  # the daily
        await pilot.pause()
        board = app.screen
        assert isinstance(board, GameScreen) and board.game.language == "es"
        assert board.query_one(f"#{KeyboardKey.id_for('ñ')}", KeyboardKey)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        settings = app.screen
        assert isinstance(settings, SettingsScreen)
        assert settings.query_one("#language", Select).value == "es"
        settings.query_one("#language", Select).value = "en"  # the player's own choice now
        await pilot.pause()
    assert Storage().settings.load().language == "en"
    again = make_app()
    async with again.run_test(size=(100, 36)) as pilot:
        await pilot.pause()
        assert again.settings.language == "en" and ui_language() == "es"
