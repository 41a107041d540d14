"""How to play: the rules with coloured examples, and the keys. Opens by itself on the first run."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.widgets import Label, Static

from wordle_tui.core.limits import DEFAULT_ATTEMPTS
from wordle_tui.core.scoring import Mark, marks_of, score
from wordle_tui.i18n import N_, _, ngettext, ui_language
from wordle_tui.solver.absurdle_line import stored_summary
from wordle_tui.textual_support.background import while_shown
from wordle_tui.textual_support.navigation import close
from wordle_tui.widgets.dialog import Dialog
from wordle_tui.widgets.footer import Footer
from wordle_tui.widgets.tile import Tile
from wordle_tui.widgets.too_small import TooSmall

# (guess, the one tile to colour, its mark, what it means) in each interface language
SINGLE_MEANINGS = (
    (Mark.CORRECT, N_("{letter} is in the word and in the right spot.")),
    (Mark.PRESENT, N_("{letter} is in the word but in another spot.")),
    (Mark.ABSENT, N_("{letter} is not in the word in any spot.")),
)
# (the three single examples as (word, tile), then a guess and answer for repeated letters)
EXAMPLES = {
    "en": ((("weary", 0), ("pills", 1), ("vague", 3)), ("chuck", "whack")),
    "es": ((("gatos", 0), ("vocal", 1), ("nieve", 3)), ("canal", "pedal")),
    "fr": ((("tigre", 0), ("plage", 1), ("monde", 3)), ("arbre", "libre")),
    "de": ((("apfel", 0), ("kerze", 1), ("blume", 3)), ("tante", "kante")),
    "it": ((("pasta", 0), ("fiore", 1), ("treno", 3)), ("pizza", "forza")),
    "pt": ((("praia", 0), ("livro", 1), ("gente", 3)), ("ninho", "sonho")),
}
MIN_SIZE = Size(40, 10)  # an example row and its meaning side by side

# Paragraphs: the Static wraps them to the width of the terminal.
KEYS_TEXT = (
    N_("Type letters (or click the keys on screen); Backspace deletes, Enter plays the row."),
    N_(
        "Esc goes back to the menu · F1 help · F2 settings · F3 hints · F4 statistics · "
        "Ctrl+N new practice game · Ctrl+P finds any command."
    ),
    N_(
        "Statistics: h lists every game, r reviews one against the bot (Skill, Luck and a card "
        "per guess). Every finished game is kept; only dailies played on their day make streaks."
    ),
    N_(
        "Quit: q on the menu, help and settings; on the board and the result, where q may be "
        "the first letter of a word, Ctrl+Q. Ctrl+C quits everywhere (it copies instead when "
        "text is selected). A game left unfinished is kept: Continue, or In progress on the "
        "menu, plays it on."
    ),
)

MORE_TEXT = (
    N_(
        "Hard mode: every hint revealed must be used in later guesses. It can only be switched "
        "on before the first guess of a game; switching it off always works."
    ),
    N_(
        "The daily puzzle is the same for everyone and changes at midnight. There is one daily "
        "per language and word length each day (English with 5 letters and Spanish with 6 are "
        "two dailies); once finished it shows its board, whatever the settings say, and cannot "
        "be replayed for a better score."
    ),
    N_(
        "A practice game has a code (like EN5P-7KQ2MXX): give it to a friend to play the same "
        "word. With Custom word you hide a word of your own and get a code for your friend."
    ),
    N_(
        "Hints: F3 on the board shows the words still possible and the best next guesses; a "
        "game played with them open counts as assisted (💡 in the share text)."
    ),
    N_(
        "The bot: Watch the bot plays a word you choose and says why; in Bot guesses your word "
        "you think of a word and give the colours of its guesses (g/y/x or 2/1/0, Space cycles, "
        "Ctrl+Z undoes); the Assistant helps with a game played elsewhere."
    ),
)


def modes_text() -> str:
    """The archive, the multi-board games (and how to read their keys) and Absurdle, with the
    bot's best line against the Absurdle host for the lists it was computed for."""
    lines = [
        _(
            "Archive (v on the menu): every daily up to today's, of a language, length and "
            "game. Played ones show their result (* for hard mode); n plays the oldest not "
            "played, x a random one. An earlier day's daily is kept as a daily of its day and "
            "never touches the streaks."
        ),
        _(
            "Multi-board (m): Dordle (2 boards, 7 tries), Quordle (4, 9) and Octordle (8, 13), "
            "daily or practice, with codes such as Quordle-EN5P-7KQ2MXX. Each guess is played "
            "on every board not yet solved; a solved board stops. Each key is split in one "
            "block per board, in board order (left to right, then top to bottom, as the boards "
            "sit): a block has the letter's colour on that board, and is left plain when the "
            "letter is untried there or the board is solved. F3 shows each board's words left "
            "and the best guesses: those expected to finish every board in the fewest turns."
        ),
        _(
            "Absurdle (x): the host picks no word. After each guess it keeps the largest group "
            "of words still possible (beside each row: how many); you win by cornering it on "
            "one word and guessing it. Watch the bot can play it, and the multi-board games."
        ),
    ]
    for name in ("en-5", "es-5"):
        line = stored_summary(name)
        if line is not None:
            lines.append(
                _("The bot's best line in Absurdle ({list}, words left): {line}").format(
                    list=name, line=line
                )
            )
    return "\n".join(lines)


def paragraphs(texts: tuple[str, ...]) -> str:
    """Marked paragraphs in the interface language, one a line."""
    return "\n".join(_(text) for text in texts)


class HelpScreen(Dialog[None]):
    """A scrollable page over the current screen; Esc or F1 closes it, q quits as elsewhere."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f1", "close", N_("Close"), id="help.close"),
        Binding("q", "app.quit", N_("Quit"), id="help.quit"),
    ]

    def __init__(self, attempts: int = DEFAULT_ATTEMPTS, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.attempts = attempts  # of the game on screen, else of the settings

    def compose(self) -> ComposeResult:
        singles, (repeat_guess, repeat_answer) = EXAMPLES.get(ui_language(), EXAMPLES["en"])
        with VerticalScroll(id="help", classes="-body"):
            yield Label(_("How to play"), classes="help-heading")
            yield Static(
                ngettext(
                    "Guess the hidden word in {count} try (Settings changes the length and the "
                    "tries). Each guess must be a word of the list. After each guess the tiles "
                    "show how close it was:",
                    "Guess the hidden word in {count} tries (Settings changes the length and the "
                    "tries). Each guess must be a word of the list. After each guess the tiles "
                    "show how close it was:",
                    self.attempts,
                ).format(count=self.attempts)
            )
            for (word, position), (mark, meaning) in zip(singles, SINGLE_MEANINGS, strict=True):
                tiles = []
                for index, letter in enumerate(word):
                    tile = Tile()
                    tile.show(letter, mark if index == position else None)
                    tiles.append(tile)
                with HorizontalGroup(classes="example"):
                    yield HorizontalGroup(*tiles)
                    yield Label(
                        _(meaning).format(letter=word[position].upper()), classes="example-text"
                    )
            yield Label(_("Repeated letters"), classes="help-heading")
            with HorizontalGroup(classes="example"):
                marks = marks_of(score(repeat_guess, repeat_answer), len(repeat_guess))
                repeated = next(ch for ch in repeat_guess if repeat_guess.count(ch) > 1)
                tiles = []
                for letter, mark in zip(repeat_guess, marks, strict=True):
                    tile = Tile()
                    tile.show(letter, mark)
                    tiles.append(tile)
                yield HorizontalGroup(*tiles)
                yield Label(
                    _(
                        "{guess} when the word is {answer}: the second {letter} is green; the "
                        "first is grey because the word has only one {letter}."
                    ).format(
                        guess=repeat_guess.upper(),
                        answer=repeat_answer.upper(),
                        letter=repeated.upper(),
                    ),
                    classes="example-text",
                )
            yield Static(
                _(
                    "A letter is coloured as many times as the word holds it: green spots count "
                    "first, then the other copies from left to right."
                )
            )
            yield Label(_("Keys"), classes="help-heading")
            yield Static(paragraphs(KEYS_TEXT))
            yield Label(_("Modes"), classes="help-heading")
            yield Static(paragraphs(MORE_TEXT))
            yield Label(_("More ways to play"), classes="help-heading")
            yield Static(modes_text(), id="help-modes")
        yield Footer()
        yield TooSmall()

    @while_shown
    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    def retranslate(self) -> None:
        """The interface language changed: the page is written again in it."""
        self.refresh(recompose=True)

    def action_close(self) -> None:
        close(self, None)
