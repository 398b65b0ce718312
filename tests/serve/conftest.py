"""Fixtures for the classroom server's tests: servers and redis-server
started by the test on loopback and stopped by PID (see ``harness``)."""

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


@pytest.fixture
def redis_server():
    if not os.access(REDIS, os.X_OK):
        why = f"{REDIS} is missing: apt-get install redis-server (.ci/run does)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(why, pytrace=False)
        pytest.skip(why)
    r = Redis()
    yield r
    r.stop()


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium (never `playwright install`), one per test module."""
    if not os.access(CHROMIUM, os.X_OK):
        why = f"{CHROMIUM} is missing: apt-get install chromium (.ci/run does)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(why, pytrace=False)
        pytest.skip(why)
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
        yield chromium
        chromium.close()
