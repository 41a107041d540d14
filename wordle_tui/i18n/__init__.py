"""The interface language: gettext catalogues, English in the source and Spanish beside it.

The interface language is separate from the word language (a Spanish speaker may
practise English words). Every string a person reads goes through ``_`` (or
``ngettext`` for counts) at the moment it is shown, never at import time: module-level
texts are marked with ``N_`` and translated where they are used. The catalogues live
in ``wordle_tui/i18n/locale/<lang>/LC_MESSAGES/wordle-tui.po`` (the sources) and
``.mo`` (compiled, shipped in the wheel).

This module is the bottom layer: it imports nothing of the project, so the core may
use it.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "wordle-tui"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
UI_LANGUAGES: tuple[str, ...] = ("en", "es")
DEFAULT_UI_LANGUAGE = "en"

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_UI_LANGUAGE


def detect_ui_language(environ: Mapping[str, str] | None = None) -> str:
    """The interface language the system locale asks for: ``es`` for ``es_*``, else English.

    POSIX order: the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides.
    """
    env = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        if value:
            return "es" if value.lower().startswith("es") else DEFAULT_UI_LANGUAGE
    return DEFAULT_UI_LANGUAGE


def set_ui_language(code: str) -> None:
    """Translate from now on into ``code`` (``en`` or ``es``); an unknown code means English."""
    global _translation, _language
    code = code if code in UI_LANGUAGES else DEFAULT_UI_LANGUAGE
    if code == DEFAULT_UI_LANGUAGE:
        _translation = _gettext.NullTranslations()
    else:
        _translation = _gettext.translation(
            DOMAIN, localedir=LOCALE_DIR, languages=[code], fallback=True
        )
    _language = code


def ui_language() -> str:
    """The interface language in use now."""
    return _language


def _(message: str) -> str:
    """``message`` in the interface language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a message that fits ``count`` (``1 game``, ``2 games``)."""
    return _translation.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` translated in ``context``, for words that read differently in places."""
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a module-level text for extraction; translate it with ``_`` where it is shown."""
    return message
