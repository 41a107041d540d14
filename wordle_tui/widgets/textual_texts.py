"""Textual's own texts that a player can read, marked here for our catalogue.

Textual writes its key descriptions (``Scroll Left``, ``Focus Next``), binding group titles
(``Input``) and the Footer's palette key in English. Our Footer and Keys panel show each
through ``_``: these marks put the English texts in the catalogue, so that they are
translated like ours. ``tests/test_screen_walk.py`` checks that every text of a Textual
widget the app shows is here (a new widget, or a new Textual, adds its lines).
"""

from __future__ import annotations

from wordle_tui.i18n import N_

TEXTUAL_TEXTS = (
    # the Footer and the App
    N_("palette"),
    N_("Open the command palette"),
    N_("Quit"),
    N_("Quit the app and return to the command prompt."),
    # Screen
    N_("Focus Next"),
    N_("Focus Previous"),
    N_("Copy selected text"),
    # scrolling containers
    N_("Scroll Up"),
    N_("Scroll Down"),
    N_("Scroll Left"),
    N_("Scroll Right"),
    N_("Scroll Home"),
    N_("Scroll End"),
    N_("Page Up"),
    N_("Page Down"),
    N_("Page Left"),
    N_("Page Right"),
    # OptionList, Select, Switch, Button
    N_("Up"),
    N_("Down"),
    N_("First"),
    N_("Last"),
    N_("Select"),
    N_("Show menu"),
    N_("Dismiss menu"),
    N_("Toggle"),
    N_("Press button"),
    # DataTable
    N_("Cursor up"),
    N_("Cursor down"),
    N_("Cursor left"),
    N_("Cursor right"),
    N_("Page up"),
    N_("Page down"),
    N_("Top"),
    N_("Bottom"),
    N_("Home"),
    N_("End"),
    # Input
    N_("Input"),
    N_("Move cursor left"),
    N_("Move cursor right or accept the completion suggestion"),
    N_("Move cursor left and select"),
    N_("Move cursor right and select"),
    N_("Move cursor left a word"),
    N_("Move cursor right a word"),
    N_("Move cursor left a word and select"),
    N_("Move cursor right a word and select"),
    N_("Go to start"),
    N_("Go to end"),
    N_("Select line start"),
    N_("Select line end"),
    N_("Select all"),
    N_("Delete character left"),
    N_("Delete character right"),
    N_("Delete left to start of word"),
    N_("Delete right to start of word"),
    N_("Delete all to the left"),
    N_("Delete all to the right"),
    N_("Cut selected text"),
    N_("Paste text from the clipboard"),
    N_("Submit"),
    # TextArea
    N_("Cursor up select"),
    N_("Cursor down select"),
    N_("Cursor left select"),
    N_("Cursor right select"),
    N_("Cursor word left"),
    N_("Cursor word right"),
    N_("Cursor left word select"),
    N_("Cursor right word select"),
    N_("Cursor line start"),
    N_("Cursor line end"),
    N_("Cursor line start select"),
    N_("Cursor line end select"),
    N_("Cursor page up"),
    N_("Cursor page down"),
    N_("Select line"),
    N_("Delete line"),
    N_("Delete to line start"),
    N_("Delete to line end"),
    N_("Copy"),
    N_("Cut"),
    N_("Paste"),
    N_("Undo"),
    N_("Redo"),
    # the command palette
    N_("Exit the command palette"),
    N_("Next command"),
    N_("Previous command"),
    N_("Next page"),
    N_("Previous page"),
    N_("Go to top"),
    N_("Go to bottom"),
)
