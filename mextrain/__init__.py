"""mextrain: learn and play the domino game Mexican Train in Jupyter.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=1)
>>> len(rnd.hands[0]), len(rnd.boneyard), str(rnd.engine)
(15, 30, '12-12')

The engine is imported at once; pictures (``mt.svg``), widgets
(``mt.widgets``, ``mt.play``), bots (``mt.bots``) and ``mt.simulate`` load on
first use, so the engine runs without svgwrite or ipywidgets.
"""

import importlib

from .errors import IllegalMove, InvalidPosition
from .match import Match
from .moves import MEXICAN, Draw, Move, Pass, Play
from .round import Round, Train
from .rules import Rules
from .tiles import Tile, full_set
from .view import View

__all__ = [
    "IllegalMove", "InvalidPosition", "Tile", "full_set", "Rules", "Move", "Play", "Draw",
    "Pass", "MEXICAN", "Round", "Train", "View", "Match", "svg", "widgets", "bots",
    "simulate", "play",
]
__version__ = "0.1.0"

_LAZY_MODULES = ("svg", "widgets", "bots")
_LAZY_NAMES = {"simulate": ("simulate", "simulate"), "play": ("widgets", "play")}


def __getattr__(name):
    if name in _LAZY_MODULES:
        return importlib.import_module(f".{name}", __name__)
    if name in _LAZY_NAMES:
        module, attr = _LAZY_NAMES[name]
        value = getattr(importlib.import_module(f".{module}", __name__), attr)
        # Importing mextrain.simulate binds the *module* to mt.simulate; put
        # the function back so the second mt.simulate is still the function.
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mextrain' has no attribute {name!r}")
