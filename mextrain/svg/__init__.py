"""Pictures: tiles, trains, hands, the table and score sheets as SVG text.

Pure functions from engine objects to SVG strings (``canvas``'s light
elements written straight to text); the
engine never imports this package. Every picture has a ``<title>`` and a
``<desc>`` in words, stable ids and classes (``tile-12-5``, ``hand-tile-12-5``,
``train-mexican``, ``marker-2``) and ``data-tile``/``data-train`` for widgets,
and the same input always gives the same text. ``set_style`` picks the
kit-wide look (pips or numerals, traditional or colour-blind safe colours)
of every picture not given one.

>>> import mextrain as mt
>>> mt.svg.table(mt.Round.new(2, seed=5)) == mt.svg.table(mt.Round.new(2, seed=5))
True
"""

from __future__ import annotations

import os

from .canvas import symbol_sheet
from .palette import PALETTES, STYLES, set_style
from .sheets import score_sheet
from .table import seat_hand, table, train
from .tiles import hand, tile

__all__ = ["tile", "hand", "seat_hand", "train", "table", "score_sheet", "symbol_sheet", "save", "set_style",
           "PALETTES", "STYLES"]


def save(picture, path) -> str:
    """Write a picture to ``path`` (an ``.svg`` file) and return the path.

    ``picture`` is SVG text from this package, or anything that draws
    itself (a Tile, Round, View or Match).
    """
    if not isinstance(picture, str):
        draw = getattr(picture, "_repr_svg_", None)
        if draw is None:
            raise ValueError(f"save() writes SVG text or a Tile, Round, View or Match, not {type(picture).__name__}")
        picture = draw()
    if not picture.startswith("<svg"):
        raise ValueError("save() writes SVG text as drawn by mextrain.svg; this text is not a picture")
    with open(path, "w", encoding="utf-8") as f:
        f.write(picture)
    return os.fspath(path)
