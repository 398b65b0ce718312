"""One or more tests per rule id of RULES.md (R1-R18, C1-C5), each on a
small hand-made position."""

import gc
import json

import pytest

import mextrain as mt
from engine_positions import (ALL_FIVES_BUT_DOUBLE, ALL_TWELVES_PLAYED, assert_illegal, assert_legal, document,
                              play, position, tiles)

CLASSIC = mt.Rules.classic()


# ---- equipment --------------------------------------------------------------

def test_R1_double_twelve_set_has_91_tiles_each_pair_once():
    tiles_ = mt.full_set()
    assert len(tiles_) == 91 == len(set(tiles_))
    assert {(t.high, t.low) for t in tiles_} == {(a, b) for a in range(13) for b in range(a + 1)}
    assert mt.Tile(5, 12) == mt.Tile(12, 5) and str(mt.Tile(5, 12)) == "12-5"
    assert mt.Tile(12, 5).pips == 17 and mt.Tile(0, 0).pips == 0
    assert sum(t.pips for t in tiles_) == 1092


def test_R1_tiles_outside_the_set_are_refused():
    with pytest.raises(ValueError, match="double-12"):
        mt.Tile.parse("13-1")
    doc = document(["12-5", "3-4"])
    doc["hands"][1].append("13-1")
    with pytest.raises(mt.InvalidPosition, match=r"hands\[1\]"):
        mt.Round.from_json(json.dumps(doc))
    rnd = position(["12-5", "3-4"])
    assert_illegal(rnd, mt.Play(mt.Tile(13, 1), 0), "R1")


def test_R2_two_to_eight_players_in_seat_order():
    for n in range(2, 9):
        assert mt.Round.new(n, seed=0).players == n
    for n in (0, 1, 9):
        with pytest.raises(ValueError, match="players must be 2..8"):
            mt.Round.new(n)
    rnd = position(["1-2", "3-4", "12-5 5-6"], turn=2)
    play(rnd, "play 12-5 on 2")
    assert rnd.turn == 0  # seat n-1 is followed by seat 0


# ---- a round ---------------------------------------------------------------

def test_R3_engine_taken_out_of_the_set_before_the_deal():
    for k in (0, 5, 12):
        rnd = mt.Round.new(4, engine=k, seed=k)
        assert rnd.engine == mt.Tile(k, k)
        dealt = [t for h in rnd.hands for t in h] + list(rnd.boneyard)
        assert len(dealt) == 90 and rnd.engine not in dealt
        assert all(tr.open_end == k and not tr.tiles for tr in rnd.trains.values())
        with pytest.raises(mt.IllegalMove, match=f"R3: {k}-{k} is the engine"):
            rnd.play(mt.Play(mt.Tile(k, k), rnd.turn))
    m = mt.Match(2, seed=1)
    for k in range(3):
        assert m.round.engine == mt.Tile(12 - k, 12 - k)
        while not m.round.is_over:
            m.round.play(m.round.legal_moves()[0])
        m.next_round()


@pytest.mark.parametrize("players,size", [(2, 15), (3, 15), (4, 15), (5, 12), (6, 12), (7, 10), (8, 10)])
def test_R4_deal_sizes_and_boneyard(players, size):
    rnd = mt.Round.new(players, seed=players)
    assert rnd.hand_sizes == (size,) * players == tuple(map(len, rnd.hands))
    assert len(rnd.boneyard) == 90 - players * size
    assert mt.Rules().hand_size(players) == size
    same = mt.Round.new(players, seed=players)
    assert same.to_json() == rnd.to_json()
    assert mt.Round.new(players, seed=players + 100).to_json() != rnd.to_json()


def test_R4_draws_come_from_the_boneyard_one_at_a_time_in_order():
    rnd = position(["1-2", "3-4"], draws="9-9 8-8")
    assert rnd.boneyard[:2] == tuple(tiles("9-9 8-8"))
    play(rnd, "draw")
    assert mt.Tile(9, 9) in rnd.hands[0] and rnd.boneyard[0] == mt.Tile(8, 8)


def test_R5_first_seat_moves_one_on_each_round():
    assert mt.Round.new(3, first=2, seed=0).turn == 2
    with pytest.raises(ValueError, match="first"):
        mt.Round.new(3, first=3)
    m = mt.Match(3, rules=mt.Rules(rounds=5), seed=2)
    for k in range(5):
        assert m.round.turn == k % 3 and not m.round.history
        while not m.round.is_over:
            m.round.play(m.round.legal_moves()[-1])
        if k < 4:
            m.next_round()


def test_R6_trains_start_at_the_engine_and_grow_from_their_open_end():
    rnd = position(["12-5 5-9 9-9 3-4", "1-2"], {"mexican": "12-3"})
    trains = rnd.trains
    assert list(trains) == ["mexican", 0, 1]
    assert trains[0].open_end == 12 and trains["mexican"].open_end == 3
    assert trains["mexican"].owner is None and trains[1].owner == 1
    assert_legal(rnd, "play 12-5 on 0; play 3-4 on mexican")
    assert_illegal(rnd, "play 5-9 on 0", "R6")
    assert_illegal(rnd, "play 9-9 on mexican", "R6")
    play(rnd, "play 12-5 on 0")
    assert rnd.trains[0].open_end == 5 and rnd.trains[0].chain == ((12, 5),)


def test_R6_a_train_that_does_not_chain_is_refused():
    doc = document(["1-2", "3-4"], {0: "12-5 6-7"})
    with pytest.raises(mt.InvalidPosition, match=r"trains\.0\[1\].*does not chain"):
        mt.Round.from_json(json.dumps(doc))
    chained = position(["1-2", "3-4"], {0: "12-5 5-7 7-7 7-0"})
    assert chained.trains[0].chain == ((12, 5), (5, 7), (7, 7), (7, 0))


# ---- a turn -------------------------------------------------------------------

def test_R7_one_tile_on_own_mexican_or_marked_train():
    rnd = position(["5-1 3-2 9-1 4-4 4-0 6-6", "0-1", "0-2"],
                   {0: "12-5", "mexican": "12-3", 1: "12-9", 2: "12-4"}, markers=[2])
    assert_legal(rnd, "play 5-1 on 0; play 3-2 on mexican; play 4-0 on 2; play 4-4 on 2")
    assert_illegal(rnd, "play 9-1 on 1", "R7")  # unmarked train of player 1
    assert_illegal(rnd, "play 7-7 on 0", "R7")  # a tile not held
    assert_illegal(rnd, mt.Play(mt.Tile(5, 1), 5), "R6")  # no train 5 at this table
    play(rnd, "play 3-2 on mexican")
    assert rnd.turn == 1 and rnd.hand_sizes == (5, 1, 1)


def test_R7_first_turn_is_one_tile_too():
    rnd = position(["12-5 5-6 6-7", "1-2"])
    assert_legal(rnd, "play 12-5 on 0; play 12-5 on mexican")
    play(rnd, "play 12-5 on 0")
    assert rnd.turn == 1
    assert_illegal(rnd, "play 5-6 on 0", "R7")  # not seat 0's turn: seat 1 holds no 5-6


def test_R8_must_play_when_possible():
    rnd = position(["12-5 1-2", "3-4"])
    assert_illegal(rnd, "draw", "R8")
    assert_illegal(rnd, "pass", "R8")


def test_R9_draw_then_play_the_drawn_tile():
    rnd = position(["1-2", "3-4"], draws="12-4")
    assert_legal(rnd, "draw")
    assert_illegal(rnd, "pass", "R9")
    play(rnd, "draw")
    assert rnd.has_drawn and rnd.turn == 0 and mt.Tile(12, 4) in rnd.hands[0]
    assert_legal(rnd, "play 12-4 on 0; play 12-4 on mexican")
    assert_illegal(rnd, "pass", "R8")
    play(rnd, "play 12-4 on mexican")
    assert rnd.turn == 1 and not rnd.has_drawn and rnd.markers == ()


def test_R9_draw_then_pass_when_the_drawn_tile_does_not_fit():
    rnd = position(["1-2", "3-4"], draws="9-8")
    play(rnd, "draw")
    assert_legal(rnd, "pass")
    assert_illegal(rnd, "draw", "R9")  # one draw only
    play(rnd, "pass")
    assert rnd.turn == 1 and rnd.markers == (0,)


def test_R9_empty_boneyard_means_pass():
    rnd = position(["1-2", "3-4"], rest=1)  # seat 1 holds every other tile
    assert rnd.boneyard == () and not rnd.is_over
    assert_legal(rnd, "pass")
    assert_illegal(rnd, "draw", "R9")
    play(rnd, "pass")
    assert rnd.markers == (0,) and rnd.turn == 1


def test_R10_marker_opens_a_train_until_its_owner_plays_on_it():
    rnd = position(["12-3 1-2 0-1", "3-5 12-6 6-7 0-2"], markers=[1], draws="9-9")
    assert rnd.trains[1].marker and not rnd.trains[0].marker
    assert_legal(rnd, "play 12-3 on 0; play 12-3 on mexican; play 12-3 on 1")
    play(rnd, "play 12-3 on 1")
    assert rnd.markers == (1,)  # someone else playing on it leaves the marker
    assert_legal(rnd, "play 3-5 on 1; play 12-6 on mexican")
    play(rnd, "play 12-6 on mexican")
    assert rnd.markers == (1,)  # the owner playing elsewhere leaves it too
    play(rnd, "draw; pass")
    assert rnd.markers == (0, 1)
    assert_legal(rnd, "play 3-5 on 1; play 6-7 on mexican")
    play(rnd, "play 3-5 on 1")
    assert rnd.markers == (0,) and not rnd.trains[1].marker


def test_R10_passing_again_keeps_one_marker():
    rnd = position(["1-2", "3-4"], markers=[0], rest=1)
    play(rnd, "pass")
    assert rnd.markers == (0,)


def test_R11_double_gives_an_extra_play_that_must_cover_it():
    rnd = position(["5-5 5-3 12-8 7-7", "1-1"], {0: "12-5", "mexican": "12-7"})
    assert_legal(rnd, "play 5-3 on 0; play 5-5 on 0; play 7-7 on mexican")
    play(rnd, "play 5-5 on 0")
    assert rnd.turn == 0 and rnd.extra_play and rnd.open_doubles == (0,)
    assert_legal(rnd, "play 5-3 on 0")
    assert_illegal(rnd, "play 7-7 on mexican", "R12")  # at most one double a turn
    assert_illegal(rnd, "play 12-8 on 0", "R6")
    assert_illegal(rnd, "draw", "R8")
    play(rnd, "play 5-3 on 0")
    assert rnd.turn == 1 and not rnd.extra_play and rnd.open_doubles == ()


def test_R11_double_on_the_mexican_train_is_covered_there():
    rnd = position(["6-6 6-1 12-1", "1-1"], {"mexican": "12-6"})
    play(rnd, "play 6-6 on mexican")
    assert rnd.open_doubles == ("mexican",)
    assert_legal(rnd, "play 6-1 on mexican")


def test_R11_cannot_cover_draw_and_cover_with_the_drawn_tile():
    rnd = position(["5-5 7-1", "1-1"], {0: "12-5"}, draws="5-2")
    play(rnd, "play 5-5 on 0")
    assert_legal(rnd, "draw")
    play(rnd, "draw")
    assert_legal(rnd, "play 5-2 on 0")
    play(rnd, "play 5-2 on 0")
    assert rnd.turn == 1 and rnd.open_doubles == () and rnd.markers == ()


def test_R11_cannot_cover_even_after_drawing_pass_with_a_marker():
    rnd = position(["5-5 7-1", "5-4 12-2"], {0: "12-5"}, draws="9-1")
    play(rnd, "play 5-5 on 0; draw")
    assert_legal(rnd, "pass")
    play(rnd, "pass")
    assert rnd.turn == 1 and rnd.markers == (0,) and rnd.open_doubles == (0,)
    assert_legal(rnd, "play 5-4 on 0")  # the next player must cover it (R12)


def test_R11_drawn_double_played_before_the_extra_play():
    rnd = position(["1-2", "3-4"], {0: "12-5"}, draws="5-5 5-6 0-0")
    play(rnd, "draw")
    assert_legal(rnd, "play 5-5 on 0")
    play(rnd, "play 5-5 on 0")
    assert rnd.extra_play and not rnd.has_drawn  # a fresh draw for the cover
    assert_legal(rnd, "draw")
    play(rnd, "draw; play 5-6 on 0")
    assert rnd.turn == 1


def test_R12_open_double_blocks_other_trains():
    rnd = position(["9-1", "1-1", "4-2 12-3 9-9"],
                   {"mexican": "12-4 4-4", 2: "12-9"}, markers=[1], turn=2)
    assert rnd.open_doubles == ("mexican",) and not rnd.uncoverable("mexican")
    assert_legal(rnd, "play 4-2 on mexican")
    e = assert_illegal(rnd, "play 9-9 on 2", "R12")
    assert "4-4" in str(e) and "Mexican train" in str(e)
    assert_illegal(rnd, "play 12-3 on mexican", "R6")
    assert_illegal(rnd, "draw", "R8")
    play(rnd, "play 4-2 on mexican")
    assert rnd.open_doubles == () and rnd.turn == 0


def test_R12_cover_goes_on_any_train_even_unmarked():
    rnd = position(["9-1", "1-1", "4-2 12-3"], {1: "12-4 4-4"}, turn=2)
    assert rnd.markers == ()
    assert_legal(rnd, "play 4-2 on 1")


def test_R12_player_who_cannot_cover_draws_then_passes_with_a_marker():
    rnd = position(["9-1", "1-1 4-0", "12-3"], {"mexican": "12-4 4-4"}, markers=[0], turn=2, draws="9-8")
    assert_legal(rnd, "draw")
    play(rnd, "draw")
    assert_legal(rnd, "pass")
    play(rnd, "pass")
    assert rnd.markers == (0, 2) and rnd.open_doubles == ("mexican",)
    assert_legal(rnd, "draw")  # seat 0 must cover too, marked trains or not
    play(rnd, "draw; pass")
    assert_legal(rnd, "play 4-0 on mexican")


def test_R12_uncoverable_double_stops_restricting_play():
    rnd = position(["3-6", "5-5 3-1 0-0"], {**ALL_FIVES_BUT_DOUBLE, 1: "12-3"}, markers=[1], turn=1)
    assert_legal(rnd, "play 3-1 on 1; play 5-5 on mexican")
    play(rnd, "play 5-5 on mexican")
    assert rnd.open_doubles == ("mexican",) and rnd.uncoverable("mexican")
    assert rnd.extra_play and rnd.turn == 1
    assert_legal(rnd, "play 3-1 on 1")  # the extra play may go anywhere legal
    play(rnd, "play 3-1 on 1")
    assert rnd.turn == 0 and rnd.markers == ()
    assert_legal(rnd, "draw")  # nothing to cover: seat 0 may not play on unmarked 1


def test_R12_uncoverable_double_loaded_from_a_position():
    trains = {**ALL_FIVES_BUT_DOUBLE, "mexican": "12-5 5-5"}
    rnd = position(["12-4 1-3", "6-6"], trains)
    assert rnd.open_doubles == ("mexican",) and rnd.uncoverable("mexican")
    assert not rnd.uncoverable(0)  # train 0 ends in 11-5, not in a double
    assert_legal(rnd, "draw")  # 12-4 has no open end to go on: train 0 ends in 5


def test_R13_last_tile_ends_the_round_even_a_double():
    rnd = position(["5-5", "3-4 0-0"], {0: "12-5"})
    play(rnd, "play 5-5 on 0")
    assert rnd.is_over and rnd.winner == 0 and not rnd.is_blocked
    assert rnd.legal_moves() == [] and rnd.penalties == (0, 7)
    assert_illegal(rnd, "draw", "R13")
    assert_illegal(rnd, "play 3-4 on 0", "R13")


def test_R13_a_position_with_an_empty_hand_is_over():
    rnd = position(["3-4", ""], turn=1)
    assert rnd.is_over and rnd.winner == 1 and rnd.legal_moves() == []


def test_R14_blocked_round_nobody_can_play():
    rnd = position(["0-0 1-2", ""], ALL_TWELVES_PLAYED, rest=1)
    assert rnd.boneyard == () and rnd.is_over and rnd.is_blocked and rnd.winner is None
    assert not rnd.uncoverable(0)  # train 0 ends in 9-12: no double, though every 12 is out
    assert rnd.legal_moves() == []
    assert_illegal(rnd, "pass", "R14")


def test_R14_draw_that_empties_the_boneyard_blocks_the_round():
    rnd = position(["0-0 1-2", ""], ALL_TWELVES_PLAYED, rest=1, draws="1-3")
    assert not rnd.is_over
    assert_legal(rnd, "draw")
    play(rnd, "draw")
    assert rnd.is_over and rnd.is_blocked and rnd.legal_moves() == []
    assert_illegal(rnd, "pass", "R14")
    rnd.undo()
    assert not rnd.is_over and rnd.boneyard == (mt.Tile(3, 1),)


def test_R14_not_blocked_while_a_marker_could_still_open_a_train():
    # Every 11 is on the table and both train 0 and the Mexican train end in
    # 11; train 1 ends in 10 and seat 0 holds the last 10 (10-0), so seat 0
    # can play as soon as train 1 carries a marker.
    trains = {
        "mexican": "12-11 11-0 0-1 1-11 11-2 2-3 3-11 11-4 4-5 5-11 11-6 6-7 7-11 11-11 11-8 8-10 "
                   "10-1 1-2 2-10 10-3 3-4 4-10 10-5 5-6 6-10 10-10 10-7 7-9 9-10 10-11",
        0: "12-9 9-11",
        1: "12-10",
    }
    rnd = position(["0-0 10-0", ""], trains, rest=1)
    assert rnd.boneyard == () and not rnd.is_over
    assert_legal(rnd, "pass")
    play(rnd, "pass")
    assert not rnd.is_over
    assert_legal(rnd, "pass")
    play(rnd, "pass")
    assert_legal(rnd, "play 10-0 on 1")


def test_R14_playing_the_last_playable_tile_blocks_the_round():
    trains = {**ALL_TWELVES_PLAYED, 1: "12-4 4-5 5-12 12-10 10-11"}
    rnd = position(["11-12 0-0", ""], trains, markers=[1], rest=1)
    assert_legal(rnd, "play 11-12 on 0; play 11-12 on mexican; play 11-12 on 1")
    play(rnd, "play 11-12 on mexican")
    assert not rnd.is_over  # seat 1 holds 11s for the Mexican train and its own
    rnd.undo()
    play(rnd, "play 11-12 on 1")
    assert rnd.is_over and rnd.is_blocked and rnd.penalties == (0, sum(t.pips for t in rnd.hands[1]))


def test_R15_penalties_are_the_pips_left():
    rnd = position(["12-5", "0-0 3-4", "6-6"], turn=0)
    assert rnd.penalties is None
    play(rnd, "play 12-5 on mexican")
    assert rnd.penalties == (0, 7, 12)


def test_R15_blocked_round_penalties_count_every_hand():
    rnd = position(["0-0 1-2", ""], ALL_TWELVES_PLAYED, rest=1)
    assert rnd.penalties == (3, sum(t.pips for t in rnd.hands[1]))


def test_R15_totals_carry_from_round_to_round():
    rules = mt.Rules(rounds=3)
    first = position(["", "3-4", "0-1"], rules=rules)
    m = mt.Match.from_json(json.dumps({
        "format": "mextrain-match/1", "players": 3, "rules": rules.to_dict(), "seed": 1,
        "scores": [], "round": json.loads(first.to_json())}))
    assert m.round_scores == ((0, 7, 1),) and m.totals == (0, 7, 1)
    m.next_round()
    assert m.round.engine == mt.Tile(11, 11) and m.round_scores == ((0, 7, 1),)
    while not m.round.is_over:
        m.round.play(m.round.legal_moves()[0])
    last = m.round.penalties
    assert m.totals == tuple(a + b for a, b in zip((0, 7, 1), last))


# ---- end of the match ------------------------------------------------------

@pytest.mark.parametrize("rounds,count", [("full", 13), ("half", 6), ("seven", 7), ("one", 1), (4, 4), (13, 13)])
def test_R16_match_lengths(rounds, count):
    assert mt.Rules(rounds=rounds).rounds == count


@pytest.mark.parametrize("bad", [0, 14, "long", 2.0, True, None])
def test_R16_bad_match_length_is_refused(bad):
    with pytest.raises(ValueError, match="rounds must be 1..13"):
        mt.Rules(rounds=bad)


def test_R16_half_match_plays_six_rounds_twelve_down_to_seven():
    m = mt.Match(4, rules=mt.Rules(rounds="half"), seed=3)
    engines = []
    while True:
        engines.append(m.round.engine.high)
        while not m.round.is_over:
            m.round.play(m.round.legal_moves()[0])
        if m.is_over:
            break
        m.next_round()
    assert engines == [12, 11, 10, 9, 8, 7] and len(m.round_scores) == 6
    with pytest.raises(ValueError, match="R16"):
        m.next_round()


def test_R17_lowest_total_wins_ties_share_the_win():
    rules = mt.Rules(rounds=2)
    last = position(["", "6-4", "3-4"], engine=11, rules=rules)
    doc = {"format": "mextrain-match/1", "players": 3, "rules": rules.to_dict(), "seed": "s",
           "scores": [[10, 0, 5]], "round": json.loads(last.to_json())}
    m = mt.Match.from_json(json.dumps(doc))
    assert m.is_over and m.totals == (10, 10, 12) and m.winners == (0, 1)
    doc["scores"] = [[10, 1, 5]]
    assert mt.Match.from_json(json.dumps(doc)).winners == (0,)


def test_R17_no_winner_before_the_last_round():
    m = mt.Match(2, rules=mt.Rules(rounds=2), seed=0)
    while not m.round.is_over:
        m.round.play(m.round.legal_moves()[0])
    assert not m.is_over and m.winners == () and m.leaders


# ---- information -------------------------------------------------------------

def _view_state(view):
    return {name: getattr(view, name) for name in type(view).__slots__ if name != "_legal"} | {
        "legal": view.legal_moves(), "markers": view.markers}


def test_R18_view_hides_other_hands_and_the_boneyard_order():
    a = position(["12-5 1-1", "3-4 5-6", "7-8"], draws="0-1 2-2")
    b = position(["12-5 1-1", "2-2 0-1", "7-8"], draws="5-6 3-4")
    assert a.to_json() != b.to_json()
    for seat in (0, 2):  # seats that cannot tell the two rounds apart
        assert _view_state(a.view(seat)) == _view_state(b.view(seat))
    v = a.view(0)
    assert v.hand == a.hands[0] and v.hand_sizes == (2, 2, 1) and v.boneyard_size == len(a.boneyard)
    assert v.legal_moves() == a.legal_moves() and a.view(1).legal_moves() == []
    assert set(v.unseen()) == set(a.hands[1]) | set(a.hands[2]) | set(a.boneyard)


def test_R18_view_holds_no_reference_to_the_round():
    rnd = position(["12-5 1-1", "3-4 5-6"])
    view = rnd.view(0)
    seen, todo = set(), [view]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (str, int, mt.Tile, mt.Move, mt.Rules, type)):
            continue
        seen.add(id(obj))
        assert not isinstance(obj, mt.Round)
        todo.extend(gc.get_referents(obj))
    play(rnd, "play 12-5 on 0")
    assert view.hand == tuple(tiles("1-1 12-5")) and view.trains[0].tiles == ()  # a snapshot


def test_R18_sampled_round_agrees_with_the_view():
    rnd = mt.Round.new(4, seed=11)
    rnd.play(rnd.legal_moves()[0])
    view = rnd.view(2)
    for seed in range(3):
        s = view.sample(seed)
        assert s.hands[2] == rnd.hands[2] and s.hand_sizes == rnd.hand_sizes
        assert s.trains == rnd.trains and s.turn == rnd.turn and len(s.boneyard) == len(rnd.boneyard)
        assert json.loads(mt.Round.from_json(s.to_json()).to_json()) == json.loads(s.to_json())
    assert view.sample(1).to_json() == view.sample(1).to_json()


# ---- classic rules -------------------------------------------------------------

def _two_doubles(rules):
    return position(["5-5 7-7 5-3 7-2 1-1", "5-4 7-1"], {0: "12-5", "mexican": "12-7"}, rules=rules)


def test_C1_several_doubles_covered_in_the_order_played():
    for rules in (CLASSIC, mt.Rules(multiple_doubles=True)):
        rnd = _two_doubles(rules)
        assert_legal(rnd, "play 5-3 on 0; play 5-5 on 0; play 7-2 on mexican; play 7-7 on mexican")
        play(rnd, "play 5-5 on 0")
        assert_legal(rnd, "play 5-3 on 0; play 7-7 on mexican")
        play(rnd, "play 7-7 on mexican")
        assert rnd.open_doubles == (0, "mexican") and rnd.turn == 0
        assert_legal(rnd, "play 5-3 on 0")
        e = assert_illegal(rnd, "play 7-2 on mexican", "C1")
        assert "5-5" in str(e)
        play(rnd, "play 5-3 on 0")
        assert rnd.turn == 1 and rnd.open_doubles == ("mexican",)
        assert_legal(rnd, "play 7-1 on mexican")


def test_C1_reverse_order_variant():
    rnd = _two_doubles(mt.Rules(multiple_doubles=True, cover_order="reverse"))
    play(rnd, "play 5-5 on 0; play 7-7 on mexican")
    assert_legal(rnd, "play 7-2 on mexican")
    assert_illegal(rnd, "play 5-3 on 0", "C1")
    play(rnd, "play 7-2 on mexican")
    assert rnd.open_doubles == (0,)
    assert_legal(rnd, "play 5-4 on 0")


def test_C1_table_rules_allow_one_double_a_turn():
    rnd = _two_doubles(mt.Rules())
    play(rnd, "play 5-5 on 0")
    assert_legal(rnd, "play 5-3 on 0")
    assert_illegal(rnd, "play 7-7 on mexican", "R12")


def test_C1_drawn_double_is_played_and_the_player_draws_again():
    rnd = position(["5-5 1-2", "3-4"], {0: "12-5", "mexican": "12-7"}, draws="7-7 5-4", rules=CLASSIC)
    play(rnd, "play 5-5 on 0")
    assert_legal(rnd, "draw")
    play(rnd, "draw")
    assert_legal(rnd, "play 7-7 on mexican")
    play(rnd, "play 7-7 on mexican")
    assert_legal(rnd, "draw")
    play(rnd, "draw")
    assert_legal(rnd, "play 5-4 on 0")
    play(rnd, "play 5-4 on 0")
    assert rnd.turn == 1 and rnd.open_doubles == ("mexican",)


def test_C1_last_tile_a_double_still_ends_the_round():
    rnd = position(["5-5 7-7", "3-4"], {0: "12-5", "mexican": "12-7"}, rules=CLASSIC)
    play(rnd, "play 5-5 on 0; play 7-7 on mexican")
    assert rnd.is_over and rnd.winner == 0


def test_C2_double_blank_scores_fifty():
    for rules, expected in ((mt.Rules(), (0, 7)), (CLASSIC, (0, 57)), (mt.Rules(double_blank_points=50), (0, 57))):
        rnd = position(["12-5", "0-0 3-4"], rules=rules)
        play(rnd, "play 12-5 on 0")
        assert rnd.penalties == expected
    blocked = position(["0-0 1-2", ""], ALL_TWELVES_PLAYED, rest=1, rules=CLASSIC)
    assert blocked.penalties[0] == 53


@pytest.mark.parametrize("players,size", [(2, 16), (3, 16), (4, 15), (5, 14), (6, 12), (7, 10), (8, 9)])
def test_C3_classic_hand_sizes(players, size):
    for rules in (CLASSIC, mt.Rules(hand_sizes="classic")):
        assert rules.hand_size(players) == size
        rnd = mt.Round.new(players, rules=rules, seed=players)
        assert rnd.hand_sizes == (size,) * players and len(rnd.boneyard) == 90 - players * size


def test_C4_double_nine_set():
    rules = mt.Rules(max_pip=9)
    assert len(mt.full_set(9)) == 55 and rules.rounds == 10
    assert [rules.hand_size(n) for n in (2, 3, 4)] == [15, 13, 10]
    with pytest.raises(ValueError, match="2..4"):
        rules.hand_size(5)
    rnd = mt.Round.new(3, rules=rules, seed=1)
    assert rnd.engine == mt.Tile(9, 9) and len(rnd.boneyard) == 54 - 39
    assert all(t.high <= 9 for h in rnd.hands for t in h)
    assert_illegal(rnd, mt.Play(mt.Tile(10, 1), 0), "R1")
    m = mt.Match(2, rules=mt.Rules(max_pip=9, rounds=3), seed=0)
    assert [rules.engine_pip(k) for k in range(10)] == list(range(9, -1, -1))
    assert m.round.engine == mt.Tile(9, 9)


@pytest.mark.parametrize("max_pip", [15, 18])
def test_C4_larger_sets_seat_up_to_twelve(max_pip):
    rules = mt.Rules(max_pip=max_pip)
    assert rules.player_range == range(2, 13) and rules.rounds == max_pip + 1
    size = len(mt.full_set(max_pip))
    rnd = mt.Round.new(12, rules=rules, seed=0)
    assert len(rnd.boneyard) == size - 1 - 12 * rules.hand_size(12) > 0
    assert list(rnd.trains) == ["mexican", *range(12)]
    with pytest.raises(ValueError):
        mt.Rules(max_pip=13)
    with pytest.raises(ValueError, match="2..12"):
        rules.hand_size(13)


def test_C5_one_tile_left_is_shown():
    for rules in (mt.Rules(), CLASSIC):
        rnd = position(["12-5 1-2", "3-4", "0-1 2-3"], rules=rules)
        assert rnd.one_tile_left() == (1,)
        play(rnd, "play 12-5 on 0")
        assert rnd.one_tile_left() == (0, 1) == rnd.view(2).one_tile_left()
    assert CLASSIC.announce_last_tile and not mt.Rules().announce_last_tile
