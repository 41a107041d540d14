"""``wordle-tui stats``: the figures of the statistics screen, from the same log."""

from __future__ import annotations

import argparse

from wordle_tui.commands.arguments import ALL_GAMES
from wordle_tui.commands.support import open_storage, print_json, show_warnings
from wordle_tui.core.clock import local_now
from wordle_tui.core.limits import Mode
from wordle_tui.core.statistics import (
    FIGURES,
    Statistics,
    StatsFilter,
    bar_fractions,
    compute_statistics,
    countdown_text,
    figure_texts,
    game_of,
    seconds_to_next_daily,
    variant_of,
)
from wordle_tui.i18n import _, number

BAR_WIDTH = 40  # characters of the longest bar


def filter_from(args: argparse.Namespace) -> StatsFilter:
    return StatsFilter(
        mode=Mode(args.mode) if args.mode else None,
        language=args.lang,
        length=args.length,
        variant=variant_of(None if args.game == ALL_GAMES else args.game),
    )


def stats_json(stats: Statistics, where: StatsFilter, next_daily: int) -> dict:
    return {
        "filter": {
            "game": game_of(where.variant) or ALL_GAMES,
            "mode": where.mode,
            "language": where.language,
            "length": where.length,
        },
        "played": stats.played,
        "wins": stats.wins,
        "win_percent": stats.win_percent,
        "current_streak": stats.current_streak,
        "max_streak": stats.max_streak,
        "average_guesses": stats.average_guesses,
        "average_seconds": stats.average_seconds,
        "distribution": {str(n + 1): count for n, count in enumerate(stats.distribution)},
        "next_daily_in_seconds": next_daily,
    }


def stats_lines(stats: Statistics, where: StatsFilter, next_daily: int) -> list[str]:
    texts = figure_texts(stats)
    labels = [(name, _(label)) for name, label in FIGURES]
    width = max(len(label) for _name, label in labels)
    lines = [_("Statistics: {filter}").format(filter=where.describe())]
    lines += [f"  {label:<{width}}  {texts[name]}" for name, label in labels]
    lines.append(_("Guess distribution (games won):"))
    for guesses, (count, fraction) in enumerate(
        zip(stats.distribution, bar_fractions(stats.distribution), strict=True), start=1
    ):
        bar = "█" * max(1, round(fraction * BAR_WIDTH))
        lines.append(f"  {guesses:>2} {bar} {number(count)}")
    lines.append(_("Next daily in {time}").format(time=countdown_text(next_daily)))
    return lines


def run(args: argparse.Namespace) -> int:
    storage = open_storage()
    where = filter_from(args)
    now = local_now()
    stats = compute_statistics(storage.log.records(), now.date(), where)
    show_warnings(storage)  # a damaged game left out
    next_daily = seconds_to_next_daily(now)
    if args.json:
        print_json(stats_json(stats, where, next_daily))
    else:
        print("\n".join(stats_lines(stats, where, next_daily)))
    return 0
