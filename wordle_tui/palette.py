"""The command palette (Ctrl+P): the game's main actions, found by typing part of a name."""

from __future__ import annotations

from contextlib import suppress
from functools import partial
from typing import Any

from textual.command import CommandList, DiscoveryHit, Hit, Hits, Provider
from textual.css.query import NoMatches
from textual.widgets import Button, Input

from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.background import is_shown, while_shown
from wordle_tui.textual_support.compat import PaletteHooks
from wordle_tui.textual_support.navigation import move_page, on_top

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
        N_("A symbol on each tile, besides its colour"),
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


class SafePalette(PaletteHooks):
    """Textual's palette, safe from keys that race it: PageUp/PageDown on a list not laid out
    yet (see :func:`move_page`) or not composed yet, a close that comes after the palette
    has already left (a second Enter or Escape in a burst) never pops the screen under it
    nor runs its command again, and the search still running when the palette is taken
    away (by a key the app handles first) never draws on its removed list
    (``NoMatches: 'CommandList'``); and "No matches found" in the interface language.

    Textual's private steps are reached through :class:`PaletteHooks`
    (``textual_support/compat.py``), whose public hooks this class overrides."""

    async def gather_commands(self, search_value: str) -> None:
        if not is_shown(self):
            return
        try:
            await super().gather_commands(search_value)
        except NoMatches:
            if self.is_mounted and is_shown(self):
                raise  # a real bug, not the race

    def list_visible_changed(self) -> None:
        if is_shown(self):
            with suppress(NoMatches):
                super().list_visible_changed()

    async def show_busy_changed(self) -> None:
        if is_shown(self):
            with suppress(NoMatches):
                await super().show_busy_changed()

    def may_draw(self) -> bool:
        return is_shown(self)

    def no_matches_text(self) -> str:
        return _("No matches found")

    def on_unmount(self) -> None:
        self.cancel_search()

    @while_shown
    def command_list_action(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            move_page(self.query_one(CommandList), -1 if action == "page_up" else 1)
        else:
            super().command_list_action(action)

    def select_or_command(self, event: Input.Submitted | Button.Pressed | None = None) -> None:
        """Enter: Textual's, only while this palette is the screen on top (an Enter queued
        behind the one that ran the command would run it again: five theme pickers)."""
        if is_shown(self) and self.is_mounted and on_top(self):
            super().select_or_command(event)

    def dismiss(self, result: Any = None) -> Any:  # type: ignore[override]
        if on_top(self):
            return super().dismiss(result)
        return _nothing_to_await()


class _Done:
    """Awaitable that is already done (what a refused dismiss returns)."""

    def __await__(self) -> Any:
        return iter(())


def _nothing_to_await() -> _Done:
    return _Done()
