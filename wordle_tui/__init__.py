"""wordle-tui: Wordle in the terminal, with an optimal solver."""

__version__ = "0.1.0"
