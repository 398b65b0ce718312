"""Class activities in process (Starlette's TestClient over the real app and a
SQLite store): the API, the student's protocol (a name, the exercises, the
tutor's replies), the results pushed to the teacher, the CSV, the summary
without names, ending a class; and the scan that no message a student
receives holds an answer before that student committed, shown to catch a
planted leak."""

from __future__ import annotations

import asyncio
import csv
from contextlib import ExitStack
import io
import json
import sqlite3

import pytest
from harness import answer_leaks as leaks
from starlette.testclient import TestClient

from mextrain.lessons import Attempt, exercise, exercises
from mextrain.lessons.bank import Number, Scores
from mextrain.serve import cards
from mextrain.serve.app import create_app
from mextrain.serve.store import SQLiteStore
from mextrain.words import LANGUAGES, words

DEVICE = "d" * 32


@pytest.fixture
def client(tmp_path):
    app = create_app(SQLiteStore(tmp_path), tmp_path, "cs")
    with TestClient(app) as c, ExitStack() as sockets:
        c.token, c.data = app.state.token, tmp_path
        c.bearer = {"Authorization": f"Bearer {c.token}"}
        c.sockets = sockets  # every socket a test opens, closed before the app stops
        yield c


def _socket(client, path):
    return client.sockets.enter_context(client.websocket_connect(path))


def _make(client, **doc):
    r = client.post("/api/classes", json={"lessons": ["03"], "language": "cs", **doc}, headers=client.bearer)
    assert r.status_code == 201, r.text
    return r.json()


def _path(url: str) -> str:
    return "/" + url.split("/", 3)[3]


def _join(client, made, name, device=DEVICE):
    ws = _socket(client, "/ws/class/" + made["join"].rsplit("/", 1)[1])
    ws.send_json({"type": "join", "device": device, "width": 390})
    got = [ws.receive_json()]
    if got[0]["type"] == "name":
        ws.send_json({"type": "name", "name": name})
        got.append(ws.receive_json())
    assert got[-1]["type"] == "welcome", got
    got.append(ws.receive_json())
    assert got[-1]["type"] == "exercise"
    ws.received = got
    return ws


def _recv(ws):
    m = ws.receive_json()
    ws.received.append(m)
    return m


def _open(ws, index):
    ws.send_json({"type": "open", "index": index})
    return _recv(ws)


def test_the_api_needs_the_teacher_and_checks_what_it_is_given(client):
    assert client.get("/api/classes").status_code == 401
    assert client.post("/api/classes", json={"lessons": ["03"]}).status_code == 401
    for bad in ({"lessons": []}, {"lessons": ["99"]}, {"lessons": "03"}, {"lessons": ["03"], "language": "xx"},
                {"lessons": ["03"], "seats": 3}, [1]):
        r = client.post("/api/classes", json=bad, headers=client.bearer)
        assert r.status_code == 400 and r.json()["error"], bad
    made = _make(client)
    assert made["exercises"] == 11 and made["qr"].startswith("<svg") and made["exercises_text"] == "11 úloh"
    assert [c["id"] for c in client.get("/api/classes", headers=client.bearer).json()["classes"]] == [made["id"]]
    page = client.get(_path(made["join"]))
    assert page.status_code == 200 and 'lang="cs"' in page.text and "/static/class.js" in page.text
    assert client.get("/class/nonsense").status_code == 404
    assert client.get(_path(made["results"]) + "?token=wrong").status_code == 401
    assert client.get(_path(made["results"]) + f"?token={client.token}").status_code == 200
    assert client.get(_path(made["summary"])).status_code == 200


def test_a_student_types_a_name_and_the_tutor_answers_on_the_server(client):
    made = _make(client)
    ws = _socket(client, "/ws/class/" + made["join"].rsplit("/", 1)[1])
    ws.send_json({"type": "join", "device": DEVICE})
    assert ws.receive_json() == {"type": "name"}
    ws.send_json({"type": "name", "name": "   "})
    assert ws.receive_json()["type"] == "refused"
    ws.send_json({"type": "name", "name": "  Anička\u0007  "})
    welcome = ws.receive_json()
    assert welcome == {"type": "welcome", "name": "Anička", "count": 11, "done": []}
    first = ws.receive_json()
    assert first["id"] == "03-double-1" and first["kind"] == "many" and first["question"]
    ws.received = [welcome, first]
    # A number: wrong, then a hint, then right; the reply is in Czech.
    card = _open(ws, 8)
    assert card["id"] == "03-last-2" and card["kind"] == "number" and card["picture"].startswith("<svg")
    truth = exercise("03-last-2").truth()
    ws.send_json({"type": "answer", "id": "03-last-2", "answer": str(truth + 1)})
    wrong = _recv(ws)
    assert wrong["correct"] is False and wrong["headline"] == "Ne tak docela." and not wrong["explained"]
    ws.send_json({"type": "hint", "id": "03-last-2"})
    assert _recv(ws)["headline"].startswith(("Nápověda", "Další nápověda"))  # the hint ladder, in Czech
    ws.send_json({"type": "answer", "id": "03-last-2", "answer": str(truth)})
    right = _recv(ws)
    assert right["correct"] is True and right["explained"] and right["lines"]
    # A move made on the table: table.js's frame, no fits, no legal moves; the table after it once right.
    card = _open(ws, 1)
    frame = card["table"]["frame"]
    assert card["kind"] == "move" and frame["choose"] == "move" and frame["fits"] == {} and frame["legal"] == []
    move = sorted(exercise("03-cover-1").truth(), key=str)[0]
    ws.send_json({"type": "answer", "id": "03-cover-1", "answer": {"tile": str(move.tile), "train": str(move.train)}})
    done = _recv(ws)
    assert done["correct"] is True and done["table"]["frame"]["choose"] is None
    # A prediction: what happens is shown once the student has chosen, right or wrong.
    card = _open(ws, 2)
    assert card["kind"] == "choice" and card["predicts"] and card["check"]
    ws.send_json({"type": "answer", "id": "03-cover-2", "answer": card["options"][0][0]})
    seen = _recv(ws)
    assert seen["explained"] and seen["revealed"].startswith("<svg")
    # Bad messages are refused in words, never a dropped connection.
    for bad in ({"type": "open", "index": 99}, {"type": "answer", "id": "01-deal-1", "answer": "1"}, {"x": 1}):
        ws.send_json(bad)
        assert _recv(ws)["type"] == "refused"
    ws.send_json({"type": "answer", "id": "03-last-2", "answer": {"deep": [[[]]]}})
    assert _recv(ws)["correct"] is None
    assert leaks(ws.received) == []
    ws.close()
    # The same device again: the same student, the exercises done remembered, no name asked.
    again = _join(client, made, None)
    assert again.received[0] == {"type": "welcome", "name": "Anička", "count": 11,
                                 "done": ["03-cover-1", "03-cover-2", "03-last-2"]}
    again.close()


def _results(ws):
    m = ws.receive_json()
    assert m["type"] in ("results", "summary"), m
    return m


def test_the_teacher_sees_every_answer_pushed_and_the_csv_says_the_same(client):
    made = _make(client)
    teacher = _socket(client, f"/ws/results/{made['id']}")
    teacher.send_json({"token": client.token})
    assert _results(teacher)["students"] == []
    projector = _socket(client, "/ws/summary/" + made["summary"].rsplit("/", 1)[1])
    projector.send_json({"type": "hello"})
    assert _results(projector) == {"type": "summary", "rules": [], "answered": 0}
    truth = exercise("03-last-2").truth()
    students = {}
    for name, device in (("Anička", "a" * 32), ("Štěpán", "b" * 32), ("Řehoř", "c" * 32)):
        students[name] = _join(client, made, name, device)
        assert [s["name"] for s in _results(teacher)["students"]][-1] == name
        _results(projector)
    scripts = {"Anička": [("answer", str(truth + 2)), ("answer", str(truth))],
               "Štěpán": [("hint", None), ("answer", str(truth))],
               "Řehoř": [("answer", str(truth))]}
    for name, steps in scripts.items():
        ws = students[name]
        _open(ws, 8)
        for kind, answer in steps:
            ws.send_json({"type": kind, "id": "03-last-2", **({"answer": answer} if answer else {})})
            _recv(ws)
            seen = _results(teacher)
            _results(projector)
    rows = {s["name"]: s for s in seen["students"]}
    assert rows["Anička"]["rules"]["R13"] == {"done": 1, "first": 0, "attempts": 2, "hints": 0}
    assert rows["Štěpán"]["rules"]["R13"] == {"done": 1, "first": 1, "attempts": 1, "hints": 1}
    assert rows["Řehoř"]["rules"]["R11"] == {"done": 1, "first": 1, "attempts": 1, "hints": 0}
    assert [(r["rule"], r["missed"]) for r in seen["rules"]] == [("R11", 1), ("R13", 1)]  # most missed first
    text = client.get(f"/api/classes/{made['id']}/results.csv", headers=client.bearer)
    assert text.status_code == 200 and text.headers["content-type"].startswith("text/csv")
    table = list(csv.reader(io.StringIO(text.text)))
    assert table[0] == ["Žák", "Pravidlo", "Hotové úlohy", "Správně napoprvé", "Pokusy", "Nápověda"]
    assert sorted(table[1:]) == sorted([s["name"], rule, *map(str, c.values())]
                                       for s in seen["students"] for rule, c in s["rules"].items())
    # The projector's summary names nobody.
    for student in rows:
        assert student not in json.dumps(seen_by_projector(client, made))
    # Ending the class deletes its names and answers: every page is told, the links stop working.
    assert client.post(f"/api/classes/{made['id']}/end", headers=client.bearer).json()["ended"] is True
    assert teacher.receive_json()["type"] == "ended"
    assert students["Řehoř"].receive_json()["type"] == "ended"
    assert client.get(f"/api/classes/{made['id']}/results.csv", headers=client.bearer).status_code == 404
    assert client.get(_path(made["join"])).status_code == 404
    with sqlite3.connect(client.data / "tables.sqlite3") as db:  # nothing of it left in the file
        for table in ("classes", "class_tokens", "class_log"):
            assert db.execute(f"SELECT COUNT(*) FROM {table} WHERE id = ?", (made["id"],)).fetchone() == (0,)


def seen_by_projector(client, made):
    ws = _socket(client, "/ws/summary/" + made["summary"].rsplit("/", 1)[1])
    ws.send_json({"type": "hello"})
    got = _results(ws)
    ws.close()
    return got


def test_the_scan_finds_a_planted_leak(client, monkeypatch):
    made = _make(client)
    honest = cards.card

    def leaky(attempt, index, count, width=360):
        doc = honest(attempt, index, count, width)
        doc["question"] += " " + attempt._explanation(None)[0]
        return doc
    ws = _join(client, made, "Eva")
    for i in range(11):
        _open(ws, i)
    assert leaks(ws.received) == []
    monkeypatch.setattr(cards, "card", leaky)
    _open(ws, 4)
    found = leaks(ws.received)
    assert len(found) == 1 and found[0].startswith("03-open-1: exercise says")
    ws.close()


NUMERIC = [ex for ex in exercises() if isinstance(ex.kind, (Number, Scores))]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_number_scan_has_no_false_alarm_on_what_a_student_sees_before_answering(language):
    # Every numeric exercise's card, its place in the class and the class's
    # size equal to the answer, and the tutor's replies before
    # the answer is given away (a hint, a wrong try, a second one).
    for ex in NUMERIC:
        attempt = Attempt(ex, words(language), progress=None)
        scores = isinstance(ex.kind, Scores)
        truth = max(ex.truth()) if scores else ex.truth()
        wrong = [t + 1 for t in ex.truth()] if scores else str(truth + 1)
        got = [cards.card(attempt, truth, truth + 1, 390), cards.card(attempt, 0, truth, 390)]
        got += [cards.reply(attempt, attempt.hint()), cards.reply(attempt, attempt.check(wrong))]
        assert leaks(got, language) == [], ex.id


def test_the_number_scan_finds_a_number_planted_in_a_card_a_field_or_a_picture(client, monkeypatch):
    made = _make(client, lessons=["01"])
    honest = cards.card
    truth = exercise("01-unseen-1").truth()
    plants = {"question": lambda doc: {**doc, "question": doc["question"] + f" ({truth})"},
              "field": lambda doc: {**doc, "left": truth},
              "picture": lambda doc: {**doc, "picture": doc["picture"].replace("</svg>", f"<text>{truth}</text></svg>")}}
    ws = _join(client, made, "Eva")
    index = exercise_ids(made).index("01-unseen-1")
    _open(ws, index)
    assert leaks(ws.received) == []
    for where, plant in plants.items():
        monkeypatch.setattr(cards, "card", lambda *a, plant=plant, **k: plant(honest(*a, **k)))
        before = len(ws.received)
        _open(ws, index)
        assert leaks(ws.received[before:]) == [f"01-unseen-1: exercise gives the number {truth}"], where
    ws.close()


def exercise_ids(made) -> list[str]:
    return [ex.id for lesson in made["lessons"] for ex in exercises(lesson)]


# ---- exercises, then a table -------------------------------------------------------------

def _finish_lesson_00(ws):
    """Answer lesson 00's two exercises (a prediction, then a choice, right); the last reply."""
    ws.send_json({"type": "answer", "id": "00-watch-1", "answer": 0})
    assert _recv(ws)["type"] == "reply"
    _open(ws, 1)
    ws.send_json({"type": "answer", "id": "00-cover-1", "answer": exercise("00-cover-1").truth()})
    assert _recv(ws)["solved"] is True


def test_a_class_table_setting_is_checked_as_a_tables(client):
    for bad in ({"players": 5}, {"players": 1}, {"players": "3"}, {"players": True}, {"players": 3, "seats": []},
                {"players": 3, "rounds": 0}, {"players": 3, "rules": "nonsense"}, "3", {}):
        r = client.post("/api/classes", json={"lessons": ["00"], "table": bad}, headers=client.bearer)
        assert r.status_code == 400 and r.json()["error"], bad
    made = _make(client, lessons=["00"], table={"players": 3, "rounds": 2})
    assert made["table"] == {"players": 3, "rounds": 2} and made["table_text"] == "potom stoly pro 3 hráče"
    assert _make(client)["table"] is None


def test_students_who_finish_are_seated_in_finishing_order(client):
    made = _make(client, lessons=["00"], table={"players": 2})
    anna, stepan, rehor = (_join(client, made, name, device)
                           for name, device in (("Anička", "a" * 32), ("Štěpán", "b" * 32), ("Řehoř", "c" * 32)))
    _finish_lesson_00(anna)
    wait = _recv(anna)
    assert wait["type"] == "wait" and "2" in wait["message"] and "Wait" not in wait["message"]  # in Czech
    _finish_lesson_00(rehor)   # the second to finish: the table is full
    to_rehor = _recv(rehor)
    to_anna = _recv(anna)      # the one who waited hears it too
    assert to_rehor["type"] == to_anna["type"] == "table" and to_rehor["message"] == to_anna["message"]
    tables = client.get("/api/tables", headers=client.bearer).json()["tables"]
    assert len(tables) == 1
    seats = {s["url"]: s["name"] for s in tables[0]["seats"]}
    assert seats == {to_anna["url"]: "Anička", to_rehor["url"]: "Řehoř"}   # in finishing order
    assert client.get(_path(to_anna["url"])).status_code == 200
    _finish_lesson_00(stepan)  # the third: waits for a fourth
    assert _recv(stepan)["type"] == "wait"
    # Back on the link later (another tab, a restart): the same place again.
    again = _join(client, made, "Anička", "a" * 32)
    assert _recv(again) == to_anna
    later = _join(client, made, "Štěpán", "b" * 32)
    assert _recv(later)["type"] == "wait"
    assert len(client.get("/api/tables", headers=client.bearer).json()["tables"]) == 1
    # Ending the class ends its tables: their seats hold the students' names.
    client.post(f"/api/classes/{made['id']}/end", headers=client.bearer)
    assert all(t["ended"] for t in client.get("/api/tables", headers=client.bearer).json()["tables"])


def test_a_class_without_a_table_seats_nobody(client):
    made = _make(client, lessons=["00"])
    ws = _join(client, made, "Anička")
    _finish_lesson_00(ws)
    ws.send_json({"type": "open", "index": 0})
    assert _recv(ws)["type"] == "exercise"   # no "wait" came first
    assert client.get("/api/tables", headers=client.bearer).json()["tables"] == []


def test_a_student_finishing_on_two_processes_at_once_is_seated_at_one_table(client, monkeypatch):
    # Each process locks only its own: the same student's second tab, on
    # another process, places them while this one opens the group's table.
    from mextrain.serve import classes
    hub = client.app.state.classes
    made = _make(client, lessons=["00"], table={"players": 2})
    anna = _join(client, made, "Anička", "a" * 32)
    _finish_lesson_00(anna)
    assert _recv(anna)["type"] == "wait"
    rehor = _join(client, made, "Řehoř", "c" * 32)
    monkeypatch.setattr(classes.Classes, "lock", lambda self, class_id, student: asyncio.Lock())
    opened, other = classes.open_table, []

    async def racing(room, settings):
        if not other:  # the other process, placing the same student meanwhile
            other.append(None)
            log = await hub.store.records(made["id"])
            student = next(e["student"] for e in log if e.get("kind") == "join" and e["name"] == "Řehoř")
            other[0] = await hub.place(room, await hub.store.load_class(made["id"]), student)
        return await opened(room, settings)
    monkeypatch.setattr(classes, "open_table", racing)
    _finish_lesson_00(rehor)
    to_rehor = _recv(rehor)  # told by the other process's news, then by this one's own answer: the same seat
    assert to_rehor["type"] == "table" and to_rehor["url"].endswith("/seat/" + other[0]["seat"])
    assert _recv(rehor) == to_rehor
    tables = client.get("/api/tables", headers=client.bearer).json()["tables"]
    playing = [t for t in tables if not t["ended"]]
    assert len(tables) == 2 and len(playing) == 1  # the second opened is ended at once
    assert {s["url"] for s in playing[0]["seats"]} == {to_rehor["url"], _recv(anna)["url"]}


def _playing(client) -> list[dict]:
    return [t for t in client.get("/api/tables", headers=client.bearer).json()["tables"] if not t["ended"]]


def test_the_teacher_seats_the_rest_with_bots_and_only_those_who_wait(client):
    made = _make(client, lessons=["00"], table={"players": 2})
    anna, stepan, rehor, dana = (_join(client, made, name, device) for name, device in
                                 (("Anička", "a" * 32), ("Štěpán", "b" * 32), ("Řehoř", "c" * 32), ("Dana", "e" * 32)))
    for ws in (anna, rehor):
        _finish_lesson_00(ws)
    assert _recv(anna)["type"] == "wait" and _recv(rehor)["type"] == "table"
    to_anna = _recv(anna)
    assert to_anna["type"] == "table"
    _finish_lesson_00(stepan)
    assert _recv(stepan)["type"] == "wait"   # the one left over; Dana has not finished
    url = f"/api/classes/{made['id']}/seat-rest"
    assert client.post(url).status_code == 401
    assert client.post(url, headers={"Authorization": "Bearer not-the-teachers"}).status_code == 401
    assert len(_playing(client)) == 1
    teacher = _socket(client, f"/ws/results/{made['id']}")
    teacher.send_json({"token": client.token})
    assert _results(teacher)["waiting"] == 1   # the results page offers "Seat the rest now"
    r = client.post(url, headers=client.bearer)
    assert r.status_code == 200 and r.json()["seated"] == 1 and "boti" in r.json()["message"]  # in Czech
    told = _recv(stepan)   # told as a student seated by a classmate's finish is
    assert told["type"] == "table" and told["message"] == to_anna["message"]
    tables = _playing(client)
    assert len(tables) == 2
    rest = next(t for t in tables if any(s.get("url") == told["url"] for s in t["seats"]))
    assert [s["kind"] for s in rest["seats"]] == ["student", "planner"]
    assert [s["name"] for s in rest["seats"]][0] == "Štěpán"
    # The table plays: the bot moves after the student (or first).
    with client.websocket_connect("/ws/" + told["url"].rsplit("/", 1)[1]) as seat:
        seat.send_json({"type": "hello", "device": "b" * 32})
        state = next(m for m in iter(seat.receive_json, None) if m["type"] == "state")
        # The student acts until the turn is the bot's (a draw leaves it the
        # student's: play the drawn tile or pass), then the bot moves.
        while state["actor"] == 0:
            seat.send_json({"type": "intent", "intent": {"kind": "move", "move": state["legal"][0]["move"],
                                                         "ply": state["ply"], "id": f"m{state['ply']}"}})
            state = next(m for m in iter(seat.receive_json, None) if m["type"] == "state" and m["ply"] > state["ply"])
        assert next(m for m in iter(seat.receive_json, None) if m["type"] == "state" and m["ply"] > state["ply"])
    assert next(m for m in iter(lambda: _results(teacher), None) if m["waiting"] == 0)
    # Again: nobody waits, nothing changes.
    again = client.post(url, headers=client.bearer)
    assert again.status_code == 200 and again.json()["seated"] == 0 and again.json()["message"]
    assert len(_playing(client)) == 2
    # Dana finishes later: she waits for a classmate, not at Štěpán's table.
    _finish_lesson_00(dana)
    assert _recv(dana)["type"] == "wait"
    assert len(_playing(client)) == 2
    # A class without a table has nobody to seat.
    plain = _make(client, lessons=["00"])
    assert client.post(f"/api/classes/{plain['id']}/seat-rest", headers=client.bearer).status_code == 409
