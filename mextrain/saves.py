"""Saving and loading a game: the ``mextrain-session/1`` document.

A save holds a ``Session`` whole -- seats, names, every rule switch, the
requested seed, practice, delay, ply, the hot-seat screen, the match
(``Match.to_json``), the position the current round's log starts from, the
log and the last intent id of each audience -- so a game loaded is the game
saved, undo and all. A document is data from anywhere (a file a learner
uploads, a store after a crash): every field is checked and bounded,
``InvalidPosition`` names the bad one, nothing in it is run, and a bad one
changes nothing. ``Session.to_json``, ``Session.from_json`` and
``Session.load`` are these functions.

>>> from mextrain.session import Session
>>> s = Session.new(players=2, humans=(0,), bots="greedy", rounds="one", seed=3)
>>> again = from_json(to_json(s))
>>> again.names, again.ply == s.ply, again.round == s.round
(('Player 1', 'Greedy 2'), True, True)
"""

from __future__ import annotations

import json
from dataclasses import replace

from .errors import IllegalMove, InvalidPosition
from .match import MATCH_FORMAT, Match, _seed_ok
from .moves import Move
from .position import _fail, _int, _show, check_format, parse_document, round_from_json, round_to_dict
from .reasons import NotYourTurn
from .session import (BOT_NAMES, EVENT_KINDS, HUMAN, MAX_DELAY, MAX_EVENTS, MAX_PLY, NAME_LENGTH, SESSION_FORMAT,
                      Event, Session, Setup)
from .tiles import Tile
from .words import words
from .words.names import DefaultName, default_kind


def to_json(session: Session, indent: int | None = None) -> str:
    """``session`` as a ``mextrain-session/1`` document."""
    return json.dumps({
        "format": SESSION_FORMAT,
        "seats": [{"kind": s.kind, "name": None if isinstance(s.name, DefaultName) else s.name}
                  for s in session.seats],  # a default name is said in the reader's language
        "seed": session.setup.seed,
        "practice": session.practice,
        "delay": session.delay,
        "ply": session.ply,
        "screen": session.screen,
        "match": json.loads(session.match.to_json()),
        "start": session._start,
        "log": [e.to_dict() for e in session._log],
        "intents": dict(session._intents),
    }, indent=indent, ensure_ascii=False)


def from_json(text) -> Session:
    """A session saved by ``to_json``, exactly as it was (a bare
    ``Match.to_json`` document of older versions loads too, seating one
    human at seat 0 against Planners)."""
    doc = parse_document(text, "session")
    if doc.get("format") == MATCH_FORMAT:
        match = Match.from_json(doc)
        return _around(match, Setup.build(match.players, humans=(0,), rules=match.rules))
    return _from_doc(doc)


def load(session: Session, text) -> list[Event]:
    """Replace ``session`` by a saved one, in place (a front-end or a server
    keeps its reference to it), logged as a ``load`` event; nobody has the
    hot-seat screen until someone reveals. A bare match document keeps the
    table's seats when it seats as many players."""
    doc = parse_document(text, "session")
    if doc.get("format") == MATCH_FORMAT:
        match = Match.from_json(doc)
        setup = session.setup
        if len(setup.seats) != match.players:
            setup = Setup.build(match.players, humans=(0,), delay=setup.delay, practice=setup.practice)
        other = _around(match, replace(setup, rules=match.rules))
    else:
        other = _from_doc(doc)
    ply = max(session.ply, other.ply) + 1  # beyond any ply a front-end holds: every old intent is stale
    session.__dict__.update(other.__dict__)
    session.screen = session.humans[0] if len(session.humans) == 1 else None
    session.ply = ply
    session._intents = {}
    return [session._record(Event("load", session.match.round_number, ply))]


def _around(match: Match, setup: Setup) -> Session:
    """A session around a match of an older save: its log starts here."""
    self = object.__new__(Session)
    self._set(setup, match)
    self.ply = 0
    self._log = []
    self._intents = {}
    return self


def _from_doc(doc: dict) -> Session:
    check_format(doc, SESSION_FORMAT)
    keys = ("format", "seats", "seed", "practice", "delay", "ply", "screen", "match", "start", "log")
    extra = sorted(str(k)[:40] or '""' for k in doc if k not in keys and k != "intents")
    if extra:
        _fail(extra[0], "unknown field", "unknown")
    for key in keys:
        if key not in doc:
            _fail(key, "missing", "missing")
    if not isinstance(doc["match"], dict):
        _fail("match", "expected a mextrain-match/1 object", "object", got=_show(doc["match"]))
    try:
        match = Match.from_json(doc["match"])
    except InvalidPosition as e:
        raise e.within("match") from None
    n = match.players
    seats = doc["seats"]
    if not isinstance(seats, list) or len(seats) != n:
        _fail("seats", f"expected a list of {n} seats, one per player of the match")
    kinds, names = [], []
    for s, seat in enumerate(seats):
        if not isinstance(seat, dict) or sorted(seat) != ["kind", "name"]:
            _fail(f"seats[{s}]", 'expected {"kind": ..., "name": ...}')
        if seat["kind"] not in (HUMAN, *BOT_NAMES):
            _fail(f"seats[{s}].kind", f"expected {HUMAN!r} or a bot: {', '.join(BOT_NAMES)}")
        name = seat["name"]
        if name is not None and (not isinstance(name, str) or not name.strip() or len(name) > NAME_LENGTH
                                 or not name.isprintable()):
            _fail(f"seats[{s}].name", f"expected null or a name of 1..{NAME_LENGTH} printable characters")
        kind = default_kind(name, s) if name is not None else seat["kind"]  # older saves: "Player 1", "Hráč 1"...
        kinds.append(seat["kind"])
        names.append(name if kind is None else words().default_name(s, kind))
    seed = doc["seed"]
    if seed is not None and not _seed_ok(seed):
        _fail("seed", "expected a whole number, text of at most 100 characters, or null")
    practice = doc["practice"]
    if type(practice) is not bool:
        _fail("practice", "expected true or false", "bool", got=_show(practice))
    delay = doc["delay"]
    if type(delay) not in (int, float) or not 0 <= delay <= MAX_DELAY:
        _fail("delay", f"expected 0..{MAX_DELAY} seconds")
    setup = Setup(tuple(kinds), tuple(names), match.rules, seed, float(delay), practice)
    ply = _int(doc["ply"], "ply", 0, MAX_PLY)
    screen = doc["screen"]
    if screen is not None and (type(screen) is not int or screen not in setup.humans):
        _fail("screen", "expected null or a human seat")
    self = object.__new__(Session)
    self._set(setup, match)
    self.ply, self.screen = ply, screen
    self._log = _events(doc["log"], match, ply)
    self._intents = _intents(doc.get("intents", {}), n)
    if not isinstance(doc["start"], dict):
        _fail("start", "expected a mextrain-round/1 object", "object", got=_show(doc["start"]))
    try:
        start = round_from_json(doc["start"])
    except InvalidPosition as e:
        raise e.within("start") from None
    self._start = round_to_dict(start)
    match.round = _replay(start, self._log, match)
    return self


def _intents(value, players: int) -> dict[str, str]:
    """The last intent id of each audience (``mextrain.frames``), checked."""
    from .frames import ID_LENGTH
    keys = {"screen", "public", *(f"device:{s}" for s in range(players))}
    if not isinstance(value, dict) or any(k not in keys or not isinstance(v, str) or len(v) > ID_LENGTH
                                          for k, v in value.items()):
        _fail("intents", f"expected an object of audiences ({', '.join(sorted(keys))}) to intent ids")
    return dict(value)


def _events(value, match: Match, ply: int) -> list[Event]:
    """The log of a document, checked field by field."""
    if not isinstance(value, list) or len(value) > MAX_EVENTS:
        _fail("log", f"expected a list of at most {MAX_EVENTS} events")
    n, last = match.players, 0
    events = []
    for i, doc in enumerate(value):
        where = f"log[{i}]"
        if not isinstance(doc, dict):
            _fail(where, "expected an event object", "object", got=_show(doc))
        unknown = sorted(str(k)[:40] for k in doc if k not in ("kind", "round", "ply", "seat", "move", "tile",
                                                               "count", "seats"))
        if unknown:
            _fail(f"{where}.{unknown[0]}", "unknown field", "unknown")
        if doc.get("kind") not in EVENT_KINDS:
            _fail(f"{where}.kind", f"expected one of {', '.join(EVENT_KINDS)}")
        number = _int(doc.get("round"), f"{where}.round", 0, match.round_number)
        at = _int(doc.get("ply"), f"{where}.ply", last, ply)
        seat = doc.get("seat")
        if seat is not None:
            _int(seat, f"{where}.seat", 0, n - 1)
        move = doc.get("move")
        if move is not None:
            if not isinstance(move, str) or len(move) > 40:
                _fail(f"{where}.move", "expected a move as text")
            try:
                move = str(Move.parse(move, max_pip=match.rules.max_pip))
            except ValueError as e:
                _fail(f"{where}.move", str(e))
        tile = doc.get("tile")
        if tile is not None:
            if not isinstance(tile, str) or move != "draw":
                _fail(f"{where}.tile", "only a draw names a tile, as text")
            try:
                tile = str(Tile.parse(tile, max_pip=match.rules.max_pip))
            except ValueError as e:
                _fail(f"{where}.tile", str(e), "tile", got=_show(tile))
        count = _int(doc.get("count", 0), f"{where}.count", 0, 10_000)
        seats = doc.get("seats", [])
        if not isinstance(seats, list) or len(seats) > n:
            _fail(f"{where}.seats", "expected a list of seats")
        seats = tuple(_int(s, f"{where}.seats[{j}]", 0, n - 1) for j, s in enumerate(seats))
        if (doc["kind"] == "move") != (move is not None) or (doc["kind"] == "undo") != (count > 0):
            _fail(where, "a move event names its move, an undo event its count, and no other does")
        events.append(Event(doc["kind"], number, at, seat, move, tile, count, seats))
        last = at
    return events


def _replay(start, log: list[Event], match: Match):
    """The current round, replayed from ``start`` through its logged moves
    and undos, so that it can be undone as far as before; it must be the
    round the match saved."""
    rnd = start
    number = match.round_number
    for i, e in enumerate(log):
        if e.round != number or e.kind not in ("move", "undo"):
            continue
        try:
            if e.kind == "undo":
                for _ in range(e.count):
                    rnd.undo()
                continue
            drawn = str(rnd.boneyard[0]) if e.move == "draw" and rnd.boneyard else None
            if e.seat != rnd.turn:
                raise IllegalMove(NotYourTurn(e.seat, rnd.turn))
            rnd.play(Move.parse(e.move, max_pip=rnd.rules.max_pip))
            if e.tile is not None and e.tile != drawn:
                _fail(f"log[{i}].tile", f"the boneyard gave {drawn}")
        except (IllegalMove, IndexError) as err:
            _fail(f"log[{i}]", f"does not replay from the start of the round: {err}")
    if rnd != match.round:
        _fail("log", "the moves logged do not lead to the round saved in match.round")
    return rnd
