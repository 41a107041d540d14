"""``wordle-tui history``: the finished games, newest first, as the history screen lists them."""

from __future__ import annotations

import argparse
import sys

from wordle_tui.commands.options import number_in, print_json
from wordle_tui.commands.stats import open_storage
from wordle_tui.core.history import HISTORY_COLUMNS

DEFAULT_LIMIT = 20


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "history",
        help="every finished game, newest first",
        description="The finished games, newest first; the # column is the GAME_ID of review.",
    )
    parser.add_argument(
        "--limit",
        type=number_in(0, 10**9),
        default=DEFAULT_LIMIT,
        metavar="N",
        help=f"the latest N games (default {DEFAULT_LIMIT}; 0 for all)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    storage = open_storage()
    records = storage.log.recent(args.limit or None)
    total = storage.log.count()
    for warning in storage.take_warnings():
        print(f"wordle-tui: {warning}", file=sys.stderr)
    if args.json:
        print_json([record.to_json() for record in records])
        return 0
    if not records:
        print("No finished games yet.")
        return 0
    rows = [HISTORY_COLUMNS, *(record.cells() for record in records)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(HISTORY_COLUMNS))]
    for row in rows:
        cells = (cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        print("  ".join(cells).rstrip())
    if total > len(records):
        print(f"… and {total - len(records):,} older games (--limit 0 shows them all)")
    return 0
