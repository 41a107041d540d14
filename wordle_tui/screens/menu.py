"""The first screen: a title and the list of things to do."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, HorizontalGroup, VerticalGroup
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from wordle_tui.core.scoring import Mark
from wordle_tui.i18n import N_, _
from wordle_tui.screens.menu_entries import CONTINUE_KEY, IN_PROGRESS, MENU_ENTRIES, MenuEntry
from wordle_tui.textual_support.background import is_shown, while_shown
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.paging_list import PagingOptionList
from wordle_tui.widgets.tile import Tile
from wordle_tui.widgets.too_small import TooSmall

TITLE = "WORDLE"
TITLE_MARKS = (Mark.CORRECT, Mark.ABSENT, Mark.PRESENT, Mark.ABSENT, Mark.CORRECT, Mark.PRESENT)
MIN_SIZE = Size(44, 17)
# Lines around the list of entries: the title, the tagline and its margins, the entry's
# description and the Footer.
MENU_LINES = 6


class MenuScreen(Screen):
    """Arrows and Enter, first letters, or the mouse pick an entry; the app runs it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Quitting is explicit: q (or Ctrl+Q); Escape here only says so, so one Escape too
        # many from another screen never ends the app. (A system binding: the Keys panel,
        # which lists what each key does, does not list it as a way to quit.)
        Binding("q", "app.quit", N_("Quit"), id="menu.quit"),
        Binding(
            "escape",
            "quit_hint",
            N_("How to quit"),
            show=False,
            system=True,
            id="menu.quit-escape",
        ),
        Binding("f1", "app.help", N_("Help"), id="menu.help"),
    ]

    def __init__(self, continue_label: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.continue_label = continue_label
        self.in_progress = 0  # games left unfinished: two or more are listed

    @property
    def entries(self) -> list[MenuEntry]:
        entries = list(MENU_ENTRIES)
        if self.continue_label:
            resume = MenuEntry(N_("Continue"), CONTINUE_KEY, "resume", self.continue_label)
            entries.insert(0, resume)
        if self.in_progress > 1:
            entries.insert(1, IN_PROGRESS)
        return entries

    def compose(self) -> ComposeResult:
        with VerticalGroup(id="menu", classes="-body"):
            with Center(), HorizontalGroup(id="menu-title", classes="-tiles-medium"):
                for letter, mark in zip(TITLE, TITLE_MARKS, strict=True):
                    tile = Tile()
                    tile.show(letter, mark)
                    yield tile
            yield Label(_("Guess the hidden word"), id="menu-tagline")
            yield PagingOptionList(*self._options(), id="menu-options")
            yield Label(id="menu-description", markup=False)
        yield Footer()
        yield TooSmall()

    def _options(self) -> list[Option]:
        options = []
        for entry in self.entries:
            label = _(entry.label)
            first, rest = label[0], label[1:]
            shortcut = f"[b u]{first}[/]{rest}" if first.lower() == entry.key else label
            if first.lower() != entry.key:
                shortcut += f"  ({entry.key})"
            options.append(Option(shortcut, id=entry.action))
        return options

    @while_shown
    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def update_continue(
        self, continue_label: str | None, in_progress: int = 0, *, force: bool = False
    ) -> None:
        """Offer (or stop offering) the game in progress, and the list of them all; ``force``
        redraws every entry (a new interface language)."""
        if (continue_label, in_progress) == (self.continue_label, self.in_progress) and not force:
            return
        self.continue_label = continue_label
        self.in_progress = in_progress
        if not (self.is_mounted and is_shown(self)):
            return  # composed from continue_label when it is mounted
        self.query_one("#menu-tagline", Label).update(_("Guess the hidden word"))
        options = self.query_one(OptionList)
        options.clear_options()
        options.add_options(self._options())
        options.highlighted = 0

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)
        # Every entry shows when the window has room (Continue and In progress too: a fixed
        # height hid Quit at 100×32); a smaller window scrolls the list, the rest stays put.
        self.query_one("#menu-options").styles.max_height = max(3, event.size.height - MENU_LINES)

    def action_quit_hint(self) -> None:
        self.notify(_("Press q to quit."), timeout=3)

    @on(OptionList.OptionHighlighted)
    def _describe(self, event: OptionList.OptionHighlighted) -> None:
        entries = self.entries
        if not 0 <= event.option_index < len(entries):
            return  # a highlight from before the list was refilled
        entry = entries[event.option_index]
        # the continue entry's description is made by the app, already translated
        description = entry.description if entry.key == CONTINUE_KEY else _(entry.description)
        self.query_one("#menu-description", Label).update(description)

    @on(OptionList.OptionSelected)
    async def _chosen(self, event: OptionList.OptionSelected) -> None:
        entries = self.entries
        if 0 <= event.option_index < len(entries):  # else chosen from the list before a refill
            await self.run_entry(entries[event.option_index])

    async def on_key(self, event: events.Key) -> None:
        character = (event.character or "").lower()
        for entry in self.entries:
            if character == entry.key:
                event.stop()
                await self.run_entry(entry)
                return

    async def run_entry(self, entry: MenuEntry) -> None:
        await self.app.run_action(entry.action)
