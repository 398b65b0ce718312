"""Another exercise like this one, from a seed: "Try another".

Some questions ask the same thing of any position -- how many tiles you
cannot see, what a hand scores, which moves are legal -- so a learner who
has answered one may practise on as many more as they like. Each family
here makes, from a seed, a round dealt and played by the engine and an
exercise on it whose answer is the engine's (``bank.verify`` checks it as it
checks the bank's). An exercise of the bank names its family as ``vary``;
``Exercise.another(seed)`` asks it. A variant is practice: its id is its
exercise's, and the widgets keep no progress of it.

>>> from mextrain import lessons
>>> ex = lessons.exercise("04-hidden-1").another(5)
>>> ex.id, ex.answer == ex.truth(), ex.vary is not None
('04-hidden-1', True, True)
"""

from __future__ import annotations

from dataclasses import replace
from itertools import count

from ..round import Round
from ..words.exercises import T
from .bank import Exercise, MoveText, Number, Played, SeatText, verify

__all__ = ["unseen", "penalty", "legal"]

#: Seeds tried after the one asked for, for a position the question fits.
TRIES = 200


def _position(players: int, seed: int, fits, plies: int | None = None) -> tuple[Played, Round]:
    """The first ``Played`` round from ``seed`` on whose built round ``fits``."""
    for s in count(seed):
        if s - seed > TRIES:
            raise ValueError(f"no position from seed {seed} fits")  # pragma: no cover - the families fit often
        position = Played(players, seed=s, plies=plies)
        rnd = position.build()
        if fits(rnd):
            return position, rnd


def _checked(ex: Exercise) -> Exercise:
    verify(ex)
    return ex


def unseen(ex: Exercise, seed: int) -> Exercise:
    """How many tiles can the player to act not see, a few turns into a
    four-player round (the texts of ``04-hidden-1``, which name the player
    and the counts the engine gives)."""
    position, rnd = _position(4, seed, lambda r: not r.is_over, plies=6 + seed * 7 % 24)
    return _checked(replace(ex, position=position, answer=len(rnd.view(rnd.turn).unseen()), wrong=(),
                            fields={**ex.fields, "player": SeatText(rnd.turn)}))


def _holds(rnd: Round, seat: int) -> str:
    return ", ".join(str(t) for t in rnd.hand(seat))


def penalty(ex: Exercise, seed: int) -> Exercise:
    """What one player scores at the end of a three-player round: a hand
    left with two tiles or more, so that there is something to add."""
    position, rnd = _position(3, seed, lambda r: r.is_over and any(len(r.hand(s)) >= 2 for s in range(3)))
    held = [s for s in range(3) if len(rnd.hand(s)) >= 2]
    seat = held[seed % len(held)]
    return _checked(replace(
        ex, position=position, kind=Number(lambda r, seat=seat: r.penalties[seat]), answer=rnd.penalties[seat],
        question=T("The round is over. What does {player} score?"),
        hints=(T("R15: a player scores the pips left in their hand: both ends of every tile."),
               T("{player} holds {tiles}. Add both ends of each tile, then add the tiles together.")),
        explanation=T("{player} holds {tiles}: a score of {score} (R15)."),
        wrong=(), fields={"player": SeatText(seat)}, seat="all",
        facts=lambda r, seat=seat: {"tiles": _holds(r, seat), "score": r.penalties[seat]}))


def legal(ex: Exercise, seed: int) -> Exercise:
    """Every legal move of the player to act, some turns into a four-player
    round."""
    position, rnd = _position(4, seed, lambda r: not r.is_over, plies=4 + seed % 16)
    return _checked(replace(
        ex, position=position, answer=frozenset(rnd.legal_moves()),
        question=T("You are {player}. Tick every legal move, then Check."),
        hints=(T("R6, R7: a tile fits a train you may use when one of its ends matches that train's open end. "
                 "R11: an open double must be covered first."),
               T("Compare each tile of your hand with the open end of your own train, the Mexican train and every "
                 "train with a marker. If none fits, what does R9 say?")),
        explanation=T("The legal moves here: {moves} (R6, R7, R9, R11)."),
        wrong=(), fields={"player": SeatText(rnd.turn)}, seat="turn",
        facts=lambda r: {"moves": tuple(MoveText(m) for m in r.legal_moves())}))
