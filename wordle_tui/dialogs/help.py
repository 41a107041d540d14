"""How to play: the rules with coloured examples, and the keys. Opens by itself on the first run."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import HorizontalGroup, VerticalScroll
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Footer, Label, Static

from wordle_tui.core.game import DEFAULT_ATTEMPTS
from wordle_tui.core.scoring import Mark, marks_of, score
from wordle_tui.widgets.navigation import close
from wordle_tui.widgets.tile import Tile
from wordle_tui.widgets.too_small import TooSmall

# (guess, the one tile to colour, its mark, what it means)
SINGLE_EXAMPLES = (
    ("weary", 0, Mark.CORRECT, "W is in the word and in the right spot."),
    ("pills", 1, Mark.PRESENT, "I is in the word but in another spot."),
    ("vague", 3, Mark.ABSENT, "U is not in the word in any spot."),
)
REPEAT_GUESS, REPEAT_ANSWER = "chuck", "whack"
MIN_SIZE = Size(40, 10)  # an example row and its meaning side by side

# Paragraphs: the Static wraps them to the width of the terminal.
KEYS_TEXT = "\n".join(
    (
        "Type letters (or click the keys on screen); Backspace deletes, Enter plays the row.",
        "Esc goes back to the menu · F1 help · F2 settings · F3 hints · F4 statistics · "
        "Ctrl+N new practice game · Ctrl+P finds any command.",
        "Statistics: h lists every game, r reviews one against the bot (Skill, Luck and a card "
        "per guess). Every finished game is kept; only dailies played on their day make streaks.",
        "Quit: q on the menu, help and settings; on the board and the result, where q may be "
        "the first letter of a word, Ctrl+Q. Ctrl+C quits everywhere (it copies instead when "
        "text is selected). A game left unfinished is kept: Continue, or In progress on the "
        "menu, plays it on.",
    )
)

MORE_TEXT = "\n".join(
    (
        "Hard mode: every hint revealed must be used in later guesses. It can only be switched "
        "on before the first guess of a game; switching it off always works.",
        "The daily puzzle is the same for everyone and changes at midnight. There is one daily "
        "per language and word length each day (English with 5 letters and Spanish with 6 are "
        "two dailies); once finished it shows its board, whatever the settings say, and cannot "
        "be replayed for a better score.",
        "A practice game has a code (like EN5P-7KQ2MXX): give it to a friend to play the same "
        "word. With Custom word you hide a word of your own and get a code for your friend.",
        "Hints: F3 on the board shows the words still possible and the best next guesses; a "
        "game played with them open counts as assisted (💡 in the share text).",
        "The bot: Watch the bot plays a word you choose and says why; in Bot guesses your word "
        "you think of a word and give the colours of its guesses (g/y/x or 2/1/0, Space cycles, "
        "Ctrl+Z undoes); the Assistant helps with a game played elsewhere.",
    )
)


class HelpScreen(ModalScreen[None]):
    """A scrollable page over the current screen; Esc or F1 closes it, q quits as elsewhere."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,f1", "close", "Close", id="help.close"),
        Binding("q", "app.quit", "Quit", id="help.quit"),
    ]

    def __init__(self, attempts: int = DEFAULT_ATTEMPTS, **kwargs) -> None:
        super().__init__(**kwargs)
        self.attempts = attempts  # of the game on screen, else of the settings

    def compose(self) -> ComposeResult:
        tries = f"{self.attempts} {'try' if self.attempts == 1 else 'tries'}"
        with VerticalScroll(id="help", classes="-body"):
            yield Label("How to play", classes="help-heading")
            yield Static(
                f"Guess the hidden word in {tries} (Settings changes the length and the tries). "
                "Each guess must be a word of the list. After each guess the tiles show how "
                "close it was:"
            )
            for word, position, mark, meaning in SINGLE_EXAMPLES:
                tiles = []
                for index, letter in enumerate(word):
                    tile = Tile()
                    tile.show(letter, mark if index == position else None)
                    tiles.append(tile)
                with HorizontalGroup(classes="example"):
                    yield HorizontalGroup(*tiles)
                    yield Label(meaning, classes="example-text")
            yield Label("Repeated letters", classes="help-heading")
            with HorizontalGroup(classes="example"):
                marks = marks_of(score(REPEAT_GUESS, REPEAT_ANSWER), len(REPEAT_GUESS))
                tiles = []
                for letter, mark in zip(REPEAT_GUESS, marks, strict=True):
                    tile = Tile()
                    tile.show(letter, mark)
                    tiles.append(tile)
                yield HorizontalGroup(*tiles)
                yield Label(
                    f"{REPEAT_GUESS.upper()} when the word is {REPEAT_ANSWER.upper()}: the second "
                    "C is green; the first is grey because the word has only one C.",
                    classes="example-text",
                )
            yield Static(
                "A letter is coloured as many times as the word holds it: green spots count "
                "first, then the other copies from left to right."
            )
            yield Label("Keys", classes="help-heading")
            yield Static(KEYS_TEXT)
            yield Label("Modes", classes="help-heading")
            yield Static(MORE_TEXT)
        yield Footer()
        yield TooSmall()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(TooSmall).check(MIN_SIZE, event.size)

    def action_close(self) -> None:
        close(self, None)
