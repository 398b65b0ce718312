"""The engine's surface beyond the rules: tiles, moves, argument checks,
undo/copy edge cases, text pictures, and what the engine imports."""

import copy
import json
import pickle
import subprocess
import sys

import pytest

import mextrain as mt
from engine_positions import ALL_TWELVES_PLAYED, document, play, position


def test_tiles_are_interned_ordered_and_hashable():
    assert mt.Tile(5, 12) is mt.Tile(12, 5)
    assert mt.Tile(0, 0) < mt.Tile(1, 0) < mt.Tile(1, 1) < mt.Tile(12, 0)
    assert sorted(mt.full_set(2)) == list(mt.full_set(2))
    assert {mt.Tile(3, 4): 1}[mt.Tile(4, 3)] == 1
    assert mt.Tile(12, 5).has(5) and not mt.Tile(12, 5).has(4) and mt.Tile(12, 5).other(12) == 5
    assert copy.deepcopy(mt.Tile(3, 4)) is mt.Tile(3, 4) is pickle.loads(pickle.dumps(mt.Tile(3, 4)))
    for bad in [(-1, 2), (19, 0), ("1", 2), (None, 1)]:
        with pytest.raises(ValueError):
            mt.Tile(*bad)


@pytest.mark.parametrize("text", ["13-1", "a-b", "", "1-2-3", "12", "1 2", "-1-2", "100-1"])
def test_tile_parse_rejects_bad_text(text):
    with pytest.raises(ValueError, match="tile"):
        mt.Tile.parse(text)


def test_moves_are_immutable_interned_and_read_back():
    m = mt.Play(mt.Tile(12, 5), "mexican")
    assert m is mt.Play(mt.Tile(5, 12), "mexican") and hash(m) == hash(mt.Move.parse(str(m)))
    assert str(mt.Play(mt.Tile(7, 3), 2)) == "play 7-3 on 2" and mt.Draw() is mt.Draw()
    assert [str(mt.Move.parse(t)) for t in ["DRAW", " pass ", "Play 3-7 on MEXICAN", "play 3:7 on 11"]] == \
        ["draw", "pass", "play 7-3 on mexican", "play 7-3 on 11"]
    with pytest.raises(AttributeError):
        m.train = 1
    for bad in [(mt.Tile(1, 1), 12), (mt.Tile(1, 1), True), (mt.Tile(1, 1), "0"), ("1-1", 0)]:
        with pytest.raises(ValueError):
            mt.Play(*bad)
    assert pickle.loads(pickle.dumps(m)) is m and copy.deepcopy(mt.Pass()) is mt.Pass()


def test_round_new_checks_its_arguments():
    for kwargs, word in [({"engine": 13}, "engine"), ({"engine": -1}, "engine"), ({"first": 4}, "first"),
                         ({"seed": 1.5}, "seed"), ({"seed": True}, "seed"), ({"rules": {}}, "rules")]:
        with pytest.raises(ValueError, match=word):
            mt.Round.new(4, **kwargs)
    assert mt.Round.new(2, seed="abc").to_json() == mt.Round.new(2, seed="abc").to_json()
    with pytest.raises(ValueError, match="seat"):
        mt.Round.new(2, seed=0).view(2)


def test_undo_copy_and_history():
    rnd = position(["12-5 5-5 5-1", "3-4"], draws="9-9")
    with pytest.raises(IndexError):
        rnd.undo()
    before = rnd.to_json()
    play(rnd, "play 12-5 on 0")
    twin = copy.deepcopy(rnd)
    play(twin, "draw")
    assert rnd.history == (mt.Move.parse("play 12-5 on 0"),) and len(twin.history) == 2
    assert twin.undo() == mt.Draw() and twin == rnd
    twin.undo()
    assert twin.to_json() == before and rnd.to_json() != before


def test_round_text_picture():
    rnd = position(["5-5 0-0 5-1", "3-4"], {0: "12-5", "mexican": "12-7"}, markers=[1])
    text = rnd.text()
    assert text == str(rnd)
    assert "engine 12-12, seat 0 to act" in text and "mexican   12-7  -> 7" in text
    assert "train 0   12-5  -> 5" in text and "train 1   (empty)  -> 12 [marker]" in text
    assert "hand 0: 0-0 5-1 5-5  (3 tiles, 16 pips)" in text and "hand 1: 4-3  (1 tile, 7 pips)" in text and "boneyard: 84 tiles" in text
    play(rnd, "play 5-5 on 0")
    assert "extra play after a double" in rnd.text() and "open doubles on: 0" in rnd.text()
    rnd = position(["5-5", "3-4"], {0: "12-5"})
    play(rnd, "play 5-5 on 0")
    assert "round over: seat 0 went out" in rnd.text() and "penalties: 0, 7" in rnd.text()
    blocked = position(["0-0 1-2", ""], ALL_TWELVES_PLAYED, rest=1)
    assert "round over: blocked" in blocked.text() and "penalties: 3, " in blocked.text()


def test_match_refuses_out_of_order_calls():
    m = mt.Match(2, rules=mt.Rules(rounds="one"), seed=0)
    with pytest.raises(ValueError, match="not over"):
        m.next_round()
    for bad in [{"players": 9}, {"players": 2, "rules": "classic"}, {"players": 2, "seed": 1.5}]:
        with pytest.raises(ValueError):
            mt.Match(**bad)


def test_every_match_seed_accepted_is_saved_and_loaded_again():
    for seed in ["", "x" * 100, -5, 10**99, 2**63 - 1]:
        m = mt.Match(2, seed=seed)
        assert mt.Match.from_json(m.to_json()).to_json() == m.to_json()
    for seed in ["x" * 101, 10**100, 10**5000, 1.5, True, b"1"]:
        with pytest.raises(ValueError, match="seed"):
            mt.Match(2, seed=seed)


def test_engine_imports_neither_svgwrite_nor_ipywidgets():
    code = ("import sys, mextrain as mt; r = mt.Round.new(4, seed=1); r.play(r.legal_moves()[0]); "
            "mt.Round.from_json(r.to_json()); mt.Match(2, seed=1).to_json(); r.view(0); r.text(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('svgwrite', 'ipywidgets', 'anywidget')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def _broken(change):
    doc = document(["12-5 5-5", "3-4"], {0: "12-7", "mexican": "12-1 1-1"}, markers=[1])
    change(doc)
    return doc


@pytest.mark.parametrize("change,field", [
    (lambda d: d.update(format="mextrain-round/2"), "format"),
    (lambda d: d.pop("hands"), "hands"),
    (lambda d: d["boneyard"].pop(), "tiles"),  # a tile missing
    (lambda d: d["hands"][1].append("12-5"), "hands[1]"),  # a tile twice
    (lambda d: d["trains"]["0"].append("3-3"), "trains.0[1]"),  # does not chain
    (lambda d: d["trains"].update({"2": []}), "trains.2"),  # no seat 2 at two seats
    (lambda d: d.update(turn=2), "turn"),
    (lambda d: d.update(turn="0"), "turn"),
    (lambda d: d.update(markers=[-1]), "markers[0]"),
    (lambda d: d.update(markers="1"), "markers"),
    (lambda d: d.update(open_doubles=["0"]), "open_doubles"),  # train 0 ends in 12-7
    (lambda d: d.update(open_doubles=["3"]), "open_doubles[0]"),
    (lambda d: d.update(has_drawn="no"), "has_drawn"),
    (lambda d: d.update(engine="12-11"), "engine"),
    (lambda d: d.update(hands=[[]]), "hands"),  # one seat
    (lambda d: d["rules"].update(max_pip=9, rounds=1), "hands[0][0]"),  # 12-5 is no double-9 tile
    (lambda d: d["rules"].update(rounds=0), "rules"),
    (lambda d: d.update(comment="hi"), "comment"),
])
def test_round_from_json_names_the_bad_field(change, field):
    with pytest.raises(mt.InvalidPosition) as info:
        mt.Round.from_json(json.dumps(_broken(change)))
    assert info.value.field == field and str(info.value).startswith(field + ": ")
    assert len(str(info.value)) < 300


@pytest.mark.parametrize("ends", [(13.0, 1), (True, 1), ("1", 2), (None, 3)])
def test_tile_ends_must_be_whole_numbers(ends):
    with pytest.raises(ValueError, match="whole numbers"):
        mt.Tile(*ends)


def test_a_position_with_two_empty_hands_is_refused():
    doc = json.loads(mt.Round.new(2, seed=1).to_json())
    doc["boneyard"] += doc["hands"][0] + doc["hands"][1]
    doc["hands"] = [[], []]
    with pytest.raises(mt.InvalidPosition, match=r"hands\[1\].*R13"):
        mt.Round.from_json(json.dumps(doc))


@pytest.mark.parametrize("rules", [mt.Rules(), mt.Rules.classic(), mt.Rules.classic(cover_order="reverse")])
def test_must_cover_names_the_train_every_play_is_restricted_to(rules):
    import random
    seen = 0
    for seed in range(40):
        rnd, rng = mt.Round.new(4, seed=seed, rules=rules), random.Random(seed)
        while not rnd.is_over:
            must = rnd.must_cover
            assert rnd.view(rnd.turn).must_cover == must
            plays = [m for m in rnd.legal_moves() if isinstance(m, mt.Play)]
            if must is not None:
                seen += 1
                assert must in rnd.open_doubles and not rnd.uncoverable(must)
                # C1: in the extra play, further doubles may go elsewhere.
                assert all(m.train == must or (rnd.extra_play and m.tile.is_double) for m in plays)
            rnd.play(rng.choice(rnd.legal_moves()))
        assert rnd.must_cover is None
    assert seen > 0
