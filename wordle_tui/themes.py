"""The game's colours: tiles and keys per light or dark theme, the high-contrast pair, and two
Textual themes with the original's look. Every colour of the game is here.

Any Textual theme gets the tile colours of its shade (:func:`game_variables`, the app's
``get_theme_variable_defaults``); the stylesheet reads them as ``$tile-correct``…, and high
contrast is the app-level class ``-high-contrast`` that swaps in ``$tile-correct-contrast``…
"""

from __future__ import annotations

from textual.theme import Theme

# The original's tiles and keys, on a dark and on a light background.
DARK_COLOURS = {
    "tile-correct": "#538d4e",
    "tile-present": "#b59f3b",
    "tile-absent": "#3a3a3c",
    "tile-empty": "#1c1c1e",
    "tile-empty-border": "#3a3a3c",
    "tile-typed-border": "#646567",
    # The frame of an empty one-line tile (compact boards): lines drawn as text, so they
    # show where a shade of the background would not (a 256- or 16-colour terminal).
    "tile-empty-line": "#5f5f62",
    "tile-empty-line-contrast": "#9a9a9f",
    "key-background": "#636466",
    "key-background-hover": "#818384",
}
LIGHT_COLOURS = {
    "tile-correct": "#6aaa64",
    "tile-present": "#c9b458",
    "tile-absent": "#787c7e",
    "tile-empty": "#f4f4f5",
    "tile-empty-border": "#d3d6da",
    "tile-typed-border": "#878a8c",
    "tile-empty-line": "#909398",
    "tile-empty-line-contrast": "#5f6266",
    "key-background": "#c2c5c9",
    "key-background-hover": "#a9adb2",
}
# Letters on coloured tiles, and the high-contrast pair (orange and blue) for either shade.
SHARED_COLOURS = {
    "tile-text": "#ffffff",
    "tile-correct-contrast": "#f5793a",
    "tile-present-contrast": "#85c0f9",
}


def game_variables(dark: bool) -> dict[str, str]:
    """The CSS variables of the game for a dark or a light theme."""
    return {**(DARK_COLOURS if dark else LIGHT_COLOURS), **SHARED_COLOURS}


def _wordle_theme(name: str, *, dark: bool, text: str, page: str, panel: str) -> Theme:
    """A theme with the original's page around its tiles: green and yellow as its accents."""
    tiles = DARK_COLOURS if dark else LIGHT_COLOURS
    return Theme(
        name=name,
        primary=tiles["tile-correct"],
        secondary=tiles["tile-present"],
        accent=tiles["tile-present"],
        foreground=text,
        background=page,
        surface=tiles["tile-empty"],
        panel=panel,
        dark=dark,
        variables=game_variables(dark),
    )


# Themes with the original's look (Settings, or the palette); the default stays textual-dark.
WORDLE_THEMES = (
    _wordle_theme("wordle-dark", dark=True, text="#f8f8f8", page="#121213", panel="#2a2a2c"),
    _wordle_theme("wordle-light", dark=False, text="#1a1a1b", page="#ffffff", panel="#e3e3e6"),
)
