"""Debian's Chromium for the browser tests, driven by Playwright: what works
on these machines (``/work/shared/BROWSER-TESTS.md``) is to launch
``/usr/bin/chromium`` (never ``playwright install``, which downloads a
browser) headless, against servers the tests start on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

from processes import require

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def require_chromium() -> None:
    require(CHROMIUM, "chromium")


def launch(playwright):
    """A headless Chromium (Debian's)."""
    require_chromium()
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)


def launch_with_profile(playwright, profile: Path, **options):
    """Chromium with a profile on disk: a new folder is a first visit (cold
    caches), the same folder again a returning visitor (warm)."""
    require_chromium()
    return playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=FLAGS, **options)
