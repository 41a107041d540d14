"""The interface languages: every catalogue (Spanish, French, German, Italian, Portuguese) is
complete and compiled, numbers, dates and ordinals follow the language, the share text names
its puzzle, and the command line speaks Spanish (its help and argparse's own errors too)."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from datetime import date, datetime
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

from tests.helpers import make_words
from wordle_tui.core.game import Game
from wordle_tui.core.languages import LANGUAGES, locale_word_language
from wordle_tui.core.limits import Mode
from wordle_tui.core.settings import Settings
from wordle_tui.core.share import share_title
from wordle_tui.core.validation import validate_guess
from wordle_tui.i18n import (
    DOMAIN,
    LOCALE_DIR,
    LOCALE_LANGUAGES,
    UI_LANGUAGES,
    _,
    detect_ui_language,
    letter_ordinal,
    locale_language,
    ngettext,
    number,
    set_ui_language,
    short_date,
    short_moment,
    system_locale,
)

ROOT = Path(__file__).resolve().parent.parent
BABEL_CONFIG = ROOT / "babel.cfg"
CATALOGUES = [language for language in UI_LANGUAGES if language != "en"]
PLURAL_FORMS = {
    "es": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",  # 0 partie, 1 partie, 2 parties
    "de": "nplurals=2; plural=(n != 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "pt": "nplurals=2; plural=(n > 1);",  # Brazilian: 0 partida
}
PO_FILE = LOCALE_DIR / "es" / "LC_MESSAGES" / f"{DOMAIN}.po"
MO_FILE = PO_FILE.with_suffix(".mo")
BRACES = re.compile(r"\{(\w*)[^{}]*\}")
PERCENT = re.compile(r"%(\([\w]+\))?[#0 +-]*\d*(?:\.\d+)?[sdrifoxXeEgGc%]")


def code_messages() -> set[str | tuple[str, str]]:
    """Every message the code marks (``_``, ``N_``, ``ngettext``, ``pgettext``) and every
    language description's name, extracted with Babel's default keywords and the project's
    ``babel.cfg``, as ``pybabel extract -F babel.cfg`` does (README, Development)."""
    with BABEL_CONFIG.open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    found: set[str | tuple[str, str]] = set()
    extracted = extract_from_dir(str(ROOT), method_map=method_map, options_map=options_map)
    for _filename, _line, message, _comments, context in extracted:
        key = message if isinstance(message, str) else tuple(message)[:2]
        found.add((context, key) if context else key)  # type: ignore[arg-type]
    return found


def read_catalogue(language: str):
    with (LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po").open("rb") as handle:
        return read_po(handle, locale=language)


def spanish_catalogue():
    return read_catalogue("es")


def placeholders(text: str, source: str) -> tuple[list[str], list[str]]:
    """The ``{name}`` fields, and the ``%s`` ones where the English has any (argparse's
    messages: elsewhere a % is a percent sign, "Win %")."""
    percents = sorted(PERCENT.findall(text)) if PERCENT.search(source) else []
    return sorted(BRACES.findall(text)), percents


def test_every_interface_language_has_a_catalogue():
    assert UI_LANGUAGES[0] == "en" and set(PLURAL_FORMS) == set(CATALOGUES)
    assert sorted(p.name for p in LOCALE_DIR.iterdir() if p.is_dir()) == sorted(CATALOGUES)


@pytest.mark.parametrize("language", CATALOGUES)
def test_every_message_of_the_code_has_a_translation(language):
    catalogue = read_catalogue(language)
    translated = set()
    for message in catalogue:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else tuple(message.id)
        translated.add((message.context, key) if message.context else key)
    missing = code_messages() - translated
    assert not missing, f"not in the {language} catalogue: {sorted(map(str, missing))[:20]}"
    stale = translated - code_messages()
    assert not stale, f"no longer in the code (run pybabel update): {sorted(map(str, stale))[:20]}"


@pytest.mark.parametrize("language", CATALOGUES)
def test_no_translation_is_fuzzy_empty_or_drops_a_placeholder(language):
    catalogue = read_catalogue(language)
    assert catalogue.plural_forms == PLURAL_FORMS[language]
    for message in catalogue:
        if not message.id:
            continue
        assert not message.fuzzy, message.id
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        assert len(strings) == (1 if isinstance(message.id, str) else 2), message.id
        for text in strings:
            assert text and text.strip(), f"empty translation of {message.id!r}"
            # each form keeps the placeholders of its English source (a count may be spelt
            # out only in the singular, as English does in "1 game")
            forms = [placeholders(source, source) for source in ids]
            assert any(
                placeholders(text, source) == form for source, form in zip(ids, forms, strict=True)
            ), f"{message.id!r} -> {text!r}"


def compiled_messages(mo: bytes) -> dict[object, object]:
    """A compiled catalogue's translations, keyed by (context, message id).

    The header entry (the empty id) is left out: it names the tool and version that
    compiled the file ("Generated-By: Babel 2.18.0"), which says nothing of the
    translations and changes with every Babel release."""
    catalogue = read_mo(io.BytesIO(mo))
    return {
        (message.context, _frozen(message.id)): _frozen(message.string)
        for message in catalogue
        if message.id
    }


def _frozen(text: object) -> object:
    """A message's id or string, hashable (a plural's forms come as a list)."""
    return text if isinstance(text, str) else tuple(text)  # type: ignore[arg-type]


@pytest.mark.parametrize("language", CATALOGUES)
def test_the_compiled_catalogue_is_the_current_one(language):
    """The .mo in the repository (and the wheel) says what the .po says: compile after editing
    (``pybabel compile -d wordle_tui/i18n/locale -D wordle-tui``)."""
    buffer = io.BytesIO()
    write_mo(buffer, read_catalogue(language))
    mo_file = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    assert compiled_messages(mo_file.read_bytes()) == compiled_messages(buffer.getvalue())


def test_the_catalogue_check_ignores_the_compilers_version():
    """Another Babel release writes another header: the check above still passes, and it
    still fails when a translation differs."""
    shipped = MO_FILE.read_bytes()
    compiler = re.search(rb"Generated-By: Babel ([0-9.]+)", shipped)
    assert compiler is not None
    other = re.sub(rb"[0-9]", b"9", compiler.group(1))  # the same length: offsets stay valid
    recompiled = shipped.replace(compiler.group(0), b"Generated-By: Babel " + other)
    assert recompiled != shipped
    assert compiled_messages(recompiled) == compiled_messages(shipped)
    catalogue = spanish_catalogue()
    changed = next(m for m in catalogue if m.id and isinstance(m.string, str) and m.string)
    changed.string = changed.string + "!"
    buffer = io.BytesIO()
    write_mo(buffer, catalogue)
    assert compiled_messages(buffer.getvalue()) != compiled_messages(shipped)


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX.UTF-8"}, "es"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "es_ES.UTF-8", "LC_ALL": "C"}, "en"),  # LC_ALL decides first
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "es_AR.UTF-8"}, "es"),
        ({}, "en"),
    ],
)
def test_the_locale_chooses_the_interface_language(environ, expected):
    assert detect_ui_language(environ) == expected


class FakeKernel32:
    """Windows' kernel32 as ctypes shows it, answering GetUserDefaultUILanguage."""

    def __init__(self, language_id: int) -> None:
        self.language_id = language_id

    def GetUserDefaultUILanguage(self) -> int:
        return self.language_id


@pytest.mark.parametrize(
    ("language_id", "environ", "expected"),
    [
        (0x0C0A, {}, "es"),  # es-ES: no LANG on Windows, the system's call decides
        (0x080A, {}, "es"),  # es-MX
        (0x0409, {}, "en"),  # en-US
        (0x0413, {}, "en"),  # nl-NL: no Dutch interface or words yet
        (0x0C0A, {"LANG": "en_US.UTF-8"}, "en"),  # a LANG set (Git Bash, MSYS) decides first
    ],
)
def test_on_windows_the_locale_comes_from_the_system_call(
    monkeypatch, language_id, environ, expected
):
    """On Windows LANG and LC_* are usually unset; the interface (and the words)
    follow the user's interface language, read with the platform's own call (faked here)."""
    import ctypes
    import types

    windll = types.SimpleNamespace(kernel32=FakeKernel32(language_id))
    monkeypatch.setattr(ctypes, "windll", windll, raising=False)
    name = system_locale(environ, platform="win32")
    assert detect_ui_language(locale_name=name) == expected
    assert locale_word_language(name) == expected
    monkeypatch.setattr(sys, "platform", "win32")  # the whole way, as a Windows start does
    assert detect_ui_language(environ) == expected
    settings, _ = Settings.from_dict({"format": 1}, environ)
    assert settings.language == expected and Settings().interface_language(environ) == expected


def test_without_the_windows_call_the_locale_is_unknown(monkeypatch):
    import ctypes

    monkeypatch.delattr(ctypes, "windll", raising=False)
    assert system_locale({}, platform="win32") == ""
    assert system_locale({}, platform="linux") == ""
    assert detect_ui_language({}) == "en"


def test_adding_a_language_is_one_entry_of_the_locale_table(monkeypatch):
    """More languages may come: the locale table is the one place a locale is read."""
    monkeypatch.setitem(LOCALE_LANGUAGES, "nl", "nl")
    monkeypatch.setattr("wordle_tui.i18n.UI_LANGUAGES", ("en", "es", "nl"))
    assert locale_language("nl_BE.UTF-8") == "nl"
    assert detect_ui_language({"LANG": "nl_NL.UTF-8"}) == "nl"


@pytest.mark.parametrize(
    ("locale_name", "interface", "words"),
    [
        ("fr_FR.UTF-8", "fr", "en"),
        ("fr_CA.UTF-8", "fr", "en"),
        ("de_DE.UTF-8", "de", "en"),
        ("de_AT.UTF-8", "de", "en"),
        ("it_IT.UTF-8", "it", "en"),
        ("pt_BR.UTF-8", "pt", "en"),
        ("pt_PT.UTF-8", "pt", "en"),
    ],
)
def test_the_new_interface_languages_follow_the_locale(locale_name, interface, words):
    """The interface follows the locale; the words too once the language has word lists
    (until then English)."""
    assert detect_ui_language({"LANG": locale_name}) == interface
    expected_words = interface if interface in LANGUAGES else words
    assert locale_word_language(locale_name) == expected_words


@pytest.mark.parametrize(
    ("language", "figures"),
    [
        (
            "fr",
            ("1\u00a0983", "1\u00a0234\u00a0567,5", "1re", "2e", "23 nov. 2026", "3 févr. 2026"),
        ),
        ("de", ("1.983", "1.234.567,5", "1.", "2.", "23.11.2026", "03.02.2026")),
        ("it", ("1.983", "1.234.567,5", "1ª", "2ª", "23 nov 2026", "3 feb 2026")),
        ("pt", ("1.983", "1.234.567,5", "1ª", "2ª", "23 nov 2026", "3 fev 2026")),
    ],
)
def test_numbers_dates_and_ordinals_in_the_new_languages(language, figures):
    set_ui_language(language)
    assert (
        number(1983),
        number(1234567.5, 1),
        letter_ordinal(1),
        letter_ordinal(2),
        short_date(date(2026, 11, 23)),
        short_date(date(2026, 2, 3)),
    ) == figures


def test_numbers_dates_and_ordinals_follow_the_language():
    moment = datetime(2026, 11, 23, 14, 5)
    assert (number(1983), number(28.25, 1), letter_ordinal(2), letter_ordinal(11)) == (
        "1,983",
        "28.2",
        "2nd",
        "11th",
    )
    assert (short_date(moment.date()), short_moment(moment)) == ("2026-11-23", "2026-11-23 14:05")
    set_ui_language("es")
    assert (number(1983), number(1234567.5, 1), letter_ordinal(2)) == (
        "1.983",
        "1.234.567,5",
        "2.ª",
    )
    assert short_date(date(2026, 11, 23)) == "23 nov 2026"
    assert short_moment(moment) == "23 nov 2026 14:05"
    assert ngettext("{count} game", "{count} games", 1) == "{count} game"  # not in the code


def test_plural_forms_in_both_languages():
    one = ngettext("History · {count} game", "History · {count} games", 1).format(count=1)
    two = ngettext("History · {count} game", "History · {count} games", 2).format(count=2)
    assert (one, two) == ("History · 1 game", "History · 2 games")
    set_ui_language("es")
    one = ngettext("History · {count} game", "History · {count} games", 1).format(count=1)
    two = ngettext("History · {count} game", "History · {count} games", 2).format(count=2)
    assert (one, two) == ("Historial · 1 partida", "Historial · 2 partidas")


WORDS = make_words(["señor", "perro", "gatos"], ["roñas", "arcos"], language="es")


def test_refusals_in_spanish_as_the_nyt_words_them():
    set_ui_language("es")
    game = Game(WORDS, "señor", hard_mode=True)
    game.submit("perro")  # E green in the 2nd spot
    messages = {
        "perr": "Faltan letras",
        "zzzzz": "No está en la lista",
        "gatos": "La 2.ª letra debe ser E",
    }
    for typed, expected in messages.items():
        refused = game.check(typed)
        assert not isinstance(refused, str) and refused.message == expected
    assert validate_guess("perro", WORDS, game.rows, no_repeat=True).message == (  # type: ignore[union-attr]
        "Ya la has probado"
    )
    rows = Game(WORDS, "perro", hard_mode=True)
    rows.submit("arcos")  # R and O yellow, no green
    refused = rows.check("gatos")
    assert not isinstance(refused, str) and refused.message == "Debe contener R"


def test_the_share_text_names_its_puzzle_language_and_length():
    assert share_title("es", 5, Mode.DAILY, 142, None) == "wordle-tui ES5 #142"
    assert share_title("en", 6, Mode.PRACTICE, None, "EN6P-7KQ2MXX") == (
        "wordle-tui EN6 practice EN6P-7KQ2MXX"
    )
    assert share_title("en", 5, Mode.CUSTOM, None, "EN5F-ABCDEFG") == (
        "wordle-tui EN5 friend EN5F-ABCDEFG"
    )
    set_ui_language("es")
    assert share_title("es", 5, Mode.PRACTICE, None, "ES5P-7KQ2MXX") == (
        "wordle-tui ES5 práctica ES5P-7KQ2MXX"
    )
    game = Game.daily(WORDS, date(2027, 3, 22), hard_mode=True)
    game.submit(game.secret)
    assert game.share().splitlines()[0] == f"wordle-tui ES5 #{game.puzzle} 1/6*"
    assert game.puzzle == 142


def test_an_unknown_interface_language_is_english():
    set_ui_language("nl")
    assert _("Not enough letters") == "Not enough letters"
    for language in CATALOGUES:  # each catalogue is read, none says it in English
        set_ui_language(language)
        assert _("Not enough letters") not in ("", "Not enough letters"), language


# --- the command line in Spanish ------------------------------------------------------------


def run_cli(*args: str, lang: str = "es_ES.UTF-8") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(LANG=lang, PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "wordle_tui", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def test_solve_in_spanish():
    result = run_cli("solve", "señor", "--lang", "es")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    # the bot's verb agrees with no one; the strategy is named in Spanish
    assert lines[-1].startswith("Acertó SEÑOR en ") and lines[-1].endswith("/6 (óptima).")
    assert re.match(r"1\. \w+  [GY-]{5}  1\.\d{3} → quedan \d+", lines[0]), lines[0]
    assert "divide 1." in lines[1] and "grupos; quedarían" in lines[1] and "de media" in lines[1]
    assert "resuelta" in lines[-3]


def test_help_and_argparse_errors_in_spanish():
    result = run_cli("--help")
    assert result.returncode == 0
    assert result.stdout.startswith("uso: wordle-tui")
    for text in ("opciones:", "muestra esta ayuda y sale", "el bot juega contra una palabra"):
        assert text in result.stdout
    wrong = run_cli("solve", "señor", "--lang", "zz")  # no language has that code
    assert wrong.returncode == 2 and wrong.stdout == ""
    choices = ", ".join(f"'{code}'" for code in LANGUAGES)  # every described language
    assert wrong.stderr == (
        "wordle-tui solve: error: argumento --lang: opción no válida: 'zz' "
        f"(elige entre {choices}) (mira wordle-tui solve --help)\n"
    )
    missing = run_cli("solve")
    assert "faltan los siguientes argumentos: PALABRA" in missing.stderr


def test_ui_lang_overrides_the_locale_for_one_run():
    spanish = run_cli("solve", "crane", "--ui-lang", "es", lang="en_US.UTF-8")
    assert spanish.returncode == 0 and "Acertó CRANE en" in spanish.stdout
    english = run_cli("--ui-lang", "en", "solve", "crane")  # before the command too
    assert english.returncode == 0 and "Solved CRANE in" in english.stdout
    assert run_cli("solve", "crane").stdout.splitlines()[-1].startswith("Acertó CRANE")
