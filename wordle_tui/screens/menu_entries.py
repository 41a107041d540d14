"""What the menu offers: each entry's label, first-letter key, app action and description."""

from __future__ import annotations

from dataclasses import dataclass

from wordle_tui.i18n import N_


@dataclass(frozen=True)
class MenuEntry:
    """One thing the menu offers: its label, first-letter key and the app action it runs."""

    label: str
    key: str
    action: str
    description: str


# The menu is this list: later features add an entry (and its app action) here.
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("Daily", "d", "daily", "Today's puzzle: the same word for everyone"),
    MenuEntry("Practice", "p", "new_practice", "A new word, with a code to share"),
    MenuEntry("Custom word", "c", "custom_word", "Hide a word for a friend, or play a friend's"),
    MenuEntry("Watch the bot", "w", "watch_bot", "The bot plays a word you choose and says why"),
    MenuEntry("Bot guesses your word", "b", "bot_guesses", "Think of a word; give the colours"),
    MenuEntry("Assistant", "a", "assistant", "Help with a game played elsewhere"),
    MenuEntry("Statistics", "t", "statistics", "Streaks, the guess distribution, every game"),
    MenuEntry("Settings", "s", "settings", "Language, length, attempts, hard mode, looks"),
    MenuEntry("Help", "h", "help", "How to play"),
    MenuEntry("Quit", "q", "quit", "Your game in progress is kept for next time"),
)
CONTINUE_KEY = "r"
# Offered when more than one game is in progress (each can be played on).
IN_PROGRESS = MenuEntry(
    N_("In progress"), "i", "games_in_progress", N_("Every game left unfinished: pick one")
)
