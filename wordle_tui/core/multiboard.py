"""Several boards at once: Dordle (2 boards, 7 tries), Quordle (4, 9) and Octordle (8, 13).

One typed guess is played on every board not yet solved; a solved board freezes
(its rows stop at the guess that solved it). The game is won when every board is
solved within the tries. Guesses are checked by the single game's
:func:`~wordle_tui.core.validation.validate_guess` and scored by its
:func:`~wordle_tui.core.scoring.score`, so every rule and refusal is the one of
the single game. Hard mode does not apply: the boards' hints contradict each
other (one board's green S where another needs a T), so no guess could obey them
all.

Where the boards' words come from: a daily is numbered by
:func:`~wordle_tui.core.choose.daily_number`, the single daily's numbering, and
its boards are the variant's own daily sequence
(:func:`~wordle_tui.core.dailies.puzzle_words`: a ledger of the published
puzzles, then cycles of the answers, distinct boards, the day's Wordle word and
the smaller variants' words avoided). A practice puzzle is named by the seed of
a practice code, written with the variant's name in front:
``Quordle-EN5P-7KQ2MXX``; board ``i`` takes
:func:`~wordle_tui.core.choose.practice_word` of consecutive seeds from a range
of its own (skipping a word another board already has), a range that never
meets the single game's practice seeds nor another variant's.

The share text (see :func:`multiboard_share_text`) gives the guess that solved
each board as keycap digits, two boards a line, as the web versions share:
``🟥`` for a board not solved, ``🔟`` and then clock faces (🕚 for 11, 🕛 12,
🕐 13…) above nine, as Octordle does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from wordle_tui.core.choose import daily_number, practice_word
from wordle_tui.core.codes import CodeError, new_practice_seed, practice_code, read_code
from wordle_tui.core.dailies import puzzle_words
from wordle_tui.core.filtering import Row, filter_words
from wordle_tui.core.game import SAVED_FIELDS
from wordle_tui.core.limits import MAX_ATTEMPTS, Mode
from wordle_tui.core.playing import Playing, Status, best_marks, play_options, read_saved
from wordle_tui.core.schema import Field
from wordle_tui.core.scoring import Mark, score, solved_pattern
from wordle_tui.core.share import ASSISTED_MARKER
from wordle_tui.core.validation import Rejection, validate_guess
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.i18n import N_, _

MULTI_SAVE_FORMAT = 1
KIND = "multiboard"  # the "kind" of a saved multi-board game (a single game has none)
# A saved multi-board game: a single game's fields, with the boards' words for its secret.
MULTI_SAVED_FIELDS: dict[str, Field] = {
    name: spec for name, spec in SAVED_FIELDS.items() if name not in {"secret", "hard_mode"}
} | {
    "variant": Field(str),
    "secrets": Field(
        list, check=lambda v: all(isinstance(word, str) for word in v), wants=N_("a list of words")
    ),
}
BOARDS_PER_SHARE_LINE = 2
# Practice seeds: a range that never meets the single practice codes' (below 32**6 ≈ 2**30).
_PRACTICE_SEEDS = 1 << 40
_SEEDS_PER_PUZZLE = 1 << 10  # room to skip repeated words; a board set needs at most 8 words
FAILED_BOARD = "🟥"
_KEYCAPS = tuple(f"{digit}\ufe0f\u20e3" for digit in range(10))
_TEN = "🔟"
_CLOCKS = ("🕐", "🕑", "🕒", "🕓", "🕔", "🕕", "🕖", "🕗", "🕘", "🕙", "🕚", "🕛")


@dataclass(frozen=True)
class Variant:
    """A multi-board game: how many boards and how many tries."""

    key: str  # "quordle": in codes, saves and the log
    name: str  # "Quordle": a game's name, not translated
    boards: int
    attempts: int

    @property
    def index(self) -> int:
        return VARIANT_KEYS.index(self.key)


DORDLE = Variant("dordle", "Dordle", 2, 7)
QUORDLE = Variant("quordle", "Quordle", 4, 9)
OCTORDLE = Variant("octordle", "Octordle", 8, 13)
VARIANTS: dict[str, Variant] = {v.key: v for v in (DORDLE, QUORDLE, OCTORDLE)}
VARIANT_KEYS: tuple[str, ...] = tuple(VARIANTS)


def get_variant(key: str) -> Variant:
    """The variant called ``key`` (any case); ValueError names the known ones."""
    try:
        return VARIANTS[key.strip().lower()]
    except KeyError:
        known = ", ".join(v.name for v in VARIANTS.values())
        raise ValueError(
            _("unknown game {name!r} (known: {known})").format(name=key, known=known)
        ) from None


# --- the boards' words -----------------------------------------------------------


def board_words(words: WordList, variant: Variant, first_seed: int) -> tuple[str, ...]:
    """Distinct answers for the boards, from consecutive seeds starting at ``first_seed``."""
    if len(words.answers) < variant.boards:
        raise ValueError(
            _("{name} needs {boards} different answers; the list has {count}").format(
                name=variant.name, boards=variant.boards, count=len(words.answers)
            )
        )
    chosen: list[str] = []
    for seed in range(first_seed, first_seed + _SEEDS_PER_PUZZLE):
        word = practice_word(words, seed)
        if word not in chosen:
            chosen.append(word)
            if len(chosen) == variant.boards:
                return tuple(chosen)
    # Only a list of a handful of answers gets here: take the first unused ones.
    for word in words.answers:
        if word not in chosen:
            chosen.append(word)
            if len(chosen) == variant.boards:
                break
    return tuple(chosen)


def practice_seed(variant: Variant, seed: int) -> int:
    return _PRACTICE_SEEDS + (seed * len(VARIANTS) + variant.index) * _SEEDS_PER_PUZZLE


def daily_words(words: WordList, variant: Variant, number: int) -> tuple[str, ...]:
    """The boards of the daily puzzle ``number``: as published, then the variant's cycles."""
    if len(words.answers) < variant.boards:
        raise ValueError(
            _("{name} needs {boards} different answers; the list has {count}").format(
                name=variant.name, boards=variant.boards, count=len(words.answers)
            )
        )
    return puzzle_words(words, number, variant.key)


def practice_words(words: WordList, variant: Variant, seed: int) -> tuple[str, ...]:
    """The boards of the practice puzzle of a code's ``seed``."""
    return board_words(words, variant, practice_seed(variant, seed))


def variant_code(variant: Variant, language: str, length: int, seed: int) -> str:
    """``Quordle-EN5P-7KQ2MXX``: the variant's name before the practice code of ``seed``."""
    return f"{variant.name}-{practice_code(language, length, seed)}"


_VARIANT_CODE_RE = re.compile(r"^\s*([A-Za-z]+)-(.+)$")


@dataclass(frozen=True)
class VariantCode:
    """What a multi-board practice code names."""

    variant: Variant
    language: str
    length: int
    seed: int


def is_variant_code(text: str) -> bool:
    """True when ``text`` starts with a variant's name (the rest may still be wrong)."""
    match = _VARIANT_CODE_RE.match(text)
    return match is not None and match.group(1).lower() in VARIANTS


def read_variant_code(text: str) -> VariantCode:
    """Parse ``Quordle-EN5P-7KQ2MXX``; raises CodeError with a reason."""
    match = _VARIANT_CODE_RE.match(text)
    if not match or match.group(1).lower() not in VARIANTS:
        names = "/".join(v.name for v in VARIANTS.values())
        raise CodeError(
            _("{code!r} is not a {names} code (they look like Quordle-EN5P-7KQ2MXX)").format(
                code=text.strip(), names=names
            )
        )
    variant = VARIANTS[match.group(1).lower()]
    parsed = read_code(match.group(2))
    if parsed.seed is None:
        raise CodeError(_("a friend's word is played on one board: drop the game's name"))
    return VariantCode(variant, parsed.language, parsed.length, parsed.seed)


# --- the game -------------------------------------------------------------------------


@dataclass(frozen=True)
class Board:
    """One board: its word, its rows (frozen once solved) and the guess that solved it."""

    secret: str
    rows: tuple[Row, ...]
    solved_at: int | None  # 1-based number of the guess that solved it

    @property
    def solved(self) -> bool:
        return self.solved_at is not None


@dataclass(frozen=True)
class MultiAccepted:
    """A guess that was played: its pattern on each board (None where a board was already
    solved) and the boards it solved."""

    guess: str
    patterns: tuple[int | None, ...]
    solved: tuple[int, ...]
    status: Status


@dataclass(frozen=True)
class KeyboardState:
    """Per key, the best mark on each board (None: not tried there), and which boards are
    solved, so a keyboard can split a key's colours by board or mark it compactly.

    A solved board's part of a key tells nothing any more: :meth:`live` leaves it out.
    """

    marks: dict[str, tuple[Mark | None, ...]]
    solved: tuple[bool, ...]

    def of(self, letter: str) -> tuple[Mark | None, ...]:
        return self.marks.get(letter, (None,) * len(self.solved))

    def live(self, letter: str) -> tuple[Mark | None, ...]:
        """The marks of the boards still being played (None for a solved board)."""
        return tuple(
            None if done else mark for mark, done in zip(self.of(letter), self.solved, strict=True)
        )

    def spent(self, letter: str) -> bool:
        """Grey on every board still being played: the key can no longer help."""
        live = [m for m, done in zip(self.of(letter), self.solved, strict=True) if not done]
        return bool(live) and all(m is Mark.ABSENT for m in live)


@dataclass
class MultiGame(Playing):
    """One round of Dordle, Quordle or Octordle."""

    words: WordList
    variant: Variant
    secrets: tuple[str, ...]
    max_attempts: int = 0  # 0: the variant's tries
    no_repeat: bool = False
    mode: Mode = Mode.PRACTICE
    puzzle: int | None = None
    code: str | None = None
    guesses: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.secrets = tuple(self.secrets)
        if self.max_attempts == 0:
            self.max_attempts = self.variant.attempts
        if not self.variant.boards <= self.max_attempts <= MAX_ATTEMPTS:
            raise ValueError(
                _("{name} takes {low}-{high} tries, not {value}").format(
                    name=self.variant.name,
                    low=self.variant.boards,
                    high=MAX_ATTEMPTS,
                    value=self.max_attempts,
                )
            )
        if len(self.secrets) != self.variant.boards:
            raise ValueError(
                _("{name} has {boards} boards").format(
                    name=self.variant.name, boards=self.variant.boards
                )
            )
        if len(set(self.secrets)) != len(self.secrets):
            raise ValueError(_("the boards' words must be different"))
        for secret in self.secrets:
            if len(secret) != self.words.length or not self.words.is_guess(secret):
                raise ValueError(_("{word} is not a word of the list").format(word=repr(secret)))
        if self.mode is Mode.DAILY and self.puzzle is None:
            raise ValueError(_("a daily game needs its puzzle number"))

    # --- construction -------------------------------------------------------------

    @classmethod
    def daily(cls, words: WordList, variant: Variant, day: date, **options: Any) -> MultiGame:
        """The variant's daily puzzle of ``day`` (past days too: the archive)."""
        number = daily_number(day)
        return cls(
            words,
            variant,
            daily_words(words, variant, number),
            mode=Mode.DAILY,
            puzzle=number,
            **options,
        )

    @classmethod
    def practice(
        cls, words: WordList, variant: Variant, seed: int | None = None, **options: Any
    ) -> MultiGame:
        """A practice puzzle whose code lets anyone play the same boards."""
        seed = new_practice_seed() if seed is None else seed
        return cls(
            words,
            variant,
            practice_words(words, variant, seed),
            mode=Mode.PRACTICE,
            code=variant_code(variant, words.language.code, words.length, seed),
            **options,
        )

    @classmethod
    def from_code(
        cls, code: str, load: Callable[[str, int], WordList] = load_word_list, **options: Any
    ) -> MultiGame:
        """The practice puzzle of a code such as ``Quordle-EN5P-7KQ2MXX`` (CodeError: why not)."""
        parsed = read_variant_code(code)
        words = load(parsed.language, parsed.length)
        return cls.practice(words, parsed.variant, parsed.seed, **options)

    # --- what the boards show ------------------------------------------------------

    @property
    def turns(self) -> int:
        """Guesses played (every board shares them until it is solved)."""
        return len(self.guesses)

    def solved_at(self, board: int) -> int | None:
        """The 1-based guess that solved ``board``, or None."""
        try:
            return self.guesses.index(self.secrets[board]) + 1
        except ValueError:
            return None

    def board(self, index: int, rows_shown: int | None = None) -> Board:
        """One board's rows (the first ``rows_shown`` guesses only, while a row is revealed)."""
        secret = self.secrets[index]
        played = self.guesses[:rows_shown]
        solved = self.solved_at(index)
        if solved is not None and solved <= len(played):
            played = played[:solved]
        else:
            solved = None
        rows = tuple(Row(guess, score(guess, secret)) for guess in played)
        return Board(secret, rows, solved)

    def boards(self, rows_shown: int | None = None) -> tuple[Board, ...]:
        return tuple(self.board(i, rows_shown) for i in range(len(self.secrets)))

    @property
    def status(self) -> Status:
        if all(self.solved_at(i) is not None for i in range(len(self.secrets))):
            return Status.WON
        if len(self.guesses) >= self.max_attempts:
            return Status.LOST
        return Status.PLAYING

    def keyboard(self, rows_shown: int | None = None) -> KeyboardState:
        """Every key's best mark on each board, from the rows shown."""
        boards = self.boards(rows_shown)
        per_board = [best_marks(b.rows, self.length) for b in boards]
        letters = sorted(set().union(*per_board)) if per_board else []
        marks = {letter: tuple(best.get(letter) for best in per_board) for letter in letters}
        return KeyboardState(marks, tuple(b.solved for b in boards))

    def possible_answers(self, board: int) -> list[str]:
        """Answers still consistent with one board's rows."""
        return filter_words(self.words.answers, self.board(board).rows)

    def title(self) -> str:
        """``Quordle EN5 #23`` for a daily, else the code, which names the variant, the
        language and the length already (``Quordle-EN5P-7KQ2MXX``)."""
        tag = f"{self.language.upper()}{self.length}"
        if self.mode is Mode.DAILY and self.puzzle is not None:
            return f"{self.variant.name} {tag} #{self.puzzle}"
        if self.code and self.code.startswith(self.variant.name):
            return self.code
        if self.code:
            return f"{self.variant.name} {tag} {self.code}"
        return f"{self.variant.name} {tag}"

    def result_message(self) -> str | None:
        """The words of the boards not solved when the game is lost."""
        if self.status is Status.WON:
            return _("Solved in {count}/{attempts}").format(
                count=len(self.guesses), attempts=self.max_attempts
            )
        if self.status is Status.LOST:
            missed = [s.upper() for i, s in enumerate(self.secrets) if self.solved_at(i) is None]
            return " ".join(missed)
        return None

    def share(self) -> str:
        return multiboard_share_text(
            self.title(),
            [self.solved_at(i) for i in range(len(self.secrets))],
            len(self.guesses),
            self.max_attempts,
            won=self.status is Status.WON,
            assisted=self.assisted,
        )

    # --- what the player does -----------------------------------------------------

    def _open_rows(self) -> tuple[Row, ...]:
        """The rows of a board still being played: every guess so far."""
        for index in range(len(self.secrets)):
            board = self.board(index)
            if not board.solved:
                return board.rows
        return ()

    def check(self, text: str) -> str | Rejection:
        """Validate without playing: the normalised word or the reason (the single game's)."""
        return self.over_rejection() or validate_guess(
            text, self.words, self._open_rows(), no_repeat=self.no_repeat
        )

    def submit(self, text: str, now: float | None = None) -> MultiAccepted | Rejection:
        """Play a guess on every board not yet solved; nothing changes when it is refused."""
        word = self.check(text)
        if isinstance(word, Rejection):
            return word
        was_solved = [self.solved_at(i) is not None for i in range(len(self.secrets))]
        self.guesses.append(word)
        patterns = tuple(
            None if done else score(word, secret)
            for done, secret in zip(was_solved, self.secrets, strict=True)
        )
        solved_now = tuple(
            i for i, p in enumerate(patterns) if p is not None and p == solved_pattern(self.length)
        )
        if self.is_over and now is not None:
            self.stop_clock(now)
        return MultiAccepted(word, patterns, solved_now, self.status)

    # --- saving ---------------------------------------------------------------------------

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        return {
            "format": MULTI_SAVE_FORMAT,
            "kind": KIND,
            "variant": self.variant.key,
            **self.play_dict(now),
            "secrets": list(self.secrets),
            "puzzle": self.puzzle,
            "code": self.code,
        }

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], load: Callable[[str, int], WordList] = load_word_list
    ) -> MultiGame:
        """Rebuild a saved game; ValueError says what is wrong with damaged data.

        Every field is checked for its type and range, and the guesses are replayed
        through the rules, so a hand-edited save is refused here, not on the board.
        """
        try:
            if data.get("format") != MULTI_SAVE_FORMAT or data.get("kind") != KIND:
                raise ValueError(
                    _("not a saved multi-board game ({kind})").format(kind=repr(data.get("kind")))
                )
            values, words = read_saved(data, MULTI_SAVED_FIELDS, load)
            variant = get_variant(values["variant"])
            game = cls(
                words,
                variant,
                tuple(values["secrets"]),
                puzzle=values["puzzle"],
                code=values["code"],
                **play_options(values),
            )
            if game.mode is Mode.DAILY and game.puzzle is None:
                raise ValueError(_("saved daily game has no puzzle number"))
            game.replay(values["guesses"])
        except (KeyError, TypeError) as exc:
            raise ValueError(_("saved game is incomplete: {reason}").format(reason=exc)) from None
        return game


# --- share text ------------------------------------------------------------------------


def count_emoji(count: int | None) -> str:
    """A board's result as one emoji: keycap digits, 🔟, clock faces above ten, 🟥 unsolved."""
    if count is None:
        return FAILED_BOARD
    if count < 10:
        return _KEYCAPS[count]
    if count == 10:
        return _TEN
    return _CLOCKS[(count - 1) % 12]


def multiboard_share_text(
    title: str,
    solved_at: Sequence[int | None],
    guesses_used: int,
    max_attempts: int,
    *,
    won: bool,
    assisted: bool = False,
) -> str:
    """``wordle-tui Quordle EN5 #23 8/9``, a blank line, then the boards' guess counts.

    Two boards a line, in board order (so the grid reads as the boards sit on screen).
    """
    result = str(guesses_used) if won else "X"
    header = f"wordle-tui {title} {result}/{max_attempts}"
    if assisted:
        header += f" {ASSISTED_MARKER}"
    cells = [count_emoji(count) for count in solved_at]
    lines = [
        "".join(cells[start : start + BOARDS_PER_SHARE_LINE])
        for start in range(0, len(cells), BOARDS_PER_SHARE_LINE)
    ]
    return "\n".join([header, "", *lines])
