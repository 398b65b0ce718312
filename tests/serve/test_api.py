"""The classroom server's API and websocket protocol, against a real server
process: tokens, settings, the server as the authority, bad input."""

from __future__ import annotations

import json
import time

import pytest
from harness import Seat, Server
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

import mextrain as mt

SMALL = {"players": 2, "seats": ["student", "student"], "rounds": "one", "seed": 5, "delay": 0}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """One server for this module's tests: each makes its own tables."""
    started = Server(tmp_path_factory.mktemp("api"))
    yield started
    started.kill()


def _listed(server, table_id):
    return next(t for t in server.api("GET", "/api/tables")[1]["tables"] if t["id"] == table_id)


def _names(doc):
    return [s["name"] for s in doc["seats"]]


def test_api_needs_the_teacher_token(server):
    for token in (None, "wrong-token"):
        assert server.api("GET", "/api/tables", token=token) == (401, b"")
        assert server.api("POST", "/api/tables", SMALL, token=token) == (401, b"")
    status, page = server.api("GET", "/teacher?token=nope", token=None)
    assert status == 401 and b"token" in page and b"<script" not in page
    status, page = server.api("GET", f"/teacher?token={server.token}", token=None)
    assert status == 200 and b'src="/static/teacher.js"' in page


def test_make_and_list_tables(server):
    made = server.table(players=4, seats=["student", "student", "planner", "greedy"],
                        names=["Ann", "Bo", "Cy", "Di"], rounds="one", seed=7, delay=0)
    assert [s["kind"] for s in made["seats"]] == ["student", "student", "planner", "greedy"]
    assert made["projector"].startswith(server.base + "/projector/")
    urls = [s["url"] for s in made["seats"] if s["kind"] == "student"]
    assert len(set(urls)) == 2 and all(len(u.rsplit("/", 1)[1]) >= 24 for u in urls)
    listed = _listed(server, made["id"])
    assert _names(listed) == ["Ann", "Bo", "Cy", "Di"] and listed["seats"][0]["claimed"] is False


@pytest.mark.parametrize("settings, words", [
    ({"players": 9}, "players: a whole number 2..8"),
    ({"players": 2, "seats": ["student"]}, "seats: one entry per seat (2)"),
    ({"players": 2, "seats": ["planner", "greedy"]}, "at least one seat must be a student's"),
    ({"players": 2, "seats": ["student", "cheater"]}, "each one of: student, random"),
    ({"players": 2, "rounds": 99}, "rounds must be 1..13"),
    ({"players": 2, "rules": {"max_pip": 40}}, "max_pip"),
    ({"players": 2, "language": "xx"}, "language: one of: en"),
    ({"players": 2, "delay": -1}, "delay: a number from 0 to 5"),
    ({"players": 2, "colour": "red"}, "unknown setting(s): colour"),
    ({"players": 2, "names": ["a" * 25, "b"]}, "each at most 24 characters"),
    ([1, 2], "The settings must be a JSON object."),
    ({"players": 2, "seats": ["human", "planner"]}, "each one of: student, random"),
])
def test_bad_settings_are_refused_in_words(server, settings, words):
    status, doc = server.api("POST", "/api/tables", settings)
    assert status == 400 and words in doc["error"], doc


def test_malformed_and_oversized_requests(server):
    status, doc = server.api("POST", "/api/tables", raw=b"{not json")
    assert status == 400 and doc["error"] == "The settings must be a JSON object."
    before = len(server.api("GET", "/api/tables")[1]["tables"])
    status, doc = server.api("POST", "/api/tables", raw=b"[" + b"1," * 20000 + b"1]")
    assert status == 413 and "at most" in doc["error"]
    assert len(server.api("GET", "/api/tables")[1]["tables"]) == before


def test_pages_send_a_strict_policy_and_no_inline_script(server):
    made = server.table(**SMALL)
    for url in (made["seats"][0]["url"], made["projector"], f"{server.base}/teacher?token={server.token}"):
        status, page = server.api("GET", url[len(server.base):], token=None)
        assert status == 200
        csp = server.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "default-src 'none'" in csp
        assert server.headers["Referrer-Policy"] == "no-referrer"
        # Only external scripts and one JSON data block: nothing inline runs.
        scripts = page.decode().split("<script")[1:]
        assert all(s.startswith((' src="/static/', ' type="module" src="/static/', ' type="application/json"'))
                   for s in scripts)
    status, js = server.api("GET", "/static/seat.js", token=None)
    assert status == 200 and "Content-Security-Policy" in server.headers


def test_unknown_links_show_nothing(server):
    server.table(**SMALL)
    for path in ("/seat/not-a-token", "/projector/not-a-token", "/seat/" + "x" * 5000):
        status, page = server.api("GET", path, token=None)
        assert status == 404 and b"does not lead to any table" in page and b"/work" not in page
    with connect(server.ws_url("/seat/not-a-token")) as ws:
        ws.send(json.dumps({"type": "hello", "device": "d" * 32}))
        frame = json.loads(ws.recv(timeout=5))
        assert frame["type"] == "error" and "does not lead to any table" in frame["message"]


def test_names_with_markup_are_escaped(server):
    made = server.table(players=2, seats=["student", "random"], names=["<script>alert(1)", "<b>Bo"],
                        rounds="one", seed=3, delay=0)
    ann = Seat(server, made["seats"][0]["url"])
    frame = ann.until(lambda f: f["type"] == "state")
    assert "<script>" not in frame["board"] and "&lt;script&gt;" in frame["board"]
    assert "<script>" not in frame["hand"]
    assert frame["names"][0] == "<script>alert(1)"  # data, shown with textContent by the page
    ann.close()


def test_the_server_is_the_authority(server):
    made = server.table(**SMALL)
    a = Seat(server, made["seats"][0]["url"])
    b = Seat(server, made["seats"][1]["url"])
    sa = a.until(lambda f: f["type"] == "state")
    b.until(lambda f: f["type"] == "state")
    first, other = (a, b) if sa["legal"] else (b, a)
    now = first.state
    # Out of turn: refused with the engine's reason, nothing changes.
    other.send(type="move", move=now["legal"][0]["move"], ply=now["ply"], id="x1")
    refused = other.until(lambda f: f["type"] == "refused")
    assert "turn" in refused["message"]
    # Illegal: the engine says why, in words.
    other_tile = next(iter(other.state["view"]["hands"].values()))[0]
    first.send(type="move", move=f"play {other_tile} on mexican", ply=now["ply"], id="x2")
    assert "does not hold" in first.until(lambda f: f["type"] == "refused")["message"]
    first.send(type="move", move="fly away", ply=now["ply"], id="x3")
    assert "Not a move" in first.until(lambda f: f["type"] == "refused")["message"]
    # A stale intent (an old ply): refused, nothing changes.
    first.send(type="move", move=now["legal"][0]["move"], ply=now["ply"] - 1, id="x4")
    assert "has changed" in first.until(lambda f: f["type"] == "refused")["message"]
    # A double submit (the same intent twice) is applied once.
    move = now["legal"][0]["move"]
    first.send(type="move", move=move, ply=now["ply"], id="x5")
    first.send(type="move", move=move, ply=now["ply"], id="x5")
    after = first.until(lambda f: f["type"] == "state" and f["ply"] > now["ply"])
    assert after["ply"] == now["ply"] + 1
    first.drain()
    assert first.state["ply"] == now["ply"] + 1
    assert not [f for f in first.frames if f["type"] == "refused" and "has changed" in f["message"]][1:]
    a.close()
    b.close()


def test_a_seat_link_works_on_one_device_only(server):
    made = server.table(**SMALL)
    link = made["seats"][0]["url"]
    first = Seat(server, link)
    assert first.until(lambda f: f["type"] == "state")["audience"]["seat"] == 0
    second = Seat(server, link)  # another device (another key)
    frame = second.until(lambda f: f["type"] != "welcome")
    assert frame["type"] == "taken" and "another device" in frame["message"]
    assert not [f for f in second.frames if f["type"] == "state"]
    # The first device comes back after a drop and has its seat again.
    first.close()
    again = Seat(server, link, device=first.device)
    assert again.until(lambda f: f["type"] == "state")["audience"]["seat"] == 0
    # The teacher resets the link: the old one stops, the new one is free.
    status, doc = server.api("POST", f"/api/tables/{made['id']}/seats/0/reset")
    assert status == 200
    assert again.until(lambda f: f["type"] == "reset")
    assert Seat(server, doc["url"]).until(lambda f: f["type"] == "state")["audience"]["seat"] == 0
    assert Seat(server, link, device=first.device).until(lambda f: f["type"] != "welcome")["type"] == "error"


def test_bad_websocket_messages(server):
    made = server.table(**SMALL)
    a = Seat(server, made["seats"][0]["url"])
    a.until(lambda f: f["type"] == "state")
    for junk in ("{nope", "[]", json.dumps({"type": "move", "move": 5, "ply": "x"}), json.dumps({"type": "?"}),
                 "x" * 4000):
        a.ws.send(junk)
        assert a.until(lambda f: f["type"] == "refused")["message"].startswith("The page sent something")
    # A frame over the size cap closes the connection; the seat still works after.
    with pytest.raises(ConnectionClosed):
        a.ws.send("x" * 100_000)
        a.recv(5)
    b = Seat(server, made["seats"][0]["url"], device=a.device)
    assert b.until(lambda f: f["type"] == "state")["audience"]["seat"] == 0


def test_frames_that_are_not_text_or_too_deep_get_a_refusal_and_no_traceback(server):
    """A binary frame, JSON nested past the parser's depth within the size
    cap, a projector's hello with a device key that is not text: each gets
    a clear refusal (or the table), the connection stays usable, and the
    server logs no traceback."""
    made = server.table(**SMALL)
    a = Seat(server, made["seats"][0]["url"])
    a.until(lambda f: f["type"] == "state")
    for junk in (b"\x00\x01binary", "[" * 1020 + "]" * 1020):
        a.ws.send(junk)
        assert a.until(lambda f: f["type"] == "refused")["message"].startswith("The page sent something")
    a.send(type="sync")
    assert a.until(lambda f: f["type"] == "state")
    with connect(server.ws_url(made["projector"])) as ws:
        ws.send(json.dumps({"type": "hello", "device": 12345}))
        assert json.loads(ws.recv(timeout=5))["type"] == "welcome"
    a.close()
    assert "Traceback" not in server.log.read_text()


def test_frames_go_out_compressed_and_read_back_whole(server):
    """Every frame goes to every seat after every move: the server offers
    per-message deflate (at its own level, ``DEFLATE_LEVEL``), a device
    that asks gets it, and the frames read as they were written."""
    made = server.table(**SMALL)
    with connect(server.ws_url(made["seats"][0]["url"])) as ws:
        ws.send(json.dumps({"type": "hello", "device": "d" * 32}))
        names = [e.name for e in ws.protocol.extensions]
        frame = next(f for f in (json.loads(ws.recv(timeout=5)) for _ in range(3)) if f["type"] == "state")
    assert names == ["permessage-deflate"]
    assert frame["board"].startswith("<svg") and frame["board"].endswith("</svg>")


def test_a_device_gets_the_symbols_once_and_pictures_without_them(server):
    """A device's first frame (and a frame it asks for) carries the set's
    symbols; the frames published after a move carry none, and no picture
    carries its own."""
    made = server.table(**SMALL)
    a, b = (Seat(server, s["url"]) for s in made["seats"])
    first = a.until(lambda f: f["type"] == "state")
    b.until(lambda f: f["type"] == "state")
    assert first["symbols"] == mt.svg.symbol_sheet(12)
    mover = a if first["actor"] == 0 else b
    mover.send(type="intent", intent={"kind": "move", "move": mover.state["legal"][0]["move"],
                                      "ply": mover.state["ply"]})
    published = a.until(lambda f: f["type"] == "state" and f["ply"] > first["ply"])
    assert published["symbols"] is None
    a.send(type="sync")
    assert a.until(lambda f: f["type"] == "state")["symbols"] == first["symbols"]
    for frame in a.frames + b.frames:
        if frame["type"] == "state":
            assert "<defs" not in frame["board"] and "<defs" not in (frame["hand"] or "")
    a.close()
    b.close()


def test_the_stored_tables_are_readable_by_their_owner_only(server):
    """They hold every link's token and every hand: 0600 files in a 0700 folder."""
    made = server.table(**SMALL)
    Seat(server, made["seats"][0]["url"]).until(lambda f: f["type"] == "state")
    assert server.data.stat().st_mode & 0o777 == 0o700
    files = [p for p in server.data.iterdir() if p.name.startswith("tables.sqlite3")]
    assert len(files) >= 2  # the database and its write-ahead log
    assert {p.name: p.stat().st_mode & 0o777 for p in files} == {p.name: 0o600 for p in files}


def test_websockets_from_another_sites_page_are_refused(server):
    """A page of another site (or a sandboxed one, Origin "null") cannot open a
    seat's socket in a student's browser; the server's own pages can."""
    made = server.table(**SMALL)
    url = server.ws_url(made["seats"][0]["url"])
    for origin in ("http://evil.example", "null"):
        with pytest.raises(InvalidStatus) as refused:
            connect(url, origin=origin, open_timeout=5)
        assert refused.value.response.status_code == 403
    with connect(url, origin=server.base, open_timeout=5) as ws:
        ws.send(json.dumps({"type": "hello", "device": "d" * 32}))
        assert json.loads(ws.recv(timeout=5))["type"] == "welcome"


def test_a_link_open_on_too_many_screens_is_refused_on_the_next(server):
    """One student's link cannot be opened on 20 screens to send each
    classmate 20 copies of every frame: past 3 at once, a clear refusal."""
    made = server.table(**SMALL)
    link = made["seats"][0]["url"]
    first = Seat(server, link)
    first.until(lambda f: f["type"] == "state")
    others = [Seat(server, link, device=first.device) for _ in range(2)]
    for dev in others:
        dev.until(lambda f: f["type"] == "state")
    extra = Seat(server, link, device=first.device)
    refused = extra.until(lambda f: f["type"] != "welcome")
    assert refused["type"] == "error" and "too many screens" in refused["message"]
    others[0].close()  # one closes: a screen may open again
    time.sleep(0.3)
    assert Seat(server, link, device=first.device).until(lambda f: f["type"] == "state")


def test_a_flood_is_cut_off(server):
    made = server.table(**SMALL)
    a = Seat(server, made["seats"][0]["url"])
    a.until(lambda f: f["type"] == "state")
    for _ in range(300):
        try:
            a.ws.send(json.dumps({"type": "sync"}))  # not Seat.send, which keeps to the rate
        except Exception:
            break
    with pytest.raises(ConnectionClosed):  # closed by the server (bounded: 400 frames)
        for _ in range(400):
            a.recv(5)
    # Cut off: for the flood (1008) or, when this reader fell behind, as a slow device.
    assert a.ws.close_code in (1008, 4000) and len(a.frames) < 150


def test_a_bot_stands_in_and_the_student_takes_the_seat_back(server):
    made = server.table(players=2, seats=["student", "student"], rounds="one", seed=11, delay=0)
    a = Seat(server, made["seats"][0]["url"])
    a.until(lambda f: f["type"] == "state")
    b = Seat(server, made["seats"][1]["url"])
    b.until(lambda f: f["type"] == "state")
    b.close()  # seat 1 drops out
    seat1 = _listed(server, made["id"])["seats"][1]
    assert seat1["connected"] == 0 and seat1["claimed"] and seat1["away"] is not None
    assert server.api("POST", f"/api/tables/{made['id']}/seats/1/standin")[0] == 200
    # Seat 0 plays; the stand-in answers for seat 1 each time.
    for _ in range(4):
        s = a.until(lambda f: f["type"] == "state" and bool(f["legal"]), timeout=20)
        a.send(type="move", move=s["legal"][0]["move"], ply=s["ply"], id=f"m{s['ply']}")
        a.until(lambda f, ply=s["ply"]: f["type"] == "state" and f["ply"] > ply)
    back = Seat(server, made["seats"][1]["url"], device=b.device)
    frame = back.until(lambda f: f["type"] == "state")
    assert frame["standin"] is True and frame["legal"] == []
    back.send(type="back")
    assert back.until(lambda f: f["type"] == "state" and not f["standin"])["audience"]["seat"] == 1
    assert _listed(server, made["id"])["seats"][1]["standin"] is False


def test_ending_a_table(server):
    made = server.table(**SMALL)
    a = Seat(server, made["seats"][0]["url"])
    a.until(lambda f: f["type"] == "state")
    assert server.api("POST", f"/api/tables/{made['id']}/end")[0] == 200
    assert "ended" in a.until(lambda f: f["type"] == "ended")["message"]
    assert server.api("GET", made["seats"][0]["url"][len(server.base):], token=None)[0] == 404
    assert server.api("POST", f"/api/tables/{made['id']}/end")[0] == 404


def test_default_names_are_in_the_tables_language_not_the_servers():
    from mextrain.serve.endpoints import table_settings
    from mextrain.words import words
    assert table_settings({"players": 2, "language": "cs"}, words("en"))["names"] == ["Hráč 1", "Plánovač 2"]
    assert table_settings({"players": 2}, words("fi"))["names"] == ["Pelaaja 1", "Suunnittelija 2"]


def test_the_server_speaks_the_language_it_is_started_in(tmp_path):
    """`mextrain --language cs serve`: the teacher's page, a wrong link's page
    and a new table's default names are Czech; the language list names each
    language in its own words, the server's chosen."""
    server = Server(tmp_path, language="cs")
    try:
        _speaks_czech(server)
    finally:
        server.kill()


def _speaks_czech(server):
    status, page = server.api("GET", f"/teacher?token={server.token}", token=None)
    text = page.decode()
    assert status == 200 and '<html lang="cs">' in text and "<title>Stoly ve třídě</title>" in text
    assert '<option value="cs" lang="cs" selected>čeština</option>' in text
    assert '<option value="uk" lang="uk">українська</option>' in text
    status, page = server.api("GET", "/seat/no-such-link", token=None)
    assert status == 404 and '<html lang="cs">' in page.decode() and "Tento odkaz" in page.decode()
    made = server.table(players=3, seats=["student", "student", "planner"], names=["Anička", "", ""])
    assert [s["name"] for s in made["seats"]] == ["Anička", "Hráč 2", "Plánovač 3"]  # typed names kept


def test_every_page_has_an_icon(server):
    status, page = server.api("GET", f"/teacher?token={server.token}", token=None)
    assert '<link rel="icon" href="/static/favicon.svg"' in page.decode()
    status, svg = server.api("GET", "/favicon.ico", token=None)  # followed to the file
    assert status == 200 and svg.startswith(b"<svg") and server.headers["content-type"] == "image/svg+xml"


def test_https_with_a_certificate(tmp_path):
    """`serve --certfile --keyfile`: the teacher's link, the pages, the API
    and a seat's websocket over TLS (a self-signed certificate made by openssl)."""
    import ssl
    import subprocess
    import urllib.error
    import urllib.request
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
                    "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    server = Server(tmp_path / "data", extra=["--certfile", str(cert), "--keyfile", str(key)])
    try:
        assert server.base.startswith("https://127.0.0.1:")
        trust = ssl.create_default_context(cafile=str(cert))
        with urllib.request.urlopen(f"{server.base}/teacher?token={server.token}", context=trust, timeout=10) as r:
            assert r.status == 200 and b'<html lang="en">' in r.read()
        req = urllib.request.Request(server.base + "/api/tables", method="POST", data=json.dumps(SMALL).encode(),
                                     headers={"Authorization": f"Bearer {server.token}"})
        with urllib.request.urlopen(req, context=trust, timeout=10) as r:
            made = json.loads(r.read())
        assert made["seats"][0]["url"].startswith("https://")
        with connect(made["seats"][0]["url"].replace("https://", "wss://").replace("/seat/", "/ws/"),
                     ssl=trust) as ws:
            ws.send(json.dumps({"type": "hello", "device": "d" * 32}))
            assert json.loads(ws.recv(timeout=10))["type"] == "welcome"
        with pytest.raises((urllib.error.URLError, ConnectionError)):  # no plain HTTP on that port
            urllib.request.urlopen(server.base.replace("https://", "http://") + "/teacher", timeout=5)
    finally:
        server.kill()
