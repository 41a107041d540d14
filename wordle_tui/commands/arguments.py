"""Every subcommand's arguments, declared without loading what the commands use.

``wordle-tui --help`` and ``--version`` read only this module: no word list,
numpy, solver or Textual is imported until a command runs (its module is named
by ``COMMANDS`` and imported by :func:`wordle_tui.cli.main`). The few names the
heavy modules own (strategies, the bench's opener tries) are repeated here and
a test keeps them equal.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from wordle_tui.commands import serve
from wordle_tui.core.languages import LANGUAGES, MAX_LENGTH, MIN_LENGTH, WORD_LENGTHS
from wordle_tui.core.limits import DEFAULT_ATTEMPTS, MAX_ATTEMPTS, MIN_ATTEMPTS, Mode
from wordle_tui.core.quoting import quoted
from wordle_tui.i18n import N_, UI_LANGUAGES, _

# wordle_tui.solver.strategies.STRATEGIES and DEFAULT_STRATEGY (tests/test_cli.py checks)
STRATEGY_NAMES = ("optimal", "entropy", "parts", "minimax", "frequency")
DEFAULT_STRATEGY = "optimal"
# wordle_tui.solver.bench.OPENER_TRIES (checked the same way)
OPENER_TRIES = 12
# wordle_tui.core.multiboard.VARIANT_KEYS with Wordle and Absurdle (tests/test_cli.py checks)
GAME_NAMES = ("wordle", "dordle", "quordle", "octordle", "absurdle")
HISTORY_LIMIT = 20
MAX_GAME_ID = 2**62


def number_in(low: int, high: int, allowed: tuple[int, ...] | None = None) -> Callable[[str], int]:
    """An argparse type for a whole number from ``low`` to ``high``, with a one-line
    complaint that never echoes a long argument."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("{text} is not a number").format(text=quoted(text))
            ) from None
        if not low <= value <= high or (allowed is not None and value not in allowed):
            raise argparse.ArgumentTypeError(
                _("must be {low}-{high}, not {value}").format(low=low, high=high, value=value)
            )
        return value

    return parse


length_type = number_in(MIN_LENGTH, MAX_LENGTH, WORD_LENGTHS)
attempts_type = number_in(MIN_ATTEMPTS, MAX_ATTEMPTS)
# Generous bounds that still refuse a typo of twenty digits (a search that never ends).
suggestions_type = number_in(1, 1000)
games_type = number_in(1, 10**6)  # more than any list's answers: all of them
width_type = number_in(1, 10**4)


def _languages() -> list[str]:
    return sorted(LANGUAGES)


def add_list_options(parser: argparse.ArgumentParser, *, custom: bool = True) -> None:
    """--lang, --length and (optionally) --answers/--guesses for custom lists."""
    parser.add_argument("--lang", choices=_languages(), help=_("language (default: en)"))
    parser.add_argument("--length", type=length_type, metavar="4-8", help=_("letters per word"))
    if custom:
        parser.add_argument(
            "--answers", metavar=_("FILE"), help=_("custom answers list (one per line)")
        )
        parser.add_argument(
            "--guesses", metavar=_("FILE"), help=_("custom guesses list (with --answers)")
        )
        parser.add_argument(
            "--offensive",
            metavar=_("FILE"),
            help=_("with --answers: words the bot never types (it may still find them)"),
        )


def add_solver_options(parser: argparse.ArgumentParser, *, opener: bool = True) -> None:
    parser.add_argument(
        "--strategy",
        choices=STRATEGY_NAMES,
        default=DEFAULT_STRATEGY,
        help=_("how the bot chooses (default: {default})").format(default=DEFAULT_STRATEGY),
    )
    parser.add_argument("--hard", action="store_true", help=_("hard mode: hints must be used"))
    parser.add_argument(
        "--attempts",
        type=attempts_type,
        default=DEFAULT_ATTEMPTS,
        metavar="N",
        help=_("guesses allowed (default {default})").format(default=DEFAULT_ATTEMPTS),
    )
    if opener:
        parser.add_argument("--opener", metavar=_("WORD"), help=_("the first guess to play"))


def add_ui_language_option(parser: argparse.ArgumentParser, *, default: object) -> None:
    """--ui-lang, on the program and on every command (``default``: SUPPRESS on a command,
    so that ``wordle-tui --ui-lang es play`` keeps the program's value)."""
    parser.add_argument(
        "--ui-lang",
        choices=UI_LANGUAGES,
        default=default,
        help=_(
            "the interface language for this run (default: the system locale; the game "
            "remembers the one chosen in its settings)"
        ),
    )


def add_json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help=_("machine-readable output"))


# --- the subcommands, in the order --help lists them ------------------------------------


def play(parser: argparse.ArgumentParser) -> None:
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--daily", action="store_true", help=_("today's puzzle"))
    mode.add_argument(
        "--code", metavar=_("CODE"), help=_("a practice or friend's code (EN5P-7KQ2MXX, EN5F-…)")
    )
    mode.add_argument(
        "--word", metavar=_("WORD"), help=_("a word someone chose for you (kept hidden)")
    )
    parser.add_argument("--lang", choices=_languages(), help=_("language of the words"))
    parser.add_argument("--length", type=length_type, metavar="4-8", help=_("letters per word"))
    parser.add_argument(
        "--attempts",
        type=attempts_type,
        metavar="N",
        help=_("guesses allowed ({low}-{high})").format(low=MIN_ATTEMPTS, high=MAX_ATTEMPTS),
    )
    parser.add_argument("--hard", action="store_true", help=_("hard mode: hints must be used"))
    parser.add_argument(
        "--variant",
        choices=GAME_NAMES,
        help=_("the game: Wordle (default), several boards at once, or Absurdle"),
    )
    past = parser.add_mutually_exclusive_group()
    past.add_argument(
        "--date", metavar="YYYY-MM-DD", help=_("with --daily: the daily of a past day")
    )
    past.add_argument("--puzzle", metavar="N", help=_("with --daily: the daily numbered N"))


def solve(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("word", metavar=_("WORD"), help=_("the secret word (any accepted word)"))
    add_list_options(parser)
    add_solver_options(parser)
    add_json_option(parser)


def assist(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "rows", nargs="*", metavar=_("GUESS=PATTERN"), help=_("the rows played so far")
    )
    add_list_options(parser)
    add_solver_options(parser, opener=False)
    parser.add_argument(
        "--top", type=suggestions_type, default=10, metavar="N", help=_("suggestions to show")
    )
    add_json_option(parser)


def bench(parser: argparse.ArgumentParser) -> None:
    add_list_options(parser)
    add_solver_options(parser)
    parser.add_argument("--limit", type=games_type, metavar="N", help=_("only the first N answers"))
    parser.add_argument("--tree-out", metavar=_("FILE"), help=_("save the decision tree as JSON"))
    parser.add_argument(
        "--beam",
        type=width_type,
        metavar="N",
        help=_("optimal: guesses tried per position (search width)"),
    )
    parser.add_argument(
        "--tries",
        type=width_type,
        default=OPENER_TRIES,
        metavar="N",
        help=_("optimal: first guesses compared when no --opener (default {default})").format(
            default=OPENER_TRIES
        ),
    )
    add_json_option(parser)


def watch(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "word", nargs="?", metavar=_("WORD"), help=_("the word the bot plays (any accepted word)")
    )
    add_list_options(parser)
    add_solver_options(parser)


def stats(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--mode", choices=[mode.value for mode in Mode], help=_("only games of this mode")
    )
    parser.add_argument("--lang", choices=_languages(), help=_("only games in this language"))
    parser.add_argument("--length", type=length_type, metavar="4-8", help=_("only words this long"))
    add_json_option(parser)


def history(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--limit",
        type=number_in(0, 10**9),
        default=HISTORY_LIMIT,
        metavar="N",
        help=_("the latest N games (default {default}; 0 for all)").format(default=HISTORY_LIMIT),
    )
    add_json_option(parser)


def review(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game_id",
        nargs="?",
        type=number_in(1, MAX_GAME_ID),
        metavar=_("GAME_ID"),
        help=_("which game"),
    )
    add_json_option(parser)


# name: (declare the arguments, one-line help, description), marked: translated when shown
COMMANDS: dict[str, tuple[Callable[[argparse.ArgumentParser], None], str, str]] = {
    "play": (
        play,
        N_("start a game directly (with no options: resume the game in progress)"),
        N_(
            "Start a game without the menu. With no options the game in progress is resumed, "
            "or a new practice game starts. Options not given come from the saved settings."
        ),
    ),
    "solve": (
        solve,
        N_("the bot plays against a word you choose"),
        N_("The bot plays against WORD and shows every step."),
    ),
    "assist": (
        assist,
        N_("words still possible after the colours you got, and the best next guesses"),
        N_(
            "Give each guess you played with its colours, e.g. crane=-Y--G "
            "(G/Y/- or 2/1/0 or x/. for grey, or the emoji)."
        ),
    ),
    "bench": (
        bench,
        N_("play every answer with a strategy: total, mean, worst, time, memory"),
        N_(
            "Play every answer of the list and report the figures. The optimal strategy "
            "searches from scratch here (shipped trees are not used)."
        ),
    ),
    "watch": (
        watch,
        N_("watch the bot play a word on the board, step by step"),
        N_(
            "Open the game on the bot playing WORD (a random answer when none is given), "
            "one step at a time, saying why it plays each guess."
        ),
    ),
    "stats": (
        stats,
        N_("played, win %%, streaks and the guess distribution"),
        N_(
            "The statistics of every finished game, as the statistics screen shows them. "
            "Only dailies played on their day make streaks; bot games count only with --mode bot."
        ),
    ),
    "history": (
        history,
        N_("every finished game, newest first"),
        N_("The finished games, newest first; the # column is the GAME_ID of review."),
    ),
    "review": (
        review,
        N_("a finished game against the bot: Skill, Luck and each guess"),
        N_(
            "Each guess of a finished game against the bot's move (hard-mode moves for a "
            "hard-mode game), with Skill and Luck. GAME_ID is the # of wordle-tui history; "
            "without it, the last game finished."
        ),
    ),
    "serve": (serve.declare, serve.SUMMARY, serve.DESCRIPTION),
}
