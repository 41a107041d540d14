"""Everything the app keeps, opened together: the database and its three views."""

from __future__ import annotations

from pathlib import Path

from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.words import load_word_list
from wordle_tui.storage.database import Database
from wordle_tui.storage.games_log import GamesLog
from wordle_tui.storage.json_import import import_json_files
from wordle_tui.storage.saved_games import SavedGames
from wordle_tui.storage.settings_store import SettingsStore


class Storage:
    """The settings, the games in progress and the log, in one database.

    Opening it imports the files of earlier versions once.
    """

    def __init__(self, load_words: WordLoader = load_word_list, path: Path | None = None) -> None:
        self.database = Database(path)
        import_json_files(self.database, load_words)
        self.settings = SettingsStore(self.database)
        self.saved_games = SavedGames(self.database, load_words)
        self.log = GamesLog(self.database)

    @property
    def saving(self) -> bool:
        """False when nothing can be kept (a read-only folder): play goes on."""
        return self.database.saving

    def take_warnings(self) -> list[str]:
        return self.database.take_warnings()

    def close(self) -> None:
        self.database.close()
