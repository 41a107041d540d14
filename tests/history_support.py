"""Made-up finished games for the statistics and review tests, and a way to log them."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, time, timedelta, timezone

from wordle_tui.core.choose import daily_number
from wordle_tui.core.filtering import Row
from wordle_tui.core.history import GameRecord
from wordle_tui.core.limits import Mode
from wordle_tui.core.scoring import score
from wordle_tui.storage.games_log import insert_record
from wordle_tui.storage.store import Storage

PARIS_WINTER = timezone(timedelta(hours=1))
WRONG_5 = ("adieu", "pills", "weary", "vague", "tears", "snare", "spare", "stare")
WRONG_4 = ("tank", "moon", "damp", "ramp")


def record(
    day: date,
    *,
    won: bool = True,
    guesses: int = 3,
    mode: Mode = Mode.DAILY,
    at: time = time(9, 0),
    puzzle_day: date | None = None,
    language: str = "en",
    length: int = 5,
    attempts: int = 6,
    seconds: float = 60.0,
    tz: timezone = PARIS_WINTER,
    secret: str | None = None,
) -> GameRecord:
    """A finished game begun on ``day`` at ``at``: ``guesses`` rows, the last one the answer
    when ``won``; every word is in the app tests' lists."""
    secret = secret or ("crane" if length == 5 else "lamp")
    wrong = [w for w in (WRONG_5 if length == 5 else WRONG_4) if w != secret]
    used = guesses if won else attempts
    words = [*wrong[: used - 1], secret] if won else (wrong * attempts)[:used]
    start = datetime.combine(day, at, tzinfo=tz)
    return GameRecord(
        mode=mode,
        language=language,
        length=length,
        attempts=attempts,
        secret=secret,
        rows=tuple(Row(word, score(word, secret)) for word in words),
        started_at=start,
        finished_at=start + timedelta(seconds=seconds),
        puzzle=daily_number(puzzle_day or day) if mode is Mode.DAILY else None,
        code=None if mode is Mode.DAILY else f"EN{length}-00000{len(words)}",
        seconds=seconds,
        word_list=f"test-{language}-{length}",
        uid=f"{day.isoformat()}-{at.isoformat()}-{mode.value}-{language}{length}",
    )


def log_records(storage: Storage, records: Iterable[GameRecord]) -> None:
    """Put finished games straight into the log, as if they had been played."""
    kept = list(records)

    def change(conn) -> None:
        for each in kept:
            assert insert_record(conn, each)

    assert storage.database.write(change, "test games")
