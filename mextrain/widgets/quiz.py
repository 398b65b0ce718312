"""The older exercise widgets' names (docs/API.md), on the one exercise stack.

Each builds an exercise of the bank's kinds (``mextrain.lessons.bank``) on
the position you give -- a snapshot of it, so a notebook may play on while
the learner answers -- and returns its ``ExerciseWidget``: ``.answer``,
``.check()``, ``.last`` (the latest ``Feedback``), the tutor's replies. The
checkers and ``position`` are re-exported under their old names.

>>> from mextrain.widgets import quiz
>>> rnd = quiz.position(["12-5 7-3 5-5", "4-2"])
>>> w = quiz.PlayableTiles(rnd)
>>> list(w.toggles), w.attempt.question
(['5-5', '7-3', '12-5'], 'Player 1 is to play. Click every tile they could play, then Check.')
>>> w.answer = ["12-5", "7-3"]
>>> w.check().correct
False
>>> w.answer = ["12-5"]
>>> w.check().correct
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..lessons import (Feedback, check_blocked, check_moves, check_playable, check_scores, check_trains,
                       check_value, check_winners, position)
from ..lessons import bank
from ..lessons.checkers import asked_tile, ended, ended_match
from ..match import Match
from ..svg import teaching
from ..words import Words
from ..words import lessons as say
from ..words import words as kit_words
from ..words.exercises import YES_NO, Tp
from .exercises import ExerciseWidget

__all__ = [
    "Feedback", "check_playable", "check_trains", "check_moves", "check_scores", "check_blocked",
    "check_winners", "check_value", "PlayableTiles", "WhichTrains", "LegalMoves", "Scores",
    "Blocked", "Winners", "Ask", "position",
]


@dataclass(frozen=True)
class _Given:
    """The position given, kept as a snapshot: each ``build`` is a fresh copy."""

    state: Any

    def build(self):
        if isinstance(self.state, Match):
            return Match.from_json(self.state.to_json())
        return self.state.copy()


@dataclass(frozen=True)
class _Said:
    """A text already in the learner's words (a prompt given, or said by the
    words layer when the widget was made)."""

    text: str
    plural = None
    context = None

    def say(self, w, **fields) -> str:
        return self.text


def _widget(state, kind, prompt: str, words: Words | None, why: str = "", **shown) -> ExerciseWidget:
    """``state`` (a round, a match; a position to build, as ``RulesOnly``)
    asked about as ``kind`` asks, ``why`` said after a right answer."""
    where = state if hasattr(state, "build") else _Given(state)
    ex = bank.Exercise("", (), where, kind, _Said(prompt), None, (), _Said(why), **shown)
    return ExerciseWidget(ex, words=words, progress=None)


def _words(words: Words | None) -> Words:
    return kit_words() if words is None else words


def PlayableTiles(rnd, prompt: str | None = None, *, words: Words | None = None) -> ExerciseWidget:
    """"Click every tile you could play here", for the player to act."""
    return _widget(rnd, bank.Tiles(), prompt or say.playable_prompt(_words(words), rnd.turn), words)


def WhichTrains(rnd, tile, prompt: str | None = None, *, words: Words | None = None) -> ExerciseWidget:
    """"Which trains may this tile go on?", for the player to act."""
    tile = asked_tile(rnd, tile)
    return _widget(rnd, bank.Trains(str(tile)), prompt or say.trains_prompt(_words(words), rnd.turn, tile),
                   words)


def LegalMoves(rnd, prompt: str | None = None, *, words: Words | None = None) -> ExerciseWidget:
    """"Predict the legal moves" among every play whose tile matches some open end, draw and pass."""
    return _widget(rnd, bank.Moves(), prompt or say.moves_prompt(_words(words), rnd.turn), words)


def Scores(rnd, prompt: str | None = None, *, words: Words | None = None) -> ExerciseWidget:
    """"What does each player score?" once the round is over; the picture
    leaves out the pips and penalties, which are the answer."""
    return _widget(ended(rnd), bank.Scores(), prompt or say.scores_prompt(_words(words)), words, seat="all")


_BLOCKED = ((True, Tp("choice", "blocked")), (False, Tp("choice", "not blocked")))


def Blocked(rnd, prompt: str | None = None, *, words: Words | None = None) -> ExerciseWidget:
    """"Is this round blocked?" (R14)."""
    w = _words(words)
    why = " ".join(check_blocked(rnd, rnd.is_blocked, words=w).details)  # blocked, or why not
    return _widget(rnd, bank.Choice(_BLOCKED, lambda r: r.is_blocked), prompt or say.blocked_prompt(w), words, why,
                   seat="all")


def Winners(match, prompt: str | None = None, *, words: Words | None = None) -> ExerciseWidget:
    """"Who wins the match?" once it is over (R17): pick every winner."""
    return _widget(ended_match(match), bank.Winners(), prompt or say.winners_prompt(_words(words)), words,
                   picture="sheet")


def Ask(prompt: str, truth, why: str, picture: str = "", *, words: Words | None = None) -> ExerciseWidget:
    """A question with one right value the engine computed -- a whole number,
    or True/False (then two buttons) -- with ``why`` citing the rule, said
    once the learner is right or asks; ``picture``: an SVG to show with it."""
    if isinstance(truth, bool):
        kind = bank.Choice(YES_NO, lambda _rules: truth)
    elif isinstance(truth, int):
        kind = bank.Number(lambda _rules: truth)
    else:
        raise TypeError(f"Ask takes a whole number or True/False as the truth, not {type(truth).__name__}")
    widget = _widget(bank.RulesOnly(), kind, prompt, words, why, picture=None)
    if picture:
        widget.picture.value = teaching.inline(picture)
        widget.picture.layout.display = "block"
    return widget
