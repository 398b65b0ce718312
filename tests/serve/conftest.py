"""Fixtures for the classroom server's tests: servers and redis-server
started by the test on loopback and stopped by PID (see ``harness``).
Chromium is ``tests/conftest.py``'s ``browser``."""

from __future__ import annotations

import pytest
from harness import REDIS, Redis, Server
from processes import require


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
    require(REDIS, "redis-server")
    r = Redis()
    yield r
    r.stop()
