"""Statistics: played, win %, streaks, averages and the guess distribution, from the log.

The figures come from :mod:`wordle_tui.core.statistics`; this screen only
renders them for the filter chosen and ticks the countdown to the next daily.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalGroup, VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.widgets import Label, Select

from wordle_tui.core.game import mode_name
from wordle_tui.core.history import GameRecord
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.limits import Mode
from wordle_tui.core.statistics import (
    FIGURES,
    GAMES,
    WORDLE,
    Statistics,
    StatsFilter,
    compute_statistics,
    countdown_text,
    figure_texts,
    game_of,
    highlighted_bar,
    seconds_to_next_daily,
    variant_of,
)
from wordle_tui.i18n import N_, _, ngettext
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.guess_distribution import GuessDistribution
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(50, 14)  # the six figures side by side and a few bars
STATS_WIDTH = 78  # screens.tcss: StatisticsScreen #stats, whose border and padding take 4
SELECT_CHROME = 3  # a compact Select's arrow and its padding
# each filter's share of the line (screens.tcss: StatisticsScreen #stats-filters)
FILTER_SHARES = {"game": 5, "mode": 3, "language": 4, "length": 4}
ALL = "all"
# labels under the figures, on two lines where one would be too wide for a narrow screen
TWO_LINE_LABELS = {
    "current-streak": N_("Current\nstreak"),
    "max-streak": N_("Max\nstreak"),
    "average-guesses": N_("Average\nguesses"),
    "average-time": N_("Average\ntime"),
}


def mode_choices() -> list[tuple[str, str]]:
    return [(_("All yours"), ALL), *((mode_name(mode), mode.value) for mode in Mode)]


def language_choices() -> list[tuple[str, str]]:
    return [(_("All languages"), ALL), *((lg.title, code) for code, lg in LANGUAGES.items())]


def length_choices() -> list[tuple[str, str]]:
    return [
        (_("All lengths"), ALL),
        *(
            (ngettext("{count} letter", "{count} letters", n).format(count=n), str(n))
            for n in WORD_LENGTHS
        ),
    ]


def game_choices() -> list[tuple[str, str]]:
    return [*((name, key) for key, name in GAMES.items()), (_("All games"), ALL)]


def filter_of(mode: str, language: str, length: str, game: str = WORDLE) -> StatsFilter:
    return StatsFilter(
        mode=None if mode == ALL else Mode(mode),
        language=None if language == ALL else language,
        length=None if length == ALL else int(length),
        variant=variant_of(None if game == ALL else game),
    )


class StatisticsScreen(Dialog[None]):
    """Keys: h history, r review, Esc back; the choices above filter every figure."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Back"), id="statistics.close"),
        Binding("h", "history", N_("History"), id="statistics.history"),
        Binding("r", "review", N_("Review"), id="statistics.review"),
        Binding("q", "app.quit", N_("Quit"), id="statistics.quit"),
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
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.records = records
        self.now = now
        self.latest = latest  # the game just finished: its bar is highlighted
        self.where = where or StatsFilter()
        self.stats: Statistics | None = None
        self._filter_room: dict[str, int] = {}  # each filter's longest choice, and its chrome

    def compose(self) -> ComposeResult:
        where = self.where
        with VerticalScroll(id="stats", classes="-body"):
            with HorizontalGroup(id="stats-filters"):
                game = game_of(where.variant) or ALL
                yield self._select("game", game_choices(), game)
                yield self._select("mode", mode_choices(), where.mode.value if where.mode else ALL)
                yield self._select("language", language_choices(), where.language or ALL)
                yield self._select("length", length_choices(), str(where.length or ALL))
            with HorizontalGroup(id="stats-figures"):
                for name, label in FIGURES:
                    with VerticalGroup(classes="figure"):
                        yield Label(id=f"stats-{name}", classes="value")
                        yield Label(_(TWO_LINE_LABELS.get(name, label)), classes="name")
            yield Label(_("Guess distribution (games won)"), classes="heading")
            yield Label(_("No games here yet."), id="stats-empty")
            yield GuessDistribution(id="stats-distribution")
            yield Label(id="stats-countdown")
        yield Footer()
        yield TooSmall()

    def _select(self, name: str, choices: list[tuple[str, str]], value: str) -> Select[str]:
        self._filter_room[name] = max(cell_len(label) for label, _value in choices) + SELECT_CHROME
        return Select(choices, value=value, allow_blank=False, compact=True, id=f"filter-{name}")

    def _fit_filters(self, width: int) -> None:
        """The four filters on one line when each one's longest choice fits in its share of
        the line (English at 80 columns); else two a line, rather than choices broken over
        two lines ("Todas las longitudes", French "Vos parties" in the narrow mode filter)."""
        room = self._filter_room
        free = min(STATS_WIDTH, width) - 4 - len(room)  # less the margin after each
        total = sum(FILTER_SHARES.values())
        fits = all(needed <= free * FILTER_SHARES[name] // total for name, needed in room.items())
        self.query_one("#stats-filters").set_class(not fits, "-stacked")

    @while_shown
    async def on_mount(self) -> None:
        self.query_one("#stats").border_title = _("Statistics")
        await self.refresh_figures()
        self._tick()
        self.set_interval(1.0, self._tick)

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)
        self._fit_filters(event.size.width)

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
        self.query_one("#stats-countdown", Label).update(
            _("Next daily in {time}").format(time=left)
        )

    @on(Select.Changed)
    async def _filter_changed(self, event: Select.Changed) -> None:
        event.stop()
        mode = self.query_one("#filter-mode", Select).value
        language = self.query_one("#filter-language", Select).value
        length = self.query_one("#filter-length", Select).value
        game = self.query_one("#filter-game", Select).value
        if Select.NULL in (mode, language, length, game):
            return
        where = filter_of(str(mode), str(language), str(length), str(game))
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
            self.notify(_("No game to review here yet."))
            return
        self.post_message(self.ReviewAsked(record))
