"""Freeze the published dailies: extend the ledgers ``words/<lang>/<N>-dailies*.txt``.

A ledger holds every daily puzzle up to a day, one line a puzzle (the Wordle word,
or a multi-board game's words in board order); the game takes those words from it
and makes later ones from the current answers (``wordle_tui/core/dailies.py``).
Extending the ledgers with the lists of the last release *before* the lists change
keeps every daily a release has shown. The word pipeline calls
:func:`freeze_dailies` first thing; by hand:

    python -m words.dailies                          # every list, through tomorrow
    python -m words.dailies --through 2026-11-28 --lang en --length 5
    python -m words.dailies --revision v1.4          # with the lists of a release tag
    python -m words.dailies --check                  # every ledger word still a guess?

Tomorrow is the default so that a player a day ahead of us (east of here) keeps
theirs. The lists are read as committed (``git show REVISION:…``, HEAD unless
told), so lists already rewritten in the working tree do not leak into the past;
outside a git checkout the files themselves are read. A ledger is only ever
extended, never shortened or rewritten. The game never imports this module.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from wordle_tui.core.atomic_file import atomic_write_text
from wordle_tui.core.choose import daily_day, daily_number
from wordle_tui.core.dailies import (
    DAILY_GAMES,
    ledger_line,
    ledger_path,
    puzzle_words,
    read_ledger,
)
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS, get_language
from wordle_tui.core.words import WordList

WORDS = Path(__file__).resolve().parent


class FreezeError(RuntimeError):
    """The lists or ledgers cannot be read as they should: the message says which."""


@dataclass(frozen=True)
class Frozen:
    """What :func:`freeze_dailies` did to one game's ledger."""

    language: str
    length: int
    game: str  # "" for Wordle
    before: int  # puzzles in the ledger before
    after: int  # puzzles in the ledger now

    def describe(self) -> str:
        name = f"{self.language}-{self.length} {self.game or 'wordle'}"
        if self.after == 0:
            return f"{name}: no puzzle to freeze"
        through = daily_day(self.after).isoformat()
        added = f"+{self.after - self.before}" if self.after > self.before else "unchanged"
        return f"{name}: #1-#{self.after} (through {through}), {added}"


def _in_git(folder: Path) -> bool:
    try:
        result = subprocess.run(
            ["git", "-C", str(folder), "rev-parse", "--is-inside-work-tree"],
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:  # no git: read the files
        return False
    return result.returncode == 0 and result.stdout.strip() == "true"


def _committed_words(path: Path, revision: str) -> tuple[str, ...] | None:
    """The words of ``path`` as committed in ``revision``; None when it is not there."""
    if not _in_git(path.parent):
        return tuple(path.read_text(encoding="utf-8").split()) if path.exists() else None
    result = subprocess.run(
        ["git", "-C", str(path.parent), "show", f"{revision}:./{path.name}"],
        capture_output=True,
        check=False,
    )
    if result.returncode != 0:
        known = subprocess.run(
            ["git", "-C", str(path.parent), "rev-parse", "--verify", "--quiet", revision],
            capture_output=True,
            check=False,
        )
        if known.returncode != 0:
            raise FreezeError(f"{revision!r} is not a revision of the repository")
        return None  # the list did not exist then: no release has shown its dailies
    return tuple(result.stdout.decode("utf-8").split())


def committed_list(
    language: str, length: int, words_dir: Path = WORDS, revision: str = "HEAD"
) -> WordList | None:
    """The list as committed in ``revision`` (its ledgers: the working tree's); None if absent."""
    lang = get_language(language)
    folder = words_dir / lang.code
    answers = _committed_words(folder / f"{length}-answers.txt", revision)
    guesses = _committed_words(folder / f"{length}-guesses.txt", revision)
    if not answers or guesses is None:
        return None
    return WordList(
        lang,
        length,
        tuple(sorted(set(answers))),
        tuple(sorted(set(guesses) | set(answers))),
        name=f"{lang.code}-{length}",
        dailies_dir=folder,
    )


def freeze_dailies(
    language: str,
    length: int,
    through_day: date | None = None,
    *,
    words_dir: Path = WORDS,
    revision: str = "HEAD",
) -> list[Frozen]:
    """Extend every daily ledger of a list through ``through_day`` (default: tomorrow).

    The puzzles are the ones the committed lists give (``revision``), which is
    what the game shows until the lists change: call it before writing new lists.
    A ledger already past the day is left alone.
    """
    through = daily_number(through_day or date.today() + timedelta(days=1))
    words = committed_list(language, length, words_dir, revision)
    if words is None:
        return []
    assert words.dailies_dir is not None
    report = []
    for game, boards in DAILY_GAMES.items():
        path = ledger_path(words.dailies_dir, length, game)
        try:
            before = len(read_ledger(path, words, boards)) // boards
        except ValueError as exc:
            raise FreezeError(str(exc)) from None
        if through > before:
            lines = [ledger_line(puzzle_words(words, n, game)) for n in range(1, through + 1)]
            atomic_write_text(path, "".join(lines), durable=False, mode=0o644)
        report.append(Frozen(words.language.code, length, game, before, max(before, through)))
    return report


def ledger_words_not_guesses(language: str, length: int, words_dir: Path = WORDS) -> list[str]:
    """Published dailies whose word the working tree's guesses lack (it could not be won)."""
    lang = get_language(language)
    folder = words_dir / lang.code
    guess_file = folder / f"{length}-guesses.txt"
    if not guess_file.exists():
        return []
    guesses = frozenset(guess_file.read_text(encoding="utf-8").split())
    words = WordList(lang, length, (), tuple(sorted(guesses)), dailies_dir=folder)
    problems = []
    for game, boards in DAILY_GAMES.items():
        path = ledger_path(folder, length, game)
        ledger = read_ledger(path, words, boards)
        for position, word in enumerate(ledger):
            if word not in guesses:
                problems.append(f"{path.name}:{position // boards + 1}: {word} is not a guess")
    return problems


def _lists(args: argparse.Namespace) -> list[tuple[str, int]]:
    languages = args.lang or sorted(LANGUAGES)
    lengths = args.length or list(WORD_LENGTHS)
    return [(language, length) for language in languages for length in lengths]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--through",
        type=date.fromisoformat,
        default=date.today() + timedelta(days=1),
        help="the last day to freeze, YYYY-MM-DD (default: tomorrow)",
    )
    parser.add_argument("--lang", action="append", choices=sorted(LANGUAGES))
    parser.add_argument("--length", action="append", type=int, choices=WORD_LENGTHS)
    parser.add_argument("--revision", default="HEAD", help="read the lists of this git revision")
    parser.add_argument("--words", type=Path, default=WORDS, help=argparse.SUPPRESS)
    parser.add_argument(
        "--check", action="store_true", help="only check that every ledger word is still a guess"
    )
    args = parser.parse_args(argv)
    try:
        if args.check:
            problems = [
                problem
                for language, length in _lists(args)
                for problem in ledger_words_not_guesses(language, length, args.words)
            ]
            for problem in problems:
                print(problem)
            print(f"{len(problems)} published dailies are not guesses")
            return 1 if problems else 0
        for language, length in _lists(args):
            frozen = freeze_dailies(
                language, length, args.through, words_dir=args.words, revision=args.revision
            )
            for game in frozen:
                print(game.describe())
    except (FreezeError, OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
