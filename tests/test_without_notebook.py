"""The kit without Jupyter: ``pip install mextrain`` (no ``notebook`` extra)
gives the engine, the bots, the words, the pictures and the lessons' data,
and no ipywidgets, anywidget or traitlets.

A fresh virtual environment (uv, from its cache: some 2 s) gets the kit from
a copy of its files, not as an editable install, and pytest; then a bot game,
a picture, an exercise shown without its widget, and the engine's quick tests
run there with the kit it installed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
UV = ROOT / ".uv" / "bin" / "uv"
UI = ("ipywidgets", "anywidget", "traitlets")
ENGINE_TESTS = ["tests/engine/test_engine_rules.py", "tests/engine/test_engine_api.py",
                "tests/engine/test_engine_inputs.py"]

PLAY = f"""
import sys
import mextrain as mt
assert mt.__file__.startswith(sys.prefix), mt.__file__  # the installed kit, not the repository's
res = mt.simulate(["planner", "greedy", "random"], games=3, rounds_only=True, seed=1)
picture = mt.svg.table(mt.Round.new(3, seed=1), seat=0)
shown = mt.lessons.exercise("02-start-1")._repr_mimebundle_()  # no widget to show it: the offline view
print(res.games, picture.startswith("<svg"), sorted(shown), mt.words.words("cs").player(0))
try:
    import mextrain.widgets
except ImportError as e:
    print(e)
print([m for m in {UI!r} if m in sys.modules])
"""


def _uv(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "UV_PYTHON_DOWNLOADS": "never"}
    return subprocess.run([str(UV), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def plain_python(tmp_path_factory) -> Path:
    if not UV.exists():
        pytest.fail(f"{UV} is missing: `make .venv-test/.installed` puts uv there", pytrace=False)
    where = tmp_path_factory.mktemp("without-notebook")
    kit = where / "kit"
    kit.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, kit / name)
    shutil.copytree(ROOT / "mextrain", kit / "mextrain", ignore=shutil.ignore_patterns("__pycache__"))
    venv = where / "venv"
    made = _uv("venv", "--quiet", "--python", sys.executable, str(venv), cwd=where)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    install = ("pip", "install", "--quiet", "--python", str(python), str(kit), "pytest>=8")
    done = _uv(*install, "--offline", cwd=where)  # the cache that made .venv-test has every wheel
    if done.returncode != 0:
        done = _uv(*install, cwd=where)
    assert done.returncode == 0, done.stderr
    return python


def test_the_kit_installs_without_the_notebook_extra(plain_python):
    listed = _uv("pip", "list", "--python", str(plain_python), cwd=ROOT).stdout.lower()
    assert "mextrain" in listed and not [m for m in UI if m in listed], listed


def test_engine_bots_pictures_and_words_run_there(plain_python):
    run = subprocess.run([str(plain_python), "-c", PLAY], cwd=plain_python.parents[2], capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["3 True ['text/html', 'text/plain'] Hráč 1", "mextrain's widgets need anywidget, which the kit's notebook extra installs: pip install 'mextrain[notebook]'", "[]"]


def test_the_engines_quick_tests_pass_there(plain_python):
    # Run from elsewhere, so the repository is not on the path: the kit is the one installed.
    run = subprocess.run([str(plain_python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
                          *(str(ROOT / t) for t in ENGINE_TESTS)], cwd=plain_python.parents[2],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert " passed" in run.stdout.splitlines()[-1] and "failed" not in run.stdout.splitlines()[-1]
