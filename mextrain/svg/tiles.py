"""Single tiles and hands.

>>> import mextrain as mt
>>> svg = mt.svg.tile(mt.Tile(12, 5))
>>> svg.startswith("<svg") and "<title>Tile 12-5</title>" in svg
True
>>> 'id="hand-tile-6-6"' in mt.svg.hand([mt.Tile(6, 6), mt.Tile(6, 1)])
True
"""

from __future__ import annotations

from ..tiles import Tile
from ..words import pictures as say
from ..words import words as default_words
from .canvas import HINT, MARK, Canvas


def tile(t: Tile, vertical: bool = False, first: int | None = None, face_down: bool = False,
         style: str | None = None, palette: str | None = None, size: float | None = None, words=None) -> str:
    """One tile as SVG text.

    ``first`` is the number on the left (top when ``vertical``), the high
    end unless told; ``style`` ``"pips"`` or ``"numerals"``; ``palette``
    ``"traditional"`` or ``"colorblind"`` (None: the kit's, see
    ``set_style``); ``size`` the width in pixels;
    ``words`` a ``mextrain.words.Words`` (its language).
    """
    w = words if words is not None else default_words()
    if not isinstance(t, Tile):
        raise ValueError(f"tile() draws a mextrain.Tile, not {type(t).__name__}")
    if first is not None and not t.has(first):
        raise ValueError(f"first must be one of the tile's numbers {t.high} or {t.low}, not {first!r}")
    c = Canvas(unit=40, style=style, palette=palette)
    c.dwg.add(c.tile(t, 2, 2, vertical=vertical, first=first, face_down=face_down,
                     id=None if face_down else f"tile-{t}"))
    width, height = (44, 84) if vertical else (84, 44)
    if face_down:
        return c.finish(width, height, say.face_down_title(w), say.face_down_desc(w), size)
    return c.finish(width, height, say.tile_title(w, t), say.tile_desc(w, t), size)


def draw_hand(c: Canvas, tiles, x: float, y: float, width: float, unit: float,
              playable=frozenset(), marked=frozenset(), face_down: bool = False,
              ids: bool = True):
    """Upright tiles in rows from (x, y) within ``width``; returns the height used.

    Hand tiles carry class ``hand-tile``, id ``hand-tile-12-5`` and
    ``data-tile`` so widgets find them; ``playable`` tiles get a green
    ring and class ``playable`` (hints), ``marked`` ones a purple ring.
    """
    step = unit + max(6, unit * 0.25)
    per_row = max(1, int((width + step - unit) // step))
    rows = 0
    for i, t in enumerate(tiles):
        row, col = divmod(i, per_row)
        rows = row + 1
        cls, ring = "hand-tile", None
        if t in marked:
            cls, ring = "hand-tile highlight", MARK
        elif t in playable:
            cls, ring = "hand-tile playable", HINT
        c.dwg.add(c.tile(t, x + col * step, y + row * (2 * unit + 10), vertical=True, unit=unit,
                         face_down=face_down, cls=cls, ring=ring,
                         id=f"hand-tile-{t}" if ids and not face_down else None))
    return rows * (2 * unit + 10) - 10 if rows else 0


def hand(tiles, face_down: bool = False, playable=(), highlight=(), style: str | None = None,
         palette: str | None = None, size: float | None = None, width: float = 640,
         name: str | None = None, words=None) -> str:
    """A hand of tiles, upright, as SVG text (face down to hide it).

    ``playable`` tiles are ringed in green, ``highlight`` ones in purple;
    ``width`` is where rows wrap (natural pixels); ``name`` the owner, for
    the title.
    """
    tiles = tuple(tiles)
    for t in tiles:
        if not isinstance(t, Tile):
            raise ValueError(f"a hand holds mextrain.Tile objects, not {type(t).__name__}")
    unit = 30
    c = Canvas(unit=unit, style=style, palette=palette)
    fit = min(width, max(1, len(tiles)) * (unit + 8) + 4)
    h = draw_hand(c, tiles, 4, 4, fit - 8, unit, frozenset(playable), frozenset(highlight), face_down)
    w = words if words is not None else default_words()
    desc = say.hand_desc(w, name, tiles, face_down, set(playable))
    return c.finish(fit, max(h, 2 * unit) + 8, say.hand_title(w, name, len(tiles)), desc, size)
