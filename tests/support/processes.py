"""The processes a test starts itself (servers, redis-server, make), on
loopback and stopped by PID; and the programs from Debian they need.

On pytest's path (``pythonpath`` in pyproject.toml), so every folder of
tests imports it by name; a folder's ``conftest.py`` holds only fixtures.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def require(program: str, package: str) -> None:
    """Skip without ``program`` on a developer's machine; fail in CI
    (``CI=true``), where .ci/run installs Debian's ``package``."""
    if os.access(program, os.X_OK):
        return
    why = f"{program} is missing: apt-get install {package} (never `playwright install` for a browser)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI=true and {why}; .ci/run installs it", pytrace=False)
    pytest.skip(why)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stop(proc: subprocess.Popen, hard: bool = False) -> None:
    """Stop a process the test started, by its PID: SIGTERM (SIGKILL when
    ``hard``), then SIGKILL if it is still there after 15 s."""
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGKILL if hard else signal.SIGTERM)
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(5)


def stop_group(proc: subprocess.Popen) -> None:
    """Stop a process the test started in a group of its own (make and the
    server it ran), by its PID: SIGTERM, then SIGKILL after 15 s."""
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(5)


def wait_for_http(url: str, proc: subprocess.Popen, log: Path, timeout: float = 60) -> None:
    """Poll ``url`` until it answers; fail with the server's log if it dies."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"the server exited with {proc.returncode}:\n{log.read_text()[-3000:]}", pytrace=False)
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"no answer from {url} in {timeout} s:\n{log.read_text()[-3000:]}", pytrace=False)
