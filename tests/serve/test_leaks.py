"""Hidden information stays hidden: a tap on every websocket frame sent to
each seat and to the projector over whole matches, checked against what
that seat may see -- worked out independently from the seed and the
public moves. The same check run against a deliberately leaking server
fails, so it can fail."""

from __future__ import annotations

from harness import LEAKY, Seat, leaks, play_scripted
from serve_fixtures import server, servers  # noqa: F401 (fixtures)

SETTINGS = {"players": 4, "seats": ["student", "student", "student", "greedy"], "rules": {"max_pip": 9},
            "rounds": 3, "seed": 21, "delay": 0}


def _play(server, **changes):
    made = server.table(**{**SETTINGS, **changes})
    seats = {s["seat"]: Seat(server, s["url"]) for s in made["seats"] if s["kind"] == "student"}
    projector = Seat(server, made["projector"])
    play_scripted(seats, projector, timeout=90)
    return seats, projector


def test_no_frame_carries_a_tile_its_seat_may_not_see(server):
    seats, projector = _play(server)
    for seat, dev in seats.items():
        states = [f for f in dev.frames if f["type"] == "state"]
        assert len(states) > 30 and states[-1]["match_over"] and states[-1]["round"] == 2
        assert leaks(SETTINGS, dev.frames, seat, 9) == []
    assert leaks(SETTINGS, projector.frames, None, 9) == []
    # A drawn tile goes to the drawer alone: another seat's log never names it.
    for seat, dev in seats.items():
        assert all("You drew" not in line for line in projector.state["log"])


def test_the_check_catches_a_leaking_server(servers):
    leaky = servers(script=LEAKY)
    seats, projector = _play(leaky, rounds="one")
    assert all(leaks(SETTINGS, dev.frames, seat, 9) for seat, dev in seats.items())
