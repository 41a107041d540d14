"""The assistant: the rows of a game played elsewhere, typed and marked, give the words
still possible and the best next words."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, HorizontalGroup, Vertical, VerticalScroll
from textual.geometry import Size
from textual.widgets import Label

from wordle_tui.bots.assistant import AssistantSession, Step
from wordle_tui.core.filtering import Row
from wordle_tui.core.settings import Settings
from wordle_tui.core.validation import Rejection
from wordle_tui.core.words import WordList
from wordle_tui.i18n import N_, _, ngettext
from wordle_tui.screens.marked_rows import MarkedRowsScreen
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.tiles import SIDE_PANEL_WIDTH
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.hints_view import HintsView
from wordle_tui.widgets.marking_board import MarkingBoard
from wordle_tui.widgets.texts import set_text
from wordle_tui.widgets.too_small import TooSmall

MARK_KEYS = N_("g/y/x (or 2/1/0) colour the tile · Space cycles · ←→ move · Enter keeps the row")


class AssistantScreen(MarkedRowsScreen):
    """Renders an :class:`AssistantSession`; the analysis of the rows comes from a worker."""

    BOARD_MARGIN = Size(SIDE_PANEL_WIDTH + 3, 8)  # the hints beside; the texts, status and Footer
    KEYS_THAT_COME_AND_GO = ("take_best", "row", "undo")
    WORK_STOPPED = N_("The assistant stopped")
    session: AssistantSession

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "enter", N_("Enter"), show=False, id="assistant.enter"),
        Binding("tab", "take_best", N_("Best"), show=False, id="assistant.best"),
        Binding("up", "row(-1)", N_("Fix row"), key_display="↑↓", id="assistant.up"),
        Binding("ctrl+z", "undo", N_("Undo"), id="assistant.undo"),
        Binding("ctrl+t", "toggle_hard", N_("Hard"), id="assistant.hard"),
        Binding("ctrl+n", "new_game", N_("New game"), id="assistant.new"),
        Binding("pageup", "scroll_words(-1)", N_("Scroll words"), show=False, id="assistant.pgup"),
        Binding("pagedown", "scroll_words(1)", N_("Scroll words"), show=False, id="assistant.pgdn"),
        Binding("escape", "app.menu", N_("Menu"), id="assistant.menu"),
        Binding("f1", "app.help", N_("Help"), show=False, id="assistant.help"),
        Binding("f2", "app.settings", N_("Settings"), id="assistant.settings"),
        # letters are typed here: quitting takes ctrl+q (or ctrl+c)
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="assistant.quit"),
    ]

    def _new_session(self, words: WordList) -> AssistantSession:
        return AssistantSession(
            words, hard=self.settings.hard_mode, attempts=self.settings.attempts
        )

    # --- building and drawing ------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with HorizontalGroup(id="as-status", classes="-body"):
            yield Label("", id="as-title", markup=False)
            yield Label("", id="as-hard")
        with Horizontal(id="as-main", classes="-body"):
            with Vertical(id="as-left"):
                yield Label("", id="as-prompt", markup=False)
                yield Label("", id="as-keys", markup=False)
                yield Label("", id="as-message", markup=False)
                with VerticalScroll(id="as-board-area", can_focus=False):
                    yield Center(MarkingBoard(self.session.length, id="as-board"))
            yield HintsView(N_("Words left"), id="as-side")
        yield Footer()
        yield TooSmall()

    def _settings_changed(self, old: Settings, settings: Settings) -> None:
        """Hard mode follows the settings at once (the rows stay)."""
        if old.hard_mode != settings.hard_mode and settings.hard_mode != self.session.hard:
            self.action_toggle_hard()

    def _clear_view(self) -> None:
        self._say("")

    def _clear_message(self) -> None:
        self._say("")

    def draw(self) -> None:
        session = self.session
        title = self._titled(
            ngettext(
                "Assistant · {language}, {count} letter",
                "Assistant · {language}, {count} letters",
                session.length,
            )
        )
        set_text(self.query_one("#as-title", Label), title)
        set_text(self.query_one("#as-hard", Label), _("HARD") if session.hard else "")
        self.query_one(MarkingBoard).show(session.board(), self._notes())
        hints = self.query_one(HintsView)
        analysis = session.analysis
        if analysis is not None:
            hints.show(analysis)
        hints.set_busy(self.working)
        self._draw_prompt()
        self._refresh_keys()

    def _draw_prompt(self) -> None:
        session = self.session
        step = session.step
        prompt, keys = "", ""
        if step is Step.TYPING:
            prompt = _("Type the word you played as guess {number}, then Enter.").format(
                number=len(session.rows) + 1
            )
            keys = _("Tab takes the best word · Backspace deletes · ↑ fixes a row · Ctrl+Z undoes")
        elif step is Step.MARKING:
            prompt = _("Now the colours {word} got.").format(word=session.typed.upper())
            keys = _("{keys} · Backspace: back to the word").format(keys=_(MARK_KEYS))
        elif step is Step.FIXING and session.fixing is not None:
            prompt = _("Change the colours of row {number}, then Enter.").format(
                number=session.fixing + 1
            )
            keys = _("{keys} · ↑↓ another row").format(keys=_(MARK_KEYS))
        elif step is Step.DONE:
            prompt = _("Solved!") if session.solved else _("No room for another row.")
            keys = _("Ctrl+Z undoes the last row · Ctrl+N starts another game")
        set_text(self.query_one("#as-prompt", Label), prompt)
        set_text(self.query_one("#as-keys", Label), keys)
        if session.message:
            self._say(session.message)
        elif step is not Step.TYPING:
            self._say("")

    def _say(self, text: str) -> None:
        label = self.query_one("#as-message", Label)
        set_text(label, text)
        label.display = bool(text)

    # --- the worker ---------------------------------------------------------------------------

    def _request(self) -> tuple[bool, tuple[Row, ...]]:
        """The rows and the rules: a switch of hard mode makes a result stale too."""
        return (self.session.hard, self.session.key)

    def _engine_attempts(self) -> int:
        """A game played elsewhere may have had more attempts than the settings say."""
        return max(self.session.attempts, len(self.session.rows) + 1)

    def _show_busy(self) -> None:
        self.query_one(HintsView).set_busy(self.working)

    # --- what the player does ------------------------------------------------------------------

    @while_shown
    def on_key(self, event: events.Key) -> None:
        """Letters type the word or, once it is entered, colour its tiles. Enter, Backspace,
        Space and the arrows act here at once, so a burst of keys keeps its order."""
        session = self.session
        key, character = event.key, event.character
        marking = session.marking
        if key == "enter":
            self.action_enter()
        elif key == "backspace":
            if marking is not None and session.step is not Step.MARKING:
                marking.move(-1)
            else:
                session.delete_letter()
            self.update()
        elif key in ("left", "right") and marking is not None:
            marking.move(-1 if key == "left" else 1)
            self.update()
        elif key == "space" and marking is not None:
            marking.cycle()
            self.update()
        elif key in ("up", "down"):
            self.action_row(-1 if key == "up" else 1)
        elif character and self._typed(character):
            self.update()
        else:
            return
        event.stop()
        event.prevent_default()

    def _typed(self, character: str) -> bool:
        """A colour key while marking, a letter while typing the word."""
        session = self.session
        if session.marking is not None:
            return session.marking.key(character)
        return session.step is Step.TYPING and session.type_letter(character)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        session = self.session
        if action == "take_best":
            analysis = session.analysis
            return session.step is Step.TYPING and bool(analysis and analysis.suggestions)
        if action == "row":
            return bool(session.rows)
        if action == "undo":
            return bool(session.rows)
        return True

    @while_shown
    def action_enter(self) -> None:
        result = self.session.enter()
        if isinstance(result, Rejection):
            self._say(result.message)
            return
        self._say("")
        self.update()

    @while_shown
    def action_take_best(self) -> None:
        analysis = self.session.analysis
        if analysis and analysis.suggestions and self.session.take(analysis.suggestions[0].guess):
            self.update()

    @while_shown
    def action_toggle_hard(self) -> None:
        self.session.set_hard(not self.session.hard)
        self.notify(
            _("Hard mode on: the suggestions follow it")
            if self.session.hard
            else _("Hard mode off: the suggestions follow it")
        )
        self.update()

    def action_new_game(self) -> None:
        self._restart()

    @while_shown
    def action_scroll_words(self, pages: int) -> None:
        self.query_one(HintsView).scroll_words(pages)
