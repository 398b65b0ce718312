"""A stand-in for ``mextrain.session.Session`` while that module is being
written on its own branch: the agreed API, only as much of it as the server
uses. It goes as soon as ``mextrain.session`` lands (the server imports the
name ``Session`` from one place, ``mextrain.serve.game``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .. import bots as _bots
from ..errors import IllegalMove
from ..match import Match
from ..moves import Draw, Move
from ..reasons import NoSuchSeat, NotYourTurn, StaleMove
from ..rules import Rules


@dataclass(frozen=True)
class Seat:
    kind: str
    name: str | None = None


@dataclass(frozen=True)
class Event:
    ply: int
    round: int
    seat: int
    move: Move
    drawn: object = None

    def visible_to(self, seat) -> bool:
        return True


def _rules(rules, rounds) -> Rules:
    if rules is None or rules == "table":
        base = Rules()
    elif rules == "classic":
        base = Rules.classic()
    elif isinstance(rules, Rules):
        base = rules
    elif isinstance(rules, dict):
        base = Rules.from_dict(rules)
    else:
        raise ValueError(f"rules must be 'table', 'classic' or a mextrain.Rules; got {rules!r}")
    if rounds is None:
        return base
    return Rules.from_dict({**base.to_dict(), "rounds": rounds})


class Session:
    def __init__(self, match, seats, delay, practice, settings):
        self.match = match
        self.seats = seats
        self.delay = delay
        self.practice = practice
        self.ply = 0
        self.log: list[Event] = []
        self._settings = settings
        self._bots = {s: _bots.get(seat.kind) for s, seat in enumerate(seats) if seat.kind != "human"}
        for s, bot in self._bots.items():
            bot.reset(f"{match.seed}/{s}")

    @classmethod
    def new(cls, players=4, humans=(0,), bots="planner", rules=None, rounds=None, seed=None, names=None,
            practice=False, delay=0.8):
        settings = dict(players=players, humans=list(humans), bots=bots, rules=rules, rounds=rounds, seed=seed,
                        names=names, practice=practice, delay=delay)
        match = Match(players, _rules(rules, rounds), seed)
        others = [s for s in range(players) if s not in humans]
        kinds = [bots] * len(others) if isinstance(bots, str) else list(bots)
        if len(kinds) != len(others):
            raise ValueError(f"bots: one name for every bot seat ({len(others)}), or one for all")
        seats = []
        for s in range(players):
            kind = "human" if s in humans else kinds[others.index(s)]
            if kind != "human":
                _bots.get(kind)
            seats.append(Seat(kind, None if names is None else names[s]))
        settings.update(seed=match.seed, rules=match.rules.to_dict(), rounds=None)
        return cls(match, seats, delay, practice, settings)

    @property
    def names(self):
        return tuple(s.name for s in self.seats)

    @property
    def round(self):
        return self.match.round

    @property
    def humans(self):
        return tuple(s for s, seat in enumerate(self.seats) if seat.kind == "human")

    def _check(self, seat, ply):
        players = self.match.players
        if type(seat) is not int or not 0 <= seat < players:
            raise IllegalMove(NoSuchSeat(seat, players))
        if ply != self.ply:
            raise IllegalMove(StaleMove(ply, self.ply))
        rnd = self.round
        if rnd.is_over or rnd.turn != seat:
            raise IllegalMove(NotYourTurn(seat, None if rnd.is_over else rnd.turn))

    def submit(self, seat, move, ply):
        self._check(seat, ply)
        rnd = self.round
        if isinstance(move, str):
            move = Move.parse(move, rnd.rules.max_pip)
        before = set(rnd.hand(seat))
        rnd.play(move)
        drawn = next(iter(set(rnd.hand(seat)) - before), None) if isinstance(move, Draw) else None
        self.ply += 1
        event = Event(self.ply, self.match.round_number, seat, move, drawn)
        self.log.append(event)
        return [event]

    @property
    def bot_to_act(self):
        rnd = self.round
        return None if rnd.is_over or rnd.turn not in self._bots else rnd.turn

    def step_bot(self):
        seat = self.bot_to_act
        if seat is None:
            return []
        move = self._bots[seat].choose(self.round.view(seat))
        return self.submit(seat, move, self.ply)

    def next_round(self):
        self.match.next_round()
        self.ply += 1
        return []

    def view(self, seat):
        return self.round.view(seat)

    def public_view(self):
        return self.round.public_view()

    def events_for(self, seat):
        return [e for e in self.log if e.visible_to(seat)]

    def to_json(self) -> str:
        moves = [[e.round, e.seat, str(e.move)] for e in self.log]
        return json.dumps({"settings": self._settings, "moves": moves})

    @classmethod
    def from_json(cls, text):
        doc = json.loads(text)
        s = cls.new(**doc["settings"])
        for k, seat, move in doc["moves"]:
            while s.match.round_number < k:
                s.next_round()
            s.submit(seat, move, s.ply)
        return s
