"""Which move is better here, and why: the judge, the ideas, the coach.

The *judge* decides a strategy question the way the strongest bot does, with
a far larger budget: it deals the tiles the player to act cannot see at
random, consistent with everything that seat knows (``View.sample``), plays
every candidate move in the same deal, and plays the round out to its end
with every seat playing like the Planner (the playouts of ``MonteCarlo``).
The candidate that leaves the seat the fewest pips on average is best; since
every candidate meets the same deals, the comparison is paired, and the
margin over the runner-up comes with its standard error.

An *idea* is why one move beats another, as data (``Idea``): the facts that
tell them apart (the chain each leaves for your own train, the pips of the
tiles, an opponent close to going out, a double and its cover, the unseen
tiles of a number). ``mextrain.words.teaching.idea`` says it in words; the
strategy exercises (lesson 06) and the coach (``advice``) share it.

>>> import mextrain as mt
>>> from mextrain.lessons import strategy
>>> rnd = mt.Round.new(4, seed=34)
>>> move, idea = strategy.advice(rnd.view(0), seed=1)
>>> move in rnd.legal_moves(), idea.key in strategy.IDEAS
(True, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..bots.montecarlo import MonteCarlo, planner_playout
from ..bots.planner import ENDGAME, longest_chain, near_end, plan
from ..bots.base import coverable
from ..moves import MEXICAN, Move, Play

__all__ = ["IDEAS", "Idea", "Judgment", "Evidence", "judge", "idea", "advice", "coach", "confidence"]

#: Why a move is better, as keys the words layer says (``teaching.idea``).
IDEAS = ("only", "chain", "heavy", "double", "no-double", "open-mexican", "not-mexican", "count", "search")


@dataclass(frozen=True)
class Judgment:
    """The judge's verdict on ``candidates`` (moves, in the order given):
    ``means[i]`` is the mean penalty left to the seat after candidate ``i``
    over ``deals`` deals; ``best`` and ``runner_up`` are indices; ``margin``
    (pips, > 0) is runner-up minus best, ``error`` its standard error,
    ``z = margin / error``."""

    candidates: tuple
    means: tuple
    best: int
    runner_up: int
    margin: float
    error: float
    deals: int
    seed: object

    @property
    def z(self) -> float:
        return math.inf if self.error == 0 else self.margin / self.error

    @property
    def move(self) -> Move:
        return self.candidates[self.best]


@dataclass(frozen=True)
class Evidence:
    """How sure the judge is, as an exercise's explanation says it: the deals
    per run, the runs' seeds, and the smaller margin (pips), its error and
    its z of the runs."""

    deals: int
    seeds: tuple
    margin: float
    error: float
    z: float

    def said(self, w) -> str:
        from ..words import teaching
        return teaching.judged(w, self.deals, self.seeds, self.margin, self.error, self.z)


def judge(view, candidates=None, deals: int = 1000, seed=0) -> Judgment:
    """Evaluate every candidate (default: every legal move) of the seat to act
    in ``view`` over ``deals`` random deals of its unseen tiles (the deal
    ``d`` is ``view.sample(f"{seed}/{d}")``, so a seed replays it)."""
    moves = list(view.legal_moves()) if candidates is None else list(candidates)
    legal = view.legal_moves()
    if len(moves) < 2 or any(m not in legal for m in moves):
        raise ValueError("the judge needs two or more legal moves of the seat to act")
    seat, score = view.seat, view.rules.score
    totals = [0.0] * len(moves)
    rows = []
    for d in range(deals):
        deal = view.sample(f"{seed}/{d}")
        row = []
        for m in moves:
            rnd = deal.copy()
            rnd.play(m)
            planner_playout(rnd)
            row.append(score(rnd.hand(seat)))
        rows.append(row)
        for i, p in enumerate(row):
            totals[i] += p
    means = tuple(t / deals for t in totals)
    order = sorted(range(len(moves)), key=means.__getitem__)
    best, second = order[0], order[1]
    diffs = [r[second] - r[best] for r in rows]
    margin = sum(diffs) / deals
    var = sum((x - margin) ** 2 for x in diffs) / max(deals - 1, 1)
    return Judgment(tuple(moves), means, best, second, margin, math.sqrt(var / deals), deals, seed)


def confidence(z: float) -> float:
    """The one-sided normal probability that a margin of ``z`` standard
    errors is not luck (0.5 .. 1)."""
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


@dataclass(frozen=True)
class Idea:
    """Why ``move`` beats ``other`` (None: it was the only move), as data.
    ``key`` is one of ``IDEAS``; the facts: the open end of the player's own
    train, the chain (tiles in a line from it) each move leaves, the fewest
    tiles an opponent holds, a double's number and whether it is covered, the
    open end a move leaves on a shared train and how many unseen tiles carry
    that number."""

    key: str
    move: Move
    other: Move | None = None
    own_end: int | None = None
    chain: int = 0
    other_chain: int = 0
    spares: int = 0
    other_spares: int = 0
    fewest: int = 0
    end: int | None = None
    unseen: int = 0
    other_unseen: int = 0

    def said(self, w) -> str:
        from ..words import teaching
        return teaching.idea(w, self)


def _chain_after(view, move) -> tuple[int, int]:
    """The chain a move leaves for the player's own train, and the spares:
    the tiles left that need a train other than their own."""
    hand = [t for t in view.hand if not (isinstance(move, Play) and t == move.tile)]
    end = view.trains[view.seat].open_end
    if isinstance(move, Play) and move.train == view.seat:
        end = move.tile.other(end)
    chain = len(longest_chain(hand, end))
    return chain, len(hand) - chain


def _end_after(view, move):
    """The open end a play leaves on a shared train (None on the player's own)."""
    if not isinstance(move, Play) or move.train == view.seat:
        return None
    return move.tile.other(view.trains[move.train].open_end)


def idea(view, move, other=None) -> Idea:
    """Why ``move`` is better than ``other`` for the seat to act in ``view``,
    from the facts alone: a covered double sheds a tile more (R11), an
    uncovered one stalls; near the end of a round the heavier tile goes first
    (R15); a move that leaves fewer spares, tiles without a place in the
    chain for your own train (R10); the
    first tile on the Mexican train, or not with a tile the chain needs;
    fewer unseen tiles that fit the end a
    move leaves; else only ``"search"`` (the playouts say so)."""
    if other is None:
        return Idea("only", move)
    seat = view.seat
    own_end = view.trains[seat].open_end
    fewest = min(n for s, n in enumerate(view.hand_sizes) if s != seat)
    (chain, spares), (other_chain, other_spares) = _chain_after(view, move), _chain_after(view, other)
    facts = dict(move=move, other=other, own_end=own_end, fewest=fewest, chain=chain, other_chain=other_chain,
                 spares=spares, other_spares=other_spares)
    unseen = view.unseen()

    def count(m):
        end = _end_after(view, m)
        return None if end is None else sum(1 for t in unseen if t.has(end))

    a, b = move.tile if isinstance(move, Play) else None, other.tile if isinstance(other, Play) else None
    if a is not None and a.is_double and coverable(a, view.hand) and not (b is not None and b.is_double):
        return Idea("double", end=a.high, **facts)
    if b is not None and b.is_double and not coverable(b, view.hand) and not (a is not None and a.is_double):
        return Idea("no-double", end=b.high, **facts)
    if fewest <= ENDGAME and a is not None and b is not None and a.pips > b.pips:
        return Idea("heavy", **facts)
    mexican = view.trains[MEXICAN]
    opens, other_opens = (not mexican.tiles and isinstance(m, Play) and m.train == MEXICAN for m in (move, other))
    if opens and not other_opens:
        return Idea("open-mexican", end=_end_after(view, move), unseen=count(move), **facts)
    if other_opens and not opens and spares < other_spares:
        return Idea("not-mexican", **facts)
    if spares < other_spares:
        return Idea("chain", **facts)
    here, there = count(move), count(other)
    if here is not None and there is not None and here < there:
        return Idea("count", end=_end_after(view, move), unseen=here, other_unseen=there, **facts)
    return Idea("search", **facts)


#: The coach's budget: simulated moves per decision, three times the bots'
#: everyday 4000.
COACH_BUDGET = 12000


def advice(view, seed=0, budget: int = COACH_BUDGET):
    """``(move, idea)``: the move the strongest bot (``MonteCarlo``, with
    ``budget`` simulated moves and ``seed``) prefers for the seat to act in
    ``view``, and why (an ``Idea``) against the move the Planner's rule of
    thumb or plain Greedy would have played instead (None when they agree
    and no other move is legal). Pure: the same view and seed give the same
    advice. ``mextrain.words.teaching.idea(w, idea)`` says it.

    >>> import mextrain as mt
    >>> rnd = mt.Round.new(4, seed=1)
    >>> advice(rnd.view(0), seed=3)[1].key in IDEAS
    True
    """
    moves = view.legal_moves()
    if not moves:
        raise ValueError("the coach advises the seat to act; this view's seat has no move")
    if len(moves) == 1:
        return moves[0], Idea("only", moves[0])
    bot = MonteCarlo(budget=budget, seed=seed)
    move = bot.choose(view)
    own = view.trains[view.seat]
    planned = plan(moves, view.hand, view.seat, own.open_end, own.marker,
                   near_end(view.hand_sizes, view.seat, ENDGAME))
    heaviest = max((m for m in moves if isinstance(m, Play)), key=lambda m: m.tile.pips, default=None)
    rivals = [m for m in (planned, heaviest, *moves) if m is not None and m != move]
    for other in rivals:
        found = idea(view, move, other)
        if found.key != "search":
            return move, found
    return move, idea(view, move, rivals[0])


def coach(view, seed=0, words=None, budget: int = COACH_BUDGET) -> str:
    """``advice`` in words: "The strongest bot would play 12-6 on the Mexican
    train. Keep a chain ..." (``words``: a ``Words`` or a language; None: the
    kit's), addressing the seat of ``view`` as "you". ``view`` may also be a
    ``Round`` (its player to act) or the name of a lesson's scene
    (``"06-coach"``).

    >>> import mextrain as mt
    >>> rnd = mt.Round.new(2, seed=4)
    >>> coach(rnd.view(0), seed=1).startswith("The strongest bot would play ")
    True
    """
    from ..words import teaching, words as kit_words
    if isinstance(view, str):
        from .bank import scene
        view = scene(view).position.build()
    if hasattr(view, "view"):  # a Round: the player to act
        view = view.view(view.turn)
    w = kit_words(words)
    w = w.with_names(w.names, viewer=view.seat)
    move, found = advice(view, seed=seed, budget=budget)
    return teaching.advice(w, move, found)
