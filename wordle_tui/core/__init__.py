"""The pure game core: words, normalising, scoring, filtering, hard mode and game state.

Nothing in this package imports Textual; a test checks that in a fresh interpreter.
"""
