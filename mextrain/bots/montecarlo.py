"""``MonteCarlo``: determinization and playouts.

For each decision the bot deals the tiles it cannot see at random, in a way
consistent with everything its seat knows (``view.sample``: the other hands
at their sizes, the rest in the boneyard), tries every legal move in that
deal, and plays the round out to its end with a fast policy. The move with
the lowest mean penalty for the bot's seat over all deals is chosen.

Every move is tried on the same deals and the playouts are deterministic, so
the comparison between moves is not blurred by luck that differs between
them (common random numbers). Legality always comes from the engine: the
playouts use ``Round.legal_moves()`` and ``Round.play()``.
"""

from __future__ import annotations

import math
import random
import time

from .base import Bot
from .planner import longest_chain, near_end, plan


def greedy_playout(rnd) -> None:
    """Play ``rnd`` to its end, every seat playing its heaviest tile."""
    legal, play = rnd.legal_moves, rnd.play
    while not rnd.is_over:
        moves = legal()
        play(moves[0] if len(moves) == 1 else max(moves, key=_weight))


def planner_playout(rnd, endgame: int = 2) -> None:
    """Play ``rnd`` to its end, every seat playing as ``Planner`` does, but
    each seat's chain is searched only when it no longer fits (a tile of it
    left the hand, or the seat's train end moved) instead of at every move."""
    legal, play = rnd.legal_moves, rnd.play
    chains = [None] * rnd.players  # per seat: (open end it starts from, tiles)
    while not rnd.is_over:
        moves = legal()
        if len(moves) == 1:
            play(moves[0])
            continue
        seat = rnd.turn
        own = rnd.trains[seat]
        hand = rnd.hand(seat)
        end = own.open_end
        kept = chains[seat]
        if kept is not None and kept[0] != end and kept[1] and kept[1][0].has(kept[0]) \
                and kept[1][0] not in hand and kept[1][0].other(kept[0]) == end:
            kept = (end, kept[1][1:])  # we played its first tile on our train
        if kept is None or kept[0] != end or not set(kept[1]) <= set(hand):
            kept = (end, longest_chain(hand, end))
        chains[seat] = kept
        play(plan(moves, hand, seat, end, own.marker, near_end(rnd.hand_sizes, seat, endgame), kept[1]))


def _weight(move) -> int:
    # Heaviest tile first, a double before a plain tile of the same weight.
    t = move.tile
    return 2 * t.pips + t.is_double


POLICIES = {"planner": planner_playout, "greedy": greedy_playout}


class MonteCarlo(Bot):
    """Chooses by ``playouts`` random deals of the hidden tiles per decision.

    Strength grows with ``playouts`` (deals per decision; each legal move is
    played out once per deal). ``time_limit`` (seconds per decision, None for
    none) stops early, keeping the deals done so far; results then depend on
    the machine's speed, so leave it None for reproducible runs. ``seed``
    makes the deals reproducible; ``mt.simulate`` reseeds per game and seat.

    >>> import mextrain as mt
    >>> rnd = mt.Round.new(4, seed=2)
    >>> MonteCarlo(playouts=4, seed=1).choose(rnd.view(0)) in rnd.legal_moves()
    True
    """

    name = "montecarlo"

    def __init__(self, playouts: int = 16, time_limit: float | None = None, policy: str = "planner",
                 confidence: float = 1.0, endgame: int = 2, seed=None):
        if type(playouts) is not int or playouts < 1:
            raise ValueError(f"playouts must be a whole number of at least 1; got {playouts!r}")
        if time_limit is not None and not (isinstance(time_limit, (int, float)) and time_limit > 0):
            raise ValueError(f"time_limit must be a number of seconds above 0, or None; got {time_limit!r}")
        if policy not in POLICIES:
            raise ValueError(f"policy must be one of {', '.join(map(repr, POLICIES))}; got {policy!r}")
        self.playouts = playouts
        self.confidence = confidence
        self.endgame = endgame
        self.policy = policy
        self._playout = POLICIES[policy]
        self.time_limit = time_limit
        self.seed = seed
        self._rng = random.Random(seed)

    def reset(self, seed) -> None:
        self._rng = random.Random(f"{self.seed}/{seed}")

    def choose(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:  # a forced draw, pass or play
            return moves[0]
        seat, hand = view.seat, view.hand
        own = view.trains[seat]
        # The Planner's move stands unless the playouts show another one to
        # be better beyond their noise: few deals cannot mislead the bot.
        base = moves.index(plan(moves, hand, seat, own.open_end, own.marker,
                                near_end(view.hand_sizes, seat, self.endgame)))
        score = view.rules.score
        n = len(moves)
        sums, squares = [0] * n, [0] * n
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        deals = 0
        while deals < self.playouts:
            deal = view.sample(self._rng.getrandbits(64))
            penalties = []
            for m in moves:
                rnd = deal.copy()
                rnd.play(m)
                self._playout(rnd)
                penalties.append(score(rnd.hand(seat)))
            for i, p in enumerate(penalties):
                d = p - penalties[base]
                sums[i] += d
                squares[i] += d * d
            deals += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        best = min(range(n), key=sums.__getitem__)
        if best == base or deals < 2:
            return moves[base]
        mean = sums[best] / deals
        var = max(squares[best] / deals - mean * mean, 0.0) * deals / (deals - 1)
        return moves[best] if mean < -self.confidence * math.sqrt(var / deals) else moves[base]

    def __repr__(self) -> str:
        args = [f"playouts={self.playouts}"]
        if self.policy != "planner":
            args.append(f"policy={self.policy!r}")
        if self.time_limit is not None:
            args.append(f"time_limit={self.time_limit}")
        if self.seed is not None:
            args.append(f"seed={self.seed!r}")
        return f"MonteCarlo({', '.join(args)})"
