"""What the menu offers: each entry's label, first-letter key, app action and description."""

from __future__ import annotations

from dataclasses import dataclass

from wordle_tui.i18n import N_


@dataclass(frozen=True)
class MenuEntry:
    """One thing the menu offers: its label, first-letter key and the app action it runs.

    The label and description are in English, marked for translation: the menu shows
    them with ``_``."""

    label: str
    key: str
    action: str
    description: str


# The menu is this list: later features add an entry (and its app action) here.
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry(N_("Daily"), "d", "daily", N_("Today's puzzle: the same word for everyone")),
    MenuEntry(N_("Practice"), "p", "new_practice", N_("A new word, with a code to share")),
    MenuEntry(
        N_("Custom word"), "c", "custom_word", N_("Hide a word for a friend, or play a friend's")
    ),
    MenuEntry(
        N_("Archive"), "v", "archive", N_("Every daily up to today: play the ones you missed")
    ),
    MenuEntry(
        N_("Multi-board"),
        "m",
        "multi_board",
        N_("Dordle, Quordle, Octordle: a guess on every board"),
    ),
    MenuEntry(
        N_("Absurdle"), "x", "new_absurdle", N_("The host keeps changing its word: corner it")
    ),
    MenuEntry(
        N_("Watch the bot"), "w", "watch_bot", N_("The bot plays a word you choose and says why")
    ),
    MenuEntry(
        N_("Bot guesses your word"), "b", "bot_guesses", N_("Think of a word; give the colours")
    ),
    MenuEntry(N_("Assistant"), "a", "assistant", N_("Help with a game played elsewhere")),
    MenuEntry(
        N_("Statistics"), "t", "statistics", N_("Streaks, the guess distribution, every game")
    ),
    MenuEntry(N_("Settings"), "s", "settings", N_("Language, length, attempts, hard mode, looks")),
    MenuEntry(N_("Help"), "h", "help", N_("How to play")),
    MenuEntry(N_("Quit"), "q", "quit", N_("Your game in progress is kept for next time")),
)
CONTINUE_KEY = "r"
# Offered when more than one game is in progress (each can be played on).
IN_PROGRESS = MenuEntry(
    N_("In progress"), "i", "games_in_progress", N_("Every game left unfinished: pick one")
)
