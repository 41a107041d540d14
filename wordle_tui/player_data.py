"""What the app keeps for the player, without a screen: the settings, the games in progress and
the log, stamped with the app's clocks. The app wires screens to it; the rules it applies are
the core's."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import date, datetime
from typing import Any

from wordle_tui.core.choose import daily_day
from wordle_tui.core.clock import local_now
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import MultiGame
from wordle_tui.core.saved import AnyGame, record_of_game, under_way, variant_of
from wordle_tui.core.settings import Settings
from wordle_tui.core.validation import Rejection
from wordle_tui.i18n import _

# Conflict: a save another window refused, as the screens see it (they never import storage).
from wordle_tui.storage.saved_games import Conflict as Conflict
from wordle_tui.storage.saved_games import Saved
from wordle_tui.storage.store import Storage

GAME_RULES = ("hard_mode", "no_repeat")  # settings that also change the game in progress
LOOKS = ("high_contrast", "symbols", "animations")  # switches the command palette flips


def change_setting(
    settings: Settings, name: str, value: Any, game: AnyGame | None
) -> tuple[Settings, Rejection | None]:
    """``settings`` with ``name`` set to ``value``; a rule of the game goes to the game in
    progress too, which may refuse it (hard mode after the first guess): then nothing changes.
    """
    if game is not None and not game.is_over:
        if name == "hard_mode" and not isinstance(game, MultiGame):  # boards: no hard mode
            refused = game.set_hard_mode(value)
            if refused is not None:
                return settings, refused
        elif name == "no_repeat":
            game.set_no_repeat(value)
    if name == "language":  # the player's choice: the locale no longer decides it
        return replace(settings, language=value, language_chosen=True), None
    return replace(settings, **{name: value}), None


class PlayerData:
    """The storage's three views, and the stamps the app's clocks put on games."""

    def __init__(
        self,
        storage: Storage,
        *,
        today: Callable[[], date] = date.today,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] = local_now,
    ) -> None:
        self.storage = storage
        self.today = today
        self.clock = clock
        self.now = now
        self.settings_store = storage.settings
        self.saved_games = storage.saved_games
        self.games_log = storage.log

    def take_warnings(self) -> list[str]:
        """What went wrong with the files since last asked (each said once)."""
        return self.storage.take_warnings()

    def timestamp(self) -> str:
        """Local time with its offset, to the second: when a game started or ended."""
        return self.now().isoformat(timespec="seconds")

    # --- games in progress --------------------------------------------------------------

    def continue_label(self) -> str | None:
        """How the menu offers the game in progress, if there is one."""
        game = self.unfinished()
        if game is None:
            return None
        return _("{game} · guess {number} of {attempts}").format(
            game=game.title(), number=len(game.guesses) + 1, attempts=game.max_attempts
        )

    def games_in_progress(self) -> list[AnyGame]:
        """Every unfinished game kept with a guess played or letters typed, the most recently
        played first: a game opened and left untouched is not in progress."""
        return [g for g, typed in self.saved_games.in_progress_typed() if under_way(g, typed)]

    def unfinished(self) -> AnyGame | None:
        """The game in progress that Continue (and a plain start) resumes: the latest one."""
        games = (g for g, typed in self.saved_games.in_progress_typed() if under_way(g, typed))
        return next(games, None)

    def game_to_open(
        self, game: AnyGame, typed: str = "", *, no_repeat: bool | None = None
    ) -> tuple[AnyGame, str, bool]:
        """The game to show for ``game``: a daily (today's or from the archive) is the saved
        one when there is one, of the same game.

        ``no_repeat`` is the player's rule now: it applies to a game in progress at once,
        one saved before the rule changed too (resumed, or the daily opened again).

        Also says whether that daily is already over (it can be looked at, not replayed).
        """
        replayed = False
        if game.mode is Mode.DAILY and game.puzzle is not None:
            day = daily_day(game.puzzle)
            saved = self.saved_games.daily(game.language, game.length, day, variant_of(game))
            if saved is not None and saved.puzzle == game.puzzle and type(saved) is type(game):
                game, typed = saved, self.saved_games.typed(saved)
                replayed = game.is_over
        if game.started_at is None:
            game.started_at = self.timestamp()
        if no_repeat is not None and not game.is_over:
            game.set_no_repeat(no_repeat)
        return game, typed, replayed

    def save_game(self, game: AnyGame, typed: str = "") -> Saved:
        """Save the game in progress; a game that has just ended also enters the log.

        A game with nothing played is kept only as a daily: the Daily entry (or the archive)
        opens that board again, hints counted on it included. Any other is kept from its
        first guess or letter: one opened and left leaves nothing behind, and never pushes
        a game in progress out of the ones kept.

        Refused (``Saved.conflict``) when another window changed this game meanwhile."""
        if not game.is_over and not under_way(game, typed) and game.mode is not Mode.DAILY:
            self.saved_games.forget(game)
            return Saved(False)
        return self.saved_games.remember(
            game, now=self.clock(), today=self.today(), typed=typed, finished_at=self.now()
        )

    def guess_played(self, game: AnyGame, typed: str = "") -> Saved:
        """Stamp the end of a game that has just ended, and save it."""
        if game.is_over and game.finished_at is None:
            game.finished_at = self.timestamp()
        return self.save_game(game, typed)

    # --- the log -------------------------------------------------------------------------

    def log_bot_game(self, record: GameRecord | None) -> None:
        """The bot's games are kept apart in the log (mode bot), never in the player's figures."""
        if record is not None:
            self.games_log.add(record)

    def record_of(self, game: AnyGame) -> GameRecord:
        """The log's record of a finished game (made from the game when the log lacks it)."""
        logged = self.games_log.by_uid(game.uid)
        return logged or record_of_game(game, self.now(), self.clock())

    # --- settings --------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        return self.settings_store.load()

    def save_settings(self, settings: Settings) -> None:
        self.settings_store.save(settings)
