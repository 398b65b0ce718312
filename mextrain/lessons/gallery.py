"""Lesson 08's pictures: what the kit draws, as a learner meets it at the
table, each in the learner's language with the players' default names.

``PICTURES`` maps a name (``"08-doubles"``) to a function of the words that
returns the SVG text; ``lessons.show(name)`` shows one. The tables are
rounds dealt by a seed and played with seeded random legal moves until the
moment a picture needs (a long train, an open double, markers, a last
tile, the end): the same picture on every run.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..match import Match
from ..round import Round
from ..rules import Rules
from ..tiles import Tile

__all__ = ["Shuffled", "PICTURES", "UNTIL"]

#: When a ``Shuffled`` round stops: the moment each picture shows.
UNTIL = {
    "long": lambda r: max(len(t.tiles) for t in r.trains.values()) >= 16,
    "open-double": lambda r: bool(r.open_doubles) and len(r.history) > 12,
    "markers": lambda r: len(r.markers) >= 2 and len(r.history) >= 45,
    "one-left": lambda r: bool(r.one_tile_left()),
    # lesson 08's exercises: another player's train marked, or another's double open
    "marked": lambda r: any(m != r.turn for m in r.markers) and not r.open_doubles and len(r.history) >= 20,
    "double": lambda r: bool(r.open_doubles) and r.open_doubles[0] != r.turn and len(r.history) >= 20,
    "over": lambda r: False,
}


@dataclass(frozen=True)
class Shuffled:
    """A round of ``players`` dealt by ``seed``, then random legal moves (a
    ``random.Random(shuffle)``) until ``until`` (a key of ``UNTIL``) holds
    or the round is over."""

    players: int
    seed: int
    shuffle: int
    until: str = "over"

    def build(self) -> Round:
        rnd, rng, done = Round.new(self.players, seed=self.seed), random.Random(self.shuffle), UNTIL[self.until]
        while not rnd.is_over and not done(rnd):
            rnd.play(rng.choice(rnd.legal_moves()))
        return rnd


def half_match(seed: int = 6, rounds: int = 3) -> Match:
    """A 'half' match (R16: 6 rounds) of four players, ``rounds`` of them
    played with seeded random moves."""
    match = Match(4, rules=Rules(rounds="half"), seed=seed)
    for k in range(rounds):
        rng = random.Random(k)
        while not match.round.is_over:
            match.round.play(rng.choice(match.round.legal_moves()))
        if k < rounds - 1:
            match.next_round()
    return match


DOUBLES = tuple(Tile(n, n) for n in range(13))
TWO = Shuffled(2, seed=5, shuffle=3, until="long")
FOUR = Shuffled(4, seed=11, shuffle=2, until="open-double")
EIGHT = Shuffled(8, seed=3, shuffle=1, until="markers")
LAST = Shuffled(3, seed=8, shuffle=4, until="one-left")
OVER = Shuffled(3, seed=8, shuffle=4)


def _table(position, **options):
    def draw(w):
        from ..svg import table
        return table(position.build(), words=w, **options)
    return draw


def _eight(w):
    from ..svg import table
    rnd = EIGHT.build()
    return table(rnd.view(rnd.turn), words=w, highlight=["mexican"])


def _hand(**options):
    def draw(w):
        from ..svg import hand
        return hand(DOUBLES, width=600, words=w, **options)
    return draw


def _tile(t: Tile, **options):
    def draw(w):
        from ..svg import tile
        return tile(t, words=w, **options)
    return draw


def _sheet(w):
    from ..svg import score_sheet
    return score_sheet(half_match(), words=w)


PICTURES = {
    "08-doubles": _hand(),
    "08-doubles-colorblind": _hand(palette="colorblind"),
    "08-doubles-numerals": _hand(style="numerals"),
    "08-tile": _tile(Tile(12, 5)),
    "08-tile-upright": _tile(Tile(6, 3), vertical=True, first=3),
    "08-face-down": _tile(Tile(6, 3), face_down=True),
    "08-two": _table(TWO, hints=True),
    "08-open-double": _table(FOUR, hints=True),
    "08-eight": _eight,
    "08-one-left": _table(LAST),
    "08-over": _table(OVER),
    "08-sheet": _sheet,
}
