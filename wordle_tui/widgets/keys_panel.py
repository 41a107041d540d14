"""The Keys panel (Ctrl+P, Keys): every key of the screen beside it, in the interface language.

Textual's own panel prints each binding's description as written, in English; this one is
Textual's panel with a table of our own, which translates the descriptions (ours, marked
``N_``, and Textual's, marked in :mod:`wordle_tui.widgets.textual_texts`), the group titles
and the key names (:func:`~wordle_tui.widgets.footer.key_display`, through the app).
"""

from __future__ import annotations

from collections import defaultdict
from itertools import groupby
from typing import ClassVar

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import HelpPanel, KeyPanel, Markdown, Static

from wordle_tui.i18n import _


class KeysTable(Static):
    """The active keys of the screen, grouped by the widget that offers them (the focused
    one first, as Textual orders them), one row an action: its keys, then what it does."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "keys-table--key",
        "keys-table--description",
        "keys-table--header",
    }

    def render(self) -> Table:
        key_style = self.get_component_rich_style("keys-table--key")
        description_style = self.get_component_rich_style("keys-table--description")
        header_style = self.get_component_rich_style("keys-table--header")
        table = Table(padding=(0, 0), show_header=False, box=box.SIMPLE)
        table.add_column("", justify="right")
        table.add_column("")
        active = self.screen.active_bindings.values()
        for node, group in groupby(active, key=lambda binding: binding.node):
            by_action: defaultdict[str, list[Binding]] = defaultdict(list)
            tooltips: dict[str, str] = {}
            for _node, binding, _enabled, tooltip in group:
                if not binding.system:
                    by_action[binding.action].append(binding)
                    tooltips.setdefault(binding.action, binding.tooltip or tooltip)
            if not by_action:
                continue
            if node.BINDING_GROUP_TITLE:
                table.add_row("", Text(_(node.BINDING_GROUP_TITLE), style=header_style))
            for action, bindings in by_action.items():
                keys = dict.fromkeys(self.app.get_key_display(binding) for binding in bindings)
                description = Text(_(bindings[0].description), style=description_style)
                if tooltips[action]:
                    description.append(f" {_(tooltips[action])}", style="dim")
                table.add_row(Text(" ".join(keys), style=key_style), description)
            table.add_section()
        return table


class KeysList(KeyPanel):
    """Textual's key panel (it redraws when the keys change) showing our table."""

    def compose(self) -> ComposeResult:
        yield KeysTable(shrink=True, expand=False)


class KeysPanel(HelpPanel):
    """Textual's help panel, our keys list in it."""

    def compose(self) -> ComposeResult:
        yield Markdown(id="widget-help")
        yield KeysList(id="keys-help")
