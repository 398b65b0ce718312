"""Bots: legal moves only, views only, and the behaviour each one promises."""

import functools
import gc
import math
import random
import types

import pytest

import mextrain as mt
from mextrain.bots import Greedy, MonteCarlo, Planner, Random, get, longest_chain
from mextrain.tiles import Tile

T = Tile.parse


@functools.lru_cache(maxsize=None)
def positions(count, seed=0):
    """Positions with a choice to make, from random games of every size and rule set."""
    rng = random.Random(seed)
    setups = [(4, mt.Rules()), (2, mt.Rules()), (8, mt.Rules()), (3, mt.Rules.classic()),
              (4, mt.Rules(max_pip=9)), (6, mt.Rules.classic(cover_order="reverse"))]
    found, game = [], 0
    while len(found) < count:
        players, rules = setups[game % len(setups)]
        rnd = mt.Round.new(players, engine=rng.randrange(rules.max_pip + 1), first=rng.randrange(players),
                           rules=rules, seed=f"{seed}/{game}")
        game += 1
        while not rnd.is_over and len(found) < count:
            moves = rnd.legal_moves()
            if len(moves) > 1 or rng.random() < 0.1:
                found.append(rnd.copy())
            rnd.play(rng.choice(moves))
    return tuple(found)


@pytest.mark.parametrize("bot", [Random(1), Greedy(), Planner()], ids=repr)
def test_fast_bots_only_play_legal_moves(bot):
    for rnd in positions(3000):
        assert bot.choose(rnd.view(rnd.turn)) in rnd.legal_moves()


def test_montecarlo_only_plays_legal_moves():
    for policy in ("planner", "greedy"):
        bot = MonteCarlo(budget=300, policy=policy, seed=3)
        for rnd in positions(60, seed=policy):
            assert bot.choose(rnd.view(rnd.turn)) in rnd.legal_moves()


def test_a_view_cannot_reach_the_round():
    rnd = mt.Round.new(4, seed=11)
    for _ in range(12):
        rnd.play(rnd.legal_moves()[0])
    view = rnd.view(rnd.turn)
    # Walk everything reachable from the view (modules and classes aside).
    seen, stack = set(), [view]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType)):
            continue
        seen.add(id(obj))
        assert not isinstance(obj, mt.Round), "a view leads back to the round"
        stack.extend(gc.get_referents(obj))
        if hasattr(type(obj), "__slots__"):
            stack.extend(getattr(obj, a) for a in type(obj).__slots__ if hasattr(obj, a))
    others = {t for s in range(4) if s != view.seat for t in rnd.hands[s]} | set(rnd.boneyard)
    held = set(view.hand) | {t for tr in view.trains.values() for t in tr.tiles}
    assert not held & others


def test_a_bot_sees_only_its_view():
    seen = []

    class Spy(mt.bots.Bot):
        def choose(self, view):
            seen.append(view)
            return view.legal_moves()[0]

    mt.simulate([Spy(), "greedy"], games=2, rounds_only=True)
    assert seen and all(type(v) is mt.View for v in seen)


def test_greedy_plays_heaviest_and_covered_doubles_first():
    rnd = mt.Round.from_json({
        "format": "mextrain-round/1", "engine": "12-12", "turn": 0,
        "hands": [["12-11", "12-1", "12-0"], ["1-1"]],
        "boneyard": [str(t) for t in mt.full_set() if t.id not in
                     {T(x).id for x in ("12-12", "12-11", "12-1", "12-0", "1-1")}],
        "trains": {"mexican": [], "0": [], "1": []}, "markers": []})
    assert Greedy().choose(rnd.view(0)) == mt.Play(T("12-11"), 0)
    rnd = mt.Round.from_json(rnd.to_json().replace('"12-1", "12-0"', '"12-1", "11-11"')
                             .replace('"11-11", "10-0"', '"12-0", "10-0"'))
    # 11-11 can be covered by nothing else in the hand: it waits.
    assert Greedy().choose(rnd.view(0)).tile == T("12-11")


def test_longest_chain():
    hand = [T(x) for x in ("12-3", "3-5", "5-5", "12-7", "0-1", "7-9", "9-4", "4-2")]
    assert [str(t) for t in longest_chain(hand, 12)] == ["12-7", "9-7", "9-4", "4-2"]
    assert longest_chain(hand, 8) == ()
    # Equal lengths: the heavier line.
    assert longest_chain([T("6-1"), T("6-2")], 6) == (T("6-2"),)


def _position(hand, own=(), mexican=(), other_hand=("0-0",), markers=()):
    used = {T("12-12")} | {T(x) for x in (*hand, *own, *mexican, *other_hand)}
    return mt.Round.from_json({
        "format": "mextrain-round/1", "engine": "12-12", "turn": 0,
        "hands": [list(hand), list(other_hand)],
        "boneyard": [str(t) for t in mt.full_set() if t not in used],
        "trains": {"mexican": list(mexican), "0": list(own), "1": []}, "markers": list(markers)})


def test_planner_keeps_its_chain_and_spends_spares():
    # Chain for train 0 from 12: 12-3, 3-5, 5-9. The spare 12-10 goes on the
    # Mexican train even though 12-3 could start the chain.
    rnd = _position(["12-3", "5-3", "9-5", "12-10"], other_hand=["0-0", "1-0", "2-0"])
    move = Planner().choose(rnd.view(0))
    assert move == mt.Play(T("12-10"), "mexican")
    assert Greedy().choose(rnd.view(0)).tile == T("12-10")  # greedy: same tile, first train
    assert Greedy().choose(rnd.view(0)).train == 0


def test_planner_plays_doubles_only_when_covered():
    # Own train ends in 8. With 8-3 in hand, 8-8 is covered at once: play it.
    rnd = _position(["8-8", "8-3", "3-1"], own=["12-8"], other_hand=["0-0", "1-0", "2-0"])
    assert Planner().choose(rnd.view(0)) == mt.Play(T("8-8"), 0)
    # Without a cover the double waits; the spare goes to the Mexican train.
    rnd = _position(["8-8", "12-5", "5-1"], own=["12-8"], other_hand=["0-0", "1-0", "2-0"])
    assert Planner().choose(rnd.view(0)) == mt.Play(T("12-5"), "mexican")


def test_planner_dumps_heavy_tiles_near_the_end():
    # The opponent holds one tile: the heaviest tile goes, chain or not.
    rnd = _position(["12-3", "3-1", "12-11"], other_hand=["0-0"])
    assert Planner().choose(rnd.view(0)).tile == T("12-11")
    rnd = _position(["12-3", "3-1", "12-11"], other_hand=["0-0", "1-0", "2-0"])
    assert Planner().choose(rnd.view(0)) == mt.Play(T("12-11"), "mexican")


def test_montecarlo_is_reproducible_and_checks_its_arguments():
    rnds = positions(12, seed=5)
    a = [MonteCarlo(budget=500, seed=9).choose(r.view(r.turn)) for r in rnds]
    b = [MonteCarlo(budget=500, seed=9).choose(r.view(r.turn)) for r in rnds]
    assert a == b
    for bad in (dict(budget=0), dict(confidence=-1), dict(time_limit=0), dict(policy="psychic")):
        with pytest.raises(ValueError, match=next(iter(bad))):
            MonteCarlo(**bad)


def test_get_builds_bots_by_name():
    assert isinstance(get("MonteCarlo", budget=30), MonteCarlo)
    assert get("random", seed=4).seed == 4
    with pytest.raises(ValueError, match="unknown bot 'alphazero'; the bots are: random, greedy"):
        get("alphazero")


def test_montecarlo_without_budget_plays_as_the_planner():
    # One deal is no evidence: the Planner's move stands.
    mc, planner = MonteCarlo(budget=1, seed=2), Planner()
    for rnd in positions(150, seed=8):
        view = rnd.view(rnd.turn)
        assert mc.choose(view) is planner.choose(view)


def test_montecarlo_error_sign():
    # Paired differences (move minus the Planner's move) -6 and -4: better, by 5 standard errors.
    mean, t = MonteCarlo._mean_and_error(-10, 36 + 16, 2)
    assert mean == -5 and t == pytest.approx(-5)
    assert MonteCarlo._mean_and_error(6, 18, 2) == (3, math.inf)  # always worse by the same
    assert MonteCarlo._mean_and_error(0, 0, 3) == (0, 0.0)
