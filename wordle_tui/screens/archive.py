"""The archive: every daily up to today's of a language, length and game, the played ones
marked."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from typing import Any, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, Vertical
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Label, Select

from wordle_tui.core.archive import Archive, ArchiveEntry
from wordle_tui.core.history import GameRecord
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.multiboard import VARIANTS
from wordle_tui.i18n import N_, _, ngettext, number, short_date
from wordle_tui.textual_support.background import while_shown
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(50, 12)
WORDLE = "wordle"  # the Select's value for Wordle (variant "")


@dataclass(frozen=True)
class ArchiveChoice:
    """A past daily to play: its game (``""`` Wordle), language, length and day."""

    variant: str
    language: str
    length: int
    day: date


class ArchiveScreen(Screen):
    """Enter plays the daily under the cursor; n the oldest not played, x a random one."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "play", N_("Play"), id="archive.play", show=True),
        Binding("n", "next_unplayed", N_("Next not played"), id="archive.next"),
        Binding("x", "random_unplayed", N_("Random not played"), id="archive.random"),
        Binding("escape", "app.menu", N_("Menu"), id="archive.menu"),
        Binding("q", "app.quit", N_("Quit"), id="archive.quit"),
    ]

    @dataclass
    class Chosen(Message):
        """The player picked a past daily."""

        screen: ArchiveScreen
        choice: ArchiveChoice

        @property
        def control(self) -> ArchiveScreen:
            return self.screen

    def __init__(
        self,
        records: list[GameRecord],
        today: date,
        *,
        language: str,
        length: int,
        variant: str = "",
        rng: random.Random | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.records = records
        self.today = today
        self.language = language
        self.length = length
        self.variant = variant
        self.rng = rng or random.Random()
        self.archive = self._archive()
        self.entries: list[ArchiveEntry] = []

    def _archive(self) -> Archive:
        return Archive(self.language, self.length, self.today, self.records, self.variant)

    def compose(self) -> ComposeResult:
        games = [("Wordle", WORDLE), *((v.name, v.key) for v in VARIANTS.values())]
        languages = [(lang.title, code) for code, lang in LANGUAGES.items()]
        lengths = [
            (ngettext("{count} letter", "{count} letters", n).format(count=n), n)
            for n in WORD_LENGTHS
        ]
        yield Label(_("Archive · every daily up to today"), id="archive-title", classes="-body")
        with Vertical(id="archive", classes="-body"):
            with HorizontalGroup(id="archive-filters"):
                yield Select(
                    games, value=self.variant or WORDLE, allow_blank=False, id="archive-game"
                )
                yield Select(
                    languages, value=self.language, allow_blank=False, id="archive-language"
                )
                yield Select(lengths, value=self.length, allow_blank=False, id="archive-length")
            yield Label(id="archive-summary")
            yield DataTable(cursor_type="row", zebra_stripes=True, id="archive-table")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(_("#"), _("Date"), _("Result"))
        self._fill()
        table.focus()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    def _fill(self) -> None:
        """Every daily of the chosen game, newest first, with the result of the ones played."""
        self.archive = self._archive()
        self.entries = self.archive.entries()
        table = self.query_one(DataTable)
        table.clear()
        table.add_rows(
            (Text(f"#{number(e.number)}"), Text(short_date(e.day)), result_cell(e))
            for e in self.entries
        )
        self.query_one("#archive-summary", Label).update(
            _("{played} of {total} played · Enter plays the one under the cursor").format(
                played=number(self.archive.played_count), total=number(len(self.archive))
            )
        )

    @on(Select.Changed)
    def _filter(self, event: Select.Changed) -> None:
        event.stop()
        game = self.query_one("#archive-game", Select).value
        language = self.query_one("#archive-language", Select).value
        length = self.query_one("#archive-length", Select).value
        if Select.NULL in (game, language, length):
            return
        variant = "" if game == WORDLE else str(game)
        changed = (variant, str(language), int(length))  # type: ignore[arg-type]
        if changed != (self.variant, self.language, self.length):
            self.variant, self.language, self.length = changed
            self._fill()

    def _choose(self, entry: ArchiveEntry | None) -> None:
        if entry is None:
            self.notify(_("Every daily of the archive has been played."))
            return
        choice = ArchiveChoice(self.variant, self.language, self.length, entry.day)
        self.post_message(self.Chosen(self, choice))

    @on(DataTable.RowSelected)
    def _selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_play()

    def action_play(self) -> None:
        row = self.query_one(DataTable).cursor_row
        if 0 <= row < len(self.entries):
            self._choose(self.entries[row])

    def action_next_unplayed(self) -> None:
        self._choose(self.archive.next_unplayed())

    def action_random_unplayed(self) -> None:
        self._choose(self.archive.random_unplayed(self.rng))


def result_cell(entry: ArchiveEntry) -> Text:
    """``won 3/6*``, ``lost X/6`` or nothing for a daily not played yet."""
    if not entry.played:
        return Text("")
    if entry.won:
        return Text(_("won {score}").format(score=entry.result_text()), style="green")
    return Text(_("lost {score}").format(score=entry.result_text()), style="red")
