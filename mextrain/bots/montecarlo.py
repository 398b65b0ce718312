"""``MonteCarlo``: determinization and playouts on top of the Planner.

For each decision the bot deals the tiles it cannot see at random, in a way
consistent with everything its seat knows (``view.sample``: the other hands
at their sizes, the rest in the boneyard), tries every legal move in that
deal, and plays the round out to its end with a fast policy (every seat
playing like the Planner). It repeats with new deals until its budget of
simulated moves is spent, dropping on the way the moves that are clearly
worse than the Planner's, then keeps the Planner's move unless another move
gave a lower penalty for its seat by more than the noise of the estimate.

Every move is tried on the same deals and the playouts are deterministic, so
the comparison between moves is not blurred by luck that differs between
them (common random numbers). The budget counts moves, not seconds: near
the end of a round playouts are short, so the bot looks at many more deals
exactly where a mistake costs most, and a run is reproducible on any
machine. Legality always comes from the engine: the playouts use
``Round.legal_moves()`` and ``Round.play()``.
"""

from __future__ import annotations

import math
import random
import time

from .base import Bot
from .planner import ENDGAME, longest_chain, near_end, plan


def greedy_playout(rnd) -> int:
    """Play ``rnd`` to its end, every seat playing its heaviest tile;
    returns the number of moves played."""
    legal, play = rnd.legal_moves, rnd.play
    count = 0
    while not rnd.is_over:
        moves = legal()
        play(moves[0] if len(moves) == 1 else max(moves, key=_weight))
        count += 1
    return count


def planner_playout(rnd) -> int:
    """Play ``rnd`` to its end, every seat playing as ``Planner`` does, but
    each seat's chain is searched only when it no longer fits (a tile of it
    left the hand, or the seat's train end moved) instead of at every move.
    Returns the number of moves played."""
    legal, play = rnd.legal_moves, rnd.play
    chains = [None] * rnd.players  # per seat: (open end it starts from, tiles)
    count = 0
    while not rnd.is_over:
        moves = legal()
        count += 1
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
        play(plan(moves, hand, seat, end, own.marker, near_end(rnd.hand_sizes, seat, ENDGAME), kept[1]))
    return count


def _weight(move) -> int:
    # Heaviest tile first, a double before a plain tile of the same weight.
    t = move.tile
    return 2 * t.pips + t.is_double


# Deals per decision at most: near the end of a round playouts are short,
# and past this many the estimates hardly change.
MAX_DEALS = 200
# After this many deals, a move worse than the Planner's by more than DROP
# standard errors is dropped from the search.
MIN_DEALS = 4
DROP = 2.0

POLICIES = {"planner": planner_playout, "greedy": greedy_playout}


class MonteCarlo(Bot):
    """Searches by random deals of the hidden tiles and playouts.

    - ``budget``: strength, in simulated moves per decision (at most
      ``MAX_DEALS`` deals); time grows with it, about 14 microseconds of CPU
      per simulated move with the planner policy on the reference machine.
    - ``time_limit``: seconds per decision, or None; when set, the search
      also stops then, so results depend on the machine's speed.
    - ``policy``: ``"planner"`` (default) or ``"greedy"`` (faster, weaker).
    - ``confidence``: how many standard errors better than the Planner's
      move another move must look to be chosen instead. The best of several
      noisy estimates looks better than it is, so switching on thin
      evidence loses: 0.5 played worse than the Planner in trials, 2 better.
    - ``seed``: makes the deals reproducible; ``mt.simulate`` reseeds per
      game and seat.

    >>> import mextrain as mt
    >>> rnd = mt.Round.new(4, seed=2)
    >>> MonteCarlo(budget=500, seed=1).choose(rnd.view(0)) in rnd.legal_moves()
    True
    """

    name = "montecarlo"

    def __init__(self, budget: int = 4000, time_limit: float | None = None, policy: str = "planner",
                 confidence: float = 2.0, seed=None):
        if type(budget) is not int or budget < 1:
            raise ValueError(f"budget must be a whole number of at least 1; got {budget!r}")
        if time_limit is not None and not (isinstance(time_limit, (int, float)) and time_limit > 0):
            raise ValueError(f"time_limit must be a number of seconds above 0, or None; got {time_limit!r}")
        if not isinstance(confidence, (int, float)) or confidence < 0:
            raise ValueError(f"confidence must be a number of standard errors, 0 or more; got {confidence!r}")
        if policy not in POLICIES:
            raise ValueError(f"policy must be one of {', '.join(map(repr, POLICIES))}; got {policy!r}")
        self.budget = budget
        self.confidence = confidence
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
                                near_end(view.hand_sizes, seat, ENDGAME)))
        score = view.rules.score
        n = len(moves)
        sums, squares = [0] * n, [0] * n
        active = [i for i in range(n) if i != base]  # moves still in the race against the base
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        deals = spent = 0
        while active and spent < self.budget and deals < MAX_DEALS:
            deal = view.sample(self._rng.getrandbits(64))
            penalty = {}
            for i in (base, *active):
                rnd = deal.copy()
                rnd.play(moves[i])
                spent += 1 + self._playout(rnd)
                penalty[i] = score(rnd.hand(seat))
            for i in active:
                d = penalty[i] - penalty[base]
                sums[i] += d
                squares[i] += d * d
            deals += 1
            if deals >= MIN_DEALS:
                # Drop the moves clearly worse than the base: the budget goes
                # to the close calls.
                active = [i for i in active if self._mean_and_error(sums[i], squares[i], deals)[1] < DROP]
            if deadline is not None and time.perf_counter() > deadline:
                break
        if not active or deals < 2:
            return moves[base]
        best = min(active, key=sums.__getitem__)
        return moves[best] if self._mean_and_error(sums[best], squares[best], deals)[1] < -self.confidence \
            else moves[base]

    @staticmethod
    def _mean_and_error(total: float, squares: float, n: int) -> tuple[float, float]:
        """Mean of n paired differences and that mean in standard errors
        (negative: better than the base)."""
        mean = total / n
        var = max(squares / n - mean * mean, 0.0) * n / (n - 1)
        if var == 0:
            return mean, math.copysign(math.inf, mean) if mean else 0.0
        return mean, mean / math.sqrt(var / n)

    def __repr__(self) -> str:
        args = [f"budget={self.budget}"]
        if self.policy != "planner":
            args.append(f"policy={self.policy!r}")
        if self.confidence != 2.0:
            args.append(f"confidence={self.confidence}")
        if self.time_limit is not None:
            args.append(f"time_limit={self.time_limit}")
        if self.seed is not None:
            args.append(f"seed={self.seed!r}")
        return f"MonteCarlo({', '.join(args)})"
