"""Statistics: played, win %, streaks, averages and the guess distribution, from the log.

The figures come from :mod:`wordle_tui.core.statistics`; this screen only
renders them for the filter chosen and ticks the countdown to the next daily.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalGroup, VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Footer, Label, Select

from wordle_tui.core.game import Mode
from wordle_tui.core.history import GameRecord
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.statistics import (
    FIGURES,
    Statistics,
    StatsFilter,
    compute_statistics,
    countdown_text,
    figure_texts,
    highlighted_bar,
    seconds_to_next_daily,
)
from wordle_tui.widgets.background import while_shown
from wordle_tui.widgets.guess_distribution import GuessDistribution
from wordle_tui.widgets.navigation import close
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(50, 14)  # the six figures side by side and a few bars
ALL = "all"
MODE_CHOICES = [
    ("All yours", ALL),
    ("Daily", Mode.DAILY.value),
    ("Practice", Mode.PRACTICE.value),
    ("Custom", Mode.CUSTOM.value),
    ("Bot", Mode.BOT.value),
]
LANGUAGE_CHOICES = [("All languages", ALL), *((lg.name, code) for code, lg in LANGUAGES.items())]
# labels under the figures, on two lines where one would be too wide for a narrow screen
TWO_LINE_LABELS = {
    "current-streak": "Current\nstreak",
    "max-streak": "Max\nstreak",
    "average-guesses": "Average\nguesses",
    "average-time": "Average\ntime",
}
LENGTH_CHOICES = [("All lengths", ALL), *((f"{n} letters", str(n)) for n in WORD_LENGTHS)]


def filter_of(mode: str, language: str, length: str) -> StatsFilter:
    return StatsFilter(
        mode=None if mode == ALL else Mode(mode),
        language=None if language == ALL else language,
        length=None if length == ALL else int(length),
    )


class StatisticsScreen(ModalScreen[None]):
    """Keys: h history, r review, Esc back; the choices above filter every figure."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Back", id="statistics.close"),
        Binding("h", "history", "History", id="statistics.history"),
        Binding("r", "review", "Review", id="statistics.review"),
        Binding("q", "app.quit", "Quit", id="statistics.quit"),
    ]

    class HistoryAsked(Message):
        """The player wants the list of every game."""

    @dataclass
    class ReviewAsked(Message):
        """The player wants the review of ``record``."""

        record: GameRecord

    def __init__(
        self,
        records: list[GameRecord],
        *,
        now: Callable[[], datetime],
        latest: GameRecord | None = None,
        where: StatsFilter | None = None,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self.records = records
        self.now = now
        self.latest = latest  # the game just finished: its bar is highlighted
        self.where = where or StatsFilter()
        self.stats: Statistics | None = None

    def compose(self) -> ComposeResult:
        where = self.where
        with VerticalScroll(id="stats", classes="-body"):
            with HorizontalGroup(id="stats-filters"):
                yield self._select("mode", MODE_CHOICES, where.mode.value if where.mode else ALL)
                yield self._select("language", LANGUAGE_CHOICES, where.language or ALL)
                yield self._select("length", LENGTH_CHOICES, str(where.length or ALL))
            with HorizontalGroup(id="stats-figures"):
                for name, label in FIGURES:
                    with VerticalGroup(classes="figure"):
                        yield Label(id=f"stats-{name}", classes="value")
                        yield Label(TWO_LINE_LABELS.get(name, label), classes="name")
            yield Label("Guess distribution (games won)", classes="heading")
            yield Label("No games here yet.", id="stats-empty")
            yield GuessDistribution(id="stats-distribution")
            yield Label(id="stats-countdown")
        yield Footer()
        yield TooSmall()

    @staticmethod
    def _select(name: str, choices: list[tuple[str, str]], value: str) -> Select[str]:
        return Select(choices, value=value, allow_blank=False, compact=True, id=f"filter-{name}")

    async def on_mount(self) -> None:
        self.query_one("#stats").border_title = "Statistics"
        await self.refresh_figures()
        self._tick()
        self.set_interval(1.0, self._tick)

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    async def refresh_figures(self) -> None:
        """Recompute every figure for the filter and draw them."""
        stats = compute_statistics(self.records, self.now().date(), self.where)
        self.stats = stats
        for name, text in figure_texts(stats).items():
            self.query_one(f"#stats-{name}", Label).update(text)
        self.query_one("#stats-empty").display = stats.played == 0
        highlight = highlighted_bar(self.latest, self.where)
        await self.query_one(GuessDistribution).show(stats.distribution, highlight)

    @while_shown
    def _tick(self) -> None:
        left = countdown_text(seconds_to_next_daily(self.now()))
        self.query_one("#stats-countdown", Label).update(f"Next daily in {left}")

    @on(Select.Changed)
    async def _filter_changed(self, event: Select.Changed) -> None:
        event.stop()
        mode = self.query_one("#filter-mode", Select).value
        language = self.query_one("#filter-language", Select).value
        length = self.query_one("#filter-length", Select).value
        if Select.NULL in (mode, language, length):
            return
        where = filter_of(str(mode), str(language), str(length))
        if where != self.where:
            self.where = where
            await self.refresh_figures()

    def action_close(self) -> None:
        close(self, None)

    def action_history(self) -> None:
        self.post_message(self.HistoryAsked())

    def action_review(self) -> None:
        """Review the game just played, or the latest one the filter keeps."""
        record = self.latest
        if record is None or not self.where.keeps(record):
            kept = self.where.apply(self.records)
            record = kept[-1] if kept else None
        if record is None:
            self.notify("No game to review here yet.")
            return
        self.post_message(self.ReviewAsked(record))
