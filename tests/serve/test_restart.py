"""Nothing is lost: every accepted move is stored before anyone hears of it,
so a server killed with SIGKILL mid-round and started again on the same
data folder has the table exactly as the seats last saw it."""

from __future__ import annotations

from harness import Seat, play_scripted

SETTINGS = {"players": 4, "seats": ["student", "student", "planner", "greedy"], "rules": {"max_pip": 9},
            "rounds": "one", "seed": 4, "delay": 0}


def _students_turn(devs):
    """Play until a student is to act after at least 8 moves; the state then."""
    for _ in range(100):
        for dev in devs:
            dev.drain(0.1)
        s = max((d.state for d in devs), key=lambda s: s["ply"])
        mover = next((d for d in devs if d.state["ply"] == s["ply"] and d.state["legal"]), None)
        if mover is not None:
            if s["ply"] >= 8:
                return mover
            mover.send(type="move", move=mover.state["legal"][0]["move"], ply=s["ply"], id=f"r{s['ply']}")
    raise AssertionError("no student's turn came")


def test_kill_9_and_restart_loses_nothing(servers, tmp_path):
    first = servers(data=tmp_path / "data")
    made = first.table(**SETTINGS)
    devs = [Seat(first, s["url"]) for s in made["seats"] if s["kind"] == "student"]
    mover = _students_turn(devs)
    before = {i: d.state for i, d in enumerate(devs)}
    # A hand is sent again only when it changed: the one each device shows is the last one sent.
    hands = {i: next(f["hand"] for f in reversed(d.frames) if f.get("type") == "state" and f["hand"] is not None)
             for i, d in enumerate(devs)}
    first.kill()
    again = servers(data=tmp_path / "data", port=first.port)
    assert again.token == first.token  # kept in the data folder
    for i, dev in enumerate(devs):
        dev.url = again.ws_url(made["seats"][i]["url"])
        dev.open()
        now = dev.until(lambda f: f["type"] == "state")
        for key in ("ply", "board", "legal", "view", "log"):
            assert now[key] == before[i][key], key
        assert now["hand"] == hands[i]
    # The game goes on from there to the end of the round.
    final = play_scripted(dict(enumerate(devs)), None, timeout=60, next_rounds=False)
    assert final["over"] and final["ply"] > mover.state["ply"] - 1
