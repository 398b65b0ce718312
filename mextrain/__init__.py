"""mextrain: learn and play the domino game Mexican Train in Jupyter.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=1)
>>> len(rnd.hands[0]), len(rnd.boneyard), str(rnd.engine)
(15, 30, '12-12')
"""

from .errors import IllegalMove, InvalidPosition
from .match import Match
from .moves import MEXICAN, Draw, Move, Pass, Play
from .round import Round, Train
from .rules import Rules
from .tiles import Tile, full_set
from .view import View

__all__ = [
    "IllegalMove", "InvalidPosition", "Tile", "full_set", "Rules", "Move", "Play", "Draw",
    "Pass", "MEXICAN", "Round", "Train", "View", "Match",
]
__version__ = "0.1.0"
