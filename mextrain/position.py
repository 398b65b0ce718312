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
from .moves import Play
from .reasons import BadDocument, Rule
from .rules import Rules
from .tiles import Tile, full_set
from .trains import MAX_SEATS, MEXICAN, parse_train, train_ids, train_key

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from typing import Any, NoReturn

    from .round import Round
    from .trains import TrainId

ROUND_FORMAT = "mextrain-round/1"
MAX_DOCUMENT = 1_000_000  # characters; a real position is a few kilobytes
MAX_DEPTH = 6
_KEYS = {"format", "rules", "engine", "turn", "hands", "boneyard", "trains", "markers",
         "open_doubles", "has_drawn", "extra_play"}


def round_to_dict(rnd: Round) -> dict[str, Any]:
    trains = {train_key(k): [str(t) for t in train.tiles] for k, train in rnd.trains.items()}
    doc: dict[str, Any] = {
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


def round_to_json(rnd: Round, indent: int | None = None) -> str:
    return json.dumps(round_to_dict(rnd), indent=indent)


def parse_document(text: object, what: str) -> dict[str, Any]:
    """Plain JSON from text (or an already-parsed dict), bounded in size and depth."""
    if isinstance(text, dict):
        doc = text
    else:
        if isinstance(text, (bytes, bytearray)):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as e:
                raise InvalidPosition(f"document: not UTF-8 text ({e.reason})", "document",
                                      BadDocument("document", "encoding")) from None
        if not isinstance(text, str):
            raise InvalidPosition(f"document: expected JSON text, got {type(text).__name__}", "document",
                                  BadDocument("document", "json"))
        if len(text) > MAX_DOCUMENT:
            raise InvalidPosition(f"document: {len(text)} characters is too large for a {what} "
                                  f"(at most {MAX_DOCUMENT})", "document", too_large(len(text)))
        _check_depth(text)
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError) as e:
            raise InvalidPosition(f"document: not valid JSON ({e})", "document",
                                  BadDocument("document", "json")) from None
    if not isinstance(doc, dict):
        raise InvalidPosition(f"document: expected a JSON object, got {type(doc).__name__}", "document",
                              BadDocument("document", "not_object"))
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
                raise InvalidPosition(f"document: nested deeper than {MAX_DEPTH} levels", "document",
                                      BadDocument("document", "too_deep", hi=MAX_DEPTH))
        elif ch in "]}":
            depth -= 1


def too_large(size: int) -> BadDocument:
    """A document of ``size`` characters, beyond ``MAX_DOCUMENT``."""
    return BadDocument("document", "too_large", hi=MAX_DOCUMENT, got=size)


def _fail(field: str, message: str, problem: str = "value", **facts: Any) -> NoReturn:
    """Refuse the document at ``field``: ``message`` the English detail,
    ``problem`` and ``facts`` the ``BadDocument`` a reader is told."""
    raise InvalidPosition(f"{field}: {message}", field, BadDocument(field, problem, **facts))


def _tile(value: object, field: str, max_pip: int) -> Tile:
    if not isinstance(value, str):
        _fail(field, f"a tile is written like '12-5', got {type(value).__name__}", "tile", got=_show(value))
    try:
        return Tile.parse(value, max_pip=max_pip)
    except ValueError as e:
        _fail(field, str(e), "tile", got=_show(value))


def _tiles(value: object, field: str, max_pip: int) -> list[Tile]:
    if not isinstance(value, list):
        _fail(field, f"expected a list of tiles, got {type(value).__name__}", "list", got=_show(value))
    return [_tile(v, f"{field}[{i}]", max_pip) for i, v in enumerate(value)]


def _show(value: object, width: int = 40) -> str:
    """A bad value as JSON for a message; a document passed as a dict may
    hold values JSON cannot write (sets, objects, deep nesting)."""
    try:
        return json.dumps(value)[:width]
    except (TypeError, ValueError, RecursionError):
        return type(value).__name__


def check_format(doc: dict[str, Any], expected: str) -> None:
    got = doc.get("format")
    if got != expected:
        shown = repr(got[:40]) if isinstance(got, str) else _show(got)
        _fail("format", f"expected {expected!r}, got {shown}", "format", expected=expected,
              got=got[:40] if isinstance(got, str) else None)


def _int(value: object, field: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        _fail(field, f"expected a whole number {lo}..{hi}, got {_show(value)}", "number", lo=lo, hi=hi,
              got=_show(value))
    return value


def _bool(value: object, field: str) -> bool:
    if type(value) is not bool:
        _fail(field, f"expected true or false, got {_show(value)}", "bool", got=_show(value))
    return value


def round_from_json(text: object) -> Round:
    from .round import Round

    doc = parse_document(text, "round")
    check_format(doc, ROUND_FORMAT)
    unknown = sorted(str(k)[:40] or '""' for k in doc if k not in _KEYS)
    if unknown:
        _fail(unknown[0], f"unknown field; known fields: {', '.join(sorted(_KEYS))}", "unknown")
    for key in ("engine", "turn", "hands", "boneyard", "trains"):
        if key not in doc:
            _fail(key, "missing", "missing")
    try:
        rules = Rules.from_dict(doc["rules"]) if "rules" in doc else Rules()
    except (ValueError, TypeError) as e:
        _fail("rules", str(e))
    top = rules.max_pip

    hands_doc = doc["hands"]
    if not isinstance(hands_doc, list):
        _fail("hands", f"expected a list of hands, got {type(hands_doc).__name__}", "list", got=_show(hands_doc))
    n = len(hands_doc)
    if not 2 <= n <= MAX_SEATS or n not in rules.player_range:
        _fail("hands", f"{n} hands: a double-{top} round seats {rules.player_range.start}..{rules.player_range.stop - 1} players (R2, C4)", "rule", broken=(Rule.R2, Rule.C4))
    hands = [_tiles(h, f"hands[{s}]", top) for s, h in enumerate(hands_doc)]
    empty = [s for s, h in enumerate(hands) if not h]
    if len(empty) > 1:
        _fail(f"hands[{empty[1]}]", f"seats {empty[0]} and {empty[1]} both hold no tile: the round ends when the first goes out (R13)", "rule", broken=(Rule.R13,))
    engine = _tile(doc["engine"], "engine", top)
    if not engine.is_double:
        _fail("engine", f"the engine must be a double (R3), got {engine}", "rule", broken=(Rule.R3,))
    turn = _int(doc["turn"], "turn", 0, n - 1)
    bone = _tiles(doc["boneyard"], "boneyard", top)

    trains_doc = doc["trains"]
    if not isinstance(trains_doc, dict):
        _fail("trains", f"expected an object of trains, got {type(trains_doc).__name__}", "object", got=_show(trains_doc))
    given: dict[TrainId, tuple[str, Any]] = {}  # train id -> (its key as written, its tiles)
    for key, value in trains_doc.items():
        train = _train(key, f"trains.{str(key)[:20]}", n)
        if train in given:
            _fail(f"trains.{str(key)[:20]}", f"the same train as {given[train][0]!r}")
        given[train] = key, value
    trains: dict[TrainId, list[Tile]] = {}
    fields: dict[TrainId, str] = {}
    for train in train_ids(n):
        key, value = given.get(train, (train_key(train), []))
        fields[train] = field = f"trains.{key}"
        tiles = _tiles(value, field, top)
        end = engine.high
        for i, t in enumerate(tiles):
            if not t.has(end):
                _fail(f"{field}[{i}]", f"{t} does not chain: the open end there is {end} (R6)", "rule", broken=(Rule.R6,))
            end = t.other(end)
        trains[train] = tiles

    markers_doc = doc.get("markers", [])
    if not isinstance(markers_doc, list):
        _fail("markers", f"expected a list of seats, got {type(markers_doc).__name__}", "list", got=_show(markers_doc))
    markers = [False] * n
    for i, s in enumerate(markers_doc):
        markers[_int(s, f"markers[{i}]", 0, n - 1)] = True

    seen: dict[Tile, str] = {engine: "engine"}
    places = [(f"hands[{s}]", h) for s, h in enumerate(hands)] + [("boneyard", bone)]
    places += [(fields[k], v) for k, v in trains.items()]
    for field, tiles in places:
        for t in tiles:
            if t in seen:
                _fail(field, f"tile {t} is also in {seen[t]}: every tile is in exactly one place", "rule", broken=(Rule.R1,))
            seen[t] = field
    missing = [str(t) for t in full_set(top) if t not in seen]
    if missing:
        _fail("tiles", f"missing from every place: {', '.join(missing[:8])}{' ...' if len(missing) > 8 else ''}", "rule", broken=(Rule.R1,))

    index: dict[TrainId, int] = {train: n if train == MEXICAN else train for train in trains}  # type: ignore[misc]
    derived = [index[k] for k, tiles in trains.items() if tiles and tiles[-1].is_double]
    listed = doc.get("open_doubles") is not None
    if listed:
        od = doc["open_doubles"]
        if not isinstance(od, list):
            _fail("open_doubles", f"expected a list of train names, got {type(od).__name__}", "list", got=_show(od))
        opened = [index[_train(name, f"open_doubles[{i}]", n)] for i, name in enumerate(od)]
        if sorted(opened) != sorted(derived) or len(set(opened)) != len(opened):
            _fail("open_doubles", "must list exactly the trains that end in a double (R11)", "rule", broken=(Rule.R11,))
    else:
        opened = sorted(derived)
    has_drawn = _bool(doc.get("has_drawn", False), "has_drawn")
    extra = _bool(doc.get("extra_play", False), "extra_play")

    ids = [[t.id for t in h] for h in hands]
    tr = [[t.id for t in trains[s]] for s in range(n)] + [[t.id for t in trains[MEXICAN]]]
    rnd = Round._from_state(rules, n, engine.id, ids, [t.id for t in reversed(bone)], tr,
                            markers, opened, turn, has_drawn, extra)
    _check_reachable(rnd, listed)
    return rnd


def _train(value: object, field: str, players: int) -> TrainId:
    try:
        return parse_train(value, players)
    except ValueError as e:
        _fail(field, str(e))


def _check_reachable(rnd: Round, listed: bool) -> None:
    """Refuse a position no play can reach (R7-R13); ``listed``: the
    document gave the order of the open doubles.

    What ``Round.play`` guarantees: a play that empties a hand ends the
    round on that player's turn, and a draw adds a tile, so a play after
    one never empties a hand. A double is laid only when no open double can
    be covered (R12), or, under C1, as a further double of the same turn;
    on a train its player may use (R7), and on its own train it takes the
    player's marker off (R10). The extra play it gives (R11) lasts, with at
    most a draw, until the turn's next play. A player draws only when no
    tile fits (R9), so after a draw only the drawn tile can.
    """
    s, sizes, open_ = rnd.turn, rnd.hand_sizes, rnd.open_doubles
    won = 0 in sizes
    if won:
        w = sizes.index(0)
        if s != w:
            _fail("turn", f"seat {w} went out, which ends the round on its own turn (R13): expected {w}, got {s}", "rule", broken=(Rule.R13,))
        if rnd.has_drawn:
            _fail("has_drawn", f"true, but seat {w} went out: a play after a draw never empties a hand (R9, R13)", "rule", broken=(Rule.R9, Rule.R13))
    if not rnd.rules.multiple_doubles:
        coverable = [k for k in open_ if not rnd.uncoverable(k)]
        if len(coverable) > 1 or listed and coverable and coverable[-1] != open_[-1]:
            _fail("open_doubles", f"the double on train {train_key(coverable[0])} can still be covered, so no "
                                  "double was laid after it: without C1 only the last one listed can (R11, R12)", "rule", broken=(Rule.R11, Rule.R12))
    if rnd.extra_play and not won:
        if not open_:
            _fail("extra_play", "true, but no train ends in a double: the extra play follows a double "
                                "the player to act has just laid (R11)", "rule", broken=(Rule.R11,))
        allowed = rnd.allowed_trains(s)
        first = len(open_)  # the doubles of this turn are a run at the end, on trains seat s may use
        while first and open_[first - 1] in allowed:
            first -= 1
        if first == len(open_):
            _fail("extra_play", f"true, but seat {s} may not play on train {train_key(open_[-1])}, which "
                                "ends in the last double laid (R7, R11)", "rule", broken=(Rule.R7, Rule.R11))
        before = [k for k in open_[:first] if not rnd.uncoverable(k)]
        if before:
            _fail("extra_play", f"true, but the double on train {train_key(before[0])}, laid before, can "
                                f"still be covered, so seat {s} could not lay one (R12)", "rule", broken=(Rule.R12,))
        if open_[-1] == s and s in rnd.markers:
            _fail("markers", f"seat {s} has just laid a double on its own train (extra_play), which takes "
                             "its marker off (R10)", "rule", broken=(Rule.R10,))
    if rnd.has_drawn:
        fits = sorted({m.tile for m in rnd.legal_moves() if isinstance(m, Play)})
        if len(fits) > 1:
            _fail("has_drawn", f"true, but {' and '.join(map(str, fits[:3]))} fit now: a player draws only "
                               "when no tile fits, so after a draw only the drawn one can (R8, R9)", "rule", broken=(Rule.R8, Rule.R9))
