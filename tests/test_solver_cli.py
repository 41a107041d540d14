import json
import subprocess
import sys

import pytest

from wordle_tui.cli import main
from wordle_tui.core.scoring import score
from wordle_tui.core.words import load_word_list


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_json_shape(capsys):
    code, out, _ = run(capsys, "solve", "crane", "--json")
    assert code == 0
    data = json.loads(out)
    assert {"answer", "solved", "turns", "steps"} <= data.keys()
    assert data["answer"] == "crane" and data["solved"] is True
    assert data["turns"] == len(data["steps"]) <= 6
    for step in data["steps"]:
        assert {"guess", "pattern", "remaining"} <= step.keys()
        assert set(step["pattern"]) <= set("GY-") and len(step["pattern"]) == 5
    assert data["steps"][-1] == {
        **data["steps"][-1],
        "guess": "crane",
        "pattern": "GGGGG",
        "remaining": 0,
    }


def test_solve_a_word_outside_the_answers_plans_for_every_word(capsys):
    """ZILLS is accepted but not an answer: the answers' tree reaches the -ILLS family too
    late (7 guesses); planning for every word, as the bot guessing yours does, finds it."""
    code, out, _ = run(capsys, "solve", "zills")
    assert code == 0
    assert out.startswith("ZILLS is not in the answers list: the bot plans for every accepted word")
    assert "Solved ZILLS in" in out
    code, out, _ = run(capsys, "solve", "zills", "--json")
    data = json.loads(out)
    assert data["any_word"] is True and data["solved"] is True and data["turns"] <= 6
    code, out, _ = run(capsys, "solve", "crane", "--json")
    assert json.loads(out)["any_word"] is False


def test_solve_text_and_every_strategy(capsys):
    for strategy in ("optimal", "entropy", "parts", "minimax", "frequency"):
        code, out, _ = run(capsys, "solve", "señor", "--lang", "es", "--strategy", strategy)
        assert code == 0 and "Solved SEÑOR" in out


def test_solve_with_custom_lists_and_opener(capsys, tmp_path):
    answers = tmp_path / "answers.txt"
    guesses = tmp_path / "guesses.txt"
    answers.write_text("# mine\nBills\nfills\n\nhills\npills\n")
    guesses.write_text("bills\nfills\nhills\npills\nchomp\nfight\n")
    code, out, _ = run(
        capsys,
        "solve",
        "pills",
        "--answers",
        str(answers),
        "--guesses",
        str(guesses),
        "--opener",
        "chomp",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["steps"][0]["guess"] == "chomp" and data["solved"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["solve", "qqqqq"], "not in the English 5-letter word list"),
        (["solve", "cr4ne"], "'4' is not a letter"),
        (["solve", "crane", "--length", "6"], "has 5 letters, not 6"),
        (["solve", "crane", "--strategy", "magic"], "invalid choice"),
        (["solve", "crane", "--opener", "zzzzz"], "opener 'zzzzz' is not in"),
        (["solve", "crane", "--answers", "x.txt"], "--answers and --guesses go together"),
        (["assist", "crane=GYX"], "3 colours given, 5 needed"),
        (["assist", "crane:GY--G"], "write it as GUESS=PATTERN"),
        (["assist", "crane=GY--G", "--top", "0"], "argument --top: must be 1-1000, not 0"),
        (["bench", "--limit", "0"], "argument --limit: must be 1-1000000, not 0"),
        (["bench", "--length", "9"], "must be 4-8, not 9"),
    ],
)
def test_wrong_arguments_give_one_line_and_status_2(capsys, args, message):
    with pytest.raises(SystemExit) as exit_info:
        code = main(args)
        raise SystemExit(code)
    assert exit_info.value.code == 2
    _, err = capsys.readouterr()
    assert message in err
    assert "Traceback" not in err and err.count("\n") == 1


def test_bad_list_file_lines_are_reported_with_file_and_line(capsys, tmp_path):
    answers = tmp_path / "answers.txt"
    answers.write_text("crane\nsh4re\nslate\ncranes\n")
    guesses = tmp_path / "guesses.txt"
    guesses.write_text("crane\nslate\n")
    code, _, err = run(capsys, "bench", "--answers", str(answers), "--guesses", str(guesses))
    assert code == 2
    assert f"{answers}:2: '4' is not a letter" in err
    assert f"{answers}:4: 'cranes' has 6 letters, not 5" in err
    answers.write_text("crane\nshare\n")
    code, _, err = run(capsys, "bench", "--answers", str(answers), "--guesses", str(guesses))
    assert code == 2 and f"{answers}:2: 'share' is not in the guesses list" in err


def test_assist_json_shape(capsys):
    code, out, _ = run(capsys, "assist", "crane=-Y--G", "tries=-Y-Y-", "--json", "--top", "5")
    assert code == 0
    data = json.loads(out)
    assert {"count", "candidates", "suggestions"} <= data.keys()
    assert data["count"] == len(data["candidates"]) > 0
    assert len(data["suggestions"]) == 5
    for s in data["suggestions"]:
        assert {"guess", "score", "candidate"} <= s.keys()
        assert s["candidate"] == (s["guess"] in data["candidates"])


def test_assist_accepts_every_colour_spelling(capsys):
    outputs = set()
    for pattern in ("-Y--G", "xy..g", "01002", "⬛🟨⬛⬛🟩", "⬜🟦⬜⬜🟧"):
        code, out, _ = run(capsys, "assist", f"CRANE={pattern}", "--json")
        assert code == 0
        outputs.add(json.dumps(json.loads(out)["candidates"]))
    assert len(outputs) == 1


def test_assist_contradiction_names_the_pair_and_exits_1(capsys):
    code, _, err = run(capsys, "assist", "crane=-Y--G", "slate=-----")
    assert code == 1
    assert err == "wordle-tui: No word matches crane=-Y--G and slate=----- together — check row 2\n"


def test_assist_contradiction_names_the_rows_that_clash_not_the_last_two(capsys):
    """Row 1 says C is green, row 3 that C is grey; rows 2 and 3 alone leave words."""
    code, _, err = run(capsys, "assist", "crane=G----", "slate=-----", "cloth=-----")
    assert code == 1
    assert err == "wordle-tui: No word matches crane=G---- and cloth=----- together — check row 3\n"
    code, out, _ = run(capsys, "assist", "slate=-----", "cloth=-----", "--json")
    left = [
        w for w in load_word_list("en", 5).answers if score("slate", w) == score("cloth", w) == 0
    ]
    assert code == 0 and json.loads(out)["count"] == len(left) > 20


def test_assist_without_rows_gives_the_openers(capsys):
    code, out, _ = run(capsys, "assist", "--json", "--top", "3")
    data = json.loads(out)
    answers = load_word_list("en", 5).answers
    assert code == 0 and data["count"] == len(answers) and len(data["suggestions"]) == 3


def test_bench_json_shape(capsys):
    code, out, _ = run(capsys, "bench", "--strategy", "entropy", "--limit", "40", "--json")
    assert code == 0
    data = json.loads(out)
    assert {
        "games",
        "total",
        "mean",
        "max",
        "distribution",
        "failures",
        "seconds",
        "peak_rss_mb",
    } <= data.keys()
    assert data["games"] == 40
    assert sum(data["distribution"].values()) == 40
    assert data["total"] == sum(int(k) * v for k, v in data["distribution"].items())
    assert abs(data["mean"] - data["total"] / 40) < 1e-3


def test_bench_writes_a_tree_that_validates(capsys, tmp_path):
    from wordle_tui.core.words import custom_word_list
    from wordle_tui.solver.tree import DecisionTree, validate_tree

    answers = tmp_path / "a.txt"
    guesses = tmp_path / "g.txt"
    answers.write_text("bills\nfills\nhills\npills\nkills\nmills\n")
    guesses.write_text("bills\nfills\nhills\npills\nkills\nmills\nchomp\nfight\nblimp\n")
    out_file = tmp_path / "tree.json"
    code, _, _ = run(
        capsys,
        "bench",
        "--answers",
        str(answers),
        "--guesses",
        str(guesses),
        "--tree-out",
        str(out_file),
    )
    assert code == 0 and out_file.is_file()
    words = custom_word_list(answers, guesses)
    assert validate_tree(DecisionTree.load(out_file), words, 6) == []


def test_a_closed_pipe_ends_quietly():
    code = "import sys; from wordle_tui.cli import main; sys.exit(main(['assist', 'crane=-----']))"
    proc = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    proc.stdout.close()  # the reader is gone before anything is written, like `| head -0`
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipe" not in err


RANKED_POSITIONS = [
    ("crane=--YG-",),  # the example: the panel and the assistant disagreed here
    ("crane=-Y--G", "tries=-Y-Y-"),
    ("slate=-----",),
    ("audio=--Y--", "ghost=-----"),
    ("pride=-G---",),
]


@pytest.mark.parametrize("rows", RANKED_POSITIONS)
@pytest.mark.parametrize("hard", [False, True])
def test_panel_assistant_and_assist_rank_alike(capsys, rows, hard):
    """The hint panel and the assistant (both through a shared engine, as their workers
    call it) and ``assist --json`` give the same suggestions in the same order, and the
    order is the figure shown first (ties: a possible answer first)."""
    from wordle_tui.bots.cache import SolverCache
    from wordle_tui.bots.engine import TOP
    from wordle_tui.core.filtering import Row
    from wordle_tui.core.scoring import parse_pattern
    from wordle_tui.core.words import load_word_list

    words = load_word_list("en", 5)
    played = [Row(text.split("=")[0], parse_pattern(text.split("=")[1], 5)) for text in rows]
    cache = SolverCache()
    panel = cache.engine(words, hard=hard, attempts=6).analyse(played)
    assistant = cache.engine(words, hard=hard, attempts=max(6, len(played) + 1)).analyse(played)
    args = ["assist", *rows, "--json", "--top", str(TOP)] + (["--hard"] if hard else [])
    code, out, _ = run(capsys, *args)
    assert code == 0
    cli = json.loads(out)["suggestions"]
    ranked = [s.guess for s in panel.suggestions]
    assert len(ranked) == TOP
    assert ranked == [s.guess for s in assistant.suggestions] == [s["guess"] for s in cli]
    shown = [(round(s.score, 2), not s.candidate) for s in panel.suggestions[1:]]
    assert shown == sorted(shown)  # after the bot's move: the column, then a possible answer
    assert round(panel.suggestions[0].score, 2) <= min(score for score, _ in shown)


@pytest.mark.parametrize(
    ("rows", "strategy"),
    [(["cran=----"], "optimal"), (["cran=----"], "parts"), (["crane=-Y--G"], "entropy")],
)
def test_assist_lists_its_suggestions_in_the_order_of_the_figure_it_shows(capsys, rows, strategy):
    """``assist cran=----`` listed sole ≈3.562 above tole ≈3.557 (three decimals
    shown, two ranked). The figure is shown at the precision the list is ranked at."""
    from wordle_tui.solver.strategies import STRATEGIES

    code, out, _ = run(capsys, "assist", *rows, "--strategy", strategy, "--top", "10")
    assert code == 0
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Best next guesses"))
    figures = [
        float(line.split()[-9].lstrip("≈").replace(",", "")) for line in lines[start + 1 : -1]
    ]
    assert len(figures) == 10
    lower_first = STRATEGIES[strategy].lower_is_better
    assert figures == sorted(figures, reverse=not lower_first), figures
    code, out, _ = run(capsys, "assist", *rows, "--strategy", strategy, "--top", "10", "--json")
    scores = [s["score"] for s in json.loads(out)["suggestions"]]
    assert scores == figures
