"""One game being played on screen: the core game plus the row being typed and revealed.

The board and keyboard render this model and send it what the player did. It
also knows which rows have finished their reveal, so input waits for the
reveal and keyboard colours change only once a row is fully shown — no widget
has to guess either. It never imports Textual.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.game import Accepted, Game
from wordle_tui.core.multiboard import KeyboardState, MultiAccepted, MultiGame
from wordle_tui.core.normalize import fold_letter
from wordle_tui.core.scoring import Mark
from wordle_tui.core.validation import Rejection
from wordle_tui.core.words import WordList

AcceptedT = TypeVar("AcceptedT", covariant=True)


class _Plays(Protocol[AcceptedT]):
    """A game a row can be typed for."""

    @property
    def words(self) -> WordList: ...

    @property
    def length(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    def submit(self, text: str, now: float | None = None) -> AcceptedT | Rejection: ...


class TypedRow(Generic[AcceptedT]):
    """The row being typed for a game's next guess (methods only: each session is a
    dataclass with its ``game`` and ``typed`` fields)."""

    game: _Plays[AcceptedT]
    typed: str

    @property
    def accepts_input(self) -> bool:
        return not self.game.is_over

    def type_letter(self, character: str) -> bool:
        """Add a letter (accents folded, ñ kept in Spanish); False when it was ignored."""
        if not self.accepts_input or len(self.typed) >= self.game.length:
            return False
        letter = fold_letter(character.lower(), self.game.words.language)
        if letter is None or len(self.typed) + len(letter) > self.game.length:
            return False  # not a letter, or a fold to two letters (ß → ss) that does not fit
        self.typed += letter
        return True

    def delete_letter(self) -> bool:
        if not self.accepts_input or not self.typed:
            return False
        self.typed = self.typed[:-1]
        return True

    def submit(self, now: float | None = None) -> AcceptedT | Rejection | None:
        """Play the typed row; None when input is locked. A refused row stays typed."""
        if not self.accepts_input:
            return None
        result = self.game.submit(self.typed, now)
        if not isinstance(result, Rejection):
            self.typed = ""
        return result


@dataclass
class PlaySession(TypedRow[Accepted]):
    """A game, the letters typed for its next guess and how many rows are revealed."""

    game: Game | AbsurdleGame  # one board: Wordle, or Absurdle (its rows are a Wordle's)
    typed: str = ""
    revealed: int = field(default=-1)

    def __post_init__(self) -> None:
        if self.revealed < 0:  # rows of a resumed game are already shown
            self.revealed = len(self.game.rows)

    @property
    def revealing(self) -> bool:
        """True while the last played row is still being turned over."""
        return self.revealed < len(self.game.rows)

    @property
    def accepts_input(self) -> bool:
        return not self.revealing and not self.game.is_over

    def finish_reveal(self) -> None:
        """The board has shown every played row."""
        self.revealed = len(self.game.rows)

    def keyboard(self) -> dict[str, Mark]:
        """Key colours from the rows already revealed."""
        return self.game.keyboard(rows_shown=self.revealed)


@dataclass
class MultiPlaySession(TypedRow[MultiAccepted]):
    """A Dordle, Quordle or Octordle and the letters typed for its next guess.

    Rows appear at once on every board (no reveal to wait for), so there is no
    reveal count; the rest works as :class:`PlaySession`.
    """

    game: MultiGame
    typed: str = ""

    def keyboard(self) -> KeyboardState:
        return self.game.keyboard()
