"""The command line: ``python -m mextrain simulate``."""

import json
import subprocess
import sys

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
    assert main(argv + ["--json", str(tmp_path / "r.json")]) == 0
    assert json.loads((tmp_path / "r.json").read_text()) == doc


def test_bad_input_exits_2_with_a_message(capsys):
    assert main(["simulate", "--bots", "planner,wizard"]) == 2
    assert "error: seat 1: unknown bot 'wizard'" in capsys.readouterr().err
    assert main(["simulate", "--bots", "greedy", "--players", "9"]) == 2
    assert "players must be 2..8" in capsys.readouterr().err
    assert main(["simulate", "--bots", "greedy", "--games", "0"]) == 2
    assert "games must be a whole number of at least 1; got 0" in capsys.readouterr().err


def test_python_dash_m_shows_progress_when_asked():
    run = subprocess.run([sys.executable, "-m", "mextrain", "simulate", "--players", "4", "--bots",
                          "planner,greedy,random,random", "--games", "2", "--rounds", "one", "--seed", "1",
                          "--progress"], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "| 3 | random |" in run.stdout
    assert "2/2" in run.stderr and "game/s" in run.stderr
