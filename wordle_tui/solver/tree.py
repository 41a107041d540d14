"""Decision trees: what the bot plays after every possible history, as small data files.

A tree file is JSON. Each node is either a word or ``[guess, {pattern: node,
...}]`` with patterns written ``GY--G``. Two kinds are shipped per list and mode:

- ``answers``: the game's bot, the secret one of the answers; a complete tree
  (a bare word is the last guess, the answer);
- ``any-word``: the bot guessing the player's word, the secret any accepted
  word; either complete (``"moves": null``, built by
  :mod:`words.trees.any_word`: every accepted word found within the
  attempts) or only the first two moves (``"moves": 2``: a bare word is the
  second guess), the rest searched live.

Trees are checked where they are built (:func:`stamp_file`) and ignored when
the word lists changed (their digest): every key is a real pattern that some
secret of the branch produces, no history appears twice, hard mode is
respected, and a complete tree finds every answer (any-word: every accepted
word) within the attempts. A tree that passed is *stamped*: its file opens
with ``{"checked":"<sha256>",`` over the rest of the file, the list digest and
the checks' version. At run time a stamp that matches is trusted, and the tree
is read lazily (a game walks one path of it): the first game of a fresh home
does not check a whole tree (that took 3.3 s of CPU for ``solve jazzing --hard``).
A file whose stamp does not match (edited, damaged, another list, older checks)
is checked in full as before, once per file (the verdict is kept in the user
cache), and refused if wrong.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.hardmode import HardModeRule
from wordle_tui.core.resources import words_dir
from wordle_tui.core.scoring import (
    PatternError,
    parse_pattern,
    pattern_matrix,
    pattern_to_string,
    score,
    solved_pattern,
)
from wordle_tui.core.words import WordList
from wordle_tui.solver.search import TreeNode

if TYPE_CHECKING:
    from wordle_tui.solver.context import SolverContext

TREE_FORMAT = 1


class TreeError(ValueError):
    """A tree file that cannot be used (unreadable, for other lists, or wrong)."""


class _FileNode(TreeNode):
    """A node of a stamped tree file: its moves are decoded only as far as they are walked
    (a game follows one path; es-8's any-word tree has 85,900 patterns)."""

    def __init__(self, guess: str, raw: Mapping[str, Any], length: int) -> None:
        self.guess = guess
        self._raw = raw
        self._length = length
        self._decoded: dict[int, TreeNode] | None = None
        self._walked: dict[int, TreeNode | None] = {}

    @property  # type: ignore[override]
    def children(self) -> dict[int, TreeNode]:
        if self._decoded is None:
            decoded: dict[int, TreeNode] = {}
            for key, item in self._raw.items():
                pattern = parse_pattern(key, self._length)
                walked = self._walked.get(pattern)
                decoded[pattern] = walked if walked is not None else _lazy(item, self._length)
            self._decoded = decoded
        return self._decoded

    @children.setter
    def children(self, value: dict[int, TreeNode]) -> None:
        self._decoded = value

    def child(self, pattern: int) -> TreeNode | None:
        if self._decoded is not None:
            return self._decoded.get(pattern)
        if pattern not in self._walked:
            item = self._raw.get(pattern_to_string(pattern, self._length))
            self._walked[pattern] = None if item is None else _lazy(item, self._length)
        return self._walked[pattern]


class _Spans(Mapping[str, Any]):
    """The first guess's moves in a stamped file, each read from its own bytes when asked for
    (the file records where each one lies: ``"offsets"``), so a game parses a sliver of the
    file, not all of it (es-8's any-word tree: 1.9 MB)."""

    def __init__(self, raw: bytes, spans: dict[str, list[int]]) -> None:
        self._raw = raw
        self._spans = spans

    def __getitem__(self, key: str) -> Any:
        start, end = self._spans[key]
        return json.loads(self._raw[start:end])

    def __iter__(self) -> Iterator[str]:
        return iter(self._spans)

    def __len__(self) -> int:
        return len(self._spans)


def _lazy(item: Any, length: int) -> TreeNode:
    """A node of a stamped file (the format the builders write: checked when stamped)."""
    if isinstance(item, str):
        return TreeNode(item)
    return _FileNode(item[0], item[1], length)


@dataclass
class DecisionTree:
    """A complete strategy for one word list and mode."""

    root: TreeNode
    language: str
    length: int
    hard: bool
    list_digest: str
    strategy: str = "optimal"
    kind: str = "answers"  # or "any-word": the secret may be any accepted word
    # None: complete; 2: a table of first moves (the first two always, deeper ones
    # where the live search would not find every word in time)
    moves: int | None = None
    attempts: int = 6  # what it was built for
    # answers a complete tree finds only after ``attempts`` guesses: where no tree
    # finds them all in time (some hard-mode lists), the ones the search gave up on
    late: tuple[str, ...] = ()
    # read from a file whose stamp matched: it passed the checks for its own attempts
    checked: bool = False

    @property
    def complete(self) -> bool:
        return self.moves is None

    # --- playing ----------------------------------------------------------------

    def node_after(self, rows: Sequence[Row]) -> TreeNode | None:
        """The node reached by these rows, or None when they left the tree."""
        node = self.root
        for row in rows:
            if row.guess != node.guess:
                return None
            child = node.child(row.pattern)
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
            node = node.child(pattern)
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
            "kind": self.kind,
            "language": self.language,
            "length": self.length,
            "hard": self.hard,
            "attempts": self.attempts,
            "moves": self.moves,
            "list": self.list_digest,
        }
        if self.late:
            data["late"] = list(self.late)
        if answers is not None and self.complete:
            turns = [len(self.play(a)) for a in answers]
            data |= {"games": len(turns), "total": sum(turns), "max": max(turns, default=0)}
        data["tree"] = encode(self.root)
        return data

    def save(self, path: Path | str, answers: Sequence[str] | None = None) -> None:
        """Write the tree (unstamped: :func:`stamp_file` checks it and stamps it)."""
        Path(path).write_bytes(self.to_json(answers))

    def to_json(self, answers: Sequence[str] | None = None) -> bytes:
        text = json.dumps(self.to_data(answers), ensure_ascii=False, separators=(",", ":"))
        return (text + "\n").encode("utf-8")

    @classmethod
    def from_data(
        cls, data: Any, *, checked: bool = False, root: TreeNode | None = None
    ) -> DecisionTree:
        """The tree in decoded JSON; ``checked``: a stamped file's, read lazily (``root``:
        its first node, when the file's tree was not decoded)."""
        if not isinstance(data, dict) or data.get("format") != TREE_FORMAT:
            raise TreeError("not a wordle-tui decision tree (or an unknown format)")
        try:
            length = int(data["length"])
            if root is None:
                root = _lazy(data["tree"], length) if checked else _decode(data["tree"], length)
            return cls(
                root,
                str(data["language"]),
                length,
                bool(data["hard"]),
                str(data["list"]),
                str(data.get("strategy", "optimal")),
                str(data.get("kind", "answers")),
                None if data.get("moves") is None else int(data["moves"]),
                int(data.get("attempts", 6)),
                tuple(str(word) for word in data.get("late", ())),
                checked,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise TreeError(f"damaged decision tree: {exc}") from None

    @classmethod
    def load(cls, path: Path | str) -> DecisionTree:
        try:
            raw = Path(path).read_bytes()
        except OSError as exc:
            raise TreeError(f"{path}: cannot read: {exc}") from None
        return cls.from_json(raw, path)

    @classmethod
    def from_json(
        cls, raw: bytes, path: Path | str, list_digest: str | None = None
    ) -> DecisionTree:
        """The tree in the bytes of a tree file (``path`` names it in errors). With the
        digest of the lists it is for, a file whose stamp matches is read lazily and
        marked ``checked``; any other is decoded and checked for repeated keys."""
        if list_digest is not None and stamp_matches(raw, list_digest):
            try:
                return cls._from_stamped(raw)
            except (ValueError, KeyError, TypeError, IndexError):  # the checks below say why
                pass
        try:
            data = json.loads(raw.decode("utf-8"), object_pairs_hook=_no_duplicate_keys)
        except UnicodeDecodeError as exc:
            raise TreeError(f"{path}: cannot read: {exc}") from None
        except json.JSONDecodeError as exc:
            raise TreeError(f"{path}: not JSON: {exc.msg}") from None
        return cls.from_data(data)

    @classmethod
    def _from_stamped(cls, raw: bytes) -> DecisionTree:
        """A stamped file's tree: its header, and the first guess whose moves are each read
        when walked (the ``"offsets"`` the stamp wrote); a file without them is decoded
        whole, its nodes lazily."""
        tree_at = raw.index(TREE_KEY, STAMP_END)
        offsets_at = raw.rfind(OFFSETS_KEY)
        if offsets_at < 0:
            return cls.from_data(json.loads(raw), checked=True)
        header = json.loads(b"{" + raw[STAMP_END:tree_at] + b"}")
        spans = json.loads(raw[offsets_at + len(OFFSETS_KEY) : raw.rindex(b"}")])
        opening = raw[tree_at + len(TREE_KEY) : tree_at + len(TREE_KEY) + 512].decode(
            "utf-8", errors="ignore"
        )
        guess, _end = json.JSONDecoder().raw_decode(opening, 1)  # after '['
        root = _FileNode(str(guess), _Spans(raw, spans), int(header["length"]))
        return cls.from_data(header | {"tree": None}, checked=True, root=root)


# A stamped file opens with these bytes, the 64 hex digits of the stamp, and ``",``; then
# the file's fields, the tree, and where each of the first guess's moves lies in the file.
STAMP_OPENING = b'{"checked":"'
STAMP_END = len(STAMP_OPENING) + 64 + 2
TREE_KEY = b',"tree":'
OFFSETS_KEY = b',"offsets":'


def _stamp(body: bytes, list_digest: str) -> str:
    """The stamp of a file's ``body`` (what follows the stamp) for the lists with this digest,
    under this version of the checks."""
    h = hashlib.sha256(f"wordle-tui checked tree {VERDICT_FORMAT}\n{list_digest}\n".encode())
    h.update(body)
    return h.hexdigest()


def stamp_matches(raw: bytes, list_digest: str) -> bool:
    """Whether the file's bytes carry a stamp for these lists that matches their content."""
    if not raw.startswith(STAMP_OPENING) or raw[STAMP_END - 2 : STAMP_END] != b'",':
        return False
    stamp = raw[len(STAMP_OPENING) : STAMP_END - 2].decode("ascii", errors="replace")
    return stamp == _stamp(raw[STAMP_END:], list_digest)


def stamped(raw: bytes, list_digest: str) -> bytes:
    """The bytes of an (unstamped or stamped) tree file with the stamp for these lists: the
    same fields and tree, written as the builders write them, the tree last, then the
    place of each of the first guess's moves in the file (``"offsets"``)."""
    data = json.loads(raw)
    if not isinstance(data, dict) or "tree" not in data:
        raise TreeError("not a wordle-tui decision tree")
    data.pop("checked", None)
    data.pop("offsets", None)
    tree = data.pop("tree")

    def dump(value: Any) -> bytes:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    body = bytearray(dump(data)[1:-1] + TREE_KEY)
    if isinstance(tree, list) and len(tree) == 2 and isinstance(tree[1], dict):
        body += b"[" + dump(tree[0]) + b",{"
        spans: dict[str, list[int]] = {}
        for number, (key, child) in enumerate(tree[1].items()):
            body += (b"," if number else b"") + dump(key) + b":"
            start = STAMP_END + len(body)
            body += dump(child)
            spans[key] = [start, STAMP_END + len(body)]
        body += b"}]" + OFFSETS_KEY + dump(spans)
    else:
        body += dump(tree)
    body += b"}\n"
    return STAMP_OPENING + _stamp(bytes(body), list_digest).encode() + b'",' + bytes(body)


def stamp_file(path: Path | str, words: WordList) -> list[str]:
    """Check a tree file for ``words`` (every check of :func:`validate_tree`, for the
    attempts it was built for) and, when it passes, stamp it in place so that the game
    trusts it without checking it again. Returns the problems (empty: stamped)."""
    path = Path(path)
    raw = path.read_bytes()
    tree = DecisionTree.from_json(raw, path)  # decoded in full, repeated keys refused
    problems = validate_tree(tree, words, tree.attempts)
    if not problems:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tree-")
        with os.fdopen(fd, "wb") as handle:
            handle.write(stamped(raw, words.digest))
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    return problems


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


def _move_problem(guess: str, rows: list[Row], listed: bool, hard: bool) -> str | None:
    """Why ``guess`` cannot be played after ``rows`` (None: it can); ``listed``: it is
    in the guess list."""
    if not listed:
        return f"{guess!r} is not in the guess list"
    if any(row.guess == guess for row in rows):
        return f"{guess!r} is played twice on one path"
    if hard:
        message = HardModeRule.from_rows(rows).violation(guess)
        if message is not None:
            return f"{guess!r} breaks hard mode after {rows}: {message}"
    return None


def validate_tree(tree: DecisionTree, words: WordList, attempts: int) -> list[str]:
    """Every problem that makes the tree unusable for ``words`` (empty list: fine)."""
    if tree.language != words.language.code or tree.length != words.length:
        return [f"the tree is for {tree.language}-{tree.length}, not {words.name}"]
    if tree.list_digest != words.digest:
        return ["the tree was built for other word lists"]
    if not tree.complete:
        return _validate_table(tree, words, attempts)
    if tree.kind == "any-word":
        return _validate_any_word_tree(tree, words, attempts)
    problems: list[str] = []
    guess_set = words.guess_set
    reached: dict[int, set[str]] = {}

    def walk(node: TreeNode, rows: list[Row], secrets: list[str]) -> None:
        problem = _move_problem(node.guess, rows, node.guess in guess_set, tree.hard)
        if problem is not None:
            problems.append(problem)
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
    if late and (attempts != tree.attempts or tuple(late) != tree.late):
        # only the losses the file owns up to, for the attempts it was built for
        problems.append(f"{len(late)} answers need more than {attempts} guesses, e.g. {late[0]!r}")
    found = sum(len(v) for v in reached.values())
    if found != len(words.answers) and not problems:
        problems.append(f"only {found} of {len(words.answers)} answers are reached")
    return problems


class _NodeChecks:
    """What the validators of tables and of complete any-word trees check at each node,
    for the secrets still possible there (ids in the guess list): a legal move, a
    move for every colour pattern they give, and no branch none of them reaches.
    Problems are gathered in ``problems``."""

    def __init__(self, tree: DecisionTree, words: WordList) -> None:
        self.hard = tree.hard
        self.words = words
        self.length = words.length
        self.index = {word: i for i, word in enumerate(words.guesses)}
        self.codes = words.guess_codes
        self.alphabet = max(32, len(words.language.alphabet))
        self.solved = solved_pattern(words.length)
        self.problems: list[str] = []

    def move(self, node: TreeNode, rows: list[Row], secrets: np.ndarray) -> int | None:
        """The id of the node's guess, or None (a problem noted) if it cannot be played
        with ``secrets`` still possible."""
        guess_id = self.index.get(node.guess)
        problem = _move_problem(node.guess, rows, guess_id is not None, self.hard)
        if (
            problem is not None
            and guess_id is not None
            and node.guess not in self.words.offensive
            and _hard_mode_way_out(self.words, rows, secrets)
            and _move_problem(node.guess, rows, True, hard=False) is None
        ):
            problem = None  # hard mode's way out: the move need not keep the hints
        if problem is not None:
            self.problems.append(problem)
            return None
        return guess_id

    def patterns(self, guess_id: int, secrets: np.ndarray) -> np.ndarray:
        """The colour pattern the guess gives each secret."""
        return pattern_matrix(self.codes[[guess_id]], self.codes[secrets], self.alphabet)[0]

    def branches(
        self,
        node: TreeNode,
        rows: list[Row],
        secrets: np.ndarray,
        patterns: np.ndarray,
        every_pattern: bool = True,
    ) -> Iterator[tuple[TreeNode, list[Row], np.ndarray]]:
        """Each child to check, with its rows and secrets, in the node's order; notes a
        pattern the secrets give that has no move (if ``every_pattern``) and a branch
        that no secret reaches."""
        reachable = set(np.unique(patterns).tolist()) - {self.solved}
        if every_pattern:
            for pattern in sorted(reachable - set(node.children)):
                shown = pattern_to_string(pattern, self.length)
                self.problems.append(f"no move after {node.guess!r} gets {shown}")
        for pattern, child in node.children.items():
            if pattern not in reachable:
                shown = pattern_to_string(pattern, self.length)
                self.problems.append(f"{node.guess!r} has a branch {shown} that no secret reaches")
                continue
            yield child, [*rows, Row(node.guess, pattern)], secrets[patterns == pattern]


def _validate_table(tree: DecisionTree, words: WordList, attempts: int) -> list[str]:
    """A table of first moves: legal words; the first guess has a move for every colour
    pattern a secret of its kind gives it, and so has every deeper node that has moves
    (a second move may have moves for some patterns only: the rest is searched live);
    no branch that no secret reaches; a secret found inside the table is found in time."""
    if tree.moves is None or tree.moves < 1 or not tree.root.children:
        return ["a table of first moves needs a first move and the moves after it"]
    checks = _NodeChecks(tree, words)

    def walk(node: TreeNode, rows: list[Row], secrets: np.ndarray) -> None:
        guess_id = checks.move(node, rows, secrets)
        if guess_id is None:
            return
        turn = len(rows) + 1
        if turn > attempts and guess_id in set(secrets.tolist()):
            checks.problems.append(f"{node.guess!r} is found after {attempts} guesses")
        if not node.children:
            return
        patterns = checks.patterns(guess_id, secrets)
        # a second move may leave some patterns to the live search
        for child in checks.branches(node, rows, secrets, patterns, every_pattern=turn != 2):
            walk(*child)

    first = words.guess_codes.shape[0] if tree.kind == "any-word" else None
    secrets = np.arange(first) if first is not None else np.sort(words.answer_positions)
    walk(tree.root, [], secrets)
    return checks.problems


def _validate_any_word_tree(tree: DecisionTree, words: WordList, attempts: int) -> list[str]:
    """A complete tree for any accepted word: legal moves, a move for every colour pattern
    a secret gives, no branch no secret reaches, every word found within the attempts
    (or listed in the file as late). Every word of the guess list at once, per node."""
    checks = _NodeChecks(tree, words)
    problems = checks.problems
    late: list[str] = []
    stack: list[tuple[TreeNode, list[Row], np.ndarray]] = [
        (tree.root, [], np.arange(len(words.guesses)))
    ]
    while stack and len(problems) < 20:
        node, rows, secrets = stack.pop()
        guess_id = checks.move(node, rows, secrets)
        if guess_id is None:
            continue
        if not node.children and len(secrets) == 1 and secrets[0] == guess_id:
            if len(rows) + 1 > attempts:  # a leaf: its word, found (most nodes are leaves)
                late.append(node.guess)
            continue
        patterns = checks.patterns(guess_id, secrets)
        if (patterns == checks.solved).any() and len(rows) + 1 > attempts:
            late.append(node.guess)
        stack.extend(checks.branches(node, rows, secrets, patterns))
    late.sort()
    if late and (attempts != tree.attempts or tuple(late) != tree.late):
        problems.append(f"{len(late)} words need more than {attempts} guesses, e.g. {late[0]!r}")
    return problems


def offensive_moves(tree: DecisionTree, words: WordList) -> list[str]:
    """Every move of the tree that types an offensive word (``words.offensive``) where it is
    not the one word left, as ``after ROWS: WORD`` (empty: none; docs/bot.md). Where hard
    mode allows only offensive words, the tree takes hard mode's way out instead
    (:func:`_hard_mode_way_out`).

    In a complete normal-mode tree that validates (:func:`validate_tree`) a node with moves
    after it is reached by more than one word, or by one that is not its guess: such a node
    may not name an offensive word, and a leaf always may (its word is the one left). Other
    trees are walked with the words still possible at each node.
    """
    offensive = words.offensive
    if not offensive:
        return []
    found: list[str] = []

    def note(node: TreeNode, rows: list[Row]) -> None:
        shown = " ".join(
            f"{r.guess.upper()} {pattern_to_string(r.pattern, words.length)}" for r in rows
        )
        found.append(f"after {shown or 'nothing'}: {node.guess.upper()}")

    if tree.complete and not tree.hard:
        stack: list[tuple[TreeNode, list[Row]]] = [(tree.root, [])]
        while stack:
            node, rows = stack.pop()
            if node.children and node.guess in offensive:
                note(node, rows)
            stack.extend((child, [*rows, Row(node.guess, p)]) for p, child in node.children.items())
        return found
    checks = _NodeChecks(tree, words)
    every = tree.kind == "any-word"
    secrets = np.arange(len(words.guesses)) if every else np.sort(words.answer_positions)
    walk: list[tuple[TreeNode, list[Row], np.ndarray]] = [(tree.root, [], secrets)]
    while walk:
        node, rows, left = walk.pop()
        guess_id = checks.index.get(node.guess)
        if guess_id is None:
            continue
        if node.guess in offensive and not (len(left) == 1 and left[0] == guess_id):
            note(node, rows)
        if node.children:
            walk.extend(checks.branches(node, rows, left, checks.patterns(guess_id, left)))
    return found


def _hard_mode_way_out(words: WordList, rows: list[Row], left: np.ndarray) -> bool:
    """Whether hard mode's way out is open (docs/bot.md): several words left, every one
    offensive, and no word that is not and that hard mode allows after ``rows`` tells
    them apart. Then the bot may type any word that is not offensive."""
    guesses = words.guesses
    if len(left) < 2 or any(guesses[i] not in words.offensive for i in left):
        return False
    rule = HardModeRule.from_rows(rows)
    codes = words.guess_codes
    ids = np.array([i for i, word in enumerate(guesses) if word not in words.offensive])
    letter = words.language.letter_index
    for position, ch in rule.greens:
        ids = ids[codes[ids, position] == letter(ch)]
    for ch, count in rule.minimum:
        ids = ids[(codes[ids] == letter(ch)).sum(axis=1) >= count]
    if not len(ids):
        return True
    alphabet = max(32, len(words.language.alphabet))
    patterns = pattern_matrix(codes[ids], codes[left], alphabet)
    return bool((patterns == patterns[:, :1]).all())


def tree_path(language: str, length: int, hard: bool, kind: str = "answers") -> Path:
    """``words/<lang>/<N>-tree-<mode>.json`` (answers) or ``<N>-any-word-<mode>.json``."""
    name = "tree" if kind == "answers" else kind
    return words_dir() / language / f"{length}-{name}-{'hard' if hard else 'normal'}.json"


@cache
def _load_shipped(
    language: str, length: int, hard: bool, kind: str, digest: str
) -> tuple[DecisionTree, str] | None:
    """The shipped tree for these lists and the hash of its file's content, or None."""
    path = tree_path(language, length, hard, kind)
    try:
        raw = path.read_bytes()
        tree = DecisionTree.from_json(raw, path, digest)
    except (OSError, TreeError):
        return None
    if tree.hard != hard or tree.kind != kind or tree.list_digest != digest:
        return None
    # a hash of the file names the verdict kept in the user cache (with other attempts than
    # a stamp is for); a stamp is one already
    if tree.checked:
        return tree, raw[len(STAMP_OPENING) : len(STAMP_OPENING) + 32].decode("ascii")
    return tree, hashlib.sha256(raw).hexdigest()[:32]


def shipped_tree(ctx: SolverContext, kind: str | None = None) -> DecisionTree | None:
    """The shipped tree for this context's lists, mode and kind of secret, validated, or None.

    A complete tree is used when it finds every answer within the context's
    attempts; a table of first moves when the context allows at least the
    attempts it was built for.
    """
    words = ctx.words
    kind = kind or ctx.kind
    loaded = _load_shipped(words.language.code, words.length, ctx.hard, kind, words.digest)
    if loaded is None:
        return None
    tree, content = loaded
    if not tree.complete and ctx.attempts < tree.attempts:
        return None
    if not _valid(tree, words, ctx.attempts, content):
        return None
    return tree


_validated: dict[tuple[int, str, int], bool] = {}
_validated_lock = threading.Lock()
# Bumped when the validators check more: the verdicts on disk are then asked again.
VERDICT_FORMAT = 1


def _valid(tree: DecisionTree, words: WordList, attempts: int, content: str | None = None) -> bool:
    """Whether ``tree`` passes :func:`validate_tree`; asked once per process, and once per
    file at all when the hash of the file's ``content`` is given (checking a large any-word
    tree takes seconds: es-8's, 4 s of CPU; a file that passed leaves a mark in the cache
    folder)."""
    if tree.checked and attempts == tree.attempts and tree.list_digest == words.digest:
        return True  # its stamp matched: checked where it was built (stamp_file)
    attempts_key = attempts if tree.complete else 0
    key = (id(tree), words.digest, attempts_key)
    with _validated_lock:
        known = _validated.get(key)
    if known is None:
        mark = _verdict_mark(content, words.digest, attempts_key) if content else None
        try:
            known = mark is not None and mark.is_file()
        except OSError:  # a cache folder that cannot be read (a name too long…): check
            mark, known = None, False
        if not known:
            known = not validate_tree(tree, words, attempts)
            if known and mark is not None:
                try:
                    mark.parent.mkdir(parents=True, exist_ok=True)
                    mark.touch()
                except OSError:
                    pass  # no cache folder: the tree is checked again next time
        with _validated_lock:
            _validated[key] = known
    return known


def _verdict_mark(content: str, list_digest: str, attempts: int) -> Path:
    """The cache file saying that a tree file (by the hash of its content), for these lists
    and attempts, passed the validators."""
    from wordle_tui.solver.patterns import default_cache_dir

    name = f"valid-v{VERDICT_FORMAT}-{content}-{list_digest[:16]}-{attempts}"
    return default_cache_dir() / "trees" / name
