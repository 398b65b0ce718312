"""An exercise of the bank on a classroom device: the card a student sees
before answering, the tutor's reply after each try, and the answer read
back from the page's JSON.

The card holds what the notebook's widget shows before the answer -- the
heading, the question, the picture, the choices -- and nothing the engine
worked out about the answer: a tile or a train clicked on the table goes
through the table's one front-end (``mextrain/front/table.js``) as a frame
with no legal moves, no fits and no notices (each would name an answer),
every train of the table a target. The explanation travels only in a reply
to a committed answer (the ``Attempt`` decides when).

>>> from mextrain import lessons
>>> from mextrain.lessons.tutor import Attempt
>>> a = Attempt(lessons.exercise("01-deal-1"), progress=None)
>>> c = card(a, 0, 3)
>>> c["kind"], c["index"], c["count"], "18" in str(c)
('number', 0, 3, False)
>>> reply(a, a.check(read(a, {"answer": "18"})))["correct"]
True
"""

from __future__ import annotations

from ..frames import FRAME_FORMAT
from ..lessons import display
from ..lessons.bank import Choice, MakeMove, Number, Scores, Tiles, Trains
from ..lessons.checkers import read_tile, read_train
from ..moves import Move, Play
from ..svg import screens
from ..words import exercises as say
from ..words import pictures as picture_words
from ..words.exercises import seat_names
from . import render

#: The kinds answered by clicking on the table (through table.js), and what a click picks there.
ON_TABLE = {Tiles: "tiles", Trains: "trains", MakeMove: "move"}
#: The most items an answer may hold (a hand, every move of a position).
MOST = 64


def kind_of(ex) -> str:
    """How the page lets the student answer ``ex``."""
    kind = ex.kind
    for cls, name in ON_TABLE.items():
        if isinstance(kind, cls):
            return name
    if isinstance(kind, Number):
        return "number"
    if isinstance(kind, Scores):
        return "scores"
    if isinstance(kind, Choice) and not kind.many:
        return "choice"
    return "many"


def options(attempt) -> list[list]:
    """[value, label] of the buttons of a choice or a many-answer exercise
    (the notebook's choices; a move as its text)."""
    if kind_of(attempt.exercise) not in ("choice", "many"):
        return []
    return [[str(value) if isinstance(value, Move) else value, label] for label, value in display.choices(attempt)]


def table(attempt, width: int, solved_state=None) -> dict:
    """The message table.js draws for a click-on-the-table exercise: the
    table for this screen's width, the hand of the player to act apart,
    every train a target; after a right move (``solved_state``), the table
    as the move left it, nothing more to pick."""
    ex, w, rnd = attempt.exercise, attempt.words, solved_state or attempt.state
    names = seat_names(w, rnd.players)
    seat = attempt.state.turn  # the learner's seat, also once the move is made
    view = rnd.view(seat)
    drawn = {"names": names, "words": w, "notices": False}
    board = screens.board(rnd.public_view(), render.BOARD_WIDTHS[render.screen(width)], 0, **drawn)
    hand = screens.hand(view, width, names=names, words=w)
    choose = None if solved_state is not None else ON_TABLE[type(ex.kind)]
    trains = [[str(name), picture_words.lane_label(w, name, seat)] for name in rnd.trains]
    frame = {
        "format": FRAME_FORMAT, "audience": {"kind": "device", "seat": seat, "language": w.language},
        "ply": 1 if solved_state is not None else 0, "round": 0, "rounds": 1, "names": list(names),
        # Only the hand it shows: a view's other facts (the double to cover, R12) would answer some exercises.
        "view": {"hands": {str(seat): [str(t) for t in view.hand]}, "penalties": None},
        "actor": None if choose is None else seat, "message": "", "legal": [], "fits": {},
        "trains": trains if choose in ("move", "trains") else [], "can_draw": False, "can_pass": False, "can_undo": False,
        "can_next": False, "cover": None, "notices": [], "log": [], "status": "", "totals": [], "heading": [],
        "over": False, "match_over": False, "choose": choose,
    }
    return {"frame": frame, "board": board, "hand": hand, "sheet": None, "standin": False, "game": ex.id,
            "width": width}


def card(attempt, index: int, count: int, width: int = 360) -> dict:
    """What the student sees of exercise ``index`` (of ``count``) before answering."""
    ex, w = attempt.exercise, attempt.words
    kind = kind_of(ex)
    doc = {"type": "exercise", "id": ex.id, "index": index, "count": count,
           "heading": say.exercise_heading(w, ex.id), "question": attempt.question, "kind": kind,
           "predicts": ex.predicts, "options": options(attempt), "picture": None, "table": None,
           "players": list(seat_names(w, attempt.state.players)) if kind == "scores" else [],
           "check": say.see_button(w) if ex.predicts else None}
    if kind in ON_TABLE.values():
        doc["table"] = table(attempt, width)
    else:
        doc["picture"] = display.picture(ex, attempt.state, w)
    return doc


def reply(attempt, said, answer=None, width: int = 360) -> dict:
    """The tutor's ``Reply`` to ``answer`` as a message; once the answer is
    given away, a prediction's picture of what happened and a right move's
    table after it."""
    ex = attempt.exercise
    doc = {"type": "reply", "id": ex.id, "correct": said.correct, "headline": said.headline,
           "lines": list(said.lines), "explained": said.explained, "revealed": None, "table": None,
           "solved": attempt.solved}
    if said.explained and ex.predicts:
        doc["revealed"] = display.revealed(ex, attempt)
    if said.correct and isinstance(ex.kind, MakeMove) and isinstance(answer, Play):
        after = attempt.state.copy()
        after.play(answer)
        doc["table"] = table(attempt, width, solved_state=after)
    return doc


def read(attempt, msg: dict):
    """The answer in a page's message, in the form ``Attempt.check`` takes;
    None (no answer) for anything malformed, which the tutor then asks for
    again in words."""
    kind, rnd = kind_of(attempt.exercise), attempt.state
    value = msg.get("answer")
    if kind == "number":
        return value if isinstance(value, (str, int)) and not isinstance(value, bool) and len(str(value)) <= 20 \
            else None
    if kind == "choice":
        return value if isinstance(value, (str, int)) and not isinstance(value, bool) else None
    if kind == "move":
        if not (isinstance(value, dict) and isinstance(value.get("tile"), str) and isinstance(value.get("train"), str)):
            return None
        try:
            return Play(read_tile(rnd, value["tile"][:8]), read_train(rnd, value["train"][:16]))
        except ValueError:
            return None
    if not isinstance(value, list) or len(value) > MOST:
        return None
    if kind == "scores":
        return value if all(type(v) is int for v in value) else None
    if not all(isinstance(v, (str, int)) and not isinstance(v, bool) and len(str(v)) <= 24 for v in value):
        return None
    return value
