"""The line above the board: which puzzle, guesses used, hard mode and the clock."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.widgets import Label

from wordle_tui.core.game import Game, Status


def clock_text(seconds: float) -> str:
    """``1:05`` or ``1:02:03``: the running time of a game."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class StatusBar(HorizontalGroup):
    """Renders the game's title, counters and timer; holds no state of its own."""

    DEFAULT_CSS = """
    StatusBar { height: 1; width: 100%; background: $panel; padding: 0 1; }
    StatusBar > Label { margin: 0 0 0 2; }
    StatusBar > #status-title { width: 1fr; margin: 0; text-style: bold; }
    StatusBar > #status-hard { color: $warning; text-style: bold; }
    StatusBar > #status-answer { color: $text-error; text-style: bold; }
    """

    def compose(self) -> ComposeResult:
        yield Label(id="status-title", markup=False)
        yield Label(id="status-answer", markup=False)
        yield Label(id="status-guesses")
        yield Label("HARD", id="status-hard")
        yield Label(id="status-clock")

    def show(self, game: Game, seconds: float) -> None:
        self.query_one("#status-title", Label).update(game.title())
        used = len(game.rows)
        shown = "X" if game.status is Status.LOST else str(used)
        self.query_one("#status-guesses", Label).update(f"Guesses {shown}/{game.max_attempts}")
        self.query_one("#status-hard", Label).display = game.hard_mode
        lost = game.status is Status.LOST
        answer = self.query_one("#status-answer", Label)
        answer.display = lost
        answer.update(f"The word was {game.secret.upper()}" if lost else "")
        self.show_clock(seconds)

    def show_clock(self, seconds: float) -> None:
        self.query_one("#status-clock", Label).update(f"Time {clock_text(seconds)}")
