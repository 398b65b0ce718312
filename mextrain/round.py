"""A round of Mexican Train: the deal, the turns, the end (R3-R15).

One state object in the style of OpenSpiel: ``legal_moves()`` lists what
the player to act may do, ``play(move)`` applies one, ``undo()`` takes it
back. Chance is explicit: the deal and the boneyard's order come from the
seed, and the boneyard is part of the state.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=7)
>>> rnd.turn, len(rnd.legal_moves()) > 0
(0, True)
>>> move = rnd.legal_moves()[0]
>>> rnd.play(move)
>>> rnd.history[-1] is move
True
>>> rnd.undo() is move, rnd.history
(True, ())

Speed comes from the layout: tiles are small integers internally, each hand
is indexed by number (``_byn[seat][n]`` lists the tiles in that hand that
carry n), open ends are kept up to date, legal moves are computed once per
position, and ``undo`` replays a log instead of keeping copies.
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass

from .errors import IllegalMove
from .moves import DRAW, MEXICAN, PASS, Draw, Move, Pass, Play, _PLAYS
from .rules import Rules
from .tiles import TILES, Tile, tile_id
from .trains import check_train
from .view import ALL, View, _unchain

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    from .reasons import Notice, Reason
    from .trains import TrainId
    from .view import Chain, Seen

    #: An undo log entry: the move, the seat, has-drawn, extra-play and the
    #: seat's marker before it, the open doubles before a play (else None),
    #: and the train's old end (a play) or the tile drawn (a draw).
    LogEntry = tuple[Move, int, bool, bool, bool, Any, Any]

_HI = [t.high for t in TILES]
_LO = [t.low for t in TILES]
_DOUBLE = [tile_id(n, n) for n in range(19)]
_TABLES: dict[int, list[list[Play]]] = {}


def _plays_for(players: int) -> list[list[Play]]:
    """table[tile id][train index] -> the interned Play, for ``players`` seats
    (train index ``players`` is the Mexican train); lists index faster than
    the name-keyed dicts of moves.py."""
    table = _TABLES.get(players)
    if table is None:
        names = [*range(players), MEXICAN]
        table = _TABLES[players] = [[by_name[k] for k in names] for by_name in _PLAYS]
    return table


@dataclass(frozen=True)
class Train:
    """One train as the table shows it (R6, R10).

    ``name`` is a seat number or ``"mexican"``; ``owner`` is the seat, or None
    for the Mexican train; ``tiles`` in the order played; ``chain`` the same
    tiles as (near end, far end) pairs, the near end touching the previous
    tile (or the engine); ``open_end`` the number the next tile must match.
    """

    name: str | int
    tiles: tuple[Tile, ...]
    chain: tuple[tuple[int, int], ...]
    open_end: int
    marker: bool

    @property
    def owner(self) -> int | None:
        return None if self.name == MEXICAN else self.name  # type: ignore[return-value]  # a name other than MEXICAN is a seat

    @property
    def is_open_double(self) -> bool:
        """Does the train end in a double that nobody has covered yet?"""
        return bool(self.tiles) and self.tiles[-1].is_double


class Round:
    """A round in play. Build one with ``Round.new`` or ``Round.from_json``."""

    __slots__ = (
        "rules", "players", "_engine", "_tr", "_ends", "_mk", "_byn", "_hset",
        "_bone", "_open", "_turn", "_drawn", "_extra", "_over",
        "_winner", "_table", "_held", "_log", "_legal", "_tcache",
        "_pl", "_alw", "_hc", "_hands",
    )
    rules: Rules
    players: int
    _engine: int  # the engine's tile id
    _tr: list[list[int]]  # each train's tile ids (train index players: the Mexican train)
    _ends: list[int]
    _mk: list[bool]
    _byn: list[list[list[int]]]  # [seat][number] -> the tile ids in that hand carrying it
    _hset: list[set[int]]
    _bone: list[int]
    _open: list[int]
    _turn: int
    _drawn: bool
    _extra: bool
    _over: bool
    _winner: int | None
    _table: list[int]
    _held: list[int]
    _log: list[LogEntry]
    _legal: list[Move] | None
    _tcache: list[Train | None]
    _pl: list[list[Play]]
    _alw: list[list[int] | None]
    _hc: Chain
    _hands: list[tuple[Tile, ...] | None]

    # ---- construction -------------------------------------------------

    @classmethod
    def new(cls, players: int, engine: int | None = None, first: int = 0,
            rules: Rules | None = None, seed: int | str | bytes | None = None) -> Round:
        """Deal a round (R3-R5): the engine double out of the set, the rest
        shuffled by ``seed`` and dealt; ``first`` acts first.

        >>> rnd = Round.new(3, seed=1)
        >>> [len(h) for h in rnd.hands], len(rnd.boneyard)
        ([15, 15, 15], 45)
        >>> Round.new(9)
        Traceback (most recent call last):
        ...
        ValueError: players must be 2..8 for a double-12 set (R2, C4); got 9
        """
        rules = Rules() if rules is None else rules
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a mextrain.Rules, not {type(rules).__name__}")
        size = rules.hand_size(players)
        if engine is None:
            engine = rules.max_pip
        if type(engine) is not int or not 0 <= engine <= rules.max_pip:
            raise ValueError(f"engine must be a number 0..{rules.max_pip} (the double in the centre, R3); got {engine!r}")
        if type(first) is not int or not 0 <= first < players:
            raise ValueError(f"first must be a seat 0..{players - 1} (R5); got {first!r}")
        if seed is not None and not isinstance(seed, (int, str, bytes)) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number or text, not {type(seed).__name__}")
        engine_id = _DOUBLE[engine]
        deck = [i for i in range((rules.max_pip + 1) * (rules.max_pip + 2) // 2) if i != engine_id]
        random.Random(seed).shuffle(deck)
        hands = [sorted(deck[s * size:(s + 1) * size]) for s in range(players)]
        bone = deck[players * size:]
        bone.reverse()  # drawn from the end of the list: deck order is draw order
        return cls._from_state(rules, players, engine_id, hands, bone, [[] for _ in range(players + 1)],
                               [False] * players, None, first, False, False)

    @classmethod
    def _from_state(cls, rules: Rules, players: int, engine_id: int, hands: Iterable[Iterable[int]], bone: list[int],
                    trains: list[list[int]], markers: list[bool], open_doubles: list[int] | None,
                    turn: int, has_drawn: bool, extra: bool) -> Round:
        """Build from checked internal parts (tile ids; train ``players`` is
        the Mexican train; ``bone`` with the next tile to draw last)."""
        self = object.__new__(cls)
        self.rules = rules
        self.players = players
        self._engine = engine_id
        top = rules.max_pip + 1
        e = _HI[engine_id]
        self._table = table = [0] * top
        table[e] += 1
        self._tr = trains
        self._ends = ends = []
        for tiles in trains:
            end = e
            for t in tiles:
                end = _LO[t] if _HI[t] == end else _HI[t]
                table[_HI[t]] += 1
                if _LO[t] != _HI[t]:
                    table[_LO[t]] += 1
            ends.append(end)
        self._mk = markers
        self._held = held = [0] * top
        self._byn, self._hset = [], []
        for hand in hands:
            byn: list[list[int]] = [[] for _ in range(top)]
            for t in sorted(hand):
                byn[_HI[t]].append(t)
                held[_HI[t]] += 1
                if _LO[t] != _HI[t]:
                    byn[_LO[t]].append(t)
                    held[_LO[t]] += 1
            self._byn.append(byn)
            self._hset.append(set(hand))
        self._bone = bone
        if open_doubles is None:
            open_doubles = [k for k, tiles in enumerate(trains) if tiles and _HI[tiles[-1]] == _LO[tiles[-1]]]
        self._open = open_doubles
        self._turn = turn
        self._drawn = has_drawn
        self._extra = extra
        self._log = []
        self._hc = None
        self._hands = [None] * players
        self._legal = None
        self._tcache = [None] * (players + 1)
        self._pl = _plays_for(players)
        self._alw = [None] * players
        self._over = False
        self._winner = None
        for s in range(players):
            if not self._hset[s]:
                self._over, self._winner = True, s
        if not self._over:
            self._over = self._blocked()
        return self

    # ---- read-only state ----------------------------------------------

    @property
    def engine(self) -> Tile:
        return TILES[self._engine]

    @property
    def turn(self) -> int:
        """The seat to act."""
        return self._turn

    @property
    def hands(self) -> tuple[tuple[Tile, ...], ...]:
        """Every hand, each sorted (lowest tile first)."""
        return tuple(map(self.hand, range(self.players)))

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """One hand, sorted (lowest tile first)."""
        hand = self._hands[self._seat(seat)]
        if hand is None:
            hand = self._hands[seat] = tuple(TILES[t] for t in sorted(self._hset[seat]))
        return hand

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(map(len, self._hset))

    @property
    def boneyard(self) -> tuple[Tile, ...]:
        """The boneyard, next tile to draw first."""
        return tuple(TILES[t] for t in reversed(self._bone))

    @property
    def trains(self) -> dict[TrainId, Train]:
        """Train name -> ``Train``; the Mexican train first, then seats."""
        out: dict[TrainId, Train] = {MEXICAN: self._train(self.players)}
        for s in range(self.players):
            out[s] = self._train(s)
        return out

    def _train(self, k: int) -> Train:
        cached = self._tcache[k]
        if cached is None:
            end = _HI[self._engine]
            chain = []
            for t in self._tr[k]:
                far = _LO[t] if _HI[t] == end else _HI[t]
                chain.append((end, far))
                end = far
            name = MEXICAN if k == self.players else k
            cached = self._tcache[k] = Train(name, tuple(TILES[t] for t in self._tr[k]), tuple(chain),
                                             self._ends[k], k < self.players and self._mk[k])
        return cached

    @property
    def markers(self) -> tuple[int, ...]:
        """Seats whose train carries a marker (R10)."""
        return tuple(s for s in range(self.players) if self._mk[s])

    @property
    def open_doubles(self) -> tuple[TrainId, ...]:
        """Trains ending in an uncovered double, oldest first (R11, R12)."""
        return tuple(self._name(k) for k in self._open) if self._open else ()

    @property
    def has_drawn(self) -> bool:
        """Has the player to act drawn during this play (R9)?"""
        return self._drawn

    @property
    def extra_play(self) -> bool:
        """Is the player to act taking the extra play a double gave (R11, C1)?"""
        return self._extra

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def winner(self) -> int | None:
        """The seat that went out (R13), or None (blocked, or not over)."""
        return self._winner

    @property
    def is_blocked(self) -> bool:
        """Did the round end with nobody able to play (R14)?"""
        return self._over and self._winner is None

    @property
    def penalties(self) -> tuple[int, ...] | None:
        """Pips left in each hand, once the round is over (R15, C2)."""
        if not self._over:
            return None
        return tuple(self.rules.score(TILES[t] for t in h) for h in self._hset)

    @property
    def history(self) -> tuple[Move, ...]:
        return _unchain(self._hc)

    def one_tile_left(self) -> tuple[int, ...]:
        """Seats holding exactly one tile (announced under C5)."""
        return tuple(s for s, h in enumerate(self._hset) if len(h) == 1)

    @property
    def must_cover(self) -> TrainId | None:
        """The train whose open double must be covered now (R12; C1's order),
        or None when play is free."""
        k = self._must_cover() if self._open and not self._over else -1
        return None if k < 0 else self._name(k)

    def uncoverable(self, train: TrainId) -> bool:
        """Is the double ending ``train`` one nobody can cover any more (R12)?"""
        k = self._index(train)
        tiles = self._tr[k]
        return bool(tiles) and _HI[tiles[-1]] == _LO[tiles[-1]] and self._table[_HI[tiles[-1]]] > self.rules.max_pip

    # ---- rules ----------------------------------------------------------

    def _name(self, k: int) -> TrainId:
        return MEXICAN if k == self.players else k

    def _index(self, train: TrainId) -> int:
        return self.players if check_train(train, self.players) == MEXICAN else train  # type: ignore[return-value]  # check_train: a seat

    def _seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} at this table: seats are 0..{self.players - 1}")
        return seat

    def _must_cover(self) -> int:
        """The train whose double must be covered now (R12, C1), or -1."""
        open_ = self._open
        if not open_:
            return -1
        top = self.rules.max_pip
        order = reversed(open_) if self.rules.cover_order == "reverse" else open_
        for k in order:
            if self._table[self._ends[k]] <= top:
                return k
        return -1

    def _allowed(self, s: int) -> list[int]:
        """Trains seat s may play on when nothing must be covered (R7, R10)."""
        allowed = self._alw[s]
        if allowed is None:
            n = self.players
            mk = self._mk
            allowed = self._alw[s] = [s, n] + [k for k in range(n) if mk[k] and k != s]
        return allowed

    def _set_marker(self, s: int, on: bool) -> None:
        self._mk[s] = on
        self._tcache[s] = None
        self._alw = [None] * self.players

    def legal_moves(self) -> list[Move]:
        """Every legal move for the player to act (R7-R12), in a stable order:
        own train, Mexican train, marked trains by seat; lowest tile first.
        Plays when any exists (R8), else ``[Draw()]`` while the boneyard has
        tiles and the player has not drawn (R9), else ``[Pass()]``."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return list(legal)

    def _generate(self) -> list[Move]:
        if self._over:
            return []
        s = self._turn
        byn = self._byn[s]
        ends = self._ends
        pl = self._pl
        plays: list[Move] = []
        cover = self._must_cover() if self._open else -1
        if cover >= 0:
            for t in byn[ends[cover]]:
                plays.append(pl[t][cover])
            if self._extra and self.rules.multiple_doubles:
                hset = self._hset[s]
                for k in self._allowed(s):
                    d = _DOUBLE[ends[k]]
                    if d in hset:
                        plays.append(pl[d][k])
        else:
            for k in self._alw[s] or self._allowed(s):
                for t in byn[ends[k]]:
                    plays.append(pl[t][k])
        if plays:
            return plays
        if self._bone and not self._drawn:
            return [DRAW]
        return [PASS]

    def explain(self, move: object) -> Reason | None:
        """Why ``move`` is illegal here (a ``Reason`` citing the rule), or
        None when it is legal; ``str()`` of it is the sentence."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        if move in legal:
            return None
        return self._why(move, legal)

    def why(self, move: object) -> Reason:
        """Why ``move`` is legal or illegal here, as a ``Reason`` (its
        ``legal`` tells which)."""
        reason = self.explain(move)
        return self._why_legal(move) if reason is None else reason  # type: ignore[arg-type]  # explain found it among the legal moves

    def allowed_trains(self, seat: int | None = None) -> tuple[TrainId, ...]:
        """The trains ``seat`` (the player to act by default) may play on
        when no double must be covered: its own, the Mexican train, the
        marked ones (R7, R10)."""
        s = self._turn if seat is None else self._seat(seat)
        return tuple(self._name(k) for k in sorted(self._allowed(s), key=lambda k: (k != self.players, k)))

    def unplayable(self, tile: Tile) -> Reason | None:
        """Why no legal move plays ``tile`` now (a ``Reason``), or None when one does."""
        if any(isinstance(m, Play) and m.tile == tile for m in self.legal_moves()):
            return None
        s = self._turn
        if self._over or tile.id not in self._hset[s]:
            return self._why(Play(tile, MEXICAN), self.legal_moves())
        for k in (self.players, *range(self.players)):
            if tile.has(self._ends[k]):
                return self._why(_PLAYS[tile.id][self._name(k)], self.legal_moves())
        ends = tuple((name, self.trains[name].open_end) for name in self.allowed_trains(s))
        from . import reasons as R  # reasons load when first asked for, not with the engine
        return R.FitsNowhere(s, tile, ends)

    def notices(self) -> tuple[Notice, ...]:
        """What the table says now (``mextrain.reasons.notices``)."""
        return self.public_view().notices()

    def _why(self, move: object, legal: list[Move]) -> Reason:
        from . import reasons as R  # reasons load when first asked for, not with the engine
        if self._over:
            return R.RoundOver(self._winner)
        s = self._turn
        if isinstance(move, str):
            return R.NotAMove(repr(move)[:60], text=True)
        if isinstance(move, (Draw, Pass)):
            plays = [m for m in legal if isinstance(m, Play)]
            if plays:
                return R.CanPlay(s, move, tuple(plays[:4]), len(plays) > 4)
            if isinstance(move, Pass):
                return R.DrawFirst(s)
            return R.DrewAlready(s) if self._drawn else R.BoneyardEmpty()
        if not isinstance(move, Play):
            return R.NotAMove(repr(move)[:60])
        tile, train = move.tile, move.train
        if tile.high > self.rules.max_pip:
            return R.NotInSet(tile, self.rules.max_pip)
        if tile.id == self._engine:
            return R.IsEngine(tile)
        if tile.id not in self._hset[s]:
            return R.NotHeld(s, tile)
        try:
            k = self._index(train)
        except ValueError:
            return R.NoSuchTrain(repr(train)[:20], self.players)
        end = self._ends[k]
        cover = self._must_cover()
        if cover >= 0 and k != cover and not (self._extra and self.rules.multiple_doubles and tile.is_double):
            double = TILES[self._tr[cover][-1]]
            order = None
            if self.rules.multiple_doubles and len(self._open) > 1:
                order = "last" if self.rules.cover_order == "reverse" else "first"
            return R.CoverFirst(self._name(cover), double, order)
        if not tile.has(end):
            return R.NoMatch(tile, self._name(k), end)
        if k != cover and k != s and k != self.players and not self._mk[k]:
            return R.NotOpenToYou(k, s)
        return R.NotAllowed(move)

    def _why_legal(self, move: Play | Draw | Pass) -> Reason:
        from . import reasons as R
        s = self._turn
        if isinstance(move, Draw):
            return R.DrawNothingFits(s, len(self._bone))
        if isinstance(move, Pass):
            return R.PassNothingFits(s, self._drawn)
        k = self._index(move.train)
        end = self._ends[k]
        if k in self._open and not self.uncoverable(move.train):
            return R.Covers(move.tile, move.train, end, TILES[self._tr[k][-1]], self._extra)
        return R.Fits(s, move.tile, move.train, end, marked=move.train not in (MEXICAN, s))

    def play(self, move: Move) -> None:
        """Apply a legal move; an illegal one raises ``IllegalMove`` saying
        why (citing the rule) and leaves the round exactly as it was."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        if move not in legal:
            raise IllegalMove(self._why(move, legal))
        s = self._turn
        mk = self._mk[s]
        self._legal = None
        if move is DRAW:
            t = self._bone.pop()
            self._add(s, t)
            self._hands[s] = None
            self._log.append((move, s, self._drawn, self._extra, mk, None, t))
            self._drawn = True
        elif move is PASS:
            self._log.append((move, s, self._drawn, self._extra, mk, None, None))
            if not mk:
                self._set_marker(s, True)
            self._next_turn(s)
        else:
            t = move.tile.id  # type: ignore[attr-defined]  # neither DRAW nor PASS: a Play
            k = move.train  # type: ignore[attr-defined]
            if k.__class__ is not int:
                k = self.players
            open_ = self._open
            ends = self._ends
            end = ends[k]
            self._log.append((move, s, self._drawn, self._extra, mk, tuple(open_), end))
            hi, lo = _HI[t], _LO[t]
            # Inlined _remove: this is the hottest path of every simulation.
            byn, held, table = self._byn[s], self._held, self._table
            byn[hi].remove(t)
            held[hi] -= 1
            table[hi] += 1
            if hi != lo:
                byn[lo].remove(t)
                held[lo] -= 1
                table[lo] += 1
            hset = self._hset[s]
            hset.remove(t)
            self._hands[s] = None
            self._tr[k].append(t)
            far = ends[k] = lo if hi == end else hi
            shown = self._tcache[k]
            if shown is not None:
                # Extend the picture views already share rather than rebuild it.
                self._tcache[k] = Train(shown.name, shown.tiles + (move.tile,), shown.chain + ((end, far),),  # type: ignore[attr-defined]
                                        far, shown.marker)
            if k == s and mk:
                self._set_marker(s, False)
            if k in open_:
                open_.remove(k)
            if hi == lo:
                open_.append(k)
            if not hset:
                self._over, self._winner = True, s
            elif hi == lo:
                self._extra = True
                self._drawn = False
            else:
                self._next_turn(s)
        self._hc = (move, self._hc)
        if not self._over and not self._bone:
            self._over = self._blocked()

    def _next_turn(self, s: int) -> None:
        self._turn = s + 1 if s + 1 < self.players else 0
        self._drawn = False
        self._extra = False

    def _blocked(self) -> bool:
        """R14: boneyard empty and no hand holds a tile matching any open end
        (as if every train carried a marker)."""
        if self._bone:
            return False
        held = self._held
        for e in self._ends:
            if held[e]:
                return False
        return True

    def _add(self, s: int, t: int) -> None:
        byn = self._byn[s]
        hi, lo = _HI[t], _LO[t]
        insort(byn[hi], t)
        self._held[hi] += 1
        if lo != hi:
            insort(byn[lo], t)
            self._held[lo] += 1
        self._hset[s].add(t)

    def _remove(self, s: int, t: int) -> None:
        byn = self._byn[s]
        hi, lo = _HI[t], _LO[t]
        byn[hi].remove(t)
        self._held[hi] -= 1
        if lo != hi:
            byn[lo].remove(t)
            self._held[lo] -= 1
        self._hset[s].remove(t)

    def undo(self) -> Move:
        """Take back the last move and return it."""
        if not self._log:
            raise IndexError("nothing to undo: no move has been played in this round")
        move, s, drawn, extra, mk, open_, aux = self._log.pop()
        self._hc = self._hc[1]  # type: ignore[index]  # a move was logged: the chain has it
        self._hands[s] = None
        if move is DRAW:
            self._remove(s, aux)
            self._bone.append(aux)
        elif move is not PASS:
            t = move.tile.id  # type: ignore[attr-defined]  # neither DRAW nor PASS: a Play
            k = move.train  # type: ignore[attr-defined]
            if k.__class__ is not int:
                k = self.players
            self._tr[k].pop()
            self._ends[k] = aux
            self._table[_HI[t]] -= 1
            if _LO[t] != _HI[t]:
                self._table[_LO[t]] -= 1
            self._add(s, t)
            self._tcache[k] = None
            self._open = list(open_)
        if self._mk[s] != mk:
            self._set_marker(s, mk)
        self._turn, self._drawn, self._extra = s, drawn, extra
        # Only the last move can have ended the round.
        self._over, self._winner = False, None
        self._legal = None
        return move

    def copy(self) -> Round:
        """An independent copy (history and undo log included)."""
        other = object.__new__(Round)
        other.rules = self.rules
        other.players = self.players
        other._engine = self._engine
        other._tr = [list(t) for t in self._tr]
        other._ends = self._ends[:]
        other._mk = self._mk[:]
        other._byn = [[list(x) for x in byn] for byn in self._byn]
        other._hset = [set(h) for h in self._hset]
        other._bone = self._bone[:]
        other._open = self._open[:]
        other._turn, other._drawn, other._extra = self._turn, self._drawn, self._extra
        other._over, other._winner = self._over, self._winner
        other._table = self._table[:]
        other._held = self._held[:]
        other._log = self._log[:]  # entries are never mutated once logged
        other._legal = self._legal
        other._tcache = self._tcache[:]
        other._pl = self._pl
        other._hc = self._hc  # immutable: shared safely
        other._hands = self._hands[:]
        other._alw = [None] * self.players
        return other

    __copy__ = copy

    def __deepcopy__(self, memo: object) -> Round:
        return self.copy()

    # ---- views, positions, pictures ------------------------------------

    def view(self, seat: Seen) -> View:
        """What ``seat`` may know (R18): its own hand and public state.
        ``seat=None`` is the public view (no hand face up: a projector, a
        spectator); ``seat="all"`` shows every hand (the end of a round, when
        all are turned over, and lessons)."""
        if seat is not None and seat != ALL:
            self._seat(seat)
        return View._of(self, seat)

    def public_view(self) -> View:
        """What everyone at the table sees: no hand face up (R18)."""
        return View._of(self, None)

    def to_json(self, indent: int | None = None) -> str:
        """The position as a ``mextrain-round/1`` JSON document."""
        from .position import round_to_json
        return round_to_json(self, indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Round:
        """Load a position; anything malformed raises ``InvalidPosition``."""
        from .position import round_from_json
        return round_from_json(text)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Round):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # unhashable: rounds change

    def text(self) -> str:
        """A plain-text picture of the round."""
        from .text import round_text
        return round_text(self)

    __str__ = text

    def __repr__(self) -> str:
        state = "over" if self._over else f"seat {self._turn} to act"
        return f"<Round engine {self.engine}, {self.players} players, {len(self._log)} moves, {state}>"

    def _repr_svg_(self) -> str:
        from .svg import table
        return table(self)

