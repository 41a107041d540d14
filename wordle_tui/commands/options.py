"""Arguments and output helpers shared by the headless commands."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from wordle_tui.cli import UsageError
from wordle_tui.core.game import DEFAULT_ATTEMPTS, MAX_ATTEMPTS, MIN_ATTEMPTS
from wordle_tui.core.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    MAX_LENGTH,
    MIN_LENGTH,
    WORD_LENGTHS,
    get_language,
)
from wordle_tui.core.normalize import BadCharacter, normalize
from wordle_tui.core.words import WordFileError, WordList, custom_word_list, load_word_list
from wordle_tui.solver.strategies import DEFAULT_STRATEGY, STRATEGIES


def number_in(low: int, high: int, allowed: tuple[int, ...] | None = None):
    """An argparse type for an integer within bounds, with a readable complaint."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not low <= value <= high or (allowed is not None and value not in allowed):
            raise argparse.ArgumentTypeError(f"must be {low}-{high}, not {value}")
        return value

    return parse


length_type = number_in(MIN_LENGTH, MAX_LENGTH, WORD_LENGTHS)
attempts_type = number_in(MIN_ATTEMPTS, MAX_ATTEMPTS)


def add_list_options(parser: argparse.ArgumentParser, *, custom: bool = True) -> None:
    """--lang, --length and (optionally) --answers/--guesses for custom lists."""
    parser.add_argument(
        "--lang", choices=sorted(LANGUAGES), default=None, help="language (default: en)"
    )
    parser.add_argument("--length", type=length_type, metavar="4-8", help="letters per word")
    if custom:
        parser.add_argument("--answers", metavar="FILE", help="custom answers list (one per line)")
        parser.add_argument(
            "--guesses", metavar="FILE", help="custom guesses list (with --answers)"
        )


def add_solver_options(parser: argparse.ArgumentParser, *, opener: bool = True) -> None:
    parser.add_argument(
        "--strategy",
        choices=list(STRATEGIES),
        default=DEFAULT_STRATEGY,
        help=f"how the bot chooses (default: {DEFAULT_STRATEGY})",
    )
    parser.add_argument("--hard", action="store_true", help="hard mode: hints must be used")
    parser.add_argument(
        "--attempts",
        type=attempts_type,
        default=DEFAULT_ATTEMPTS,
        metavar="N",
        help=f"guesses allowed (default {DEFAULT_ATTEMPTS})",
    )
    if opener:
        parser.add_argument("--opener", metavar="WORD", help="the first guess to play")


def word_list_from(args: argparse.Namespace, length_hint: int | None = None) -> WordList:
    """The shipped list for --lang/--length, or the custom files; UsageError otherwise."""
    language = args.lang or DEFAULT_LANGUAGE
    length = args.length or length_hint
    answers = getattr(args, "answers", None)
    guesses = getattr(args, "guesses", None)
    if (answers is None) != (guesses is None):
        raise UsageError("--answers and --guesses go together")
    if answers is not None:
        try:
            return custom_word_list(answers, guesses, language, length)
        except WordFileError as exc:
            shown = exc.problems[:10]
            if len(exc.problems) > len(shown):
                shown.append(f"… and {len(exc.problems) - len(shown)} more problems")
            raise UsageError("\n".join(shown)) from None
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return load_word_list(language, length or 5)


def read_word(text: str, words: WordList, what: str = "word") -> str:
    """Normalise a word from the command line and check it is a guess of the list."""
    word = normalize(text, words.language)
    if isinstance(word, BadCharacter):
        raise UsageError(f"{what} {text!r}: {word.message}")
    if len(word) != words.length:
        raise UsageError(f"{what} {text!r} has {len(word)} letters, not {words.length}")
    if not words.is_guess(word):
        raise UsageError(f"{what} {text!r} is not in the {_list_name(words)} word list")
    return word


def _list_name(words: WordList) -> str:
    if words.name.startswith("custom"):
        return "custom"
    return f"{words.language.name} {words.length}-letter"


def word_length_hint(text: str | None, language: str | None) -> int | None:
    """The length a word from the command line suggests (when --length is not given)."""
    if not text:
        return None
    word = normalize(text, get_language(language or DEFAULT_LANGUAGE))
    if isinstance(word, BadCharacter) or len(word) not in WORD_LENGTHS:
        return None
    return len(word)


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


@contextmanager
def progress_bar(label: str, enabled: bool | None = None) -> Iterator[Any]:
    """A one-line progress bar on stderr when it is a terminal (silent otherwise)."""
    show = sys.stderr.isatty() if enabled is None else enabled
    width = 30

    def update(fraction: float) -> None:
        if not show:
            return
        done = int(width * min(1.0, max(0.0, fraction)))
        bar = "#" * done + "." * (width - done)
        sys.stderr.write(f"\r{label} [{bar}] {fraction * 100:3.0f}%")
        sys.stderr.flush()

    try:
        yield update
    finally:
        if show:
            sys.stderr.write("\r" + " " * (len(label) + width + 10) + "\r")
            sys.stderr.flush()
