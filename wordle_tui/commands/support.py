"""What the headless commands share once they run: the word list the options name, words
read from the command line, the player's storage, JSON and the progress bar."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from wordle_tui.cli import CommandError, UsageError
from wordle_tui.core.languages import DEFAULT_LANGUAGE, WORD_LENGTHS, get_language
from wordle_tui.core.normalize import BadCharacter, normalize
from wordle_tui.core.quoting import quoted
from wordle_tui.core.words import WordFileError, WordList, custom_word_list, load_word_list
from wordle_tui.i18n import N_, _, ngettext, number

if TYPE_CHECKING:  # the commands that use no storage start without it (sqlite3 and the rest)
    from wordle_tui.storage.store import Storage


def word_list_from(args: argparse.Namespace, length_hint: int | None = None) -> WordList:
    """The shipped list for --lang/--length, or the custom files; UsageError otherwise."""
    language = args.lang or DEFAULT_LANGUAGE
    length = args.length or length_hint
    answers = getattr(args, "answers", None)
    guesses = getattr(args, "guesses", None)
    offensive = getattr(args, "offensive", None)
    if (answers is None) != (guesses is None):
        raise UsageError(_("--answers and --guesses go together"))
    if offensive is not None and answers is None:
        raise UsageError(_("--offensive goes with --answers and --guesses"))
    if answers is not None and guesses is not None:
        try:
            return custom_word_list(answers, guesses, language, length, offensive)
        except WordFileError as exc:
            shown = exc.problems[:10]
            if len(exc.problems) > len(shown):
                more = len(exc.problems) - len(shown)
                shown.append(
                    ngettext(
                        "… and {count} more problem", "… and {count} more problems", more
                    ).format(count=number(more))
                )
            elif not exc.complete:
                shown.append(_("… reading stopped there: fix these lines first"))
            raise UsageError("\n".join(shown)) from None
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    try:
        return load_word_list(language, length or 5)
    except OSError as exc:
        raise CommandError(missing_list(exc)) from None


def missing_list(error: OSError) -> str:
    """The one line for a shipped word list that is not where the install put it."""
    return _("a word list is missing ({reason}): reinstall wordle-tui").format(
        reason=error.strerror or error
    )


WHAT_WORDS = {"word": N_("word"), "opener": N_("opener")}


def read_word(text: str, words: WordList, what: str = "word") -> str:
    """Normalise a word from the command line and check it is a guess of the list.

    ``what`` names the argument in a complaint: ``word`` or ``opener`` (translated)."""
    word = normalize(text, words.language)
    shown = quoted(text)
    name = _(WHAT_WORDS.get(what, what))
    if isinstance(word, BadCharacter):
        raise UsageError(
            _("{what} {text}: {reason}").format(what=name, text=shown, reason=word.message)
        )
    if not word:
        raise UsageError(_("{what} is empty").format(what=name))
    if len(word) != words.length:
        raise UsageError(
            _("{what} {text} has {count} letters, not {length}").format(
                what=name, text=shown, count=len(word), length=words.length
            )
        )
    if not words.is_guess(word):
        if words.name.startswith("custom"):
            message = _("{what} {text} is not in the custom word list")
        else:
            message = _("{what} {text} is not in the {language} {length}-letter word list")
        raise UsageError(
            message.format(
                what=name, text=shown, language=words.language.title, length=words.length
            )
        )
    if what == "opener" and word in words.offensive:
        raise UsageError(
            _("{what} {text}: the bot never types that word").format(what=name, text=shown)
        )
    return word


def word_length_hint(text: str | None, language: str | None) -> int | None:
    """The length a word from the command line suggests (when --length is not given)."""
    if not text:
        return None
    word = normalize(text, get_language(language or DEFAULT_LANGUAGE))
    if isinstance(word, BadCharacter) or len(word) not in WORD_LENGTHS:
        return None
    return len(word)


def open_storage() -> Storage:
    """The player's database; its warnings go to stderr, one line each."""
    from wordle_tui.storage.store import Storage

    storage = Storage()
    show_warnings(storage)
    return storage


def show_warnings(storage: Storage) -> None:
    for warning in storage.take_warnings():
        print(f"wordle-tui: {warning}", file=sys.stderr)


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


@contextmanager
def progress_bar(label: str, enabled: bool | None = None) -> Iterator[Callable[[float], None]]:
    """A progress bar on stderr when it is a terminal (silent otherwise); the callable
    takes the fraction done."""
    show = is_terminal(sys.stderr) if enabled is None else enabled
    if not show:
        yield lambda fraction: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TaskProgressColumn, TextColumn

    columns = (TextColumn("{task.description}"), BarColumn(), TaskProgressColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(label, total=1.0)

        def update(fraction: float) -> None:
            progress.update(task, completed=min(1.0, max(0.0, fraction)))

        yield update


def is_terminal(stream: Any) -> bool:
    """A stream that is a terminal (a closed one, None, is not)."""
    try:
        return stream is not None and bool(stream.isatty())
    except (OSError, ValueError, AttributeError):
        return False
