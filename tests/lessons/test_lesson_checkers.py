"""The lesson checkers and positions, without any UI: right and wrong
answers, judged by the engine, asserted on the findings (which tiles,
trains and moves are named, which rules are cited)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from lesson_games import blocked_round, match_over

import mextrain as mt
from mextrain import lessons
from mextrain import reasons as R
from mextrain.lessons import findings as F
from mextrain.reasons import Rule
from mextrain.words import words


def kinds(fb):
    return [type(f).__name__ for f in fb.findings]


def cited(fb):
    return {rule for f in fb.findings for rule in f.rules}


# ---- no UI -------------------------------------------------------------------

def test_importing_the_lessons_loads_no_ui():
    code = ("import sys, mextrain.lessons, mextrain.words.lessons;"
            "print([m for m in ('ipywidgets', 'anywidget', 'traitlets', 'svgwrite') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_widgets_re_export_the_lessons():
    from mextrain.widgets import quiz
    for name in ("position", "Feedback", "check_playable", "check_trains", "check_moves", "check_scores",
                 "check_blocked", "check_winners", "check_value"):
        assert getattr(quiz, name) is getattr(lessons, name)


# ---- positions --------------------------------------------------------------

def test_position_puts_every_other_tile_in_the_boneyard():
    rnd = lessons.position(["12-5", "4-2"], boneyard="6-6 1-0", seed=1)
    assert rnd.boneyard[:2] == (mt.Tile(6, 6), mt.Tile(1, 0))
    assert len(rnd.boneyard) == 91 - 1 - 2
    assert rnd.to_json() == lessons.position(["12-5", "4-2"], boneyard="6-6 1-0", seed=1).to_json()


def test_position_without_a_seed_keeps_set_order_and_may_deal_the_rest_to_a_seat():
    rnd = lessons.position(["12-5", "4-2"], boneyard="6-6", seed=None)
    assert rnd.boneyard[:3] == (mt.Tile(6, 6), mt.Tile(0, 0), mt.Tile(1, 0))
    rnd = lessons.position(["12-5", ""], boneyard="6-6", rest=1)
    assert rnd.boneyard == (mt.Tile(6, 6),) and len(rnd.hand(1)) == 91 - 3
    with pytest.raises(ValueError, match="rest must be"):
        lessons.position(["12-5", ""], rest=2)


@pytest.mark.parametrize("max_pip", [9, 15, 18])
def test_position_on_every_set_size(max_pip):
    rnd = lessons.position([f"{max_pip}-5", "4-2"], rules=mt.Rules(max_pip=max_pip))
    assert rnd.engine == mt.Tile(max_pip, max_pip)
    assert len(rnd.boneyard) == len(mt.full_set(max_pip)) - 3


def test_position_rejects_a_tile_twice_and_unknown_trains():
    with pytest.raises(mt.InvalidPosition):
        lessons.position(["12-5", "12-5"])
    with pytest.raises(ValueError, match="no train 5"):
        lessons.position(["12-5", "4-2"], {5: "12-1"})


@pytest.mark.parametrize("tile", ["13-1", "١٢-٥x", "<script>", "12"])
def test_position_leaves_bad_tiles_to_the_engine_which_names_the_field(tile):
    with pytest.raises(mt.InvalidPosition, match=r"hands\[1\]"):
        lessons.position(["12-5", tile])


# ---- checkers ---------------------------------------------------------------

def test_playable_right_and_wrong(marked):
    right = lessons.check_playable(marked, ["4-2", "7-1"])
    assert right.correct and kinds(right) == ["Because", "Because"]
    assert [f.reason.tile for f in right.findings] == [mt.Tile(7, 1), mt.Tile(4, 2)]
    assert cited(right) == {Rule.R6, Rule.R7, Rule.R10}
    wrong = lessons.check_playable(marked, ["4-2", "11-10"])
    assert not wrong.correct and kinds(wrong) == ["Picked", "Missed"]
    not_playable, missed = wrong.findings
    assert not_playable.item == mt.Tile(11, 10) and isinstance(not_playable.reason, R.FitsNowhere)
    assert not_playable.reason.ends == (("mexican", 7), (0, 4), (1, 12)) and not_playable.rules == (Rule.R6,)
    assert missed.item == mt.Tile(7, 1) and missed.reason.train == "mexican"
    assert "11-10 cannot be played now. 11-10 matches no open end" in str(wrong)


def test_playable_under_an_open_double_cites_r12(open_double):
    fb = lessons.check_playable(open_double, ["4-2", "7-1", "9-7"])
    assert not fb.correct
    assert fb.findings == (F.Picked(mt.Tile(4, 2), R.CoverFirst("mexican", mt.Tile(7, 7))),)
    assert "4-2 cannot be played now. The double 7-7 on the Mexican train must be covered first (R12)." in fb.details
    assert lessons.check_playable(open_double, ["7-1", "9-7"]).correct


def test_playable_a_tile_not_in_hand_says_so(marked):
    fb = lessons.check_playable(marked, ["4-2", "7-1", "12-5"])
    assert not fb.correct and fb.findings[0] == F.Picked(mt.Tile(12, 5), R.NotHeld(1, mt.Tile(12, 5)))


def test_playable_when_nothing_fits_says_draw():
    rnd = lessons.position(["12-5", "4-2"], turn=1)
    fb = lessons.check_playable(rnd, [])
    assert fb.correct and fb.findings == (F.Because(R.DrawNothingFits(1, 88)),) and cited(fb) == {Rule.R9}


def test_playable_once_the_round_is_over_says_who_went_out(over):
    fb = lessons.check_playable(over, [])
    assert fb.correct and fb.findings == (F.Because(R.RoundWon(0)),)


def test_trains_right_wrong_and_missed(marked):
    assert lessons.check_trains(marked, "4-2", [0]).correct
    assert lessons.check_trains(marked, "7-1", ["Mexican train"]).correct
    fb = lessons.check_trains(marked, "9-9", ["mexican", "train 0"])
    assert not fb.correct and kinds(fb) == ["Picked", "Picked"]
    assert [f.item for f in fb.findings] == ["mexican", 0] and cited(fb) == {Rule.R6}
    fb = lessons.check_trains(marked, "7-1", [])
    assert not fb.correct and kinds(fb) == ["Missed"] and fb.findings[0].item == "mexican"
    assert lessons.check_trains(marked, "7-1", "train mexican").correct
    with pytest.raises(ValueError, match="does not hold 12-5"):
        lessons.check_trains(marked, "12-5", [])
    with pytest.raises(ValueError, match="a tile is written as text"):
        lessons.check_trains(marked, ["4-2", "7-1"], [])


def test_trains_marker_absent_cites_r7():
    rnd = lessons.position(["12-5 7-3", "4-2"], {0: "12-4"}, turn=1)
    fb = lessons.check_trains(rnd, "4-2", [0])
    assert not fb.correct and fb.findings == (F.Picked(0, R.NotOpenToYou(0, 1)),)
    fb = lessons.check_trains(rnd, "4-2", [])
    assert fb.correct and fb.findings == (F.NoTrain(mt.Tile(4, 2), R.NotOpenToYou(0, 1)),)


@pytest.mark.parametrize("name", ["train ²", "١", "train 9", "moon", True, None])
def test_trains_refuse_a_train_that_is_not_at_the_table(marked, name):
    with pytest.raises(ValueError, match="no train"):
        lessons.check_trains(marked, "4-2", [name])


def test_moves_right_and_wrong(open_double):
    assert lessons.check_moves(open_double, ["play 7-1 on mexican", "play 9-7 on mexican"]).correct
    assert lessons.check_moves(open_double, {mt.Play(mt.Tile(7, 1), "mexican"),
                                             mt.Play(mt.Tile(9, 7), "mexican")}).correct
    fb = lessons.check_moves(open_double, ["play 7-1 on mexican", "play 4-2 on 0", "draw"])
    assert not fb.correct and kinds(fb) == ["Picked", "Picked", "Missed"]
    assert [f.item for f in fb.findings] == [mt.Draw(), mt.Play(mt.Tile(4, 2), 0), mt.Play(mt.Tile(9, 7), "mexican")]
    assert [f.rules[0] for f in fb.findings] == [Rule.R8, Rule.R12, Rule.R12]


def test_moves_draw_then_pass():
    rnd = lessons.position(["12-5", "4-2"], turn=1, boneyard="3-1")
    assert lessons.check_moves(rnd, ["draw"]).correct
    rnd.play(mt.Draw())
    fb = lessons.check_moves(rnd, ["draw"])
    assert not fb.correct and fb.findings == (F.Picked(mt.Draw(), R.DrewAlready(1)),
                                              F.Missed(mt.Pass(), R.PassNothingFits(1, True)))
    assert Rule.R10 in cited(fb)
    assert lessons.check_moves(rnd, ["pass"]).correct


def test_a_double_nobody_can_cover_is_named_with_the_count_of_its_set():
    rnd = lessons.position(["3-3 4-1 10-6", "11-5", "8-0"],
                           {"mexican": "12-3", 0: "12-4 4-3 3-5 5-0 0-3 3-1", 1: "12-6 6-3 3-7 7-2 2-3 3-10",
                            2: "12-8 8-3 3-9 9-11 11-3"}, markers=[1])
    rnd.play(mt.Move.parse("play 3-3 on mexican"))
    fb = lessons.check_moves(rnd, ["play 4-1 on 0", "play 10-6 on 1"])
    assert fb.correct and fb.findings[-1] == F.Because(R.Uncoverable("mexican", mt.Tile(3, 3), 13))
    nine = mt.Rules(max_pip=9)
    rnd = lessons.position(["1-1 4-2", "8-5"], {"mexican": "9-1 1-0 0-2 2-1 1-3 3-4 4-1 1-5 5-6 6-1 1-7 7-8 8-1"},
                           rules=nine)
    rnd.play(mt.Move.parse("play 1-1 on mexican"))
    fb = lessons.check_playable(rnd, [])
    assert F.Because(R.Uncoverable("mexican", mt.Tile(1, 1), 10)) in fb.findings


def test_scores_right_and_wrong(over):
    fb = lessons.check_scores(over, over.penalties)
    assert fb.correct and kinds(fb) == ["Score", "Score"] and fb.findings[0].rules == (Rule.R13, Rule.R15)
    fb = lessons.check_scores(over, [0, 10])
    assert not fb.correct
    assert fb.findings == (F.Score(1, 10, 51, (mt.Tile(9, 2), mt.Tile(11, 7), mt.Tile(11, 11)), (11, 18, 22)),)
    with pytest.raises(ValueError, match="not over"):
        lessons.check_scores(mt.Round.new(2, seed=1), [0, 0])
    with pytest.raises(ValueError, match="2 numbers"):
        lessons.check_scores(over, [0])


def test_scores_double_blank_under_c2():
    rules = mt.Rules(double_blank_points=50)
    rnd = lessons.position(["5-0", "0-0 3-1"], {"mexican": "12-5"}, rules=rules)
    rnd.play(mt.Play(mt.Tile(5, 0), "mexican"))
    fb = lessons.check_scores(rnd, [0, 54])
    assert fb.correct and fb.findings[1] == F.Score(1, 54, 54, (mt.Tile(0, 0), mt.Tile(3, 1)), (50, 4), 50)
    assert fb.findings[1].rules == (Rule.R15, Rule.C2)


def test_blocked_right_and_wrong(over):
    rnd = blocked_round()
    assert lessons.check_blocked(rnd, True).correct
    fb = lessons.check_blocked(rnd, False)
    assert not fb.correct and kinds(fb) == ["Blocked"] and cited(fb) == {Rule.R14}
    assert fb.findings[0].ends == tuple(sorted({t.open_end for t in rnd.trains.values()}))
    fb = lessons.check_blocked(over, True)
    assert not fb.correct and fb.findings == (F.WentOut(0),) and cited(fb) == {Rule.R13}
    fb = lessons.check_blocked(mt.Round.new(2, seed=1), True)
    assert not fb.correct and fb.findings == (F.CanDraw(60),)
    with pytest.raises(ValueError):
        lessons.check_blocked(rnd, "yes")


def test_not_blocked_while_someone_holds_an_open_end():
    rnd = mt.Round.new(2, seed=0)
    while rnd.boneyard:
        rnd.play(rnd.legal_moves()[0])
    assert not rnd.is_over
    fb = lessons.check_blocked(rnd, True)
    assert not fb.correct and kinds(fb) == ["CanStillPlay"] and cited(fb) == {Rule.R14}
    (why,) = fb.findings
    assert mt.Play(why.reason.tile, why.reason.train) in rnd.legal_moves() and why.seat == rnd.turn
    assert lessons.check_blocked(rnd, False).correct


def test_not_blocked_when_a_pass_opens_a_train():
    """Every 3 is on the table, the Mexican train and train 0 end in 3, train
    1 in 5; player 0 holds the 5s, player 1 to act everything else. Nobody
    can play now, but once player 1 passes its marker lets player 0 play on
    train 1."""
    trains = {"mexican": "12-3 3-3 3-1 1-4 4-3 3-5 5-6 6-3", 0: "12-0 0-3 3-2 2-7 7-3 3-8 8-10 10-3",
              1: "12-9 9-3 3-11 11-5"}
    rnd = lessons.position(["5-0 5-1 5-2 5-4 5-5 5-7 5-8 5-9 5-10 5-12", ""], trains, turn=1, rest=1)
    assert not rnd.is_over and not rnd.boneyard and rnd.legal_moves() == [mt.Pass()]
    fb = lessons.check_blocked(rnd, True)
    assert fb.findings == (F.CanStillPlay(0, R.Fits(0, mt.Tile(5, 0), 1, 5, marked=True), opens=True),)
    assert fb.findings[0].rules == (Rule.R14, Rule.R10)


def test_winners_right_wrong_and_draws():
    m = match_over(3, seed=4)
    assert lessons.check_winners(m, m.winners).correct
    fb = lessons.check_winners(m, [1])
    assert not fb.correct and fb.findings == (F.Totals(m.totals), F.Winner(0, 0)) and cited(fb) == {Rule.R17}
    with pytest.raises(ValueError, match="not over"):
        lessons.check_winners(mt.Match(2, seed=1), [0])


def shared_win():
    """A two-round match whose last round leaves both players on 10 (R17)."""
    short = mt.Rules(rounds=2)
    final_round = lessons.position(["", "5-5"], engine=11, rules=short)
    return mt.Match.from_json(json.dumps({"format": "mextrain-match/1", "players": 2, "rules": short.to_dict(),
                                          "seed": 7, "scores": [[10, 0]], "round": json.loads(final_round.to_json())}))


def test_winners_shared():
    m = shared_win()
    assert m.winners == (0, 1)
    fb = lessons.check_winners(m, [0, 1])
    assert fb.correct and fb.findings == (F.Totals((10, 10)), F.SharedWin((0, 1), 10))
    assert not lessons.check_winners(m, 0).correct


def test_value_numbers_words_and_yes_no():
    assert lessons.check_value(15, " 15 ", "R4").correct
    assert not lessons.check_value(15, "12", "R4").correct
    assert lessons.check_value(15, "12", "R4").details == ("R4",)
    assert "whole number" in lessons.check_value(15, "lots", "R4").headline
    assert lessons.check_value("Mexican", "mexican", "R6").correct
    assert lessons.check_value(True, "yes", "R12").correct
    assert not lessons.check_value(True, False, "R12").correct


@pytest.mark.parametrize("typed", ["١٥", "１５", "1_5", "²", "15.0", "<script>alert(1)</script>"])
def test_value_takes_ascii_digits_only(typed):
    fb = lessons.check_value(15, typed, "R4")
    assert not fb.correct and "is not a whole number" in fb.headline


def test_value_with_thousands_of_digits_is_wrong_not_a_crash():
    assert not lessons.check_value(15, "1" * 5000, "R4").correct


def test_feedback_reads_as_text_and_html():
    fb = lessons.Feedback(False, "Not quite.", ("a <b> c (R6).",))
    assert str(fb) == "Not quite.\n- a <b> c (R6)." and not fb
    assert "&lt;b&gt;" in fb._repr_html_() and "wrong" in fb._repr_html_()


def test_names_with_markup_are_harmless_in_feedback(over):
    named = words().with_names(["<script>x</script>", "Bo"])
    fb = lessons.check_blocked(over, True, words=named)
    assert "<script>x</script>" in str(fb) and "<script>" not in fb._repr_html_()
