"""The files of earlier versions (``settings.json``, ``games.json``) brought into the database.

It happens once per database: the import and the mark that it was done are
one transaction, so two windows starting together import once. The old files
are then renamed ``*.migrated`` (kept, not deleted). Finished games found in
them (today's or yesterday's daily) go into the log too, so a streak carries
over. Damaged files are set aside with the same warnings as before.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import suppress
from dataclasses import fields
from datetime import datetime
from pathlib import Path
from typing import Any

from wordle_tui.core.choose import number_from_earlier
from wordle_tui.core.clock import local_now
from wordle_tui.core.game import Game
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.new_game import WordLoader
from wordle_tui.core.schema import Field, read_strictly
from wordle_tui.core.settings import Settings
from wordle_tui.i18n import N_, _
from wordle_tui.storage.database import Database
from wordle_tui.storage.games_log import insert_record
from wordle_tui.storage.jsonfile import JsonFile
from wordle_tui.storage.paths import config_dir, data_dir
from wordle_tui.storage.saved_games import save_slot, slot_of
from wordle_tui.storage.settings_store import write_settings

IMPORT_KEY = "json-files-imported"
SETTINGS_FILE = "settings.json"
GAMES_FILE = "games.json"
GAMES_FORMAT = 1
TYPED_KEY = "typed"
MIGRATED_SUFFIX = ".migrated"
GAMES_FILE_FIELDS = {
    "format": Field(int, check=lambda v: v == GAMES_FORMAT, wants=f"format {GAMES_FORMAT}"),
    "games": Field(
        dict, check=lambda v: all(isinstance(g, dict) for g in v.values()), wants="saved games"
    ),
}


def _read_settings(file: JsonFile) -> Settings | None:
    data = file.read()
    if data is None:
        return None
    settings, problems = Settings.from_dict(data)
    if problems:
        file.set_aside(
            _("has values that cannot be used ({problems})").format(problems="; ".join(problems)),
            N_("the other settings are kept"),
        )
    return settings


def _read_games(file: JsonFile) -> list[tuple[str, dict[str, Any]]]:
    """The old slots in the order they were played (the latest last)."""
    data = file.read()
    if data is None:
        return []
    try:
        games: dict[str, Any] = read_strictly(data, GAMES_FILE_FIELDS, "saved-games file")["games"]
    except ValueError:
        file.set_aside(_("is not a saved-games file this version understands"))
        return []
    return [(str(slot), game) for slot, game in games.items()]


def import_json_files(
    database: Database,
    load_words: WordLoader,
    *,
    settings_path: Path | None = None,
    games_path: Path | None = None,
) -> bool:
    """Import the old files unless it was done; True when something was imported now."""
    if database.meta(IMPORT_KEY) is not None:
        return False
    settings_file = JsonFile(settings_path or config_dir() / SETTINGS_FILE, N_("settings"))
    games_file = JsonFile(games_path or data_dir() / GAMES_FILE, N_("saved games"))
    settings = _read_settings(settings_file)
    old_games = _read_games(games_file)
    file_time = _modified(games_file.path)
    problems: list[str] = []
    imported = False

    def change(conn: sqlite3.Connection) -> None:
        nonlocal imported
        if conn.execute("SELECT 1 FROM meta WHERE key = ?", (IMPORT_KEY,)).fetchone():
            return  # another window did it a moment ago
        if settings is not None:
            write_settings(conn, settings, tuple(spec.name for spec in fields(Settings)))
        for slot, data in old_games:
            _import_game(conn, database, load_words, slot, data, file_time, problems)
        stamp = local_now().isoformat(timespec="seconds")
        conn.execute("INSERT INTO meta (key, value) VALUES (?, ?)", (IMPORT_KEY, stamp))
        imported = settings is not None or bool(old_games)

    database.warnings.extend(settings_file.take_warnings() + games_file.take_warnings())
    if database.write(change, N_("the settings and games of the earlier version")):
        database.warnings.extend(problems)
        if database.saving:
            for path in (settings_file.path, games_file.path):
                with suppress(OSError):
                    if path.exists():
                        path.rename(path.with_name(path.name + MIGRATED_SUFFIX))
    return imported


def _modified(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except OSError:
        return local_now()


def _import_game(
    conn: sqlite3.Connection,
    database: Database,
    load_words: WordLoader,
    slot: str,
    data: dict[str, Any],
    file_time: datetime,
    problems: list[str],
) -> None:
    """One old slot: into the log when finished, back into a slot when it can be resumed."""
    typed = data.get(TYPED_KEY, "")
    typed = typed if isinstance(typed, str) else ""
    game_data = {key: value for key, value in data.items() if key != TYPED_KEY}
    puzzle = game_data.get("puzzle")
    if game_data.get("mode") == Mode.DAILY.value and type(puzzle) is int:
        game_data["puzzle"] = number_from_earlier(puzzle)  # the files' NYT-style numbers
    try:
        game = Game.from_dict(game_data, load_words)
    except OSError:
        # its word list is missing: keep it as it was, to resume once the list is back
        save_slot(conn, slot if slot.startswith("daily:") else f"game:old-{slot}", game_data, typed)
        return
    except ValueError as exc:
        reason = _("cannot be resumed ({reason})").format(reason=exc)
        database.set_aside(conn, "game in progress", slot, json.dumps(data), reason)
        problems.append(
            _(
                "A saved game of the earlier version cannot be resumed ({reason}): "
                "it is kept aside."
            ).format(reason=exc)
        )
        return
    if game.is_over:
        insert_record(conn, GameRecord.from_game(game, file_time))
        if game.mode is not Mode.DAILY:
            return
    save_slot(conn, slot_of(game), game.to_dict(), typed)
