"""The bot's models without Textual: marking a row, the engine, the bot guessing your word,
the assistant and watching the bot. Small made-up lists where the real ones are not the point."""

from __future__ import annotations

import dataclasses
import random
from datetime import datetime, timedelta, timezone

import pytest

from tests.helpers import make_words
from wordle_tui.bots.assistant import AssistantSession, Step
from wordle_tui.bots.cache import SolverCache
from wordle_tui.bots.engine import Engine
from wordle_tui.bots.guessing import GuessingSession, Phase
from wordle_tui.bots.marked_rows import RowState
from wordle_tui.bots.stepping import SPEEDS
from wordle_tui.bots.watch import WatchSession, WatchSetup, pick_secret
from wordle_tui.core.filtering import Row, filter_words
from wordle_tui.core.limits import MAX_ATTEMPTS, Mode
from wordle_tui.core.marking import MarkingRow, mark_for_key
from wordle_tui.core.scoring import Mark, PatternError, parse_pattern, score
from wordle_tui.core.validation import Rejection
from wordle_tui.core.words import load_word_list
from wordle_tui.solver.bot import WAY_OUT_NOTE, WIDENED_NOTE
from wordle_tui.solver.cancel import Cancelled
from wordle_tui.solver.context import SolverContext

WORDS = make_words(
    ["crane", "share", "frame", "blame", "shake", "shape", "whack", "chuck", "spare", "snare"],
    ["tears", "adieu", "pills", "weary", "vague", "trace", "stare", "shard", "grape"],
)
G, Y, X = Mark.CORRECT, Mark.PRESENT, Mark.ABSENT
ENDED = datetime(2026, 11, 21, 20, 30, tzinfo=timezone(timedelta(hours=1)))


def engine_for(words=WORDS, hard: bool = False, attempts: int = 6) -> Engine:
    return SolverCache().engine(words, hard=hard, attempts=attempts)


# --- marking a row -------------------------------------------------------------------


def test_colour_keys_follow_the_pattern_syntax():
    for keys, mark in (("gG2🟩🟧", G), ("yY1🟨🟦", Y), ("xX0-.⬛⬜", X)):
        for key in keys:
            assert mark_for_key(key) is mark, key
    for key in ("a", "3", " ", "", "gy"):
        assert mark_for_key(key) is None


def test_marking_sets_moves_and_cycles():
    row = MarkingRow(5)
    assert row.marks == [X] * 5 and row.cursor == 0  # a new row starts grey
    assert row.key("g") and row.key("1") and not row.key("q")
    assert row.marks[:2] == [G, Y] and row.cursor == 2
    row.move(10)
    assert row.cursor == 4
    row.set(G)
    assert row.cursor == 4  # the last tile keeps the cursor
    row.move(-10)
    assert row.cursor == 0
    assert [row.cycle(3), row.cycle(), row.cycle()] == [Y, G, X]
    assert row.cursor == 3
    assert row.code == parse_pattern("GY--G", 5)


def test_marking_reads_and_gives_pattern_codes():
    assert MarkingRow.from_text("gy..2", 5).code == parse_pattern("GY--G", 5)
    assert MarkingRow.from_code(score("crane", "share"), 5).code == score("crane", "share")
    with pytest.raises(PatternError):
        MarkingRow.from_text("gyq", 3)
    with pytest.raises(ValueError):
        MarkingRow(3, [G])


# --- the engine and its cache -----------------------------------------------------------


def test_analysis_lists_candidates_and_suggestions():
    engine = engine_for()
    rows = (Row("tears", score("tears", "share")),)
    analysis = engine.analyse(rows, top=3, shown=2)
    expected = filter_words(WORDS.answers, rows)
    assert analysis.count == len(expected) and analysis.candidates == tuple(expected[:2])
    assert analysis.more == len(expected) - 2
    assert 1 <= len(analysis.suggestions) <= 3 and analysis.contradiction is None
    assert engine.analyse((Row("share", score("share", "share")),)).solved


def test_analysis_of_impossible_colours_names_the_row_to_check():
    engine = engine_for()
    rows = (Row("crane", parse_pattern("--G-G", 5)), Row("spare", parse_pattern("GG-GG", 5)))
    analysis = engine.analyse(rows)
    assert analysis.count == 0 and analysis.contradiction is not None
    assert analysis.message == "No word matches the colours of row 2 — check them"


def test_cancelled_analysis_stops():
    with pytest.raises(Cancelled):
        engine_for().analyse((Row("tears", 0),), cancel=lambda: True)


def test_the_cache_shares_one_table_per_list_and_forgets_old_lists():
    cache = SolverCache(kept_tables=1)
    normal = cache.context(WORDS)
    hard = cache.context(WORDS, hard=True)
    assert normal is cache.context(WORDS) and hard is not normal
    assert hard.table is normal.table
    assert cache.engine(WORDS) is cache.engine(WORDS)
    other = make_words(["lamp", "ramp", "damp"], ["tank"])
    cache.context(other)
    assert cache.context(WORDS) is not normal  # its table was forgotten, then rebuilt


# --- the bot guesses your word ----------------------------------------------------------------


def play_honestly(session: GuessingSession, secret: str, engine: Engine, keep_going=False):
    """Answer every guess with the true colours until the game ends."""
    while True:
        if session.needs_analysis:
            session.analysed(engine.analyse(session.rows, top=1, shown=0))
        phase = session.phase
        if phase is Phase.MARKING:
            assert session.pending is not None and session.marking is not None
            code = score(session.pending.guess, secret)
            session.marking = MarkingRow.from_code(code, session.length)
            assert session.submit()
        elif phase is Phase.OUT_OF_ATTEMPTS and keep_going and session.keep_guessing():
            continue
        else:
            return phase


@pytest.mark.parametrize("secret", ["rubia", "rucia", "rugia", "rujia", "rusia", "rumia"])
def test_seed_000_rupia_cluster_is_found_within_six(secret):
    words = load_word_list("es", 5)
    session = GuessingSession(words)
    phase = play_honestly(session, secret, engine_for(words))
    assert phase is Phase.FOUND, [r.guess for r in session.rows]
    assert session.rows[-1].guess == secret and len(session.rows) <= 6


def test_a_word_beyond_the_answers_is_found_and_the_widening_said():
    session = GuessingSession(WORDS)
    phase = play_honestly(session, "grape", engine_for(), keep_going=True)
    assert phase is Phase.FOUND and session.rows[-1].guess == "grape"
    assert any(WIDENED_NOTE in line for line in session.steps_text())


def test_hard_mode_way_out_is_played_and_said_while_guessing_your_word():
    """Only offensive words left and none that hard mode allows tells them apart: the bot
    types JUMPY outside hard mode and says so in its row, then finds the word."""
    rude = ["jills", "kills", "mills"]
    words = make_words(rude, ["dills", "crane", "jumpy"], offensive=rude)
    engine = engine_for(words, hard=True)

    class OpensWithDills:
        """The engine, but the first guess is DILLS (the bot's own opener is JUMPY)."""

        def analyse(self, rows, **options):
            analysis = engine.analyse(rows, **options)
            if rows:
                return analysis
            dills = dataclasses.replace(analysis.suggestions[0], guess="dills")
            return dataclasses.replace(analysis, suggestions=(dills,))

    session = GuessingSession(words, hard=True)
    assert play_honestly(session, "kills", OpensWithDills()) is Phase.FOUND
    assert [row.guess for row in session.rows] == ["dills", "jumpy", "kills"]
    lines = session.steps_text()
    assert WAY_OUT_NOTE in lines[1], lines
    assert WAY_OUT_NOTE not in lines[0] and WAY_OUT_NOTE not in lines[2]


def test_out_of_attempts_asks_for_the_word_and_can_keep_guessing():
    session = GuessingSession(WORDS, attempts=1)
    assert play_honestly(session, "whack", engine_for(attempts=1)) is Phase.OUT_OF_ATTEMPTS
    assert session.can_keep_guessing and session.keep_guessing()
    assert session.limit == MAX_ATTEMPTS and session.phase is Phase.MARKING
    assert session.marking is not None and session.board()[1].state is RowState.MARKING
    assert play_honestly(session, "whack", engine_for(attempts=1)) is Phase.FOUND


def test_contradiction_opens_the_suspect_row_and_fixing_it_goes_on():
    engine = engine_for()
    session = GuessingSession(WORDS)
    session.analysed(engine.analyse((), top=1))
    session.marking = MarkingRow.from_code(score(session.pending.guess, "shake"), 5)
    session.submit()
    session.analysed(engine.analyse(session.rows, top=1))
    second = session.pending.guess
    true_code = score(second, "shake")
    # colours one tile off the truth that no word of the list can give
    truth = MarkingRow.from_code(true_code, 5).marks
    wrong = next(
        code
        for code in range(3**5)
        if sum(a != b for a, b in zip(MarkingRow.from_code(code, 5).marks, truth, strict=True)) == 1
        and not filter_words(WORDS.guesses, [*session.rows, Row(second, code)])
    )
    session.marking = MarkingRow.from_code(wrong, 5)
    session.submit()
    analysis = engine.analyse(session.rows, top=1)
    assert analysis.contradiction is not None and session.analysed(analysis)
    assert session.phase is Phase.FIXING and session.pending is None
    suspect = analysis.contradiction.suspect_row
    assert suspect == 1  # the later row on a tie: where the mistake showed up
    assert session.fixing == suspect and session.message == (
        "No word matches the colours of row 2 — check them"
    )
    before = session.count_before(1)
    # the row that left no word says so, not why it was played ("1 → no word: the only
    # word left" read as a contradiction of itself)
    row = f"2. {second.upper()}  {before} → 0: no word fits these colours"
    assert session.steps_text()[1] == row
    view = session.board()[suspect]
    assert view.suspect and view.state is RowState.MARKING and view.cursor == 0
    assert not session.submit()  # unchanged: still contradicts, the row stays open
    assert session.fixing == suspect
    assert not session.select_row(1)  # no new row while the rows contradict
    session.marking = MarkingRow.from_code(true_code, 5)
    assert session.submit()
    assert session.fixing is None and session.needs_analysis
    session.analysed(engine.analyse(session.rows, top=1))
    assert session.contradiction is None and session.phase in (Phase.MARKING, Phase.FOUND)
    assert play_honestly(session, "shake", engine) is Phase.FOUND


def test_undo_brings_back_the_guess_with_its_colours():
    engine = engine_for()
    session = GuessingSession(WORDS)
    session.analysed(engine.analyse((), top=1))
    guess = session.pending.guess
    code = score(guess, "shake")
    session.marking = MarkingRow.from_code(code, 5)
    session.submit()
    session.analysed(engine.analyse(session.rows, top=1))
    assert len(session.rows) == 1 and session.phase is Phase.MARKING
    assert session.undo()
    assert session.rows == [] and session.pending.guess == guess
    assert session.marking.code == code
    assert not session.undo()


def test_the_player_word_shows_which_rows_were_wrong():
    session = GuessingSession(WORDS)
    session.rows = [Row("crane", score("crane", "shake")), Row("shape", parse_pattern("GGGGG", 5))]
    session.guesses = [None, None]  # type: ignore[list-item]
    verdict = session.tell_word("Shake")
    assert [w.index for w in verdict.wrong] == [1] and verdict.in_list and not verdict.found
    assert verdict.wrong[0].right == score("shape", "shake")
    assert "row 2" in verdict.summary("English", 5)
    right = session.tell_word("whack")
    assert len(right.wrong) == 2
    session.rows = session.rows[:1]
    assert session.tell_word("shake").summary("English", 5) == "Your colours were all right."
    outside = session.tell_word("zzzzz")
    assert not outside.in_list and "not in the English 5-letter list" in outside.summary(
        "English", 5
    )
    assert session.tell_word("sha") == "Your word has 3 letters: the bot was guessing 5"
    assert session.tell_word("sh4ke") == "'4' is not a letter"


def test_a_found_word_is_logged_once_as_a_bot_game():
    session = GuessingSession(WORDS, hard=True)
    assert session.record(ENDED) is None  # nothing played yet
    assert play_honestly(session, "shake", engine_for(hard=True)) is Phase.FOUND
    record = session.record(ENDED)
    assert record is not None and record.mode is Mode.BOT and record.won
    assert record.secret == "shake" and record.rows == tuple(session.rows)
    assert record.hard_mode and record.attempts == 6 and record.language == "en"
    assert record.finished_at == ENDED and record.started_at <= ENDED and record.uid
    assert session.record(ENDED) is None  # the same game is not logged twice


def test_wrong_colours_or_an_unknown_word_log_nothing():
    session = GuessingSession(WORDS)
    # the bot "found" SHAPE, but the first row's colours are not what SHAPE gives
    session.rows = [Row("crane", score("crane", "whack")), Row("shape", parse_pattern("GGGGG", 5))]
    session.guesses = [None, None]  # type: ignore[list-item]
    assert not session.solved and session.phase is not Phase.FOUND  # a clash, not a win
    assert session.record(ENDED) is None
    session.rows[0] = Row("crane", score("crane", "shape"))  # fixed: now a real game
    assert session.phase is Phase.FOUND and session.record(ENDED) is not None

    lost = GuessingSession(WORDS, attempts=1)
    assert play_honestly(lost, "whack", engine_for(attempts=1)) is Phase.OUT_OF_ATTEMPTS
    assert lost.record(ENDED) is None  # the word is not known yet
    lost.tell_word("zzzzz")
    assert lost.record(ENDED) is None  # not a word of the list
    lost.tell_word("whack")
    record = lost.record(ENDED)
    assert record is not None and not record.won and record.secret == "whack"
    assert record.attempts == 1 and record.guesses_used == 1


def test_an_all_green_row_that_clashes_with_an_earlier_row_is_no_win():
    """SLATE g x x x x then CHRON g g g g g: CHRON has no S, so the rows contradict."""
    words = load_word_list("en", 5)
    engine = engine_for(words)
    rows = (Row("slate", parse_pattern("G----", 5)), Row("chron", parse_pattern("GGGGG", 5)))
    analysis = engine.analyse(rows)
    assert not analysis.solved and analysis.contradiction is not None
    assert analysis.contradiction.conflict == (0, 1)
    # one tile of SLATE (its S) against at least two of CHRON: SLATE is the row to check
    assert analysis.message == "No word matches rows 1 and 2 together — check row 1"

    session = GuessingSession(words)
    session.rows = list(rows)
    session.guesses = [None, None]  # type: ignore[list-item]
    assert not session.solved and not session.over and session.record(ENDED) is None
    assert session.analysed(analysis)
    assert session.phase is Phase.FIXING and session.fixing == 0
    session.marking = MarkingRow.from_text("-----", 5)  # the S was grey after all
    assert session.submit()
    assert session.solved and session.phase is Phase.FOUND
    assert session.record(ENDED) is not None

    assistant = AssistantSession(words)
    assistant.rows = list(rows)
    assert not assistant.solved and assistant.step is not Step.DONE
    assert assistant.analysed(engine.analyse(assistant.rows))
    assert assistant.step is Step.FIXING


def test_a_consistent_all_green_row_still_ends_the_game():
    engine = engine_for()
    rows = (Row("crane", score("crane", "shake")), Row("shake", parse_pattern("GGGGG", 5)))
    assert engine.analyse(rows).solved
    session = GuessingSession(WORDS)
    session.rows = list(rows)
    session.guesses = [None, None]  # type: ignore[list-item]
    assert session.solved and session.phase is Phase.FOUND


def test_an_earlier_row_made_all_green_ends_the_game_there():
    """The LUMPY case: CRATE -----, LUMPY GGGG- (a lie), LUMPS GGGG- clash; row 2 fixed to
    GGGGG ends the game at row 2: LUMPS is dropped, and the log has 2 rows, won."""
    words = load_word_list("en", 5)
    engine = SolverCache().engine(words, hard=False, attempts=6, any_word=True)  # as the app's
    session = GuessingSession(words)

    def analyse() -> None:
        if session.needs_analysis:
            assert session.analysed(engine.analyse(session.rows, top=1, shown=0))

    analyse()
    for guess, code in (("crate", "-----"), ("lumpy", "GGGG-"), ("lumps", "GGGG-")):
        assert session.pending.guess == guess
        session.marking = MarkingRow.from_text(code, 5)
        assert session.submit()
        analyse()
    assert session.phase is Phase.FIXING and session.contradiction.conflict == (1, 2)
    assert session.select_row(-1) and session.fixing == 1
    session.marking = MarkingRow.from_text("GGGGG", 5)
    assert session.submit()
    assert [row.guess for row in session.rows] == ["crate", "lumpy"]
    assert len(session.guesses) == 2
    assert session.phase is Phase.FOUND and session.pending is None and session.over
    analyse()
    assert session.phase is Phase.FOUND and session.pending is None
    assert session.board()[2].state is RowState.EMPTY  # no guess 3 is asked for
    assert session.count_after(1) == 0 and session.count_after(0) == session.count_before(1)
    record = session.record(ENDED)
    assert record is not None and record.won and record.secret == "lumpy"
    assert record.guesses_used == 2 and record.rows == tuple(session.rows)


def test_a_fixed_row_redraws_the_words_left_after_every_row():
    """Fixing row 1 of 3 changes what every later row leaves: each count is shown again once
    the analysis of the new rows arrives (not only the last row's)."""
    engine = engine_for()
    session = GuessingSession(WORDS)
    session.rows = [Row(guess, score(guess, "snare")) for guess in ("crane", "tears", "pills")]
    session.guesses = [None, None, None]  # type: ignore[list-item]
    session.analysed(engine.analyse(session.rows, top=1))
    assert session.fix(0)
    session.marking = MarkingRow.from_code(score("crane", "spare"), 5)
    assert session.submit() and session.needs_analysis
    session.analysed(engine.analyse(session.rows, top=1))
    for index in range(3):
        expected = engine_for().analyse(session.rows[: index + 1], top=0).count  # fresh engine
        assert expected and session.count_after(index) == expected, index
        assert session.count_before(index + 1) == expected


def test_the_assistant_also_ends_at_an_earlier_row_made_all_green():
    session = AssistantSession(WORDS)
    session.rows = [
        Row("crane", parse_pattern("--G-G", 5)),
        Row("share", parse_pattern("-GGG-", 5)),
    ]
    session.take("shake")
    assert session.fix(0)
    session.marking = MarkingRow.from_text("GGGGG", 5)
    assert session.enter() is True
    assert session.rows == [Row("crane", parse_pattern("GGGGG", 5))]
    assert session.step is Step.DONE and session.typed == ""
    assert all(view.state is RowState.EMPTY for view in session.board()[1:])


def test_a_click_opens_a_played_row_and_cycles_the_tile():
    engine = engine_for()
    session = GuessingSession(WORDS)
    session.analysed(engine.analyse((), top=1))
    session.submit()  # all grey
    session.analysed(engine.analyse(session.rows, top=1))
    assert session.click(0, 2)
    assert session.fixing == 0 and session.marking.marks[2] is Y
    assert session.click(1, 0)  # back to the new row
    assert session.fixing is None and session.marking.marks[0] is Y


# --- the assistant -----------------------------------------------------------------------------


def test_assistant_types_checks_marks_and_undoes():
    session = AssistantSession(WORDS)
    for letter in "CRANES":
        session.type_letter(letter)
    assert session.typed == "crane"  # the sixth letter had no room
    session.delete_letter()
    result = session.enter()
    assert isinstance(result, Rejection) and result.message == "Not enough letters"
    session.type_letter("x")
    assert session.enter().message == "Not in word list"
    session.delete_letter()
    session.type_letter("e")
    assert session.enter() is False and session.step is Step.MARKING
    session.marking.key("x")
    session.marking.key("g")
    assert session.delete_letter() and session.step is Step.TYPING  # back to the word
    assert session.enter() is False
    for key in "xyGxg":
        session.marking.key(key)
    assert session.enter() is True
    assert session.rows == [Row("crane", parse_pattern("-YG-G", 5))] and session.typed == ""
    assert session.undo()
    assert session.rows == [] and session.typed == "crane"
    assert session.marking.code == parse_pattern("-YG-G", 5)


def test_assistant_hard_mode_refuses_like_the_game_and_follows_the_rule():
    session = AssistantSession(WORDS, hard=True)
    session.take("crane")
    session.enter()
    session.marking = MarkingRow.from_text("-YG-G", 5)
    session.enter()
    session.take("tears")
    assert session.enter().message == "5th letter must be E"
    engine = engine_for(hard=True)
    analysis = engine.analyse(session.rows)
    assert session.analysed(analysis)
    for suggestion in analysis.suggestions:
        assert suggestion.guess[2] == "a" and suggestion.guess[4] == "e" and "r" in suggestion.guess
    session.set_hard(False)
    assert session.needs_analysis and not session.hard
    session.take("tears")
    assert session.enter() is False  # allowed now


def test_assistant_contradiction_and_stale_analyses():
    session = AssistantSession(WORDS)
    engine = engine_for()
    session.take("crane")
    session.enter()
    session.marking = MarkingRow.from_text("GGGGG", 5)
    session.enter()
    old = engine.analyse(session.rows)
    assert old.solved and session.step is Step.DONE
    session.undo()
    session.marking = MarkingRow.from_text("--G-G", 5)
    session.enter()
    session.take("share")
    session.enter()
    session.marking = MarkingRow.from_text("-GGGG", 5)
    session.enter()
    assert not session.analysed(old)  # for other rows: ignored
    assert session.analysed(engine.analyse(session.rows))
    assert session.step is Step.FIXING and session.message is not None
    assert session.message.startswith("No word matches")


# --- watching the bot ----------------------------------------------------------------------------


def test_watch_controls_are_plain_state():
    session = WatchSession(WatchSetup(WORDS, "shake"), SolverCache())
    assert session.playing and session.needs_work and session.show_next() is None
    assert session.interval == SPEEDS[session.speed]
    while session.faster():
        pass
    assert session.interval == min(SPEEDS) and not session.faster()
    while session.slower():
        pass
    assert session.interval == max(SPEEDS)
    step = session.work(())
    assert session.add(0, step) and not session.add(0, step)  # the second is stale
    assert session.show_next() is step and session.shown == 1
    while not session.done:
        known = tuple(session.steps)
        session.add(len(known), session.work(known))
    assert session.solved and session.steps[-1].guess == "shake"
    assert not session.finished  # not all shown yet
    while session.show_next():
        pass
    assert session.finished
    session.pause()
    record = session.record(ENDED)
    assert record is not None and record.mode is Mode.BOT and record.secret == "shake"
    assert [row.guess for row in record.rows] == [step.guess for step in session.steps]
    assert session.toggle() and session.shown == 0  # play at the end replays
    assert session.record(ENDED) is None  # a replay is the same game: not logged again


def test_a_watched_game_is_logged_only_when_all_of_it_is_shown():
    session = WatchSession(WatchSetup(WORDS, "chuck", attempts=1), SolverCache())
    step = session.work(())
    session.add(0, step)
    assert session.done and not session.solved
    assert session.record(ENDED) is None  # the board does not show it yet
    session.show_next()
    record = session.record(ENDED)
    assert record is not None and not record.won and record.score_text() == "X/1"


def test_watch_steps_match_the_solve_command():
    words = load_word_list("en", 5)
    session = WatchSession(WatchSetup(words, "crane"), SolverCache())
    while not session.done:
        known = tuple(session.steps)
        session.add(len(known), session.work(known))
    ctx = SolverContext(words)
    from wordle_tui.solver.bot import Bot
    from wordle_tui.solver.strategies import make_strategy

    bot = Bot(ctx, make_strategy("optimal", ctx))
    assert [s.guess for s in session.steps] == [s.guess for s in bot.play("crane")]


def test_pick_secret():
    def load(language: str, length: int):
        return WORDS

    word, words = pick_secret("", "en", 5, load, random.Random(1))
    assert words is WORDS and word in WORDS.answers
    assert pick_secret(" Grape ", "en", 5, load) == ("grape", WORDS)  # beyond the answers
    assert pick_secret("zzzzz", "en", 5, load) == "ZZZZZ is not in the English word list"
    assert pick_secret("ab", "en", 5, load) == "The word must have 4 to 8 letters, not 2"
    with pytest.raises(ValueError):
        WatchSetup(WORDS, "zzzzz")
    with pytest.raises(ValueError):
        WatchSetup(WORDS, "shake", strategy="luck")
