"""``Greedy``: get the most pips out of the hand right now."""

from __future__ import annotations

from .base import Bot, coverable


class Greedy(Bot):
    """Plays its heaviest playable tile; a double first when it holds a tile
    to cover it (the double then costs no turn, R11). Ties go to the first
    legal move: own train, then the Mexican train, then marked trains.

    >>> import mextrain as mt
    >>> rnd = mt.Round.new(4, seed=2)
    >>> move = Greedy().choose(rnd.view(0))
    >>> move.tile.pips == max(m.tile.pips for m in rnd.legal_moves())
    True
    """

    name = "greedy"

    def choose(self, view):
        moves = view.legal_moves()
        if len(moves) == 1:  # a forced draw, pass or play
            return moves[0]
        hand = view.hand
        best, best_key = None, None
        for m in moves:
            t = m.tile
            key = (t.is_double and coverable(t, hand), t.pips)
            if best_key is None or key > best_key:
                best, best_key = m, key
        return best
