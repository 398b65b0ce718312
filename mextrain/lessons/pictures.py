"""The pictures a lesson shows between its exercises, by name: a scene of
the bank (a position), or a teaching picture ("turn", "seating-4",
"grid", "grid-7", "card"), or one of lesson 08's (``gallery``).

``show(name)`` returns an object a notebook displays as an HTML image
(``mextrain.svg.teaching.inline``): JupyterLab draws it even before the
notebook is trusted or run, and it shrinks to the notebook's width. So does
``show(svg)`` for a picture drawn in the lesson (a chart of a simulation). The
drawing is imported only when shown, so this module loads no svgwrite.

>>> p = show("seating-4")
>>> p.title
'4 players round the table'
"""

from __future__ import annotations

import re

from ..words import words as kit_words

__all__ = ["show", "Shown"]


class Shown:
    """A picture as a notebook shows it: ``svg`` (the SVG text), ``title``."""

    def __init__(self, svg: str):
        from ..svg.teaching import _title
        self.svg = svg
        self.title = getattr(svg, "caption", "") or _title(svg)  # a chart's title is not in its SVG

    def _repr_mimebundle_(self, include=None, exclude=None):
        from ..svg.teaching import inline
        from ..words import teaching
        return {"text/html": inline(self.svg), "text/plain": teaching.picture_alt(kit_words(), self.title)}


def show(name: str, words=None) -> Shown:
    """The picture ``name``: see the module's docstring; or a picture the
    kit drew already (SVG text, as ``Results.chart()`` gives)."""
    if name.lstrip().startswith("<svg"):
        return Shown(name)
    from ..svg import teaching
    from ..words.exercises import seat_names
    from .bank import scene
    w = kit_words() if words is None else kit_words(words)
    if name == "turn":
        return Shown(teaching.turn_flowchart(w))
    if name == "card":
        return Shown(teaching.rules_card(w))
    seats = re.fullmatch(r"seating-([0-9]{1,2})", name)
    if seats:
        return Shown(teaching.seating(int(seats[1]), words=w))
    grid = re.fullmatch(r"grid(?:-([0-9]{1,2}))?", name)
    if grid:
        return Shown(teaching.tile_grid(12, None if grid[1] is None else int(grid[1]), words=w))
    from .gallery import PICTURES
    if name in PICTURES:
        return Shown(PICTURES[name](w))
    spec = scene(name)
    state = spec.position.build()
    if hasattr(state, "round_scores"):
        return Shown(teaching.score_table(state, words=w))
    return Shown(teaching.exercise_table(state, spec.seat, names=seat_names(w, state.players),
                                         highlight=list(spec.highlight) or None, words=w, scores=True))
