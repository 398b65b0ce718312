"""The serverless site (JupyterLite, Pyodide kernel) in a real browser, offline.

Builds the site with binder/lite/build.py (what `make lite` runs) into a temporary
folder, serves it with ``python -m http.server`` on 127.0.0.1, opens the
first lesson, runs it, then plays a move at a live table added below it.
Every request that is not for 127.0.0.1 is aborted and recorded, and the
test fails if there was one: the site must need nothing from a CDN. The
kernel itself checks that the net holds for its worker too.

About 60 s: 15 s to build, 20 s for Pyodide to start in the browser.
"""

from __future__ import annotations

import subprocess
import sys
import time
from urllib.parse import urlsplit

import pytest
from conftest import ROOT, free_port, open_notebook, run_all, stop, wait_for_http
from table_driver import legal_plays, play_with_the_mouse, wait_for_turn

pytestmark = pytest.mark.slow

LESSON = "00_start_here.ipynb"
LOOPBACK = {"127.0.0.1"}
# Added below the lesson: a small deterministic table, ready at once.
TABLE_MARK = "seed=1, delay=0"
TABLE_CELL = f'import mextrain as mt\nmt.play(players=2, bots="greedy", rounds="one", {TABLE_MARK}, settings=False)'
# Run in the kernel's worker: a fetch that must be stopped by the same net.
FETCH_CELL = ('from pyodide.http import pyfetch\n'
              'try:\n'
              '    await pyfetch("https://cdn.jsdelivr.net/pyodide/v314.0.6/full/pyodide-lock.json")\n'
              '    print("FETCHED")\n'
              'except Exception as e:\n'
              '    print("BLOCKED", type(e).__name__)')


class Site:
    """A served lite site: ``url(path)`` opens a notebook in its JupyterLab."""

    def __init__(self, base: str):
        self.base = base

    def url(self, path: str) -> str:
        return f"{self.base}/lab/index.html?path={path}"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("lite") / "site"
    started = time.monotonic()
    build = subprocess.run([sys.executable, str(ROOT / "binder" / "lite" / "build.py"), "--out", str(out)],
                           cwd=ROOT, capture_output=True, text=True)
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-3000:]
    print(f"\nlite build: {time.monotonic() - started:.1f} s")
    port = free_port()
    log = out.parent / "http.log"
    with open(log, "wb") as sink:
        proc = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(out)],
            stdout=sink, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for_http(f"{base}/jupyter-lite.json", proc, log)
        yield Site(base)
    finally:
        stop(proc)


@pytest.fixture
def offline_page(page):
    """The page, with every request that leaves 127.0.0.1 aborted and recorded
    (a context route also sees the kernel's worker and the service worker)."""
    outside: list[str] = []

    def guard(route):
        if urlsplit(route.request.url).hostname in LOOPBACK:
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    page.context.route("**/*", guard)
    page.outside = outside
    return page


def _add_cell(page, code: str) -> None:
    """Append a code cell below the last one and run it."""
    page.locator(".jp-Notebook .jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")


def _idle(page, timeout=120_000) -> None:
    page.wait_for_function(
        "() => document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status === 'idle'"
        " && [...document.querySelectorAll('.jp-InputPrompt')].every(p => !p.textContent.includes('*'))",
        timeout=timeout)


def test_lesson_runs_and_a_move_is_played_offline(site, offline_page, artifacts):
    page = offline_page
    started = time.monotonic()
    try:
        open_notebook(page, site, LESSON)
        ready = time.monotonic() - started
        run_all(page)
        _idle(page)
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']")
        assert errors.count() == 0, errors.first.inner_text()
        ran = time.monotonic() - started

        _add_cell(page, TABLE_CELL)
        # The cell just added; the lesson may show tables of its own.
        table = page.locator(f".jp-CodeCell:has(.jp-InputArea:has-text('{TABLE_MARK}')) .mextrain-table")
        box = table.locator(".mextrain-picture")
        box.locator("svg").wait_for(timeout=60_000)
        wait_for_turn(page, table)
        legal = legal_plays(table)
        assert legal, "the seeded deal gives the human no play: choose another seed"
        tile = play_with_the_mouse(page, table, legal)
        log = table.locator(".mextrain-log li")
        assert any(f"Player 0 plays {tile}" in line for line in log.all_inner_texts())

        _add_cell(page, FETCH_CELL)
        _idle(page)
        printed = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stdout']").last
        assert printed.inner_text().startswith("BLOCKED"), printed.inner_text()
    finally:
        page.screenshot(path=str(artifacts / "lite.png"), full_page=True)
    cdn = [u for u in page.outside if "cdn.jsdelivr.net/pyodide/v314.0.6/full/pyodide-lock.json" not in u]
    assert len(page.outside) == len(cdn) + 1, "the kernel's own fetch never reached the net"
    assert not cdn, f"the site asked for files outside 127.0.0.1: {cdn}"
    print(f"\nlite: {LESSON} open with a ready kernel in {ready:.1f} s, run in {ran:.1f} s, "
          f"a move played in {time.monotonic() - started:.1f} s")
