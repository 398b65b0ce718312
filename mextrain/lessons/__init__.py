"""Lessons and exercises without a user interface: the exercise bank,
the tutor, progress, positions and checkers.

A lesson shows an exercise of the bank with ``exercise("02-marker-1")``
and a picture with ``show("turn")``; ``progress()`` tells which rules the
learner got right at the first try. Every exercise is data (``bank``):
its position, question, answer, hints, explanation and the feedback for
common wrong answers, each answer checked against the engine when the bank
loads. The ``Attempt`` (``tutor``) says what a learner hears after a try.

Below that, a lesson sets up a table with ``position`` (name only the
tiles that matter), and a *checker* compares an answer with the engine's
and returns a ``Feedback`` -- right or not, and why, one line per finding,
each citing the rule ids of docs/RULES.md. The checkers decide from the
engine's data alone and take their words from ``mextrain.words.lessons``;
the exercise widget (``mextrain.widgets.exercises``) only shows the position
and collects the answer, and registers how an exercise displays
(``display``). Importing this package loads no ipywidgets, anywidget,
traitlets or svgwrite.

>>> from mextrain import lessons
>>> rnd = lessons.position(["12-5 7-3 5-5", "4-2"])
>>> lessons.check_playable(rnd, ["12-5"]).correct
True
>>> print(lessons.check_playable(rnd, ["12-5", "7-3"]))
Not quite.
- 7-3 cannot be played now. 7-3 matches no open end you may use (the Mexican train: 12, your own train: 12) (R6).
>>> [f.rules for f in lessons.check_playable(rnd, ["12-5", "7-3"]).findings]
[(<Rule.R6: 'R6'>,)]
>>> lessons.exercise("02-marker-1").rules
('R10', 'R6')
"""

from . import findings
from .bank import Exercise, exercise, exercises
from .checkers import (Feedback, check_blocked, check_moves, check_playable, check_scores, check_trains,
                       check_value, check_winners)
from .pictures import show
from .positions import document, position
from .progress import export_progress, import_progress, progress
from .tutor import Attempt, Reply

__all__ = [
    "Feedback", "check_playable", "check_trains", "check_moves", "check_scores", "check_blocked",
    "check_winners", "check_value", "position", "document", "findings",
    "Exercise", "exercise", "exercises", "Attempt", "Reply", "show", "progress",
    "export_progress", "import_progress",
]
