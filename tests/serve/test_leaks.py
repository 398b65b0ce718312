"""Hidden information stays hidden: a tap on every websocket frame sent to
each seat and to the projector over whole matches, checked against what
that seat may see -- worked out independently from the seed and the
public moves. The same check run against a deliberately leaking server
fails, so it can fail."""

from __future__ import annotations

import json
import re
import urllib.request

from harness import LEAKY, Seat, deal_keys, leaks, play_scripted

SETTINGS = {"players": 4, "seats": ["student", "student", "student", "greedy"], "rules": {"max_pip": 9},
            "rounds": 3, "seed": 21, "delay": 0}


def _play(server, **changes):
    made = server.table(**{**SETTINGS, **changes})
    seats = {s["seat"]: Seat(server, s["url"]) for s in made["seats"] if s["kind"] == "student"}
    projector = Seat(server, made["projector"])
    play_scripted(seats, projector, timeout=240)  # 15-25 s alone; a loaded CI worker takes several times that
    return made, seats, projector


def test_no_frame_carries_a_tile_its_seat_may_not_see(server):
    _, seats, projector = _play(server)
    for seat, dev in seats.items():
        states = [f for f in dev.frames if f["type"] == "state"]
        assert len(states) > 30 and states[-1]["match_over"] and states[-1]["round"] == 2
        assert leaks(SETTINGS, dev.frames, seat, 9) == []
    assert leaks(SETTINGS, projector.frames, None, 9) == []
    # A drawn tile goes to the drawer alone: the projector's log never names it.
    assert all("You drew" not in line for line in projector.state["log"])


def test_nothing_a_device_receives_rebuilds_the_deal_before_the_match_is_over(server):
    """The deal is a pure function of the match's seed: a seed (or any
    number that deals a seat's hand) in a frame, a log line or a page lets
    a student rebuild every hand and the boneyard's order with the kit
    itself. Every number every device is sent before the match is over is
    tried as a seed; after it, the seed is shown for a replay."""
    # The server's own seed; two rounds: the first round's deal and the next one's.
    settings = {**{key: value for key, value in SETTINGS.items() if key != "seed"}, "rounds": 2}
    made, seats, projector = _play(server, seed=None, rounds=2)
    seed = made["seed"]  # the teacher's page shows it
    # A deal code: 65 random bits, not found by trying every seed.
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{5}", seed), seed
    pages = [urllib.request.urlopen(dev.url.replace("ws://", "http://").replace("/ws/", f"/{path}/"),
                                    timeout=10).read().decode()
             for path, dev in [("seat", seats[0]), ("projector", projector)]]
    truth = seats[0].frames
    for dev in [*seats.values(), projector]:
        assert deal_keys(settings, dev.frames, truth, pages) == []
        before = [f for f in dev.frames if not f.get("match_over")]
        assert len(before) > 30 and not any(seed in json.dumps(f) for f in before)
        assert seed in " ".join(dev.state["log"])  # once the match is over: for a replay

def test_the_check_catches_a_leaking_server(servers):
    leaky = servers(script=LEAKY)
    _, seats, projector = _play(leaky, rounds="one")
    assert all(leaks(SETTINGS, dev.frames, seat, 9) for seat, dev in seats.items())
