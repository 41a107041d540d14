"""A walk through every screen of the app, reading what a player sees on each.

Each route starts a fresh app (test lists, fixed day, still clock) in one interface
language, goes from the menu to one screen after another, and reads the terminal as drawn
(:func:`screen_text`, from Textual's own screenshot) at each stop: the menu, every screen
and dialog the menu opens, the boards in play and finished, the command palette and the
Keys panel, refusals and the bot's messages. :func:`foreign_words` then finds the words of
another interface language among what was read.

A new screen adds a stop to a route (or a route to :data:`ROUTES`); a new interface
language needs nothing here: the words of each language come from its catalogue.

By hand, every stop of the Spanish walk at 80×24, to read as a player::

    python -m tests.screen_walk es
"""

from __future__ import annotations

import argparse
import asyncio
import html
import os
import re
import sys
import tempfile
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cache

from babel.messages.pofile import read_po
from rich.text import Text
from textual.app import App
from textual.command import CommandList
from textual.content import Content
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable, Footer, Static
from textual.widgets._footer import FooterKey

from tests.app_support import (
    ENGLISH_5,
    LISTS,
    StillClock,
    make_app,
    settle,
    start_practice,
    type_word,
)
from wordle_tui.app import WordleApp
from wordle_tui.bots.absurdle_watch import AbsurdleWatchSetup
from wordle_tui.bots.multiboard import MultiWatchSetup
from wordle_tui.bots.watch import WatchSetup
from wordle_tui.commands.arguments import COMMANDS
from wordle_tui.core.multiboard import QUORDLE
from wordle_tui.core.settings import Settings
from wordle_tui.dialogs.help import EXAMPLES
from wordle_tui.i18n import LOCALE_DIR, UI_LANGUAGES, _
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.storage.paths import HOME_VARIABLE
from wordle_tui.widgets.keys_panel import KeysPanel

SIZE = (80, 24)
KEYS_SIZE = (120, 40)  # the Keys panel beside a screen
Read = Callable[[str], Awaitable[None]]
Route = Callable[[Pilot, Read], Awaitable[None]]


# --- reading the terminal ----------------------------------------------------------------

_TEXT = re.compile(
    r'<text class="[^"]*" x="([\d.]+)" y="[\d.]+" textLength="[\d.]+" '
    r'clip-path="url\(#[\w-]+-line-(\d+)\)">([^<]*)</text>'
)
_CELL_WIDTH = 12.2  # Rich's SVG export: one terminal cell


def screen_text(app: App[object]) -> str:
    """The terminal as drawn now, one line per row (from ``export_screenshot``)."""
    rows: dict[int, dict[int, str]] = {}
    for x, line, text in _TEXT.findall(app.export_screenshot()):
        rows.setdefault(int(line), {})[round(float(x) / _CELL_WIDTH)] = html.unescape(text)
    lines = []
    for number in range(max(rows, default=-1) + 1):
        cells = rows.get(number, {})
        line = ""
        for column in sorted(cells):
            line = line.ljust(column) + cells[column]
        lines.append(line.replace("\xa0", " ").rstrip())
    return "\n".join(lines)


# --- the words of each language ------------------------------------------------------------

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
# Textual's English that our catalogue may not hold, and common English words: a text of
# Textual's (or one left untranslated) is caught even when no msgid has its words.
ENGLISH_WORDS_TEXT = """
    the and of to for with from your you this that not found matches no-matches press
    select selected copy text save screenshot theme themes quit help focus focused
    scroll page left right up down first last next previous toggle widget keys key show
    hide maximize minimize change current application possible soon available summary
    search commands command cancel close back open home end delete cursor move word
    words guess guesses board boards game games played hints settings statistics review
    history menu new play practice daily custom archive watch bot assistant letters
    letter attempts mode hard contrast symbols animations language length stats enter
    space tab shift solved left found best expected bits groups optimal entropy parts
    frequency strategy random friend code share streak average time won lost yes keep
"""
ENGLISH_WORDS = frozenset(ENGLISH_WORDS_TEXT.split())
# Words read the same in English and the other interface languages: names (the games,
# the program), units and keys, and words both languages write alike.
NAMES_TEXT = """
    wordle wordle-tui tui dordle quordle octordle absurdle textual ctrl esc ok bot bots
    bits minimax svg json web ñ tab cursor terminal total normal final error local general
    id mb mm dd
"""
NAMES = frozenset(NAMES_TEXT.split())
# Words a language writes as English does, on purpose: the names of keys as that language's
# keyboards print them, and loanwords its players use ("Stats", "Screenshot"). Each was
# read by the catalogue's reviewer; a word listed here is not foreign in that language.
KEPT_ENGLISH = {
    "fr": frozenset({"stats"}),
    "de": frozenset({"stats"}),
    "it": frozenset({"home", "super", "screenshot"}),
    "pt": frozenset({"shift", "home", "end", "pgup", "pgdn", "del", "super"}),
}


def words_of(text: str) -> set[str]:
    """The words of ``text`` (lower case), leaving out tokens with digits (codes, scores)
    and the command lines it quotes (``wordle-tui play --code …``: typed as they are)."""
    found: set[str] = set()
    previous = ""
    for chunk in text.split():
        command = previous == "wordle-tui" and chunk in COMMANDS
        previous = chunk
        typed = chunk.startswith(("-", "{", "[-"))  # options and their choices, as typed
        if command or typed or any(character.isdigit() for character in chunk):
            continue
        found.update(word.lower() for word in _WORD.findall(chunk) if len(word) > 1)
    return found


@cache
def catalogue_words(language: str) -> frozenset[str]:
    """Every word of the interface texts in ``language``: the msgids for English; for
    another language, the words of its translations. A message left as the English
    wrote it (an option value the command line takes) gives none: its words are the
    language's own only where a translation uses them too (French "menu", "page",
    German "Text"), and Spanish adds few words English has."""
    with (LOCALE_DIR / "es" / "LC_MESSAGES" / "wordle-tui.po").open("rb") as handle:
        english = {message.id for message in read_po(handle) if message.id}
    if language == "en":
        return frozenset(set().union(*map(_message_words, english)) | ENGLISH_WORDS)
    po_file = LOCALE_DIR / language / "LC_MESSAGES" / "wordle-tui.po"
    with po_file.open("rb") as handle:
        catalogue = read_po(handle)
    words: set[str] = set()
    for message in catalogue:
        if message.id and _frozen(message.string) != _frozen(message.id):
            words |= _message_words(message.string)
    return frozenset(words)


def _frozen(text: str | tuple[str, ...] | list[str]) -> str | tuple[str, ...]:
    return text if isinstance(text, str) else tuple(text)


def _message_words(texts: str | tuple[str, ...]) -> set[str]:
    """The words of a message (its forms, for a plural), placeholders and markup left out."""
    words: set[str] = set()
    for text in texts if isinstance(texts, tuple) else (texts,):
        words |= words_of(re.sub(r"\{[^}]*\}|\[[^]]*\]", " ", text))
    return words


def game_words() -> frozenset[str]:
    """The words of the test lists and of the help's examples: a word of the game is no
    language's interface text (German TANTE is Italian "tante")."""
    examples = {
        word
        for singles, repeated in EXAMPLES.values()
        for word in (*(single for single, _tile in singles), *repeated)
    }
    return frozenset(word for words in LISTS.values() for word in words.guesses) | examples


def foreign_words(text: str, language: str, allowed: Iterable[str] = ()) -> set[str]:
    """The words of ``text`` that belong to another interface language and not to
    ``language`` (names, the game's words and ``allowed`` do not count)."""
    own = catalogue_words(language)
    others: set[str] = set()
    for other in UI_LANGUAGES:
        if other != language:
            others |= catalogue_words(other)
    kept = KEPT_ENGLISH.get(language, frozenset())
    neutral = own | NAMES | kept | game_words() | {word.lower() for word in allowed}
    return {word for word in words_of(text) if word in others and word not in neutral}


# --- the walk --------------------------------------------------------------------------------


@dataclass
class Walk:
    """What a walk read: each stop's name and the terminal's text there, what did not fit
    (a Footer's keys, a text cut short), and every kind of widget met (to check Textual's
    texts)."""

    language: str
    pages: dict[str, str] = field(default_factory=dict)
    allowed: set[str] = field(default_factory=set)  # names the app showed (themes)
    cut: dict[str, list[str]] = field(default_factory=dict)
    widget_types: set[type] = field(default_factory=set)
    texts: dict[str, list[str]] = field(default_factory=dict)  # each label's whole text

    def foreign(self) -> dict[str, set[str]]:
        """Each stop's words of another interface language."""
        found = {}
        for name, text in self.pages.items():
            words = foreign_words(text, self.language, self.allowed)
            if words:
                found[name] = words
        return found

    def nested_parentheses(self) -> dict[str, list[str]]:
        """Each stop's texts with parentheses inside parentheses (hard to read)."""
        found = {}
        for name, texts in self.texts.items():
            nested = [text for text in texts if NESTED.search(" ".join(text.split()))]
            if nested:
                found[name] = nested
        return found

    def read(self, name: str, app: App[object]) -> None:
        self.pages[name] = screen_text(app)
        screen = app.screen
        cut = texts_cut(screen)
        if not screen.query(KeysPanel):  # the panel narrows the screen, and lists every key
            cut += footer_keys_cut(screen)
        if cut:
            self.cut[name] = cut
        for shown in app.screen_stack:
            self.widget_types.update(type(node) for node in shown.walk_children(with_self=True))
        self.texts[name] = [
            str(text)
            for label in screen.query(Static)
            if label.display and isinstance(text := label.render(), (str, Text, Content))
        ]


NESTED = re.compile(r"\([^()]*\(")  # an opening parenthesis before the first one closes


def footer_keys_cut(screen: Screen) -> list[str]:
    """The keys of the screen's Footer that are not shown whole (past its right edge, or
    under the command palette's key)."""
    cut = []
    for footer in screen.query(Footer):
        keys = list(footer.query(FooterKey))
        palette = [key for key in keys if key.action == "command_palette"]
        for key in keys:
            if key in palette or not key.display:
                continue
            inside = footer.region.contains_region(key.region)
            hidden = any(key.region.overlaps(other.region) for other in palette)
            if not inside or hidden:
                cut.append(f"Footer key {key.key_display or key.key} {key.description}")
    return cut


def texts_cut(screen: Screen) -> list[str]:
    """Texts shown in less room than they need: a label with fewer lines than its words
    take (``◀ revisa la`` for ``◀ revisa la fila``), a table wider than its view (the last
    column cut to ``Pist``)."""
    cut = []
    for widget in screen.query(Static):
        size = widget.content_size
        if not widget.display or not size.width or not size.height:
            continue
        needed = widget.get_content_height(size, screen.size, size.width)
        if needed > size.height:
            cut.append(f"{type(widget).__name__} {widget.id or widget.classes}: {widget.render()}")
    for table in screen.query(DataTable):
        if table.display and table.virtual_size.width > table.scrollable_content_region.width:
            cut.append(f"DataTable {table.id}: {table.virtual_size.width} columns")
    return cut


async def _until(pilot: Pilot, ready: Callable[[], bool], tries: int = 400) -> None:
    """Let the app run until ``ready`` (each pause handles what is queued; a test that
    would wait forever is stopped by pytest-timeout)."""
    for _attempt in range(tries):
        if ready():
            return
        await pilot.pause()
    raise AssertionError("the app never reached the state the walk waits for")


def _app(pilot: Pilot) -> WordleApp:
    app = pilot.app
    assert isinstance(app, WordleApp)
    return app


async def _to_menu(pilot: Pilot) -> None:
    app = pilot.app
    while not isinstance(app.screen, MenuScreen):
        await pilot.press("escape")
        await settle(pilot)


async def _press(pilot: Pilot, *keys: str) -> None:
    """Keys, then let the app finish what they started."""
    await pilot.press(*keys)
    await settle(pilot)


async def _letters_on_result(pilot: Pilot, *keys: str) -> None:
    """Keys on the result: the still clock moves on first, so a letter is not taken for
    typing that goes on (the result ignores letters that follow each other closely)."""
    clock = _app(pilot).data.clock
    if isinstance(clock, StillClock):
        clock.now += 60
    await _press(pilot, *keys)


async def _palette_command(pilot: Pilot, title: str) -> None:
    """Run a command of the palette by its title as shown."""
    await _press(pilot, "ctrl+p")
    await pilot.press(*title)
    palette = pilot.app.screen
    await _until(pilot, lambda: bool(palette.query_one(CommandList).option_count))
    await _press(pilot, "enter")


async def _pages(pilot: Pilot, read: Read, name: str, scroller: Widget, pages: int = 20) -> None:
    """Read a scrolled screen page by page."""
    for page in range(pages):
        await read(f"{name}-{page + 1}" if page else name)
        if scroller.scroll_y >= scroller.max_scroll_y:
            return
        scroller.scroll_page_down(animate=False)
        await pilot.pause()


async def _keys_panel(pilot: Pilot, read: Read, name: str) -> None:
    """The Keys panel of the screen on top (from the palette), read in a wider terminal
    (the panel takes a third of it), then closed."""
    screen = pilot.app.screen
    await pilot.resize_terminal(*KEYS_SIZE)
    await _palette_command(pilot, _("Keys"))
    await read(f"{name}+keys")
    if pilot.app.screen is screen:
        _app(pilot).action_hide_help_panel()
    await pilot.resize_terminal(*SIZE)
    await settle(pilot)


async def _select_open(pilot: Pilot, read: Read, name: str, select: str) -> None:
    """A Select's list of choices, open, read, then closed."""
    screen = pilot.app.screen
    screen.query_one(select).focus()
    await _press(pilot, "enter")
    await read(name)
    await _press(pilot, "escape")


async def menu_route(pilot: Pilot, read: Read) -> None:
    """The menu, the palette, the Keys panel, help, settings and the menu's dialogs."""
    await read("menu")
    await _keys_panel(pilot, read, "menu")
    await _press(pilot, "ctrl+p")
    palette = pilot.app.screen
    commands = palette.query_one(CommandList)
    await _until(
        pilot, lambda: commands.option_count > 0 and commands.scrollable_content_region.height > 0
    )
    await _pages(pilot, read, "palette", commands)
    await pilot.press(*"zzzzq")
    await _until(pilot, lambda: any(o.disabled for o in palette.query_one(CommandList).options))
    await read("palette-no-matches")
    await _press(pilot, "escape")
    await _palette_command(pilot, _("Theme"))
    await read("palette-themes")
    await _to_menu(pilot)
    await _press(pilot, "h")
    await _pages(pilot, read, "help", pilot.app.screen.query_one("#help"))
    await _press(pilot, "escape", "s")
    await _pages(pilot, read, "settings", pilot.app.screen.query_one("#settings"))
    await _keys_panel(pilot, read, "settings")
    await _select_open(pilot, read, "settings-lengths", "#length")
    await _to_menu(pilot)
    await _press(pilot, "c")
    await read("custom")
    await _keys_panel(pilot, read, "custom")
    await _press(pilot, *"zzzzz", "enter")
    await read("custom-refused")
    pilot.app.screen.query_one("#custom-code-input").focus()
    await _press(pilot, *"EN5F-ABC", "enter")
    await read("custom-bad-code")
    await _to_menu(pilot)
    await _press(pilot, "v")
    await read("archive")
    await _keys_panel(pilot, read, "archive")
    await _to_menu(pilot)
    await _press(pilot, "m")
    await read("multi-setup")
    await _select_open(pilot, read, "multi-setup-variants", "#multi-variant")
    await _to_menu(pilot)
    await _press(pilot, "w")
    await read("watch-setup")
    await _keys_panel(pilot, read, "watch-setup")
    await _select_open(pilot, read, "watch-setup-strategies", "#watch-strategy")
    await _select_open(pilot, read, "watch-setup-games", "#watch-game")
    pilot.app.screen.query_one("#watch-word").focus()
    await _press(pilot, *"zzzzz", "enter")
    await read("watch-setup-refused")
    await _to_menu(pilot)
    await _press(pilot, "t")
    await read("statistics-empty")
    await _press(pilot, "h")
    await read("history-empty")
    await _to_menu(pilot)
    await pilot.resize_terminal(30, 10)
    await settle(pilot)
    await read("menu-too-small")


async def board_route(pilot: Pilot, read: Read) -> None:
    """A practice game: refusals, hints, leaving it, two games in progress, the result,
    the review, the statistics and the history."""
    await start_practice(pilot, "share")
    await settle(pilot)
    await read("board")
    await _keys_panel(pilot, read, "board")
    await type_word(pilot, "sh")
    await read("board-too-short")
    await pilot.press("backspace", "backspace")
    await type_word(pilot, "zzzzz")
    await read("board-not-a-word")
    await pilot.press(*["backspace"] * 5)
    await type_word(pilot, "crane")
    await _press(pilot, "f3")
    await read("board-hints")
    await _press(pilot, "ctrl+n")
    await read("leave-game")
    await _press(pilot, "y")
    await _to_menu(pilot)
    await read("menu-in-progress")
    await _press(pilot, "i")
    await read("games-in-progress")
    await _to_menu(pilot)
    await _press(pilot, "r")  # Continue: the latest game
    board = pilot.app.screen
    board.game.secret = "share"  # type: ignore[attr-defined]
    await type_word(pilot, "share")
    await settle(pilot)
    await read("result")
    await _keys_panel(pilot, read, "result")
    await _letters_on_result(pilot, "r")
    await read("review")
    await _press(pilot, "right")
    await read("review-2")
    await _keys_panel(pilot, read, "review")
    await _press(pilot, "escape")
    await _letters_on_result(pilot, "s")
    await read("statistics")
    await _select_open(pilot, read, "statistics-modes", "#filter-mode")
    await _press(pilot, "h")
    await read("history")
    await _keys_panel(pilot, read, "history")


async def lost_route(pilot: Pilot, read: Read) -> None:
    """A lost game in hard mode, and its refusals."""
    app = _app(pilot)
    app.settings = Settings(help_seen=True, attempts=2, hard_mode=True, no_repeat=True)
    await start_practice(pilot, "share")
    await type_word(pilot, "crane")
    await settle(pilot)
    await type_word(pilot, "blame")
    await read("board-hard-refusal")
    await pilot.press(*["backspace"] * 5)
    await type_word(pilot, "crane")
    await read("board-repeat-refusal")
    await pilot.press(*["backspace"] * 5)
    await type_word(pilot, "frame")
    await settle(pilot)
    await read("result-lost")
    await _press(pilot, "escape")
    await read("board-lost")
    await _press(pilot, "f2")
    screen = pilot.app.screen
    screen.query_one("#hard_mode").focus()
    await _press(pilot, "enter")
    await read("settings-refused")


async def multi_route(pilot: Pilot, read: Read) -> None:
    """A Quordle: its board, its hints, its result."""
    app = _app(pilot)
    await app.action_new_multi("quordle")
    await settle(pilot)
    await read("quordle")
    await _keys_panel(pilot, read, "quordle")
    await type_word(pilot, "crane")
    await settle(pilot)
    await pilot.resize_terminal(100, 30)
    await _press(pilot, "f3")
    await read("quordle-hints")
    await _press(pilot, "f3")
    await pilot.resize_terminal(*SIZE)
    await settle(pilot)
    await read("quordle-hints-closed")
    game = app.game_screen.game  # type: ignore[union-attr]
    for word in game.secrets:  # type: ignore[attr-defined]
        await type_word(pilot, word)
        await settle(pilot)
    await read("quordle-result")


async def absurdle_route(pilot: Pilot, read: Read) -> None:
    """Absurdle, played until the host is cornered."""
    await _press(pilot, "x")
    await read("absurdle")
    await _press(pilot, "f3")
    await read("absurdle-no-hints")
    for word in ("crane", "share", "shape", "shake", "frame", "blame", "whack", "chuck"):
        screen = pilot.app.screen
        if screen is not _app(pilot).game_screen:
            break
        await type_word(pilot, word)
        await settle(pilot)
    await read("absurdle-result")


async def watch_route(pilot: Pilot, read: Read) -> None:
    """The bot plays Wordle, a Quordle and Absurdle."""
    app = _app(pilot)
    await app.open_watch(WatchSetup(ENGLISH_5, "shake"))
    await settle(pilot)
    await read("watch")
    await _press(pilot, "n")
    await read("watch-step")
    await _keys_panel(pilot, read, "watch")
    for _step in range(6):
        if app.screen.session.finished:  # type: ignore[attr-defined]
            break
        await _press(pilot, "n")
    await read("watch-end")
    await app.open_watch(MultiWatchSetup(ENGLISH_5, QUORDLE, ("share", "frame", "blame", "shake")))
    await settle(pilot)
    await _press(pilot, "n")
    await read("multi-watch")
    await app.open_watch(AbsurdleWatchSetup(ENGLISH_5))
    await settle(pilot)
    await _press(pilot, "n")
    await read("absurdle-watch")


async def bot_guesses_route(pilot: Pilot, read: Read) -> None:
    """The bot guesses the player's word: marking, a clash, the end and the check."""
    await _press(pilot, "b")
    await read("bot-guesses")
    await _keys_panel(pilot, read, "bot-guesses")
    for _row in range(4):
        if pilot.app.screen.session.contradiction is not None:  # type: ignore[attr-defined]
            break
        await _press(pilot, *"xxxxx", "enter")
    await read("bot-guesses-clash")
    await _press(pilot, "ctrl+n")
    await _press(pilot, *"ggggg", "enter")
    await read("bot-guesses-found")
    await _press(pilot, "enter")
    await pilot.press(*"zzzzz")
    await _press(pilot, "enter")
    await read("bot-guesses-checked")


async def assistant_route(pilot: Pilot, read: Read) -> None:
    """The assistant: a row, a clash, a solved row."""
    await _press(pilot, "a")
    await read("assistant")
    await _keys_panel(pilot, read, "assistant")
    await _press(pilot, *"crane", "enter")
    await _press(pilot, *"xxxgg", "enter")
    await read("assistant-clash")
    await _press(pilot, "ctrl+n")
    await _press(pilot, *"crane", "enter")
    await _press(pilot, *"ggggg", "enter")
    await read("assistant-solved")


async def spanish_words_route(pilot: Pilot, read: Read) -> None:
    """A game on the Spanish list (its keyboard has Ñ), its daily and its codes."""
    app = _app(pilot)
    app.settings = replace(app.settings, language="es")
    await _press(pilot, "c")
    await read("custom-es")
    await _to_menu(pilot)
    await _press(pilot, "m")
    await read("multi-setup-es")
    await _to_menu(pilot)
    await _press(pilot, "d")
    await read("daily-es")


ROUTES: dict[str, Route] = {
    "menu": menu_route,
    "board": board_route,
    "lost": lost_route,
    "multi": multi_route,
    "absurdle": absurdle_route,
    "watch": watch_route,
    "bot-guesses": bot_guesses_route,
    "assistant": assistant_route,
    "spanish-words": spanish_words_route,
}


async def walk_route(route: Route, language: str, walk: Walk, size: tuple[int, int] = SIZE) -> None:
    """Run ``route`` in a fresh app in ``language``, in a home of its own, and add what it
    read to ``walk``."""
    with tempfile.TemporaryDirectory() as folder:
        previous = os.environ.get(HOME_VARIABLE)
        os.environ[HOME_VARIABLE] = folder
        try:
            app = make_app(ui_language=language)

            async def read(name: str) -> None:
                await pilot.pause()
                walk.read(name, app)

            async with app.run_test(size=size, notifications=True) as pilot:
                await pilot.pause()
                walk.allowed |= {word for theme in app.available_themes for word in words_of(theme)}
                await route(pilot, read)
        finally:
            if previous is None:
                os.environ.pop(HOME_VARIABLE, None)
            else:
                os.environ[HOME_VARIABLE] = previous


async def walk_all(language: str, routes: Iterable[str] = ROUTES) -> Walk:
    walk = Walk(language)
    for name in routes:
        await walk_route(ROUTES[name], language, walk)
    return walk


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("language", choices=UI_LANGUAGES)
    parser.add_argument("routes", nargs="*", default=list(ROUTES))
    args = parser.parse_args(argv)
    walk = asyncio.run(walk_all(args.language, args.routes))
    for name, text in walk.pages.items():
        print(f"──── {name} " + "─" * (70 - len(name)))
        print(text)
    for name, words in walk.foreign().items():
        print(f"{name}: {sorted(words)}", file=sys.stderr)
    for name, cut in walk.cut.items():
        print(f"{name}: cut: {cut}", file=sys.stderr)
    for name, lines in walk.nested_parentheses().items():
        print(f"{name}: nested parentheses: {lines}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
