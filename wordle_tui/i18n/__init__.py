"""The interface language: gettext catalogues, English in the source and the others beside it.

The interface language is separate from the word language (a Spanish speaker may
practise English words). Every string a person reads goes through ``_`` (or
``ngettext`` for counts) at the moment it is shown, never at import time: module-level
texts are marked with ``N_`` and translated where they are used. The catalogues live
in ``wordle_tui/i18n/locale/<lang>/LC_MESSAGES/wordle-tui.po`` (the sources) and
``.mo`` (compiled, shipped in the wheel).

This module is the bottom layer: it imports nothing of the project, so the core may
use it.

Numbers, dates and ordinals follow the interface language with a small formatter of
its own (:func:`number`, :func:`short_date`, :func:`letter_ordinal`): a few languages and
three patterns do not justify Babel and its locale data at run time (Babel extracts
the messages, a development tool only). Each follows the language's usual short forms
(CLDR's, with a no-break space where French groups thousands).
"""

from __future__ import annotations

import gettext as _gettext
import locale
import os
import sys
from collections.abc import Callable, Mapping
from datetime import date, datetime
from pathlib import Path

DOMAIN = "wordle-tui"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
UI_LANGUAGES: tuple[str, ...] = ("en", "es", "fr", "de", "it", "pt")
DEFAULT_UI_LANGUAGE = "en"

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_UI_LANGUAGE


# The language a system locale asks for, by the locale's language part (``es`` of
# ``es_MX.UTF-8``, of Windows' ``es_ES``). Adding a language is one entry here; the
# interface follows it when it has a catalogue (UI_LANGUAGES), the words when there are
# word lists (the core's LANGUAGES).
LOCALE_LANGUAGES: dict[str, str] = {
    "en": "en",
    "es": "es",
    "fr": "fr",
    "de": "de",
    "it": "it",
    "pt": "pt",
}


def _windows_ui_locale() -> str | None:
    """Windows' interface language for the user (``es_ES``), from the system's own call:
    ``LANG`` and ``LC_*`` are seldom set there."""
    try:
        import ctypes

        language_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, ImportError, OSError):
        return None
    return locale.windows_locale.get(int(language_id))


def system_locale(
    environ: Mapping[str, str] | None = None,
    *,
    platform: str | None = None,
    windows_ui_locale: Callable[[], str | None] = _windows_ui_locale,
) -> str:
    """The locale's name (``es_ES.UTF-8``; empty when none is known).

    POSIX order: the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides;
    on Windows, where they are seldom set, the user's interface language.
    """
    env = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        if value:
            return value
    if (platform or sys.platform) == "win32":
        return windows_ui_locale() or ""
    return ""


def locale_language(name: str) -> str | None:
    """The language of a locale's name (``es`` for ``es_AR.UTF-8``), None for one unknown."""
    part = name.replace("-", "_").split("_")[0].split(".")[0].lower()
    return LOCALE_LANGUAGES.get(part)


def detect_ui_language(
    environ: Mapping[str, str] | None = None, *, locale_name: str | None = None
) -> str:
    """The interface language the system locale (or ``locale_name``) asks for, else English."""
    name = system_locale(environ) if locale_name is None else locale_name
    language = locale_language(name)
    return language if language in UI_LANGUAGES else DEFAULT_UI_LANGUAGE


def set_ui_language(code: str) -> None:
    """Translate from now on into ``code`` (one of UI_LANGUAGES); an unknown code means
    English."""
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


# --- numbers, dates and ordinals in the interface language's conventions --------------

# (thousands separator, decimal mark): 1,983.5 in English, 1.983,5 in Spanish, German,
# Italian and Portuguese, 1 983,5 in French (a no-break space)
_SEPARATORS = {
    "en": (",", "."),
    "es": (".", ","),
    "fr": ("\u00a0", ","),
    "de": (".", ","),
    "it": (".", ","),
    "pt": (".", ","),
}
# The months a short date names, by language (German writes the month's number instead)
_MONTHS = {
    "es": ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"),
    "fr": (
        "janv.",
        "févr.",
        "mars",
        "avr.",
        "mai",
        "juin",
        "juil.",
        "août",
        "sept.",
        "oct.",
        "nov.",
        "déc.",
    ),
    "it": ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
    "pt": ("jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"),
}


def number(value: float, decimals: int = 0) -> str:
    """``value`` with the interface language's separators: ``1,983.50`` or ``1.983,50``."""
    thousands, decimal_mark = _SEPARATORS.get(_language, _SEPARATORS[DEFAULT_UI_LANGUAGE])
    text = f"{value:,.{decimals}f}"
    return text.translate({ord(","): thousands, ord("."): decimal_mark})


def short_date(day: date) -> str:
    """A date a person reads: ``23 nov 2026`` in Spanish and Italian, ``23 nov. 2026`` in
    French, ``23.11.2026`` in German, ``23 nov 2026`` in Portuguese; English keeps
    ``2026-11-23``."""
    months = _MONTHS.get(_language)
    if months is not None:
        return f"{day.day} {months[day.month - 1]} {day.year}"
    if _language == "de":
        return f"{day.day:02d}.{day.month:02d}.{day.year}"
    return day.isoformat()


def short_moment(moment: datetime) -> str:
    """A day and time: ``23 nov 2026 14:05`` in Spanish, ``2026-11-23 14:05`` in English."""
    return f"{short_date(moment.date())} {moment:%H:%M}"


def letter_ordinal(n: int) -> str:
    """The ordinal of a letter's position: ``2nd`` in English, ``2.ª`` in Spanish (la letra),
    ``2e`` (``1re``) in French (la lettre), ``2.`` in German, ``2ª`` in Italian and
    Portuguese (la lettera, a letra)."""
    if _language == "es":
        return f"{n}.ª"
    if _language == "fr":
        return f"{n}{'re' if n == 1 else 'e'}"
    if _language == "de":
        return f"{n}."
    if _language in ("it", "pt"):
        return f"{n}ª"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
