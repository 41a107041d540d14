"""Every figure of the statistics screen and ``wordle-tui stats``, derived from the log alone.

Pure functions over :class:`~wordle_tui.core.history.GameRecord` lists: no
database, no clock of their own (the caller says what day it is), so each
figure can be recomputed from a made-up log in a test.

Rules:

- Played, Win %, the averages and the guess distribution count the games the
  filter keeps. "All yours" (the default) is every mode but the bot's, so
  watching the bot never changes the player's figures.
- Win % is rounded half up, as the original shows it.
- Average guesses and average time are over won games (a loss has no count).
- Streaks count daily games begun on their own day (archive and practice
  games never touch them), ordered by puzzle day. A win on the day after the
  previous daily extends the streak; a win on the same day keeps it; a loss
  or a day with no daily breaks it. The current streak is still alive when
  the last daily was won today or yesterday (local days).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from wordle_tui.core.absurdle import KIND as ABSURDLE_KIND
from wordle_tui.core.absurdle import NAME as ABSURDLE_NAME
from wordle_tui.core.game import clock_text
from wordle_tui.core.history import GameRecord
from wordle_tui.core.languages import LANGUAGES
from wordle_tui.core.limits import DEFAULT_ATTEMPTS, Mode
from wordle_tui.core.multiboard import VARIANTS
from wordle_tui.i18n import N_, _, ngettext, number

MIN_BAR = 0.07  # the shortest bar, as a fraction of the longest: an empty row still shows


WORDLE = "wordle"  # the game choice for the classic game (its variant is "")
# Every game the log keeps, by the name a choice gives it (the screen's Game, ``stats
# --game``), with its own name (not translated). Each has its own figures.
GAMES: dict[str, str] = {
    WORDLE: "Wordle",
    **{variant.key: variant.name for variant in VARIANTS.values()},
    ABSURDLE_KIND: ABSURDLE_NAME,
}


def variant_of(game: str | None) -> str | None:
    """The log's variant for a game choice (None: every game)."""
    if game is None:
        return None
    return "" if game == WORDLE else game


def game_of(variant: str | None) -> str | None:
    """The game choice for a log's variant (None: every game)."""
    if variant is None:
        return None
    return variant or WORDLE


MODE_GAMES = {
    Mode.DAILY: N_("daily games"),
    Mode.PRACTICE: N_("practice games"),
    Mode.CUSTOM: N_("custom games"),
    Mode.BOT: N_("bot games"),
}
# The same, of one game: "Quordle daily games"
MODE_GAMES_OF = {
    Mode.DAILY: N_("{game} daily games"),
    Mode.PRACTICE: N_("{game} practice games"),
    Mode.CUSTOM: N_("{game} custom games"),
    Mode.BOT: N_("{game} bot games"),
}


@dataclass(frozen=True)
class StatsFilter:
    """Which games count: a mode (None: all but the bot's), a language, a word length, and
    a game: ``""`` is Wordle (the default, so other games never change its figures),
    ``"quordle"``, ``"absurdle"``… one of the others, None all of them."""

    mode: Mode | None = None
    language: str | None = None
    length: int | None = None
    variant: str | None = ""

    def keeps(self, record: GameRecord) -> bool:
        if self.variant is not None and record.variant != self.variant:
            return False
        if self.mode is None and record.mode is Mode.BOT:
            return False
        if self.mode is not None and record.mode is not self.mode:
            return False
        if self.language is not None and record.language != self.language:
            return False
        return self.length is None or record.length == self.length

    def apply(self, records: Iterable[GameRecord]) -> list[GameRecord]:
        return [record for record in records if self.keeps(record)]

    def describe(self) -> str:
        """``all your games``, ``your Quordle games`` or ``Wordle daily games · English ·
        5 letters``: it names the game whenever it counts one game only."""
        game = game_of(self.variant)
        name = None if game is None else GAMES.get(game, game)
        if self.mode is None:
            kept = _("all your games") if name is None else _("your {game} games").format(game=name)
        elif name is None:
            kept = _(MODE_GAMES.get(self.mode, self.mode.value))
        else:
            kept = _(MODE_GAMES_OF[self.mode]).format(game=name)
        parts = [kept]
        if self.language is not None:
            language = LANGUAGES.get(self.language)
            parts.append(language.title if language else self.language)
        if self.length is not None:
            parts.append(
                ngettext("{count} letter", "{count} letters", self.length).format(count=self.length)
            )
        return " · ".join(parts)


@dataclass(frozen=True)
class Statistics:
    """The figures of one filter over the log."""

    played: int
    wins: int
    current_streak: int
    max_streak: int
    distribution: tuple[int, ...]  # distribution[k] = games won in k + 1 guesses
    average_guesses: float | None  # over wins
    average_seconds: float | None  # over wins

    @property
    def losses(self) -> int:
        return self.played - self.wins

    @property
    def win_percent(self) -> int:
        """Rounded half up: 2 wins of 3 is 67, 1 of 8 is 13."""
        if self.played == 0:
            return 0
        return (200 * self.wins + self.played) // (2 * self.played)


# (name, label) of each figure, in the order the screen and ``wordle-tui stats`` show them
# (the labels are in English: translate them with ``_`` where they are shown)
FIGURES = (
    ("played", N_("Played")),
    ("win-percent", N_("Win %")),
    ("current-streak", N_("Current streak")),
    ("max-streak", N_("Max streak")),
    ("average-guesses", N_("Average guesses")),
    ("average-time", N_("Average time")),
)


def figure_texts(stats: Statistics) -> dict[str, str]:
    """What each figure shows ("–" for an average of no wins)."""
    guesses = stats.average_guesses
    seconds = stats.average_seconds
    return {
        "played": number(stats.played),
        "win-percent": number(stats.win_percent),
        "current-streak": number(stats.current_streak),
        "max-streak": number(stats.max_streak),
        "average-guesses": "–" if guesses is None else number(guesses, 2),
        "average-time": "–" if seconds is None else clock_text(seconds),
    }


def compute_statistics(
    records: Iterable[GameRecord], today: date, where: StatsFilter | None = None
) -> Statistics:
    """The figures of the games ``where`` keeps, on the local day ``today``."""
    kept = (where or StatsFilter()).apply(records)
    wins = [record for record in kept if record.won]
    slots = max([DEFAULT_ATTEMPTS, *(record.attempts for record in kept)])
    distribution = [0] * slots
    for record in wins:
        distribution[record.guesses_used - 1] += 1
    current, longest = streaks(kept, today)
    return Statistics(
        played=len(kept),
        wins=len(wins),
        current_streak=current,
        max_streak=longest,
        distribution=tuple(distribution),
        average_guesses=_mean([record.guesses_used for record in wins]),
        average_seconds=_mean([record.seconds for record in wins]),
    )


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def streak_games(records: Iterable[GameRecord]) -> list[GameRecord]:
    """The games that make streaks, in the order they count: dailies begun on their day."""
    dailies = [record for record in records if record.on_time]
    return sorted(dailies, key=lambda record: (record.puzzle_day, record.finished_at))


def streaks(records: Iterable[GameRecord], today: date) -> tuple[int, int]:
    """(current streak, max streak) in days; see the module's rules."""
    run = longest = 0
    last_day: date | None = None
    last_won = False
    for record in streak_games(records):
        day = record.puzzle_day
        assert day is not None  # streak_games keeps dailies only
        if not record.won:
            run, last_day, last_won = 0, day, False
            continue
        if last_won and last_day is not None and (day - last_day).days <= 1:
            run += (day - last_day).days  # 0 on the same day, 1 on the next
        else:
            run = 1
        last_day, last_won = day, True
        longest = max(longest, run)
    alive = last_won and last_day is not None and (today - last_day).days <= 1
    return (run if alive else 0), longest


def bar_fractions(distribution: Sequence[int]) -> tuple[float, ...]:
    """Each bar's length as a fraction of the longest, never below :data:`MIN_BAR`."""
    top = max(distribution, default=0)
    if top == 0:
        return tuple(MIN_BAR for _ in distribution)
    return tuple(max(MIN_BAR, count / top) for count in distribution)


def highlighted_bar(record: GameRecord | None, where: StatsFilter | None = None) -> int | None:
    """The bar (0-based) of a just-finished game: its guesses if it was won and is counted."""
    if record is None or not record.won or not (where or StatsFilter()).keeps(record):
        return None
    return record.guesses_used - 1


def seconds_to_next_daily(now: datetime) -> int:
    """Whole seconds from ``now`` to the next local midnight, when the next daily comes.

    The midnight takes ``now``'s time zone: with a ``zoneinfo`` zone a change of
    summer time that night is counted; a fixed offset (what ``astimezone()``
    gives) is right everywhere the clocks do not change at midnight itself.
    """
    midnight = datetime.combine(now.date() + timedelta(days=1), time(), tzinfo=now.tzinfo)
    if now.tzinfo is not None:
        now, midnight = now.astimezone(UTC), midnight.astimezone(UTC)
    return max(0, int((midnight - now).total_seconds()))


def countdown_text(seconds: int) -> str:
    """``05:12:33``: hours, minutes and seconds to the next daily."""
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}"
