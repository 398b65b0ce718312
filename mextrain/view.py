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

from .moves import MEXICAN, Move
from .tiles import TILES, Tile, full_set


class View:
    """Public state plus one seat's own hand."""

    __slots__ = ("seat", "players", "rules", "engine", "turn", "hand", "hand_sizes",
                 "boneyard_size", "trains", "open_doubles", "has_drawn", "extra_play",
                 "is_over", "winner", "must_cover", "_hc", "_legal")

    @classmethod
    def _of(cls, rnd, seat: int) -> View:
        # Reads the round's private fields directly: a view is made for every
        # bot decision, so it is on the hot path of every simulation.
        v = object.__new__(cls)
        v.seat = seat
        v.players = rnd.players
        v.rules = rnd.rules
        v.engine = TILES[rnd._engine]
        v.turn = turn = rnd._turn
        v.hand = rnd.hand(seat)
        v.hand_sizes = tuple(map(len, rnd._hset))
        v.boneyard_size = len(rnd._bone)
        v.trains = rnd.trains
        v.open_doubles = rnd.open_doubles
        v.has_drawn = rnd._drawn
        v.extra_play = rnd._extra
        v.is_over = rnd._over
        v.winner = rnd._winner
        v.must_cover = rnd.must_cover
        # Moves are public: every draw and pass is seen at the table. The
        # tile a player drew is not part of a Draw, so nothing leaks.
        v._hc = rnd._hc
        # The legal moves depend only on this seat's hand and public state.
        v._legal = tuple(rnd.legal_moves()) if seat == turn else ()
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

    def uncoverable(self, train) -> bool:
        """Is the double ending ``train`` one nobody can cover any more (R12)?
        Public: every other tile of its number is on the table."""
        tiles = self.trains[train].tiles
        if not tiles or not tiles[-1].is_double:
            return False
        n = tiles[-1].high
        out = self.engine.has(n) + sum(t.has(n) for tr in self.trains.values() for t in tr.tiles)
        return out > self.rules.max_pip

    def unseen(self) -> tuple[Tile, ...]:
        """Tiles this seat cannot see: in other hands or the boneyard."""
        seen = set(self.hand)
        seen.add(self.engine)
        for train in self.trains.values():
            seen.update(train.tiles)
        return tuple(t for t in full_set(self.rules.max_pip) if t not in seen)

    def sample(self, seed=None):
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
        index = {MEXICAN: self.players}
        open_ = [index.get(name, name) for name in self.open_doubles]
        return Round._from_state(self.rules, self.players, self.engine.id, hands, hidden[at:], trains,
                                 [self.trains[s].marker for s in range(self.players)], open_,
                                 self.turn, self.has_drawn, self.extra_play)

    def __repr__(self) -> str:
        return (f"<View seat {self.seat}: {len(self.hand)} tiles, seat {self.turn} to act, "
                f"boneyard {self.boneyard_size}>")

    def _repr_svg_(self):
        from .svg import table
        return table(self)


def _unchain(chain) -> tuple[Move, ...]:
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
