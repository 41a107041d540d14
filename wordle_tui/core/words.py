"""Word lists: the shipped ones per language and length, and custom list files."""

from __future__ import annotations

import hashlib
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import repeat
from pathlib import Path
from typing import TextIO

import numpy as np

from wordle_tui.core.languages import Language, check_length, get_language
from wordle_tui.core.normalize import BadCharacter, normalize
from wordle_tui.core.quoting import quoted, short_path
from wordle_tui.core.resources import words_dir
from wordle_tui.core.scoring import encode_words
from wordle_tui.i18n import _, ngettext, number


@dataclass(frozen=True, eq=False)
class WordList:
    """The secrets a game may pick (answers) and the words a player may type (guesses).

    ``answers`` is a subset of ``guesses``; both are sorted tuples of
    normalised words of one length. ``frequency_path`` names the shipped
    ``<N>-frequency.txt`` (how familiar each guess is); ``dailies_dir`` the folder
    of the shipped ledgers of published dailies (:mod:`wordle_tui.core.dailies`).
    Custom lists have neither.
    ``offensive``: guesses the bot never types while another word is still
    possible (slurs, insults, vulgar and sexual words: the shipped
    ``<N>-offensive.txt``, or a custom list's ``--offensive`` file). They stay
    guesses a player may type and secrets the bot must find (docs/bot.md).
    """

    language: Language
    length: int
    answers: tuple[str, ...]
    guesses: tuple[str, ...]
    name: str = field(default="")
    frequency_path: Path | None = field(default=None, repr=False)
    dailies_dir: Path | None = field(default=None, repr=False)
    offensive: frozenset[str] = field(default=frozenset(), repr=False)

    @cached_property
    def guess_set(self) -> frozenset[str]:
        return frozenset(self.guesses)

    @cached_property
    def answer_set(self) -> frozenset[str]:
        return frozenset(self.answers)

    @cached_property
    def digest(self) -> str:
        """A hash of both lists: names the list in caches, daily words and trees."""
        h = hashlib.sha256()
        h.update(f"{self.language.code}:{self.length}\n".encode())
        h.update("\n".join(self.answers).encode())
        h.update(b"\n--\n")
        h.update("\n".join(self.guesses).encode())
        return h.hexdigest()

    @cached_property
    def guess_codes(self) -> np.ndarray:
        """Guesses as letter-index arrays, for the vectorised scorer."""
        return encode_words(self.guesses, self.language.alphabet)

    @cached_property
    def guess_index(self) -> dict[str, int]:
        """The place of every guess in ``guesses`` (built once per list)."""
        return {word: i for i, word in enumerate(self.guesses)}

    @cached_property
    def answer_positions(self) -> np.ndarray:
        """Index of every answer inside ``guesses``."""
        index = self.guess_index
        return np.array([index[w] for w in self.answers], dtype=np.int64)

    @cached_property
    def _zipf_table(self) -> dict[str, float]:
        """Read on first use only, so starting a game never pays for it."""
        if self.frequency_path is None:
            return {}
        try:
            items = self.frequency_path.read_text(encoding="utf-8").split()
        except (OSError, UnicodeDecodeError):
            return {}  # a damaged install: every word is simply unfamiliar
        try:
            return dict(zip(items[0::2], map(float, items[1::2]), strict=True))
        except ValueError:
            return {}

    def zipf(self, word: str) -> float:
        """wordfreq's Zipf frequency of a guess (0.0 when unknown or for a custom list)."""
        return self._zipf_table.get(word, 0.0)

    @cached_property
    def guess_zipf(self) -> np.ndarray:
        """The Zipf of every guess as float32, aligned with ``guesses``."""
        lookup = map(self._zipf_table.get, self.guesses, repeat(0.0))
        return np.fromiter(lookup, dtype=np.float32, count=len(self.guesses))

    def listed(self, words: Sequence[str]) -> tuple[str, ...]:
        """Words still possible as a list shows them (:func:`listed_words`)."""
        return listed_words(words, self.offensive)

    def is_guess(self, word: str) -> bool:
        return word in self.guess_set

    def is_answer(self, word: str) -> bool:
        return word in self.answer_set


def listed_words(words: Sequence[str], offensive: frozenset[str]) -> tuple[str, ...]:
    """Words still possible as a list shows them: the offensive ones are counted but not
    listed, unless one is the only word left (docs/bot.md)."""
    if len(words) <= 1 or not offensive:
        return tuple(words)
    return tuple(word for word in words if word not in offensive)


def unlisted_note(count: int) -> str:
    """What a list of words left says of the offensive words it counts but does not show."""
    return ngettext(
        "{count} offensive word not shown", "{count} offensive words not shown", count
    ).format(count=number(count))


def list_path(language: str, length: int, kind: str) -> Path:
    """Path of a shipped list: ``words/<lang>/<length>-<kind>.txt``."""
    return words_dir() / language / f"{length}-{kind}.txt"


def _read_shipped(path: Path) -> tuple[str, ...]:
    return tuple(path.read_text(encoding="utf-8").split())


@cache
def load_word_list(language: str = "en", length: int = 5) -> WordList:
    """The shipped answers and guesses for a language and word length."""
    lang = get_language(language)
    check_length(length)
    answers = _read_shipped(list_path(lang.code, length, "answers"))
    guesses = _read_shipped(list_path(lang.code, length, "guesses"))
    offensive = shipped_offensive(lang.code, length)
    return WordList(
        lang,
        length,
        answers,
        guesses,
        name=f"{lang.code}-{length}",
        frequency_path=list_path(lang.code, length, "frequency"),
        dailies_dir=words_dir() / lang.code,
        offensive=offensive,  # each a guess (tests/test_offensive.py checks the files)
    )


@cache
def shipped_offensive(language: str = "en", length: int = 5) -> frozenset[str]:
    """The shipped list's offensive words, ``words/<lang>/<N>-offensive.txt``: read with the
    lists (a few hundred words), so a missing file is a damaged install, said as for the
    other lists, never a bot that would type any word."""
    return frozenset(_read_shipped(list_path(language, length, "offensive")))


# A custom list file: the shipped lists are under 1 MB, so this leaves room and stops a
# wrong file (a disk image, a log) from taking minutes and gigabytes before being refused.
MAX_LIST_BYTES = 32 * 1024 * 1024
MAX_LINE_CHARACTERS = 200  # a word is at most 8 letters; a longer line is no word
MAX_PROBLEMS = 10  # bad lines reported before reading stops


class WordFileError(ValueError):
    """A custom list file with bad lines; each problem reads ``FILE:LINE: reason``.

    ``complete`` is False when reading stopped at :data:`MAX_PROBLEMS` bad lines.
    """

    def __init__(self, problems: Sequence[str], *, complete: bool = True) -> None:
        self.problems = list(problems)
        self.complete = complete
        super().__init__("\n".join(self.problems))


def _open_list(path: Path) -> TextIO:
    """The file opened for reading, when it is a regular file of a sensible size.

    A FIFO or a device would block or never end, so only regular files are read.
    """
    where = short_path(path)
    try:
        info = path.stat()
    except OSError as exc:
        raise WordFileError([f"{where}: {exc.strerror or exc.__class__.__name__}"]) from None
    if stat.S_ISDIR(info.st_mode):
        raise WordFileError([_("{path}: is a folder, not a list file").format(path=where)])
    if not stat.S_ISREG(info.st_mode):
        raise WordFileError([_("{path}: not a regular file").format(path=where)])
    if info.st_size > MAX_LIST_BYTES:
        raise WordFileError(
            [
                _("{path}: {size:,} bytes is too big for a word list (at most {limit:,})").format(
                    path=where, size=info.st_size, limit=MAX_LIST_BYTES
                )
            ]
        )
    try:
        # utf-8-sig: a byte-order mark, as some editors write, is not part of the first word
        return path.open(encoding="utf-8-sig", newline=None)
    except OSError as exc:
        raise WordFileError([f"{where}: {exc.strerror or exc.__class__.__name__}"]) from None


def read_word_file(
    path: Path | str, language: Language, length: int | None = None
) -> tuple[list[str], list[int]]:
    """Read a list file: one word per line, any case, blank lines and ``#`` comments.

    Returns the words (first occurrence kept, file order) with their line
    numbers. Bad lines are all reported up to :data:`MAX_PROBLEMS`, where reading
    stops. When ``length`` is None the first word decides it.
    """
    path = Path(path)
    where = short_path(path)
    words: list[str] = []
    lines: list[int] = []
    seen: set[str] = set()
    problems: list[str] = []
    with _open_list(path) as stream:
        try:
            for number, raw in enumerate(stream, start=1):
                if len(problems) >= MAX_PROBLEMS:
                    raise WordFileError(problems, complete=False)
                content = raw.split("#", 1)[0].strip()
                if not content:
                    continue
                if len(content) > MAX_LINE_CHARACTERS:
                    problems.append(
                        _("{path}:{line}: {text} is not a word").format(
                            path=where, line=number, text=quoted(content)
                        )
                    )
                    continue
                word = normalize(content, language)
                if isinstance(word, BadCharacter):
                    problems.append(
                        _("{path}:{line}: {reason} in {text}").format(
                            path=where, line=number, reason=word.message, text=quoted(content)
                        )
                    )
                    continue
                if length is None:
                    length = len(word)
                if len(word) != length:
                    problems.append(
                        f"{where}:{number}: {quoted(content)} has {len(word)} letters, not {length}"
                    )
                    continue
                if word not in seen:
                    seen.add(word)
                    words.append(word)
                    lines.append(number)
        except UnicodeDecodeError:
            raise WordFileError([f"{where}: not a UTF-8 text file"]) from None
        except OSError as exc:
            raise WordFileError([f"{where}: {exc.strerror or exc.__class__.__name__}"]) from None
    if problems:
        raise WordFileError(problems)
    if not words:
        raise WordFileError([f"{where}: no words in the file"])
    return words, lines


def custom_word_list(
    answers_path: Path | str,
    guesses_path: Path | str,
    language: str = "en",
    length: int | None = None,
    offensive_path: Path | str | None = None,
) -> WordList:
    """A word list from two files; answers that are not guesses are an error too.

    ``offensive_path``: words the bot must not type (one a line, each a guess of the
    list); without it the bot may type any guess of a custom list."""
    lang = get_language(language)
    if length is not None:
        check_length(length)
    answers, answer_lines = read_word_file(answers_path, lang, length)
    guesses, _ = read_word_file(guesses_path, lang, length or len(answers[0]))
    guess_set = set(guesses)
    missing = [
        (word, line)
        for word, line in zip(answers, answer_lines, strict=True)
        if word not in guess_set
    ]
    if missing:
        raise WordFileError(
            [
                f"{short_path(answers_path)}:{line}: {quoted(word)} is not in the guesses list "
                f"{short_path(guesses_path)}"
                for word, line in missing[:MAX_PROBLEMS]
            ],
            complete=len(missing) <= MAX_PROBLEMS,
        )
    word_length = len(answers[0])
    check_length(word_length)
    offensive: frozenset[str] = frozenset()
    if offensive_path is not None:
        offensive = _read_offensive(offensive_path, lang, word_length, guess_set, guesses_path)
    return WordList(
        lang,
        word_length,
        tuple(sorted(answers)),
        tuple(sorted(guess_set)),
        name=f"custom-{lang.code}-{word_length}",
        offensive=offensive,
    )


def _read_offensive(
    path: Path | str,
    language: Language,
    length: int,
    guess_set: set[str],
    guesses_path: Path | str,
) -> frozenset[str]:
    """A custom list's offensive words: every one must be a guess of the list."""
    words, lines = read_word_file(path, language, length)
    missing = [
        (word, line) for word, line in zip(words, lines, strict=True) if word not in guess_set
    ]
    if missing:
        raise WordFileError(
            [
                f"{short_path(path)}:{line}: {quoted(word)} is not in the guesses list "
                f"{short_path(guesses_path)}"
                for word, line in missing[:MAX_PROBLEMS]
            ],
            complete=len(missing) <= MAX_PROBLEMS,
        )
    return frozenset(words)
