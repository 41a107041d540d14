"""The command palette (Ctrl+P): the game's main actions, found by typing part of a name."""

from __future__ import annotations

from contextlib import suppress
from functools import partial
from typing import Any

from rich.align import Align
from rich.text import Text
from textual import on, work
from textual.command import CommandList, CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.css.query import NoMatches
from textual.widgets import Button, Input
from textual.widgets.option_list import Option

from wordle_tui.i18n import N_, _
from wordle_tui.textual_support.background import is_shown, while_shown
from wordle_tui.textual_support.navigation import move_page

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


class SafePalette(CommandPalette):
    """Textual's palette, safe from keys that race it: PageUp/PageDown on a list not laid out
    yet (see :func:`move_page`) or not composed yet, a close that comes after the palette
    has already left (a second Enter or Escape in a burst) never pops the screen under it
    nor runs its command again, and the search still running when the palette is taken
    away (by a key the app handles first) never draws on its removed list
    (``NoMatches: 'CommandList'``); and "No matches found" in the interface language.

    Textual's private parts used here (its palette has no public hooks for them) are all in
    this class: ``_gather_commands``, ``_watch__list_visible``, ``_watch__show_busy``,
    ``_start_no_matches_countdown`` (and the state it sets), ``_action_command_list``,
    ``_select_or_command``."""

    _gather_all = CommandPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP, exit_on_error=False)
    async def _gather_commands(self, search_value: str) -> None:
        if not is_shown(self):
            return
        try:
            await self._gather_all(search_value)
        except NoMatches:
            if self.is_mounted and is_shown(self):
                raise  # a real bug, not the race

    def _watch__list_visible(self) -> None:
        if is_shown(self):
            with suppress(NoMatches):
                super()._watch__list_visible()

    async def _watch__show_busy(self) -> None:
        if is_shown(self):
            with suppress(NoMatches):
                await super()._watch__show_busy()

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """Textual's countdown to "No matches found", with the text in the interface language
        (Textual's is English and built inside its method: this one is a copy of it)."""
        if not is_shown(self):
            return
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if not is_shown(self):
                return
            if search_value:
                nothing = Text(_("No matches found"), style="not bold")
                self.query_one(CommandList).add_option(
                    Option(Align.center(nothing), disabled=True, id=self._NO_MATCHES)
                )
                self._list_visible = True
            else:  # discovery: nothing to offer is not worth saying
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)

    def on_unmount(self) -> None:
        self._cancel_gather_commands()

    @while_shown
    def _action_command_list(self, action: str) -> None:
        if action in ("page_up", "page_down"):
            move_page(self.query_one(CommandList), -1 if action == "page_up" else 1)
        else:
            super()._action_command_list(action)

    @on(Input.Submitted)
    @on(Button.Pressed)
    def _select_or_command(self, event: Input.Submitted | Button.Pressed | None = None) -> None:
        """Enter: Textual's, only while this palette is the screen on top (an Enter queued
        behind the one that ran the command would run it again: five theme pickers)."""
        if event is not None:
            event.prevent_default()  # this handler stands for the one of CommandPalette
            event.stop()
        if is_shown(self) and self.is_mounted and self.app.screen is self:
            super()._select_or_command(event)

    def dismiss(self, result: Any = None) -> Any:  # type: ignore[override]
        if self.is_attached and self.app.screen is self:
            return super().dismiss(result)
        return _nothing_to_await()


class _Done:
    """Awaitable that is already done (what a refused dismiss returns)."""

    def __await__(self) -> Any:
        return iter(())


def _nothing_to_await() -> _Done:
    return _Done()
