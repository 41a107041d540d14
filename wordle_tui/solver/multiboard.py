"""The solver for several boards at once: figures for the hint panel and the bot's guess.

The objective is the one the web versions score (Octordle's "score"): the sum over
the boards of the guess that solves each. For a board alone, the solver already
estimates the guesses still needed after a guess ``g`` from how ``g`` splits the
board's candidates (:func:`~wordle_tui.solver.partition.estimated_cost`, fitted on
the exact search): ``C_b(g) = (Σ_groups cost(size) − [g could be the answer]) / n_b``.
A guess is played on every unsolved board at once, so its value is the sum of
these over the boards; the bot plays the guess with the smallest sum::

    expected total = Σ_b (1 + C_b(g))   (each board counted as if played alone)

Why this is sound: every board needs its own word guessed, and each guess can be
the word of at most one board, so a guess that is some board's only candidate
costs nothing extra and shows up as a drop of one in the sum (``C_b`` goes from 1
to 0); a guess that splits every board well lowers every ``C_b`` a little. The sum
trades these off in one unit, guesses. It ignores that boards wait for each
other (so it is a lower bound of the real total), which changes no ranking where
one board's guess is forced.

One rule comes before the sum: a board down to one word is played first. That
guess has to be played some time, costs exactly one turn whenever it is played,
and its colours inform the other boards now rather than later; any line that
plays another guess first can be reordered to play it first without a turn more,
so it never loses (measured: Octordle 10.7 guesses against 11.3 by the sum alone,
on 60 games). The hint panel says so for such a guess (``last_word``) instead of
showing a sum that would read out of order. The sums are compared at the
precision shown (two decimals); ties go to a guess that could be some board's
answer, then to the more familiar word, then to word order, so the bot is
deterministic. Only guesses that help are suggested: a board's possible word,
or one that splits some board's words.

The bot never types an offensive word (``words.offensive``) unless it is a
board's last word possible (then it is that board's word).

The pattern tables, the partition code and the cost model are the single-board
solver's (:mod:`~wordle_tui.solver.patterns`, :mod:`~wordle_tui.solver.partition`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from wordle_tui.core.filtering import Row
from wordle_tui.core.scoring import score
from wordle_tui.i18n import _, number
from wordle_tui.solver.cancel import Cancel, check_cancel
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.partition import block_stats
from wordle_tui.solver.strategies.base import rank_order

TOP = 8  # suggestions the hint panel shows
SHOWN_DECIMALS = 2  # the hint panel's precision of the expected total: equal as shown is a tie
SHOWN_CANDIDATES = 50  # candidates listed per board (the count is always given)
# Above this many cells (guesses × candidates, over all boards) a turn looks only at the
# most promising guesses: the boards' own candidates and the best by letter coverage.
FULL_POOL_CELLS = 30_000_000
SHORTLIST = 1_500


@dataclass(frozen=True)
class BoardFigures:
    """One board in the hint panel: solved or not, and the words it still allows."""

    index: int
    solved: bool
    words_left: int  # 0 once solved
    candidates: tuple[str, ...]  # the first SHOWN_CANDIDATES, in list order
    # offensive words left but not listed (counted in ``words_left``; docs/bot.md)
    hidden: int = 0


@dataclass(frozen=True)
class MultiSuggestion:
    """A guess for the whole board set and what it does to each board."""

    guess: str
    expected_total: float  # Σ over unsolved boards of the guesses to solve it, this one included
    expected_left: tuple[float | None, ...]  # per board: words left after it on average
    could_solve: tuple[int, ...]  # boards where it could be the answer
    # some board's only word left: played before any other guess, whatever the sums
    last_word: bool = False

    def explain(self) -> str:
        if self.last_word:
            return _("the last word of board {number}: played first").format(
                number=self.could_solve[0] + 1
            )
        return _("expected {total} guesses over the boards").format(
            total=number(self.expected_total, 1)
        )


@dataclass(frozen=True)
class MultiAnalysis:
    """The hint panel of a board set: each board's words left, and the best guesses."""

    boards: tuple[BoardFigures, ...]
    suggestions: tuple[MultiSuggestion, ...]

    @property
    def words_left(self) -> tuple[int, ...]:
        return tuple(b.words_left for b in self.boards)


class NoBoardFits(ValueError):
    """A board whose colours no answer fits (it cannot happen in a game the model scored)."""


class MultiBoardSolver:
    """Candidates per board and the guess that minimises the expected total over the boards."""

    def __init__(self, ctx: SolverContext) -> None:
        self.ctx = ctx
        self._opening: dict[int, MultiSuggestion] = {}

    # --- positions ---------------------------------------------------------------------

    def candidates(self, rows: Sequence[Row]) -> np.ndarray:
        """Answer ids (sorted) that fit one board's rows."""
        ctx = self.ctx
        ids = ctx.answer_ids
        for row in rows:
            ids = ids[ctx.table.row(ctx.id_of(row.guess), ids) == row.pattern]
        if len(ids) == 0:
            raise NoBoardFits("no answer fits these colours")
        return ids

    def board_sets(
        self, boards: Sequence[Sequence[Row]], solved: Sequence[bool]
    ) -> list[np.ndarray | None]:
        """Each board's candidates (None for a solved board)."""
        return [
            None if done else self.candidates(rows)
            for rows, done in zip(boards, solved, strict=True)
        ]

    # --- scoring -------------------------------------------------------------------------

    def _pool(self, sets: list[np.ndarray], played: set[str]) -> np.ndarray:
        """The guesses looked at: all the bot may type, or a shortlist when that would be
        slow. An offensive word only as some board's last word possible."""
        ctx = self.ctx
        last_words = [int(ids[0]) for ids in sets if len(ids) == 1]
        pool = ctx.playable_ids
        if last_words and pool is not ctx.all_ids:
            pool = np.union1d(pool, last_words)
        if played:
            pool = pool[~np.isin(pool, [ctx.id_of(w) for w in played])]
        cells = len(pool) * sum(len(s) for s in sets)
        if cells <= FULL_POOL_CELLS:
            return pool
        # letter coverage over all unsolved boards' candidates, each board weighted equally
        codes = ctx.table.codes
        size = ctx.table.alphabet_size
        weight = np.zeros(size)
        for ids in sets:
            words = codes[ids]
            present = np.zeros((len(ids), size), dtype=bool)
            present[np.arange(len(ids))[:, None], words] = True
            share = present.mean(axis=0)
            weight += share * (1 - share)  # letters in about half the words tell the most
        guesses = codes[pool]
        distinct = np.ones(guesses.shape, dtype=bool)
        for i in range(1, guesses.shape[1]):
            distinct[:, i] = (guesses[:, :i] != guesses[:, i : i + 1]).all(axis=1)
        coverage = (weight[guesses] * distinct).sum(axis=1)
        best = pool[np.argsort(-coverage, kind="stable")[:SHORTLIST]]
        own = np.union1d(ctx.playable(np.concatenate(sets)), last_words).astype(pool.dtype)
        return np.union1d(best, own[~np.isin(own, [ctx.id_of(w) for w in played])])

    def _board_costs(self, block: np.ndarray, hits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """``C_b(g)`` for every guess (rows of ``block``: its patterns on the board's words),
        and whether it splits the board's words."""
        stats = block_stats(block, self.ctx.words.length, frozenset({"estimate"}))
        return (stats["estimate"] - hits) / block.shape[1], stats["groups"] > 1

    def suggest(
        self,
        sets: Sequence[np.ndarray | None],
        played: Sequence[str] = (),
        top: int = TOP,
        cancel: Cancel | None = None,
    ) -> list[MultiSuggestion]:
        """The ``top`` best guesses for boards with candidates ``sets`` (None: solved)."""
        ctx = self.ctx
        live = [(i, s) for i, s in enumerate(sets) if s is not None]
        if not live:
            return []
        opening = not played and all(len(s) == len(ctx.answer_ids) for _index, s in live)
        if opening and top == 1 and len(live) in self._opening:
            return [self._opening[len(live)]]
        pool = self._pool([s for _index, s in live], set(played))
        # the patterns of every guess on every board's words, read (or computed) once
        union = np.unique(np.concatenate([ids for _index, ids in live]))
        block = ctx.table.patterns(pool, union)
        total = np.zeros(len(pool))
        splits = np.zeros(len(pool), dtype=bool)
        computed: dict[bytes, tuple[np.ndarray, np.ndarray]] = {}
        for _index, ids in live:
            check_cancel(cancel)
            key = ids.tobytes()
            if key not in computed:  # boards with the same candidates (the first turn)
                columns = np.searchsorted(union, ids)
                computed[key] = self._board_costs(block[:, columns], np.isin(pool, ids))
            total += computed[key][0]
            splits |= computed[key][1]
        could = np.zeros(len(pool), dtype=bool)
        known = np.zeros(len(pool), dtype=bool)
        for _index, ids in live:
            could |= np.isin(pool, ids)
            if len(ids) == 1:
                known |= pool == ids[0]
        helps = np.flatnonzero(could | splits)  # the rest tell nothing
        order = helps[
            rank_order(
                total[helps],
                lower_is_better=True,
                decimals=SHOWN_DECIMALS,
                is_candidate=could[helps],
                familiarity=ctx.familiarity[pool[helps]],
                guess_ids=pool[helps],
            )
        ]
        order = np.concatenate([order[known[order]], order[~known[order]]])[:top]
        out = [
            self._describe(int(pool[k]), float(total[k]), sets, live, bool(known[k])) for k in order
        ]
        if opening and top >= 1:
            self._opening[len(live)] = out[0]
        return out

    def _describe(
        self,
        guess_id: int,
        total: float,
        sets: Sequence[np.ndarray | None],
        live: list[tuple[int, np.ndarray]],
        last_word: bool = False,
    ) -> MultiSuggestion:
        ctx = self.ctx
        left: list[float | None] = []
        could: list[int] = []
        for index, ids in enumerate(sets):
            if ids is None:
                left.append(None)
                continue
            patterns = ctx.table.row(guess_id, ids)
            _patterns, counts = np.unique(patterns, return_counts=True)
            hit = bool(np.isin(guess_id, ids))
            left.append(float((counts * counts).sum() - hit) / len(ids))
            if hit and len(ids) == 1:  # the board whose only word it is first
                could.insert(0, index)
            elif hit:
                could.append(index)
        return MultiSuggestion(
            ctx.word(guess_id), total + len(live), tuple(left), tuple(could), last_word
        )

    def choose(
        self,
        sets: Sequence[np.ndarray | None],
        played: Sequence[str] = (),
        cancel: Cancel | None = None,
    ) -> MultiSuggestion:
        return self.suggest(sets, played, top=1, cancel=cancel)[0]

    # --- the hint panel --------------------------------------------------------------------

    def analyse(
        self,
        boards: Sequence[Sequence[Row]],
        solved: Sequence[bool],
        *,
        top: int = TOP,
        shown: int = SHOWN_CANDIDATES,
        cancel: Cancel | None = None,
    ) -> MultiAnalysis:
        """Words left per board and the best guesses, from each board's rows."""
        sets = self.board_sets(boards, solved)
        played = sorted({row.guess for rows in boards for row in rows})
        figures = tuple(self._board(i, ids, shown) for i, ids in enumerate(sets))
        suggestions = self.suggest(sets, played, top=top, cancel=cancel) if top else []
        return MultiAnalysis(figures, tuple(suggestions))

    def _board(self, index: int, ids: np.ndarray | None, shown: int) -> BoardFigures:
        """One board's figures: its words left, the offensive ones counted but not listed
        unless the last (docs/bot.md)."""
        if ids is None:
            return BoardFigures(index, True, 0, ())
        listed = ids if len(ids) == 1 else self.ctx.playable(ids)
        return BoardFigures(
            index,
            False,
            len(ids),
            tuple(self.ctx.word(x) for x in listed[:shown]),
            len(ids) - len(listed),
        )


@dataclass
class MultiStep:
    """One guess the bot played on the board set."""

    guess: str
    patterns: tuple[int | None, ...]  # None on boards solved before it
    before: tuple[int, ...]  # words possible on each board before it (0: solved)
    after: tuple[int, ...]  # and after it
    suggestion: MultiSuggestion

    @property
    def solved(self) -> tuple[int, ...]:
        return tuple(
            i for i, (b, a) in enumerate(zip(self.before, self.after, strict=True)) if b and not a
        )


@dataclass
class MultiBot:
    """The solver playing a board set: ask for a move, tell it the colours, repeat."""

    solver: MultiBoardSolver
    boards: int
    attempts: int
    steps: list[MultiStep] = field(default_factory=list)
    sets: list[np.ndarray | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.sets:
            self.sets = [self.solver.ctx.answer_ids for _ in range(self.boards)]

    @property
    def solved(self) -> bool:
        return all(s is None for s in self.sets)

    @property
    def over(self) -> bool:
        return self.solved or len(self.steps) >= self.attempts

    def next_move(self, cancel: Cancel | None = None) -> MultiSuggestion:
        played = [step.guess for step in self.steps]
        return self.solver.choose(self.sets, played, cancel)

    def observe(self, suggestion: MultiSuggestion, patterns: Sequence[int | None]) -> MultiStep:
        """Record the colours the guess got on each board (None on solved boards)."""
        ctx = self.solver.ctx
        guess_id = ctx.id_of(suggestion.guess)
        before = tuple(0 if s is None else len(s) for s in self.sets)
        for index, pattern in enumerate(patterns):
            ids = self.sets[index]
            if ids is None or pattern is None:
                continue
            if pattern == ctx.solved:
                self.sets[index] = None
                continue
            kept = ids[ctx.table.row(guess_id, ids) == pattern]
            if len(kept) == 0:
                raise NoBoardFits(f"no answer fits board {index + 1}")
            self.sets[index] = kept
        after = tuple(0 if s is None else len(s) for s in self.sets)
        step = MultiStep(suggestion.guess, tuple(patterns), before, after, suggestion)
        self.steps.append(step)
        return step

    def play(self, secrets: Sequence[str], cancel: Cancel | None = None) -> list[MultiStep]:
        """Play against ``secrets`` until every board is solved or the tries run out."""
        for secret in secrets:
            self.solver.ctx.id_of(secret)
        while not self.over:
            move = self.next_move(cancel)
            patterns = [
                None if ids is None else score(move.guess, secret)
                for ids, secret in zip(self.sets, secrets, strict=True)
            ]
            self.observe(move, patterns)
        return self.steps
