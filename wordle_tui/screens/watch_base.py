"""What every screen watching the bot shares: its keys, the state line, the timer of the
steps and the play controls. Each screen draws its own boards and narration."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Label

from wordle_tui.bots.stepping import SPEEDS, Stepping
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_, _
from wordle_tui.screens.bot_game_over import BotGameOver
from wordle_tui.textual_support.background import BackgroundWork, while_shown

R = TypeVar("R")


def watch_bindings(
    prefix: str,
    *more: Binding,
    escape: str = "app.menu",
    escape_id: str = "menu",
) -> list[BindingType]:
    """The keys of a watching screen, ids ``{prefix}.toggle`` …; ``more`` go before Menu."""
    return [
        Binding("space", "play_pause", N_("Play"), id=f"{prefix}.toggle"),
        Binding("n,right", "step", N_("Step"), id=f"{prefix}.step"),
        Binding(
            "plus,equals_sign", "faster", N_("Speed"), key_display="+/-", id=f"{prefix}.faster"
        ),
        Binding("minus", "slower", N_("Slower"), show=False, id=f"{prefix}.slower"),
        Binding("r", "replay", N_("Replay"), id=f"{prefix}.replay"),
        *more,
        Binding("escape", escape, N_("Menu"), id=f"{prefix}.{escape_id}"),
        Binding("f1", "app.help", N_("Help"), show=False, id=f"{prefix}.help"),
        Binding("q", "app.quit", N_("Quit"), id=f"{prefix}.quit"),
    ]


class WatchBase(BackgroundWork[int, R], Screen):
    """A screen showing a :class:`~wordle_tui.bots.stepping.Stepping` session a step at a time.

    The screen says how to draw (:meth:`redraw`, :meth:`draw_state`) and how to show the
    next step (:meth:`_advance`); the timer, the keys and the end of the game are here.
    """

    PREFIX: ClassVar[str]  # the ids of the screen's widgets: ``{PREFIX}-state``
    THINKING: ClassVar[str] = N_("thinking…")  # the state while the bot works out a step
    WORK_STOPPED = N_("The bot stopped")

    session: Stepping

    class GameOver(BotGameOver):
        """Every step of the bot's game is on the board: the app logs it (once)."""

    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self._timer: Timer | None = None

    def compose_status(self, describe: str) -> ComposeResult:
        """The line above the boards: what is watched, and the state."""
        with HorizontalGroup(id=f"{self.PREFIX}-status", classes="-body"):
            label = _("Watching {what}").format(what=describe)
            yield Label(label, id=f"{self.PREFIX}-title", markup=False)
            yield Label("", id=f"{self.PREFIX}-state")

    @property
    def thinking(self) -> bool:
        """The bot is working out a step."""
        return self.working

    def redraw(self) -> None:
        """Everything from the session."""
        raise NotImplementedError

    def draw_state(self) -> None:
        """The state line (and what else changes with it): the whole screen unless said."""
        self.redraw()

    def state_text(self) -> str:
        """``playing · speed 3/5``."""
        session = self.session
        if self.thinking:
            state = _(self.THINKING)
        elif session.finished:
            state = _("finished · r replays")
        else:
            state = _("playing") if session.playing else _("paused")
        speed = _("speed {speed}/{speeds}").format(speed=session.speed + 1, speeds=len(SPEEDS))
        return f"{state} · {speed}"

    def show_state(self) -> None:
        self.query_one(f"#{self.PREFIX}-state", Label).update(self.state_text())

    # --- stepping ----------------------------------------------------------------------------

    def _schedule(self, delay: float | None = None) -> None:
        """The next step of play, after the speed's pause."""
        self._stop_timer()
        self._timer = self.set_timer(delay or self.session.interval, self._tick)

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    @while_shown
    def _tick(self) -> None:
        self._timer = None
        if self.session.playing:
            self._advance()

    def _advance(self) -> None:
        """Show the next step: at once when it is known, else after the worker."""
        raise NotImplementedError

    def _stepped(self) -> None:
        """A step went on the board: the end of the game, or the next step in a while."""
        session = self.session
        if session.finished:
            session.pause()
            if not session.game.logged:
                self.post_message(self.GameOver(self, session))
        elif session.playing:
            self._schedule()

    def step_when_finished(self) -> None:
        """Step pressed once every step is on the board."""

    def work_failed(self, error: BaseException | None) -> None:
        self.session.pause()
        self.draw_state()

    # --- keys ----------------------------------------------------------------------------------

    @while_shown
    def action_play_pause(self) -> None:
        """Play or pause (not Textual's own ``toggle``, which flips an attribute)."""
        if self.session.toggle():
            if self.session.shown == 0:
                self.redraw()  # a replay starts from the empty board
            self._advance()
        else:
            self._stop_timer()
        self.draw_state()

    @while_shown
    def action_step(self) -> None:
        """One step, and stay paused."""
        self.session.pause()
        self._stop_timer()
        if self.session.finished:
            self.step_when_finished()
        else:
            self._advance()
        self.draw_state()

    @while_shown
    def action_faster(self) -> None:
        self.session.faster()
        self.draw_state()

    @while_shown
    def action_slower(self) -> None:
        self.session.slower()
        self.draw_state()

    @while_shown
    def action_replay(self) -> None:
        self._stop_timer()
        self.session.replay()
        self.redraw()
        self._schedule()  # the first step after the chosen pace, as in play
