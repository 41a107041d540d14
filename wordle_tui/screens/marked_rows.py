"""What the two screens of marked rows share (the bot guessing your word, the assistant): a
session of rows the player colours, analysed by a thread worker, on a board that fits the
terminal or says how large it must be."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from textual import events, on
from textual.geometry import Size
from textual.screen import Screen

from wordle_tui.bots.cache import SOLVERS, SolverCache
from wordle_tui.bots.engine import Analysis, Engine
from wordle_tui.bots.marked_rows import MarkedRows
from wordle_tui.core.filtering import Row
from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.settings import Settings
from wordle_tui.core.words import WordList
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.screens.fit import fit_board
from wordle_tui.textual_support.background import BackgroundWork, while_shown
from wordle_tui.textual_support.tiles import NOTE_WIDTH
from wordle_tui.widgets.mark_tile import MarkTile
from wordle_tui.widgets.marking_board import MarkingBoard


class MarkedRowsScreen(BackgroundWork[Hashable, Analysis], Screen):
    """The worker, the fitting board and the clicks; each screen draws its own texts."""

    BOARD_MARGIN = Size(0, 0)  # columns and rows the screen needs beside the board
    KEYS_THAT_COME_AND_GO: tuple[str, ...] = ()  # Footer keys shown only when they act
    # The settings whose change starts a new game (at once when no row is played, else the
    # next game, as NEXT_GAME says).
    NEW_GAME_SETTINGS: tuple[str, ...] = ("language", "length")
    NEXT_GAME = N_("The new language and length apply from the next game (Ctrl+N).")
    WORK_GROUP = "marked-rows"
    WORK_STOPPED = N_("The bot stopped")

    def __init__(
        self,
        words: WordList,
        settings: Settings,
        load_words: WordLoader,
        solvers: SolverCache = SOLVERS,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.load_words = load_words
        self.solvers = solvers
        self.session = self._new_session(words)
        self._offered: tuple[bool | None, ...] = ()

    # --- what each screen says --------------------------------------------------------------

    def _new_session(self, words: WordList) -> MarkedRows:
        raise NotImplementedError

    @while_shown
    def update(self) -> None:
        """Draw everything from the session, and ask the worker for what it lacks."""
        if self.session.needs_analysis:
            self._analyse()
        self.draw()

    def draw(self) -> None:
        """Draw everything from the session."""
        raise NotImplementedError

    def _titled(self, template: str) -> str:
        """A title naming the session's list: ``{language}, {count} letters``."""
        words = self.session.words
        return template.format(language=words.language.title, count=words.length)

    def _request(self) -> Hashable:
        """What the analysis is asked for: a result for anything else is stale."""
        return self.session.key

    def _engine_attempts(self) -> int:
        """The attempts the solver plans for."""
        return self.session.attempts

    def _analyse_rows(
        self, engine: Engine, rows: tuple[Row, ...], cancel: Callable[[], bool]
    ) -> Analysis:
        return engine.analyse(rows, cancel=cancel)

    def _show_busy(self) -> None:
        """Show whether the worker is busy."""

    def _clear_view(self) -> None:
        """What a new game takes off the screen beyond the board."""

    # --- the board --------------------------------------------------------------------------

    @while_shown
    def apply_settings(self, settings: Settings) -> None:
        """New settings (the app's, watched): symbols at once; the rules start a new game if
        none is under way."""
        old, self.settings = self.settings, settings
        self.query_one(MarkingBoard).set_symbols(settings.symbols)
        if any(getattr(old, name) != getattr(settings, name) for name in self.NEW_GAME_SETTINGS):
            if self.session.rows:
                self.notify(_(self.NEXT_GAME))
            else:
                self._restart()
        else:
            self._settings_changed(old, settings)

    def _settings_changed(self, old: Settings, settings: Settings) -> None:
        """Settings other than the rules changed (a screen may follow some at once)."""

    @while_shown
    def on_mount(self) -> None:
        self.query_one(MarkingBoard).set_symbols(self.settings.symbols)
        self.watch(self.app, "settings", self.apply_settings, init=False)
        self.update()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        session = self.session
        fit_board(
            self,
            event.size,
            length=session.length,
            rows=session.attempts,
            beside=self.BOARD_MARGIN,
            notes=NOTE_WIDTH,
        )

    @while_shown
    def _restart(self) -> None:
        """A new game with the list of the settings."""
        try:
            words = self.load_words(self.settings.language, self.settings.length)
        except OSError as exc:
            self.notify(
                _("The word list is missing: {reason}").format(reason=exc), severity="error"
            )
            return
        self.stop_work()
        self.session = self._new_session(words)
        board = self.query_one(MarkingBoard)
        board.reset(words.length)
        self._clear_view()
        self.update()
        self.call_after_refresh(lambda: self.on_resize(events.Resize(self.size, self.size)))

    @on(MarkTile.Clicked)
    @while_shown
    def _clicked(self, event: MarkTile.Clicked) -> None:
        if self.session.click(event.row, event.column):
            self.update()

    @while_shown
    def action_row(self, delta: int) -> None:
        if self.session.select_row(delta):
            self.update()

    @while_shown
    def action_undo(self) -> None:
        if self.session.undo():
            self._clear_message()
            self.update()
        else:
            self.notify(_("Nothing to undo"))

    def _clear_message(self) -> None:
        """An undo takes the last message away (where the screen keeps one of its own)."""

    def _notes(self) -> list[str]:
        """Beside each row: where to look first, else what the screen says of it."""
        session = self.session
        contradiction = session.contradiction
        notes = []
        for index in range(len(session.rows)):
            if contradiction is not None and contradiction.suspect_row == index:
                notes.append(_("◀ check row"))
            elif session.fixing == index:
                notes.append(_("◀ fixing"))
            else:
                notes.append(self._row_note(index))
        return notes

    def _row_note(self, index: int) -> str:
        """Words left after the row, once known; a row all green says it solved the game."""
        if self.session.is_solved_row(self.session.rows[index]):
            return _("solved")
        after = self.session.count_after(index)
        if after is None:
            return ""
        return ngettext("{count} left", "{count} left", after).format(count=number(after))

    def _refresh_keys(self) -> None:
        """Redraw the Footer when the keys on offer change (not after every key)."""
        offered = tuple(self.check_action(action, ()) for action in self.KEYS_THAT_COME_AND_GO)
        if offered != self._offered:
            self._offered = offered
            self.refresh_bindings()

    # --- the worker ---------------------------------------------------------------------------

    def _analyse(self) -> None:
        request = self._request()
        if request == self.work_request and self.working:
            return
        session = self.session
        words, hard, rows = session.words, session.hard, session.key
        attempts = self._engine_attempts()
        any_word = session.any_word
        engine = self.solvers.engine
        self.start_work(
            request,
            lambda cancelled, _progress: self._analyse_rows(
                engine(words, hard=hard, attempts=attempts, any_word=any_word), rows, cancelled
            ),
        )

    def work_done(self, request: Hashable, result: Analysis) -> None:
        if self.session.analysed(result):
            self.update()
        else:
            self._show_busy()

    def work_failed(self, error: BaseException | None) -> None:
        self._show_busy()
