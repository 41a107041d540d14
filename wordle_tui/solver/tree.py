"""Decision trees: what the bot plays after every possible history, as small data files.

A tree file is JSON. Each node is either a word (the last guess, which is the
answer) or ``[guess, {pattern: node, ...}]`` with patterns written ``GY--G``.
Trees are checked when loaded: every key is a real pattern that some answer
of the branch produces, no history appears twice, hard mode is respected, and
every answer is found within the attempts.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.resources import words_dir
from wordle_tui.core.scoring import PatternError, parse_pattern, pattern_to_string, score
from wordle_tui.core.words import WordList
from wordle_tui.solver.search import TreeNode

TREE_FORMAT = 1


class TreeError(ValueError):
    """A tree file that cannot be used (unreadable, for other lists, or wrong)."""


@dataclass
class DecisionTree:
    """A complete strategy for one word list and mode."""

    root: TreeNode
    language: str
    length: int
    hard: bool
    list_digest: str
    strategy: str = "optimal"

    # --- playing ----------------------------------------------------------------

    def node_after(self, rows: Sequence[Row]) -> TreeNode | None:
        """The node reached by these rows, or None when they left the tree."""
        node = self.root
        for row in rows:
            if row.guess != node.guess:
                return None
            child = node.children.get(row.pattern)
            if child is None:
                return None
            node = child
        return node

    def guess_after(self, rows: Sequence[Row]) -> str | None:
        node = self.node_after(rows)
        return node.guess if node is not None else None

    def play(self, secret: str, max_turns: int = 50) -> list[Row]:
        """The rows the tree plays against ``secret`` (stops when the tree has no answer)."""
        rows: list[Row] = []
        node: TreeNode | None = self.root
        while node is not None and len(rows) < max_turns:
            pattern = score(node.guess, secret)
            rows.append(Row(node.guess, pattern))
            if node.guess == secret:
                break
            node = node.children.get(pattern)
        return rows

    # --- files --------------------------------------------------------------------

    def to_data(self, answers: Sequence[str] | None = None) -> dict[str, Any]:
        def encode(node: TreeNode) -> Any:
            if not node.children:
                return node.guess
            return [
                node.guess,
                {
                    pattern_to_string(p, self.length): encode(child)
                    for p, child in sorted(node.children.items())
                },
            ]

        data: dict[str, Any] = {
            "format": TREE_FORMAT,
            "strategy": self.strategy,
            "language": self.language,
            "length": self.length,
            "hard": self.hard,
            "list": self.list_digest,
        }
        if answers is not None:
            turns = [len(self.play(a)) for a in answers]
            data |= {"games": len(turns), "total": sum(turns), "max": max(turns, default=0)}
        data["tree"] = encode(self.root)
        return data

    def save(self, path: Path | str, answers: Sequence[str] | None = None) -> None:
        text = json.dumps(self.to_data(answers), ensure_ascii=False, separators=(",", ":"))
        Path(path).write_text(text + "\n", encoding="utf-8")

    @classmethod
    def from_data(cls, data: Any) -> DecisionTree:
        if not isinstance(data, dict) or data.get("format") != TREE_FORMAT:
            raise TreeError("not a wordle-tui decision tree (or an unknown format)")
        try:
            length = int(data["length"])
            root = _decode(data["tree"], length)
            return cls(
                root,
                str(data["language"]),
                length,
                bool(data["hard"]),
                str(data["list"]),
                str(data.get("strategy", "optimal")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise TreeError(f"damaged decision tree: {exc}") from None

    @classmethod
    def load(cls, path: Path | str) -> DecisionTree:
        try:
            text = Path(path).read_text(encoding="utf-8")
            data = json.loads(text, object_pairs_hook=_no_duplicate_keys)
        except (OSError, UnicodeDecodeError) as exc:
            raise TreeError(f"{path}: cannot read: {exc}") from None
        except json.JSONDecodeError as exc:
            raise TreeError(f"{path}: not JSON: {exc.msg}") from None
        return cls.from_data(data)


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """The same history must always lead to the same guess: refuse repeated keys."""
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise TreeError(f"the pattern {key} appears twice at one node")
        seen[key] = value
    return seen


def _decode(item: Any, length: int) -> TreeNode:
    if isinstance(item, str):
        return TreeNode(item)
    if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
        raise TreeError("a node must be a word or [guess, {pattern: node}]")
    guess, children = item
    if not isinstance(children, dict):
        raise TreeError(f"the children of {guess!r} are not a mapping")
    node = TreeNode(guess)
    for key, child in children.items():
        try:
            pattern = parse_pattern(key, length)
        except PatternError as exc:
            raise TreeError(f"bad pattern {key!r} under {guess!r}: {exc}") from None
        if pattern in node.children:
            raise TreeError(f"the pattern {key} appears twice under {guess!r}")
        node.children[pattern] = _decode(child, length)
    return node


def validate_tree(tree: DecisionTree, words: WordList, attempts: int) -> list[str]:
    """Every problem that makes the tree unusable for ``words`` (empty list: fine)."""
    problems: list[str] = []
    if tree.language != words.language.code or tree.length != words.length:
        return [f"the tree is for {tree.language}-{tree.length}, not {words.name}"]
    if tree.list_digest != words.digest:
        return ["the tree was built for other word lists"]
    guess_set = words.guess_set
    reached: dict[int, set[str]] = {}

    def walk(node: TreeNode, rows: list[Row], secrets: list[str]) -> None:
        if node.guess not in guess_set:
            problems.append(f"{node.guess!r} is not in the guess list")
            return
        if any(row.guess == node.guess for row in rows):
            problems.append(f"{node.guess!r} is played twice on one path")
            return
        if tree.hard:
            message = HardModeRule.from_rows(rows).violation(node.guess)
            if message is not None:
                problems.append(f"{node.guess!r} breaks hard mode after {rows}: {message}")
                return
        groups: dict[int, list[str]] = {}
        for secret in secrets:
            groups.setdefault(score(node.guess, secret), []).append(secret)
        turn = len(rows) + 1
        for pattern, group in groups.items():
            if group[0] == node.guess:
                reached.setdefault(turn, set()).add(node.guess)
                continue
            child = node.children.get(pattern)
            if child is None:
                problems.append(
                    f"no move after {node.guess!r} gets {pattern_to_string(pattern, words.length)}"
                )
                continue
            walk(child, [*rows, Row(node.guess, pattern)], group)
        for pattern in node.children:
            if pattern not in groups:
                shown = pattern_to_string(pattern, words.length)
                problems.append(f"{node.guess!r} has a branch {shown} that no answer reaches")

    walk(tree.root, [], list(words.answers))
    late = sorted(w for turn, found in reached.items() if turn > attempts for w in found)
    if late:
        problems.append(f"{len(late)} answers need more than {attempts} guesses, e.g. {late[0]!r}")
    found = sum(len(v) for v in reached.values())
    if found != len(words.answers) and not problems:
        problems.append(f"only {found} of {len(words.answers)} answers are reached")
    return problems


def tree_path(language: str, length: int, hard: bool) -> Path:
    return words_dir() / language / f"{length}-tree-{'hard' if hard else 'normal'}.json"


@cache
def _load_shipped(language: str, length: int, hard: bool, digest: str) -> DecisionTree | None:
    path = tree_path(language, length, hard)
    if not path.is_file():
        return None
    try:
        tree = DecisionTree.load(path)
    except TreeError:
        return None
    if tree.hard != hard or tree.list_digest != digest:
        return None
    return tree


def shipped_tree(words: WordList, hard: bool, attempts: int) -> DecisionTree | None:
    """The shipped tree for these lists and mode, validated, or None."""
    tree = _load_shipped(words.language.code, words.length, hard, words.digest)
    if tree is None or not _valid(tree, words, attempts):
        return None
    return tree


_validated: dict[tuple[int, str, int], bool] = {}


def _valid(tree: DecisionTree, words: WordList, attempts: int) -> bool:
    key = (id(tree), words.digest, attempts)
    if key not in _validated:
        _validated[key] = not validate_tree(tree, words, attempts)
    return _validated[key]
