"""Fixtures every folder of tests may use: Debian's Chromium (see
``support/chromium.py``). Helpers that are not fixtures live in
``tests/support``, on pytest's path: a test never imports a conftest."""

from __future__ import annotations

import pytest
from chromium import launch, require_chromium

# --doctest-modules would collect every conftest.py as a module named
# "conftest" (there are several, in folders that are not packages, and
# pytest already loaded each as the fixtures of its folder); none has doctests.
collect_ignore_glob = ["*conftest.py"]

# Module-wide, not session-wide: a sync Playwright keeps an asyncio loop
# running in this thread while it lives, and the classroom server's tests
# that drive websockets with asyncio.run come after some of these.
@pytest.fixture(scope="module")
def playwright():
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright):
    """A headless Chromium (Debian's), shared by a test module."""
    chromium = launch(playwright)
    yield chromium
    chromium.close()
