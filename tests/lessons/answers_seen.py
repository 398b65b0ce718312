"""What would give an exercise's answer away, as text to look for: shared by
the tests of the tutor's replies and of the lessons' notebooks."""

from __future__ import annotations

import re

from mextrain.lessons.bank import Choice, MakeMove, Moves, Number, Scores, Tiles, Trains, Winners
from mextrain.moves import Draw, Pass
from mextrain.words import exercises as say

YES_NO = {"yes", "no"}


def answer_tokens(attempt) -> list[str]:
    """The words that would name the answer of ``attempt``'s exercise.

    Numbers stand alone (21, not the 21 of "12-21"); tiles and moves as the
    buttons write them; trains only when they are another player's (your
    own train and the Mexican train are the rule's own words, R7); the right
    option of a choice unless it is yes or no (a reader must judge those).
    """
    ex, w, truth = attempt.exercise, attempt.words, attempt.truth
    kind = ex.kind
    if isinstance(kind, Number):
        return [str(truth)]
    if isinstance(kind, Scores):
        return sorted({str(p) for p in truth if p})
    if isinstance(kind, Choice):
        labels = dict(attempt.option_labels())
        keys = truth if kind.many else {truth}
        return [labels[k] for k in keys if labels[k] not in YES_NO]
    if isinstance(kind, Tiles):
        return [str(t) for t in truth]
    if isinstance(kind, MakeMove):  # the tile may be given: the answer is where it goes
        return sorted(say.move_label(w, m) for m in truth)
    if isinstance(kind, Moves):
        return [say.move_label(w, m) for m in truth if not isinstance(m, (Draw, Pass))] + \
               [say.move_label(w, m) for m in truth if isinstance(m, (Draw, Pass))]
    if isinstance(kind, Trains):
        turn = attempt.state.turn
        return [w.train(name) for name in truth if name not in ("mexican", turn)]
    if isinstance(kind, Winners):
        return [w.player(s) for s in truth]
    raise ValueError(type(kind).__name__)


def section_tokens(attempt) -> list[str]:
    """The words of ``attempt``'s answer that the story of its section may
    not say: its answer less "draw" and "pass", which are the rule's own
    words (R9) there, not this position's answer."""
    moves = [say.move_label(attempt.words, m) for m in attempt.truth
             if isinstance(m, (Draw, Pass))] if isinstance(attempt.exercise.kind, Moves) else []
    return [t for t in answer_tokens(attempt) if t not in moves]


def found(tokens, text: str, names=()) -> list[str]:
    """The tokens that ``text`` contains, each as a whole word or number;
    ``names`` (the players') are taken out first, so "Player 1" names a
    player, not the number 1."""
    for name in names:
        text = text.replace(name, "")
    hits = []
    for token in tokens:
        if re.search(rf"(?<![\w-]){re.escape(token)}(?![\w-])", text):
            hits.append(token)
    return hits
