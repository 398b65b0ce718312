"""Strict inputs: train ids, tiles and moves in ASCII digits only, the rules'
named values, and positions that no play can reach."""

import dataclasses
import json
import pickle

import pytest

import mextrain as mt
from engine_positions import ALL_FIVES_BUT_DOUBLE, document

# Digits that str.isdecimal(), str.isdigit() or the regex \d accept, and
# int() reads (or, for "²", refuses): none of them is a digit here.
NON_ASCII_DIGITS = ["١٢", "１２", "²", "٣", "߃", "𝟑", "३"]


# ---- train ids ------------------------------------------------------------------

@pytest.mark.parametrize("text,train", [
    ("mexican", "mexican"), ("Mexican", "mexican"), ("MEXICAN", "mexican"), ("mexican train", "mexican"),
    (" Mexican Train ", "mexican"), ("2", 2), ("train 2", 2), ("Train 11", 11), ("train2", 2), ("0", 0), (2, 2),
    ("mexican", mt.MEXICAN),
])
def test_parse_train_reads_what_people_and_documents_write(text, train):
    assert mt.parse_train(text) == train and type(mt.parse_train(text)) is type(train)


@pytest.mark.parametrize("value", ["12", "train 12", 12, -1, "-1", "", "the moon", "mex", "2.0", "0x1", " ", True,
                                   None, 2.0, [2], "train", "train train", "mexicantrain", "2train", *NON_ASCII_DIGITS,
                                   *(f"train {d}" for d in NON_ASCII_DIGITS), "\u00a02", "ＭＥＸＩＣＡＮ"])
def test_parse_train_refuses_anything_else_naming_it(value):
    with pytest.raises(ValueError, match=r"^not a train: .*; write 'mexican' or a seat number 0\.\.11$") as info:
        mt.parse_train(value)
    shown = repr(value) if isinstance(value, (str, int)) else f"<{type(value).__name__}>"
    assert shown in str(info.value)


def test_parse_train_checks_the_table_when_told():
    assert mt.parse_train("train 3", players=4) == 3 and mt.parse_train("mexican", players=2) == "mexican"
    for value in ("4", 4, "x"):
        with pytest.raises(ValueError, match=r"^no train .* at this table: trains are 'mexican' and seats 0\.\.3$"):
            mt.parse_train(value, players=4)


def test_check_train_takes_exactly_the_python_values():
    assert mt.check_train("mexican") == "mexican" and mt.check_train(0) == 0
    assert mt.moves.check_train is mt.check_train and mt.moves.MEXICAN == mt.MEXICAN == "mexican"
    for bad in ("2", "Mexican", True, 12, 2.0):
        with pytest.raises(ValueError, match="not a train"):
            mt.check_train(bad)
    with pytest.raises(ValueError, match="no train 2 at this table"):
        mt.check_train(2, players=2)


def test_train_keys_and_ids():
    from mextrain.trains import train_ids, train_key
    assert [train_key(t) for t in train_ids(3)] == ["mexican", "0", "1", "2"]
    assert list(mt.Round.new(3, seed=1).trains) == list(train_ids(3))
    with pytest.raises(ValueError):
        train_key("0")


def test_huge_and_deep_values_are_shown_by_their_type():
    deep = []
    for _ in range(5000):
        deep = [deep]
    for value, shown in [(deep, "<list>"), (10**5000, "<int>"), ("x" * 100, repr("x" * 40 + "..."))]:
        with pytest.raises(ValueError) as info:
            mt.parse_train(value)
        assert shown in str(info.value) and len(str(info.value)) < 120


def test_moves_read_trains_as_parse_train_does():
    assert mt.Move.parse("play 7-3 on train 2") is mt.Play(mt.Tile(7, 3), 2)
    assert mt.Move.parse("Play 7-3 on Mexican train") is mt.Play(mt.Tile(7, 3), "mexican")
    for text in ["play 7-3 on ٢", "play 7-3 on ２", "play 7-3 on ²", "play 7-3 on train ٢"]:
        with pytest.raises(ValueError, match="not a train"):
            mt.Move.parse(text)


def test_round_takes_train_ids_only():
    rnd = mt.Round.new(2, seed=1)
    assert rnd.uncoverable("mexican") is False
    for bad in ("0", 2, True, "Mexican"):
        with pytest.raises(ValueError, match="no train .* at this table"):
            rnd.uncoverable(bad)


def test_position_train_keys_are_read_as_trains():
    doc = document(["12-5", "3-4"], {"mexican": "12-1", 1: "12-7"})
    doc["trains"] = {"Mexican train": doc["trains"]["mexican"], "train 1": doc["trains"]["1"]}
    doc["open_doubles"] = []
    rnd = mt.Round.from_json(json.dumps(doc))
    assert rnd.trains["mexican"].tiles == (mt.Tile(12, 1),) and rnd.trains[1].tiles == (mt.Tile(12, 7),)
    assert json.loads(rnd.to_json())["trains"] == {"mexican": ["12-1"], "0": [], "1": ["12-7"]}


@pytest.mark.parametrize("trains,field,words", [
    ({"1": [], "train 1": []}, "trains.train 1", "the same train as '1'"),
    ({"mexican": [], "Mexican": []}, "trains.Mexican", "the same train as 'mexican'"),
    ({"١": []}, "trains.١", "no train '١' at this table"),
    ({"2": []}, "trains.2", "no train '2' at this table"),
    ({"1": ["3-4"]}, "trains.1[0]", "4-3 does not chain"),
    ({"train 1": ["3-4"]}, "trains.train 1[0]", "4-3 does not chain"),
])
def test_position_train_keys_name_the_field(trains, field, words):
    doc = document(["12-5", "3-4"])
    doc["trains"] = trains  # a train is read before the tiles are counted: 3-4 is also in a hand
    with pytest.raises(mt.InvalidPosition) as info:
        mt.Round.from_json(json.dumps(doc))
    assert info.value.field == field and str(info.value).startswith(f"{field}: ") and words in str(info.value)


def test_open_doubles_are_read_as_trains():
    doc = document(["12-5", "3-4"], {"mexican": "12-1 1-1"})
    for name in ("mexican", "Mexican", "mexican train"):
        assert mt.Round.from_json({**doc, "open_doubles": [name]}).open_doubles == ("mexican",)
    with pytest.raises(mt.InvalidPosition, match=r"^open_doubles\[0\]: no train '٠' at this table"):
        mt.Round.from_json({**doc, "open_doubles": ["٠"]})


# ---- tiles and moves: ASCII digits only ------------------------------------------

@pytest.mark.parametrize("text", ["١٢-٥", "１２-５", "12-٥", "²-1", "1-²", "३-1", "𝟑-1", "12\u00a0-5"])
def test_tiles_are_written_in_ascii_digits(text):
    with pytest.raises(ValueError, match=r"^not a tile: .*digits 0-9"):
        mt.Tile.parse(text)
    with pytest.raises(ValueError, match="not a tile|not a move"):
        mt.Move.parse(f"play {text} on mexican")


@pytest.mark.parametrize("max_pip", [None, "12", 100, 19, -1, 12.0, True])
def test_tile_parse_checks_max_pip(max_pip):
    with pytest.raises(ValueError, match=r"^max_pip must be a whole number 0\.\.18, not "):
        mt.Tile.parse("5-3", max_pip=max_pip)
    with pytest.raises(ValueError, match="max_pip"):
        mt.Move.parse("play 5-3 on 1", max_pip=max_pip)


def test_tile_parse_takes_every_set_size():
    assert mt.Tile.parse("18-0", max_pip=18) is mt.Tile(18, 0) and mt.Tile.parse("0-0", max_pip=0) is mt.Tile(0, 0)


# ---- the rules' named values -----------------------------------------------------

def test_rule_choices_are_their_strings():
    assert mt.CoverOrder.REVERSE == "reverse" and hash(mt.CoverOrder.REVERSE) == hash("reverse")
    assert str(mt.HandSizes.CLASSIC) == f"{mt.HandSizes.CLASSIC}" == "classic"
    assert [m.value for m in mt.MatchLength] == ["full", "half", "seven", "one"] == list(mt.rules.MATCH_LENGTHS)
    assert mt.rules.COVER_ORDERS == ("played", "reverse") and mt.rules.HAND_SIZES == ("table", "classic")


@pytest.mark.parametrize("field,text,member", [
    ("cover_order", "reverse", mt.CoverOrder.REVERSE), ("cover_order", "played", mt.CoverOrder.PLAYED),
    ("hand_sizes", "classic", mt.HandSizes.CLASSIC), ("hand_sizes", "table", mt.HandSizes.TABLE),
])
def test_rules_store_the_member_however_given(field, text, member):
    by_text, by_member = mt.Rules(**{field: text}), mt.Rules(**{field: member})
    assert by_text == by_member and hash(by_text) == hash(by_member)
    assert getattr(by_text, field) is member and getattr(by_member, field) is member
    assert getattr(dataclasses.replace(mt.Rules(), **{field: text}), field) is member
    d = by_member.to_dict()
    assert d[field] == text and type(d[field]) is str
    assert mt.Rules.from_dict(d) == by_text == mt.Rules.from_dict({**d, field: member})
    assert pickle.loads(pickle.dumps(by_text)) == by_text


def test_old_saves_load_and_new_ones_are_written_the_same():
    old = ('{"max_pip": 12, "rounds": 13, "multiple_doubles": true, "cover_order": "reverse", '
           '"double_blank_points": 50, "hand_sizes": "classic", "announce_last_tile": true}')
    rules = mt.Rules.from_dict(json.loads(old))
    assert rules == mt.Rules.classic(cover_order="reverse") and rules.cover_order is mt.CoverOrder.REVERSE
    assert json.dumps(rules.to_dict()) == old
    assert mt.Rules.classic().hand_sizes is mt.HandSizes.CLASSIC and mt.Rules().hand_sizes is mt.HandSizes.TABLE


@pytest.mark.parametrize("length,count", [(mt.MatchLength.FULL, 13), (mt.MatchLength.HALF, 6),
                                          (mt.MatchLength.SEVEN, 7), (mt.MatchLength.ONE, 1)])
def test_match_lengths(length, count):
    assert mt.Rules(rounds=length).rounds == mt.Rules(rounds=length.value).rounds == length.rounds(12) == count
    assert mt.Rules(max_pip=9, rounds=length).rounds == length.rounds(9)


@pytest.mark.parametrize("field,value,message", [
    ("cover_order", "Reverse", "cover_order must be 'played' or 'reverse' (C1); got 'Reverse'"),
    ("cover_order", mt.HandSizes.TABLE, "cover_order must be 'played' or 'reverse' (C1)"),
    ("cover_order", ["reverse"], "cover_order must be 'played' or 'reverse' (C1); got ['reverse']"),
    ("hand_sizes", None, "hand_sizes must be 'table' or 'classic' (C3); got None"),
    ("hand_sizes", mt.CoverOrder.PLAYED, "hand_sizes must be 'table' or 'classic' (C3)"),
])
def test_bad_choices_name_the_field(field, value, message):
    with pytest.raises(ValueError) as info:
        mt.Rules(**{field: value})
    assert str(info.value).startswith(message)


# ---- positions no play reaches ---------------------------------------------------

# Each pair: a position play cannot reach, refused naming the field, and the
# nearest one it can, which loads (so the check refuses no more than it must).
FIVES_DEAD = {**ALL_FIVES_BUT_DOUBLE, "mexican": "12-5 5-5"}  # 5-5 can no longer be covered (R12)
UNREACHABLE = [
    ("won on another's turn",
     dict(hands=["3-4", ""], turn=0), "turn", "seat 1 went out, which ends the round on its own turn (R13)",
     dict(hands=["3-4", ""], turn=1)),
    ("won after a draw",
     dict(hands=["", "3-4"], has_drawn=True), "has_drawn", "a play after a draw never empties a hand",
     dict(hands=["", "3-4"])),
    ("two doubles to cover without C1",
     dict(hands=["5-1 3-2", "2-2"], trains={0: "12-5 5-5", "mexican": "12-4 4-4"}),
     "open_doubles", "without C1 only the last one listed can",
     dict(hands=["5-1 3-2", "2-2"], trains={0: "12-5 5-5", "mexican": "12-4 4-4"}, rules=mt.Rules.classic())),
    ("a double to cover listed before a dead one",
     dict(hands=["3-2", "6-1"], trains={**FIVES_DEAD, 1: "12-4 4-4"}, open_doubles=["1", "mexican"]),
     "open_doubles", "the double on train 1 can still be covered",
     dict(hands=["3-2", "6-1"], trains={**FIVES_DEAD, 1: "12-4 4-4"}, open_doubles=["mexican", "1"])),
    ("an extra play with no double",
     dict(hands=["5-1", "3-4"], trains={0: "12-5"}, extra_play=True), "extra_play", "no train ends in a double",
     dict(hands=["5-1", "3-4"], trains={0: "12-5 5-5"}, extra_play=True)),
    ("an extra play after a double on another's train",
     dict(hands=["4-1 3-2", "6-6"], trains={1: "12-4 4-4"}, extra_play=True),
     "extra_play", "seat 0 may not play on train 1, which ends in the last double laid",
     dict(hands=["4-1 3-2", "6-6"], trains={1: "12-4 4-4"}, markers=[1], extra_play=True)),
    ("C1: an extra play while an older double could be covered",
     dict(hands=["4-1 3-2", "6-6"], trains={1: "12-4 4-4", 0: "12-5 5-5"}, open_doubles=["1", "0"],
          extra_play=True, rules=mt.Rules.classic()),
     "extra_play", "the double on train 1, laid before, can still be covered",
     dict(hands=["4-1 3-2", "6-6"], trains={"mexican": "12-4 4-4", 0: "12-5 5-5"}, open_doubles=["mexican", "0"],
          extra_play=True, rules=mt.Rules.classic())),
    ("a marker kept by a double on one's own train",
     dict(hands=["5-1", "3-4"], trains={0: "12-5 5-5"}, markers=[0], extra_play=True),
     "markers", "seat 0 has just laid a double on its own train",
     dict(hands=["5-1", "3-4"], trains={0: "12-5 5-5"}, markers=[0])),
    ("a draw while two tiles fitted",
     dict(hands=["12-3 12-4 1-2", "3-4"], has_drawn=True), "has_drawn", "12-3 and 12-4 fit now",
     dict(hands=["12-3 1-2", "3-4"], has_drawn=True)),
    ("a draw while a tile fitted the double to cover",
     dict(hands=["5-1 5-2", "3-4"], trains={0: "12-5 5-5"}, extra_play=True, has_drawn=True),
     "has_drawn", "5-1 and 5-2 fit now",
     dict(hands=["5-1 6-2", "3-4"], trains={0: "12-5 5-5"}, extra_play=True, has_drawn=True)),
]


def _doc(kw):
    kw = dict(kw)
    return document(kw.pop("hands"), kw.pop("trains", None), **kw)


@pytest.mark.parametrize("bad,field,words,twin", [c[1:] for c in UNREACHABLE], ids=[c[0] for c in UNREACHABLE])
def test_positions_no_play_reaches_are_refused(bad, field, words, twin):
    with pytest.raises(mt.InvalidPosition) as info:
        mt.Round.from_json(json.dumps(_doc(bad)))
    assert info.value.field == field and str(info.value).startswith(f"{field}: ") and words in str(info.value)
    assert len(str(info.value)) < 300
    text = mt.Round.from_json(json.dumps(_doc(twin))).to_json()
    assert mt.Round.from_json(text).to_json() == text


def test_a_match_refuses_such_a_round_naming_it():
    rnd = mt.Round.from_json(json.dumps(_doc(dict(hands=["5-1", "3-4"], trains={0: "12-5 5-5"}, extra_play=True))))
    doc = {"format": "mextrain-match/1", "players": 2, "rules": mt.Rules().to_dict(), "seed": 1, "scores": [],
           "round": json.loads(rnd.to_json())}
    assert mt.Match.from_json(doc).round.extra_play
    doc["round"]["trains"]["0"] = ["12-5"]
    doc["round"]["boneyard"].append("5-5")
    doc["round"]["open_doubles"] = []
    with pytest.raises(mt.InvalidPosition) as info:
        mt.Match.from_json(doc)
    assert info.value.field == "round.extra_play"
