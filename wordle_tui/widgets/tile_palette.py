"""The tile and key colours of one look, for widgets that draw their own cells."""

from __future__ import annotations

from dataclasses import dataclass

from rich.color import Color as RichColor
from textual.color import Color, ColorParseError
from textual.theme import Theme

from wordle_tui.core.scoring import Mark


def rich_colour(value: str | None, fallback: str) -> RichColor:
    """A theme's colour as rich draws it. Themes write colours as Textual CSS does
    (``ansi_default``, ``ansi_bright_red``, ``rgb(…)``, ``#fff8``), which rich's own parser
    refuses: Textual's reads them all. ``fallback`` (a hex colour) stands for a missing or
    unreadable one."""
    try:
        return Color.parse(value or fallback).rich_color
    except ColorParseError:
        return Color.parse(fallback).rich_color


@dataclass(frozen=True)
class TilePalette:
    """The colours of the theme module's variables (``$tile-correct``…) as rich colours, for
    widgets that draw cells as text (the boards and keys of a multi-board game) instead of
    styling a widget per tile: any colour here can go into a ``rich.style.Style``. Screens
    make it from :func:`wordle_tui.themes.game_variables` (:meth:`for_theme`)."""

    correct: RichColor
    present: RichColor
    absent: RichColor
    empty: RichColor
    empty_line: RichColor  # the frame of an empty one-line tile
    key: RichColor
    text: RichColor  # letters on coloured tiles
    foreground: RichColor  # letters on empty tiles and keys

    @classmethod
    def from_variables(
        cls, variables: dict[str, str], *, high_contrast: bool, foreground: str, dark: bool = True
    ) -> TilePalette:
        """The palette of the game's CSS variables; ``foreground`` is the theme's text
        colour (white, or black in a light theme, when it cannot be read)."""
        suffix = "-contrast" if high_contrast else ""
        fallback = "#ffffff" if dark else "#000000"
        return cls(
            correct=rich_colour(variables[f"tile-correct{suffix}"], fallback),
            present=rich_colour(variables[f"tile-present{suffix}"], fallback),
            absent=rich_colour(variables["tile-absent"], fallback),
            empty=rich_colour(variables["tile-empty"], fallback),
            empty_line=rich_colour(variables[f"tile-empty-line{suffix}"], fallback),
            key=rich_colour(variables["key-background"], fallback),
            text=rich_colour(variables["tile-text"], fallback),
            foreground=rich_colour(foreground, fallback),
        )

    @classmethod
    def for_theme(
        cls, theme: Theme, variables: dict[str, str], *, high_contrast: bool
    ) -> TilePalette:
        """The palette of ``theme`` and its shade's game ``variables``."""
        fallback = "#ffffff" if theme.dark else "#000000"
        return cls.from_variables(
            variables,
            high_contrast=high_contrast,
            foreground=theme.foreground or fallback,
            dark=theme.dark,
        )

    def of(self, mark: Mark | None) -> RichColor:
        """The background of a tile with ``mark`` (None: not played)."""
        if mark is Mark.CORRECT:
            return self.correct
        if mark is Mark.PRESENT:
            return self.present
        if mark is Mark.ABSENT:
            return self.absent
        return self.empty
