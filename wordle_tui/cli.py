"""The ``wordle-tui`` command: argument parsing and dispatch only.

Parsing reads :mod:`wordle_tui.commands.arguments` alone; a command's module
(and with it the word lists, numpy, the solver or Textual) is imported only
when that command runs, so ``--help`` and ``--version`` are instant and a
module one system lacks cannot break every command.

Whatever the terminal, a command ends with an exit status and at most one line
of complaint: output that the terminal's encoding cannot show falls back to
ASCII, and a closed, full or vanished standard output is reported, never a
traceback.
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import errno
import importlib
import os
import re
import sys
import textwrap
from collections.abc import Sequence
from typing import Any, NoReturn

from wordle_tui import __version__
from wordle_tui.commands.errors import CommandError, UsageError
from wordle_tui.core.quoting import escaped
from wordle_tui.core.resources import DataError
from wordle_tui.i18n import (
    _,
    argparse_messages,
    detect_ui_language,
    set_ui_language,
    ui_language,
)

PROGRAM = "wordle-tui"
ASCII_FALLBACK = "wordle-tui-ascii"
# What the commands print beyond ASCII, and what a terminal that cannot show it gets.
ASCII_SPELLING = {
    "→": "->",
    "←": "<-",
    "–": "-",
    "—": "--",
    "…": "...",
    "·": "-",
    "≈": "~",
    "█": "#",
    "×": "x",
    "’": "'",
    "“": '"',
    "”": '"',
    "●": "*",
    "○": "o",
    "🟩": "G",
    "🟨": "Y",
    "⬛": "-",
    "⬜": "-",
    "🟧": "G",
    "🟦": "Y",
    "💡": "*",
}
LONG_RUN = re.compile(r"\S{61,}")


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help, wrapped between words only: never inside ``wordle-tui`` or
    ``'wordle-tui[web]'`` (argparse's own wrapping breaks lines at hyphens). argparse has no
    public hook for its wrapping: these two methods are the ones its own formatters override."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(
            " ".join(text.split()), width, break_on_hyphens=False, break_long_words=False
        )

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return textwrap.fill(
            " ".join(text.split()),
            width,
            initial_indent=indent,
            subsequent_indent=indent,
            break_on_hyphens=False,
            break_long_words=False,
        )


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors instead of the usage block, and help wrapped between
    words (:class:`_HelpFormatter`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.exit(
            2,
            _("{prog}: error: {message} (see {prog} --help)").format(
                prog=self.prog, message=_one_line(message)
            )
            + "\n",
        )


def _one_line(message: str) -> str:
    """argparse repeats arguments as given: escape control characters, cut long ones."""
    message = escaped(message)
    return LONG_RUN.sub(lambda found: found.group()[:40] + "…", message)


def build_parser() -> argparse.ArgumentParser:
    """The parser, its help in the interface language (set it first)."""
    from wordle_tui.commands.arguments import COMMANDS, add_ui_language_option

    parser = _Parser(
        prog=PROGRAM,
        description=_(
            "Wordle in the terminal. Run without a command to play: the game in progress, "
            "else the menu."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=_("show the version and exit"),
    )
    add_ui_language_option(parser, default=None)
    subparsers = parser.add_subparsers(dest="command", metavar=_("COMMAND"), parser_class=_Parser)
    for name, (declare, summary, description) in COMMANDS.items():
        command = subparsers.add_parser(name, help=_(summary), description=_(description))
        declare(command)
        add_ui_language_option(command, default=argparse.SUPPRESS)
    return parser


class _EarlyReadError(Exception):
    """The early read of ``--ui-lang`` met arguments argparse will complain about later."""


class _UiLanguageReader(argparse.ArgumentParser):
    """A parser of ``--ui-lang`` alone, that reads it as the real parser will: an
    abbreviation (``--ui es``, ``--ui=es``), the last one given, nothing after ``--``."""

    def __init__(self) -> None:
        super().__init__(prog=PROGRAM, add_help=False)
        self.add_argument("--ui-lang")

    def error(self, message: str) -> NoReturn:
        raise _EarlyReadError(message)


def ui_language_asked(arguments: Sequence[str]) -> str | None:
    """The value of ``--ui-lang`` among the arguments, read before the parser is built so
    that its help and errors are in that language (argparse checks the value later).

    argparse itself reads it (abbreviations included), with a parser of that option alone;
    ``tests/test_cli.py`` checks that it agrees with the real parser on every command."""
    try:
        known, _rest = _UiLanguageReader().parse_known_args(list(arguments))
    except _EarlyReadError:  # e.g. --ui-lang without a value: the real parser says so
        return None
    value = known.ui_lang
    return value if isinstance(value, str) else None


def main(argv: Sequence[str] | None = None) -> int:
    _prepare_streams()
    arguments = _arguments(argv)
    set_ui_language(ui_language_asked(arguments) or detect_ui_language())
    argparse_messages.install()
    try:
        parser = build_parser()  # reads the languages' descriptions (words/*/language.toml)
    except DataError as exc:
        _complain(
            _("the game's data is damaged: {reason} (reinstall wordle-tui)").format(reason=exc)
        )
        return 1
    stdout = sys.stdout
    sys.stdout = _GuardedOutput(stdout)  # type: ignore[assignment]
    try:
        try:
            args = parser.parse_args(arguments)
        except SystemExit:  # --help, --version, or a wrong argument (said already)
            sys.stdout.flush()  # a help that cannot be written is an output error (below)
            raise
        asked = args.ui_lang or detect_ui_language()
        if asked != ui_language():
            # argparse has the last word (e.g. serve's tab arguments are not the program's)
            set_ui_language(asked)
        if args.command is None:
            return _launch_menu(args.ui_lang)
        run: Any = importlib.import_module(f"wordle_tui.commands.{args.command}").run
        status = int(run(args))
        sys.stdout.flush()  # a closed pipe or a full disk shows up here, handled below
        return status
    except UsageError as exc:
        _complain(_("error: {reason}").format(reason=exc))
        return 2
    except CommandError as exc:
        _complain(str(exc))
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (``| head``): stop quietly
        _silence(stdout)
        return 0
    except OutputError as exc:
        _silence(stdout)
        _complain(_("cannot write the output: {reason}").format(reason=exc.reason))
        return 1
    finally:
        sys.stdout = stdout
        _settle(sys.stderr)


def _arguments(argv: Sequence[str] | None) -> list[str]:
    """The arguments, with bytes a non-UTF-8 locale could not decode read as UTF-8.

    Under ``LC_ALL=C`` Python keeps the bytes of ``señor`` as surrogates; the
    terminal almost surely sent UTF-8, so that is tried before giving up.
    """
    arguments = list(sys.argv[1:] if argv is None else argv)
    for index, argument in enumerate(arguments):
        if any("\udc80" <= ch <= "\udcff" for ch in argument):
            with contextlib.suppress(UnicodeError, ValueError):
                arguments[index] = os.fsencode(argument).decode("utf-8")
    return arguments


def _launch_menu(ui_language: str | None) -> int:
    from wordle_tui.commands.play import launch_app

    return launch_app(ui_language=ui_language)


def _complain(message: str) -> None:
    """One line on standard error (when there is one and it can be written: a full or
    closed one says nothing, and the exit status stays the command's)."""
    if sys.stderr is not None:
        try:
            print(f"{PROGRAM}: {message}", file=sys.stderr)
            sys.stderr.flush()
        except (OSError, ValueError):
            _silence(sys.stderr)


def _settle(stream: Any) -> None:
    """Write out what ``stream`` holds now; when it cannot be written, drop it, so that the
    interpreter's last flush does not fail at exit ("Exception ignored … OSError", status
    120)."""
    if stream is None:
        return
    try:
        stream.flush()
    except (OSError, ValueError):
        _silence(stream)


# --- standard streams ------------------------------------------------------------------


class OutputError(Exception):
    """Standard output cannot be written: a full disk, a closed or vanished descriptor."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _reason(error: OSError) -> str:
    return error.strerror or error.__class__.__name__


class _GuardedOutput:
    """Standard output whose write errors say they are output errors (a broken pipe stays
    itself, to end quietly): an OSError from anywhere else is not mistaken for one."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(_reason(exc)) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(_reason(exc)) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class _ClosedOutput:
    """Stands for a standard output that was closed before the program started."""

    encoding = "utf-8"
    errors = "strict"

    def write(self, text: str) -> int:
        raise OutputError(_("standard output is closed"))

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError(errno.EBADF, _("standard output is closed"))


def _ascii_spelling(error: UnicodeError) -> tuple[str, int]:
    """Codec error handler: the ASCII spelling of what the terminal cannot show."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start : error.end]
    replacement = []
    for ch in text:
        if ch in ASCII_SPELLING:
            replacement.append(ASCII_SPELLING[ch])
        elif ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF:
            from unidecode import unidecode  # ñ → n, é → e: readable, and only when needed

            replacement.append(unidecode(ch) or "?")
        else:
            replacement.append("?")
    return "".join(replacement), error.end


def _prepare_streams() -> None:
    """Output the terminal cannot encode gets an ASCII spelling; a closed output is noted."""
    try:
        codecs.lookup_error(ASCII_FALLBACK)
    except LookupError:
        codecs.register_error(ASCII_FALLBACK, _ascii_spelling)
    if sys.stdout is None:
        sys.stdout = _ClosedOutput()  # type: ignore[assignment]
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("_", "-")
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and encoding not in ("utf-8", "utf8"):
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors=ASCII_FALLBACK)


def _silence(stream: Any) -> None:
    """Let the interpreter's last flush of ``stream`` go nowhere instead of failing at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    with contextlib.suppress(OSError, ValueError, AttributeError):
        stream.flush()  # what the buffer held goes to /dev/null now
