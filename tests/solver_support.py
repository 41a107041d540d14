"""Brute-force references and shared contexts for the solver tests."""

from __future__ import annotations

import math
from functools import cache

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.scoring import score, solved_pattern
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.context import SolverContext


@cache
def english_context(hard: bool = False) -> SolverContext:
    return SolverContext(load_word_list("en", 5), hard=hard)


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
        rule = HardModeRule.from_rows(rows)
        best = math.inf
        for guess in guesses:
            if hard and rule.violation(guess) is not None:
                continue
            groups: dict[int, list[str]] = {}
            for secret in secrets:
                groups.setdefault(score(guess, secret), []).append(secret)
            if len(groups) == 1 and guess not in secrets:
                continue
            cost = len(secrets)
            for pattern, group in groups.items():
                if pattern == solved_pattern(len(guess)):
                    continue
                cost += solve(tuple(group), depth - 1, (*rows, Row(guess, pattern)))
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
        rule = HardModeRule.from_rows(rows)
        best = math.inf
        for guess in guesses:
            if hard and rule.violation(guess) is not None:
                continue
            groups: dict[int, list[str]] = {}
            for secret in left:
                groups.setdefault(score(guess, secret), []).append(secret)
            if len(groups) == 1 and guess not in left:
                continue
            cost = mass
            for pattern, group in groups.items():
                if pattern == solved_pattern(len(guess)):
                    continue
                cost += solve(tuple(group), depth - 1, (*rows, Row(guess, pattern)))
            best = min(best, cost)
        return best

    return solve(secrets, depth, rows)


def brute_force_fewest_late(
    secrets: tuple[str, ...],
    guesses: tuple[str, ...],
    depth: int,
    hard: bool = False,
    rows: tuple[Row, ...] = (),
    answers: frozenset[str] = frozenset(),
) -> int:
    """The fewest secrets any strategy finds after ``depth`` guesses, trying every guess at
    every position (tiny lists only): the reference for the fewest-late any-word tree.
    With ``answers``: the fewest words late among the strategies that leave the fewest
    answers late (the tree's order)."""
    return brute_force_late_answers_and_words(secrets, guesses, depth, hard, rows, answers)[1]


def brute_force_late_answers_and_words(
    secrets: tuple[str, ...],
    guesses: tuple[str, ...],
    depth: int,
    hard: bool = False,
    rows: tuple[Row, ...] = (),
    answers: frozenset[str] = frozenset(),
) -> tuple[int, int]:
    """The least (answers late, words late), in that order, over every strategy."""

    @cache
    def late(left: tuple[str, ...], depth: int, rows: tuple[Row, ...]) -> tuple[int, int]:
        if len(left) == 1:
            missed = int(depth < 1)
            return missed * int(left[0] in answers), missed
        if depth < 1:
            return sum(w in answers for w in left), len(left)
        rule = HardModeRule.from_rows(rows)
        best = (sum(w in answers for w in left), len(left))
        for guess in guesses:
            if hard and rule.violation(guess) is not None:
                continue
            groups: dict[int, list[str]] = {}
            for secret in left:
                groups.setdefault(score(guess, secret), []).append(secret)
            if len(groups) == 1 and guess not in left:
                continue
            parts = [
                late(tuple(group), depth - 1, (*rows, Row(guess, pattern)))
                for pattern, group in groups.items()
                if pattern != solved_pattern(len(guess))
            ]
            total = (sum(p[0] for p in parts), sum(p[1] for p in parts))
            best = min(best, total)
        return best

    return late(secrets, depth, rows)
