"""The rules a round and a match are played under (R1-R18, C1-C5).

``Rules()`` are the table rules; ``Rules.classic()`` the classic preset;
every classic rule is also a field that can be switched alone.

>>> Rules().hand_size(4), Rules.classic().hand_size(4), Rules(max_pip=9).hand_size(3)
(15, 15, 13)
>>> Rules(rounds="half").rounds, Rules(max_pip=9).rounds
(6, 10)
>>> Rules(cover_order="reverse") == Rules(cover_order=CoverOrder.REVERSE)
True
>>> Rules(cover_order="reverse").cover_order, Rules().to_dict()["cover_order"]
(<CoverOrder.REVERSE: 'reverse'>, 'played')
>>> Rules(rounds=14)
Traceback (most recent call last):
...
ValueError: rounds must be 1..13 for a double-12 set, or one of 'full', 'half', 'seven', 'one'; got 14
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum

from .tiles import MAX_PIP_LIMIT

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

    from .tiles import Tile

SET_SIZES = (9, 12, 15, 18)

# R4: 15 each for 2-4 players, 12 for 5-6, 10 for 7-8.
_TABLE_HANDS = {12: {2: 15, 3: 15, 4: 15, 5: 12, 6: 12, 7: 10, 8: 10}}
# C3: the classic page's counts for double-twelve.
_CLASSIC_HANDS = {12: {2: 16, 3: 16, 4: 15, 5: 14, 6: 12, 7: 10, 8: 9}}
# C4: double-nine for 2-4 players (from the classic page); the larger sets for
# up to 12 players. No rules page gives the larger sets' counts: these are the
# kit's choice, leaving a boneyard of at least a quarter of the set.
_SET_HANDS = {
    9: {2: 15, 3: 13, 4: 10},
    15: {2: 15, 3: 15, 4: 15, 5: 14, 6: 14, 7: 12, 8: 12, 9: 11, 10: 11, 11: 10, 12: 9},
    18: {2: 18, 3: 18, 4: 18, 5: 16, 6: 16, 7: 14, 8: 14, 9: 13, 10: 13, 11: 12, 12: 11},
}


class Choice(str, Enum):
    """A rule field's named value: equal to its text (``CoverOrder.REVERSE
    == "reverse"``), hashed and formatted as it, so the constructor and
    saved JSON take today's strings and ``to_dict()`` gives them back.

    Code that runs for every round compares with the text and reads no
    attribute of an enum class (``CoverOrder.REVERSE``, ``.value``, a
    classmethod): each costs some 400 ns in Python 3.11, a comparison 50.
    """

    def __str__(self) -> str:
        return str.__str__(self)


class CoverOrder(Choice):
    """C1: the order several open doubles are covered in."""

    PLAYED = "played"    # the oldest first
    REVERSE = "reverse"  # the newest first


class HandSizes(Choice):
    """How many tiles each player is dealt: R4, or C3's counts."""

    TABLE = "table"
    CLASSIC = "classic"


class MatchLength(Choice):
    """R16's named match lengths; ``Rules.rounds`` stores the count."""

    FULL = "full"    # every engine, max_pip down to 0
    HALF = "half"
    SEVEN = "seven"
    ONE = "one"

    def rounds(self, max_pip: int) -> int:
        """The number of rounds this length means on a double-``max_pip`` set.

        >>> MatchLength.HALF.rounds(12), MatchLength.SEVEN.rounds(9)
        (6, 7)
        """
        return _preset_rounds(self, max_pip)


#: Each choice's members by their text.
_MEMBERS: dict[type[Choice], dict[str, Choice]] = {
    cls: {str(m): m for m in cls} for cls in (CoverOrder, HandSizes, MatchLength)}
MATCH_LENGTHS = tuple(_MEMBERS[MatchLength])
HAND_SIZES = tuple(_MEMBERS[HandSizes])
COVER_ORDERS = tuple(_MEMBERS[CoverOrder])


def _member(choice: type[Choice], field: str, value: object, rule: str) -> Choice:
    """The member of ``choice`` that ``value`` names, else ``ValueError`` naming ``field``."""
    member = _MEMBERS[choice].get(value) if isinstance(value, str) else None
    if member is None:
        allowed = " or ".join(map(repr, _MEMBERS[choice]))
        raise ValueError(f"{field} must be {allowed} ({rule}); got {value!r}")
    return member


def _preset_rounds(name: str, max_pip: int) -> int:
    full = max_pip + 1
    return {"full": full, "half": full // 2, "seven": min(7, full), "one": 1}[name]


@dataclass(frozen=True)
class Rules:
    """Immutable rules; ``Rules()`` are the table rules.

    Fields (rule ids from RULES.md):

    - ``max_pip`` (C4): 12 for double-twelve; 9, 15 or 18.
    - ``rounds`` (R16): a count 1..max_pip+1 or a ``MatchLength``
      (``"full"``, ``"half"``, ``"seven"``, ``"one"``); stored as the count.
    - ``multiple_doubles`` (C1): several doubles in one turn, then one
      non-double; ``cover_order`` a ``CoverOrder``, ``"played"`` or
      ``"reverse"`` (C1 variant).
    - ``double_blank_points`` (C2): what 0-0 left in hand scores (0 or 50).
    - ``hand_sizes`` (C3): a ``HandSizes``, ``"table"`` (R4) or ``"classic"``.

    ``cover_order`` and ``hand_sizes`` are stored as the enum member, given
    as a member or as its text; ``to_dict()`` writes the text.
    - ``announce_last_tile`` (C5): a player down to one tile announces it.
    """

    max_pip: int = 12
    rounds: int | MatchLength | str = MatchLength.FULL
    multiple_doubles: bool = False
    cover_order: CoverOrder | str = CoverOrder.PLAYED
    double_blank_points: int = 0
    hand_sizes: HandSizes | str = HandSizes.TABLE
    announce_last_tile: bool = False

    def __post_init__(self) -> None:
        if type(self.max_pip) is not int or self.max_pip not in SET_SIZES:
            raise ValueError(f"max_pip must be one of {', '.join(map(str, SET_SIZES))} (C4); got {self.max_pip!r}")
        full = self.max_pip + 1
        rounds = self.rounds
        if isinstance(rounds, str) and rounds in MATCH_LENGTHS:
            object.__setattr__(self, "rounds", _preset_rounds(rounds, self.max_pip))
        elif type(rounds) is not int or not 1 <= rounds <= full:
            raise ValueError(
                f"rounds must be 1..{full} for a double-{self.max_pip} set, "
                f"or one of {', '.join(map(repr, MATCH_LENGTHS))}; got {rounds!r}")
        for name in ("multiple_doubles", "announce_last_tile"):
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be True or False; got {getattr(self, name)!r}")
        # Stored as the enum member whichever way it was given, so rules
        # built from "reverse" and from CoverOrder.REVERSE are the same.
        object.__setattr__(self, "cover_order", _member(CoverOrder, "cover_order", self.cover_order, "C1"))
        if type(self.double_blank_points) is not int or not 0 <= self.double_blank_points <= 1000:
            raise ValueError(f"double_blank_points must be a whole number 0..1000 (C2); got {self.double_blank_points!r}")
        object.__setattr__(self, "hand_sizes", _member(HandSizes, "hand_sizes", self.hand_sizes, "C3"))

    @classmethod
    def classic(cls, **changes: Any) -> Rules:
        """The classic preset: C1, C2, C3 and C5 on double-twelve."""
        base: dict[str, Any] = dict(multiple_doubles=True, double_blank_points=50, hand_sizes=HandSizes.CLASSIC,
                                       announce_last_tile=True)
        base.update(changes)
        return cls(**base)

    @property
    def player_range(self) -> range:
        """How many players this set seats (R2, C4)."""
        sizes = self._hands()
        return range(min(sizes), max(sizes) + 1)

    def _hands(self) -> dict[int, int]:
        if self.max_pip == 12:
            return (_CLASSIC_HANDS if self.hand_sizes == "classic" else _TABLE_HANDS)[12]
        return _SET_HANDS[self.max_pip]

    def hand_size(self, players: int) -> int:
        """Tiles dealt to each of ``players`` players (R4, C3, C4)."""
        hands = self._hands()
        if type(players) is not int or players not in hands:
            lo, hi = min(hands), max(hands)
            raise ValueError(f"players must be {lo}..{hi} for a double-{self.max_pip} set (R2, C4); got {players!r}")
        return hands[players]

    def engine_pip(self, round_number: int) -> int:
        """The engine's number in round k (R3): max_pip, then one lower each round."""
        return self.max_pip - round_number

    def score(self, tiles: Iterable[Tile]) -> int:
        """Penalty points for tiles left in a hand (R15, C2)."""
        return sum(self.double_blank_points if t.id == 0 else t.pips for t in tiles)

    def to_dict(self) -> dict[str, object]:
        """Plain JSON data: named values as plain strings (``"reverse"``)."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Rules:
        """Rules from ``to_dict()`` output; unknown keys raise ``ValueError``."""
        if not isinstance(d, dict):
            raise ValueError(f"rules must be a mapping of field names to values, not {type(d).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(map(str, set(d) - known))
        if unknown:
            raise ValueError(f"unknown rules field(s): {', '.join(unknown)}; known: {', '.join(sorted(known))}")
        return cls(**d)

    def describe(self) -> str:
        """One line in words, for pictures and logs (the words layer's
        ``rules_name``, in the kit's language)."""
        from .words import words
        return words().rules_name(self)


def _plain(value: object) -> object:
    return str.__str__(value) if isinstance(value, Choice) else value


assert max(SET_SIZES) <= MAX_PIP_LIMIT
