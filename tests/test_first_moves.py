"""words/first-moves.json: complete, in step with the lists and the shipped trees, reproducible."""

from __future__ import annotations

import json
import stat
from dataclasses import asdict

import pytest

from wordle_tui.core.resources import words_dir
from wordle_tui.core.words import load_word_list
from wordle_tui.solver import first_moves
from wordle_tui.solver.context import SolverContext
from wordle_tui.solver.position import start_position
from wordle_tui.solver.strategies import STRATEGIES, make_strategy
from wordle_tui.solver.suggestion import Suggestion
from words.trees import first_moves as first_moves_build

LISTS = first_moves_build.list_names()


def shipped_moves() -> dict:
    data = json.loads((words_dir() / first_moves.SHIPPED_FILE).read_text(encoding="utf-8"))
    assert data["format"] == first_moves.FORMAT
    return data["moves"]


def contexts(name: str):
    """Every context the shipped file has an entry for, with its strategy name."""
    language, length = name.split("-")
    words = load_word_list(language, int(length))
    for hard in (False, True):
        ctx = SolverContext(words, hard=hard)
        for strategy in STRATEGIES:
            yield ctx, strategy
        yield SolverContext(words, hard=hard, table=ctx.table, any_word=True), "optimal"


@pytest.mark.slow
def test_every_list_mode_and_strategy_has_its_first_moves():
    moves = shipped_moves()
    expected = set()
    for name in LISTS:
        for ctx, strategy in contexts(name):
            key = first_moves.entry_key(ctx, strategy)
            expected.add(key)
            assert key in moves, f"{name}: no entry {key}"
            found = [Suggestion(**item) for item in moves[key]]
            assert len(found) == first_moves.KEPT
            assert all(s.guess in ctx.words.guess_set for s in found)
            assert len({s.guess for s in found}) == len(found)
    # nothing else: every entry is for a list as it is now
    assert set(moves) == expected
    assert first_moves_build.stale_keys(moves, first_moves_build.current_digests()) == []


@pytest.mark.parametrize("name", LISTS)
def test_the_optimal_moves_open_with_the_shipped_tree(name):
    moves = shipped_moves()
    for ctx, strategy in contexts(name):
        if strategy != "optimal":
            continue
        opener = first_moves.tree_opener(ctx)
        assert opener is not None, f"{name}: no shipped tree for {ctx.kind}, hard={ctx.hard}"
        assert moves[first_moves.entry_key(ctx, strategy)][0]["guess"] == opener
        # and the game uses them
        looked_up = first_moves.lookup(ctx, strategy)
        assert looked_up is not None and looked_up[0].guess == opener


def test_the_shipped_moves_are_what_the_strategies_compute():
    """The four-letter Spanish list (the smallest) worked out afresh, hard mode included:
    what the builder shares between the modes is the same as what each mode computes."""
    moves = shipped_moves()
    for ctx, strategy in contexts("es-4"):
        computed = make_strategy(strategy, ctx).compute_suggestions(
            start_position(ctx), first_moves.KEPT
        )
        stored = moves[first_moves.entry_key(ctx, strategy)]
        assert [s["guess"] for s in stored] == [s.guess for s in computed], (ctx.hard, strategy)
        assert stored == pytest.approx([asdict(s) for s in computed])


def test_stale_entries_are_found_and_refused(monkeypatch):
    words = load_word_list("en", 5)
    ctx = SolverContext(words)
    key = first_moves.entry_key(ctx, "optimal")
    opener = first_moves.tree_opener(ctx)
    assert opener is not None
    good = asdict(Suggestion(opener, 3.4, True, 100, 50, 20.0, 5.0))
    other = {**good, "guess": "zonal" if opener != "zonal" else "crane"}
    digests = first_moves_build.current_digests()
    old = "0" * 32
    stale = {
        f"{old}:optimal:normal:6": [good],  # lists that changed
        f"{words.digest[:32]}:greedy:normal:6": [good],  # no such strategy
        f"{words.digest[:32]}:optimal:easy:6": [good],  # no such mode
        f"{words.digest[:32]}:optimal:normal:6:other": [good],
    }
    assert sorted(first_moves_build.stale_keys({key: [good], **stale}, digests)) == sorted(stale)
    # moves that do not open with the shipped tree's first guess are not used
    monkeypatch.setattr(first_moves, "_shipped", lambda: {key: [other]})
    monkeypatch.setattr(first_moves, "_read_cache", lambda: {})
    assert first_moves.lookup(ctx, "optimal") is None
    monkeypatch.setattr(first_moves, "_shipped", lambda: {key: [good]})
    found = first_moves.lookup(ctx, "optimal")
    assert found is not None and found[0].guess == opener
    # the other strategies have no tree to agree with
    entropy = first_moves.entry_key(ctx, "entropy")
    monkeypatch.setattr(first_moves, "_shipped", lambda: {entropy: [other]})
    assert first_moves.lookup(ctx, "entropy") is not None


def test_the_file_is_written_readable_by_everyone(tmp_path):
    path = tmp_path / "first-moves.json"
    first_moves_build.write_shipped(path, {"b": [], "a": []})
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {"format": first_moves.FORMAT, "moves": {"a": [], "b": []}}
    assert list(data["moves"]) == ["a", "b"]
    assert stat.S_IMODE((words_dir() / first_moves.SHIPPED_FILE).stat().st_mode) == 0o644


def test_the_builder_refuses_unknown_lists_and_strategies():
    with pytest.raises(SystemExit):
        first_moves_build.main(["--lists", "en-9"])
    with pytest.raises(SystemExit):
        first_moves_build.main(["--strategies", "greedy"])


def test_the_builder_keeps_other_lists_and_drops_stale_entries(tmp_path, monkeypatch):
    """Written after each list, reading the file again first: entries another run wrote
    meanwhile are kept, entries for lists that changed are dropped."""
    en4 = load_word_list("en", 4).digest[:32]
    es4 = load_word_list("es", 4).digest[:32]
    kept = {f"{en4}:entropy:normal:6": [{"guess": "tale"}]}
    stale = {f"{'0' * 32}:entropy:normal:6": [{"guess": "xxxx"}]}
    (tmp_path / first_moves.SHIPPED_FILE).write_text(
        json.dumps({"format": first_moves.FORMAT, "moves": {**kept, **stale}})
    )
    built = {f"{es4}:entropy:normal:6": [{"guess": "rola"}]}
    calls = []

    def fake_build(language, length, strategies, top):
        calls.append((language, length, strategies, top))
        return built

    monkeypatch.setattr(first_moves_build, "words_dir", lambda: tmp_path)
    monkeypatch.setattr(first_moves_build, "build_list", fake_build)
    first_moves_build.main(["--lists", "es-4", "--strategies", "entropy"])
    assert calls == [("es", 4, ["entropy"], first_moves.KEPT)]
    path = tmp_path / first_moves.SHIPPED_FILE
    assert json.loads(path.read_text())["moves"] == {**kept, **built}
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
