"""The live table in a real JupyterLab, played with the mouse.

Runs ``notebooks/05_play.ipynb``, fills the settings form, plays several
moves by clicking tiles and trains on the picture, checks that the picture
and the log change, that an illegal click shows the rule and changes
nothing, saves a screenshot to ``artifacts/`` and prints the median time
from a click to the redrawn picture (reported, not asserted).
"""

from __future__ import annotations

import re
import statistics

from table_driver import draw_or_pass, legal_plays, logged_moves, message, wait_for_turn

MOVES = 6          # human turns to play
SEED = "2026"
BOT_DELAY = "0.1"  # seconds; fast, but the bots still move one per tick

# Records when the table is clicked and when it shows the next frame after that.
WATCH = """(box) => {
    window.__mt = {};
    box.addEventListener('click', () => { window.__mt.t0 = performance.now(); }, {capture: true, once: true});
    new MutationObserver((_, obs) => { window.__mt.t1 = performance.now(); obs.disconnect(); })
        .observe(box, {attributes: true, attributeFilter: ['data-ply']});
}"""


def _click_and_time(page, box, target, timings) -> None:
    box.locator("xpath=self::*[not(@data-pending)]").wait_for()  # the last click was answered
    box.evaluate(WATCH)
    target.click()
    page.wait_for_function("() => window.__mt.t1 !== undefined", timeout=10_000)
    timings.append(page.evaluate("() => window.__mt.t1 - window.__mt.t0"))


def test_play_a_few_moves_with_the_mouse(run_notebook, artifacts):
    page = run_notebook("05_play.ipynb")
    try:
        _play(page, artifacts)
    finally:
        page.screenshot(path=str(artifacts / "play-page.png"), full_page=True)


def _play(page, artifacts):
    table = page.locator(".mextrain-table").first
    form = table.locator(".mextrain-settings")
    form.wait_for()
    form.locator("input[placeholder^='empty']").fill(SEED)
    readout = form.locator(".widget-readout").first
    readout.click()
    readout.fill(BOT_DELAY)
    readout.press("Enter")
    form.screenshot(path=str(artifacts / "settings.png"))
    form.locator("button:has-text('Start')").click()

    box = table.locator(".mt-table")
    box.locator(".mt-board svg").wait_for()
    wait_for_turn(page, table)
    pictures = box.locator(".mt-board, .mt-hand")
    first_picture = pictures.evaluate_all("(els) => els.map((e) => e.innerHTML).join('')")
    first_log = table.locator(".mt-log li").count()
    timings: list[float] = []
    illegal_checked = double_clicked = False

    for _ in range(MOVES):
        if re.search("round is over|match is over", message(table), re.I):
            break
        legal = legal_plays(table)
        hand = [t.get_attribute("data-tile") for t in box.locator(".mt-hand .hand-tile[data-tile]").all()]
        if not legal:
            moves = logged_moves(table)
            draw_or_pass(table).click()
            wait_for_turn(page, table, moves)
            continue
        playable = {m.split()[1] for m in legal}
        stuck = [t for t in hand if t not in playable]
        if stuck and not illegal_checked:
            # An illegal click: the rule on the message line, nothing else changes.
            before = pictures.evaluate_all("(els) => els.map((e) => e.innerHTML).join('')")
            log_before = table.locator(".mt-log").inner_html()
            box.locator(f".mt-hand .hand-tile[data-tile='{stuck[0]}']").click()
            page.wait_for_function(
                "(el) => /R\\d+|C\\d/.test(el.querySelector('.mt-message').textContent)",
                arg=table.element_handle())
            box.locator("xpath=self::*[not(@data-pending)]").wait_for()
            assert table.locator(".mt-message.mt-alert").count() == 1
            assert pictures.evaluate_all("(els) => els.map((e) => e.innerHTML).join('')") == before
            assert table.locator(".mt-log").inner_html() == log_before
            # read out too, by the live region the page already had
            assert message(table) in table.locator(".mt-live").text_content()
            illegal_checked = True
        tile, train = legal[0].split()[1], legal[0].split()[3]
        one_train = sum(m.split()[1] == tile for m in legal) == 1
        if one_train and not double_clicked:
            # A double click on a tile that plays at once: one move, not two.
            mine = table.locator(".mt-log li", has_text="Player 1 plays")
            count, moves = mine.count(), logged_moves(table)
            box.locator(f".mt-hand .hand-tile[data-tile='{tile}']").dblclick()
            wait_for_turn(page, table, moves)
            assert mine.count() == count + 1
            double_clicked = True
            continue
        moves = logged_moves(table)
        target = box.locator(f".mt-hand .hand-tile[data-tile='{tile}']")
        if not one_train:
            # Picked, not played: the page rings the trains it fits; now click one.
            target.click()
            box.locator(f".mt-hand .hand-tile.selected[data-tile='{tile}']").wait_for()
            assert box.locator(f".mt-board [data-train='{train}'].mt-target").count() >= 1
            target = box.locator(f".mt-board [data-train='{train}']").first
        _click_and_time(page, box, target, timings)
        wait_for_turn(page, table, moves)

    assert timings, "no move was played with the mouse"
    assert pictures.evaluate_all("(els) => els.map((e) => e.innerHTML).join('')") != first_picture
    assert table.locator(".mt-log li").count() > first_log
    assert illegal_checked, "the deal gave no tile to click illegally: choose another SEED"
    assert "went wrong" not in message(table)
    table.screenshot(path=str(artifacts / "play.png"))

    # A kernel restart: the table says Python is gone and a click changes nothing.
    before = pictures.evaluate_all("(els) => els.map((e) => e.innerHTML).join('')")
    page.click("li.lm-MenuBar-item:has-text('Kernel')")
    page.click("li.lm-Menu-item[data-command='kernelmenu:restart']")
    page.click(".jp-Dialog-button.jp-mod-accept")
    note = table.locator(".mt-gone .mt-message")
    note.filter(has_text="Python is gone").wait_for()
    box.locator(".mt-hand .hand-tile[data-tile]").first.click()
    assert pictures.evaluate_all("(els) => els.map((e) => e.innerHTML).join('')") == before
    assert "Python is gone" in note.inner_text()
    print(f"\nclick-to-redraw: median {statistics.median(timings):.0f} ms over {len(timings)} clicks "
          f"(min {min(timings):.0f}, max {max(timings):.0f})")
