"""Bots: opponents at several levels, each choosing from a ``View`` only.

>>> import mextrain as mt
>>> sorted(mt.bots.NAMES)
['greedy', 'montecarlo', 'planner', 'random']
>>> mt.bots.get("greedy")
Greedy()
>>> mt.bots.get("cheater")
Traceback (most recent call last):
...
ValueError: unknown bot 'cheater'; the bots are: random, greedy, planner, montecarlo

Strength, weakest first: ``Random`` < ``Greedy`` < ``Planner`` <
``MonteCarlo`` (mean penalty per round; see the README's strength table).
"""

from .base import Bot, BotError
from .greedy import Greedy
from .montecarlo import MonteCarlo
from .planner import Planner, longest_chain
from .random import Random

__all__ = ["Bot", "BotError", "Random", "Greedy", "Planner", "MonteCarlo", "longest_chain", "get", "NAMES"]

#: Bot name -> class, weakest first.
NAMES = {"random": Random, "greedy": Greedy, "planner": Planner, "montecarlo": MonteCarlo}


def get(name: str, **options) -> Bot:
    """A new bot by name (``'random'``, ``'greedy'``, ``'planner'``,
    ``'montecarlo'``); ``options`` go to its constructor."""
    cls = NAMES.get(name.strip().lower()) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"unknown bot {name!r}; the bots are: {', '.join(NAMES)}")
    return cls(**options)
