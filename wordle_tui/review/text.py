"""A review in words: the lines of each guess's card, for the screen and the command."""

from __future__ import annotations

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
SCORES_NOTE = (
    "Skill: your guesses against the bot's{mode} moves (0–99, the first guess not counted). "
    "Luck: 50 is average."
)


def words_text(words: tuple[str, ...], limit: int = LISTED_WORDS) -> str:
    """Some words in capitals, and how many more there are."""
    shown = " ".join(word.upper() for word in words[:limit])
    if len(words) > limit:
        shown += f" … and {len(words) - limit:,} more"
    return shown


def plural(count: int, word: str = "word") -> str:
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def card_lines(review: GameReview, step: StepReview) -> dict[str, str]:
    """What each line of a guess's card says, keyed by :data:`CARD_LINES` ("": none)."""
    before = len(step.before)
    whole_list = " (from the whole list: no answer fitted)" if step.widened else ""
    if step.solved:
        after = "After: solved"
    else:
        expected = step.player.expected_left
        after = f"After: {plural(len(step.after))} left (expected {expected:.1f})"
    bot = "The bot, in hard mode" if review.hard else "The bot"
    skill = f"{round(step.quality * 100)}% of the bot's"
    if not step.counts_for_skill:
        skill += " (the first guess does not count)"
    luck = "–" if step.luck is None else f"{round(step.luck * 100)}%"
    return {
        "card-title": f"Guess {step.number} of {len(review.steps)}: {step.guess.upper()}",
        "card-before": f"Before: {plural(before)} possible{whole_list}",
        "card-before-words": words_text(step.before) if before <= LISTED_WORDS else "",
        "card-after": after,
        "card-after-words": "" if step.solved else words_text(step.after),
        "card-bot": f"{bot}: {step.bot.word.upper()} · "
        f"{step.bot.expected_left:.1f} left on average",
        "card-verdict": step.verdict,
        "card-figures": f"This guess: {skill} · luck {luck}",
    }


def scores_text(review: GameReview) -> str:
    """``Skill 87 · Luck 62`` (a dash when there is nothing to judge)."""
    skill = "–" if review.skill is None else str(review.skill)
    luck = "–" if review.luck is None else str(review.luck)
    return f"Skill {skill} · Luck {luck}"


def scores_note(review: GameReview) -> str:
    return SCORES_NOTE.format(mode=" hard-mode" if review.hard else "")
