"""Hand-made positions for the engine tests, written with only the parts
that matter: every tile not named goes to the boneyard (or to one seat's
hand), so a position fits in a few lines."""

from __future__ import annotations

import json

import mextrain as mt
from mextrain import lessons

# Every 12-tile on the table and all three trains ending in 12: nobody can
# ever play again, whatever is in the hands.
ALL_TWELVES_PLAYED = {
    "mexican": "12-0 0-1 1-12 12-6 6-7 7-12",
    0: "12-2 2-3 3-12 12-8 8-9 9-12",
    1: "12-4 4-5 5-12 12-10 10-11 11-12",
}
# Every 5 but the double 5-5 on the table; train 0 and the Mexican train end in 5.
ALL_FIVES_BUT_DOUBLE = {
    "mexican": "12-5",
    0: "12-0 0-5 5-1 1-2 2-5 5-3 3-4 4-5 5-6 6-7 7-5 5-8 8-9 9-5 5-10 10-11 11-5",
}


def tiles(text) -> list[mt.Tile]:
    """``"12-5 5-5"`` (or a list of such words) as tiles."""
    words = text.split() if isinstance(text, str) else list(text)
    return [mt.Tile.parse(w, max_pip=18) for w in words]


def document(hands, trains=None, *, draws=(), rest="boneyard", **options) -> dict:
    """A valid ``mextrain-round/1`` document: the lessons' builder
    (``mextrain.lessons.document``) with every other tile in set order.

    ``hands``: one text per seat; ``trains``: name ("mexican" or a seat) ->
    text, in the order played; ``draws``: tiles on top of the boneyard, next
    to draw first; ``rest``: where every other tile goes, ``"boneyard"``
    (after ``draws``) or a seat number (then the boneyard holds only
    ``draws``); ``options``: ``turn``, ``markers``, ``engine``, ``rules``,
    ``has_drawn``, ``extra_play``, ``open_doubles``.
    """
    return lessons.document(hands, trains, boneyard=draws, rest=None if rest == "boneyard" else rest, seed=None,
                            **options)


def position(hands, trains=None, **kw) -> mt.Round:
    """The round of ``document(...)``, loaded through ``Round.from_json``."""
    return mt.Round.from_json(json.dumps(document(hands, trains, **kw)))


def moves(text: str) -> list[mt.Move]:
    """``"play 5-3 on 0; play 5-1 on mexican"`` as a list of moves."""
    return [mt.Move.parse(m) for m in text.split(";") if m.strip()]


def assert_legal(rnd: mt.Round, expected: str) -> None:
    """``legal_moves()`` is exactly ``expected`` (``moves`` syntax), in order."""
    got, want = [str(m) for m in rnd.legal_moves()], [str(m) for m in moves(expected)]
    assert got == want, f"legal moves {got}, expected {want}"


def assert_illegal(rnd: mt.Round, move, rule: str) -> mt.IllegalMove:
    """``move`` raises ``IllegalMove`` citing ``rule`` and changes nothing."""
    if isinstance(move, str):
        move = mt.Move.parse(move)
    before, history = rnd.to_json(), rnd.history
    try:
        rnd.play(move)
    except mt.IllegalMove as e:
        assert rule in str(e).split(":")[0], f"{move}: expected {rule}, got {e}"
        assert e.rule == rule, (e.rule, str(e))
        assert rnd.to_json() == before and rnd.history == history
        assert rnd.explain(move) == e.reason and str(rnd.explain(move)) == str(e)
        return e
    raise AssertionError(f"{move} was accepted; expected IllegalMove citing {rule}")


def play(rnd: mt.Round, text: str) -> None:
    """Play ``"play 5-3 on 0; draw; pass"`` move by move."""
    for m in moves(text):
        rnd.play(m)
