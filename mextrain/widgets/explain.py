"""Moves explained in words for learners, citing the rules: shared by the
lesson exercises and the live table. The engine says why a move is illegal
(``Round.explain``); these sentences add why a move is legal, why a tile
fits nowhere, and what an uncoverable double means.
"""

from __future__ import annotations

from ..moves import MEXICAN, Draw, Pass, Play
from ..tiles import Tile


def cite(message: str) -> str:
    """The engine's 'R12: the double ... first.' as 'The double ... first (R12).'"""
    rule, sep, text = message.partition(": ")
    if not sep or not rule[:1] in "RC" or not rule[1:].isdigit():
        return message
    text = text.rstrip(".")
    return f"{text[:1].upper()}{text[1:]} ({rule})."


def explain(rnd, move) -> str:
    return cite(rnd.explain(move))


def label(rnd, name) -> str:
    """A train as the player to act would call it."""
    if name == MEXICAN:
        return "the Mexican train"
    return "your own train" if name == rnd.turn else f"player {name}'s train"


def why_legal(rnd, move) -> str:
    """Why a legal move is legal, citing the rule."""
    if isinstance(move, Draw):
        return (f"draw: no tile in your hand fits a train you may play on, and the boneyard "
                f"has {len(rnd.boneyard)} tiles (R9).")
    if isinstance(move, Pass):
        why = "the tile you drew does not fit either" if rnd.has_drawn else "no tile fits and the boneyard is empty"
        return f"pass: {why}; a marker goes on your train (R9, R10)."
    train = rnd.trains[move.train]
    fits = f"{move.tile} matches the open end {train.open_end} of {label(rnd, move.train)}"
    if move.train in rnd.open_doubles and not rnd.uncoverable(move.train):
        if rnd.extra_play:
            return f"{fits}: it covers your double {train.tiles[-1]}, as the extra play must (R11)."
        return f"{fits}: it covers the open double {train.tiles[-1]}, which must be covered first (R12)."
    if move.train == MEXICAN:
        return f"{fits}: the Mexican train is open to everyone (R6, R7)."
    if move.train == rnd.turn:
        return f"{fits}: you may always play on your own train (R6, R7)."
    return f"{fits}: it carries a marker, so anyone may play on it (R10)."


def dead_doubles(rnd) -> list[str]:
    """A note for each open double nobody can cover any more (R11, R12)."""
    notes = []
    for name in rnd.open_doubles:
        if rnd.uncoverable(name):
            double = rnd.trains[name].tiles[-1]
            notes.append(f"The double {double} on {label(rnd, name)} can never be covered: all 13 tiles "
                         f"with a {double.high} are on the table, so it holds nobody up (R11, R12).")
    return notes


def why_not_playable(rnd, tile: Tile) -> str:
    """Why no legal move plays ``tile``, citing the rule."""
    if tile not in rnd.hand(rnd.turn):
        return f"It is not in player {rnd.turn}'s hand."
    trains = rnd.trains
    matching = [name for name, t in trains.items() if tile.has(t.open_end)]
    if matching:
        return explain(rnd, Play(tile, matching[0]))
    usable = [name for name, t in trains.items() if name in (MEXICAN, rnd.turn) or t.marker]
    ends = ", ".join(f"{label(rnd, name)}: {trains[name].open_end}" for name in usable)
    return f"It matches no open end you may use ({ends}) (R6)."
