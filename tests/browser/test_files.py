"""Save and Load through the browser, in the classroom app (Voila).

Two visitors (two browser contexts, as two computers) each start a game.
Save downloads the game to the visitor's own computer; Load uploads a file
from it. Checked: the page offers no server path; the download is the
session's JSON with the move log; after more moves, uploading it brings the
log back; a tampered upload is refused with the broken field named and the
game unchanged; the two visitors' downloads are their own games; and no
file appears on the server.
"""

from __future__ import annotations

import json

from processes import ROOT
from table_driver import draw_or_pass, legal_plays, message, play_with_the_mouse, wait_for_turn

# Load is a FileUpload: its button opens the browser's file chooser.
UPLOAD = ".widget-upload"


def _start(page, voila, seed: str):
    page.goto(voila)
    table = page.locator(".mextrain-table")
    form = table.locator(".mextrain-settings")
    form.wait_for(timeout=60_000)
    form.locator("input[placeholder^='empty']").fill(seed)
    form.locator("button:has-text('Start')").click()
    table.locator(".mt-board svg").wait_for()
    return table


def _play_one(page, table, waited: bool = False) -> None:
    """Play the human's next turn: a tile if one fits, else Draw or Pass.
    ``waited``: the turn is known to be the human's (the message line now
    says something else, such as "Saved")."""
    if not waited:
        wait_for_turn(page, table)
    legal = legal_plays(table)
    if legal:
        play_with_the_mouse(page, table, legal)
    else:
        draw_or_pass(table).click()


def _save(page, table) -> dict:
    with page.expect_download() as download:
        table.locator("button:has-text('Save')").click()
    return json.loads(open(download.value.path(), encoding="utf-8").read())


def _upload(page, table, doc, name: str) -> None:
    before = table.locator(".mt-message").inner_text()
    with page.expect_file_chooser() as chooser:
        table.locator(UPLOAD).click()
    chooser.value.set_files(files=[{"name": name, "mimeType": "application/json",
                                    "buffer": json.dumps(doc).encode()}])
    page.wait_for_function("([el, before]) => el.querySelector('.mt-message').innerText !== before",
                           arg=[table.element_handle(), before])


def _log(table) -> list[str]:
    return table.locator(".mt-log li").all_inner_texts()


def test_save_downloads_and_load_uploads_for_each_visitor_alone(voila, browser):
    on_server = sorted(p for p in ROOT.rglob("*") if ".git" not in p.parts and "artifacts" not in p.parts)
    one, two = (browser.new_context(viewport={"width": 1280, "height": 1100}, accept_downloads=True)
                for _ in range(2))
    try:
        page, other = one.new_page(), two.new_page()
        for p in (page, other):
            p.set_default_timeout(30_000)
        table, other_table = _start(page, voila, "11"), _start(other, voila, "12")
        assert table.locator(".mextrain-table input[type=text], .widget-text input").count() == 0, \
            "the page offers a file name box"

        _play_one(page, table)
        wait_for_turn(page, table)
        saved_log = _log(table)
        doc = _save(page, table)
        assert "Saved" in message(table) and doc["format"].startswith("mextrain-session")
        theirs = _save(other, other_table)
        assert theirs != doc

        _play_one(page, table, waited=True)
        wait_for_turn(page, table)
        assert _log(table) != saved_log
        _upload(page, table, doc, "our game.json")
        assert message(table).startswith("Loaded our game.json")
        # the saved game's log as it was, then the load
        assert _log(table)[:-1] == saved_log

        before = _log(table)
        tampered = json.loads(json.dumps(doc))
        hands = tampered["match"]["round"]["hands"]
        hands[0].append(hands[1][0])  # one tile in two hands
        _upload(page, table, tampered, "tampered.json")
        assert "unchanged" in message(table) and "round." in message(table), message(table)
        assert _log(table) == before
    finally:
        one.close()
        two.close()
    after = sorted(p for p in ROOT.rglob("*") if ".git" not in p.parts and "artifacts" not in p.parts)
    assert after == on_server, "a file appeared on the server"
