"""What a checker found, as data: one finding per line of feedback.

A checker compares the learner's answer with the engine's and records each
difference (or, for a right answer, each reason) as a small frozen object
carrying the facts: the tile, the train, the move, the seat, and the
engine's own ``Reason`` where the engine gives one. ``mextrain.words.lessons``
turns a finding into its sentence; tests compare findings, never wording.

Every finding has ``rules`` (the rule ids it rests on, the main one first),
like a ``Reason``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..moves import Move
from ..reasons import Reason, Rule, cites
from ..tiles import Tile


class Finding:
    """Base of every finding: ``rules``, the ids it cites."""

    __slots__ = ()
    rules: tuple[Rule, ...] = ()


def _of_reason():
    return property(lambda self: self.reason.rules)


# ---- the engine's word, as it stands -------------------------------------------------

@dataclass(frozen=True)
class Because(Finding):
    """The engine's ``reason`` (why a move is legal) or notice, on its own line."""

    reason: Reason
    rules = _of_reason()


# ---- tiles, trains and moves: picked wrongly, or missed ------------------------------

@dataclass(frozen=True)
class Picked(Finding):
    """The learner picked ``item`` -- a ``Tile`` no legal move plays, a
    train (``"mexican"`` or a seat) the asked tile may not go on, or an
    illegal ``Move`` -- and ``reason`` is the engine's why."""

    item: Tile | Move | int | str
    reason: Reason
    rules = _of_reason()


@dataclass(frozen=True)
class Missed(Finding):
    """The learner left out ``item`` -- a playable ``Tile``, a train the
    asked tile may go on, or a legal ``Move`` -- and ``reason`` is the
    engine's why it is right."""

    item: Tile | Move | int | str
    reason: Reason
    rules = _of_reason()


@dataclass(frozen=True)
class NoTrain(Finding):
    """Rightly no train: ``tile`` may go nowhere now, because of ``reason``."""

    tile: Tile
    reason: Reason
    rules = _of_reason()


# ---- scores ------------------------------------------------------------------------

@dataclass(frozen=True)
class Score(Finding):
    """``seat`` scores ``total``, the penalty points of ``tiles`` (``points``
    each, by the rules' own count); the learner ``said``. ``double_blank``:
    what 0-0 counts when it is in the hand and counts more than its pips (C2),
    else None."""

    seat: int
    said: int
    total: int
    tiles: tuple[Tile, ...]
    points: tuple[int, ...]
    double_blank: int | None = None

    @property
    def rules(self):
        if not self.tiles:
            return (Rule.R13, Rule.R15)
        return (Rule.R15, Rule.C2) if self.double_blank is not None else (Rule.R15,)


# ---- is the round blocked ------------------------------------------------------------

@dataclass(frozen=True)
class Blocked(Finding):
    """The round is blocked: the boneyard is empty and no hand holds any of ``ends``."""

    ends: tuple[int, ...]
    rules = cites(Rule.R14)


@dataclass(frozen=True)
class WentOut(Finding):
    """Not blocked: ``seat`` went out, which ended the round."""

    seat: int
    rules = cites(Rule.R13)


@dataclass(frozen=True)
class CanDraw(Finding):
    """Not blocked: the boneyard still has ``count`` tiles."""

    count: int
    rules = cites(Rule.R9, Rule.R14)


@dataclass(frozen=True)
class CanStillPlay(Finding):
    """Not blocked: ``seat`` can play once everyone before it who cannot
    has passed; ``reason`` is the engine's why that play is legal (its
    tile, train and open end); ``opens``: the train is another player's and
    opens to ``seat`` only by the marker its owner puts out on passing (R10)."""

    seat: int
    reason: Reason
    opens: bool = False

    @property
    def rules(self):
        return (Rule.R14, Rule.R10) if self.opens else (Rule.R14,)


# ---- who wins the match ----------------------------------------------------------------

@dataclass(frozen=True)
class Totals(Finding):
    """Each seat's total at the end of the match."""

    totals: tuple[int, ...]


@dataclass(frozen=True)
class Winner(Finding):
    """``seat`` has the lowest total, ``total``, alone."""

    seat: int
    total: int
    rules = cites(Rule.R17)


@dataclass(frozen=True)
class SharedWin(Finding):
    """``seats`` share the lowest total, ``total``: a draw."""

    seats: tuple[int, ...]
    total: int
    rules = cites(Rule.R17)
