"""The review of a finished game: Skill, Luck and one card per guess against the bot.

The review is worked out by :mod:`wordle_tui.review.analysis` in a thread
worker (it needs the solver); a busy marker shows meanwhile. Left and right
(or up and down, or a click on a row) step through the guesses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Label

from wordle_tui.core.history import GameRecord
from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.words import WordList
from wordle_tui.i18n import N_, _
from wordle_tui.review.analysis import GameReview, Reviewer, ReviewError
from wordle_tui.review.text import CARD_LINES, card_lines, scores_note, scores_text
from wordle_tui.solver.context import SolverContext
from wordle_tui.textual_support.background import (
    BackgroundWork,
    Cancelled,
    ReportProgress,
    while_shown,
)
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.review_steps import ReviewSteps
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(60, 16)
ContextMaker = Callable[[WordList, bool, int], SolverContext]


class ReviewScreen(BackgroundWork[str, GameReview], Screen[None]):
    """Renders a :class:`GameReview`; the numbers are the review model's."""

    WORK_GROUP = "review"  # no toast: the screen says why a game cannot be reviewed

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left,up", "step(-1)", N_("Previous"), id="review.previous"),
        Binding("right,down", "step(1)", N_("Next"), id="review.next"),
        Binding("pageup", "scroll_card(-1)", N_("Scroll"), show=False, id="review.card-up"),
        Binding("pagedown", "scroll_card(1)", N_("Scroll"), show=False, id="review.card-down"),
        Binding("escape", "close", N_("Back"), id="review.close"),
        Binding("q", "app.quit", N_("Quit"), id="review.quit"),
    ]

    def __init__(
        self,
        record: GameRecord,
        *,
        load_words: WordLoader,
        contexts: ContextMaker,
        symbols: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.record = record
        self.load_words = load_words
        self.contexts = contexts
        self.symbols = symbols
        self.review: GameReview | None = None
        self.current = 0

    def compose(self) -> ComposeResult:
        record = self.record
        details = [
            _("Review · {game}").format(game=record.title()),
            record.score_text(),
            record.secret.upper(),
        ]
        if record.hard_mode:
            details.append(_("hard mode"))
        yield Label(" · ".join(details), id="review-title", markup=False, classes="-body")
        yield Label(
            _("Working out what the bot would have played…"), id="review-scores", classes="-body"
        )
        with Horizontal(id="review-main", classes="-body"):
            yield ReviewSteps(
                list(record.rows), record.length, symbols=self.symbols, id="review-steps"
            )
            # not focusable: the arrows step through the guesses; PageUp/PageDown scroll it
            with VerticalScroll(id="review-card", can_focus=False):
                for line in CARD_LINES:
                    words = line.endswith("-words")
                    yield Label(id=line, markup=False, classes="words" if words else "")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_mount(self) -> None:
        self.query_one("#review-card").loading = True
        self.start_work(self.record.uid, self._work_out)

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    # --- the worker -----------------------------------------------------------------

    def _work_out(self, cancelled: Cancelled, _progress: ReportProgress) -> GameReview:
        """Slow, in a thread: the solver's context (built the first time) and the bot's moves."""
        record = self.record
        words = self.load_words(record.language, record.length)
        ctx = self.contexts(words, record.hard_mode, record.attempts)
        return Reviewer(ctx).review(record, cancel=cancelled)

    def work_done(self, request: str, result: GameReview) -> None:
        self.show_review(result)

    def work_failed(self, error: BaseException | None) -> None:
        self.show_failure(error)

    def show_review(self, review: GameReview) -> None:
        self.review = review
        scores = Text(scores_text(review), style="bold")
        scores.append(f"\n{scores_note(review)}", style="dim")
        self.query_one("#review-scores", Label).update(scores)
        self.query_one("#review-card").loading = False
        self.show_step(self.current)

    def show_failure(self, error: BaseException | None) -> None:
        if isinstance(error, ReviewError):
            reason = str(error)
        elif isinstance(error, OSError):
            reason = _("a word list is missing ({reason})").format(reason=error)
        else:
            reason = f"{error.__class__.__name__}: {error}" if error else _("unknown error")
        self.query_one("#review-card").loading = False
        self.query_one("#review-scores", Label).update(
            Text(_("This game cannot be reviewed: {reason}").format(reason=reason))
        )

    # --- stepping ------------------------------------------------------------------------

    def show_step(self, index: int) -> None:
        self.current = max(0, min(index, len(self.record.rows) - 1))
        self.query_one(ReviewSteps).select(self.current)
        if self.review is not None:
            step = self.review.steps[self.current]
            for line, text in card_lines(self.review, step).items():
                label = self.query_one(f"#{line}", Label)
                label.update(text)
                label.display = bool(text)

    def action_step(self, delta: int) -> None:
        self.show_step(self.current + delta)

    def action_scroll_card(self, pages: int) -> None:
        """The card of a long guess list on a small terminal: page through it."""
        card = self.query_one("#review-card", VerticalScroll)
        if pages < 0:
            card.scroll_page_up()
        else:
            card.scroll_page_down()

    @on(ReviewSteps.Selected)
    def _clicked(self, event: ReviewSteps.Selected) -> None:
        self.show_step(event.index)

    def action_close(self) -> None:
        close(self, None)
