"""Slow, obviously correct reference implementations the fast code is checked against."""

from __future__ import annotations


def reference_marks(guess: str, answer: str) -> list[str]:
    """The rule exactly as written: greens first, then yellows left to right."""
    marks = ["-"] * len(guess)
    unused = list(answer)
    for i, letter in enumerate(guess):
        if answer[i] == letter:
            marks[i] = "G"
            unused.remove(letter)
    for i, letter in enumerate(guess):
        if marks[i] == "G":
            continue
        if letter in unused:
            marks[i] = "Y"
            unused.remove(letter)
    return marks


def reference_code(guess: str, answer: str) -> int:
    value = {"-": 0, "Y": 1, "G": 2}
    return sum(value[m] * 3**i for i, m in enumerate(reference_marks(guess, answer)))


def reference_filter(words: list[str], rows: list[tuple[str, str]]) -> list[str]:
    """Keep a word when, taken as the answer, it reproduces every row's marks."""
    return [w for w in words if all("".join(reference_marks(g, w)) == marks for g, marks in rows)]
