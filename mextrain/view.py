"""What one seat may know (R18): an observer in OpenSpiel's sense.

A ``View`` is a snapshot. It holds no reference to the round it came from,
so a bot given a view cannot reach the other hands or the boneyard's order.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=3)
>>> v = rnd.view(1)
>>> v.hand == rnd.hands[1], v.hand_sizes, v.boneyard_size
(True, (15, 15, 15, 15), 30)
>>> v.legal_moves()          # not seat 1's turn
[]
>>> rnd.view(0).legal_moves() == rnd.legal_moves()
True
"""

from __future__ import annotations

import random

from .moves import MEXICAN, Move, Pass
from .tiles import TILES, Tile, full_set

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from typing import Any

    from .reasons import Notice, Reason
    from .round import Round, Train
    from .rules import Rules
    from .trains import TrainId

    #: A round's history: ``(last move, (previous, (...)))``, None when empty.
    Chain = tuple[Move, "Chain"] | None
    #: Whose view: a seat, None (the public view) or ``ALL``.
    Seen = int | str | None

VIEW_FORMAT = "mextrain-view/1"


#: ``Round.view(ALL)``: every hand face up (the end of a round, a lesson).
ALL = "all"


class View:
    """Public state plus the hands this view may see: one seat's own (a
    seat's view), none (the public view: a projector, a spectator), or every
    hand (``"all"``: the end of a round, a lesson's picture).

    ``seat`` is the seat, None for the public view or ``"all"``; ``hand``
    that seat's hand (``()`` for the others); ``hands`` every face-up hand
    by seat; ``penalties`` the scores once the round is over and every hand
    is shown, else None.
    """

    __slots__ = ("seat", "players", "rules", "engine", "turn", "hand", "hand_sizes",
                 "boneyard_size", "trains", "open_doubles", "has_drawn", "extra_play",
                 "is_over", "winner", "must_cover", "marker_put", "hands", "penalties",
                 "_dead", "_hc", "_legal")
    seat: Seen
    players: int
    rules: Rules
    engine: Tile
    turn: int
    hand: tuple[Tile, ...]
    hand_sizes: tuple[int, ...]
    boneyard_size: int
    trains: dict[TrainId, Train]
    open_doubles: tuple[TrainId, ...]
    has_drawn: bool
    extra_play: bool
    is_over: bool
    winner: int | None
    must_cover: TrainId | None
    marker_put: int | None
    hands: dict[int, tuple[Tile, ...]]
    penalties: tuple[int, ...] | None
    _dead: frozenset[TrainId]
    _hc: Chain
    _legal: tuple[Move, ...]

    @classmethod
    def _of(cls, rnd: Round, seat: Seen) -> View:
        # Reads the round's private fields directly: a view is made for every
        # bot decision, so it is on the hot path of every simulation.
        v = object.__new__(cls)
        v.seat = seat
        v.players = rnd.players
        v.rules = rnd.rules
        v.engine = TILES[rnd._engine]
        v.turn = turn = rnd._turn
        if seat.__class__ is int:
            v.hand = hand = rnd.hand(seat)
            v.hands = {seat: hand}
        else:
            v.hand = ()
            v.hands = {s: rnd.hand(s) for s in range(rnd.players)} if seat == ALL else {}
        v.hand_sizes = tuple(map(len, rnd._hset))
        v.boneyard_size = len(rnd._bone)
        v.trains = rnd.trains
        v.open_doubles = rnd.open_doubles
        v.has_drawn = rnd._drawn
        v.extra_play = rnd._extra
        v.is_over = over = rnd._over
        v.winner = rnd._winner
        v.must_cover = rnd.must_cover
        v.penalties = rnd.penalties if over and seat == ALL else None
        # Uncoverable doubles (R12) are public: decided once, by the round.
        v._dead = frozenset(n for n in v.open_doubles if rnd.uncoverable(n)) if rnd._open else frozenset()
        log = rnd._log
        # A pass puts a marker out only on a train without one (R10).
        v.marker_put = log[-1][1] if log and log[-1][0].__class__ is Pass and not log[-1][4] else None
        # Moves are public: every draw and pass is seen at the table. The
        # tile a player drew is not part of a Draw, so nothing leaks.
        v._hc = rnd._hc
        # The legal moves depend only on this seat's hand and public state.
        v._legal = tuple(rnd.legal_moves()) if seat == turn or seat == ALL else ()
        return v

    @property
    def history(self) -> tuple[Move, ...]:
        """Every move of the round so far (draws never show the tile)."""
        return _unchain(self._hc)

    def legal_moves(self) -> list[Move]:
        """This seat's legal moves if it is to act, else ``[]``."""
        return list(self._legal)

    @property
    def markers(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.trains[s].marker)

    def one_tile_left(self) -> tuple[int, ...]:
        """Seats holding one tile (announced under C5)."""
        return tuple(s for s, n in enumerate(self.hand_sizes) if n == 1)

    def uncoverable(self, train: TrainId) -> bool:
        """Is the double ending ``train`` one nobody can cover any more (R12)?
        Public: every other tile of its number is on the table."""
        return train in self._dead

    def notices(self) -> tuple[Notice, ...]:
        """What the table says now: open doubles, last tiles (C5), a marker
        put out, the end of the round (``mextrain.reasons``)."""
        from .reasons import notices
        return notices(self)

    @property
    def face_up(self) -> tuple[int, ...]:
        """The seats whose hands this view shows."""
        return tuple(self.hands)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready snapshot: exactly what a network client of this view
        may receive (no other hand, nothing of the boneyard but its size)."""
        trains: dict[str, dict[str, Any]] = {}
        for name, t in self.trains.items():
            trains[str(name)] = {"tiles": [f"{a}-{b}" for a, b in t.chain], "open_end": t.open_end,
                                 "marker": t.marker}
        return {
            "format": VIEW_FORMAT,
            "seat": self.seat,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "engine": str(self.engine),
            "turn": self.turn,
            "hands": {str(s): [str(t) for t in h] for s, h in self.hands.items()},
            "hand_sizes": list(self.hand_sizes),
            "boneyard_size": self.boneyard_size,
            "trains": trains,
            "open_doubles": [str(n) for n in self.open_doubles],
            "must_cover": None if self.must_cover is None else str(self.must_cover),
            "uncoverable": [str(n) for n in self.open_doubles if n in self._dead],
            "has_drawn": self.has_drawn,
            "extra_play": self.extra_play,
            "is_over": self.is_over,
            "winner": self.winner,
            "penalties": None if self.penalties is None else list(self.penalties),
            "legal_moves": [str(m) for m in self._legal],
            "history": [str(m) for m in self.history],
            "notices": [_fact(n) for n in self.notices()],
        }

    def unseen(self) -> tuple[Tile, ...]:
        """Tiles this seat cannot see: in other hands or the boneyard."""
        seen = set(self.hand)
        seen.add(self.engine)
        for train in self.trains.values():
            seen.update(train.tiles)
        return tuple(t for t in full_set(self.rules.max_pip) if t not in seen)

    def sample(self, seed: int | str | bytes | None = None) -> Round:
        """A full ``Round`` consistent with this view: the unseen tiles shuffled
        into the other hands (at their sizes) and the boneyard. For search
        bots (determinization); the same seed gives the same round.
        """
        from .round import Round
        hidden = [t.id for t in self.unseen()]
        random.Random(seed).shuffle(hidden)
        hands, at = [], 0
        for s in range(self.players):
            if s == self.seat:
                hands.append([t.id for t in self.hand])
            else:
                hands.append(hidden[at:at + self.hand_sizes[s]])
                at += self.hand_sizes[s]
        trains = [[t.id for t in self.trains[s].tiles] for s in range(self.players)]
        trains.append([t.id for t in self.trains[MEXICAN].tiles])
        index: dict[TrainId, int] = {MEXICAN: self.players}
        open_ = [index.get(name, name) for name in self.open_doubles]
        return Round._from_state(self.rules, self.players, self.engine.id, hands, hidden[at:], trains,
                                 [self.trains[s].marker for s in range(self.players)], open_,  # type: ignore[arg-type]
                                 self.turn, self.has_drawn, self.extra_play)

    def __repr__(self) -> str:
        whose = {None: "public", ALL: "every hand"}.get(self.seat, f"seat {self.seat}: {len(self.hand)} tiles")  # type: ignore[arg-type]
        return f"<View {whose}, seat {self.turn} to act, boneyard {self.boneyard_size}>"

    def _repr_svg_(self) -> str:
        from .svg import table
        return table(self)


def _fact(reason: Reason) -> dict[str, Any]:
    """A reason or notice as plain JSON: its kind, rule ids and facts."""
    out: dict[str, Any] = {"kind": type(reason).__name__, "rules": [str(r) for r in reason.rules]}
    for key, value in vars(reason).items():
        out[key] = value if value is None or isinstance(value, (int, str, bool)) else str(value)
    return out


def _unchain(chain: Chain) -> tuple[Move, ...]:
    """The moves of a history chain ``(last, (previous, (...)))``, oldest first.

    A round extends its chain by one pair per move, so a view shares it in
    O(1) and reads it only when asked; the pairs are immutable, so the view
    can reach nothing of the round through them.
    """
    moves = []
    while chain is not None:
        moves.append(chain[0])
        chain = chain[1]
    moves.reverse()
    return tuple(moves)
