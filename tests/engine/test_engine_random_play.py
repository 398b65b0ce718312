"""Random play over every preset and set size, in the style of OpenSpiel's
random simulation tests: play thousands of rounds with uniformly random
legal moves and check the engine's invariants after every move.

The cheap checks run after every move (against an independent statement
of the rules computed from the public state); the costly ones (JSON round
trip, undo to the exact previous document, copy independence, every seat's
view) on one move in EXPENSIVE_EVERY, so 1,654 rounds take about 20 seconds
of one core.
"""

import dataclasses
import json
import random
import re

import pytest

import mextrain as mt
from engine_oracle import Public, expected_blocked, expected_moves, places

RULE_ID = re.compile(r"^[RC]\d{1,2}$")
EXPENSIVE_EVERY = 50  # check JSON, undo and copy on one move in this many

# (name, rules, player counts, rounds): every preset, every single switch,
# every set size; fewer rounds for the larger sets, whose rounds are longer.
CONFIGS = [
    ("table", mt.Rules(), range(2, 9), 220),
    ("classic", mt.Rules.classic(), range(2, 9), 160),
    ("classic-reverse", mt.Rules.classic(cover_order="reverse"), range(2, 9), 120),
    ("multiple_doubles", mt.Rules(multiple_doubles=True), range(2, 9), 150),
    ("cover_reverse", mt.Rules(multiple_doubles=True, cover_order="reverse"), range(2, 9), 150),
    ("double_blank_50", mt.Rules(double_blank_points=50), range(2, 9), 120),
    ("classic_hands", mt.Rules(hand_sizes="classic"), range(2, 9), 120),
    ("announce", mt.Rules(announce_last_tile=True), range(2, 9), 100),
    ("double-9", mt.Rules(max_pip=9), range(2, 5), 220),
    ("double-9-classic", mt.Rules.classic(max_pip=9), range(2, 5), 150),
    ("double-15", mt.Rules(max_pip=15), range(2, 13), 60),
    ("double-15-classic", mt.Rules.classic(max_pip=15), range(2, 13), 60),
    ("double-18", mt.Rules(max_pip=18), (2, 6, 12), 24),
]


# ---- the checks ------------------------------------------------------------------

def check_position(rnd, p, full_set, rng):
    legal = rnd.legal_moves()
    assert places(p) == full_set, "a tile is missing or in two places"
    want = expected_moves(p)
    if p.open_doubles and p.rules.multiple_doubles:
        assert set(legal) == set(want) and len(legal) == len(want)
    else:
        assert legal == want  # the documented order too
    assert p.is_over == (p.winner is not None or expected_blocked(p))
    if p.is_over:
        assert legal == []
        return legal
    if rng.random() < 0.3:  # a view is a costly snapshot; check_expensive checks every seat's
        view = rnd.view(p.turn)
        assert view.legal_moves() == legal and view.hand == p.hands[p.turn]
    for m in legal:
        assert rnd.explain(m) is None
    check_illegal_sample(rnd, legal, p.hands[p.turn], rng)
    return legal


def illegal_sample(rnd, legal, hand, rng):
    """A move not listed (or none): a held tile on a wrong train, a tile not
    held, a train not at the table, draw or pass."""
    names = [mt.MEXICAN, *range(min(rnd.players + 1, 12))]  # seat `players` is no train here
    kind = rng.randrange(4)
    if kind == 0 and hand:
        move = mt.Play(rng.choice(hand), rng.choice(names))
    elif kind == 1:
        move = mt.Play(mt.Tile(rng.randint(0, 18), rng.randint(0, 18)), rng.choice(names))
    else:
        move = mt.Draw() if kind == 2 else mt.Pass()
    return [move] if move not in legal else []


def check_illegal_sample(rnd, legal, hand, rng):
    """Moves not listed raise IllegalMove citing a rule; the cheap part of
    "change nothing" here, the exact document in check_expensive."""
    turn, drawn = rnd.turn, rnd.has_drawn
    for m in illegal_sample(rnd, legal, hand, rng):
        try:
            rnd.play(m)
        except mt.IllegalMove as e:
            assert RULE_ID.match(e.rule) and str(e).startswith(e.rule + ":"), str(e)
            assert rnd.explain(m) == e.reason and str(rnd.explain(m)) == str(e)
        else:
            raise AssertionError(f"{m} is not listed but was played")
    assert rnd.turn == turn and rnd.has_drawn == drawn and rnd.legal_moves() == legal


def check_expensive(rnd, move, rng):
    """Before ``move``: JSON round trip, illegal moves change nothing, every
    listed move applies and undoes, the copy is independent; then play
    ``move`` and check undo restores the document exactly."""
    doc = rnd.to_json()
    loaded = mt.Round.from_json(doc)
    assert loaded.to_json() == doc and loaded.legal_moves() == rnd.legal_moves()
    for m in illegal_sample(rnd, rnd.legal_moves(), rnd.hands[rnd.turn], rng):
        with pytest.raises(mt.IllegalMove):
            rnd.play(m)
        assert rnd.to_json() == doc
    history = rnd.history
    for m in rnd.legal_moves():
        rnd.play(m)
        assert rnd.history == history + (m,)
        assert rnd.undo() is m and rnd.to_json() == doc and rnd.history == history
    other, twin = rnd.copy(), rnd.copy()
    assert other.to_json() == doc and other.history == history
    other.play(move)
    other.undo()
    if other.history:
        other.undo()  # reaching back before the copy was made
    assert rnd.to_json() == doc and rnd.history == history
    for seat in range(rnd.players):
        view = rnd.view(seat)
        assert view.hand == rnd.hands[seat] and view.hand_sizes == rnd.hand_sizes
        assert view.boneyard_size == len(rnd.boneyard) and view.trains == rnd.trains
        assert view.legal_moves() == (rnd.legal_moves() if seat == rnd.turn else [])
        assert [view.uncoverable(k) for k in view.trains] == [rnd.uncoverable(k) for k in rnd.trains]
    # A determinization agrees with everything the seat to act knows.
    view = rnd.view(rnd.turn)
    guess = view.sample(rng.random())
    assert guess.hands[rnd.turn] == view.hand and guess.hand_sizes == rnd.hand_sizes
    assert guess.trains == rnd.trains and len(guess.boneyard) == len(rnd.boneyard)
    assert guess.legal_moves() == rnd.legal_moves() and guess.open_doubles == rnd.open_doubles
    assert places(Public(guess)) == places(Public(rnd))
    rnd.play(move)
    after = rnd.to_json()
    assert rnd.undo() is move and rnd.to_json() == doc
    rnd.play(move)
    assert rnd.to_json() == after and twin.to_json() == doc and twin.history == history


def check_transition(a, b, move):
    """What a move changes (R9-R13), from the snapshots before and after it."""
    s, n = a.turn, a.players
    sizes = [len(h) for h in b.hands]
    if isinstance(move, mt.Draw):
        assert b.turn == s and b.has_drawn and len(b.boneyard) == len(a.boneyard) - 1
        assert b.hands[s] == tuple(sorted(a.hands[s] + a.boneyard[:1])) and b.markers == a.markers
    elif isinstance(move, mt.Pass):
        assert b.turn == (s + 1) % n and not b.has_drawn and not b.extra_play
        assert set(b.markers) == set(a.markers) | {s}
    else:
        assert sizes[s] == len(a.hands[s]) - 1 and move.tile not in b.hands[s]
        assert b.trains[move.train].tiles == a.trains[move.train].tiles + (move.tile,)
        assert set(b.markers) == set(a.markers) - ({s} if move.train == s else set())
        if b.winner is not None:
            assert b.winner == s and sizes[s] == 0
        elif move.tile.is_double:
            assert b.turn == s and b.extra_play and b.open_doubles[-1] == move.train
        else:
            assert b.turn == (s + 1) % n and move.train not in b.open_doubles
    if a.is_over != b.is_over:
        assert b.winner is not None or not b.boneyard  # R13, R14


def deal(rules, players, seed):
    """The round and the chooser of moves that ``seed`` gives."""
    rng = random.Random(seed)
    engine = rng.randint(0, rules.max_pip)
    return mt.Round.new(players, engine=engine, first=rng.randrange(players), rules=rules, seed=seed), rng


def replay(rules, players, seed):
    """The same game as ``play_round``, without the checks."""
    rnd, rng = deal(rules, players, seed)
    while not rnd.is_over:
        rnd.play(rng.choice(rnd.legal_moves()))
    return rnd


def play_round(rules, players, seed, full_set):
    """Play one random round with every check; return it (over)."""
    rnd, rng = deal(rules, players, seed)
    probe = random.Random(f"{seed}/probe")  # the checks' own, so they do not change the game
    tiles = len(full_set)
    bound = (tiles + len(rnd.boneyard)) * (players + 1) + players
    step, offset = 0, probe.randrange(EXPENSIVE_EVERY)
    now = Public(rnd)
    while not rnd.is_over:
        legal = check_position(rnd, now, full_set, probe)
        move = rng.choice(legal)
        if step % EXPENSIVE_EVERY == offset:
            check_expensive(rnd, move, probe)
        else:
            rnd.play(move)
        before, now = now, Public(rnd)
        check_transition(before, now, move)
        step += 1
        assert step <= bound, "the round does not end"
    check_position(rnd, now, full_set, probe)
    check_end(rnd, step)
    return rnd


def check_end(rnd, moves):
    """R13-R15, C2: who went out, and the penalties are the pips left."""
    hands = rnd.hands
    assert rnd.is_blocked == (rnd.winner is None)
    if rnd.winner is not None:
        assert hands[rnd.winner] == ()
    else:
        assert expected_blocked(Public(rnd))
    blank = rnd.rules.double_blank_points
    assert rnd.penalties == tuple(sum(blank if t == mt.Tile(0, 0) else t.pips for t in h) for h in hands)
    with pytest.raises(mt.IllegalMove):
        rnd.play(mt.Pass())
    assert len(rnd.history) == moves


@pytest.mark.parametrize("name,rules,players,rounds", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_random_rounds_keep_every_invariant(name, rules, players, rounds):
    full_set = [t.id for t in mt.full_set(rules.max_pip)]
    counts = list(players)
    for i in range(rounds):
        seed = f"{name}/{i}"
        rnd = play_round(rules, counts[i % len(counts)], seed, full_set)
        if i % 25 == 0:  # the same seed gives the same game
            again = replay(rules, counts[i % len(counts)], seed)
            assert again.history == rnd.history and again.to_json() == rnd.to_json()


@pytest.mark.parametrize("name,rules,players,rounds", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_random_match_totals_add_up(name, rules, players, rounds):
    rules = dataclasses.replace(rules, rounds=min(3, rules.rounds))
    for n in (min(players), max(players)):
        m = mt.Match(n, rules=rules, seed=name)
        rng = random.Random(name)
        scores = []
        while True:
            k = m.round_number
            assert m.round.engine.high == rules.max_pip - k and m.round.turn == k % n
            while not m.round.is_over:
                m.round.play(rng.choice(m.round.legal_moves()))
                if rng.random() < 0.02:
                    assert mt.Match.from_json(m.to_json()).to_json() == m.to_json()
            scores.append(m.round.penalties)
            assert m.round_scores == tuple(scores)
            assert m.totals == tuple(map(sum, zip(*scores)))
            if m.is_over:
                break
            assert m.winners == ()
            m.next_round()
        assert len(scores) == rules.rounds
        best = min(m.totals)
        assert m.winners == tuple(s for s in range(n) if m.totals[s] == best)
        saved = mt.Match.from_json(m.to_json())
        assert saved.to_json() == m.to_json() and saved.winners == m.winners
        assert json.loads(m.to_json())["scores"] == [list(s) for s in scores[:-1]]


# Round.from_json refuses positions no play reaches (extra_play with no double
# just laid, a draw while another tile fit, ...): every position that play
# does reach must still load. Saved and loaded here: every position showing
# what those checks look at (a flag, several open doubles, the end); the
# others are loaded by check_expensive.
REACHED = [("table", mt.Rules(), 700), ("classic", mt.Rules.classic(), 500),
           ("classic-reverse", mt.Rules.classic(cover_order="reverse"), 500),
           ("double-9-classic", mt.Rules.classic(max_pip=9), 300)]


@pytest.mark.slow
@pytest.mark.parametrize("name,rules,rounds", REACHED, ids=[c[0] for c in REACHED])
def test_every_position_play_reaches_loads_back(name, rules, rounds):
    seen = dict.fromkeys(["extra_play", "has_drawn", "drawn after a double", "several open doubles",
                          "won with extra_play", "blocked"], 0)
    counts = list(rules.player_range)
    for i in range(rounds):
        rnd, rng = deal(rules, counts[i % len(counts)], f"reached/{name}/{i}")
        while True:
            flags = {"extra_play": rnd.extra_play and not rnd.is_over, "has_drawn": rnd.has_drawn,
                     "drawn after a double": rnd.extra_play and rnd.has_drawn,
                     "several open doubles": len(rnd.open_doubles) > 1,
                     "won with extra_play": rnd.extra_play and rnd.winner is not None,
                     "blocked": rnd.is_blocked}
            if any(flags.values()) or rnd.is_over:
                text = rnd.to_json()
                assert mt.Round.from_json(text).to_json() == text
                for key, on in flags.items():
                    seen[key] += on
            if rnd.is_over:
                break
            rnd.play(rng.choice(rnd.legal_moves()))
    assert all(seen.values()), seen  # the checks met every kind of position they look at
