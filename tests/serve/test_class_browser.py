"""A class in a real Chromium against a real server process: the teacher
starts lesson 03's exercises in Czech from the teacher page; three phones
join by the link, type first names and answer (one wrong first, one after
a hint, one right at once, and that one makes a move on the table); the
teacher's results page shows each answer within a second, the CSV says the
same, no frame a phone received gave an answer away before its student
committed, and a restart after kill -9 keeps every answer. A class of
exercises then a table: two phones finish and land at the same table."""

from __future__ import annotations

import csv
import io
import json
import time
from pathlib import Path

from harness import answer_leaks

from mextrain.lessons import exercise
from mextrain.words import classes as C
from mextrain.words import words

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
FIRST = "03-double-1"  # the first exercise of lesson 03: tick every legal move (R11)
MOVE = "03-cover-1"    # make a move on the table (R11)


def _page(browser, url, frames=None, **context):
    ctx = browser.new_context(**({"viewport": {"width": 1280, "height": 900}} | context))
    page = ctx.new_page()
    page.set_default_timeout(15_000)
    if frames is not None:  # the tap: every websocket frame this page receives
        page.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(json.loads(data))))
    page.goto(url)
    return page


def _cells(results, name: str, rule: str) -> dict:
    row = results.locator(f'#students tr[data-student="{name}"][data-rule="{rule}"]')
    if not row.count():
        return {}
    return {key: row.locator(f'td[data-key="{key}"]').text_content() for key in ("first", "attempts", "hints")}


def _shown_within(results, name, rule, want: dict, limit: float = 1.0) -> float:
    """Seconds until the results page shows ``want`` for ``name`` and ``rule``; fails past ``limit``."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < 10:
        if _cells(results, name, rule) == want:
            took = time.monotonic() - t0
            assert took <= limit, f"{name} {rule}: {took:.2f} s"
            return took
        time.sleep(0.02)
    raise AssertionError(f"{name} {rule}: {_cells(results, name, rule)} never became {want}")


def _replied(page, n: int) -> None:
    page.wait_for_selector(f'body[data-replies="{n}"]')


def _pick(page, values) -> None:
    for value in values:
        page.click(f'#answer-area button[data-value="{value}"]')


def _start_class(browser, server, lesson: str, table: str | None = None):
    """The teacher page, and the card of a Czech class of ``lesson`` it started (``table``: then tables of so many)."""
    teacher = _page(browser, f"{server.base}/teacher?token={server.token}")
    teacher.check(f'#new-class input[name=lesson][value="{lesson}"]')
    teacher.select_option("#new-class select[name=language]", "cs")
    if table is not None:
        teacher.check("#new-class input[name=then_table]")
        teacher.select_option("#new-class select[name=table_size]", table)
    teacher.click("#new-class button[type=submit]")
    return teacher, teacher.wait_for_selector(".class-card")


def test_a_class_does_lesson_03_on_phones_and_the_teacher_sees_it_live(servers, browser):
    server = servers()
    teacher, card = _start_class(browser, server, "03")
    join = card.query_selector("a").get_attribute("href")
    results = teacher.context.new_page()
    results.goto(card.query_selector("a.results-link").get_attribute("href"))
    results.wait_for_selector("body[data-updates]")
    assert results.get_attribute("html", "lang") == "cs"

    truth = sorted(str(m) for m in exercise(FIRST).truth())
    frames = {name: [] for name in ("Anička", "Štěpán", "Řehoř")}
    phones = {}
    for name in frames:
        phone = phones[name] = _page(browser, join, frames[name], **PHONE)
        phone.fill("#join input[name=name]", name)
        phone.click("#join button[type=submit]")
        phone.wait_for_selector(f'body[data-exercise="{FIRST}"]')
        assert phone.get_attribute("html", "lang") == "cs" and name in phone.text_content("#who")
        results.wait_for_selector(f'#students tr[data-student="{name}"]')

    # Anička: wrong first (a move that is no legal move here), then right.
    a = phones["Anička"]
    offered = a.eval_on_selector_all("#answer-area button[data-value]", "els => els.map(e => e.dataset.value)")
    wrong = [v for v in offered if v not in truth][:1]
    assert wrong and set(truth) <= set(offered)
    _pick(a, wrong)
    a.click("#buttons .check")
    _replied(a, 1)
    assert "wrong" in a.get_attribute("#reply", "class")
    _shown_within(results, "Anička", "R11", {"first": "0 z 1", "attempts": "1", "hints": "0"})
    _pick(a, wrong + truth)  # the wrong one unpicked, the right ones picked
    a.click("#buttons .check")
    _replied(a, 2)
    assert "right" in a.get_attribute("#reply", "class")
    _shown_within(results, "Anička", "R11", {"first": "0 z 1", "attempts": "2", "hints": "0"})

    # Štěpán: a hint, then right.
    s = phones["Štěpán"]
    s.click("#buttons .hint")
    _replied(s, 1)
    assert s.text_content("#reply").startswith("Nápověda")
    _pick(s, truth)
    s.click("#buttons .check")
    _replied(s, 2)
    _shown_within(results, "Štěpán", "R11", {"first": "1 z 1", "attempts": "1", "hints": "1"})

    # Řehoř: right at once; then the next exercise, a move made on the table: a tile, then a train.
    r = phones["Řehoř"]
    _pick(r, truth)
    r.click("#buttons .check")
    _replied(r, 1)
    _shown_within(results, "Řehoř", "R11", {"first": "1 z 1", "attempts": "1", "hints": "0"})
    r.click("#nav .next")
    r.wait_for_selector(f'body[data-exercise="{MOVE}"] .mt-hand .hand-tile')
    move = sorted(exercise(MOVE).truth(), key=str)[0]
    r.click(f'.mt-hand .hand-tile[data-tile="{move.tile}"]')
    r.click(f'.mt-targets button[data-train="{move.train}"]')
    _replied(r, 2)
    assert "right" in r.get_attribute("#reply", "class")
    _shown_within(results, "Řehoř", "R11", {"first": "2 z 2", "attempts": "2", "hints": "0"})

    # A phone at 390 x 844: nothing scrolls sideways; every button and hand tile a fingertip at least.
    assert r.evaluate("document.documentElement.scrollWidth") <= 390
    boxes = [b for b in (el.bounding_box() for el in r.query_selector_all("button:visible")) if b]
    assert boxes and all(b["width"] >= 44 and b["height"] >= 44 for b in boxes), boxes
    tiles = [el.bounding_box() for el in r.query_selector_all(".mt-hand .hand-tile")]
    assert tiles and all(min(t["width"], t["height"]) >= 44 for t in tiles), tiles[:3]
    assert a.evaluate("document.documentElement.scrollWidth") <= 390
    ARTIFACTS.mkdir(exist_ok=True)
    r.screenshot(path=str(ARTIFACTS / "class-phone-move.png"), full_page=True)
    a.screenshot(path=str(ARTIFACTS / "class-phone-choices.png"), full_page=True)
    results.screenshot(path=str(ARTIFACTS / "class-results.png"), full_page=True)

    # No frame a phone received named an answer before its student committed.
    for name, got in frames.items():
        assert got and answer_leaks(got) == [], name

    # The CSV says what the page shows.
    class_id = results.url.split("/results/")[1].split("?")[0]
    status, text = server.api("GET", f"/api/classes/{class_id}/results.csv")
    assert status == 200
    rows = list(csv.reader(io.StringIO(text.decode("utf-8"))))[1:]
    shown = {(n, rule): _cells(results, n, rule) for n, rule, *_ in rows}
    assert {(n, rule): {"first": f"{first} z {done}", "attempts": att, "hints": hints}
            for n, rule, done, first, att, hints in rows} == shown
    assert {n for n, *_ in rows} == set(frames)

    # kill -9, then a new server on the same data: every answer acknowledged is still there.
    server.kill()
    again = servers(data=server.data)
    assert again.api("GET", f"/api/classes/{class_id}/results.csv") == (200, text)


def _finish_lesson_00(phone) -> None:
    """Both of lesson 00's exercises: a guess (any player), then the right choice."""
    phone.wait_for_selector('body[data-exercise="00-watch-1"]')
    _pick(phone, ["0"])
    phone.click("#buttons .check")
    _replied(phone, 1)
    phone.click("#nav .next")
    phone.wait_for_selector('body[data-exercise="00-cover-1"]')
    _pick(phone, [exercise("00-cover-1").truth()])
    phone.click("#buttons .check")
    _replied(phone, 2)


def test_two_phones_finish_the_exercises_and_land_at_the_same_table(servers, browser):
    server = servers()
    _, card = _start_class(browser, server, "00", table="2")
    assert "potom stoly pro 2 hráče" in card.text_content()
    join = card.query_selector("a").get_attribute("href")
    phones = {}
    for name in ("Anička", "Řehoř"):
        phone = phones[name] = _page(browser, join, **PHONE)
        phone.fill("#join input[name=name]", name)
        phone.click("#join button[type=submit]")
    _finish_lesson_00(phones["Anička"])
    first = phones["Anička"]
    first.wait_for_function("document.getElementById('message').textContent.includes('Počkej')")
    assert first.is_hidden("#to-table")
    _finish_lesson_00(phones["Řehoř"])
    seats = {}
    for name, phone in phones.items():
        phone.wait_for_selector("#to-table:not([hidden]) a#table-link")
        box = phone.query_selector("#table-link").bounding_box()
        assert box["height"] >= 44 and phone.evaluate("document.documentElement.scrollWidth") <= 390
        seats[name] = phone.get_attribute("#table-link", "href")
        if name == "Anička":
            ARTIFACTS.mkdir(exist_ok=True)
            phone.screenshot(path=str(ARTIFACTS / "class-phone-to-table.png"), full_page=True)
        phone.click("#table-link")
        phone.wait_for_url(seats[name])
        phone.wait_for_selector(".mt-hand .hand-tile")
        assert phone.get_attribute("html", "lang") == "cs"
    status, doc = server.api("GET", "/api/tables")
    assert status == 200 and len(doc["tables"]) == 1
    table = {s["url"]: s["name"] for s in doc["tables"][0]["seats"]}
    assert table == {seats["Anička"]: "Anička", seats["Řehoř"]: "Řehoř"}
    # Each seat's page names both players: the table the two of them sit at.
    for phone in phones.values():
        phone.wait_for_function("['Anička', 'Řehoř'].every(n => document.body.textContent.includes(n))")


def test_the_teacher_seats_a_student_left_over_with_a_bot_from_the_results_page(servers, browser):
    """Three students, tables of two: the third waits alone until the teacher
    presses "Seat the rest now" on the results page, and then plays a bot."""
    cs = words("cs")
    page = C.results_words(cs)  # the page's own words, as it shows them
    server = servers()
    teacher, card = _start_class(browser, server, "00", table="2")
    join = card.query_selector("a").get_attribute("href")
    results = teacher.context.new_page()
    results.goto(card.query_selector("a.results-link").get_attribute("href"))
    results.wait_for_selector("body[data-updates]")
    assert results.is_hidden("#waiting-section")   # nobody waits: no button to press
    phones = {}
    for name in ("Anička", "Štěpán", "Řehoř"):
        phone = phones[name] = _page(browser, join, **PHONE)
        phone.fill("#join input[name=name]", name)
        phone.click("#join button[type=submit]")
        _finish_lesson_00(phone)
    for name in ("Anička", "Štěpán"):
        phones[name].wait_for_selector("#to-table:not([hidden]) a#table-link")
    left = phones["Řehoř"]
    left.wait_for_function("document.getElementById('message').textContent.includes('Počkej')")
    assert left.is_hidden("#to-table")
    # The count arrives by the results socket, in the class's language.
    results.wait_for_selector("#waiting-section:not([hidden])")
    assert results.text_content("#waiting").strip() == page["waiting"].format(n=1)
    button = results.query_selector("#seat-rest")
    box = button.bounding_box()
    assert box["height"] >= 44 and button.text_content().strip() == page["seat_rest"]
    button.click()
    results.wait_for_function("t => document.getElementById('message').textContent === t", arg=C.rest_seated(cs, 1))
    results.wait_for_selector("#waiting-section[hidden]", state="attached")
    # Řehoř is sent to a table of his own, against a bot, and it plays.
    left.wait_for_selector("#to-table:not([hidden]) a#table-link")
    seat = left.get_attribute("#table-link", "href")
    left.click("#table-link")
    left.wait_for_url(seat)
    left.wait_for_selector(".mt-hand .hand-tile")
    status, doc = server.api("GET", "/api/tables")
    assert status == 200 and len(doc["tables"]) == 2
    his = next(t for t in doc["tables"] if any(s.get("url") == seat for s in t["seats"]))
    assert [s["kind"] for s in his["seats"]] == ["student", "planner"] and his["seats"][0]["name"] == "Řehoř"
    # Pressed again, with nobody waiting: said so, and no table is added.
    results.evaluate("document.getElementById('seat-rest').click()")
    results.wait_for_function("t => document.getElementById('message').textContent === t", arg=C.nobody_waits(cs))
    assert len(server.api("GET", "/api/tables")[1]["tables"]) == 2
