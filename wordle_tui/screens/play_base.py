"""What every screen a game is played on shares (one board, several boards, Absurdle): its
keys, its messages to the app, the clock, the hint panel and the typing of a row."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.message import Message
from textual.notifications import Notification, Notify, SeverityLevel
from textual.screen import Screen

from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.game import Game
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.session import TypedRow
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_
from wordle_tui.player_data import Conflict
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.compat import withdraw_notification
from wordle_tui.widgets.hint_panel import HintPanel
from wordle_tui.widgets.keyboard_key import BACKSPACE, ENTER, KeyboardKey
from wordle_tui.widgets.multi_hint_panel import MultiHintPanel

INVALID_TOAST_SECONDS = 2.0
ANSWER_TOAST_SECONDS = 30.0
WON_TOAST_SECONDS = 5.0

PlayedGame = Game | AbsurdleGame | MultiGame
# Saves a game with the row being typed; returns the conflict when another window changed
# the game meanwhile (the save was refused). The one path by which a board saves its game.
Keeper = Callable[[PlayedGame, str], Conflict | None]


def play_bindings(prefix: str, new_game: str, *more: Binding) -> list[BindingType]:
    """The keys of a board being played, ids ``{prefix}.menu`` …; ``more`` go last."""
    return [
        Binding("escape", "app.menu", N_("Menu"), id=f"{prefix}.menu"),
        # q is a letter here: quitting takes ctrl+q (or ctrl+c). Second in the Footer, so a
        # narrow terminal cuts off other keys (all in the help and the palette), never Quit.
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id=f"{prefix}.quit"),
        Binding("ctrl+n", new_game, N_("New game"), id=f"{prefix}.new"),
        Binding("f2", "app.settings", N_("Settings"), id=f"{prefix}.settings"),
        Binding("f1", "app.help", N_("Help"), id=f"{prefix}.help"),
        Binding("f4", "app.statistics", N_("Stats"), id=f"{prefix}.statistics"),
        Binding("f3", "toggle_hints", N_("Hints"), id=f"{prefix}.hints"),
        *more,
    ]


class PlayBase(Screen):
    """Renders a game's session and sends it what the player types or clicks.

    Each screen draws its boards and keys (:meth:`refresh_view`, :meth:`show_typing`),
    fits them to the terminal (:meth:`_fit`) and says which hint panel it has.
    """

    BINDINGS: ClassVar[list[BindingType]] = []
    # A Footer too narrow for every key leaves these out first (the palette, Settings, New
    # game): Menu, Quit, Help, Hints and Stats matter most while playing.
    FOOTER_DROPS: ClassVar[tuple[str, ...]] = ("ctrl+p", "f2", "ctrl+n")

    @dataclass
    class Event(Message):
        """Something happened on this board (the messages below say what)."""

        screen: PlayBase

        @property
        def control(self) -> PlayBase:
            return self.screen

    @dataclass
    class HintsUsed(Event):
        """The hint panel was opened or closed: the next game opens it so too."""

        shown: bool

    @dataclass
    class Finished(Event):
        """The game is over and its last row has been shown: time for the result."""

        @property
        def game(self) -> PlayedGame:
            return self.screen.game

    session: TypedRow[Any]

    def __init__(
        self,
        session: TypedRow[Any],
        settings: Settings,
        clock: Callable[[], float],
        typed: str = "",
        hints: bool = False,
        keep: Keeper | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.session = session
        for letter in typed:  # a resumed row goes through the same checks as typing
            self.session.type_letter(letter)
        self.settings = settings
        self.clock = clock
        self.hints = hints  # the hint panel is open
        self.laid_out = False  # fitted to the terminal once: the panel's room is known
        self.keep = keep  # saves the game at once (None: nothing is saved)
        self._result_toasts: list[Notification] = []

    def save(self) -> Conflict | None:
        """Save the game and the row being typed now: after each accepted row, and when the
        hints mark the game assisted. The conflict, when another window changed the game."""
        return None if self.keep is None else self.keep(self.game, self.session.typed)

    @property
    def game(self) -> PlayedGame:
        raise NotImplementedError

    # --- drawing (each screen's own) --------------------------------------------------

    def refresh_view(self) -> None:
        """Draw the boards, keys and status line from the model."""
        raise NotImplementedError

    def show_typing(self) -> None:
        """The row being typed changed."""
        self.refresh_view()

    def _fit(self, size: Size) -> None:
        """Fit the boards to ``size``."""
        raise NotImplementedError

    @while_shown
    def _tick(self) -> None:
        """Redraw the status line (every second, for the clock)."""
        raise NotImplementedError

    @while_shown
    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.refresh_view()

    # --- the screen's life ------------------------------------------------------------

    @while_shown
    def on_mount(self) -> None:
        self.set_interval(1.0, self._tick)
        self.set_class(self.hints, "-hints")
        self.apply_settings(self.settings)
        self.watch(self.app, "settings", self.apply_settings, init=False)
        self.refresh_view()

    @while_shown
    def on_screen_resume(self) -> None:
        self.game.start_clock(self.clock())
        self.refresh_view()

    def on_screen_suspend(self) -> None:
        self.game.stop_clock(self.clock())

    def on_unmount(self) -> None:
        self.clear_result()  # a new game, the menu

    # --- the end of the game --------------------------------------------------------------

    def show_result(
        self, text: str, severity: SeverityLevel = "information", timeout: float = WON_TOAST_SECONDS
    ) -> None:
        """Say how the game ended (a lost game's answer stays up longer). It stays over the
        board and its result only: the app calls :meth:`clear_result` when the player moves
        on, so it never covers the next screens."""
        toast = Notification(text, severity=severity, timeout=timeout)
        self._result_toasts.append(toast)
        self.app.post_message(Notify(toast))

    def clear_result(self) -> None:
        """Take the end of the game off the screen, if it is still up."""
        toasts, self._result_toasts = self._result_toasts, []
        for toast in toasts:
            withdraw_notification(self.app, toast)

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        seen = self.hints_seen
        self.laid_out = True
        self._fit(event.size)
        if self.hints_seen and not seen:  # laid out, or grown enough: the panel shows now
            self._follow_hints()

    # --- the hint panel ----------------------------------------------------------------

    @property
    def hints_seen(self) -> bool:
        """The hint panel is on screen: open, and the board laid out at a size that shows it.
        A terminal too small shows only its message: hints never seen mark nothing."""
        return self.hints and self.laid_out and not self.has_class("-too-small")

    def hint_panel(self) -> HintPanel | MultiHintPanel:
        """The screen's hint panel."""
        raise NotImplementedError

    def follow_hints(self) -> None:
        """Show the hints for the rows on the boards in the panel."""
        raise NotImplementedError

    @while_shown
    def action_toggle_hints(self) -> None:
        """Open or close the hint panel; a game played with it on screen counts as assisted."""
        self.hints = not self.hints
        self.set_class(self.hints, "-hints")
        self._fit(self.size)  # first: the panel may not fit beside the board
        if self.hints:
            self._follow_hints()
        else:
            self.hint_panel().forget()
        self.post_message(self.HintsUsed(self, self.hints))
        self.saved_after_hints()

    @while_shown
    def _follow_hints(self) -> None:
        """Hints for the rows on the boards, while the panel is open; a turn counts one hint
        once the panel is on screen (hidden by a terminal too small, it counts nothing)."""
        if not self.hints:
            return
        if self.hints_seen and self.game.mark_assisted() and self.is_mounted:
            self.saved_after_hints()
        self.follow_hints()

    def saved_after_hints(self) -> None:
        """Save a game the hints have just marked assisted (each board says what a
        conflict with another window does: :meth:`follow_conflict`)."""
        conflict = self.save()
        if conflict is not None:
            self.follow_conflict(conflict)

    def follow_conflict(self, conflict: Conflict) -> None:
        """Another window changed the game and the save was refused: say so (the saved
        game comes back the next time it is opened); a single board follows it at once."""
        self.notify(conflict.reason, severity="warning", markup=False)

    # --- what the player does -------------------------------------------------------------

    @while_shown
    def on_key(self, event: events.Key) -> None:
        """Letters, Enter and Backspace act at once, so a burst of keys (a paste, key repeat)
        keeps its order: a binding would run after the letters queued behind it."""
        character = event.character
        if event.key == "enter":
            self.action_submit()
        elif event.key == "backspace":
            self.action_delete()
        elif character and len(character) == 1 and character.isalpha():
            self.type_letter(character)
        else:
            return
        event.stop()
        event.prevent_default()

    @on(KeyboardKey.Pressed)
    @while_shown
    def _clicked(self, event: KeyboardKey.Pressed) -> None:
        if event.value == ENTER:
            self.action_submit()
        elif event.value == BACKSPACE:
            self.action_delete()
        else:
            self.type_letter(event.value)

    @while_shown
    def type_letter(self, character: str) -> None:
        if self.session.type_letter(character):
            self.show_typing()

    @while_shown
    def action_delete(self) -> None:
        if self.session.delete_letter():
            self.show_typing()

    def action_submit(self) -> None:
        """Play the typed row."""
        raise NotImplementedError
