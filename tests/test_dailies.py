"""The daily sequences (``wordle_tui/core/dailies.py``): published dailies never change,
no word comes back within a year, each cycle is a permutation of the answers.

Why the continuation never runs out (the claim :class:`DailySequence` relies on).
Let A be the current answers, n = |A|, and gap G < n. At position t of a cycle that
began at S, a word of A is unavailable when it was played in this cycle, or when it
was played within the last G positions. The words played in this cycle are distinct
(a repeat would have begun a new cycle), so at most t - S of them are in A, and fewer
than n, since the cycle would be over otherwise. A word of A not played in this cycle
was last played before S; to be within the last G positions it was played in
[t - G, S - 1], which holds at most G - (t - S) positions when t - S < G and none
otherwise (one word a position). So at most max(t - S, G) < n words of A are
unavailable when t - S < G, and at most n - 1 otherwise: some word is always
available. Nothing in this uses the ledger's contents or the lists it came from. With
G = 365 this needs n >= 366 (every shipped list); :func:`repeat_gap` keeps G < n for
any list. ``test_the_continuation_matches_the_reference`` checks it on random
histories, and the ten-year tests on every shipped list.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.app_support import TODAY, make_app, settle
from tests.helpers import make_words, sweep
from wordle_tui.core.choose import daily_day, daily_number, daily_word
from wordle_tui.core.dailies import (
    DAILY_GAMES,
    LAST_PUZZLE,
    DailySequence,
    LedgerError,
    game_sequence,
    ledger_path,
    puzzle_words,
    read_ledger,
    repeat_gap,
)
from wordle_tui.core.game import Game
from wordle_tui.core.languages import LANGUAGES, WORD_LENGTHS, get_language
from wordle_tui.core.limits import Mode
from wordle_tui.core.multiboard import VARIANTS, MultiGame, daily_words
from wordle_tui.core.resources import words_dir
from wordle_tui.core.words import WordList, load_word_list
from wordle_tui.dialogs.result import ResultScreen
from wordle_tui.screens.archive import ArchiveScreen
from wordle_tui.storage.paths import HOME_VARIABLE
from wordle_tui.storage.store import Storage
from words import dailies as freeze

SHIPPED = [(lang, n) for lang in LANGUAGES for n in WORD_LENGTHS]
# The languages of the first release, whose dailies #1 to #28 players have seen.
FIRST_RELEASE = [(lang, n) for lang in ("en", "es") for n in WORD_LENGTHS]
GAMES = tuple(DAILY_GAMES)
FROZEN_THROUGH = date(2026, 11, 28)  # the ledgers made from the first release's code
TEN_YEARS = 3650


# --- the code of the first release (d4f76c3), kept as the reference for #1 to #28 -----


def old_daily_word(words: WordList, number: int) -> str:
    """Cycles of a SHA-256 shuffle of the answers keyed by the lists' digest."""
    cycle, position = divmod(number - 1, len(words.answers))
    prefix = f"wordle-tui daily|{words.digest}|{cycle}|"
    order = sorted(words.answers, key=lambda w: hashlib.sha256(f"{prefix}{w}".encode()).digest())
    return order[position]


def old_practice_word(words: WordList, seed: int) -> str:
    digest = hashlib.sha256(f"wordle-tui|practice|{seed}|{words.digest}".encode()).digest()
    return words.answers[int.from_bytes(digest, "big") % len(words.answers)]


def old_daily_boards(words: WordList, game: str, number: int) -> tuple[str, ...]:
    """Distinct practice words of consecutive seeds from the variant's daily range."""
    boards, index = DAILY_GAMES[game], ("dordle", "quordle", "octordle").index(game)
    first = (1 << 48) + (number * 3 + index) * (1 << 10)
    chosen: list[str] = []
    for seed in range(first, first + (1 << 10)):
        word = old_practice_word(words, seed)
        if word not in chosen:
            chosen.append(word)
            if len(chosen) == boards:
                break
    return tuple(chosen)


def old_puzzle(words: WordList, game: str, number: int) -> tuple[str, ...]:
    return (old_daily_word(words, number),) if not game else old_daily_boards(words, game, number)


# The lists the ledgers were made from (their digests' start), and a hash of each list's
# four ledgers' first 28 lines: those puzzles are published and must never change.
BOOTSTRAP = {
    "en-4": ("cca0525ab3ef2dec", "7ec670b645d66dd9"),
    "en-5": ("3deb7ca798d3809e", "b60f9c371e26cde4"),
    "en-6": ("4774dbb4eea2f667", "170810dd66237427"),
    "en-7": ("588b395dffff4e5a", "3fa437414cf56fb9"),
    "en-8": ("91d91e31ea2defdb", "03998e1ac5050d92"),
    "es-4": ("b09de1389d6f3cbe", "f32b3df543c13a55"),
    "es-5": ("22cd23ec22f771f9", "e952a355c6c755ab"),
    "es-6": ("f294031c7c7f82ae", "2ab64eec65fa9221"),
    "es-7": ("304240492ad1e8df", "4d5df9f850c1ffd1"),
    "es-8": ("e97462656f1f68b3", "0c3585afce1a7943"),
}


# --- helpers ---------------------------------------------------------------------------


def words_with_ledgers(answers, guesses, language: str, folder: Path | None) -> WordList:
    lang = get_language(language)
    return WordList(
        lang,
        len(answers[0]),
        tuple(sorted(set(answers))),
        tuple(sorted(set(answers) | set(guesses))),
        name=f"test-{language}",
        dailies_dir=folder,
    )


def copy_list(tmp_path: Path, language: str, length: int) -> Path:
    """The shipped list and its ledgers, copied into ``tmp_path/<lang>/`` (no git there)."""
    folder = tmp_path / language
    folder.mkdir(parents=True, exist_ok=True)
    for path in (words_dir() / language).glob(f"{length}-*.txt"):
        if path.name.split("-", 1)[1].startswith(("answers", "guesses", "dailies")):
            shutil.copy(path, folder / path.name)
    return folder


def load_from(folder: Path, language: str, length: int) -> WordList:
    """A fresh list object read from ``folder`` (its sequences are computed anew)."""
    answers = (folder / f"{length}-answers.txt").read_text(encoding="utf-8").split()
    guesses = (folder / f"{length}-guesses.txt").read_text(encoding="utf-8").split()
    return words_with_ledgers(answers, guesses, language, folder)


def every_puzzle(words: WordList, last: int) -> dict[str, list[tuple[str, ...]]]:
    return {game: [puzzle_words(words, n, game) for n in range(1, last + 1)] for game in GAMES}


def flat(puzzles: list[tuple[str, ...]]) -> list[str]:
    return [word for puzzle in puzzles for word in puzzle]


def closest_repeat(sequence: list[str], start: int = 0) -> int | None:
    """The fewest positions between two turns of a word, counting pairs ending at ``start`` on."""
    last: dict[str, int] = {}
    closest = None
    for position, word in enumerate(sequence):
        if word in last and position >= start:
            distance = position - last[word]
            closest = distance if closest is None else min(closest, distance)
        last[word] = position
    return closest


def cycles_of(sequence: list[str]) -> list[list[str]]:
    """The sequence cut where a word comes back (the last cycle may be unfinished)."""
    cycles: list[list[str]] = [[]]
    for word in sequence:
        if word in cycles[-1]:
            cycles.append([])
        cycles[-1].append(word)
    return cycles


# --- the shipped ledgers ----------------------------------------------------------------


@pytest.mark.parametrize(("lang", "length"), SHIPPED)
def test_every_shipped_list_has_its_ledgers_frozen_through_the_first_release(lang, length):
    words = load_word_list(lang, length)
    for game, boards in DAILY_GAMES.items():
        path = ledger_path(words_dir() / lang, length, game)
        assert path.is_file(), path
        ledger = read_ledger(path, words, boards)
        assert len(ledger) >= daily_number(FROZEN_THROUGH) * boards
        data = path.read_bytes()
        assert data.endswith(b"\n") and b"\r" not in data
        # every published daily can still be won: its word is a guess of the list
        assert set(ledger) <= words.guess_set


@pytest.mark.parametrize(("lang", "length"), FIRST_RELEASE)
def test_the_first_dailies_are_the_words_players_have_seen(lang, length):
    """#1 to #28 (1-28 November 2026) of every game are the first release's, and pinned."""
    words = load_word_list(lang, length)
    last = daily_number(FROZEN_THROUGH)
    digest, pinned = BOOTSTRAP[f"{lang}-{length}"]
    ledgers = hashlib.sha256()
    for game in GAMES:
        lines = ledger_path(words_dir() / lang, length, game).read_text(encoding="utf-8")
        ledgers.update("".join(lines.splitlines(keepends=True)[:last]).encode())
    assert ledgers.hexdigest()[:16] == pinned, "a published daily changed"
    for game in GAMES:
        played = [puzzle_words(words, n, game) for n in range(1, last + 1)]
        if words.digest.startswith(digest):  # the lists the first release shipped
            assert played == [old_puzzle(words, game, n) for n in range(1, last + 1)]
    assert [daily_word(words, daily_day(n)) for n in range(1, last + 1)] == [
        puzzle[0] for puzzle in [puzzle_words(words, n) for n in range(1, last + 1)]
    ]


def test_the_daily_games_are_the_multiboard_variants():
    assert {key: v.boards for key, v in VARIANTS.items()} == {
        game: boards for game, boards in DAILY_GAMES.items() if game
    }


# --- ten years of every shipped list ---------------------------------------------------


@pytest.mark.parametrize(("lang", "length"), sweep(SHIPPED, {("en", 5), ("es", 5)}))
def test_ten_years_of_dailies_never_repeat_within_a_year_and_cycle_through_the_answers(
    lang, length
):
    words = load_word_list(lang, length)
    wordle = [daily_word(words, daily_day(n)) for n in range(1, TEN_YEARS + 1)]
    closest = closest_repeat(wordle)
    assert closest is not None and closest >= 366
    cycles = cycles_of(wordle)
    assert len(cycles) >= 2
    frozen = daily_number(FROZEN_THROUGH)
    for index, cycle in enumerate(cycles[:-1]):
        if sum(map(len, cycles[:index])) < frozen:
            # A cycle begun in the ledger keeps its published words, an answer since
            # dropped included ("niña": a feminine of a person, out of the answers), and
            # still gives every answer its turn.
            assert set(cycle) >= set(words.answers) and len(cycle) == len(set(cycle))
        else:  # each later finished cycle is a permutation of the answers
            assert sorted(cycle) == list(words.answers)
    for game, boards in DAILY_GAMES.items():
        if not game:
            continue
        puzzles = [daily_words(words, VARIANTS[game], n) for n in range(1, TEN_YEARS + 1)]
        assert all(len(set(puzzle)) == boards for puzzle in puzzles)
        sequence = game_sequence(words, game)
        gap = repeat_gap(len(words.answers), boards)
        closest = closest_repeat(flat(puzzles), start=sequence.frozen)
        assert closest is not None and closest > gap
        if gap == 366 * boards - 1:  # the list allows a year: no word back within 365 days
            last: dict[str, int] = {}
            for number, puzzle in enumerate(puzzles, start=1):
                for word in puzzle:
                    if number > daily_number(FROZEN_THROUGH) and word in last:
                        assert number - last[word] >= 366
                    last[word] = number
        assert sequence.fallbacks == 0


def test_a_day_games_avoid_each_others_words_nearly_always():
    """The first release's dailies shared a word between the day's games on 3.5 % of days."""
    words = load_word_list("en", 5)
    shared = 0
    for number in range(daily_number(FROZEN_THROUGH) + 1, TEN_YEARS + 1):
        day = [word for game in GAMES for word in puzzle_words(words, number, game)]
        shared += len(day) != len(set(day))
    assert shared <= 3  # only where a cycle's last words are all the day's other games'


# --- a list change ----------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "length"), [("en", 5), ("es", 8)])
def test_a_changed_list_keeps_every_published_daily(tmp_path, lang, length):
    """Freeze, then add and remove answers: every past puzzle of every game keeps its words,
    and the new sequence still never repeats within a year, across the ledger's end too."""
    folder = copy_list(tmp_path, lang, length)
    through = date(2027, 3, 1)
    last = daily_number(through)
    before = load_from(folder, lang, length)
    published = every_puzzle(before, last)
    report = freeze.freeze_dailies(lang, length, through, words_dir=tmp_path)
    assert [(f.game, f.after) for f in report] == [(game, last) for game in GAMES]

    answers = list(before.answers)
    used = set(flat(published[""]))
    removed = [w for w in answers if w in used][:30] + [w for w in answers if w not in used][:30]
    added = [f"{word[:-1]}{'q' if word[-1] != 'q' else 'x'}" for word in answers[:200:4]]
    added = [w for w in added if w not in before.guess_set][:40]
    assert len(removed) == 60 and len(added) >= 30
    new_answers = sorted(set(answers) - set(removed) | set(added))
    guesses = sorted(set(before.guesses) | set(added))  # removed answers stay guesses
    (folder / f"{length}-answers.txt").write_text("\n".join(new_answers) + "\n", "utf-8")
    (folder / f"{length}-guesses.txt").write_text("\n".join(guesses) + "\n", "utf-8")
    after = load_from(folder, lang, length)
    assert after.digest != before.digest

    assert every_puzzle(after, last) == published
    # the first release's code gave past days other words after such a change
    assert any(old_daily_word(after, n) != old_daily_word(before, n) for n in range(1, last))

    wordle = [daily_word(after, daily_day(n)) for n in range(1, TEN_YEARS + 1)]
    closest = closest_repeat(wordle)
    assert closest is not None and closest >= 366
    later = wordle[last:]
    assert not set(later) & set(removed)  # removed answers never come back
    assert set(added) <= set(later[: len(after.answers)])  # new ones have their turn
    cycles = cycles_of(wordle)
    across = next(i for i, c in enumerate(cycles) if sum(map(len, cycles[: i + 1])) > last)
    assert set(cycles[across]) >= set(new_answers)  # the cycle the change fell in
    assert len(cycles[across]) == len(set(cycles[across]))
    for cycle in cycles[across + 1 : -1]:
        assert sorted(cycle) == new_answers
    for game, boards in DAILY_GAMES.items():
        sequence = flat(every_puzzle(after, TEN_YEARS)[game]) if game else wordle
        closest = closest_repeat(sequence, start=last * boards)
        assert closest is not None and closest > repeat_gap(len(new_answers), boards)
        assert game_sequence(after, game).fallbacks == 0


def test_freezing_extends_a_ledger_and_never_rewrites_or_shortens_it(tmp_path):
    folder = copy_list(tmp_path, "en", 5)
    wordle = ledger_path(folder, 5, "")
    original = wordle.read_text(encoding="utf-8")
    through = daily_day(40)
    frozen = freeze.freeze_dailies("en", 5, through, words_dir=tmp_path)
    assert frozen[0].describe() == "en-5 wordle: #1-#40 (through 2026-12-10), +12"
    grown = wordle.read_text(encoding="utf-8")
    assert grown.startswith(original) and len(grown.splitlines()) == 40
    octordle = ledger_path(folder, 5, "octordle").read_text(encoding="utf-8").splitlines()
    assert len(octordle) == 40 and all(len(line.split()) == 8 for line in octordle)
    again = freeze.freeze_dailies("en", 5, daily_day(30), words_dir=tmp_path)
    assert wordle.read_text(encoding="utf-8") == grown
    assert again[0].describe() == "en-5 wordle: #1-#40 (through 2026-12-10), unchanged"
    assert not list(folder.glob(".*"))  # no temporary file left behind


def test_freezing_changes_no_day_while_the_lists_stay(tmp_path):
    """The continuation from a longer ledger is the continuation it was made from: every
    day before and after the freeze keeps its words (cycles, releases and order alike)."""
    folder = copy_list(tmp_path, "es", 4)
    days = 900
    before = every_puzzle(load_from(folder, "es", 4), days)
    freeze.freeze_dailies("es", 4, daily_day(400), words_dir=tmp_path)
    assert every_puzzle(load_from(folder, "es", 4), days) == before


def test_freezing_reads_the_committed_lists_not_the_working_tree(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    folder = copy_list(tmp_path, "es", 5)
    for command in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "lists"]):
        subprocess.run(
            ["git", "-c", "user.name=t", "-c", "user.email=t@t", *command],
            cwd=tmp_path,
            check=True,
        )
    committed = load_from(folder, "es", 5)
    expected = [puzzle_words(committed, n) for n in range(1, 61)]
    answers = folder / "5-answers.txt"
    answers.write_text("\n".join(committed.answers[::2]) + "\n", encoding="utf-8")  # rewritten
    freeze.freeze_dailies("es", 5, daily_day(60), words_dir=tmp_path)
    assert read_ledger(ledger_path(folder, 5), committed) == tuple(w for (w,) in expected)
    with pytest.raises(freeze.FreezeError, match="not a revision"):
        freeze.freeze_dailies("es", 5, daily_day(61), words_dir=tmp_path, revision="v9")
    # a list no commit has: no release showed its dailies, nothing to freeze
    assert freeze.freeze_dailies("es", 6, daily_day(61), words_dir=tmp_path) == []


def test_the_check_finds_a_published_daily_that_is_no_longer_a_guess(tmp_path, capsys):
    folder = copy_list(tmp_path, "en", 6)
    assert freeze.ledger_words_not_guesses("en", 6, tmp_path) == []
    first = read_ledger(ledger_path(folder, 6), load_from(folder, "en", 6))[0]
    guesses = folder / "6-guesses.txt"
    kept = [w for w in guesses.read_text(encoding="utf-8").split() if w != first]
    guesses.write_text("\n".join(kept) + "\n", encoding="utf-8")
    assert freeze.ledger_words_not_guesses("en", 6, tmp_path) == [
        f"6-dailies.txt:1: {first} is not a guess"
    ]
    args = ["--check", "--lang", "en", "--length", "6", "--words", str(tmp_path)]
    assert freeze.main(args) == 1
    assert "1 published dailies are not guesses" in capsys.readouterr().out


def test_the_command_freezes_through_the_day_it_is_given(tmp_path, capsys):
    copy_list(tmp_path, "es", 4)
    args = ["--through", "2026-12-01", "--lang", "es", "--length", "4", "--words", str(tmp_path)]
    assert freeze.main(args) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "es-4 wordle: #1-#31 (through 2026-12-01), +3" and len(out) == 4


# --- the continuation against a slow, obviously correct reference ------------------------


def reference_sequence(
    ledger: list[str],
    answers: list[str],
    key: str,
    gap: int,
    count: int,
    boards: int = 1,
    earlier: tuple[list[str], int] | None = None,
) -> list[str]:
    """Recompute everything for every position, as the module docstring says it."""
    sequence = list(ledger)
    while len(sequence) < count:
        t = len(sequence)
        cycle, played = 0, set()
        for word in sequence:
            if word in played:
                cycle, played = cycle + 1, set()
            played.add(word)
        remaining = [w for w in answers if w not in played]
        if not remaining:
            cycle, remaining = cycle + 1, list(answers)
        released = [w for w in remaining if w not in sequence[max(0, t - gap) : t]]
        assert released, "the continuation ran out"
        avoid = set()
        if earlier is not None:
            other, other_boards = earlier
            day = t // boards
            avoid = set(other[day * other_boards : (day + 1) * other_boards])
        preferred = [w for w in released if w not in avoid] or released

        def rank(word: str, cycle: int = cycle) -> bytes:
            return hashlib.sha256(f"wordle-tui daily|{key}|{cycle}|{word}".encode()).digest()

        sequence.append(min(preferred, key=rank))
    return sequence[:count]


UNIVERSE = [f"{a}{b}" for a in "abcdef" for b in "xyz"]


@settings(max_examples=150, deadline=None)
@given(
    answers=st.lists(st.sampled_from(UNIVERSE), min_size=1, max_size=12, unique=True),
    ledger=st.lists(st.sampled_from(UNIVERSE), max_size=30),
    gap_share=st.floats(0, 1),
    extra=st.integers(1, 60),
)
def test_the_continuation_matches_the_reference(answers, ledger, gap_share, extra):
    """Any history (words of an old list, repeats anywhere), any gap below the list's size."""
    gap = min(len(answers) - 1, int(gap_share * len(answers)))
    count = len(ledger) + extra
    sequence = DailySequence(ledger, sorted(answers), key="t", gap=gap)
    got = list(sequence.words(0, count))
    assert got == reference_sequence(ledger, sorted(answers), "t", gap, count)
    assert sequence.fallbacks == 0
    assert got[: len(ledger)] == ledger


@settings(max_examples=100, deadline=None)
@given(
    answers=st.lists(st.sampled_from(UNIVERSE), min_size=1, max_size=12, unique=True),
    ledger=st.lists(st.sampled_from(UNIVERSE), max_size=20),
    gap_share=st.floats(0, 1),
    frozen=st.integers(0, 40),
)
def test_a_ledger_extended_by_the_continuation_continues_the_same(
    answers, ledger, gap_share, frozen
):
    answers = sorted(answers)
    gap = min(len(answers) - 1, int(gap_share * len(answers)))
    count = len(ledger) + frozen + 40
    whole = DailySequence(ledger, answers, key="t", gap=gap).words(0, count)
    longer = list(whole[: len(ledger) + frozen])
    assert DailySequence(longer, answers, key="t", gap=gap).words(0, count) == whole


@settings(max_examples=80, deadline=None)
@given(
    answers=st.lists(st.sampled_from(UNIVERSE), min_size=2, max_size=12, unique=True),
    first=st.lists(st.sampled_from(UNIVERSE), max_size=8),
    second=st.lists(st.sampled_from(UNIVERSE), max_size=4).map(lambda w: w[: len(w) // 2 * 2]),
    days=st.integers(1, 30),
)
def test_a_later_game_avoids_the_earlier_games_words_as_the_reference_does(
    answers, first, second, days
):
    answers = sorted(answers)
    gap_one, gap_two = repeat_gap(len(answers), 1), repeat_gap(len(answers), 2)
    one = DailySequence(first, answers, key="one", gap=gap_one)
    two = DailySequence(second, answers, key="two", gap=gap_two, boards=2, earlier=[(one, 1)])
    got = list(two.words(0, 2 * days))
    reference_one = reference_sequence(first, answers, "one", gap_one, days)
    expected = reference_sequence(second, answers, "two", gap_two, 2 * days, 2, (reference_one, 1))
    assert got == expected
    assert list(one.words(0, days)) == reference_one


def test_a_list_of_exactly_366_answers_never_runs_out_even_when_it_must_repeat_its_order():
    """No slack at all: the next cycle can only be the same order, and it is found."""
    answers = [f"{a}{b}{c}" for a in "abcdefgh" for b in "klmnopqrs" for c in "tuvwxyz"][:366]
    ledger = sorted(answers, key=lambda w: hashlib.sha256(w.encode()).digest())
    sequence = DailySequence(ledger, answers, key="t", gap=repeat_gap(366))
    assert list(sequence.words(366, 3 * 366)) == ledger * 2
    assert sequence.fallbacks == 0


# --- small lists, far days, bad ledgers ----------------------------------------------------


def test_the_repeat_gap_is_a_year_when_the_list_allows_and_three_quarters_otherwise():
    assert repeat_gap(2315) == 365 and repeat_gap(366) == 365
    assert repeat_gap(365) == 273 and repeat_gap(1) == 0 and repeat_gap(2) == 0
    assert repeat_gap(1864, 4) == 1463 and repeat_gap(1463, 4) == 1096
    assert repeat_gap(1864, 8) == 1397 and repeat_gap(527, 2) == 394
    assert repeat_gap(8, 8) == 7 and repeat_gap(3, 2) == 1
    with pytest.raises(ValueError, match="at least 8"):
        repeat_gap(7, 8)


@pytest.mark.parametrize("size", [1, 2, 3, 7, 40])
def test_a_small_list_has_dailies_every_day_without_a_crash(size):
    words = make_words([f"{a}{b}ord" for a in "bcdfghklmnprstw" for b in "aeiou"][:size])
    wordle = [daily_word(words, daily_day(n)) for n in range(1, 400)]
    gap = repeat_gap(size)
    closest = closest_repeat(wordle)
    assert size == 1 or (closest is not None and closest > gap)
    for cycle in cycles_of(wordle)[:-1]:
        assert sorted(cycle) == list(words.answers)
    if size >= 2:
        assert all(len(set(daily_words(words, VARIANTS["dordle"], n))) == 2 for n in range(1, 60))
    if size < 8:
        with pytest.raises(ValueError, match="Octordle needs 8"):
            MultiGame.daily(words, VARIANTS["octordle"], daily_day(3))


def test_days_before_the_first_daily_mirror_the_days_after_it():
    words = load_word_list("en", 5)
    assert daily_word(words, daily_day(0)) == daily_word(words, daily_day(1))
    assert daily_word(words, daily_day(-9)) == daily_word(words, daily_day(10))
    assert puzzle_words(words, -4, "quordle") == puzzle_words(words, 5, "quordle")
    assert Game.daily(words, date(1970, 1, 1)).puzzle == daily_number(date(1970, 1, 1))


def test_a_clock_a_century_off_gets_a_message_not_a_long_wait():
    words = load_word_list("en", 5)
    assert puzzle_words(words, LAST_PUZZLE - 10_000)  # far, yet made
    with pytest.raises(ValueError, match=r"no daily puzzle #36526: .*clock"):
        Game.daily(words, daily_day(LAST_PUZZLE + 1))
    with pytest.raises(ValueError, match="clock"):
        MultiGame.daily(words, VARIANTS["quordle"], daily_day(1 - LAST_PUZZLE))


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"crane\nsh\n", r"5-dailies.txt:2: 'sh' should be 1 word of 5 letters \(reinstall"),
        (b"crane\n\ncrane\n", r"5-dailies.txt:2: '' should be 1 word"),
        (b"crane share\n", r":1: 'crane share' should be 1 word"),
        (b"cr4ne\n", r":1: 'cr4ne' should be"),
        (b"\xff\xfe\n", "not a UTF-8 text file"),
    ],
)
def test_a_damaged_ledger_is_refused_with_its_line(tmp_path, content, message):
    ledger_path(tmp_path, 5).write_bytes(content)
    words = words_with_ledgers(["crane", "share", "frame"], [], "en", tmp_path)
    with pytest.raises(LedgerError, match=message):
        Game.daily(words, daily_day(1))


def test_a_missing_ledger_is_a_list_no_release_has_shown(tmp_path):
    words = words_with_ledgers(["crane", "share", "frame"], [], "en", tmp_path)
    plain = make_words(["crane", "share", "frame"])
    assert [daily_word(words, daily_day(n)) for n in range(1, 9)] == [
        daily_word(plain, daily_day(n)) for n in range(1, 9)
    ]


def test_the_first_cycle_of_a_list_without_ledger_is_the_documented_hash_order():
    words = make_words([f"{a}{b}ord" for a in "bcdfghklmnprstw" for b in "aeiou"])

    def rank(word: str) -> bytes:
        return hashlib.sha256(f"wordle-tui daily|en-5|wordle|0|{word}".encode()).digest()

    n = len(words.answers)
    assert [daily_word(words, daily_day(k)) for k in range(1, n + 1)] == sorted(
        words.answers, key=rank
    )


# --- the archive ------------------------------------------------------------------------


async def test_the_archive_shows_the_word_played_then_after_the_lists_change(
    tmp_path, home, monkeypatch
):
    """A daily played on the old lists; the lists change (after freezing); a fresh install
    (no saved game to fall back on) opens the same day from the archive: the same word."""
    folder = tmp_path / "words" / "en"
    folder.mkdir(parents=True)
    answers = [f"{a}{b}ord" for a in "bcdfghklmnprstw" for b in "aeiou"]
    for kind in ("answers", "guesses"):
        (folder / f"5-{kind}.txt").write_text("\n".join(answers) + "\n", encoding="utf-8")
    old = load_from(folder, "en", 5)

    app = make_app(load_words=lambda language, length: old)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, ArchiveScreen)
        await pilot.press("down", "enter")  # yesterday's
        await pilot.pause()
        played = app.screen.game
        await pilot.press(*played.secret, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
    (record,) = Storage(lambda language, length: old).log.records()
    assert record.secret == played.secret and record.mode is Mode.DAILY

    freeze.freeze_dailies("en", 5, TODAY + timedelta(days=1), words_dir=tmp_path / "words")
    changed = sorted(set(answers) - {played.secret} - set(answers[::3]) | {"zzord", "zyord"})
    (folder / "5-answers.txt").write_text("\n".join(changed) + "\n", encoding="utf-8")
    new = load_from(folder, "en", 5)
    assert played.secret not in new.answers  # even a word the new lists drop as an answer
    assert old_daily_word(new, record.puzzle) != played.secret  # what the old code did

    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "another-computer"))
    app = make_app(load_words=lambda language, length: new)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()
        game = app.screen.game
        assert game.puzzle == record.puzzle and game.secret == record.secret
        await pilot.press(*record.secret, "enter")  # and it can still be won
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
    day = daily_day(record.puzzle)
    quordle = VARIANTS["quordle"]
    assert MultiGame.daily(new, quordle, day).secrets == MultiGame.daily(old, quordle, day).secrets
