"""mextrain: learn and play the domino game Mexican Train in Jupyter.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=1)
>>> len(rnd.hands[0]), len(rnd.boneyard), str(rnd.engine)
(15, 30, '12-12')

The engine, the bots (``mt.bots``) and ``mt.simulate`` are imported at
once; reasons (``mt.reasons``), words (``mt.words``, ``mt.set_language``),
``mt.Session``, pictures (``mt.svg``, ``mt.set_style``), widgets (``mt.widgets``,
``mt.play``) and lessons (``mt.lessons``) load on first use, so the engine
runs without svgwrite or ipywidgets and starts quickly.
"""

import importlib
import sys

from . import bots, simulation
from .errors import IllegalMove, InvalidPosition, InvalidSetup
from .match import Match
from .moves import Draw, Move, Pass, Play
from .round import Round, Train
from .rules import CoverOrder, HandSizes, MatchLength, Rules
from .simulation import simulate
from .tiles import Tile, full_set
from .trains import MEXICAN, TrainId, check_train, parse_train
from .view import View

__all__ = [
    "IllegalMove", "InvalidPosition", "InvalidSetup", "Tile", "full_set", "Rules", "CoverOrder", "HandSizes", "MatchLength",
    "Move", "Play", "Draw", "Pass", "MEXICAN", "TrainId", "check_train", "parse_train", "Round", "Train", "View",
    "Match", "Session", "svg", "widgets", "bots", "simulate", "simulation", "play", "reasons", "words",
    "set_language", "set_style", "lessons", "classroom",
]
__version__ = "0.1.0"

# The simulation module used to be mextrain.simulate, the function's name.
# Old imports (`from mextrain.simulate import Estimate`) get the same module
# under that name; found in sys.modules, it is never bound over the function.
sys.modules[f"{__name__}.simulate"] = simulation

# Loaded on first use: pictures and widgets (svgwrite, ipywidgets), and what
# the engine's own play never needs (reasons, words, sessions, lessons).
_LAZY_MODULES = ("svg", "widgets", "lessons", "reasons", "words", "session")


def __getattr__(name):
    if name in _LAZY_MODULES:
        return importlib.import_module(f".{name}", __name__)
    if name == "play":
        return importlib.import_module(".widgets", __name__).play
    if name == "Session":
        return importlib.import_module(".session", __name__).Session
    if name == "set_language":
        return importlib.import_module(".words", __name__).set_language
    if name == "set_style":
        return importlib.import_module(".svg", __name__).set_style
    if name == "classroom":  # the classroom server, with mextrain[serve]
        return importlib.import_module(".serve", __name__).classroom
    raise AttributeError(f"module 'mextrain' has no attribute {name!r}")
