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

__all__ = ["Bot", "BotError", "Random", "Greedy", "Planner", "MonteCarlo", "longest_chain", "get", "describe",
           "NAMES"]

#: Bot name -> class, weakest first.
NAMES = {"random": Random, "greedy": Greedy, "planner": Planner, "montecarlo": MonteCarlo}


def get(name: str, **options) -> Bot:
    """A new bot by name (``'random'``, ``'greedy'``, ``'planner'``,
    ``'montecarlo'``); ``options`` go to its constructor."""
    cls = NAMES.get(name.strip().lower()) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"unknown bot {name!r}; the bots are: {', '.join(NAMES)}")
    return cls(**options)


def describe(name: str, language=None) -> str:
    """What the bot ``name`` does, in one sentence in ``language`` (None: the
    kit's, ``mt.set_language``).

    >>> describe("greedy")
    'Plays its heaviest playable tile; a double first when it holds a tile to cover it (the double then costs no turn, R11).'
    """
    from ..words import strategy, words
    get(name)  # refuses an unknown name in the same words
    return strategy.bot(words(language), name.strip().lower())
