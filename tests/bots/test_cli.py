"""The command line: ``python -m mextrain simulate``."""

import json
import subprocess
import sys
import time

import pytest

from mextrain.__main__ import main


def test_table(capsys):
    assert main(["simulate", "--players", "3", "--bots", "planner,greedy,random", "--games", "2",
                 "--rounds", "2", "--seed", "1", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 matches, 3 players, table rules, double-12, 2 rounds; seed 1")
    for row in ("| 0 | planner |", "| 1 | greedy |", "| 2 | random |"):
        assert row in out
    assert "4 rounds; blocked" in out


def test_json_to_stdout_and_to_a_file(capsys, tmp_path):
    argv = ["simulate", "--bots", "greedy", "--players", "2", "--games", "3", "--rounds-only",
            "--rules", "classic", "--seed", "5"]
    assert main(argv + ["--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["games"] == 3 and doc["rounds_only"] and doc["rules"]["double_blank_points"] == 50
    assert doc["seed"] == 5
    assert main(argv + ["--json", str(tmp_path / "r.json")]) == 0
    assert json.loads((tmp_path / "r.json").read_text()) == doc


def test_bad_input_exits_2_with_a_message(capsys):
    assert main(["simulate", "--bots", "planner,wizard"]) == 2
    assert "error: seat 1: unknown bot 'wizard'" in capsys.readouterr().err
    assert main(["simulate", "--bots", "greedy", "--players", "9"]) == 2
    assert "players must be 2..8" in capsys.readouterr().err
    assert main(["simulate", "--bots", "greedy", "--games", "0"]) == 2
    assert "games must be a whole number 1..1,000,000; got 0" in capsys.readouterr().err


def run(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "mextrain", "simulate", *args], capture_output=True, text=True,
                          timeout=timeout)


def test_python_dash_m_shows_progress_when_asked():
    done = run("--players", "4", "--bots", "planner,greedy,random,random", "--games", "2", "--rounds", "one",
               "--seed", "1", "--progress")
    assert done.returncode == 0, done.stderr
    assert "| 3 | random |" in done.stdout
    assert "2/2" in done.stderr and "game/s" in done.stderr


# Each refused before any game is played: a million games would take hours.
@pytest.mark.parametrize("args,message", [
    (["--games", "0"], "error: games must be a whole number 1..1,000,000; got 0"),
    (["--games", "1000001"], "error: games must be a whole number 1..1,000,000; got 1000001"),
    (["--games", "١٠"], "argument --games: expected a whole number of at most 20 digits; got '١٠'"),
    (["--games", "²"], "argument --games: expected a whole number of at most 20 digits; got '²'"),
    (["--games", "1_000"], "argument --games: expected a whole number"),
    (["--games", "9" * 5000], "argument --games: expected a whole number"),
    (["--seed", "x" * 81], "error: seed must be a whole number or text of at most 80 characters; got 81 characters"),
    (["--seed", "9" * 5000], "error: seed must be a whole number or text of at most 80 characters; "
                             "got 5,000 characters"),
    (["--bots", "greedy,wizard"], "error: seat 1: unknown bot 'wizard'; the bots are: random, greedy, planner"),
    (["--bots", "greedy,"], "error: seat 1: unknown bot ''"),
    (["--players", "٣"], "argument --players: expected a whole number"),
    (["--workers", "²"], "argument --workers: expected a whole number"),
    (["--rounds", "١"], "argument --rounds: expected a number of rounds or one of full, half, seven, one"),
    (["--json", "/nonexistent/dir/results.json"], "error: --json: cannot write '/nonexistent/dir/results.json': "
                                                  "No such file or directory"),
    (["--json", "."], "error: --json: cannot write '.': Is a directory"),
])
def test_bad_arguments_exit_2_at_once_naming_them(args, message):
    base = {"--bots": "greedy", "--players": "2", "--games": "1000000", "--seed": "1"}
    for i in range(0, len(args), 2):
        base[args[i]] = args[i + 1]
    start = time.monotonic()
    done = run(*[x for kv in base.items() for x in kv], "--no-progress")
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert time.monotonic() - start < 60


def test_seeds_are_numbers_in_ascii_digits_else_text(tmp_path):
    for seed, saved in [("12", 12), ("-3", -3), ("²", "²"), ("١٢", "١٢"), ("x" * 80, "x" * 80)]:
        done = run("--bots", "greedy", "--players", "2", "--games", "1", "--rounds-only", "--seed", seed, "--json")
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["seed"] == saved


def test_json_file_is_checked_first_and_left_alone_when_the_run_fails(tmp_path):
    kept = tmp_path / "old.json"
    kept.write_text("earlier results")
    new = tmp_path / "new.json"
    for path in (kept, new):  # a bad bot: refused after the file was checked, before any game
        done = run("--bots", "greedy,wizard", "--json", str(path))
        assert done.returncode == 2 and "unknown bot 'wizard'" in done.stderr
    assert kept.read_text() == "earlier results" and not new.exists()
    done = run("--bots", "greedy", "--players", "2", "--games", "1", "--rounds-only", "--json", str(kept))
    assert done.returncode == 0 and json.loads(kept.read_text())["games"] == 1
    assert done.stdout.startswith("1 single round, ")  # one round, in its plural form


def test_language_gives_the_help_and_the_results_in_it():
    """``--language`` before the command: the help and the table in that
    language (a process of its own: it sets the kit-wide language)."""
    def run(*args):
        return subprocess.run([sys.executable, "-m", "mextrain", *args], capture_output=True, text=True, timeout=120)
    help_cs = run("--language", "cs", "simulate", "--help")
    assert help_cs.returncode == 0
    assert "Odehraje mnoho her" in help_cs.stdout and "Play many games" not in help_cs.stdout, help_cs.stdout
    table = run("--language", "el", "simulate", "--bots", "random,greedy", "--games", "2", "--rounds-only")
    assert table.returncode == 0 and "παίκτες" in table.stdout and "players" not in table.stdout, table.stdout
    bad = run("--language", "xx", "simulate", "--bots", "random")
    assert bad.returncode == 2 and "error: --language:" in bad.stderr
    english = run("simulate", "--help")
    assert "Play many games between bots" in english.stdout
