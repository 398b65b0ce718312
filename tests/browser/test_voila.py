"""The classroom app: `voila notebooks/app/play.ipynb` shows the live table and no code.

Starts Voilà on 127.0.0.1 for the module, opens the app, checks that no code
is on the page, fills the settings form, and plays a few moves with the
mouse. Voilà starts a kernel per page load and keeps it until Voilà stops:
one Voilà, one page, stopped by PID.
"""

from __future__ import annotations

from table_driver import legal_plays, message, play_with_the_mouse, wait_for_turn

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
        box = table.locator(".mextrain-picture")
        box.locator(".mextrain-board svg").wait_for()
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
        mine = [line for line in log.all_inner_texts() if line.startswith("Player 1 plays")]
        assert len(mine) == MOVES, mine
        assert "went wrong" not in message(table)
    finally:
        page.screenshot(path=str(artifacts / "voila.png"), full_page=True)
