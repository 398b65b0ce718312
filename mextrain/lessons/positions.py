"""Lesson positions: name only the tiles that matter.

A lesson (or a test) sets up a table in a few words -- the hands, the
trains, the markers -- and every tile it does not name goes to the
boneyard, so the position is whole and the engine checks it like any other
(``Round.from_json``).
"""

from __future__ import annotations

import random

from ..moves import MEXICAN
from ..round import Round
from ..rules import Rules
from ..tiles import Tile, full_set

__all__ = ["position", "document"]


def document(hands, trains=None, *, turn: int = 0, markers=(), boneyard=(), engine: int | None = None,
             rules: Rules | None = None, seed=0, rest: int | None = None, has_drawn: bool = False,
             extra_play: bool | None = None, open_doubles=None) -> dict:
    """A ``mextrain-round/1`` document from the tiles that matter.

    Tiles are written as text, a list or one string with spaces (or as
    ``Tile``s). ``hands``: one per seat; ``trains`` maps ``"mexican"`` and
    seats to their tiles in the order played; ``boneyard``: the next tiles
    to draw, first first. Every tile not named goes after them, shuffled by
    ``seed`` (None: in set order) -- or, with ``rest`` a seat, into that
    seat's hand, leaving the boneyard to ``boneyard`` alone. ``engine``: the
    number of the double in the centre (the set's highest by default).

    Only the train names are checked here; the engine checks the rest when
    the document is loaded, naming the field of anything wrong.

    >>> doc = document(["12-5", "4-2"], {"mexican": "12-7"}, seed=None)
    >>> doc["trains"], doc["boneyard"][:3]
    ({'mexican': ['12-7'], '0': [], '1': []}, ['0-0', '1-0', '1-1'])
    """
    rules = Rules() if rules is None else rules
    engine = rules.max_pip if engine is None else engine
    trains = dict(trains or {})
    players = len(hands)
    doc_trains = {MEXICAN: _words(trains.pop(MEXICAN, ()))}
    for s in range(players):
        doc_trains[str(s)] = _words(trains.pop(s, trains.pop(str(s), ())))
    if trains:
        names = ", ".join(map(repr, trains))
        raise ValueError(f"no train {names} at a table of {players}: trains are 'mexican' and 0..{players - 1}")
    hands = [_words(h) for h in hands]
    boneyard = _words(boneyard)
    named = [*boneyard, *(t for h in hands for t in h), *(t for tr in doc_trains.values() for t in tr)]
    placed = {tile for tile in (_parsed(word, rules.max_pip) for word in named) if tile is not None}
    if type(engine) is int and 0 <= engine <= rules.max_pip:
        placed.add(Tile(engine, engine))
    others = [str(t) for t in full_set(rules.max_pip) if t not in placed]
    if seed is not None:
        random.Random(seed).shuffle(others)
    if rest is None:
        boneyard += others
    elif type(rest) is int and 0 <= rest < players:
        hands[rest] += others
    else:
        raise ValueError(f"rest must be None (the boneyard) or a seat 0..{players - 1}; got {rest!r}")
    doc = {"format": "mextrain-round/1", "rules": rules.to_dict(), "engine": f"{engine}-{engine}",
           "turn": turn, "hands": hands, "boneyard": boneyard, "trains": doc_trains,
           "markers": list(markers), "has_drawn": has_drawn}
    if extra_play is not None:
        doc["extra_play"] = extra_play
    if open_doubles is not None:
        doc["open_doubles"] = list(open_doubles)
    return doc


def position(hands, trains=None, **options) -> Round:
    """The round of ``document(hands, trains, **options)``; anything wrong
    raises ``InvalidPosition`` naming the field.

    >>> rnd = position(["12-5 7-3", "4-2"], {"mexican": "12-7 7-7"}, turn=1)
    >>> print(rnd.trains["mexican"].open_end, rnd.open_doubles, len(rnd.boneyard))
    7 ('mexican',) 85
    """
    return Round.from_json(document(hands, trains, **options))


def _words(tiles) -> list[str]:
    return tiles.split() if isinstance(tiles, str) else [str(t) for t in tiles]


def _parsed(word: str, max_pip: int) -> Tile | None:
    """The tile ``word`` names, or None: the engine refuses it on loading,
    naming its field, which says more than an error here could."""
    try:
        return Tile.parse(word, max_pip=max_pip)
    except ValueError:
        return None
