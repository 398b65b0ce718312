"""Beyond one machine: two server processes share the tables through a real
``redis-server`` (started by the test). The students sit on different
processes; the owning process is killed mid-round; the other takes the
table over and the game goes on with nothing lost."""

from __future__ import annotations

import time

import pytest
import redis
from harness import Redis, Seat, Server, play_scripted

SETTINGS = {"players": 4, "seats": ["student", "student", "planner", "greedy"], "rules": {"max_pip": 9},
            "rounds": "one", "seed": 8, "delay": 0}


def test_two_processes_one_table_owner_killed(servers, redis_server, tmp_path):
    one = servers(data=tmp_path / "one", redis=redis_server.url)
    two = servers(data=tmp_path / "two", redis=redis_server.url)
    made = one.table(**SETTINGS)
    # The teacher's token is shared through Redis: the second process lists the same table.
    assert two.api("GET", "/api/tables", token=one.token)[1]["tables"][0]["id"] == made["id"]
    links = [s["url"] for s in made["seats"] if s["kind"] == "student"]
    ann = Seat(one, links[0])  # the first hello makes process one the owner
    ann.until(lambda f: f["type"] == "state")
    bo = Seat(two, links[1])
    bo.until(lambda f: f["type"] == "state")
    r = redis.Redis.from_url(redis_server.url, decode_responses=True)
    owner = r.get(f"mt:t:{made['id']}:owner")
    assert owner

    # A few moves with the students on different processes.
    devs = {0: ann, 1: bo}
    for _ in range(60):
        for d in devs.values():
            d.drain(0.1)
        top = max(d.state["ply"] for d in devs.values())
        mover = next((d for d in devs.values() if d.state["ply"] == top and d.state["legal"]), None)
        if mover is None:
            continue
        if top >= 10:
            break
        mover.send(type="move", move=mover.state["legal"][0]["move"], ply=top, id=f"m{top}")
    seen = max(d.state["ply"] for d in devs.values())
    assert seen >= 10 and ann.state["view"]["history"] == bo.state["view"]["history"]

    one.kill()  # the owner dies mid-round
    ann.url = two.ws_url(links[0])  # its student reconnects, to the other process
    deadline = time.monotonic() + 20
    while True:
        try:
            ann.open()
            break
        except OSError:
            assert time.monotonic() < deadline
            time.sleep(0.2)
    now = ann.until(lambda f: f["type"] == "state", timeout=20)
    assert now["ply"] >= seen
    final = play_scripted(devs, None, timeout=60, next_rounds=False)
    assert final["over"]
    assert r.get(f"mt:t:{made['id']}:owner") not in (None, owner)
    assert ann.state["view"]["history"] == bo.state["view"]["history"]


def test_a_redis_without_a_password_is_refused_unless_allowed(redis_server, tmp_path):
    """Redis holds the teacher's token and every hand: the server will not
    use one reached without a password, says why, and starts with
    --redis-insecure; a wrong password is an error, never a server that runs."""
    open_url = f"redis://127.0.0.1:{redis_server.port}/0"
    with pytest.raises(RuntimeError, match="--redis-insecure"):
        Server(tmp_path / "refused", redis=open_url)
    with pytest.raises(RuntimeError, match="did not start"):
        Server(tmp_path / "wrong", redis=f"redis://:wrong@127.0.0.1:{redis_server.port}/0")
    with pytest.raises(RuntimeError, match="rediss://"):
        Server(tmp_path / "scheme", redis=f"http://127.0.0.1:{redis_server.port}/0")
    plain = Redis(password=False)  # one only this machine reaches, and the teacher says so
    try:
        server = Server(tmp_path / "insecure", redis=plain.url, extra=["--redis-insecure"])
        assert server.api("GET", "/api/tables")[0] == 200
        server.kill()
    finally:
        plain.stop()
