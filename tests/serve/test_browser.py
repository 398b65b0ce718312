"""The classroom pages in a real Chromium: one browser context per seat
(separate storage, as separate devices) plus the projector, against a
server started by the test."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from harness import leaks, seen_by

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
SETTINGS = {"players": 4, "seats": ["student", "student", "planner", "greedy"], "names": ["Ann", "Bo", "Cy", "Di"],
            "rules": {"max_pip": 9}, "rounds": "one", "seed": 12, "delay": 0}


def _open(browser, url, frames=None, **context):
    ctx = browser.new_context(**({"viewport": {"width": 1280, "height": 1000}} | context))
    page = ctx.new_page()
    page.set_default_timeout(15_000)
    if frames is not None:  # the tap: every websocket frame this page receives
        page.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(json.loads(data))))
    page.goto(url)
    page.wait_for_selector("body[data-ply]")
    return page


def _ply(page) -> int:
    return int(page.get_attribute("body", "data-ply"))


def _click_move(page) -> None:
    """Play this seat's turn with the mouse: a tile, then a train; else Draw or Pass."""
    plays = page.locator(".mt-moves button[data-move]")
    if plays.count():
        _, tile, _, train = plays.first.get_attribute("data-move").split(" ")
        page.click(f'.mt-hand .hand-tile[data-tile="{tile}"]')
        page.click(f".mt-board #open-end-{train}")
    elif page.is_visible(".mt-draw"):
        page.click(".mt-draw")
    else:
        page.click(".mt-pass")


def _wait_change(pages, ply, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if all(_ply(p) > ply for p in pages):
            return
        time.sleep(0.05)
    raise TimeoutError(f"no page moved past ply {ply}")


def _mover(pages):
    return next((p for p in pages if p.is_visible(".mt-draw") or p.is_visible(".mt-pass")
                 or p.locator(".mt-moves button[data-move]").count()), None)


def test_a_whole_round_with_the_mouse(server, browser):
    made = server.table(**SETTINGS)
    tapped = {0: [], 1: []}
    students = [_open(browser, s["url"], tapped[s["seat"]]) for s in made["seats"] if s["kind"] == "student"]
    projector = _open(browser, made["projector"])
    for seat, page in enumerate(students):
        assert page.text_content("#who") == f"You are {SETTINGS['names'][seat]}."
    deadline = time.monotonic() + 120
    for _ in range(300):
        assert time.monotonic() < deadline
        if students[0].locator(".mt-end svg").count():  # the score sheet: the round is over
            break
        page = _mover(students)
        if page is None:
            time.sleep(0.05)
            continue
        ply = _ply(page)
        # Each page shows only its own hand: its picture holds the seat's tiles, no more.
        hand = set(page.eval_on_selector_all(".mt-hand .hand-tile", "els => els.map(e => e.dataset.tile)"))
        assert hand and len(hand) <= 10 + 20
        _click_move(page)
        _wait_change([page], ply)
        # The projector shows the public table: no hand face up, not even in its DOM.
        assert projector.locator(".hand-tile").count() == 0 or projector.locator(".mt-end svg").count()
    else:
        raise AssertionError("the round did not end")
    _wait_change([projector], 0)
    for page in students + [projector]:
        page.wait_for_function("() => document.querySelector('.mt-end svg') !== null")
    # The end of the round shows every hand, on every page.
    shown = students[0].eval_on_selector_all(".mt-board .hand-tile", "els => els.length")
    last = [f for f in tapped[0] if f.get("type") == "state"][-1]
    _, rnd = seen_by(SETTINGS, last, 0)
    assert last["over"] and shown == sum(len(h) for h in rnd.hands) > 0
    # The pictures come without their symbols: each page keeps the set's sheet, and finds every one there.
    for page in students + [projector]:
        assert page.evaluate("""() => {
            const uses = [...document.querySelectorAll('.mt-board use, .mt-hand use')];
            const found = (u) => document.getElementById((u.getAttribute('xlink:href') || '').slice(1));
            return uses.length > 0 && uses.every((u) => found(u) && found(u).closest('.mextrain-symbols'));
        }""")
    ARTIFACTS.mkdir(exist_ok=True)
    students[0].screenshot(path=str(ARTIFACTS / "serve-seat-round-end.png"), full_page=True)
    projector.screenshot(path=str(ARTIFACTS / "serve-projector.png"), full_page=True)
    for seat, frames in tapped.items():
        assert frames and leaks(SETTINGS, frames, seat, 9) == []


def test_an_illegal_click_says_why_and_changes_nothing(server, browser):
    made = server.table(**{**SETTINGS, "seats": ["student", "planner", "planner", "planner"]})
    page = _open(browser, made["seats"][0]["url"])
    page.wait_for_selector(".mt-moves button[data-move], .mt-draw:not([hidden])")
    ply = _ply(page)
    legal = page.eval_on_selector_all(".mt-moves button[data-move]", "els => els.map(e => e.dataset.move)")
    tiles = page.eval_on_selector_all(".mt-hand .hand-tile", "els => els.map(e => e.dataset.tile)")
    fits = {t: sum(m.startswith(f"play {t} on ") for m in legal) for t in tiles}
    # A tile that fits nowhere: refused at once, the engine's reason naming it.
    stuck = next(t for t in tiles if not fits[t])
    page.click(f'.mt-hand .hand-tile[data-tile="{stuck}"]')
    page.wait_for_function("() => document.querySelector('.mt-message').classList.contains('mt-alert')")
    assert stuck in page.text_content(".mt-message") and _ply(page) == ply
    # A tile that fits two trains is picked; a train it does not fit, by the keyboard: refused.
    bad = next(t for t in tiles if fits[t] > 1)
    page.click(f'.mt-hand .hand-tile[data-tile="{bad}"]')
    assert page.locator(f'.mt-hand .hand-tile.selected[data-tile="{bad}"]').count() == 1
    assert page.locator(".mt-train-end.mt-target").count() == 2  # the trains it fits, as buttons
    page.focus(".mt-board #open-end-1")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.mt-message').textContent.includes('R7')"
                           " && document.querySelector('.mt-message').classList.contains('mt-alert')")
    assert "not yours" in page.text_content(".mt-message") and _ply(page) == ply  # the engine's reason


def test_a_seat_link_in_a_second_browser_shows_nothing(server, browser):
    made = server.table(**SETTINGS)
    url = made["seats"][0]["url"]
    first = _open(browser, url)
    assert first.locator(".mt-hand .hand-tile").count() > 0
    ctx = browser.new_context()
    second = ctx.new_page()
    second.goto(url)
    second.wait_for_function("() => document.querySelector('#message').textContent.includes('another device')")
    assert second.locator("#table *").count() == 0 and second.locator(".hand-tile").count() == 0


def test_pages_reconnect_after_a_restart_mid_turn(servers, browser, tmp_path):
    first = servers(data=tmp_path / "data")
    made = first.table(**{**SETTINGS, "seats": ["student", "planner", "planner", "planner"]})
    page = _open(browser, made["seats"][0]["url"])
    page.wait_for_selector(".mt-moves button[data-move], .mt-draw:not([hidden])")
    ply = _ply(page)
    hand = page.eval_on_selector_all(".mt-hand .hand-tile", "els => els.map(e => e.dataset.tile)")
    first.kill()  # in the middle of this student's turn
    page.wait_for_function("() => document.querySelector('#message').textContent.includes('reconnecting')")
    servers(data=tmp_path / "data", port=first.port)
    page.wait_for_function("() => !document.querySelector('#message').textContent.includes('reconnecting')",
                           timeout=20_000)
    assert _ply(page) == ply
    assert page.eval_on_selector_all(".mt-hand .hand-tile", "els => els.map(e => e.dataset.tile)") == hand
    _click_move(page)
    _wait_change([page], ply)


def test_the_seat_page_on_a_phone(server, browser):
    made = server.table(**{**SETTINGS, "seats": ["student", "planner", "planner", "planner"]})
    page = _open(browser, made["seats"][0]["url"], viewport={"width": 390, "height": 844}, device_scale_factor=2,
                 is_mobile=True, has_touch=True)
    page.wait_for_selector(".mt-moves button[data-move], .mt-draw:not([hidden])")
    # Tap targets: every visible button, and every tile of the hand, at least 44 px both ways.
    boxes = [b for b in (el.bounding_box() for el in page.query_selector_all("button:visible")) if b]
    assert boxes and all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes
    tiles = [el.bounding_box() for el in page.query_selector_all(".mt-hand .hand-tile")]
    assert tiles and all(min(t["width"], t["height"]) >= 44 for t in tiles), tiles[:3]
    # Nothing clipped: the page itself is no wider than the phone; the picture scrolls inside its box.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "serve-seat-phone.png"), full_page=True)


def test_the_teacher_page_makes_and_runs_a_table(server, browser):
    page = _open_teacher(browser, server)
    page.select_option("select[name=players]", "3")
    page.select_option("select[name=kind1]", "greedy")
    page.select_option("select[name=kind2]", "student")
    page.select_option("select[name=rounds]", "one")
    for seat, name in enumerate(["Ann", "<i>Bo</i>", "Cy"]):
        page.fill(f"input[name=name{seat}]", name)
    page.click("#new-table button[type=submit]")
    card = page.wait_for_selector("article.table-card")
    table_id = card.get_attribute("data-table")
    # One join link and QR code per student seat, and the projector link.
    rows = page.locator(f'article[data-table="{table_id}"] .seat-state')
    assert rows.count() == 3
    assert page.locator(".seat-state .qr svg").count() == 2
    assert page.locator(f'article[data-table="{table_id}"] a[href*="/projector/"]').count() == 1
    assert "<i>Bo</i>" in rows.nth(1).text_content()  # markup shown as text
    assert "free" in rows.nth(0).text_content()
    link = rows.nth(0).locator("a").get_attribute("href")
    student = _open(browser, link)
    # Pushed to the teacher's page (it no longer asks every 3 s): within a second or two.
    page.wait_for_function("() => document.querySelector('.seat-state').textContent.includes('connected')",
                           timeout=3_000)
    # A bot stands in for seat 0; the student's page says so and offers the seat back.
    rows.nth(0).locator("button", has_text="Let a bot stand in").click()
    student.wait_for_selector(".mt-back:not([hidden])")
    student.click(".mt-back")
    student.wait_for_selector(".mt-back", state="hidden")
    # A new link for seat 2, then the end of the table.
    old = rows.nth(2).locator("a").get_attribute("href")
    rows.nth(2).locator("button", has_text="New link").click()
    page.wait_for_function(f"() => !document.body.textContent.includes({json.dumps(old)})")
    page.locator(f'article[data-table="{table_id}"] button', has_text="End table").click()
    student.wait_for_function("() => document.querySelector('#message').textContent.includes('ended')")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "serve-teacher.png"), full_page=True)


def _open_teacher(browser, server):
    ctx = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = ctx.new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{server.base}/teacher?token={server.token}")
    page.wait_for_selector("#seats .seat-row")
    return page


# ---- the screens a classroom holds: phones and a projector --------------------------

SCREEN = """() => {
    const box = (el) => { const r = el.getBoundingClientRect();
                          return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                                  width: r.width, height: r.height}; };
    const shown = (el) => el.offsetParent !== null;
    const pictures = [...document.querySelectorAll('.mt-table svg')].filter(shown);
    const svgText = pictures.flatMap((p) => {
        const r = p.getBoundingClientRect(), view = p.viewBox.baseVal;
        const scale = Math.min(r.width / view.width, r.height / view.height);
        return [...p.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    });
    const words = [...document.querySelectorAll('h1, #message, .mt-status, .mt-message, .mt-log li, .mt-heading, '
                                                + '.mt-table button, .mt-notices p')].filter(shown);
    const text = words.filter((el) => el.textContent.trim())
        .map((el) => ({tag: el.tagName, size: parseFloat(getComputedStyle(el).fontSize)}));
    const buttons = (sel) => [...document.querySelectorAll(sel)].filter(shown).map(box);
    return {
        viewport: [innerWidth, innerHeight], scrollWidth: document.documentElement.scrollWidth,
        message: box(document.querySelector('.mt-message')),
        hand: buttons('.mt-hand .hand-tile[data-tile]'), ends: buttons('.mt-train-end'),
        draw: buttons('.mt-draw, .mt-pass'), targets: buttons('.mt-table button'),
        smallestSvgText: svgText.length ? Math.min(...svgText) : null, text,
    };
}"""


def _inside(box, viewport) -> bool:
    return box["left"] >= 0 and box["top"] >= 0 and box["right"] <= viewport[0] and box["bottom"] <= viewport[1]


def _measure(page, name: str) -> dict:
    f = page.evaluate(SCREEN)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"serve-{name}.png"))
    return f


def _first_turn(server, browser, players: int, viewport, seed: int = 3, **context):
    """A student at seat 0 (who starts round 1) among Planners, at the first turn."""
    made = server.table(players=players, seats=["student"] + ["planner"] * (players - 1), rounds="one",
                        seed=seed, delay=0)
    page = _open(browser, made["seats"][0]["url"], viewport=viewport, **context)
    page.wait_for_selector(".mt-table.mt-acting .mt-hand .hand-tile")
    page.wait_for_function("() => document.querySelector('.mt-hand svg').getAttribute('width')"
                           " == String(Math.floor(document.querySelector('.mt-table').clientWidth))")
    return made, page


@pytest.mark.parametrize("players", (2, 4, 8))
@pytest.mark.parametrize("width, height", [(390, 844), (360, 740)])
def test_a_phone_shows_the_hand_the_ends_and_what_to_do_on_its_first_screen(server, browser, players, width,
                                                                            height):
    _, page = _first_turn(server, browser, players, {"width": width, "height": height}, device_scale_factor=2,
                          is_mobile=True, has_touch=True)
    f = _measure(page, f"phone-{width}-{players}")
    view = f["viewport"]
    print(f"\nphone {width}x{height}, {players} players: page {f['scrollWidth']} px wide; hand tiles "
          f"{min(b['width'] for b in f['hand']):.0f}x{min(b['height'] for b in f['hand']):.0f} px, the last "
          f"ending at {max(b['bottom'] for b in f['hand']):.0f} px; {len(f['ends'])} train ends as buttons, "
          f"{min(b['height'] for b in f['ends']):.0f} px tall, the last ending at "
          f"{max(b['bottom'] for b in f['ends']):.0f} px; smallest picture text {f['smallestSvgText']:.1f} px")
    assert f["scrollWidth"] <= width  # nothing scrolls sideways
    assert _inside(f["message"], view)
    assert f["hand"] and all(_inside(b, view) and min(b["width"], b["height"]) >= 44 for b in f["hand"]), f["hand"]
    assert f["ends"] and all(_inside(b, view) and min(b["width"], b["height"]) >= 44 for b in f["ends"])
    assert all(_inside(b, view) for b in f["draw"])  # Draw/Pass, when legal, with the message
    assert all(min(b["width"], b["height"]) >= 44 for b in f["targets"]), f["targets"]
    # The whole table one tap away, in a box of its own: the page still does not scroll sideways.
    page.click(".mt-zoom")
    assert page.evaluate("document.querySelector('.mt-board').scrollWidth") > width
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def test_a_projector_is_read_from_the_back_row(server, browser):
    made = server.table(players=8, seats=["student"] + ["planner"] * 7, rounds="one", seed=5, delay=0)
    page = _open(browser, made["projector"], viewport={"width": 1920, "height": 1080})
    page.wait_for_selector(".mt-board svg")
    page.wait_for_function("() => document.querySelectorAll('.mt-log li').length >= 2")
    page.wait_for_selector(".mt-table:not([data-room='0'])")  # drawn for the room the projector has
    f = _measure(page, "projector-8")
    sizes = [t["size"] for t in f["text"]]
    heading = [t["size"] for t in f["text"] if t["tag"] in ("H1", "H2", "H3")]
    print(f"\nprojector 1920x1080, 8 players: the page's smallest text {min(sizes):.1f} px, headings from "
          f"{min(heading):.1f} px; smallest picture text {f['smallestSvgText']:.1f} px")
    assert min(sizes) >= 24 and min(heading) > 24
    assert f["smallestSvgText"] >= 18 and f["scrollWidth"] <= 1920


def test_a_phone_that_must_draw_shows_draw_with_the_message(server, browser):
    _, page = _first_turn(server, browser, 8, {"width": 360, "height": 740}, seed=5, device_scale_factor=2,
                          is_mobile=True, has_touch=True)
    f = _measure(page, "phone-360-8-draw")
    assert len(f["draw"]) == 1 and _inside(f["draw"][0], f["viewport"]) and _inside(f["message"], f["viewport"])
    assert f["draw"][0]["bottom"] - f["message"]["top"] < 200  # beside the message, not under the hand
