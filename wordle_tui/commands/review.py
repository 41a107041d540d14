"""``wordle-tui review [GAME_ID]``: the review screen's figures, for one finished game."""

from __future__ import annotations

import argparse

from wordle_tui.cli import CommandError
from wordle_tui.commands.support import missing_list, open_storage, print_json, show_warnings
from wordle_tui.core.scoring import pattern_to_string
from wordle_tui.core.words import listed_words, load_word_list
from wordle_tui.i18n import _
from wordle_tui.review.analysis import GameReview, Reviewer, ReviewError
from wordle_tui.review.text import card_lines, scores_note, scores_text
from wordle_tui.solver.context import SolverContext


def review_json(review: GameReview) -> dict:
    record = review.record
    return {
        "game": record.to_json(),
        "skill": review.skill,
        "luck": review.luck,
        "hard_mode": review.hard,
        "steps": [
            {
                "guess": step.guess,
                "marks": pattern_to_string(step.row.pattern, record.length),
                "possible_before": len(step.before),
                "left_after": len(step.after),
                "words_left": list(listed_words(step.after, review.offensive)),
                "not_listed": len(step.after) - len(listed_words(step.after, review.offensive)),
                "expected_left": step.player.expected_left,
                "bot": {"guess": step.bot.word, "expected_left": step.bot.expected_left},
                "quality": step.quality,
                "luck": step.luck,
                "counts_for_skill": step.counts_for_skill,
                "verdict": step.verdict,
            }
            for step in review.steps
        ],
    }


def review_lines(review: GameReview) -> list[str]:
    record = review.record
    head = [
        _("Review of game #{number}").format(number=record.id),
        record.title(),
        record.score_text(),
    ]
    head.append(record.secret.upper())
    if record.hard_mode:
        head.append(_("hard mode"))
    lines = [" · ".join(head), scores_text(review), scores_note(review), ""]
    for step in review.steps:
        card = card_lines(review, step)
        marks = pattern_to_string(step.row.pattern, record.length)
        lines.append(f"{card['card-title']}  {marks}")
        lines += [f"   {card['card-before']}", f"   {card['card-after']}"]
        if card["card-after-words"]:
            lines.append(f"     {card['card-after-words']}")
        lines += [f"   {card[name]}" for name in ("card-bot", "card-verdict", "card-figures")]
    return lines


def run(args: argparse.Namespace) -> int:
    storage = open_storage()
    record = storage.log.get(args.game_id) if args.game_id else storage.log.last()
    show_warnings(storage)
    if record is None:
        if args.game_id and storage.log.is_damaged(args.game_id):
            raise CommandError(
                _("game #{number} cannot be reviewed: it is damaged (see above)").format(
                    number=args.game_id
                )
            )
        if args.game_id:
            raise CommandError(
                _("no game #{number} in the history (see wordle-tui history)").format(
                    number=args.game_id
                )
            )
        raise CommandError(_("no finished game yet: play one first"))
    try:
        words = load_word_list(record.language, record.length)
    except OSError as exc:
        raise CommandError(missing_list(exc)) from None
    ctx = SolverContext(words, hard=record.hard_mode, attempts=record.attempts)
    try:
        review = Reviewer(ctx).review(record)
    except ReviewError as exc:
        raise CommandError(
            _("game #{number} cannot be reviewed: {reason}").format(number=record.id, reason=exc)
        ) from None
    if args.json:
        print_json(review_json(review))
    else:
        print("\n".join(review_lines(review)))
    return 0
