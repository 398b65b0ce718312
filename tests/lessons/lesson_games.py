"""Games played to a point the lesson tests ask about: a round over, a
blocked round, a match over."""

from __future__ import annotations

import mextrain as mt


def played_out(players=2, seed=3, rules=None):
    """A round played to its end, each player taking its first legal move."""
    rnd = mt.Round.new(players, seed=seed, rules=rules)
    while not rnd.is_over:
        rnd.play(rnd.legal_moves()[0])
    return rnd


def blocked_round(rules=None):
    """Two hands, an empty boneyard, and no tile that fits any open end (R14)."""
    for seed in range(200):
        rnd = played_out(2, seed, rules)
        if rnd.is_blocked:
            return rnd
    raise AssertionError("no blocked round in 200 seeds")


def match_over(players=2, seed=2, rules=None):
    """A one-round match played to its end."""
    m = mt.Match(players, rules=rules or mt.Rules(rounds="one"), seed=seed)
    while not m.round.is_over:
        m.round.play(m.round.legal_moves()[0])
    return m
