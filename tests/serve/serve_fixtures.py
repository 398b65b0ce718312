"""Fixtures for the classroom server's tests: servers and redis-server
started by the test on loopback and stopped by PID (see ``harness``), and
Debian's Chromium. Test modules import the ones they use: a ``conftest.py``
here would shadow ``tests/browser/conftest.py``, which its tests import by
that name."""

from __future__ import annotations

import os

import pytest
from harness import REDIS, Redis, Server


@pytest.fixture
def servers(tmp_path):
    """Start servers with ``servers(data=..., redis=..., script=...)``; all
    are stopped at the end of the test."""
    started = []

    def start(data=None, **options) -> Server:
        server = Server(data or tmp_path / "data", **options)
        started.append(server)
        return server
    yield start
    for server in started:
        server.kill()


@pytest.fixture
def server(servers):
    return servers()


def _require(program: str, package: str) -> None:
    """Skip without ``program`` on a developer's machine; fail in CI, where .ci/run installs it."""
    if os.access(program, os.X_OK):
        return
    why = f"{program} is missing: apt-get install {package} (.ci/run does)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(why, pytrace=False)
    pytest.skip(why)


@pytest.fixture
def redis_server():
    _require(REDIS, "redis-server")
    r = Redis()
    yield r
    r.stop()


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium (never `playwright install`), one per test module."""
    _require(CHROMIUM, "chromium")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        yield chromium
        chromium.close()
