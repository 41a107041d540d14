"""Pictures of wordle-tui made by the app itself, for the README and docs/gallery.md.

Each scene runs the real app headless (Textual's Pilot) on the shipped word lists, in a
home of its own, on a fixed day and time with a clock that stands still, and saves the
terminal as an SVG (Textual's ``export_screenshot``), in English and in Spanish:

    python docs/gallery.py              # rewrite docs/gallery/*.svg and docs/gallery.md
    python docs/gallery.py --out DIR    # somewhere else (tests/test_gallery.py compares)

The same code gives the same pictures: practice games come from fixed codes, the bot's
games from fixed words, the statistics from a fixed log. A change to a screen shows here
once the script runs again (the test says when the pictures are out of date).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone
from pathlib import Path

from textual.pilot import Pilot

from wordle_tui.app import WordleApp
from wordle_tui.bots.cache import SOLVERS
from wordle_tui.bots.watch import WatchSetup
from wordle_tui.core.choose import daily_number, daily_word
from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import QUORDLE, MultiGame
from wordle_tui.core.new_game import game_from_code
from wordle_tui.core.scoring import score
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.storage.paths import HOME_VARIABLE
from wordle_tui.storage.store import Storage
from wordle_tui.widgets.footer import Footer

DOCS = Path(__file__).resolve().parent
SIZE = (100, 30)
TODAY = date(2027, 3, 14)
NOW = datetime(2027, 3, 14, 20, 15, tzinfo=timezone(timedelta(hours=1)))
# Practice games and the words the bot plays, one a language.
BOARD_CODES = {"en": "EN5P-9BKCAE5", "es": "ES5P-9BKC8B5"}  # PLANT, LIBRO
OPENERS = {"en": "crane", "es": "perla"}
QUORDLE_SEED = 271828182
QUORDLE_GUESSES = {"en": ("crane", "pilot", "dumpy"), "es": ("careo", "tunel", "bodas")}
# The review: a game played by a person (not the bot's best each time).
REVIEWED = {
    "en": ("plant", ("adieu", "storm", "plank", "plant")),
    "es": ("libro", ("perla", "lucir", "libro")),
}
DAILIES = 24  # the statistics: this many days of dailies, the bot playing
ATTEMPTS = 6


@dataclass(frozen=True)
class Scene:
    """One picture: its file name, what the gallery says of it, and how to get there."""

    name: str
    caption: str
    show: Callable[[Pilot, str], Awaitable[None]]


class StillClock:
    """The game clock, stopped: the timers read the same on every run."""

    def __call__(self) -> float:
        return 1000.0


async def settle(pilot: Pilot) -> None:
    """Let the workers finish and the app draw what they sent, the Footer's keys too (it
    is redrawn a refresh after the bindings change: the review's lost ← Previous → Next)."""
    app = pilot.app
    while True:
        await pilot.pause()
        busy = [worker for worker in app.workers if not worker.is_finished]
        if busy:
            await app.workers.wait_for_complete(busy)
            continue
        await pilot.pause()
        if all(footer.shows_the_offered_keys() for footer in app.screen.query(Footer)):
            return


async def type_word(pilot: Pilot, word: str) -> None:
    await pilot.press(*word, "enter")
    await settle(pilot)


def wordle_app(pilot: Pilot) -> WordleApp:
    app = pilot.app
    assert isinstance(app, WordleApp)
    return app


# --- the scenes ------------------------------------------------------------------------------


async def menu(pilot: Pilot, language: str) -> None:
    await settle(pilot)


async def board(pilot: Pilot, language: str) -> None:
    """A practice game, a guess in, the hints open."""
    app = wordle_app(pilot)
    game = game_from_code(BOARD_CODES[language], app.settings, load_word_list)
    app.hints_open = True
    await app.open_game(game)
    await settle(pilot)
    await type_word(pilot, OPENERS[language])


async def watch(pilot: Pilot, language: str) -> None:
    """The bot plays the practice game's word, to the end."""
    app = wordle_app(pilot)
    game = game_from_code(BOARD_CODES[language], app.settings, load_word_list)
    await app.open_watch(WatchSetup(game.words, game.secret))
    await settle(pilot)
    while not app.screen.session.finished:  # type: ignore[attr-defined]
        await pilot.press("n")
        await settle(pilot)


async def quordle(pilot: Pilot, language: str) -> None:
    """A practice Quordle, three guesses in, its hints open."""
    app = wordle_app(pilot)
    game = MultiGame.practice(load_word_list(language, 5), QUORDLE, seed=QUORDLE_SEED)
    app.hints_open = True
    await app.open_game(game)
    await settle(pilot)
    for guess in QUORDLE_GUESSES[language]:
        await type_word(pilot, guess)


async def statistics(pilot: Pilot, language: str) -> None:
    """The figures after weeks of dailies."""
    app = wordle_app(pilot)
    await app.action_statistics()
    await settle(pilot)


async def review(pilot: Pilot, language: str) -> None:
    """A game played by a person, against the bot, at its second guess."""
    app = wordle_app(pilot)
    record = app.data.games_log.last()
    assert record is not None
    await app.open_review(record)
    await settle(pilot)
    await pilot.press("right")
    await settle(pilot)


SCENES = (
    Scene("menu", "The menu", menu),
    Scene("board", "A practice game with the hints open (F3)", board),
    Scene("watch", "Watch the bot: it plays a word and says why", watch),
    Scene("quordle", "Quordle: four boards, one guess for all, with the hints", quordle),
    Scene("statistics", "Statistics after weeks of dailies", statistics),
    Scene("review", "The review of a game against the bot: Skill and Luck", review),
)
TOP = ("board", "watch")  # the README opens with these, in English


# --- the player's log -------------------------------------------------------------------------


def bot_rows(words: WordList, secret: str, opener: str) -> tuple[Row, ...]:
    """The rows of the bot's game on ``secret`` from ``opener``."""
    engine = SOLVERS.engine(words)
    rows: list[Row] = []
    guess = opener
    while True:
        rows.append(Row(guess, score(guess, secret)))
        if guess == secret or len(rows) == ATTEMPTS:
            return tuple(rows)
        guess = engine.choose(rows).guess


def played_log(language: str) -> list[GameRecord]:
    """Weeks of dailies ending today, and last, a practice game a person played."""
    words = load_word_list(language, 5)
    zone = NOW.tzinfo
    assert isinstance(zone, timezone)
    openers = list(words.answers[:: max(1, len(words.answers) // 7)][:7])
    records = []
    for back in range(DAILIES, 0, -1):
        day = TODAY - timedelta(days=back)
        secret = daily_word(words, day)
        rows = bot_rows(words, secret, openers[back % len(openers)])
        start = datetime.combine(day, time(8, back % 50), tzinfo=zone)
        seconds = 40.0 + 7 * len(rows) + back
        records.append(
            GameRecord(
                mode=Mode.DAILY,
                language=language,
                length=5,
                attempts=6,
                secret=secret,
                rows=rows,
                started_at=start,
                finished_at=start + timedelta(seconds=seconds),
                puzzle=daily_number(day),
                seconds=seconds,
                word_list=words.name,
                uid=f"gallery-daily-{language}-{day.isoformat()}",
            )
        )
    secret, guesses = REVIEWED[language]
    rows = tuple(Row(guess, score(guess, secret)) for guess in guesses)
    start = NOW - timedelta(minutes=5)
    records.append(
        GameRecord(
            mode=Mode.PRACTICE,
            language=language,
            length=5,
            attempts=6,
            secret=secret,
            rows=rows,
            started_at=start,
            finished_at=NOW - timedelta(minutes=2),
            code=BOARD_CODES[language],
            seconds=180.0,
            word_list=words.name,
            uid=f"gallery-practice-{language}",
        )
    )
    return records


# --- taking the pictures ------------------------------------------------------------------------


async def picture(scene: Scene, language: str) -> str:
    """The SVG of ``scene`` with the interface in ``language`` (a home of its own)."""
    with tempfile.TemporaryDirectory() as home:
        os.environ[HOME_VARIABLE] = home
        storage = Storage(load_word_list)
        storage.settings.save(Settings(help_seen=True, language=language, ui_language=language))
        if scene.name in ("statistics", "review"):
            for record in played_log(language):
                assert storage.log.add(record)
        app = WordleApp(
            storage=storage,
            today=lambda: TODAY,
            now=lambda: NOW,
            clock=StillClock(),
            resume=False,
        )
        app.animation_level = "none"
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            await scene.show(pilot, language)
            await settle(pilot)
            svg = app.export_screenshot(title="wordle-tui")
        storage.close()
    return svg


def gallery_page(languages: tuple[str, ...]) -> str:
    lines = [
        "# Gallery",
        "",
        "Every picture is the app itself, drawn by `python docs/gallery.py` (Textual's own",
        "screenshots, under Pilot, on the shipped word lists; tests/test_gallery.py checks",
        "that they are current). Each in English, then in Spanish.",
        "",
    ]
    for scene in SCENES:
        lines += [f"## {scene.caption}", ""]
        lines += [
            f"![{scene.caption} ({lang})](gallery/{scene.name}-{lang}.svg)" for lang in languages
        ]
        lines.append("")
    return "\n".join(lines)


async def make_all(folder: Path, languages: tuple[str, ...]) -> list[Path]:
    pictures = folder / "gallery"
    pictures.mkdir(parents=True, exist_ok=True)
    written = []
    for scene in SCENES:
        for language in languages:
            path = pictures / f"{scene.name}-{language}.svg"
            path.write_text(await picture(scene, language), encoding="utf-8")
            written.append(path)
    page = folder / "gallery.md"
    page.write_text(gallery_page(languages), encoding="utf-8")
    written.append(page)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DOCS, help="folder for gallery.md and gallery/")
    args = parser.parse_args(argv)
    previous = os.environ.get(HOME_VARIABLE)
    try:
        for path in asyncio.run(make_all(args.out, ("en", "es"))):
            print(path)
    finally:
        if previous is None:
            os.environ.pop(HOME_VARIABLE, None)
        else:
            os.environ[HOME_VARIABLE] = previous
    return 0


if __name__ == "__main__":
    sys.exit(main())
