"""The play page's Python (``mextrain.browser.PageTable``), without a browser:
the game a link asks for, every request answered (bad ones with a note,
changing nothing), save and load, and the hot-seat screen showing no tile
its holder may not see -- checked by the classroom server's leak check, and
shown to fail on a planted leak."""

from __future__ import annotations

import json
from urllib.parse import parse_qsl

import pytest
from harness import leaks

from mextrain import browser
from mextrain.position import MAX_DOCUMENT
from mextrain.rules import Rules
from mextrain.serve import render
from mextrain.session import Session, Setup
from mextrain.words import play as P
from mextrain.words import words

TWO = {"players": "2", "bots": "greedy", "rounds": "one", "seed": "3", "delay": "0"}


def started(query=TWO, language="en") -> tuple[browser.PageTable, dict]:
    table = browser.PageTable()
    return table, table.handle({"op": "start", "language": language, "query": query})


@pytest.mark.parametrize("query, seats, rules", [
    ({}, ("human", "planner", "planner", "planner"), "table"),
    ({"players": "3"}, ("human", "planner", "planner"), "table"),
    ({"players": "3", "bots": "1"}, ("human", "human", "planner"), "table"),
    ({"players": "2", "bots": "0"}, ("human", "human"), "table"),
    ({"players": "3", "bots": "random"}, ("human", "random", "random"), "table"),
    ({"players": "4", "bots": "greedy,random"}, ("human", "human", "greedy", "random"), "classic"),
])
def test_the_link_chooses_the_game(query, seats, rules):
    setup, bad = browser.setup_from_query({**query, **({"rules": rules} if rules == "classic" else {})}, "en")
    assert setup.seats == seats and bad == []
    assert setup.rules == (Rules.classic() if rules == "classic" else Rules())


@pytest.mark.parametrize("name, value", [
    ("players", "9"), ("players", "two"), ("bots", "4"), ("bots", "chess"), ("bots", "greedy,greedy,greedy,greedy"),
    ("rules", "house"), ("rounds", "99"), ("seed", "-1"), ("seed", "1" * 13), ("delay", "60"), ("delay", "1e9"),
])
def test_a_value_the_table_cannot_play_is_named_and_left_out(name, value):
    table, answer = started({name: value}, "cs")
    assert answer["notes"] == [P.bad_query(words("cs"), name, value)]
    assert table.session.setup.seats == ("human", "planner", "planner", "planner")
    assert answer["message"]["frame"]["actor"] == 0


def test_a_very_long_value_is_cut():
    _, answer = started({"seed": "9" * 10_000})
    assert len(answer["notes"][0]) < 300


@pytest.mark.parametrize("request_", [
    None, [], "start", {"op": "fly"}, {"op": "intent", "intent": "play"},
    {"op": "intent", "intent": {"kind": "play", "tile": "12-12", "ply": 0}},
    {"op": "intent", "intent": {"kind": "draw", "ply": 99}}, {"op": "width", "width": "wide"},
    {"op": "load", "text": None}, {"op": "load", "text": "{}"}, {"op": "load", "text": "x" * (MAX_DOCUMENT + 1)},
    {"op": "bot", "ply": 0},
])
def test_every_bad_request_is_answered_and_changes_nothing(request_):
    table, _ = started()
    before = table.session.to_json()
    answer = table.handle(request_)
    assert isinstance(answer, dict) and "message" not in answer
    assert table.session.to_json() == before
    if answer:  # a bot move out of turn is not due, a size that is no size draws nothing: {}
        assert answer["alert"] is True and answer["note"]


def test_a_request_before_the_game_is_answered():
    assert browser.PageTable().handle({"op": "save"})["alert"] is True


def test_moves_bots_save_and_load():
    table, answer = started()
    frame = answer["message"]["frame"]
    assert answer["bot"] is None and frame["actor"] == 0 and answer["message"]["game"] == 1
    move = frame["legal"][0]["move"].split()
    answer = table.handle({"op": "intent", "intent": {"kind": "play", "tile": move[1], "train": move[3],
                                                      "ply": frame["ply"], "id": "a"}})
    assert answer["bot"] == 0 and answer["message"]["frame"]["actor"] is None  # the bot's turn: ask at once
    answer = table.handle({"op": "bot", "ply": answer["message"]["frame"]["ply"]})
    assert answer["message"]["frame"]["actor"] == 0
    saved = table.handle({"op": "save"})["save"]
    assert saved["name"] == browser.SAVE_FILE and Session.from_json(saved["text"]).ply == table.session.ply
    assert saved["kept"].startswith("Saved in this browser") and saved["downloaded"].endswith(f"{browser.SAVE_FILE}.")
    other, _ = started({"players": "3", "bots": "1"})
    answer = other.handle({"op": "load", "text": saved["text"], "name": "mine.json"})
    assert answer["note"] == "Loaded mine.json." and answer["alert"] is False and answer["message"]["game"] == 2
    assert answer["message"]["frame"]["names"] == ["Player 1", "Greedy 2"]
    assert answer["message"]["frame"]["ply"] > json.loads(saved["text"])["ply"]  # every old intent is stale


def test_the_table_is_drawn_for_the_width_the_page_has():
    table, answer = started()
    assert answer["message"]["width"] == render.DEFAULT_WIDTH
    narrow = table.handle({"op": "width", "width": 100, "room": 0})["message"]
    assert narrow["width"] == render.NARROWEST and narrow["board"] != answer["message"]["board"]
    # The page is the worker's neighbour, not a network away: each picture brings its own symbols.
    for m in (answer["message"], narrow):
        assert "<defs>" in m["board"] and "symbols" not in m and "symbols" not in m["frame"]


HOT = {"players": "3", "bots": "0", "rounds": "one", "seed": "11", "delay": "0"}


def _hot_seat_round() -> list[tuple[dict, int | None]]:
    """A hot-seat round for three played through the page's requests: each
    message with the seat whose hand the screen may show (None under the cover)."""
    table, answer = started(HOT)
    seen = []
    while True:
        m = answer["message"]
        frame = m["frame"]
        holder = None if frame["cover"] else frame["view"]["seat"]
        seen.append(({**frame, "board": m["board"], "hand": m["hand"], "sheet": m["sheet"]}, holder))
        if frame["over"]:
            return seen
        intent = {"kind": "reveal"} if frame["cover"] else (
            {"kind": "move", "move": frame["legal"][0]["move"]} if frame["legal"]
            else {"kind": "draw" if frame["can_draw"] else "pass"})
        answer = table.handle({"op": "intent", "intent": {**intent, "ply": frame["ply"]}})
        assert "message" in answer, answer


def _leaks(seen) -> list[str]:
    settings = {"players": 3, "seed": 11}
    return [line for doc, holder in seen for line in leaks(settings, [doc], holder, 12)]


def test_the_hot_seat_screen_shows_its_holder_alone():
    seen = _hot_seat_round()
    assert sum(holder is None for _, holder in seen) > 5 and {0, 1, 2, None} <= {h for _, h in seen}
    assert _leaks(seen) == []


def test_the_leak_check_finds_a_planted_leak(monkeypatch):
    honest = render.message

    def leaky(frame, pictures, size, w, standin=False, symbols=False):
        doc = honest(frame, pictures, size, w, standin, symbols)
        doc["board"] = render.svg.table(pictures.session.round, seat="all")
        return doc

    monkeypatch.setattr(render, "message", leaky)
    assert _leaks(_hot_seat_round())


@pytest.mark.parametrize("setup", [
    Setup.build(2, bots="greedy", rounds="one", seed=13, delay=0),
    Setup.build(4, humans=(0, 1), bots=["random", "montecarlo"], rules="classic", rounds="half", seed=7),
    Setup.build(3, humans=(0, 1), bots="planner", rounds=5),
    Setup.build(3, humans=(0, 1, 2)),
])
def test_a_live_tables_link_asks_the_play_page_for_the_same_game(setup):
    link = browser.play_link(setup, "fi")
    assert link.startswith(browser.PLAY_PAGE + "?lang=fi&")
    query = dict(parse_qsl(link.split("?", 1)[1]))
    again, bad = browser.setup_from_query(query, query.pop("lang"))
    assert bad == [] and (again.seats, again.rules, again.seed, again.delay) == \
        (setup.seats, setup.rules, setup.seed, setup.delay)


def test_what_a_link_cannot_say_is_left_to_the_page():
    query = dict(parse_qsl(browser.play_link(Setup.build(3, humans=(1,), bots="greedy", seed="words"), "en")
                           .split("?", 1)[1]))
    assert "bots" not in query and "seed" not in query and query["players"] == "3"


def test_a_file_that_is_no_text_is_refused_in_the_pages_words():
    table, _ = started(language="cs")
    answer = table.handle({"op": "load", "text": 5, "name": "hra.json"})
    assert answer["alert"] is True and "hra.json" in answer["note"] and "textový" in answer["note"]
    assert "int" not in answer["note"]  # no Python type name
