"""Moves: ``Play(tile, train)``, ``Draw()``, ``Pass()`` (R7-R9).

Moves are immutable and interned, so the engine compares them by identity.

>>> from mextrain.tiles import Tile
>>> m = Play(Tile(5, 12), "mexican")
>>> str(m), Move.parse("play 5-12 on mexican") is m
('play 12-5 on mexican', True)
>>> str(Play(Tile(7, 3), 2)), Move.parse("draw"), Move.parse("pass")
('play 7-3 on 2', Draw(), Pass())
>>> Move.parse("play 7-3 on the moon")
Traceback (most recent call last):
...
ValueError: not a train: 'the moon'; write 'mexican' or a seat number 0..11
"""

from __future__ import annotations

import re

from .tiles import MAX_PIP_LIMIT, TILES, Tile
from .trains import MAX_SEATS, MEXICAN, TRAIN_NAMES, TrainId, check_train, parse_train

__all__ = ["Move", "Play", "Draw", "Pass", "MEXICAN", "MAX_SEATS", "TRAIN_NAMES", "check_train", "parse_train"]

_PLAY_RE = re.compile(r"\s*play\s+(\S+)\s+on\s+(.+?)\s*\Z", re.IGNORECASE | re.ASCII)


class Move:
    """Base of the three kinds of move."""

    __slots__ = ()

    @staticmethod
    def parse(text: str, max_pip: int = MAX_PIP_LIMIT) -> Move:
        """Read a move as ``str(move)`` writes it; the train as
        ``parse_train`` reads it (``"play 7-3 on train 2"``)."""
        if not isinstance(text, str):
            raise ValueError(f"a move is written as text like 'play 12-5 on mexican', not {type(text).__name__}")
        word = text.strip().lower()
        if word == "draw":
            return DRAW
        if word == "pass":
            return PASS
        m = _PLAY_RE.match(text)
        if not m:
            shown = text if len(text) <= 40 else text[:40] + "..."
            raise ValueError(f"not a move: {shown!r}; write 'play 12-5 on mexican', 'play 7-3 on 2', 'draw' or 'pass'")
        return Play(Tile.parse(m[1], max_pip=max_pip), parse_train(m[2]))


class Play(Move):
    """Play ``tile`` on ``train`` (a seat number or ``"mexican"``)."""

    __slots__ = ("tile", "train", "_str")
    tile: Tile
    train: TrainId
    _str: str

    def __new__(cls, tile: Tile, train: TrainId) -> Play:
        try:
            if type(train) is bool:
                raise TypeError
            return _PLAYS[tile.id][train]
        except (AttributeError, KeyError, TypeError, IndexError):
            pass
        if not isinstance(tile, Tile):
            raise ValueError(f"Play needs a Tile, not {tile!r}")
        check_train(train)
        raise AssertionError("unreachable: every play is interned")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("moves are immutable")

    def __reduce__(self) -> tuple[type[Play], tuple[Tile, TrainId]]:
        return (Play, (self.tile, self.train))

    def __copy__(self) -> Play:
        return self

    def __deepcopy__(self, memo: object) -> Play:
        return self

    def __repr__(self) -> str:
        return f"Play({self.tile!r}, {self.train!r})"

    def __str__(self) -> str:
        return self._str


class Draw(Move):
    """Draw one tile from the boneyard (R9)."""

    __slots__ = ()

    def __new__(cls) -> Draw:
        return DRAW

    def __repr__(self) -> str:
        return "Draw()"

    def __str__(self) -> str:
        return "draw"

    def __reduce__(self) -> tuple[type[Draw], tuple[()]]:
        return (Draw, ())


class Pass(Move):
    """Pass; a marker goes on your train (R9, R10)."""

    __slots__ = ()

    def __new__(cls) -> Pass:
        return PASS

    def __repr__(self) -> str:
        return "Pass()"

    def __str__(self) -> str:
        return "pass"

    def __reduce__(self) -> tuple[type[Pass], tuple[()]]:
        return (Pass, ())


def _make_play(tile: Tile, train: TrainId) -> Play:
    p = object.__new__(Play)
    object.__setattr__(p, "tile", tile)
    object.__setattr__(p, "train", train)
    object.__setattr__(p, "_str", f"play {tile} on {train}")
    return p


#: _PLAYS[tile id][train name] is the one Play object for that pair.
_PLAYS = [{train: _make_play(t, train) for train in TRAIN_NAMES} for t in TILES]
DRAW = object.__new__(Draw)
PASS = object.__new__(Pass)
