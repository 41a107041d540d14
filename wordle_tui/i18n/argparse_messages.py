"""argparse's own messages (usage, options, its errors) in the interface language.

argparse asks the standard ``gettext`` module for its texts, in the ``messages``
domain that no catalogue of ours serves. These are the ones a person can meet with
``wordle-tui``; they are in our catalogue, and :func:`install` points argparse at it.
"""

from __future__ import annotations

import argparse

from wordle_tui.i18n import N_, _, ngettext

MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
)


def _plural_messages() -> None:
    """Never called: shows the extractor argparse's plural message."""
    ngettext("expected %s argument", "expected %s arguments", 2)


def install() -> None:
    """Make argparse translate through our catalogue (English stays argparse's own)."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
