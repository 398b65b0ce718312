"""Lessons and exercises without a user interface: positions and checkers.

A lesson sets up a table with ``position`` (name only the tiles that
matter) and asks a question; a *checker* compares the learner's answer with
the engine's and returns a ``Feedback`` -- right or not, and why, one line
per finding, each citing the rule ids of docs/RULES.md. The checkers decide
from the engine's data alone and take their words from
``mextrain.words.lessons``; the exercise widgets (``mextrain.widgets.quiz``)
only show the position and collect the answer. Nothing here imports
ipywidgets, anywidget, traitlets or svgwrite.

>>> from mextrain import lessons
>>> rnd = lessons.position(["12-5 7-3 5-5", "4-2"])
>>> lessons.check_playable(rnd, ["12-5"]).correct
True
>>> print(lessons.check_playable(rnd, ["12-5", "7-3"]))
Not quite.
- 7-3 cannot be played now. 7-3 matches no open end you may use (the Mexican train: 12, your own train: 12) (R6).
>>> [f.rules for f in lessons.check_playable(rnd, ["12-5", "7-3"]).findings]
[(<Rule.R6: 'R6'>,)]
"""

from . import findings
from .checkers import (Feedback, check_blocked, check_moves, check_playable, check_scores, check_trains,
                       check_value, check_winners)
from .positions import document, position

__all__ = [
    "Feedback", "check_playable", "check_trains", "check_moves", "check_scores", "check_blocked",
    "check_winners", "check_value", "position", "document", "findings",
]
