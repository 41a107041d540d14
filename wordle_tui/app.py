"""The Textual app: opens screens and wires them to the player's data. Rules live in the core,
what is kept in :mod:`wordle_tui.player_data`, colours in :mod:`wordle_tui.themes`."""

from __future__ import annotations

import asyncio
import contextlib
import io
import signal
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import date, datetime
from functools import partial
from typing import ClassVar

from rich.console import RenderableType
from textual import events, on
from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.reactive import var
from textual.screen import Screen
from textual.theme import Theme, ThemeProvider
from textual.widget import Widget
from textual.widgets import HelpPanel

from wordle_tui.bots.absurdle_watch import AbsurdleWatchSetup
from wordle_tui.bots.cache import SOLVERS
from wordle_tui.bots.multiboard import MultiWatchSetup
from wordle_tui.bots.watch import WatchSetup
from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.choose import daily_number
from wordle_tui.core.clock import local_now
from wordle_tui.core.codes import CodeError
from wordle_tui.core.game import Game
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.new_game import ABSURDLE, WORDLE, GameRequest, WordLoader, new_game
from wordle_tui.core.resources import stylesheet_path
from wordle_tui.core.saved import AnyGame, under_way, variant_of
from wordle_tui.core.settings import DEFAULT_THEME, Settings
from wordle_tui.core.statistics import StatsFilter
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.dialogs.custom_word import CustomWordScreen
from wordle_tui.dialogs.games_in_progress import GamesInProgressScreen
from wordle_tui.dialogs.help import HelpScreen
from wordle_tui.dialogs.history import HistoryScreen
from wordle_tui.dialogs.leave_game import LeaveGameScreen
from wordle_tui.dialogs.multi_setup import MultiChoice, MultiSetupScreen
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.dialogs.settings import SettingsScreen
from wordle_tui.dialogs.statistics import StatisticsScreen
from wordle_tui.dialogs.watch_setup import WatchSetupScreen
from wordle_tui.i18n import N_, _, set_ui_language, ui_language
from wordle_tui.palette import GameCommands, SafePalette
from wordle_tui.player_data import GAME_RULES, LOOKS, Conflict, PlayerData, change_setting
from wordle_tui.screens.absurdle import AbsurdleScreen
from wordle_tui.screens.absurdle_watch import AbsurdleWatchScreen
from wordle_tui.screens.archive import ArchiveChoice, ArchiveScreen
from wordle_tui.screens.assistant import AssistantScreen
from wordle_tui.screens.bot_game_over import BotGameOver
from wordle_tui.screens.bot_guesses import BotGuessesScreen
from wordle_tui.screens.game import GameScreen
from wordle_tui.screens.menu import MenuScreen
from wordle_tui.screens.multi_board import MultiBoardScreen
from wordle_tui.screens.multi_watch import MultiWatchScreen
from wordle_tui.screens.play_base import PlayBase
from wordle_tui.screens.review import ReviewScreen
from wordle_tui.screens.watch import WatchScreen
from wordle_tui.solver.context import SolverContext
from wordle_tui.storage.store import Storage
from wordle_tui.textual_support.background import AbandonedOnQuit
from wordle_tui.textual_support.compat import app_driver, current_message_pump
from wordle_tui.textual_support.navigation import ScreenChanges, fence_option_lists, screen_change
from wordle_tui.themes import WORDLE_THEMES, game_variables
from wordle_tui.widgets.emoji_cells import PROBE as EMOJI_PROBE
from wordle_tui.widgets.footer import Footer, key_display
from wordle_tui.widgets.keys_panel import KeysPanel
from wordle_tui.widgets.retranslatable import Retranslatable
from wordle_tui.widgets.texts import selected_text

WARNING_SECONDS = 12.0
SCREENSHOT_DELIVERY = "wordle-tui screenshot"  # our name for it: Textual's notice is English
# Signals that end the app as Quit does (the game saved, the terminal given back): the
# terminal closed, kill, Ctrl+C sent from outside. The exit status says which (128 + N),
# but for a closed terminal, which nobody reads.
QUIT_SIGNALS = ("SIGHUP", "SIGTERM", "SIGINT")
AnyWatchSetup = WatchSetup | MultiWatchSetup | AbsurdleWatchSetup
# What the command palette's switches say when flipped (on, off).
LOOK_TOGGLED = {
    "high_contrast": (N_("High contrast on"), N_("High contrast off")),
    "symbols": (N_("Symbols on"), N_("Symbols off")),
    "animations": (N_("Animations on"), N_("Animations off")),
}


def _ignore() -> None:
    """A signal handler that does nothing."""


def _raised_on(screen: Screen[object]) -> bool:
    """The error being handled comes from ``screen`` or one of its widgets."""
    pump = current_message_pump()
    return pump is screen or (isinstance(pump, Widget) and screen in pump.ancestors_with_self)


def solver_context(words: WordList, hard: bool, attempts: int) -> SolverContext:
    """The shared solver context of a list and mode (slow the first time: call in a worker)."""
    return SOLVERS.context(words, hard=hard, attempts=attempts)


class WordleApp(ScreenChanges):
    """Menu, board, result, settings and help; the game state is the core's ``Game``.

    ``settings`` is the one observable value of the settings: screens watch it, and only the
    app changes it (and, through :func:`change_setting`, the game in progress).
    """

    TITLE = "wordle-tui"
    CSS_PATH = stylesheet_path()
    COMMANDS = ScreenChanges.COMMANDS | {GameCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        # Priority: they work on every screen, modal ones and text fields included.
        # Each screen shows its own quit key in its Footer (q, or ctrl+q where q is a letter).
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True, id="app.quit"),
        Binding(
            "ctrl+c",
            "copy_or_quit",
            N_("Copy the selection, or quit"),
            show=False,
            priority=True,
            id="app.quit-ctrl-c",
        ),
        # While the Keys panel (palette: Keys) is open, Escape closes it, before the screen's
        # own Escape; without it the binding is off and Escape goes on to the screen.
        Binding(
            "escape", "hide_help_panel", N_("Close the keys"), priority=True, id="app.hide-keys"
        ),
    ]

    # always_update: a change the game refused is published too, so the settings screen
    # shows the switch back where it was.
    settings: var[Settings] = var(Settings, always_update=True)

    def __init__(
        self,
        *,
        start: AnyGame | None = None,
        resume: bool = True,
        practice_if_idle: bool = False,
        load_words: WordLoader = load_word_list,
        today: Callable[[], date] = date.today,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] = local_now,
        storage: Storage | None = None,
        watch: AnyWatchSetup | None = None,
        ui_language: str | None = None,
    ) -> None:
        super().__init__()
        fence_option_lists()
        # --ui-lang: this run's interface language, until the player picks one in Settings
        self.ui_override = ui_language
        self.start_game = start
        self.start_watch = watch  # open straight into watching the bot (wordle-tui watch)
        self.hints_open = False  # the board's hint panel, kept open from game to game
        self.multi_variant = "quordle"  # the multi-board game last chosen
        self.keycap_cells: int | None = None  # how wide the terminal draws 4️⃣ (once asked)
        self._measuring_emoji = False
        self.resume = resume
        self.practice_if_idle = practice_if_idle
        self.load_words = load_words
        self.data = PlayerData(storage or Storage(load_words), today=today, clock=clock, now=now)
        for theme in WORDLE_THEMES:
            self.register_theme(theme)
        self.set_reactive(WordleApp.settings, self.data.load_settings())
        set_ui_language(self.interface_language())
        self.menu: MenuScreen
        self._leaving = False  # exit() was called
        self._resuming = False  # the game resumed at the start is being built and drawn
        self._not_drawn: set[Screen[object]] = set()  # a resumed board that failed: it goes

    # --- colours and themes ---------------------------------------------------

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return game_variables(dark=self.current_theme.dark)

    def watch_settings(self, old: Settings, new: Settings) -> None:
        """Keep and show new settings (the screens watch them too)."""
        if new != old:
            self.data.save_settings(new)
        if new.ui_language != old.ui_language:
            self.ui_override = None  # the player's choice beats --ui-lang from now on
        self._apply_looks()
        if self.interface_language() != ui_language():
            self._change_interface_language()
        self._show_warnings()

    # --- the interface language ------------------------------------------------

    def interface_language(self) -> str:
        """--ui-lang for this run, else the player's choice, else the system locale's."""
        return self.ui_override or self.settings.interface_language()

    def _change_interface_language(self) -> None:
        """Translate from now on, and redraw what the open screens already wrote."""
        set_ui_language(self.interface_language())
        for screen in self.screen_stack:
            if isinstance(screen, Retranslatable):
                screen.retranslate()
            for footer in screen.query(Footer):
                footer.refresh(recompose=True)
        if self.is_mounted(self.menu):
            self.menu.update_continue(
                self.data.continue_label(), len(self.data.games_in_progress()), force=True
            )

    def get_key_display(self, binding: Binding) -> str:
        """Key names in the Footer in the interface language (Esc, Espacio, Intro)."""
        return key_display(super().get_key_display(binding))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hide_help_panel":
            return self.keys_shown
        return True

    @property
    def keys_shown(self) -> bool:
        """The Keys panel is open on the current screen."""
        top = self.top_screen
        return top is not None and bool(top.query(HelpPanel))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The palette's commands for the app itself (the theme, the keys, a picture of the
        screen), with texts of our own so that they are translated; Textual's own are not."""
        yield SystemCommand(_("Theme"), _("Change the colours of the game"), self.search_themes)
        yield SystemCommand(
            _("Quit"), _("Leave wordle-tui; the game in progress is kept"), self.action_quit
        )
        if screen.query(KeysPanel):
            yield SystemCommand(_("Keys"), _("Hide the panel of keys"), self.action_hide_help_panel)
        else:
            yield SystemCommand(
                _("Keys"), _("Show every key of this screen beside it"), self.action_show_help_panel
            )
        if screen.maximized is not None:
            yield SystemCommand(
                _("Minimize"), _("Give the enlarged part its usual size"), screen.action_minimize
            )
        elif screen.focused is not None and screen.focused.allow_maximize:
            yield SystemCommand(
                _("Maximize"), _("Enlarge the part of the screen in use"), screen.action_maximize
            )
        yield SystemCommand(
            _("Screenshot"),
            _("Save a picture of the screen (an SVG file)"),
            lambda: self.set_timer(0.1, self.deliver_screenshot),
        )

    def action_show_help_panel(self) -> None:
        """The Keys panel, in the interface language (Textual's own is in English)."""
        if not self.screen.query(KeysPanel):
            self.screen.mount(KeysPanel())
        self.call_after_refresh(self.refresh_bindings)  # the Footer's Escape closes the keys

    def action_hide_help_panel(self) -> None:
        self.screen.query(KeysPanel).remove()
        self.call_after_refresh(self.refresh_bindings)  # the Footer's Escape is the screen's again

    def deliver_screenshot(
        self, filename: str | None = None, path: str | None = None, time_format: str | None = None
    ) -> str | None:
        """Save (or, in a browser, download) a picture of the screen; the notice that follows
        is ours, in the interface language (see :meth:`_picture_delivered`)."""
        moment = datetime.now().strftime(time_format or "%Y-%m-%d %H-%M-%S")
        return self.deliver_text(
            io.StringIO(self.export_screenshot()),
            save_directory=path,
            save_filename=filename or f"wordle-tui {moment}.svg",
            open_method="browser",
            mime_type="image/svg+xml",
            name=SCREENSHOT_DELIVERY,
        )

    @on(events.DeliveryComplete)
    def _picture_delivered(self, event: events.DeliveryComplete) -> None:
        if event.name == SCREENSHOT_DELIVERY:
            if event.path is None:
                self.notify(_("Picture of the screen saved"), markup=False)
            else:
                self.notify(
                    _("Picture of the screen saved in {path}").format(path=event.path),
                    markup=False,
                )

    @on(events.DeliveryFailed)
    def _picture_failed(self, event: events.DeliveryFailed) -> None:
        if event.name == SCREENSHOT_DELIVERY:
            self.notify(_("The picture of the screen could not be saved"), severity="error")

    def search_themes(self) -> None:
        self.push_screen(
            SafePalette(providers=[ThemeProvider], placeholder=_("Search for themes…"))
        )

    def _apply_looks(self) -> None:
        self.set_class(self.settings.high_contrast, "-high-contrast")
        if self.theme != self.settings.theme:
            self.theme = self.settings.theme

    def _theme_changed(self, theme: Theme) -> None:
        """The theme may also change from the command palette: remember it."""
        if theme.name != self.settings.theme:
            self.settings = replace(self.settings, theme=theme.name)

    # --- start ----------------------------------------------------------------

    def _measure_emoji(self) -> None:
        """Ask the terminal how wide it draws a keycap emoji (see ``widgets/emoji_cells``);
        the answer comes as a CursorPosition event. Not asked without a terminal (tests)."""
        driver = app_driver(self)
        if driver is None or self.is_headless:
            return
        self._measuring_emoji = True
        driver.write(EMOJI_PROBE)
        driver.flush()

    def on_cursor_position(self, event: events.CursorPosition) -> None:
        if not self._measuring_emoji:
            return
        self._measuring_emoji = False
        self.keycap_cells = event.x  # drawn from the first column: its width
        self.refresh()  # paint over the keycap drawn in the corner

    async def on_mount(self) -> None:
        self._measure_emoji()
        if self.settings.theme not in self.available_themes:
            self.notify(
                _("Unknown theme {theme}: using {default}.").format(
                    theme=repr(self.settings.theme), default=DEFAULT_THEME
                )
            )
            self.set_reactive(WordleApp.settings, replace(self.settings, theme=DEFAULT_THEME))
        self._apply_looks()
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        self.screen_change_signal.subscribe(self, self._screen_changed)
        # Quitting never waits for a thread worker's job (see AbandonedOnQuit).
        asyncio.get_running_loop().set_default_executor(AbandonedOnQuit())
        self._listen_for_signals()
        self.menu = MenuScreen()
        await self.push_screen(self.menu)
        game = self.start_game
        if self.start_watch is not None:
            await self.open_watch(self.start_watch)
        elif game is not None:
            await self.open_game(game)
        elif self.resume and (saved := self.data.unfinished()) is not None:
            await self._resume_at_start(saved)
        elif self.practice_if_idle:
            await self.action_new_practice()
        self._refresh_menu()
        if not self.settings.help_seen:
            self.settings = replace(self.settings, help_seen=True)
            await self.push_screen(HelpScreen(self._attempts_shown()))
        self._show_warnings()

    async def _resume_at_start(self, game: AnyGame) -> None:
        """The game in progress, on its board. A board that fails to be built or drawn
        (a bug, a colour of a theme) leaves the app on the menu with a word, the game kept:
        a game resumed at every start must never lock the player out."""
        self._resuming = True  # until the first key (see on_event)
        await self.open_game(game, self.data.saved_games.typed(game))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key):
            self._resuming = False  # the player has seen the board resumed, and plays on
        await super().on_event(event)

    def handle_app_error(self, error: Exception) -> None:
        """Textual's end of the app on an error, but for the board resumed at the start
        while it is built and drawn, before the first key: that board goes, the menu
        stays."""
        screen = self.game_screen
        if self._resuming and screen is not None and _raised_on(screen):
            if screen not in self._not_drawn:  # its other widgets may fail too: once
                self._not_drawn.add(screen)
                self.call_later(self._not_resumed, screen, error)
            return
        super().handle_app_error(error)

    async def _not_resumed(self, screen: PlayBase, error: Exception) -> None:
        with contextlib.suppress(Exception):  # what is left of it goes, whatever its state
            await self.pop_to(self.menu)
        self._resuming = False
        self._refresh_menu()
        self.notify(
            _(
                "The game in progress cannot be drawn ({error}): it is kept among your games "
                "in progress."
            ).format(error=error),
            severity="error",
            timeout=WARNING_SECONDS,
            markup=False,
        )

    def _listen_for_signals(self) -> None:
        """Closing the terminal (SIGHUP), ``kill`` (SIGTERM) and ``kill -INT`` end the app as
        Quit does: the game in progress and its typed letters saved, the terminal given back
        (no alternate screen, mouse reporting off, the cursor shown)."""
        loop = asyncio.get_running_loop()
        for name in QUIT_SIGNALS:
            number = getattr(signal, name, None)
            if number is None:
                continue  # not on this system
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(number, self.quit_on_signal, number)

    def quit_on_signal(self, number: int) -> None:
        """A quit signal: save and leave, once (a signal while leaving changes nothing)."""
        if self._leaving:
            return
        self.save_current_game()
        self.exit(return_code=0 if number == signal.SIGHUP else 128 + number)

    def exit(
        self, result: object = None, return_code: int = 0, message: RenderableType | None = None
    ) -> None:
        """Leave. The terminal is given back before the process ends: a Ctrl+Z or Ctrl+C
        typed meanwhile (now a signal, not a key) must not stop the process or change how
        it ended. SIGINT is one of the quit signals (ignored while leaving); SIGTSTP is
        ignored from now on."""
        self._leaving = True
        with contextlib.suppress(AttributeError, NotImplementedError, RuntimeError, ValueError):
            asyncio.get_running_loop().add_signal_handler(signal.SIGTSTP, _ignore)
        super().exit(result, return_code, message)

    def _show_warnings(self) -> None:
        for warning in self.data.take_warnings():
            self.notify(warning, severity="warning", timeout=WARNING_SECONDS, markup=False)

    # --- games ----------------------------------------------------------------

    @property
    def game_screen(self) -> PlayBase | None:
        """The board of the game being played, if one is open."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, PlayBase):
                return screen
        return None

    def save_current_game(self) -> None:
        screen = self.game_screen
        if screen is not None:
            self.save_game(screen.game, screen.session.typed)

    def save_game(self, game: AnyGame, typed: str = "") -> None:
        """Save ``game``; when another window changed it meanwhile, its board follows the
        game as saved (the rule of two windows: every window follows the saved game)."""
        conflict = self.data.save_game(game, typed).conflict
        self._show_warnings()
        screen = self.game_screen
        if conflict is None or screen is None or screen.game is not game:
            return
        if isinstance(screen, GameScreen):
            screen.follow_saved(conflict)
        else:  # several boards: the saved game comes back the next time it is opened
            self.notify(conflict.reason, severity="warning", markup=False)

    def _keep_row(self, game: AnyGame, typed: str) -> Conflict | None:
        """What a board saves at once: each accepted row, a game the hints have marked
        assisted (the board follows a conflict itself)."""
        conflict = self.data.guess_played(game, typed).conflict
        self._show_warnings()
        return conflict

    def _refresh_menu(self) -> None:
        self.menu.update_continue(self.data.continue_label(), len(self.data.games_in_progress()))

    async def _back_to_menu(self) -> None:
        self.save_current_game()
        await self.pop_to(self.menu)
        self._refresh_menu()

    def action_command_palette(self) -> None:
        """Ctrl+P: the palette, made safe from keys that race it (see :class:`SafePalette`)."""
        # Only the screen on top counts: a palette left under another screen (a race) must
        # not keep Ctrl+P from answering.
        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            self.push_screen(
                SafePalette(id="--command-palette", placeholder=_("Search for commands…"))
            )

    @screen_change
    async def open_game(self, game: AnyGame, typed: str = "") -> None:
        """Show ``game`` on a new board of its kind; a daily is the saved one when there is one."""
        await self._back_to_menu()
        game, typed, replayed = self.data.game_to_open(
            game, typed, no_repeat=self.settings.no_repeat
        )
        if replayed and game.puzzle == daily_number(self.data.today()):
            self.notify(_("You have played today's puzzle: a new one comes tomorrow."))
        elif replayed:
            self.notify(_("You have played this puzzle: here is how it went."))
        screen: PlayBase
        clock, hints, keep = self.data.clock, self.hints_open, self._keep_row
        if isinstance(game, MultiGame):
            self.multi_variant = game.variant.key
            screen = MultiBoardScreen(
                game, self.settings, clock, typed=typed, hints=hints, keep=keep
            )
        elif isinstance(game, AbsurdleGame):
            screen = AbsurdleScreen(game, self.settings, clock, typed=typed, keep=keep)
        else:
            screen = GameScreen(game, self.settings, clock, typed=typed, hints=hints, keep=keep)
        await self.push_screen(screen)
        self.save_game(game, screen.session.typed)

    async def _open_new(self, make: Callable[[], AnyGame]) -> None:
        try:
            game = make()
        except OSError as exc:
            self.notify(
                _("Cannot start the game: a word list is missing ({reason})").format(reason=exc),
                severity="error",
            )
            return
        except (ValueError, CodeError) as exc:  # a list too short for the boards, a bad code
            self.notify(str(exc), severity="error", markup=False)
            return
        await self._leave_for(game)

    # --- more ways to play: the archive, several boards, Absurdle -------------------------

    async def _open_request(self, request: GameRequest, settings: Settings | None = None) -> None:
        """Open the game ``request`` names (core/new_game.py builds every new game)."""
        chosen = self.settings if settings is None else settings
        await self._open_new(lambda: new_game(request, chosen, self.load_words))

    @screen_change
    async def action_new_multi(self, variant: str, daily: bool = False) -> None:
        """A practice (or today's) Dordle, Quordle or Octordle in the settings' list."""
        await self._open_request(GameRequest(variant, day=self.data.today() if daily else None))

    @screen_change
    async def action_multi_board(self) -> None:
        @screen_change
        async def chosen(app: WordleApp, choice: MultiChoice | None) -> None:
            if choice is None:
                return
            if choice.code is not None:
                # the code names its game, whichever variant the dialog showed
                await app._open_request(GameRequest(code=choice.code))
            else:
                await app.action_new_multi(choice.variant, choice.daily)

        settings = self.settings
        setup = MultiSetupScreen(self.multi_variant, settings.language, settings.length)
        await self.push_screen(setup, partial(chosen, self))

    @screen_change
    async def action_new_absurdle(self) -> None:
        await self._open_request(GameRequest(ABSURDLE))

    @screen_change
    async def action_archive(self) -> None:
        await self._back_to_menu()
        settings = self.settings
        screen = ArchiveScreen(
            self.data.games_log.records(),
            self.data.today(),
            language=settings.language,
            length=settings.length,
        )
        await self.push_screen(screen)
        self._show_warnings()

    @on(ArchiveScreen.Chosen)
    async def _archive_chosen(self, event: ArchiveScreen.Chosen) -> None:
        await self.open_archive(event.choice)

    @screen_change
    async def open_archive(self, choice: ArchiveChoice) -> None:
        """The daily of a past day (kept as a daily of its day: it never touches the streaks)."""
        settings = replace(self.settings, language=choice.language, length=choice.length)
        await self._open_request(GameRequest(choice.variant or WORDLE, day=choice.day), settings)

    def _game_to_leave(self, new: AnyGame) -> AnyGame | None:
        """The game in progress on the board that ``new`` would take the place of."""
        screen = self.game_screen
        if screen is None:
            return None
        game = screen.game
        if game.is_over or not under_way(game, screen.session.typed):
            return None  # nothing played yet: nothing to lose
        same_daily = game.mode is new.mode is Mode.DAILY and (
            game.puzzle,
            game.language,
            game.length,
            variant_of(game),
        ) == (new.puzzle, new.language, new.length, variant_of(new))
        return None if game.uid == new.uid or same_daily else game

    async def _leave_for(self, game: AnyGame, typed: str = "") -> None:
        """Open ``game``; asks first when it replaces a game in progress on the board (that
        game is kept among the games in progress either way)."""
        leaving = self._game_to_leave(game)
        if leaving is None:
            await self.open_game(game, typed)
            return

        async def answered(leave: bool | None) -> None:
            if leave:
                await self.open_game(game, typed)

        await self.push_screen(LeaveGameScreen(leaving.title(), len(leaving.guesses)), answered)

    @screen_change
    async def action_daily(self) -> None:
        await self._open_request(GameRequest(day=self.data.today()))

    @screen_change
    async def action_new_practice(self) -> None:
        await self._open_request(GameRequest())

    @screen_change
    async def action_resume(self) -> None:
        game = self.data.unfinished()
        if game is None:
            self._refresh_menu()
            return
        await self.open_game(game, self.data.saved_games.typed(game))

    @screen_change
    async def action_custom_word(self) -> None:
        @screen_change
        async def chosen(app: WordleApp, game: AnyGame | None) -> None:
            if game is not None:
                await app._leave_for(game)

        await self.push_screen(
            CustomWordScreen(self.settings, self.load_words), partial(chosen, self)
        )

    @screen_change
    async def action_games_in_progress(self) -> None:
        """The list of every game left unfinished, to play one on."""
        games = self.data.games_in_progress()
        if not games:
            self._refresh_menu()
            return

        @screen_change
        async def chosen(app: WordleApp, game: Game | None) -> None:
            if game is not None:
                await app._leave_for(game, app.data.saved_games.typed(game))

        await self.push_screen(GamesInProgressScreen(games), partial(chosen, self))

    @screen_change
    async def action_menu(self) -> None:
        await self._back_to_menu()

    @on(PlayBase.Finished)
    @screen_change
    async def _finished(self, event: PlayBase.Finished) -> None:
        if self.top_screen is not event.screen:
            return  # the player has moved on (settings, help, menu, quit): no result pops up
        game = event.game
        if isinstance(game, MultiGame):
            new_game = f"new_multi('{game.variant.key}')"
        elif isinstance(game, AbsurdleGame):
            new_game = "new_absurdle"
        else:
            new_game = "new_practice"
        result = ResultScreen(
            game,
            new_game=new_game,
            clock=self.data.clock,
            keycap_cells=self.keycap_cells,
            **self.share_style(),
        )
        await self.push_screen(result)

    def _screen_changed(self, _screen: Screen[object]) -> None:
        """How a game ended stays over its board and its result, never over the next
        screens (Settings, Stats, Help, the menu…). The signal may come after the app
        closed every screen (it is quitting): then there is nothing to clear."""
        board, shown = self.game_screen, self.top_screen
        if shown is None:
            return
        if board is not None and shown is not board and not isinstance(shown, ResultScreen):
            board.clear_result()

    def share_style(self) -> dict[str, bool]:
        """Which emoji the share text uses: high contrast, and white squares in a light theme."""
        return {"high_contrast": self.settings.high_contrast, "light": not self.current_theme.dark}

    # --- the bot: hints, watching it, it guessing your word, the assistant ---------------

    @on(PlayBase.HintsUsed)
    def _hints_used(self, event: PlayBase.HintsUsed) -> None:
        self.hints_open = event.shown

    def action_toggle_hints(self) -> None:
        if isinstance(self.screen, PlayBase):
            self.screen.action_toggle_hints()
        else:
            self.notify(_("The hints go beside a game: start or continue one first."))

    @screen_change
    async def open_watch(self, setup: AnyWatchSetup) -> None:
        await self._back_to_menu()
        if isinstance(setup, MultiWatchSetup):
            await self.push_screen(MultiWatchScreen(setup, self.settings))
        elif isinstance(setup, AbsurdleWatchSetup):
            await self.push_screen(AbsurdleWatchScreen(setup, self.settings))
        else:
            await self.push_screen(WatchScreen(setup, self.settings))

    @screen_change
    async def action_watch_bot(self) -> None:
        async def chosen(setup: AnyWatchSetup | None) -> None:
            if setup is not None:
                await self.open_watch(setup)

        await self.push_screen(WatchSetupScreen(self.settings, self.load_words), chosen)

    @screen_change
    async def _open_bot_screen(self, kind: type[BotGuessesScreen | AssistantScreen]) -> None:
        try:
            words = self.load_words(self.settings.language, self.settings.length)
        except OSError as exc:
            self.notify(_("A word list is missing ({reason})").format(reason=exc), severity="error")
            return
        await self._back_to_menu()
        await self.push_screen(kind(words, self.settings, self.load_words))

    @on(BotGameOver)
    def _bot_game_over(self, event: BotGameOver) -> None:
        self.data.log_bot_game(event.session.record(self.data.now()))
        self._show_warnings()

    async def action_bot_guesses(self) -> None:
        await self._open_bot_screen(BotGuessesScreen)

    async def action_assistant(self) -> None:
        await self._open_bot_screen(AssistantScreen)

    # --- statistics, history and reviews -------------------------------------------------

    def _finished_record(self) -> GameRecord | None:
        """The log's record of the finished game on screen (its result or its board), if any."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, (ResultScreen, PlayBase)):
                game = screen.game
                return self.data.record_of(game) if game.is_over else None
        return None

    @screen_change
    async def action_statistics(self) -> None:
        if isinstance(self.screen, StatisticsScreen):
            return
        latest = self._finished_record()
        records = self.data.games_log.records()
        where = StatsFilter(variant=latest.variant) if latest is not None else None
        await self.push_screen(
            StatisticsScreen(records, now=self.data.now, latest=latest, where=where)
        )
        self._show_warnings()

    @screen_change
    async def action_history(self) -> None:
        if not isinstance(self.screen, HistoryScreen):
            await self.push_screen(HistoryScreen(self.data.games_log.recent()))
            self._show_warnings()

    @screen_change
    async def action_review(self) -> None:
        """Review the finished game on screen, else the latest game of the log."""
        record = self._finished_record() or self.data.games_log.last()
        if record is None:
            self.notify(_("No finished game to review yet."))
            return
        await self.open_review(record)

    @screen_change
    async def open_review(self, record: GameRecord) -> None:
        if record.variant:  # the review weighs each guess against the one-board bot
            self.notify(_("Only Wordle games have a review."))
            return
        await self.push_screen(
            ReviewScreen(
                record,
                load_words=self.load_words,
                contexts=solver_context,
                symbols=self.settings.symbols,
            )
        )

    @screen_change
    async def on_statistics_screen_history_asked(self) -> None:
        await self.action_history()

    @on(StatisticsScreen.ReviewAsked)
    @on(HistoryScreen.ReviewAsked)
    @screen_change
    async def _review_asked(
        self, event: StatisticsScreen.ReviewAsked | HistoryScreen.ReviewAsked
    ) -> None:
        await self.open_review(event.record)

    # --- settings and help --------------------------------------------------------

    @screen_change
    async def action_settings(self) -> None:
        if not isinstance(self.screen, SettingsScreen):
            await self.push_screen(SettingsScreen(self.settings, sorted(self.available_themes)))

    @screen_change
    async def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            await self.push_screen(HelpScreen(self._attempts_shown()))

    def _attempts_shown(self) -> int:
        """The tries the help speaks of: the open game's, else the settings'."""
        screen = self.game_screen
        return screen.game.max_attempts if screen is not None else self.settings.attempts

    def on_settings_screen_changed(self, event: SettingsScreen.Changed) -> None:
        """The one place a setting changes; a rule reaches the game in progress through the
        core, which may refuse it (the switch then goes back)."""
        screen = self.game_screen
        game = screen.game if screen is not None else None
        settings, refused = change_setting(self.settings, event.name, event.value, game)
        if refused is not None:
            self.notify(refused.message, severity="warning")
        self.settings = settings
        if refused is None and event.name in GAME_RULES:
            self.save_current_game()

    def action_toggle_setting(self, name: str) -> None:
        """Flip a switch of the looks (from the command palette)."""
        if name not in LOOKS:
            return
        value = not getattr(self.settings, name)
        self.settings = change_setting(self.settings, name, value, game=None)[0]
        switched_on, switched_off = LOOK_TOGGLED[name]
        self.notify(_(switched_on) if value else _(switched_off))

    # --- leaving -----------------------------------------------------------------

    async def action_quit(self) -> None:
        self.save_current_game()
        self.exit()

    async def action_copy_or_quit(self) -> None:
        """Ctrl+C copies selected text, as in a terminal; with nothing selected it quits."""
        selected = selected_text(self.screen, self.focused)
        if selected:
            self.copy_to_clipboard(selected)
            self.notify(_("Copied the selected text"))
            return
        await self.action_quit()
