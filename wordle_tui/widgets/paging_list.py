"""The app's option list, which pages safely
(:func:`wordle_tui.textual_support.navigation.move_page`)."""

from __future__ import annotations

from textual.widgets import OptionList

from wordle_tui.textual_support.navigation import move_page


class PagingOptionList(OptionList):
    """The app's option list (:func:`fence_option_lists` makes every one page safely; this
    says so where the lists are made, and works without the fence)."""

    def action_page_up(self) -> None:
        move_page(self, -1)

    def action_page_down(self) -> None:
        move_page(self, 1)
