"""The interface's texts, one by one: in the interface language, whole, and agreeing.

The walk (tests/test_screen_walk.py) reads every screen; these tests pin the texts a
Spanish player found wrong: Textual's own (the palette, the Keys panel, a saved picture),
the strategies' names, the example codes, the command line's output, texts cut short or
clumsy (a label touching its switch, the hint panel's heads, a solved row).
"""

from __future__ import annotations

import contextlib

import pytest
from rich.cells import cell_len
from textual.notifications import Notify
from textual.widgets import Input, Label, Select

from tests.app_support import SPANISH_5, Recorder, make_app, settle
from tests.helpers import sweep
from tests.screen_walk import foreign_words, screen_text
from wordle_tui.bots.engine import Analysis
from wordle_tui.bots.strategy_names import STRATEGY_TITLES, strategy_title
from wordle_tui.cli import build_parser, main
from wordle_tui.commands.arguments import COMMANDS
from wordle_tui.core.filtering import Row
from wordle_tui.core.languages import ENGLISH, SPANISH
from wordle_tui.core.scoring import score
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import load_word_list
from wordle_tui.dialogs.custom_word import CustomWordScreen
from wordle_tui.dialogs.multi_setup import MultiSetupScreen
from wordle_tui.dialogs.statistics import (
    StatisticsScreen,
    game_choices,
    language_choices,
    length_choices,
    mode_choices,
)
from wordle_tui.dialogs.watch_setup import WatchSetupScreen
from wordle_tui.i18n import UI_LANGUAGES, set_ui_language
from wordle_tui.solver.strategies import STRATEGIES
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.footer import key_display
from wordle_tui.widgets.hints_view import best_text, count_text
from wordle_tui.widgets.keys_panel import KeysPanel

# The languages the README's test command checks the interface in; the others with -m slow
# (German has the longest texts)
QUICK_LANGUAGES = {"en", "es", "de"}


def spanish_app(**settings):
    Storage().settings.save(Settings(help_seen=True, ui_language="es", **settings))
    return make_app()


# --- Textual's own texts ------------------------------------------------------------------------


async def test_the_palettes_system_commands_are_ours_and_translated(home):
    app = spanish_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        commands = {command.title: command.help for command in app.get_system_commands(app.screen)}
    assert set(commands) >= {"Tema", "Salir", "Teclas", "Captura de pantalla"}
    for title, help_text in commands.items():
        assert foreign_words(f"{title} {help_text}", "es") == set(), (title, help_text)


async def test_the_keys_panel_is_ours_and_names_keys_in_spanish(home):
    app = spanish_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_show_help_panel()
        await pilot.pause()
        await pilot.pause()
        assert app.screen.query_one(KeysPanel)
        text = screen_text(app)
        assert app.screen.query("HelpPanel")  # Textual's panel, with our table in it
        app.action_hide_help_panel()
        await pilot.pause()
        assert not app.screen.query(KeysPanel)
    assert "Desplazar a la izquierda" in text and "Scroll Left" not in text
    assert "mayús+tab" in text and "shift+tab" not in text


def test_key_names_in_spanish():
    set_ui_language("es")
    assert key_display("shift+tab") == "mayús+tab"
    assert key_display("^pgup") == "^repág"
    assert key_display("home") == "inicio"
    assert key_display("^q") == "^q"
    set_ui_language("en")
    assert key_display("shift+tab") == "shift+tab"


async def test_a_saved_picture_of_the_screen_is_said_in_spanish(home, tmp_path):
    folder = tmp_path / "pictures"
    folder.mkdir()
    recorder = Recorder()
    app = spanish_app()
    async with app.run_test(size=(80, 24), message_hook=recorder) as pilot:
        await pilot.pause()
        assert app.deliver_screenshot(path=str(folder)) is not None
        await recorder.wait_for(Notify)
        await pilot.pause()
    assert [path.suffix for path in folder.iterdir()] == [".svg"]
    assert recorder.toasts == [f"Imagen de la pantalla guardada en {next(folder.iterdir())}"]


async def test_no_matches_in_the_palette_is_said_in_spanish(home):
    app = spanish_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.press(*"zzzq")
        palette = app.screen
        for _pause in range(400):
            options = list(palette.query_one("CommandList").options)  # type: ignore[attr-defined]
            if options and options[0].disabled:
                break
            await pilot.pause()
        shown = str(options[0].prompt.renderable)
    assert shown == "No hay coincidencias"


# --- the strategies' names -----------------------------------------------------------------------


def test_every_strategy_has_a_name_in_every_interface_language():
    assert set(STRATEGY_TITLES) == set(STRATEGIES)
    set_ui_language("es")
    assert strategy_title("optimal") == "óptima"
    assert {strategy_title(name) for name in STRATEGIES}.isdisjoint(set(STRATEGIES) - {"minimax"})


async def test_the_watch_dialog_and_header_name_the_strategy_in_spanish(home):
    app = spanish_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w")
        await settle(pilot)
        assert isinstance(app.screen, WatchSetupScreen)
        assert "óptima: menos intentos esperados" in screen_text(app)
        await pilot.press(*"share", "enter")
        await settle(pilot)
        header = screen_text(app).splitlines()[0].strip()
    # the list comes right after the word (a narrow header never loses it), then the strategy
    assert header.startswith("Viendo SHARE · Inglés, 5 letras · óptima") and "optimal" not in header


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["assist", "crane=-Y--G"], "Mejores próximos intentos (óptima, intentos):"),
        (["assist", "crane=-Y--G", "--strategy", "entropy"], "(entropía, bits):"),
    ],
)
def test_the_command_line_names_the_strategy_in_spanish(capsys, args, expected):
    assert main(["--ui-lang", "es", *args]) == 0  # the English value is still the option
    output = capsys.readouterr().out
    assert expected in output


def test_a_word_not_in_the_list_reads_naturally(capsys):
    """Once "palabra 'zzzzz' no está en la lista de palabras de 5 letras (Inglés)"."""
    assert main(["--ui-lang", "es", "solve", "zzzzz"]) == 2
    error = capsys.readouterr().err
    assert "en la lista de palabras en inglés de 5 letras" in error
    assert "(Inglés)" not in error


def test_language_names_inside_a_sentence():
    set_ui_language("es")
    assert (ENGLISH.in_text, SPANISH.in_text) == ("inglés", "español")
    assert (ENGLISH.title, SPANISH.title) == ("Inglés", "Español")  # a list, a heading
    set_ui_language("en")
    assert (ENGLISH.in_text, SPANISH.in_text) == (ENGLISH.title, SPANISH.title)


# --- the codes follow the word language ------------------------------------------------


async def test_example_codes_follow_the_word_language(home):
    app = spanish_app(language="es")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, CustomWordScreen)
        assert app.screen.query_one("#custom-code-input", Input).placeholder == "ES5F-…"
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("m")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, MultiSetupScreen)
        code = dialog.query_one("#multi-code", Input)
        assert code.placeholder == "Quordle-ES5P-…"
        dialog.query_one("#multi-variant", Select).value = "dordle"
        await pilot.pause()
        assert code.placeholder == "Dordle-ES5P-…"


# --- texts cut short or clumsy ------------------------------------------------------------------


@pytest.mark.parametrize("language", sweep(UI_LANGUAGES, QUICK_LANGUAGES))
async def test_each_setting_label_leaves_room_before_its_field(home, language):
    """ "Modo difícil▊" touched its switch in the Watch dialog."""
    Storage().settings.save(Settings(help_seen=True, ui_language=language))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("w", "s"):
            await pilot.press(key)
            await settle(pilot)
            labels = [
                label
                for label in app.screen.query(".setting > Label")
                if not label.has_class("hint") and label.display
            ]
            assert labels
            for label in labels:
                text = str(label.render())
                assert cell_len(text) < label.content_size.width, (key, text)
            await pilot.press("escape")
            await settle(pilot)


# how many lines the statistics filters take at 80 columns
UI_LANGUAGES_LINES = [("en", 1), ("es", 2), ("fr", 2), ("de", 2), ("it", 2), ("pt", 2)]


@pytest.mark.parametrize(
    ("language", "lines"), sweep(UI_LANGUAGES_LINES, QUICK_LANGUAGES, key=lambda case: case[0])
)
async def test_the_statistics_filters_never_break_a_choice_at_80_columns(home, language, lines):
    """English fits the four filters on one line; Spanish ("Todas las longitudes", "Todos
    los idiomas") puts two a line, and no choice is ever broken over two lines."""
    assert {language for language, _lines in UI_LANGUAGES_LINES} == set(UI_LANGUAGES)
    Storage().settings.save(Settings(help_seen=True, ui_language=language))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, StatisticsScreen)
        choices = {
            "#filter-game": game_choices(),
            "#filter-mode": mode_choices(),
            "#filter-language": language_choices(),
            "#filter-length": length_choices(),
        }
        for name, options in choices.items():
            select = app.screen.query_one(name, Select)
            for choice, value in options:  # every choice, not only the one shown first
                select.value = value
                await pilot.pause()
                assert app.screen.query_one("#stats-filters").size.height == lines, choice
                assert select.size.height == 1, choice
            select.value = options[0][1]


@pytest.mark.parametrize("language", UI_LANGUAGES)
def test_the_hint_tables_heads_say_different_things(language):
    """ "intento intentos quedan bits": the word's column and the figure's read alike."""
    set_ui_language(language)
    rows = (Row("perro", score("perro", "señor")),)
    from wordle_tui.bots.cache import SOLVERS

    analysis = SOLVERS.engine(SPANISH_5).analyse(rows)
    heads = best_text(analysis).splitlines()[0].split()
    assert len(heads) == len(set(heads)) == 4
    assert heads[0].rstrip("s") != heads[1].rstrip("s")


@pytest.mark.parametrize("language", UI_LANGUAGES)
def test_a_solved_position_names_its_word(language):
    """ "Solved: no word left" sat above a list that still showed the word."""
    set_ui_language(language)
    rows = (Row("señor", score("señor", "señor")),)
    analysis = Analysis(rows, 1, ("señor",), False, (), "guesses", solved=True)
    assert "SEÑOR" in count_text(analysis)


async def test_a_solved_row_says_so_beside_it(home):
    """The assistant showed "quedan 0" beside an all-green row."""
    app = spanish_app(language="es")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("a")
        await settle(pilot)
        await pilot.press(*"perro", "enter")
        await settle(pilot)
        await pilot.press(*"ggggg", "enter")
        await settle(pilot)
        notes = [str(label.render()) for label in app.screen.query(".row-note").results(Label)]
    assert notes[0] == "resuelta"


# --- the command line ------------------------------------------------------------------------


CLI_RUNS = (
    ["--help"],
    *([name, "--help"] for name in COMMANDS),
    ["solve", "crane"],
    ["solve", "crane", "--strategy", "parts", "--hard"],
    ["assist", "crane=-Y--G", "tries=-Y-Y-"],
    ["assist", "crane=GGGGG"],
    ["stats"],
    ["history"],
    ["review"],
    ["play", "--word", "zzzzz"],
    ["solve", "zzzzz"],
    ["bench", "--strategy", "frequency", "--limit", "3"],
)


@pytest.mark.parametrize("args", CLI_RUNS, ids=" ".join)
@pytest.mark.parametrize("language", sweep(UI_LANGUAGES, QUICK_LANGUAGES))
def test_the_command_line_speaks_the_interface_language(home, capsys, language, args):
    """Every command's help and output in the interface language (the words quoted from
    the list, the commands and the options' values, typed as they are, do not count)."""
    with contextlib.suppress(SystemExit):  # --help
        main(["--ui-lang", language, *args])
    captured = capsys.readouterr()
    text = captured.out + captured.err
    assert text.strip()
    helping = args[-1] == "--help"  # the help lists the options' values; an output does not
    assert foreign_words(text, language, allowed=typed_words(options=helping)) == set()


def typed_words(*, options: bool) -> set[str]:
    """What a player types as it is, whatever the language: the list's words, the commands
    and, with ``options``, the values of the options (``--strategy optimal``)."""
    typed = set(load_word_list("en", 5).guesses) | set(COMMANDS) | {"pip", "install"}
    if not options:
        return typed
    parsers = [build_parser()]
    while parsers:
        parser = parsers.pop()
        for action in parser._actions:  # argparse has no public list of its options
            if isinstance(action.choices, dict):  # the commands
                parsers.extend(action.choices.values())
            elif action.choices:
                typed |= {str(choice) for choice in action.choices}
    return typed
