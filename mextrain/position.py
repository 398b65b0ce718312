"""Positions as JSON: ``mextrain-round/1`` documents, in and out.

Loading checks everything and runs nothing: plain ``json`` only, size and
depth bounded, every tile of the set in exactly one place.

>>> import mextrain as mt
>>> rnd = mt.Round.new(2, seed=5)
>>> mt.Round.from_json(rnd.to_json()).to_json() == rnd.to_json()
True
>>> mt.Round.from_json('{"format": "chess/1"}')
Traceback (most recent call last):
...
mextrain.errors.InvalidPosition: format: expected 'mextrain-round/1', got 'chess/1'
"""

from __future__ import annotations

import json

from .errors import InvalidPosition
from .moves import MEXICAN, MAX_SEATS
from .rules import Rules
from .tiles import Tile, full_set

ROUND_FORMAT = "mextrain-round/1"
MAX_DOCUMENT = 1_000_000  # characters; a real position is a few kilobytes
MAX_DEPTH = 6
_KEYS = {"format", "rules", "engine", "turn", "hands", "boneyard", "trains", "markers",
         "open_doubles", "has_drawn", "extra_play"}


def round_to_dict(rnd) -> dict:
    n = rnd.players
    trains = {MEXICAN: [str(t) for t in rnd.trains[MEXICAN].tiles]}
    for s in range(n):
        trains[str(s)] = [str(t) for t in rnd.trains[s].tiles]
    doc = {
        "format": ROUND_FORMAT,
        "rules": rnd.rules.to_dict(),
        "engine": str(rnd.engine),
        "turn": rnd.turn,
        "hands": [[str(t) for t in h] for h in rnd.hands],
        "boneyard": [str(t) for t in rnd.boneyard],
        "trains": trains,
        "markers": list(rnd.markers),
        "open_doubles": list(rnd.open_doubles),
        "has_drawn": rnd.has_drawn,
    }
    if rnd.extra_play:
        doc["extra_play"] = True
    return doc


def round_to_json(rnd, indent=None) -> str:
    return json.dumps(round_to_dict(rnd), indent=indent)


def parse_document(text, what: str):
    """Plain JSON from text (or an already-parsed dict), bounded in size and depth."""
    if isinstance(text, dict):
        doc = text
    else:
        if isinstance(text, (bytes, bytearray)):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as e:
                raise InvalidPosition(f"document: not UTF-8 text ({e.reason})", "document") from None
        if not isinstance(text, str):
            raise InvalidPosition(f"document: expected JSON text, got {type(text).__name__}", "document")
        if len(text) > MAX_DOCUMENT:
            raise InvalidPosition(f"document: {len(text)} characters is too large for a {what} "
                                  f"(at most {MAX_DOCUMENT})", "document")
        _check_depth(text)
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError) as e:
            raise InvalidPosition(f"document: not valid JSON ({e})", "document") from None
    if not isinstance(doc, dict):
        raise InvalidPosition(f"document: expected a JSON object, got {type(doc).__name__}", "document")
    return doc


def _check_depth(text: str) -> None:
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise InvalidPosition(f"document: nested deeper than {MAX_DEPTH} levels", "document")
        elif ch in "]}":
            depth -= 1


def _fail(field: str, message: str):
    raise InvalidPosition(f"{field}: {message}", field)


def _tile(value, field: str, max_pip: int) -> Tile:
    if not isinstance(value, str):
        _fail(field, f"a tile is written like '12-5', got {type(value).__name__}")
    try:
        return Tile.parse(value, max_pip=max_pip)
    except ValueError as e:
        _fail(field, str(e))


def _tiles(value, field: str, max_pip: int) -> list[Tile]:
    if not isinstance(value, list):
        _fail(field, f"expected a list of tiles, got {type(value).__name__}")
    return [_tile(v, f"{field}[{i}]", max_pip) for i, v in enumerate(value)]


def _show(value, width: int = 40) -> str:
    """A bad value as JSON for a message; a document passed as a dict may
    hold values JSON cannot write (sets, objects, deep nesting)."""
    try:
        return json.dumps(value)[:width]
    except (TypeError, ValueError, RecursionError):
        return type(value).__name__


def check_format(doc: dict, expected: str) -> None:
    got = doc.get("format")
    if got != expected:
        _fail("format", f"expected {expected!r}, got {repr(got[:40]) if isinstance(got, str) else _show(got)}")


def _int(value, field: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        _fail(field, f"expected a whole number {lo}..{hi}, got {_show(value)}")
    return value


def _bool(value, field: str) -> bool:
    if type(value) is not bool:
        _fail(field, f"expected true or false, got {_show(value)}")
    return value


def round_from_json(text):
    from .round import Round

    doc = parse_document(text, "round")
    check_format(doc, ROUND_FORMAT)
    unknown = sorted(str(k)[:40] or '""' for k in doc if k not in _KEYS)
    if unknown:
        _fail(unknown[0], f"unknown field; known fields: {', '.join(sorted(_KEYS))}")
    for key in ("engine", "turn", "hands", "boneyard", "trains"):
        if key not in doc:
            _fail(key, "missing")
    try:
        rules = Rules.from_dict(doc["rules"]) if "rules" in doc else Rules()
    except (ValueError, TypeError) as e:
        _fail("rules", str(e))
    top = rules.max_pip

    hands_doc = doc["hands"]
    if not isinstance(hands_doc, list):
        _fail("hands", f"expected a list of hands, got {type(hands_doc).__name__}")
    n = len(hands_doc)
    if not 2 <= n <= MAX_SEATS or n not in rules.player_range:
        _fail("hands", f"{n} hands: a double-{top} round seats {rules.player_range.start}..{rules.player_range.stop - 1} players (R2, C4)")
    hands = [_tiles(h, f"hands[{s}]", top) for s, h in enumerate(hands_doc)]
    empty = [s for s, h in enumerate(hands) if not h]
    if len(empty) > 1:
        _fail(f"hands[{empty[1]}]", f"seats {empty[0]} and {empty[1]} both hold no tile: the round ends when the first goes out (R13)")
    engine = _tile(doc["engine"], "engine", top)
    if not engine.is_double:
        _fail("engine", f"the engine must be a double (R3), got {engine}")
    turn = _int(doc["turn"], "turn", 0, n - 1)
    bone = _tiles(doc["boneyard"], "boneyard", top)

    trains_doc = doc["trains"]
    if not isinstance(trains_doc, dict):
        _fail("trains", f"expected an object of trains, got {type(trains_doc).__name__}")
    names = [MEXICAN] + [str(s) for s in range(n)]
    for key in trains_doc:
        if key not in names:
            _fail(f"trains.{str(key)[:20]}", f"no such train at a {n}-player table; trains are {', '.join(names)}")
    trains = {}
    for key in names:
        tiles = _tiles(trains_doc.get(key, []), f"trains.{key}", top)
        end = engine.high
        for i, t in enumerate(tiles):
            if not t.has(end):
                _fail(f"trains.{key}[{i}]", f"{t} does not chain: the open end there is {end} (R6)")
            end = t.other(end)
        trains[key] = tiles

    markers_doc = doc.get("markers", [])
    if not isinstance(markers_doc, list):
        _fail("markers", f"expected a list of seats, got {type(markers_doc).__name__}")
    markers = [False] * n
    for i, s in enumerate(markers_doc):
        markers[_int(s, f"markers[{i}]", 0, n - 1)] = True

    seen: dict[Tile, str] = {engine: "engine"}
    places = [(f"hands[{s}]", h) for s, h in enumerate(hands)] + [("boneyard", bone)]
    places += [(f"trains.{k}", v) for k, v in trains.items()]
    for field, tiles in places:
        for t in tiles:
            if t in seen:
                _fail(field, f"tile {t} is also in {seen[t]}: every tile is in exactly one place")
            seen[t] = field
    missing = [str(t) for t in full_set(top) if t not in seen]
    if missing:
        _fail("tiles", f"missing from every place: {', '.join(missing[:8])}{' ...' if len(missing) > 8 else ''}")

    index = {MEXICAN: n, **{str(s): s for s in range(n)}}
    derived = [index[k] for k in names if trains[k] and trains[k][-1].is_double]
    if "open_doubles" in doc and doc["open_doubles"] is not None:
        od = doc["open_doubles"]
        if not isinstance(od, list):
            _fail("open_doubles", f"expected a list of train names, got {type(od).__name__}")
        opened = []
        for i, name in enumerate(od):
            key = str(name) if type(name) is int else name
            if not isinstance(key, str) or key not in index:
                _fail(f"open_doubles[{i}]", f"no train {_show(name, 20)} at this table")
            opened.append(index[key])
        if sorted(opened) != sorted(derived) or len(set(opened)) != len(opened):
            _fail("open_doubles", "must list exactly the trains that end in a double (R11)")
    else:
        opened = sorted(derived)
    has_drawn = _bool(doc.get("has_drawn", False), "has_drawn")
    extra = _bool(doc.get("extra_play", False), "extra_play")

    ids = [[t.id for t in h] for h in hands]
    tr = [[t.id for t in trains[str(s)]] for s in range(n)] + [[t.id for t in trains[MEXICAN]]]
    return Round._from_state(rules, n, engine.id, ids, [t.id for t in reversed(bone)], tr,
                             markers, opened, turn, has_drawn, extra)
