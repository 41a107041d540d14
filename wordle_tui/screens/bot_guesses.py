"""The bot guesses your word: you give the colours of its guesses."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, HorizontalGroup, Vertical, VerticalScroll
from textual.geometry import Size
from textual.widgets import Input, Label, Static

from wordle_tui.bots.engine import Analysis, Engine
from wordle_tui.bots.guessing import GuessingSession, Phase, Verdict
from wordle_tui.core.filtering import Row
from wordle_tui.core.share import emoji_row
from wordle_tui.core.words import WordList
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.screens.bot_game_over import BotGameOver
from wordle_tui.screens.marked_rows import MarkedRowsScreen
from wordle_tui.textual_support.background import while_shown
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.marking_board import MarkingBoard
from wordle_tui.widgets.texts import set_text
from wordle_tui.widgets.too_small import TooSmall

SIDE_MIN = 28  # columns the bot's explanations need beside the board
MARK_KEYS_HELP = N_("g/y/x (or 2/1/0) colour the tile · Space cycles · ←→ move · Enter: done")


class BotGuessesScreen(MarkedRowsScreen):
    """Renders a :class:`GuessingSession`; the bot's guesses come from a thread worker."""

    BOARD_MARGIN = Size(SIDE_MIN + 3, 3)  # the explanations beside; the status and Footer
    KEYS_THAT_COME_AND_GO = ("keep_guessing", "submit", "cycle", "move", "row")
    NEW_GAME_SETTINGS = ("language", "length", "attempts", "hard_mode")
    NEXT_GAME = N_("The new settings apply from the next word (Ctrl+N).")
    session: GuessingSession

    AUTO_FOCUS = None  # the keys mark tiles; the word field takes the focus when it shows

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "submit", N_("Done"), id="bot-guesses.submit"),
        Binding("space", "cycle", N_("Cycle"), show=False, id="bot-guesses.cycle"),
        Binding("left", "move(-1)", N_("Left"), show=False, id="bot-guesses.left"),
        Binding("right", "move(1)", N_("Right"), show=False, id="bot-guesses.right"),
        Binding("backspace", "move(-1)", N_("Left"), show=False, id="bot-guesses.back"),
        Binding("up", "row(-1)", N_("Fix a row"), key_display="↑↓", id="bot-guesses.up"),
        Binding("down", "row(1)", N_("Row down"), show=False, id="bot-guesses.down"),
        Binding("ctrl+z", "undo", N_("Undo"), id="bot-guesses.undo"),
        Binding("ctrl+g", "keep_guessing", N_("Keep guessing"), id="bot-guesses.more"),
        Binding("ctrl+n", "new_word", N_("New word"), id="bot-guesses.new"),
        Binding("escape", "app.menu", N_("Menu"), id="bot-guesses.menu"),
        Binding("f1", "app.help", N_("Help"), show=False, id="bot-guesses.help"),
        Binding("f2", "app.settings", N_("Settings"), id="bot-guesses.settings"),
        # letters are typed when the bot asks for the word: quitting takes ctrl+q
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="bot-guesses.quit"),
    ]

    class GameOver(BotGameOver):
        """The bot's game is over: the app logs it once the word is known."""

    def _new_session(self, words: WordList) -> GuessingSession:
        return GuessingSession(words, hard=self.settings.hard_mode, attempts=self.settings.attempts)

    # --- building and drawing ---------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with HorizontalGroup(id="bg-status", classes="-body"):
            yield Label("", id="bg-title", markup=False)
            yield Label("", id="bg-busy")
        with Horizontal(id="bg-main", classes="-body"):
            with VerticalScroll(id="bg-board-area", can_focus=False):
                yield MarkingBoard(self.session.length, id="bg-board")
            with Vertical(id="bg-side"):
                yield Label("", id="bg-message", markup=False)
                yield Label("", id="bg-prompt", markup=False)
                yield Label("", id="bg-keys", markup=False)
                yield Static("", id="bg-verdict", markup=False)
                with HorizontalGroup(id="bg-ask"):
                    yield Label(_("Your word:"))
                    yield Input(id="bg-word", max_length=16, disabled=True)
                with VerticalScroll(id="bg-steps", can_focus=False):
                    yield Static("", id="bg-steps-text", markup=False)
        yield Footer()
        yield TooSmall()

    def _clear_view(self) -> None:
        # The whole of _ask(False): only hiding the field left it focused until the next
        # refresh, and colour keys typed meanwhile went into it (a flaky test under load).
        self._ask(False)

    def draw(self) -> None:
        session = self.session
        title = self._titled(
            ngettext(
                "The bot guesses your word · {language}, {count} letter",
                "The bot guesses your word · {language}, {count} letters",
                session.length,
            )
        )
        if session.hard:
            title = _("{title} · hard mode").format(title=title)
        set_text(self.query_one("#bg-title", Label), title)
        set_text(self.query_one("#bg-busy", Label), _("thinking…") if self.working else "")
        self.query_one(MarkingBoard).show(session.board(), self._notes())
        self._draw_texts()
        if session.over and not session.game.logged:
            self.post_message(self.GameOver(self, session))

    def _row_note(self, index: int) -> str:
        session = self.session
        return (
            _("found") if session.is_solved_row(session.rows[index]) else super()._row_note(index)
        )

    def _notes(self) -> list[str]:
        """Beside each row: words left after it, or where to look; the row to colour."""
        notes = super()._notes()
        if self.session.phase is Phase.MARKING:
            notes.append(_("◀ colour it"))
        return notes

    def _draw_texts(self) -> None:
        session = self.session
        phase = session.phase
        words = session.words
        language, length = words.language.in_text, words.length
        prompt, keys = "", ""
        if phase is Phase.THINKING:
            prompt = ngettext(
                "Think of a word ({language}, {count} letter): I am choosing my guess…",
                "Think of a word ({language}, {count} letters): I am choosing my guess…",
                length,
            ).format(language=language, count=length)
        elif phase is Phase.MARKING and session.pending is not None:
            count = session.count_before(len(session.rows))
            guess = session.pending.guess.upper()
            if count is None:
                prompt = _(
                    "My guess {number}: {word}. Colour it for your word ({language}, {length} "
                    "letters)."
                ).format(number=len(session.rows) + 1, word=guess, language=language, length=length)
            else:
                prompt = ngettext(
                    "My guess {number}: {word} ({count} word possible). Colour it for your word "
                    "({language}, {length} letters).",
                    "My guess {number}: {word} ({count} words possible). Colour it for your word "
                    "({language}, {length} letters).",
                    count,
                ).format(
                    number=len(session.rows) + 1,
                    word=guess,
                    count=number(count),
                    language=language,
                    length=length,
                )
            keys = _("{keys} · Ctrl+Z undoes a row").format(keys=_(MARK_KEYS_HELP))
        elif phase is Phase.FIXING and session.fixing is not None:
            if session.contradiction is not None:
                prompt = _(
                    "Change the colours of row {number}, then Enter. (If every colour is right, "
                    "your word is not in the {language} list and I cannot find it.)"
                ).format(number=session.fixing + 1, language=language)
            else:
                prompt = _("Change the colours of row {number}, then Enter.").format(
                    number=session.fixing + 1
                )
            keys = _("{keys} · ↑↓ another row · Ctrl+Z undoes the last row").format(
                keys=_(MARK_KEYS_HELP)
            )
        elif phase is Phase.FOUND:
            prompt = ngettext(
                "Found it: {word} in {count} guess. Enter checks my rows' colours against your "
                "word; Ctrl+N plays again.",
                "Found it: {word} in {count} guesses. Enter checks my rows' colours against your "
                "word; Ctrl+N plays again.",
                len(session.rows),
            ).format(word=session.rows[-1].guess.upper(), count=len(session.rows))
        elif phase is Phase.OUT_OF_ATTEMPTS:
            prompt = ngettext(
                "I did not find it in {count} guess. What was your word?",
                "I did not find it in {count} guesses. What was your word?",
                len(session.rows),
            ).format(count=len(session.rows))
            if session.can_keep_guessing:
                keys = _("Enter checks my rows' colours against it · Ctrl+G lets me keep guessing")
            else:
                keys = _("Enter checks my rows' colours against it")
        set_text(self.query_one("#bg-prompt", Label), prompt)
        set_text(self.query_one("#bg-keys", Label), keys)
        message = session.message or ""
        set_text(self.query_one("#bg-message", Label), message)
        self.query_one("#bg-message").display = bool(message)
        self._draw_verdict(session.verdict)
        steps = session.steps_text()
        set_text(self.query_one("#bg-steps-text", Static), "\n".join(steps))
        self.query_one("#bg-steps").display = bool(steps)
        self.query_one("#bg-steps", VerticalScroll).scroll_end(animate=False)
        self._ask(phase in (Phase.FOUND, Phase.OUT_OF_ATTEMPTS))
        self._refresh_keys()

    def _draw_verdict(self, verdict: Verdict | None) -> None:
        widget = self.query_one("#bg-verdict", Static)
        widget.display = verdict is not None
        if verdict is None:
            return
        words = self.session.words
        lines = [verdict.summary(words.language.in_text, words.length)]
        contrast = self.settings.high_contrast
        for wrong in verdict.wrong:
            given = emoji_row(wrong.given, words.length, high_contrast=contrast)
            right = emoji_row(wrong.right, words.length, high_contrast=contrast)
            lines.append(
                _("Row {number} {guess}: you gave {given}, {word} gives {right}").format(
                    number=wrong.index + 1,
                    guess=wrong.guess.upper(),
                    given=given,
                    word=verdict.word.upper(),
                    right=right,
                )
            )
        set_text(widget, "\n".join(lines))

    def _ask(self, asking: bool) -> None:
        """Show (or hide) the field for the player's word."""
        field = self.query_one("#bg-word", Input)
        if asking and not self.has_class("-asking"):
            self.set_class(True, "-asking")
            session = self.session
            field.value = session.rows[-1].guess if session.solved else ""
            field.disabled = False
            field.focus()
        elif not asking and self.has_class("-asking"):
            self.set_class(False, "-asking")
            field.value = ""
            field.disabled = True
            self.set_focus(None)

    # --- the worker ----------------------------------------------------------------------------

    def _analyse_rows(
        self, engine: Engine, rows: tuple[Row, ...], cancel: Callable[[], bool]
    ) -> Analysis:
        return engine.analyse(rows, top=1, shown=0, cancel=cancel)  # the bot's guess only

    def _show_busy(self) -> None:
        set_text(self.query_one("#bg-busy", Label), "thinking…" if self.working else "")

    # --- what the player does -------------------------------------------------------------------

    @while_shown
    def on_key(self, event: events.Key) -> None:
        """Colour keys (g/y/x, 2/1/0) mark the tile under the cursor. Enter, Space and the
        arrows act here too, at once, so a burst of keys keeps its order."""
        if isinstance(self.focused, Input):
            return
        actions = {
            "enter": self.action_submit,
            "space": self.action_cycle,
            "left": lambda: self.action_move(-1),
            "backspace": lambda: self.action_move(-1),
            "right": lambda: self.action_move(1),
            "up": lambda: self.action_row(-1),
            "down": lambda: self.action_row(1),
        }
        action = actions.get(event.key)
        marking = self.session.marking
        if action is not None:
            action()
        elif marking is not None and event.character and marking.key(event.character):
            self.update()
        else:
            return
        event.stop()
        event.prevent_default()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing now are hidden from the Footer."""
        session = self.session
        if action == "keep_guessing":
            return session.can_keep_guessing
        if action in ("submit", "cycle", "move"):
            return session.marking is not None and not isinstance(self.focused, Input)
        if action == "row":
            return bool(session.rows)
        return True

    @while_shown
    def action_submit(self) -> None:
        session = self.session
        if session.submit():
            self.update()
        elif session.contradiction is not None:
            self.notify(session.message or "", severity="warning")
            self.update()

    @while_shown
    def action_cycle(self) -> None:
        if self.session.marking is not None:
            self.session.marking.cycle()
            self.update()

    @while_shown
    def action_move(self, delta: int) -> None:
        if self.session.marking is not None:
            self.session.marking.move(delta)
            self.update()

    @while_shown
    def action_keep_guessing(self) -> None:
        if self.session.keep_guessing():
            self.update()

    def action_new_word(self) -> None:
        self._restart()

    @on(Input.Submitted, "#bg-word")
    @while_shown
    def _word_given(self, event: Input.Submitted) -> None:
        result = self.session.tell_word(event.value)
        if isinstance(result, str):
            self.notify(result, severity="warning", markup=False)
            return
        self.update()
