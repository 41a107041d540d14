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

from wordle_tui.core.languages import LANGUAGES, MAX_LENGTH, MIN_LENGTH, WORD_LENGTHS
from wordle_tui.core.limits import DEFAULT_ATTEMPTS, MAX_ATTEMPTS, MIN_ATTEMPTS, Mode
from wordle_tui.core.quoting import quoted
from wordle_tui.i18n import _

# wordle_tui.solver.strategies.STRATEGIES and DEFAULT_STRATEGY (tests/test_cli.py checks)
STRATEGY_NAMES = ("optimal", "entropy", "parts", "minimax", "frequency")
DEFAULT_STRATEGY = "optimal"
# wordle_tui.solver.bench.OPENER_TRIES (checked the same way)
OPENER_TRIES = 12
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
    parser.add_argument("--lang", choices=_languages(), help="language (default: en)")
    parser.add_argument("--length", type=length_type, metavar="4-8", help="letters per word")
    if custom:
        parser.add_argument("--answers", metavar="FILE", help="custom answers list (one per line)")
        parser.add_argument(
            "--guesses", metavar="FILE", help="custom guesses list (with --answers)"
        )


def add_solver_options(parser: argparse.ArgumentParser, *, opener: bool = True) -> None:
    parser.add_argument(
        "--strategy",
        choices=STRATEGY_NAMES,
        default=DEFAULT_STRATEGY,
        help=f"how the bot chooses (default: {DEFAULT_STRATEGY})",
    )
    parser.add_argument("--hard", action="store_true", help="hard mode: hints must be used")
    parser.add_argument(
        "--attempts",
        type=attempts_type,
        default=DEFAULT_ATTEMPTS,
        metavar="N",
        help=f"guesses allowed (default {DEFAULT_ATTEMPTS})",
    )
    if opener:
        parser.add_argument("--opener", metavar="WORD", help="the first guess to play")


def add_json_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")


# --- the subcommands, in the order --help lists them ------------------------------------


def play(parser: argparse.ArgumentParser) -> None:
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--daily", action="store_true", help="today's puzzle")
    mode.add_argument(
        "--code", metavar="CODE", help="a practice or friend's code (EN5P-7KQ2MXX, EN5F-…)"
    )
    mode.add_argument("--word", metavar="WORD", help="a word someone chose for you (kept hidden)")
    parser.add_argument("--lang", choices=_languages(), help="language of the words")
    parser.add_argument("--length", type=length_type, metavar="4-8", help="letters per word")
    parser.add_argument(
        "--attempts",
        type=attempts_type,
        metavar="N",
        help=f"guesses allowed ({MIN_ATTEMPTS}-{MAX_ATTEMPTS})",
    )
    parser.add_argument("--hard", action="store_true", help="hard mode: hints must be used")


def solve(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("word", metavar="WORD", help="the secret word (any accepted word)")
    add_list_options(parser)
    add_solver_options(parser)
    add_json_option(parser)


def assist(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rows", nargs="*", metavar="GUESS=PATTERN", help="the rows played so far")
    add_list_options(parser)
    add_solver_options(parser, opener=False)
    parser.add_argument(
        "--top", type=suggestions_type, default=10, metavar="N", help="suggestions to show"
    )
    add_json_option(parser)


def bench(parser: argparse.ArgumentParser) -> None:
    add_list_options(parser)
    add_solver_options(parser)
    parser.add_argument("--limit", type=games_type, metavar="N", help="only the first N answers")
    parser.add_argument("--tree-out", metavar="FILE", help="save the decision tree as JSON")
    parser.add_argument(
        "--beam",
        type=width_type,
        metavar="N",
        help="optimal: guesses tried per position (search width)",
    )
    parser.add_argument(
        "--tries",
        type=width_type,
        default=OPENER_TRIES,
        metavar="N",
        help=f"optimal: first guesses compared when no --opener (default {OPENER_TRIES})",
    )
    add_json_option(parser)


def watch(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "word", nargs="?", metavar="WORD", help="the word the bot plays (any accepted word)"
    )
    add_list_options(parser)
    add_solver_options(parser)


def stats(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--mode", choices=[mode.value for mode in Mode], help="only games of this mode"
    )
    parser.add_argument("--lang", choices=_languages(), help="only games in this language")
    parser.add_argument("--length", type=length_type, metavar="4-8", help="only words this long")
    add_json_option(parser)


def history(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--limit",
        type=number_in(0, 10**9),
        default=HISTORY_LIMIT,
        metavar="N",
        help=f"the latest N games (default {HISTORY_LIMIT}; 0 for all)",
    )
    add_json_option(parser)


def review(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game_id", nargs="?", type=number_in(1, MAX_GAME_ID), metavar="GAME_ID", help="which game"
    )
    add_json_option(parser)


# name: (declare the arguments, one-line help, description)
COMMANDS: dict[str, tuple[Callable[[argparse.ArgumentParser], None], str, str]] = {
    "play": (
        play,
        "start a game directly (with no options: resume the game in progress)",
        "Start a game without the menu. With no options the game in progress is resumed, "
        "or a new practice game starts. Options not given come from the saved settings.",
    ),
    "solve": (
        solve,
        "the bot plays against a word you choose",
        "The bot plays against WORD and shows every step.",
    ),
    "assist": (
        assist,
        "words still possible after the colours you got, and the best next guesses",
        "Give each guess you played with its colours, e.g. crane=-Y--G "
        "(G/Y/- or 2/1/0 or x/. for grey, or the emoji).",
    ),
    "bench": (
        bench,
        "play every answer with a strategy: total, mean, worst, time, memory",
        "Play every answer of the list and report the figures. The optimal strategy "
        "searches from scratch here (shipped trees are not used).",
    ),
    "watch": (
        watch,
        "watch the bot play a word on the board, step by step",
        "Open the game on the bot playing WORD (a random answer when none is given), "
        "one step at a time, saying why it plays each guess.",
    ),
    "stats": (
        stats,
        "played, win %%, streaks and the guess distribution",
        "The statistics of every finished game, as the statistics screen shows them. "
        "Only dailies played on their day make streaks; bot games count only with --mode bot.",
    ),
    "history": (
        history,
        "every finished game, newest first",
        "The finished games, newest first; the # column is the GAME_ID of review.",
    ),
    "review": (
        review,
        "a finished game against the bot: Skill, Luck and each guess",
        "Each guess of a finished game against the bot's move (hard-mode moves for a "
        "hard-mode game), with Skill and Luck. GAME_ID is the # of wordle-tui history; "
        "without it, the last game finished.",
    ),
}
