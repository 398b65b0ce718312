"""Tiles and sets (R1, C4).

Tiles are interned: ``Tile(5, 12) is Tile(12, 5)``. Each carries a small
integer ``id`` (its place in the order of all tiles), which the engine uses
to index hands and logs without hashing tuples.

>>> Tile(5, 12)
Tile(12, 5)
>>> str(Tile(5, 12)), Tile(5, 12).pips, Tile(6, 6).is_double
('12-5', 17, True)
>>> Tile.parse("3-9") == Tile(9, 3)
True
>>> len(full_set()), len(full_set(9))
(91, 55)
"""

from __future__ import annotations

import re

MAX_PIP_LIMIT = 18
# ASCII digits only: \d also matches "١٢" and "１２", which int() reads as 12.
_TILE_RE = re.compile(r"\s*([0-9]{1,2})\s*[-:|/]\s*([0-9]{1,2})\s*\Z", re.ASCII)


def tile_id(a: int, b: int) -> int:
    """The place of tile a-b in the order of all tiles (by high end, then low)."""
    hi, lo = (a, b) if a >= b else (b, a)
    return hi * (hi + 1) // 2 + lo


class Tile:
    """An unordered pair of pip numbers; hashable, ordered, interned."""

    __slots__ = ("high", "low", "pips", "is_double", "id", "_str")
    high: int
    low: int
    pips: int
    is_double: bool
    id: int
    _str: str

    def __new__(cls, a: int, b: int) -> Tile:
        if a.__class__ is int and b.__class__ is int:  # not floats or bools that hash alike
            tile = _BY_PAIR.get((a, b))
            if tile is not None:
                return tile
        for v in (a, b):
            if type(v) is not int:
                raise ValueError(f"a tile's ends are whole numbers, not {v!r}")
            if not 0 <= v <= MAX_PIP_LIMIT:
                raise ValueError(f"a tile's ends are 0..{MAX_PIP_LIMIT}, not {v}")
        raise AssertionError("unreachable: every valid tile is interned")

    @classmethod
    def _make(cls, hi: int, lo: int) -> Tile:
        t = object.__new__(cls)
        t.high, t.low = hi, lo
        t.pips = hi + lo
        t.is_double = hi == lo
        t.id = tile_id(hi, lo)
        t._str = f"{hi}-{lo}"
        return t

    def has(self, n: int) -> bool:
        """Does the tile carry the number n on either end?"""
        return self.high == n or self.low == n

    def other(self, n: int) -> int:
        """The end opposite to n.

        >>> Tile(12, 5).other(5)
        12
        >>> Tile(12, 5).other(4)
        Traceback (most recent call last):
        ...
        ValueError: tile 12-5 has no end 4
        """
        if self.high == n:
            return self.low
        if self.low == n:
            return self.high
        raise ValueError(f"tile {self} has no end {n}")

    @classmethod
    def parse(cls, text: str, max_pip: int = 12) -> Tile:
        """Read ``"12-5"`` (either order; ``-``, ``:``, ``|`` or ``/`` between).

        Ends above ``max_pip`` (12 unless told: the double-twelve set) are refused.

        >>> Tile.parse(" 5-12 ")
        Tile(12, 5)
        >>> Tile.parse("13-1")
        Traceback (most recent call last):
        ...
        ValueError: no tile '13-1' in a double-12 set: each end must be 0..12
        >>> Tile.parse("13-1", max_pip=15)
        Tile(13, 1)
        >>> Tile.parse("١٢-٥")
        Traceback (most recent call last):
        ...
        ValueError: not a tile: '١٢-٥'; write it as two numbers in the digits 0-9, like '12-5'
        """
        _check_max_pip(max_pip)
        if not isinstance(text, str):
            raise ValueError(f"a tile is written as text like '12-5', not {type(text).__name__}")
        m = _TILE_RE.match(text)
        if not m:
            shown = text if len(text) <= 40 else text[:40] + "..."
            raise ValueError(f"not a tile: {shown!r}; write it as two numbers in the digits 0-9, like '12-5'")
        a, b = int(m[1]), int(m[2])
        if max(a, b) > max_pip:
            written = f"{m[1]}-{m[2]}"
            raise ValueError(f"no tile {written!r} in a double-{max_pip} set: each end must be 0..{max_pip}")
        return _BY_PAIR[a, b]

    def __reduce__(self) -> tuple[type[Tile], tuple[int, int]]:
        return (Tile, (self.high, self.low))

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, memo: object) -> Tile:
        return self

    def __str__(self) -> str:
        return self._str

    def _repr_svg_(self) -> str:
        from .svg import tile  # the picture, drawn by mextrain.svg on demand
        return tile(self)

    def __repr__(self) -> str:
        return f"Tile({self.high}, {self.low})"

    def __hash__(self) -> int:
        return self.id

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __lt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.id < other.id

    def __le__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.id <= other.id

    def __gt__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.id > other.id

    def __ge__(self, other: Tile) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.id >= other.id


_BY_PAIR: dict[tuple[int, int], Tile] = {}
#: TILES[id] is the tile with that id, for every tile up to double-18.
TILES: list[Tile] = []
for _hi in range(MAX_PIP_LIMIT + 1):
    for _lo in range(_hi + 1):
        _t = Tile._make(_hi, _lo)
        TILES.append(_t)
        _BY_PAIR[_hi, _lo] = _BY_PAIR[_lo, _hi] = _t
del _hi, _lo, _t


def _check_max_pip(max_pip: object) -> None:
    if type(max_pip) is not int or not 0 <= max_pip <= MAX_PIP_LIMIT:
        raise ValueError(f"max_pip must be a whole number 0..{MAX_PIP_LIMIT}, not {max_pip!r}")


def full_set(max_pip: int = 12) -> tuple[Tile, ...]:
    """Every tile of the double-``max_pip`` set, in order (R1, C4)."""
    _check_max_pip(max_pip)
    return tuple(TILES[: (max_pip + 1) * (max_pip + 2) // 2])
