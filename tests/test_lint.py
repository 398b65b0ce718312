"""The house in order: ``ruff check`` over the repository and ``mypy`` over
the files it is configured for (pyproject.toml's ``[tool.ruff]`` and
``[tool.mypy]``: strict on the engine), each run as the test environment's
own executable, failing with what it reported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    exe = BIN / tool
    if not exe.exists():
        pytest.fail(f"{exe} is missing: the test extra installs it (pip install -e '.[test]')", pytrace=False)
    # NO_COLOR/MYPY_FORCE_COLOR: plain text for the failure message.
    env = {**os.environ, "NO_COLOR": "1", "MYPY_FORCE_COLOR": "0"}
    return subprocess.run([str(exe), *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def test_ruff_finds_nothing():
    done = _run("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert done.returncode == 0, f"ruff check:\n{done.stdout}{done.stderr}"


def test_mypy_finds_nothing():
    done = _run("mypy")
    assert done.returncode == 0, f"mypy:\n{done.stdout}{done.stderr}"
