"""A row of tiles being marked by a player: the colours a guess got, given tile by tile.

Used where the player tells the program the colours (the bot guesses your word,
the assistant). Keys follow the pattern syntax of :func:`parse_pattern`
(g/y/x, 2/1/0, ``-`` and ``.``), so typing a colour and reading a pattern on
the command line are one rule. It never imports Textual.
"""

from __future__ import annotations

from collections.abc import Sequence

from wordle_tui.core.scoring import Mark, PatternError, code_of, marks_of, parse_pattern

# Space and clicks cycle grey → yellow → green → grey.
_NEXT = {Mark.ABSENT: Mark.PRESENT, Mark.PRESENT: Mark.CORRECT, Mark.CORRECT: Mark.ABSENT}


def mark_for_key(character: str) -> Mark | None:
    """The mark a key names (g/y/x, 2/1/0, ``-``, ``.``, an emoji), or None."""
    if not character or character.isspace():
        return None
    try:
        return marks_of(parse_pattern(character, 1), 1)[0]
    except PatternError:
        return None


class MarkingRow:
    """The marks of one guessed word and a cursor on the tile being marked.

    A new row starts all grey: only the yellows and greens need marking.
    """

    def __init__(self, length: int, marks: Sequence[Mark] | None = None, cursor: int = 0) -> None:
        if length < 1:
            raise ValueError("a row has at least one tile")
        self.length = length
        self.marks: list[Mark] = list(marks) if marks is not None else [Mark.ABSENT] * length
        if len(self.marks) != length:
            raise ValueError(f"{len(self.marks)} marks for {length} tiles")
        self.cursor = min(max(cursor, 0), length - 1)

    @classmethod
    def from_code(cls, code: int, length: int, cursor: int = 0) -> MarkingRow:
        """A row showing the marks of a pattern code (a row to fix, or one undone)."""
        return cls(length, marks_of(code, length), cursor)

    @classmethod
    def from_text(cls, text: str, length: int) -> MarkingRow:
        """Read ``GY--G``, ``gyxxg``, ``21002`` or emoji; raises PatternError with a reason."""
        return cls.from_code(parse_pattern(text, length), length)

    @property
    def code(self) -> int:
        """The pattern code of the marks, as the scorer gives them."""
        return code_of(self.marks)

    def set(self, mark: Mark) -> None:
        """Mark the tile under the cursor and move to the next one (the last tile stays)."""
        self.marks[self.cursor] = mark
        self.move(1)

    def cycle(self, index: int | None = None) -> Mark:
        """Grey → yellow → green → grey on a tile (the cursor's by default); it gets the cursor."""
        if index is not None:
            self.move_to(index)
        mark = _NEXT[self.marks[self.cursor]]
        self.marks[self.cursor] = mark
        return mark

    def move(self, delta: int) -> None:
        self.move_to(self.cursor + delta)

    def move_to(self, index: int) -> None:
        self.cursor = min(max(index, 0), self.length - 1)

    def key(self, character: str) -> bool:
        """Act on a typed colour key; False when the key names no colour."""
        mark = mark_for_key(character)
        if mark is None:
            return False
        self.set(mark)
        return True

    def __repr__(self) -> str:
        return f"MarkingRow({self.code}, length={self.length}, cursor={self.cursor})"
