"""The line above the board: which puzzle, guesses used, hard mode and the clock."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.widgets import Label

from wordle_tui.core.absurdle import AbsurdleGame
from wordle_tui.core.game import Game, clock_text
from wordle_tui.core.playing import Status
from wordle_tui.core.saved import game_heading, headings, short_heading
from wordle_tui.i18n import _

__all__ = ["StatusBar", "clock_text", "status_texts"]  # clock_text: the core's, shown here

LABEL_GAP = 2  # the left margin of every label but the title
PADDING = 2  # one column each side


def status_texts(
    game: Game | AbsurdleGame, seconds: float, *, compact: bool, title: str | None = None
) -> dict[str, str | None]:
    """What each label says (None: hidden). Compact drops the words, never the facts;
    ``title`` replaces the heading (one of :func:`~wordle_tui.core.saved.headings`)."""
    if title is None:
        title = short_heading(game) if compact else game_heading(game)
    lost = game.status is Status.LOST
    guesses = f"{'X' if lost else len(game.rows)}/{game.max_attempts}"
    answer = game.secret.upper() if lost else None
    clock = clock_text(seconds)
    return {
        "status-title": title,
        "status-answer": (
            answer if compact or answer is None else _("The word was {word}").format(word=answer)
        ),
        "status-guesses": guesses if compact else _("Guesses {score}").format(score=guesses),
        "status-hard": _("HARD") if game.hard_mode else None,
        "status-clock": clock if compact else _("Time {clock}").format(clock=clock),
    }


def width_of(texts: dict[str, str | None]) -> int:
    """Columns the labels need on one line."""
    shown = [text for name, text in texts.items() if text is not None and name != "status-title"]
    return PADDING + len(texts["status-title"] or "") + sum(LABEL_GAP + len(t) for t in shown)


class StatusBar(HorizontalGroup):
    """Renders the game's title, counters and timer; holds no state of its own.

    When the line is too narrow for the words, it drops them and keeps the facts, then
    the code (the game and its list stay), so what is shown is never cut off.
    """

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
        yield Label(id="status-hard")
        yield Label(id="status-clock")

    def show(self, game: Game | AbsurdleGame, seconds: float, width: int) -> None:
        """Draw ``game`` on a line ``width`` columns wide: the words go first, then the
        code, and the title is cut to the code only when nothing else fits."""
        texts = status_texts(game, seconds, compact=False)
        for title in headings(game):
            if width_of(texts) <= width:
                break
            texts = status_texts(game, seconds, compact=True, title=title)
        for name, text in texts.items():
            label = self.query_one(f"#{name}", Label)
            label.display = text is not None
            label.update(text or "")
