"""Watch the bot, first step: the word it plays (typed, or a random one), how it plays."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.widgets import Button, Input, Label, Select, Switch

from wordle_tui.bots.absurdle_watch import AbsurdleWatchSetup
from wordle_tui.bots.multiboard import MultiWatchSetup
from wordle_tui.bots.strategy_names import strategy_title
from wordle_tui.bots.watch import WatchSetup, pick_secret
from wordle_tui.core.absurdle import KIND as ABSURDLE_KIND
from wordle_tui.core.absurdle import NAME as ABSURDLE_NAME
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS
from wordle_tui.core.multiboard import VARIANTS, get_variant
from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_, _, ngettext, pgettext
from wordle_tui.solver.strategies import DEFAULT_STRATEGY, STRATEGIES
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.too_small import TooSmall

MIN_SIZE = Size(56, 14)


WORDLE = "wordle"
AnyWatchSetup = WatchSetup | MultiWatchSetup | AbsurdleWatchSetup


def game_choices() -> list[tuple[str, str]]:
    """Wordle, the multi-board games (random words) and Absurdle."""
    return [
        ("Wordle", WORDLE),
        *((_("{name} (random words)").format(name=v.name), v.key) for v in VARIANTS.values()),
        (ABSURDLE_NAME, ABSURDLE_KIND),
    ]


class WatchSetupScreen(Dialog[AnyWatchSetup | None]):
    """Dismissed with what to watch, or None. A word that cannot be played says why."""

    AUTO_FOCUS = "#watch-word"  # type the word at once, Enter starts

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Back"), id="watch-setup.back"),
        # letters are typed in the word field: quitting takes ctrl+q (or ctrl+c)
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True, id="watch-setup.quit"),
    ]

    def __init__(self, settings: Settings, load_words: WordLoader, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.settings = settings
        self.load_words = load_words

    def compose(self) -> ComposeResult:
        settings = self.settings
        languages = [(lang.title, code) for code, lang in LANGUAGES.items()]
        lengths = [
            (ngettext("random: {count} letter", "random: {count} letters", n).format(count=n), n)
            for n in WORD_LENGTHS
        ]
        strategies = [
            (_("{name}: {summary}").format(name=strategy_title(name), summary=_(cls.summary)), name)
            for name, cls in STRATEGIES.items()
        ]
        with VerticalScroll(id="watch-setup", classes="-body"):
            yield Label(_("Watch the bot"), classes="watch-heading")
            yield Label(_("It plays the word you choose and says why it plays each guess."))
            with HorizontalGroup(classes="setting"):
                yield Label(_("Game"))
                yield Select(game_choices(), value=WORDLE, allow_blank=False, id="watch-game")
            with HorizontalGroup(classes="setting"):
                yield Label(_("Word"))
                yield Input(placeholder=_("empty: a random word"), id="watch-word")
            yield Label("", id="watch-message", markup=False)
            with HorizontalGroup(classes="setting"):
                yield Label(_("Language"))
                yield Select(
                    languages, value=settings.language, allow_blank=False, id="watch-language"
                )
                yield Select(
                    lengths,
                    value=settings.length,
                    allow_blank=False,
                    id="watch-length",
                    tooltip=_("The length of a random word"),
                )
            with HorizontalGroup(classes="setting"):
                yield Label(_("Strategy"))
                yield Select(
                    strategies, value=DEFAULT_STRATEGY, allow_blank=False, id="watch-strategy"
                )
            with HorizontalGroup(classes="setting"):
                # a short label: the column is as narrow as "Strategy" lets the strategies be
                yield Label(pgettext("watch setup label, 13 letters at most", "Hard mode"))
                yield Switch(settings.hard_mode, id="watch-hard")
                yield Label("", classes="hint")
                yield Button(_("Watch"), id="watch-start", variant="primary")
                yield Button(_("Cancel"), id="watch-cancel")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    @on(Input.Submitted, "#watch-word")
    @on(Button.Pressed, "#watch-start")
    def start(self) -> None:
        """Check the word; when it can be played, close with the setup."""
        language = self.query_one("#watch-language", Select).value
        length = self.query_one("#watch-length", Select).value
        strategy = self.query_one("#watch-strategy", Select).value
        text = self.query_one("#watch-word", Input).value
        game = str(self.query_one("#watch-game", Select).value)
        if game != WORDLE:
            self._start_other(game, str(language), int(length))  # type: ignore[arg-type]
            return
        try:
            picked = pick_secret(text, str(language), int(length), self.load_words)  # type: ignore[arg-type]
        except OSError as exc:
            picked = _("The word list is missing: {reason}").format(reason=exc)
        if isinstance(picked, str):
            self.query_one("#watch-message", Label).update(picked)
            self.query_one("#watch-word", Input).focus()
            return
        word, words = picked
        setup = WatchSetup(
            words,
            word,
            strategy=str(strategy),
            hard=self.query_one("#watch-hard", Switch).value,
            attempts=self.settings.attempts,
        )
        close(self, setup)

    def _start_other(self, game: str, language: str, length: int) -> None:
        """Absurdle, or a multi-board game on random boards, in the chosen list."""
        try:
            words = self.load_words(language, length)
            setup: AnyWatchSetup = (
                AbsurdleWatchSetup(words)
                if game == ABSURDLE_KIND
                else MultiWatchSetup.random(words, get_variant(game))
            )
        except (OSError, ValueError) as exc:
            self.query_one("#watch-message", Label).update(str(exc))
            return
        close(self, setup)

    @on(Button.Pressed, "#watch-cancel")
    def action_cancel(self) -> None:
        close(self, None)
