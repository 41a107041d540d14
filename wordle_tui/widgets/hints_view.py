"""What is still possible and what to play next: a view of one analysis of the rows."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import HorizontalGroup, Vertical, VerticalScroll
from textual.widgets import Label, Static

from wordle_tui.bots.engine import Analysis
from wordle_tui.core.words import unlisted_note
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.widgets.texts import set_text

CANDIDATE_MARK = "●"
BUSY_TEXT = N_("thinking…")


def count_text(analysis: Analysis) -> str:
    if analysis.solved:
        return _("Solved: no word left to find")
    if analysis.contradiction is not None:
        return _("No word fits")
    if analysis.widened:
        text = ngettext(
            "{count} word possible (none of the answers: from every accepted word)",
            "{count} words possible (none of the answers: from every accepted word)",
            analysis.count,
        )
    else:
        text = ngettext("{count} word possible", "{count} words possible", analysis.count)
    return text.format(count=number(analysis.count))


def best_text(analysis: Analysis) -> str:
    """A small table: each guess, ● when it could be the answer, then the strategy's own
    figure (the one that orders the list: expected guesses for the optimal strategy),
    expected words left and bits."""
    if not analysis.suggestions:
        return ""
    width = max(len(s.guess) for s in analysis.suggestions) + 2
    label = _(analysis.score_label)
    column = max(len(label), 7)
    guess, left, bits = _("guess"), _("left"), _("bits")
    left_width, bits_width = max(6, len(left)), max(5, len(bits))
    lines = [f"{guess:<{width}} {label:>{column}} {left:>{left_width}} {bits:>{bits_width}}"]
    for s in analysis.suggestions:
        name = s.guess.upper() + (f" {CANDIDATE_MARK}" if s.candidate else "")
        shown = number(s.score, analysis.decimals)  # the precision the list is ranked at
        figure = "—" if s.score == float("inf") else f"{'' if s.exact else '≈'}{shown}"
        lines.append(
            f"{name:<{width}} {figure:>{column}} {number(s.expected_left, 1):>{left_width}} "
            f"{number(s.bits, 2):>{bits_width}}"
        )
    return "\n".join(lines)


def words_text(analysis: Analysis) -> str:
    text = " ".join(analysis.candidates)
    if analysis.more > 0:
        text = _("{words} … and {count} more").format(words=text, count=number(analysis.more))
    if analysis.hidden:
        text = f"{text} ({unlisted_note(analysis.hidden)})".strip()
    return text


class HintsView(Vertical):
    """Renders an :class:`Analysis`; a busy marker shows while a newer one is worked out."""

    DEFAULT_CSS = """
    HintsView { height: 1fr; width: 1fr; }
    HintsView #hints-top { height: 1; }
    HintsView #hints-title { width: 1fr; text-style: bold; }
    HintsView #hints-busy { color: $warning; text-style: italic; }
    HintsView #hints-count { width: 100%; height: auto; color: $text; }
    HintsView #hints-message { width: 100%; height: auto; color: $text-error; text-style: bold; }
    HintsView .hints-heading { margin: 1 0 0 0; color: $text-muted; text-style: bold; }
    HintsView #hints-best { height: auto; }
    HintsView #hints-words-scroll { height: 1fr; min-height: 2; }
    HintsView #hints-words { width: 100%; }
    HintsView #hints-legend { color: $text-muted; }
    """

    def __init__(self, title: str = N_("Hints"), **kwargs) -> None:
        super().__init__(**kwargs)
        self.title = title
        self.analysis: Analysis | None = None

    def compose(self) -> ComposeResult:
        with HorizontalGroup(id="hints-top"):
            yield Label(_(self.title), id="hints-title", markup=False)
            yield Label("", id="hints-busy")
        yield Label("", id="hints-count", markup=False)
        yield Label("", id="hints-message", markup=False)
        yield Label(_("Best next guesses"), classes="hints-heading", id="hints-best-heading")
        yield Static("", id="hints-best", markup=False)
        yield Label(_("Possible words"), classes="hints-heading", id="hints-words-heading")
        with VerticalScroll(id="hints-words-scroll", can_focus=False):
            yield Static("", id="hints-words", markup=False)
        yield Label(_("{mark} could be the answer").format(mark=CANDIDATE_MARK), id="hints-legend")

    def on_mount(self) -> None:
        self.show(None)

    def set_busy(self, busy: bool) -> None:
        set_text(self.query_one("#hints-busy", Label), _(BUSY_TEXT) if busy else "")

    @property
    def busy(self) -> bool:
        return bool(str(self.query_one("#hints-busy", Label).content))

    def show(self, analysis: Analysis | None) -> None:
        """Draw an analysis (None: nothing known yet)."""
        self.analysis = analysis
        count = self.query_one("#hints-count", Label)
        message = self.query_one("#hints-message", Label)
        best = best_text(analysis) if analysis is not None else ""
        words = words_text(analysis) if analysis is not None else ""
        set_text(count, count_text(analysis) if analysis is not None else "")
        set_text(message, (analysis.message or "") if analysis is not None else "")
        message.display = bool(analysis is not None and analysis.message)
        set_text(self.query_one("#hints-best", Static), best)
        set_text(self.query_one("#hints-words", Static), words)
        for name in ("#hints-best-heading", "#hints-best", "#hints-legend"):
            self.query_one(name).display = bool(best)
        for name in ("#hints-words-heading", "#hints-words-scroll"):
            self.query_one(name).display = bool(words)

    def scroll_words(self, pages: int) -> None:
        """Page through the possible words (the keys stay with the board)."""
        scroll = self.query_one("#hints-words-scroll", VerticalScroll)
        scroll.scroll_to(y=scroll.scroll_y + pages * max(1, scroll.size.height - 1), animate=False)
