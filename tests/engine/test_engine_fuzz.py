"""Hypothesis on everything that reads outside input: Tile.parse, Move.parse,
Rules(...), Rules.from_dict, Round.from_json and Match.from_json.

Random and mutated documents either load into a sound object (every tile
in one place, an exact JSON round trip, legal moves as the rules state
them, playable to the end) or raise InvalidPosition naming the field;
the parsers raise nothing but ValueError."""

import copy
import json
import random
import re

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import mextrain as mt
from engine_oracle import Public, expected_moves, places

# Deterministic runs (CI must not flake) with no example database on disk.
FUZZ = settings(derandomize=True, database=None, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

RULE_FIELDS = {
    "max_pip": st.sampled_from([9, 12, 15, 18]),
    "rounds": st.one_of(st.integers(1, 19), st.sampled_from(["full", "half", "seven", "one"])),
    "multiple_doubles": st.booleans(),
    "cover_order": st.sampled_from(["played", "reverse"]),
    "double_blank_points": st.sampled_from([0, 50]),
    "hand_sizes": st.sampled_from(["table", "classic"]),
    "announce_last_tile": st.booleans(),
}
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                         st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)
# Values JSON cannot write, for documents handed over as dicts.
odd_values = st.one_of(st.sets(st.integers(0, 3), max_size=2), st.tuples(st.integers()),
                       st.just(object()), st.just(float("nan")), st.binary(max_size=4))
# The clear messages of the parsers (not, say, int()'s own).
TILE_ERROR = re.compile(r"(not a tile: |no tile |a tile is written as text)")
MOVE_ERROR = re.compile(r"(not a move: |not a train: |a move is written as text)")
RULES_ERROR = re.compile(r"({}) must be |rules must be a mapping|unknown rules field".format("|".join(RULE_FIELDS)))
PRESETS = [mt.Rules(), mt.Rules.classic(), mt.Rules.classic(cover_order="reverse"), mt.Rules(max_pip=9),
           mt.Rules(max_pip=15), mt.Rules.classic(max_pip=18)]


# ---- parsers -----------------------------------------------------------------------

@settings(FUZZ, max_examples=150)
@given(st.one_of(st.text(max_size=12), st.from_regex(r"\s?\d{1,3}\s?[-:|/.x ]?\s?\d{1,3}\s?", fullmatch=True),
                 json_values, odd_values), st.sampled_from([9, 12, 15, 18]))
def test_tile_parse_gives_a_tile_or_a_value_error(text, max_pip):
    try:
        tile = mt.Tile.parse(text, max_pip=max_pip)
    except ValueError as e:
        assert TILE_ERROR.match(str(e)), str(e)
        return
    assert isinstance(tile, mt.Tile) and tile.high <= max_pip
    assert mt.Tile.parse(str(tile), max_pip=max_pip) is tile


@settings(FUZZ, max_examples=200)
@given(st.integers(-3, 120), st.integers(-3, 120), st.sampled_from("-:|/"), st.sampled_from(["", " ", "  "]))
def test_tile_parse_reads_exactly_the_tiles_of_the_set(a, b, sep, space):
    text = f"{space}{a}{space}{sep}{space}{b}{space}"
    if 0 <= a <= 12 and 0 <= b <= 12:
        assert mt.Tile.parse(text) == mt.Tile(a, b)
    else:
        try:
            mt.Tile.parse(text)
        except ValueError:
            return
        raise AssertionError(f"{text!r} was read as a tile")


@settings(FUZZ, max_examples=200)
@given(st.one_of(
    st.text(max_size=30),
    st.builds("play {} on {}".format, st.text(max_size=6), st.text(max_size=10)),
    st.builds("play {}-{} on {}".format, st.integers(-1, 20), st.integers(-1, 20),
              st.one_of(st.integers(-2, 14), st.sampled_from(["mexican", "MEXICAN", "Mexican", "me", "1.0", "٣", "²", "0x1"]))),
    st.sampled_from(["draw", "pass", " DRAW ", "Pass", "play", "play on", "draw draw"]),
    json_values, odd_values))
def test_move_parse_gives_a_move_or_a_value_error(text):
    try:
        move = mt.Move.parse(text)
    except ValueError as e:
        assert TILE_ERROR.match(str(e)) or MOVE_ERROR.match(str(e)), str(e)
        return
    assert isinstance(move, mt.Move) and mt.Move.parse(str(move)) is move
    if isinstance(move, mt.Play):
        assert move.train == "mexican" or 0 <= move.train < 12


# Digits of every script, and numbers that are not digits ("²", "½", "Ⅻ"):
# str.isdecimal(), str.isdigit() or \d accept many of them, int() some.
any_digit = st.characters(categories=["Nd", "No", "Nl"])
ascii_digit = st.sampled_from("0123456789")
spaces = st.sampled_from(["", " ", "  ", "\t", "\u00a0", "\u3000"])


def number_text(digit):
    return st.lists(digit, min_size=1, max_size=3).map("".join)


def _is_ascii_number(text):
    return text.isascii() and text.isdigit()


def _numbers_are_ascii(text):
    return all(c.isascii() for c in text if c.isdigit() or c.isnumeric())


@settings(FUZZ, max_examples=300)
@given(number_text(st.one_of(any_digit, ascii_digit)), number_text(st.one_of(any_digit, ascii_digit)),
       st.sampled_from("-:|/"), spaces, st.sampled_from([9, 12, 15, 18]))
def test_tiles_are_read_from_ascii_digits_only(a, b, sep, space, max_pip):
    text = f"{space}{a}{sep}{b}{space}"
    ascii_ = _is_ascii_number(a) and _is_ascii_number(b) and space in ("", " ", "  ", "\t")
    if ascii_ and len(a) <= 2 and len(b) <= 2 and max(int(a), int(b)) <= max_pip:
        assert mt.Tile.parse(text, max_pip=max_pip) == mt.Tile(int(a), int(b))
    else:
        try:
            mt.Tile.parse(text, max_pip=max_pip)
        except ValueError as e:
            assert TILE_ERROR.match(str(e)), str(e)
        else:
            raise AssertionError(f"{text!r} was read as a tile")
    for move in (f"play {a}{sep}{b} on {space}mexican", f"play 1-2 on {space}{a}", f"play 1-2 on train {a}"):
        try:
            m = mt.Move.parse(move)
        except ValueError as e:
            assert TILE_ERROR.match(str(e)) or MOVE_ERROR.match(str(e)), str(e)
        else:
            assert _numbers_are_ascii(move) and mt.Move.parse(str(m)) is m


@settings(FUZZ, max_examples=300)
@given(st.one_of(
    st.text(max_size=16),
    st.builds("{}{}{}".format, st.sampled_from(["", "train ", "Train", " train  "]), number_text(any_digit),
              st.sampled_from(["", " train", " "])),
    st.builds("{}{}{}".format, spaces, st.sampled_from(["mexican", "Mexican Train", "MEXICAN", "mexican  train",
                                                        "mexicano", "méxican", "train mexican"]), spaces),
    st.integers(-3, 15), json_values, odd_values), st.one_of(st.none(), st.integers(2, 12)))
def test_parse_train_gives_a_train_id_or_a_value_error(value, players):
    try:
        train = mt.parse_train(value, players)
    except ValueError as e:
        assert re.match(r"(not a train: |no train .* at this table: )", str(e)), str(e)
        return
    limit = 12 if players is None else players
    assert train == "mexican" or type(train) is int and 0 <= train < limit
    if isinstance(value, str):
        assert _numbers_are_ascii(value)
    from mextrain.trains import train_key
    assert mt.parse_train(train_key(train), players) == train == mt.check_train(train, players)


@settings(FUZZ, max_examples=150)
@given(st.fixed_dictionaries({}, optional={k: st.one_of(v, json_values, odd_values) for k, v in RULE_FIELDS.items()}))
def test_rules_are_valid_or_a_value_error(fields):
    try:
        rules = mt.Rules(**fields)
    except ValueError as e:
        assert RULES_ERROR.match(str(e)), str(e)
        return
    check_rules(rules)


@settings(FUZZ, max_examples=120)
@given(st.one_of(
    st.fixed_dictionaries({}, optional={k: st.one_of(v, json_values) for k, v in RULE_FIELDS.items()}),
    st.dictionaries(st.one_of(st.text(max_size=12), st.sampled_from(list(RULE_FIELDS))), json_values, max_size=5),
    json_values))
def test_rules_from_dict_is_valid_or_a_value_error(d):
    try:
        rules = mt.Rules.from_dict(d)
    except ValueError as e:
        assert RULES_ERROR.match(str(e)), str(e)
        return
    check_rules(rules)


def check_rules(rules):
    assert mt.Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert 1 <= rules.rounds <= rules.max_pip + 1
    for n in rules.player_range:
        assert 1 <= rules.hand_size(n) and n * rules.hand_size(n) < len(mt.full_set(rules.max_pip)) - 1
    assert rules.describe()


# ---- documents ---------------------------------------------------------------------

@st.composite
def rounds(draw):
    """A round of random play under a random preset, at a random point."""
    rules = draw(st.sampled_from(PRESETS))
    players = draw(st.sampled_from(rules.player_range))
    seed = draw(st.integers(0, 10**6))
    rng = random.Random(seed)
    rnd = mt.Round.new(players, engine=rng.randint(0, rules.max_pip), first=rng.randrange(players),
                       rules=rules, seed=seed)
    for _ in range(draw(st.integers(0, 400))):
        if rnd.is_over:
            break
        rnd.play(rng.choice(rnd.legal_moves()))
    return rnd


def _containers(doc):
    """The lists of tiles in a round document (hands, boneyard, trains), as
    far as an earlier mutation left them lists."""
    hands, trains = doc.get("hands"), doc.get("trains")
    out = [h for h in hands if isinstance(h, list)] if isinstance(hands, list) else []
    if isinstance(doc.get("boneyard"), list):
        out.append(doc["boneyard"])
    if isinstance(trains, dict):
        out += [t for t in trains.values() if isinstance(t, list)]
    return out


def _places(doc):
    """(list, index) of every tile in a round document."""
    return [(where, i) for where in _containers(doc) for i in range(len(where))]


@st.composite
def mutated(draw, doc):
    """``doc`` (a round document) with one or two things changed."""
    doc = copy.deepcopy(doc)
    for _ in range(draw(st.integers(1, 2))):
        kind = draw(st.sampled_from([
            "drop", "duplicate", "move", "swap", "reverse", "field", "delete", "unknown", "seat",
            "tile text", "hand", "rules", "deep", "open_doubles", "flag"]))
        places = _places(doc)
        if kind == "drop" and places:
            where, i = draw(st.sampled_from(places))
            del where[i]
        elif kind == "duplicate" and places:
            where, i = draw(st.sampled_from(places))
            draw(st.sampled_from(_containers(doc))).append(where[i])
        elif kind == "move" and places:  # still every tile once; the chain may break
            where, i = draw(st.sampled_from(places))
            draw(st.sampled_from(_containers(doc))).append(where.pop(i))
        elif kind == "swap" and places:
            (a, i), (b, j) = draw(st.sampled_from(places)), draw(st.sampled_from(places))
            a[i], b[j] = b[j], a[i]
        elif kind == "reverse" and places:
            draw(st.sampled_from(places))[0].reverse()
        elif kind == "field" and doc:
            doc[draw(st.sampled_from(sorted(doc)))] = draw(json_values)
        elif kind == "delete" and doc:
            doc.pop(draw(st.sampled_from(sorted(doc))))
        elif kind == "unknown":
            doc[draw(st.text(max_size=8))] = draw(json_values)
        elif kind == "seat":
            seat = draw(st.one_of(st.integers(-2, 14), st.sampled_from(["0", "1", "mexican", True, None, 1.0])))
            field = draw(st.sampled_from(["turn", "markers", "open_doubles", "trains"]))
            if field == "turn":
                doc["turn"] = seat
            elif field == "trains" and isinstance(doc.get("trains"), dict):
                doc["trains"][str(seat) if draw(st.booleans()) else seat] = []
            elif isinstance(doc.get(field, []), list):
                doc.setdefault(field, []).append(seat)
        elif kind == "tile text" and places:
            where, i = draw(st.sampled_from(places))
            where[i] = draw(st.one_of(st.sampled_from(["12-13", "5-12", "12:5", " 3-3 ", "", "x", "19-0"]),
                                      json_values))
        elif kind == "hand" and isinstance(doc.get("hands"), list) and isinstance(doc.get("boneyard"), list):
            if draw(st.booleans()) and doc["hands"]:
                doc["boneyard"] += doc["hands"].pop()  # one seat fewer, every tile kept
            else:
                doc["hands"].append([])
        elif kind == "rules" and isinstance(doc.get("rules", {}), dict):
            name = draw(st.sampled_from(list(RULE_FIELDS)))
            doc.setdefault("rules", {})[name] = draw(st.one_of(RULE_FIELDS[name], json_values))
        elif kind == "deep":
            value = draw(json_scalars)
            for _ in range(draw(st.integers(3, 40))):
                value = [value] if draw(st.booleans()) else {"k": value}
            doc[draw(st.sampled_from(sorted(doc) + ["hands", "trains"]))] = value
        elif kind == "open_doubles":
            doc["open_doubles"] = draw(st.lists(st.sampled_from(["mexican", *map(str, range(14)), 0, 3]), max_size=3))
        elif kind == "flag":
            doc[draw(st.sampled_from(["has_drawn", "extra_play"]))] = draw(st.one_of(st.booleans(), json_values))
    return doc


def load_round(doc, as_text):
    """Round.from_json on ``doc``: the round, or the InvalidPosition (which
    must name a field)."""
    try:
        return mt.Round.from_json(json.dumps(doc) if as_text else doc)
    except mt.InvalidPosition as e:
        assert e.field and str(e).startswith(e.field + ":"), str(e)
        return e


def check_sound(rnd, moves=40):
    """Every tile in one place, an exact round trip, the rules' legal moves,
    and a random playout that only ever meets the rules."""
    full_set = [t.id for t in mt.full_set(rnd.rules.max_pip)]
    text = rnd.to_json()
    assert mt.Round.from_json(text).to_json() == text
    rng = random.Random(text)
    for _ in range(moves):
        p = Public(rnd)
        assert places(p) == full_set
        legal = rnd.legal_moves()
        assert set(legal) == set(expected_moves(p)) and len(legal) == len(set(legal))
        if rnd.is_over:
            assert rnd.penalties is not None and legal == []
            break
        rnd.play(rng.choice(legal))
    while rnd.history:
        rnd.undo()
    assert rnd.to_json() == text


@settings(FUZZ, max_examples=80)
@given(rounds(), st.booleans())
def test_saved_rounds_load_back_exactly(rnd, as_text):
    doc = json.loads(rnd.to_json())
    loaded = mt.Round.from_json(json.dumps(doc) if as_text else doc)
    assert loaded.to_json() == rnd.to_json() and loaded.legal_moves() == rnd.legal_moves()


@settings(FUZZ, max_examples=300)
@given(st.data(), rounds(), st.booleans())
def test_mutated_rounds_load_soundly_or_raise_invalid_position(data, rnd, as_text):
    doc = data.draw(mutated(json.loads(rnd.to_json())))
    loaded = load_round(doc, as_text)
    if isinstance(loaded, mt.Round):
        event("loaded")  # see them with --hypothesis-show-statistics
        check_sound(loaded)
    else:
        event(f"refused: {loaded.field.split('[')[0].split('.')[0]}")


@settings(FUZZ, max_examples=100)
@given(st.one_of(json_values, st.dictionaries(st.sampled_from(
    ["format", "rules", "engine", "turn", "hands", "boneyard", "trains", "markers", "open_doubles", "has_drawn"]),
    json_values)), st.booleans())
def test_random_documents_raise_invalid_position(doc, with_format):
    if with_format and isinstance(doc, dict):
        doc["format"] = "mextrain-round/1"
    for what in (json.dumps(doc), doc):
        try:
            mt.Round.from_json(what)
        except mt.InvalidPosition as e:
            assert e.field and str(e).startswith(e.field + ":")
        else:
            raise AssertionError("a random document loaded")


@settings(FUZZ, max_examples=60)
@given(rounds(), st.sampled_from(["turn", "hands", "markers", "has_drawn", "open_doubles", "rules"]), odd_values)
def test_documents_given_as_dicts_may_hold_values_json_cannot_write(rnd, field, value):
    doc = json.loads(rnd.to_json())
    doc[field] = value
    assert isinstance(load_round(doc, as_text=False), mt.InvalidPosition)


def test_huge_and_deep_documents_are_refused_quickly():
    doc = json.loads(mt.Round.new(2, seed=0).to_json())
    cases = [
        " " * 1_000_001,
        "[" * 100_000 + "]" * 100_000,
        '{"format": "mextrain-round/1", "hands": ' + "[" * 5000 + "]" * 5000 + "}",
        '{"format": "mextrain-round/1", "turn": ' + "9" * 5000 + "}",
        json.dumps({**doc, "boneyard": doc["boneyard"] * 5000}),
        b"\xff\xfe{}",
        None, 12, [doc],
    ]
    for text in cases:
        try:
            mt.Round.from_json(text)
        except mt.InvalidPosition as e:
            assert e.field
        else:
            raise AssertionError(f"loaded {str(text)[:40]}")
    deep = []
    for _ in range(5000):
        deep = [deep]
    for field in ("format", "rules", "engine", "turn", "hands", "boneyard", "markers", "open_doubles", "trains"):
        assert isinstance(load_round({**doc, field: deep}, as_text=False), mt.InvalidPosition)
    match = json.loads(mt.Match(2, seed=0).to_json())
    for field in ("format", "players", "rules", "seed", "scores", "round"):
        try:
            mt.Match.from_json({**match, field: deep})
        except mt.InvalidPosition as e:
            assert e.field.startswith(field)
        else:
            raise AssertionError(field)


# ---- matches -----------------------------------------------------------------------

@st.composite
def matches(draw):
    """A short match of random play, at a random point."""
    rules = draw(st.sampled_from(PRESETS))
    rules = mt.Rules.from_dict({**rules.to_dict(), "rounds": draw(st.integers(1, 3))})
    players = draw(st.sampled_from(rules.player_range))
    m = mt.Match(players, rules=rules, seed=draw(st.one_of(st.integers(0, 99), st.text(max_size=5))))
    rng = random.Random(draw(st.integers(0, 10**6)))
    for _ in range(draw(st.integers(0, 500))):
        if m.round.is_over:
            if m.is_over:
                break
            m.next_round()
        else:
            m.round.play(rng.choice(m.round.legal_moves()))
    return m


@st.composite
def mutated_matches(draw, doc):
    doc = copy.deepcopy(doc)
    kind = draw(st.sampled_from(["round", "field", "delete", "unknown", "scores", "players", "seed", "rules"]))
    if kind == "round":
        doc["round"] = draw(mutated(doc["round"]))
    elif kind == "field":
        doc[draw(st.sampled_from(sorted(doc)))] = draw(json_values)
    elif kind == "delete":
        doc.pop(draw(st.sampled_from(sorted(doc))))
    elif kind == "unknown":
        doc[draw(st.text(max_size=8))] = draw(json_values)
    elif kind == "scores":
        row = draw(st.lists(st.one_of(st.integers(-5, 20_000), json_values), max_size=4))
        doc["scores"] = draw(st.sampled_from([doc["scores"] + [row], doc["scores"][1:], [row] * 14]))
    elif kind == "players":
        doc["players"] = draw(st.one_of(st.integers(-1, 14), json_values))
    elif kind == "seed":
        doc["seed"] = draw(st.one_of(st.integers(-2**70, 2**70), st.text(max_size=150), json_values))
    elif kind == "rules":
        name = draw(st.sampled_from(list(RULE_FIELDS)))
        doc["rules"][name] = draw(st.one_of(RULE_FIELDS[name], json_values))
    return doc


@settings(FUZZ, max_examples=150)
@given(st.data(), matches(), st.booleans())
def test_mutated_matches_load_soundly_or_raise_invalid_position(data, m, as_text):
    text = m.to_json()
    assert mt.Match.from_json(text).to_json() == text
    doc = data.draw(mutated_matches(json.loads(text)))
    try:
        loaded = mt.Match.from_json(json.dumps(doc) if as_text else doc)
    except mt.InvalidPosition as e:
        assert e.field and str(e).startswith(e.field + ":"), str(e)
        return
    again = loaded.to_json()
    assert mt.Match.from_json(again).to_json() == again
    assert loaded.round.engine.high == loaded.rules.max_pip - loaded.round_number
    assert len(loaded.round_scores) in (loaded.round_number, loaded.round_number + 1)
    assert loaded.totals == tuple(map(sum, zip(*loaded.round_scores))) or not loaded.round_scores
    check_sound(loaded.round)


def test_match_field_names_in_messages():
    m = mt.Match(3, rules=mt.Rules(rounds=2), seed=1)
    doc = json.loads(m.to_json())
    for change, field in [({"scores": [[1, 2]]}, "scores[0]"), ({"players": 9}, "players"),
                          ({"seed": [1]}, "seed"), ({"format": "x"}, "format"),
                          ({"scores": [[1, 2, {3}]]}, "scores[0][2]")]:
        try:
            mt.Match.from_json({**doc, **change})
        except mt.InvalidPosition as e:
            assert e.field == field and re.match(re.escape(field) + ":", str(e)), str(e)
        else:
            raise AssertionError(change)
