"""Starting a game: the daily word, a practice seed, a code, or a word chosen by a friend.

Shared by the menu and the ``play`` command so both start games the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from wordle_tui.core.choose import practice_word
from wordle_tui.core.codes import (
    CodeError,
    friend_code,
    new_practice_seed,
    practice_code,
    read_code,
)
from wordle_tui.core.game import Game
from wordle_tui.core.languages import MAX_LENGTH, MIN_LENGTH, WORD_LENGTHS, get_language
from wordle_tui.core.limits import Mode
from wordle_tui.core.normalize import BadCharacter, normalize
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import WordList
from wordle_tui.i18n import _

WordLoader = Callable[[str, int], WordList]


def daily_game(settings: Settings, day: date, load: WordLoader) -> Game:
    """Today's puzzle for the language and length in the settings."""
    words = load(settings.language, settings.length)
    return Game.daily(words, day, **settings.game_options())


def practice_game(settings: Settings, load: WordLoader, seed: int | None = None) -> Game:
    """A practice game whose code lets anyone play the same word."""
    words = load(settings.language, settings.length)
    return practice_game_for(words, new_practice_seed() if seed is None else seed, settings)


def game_from_code(code: str, settings: Settings, load: WordLoader) -> Game:
    """A practice or friend's game from its code; raises CodeError with a reason."""
    parsed = read_code(code)
    words = load(parsed.language, parsed.length)
    if parsed.word is None:
        assert parsed.seed is not None
        return practice_game_for(words, parsed.seed, settings)
    if not words.is_guess(parsed.word):
        raise CodeError(_("this friend code names a word that is not in the word list"))
    return Game(
        words,
        parsed.word,
        mode=Mode.CUSTOM,
        code=friend_code(parsed.word, words.language.code),
        **settings.game_options(),
    )


def practice_game_for(words: WordList, seed: int, settings: Settings) -> Game:
    """The practice game of one seed on one list."""
    code = practice_code(words.language.code, words.length, seed)
    return Game(
        words,
        practice_word(words, seed),
        mode=Mode.PRACTICE,
        code=code,
        **settings.game_options(),
    )


def check_custom_word(text: str, language: str, load: WordLoader) -> tuple[str, WordList] | str:
    """A word a player chose for a friend, with its list; or why it cannot be used."""
    lang = get_language(language)
    word = normalize(text, lang)
    if isinstance(word, BadCharacter):
        return word.message
    if not word:
        return _("Type a word")
    if len(word) not in WORD_LENGTHS:
        return _("The word must have {low} to {high} letters, not {count}").format(
            low=MIN_LENGTH, high=MAX_LENGTH, count=len(word)
        )
    words = load(lang.code, len(word))
    if not words.is_guess(word):
        return _("{word} is not in the {language} word list").format(
            word=word.upper(), language=lang.in_text
        )
    return word, words


def custom_game(text: str, settings: Settings, load: WordLoader) -> Game | str:
    """A game on a word a friend typed (hidden from the player), or why it cannot be."""
    checked = check_custom_word(text, settings.language, load)
    if isinstance(checked, str):
        return checked
    word, words = checked
    return Game(
        words,
        word,
        mode=Mode.CUSTOM,
        code=friend_code(word, words.language.code),
        **settings.game_options(),
    )
