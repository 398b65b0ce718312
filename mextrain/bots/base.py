"""What every bot shares: the ``Bot`` base class and ``BotError``.

A bot sees the table only through a ``View`` (R18): its own hand and the
public state. It never checks legality itself: the view's ``legal_moves()``
come from the engine, so the rules live in one place.
"""

from __future__ import annotations

from ..moves import Move
from ..tiles import Tile


class Bot:
    """A player: ``choose(view)`` returns one of ``view.legal_moves()``.

    Subclass it for your own bot; only ``choose`` is required. ``reset(seed)``
    is called by ``mt.simulate`` before every game with a seed of that game
    and seat, so a bot that draws random numbers gives the same results
    whatever order (or process) the games are played in.
    """

    name = "bot"

    def choose(self, view) -> Move:
        raise NotImplementedError(f"{type(self).__name__} must define choose(view) -> Move")

    def reset(self, seed) -> None:
        """Start a new game; bots without random choices ignore it."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class BotError(ValueError):
    """A bot misbehaved: it returned an illegal move or something that is
    not a move, or it raised an error. Names the bot and the seat;
    ``position`` is the round as JSON (``mt.Round.from_json(err.position)``
    reloads it) and ``move`` the move it returned, as text."""

    def __init__(self, message: str, bot: str | None = None, seat: int | None = None,
                 move: str | None = None, position: str | None = None):
        super().__init__(message)
        self.bot, self.seat, self.move, self.position = bot, seat, move, position

    def __reduce__(self):  # crosses process boundaries when simulate uses workers
        return (BotError, (self.args[0], self.bot, self.seat, self.move, self.position))


def coverable(double: Tile, hand) -> bool:
    """Does ``hand`` hold another tile to cover ``double`` with (R11)?"""
    n = double.high
    return any(t is not double and t.has(n) for t in hand)
