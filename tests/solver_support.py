"""Brute-force references and shared contexts for the solver tests."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import score, solved_pattern
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.solver.context import SolverContext

# The lists and modes whose any-word file was not built: *Bot guesses your word* opens with
# the answers tree's first guess and searches every later move live (docs/benchmarks.md,
# "French and German"). Drop one from here when its file is built.
ANY_WORD_LIVE = {("fr", 8, True)}


@cache
def english_context(hard: bool = False) -> SolverContext:
    return SolverContext(load_word_list("en", 5), hard=hard)


def every_split(
    guesses: tuple[str, ...], secrets: tuple[str, ...], rows: tuple[Row, ...], hard: bool
):
    """Each guess that may be played after ``rows`` and tells something (or wins), with the
    secrets it leaves behind each colour pattern other than all green: ``(guess, [(row,
    group)])``. The brute-force references try every one of them."""
    rule = HardModeRule.from_rows(rows)
    for guess in guesses:
        if hard and rule.violation(guess) is not None:
            continue
        groups: dict[int, list[str]] = {}
        for secret in secrets:
            groups.setdefault(score(guess, secret), []).append(secret)
        if len(groups) == 1 and guess not in secrets:
            continue
        yield (
            guess,
            [
                (Row(guess, pattern), tuple(group))
                for pattern, group in groups.items()
                if pattern != solved_pattern(len(guess))
            ],
        )


def brute_force_cost(
    answers: tuple[str, ...],
    guesses: tuple[str, ...],
    depth: int,
    hard: bool = False,
    rows: tuple[Row, ...] = (),
) -> float:
    """The fewest total guesses to find every answer, trying every guess (tiny lists only)."""

    @cache
    def solve(secrets: tuple[str, ...], depth: int, rows: tuple[Row, ...]) -> float:
        if len(secrets) == 1:
            return 1
        if depth <= 1:
            return math.inf
        best = math.inf
        for _, groups in every_split(guesses, secrets, rows, hard):
            cost = len(secrets)
            for row, group in groups:
                cost += solve(group, depth - 1, (*rows, row))
            best = min(best, cost)
        return best

    return solve(answers, depth, rows)


def brute_force_weighted_cost(
    secrets: tuple[str, ...],
    weight: dict[str, float],
    guesses: tuple[str, ...],
    depth: int,
    hard: bool = False,
    rows: tuple[Row, ...] = (),
) -> float:
    """The least Σ weight × guesses to find each secret within ``depth``, trying every guess.

    The slow, obviously correct reference for the prior-weighted search: at each
    position every guess is tried and the best total kept (tiny lists only).
    """

    @cache
    def solve(left: tuple[str, ...], depth: int, rows: tuple[Row, ...]) -> float:
        mass = sum(weight[s] for s in left)
        if len(left) == 1:
            return mass
        if depth <= 1:
            return math.inf
        best = math.inf
        for _, groups in every_split(guesses, left, rows, hard):
            cost = mass
            for row, group in groups:
                cost += solve(group, depth - 1, (*rows, row))
            best = min(best, cost)
        return best

    return solve(secrets, depth, rows)


def lexicographic_optimum(words: WordList, attempts: int) -> tuple[int, float]:
    """By brute force: the fewest guesses for the answers over every tree that finds every
    word within ``attempts`` (each other word weighs 1e-4: it only breaks ties), and that
    tree's cost; (-1, inf) when no tree finds every word in time."""
    weight = {w: 1.0 if w in words.answers else 1e-4 for w in words.guesses}
    cost = brute_force_weighted_cost(words.guesses, weight, words.guesses, attempts)
    return (math.floor(cost + 1e-9), cost) if cost < math.inf else (-1, cost)


def brute_force_late(
    secrets: tuple[str, ...],
    guesses: tuple[str, ...],
    depth: int,
    hard: bool = False,
    rows: tuple[Row, ...] = (),
    answers: frozenset[str] = frozenset(),
) -> tuple[int, int]:
    """The least (answers late, words late), in that order, over every strategy, each
    secret found after ``depth`` guesses counting as late; every guess is tried at every
    position (tiny lists only): the reference for the fewest-late any-word tree and the
    family check."""

    @cache
    def late(left: tuple[str, ...], depth: int, rows: tuple[Row, ...]) -> tuple[int, int]:
        if len(left) == 1:
            missed = int(depth < 1)
            return missed * int(left[0] in answers), missed
        if depth < 1:
            return sum(w in answers for w in left), len(left)
        best = (sum(w in answers for w in left), len(left))
        for _, groups in every_split(guesses, left, rows, hard):
            parts = [late(group, depth - 1, (*rows, row)) for row, group in groups]
            best = min(best, (sum(p[0] for p in parts), sum(p[1] for p in parts)))
        return best

    return late(secrets, depth, rows)


def possible(words: WordList, pool: Sequence[str], rows: Sequence[Row]) -> list[str]:
    """The reference: the words of ``pool`` every row allows (by the core's ``score``)."""
    return [w for w in pool if all(score(r.guess, w) == r.pattern for r in rows)]


def nothing_else_splits(words: WordList, rows: Sequence[Row], left: list[str], hard: bool) -> bool:
    """By brute force: every word left is offensive, and no other word the bot may type
    (``hard``: that keeps every hint) tells any two of them apart. With ``hard`` false,
    the one exception to the rule; with ``hard``, when hard mode's way out is open."""
    if len(left) < 2 or any(w not in words.offensive for w in left):
        return False
    rule = HardModeRule.from_rows(rows)
    played = {r.guess for r in rows}
    for guess in words.guesses:
        if guess in words.offensive or guess in played:
            continue
        if hard and rule.violation(guess) is not None:
            continue
        if len({score(guess, w) for w in left}) > 1:
            return False
    return True
