"""The tile and key colours of one look, for widgets that draw their own cells."""

from __future__ import annotations

from dataclasses import dataclass

from wordle_tui.core.scoring import Mark


@dataclass(frozen=True)
class TilePalette:
    """The colours of the theme module's variables (``$tile-correct``…) as plain values, for
    widgets that draw cells as text (the boards and keys of a multi-board game) instead of
    styling a widget per tile. Screens make it from :func:`wordle_tui.themes.game_variables`."""

    correct: str
    present: str
    absent: str
    empty: str
    empty_line: str  # the frame of an empty one-line tile
    key: str
    text: str  # letters on coloured tiles
    foreground: str  # letters on empty tiles and keys

    @classmethod
    def from_variables(
        cls, variables: dict[str, str], *, high_contrast: bool, foreground: str
    ) -> TilePalette:
        suffix = "-contrast" if high_contrast else ""
        return cls(
            correct=variables[f"tile-correct{suffix}"],
            present=variables[f"tile-present{suffix}"],
            absent=variables["tile-absent"],
            empty=variables["tile-empty"],
            empty_line=variables[f"tile-empty-line{suffix}"],
            key=variables["key-background"],
            text=variables["tile-text"],
            foreground=rich_colour(foreground),
        )

    def of(self, mark: Mark | None) -> str:
        """The background of a tile with ``mark`` (None: not played)."""
        if mark is Mark.CORRECT:
            return self.correct
        if mark is Mark.PRESENT:
            return self.present
        if mark is Mark.ABSENT:
            return self.absent
        return self.empty


def rich_colour(name: str) -> str:
    """A theme's colour as Rich reads it: an ANSI theme's ``ansi_default`` or ``ansi_red``
    is Rich's ``default`` or ``red`` (Rich refuses Textual's names: a Quordle in the ANSI
    themes raised ColorParseError as it drew its keys)."""
    return name.removeprefix("ansi_")
