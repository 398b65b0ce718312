"""``Random``: a uniformly random legal move; the baseline every bot must beat."""

from __future__ import annotations

import random

from .base import Bot


class Random(Bot):
    """Picks uniformly among the legal moves, reproducibly for a seed.

    >>> import mextrain as mt
    >>> rnd = mt.Round.new(4, seed=2)
    >>> Random(5).choose(rnd.view(0)) in rnd.legal_moves()
    True
    """

    name = "random"

    def __init__(self, seed=None):
        self.seed = seed
        self._rng = random.Random(seed)

    def reset(self, seed) -> None:
        self._rng = random.Random(f"{self.seed}/{seed}")

    def choose(self, view):
        return self._rng.choice(view.legal_moves())

    def __repr__(self) -> str:
        return f"Random({self.seed!r})"
