"""The lessons' "Play now" in Binder's JupyterLab, where Voila runs beside it.

The lessons link to /play/index.html?lang=..., the Lite site's play page.
JupyterLab started the way Binder starts it (binder/start, which passes
binder/voila's configuration: mextrain.jupyter_play among its server
extensions, the kit's JupyterLab plugin mextrain/labextension) under a base
URL as a JupyterHub gives it (/user/x/), on a free loopback port, with this
environment's Voila (Binder's pin), stopped by PID: the Ukrainian lesson's
link, clicked in the lesson, opens the Ukrainian app in Voila under that base
URL, the table in Ukrainian with no code. (Without Voila, `make lab`'s
JupyterLab opens the app in Lab: tests/browser/test_make_lab.py.)
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from chromium import require_chromium
from lab_pages import jupyter_env, play_link
from links import PANEL, PLAY_NOW, scroll_to
from processes import ROOT, free_port, stop, wait_for_http

from mextrain.words import Words

UKRAINIAN_LESSON = ROOT / "notebooks/uk/00_start_here.ipynb"
#: A JupyterHub's (and so Binder's) address of a user's server.
BASE_URL = "/user/x/"


@pytest.fixture(scope="module")
def binder_lab(tmp_path_factory):
    """`binder/start jupyter lab` from the repository on 127.0.0.1 with a
    token, under BASE_URL; yields (address with the base URL, token)."""
    require_chromium()
    home = tmp_path_factory.mktemp("binder-lab")
    env = jupyter_env(home)
    env.pop("JUPYTER_CONFIG_PATH", None)
    # The kernel spec says "python": make that this interpreter.
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    port, token = free_port(), secrets.token_hex(16)
    log = home / "lab.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [str(ROOT / "binder/start"), sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
             "--ip=127.0.0.1", f"--port={port}", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={ROOT}",
             f"--ServerApp.base_url={BASE_URL}"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}{BASE_URL.rstrip('/')}"
        wait_for_http(f"{base}/api/status?token={token}", proc, log)
        yield base, token
    finally:
        stop(proc)


def test_play_now_opens_the_app_in_voila(binder_lab, page):
    base, token = binder_lab
    link = play_link(UKRAINIAN_LESSON)
    assert link == "/play/index.html?lang=uk", link
    page.goto(f"{base}/lab?token={token}")  # logged in, as the learner is
    page.goto(f"{base}{link}&players=2&bots=greedy&seed=7&bots=0")
    assert page.url == f"{base}/voila/render/notebooks/uk/app/play.ipynb?players=2&bots=greedy&seed=7", page.url
    words = Words.load("uk")
    page.locator(".mextrain-settings", has_text=words._("Mexican Train: a new game")).wait_for(timeout=90_000)
    assert page.locator(".jp-InputArea, .cm-editor").count() == 0
    assert page.title() == words._("Mexican Train")
    assert page.evaluate("document.documentElement.lang") == "uk"


def test_the_lessons_link_clicked_under_a_base_url(binder_lab, page):
    """Clicked in the lesson, the link written /play/index.html?lang=uk goes to
    this server's /user/x/play/index.html (before mextrain/labextension: the
    host's root, outside the user's server, a 404)."""
    base, token = binder_lab
    page.goto(f"{base}/lab/tree/{UKRAINIAN_LESSON.relative_to(ROOT).as_posix()}?reset&token={token}")
    page.wait_for_selector(f"{PANEL} .jp-RenderedMarkdown", timeout=90_000)
    link = scroll_to(page, PLAY_NOW)
    with page.context.expect_page() as opened:
        link.click()
    app = opened.value
    app.wait_for_load_state()
    assert app.url == f"{base}/voila/render/notebooks/uk/app/play.ipynb", app.url
    words = Words.load("uk")
    app.locator(".mextrain-settings", has_text=words._("Mexican Train: a new game")).wait_for(timeout=90_000)
