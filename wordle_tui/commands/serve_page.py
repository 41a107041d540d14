"""The web server of ``wordle-tui serve``: textual-serve's, with our page.

textual-serve's own page names no game (its title is the command it runs) and loads its
font from Google's servers, so every player's browser calls another host, and offline
the font falls back. Ours (``wordle_tui/web/templates/app_index.html``) names the game,
speaks the interface language and loads nothing from elsewhere: textual-serve's script,
styles and font come from this same server. Imported only when ``serve`` runs (it needs
the web extra).
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server

from wordle_tui.i18n import _, ui_language

TITLE = "wordle-tui"


def templates_folder() -> Path:
    """Where our page is, inside the package (a wheel carries it too)."""
    return Path(str(files("wordle_tui") / "web" / "templates"))


def page_texts() -> dict[str, str]:
    """The page's words, in the interface language of the server."""
    return {
        "language": ui_language(),
        "title": _("{title}: Wordle in the browser").format(title=TITLE),
        "description": _(
            "Wordle in English, Spanish, French, German, Italian and Portuguese, with a bot "
            "that plays the optimum."
        ),
        "loading": _("Starting the game…"),
        "start": _("Start"),
        "ended": _("wordle-tui has closed."),
        "restart": _("Open it again"),
    }


class GameServer(Server):
    """textual-serve's server showing our page, and saying what it serves in the interface
    language (textual-serve prints English)."""

    def __init__(self, command: str, host: str, port: int) -> None:
        super().__init__(command, host=host, port=port, title=TITLE)
        self.templates_path = templates_folder()

    async def on_startup(self, app: web.Application) -> None:
        aiohttp_jinja2.get_env(app).globals["texts"] = page_texts()
        self.console.print(
            _("Serving wordle-tui on {address} (Ctrl+C stops it)").format(address=self.public_url),
            highlight=False,
            markup=False,
        )
