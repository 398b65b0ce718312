"""The classroom app: `voila notebooks/app/play.ipynb` shows the live table and no code.

Starts Voilà on 127.0.0.1 for the module, opens the app, checks that no code
is on the page, fills the settings form, and plays a few moves with the
mouse. Voilà starts a kernel per page load and keeps it until Voilà stops:
one Voilà, one page, stopped by PID.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import ARTIFACTS, ROOT, free_port, stop, wait_for_http
from table_driver import legal_plays, message, play_with_the_mouse, wait_for_turn

APP = "notebooks/app/play.ipynb"
MOVES = 3
SEED = "2026"


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    home = tmp_path_factory.mktemp("voila")
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(home / name.lower())
    # The kernel spec says "python": make that this interpreter.
    env["PATH"] = f"{os.path.dirname(sys.executable)}{os.pathsep}{env.get('PATH', '')}"
    port = free_port()
    log = home / "voila.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "voila", APP, "--no-browser", f"--port={port}",
             "--Voila.ip=127.0.0.1"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for_http(base, proc, log)
        yield base
    finally:
        stop(proc)
        if ARTIFACTS.is_dir():
            (ARTIFACTS / "voila.log").write_bytes(log.read_bytes())


def test_app_shows_the_table_without_code_and_plays(voila, page, artifacts):
    page.goto(voila)
    table = page.locator(".mextrain-table")
    try:
        form = table.locator(".mextrain-settings")
        form.wait_for(timeout=60_000)
        assert page.locator(".jp-InputArea, .cm-editor, .jp-CodeCell .jp-InputPrompt").count() == 0
        assert "mt.play" not in page.inner_text("body")
        assert table.count() == 1

        form.locator("input[placeholder^='empty']").fill(SEED)
        readout = form.locator(".widget-readout").first
        readout.click()
        readout.fill("0")
        readout.press("Enter")
        form.locator("button:has-text('Start')").click()
        box = table.locator(".mextrain-picture")
        box.locator("svg").wait_for()
        log = table.locator(".mextrain-log li")
        played = 0
        for _ in range(MOVES * 3):
            wait_for_turn(page, table)
            if played == MOVES or "over" in message(table):
                break
            legal = legal_plays(table)
            if not legal:
                table.locator("button:has-text('Draw'):not([disabled]), "
                              "button:has-text('Pass'):not([disabled])").first.click()
                continue
            play_with_the_mouse(page, table, legal)
            played += 1
        assert played == MOVES, f"played {played} of {MOVES} moves: {message(table)}"
        mine = [line for line in log.all_inner_texts() if line.startswith("Player 0 plays")]
        assert len(mine) == MOVES, mine
        assert "went wrong" not in message(table)
    finally:
        page.screenshot(path=str(artifacts / "voila.png"), full_page=True)
