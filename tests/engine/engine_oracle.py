"""An independent statement of the rules, computed from a round's public
state and the hand to act only (nothing incremental), to check the engine
against in random play and after loading arbitrary positions."""

import mextrain as mt


class Public:
    """One snapshot of a round's state through the public API, read once per
    position and shared by the checks (the properties build fresh tuples)."""

    def __init__(self, rnd):
        self.turn, self.players, self.rules = rnd.turn, rnd.players, rnd.rules
        self.hands, self.trains, self.boneyard = rnd.hands, rnd.trains, rnd.boneyard
        self.markers, self.open_doubles = rnd.markers, rnd.open_doubles
        self.has_drawn, self.extra_play = rnd.has_drawn, rnd.extra_play
        self.is_over, self.winner, self.engine = rnd.is_over, rnd.winner, rnd.engine


def expected_moves(p):
    """The legal moves as RULES.md states them, computed from the public
    state and the hand to act (nothing incremental)."""
    if p.is_over:
        return []
    rules, s, trains = p.rules, p.turn, p.trains
    hand = p.hands[s]
    on_table = [0] * (rules.max_pip + 1)
    on_table[p.engine.high] += 1
    for train in trains.values():
        for t in train.tiles:
            on_table[t.high] += 1
            if not t.is_double:
                on_table[t.low] += 1
    # R12/C1: the first open double (or the last, reversed) that can still be covered.
    order = list(p.open_doubles)
    if rules.cover_order == "reverse":
        order.reverse()
    cover = next((k for k in order if on_table[trains[k].open_end] <= rules.max_pip), None)
    allowed = [s, mt.MEXICAN] + [k for k in range(p.players) if k != s and trains[k].marker]
    if cover is not None:
        end = trains[cover].open_end
        plays = [mt.Play(t, cover) for t in hand if t.has(end)]
        if p.extra_play and rules.multiple_doubles:
            plays += [mt.Play(t, k) for k in allowed for t in hand
                      if t.is_double and t.high == trains[k].open_end]
    else:
        plays = [mt.Play(t, k) for k in allowed for t in hand if t.has(trains[k].open_end)]
    if plays:
        return plays
    if p.boneyard and not p.has_drawn:
        return [mt.Draw()]
    return [mt.Pass()]


def expected_blocked(p):
    """R14: the boneyard empty and no hand holds a tile for any open end."""
    ends = {train.open_end for train in p.trains.values()}
    return not p.boneyard and not any(t.high in ends or t.low in ends for h in p.hands for t in h)


def places(p):
    """The ids of every tile's place; each tile of the set must be in exactly one."""
    where = [p.engine.id]
    for h in p.hands:
        where += [t.id for t in h]
    where += [t.id for t in p.boneyard]
    for train in p.trains.values():
        where += [t.id for t in train.tiles]
    return sorted(where)
