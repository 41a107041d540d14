"""The daily puzzles' words: a frozen ledger, then a continuation that never repeats too soon.

Every daily game of a list (Wordle, Dordle, Quordle, Octordle) is a sequence of
words, one position per board: puzzle #k of a game with ``b`` boards holds
positions ``(k-1)·b`` to ``k·b - 1``, in board order. The sequence is

- **the ledger**, ``words/<lang>/<N>-dailies.txt`` for Wordle and
  ``<N>-dailies-<game>.txt`` for the others: line k holds puzzle #k's words. It
  is never rewritten, only extended (by ``words/dailies.py``, which the word
  pipeline runs with the lists of the last release before it changes them), so
  a daily any release has shown keeps its word whatever the lists become;
- **the continuation**, for every later position, computed from the ledger and
  the current answers (:class:`DailySequence`): the rest of the current cycle
  (answers not yet played since the cycle began: new answers come in, removed
  ones drop out), then further cycles, each a permutation of the answers. A
  cycle's order is a SHA-256 of the list's language and length, the game, the
  cycle's index and the word, so it does not depend on the rest of the list:
  a changed list moves the later words only where it must.

Cycles are read off the sequence itself: a cycle ends where a word comes back
(the continuation starts a new cycle only once every answer has had its
position, so its first word is always one already played). No word comes back
within :func:`repeat_gap` positions: it is only *released* ``gap + 1``
positions after its last one, and each position takes, in the cycle's hash
order, the first word released and not yet played in the cycle. This never runs
out when ``gap < len(answers)``, whatever came before (the ledger, an old list);
the argument is in ``tests/test_dailies.py``. With at least 366 answers (every
shipped list), no Wordle daily comes back within 365 days.

On one day the games avoid each other's words: Dordle skips the day's Wordle
word, Quordle Wordle's and Dordle's, Octordle all three, whenever the cycle has
another released word. It is a preference, never the reason a puzzle could not
be made: at a cycle's last positions the only words left may be the day's
others' (11 days in ten years of the ten shipped lists, against 3.5 % of the
days of en-5 before the ledgers).
"""

from __future__ import annotations

import hashlib
import heapq
import threading
import weakref
from collections.abc import Iterable, Sequence, Set
from pathlib import Path

from wordle_tui.core.quoting import quoted, short_path
from wordle_tui.core.words import WordList
from wordle_tui.i18n import _, ngettext

# The daily games of a list and their boards, in the order in which they avoid each
# other's words on a day ("" is Wordle, as in the log's ``variant``).
DAILY_GAMES: dict[str, int] = {"": 1, "dordle": 2, "quordle": 4, "octordle": 8}
YEAR = 365  # no word of a game comes back within this many days, when the list allows
# Dailies are made for a hundred years from #1 (and, for a clock set too early, as many
# days before it): beyond that a clock is wrong, and the words would take seconds to make.
LAST_PUZZLE = 36_525
_HASH_LABEL = "wordle-tui daily"


def repeat_gap(answers: int, boards: int = 1) -> int:
    """The fewest positions between a word and its next turn, for a list of ``answers``.

    A year when the list has enough answers: ``366 · boards - 1`` positions, so a
    word is back 366 days later at the soonest, whatever its board (365 for
    Wordle). A smaller list cannot go a year without a repeat; its words
    come back after three quarters of the list has had its turn (at least
    ``boards - 1``, so the words of one puzzle differ), which still lets each
    cycle's order differ from the one before. Always below ``answers``, so the
    continuation never runs out.
    """
    if answers < max(1, boards):
        raise ValueError(
            _("the list has {count} answers: a daily needs at least {boards}").format(
                count=answers, boards=max(1, boards)
            )
        )
    year = (YEAR + 1) * boards - 1
    if answers > year:
        return year
    return max(boards - 1, 3 * (answers - 1) // 4)


class LedgerError(ValueError):
    """A ledger file that cannot be read as one: the message names the file and line."""


def ledger_path(folder: Path, length: int, game: str = "") -> Path:
    """``<folder>/<N>-dailies.txt`` for Wordle, ``<N>-dailies-<game>.txt`` for the others."""
    suffix = f"-{game}" if game else ""
    return folder / f"{length}-dailies{suffix}.txt"


def ledger_line(words: Iterable[str]) -> str:
    """One puzzle of a ledger: its words in board order, separated by spaces."""
    return " ".join(words) + "\n"


def read_ledger(path: Path, words: WordList, boards: int = 1) -> tuple[str, ...]:
    """The ledger's words, position by position; a missing file is an empty ledger.

    Raises LedgerError for a file that is not UTF-8 text or a line that is not
    ``boards`` words of the list's length and alphabet.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return ()  # a list no release has shown yet: its dailies all come from the answers
    except UnicodeDecodeError:
        raise LedgerError(
            _("{path}: not a UTF-8 text file (reinstall wordle-tui)").format(path=short_path(path))
        ) from None
    positions: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        puzzle = line.split()
        good = len(puzzle) == boards and all(
            len(word) == words.length and words.language.is_word(word) for word in puzzle
        )
        if not good:
            raise LedgerError(
                ngettext(
                    "{path}:{line}: {text} should be {count} word of {length} letters "
                    "(reinstall wordle-tui)",
                    "{path}:{line}: {text} should be {count} words of {length} letters "
                    "(reinstall wordle-tui)",
                    boards,
                ).format(
                    path=short_path(path),
                    line=number,
                    text=quoted(line),
                    count=boards,
                    length=words.length,
                )
            )
        positions.extend(puzzle)
    return tuple(positions)


class DailySequence:
    """One game's words, position by position: the ledger's, then the continuation.

    ``boards`` positions make a day. Each position avoids the words the
    ``earlier`` sequences (other games, each with its boards) have on its day,
    when another released word is left: a preference, never a reason to run out.
    Positions are computed once, in order, and kept; safe to share between threads.
    """

    def __init__(
        self,
        ledger: Sequence[str],
        answers: Sequence[str],
        *,
        key: str,
        gap: int,
        boards: int = 1,
        earlier: Sequence[tuple[DailySequence, int]] = (),
    ) -> None:
        if not 0 <= gap < len(answers):
            raise ValueError(f"a gap of {gap} needs more than {gap} answers, not {len(answers)}")
        self.frozen = len(ledger)  # positions taken from the ledger
        self.fallbacks = 0  # positions where nothing was released: never, by the proof
        self._answers = tuple(dict.fromkeys(answers))
        self._answer_set = frozenset(self._answers)
        self._key = key
        self._gap = gap
        self._boards = boards
        self._earlier = tuple(earlier)
        self._words: list[str] = list(ledger)
        self._last: dict[str, int] = {}  # each word's latest position
        self._cycle = 0
        played: set[str] = set()  # in the current cycle
        for position, word in enumerate(ledger):
            if word in played:  # a word comes back: a new cycle began here
                self._cycle += 1
                played.clear()
            played.add(word)
            self._last[word] = position
        self._waiting: list[tuple[int, bytes, str]] = []  # (release, rank, word), latest first
        self._released: list[tuple[bytes, str]] = []  # a heap by rank
        # The current cycle is ordered when the first word past the ledger is asked for, so
        # the game's start pays only for reading the ledger while today is in it.
        self._played_at_end: set[str] | None = played
        self._lock = threading.Lock()

    def _begin_cycle(self, played: Set[str]) -> None:
        """The cycle's words still to come: the answers not in ``played``, else a new cycle."""
        remaining = [word for word in self._answers if word not in played]
        if not remaining:
            self._cycle += 1
            remaining = list(self._answers)
        never = -self._gap - 1  # a word never played is released from the start
        after, last, sha256 = self._gap + 1, self._last.get, hashlib.sha256
        prefix = f"{_HASH_LABEL}|{self._key}|{self._cycle}|"
        self._waiting = sorted(
            (
                (last(word, never) + after, sha256(f"{prefix}{word}".encode()).digest(), word)
                for word in remaining
            ),
            reverse=True,
        )
        self._released = []

    def _day_words(self, day: int) -> frozenset[str]:
        """The earlier games' words on ``day`` (they are extended before this is asked)."""
        return frozenset(
            word
            for other, boards in self._earlier
            for word in other._words[day * boards : (day + 1) * boards]  # noqa: SLF001 (another DailySequence)
        )

    def _next_word(self, position: int, avoid: frozenset[str]) -> str:
        """The word of ``position``, the first not yet computed, avoiding ``avoid`` if it can."""
        if self._played_at_end is not None:
            self._begin_cycle(self._played_at_end)
            self._played_at_end = None
        waiting, released = self._waiting, self._released
        if not waiting and not released:  # every answer has had its turn
            self._begin_cycle(self._answer_set)
            waiting, released = self._waiting, self._released
        while waiting and waiting[-1][0] <= position:
            _release, rank, word = waiting.pop()
            heapq.heappush(released, (rank, word))
        if not released:  # cannot happen while gap < len(answers); never stop a game on it
            self.fallbacks += 1
            return waiting.pop()[2]
        if released[0][1] not in avoid:
            return heapq.heappop(released)[1]
        skipped = [heapq.heappop(released)]
        while released and released[0][1] in avoid:
            skipped.append(heapq.heappop(released))
        chosen = heapq.heappop(released) if released else skipped.pop(0)
        for item in skipped:
            heapq.heappush(released, item)
        return chosen[1]

    def words(self, start: int, stop: int) -> tuple[str, ...]:
        """The words of positions ``start`` to ``stop - 1`` (``start`` at least 0)."""
        if start < 0:
            raise ValueError(f"no daily position {start}")
        if stop > len(self._words):
            boards = self._boards
            for other, other_boards in self._earlier:
                other.words(0, -(-stop // boards) * other_boards)
            with self._lock:
                words, last = self._words, self._last
                day, avoid = -1, frozenset[str]()
                for position in range(len(words), stop):
                    if position // boards != day and self._earlier:
                        day = position // boards
                        avoid = self._day_words(day)
                    word = self._next_word(position, avoid)
                    last[word] = position
                    words.append(word)
        return tuple(self._words[start:stop])


# Per list object, so a test's or a custom list's sequences go with it.
_sequences: weakref.WeakKeyDictionary[WordList, dict[str, DailySequence]]
_sequences = weakref.WeakKeyDictionary()
_sequences_lock = threading.Lock()


def game_sequence(words: WordList, game: str = "") -> DailySequence:
    """The sequence of a daily game of ``words`` (its ledger read once per list object)."""
    with _sequences_lock:
        games = _sequences.setdefault(words, {})
        for name, boards in DAILY_GAMES.items():  # the earlier games first: they are needed
            if name not in games:
                folder = words.dailies_dir
                path = None if folder is None else ledger_path(folder, words.length, name)
                games[name] = DailySequence(
                    () if path is None else read_ledger(path, words, boards),
                    words.answers,
                    key=f"{words.language.code}-{words.length}|{name or 'wordle'}",
                    gap=repeat_gap(len(words.answers), boards),
                    boards=boards,
                    earlier=[(games[other], DAILY_GAMES[other]) for other in games],
                )
            if name == game:
                return games[name]
    raise KeyError(game)


def puzzle_words(words: WordList, number: int, game: str = "") -> tuple[str, ...]:
    """The words of daily puzzle ``number`` of ``game`` ("" is Wordle), in board order.

    Puzzles count from #1; a day before #1 (a clock set too early) plays the
    puzzle as many days after #1 as it is before: #0 plays #1's words, #-1 #2's.
    ValueError beyond :data:`LAST_PUZZLE` either way.
    """
    boards = DAILY_GAMES[game]
    if not 1 - LAST_PUZZLE < number <= LAST_PUZZLE:
        raise ValueError(
            _(
                "there is no daily puzzle #{number}: they run to #{last} "
                "(is the computer's clock right?)"
            ).format(number=number, last=LAST_PUZZLE)
        )
    if number < 1:
        number = 1 - number
    start = (number - 1) * boards
    return game_sequence(words, game).words(start, start + boards)
