"""A review in words: the lines of each guess's card, for the screen and the command."""

from __future__ import annotations

from wordle_tui.core.words import listed_words, unlisted_note
from wordle_tui.i18n import N_, _, ngettext, number
from wordle_tui.review.analysis import GameReview, StepReview

LISTED_WORDS = 40  # words listed on a card before "… and N more"
CARD_LINES = (
    "card-title",
    "card-before",
    "card-before-words",
    "card-after",
    "card-after-words",
    "card-bot",
    "card-verdict",
    "card-figures",
)
SCORES_NOTE = N_(
    "Skill: your guesses against the bot's moves (0–99, the first guess not counted). "
    "Luck: 50 is average."
)
SCORES_NOTE_HARD = N_(
    "Skill: your guesses against the bot's hard-mode moves (0–99, the first guess not "
    "counted). Luck: 50 is average."
)


def words_text(
    words: tuple[str, ...], limit: int = LISTED_WORDS, offensive: frozenset[str] = frozenset()
) -> str:
    """Some words in capitals, and how many more there are (the offensive ones counted, not
    listed: :func:`~wordle_tui.core.words.listed_words`)."""
    listed = listed_words(words, offensive)
    shown = " ".join(word.upper() for word in listed[:limit])
    if len(listed) > limit:
        shown = _("{words} … and {count} more").format(
            words=shown, count=number(len(listed) - limit)
        )
    if len(listed) < len(words):
        shown = f"{shown} ({unlisted_note(len(words) - len(listed))})".strip()
    return shown


def card_lines(review: GameReview, step: StepReview) -> dict[str, str]:
    """What each line of a guess's card says, keyed by :data:`CARD_LINES` ("": none)."""
    before = len(step.before)
    if step.widened:
        before_text = ngettext(
            "Before: {count} word possible (from the whole list: no answer fitted)",
            "Before: {count} words possible (from the whole list: no answer fitted)",
            before,
        )
    else:
        before_text = ngettext(
            "Before: {count} word possible", "Before: {count} words possible", before
        )
    if step.solved:
        after = _("After: solved")
    else:
        left = len(step.after)
        after = ngettext(
            "After: {count} word left (expected {expected})",
            "After: {count} words left (expected {expected})",
            left,
        ).format(count=number(left), expected=number(step.player.expected_left, 1))
    bot = _("The bot, in hard mode") if review.hard else _("The bot")
    percent = f"{round(step.quality * 100)}%"
    if step.counts_for_skill:
        skill = _("{percent} of the bot's").format(percent=percent)
    else:
        skill = _("{percent} of the bot's (the first guess does not count)").format(percent=percent)
    luck = "–" if step.luck is None else f"{round(step.luck * 100)}%"
    return {
        "card-title": _("Guess {number} of {total}: {word}").format(
            number=step.number, total=len(review.steps), word=step.guess.upper()
        ),
        "card-before": before_text.format(count=number(before)),
        "card-before-words": (
            words_text(step.before, offensive=review.offensive) if before <= LISTED_WORDS else ""
        ),
        "card-after": after,
        "card-after-words": (
            "" if step.solved else words_text(step.after, offensive=review.offensive)
        ),
        "card-bot": _("{bot}: {word} · {left} left on average").format(
            bot=bot, word=step.bot.word.upper(), left=number(step.bot.expected_left, 1)
        ),
        "card-verdict": step.verdict,
        "card-figures": _("This guess: {skill} · luck {luck}").format(skill=skill, luck=luck),
    }


def scores_text(review: GameReview) -> str:
    """``Skill 87 · Luck 62`` (a dash when there is nothing to judge)."""
    skill = "–" if review.skill is None else str(review.skill)
    luck = "–" if review.luck is None else str(review.luck)
    return _("Skill {skill} · Luck {luck}").format(skill=skill, luck=luck)


def scores_note(review: GameReview) -> str:
    return _(SCORES_NOTE_HARD) if review.hard else _(SCORES_NOTE)
