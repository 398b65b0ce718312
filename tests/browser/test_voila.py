"""The classroom app: `voila notebooks/app/play.ipynb` shows the live table and no code.

Starts Voilà on 127.0.0.1 for the module, opens the app, checks that no code
is on the page, fills the settings form, and plays a few moves with the
mouse. Voilà starts a kernel per page load and keeps it until Voilà stops:
one Voilà, one page, stopped by PID.

Then `make app` (the README's command), in English and with LESSON_LANG=cs:
the page's title is the kit's own name in the app's language and its
``lang`` is that language (binder/voila/voila.py), not "play" and "en". It
runs the Makefile's recipe with this environment's Voilà (make -o: the
environment `make app` would make is not made).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from processes import ROOT, free_port, stop_group, wait_for_http
from table_driver import draw_or_pass, legal_plays, message, play_with_the_mouse, wait_for_turn

from mextrain.words import Words

MOVES = 3
SEED = "2026"


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
        table.locator(".mt-board svg").wait_for()
        log = table.locator(".mt-log li")
        played = 0
        for _ in range(MOVES * 3):
            wait_for_turn(page, table)
            if played == MOVES or "over" in message(table):
                break
            legal = legal_plays(table)
            if not legal:
                draw_or_pass(table).click()
                continue
            play_with_the_mouse(page, table, legal)
            played += 1
        assert played == MOVES, f"played {played} of {MOVES} moves: {message(table)}"
        mine = [line for line in log.all_inner_texts() if line.startswith("Player 1 plays")]
        assert len(mine) == MOVES, mine
        assert "went wrong" not in message(table)
    finally:
        page.screenshot(path=str(artifacts / "voila.png"), full_page=True)


@pytest.fixture(params=["en", "cs"])
def made_app(request, tmp_path):
    """`make app` (LESSON_LANG=cs for Czech) on a free loopback port; yields
    (language, address)."""
    lang = request.param
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(tmp_path / name.lower())
    for name in ("MAKEFLAGS", "MAKELEVEL", "DISPLAY", "WAYLAND_DISPLAY", "JUPYTER_CONFIG_PATH"):
        env.pop(name, None)
    # The kernel spec says "python": make that this interpreter, with the kit of this repository.
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    port = free_port()
    log = tmp_path / "make-app.log"
    args = ["make", "-o", ".venv/.voila", "app", f"BIN={Path(sys.executable).parent}",
            f"APP_ARGS=--port={port} --Voila.ip=127.0.0.1", *([] if lang == "en" else [f"LESSON_LANG={lang}"])]
    with open(log, "wb") as out:
        proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)
    try:
        started = time.monotonic()
        base = f"http://127.0.0.1:{port}"
        wait_for_http(base, proc, log)
        print(f"\nmake app ({lang}), Voila serving: {time.monotonic() - started:.1f} s")
        yield lang, base
    finally:
        stop_group(proc)  # make and the Voila it started


def test_make_app_page_has_its_languages_title_and_lang(made_app, page):
    lang, base = made_app
    words = Words.load(lang)
    page.goto(base)
    # The table's own heading: the kernel speaks the language too.
    page.locator(".mextrain-settings", has_text=words._("Mexican Train: a new game")).wait_for(timeout=60_000)
    assert page.title() == words._("Mexican Train")
    assert page.evaluate("document.documentElement.lang") == lang
    if lang != "en":
        assert page.title() != "Mexican Train"
