"""The server in process (Starlette's TestClient), beside the tests against
a real ``mextrain serve`` process: the same app, its endpoints and its
websocket's message schema, without a socket or a second interpreter, so
each protocol rule is checked in milliseconds."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from mextrain.serve import messages
from mextrain.serve.app import create_app
from mextrain.serve.store.sqlite import SQLiteStore

DEVICE = "d" * 32


@pytest.fixture
def client(tmp_path):
    app = create_app(SQLiteStore(tmp_path), tmp_path)
    with TestClient(app) as client:
        client.bearer = {"authorization": f"Bearer {app.state.token}"}
        yield client


def new_table(client, **settings) -> dict:
    settings = {"players": 2, "seats": ["student", "student"], "seed": 7, "delay": 0, **settings}
    reply = client.post("/api/tables", json=settings, headers=client.bearer)
    assert reply.status_code == 201, reply.text
    return reply.json()


def path(url: str) -> str:
    return "/" + url.split("/", 3)[3]


def ws_path(url: str) -> str:
    return "/ws/" + url.rsplit("/", 1)[1]


def until(ws, kind: str, limit: int = 10) -> dict:
    for _ in range(limit):
        msg = ws.receive_json()
        if msg["type"] == kind:
            return msg
    raise AssertionError(f"no {kind!r} in {limit} messages")


def test_the_teacher_page_needs_the_token_and_the_api_the_bearer(client):
    assert client.get("/teacher").status_code == 401
    token = client.app.state.token
    assert client.get(f"/teacher?token={token}").status_code == 200
    assert client.get("/api/tables").status_code == 401
    assert client.post("/api/tables", json={}).status_code == 401
    assert client.get("/api/tables", headers=client.bearer).json() == {"tables": []}


def test_bad_settings_are_refused_in_words(client):
    for bad in ({"players": 9}, {"seats": ["planner", "planner"], "players": 2}, {"delay": 99}, {"fly": 1},
                [1, 2], {"seed": -1}):
        reply = client.post("/api/tables", json=bad, headers=client.bearer)
        assert reply.status_code == 400 and reply.json()["error"], bad
    reply = client.post("/api/tables", content=b"{" * 20_000, headers=client.bearer)
    assert reply.status_code == 413


def test_links_open_pages_and_a_wrong_link_is_a_page_too(client):
    table = new_table(client)
    assert client.get(path(table["seats"][0]["url"])).status_code == 200
    assert client.get(path(table["projector"])).status_code == 200
    # A seat's link is no projector's, and a token nobody made is nobody's.
    assert client.get("/projector/" + table["seats"][0]["url"].rsplit("/", 1)[1]).status_code == 404
    assert client.get("/seat/nobodys-token").status_code == 404


def test_a_seat_plays_through_its_socket_and_bad_messages_are_refused(client):
    table = new_table(client)
    with client.websocket_connect(ws_path(table["seats"][0]["url"])) as ws:
        ws.send_json({"type": "hello", "device": DEVICE})
        assert until(ws, "welcome")["role"] == "0"
        state = until(ws, "state")
        for bad in (b"\x00\x01", "not json", "[" * 1500 + "]" * 1500, json.dumps({"type": "fly"}),
                    json.dumps({"type": "width", "width": "wide"}), json.dumps({"type": "intent", "intent": 3})):
            if isinstance(bad, bytes):
                ws.send_bytes(bad)
            else:
                ws.send_text(bad)
            assert until(ws, "refused")["message"]
        if state["actor"] == 0:  # the first player is this seat: it moves, and the table says so
            choice = state["legal"][0]
            ws.send_json({"type": "intent", "intent": {"kind": "move", "move": choice["move"],
                                                       "ply": state["ply"], "id": "first"}})
            assert until(ws, "state")["ply"] == state["ply"] + 1
        else:
            ws.send_json({"type": "intent", "intent": {"kind": "draw", "ply": state["ply"]}})
            assert until(ws, "refused")["message"]


def test_a_second_device_cannot_take_a_claimed_seat(client):
    table = new_table(client)
    url = ws_path(table["seats"][1]["url"])
    with client.websocket_connect(url) as ws:
        ws.send_json({"type": "hello", "device": DEVICE})
        until(ws, "welcome")
        with client.websocket_connect(url) as other:
            other.send_json({"type": "hello", "device": "e" * 32})
            assert until(other, "taken")["message"]


def test_the_projector_watches_and_cannot_move(client):
    table = new_table(client)
    with client.websocket_connect(ws_path(table["projector"])) as ws:
        ws.send_json({"type": "hello", "device": 17})  # a projector's key is not needed, nor read
        until(ws, "welcome")
        state = until(ws, "state")
        ws.send_json({"type": "intent", "intent": {"kind": "draw", "ply": state["ply"]}})
        assert until(ws, "refused")["message"]


def test_an_unknown_link_and_a_bad_hello_get_a_last_word(client):
    with client.websocket_connect("/ws/nobodys-token") as ws:
        ws.send_json({"type": "hello", "device": DEVICE})
        assert until(ws, "error")["message"]
    table = new_table(client)
    with client.websocket_connect(ws_path(table["seats"][0]["url"])) as ws:
        ws.send_json({"type": "hello", "device": "short"})
        assert until(ws, "error")["message"]


def test_another_sites_page_cannot_open_a_seat(client):
    table = new_table(client)
    url = ws_path(table["seats"][0]["url"])
    with pytest.raises(WebSocketDisconnect) as refused:
        with client.websocket_connect(url, headers={"origin": "http://evil.example"}) as ws:
            ws.send_json({"type": "hello", "device": DEVICE})
            until(ws, "welcome")
    assert refused.value.code == 1008
    with client.websocket_connect(url, headers={"origin": "http://testserver"}) as ws:  # its own page
        ws.send_json({"type": "hello", "device": DEVICE})
        until(ws, "welcome")


def test_a_link_has_a_few_connections_at_most(client):
    table = new_table(client)
    url = ws_path(table["projector"])
    opened = [client.websocket_connect(url).__enter__() for _ in range(6)]
    try:
        with client.websocket_connect(url) as extra:
            assert until(extra, "error")["message"]
    finally:
        for ws in opened:
            ws.__exit__(None, None, None)


@pytest.mark.parametrize("frame, why", [
    (b"\x00", "binary"), ("x" * (messages.MAX_MESSAGE + 1), "too long"), ("{", "not JSON"),
    ('{"type": "width", "width": 3.5}', "whole number"), ('{"type": "intent", "intent": {"kind": "fly"}}', "intent"),
    ('{"type": "teleport"}', "type"), ("[]", "type"),
])
def test_the_message_schema_refuses_what_is_not_a_message(frame, why):
    with pytest.raises(messages.BadMessage, match=why):
        messages.read(frame)


def test_the_message_schema_reads_old_pages_messages_as_intents():
    old = messages.read('{"type": "move", "move": "draw", "ply": 2, "id": "x1"}')
    assert old.intent.kind == "move" and old.intent.move == "draw" and old.intent.ply == 2
    assert messages.read('{"type": "next", "ply": 9}').intent.kind == "next"
    assert messages.read('{"type": "width", "width": 1, "room": -5}') == messages.Width(messages.render.NARROWEST, 0)
    assert messages.hello('{"type": "hello", "device": 5}') == messages.Hello(None)
    with pytest.raises(messages.BadMessage):
        messages.hello('{"type": "hello", "device": "short"}')


def first_hand(client, table) -> list[str]:
    with client.websocket_connect(ws_path(table["seats"][0]["url"])) as ws:
        ws.send_json({"type": "hello", "device": DEVICE})
        return until(ws, "state")["view"]["hands"]["0"]


def test_a_tables_seed_is_a_deal_code_that_deals_it_again_however_typed(client):
    made = new_table(client, seed=None)
    code = made["seed"]
    assert len(code) == 15 and code.count("-") == 2 and code == code.upper()
    again = new_table(client, seed=" " + code.lower().replace("-", " ").replace("0", "o") + " ")
    assert again["seed"] == code
    assert first_hand(client, made) == first_hand(client, again)  # the same deal
    assert new_table(client, seed="123")["seed"] == "123" and new_table(client, seed="class 7b")["seed"] == "class 7b"
    refused = client.post("/api/tables", json={"seed": 2**64}, headers=client.bearer)
    assert refused.status_code == 400 and "seed" in refused.json()["error"]


def test_one_network_address_has_a_few_sockets_at_most(client, monkeypatch):
    """Every link and class together: past MAX_PER_ADDRESS a socket gets the
    last word, and a closed one makes room again."""
    from mextrain.serve import socket
    monkeypatch.setattr(socket, "MAX_PER_ADDRESS", 2)
    table = new_table(client)
    first = client.websocket_connect(ws_path(table["seats"][0]["url"])).__enter__()
    second = client.websocket_connect(ws_path(table["seats"][1]["url"])).__enter__()
    with client.websocket_connect(ws_path(table["projector"])) as third:
        assert until(third, "error")["message"]
    first.__exit__(None, None, None)
    second.__exit__(None, None, None)
    assert client.app.state.classroom.addresses == {}  # counted down as they close
    with client.websocket_connect(ws_path(table["projector"])) as again:
        again.send_json({"type": "hello"})
        until(again, "welcome")


def test_the_teachers_page_is_told_of_every_change(client):
    """``/ws/teacher``: the list of tables after the hello, and again when a
    table is made, a seat is taken or a move is made; a wrong token gets
    the last word."""
    with client.websocket_connect("/ws/teacher") as ws:
        ws.send_json({"type": "hello", "token": "not the teacher's"})
        assert until(ws, "error")["message"]
    with client.websocket_connect("/ws/teacher") as teacher:
        teacher.send_json({"type": "hello", "token": client.app.state.token})
        assert until(teacher, "tables")["tables"] == []
        table = new_table(client)
        listed = until(teacher, "tables")["tables"]
        assert [t["id"] for t in listed] == [table["id"]] and listed[0]["seats"][0]["qr"].startswith("<svg")
        assert listed[0]["seats"][0]["url"].startswith("http://testserver/seat/")  # a page's link, not ws://
        with client.websocket_connect(ws_path(table["seats"][0]["url"])) as seat:
            seat.send_json({"type": "hello", "device": DEVICE})
            until(seat, "welcome")
            for _ in range(5):  # the seat's claim and its connection arrive, coalesced or one by one
                row = until(teacher, "tables")["tables"][0]["seats"][0]
                if row["claimed"] and row["connected"]:
                    break
            assert row["claimed"] and row["connected"] == 1


@pytest.mark.parametrize("page, said", [("en", ["Player 1", "Anička"]), ("cs", ["Hráč 1", "Anička"]),
                                        ("el", ["Παίκτης 1", "Anička"])])
def test_the_teachers_list_says_default_names_in_the_teacher_pages_language(tmp_path, page, said):
    """A Czech table's seat left unnamed is listed in the teacher page's
    language, the way its other words are (issue 23 item 4); a typed name
    stays as typed, in the answer to its making, the list and the socket."""
    app = create_app(SQLiteStore(tmp_path), tmp_path, language=page)
    with TestClient(app) as client:
        client.bearer = {"authorization": f"Bearer {app.state.token}"}
        made = new_table(client, language="cs", names=["", "Anička"])
        assert [s["name"] for s in made["seats"]] == said
        listed = client.get("/api/tables", headers=client.bearer).json()["tables"]
        assert [s["name"] for s in listed[0]["seats"]] == said
        with client.websocket_connect("/ws/teacher") as teacher:
            teacher.send_json({"type": "hello", "token": app.state.token})
            assert [s["name"] for s in until(teacher, "tables")["tables"][0]["seats"]] == said
