"""The command palette (Ctrl+P): the game's main actions, found by typing part of a name."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from wordle_tui.i18n import N_, _

# (name shown, app action, help), in English: shown with ``_``. New features add theirs here.
GAME_COMMANDS: tuple[tuple[str, str, str], ...] = (
    (N_("New practice game"), "new_practice", N_("A new word, with a code to share")),
    (N_("Daily puzzle"), "daily", N_("Today's puzzle, the same word for everyone")),
    (N_("Custom word"), "custom_word", N_("Hide a word for a friend, or play a friend's code")),
    (
        N_("Toggle hints"),
        "toggle_hints",
        N_("Words still possible and the best guesses, beside the board"),
    ),
    (N_("Watch the bot"), "watch_bot", N_("The bot plays a word you choose and says why")),
    (
        N_("Bot guesses your word"),
        "bot_guesses",
        N_("Think of a word; the bot guesses, you colour"),
    ),
    (
        N_("Assistant"),
        "assistant",
        N_("Words left and the best next word for a game played elsewhere"),
    ),
    (N_("Statistics"), "statistics", N_("Played, win %, streaks and the guess distribution")),
    (N_("Game history"), "history", N_("Every finished game; Enter reviews one")),
    (N_("Review a game"), "review", N_("The finished game, or the last one, against the bot")),
    (N_("Settings"), "settings", N_("Language, length, attempts, hard mode, looks")),
    (N_("Help"), "help", N_("How to play and the keys")),
    (N_("Main menu"), "menu", N_("Back to the menu; the game in progress is kept")),
    (N_("Toggle high contrast"), "toggle_setting('high_contrast')", N_("Orange and blue tiles")),
    (
        N_("Toggle symbols on tiles"),
        "toggle_setting('symbols')",
        N_("A mark that is not only colour"),
    ),
    (N_("Toggle animations"), "toggle_setting('animations')", N_("Flip, shake and bounce")),
)


class GameCommands(Provider):
    """Offers :data:`GAME_COMMANDS`; each runs an action of the app."""

    async def _run(self, action: str) -> None:
        await self.app.run_action(action)

    async def discover(self) -> Hits:
        for name, action, help_text in GAME_COMMANDS:
            yield DiscoveryHit(_(name), partial(self._run, action), help=_(help_text))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for english, action, help_text in GAME_COMMANDS:
            name = _(english)
            score = matcher.match(name)
            if score > 0:
                run = partial(self._run, action)
                yield Hit(score, matcher.highlight(name), run, help=_(help_text))
