"""``wordle-tui history``: the finished games, newest first, as the history screen lists them."""

from __future__ import annotations

import argparse

from wordle_tui.commands.support import open_storage, print_json, show_warnings
from wordle_tui.core.history import HISTORY_COLUMNS


def run(args: argparse.Namespace) -> int:
    storage = open_storage()
    records = storage.log.recent(args.limit or None)
    total = storage.log.count()
    show_warnings(storage)
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
