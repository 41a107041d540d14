"""Every language added after English and Spanish, played end to end in its own interface:
a whole practice game (refusals, hard mode's hint, win, result, share text, code), the
daily on the shipped lists, the bot guessing a word on them, and the keyboard's layout and
folding (German ä types AE).

A new language needs a case here: ``test_every_added_language_has_a_case`` says so.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from textual.containers import HorizontalGroup
from textual.widgets import Label, TextArea

from tests.app_support import Recorder, make_app, settle, start_practice, type_word
from tests.helpers import make_words
from tests.test_app_bots import give_colours, open_bot_guesses
from wordle_tui.core.choose import daily_number, daily_word
from wordle_tui.core.languages import LANGUAGES
from wordle_tui.core.limits import Mode
from wordle_tui.core.settings import Settings
from wordle_tui.core.validation import ALREADY_GUESSED, NOT_ENOUGH_LETTERS, NOT_IN_WORD_LIST
from wordle_tui.core.words import load_word_list
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.i18n import _, letter_ordinal, pgettext, ui_language
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.keyboard import Keyboard
from wordle_tui.widgets.keyboard_key import KeyboardKey

FIRST_LANGUAGES = {"en", "es"}  # played by tests/test_app_game.py and test_app_spanish.py


@dataclass(frozen=True)
class Case:
    """Five-letter words of one language: the secret, a guess that finds its 2nd letter,
    another guess that does not (hard mode refuses it), and a word the bot must find."""

    secret: str
    finds_second: str
    misses_second: str
    bot_secret: str


CASES = {
    "fr": Case("monde", "porte", "livre", "plage"),
    "de": Case("apfel", "spiel", "tisch", "blume"),
    "it": Case("mondo", "porta", "libro", "pasta"),
    "pt": Case("mundo", "junto", "livro", "praia"),
}
ADDED = [code for code in LANGUAGES if code not in FIRST_LANGUAGES]


def test_every_added_language_has_a_case():
    assert set(ADDED) == set(CASES)


def settings_in(code: str, **options) -> Settings:
    return Settings(help_seen=True, language=code, ui_language=code, **options)


def text(widget) -> str:
    return str(widget.render())


@pytest.mark.parametrize("code", ADDED)
async def test_a_whole_game_reads_in_the_language(home, code):
    case = CASES[code]
    lists = {
        (code, 5): make_words([case.secret, case.finds_second, case.misses_second], language=code)
    }
    storage = Storage(lambda lang, n: lists[(lang, n)])
    storage.settings.save(settings_in(code, hard_mode=True, no_repeat=True))
    recorder = Recorder()
    app = make_app(storage=storage, load_words=lambda lang, n: lists[(lang, n)])
    async with app.run_test(size=(100, 36), notifications=True, message_hook=recorder) as pilot:
        assert ui_language() == code
        screen = await start_practice(pilot, case.secret)
        language = LANGUAGES[code]
        rows = [
            "".join(key.value for key in row.query(KeyboardKey) if len(key.value) == 1)
            for row in screen.query_one(Keyboard).query(HorizontalGroup)
        ]
        assert rows == list(language.keyboard_rows)
        await type_word(pilot, case.secret[:3])
        await pilot.press(*["backspace"] * 3)
        await type_word(pilot, "zzzzz")
        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, case.finds_second)
        await type_word(pilot, case.finds_second)
        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, case.misses_second)
        second = case.secret[1].upper()
        refusals = [
            _(NOT_ENOUGH_LETTERS),
            _(NOT_IN_WORD_LIST),
            _(ALREADY_GUESSED),
            _("{ordinal} letter must be {letter}").format(ordinal=letter_ordinal(2), letter=second),
        ]
        assert len(set(refusals)) == 4 and refusals[0] != "Not enough letters"
        assert [toast for toast in recorder.toasts if toast in refusals] == refusals

        await pilot.press(*["backspace"] * 5)
        await type_word(pilot, case.secret)
        await settle(pilot)
        result = app.screen
        assert isinstance(result, ResultScreen)
        code_text = screen.game.code
        assert code_text is not None and code_text.startswith(f"{code.upper()}5P-")
        share = result.query_one("#result-share", TextArea).text
        practice = pgettext("share text", "practice")
        assert share.splitlines()[0] == f"wordle-tui {code.upper()}5 {practice} {code_text} 2/6*"
        assert f"--code {code_text}" in text(result.query_one("#result-code", Label))


@pytest.mark.parametrize("code", ADDED)
async def test_the_daily_on_the_shipped_lists(home, code):
    Storage().settings.save(settings_in(code))
    app = make_app(load_words=load_word_list)
    async with app.run_test(size=(100, 36)) as pilot:
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("d")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.game.mode is Mode.DAILY
        words = load_word_list(code, 5)
        day = app.data.today()
        secret = daily_word(words, day)
        assert secret in words.answer_set
        await type_word(pilot, secret)
        await settle(pilot)
        result = app.screen
        assert isinstance(result, ResultScreen)
        share = result.query_one("#result-share", TextArea).text
        assert share.splitlines()[0] == f"wordle-tui {code.upper()}5 #{daily_number(day)} 1/6"


@pytest.mark.parametrize("code", ADDED)
async def test_the_bot_guesses_a_word_on_the_shipped_lists(home, code):
    secret = CASES[code].bot_secret
    assert secret in load_word_list(code, 5).answer_set
    app = make_app(load_words=load_word_list)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_bot_guesses(pilot, settings_in(code))
        session = screen.session
        while session.phase.name == "MARKING":
            await give_colours(pilot, screen, secret)
        assert session.phase.name == "FOUND", [row.guess for row in session.rows]
        assert session.rows[-1].guess == secret and len(session.rows) <= 6


async def test_german_umlauts_and_eszett_type_their_folded_letters(home):
    lists = {("de", 5): make_words(["maehe", "weiss"], language="de")}
    storage = Storage(lambda lang, n: lists[(lang, n)])
    storage.settings.save(settings_in("de"))
    app = make_app(storage=storage, load_words=lambda lang, n: lists[(lang, n)])
    async with app.run_test(size=(100, 36)) as pilot:
        screen = await start_practice(pilot, "weiss")
        await pilot.press("m", "ä")
        assert screen.session.typed == "mae"
        await pilot.press(*["backspace"] * 3, "w", "e", "i", "ß")
        assert screen.session.typed == "weiss"
