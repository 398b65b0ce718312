"""A class across two server processes sharing one real ``redis-server``
(started and stopped by PID): its students' answers go to either process,
the teacher's results on one of them show every answer, the CSV too, and
two students who finish on different processes are seated at one table."""

from __future__ import annotations

import csv
import io
import json
import time

from websockets.sync.client import connect

from mextrain.lessons import exercise


class Student:
    """A student's device on a class's join link, through one process."""

    def __init__(self, server, join: str, name: str):
        self.ws = connect(server.base.replace("http://", "ws://") + "/ws/class/" + join.rsplit("/", 1)[1],
                          open_timeout=10, legacy=True)
        self.ws.send(json.dumps({"type": "join", "device": name.encode().hex().ljust(32, "0")[:32]}))
        assert self.recv()["type"] == "name"
        self.ws.send(json.dumps({"type": "name", "name": name}))
        assert self.recv()["type"] == "welcome" and self.recv()["type"] == "exercise"

    def recv(self, timeout: float = 10) -> dict:
        return json.loads(self.ws.recv(timeout=timeout))

    def say(self, **message) -> dict:
        self.ws.send(json.dumps(message))
        return self.recv()

    def finish_lesson_00(self, guess: int) -> dict:
        """Both exercises of lesson 00 (a guess, then the right choice); the last reply."""
        assert self.say(type="answer", id="00-watch-1", answer=guess)["type"] == "reply"
        assert self.say(type="open", index=1)["type"] == "exercise"
        assert self.say(type="hint", id="00-cover-1")["type"] == "reply"
        return self.say(type="answer", id="00-cover-1", answer=exercise("00-cover-1").truth())


def _results_until(ws, test, timeout: float = 10) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        results = json.loads(ws.recv(timeout=max(0.1, deadline - time.monotonic())))
        if results.get("type") == "results" and test(results):
            return results


def test_a_class_on_two_processes_one_results_page(servers, redis_server, tmp_path):
    one = servers(data=tmp_path / "one", redis=redis_server.url)
    two = servers(data=tmp_path / "two", redis=redis_server.url)
    status, made = one.api("POST", "/api/classes", {"lessons": ["00"], "language": "cs", "table": {"players": 2}})
    assert status == 201, made
    # The teacher watches the results on process one.
    teacher = connect(one.base.replace("http://", "ws://") + f"/ws/results/{made['id']}", open_timeout=10,
                      legacy=True)
    teacher.send(json.dumps({"token": one.token}))
    assert _results_until(teacher, lambda r: True)["students"] == []
    anna = Student(one, made["join"], "Anička")
    rehor = Student(two, made["join"], "Řehoř")   # the same link, the other process
    assert rehor.finish_lesson_00(guess=1)["solved"] is True
    assert rehor.recv()["type"] == "wait"       # the first to finish waits for the next
    assert anna.finish_lesson_00(guess=2)["solved"] is True
    seated = [anna.recv(), rehor.recv()]        # Řehoř hears on process two what process one decided
    assert [m["type"] for m in seated] == ["table", "table"] and seated[0]["url"] != seated[1]["url"]

    # Each one's choice: right at the first try after a hint (R12), whichever process took it.
    want = {"done": 1, "first": 1, "attempts": 1, "hints": 1}

    def everyone(results):
        rows = {s["name"]: s["rules"].get("R12") for s in results["students"]}
        return rows == {"Anička": want, "Řehoř": want}
    _results_until(teacher, everyone)
    # Either process's CSV says the same; one table, on both, with the two names.
    for server in (one, two):
        status, text = server.api("GET", f"/api/classes/{made['id']}/results.csv", token=one.token)
        assert status == 200
        table = list(csv.reader(io.StringIO(text.decode() if isinstance(text, bytes) else text)))
        assert {row[0] for row in table[1:]} == {"Anička", "Řehoř"}
        tables = server.api("GET", "/api/tables", token=one.token)[1]["tables"]
        assert [sorted(s["name"] for s in t["seats"]) for t in tables] == [["Anička", "Řehoř"]]
    for ws in (teacher, anna.ws, rehor.ws):
        ws.close()
