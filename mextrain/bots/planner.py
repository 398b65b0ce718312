"""``Planner``: the strategy players are taught.

1. Find the longest line of tiles from your hand that can follow the open
   end of your own train: that is your *chain*, and it is safe, because
   nobody else may play on your train while it carries no marker (R10).
2. Keep the chain for your own train; spend the other tiles (the *spares*)
   on the Mexican train and on marked trains, heaviest first.
3. Play a double only when you hold a tile to cover it (R11): then it costs
   no turn; otherwise it stalls you and hands a marker to your train.
4. When the round looks near its end (an opponent is down to a tile or two),
   get rid of the heaviest tiles first: they are what you will be charged.
"""

from __future__ import annotations

from .base import Bot, coverable

# A hand of many tiles on few numbers has very many lines; past this many
# steps the search keeps the best line found (tiles tried heaviest first).
_SEARCH_STEPS = 500
# An opponent down to this many tiles may go out soon: the round is ending.
ENDGAME = 2


def longest_chain(hand, start: int) -> tuple:
    """The longest line of tiles from ``hand`` that can follow the open end
    ``start``, in playing order; among equally long lines, the heaviest.

    >>> from mextrain import Tile
    >>> hand = [Tile(12, 3), Tile(3, 5), Tile(5, 5), Tile(12, 7), Tile(0, 1)]
    >>> [str(t) for t in longest_chain(hand, 12)]
    ['12-3', '5-3', '5-5']
    """
    tiles = sorted(hand, key=lambda t: -t.pips)
    links: dict[int, list] = {}  # number -> (bit, far end, pips, index) per tile carrying it
    for i, t in enumerate(tiles):
        links.setdefault(t.high, []).append((1 << i, t.low, t.pips, i))
        if not t.is_double:
            links.setdefault(t.low, []).append((1 << i, t.high, t.pips, i))
    best = [0, 0, ()]  # length, pips, tile indices
    path: list[int] = []
    budget = [_SEARCH_STEPS]

    def walk(end: int, used: int, pips: int) -> None:
        if len(path) > best[0] or (len(path) == best[0] and pips > best[1]):
            best[:] = len(path), pips, tuple(path)
        for bit, far, p, i in links.get(end, ()):
            if used & bit or budget[0] <= 0:
                continue
            budget[0] -= 1
            path.append(i)
            walk(far, used | bit, pips + p)
            path.pop()

    walk(start, 0, 0)
    return tuple(tiles[i] for i in best[2])


def plan(moves, hand, seat: int, own_end: int, own_marker: bool, ending: bool, chain=None):
    """The Planner's pick among ``moves`` (two or more plays) for a seat
    holding ``hand`` whose own train ends in ``own_end``; ``ending``: the
    round looks near its end. Shared by ``Planner`` and the playouts of
    ``MonteCarlo``, which pass the seat's ``chain`` kept from move to move:
    then the chain a move would leave is estimated rather than searched.
    """
    exact = chain is None
    if exact:
        chain = longest_chain(hand, own_end)
    first = chain[0] if chain else None
    in_chain = set(chain)
    chains: dict = {}
    best, best_key = None, None
    for m in moves:
        t = m.tile
        on_own = m.train == seat
        if t is first and on_own:
            length = len(chain) - 1  # the chain goes on from the tile just played
        elif not on_own and t not in in_chain:
            length = len(chain)  # a spare: the chain is untouched
        elif not exact:
            length = chain.index(t) if not on_own else 0  # the part before t stays
        else:
            end = t.other(own_end) if on_own else own_end
            if (t, end) not in chains:
                chains[t, end] = len(longest_chain([x for x in hand if x is not t], end))
            length = chains[t, end]
        # Minus the tiles that will need a train other than our own.
        score = length - (len(hand) - 1)
        if t.is_double:
            # A covered double sheds one more tile this turn; an uncovered
            # one stalls us and opens our train to everyone (R11).
            score += 1 if coverable(t, hand) else -2
        if on_own and own_marker:
            score += 1  # taking the marker off keeps the chain ours (R10)
        key = (t.pips, score) if ending else (score, t.pips)
        if best_key is None or key > best_key:
            best, best_key = m, key
    return best


def near_end(hand_sizes, seat: int, endgame: int) -> bool:
    """Does an opponent hold ``endgame`` tiles or fewer?"""
    return any(n <= endgame for s, n in enumerate(hand_sizes) if s != seat)


class Planner(Bot):
    """Keeps its longest chain for its own train and spends the rest elsewhere.

    ``endgame``: when an opponent holds this many tiles or fewer, the round
    is taken to be ending and the heaviest tiles go first.

    >>> import mextrain as mt
    >>> rnd = mt.Round.new(4, seed=2)
    >>> Planner().choose(rnd.view(0)) in rnd.legal_moves()
    True
    """

    name = "planner"

    def __init__(self, endgame: int = ENDGAME):
        self.endgame = endgame

    def choose(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:  # a forced draw, pass or play
            return moves[0]
        own = view.trains[view.seat]
        return plan(moves, view.hand, view.seat, own.open_end, own.marker,
                    near_end(view.hand_sizes, view.seat, self.endgame))

    def __repr__(self) -> str:
        return f"Planner(endgame={self.endgame})" if self.endgame != ENDGAME else "Planner()"
