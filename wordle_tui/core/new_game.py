"""Starting a game: the daily word, a practice seed, a code, or a word chosen by a friend,
on one board, several or against Absurdle's host.

Every new game is built here (:func:`new_game`): the menu, the archive, the several-boards
dialog and the ``play`` command describe what the player asked for in a
:class:`GameRequest` and get the same game for the same request.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from wordle_tui.core.absurdle import AbsurdleGame
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
from wordle_tui.core.multiboard import MultiGame, get_variant, is_variant_code, read_variant_code
from wordle_tui.core.normalize import BadCharacter, normalize
from wordle_tui.core.saved import AnyGame
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import WordList
from wordle_tui.i18n import _

WordLoader = Callable[[str, int], WordList]
WORDLE = "wordle"
ABSURDLE = "absurdle"


class RequestError(ValueError):
    """A request that names no game (a friend's word on several boards, Absurdle's daily,
    a code of another game…): the message says why, in the interface language."""


@dataclass(frozen=True)
class GameRequest:
    """What the player asked to play. ``game``: ``wordle``, a several-boards variant
    (``dordle``, ``quordle``, ``octordle``) or ``absurdle``; then at most one of ``day``
    (that day's daily, past days too), ``code`` (a practice or friend's code; asked as
    ``wordle``, a several-boards code opens the game it names) or ``word`` (a friend's
    word, Wordle only). None of them: a practice game."""

    game: str = WORDLE
    day: date | None = None
    code: str | None = None
    word: str | None = None


def new_game(request: GameRequest, settings: Settings, load: WordLoader) -> AnyGame:
    """The game ``request`` names, on the settings' list (a code names its own).

    Raises :class:`RequestError` for a request that names no game, CodeError for a code
    that cannot be read, ValueError for a list too short for the boards and OSError for a
    list that cannot be read."""
    game = request.game
    asked = [name for name in ("day", "code", "word") if getattr(request, name) is not None]
    if len(asked) > 1:
        raise RequestError(_("a daily, a code and a word are different games: pick one"))
    if game != WORDLE and request.word is not None:
        raise RequestError(_("--word is for Wordle: a friend's word is played on one board"))
    if game == ABSURDLE:
        if asked:
            raise RequestError(_("Absurdle has no daily and no codes: the host picks no word"))
        words = load(settings.language, settings.length)
        return AbsurdleGame(words, hard_mode=settings.hard_mode, no_repeat=settings.no_repeat)
    if game != WORDLE:
        return _several_boards(request, settings, load)
    if request.day is not None:
        return daily_game(settings, request.day, load)
    if request.code is not None:
        if is_variant_code(request.code):
            return MultiGame.from_code(request.code, load)
        return game_from_code(request.code, settings, load)
    if request.word is not None:
        made = custom_game(request.word, settings, load)
        if isinstance(made, str):
            raise RequestError(made)
        return made
    return practice_game(settings, load)


def _several_boards(request: GameRequest, settings: Settings, load: WordLoader) -> MultiGame:
    variant = get_variant(request.game)
    if request.code is not None:
        parsed = read_variant_code(request.code)
        if parsed.variant != variant:
            raise RequestError(
                _("the code is a {code}'s, not a {asked}'s").format(
                    code=parsed.variant.name, asked=variant.name
                )
            )
        return MultiGame.from_code(request.code, load)
    words = load(settings.language, settings.length)
    if request.day is not None:
        return MultiGame.daily(words, variant, request.day, no_repeat=settings.no_repeat)
    return MultiGame.practice(words, variant, no_repeat=settings.no_repeat)


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
