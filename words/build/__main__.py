"""``python -m words.build``: build, check, measure, review or report the word lists.

    python -m words.build                      # write every language's lists
    python -m words.build es                   # only Spanish's
    python -m words.build --check              # check every language.toml (no sources needed)
    python -m words.build --measure FILE       # how many words of FILE we accept
    python -m words.build --review es          # answers that are also names, to review
    python -m words.build --report             # size, Zipf, rule hits, sample, coverage
    python -m words.build --offensive write    # also write the offensive-guess lists
    python -m words.build --freeze-through 2026-12-25   # dailies frozen through that day

Run it from the repository's root. See words/README.md.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from datetime import date
from pathlib import Path

from wordle_tui.core.languages import WORD_LENGTHS
from words.build.context import Context
from words.build.description import Description, load_all
from words.build.pipeline import build_lists, write_lists, write_words
from words.build.plugins import KINDS
from words.build.report import measure, report, review
from words.build.steps import (
    find_freezer,
    freeze_daily_ledgers,
    offensive_differences,
    offensive_words,
)
from words.build.wordfiles import BuildError

SHOWN_DIFFERENCES = 12  # words of each offensive-list difference printed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m words.build",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("languages", nargs="*", metavar="LANG", help="languages to build")
    parser.add_argument("--check", action="store_true", help="check the descriptions only")
    parser.add_argument("--measure", type=Path, metavar="FILE", help="reference list to measure")
    parser.add_argument("--lang", default="en", help="the language of --measure (default: en)")
    parser.add_argument("--length", type=int, default=5, choices=WORD_LENGTHS)
    parser.add_argument("--review", metavar="LANG", help="list answers that are also names")
    parser.add_argument("--report", action="store_true", help="quality report of the lists")
    parser.add_argument(
        "--freeze-through",
        type=date.fromisoformat,
        metavar="YYYY-MM-DD",
        help="freeze the daily ledgers through this day, the release's day plus one "
        "(default: tomorrow)",
    )
    parser.add_argument(
        "--offensive",
        choices=("check", "write"),
        default="write",
        help="write the offensive-guess lists (default), or only compare them with the "
        "committed ones",
    )
    args = parser.parse_args(argv)
    try:
        descriptions = {d.code: d for d in load_all()}
        wanted = select(descriptions, args.languages)
        if args.check:
            for description in wanted:
                print(summary(description))
            return 0
        if args.measure:
            measure(Context(pick(descriptions, args.lang)), args.measure, args.length)
        elif args.review:
            review(Context(pick(descriptions, args.review)))
        elif args.report:
            for description in wanted:
                report(Context(description))
        else:
            build(wanted, write_offensive=args.offensive == "write", through=args.freeze_through)
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


def select(descriptions: dict[str, Description], codes: Sequence[str]) -> list[Description]:
    """The descriptions named (every one when none is), in the game's order."""
    for code in codes:
        pick(descriptions, code)
    return [d for code, d in descriptions.items() if not codes or code in codes]


def pick(descriptions: dict[str, Description], code: str) -> Description:
    try:
        return descriptions[code]
    except KeyError:
        known = ", ".join(descriptions)
        raise BuildError(f"no words/{code}/language.toml (languages: {known})") from None


def summary(description: Description) -> str:
    """One description in a few lines: what --check prints."""
    lines = [f"{description.code} ({description.language.name}): {description.path} is valid"]
    for source in description.sources:
        lines.append(f"  source {source.path} ({source.package}): {', '.join(sorted(source.uses))}")
    for kind in KINDS:
        names = [plugin.name for plugin in description.plugins(kind)]
        if names:
            lines.append(f"  {kind}: {', '.join(names)}")
    return "\n".join(lines)


def build(
    descriptions: Sequence[Description], *, write_offensive: bool, through: date | None = None
) -> None:
    """Build, freeze the dailies, write, then derive the offensive-guess lists."""
    from importlib.metadata import version

    print(f"wordfreq {version('wordfreq')}")
    freezer = find_freezer()
    for description in descriptions:
        context = Context(description)
        built = build_lists(context)
        # Before the lists change, every daily already shown keeps its word.
        print(freeze_daily_ledgers(description.code, built.lists, freezer, through))
        write_lists(description.folder, built)
        counts = ", ".join(f"{n}: {len(a)}/{len(g)}" for n, (a, g) in built.lists.items())
        threshold = description.thresholds["answer"]
        print(f"{description.code} (Zipf >= {threshold}) answers/guesses {counts}")
        answers = {w for answers, _guesses in built.lists.values() for w in answers}
        offensive = offensive_words(context, built.guesses(), answers)
        for n in built.lists:
            derived = {w for w in offensive if len(w) == n}
            path = description.folder / f"{n}-offensive.txt"
            if write_offensive:
                write_words(path, sorted(derived))
                continue
            added, dropped = offensive_differences(description.folder, n, derived)
            print(
                f"  {n}-offensive: {len(derived)} derived, "
                f"+{len(added)} {shown(added)}; -{len(dropped)} {shown(dropped)}"
            )
        if write_offensive:
            print(f"  offensive guesses written: {len(offensive)}")


def shown(words: set[str]) -> str:
    first = sorted(words)[:SHOWN_DIFFERENCES]
    more = len(words) - len(first)
    return " ".join(first) + (f" (+{more} more)" if more else "")


if __name__ == "__main__":
    raise SystemExit(main())
