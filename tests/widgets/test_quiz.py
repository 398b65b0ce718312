"""The lesson exercises: checkers with right and wrong answers, and the
widgets driven through their Python API as a learner's clicks would."""

from __future__ import annotations

import pytest

import mextrain as mt
from mextrain.widgets import quiz


@pytest.fixture
def open_double():
    """Player 1 to act; 7-7 ends the Mexican train uncovered; train 0 has a marker."""
    return quiz.position(["12-5 7-3", "4-2 7-1 9-7 12-1"], {"mexican": "12-7 7-7", 0: "12-4"},
                         turn=1, markers=[0])


@pytest.fixture
def marked():
    """Player 1 to act, nothing to cover; train 0 carries a marker (R10)."""
    return quiz.position(["12-5 7-3", "4-2 7-1 9-9 11-10"], {"mexican": "12-7", 0: "12-4"},
                         turn=1, markers=[0])


def played_out(players=2, seed=3):
    rnd = mt.Round.new(players, seed=seed)
    while not rnd.is_over:
        rnd.play(rnd.legal_moves()[0])
    return rnd


def blocked_round():
    """Two hands, an empty boneyard, and no tile that fits any open end (R14)."""
    for seed in range(200):
        rnd = played_out(2, seed)
        if rnd.is_blocked:
            return rnd
    raise AssertionError("no blocked round in 200 seeds")


# ---- positions --------------------------------------------------------------

def test_position_puts_every_other_tile_in_the_boneyard():
    rnd = quiz.position(["12-5", "4-2"], boneyard="6-6 1-0", seed=1)
    assert rnd.boneyard[:2] == (mt.Tile(6, 6), mt.Tile(1, 0))
    assert len(rnd.boneyard) == 91 - 1 - 2
    assert rnd.to_json() == quiz.position(["12-5", "4-2"], boneyard="6-6 1-0", seed=1).to_json()


def test_position_rejects_a_tile_twice_and_unknown_trains():
    with pytest.raises(mt.InvalidPosition):
        quiz.position(["12-5", "12-5"])
    with pytest.raises(ValueError, match="no train 5"):
        quiz.position(["12-5", "4-2"], {5: "12-1"})


# ---- checkers ---------------------------------------------------------------

def test_playable_right_and_wrong(marked):
    assert quiz.check_playable(marked, ["4-2", "7-1"]).correct
    wrong = quiz.check_playable(marked, ["4-2", "11-10"])
    assert not wrong.correct
    text = str(wrong)
    assert "11-10 cannot be played now. It matches no open end" in text and "(R6)" in text
    assert "You missed 7-1" in text and "Mexican train" in text


def test_playable_under_an_open_double_cites_r12(open_double):
    fb = quiz.check_playable(open_double, ["4-2", "7-1", "9-7"])
    assert not fb.correct
    assert "4-2 cannot be played now. The double 7-7 on the Mexican train must be covered first (R12)." in fb.details
    assert quiz.check_playable(open_double, ["7-1", "9-7"]).correct


def test_playable_when_nothing_fits_says_draw():
    rnd = quiz.position(["12-5", "4-2"], turn=1)
    fb = quiz.check_playable(rnd, [])
    assert fb.correct and "draw" in str(fb) and "R9" in str(fb)


def test_trains_right_wrong_and_missed(marked):
    assert quiz.check_trains(marked, "4-2", [0]).correct
    assert quiz.check_trains(marked, "7-1", ["Mexican train"]).correct
    fb = quiz.check_trains(marked, "9-9", ["mexican", "train 0"])
    assert not fb.correct
    assert any("R6" in d for d in fb.details)            # 9-9 matches no open end
    fb = quiz.check_trains(marked, "7-1", [])
    assert not fb.correct and "You missed the Mexican train" in str(fb)
    with pytest.raises(ValueError, match="does not hold 12-5"):
        quiz.check_trains(marked, "12-5", [])


def test_trains_marker_absent_cites_r7():
    rnd = quiz.position(["12-5 7-3", "4-2"], {0: "12-4"}, turn=1)
    fb = quiz.check_trains(rnd, "4-2", [0])
    assert not fb.correct and "carries no marker" in str(fb) and "(R7)" in str(fb)
    fb = quiz.check_trains(rnd, "4-2", [])
    assert fb.correct and "may go on no train" in str(fb)


def test_moves_right_and_wrong(open_double):
    assert quiz.check_moves(open_double, ["play 7-1 on mexican", "play 9-7 on mexican"]).correct
    assert quiz.check_moves(open_double, {mt.Play(mt.Tile(7, 1), "mexican"),
                                          mt.Play(mt.Tile(9, 7), "mexican")}).correct
    fb = quiz.check_moves(open_double, ["play 7-1 on mexican", "play 4-2 on 0", "draw"])
    assert not fb.correct
    text = str(fb)
    assert "play 4-2 on 0 is not legal" in text and "R12" in text
    assert "draw is not legal" in text and "R8" in text
    assert "You missed play 9-7 on mexican" in text


def test_moves_draw_then_pass():
    rnd = quiz.position(["12-5", "4-2"], turn=1, boneyard="3-1")
    assert quiz.check_moves(rnd, ["draw"]).correct
    rnd.play(mt.Draw())
    fb = quiz.check_moves(rnd, ["draw"])
    assert not fb.correct and "You missed pass" in str(fb) and "marker" in str(fb)
    assert quiz.check_moves(rnd, ["pass"]).correct


def test_scores_right_and_wrong():
    rnd = played_out()
    assert quiz.check_scores(rnd, rnd.penalties).correct
    fb = quiz.check_scores(rnd, [0, 10])
    assert not fb.correct
    assert fb.details == ("You said 10, but player 1 scores the pips left in hand: "
                          "9-2 (11) + 11-7 (18) + 11-11 (22) = 51 (R15).",)
    with pytest.raises(ValueError, match="not over"):
        quiz.check_scores(mt.Round.new(2, seed=1), [0, 0])
    with pytest.raises(ValueError, match="2 numbers"):
        quiz.check_scores(rnd, [0])


def test_scores_double_blank_under_c2():
    rules = mt.Rules(double_blank_points=50)
    rnd = quiz.position(["5-0", "0-0 3-1"], {"mexican": "12-5"}, rules=rules)
    rnd.play(mt.Play(mt.Tile(5, 0), "mexican"))
    fb = quiz.check_scores(rnd, [0, 54])
    assert fb.correct and "0-0 counts 50 under C2" in str(fb)


def test_blocked_right_and_wrong():
    rnd = blocked_round()
    assert quiz.check_blocked(rnd, True).correct
    fb = quiz.check_blocked(rnd, False)
    assert not fb.correct and "R14" in str(fb)
    fb = quiz.check_blocked(played_out(), True)
    assert not fb.correct and "went out" in str(fb) and "R13" in str(fb)
    fb = quiz.check_blocked(mt.Round.new(2, seed=1), True)
    assert not fb.correct and "boneyard still has" in str(fb)
    with pytest.raises(ValueError):
        quiz.check_blocked(rnd, "yes")


def test_not_blocked_while_someone_holds_an_open_end():
    rnd = mt.Round.new(2, seed=0)
    while rnd.boneyard:
        rnd.play(rnd.legal_moves()[0])
    assert not rnd.is_over
    fb = quiz.check_blocked(rnd, True)
    assert not fb.correct and "holds" in str(fb) and "R14" in str(fb)
    assert quiz.check_blocked(rnd, False).correct


def test_winners_right_wrong_and_draws():
    m = mt.Match(3, rules=mt.Rules(rounds="one"), seed=4)
    while not m.round.is_over:
        m.round.play(m.round.legal_moves()[0])
    assert quiz.check_winners(m, m.winners).correct
    fb = quiz.check_winners(m, [1])
    assert not fb.correct and "R17" in str(fb)
    with pytest.raises(ValueError, match="not over"):
        quiz.check_winners(mt.Match(2, seed=1), [0])


def test_value_numbers_words_and_yes_no():
    assert quiz.check_value(15, " 15 ", "R4").correct
    assert not quiz.check_value(15, "12", "R4").correct
    assert "whole number" in quiz.check_value(15, "lots", "R4").headline
    assert quiz.check_value("Mexican", "mexican", "R6").correct
    assert quiz.check_value(True, "yes", "R12").correct
    assert not quiz.check_value(True, False, "R12").correct


def test_feedback_reads_as_text_and_html():
    fb = quiz.Feedback(False, "Not quite.", ("a <b> c (R6).",))
    assert str(fb) == "Not quite.\n- a <b> c (R6)." and not fb
    assert "&lt;b&gt;" in fb._repr_html_() and "wrong" in fb._repr_html_()


# ---- widgets, driven as a learner would -----------------------------------

def test_playable_widget(marked):
    w = quiz.PlayableTiles(marked)
    assert list(w.toggles) == ["4-2", "7-1", "9-9", "11-10"]
    w.toggles["4-2"].value = True
    w.check_button.click()
    assert w.last is not None and not w.last.correct and "Not quite" in w.feedback.value
    w.answer = ["4-2", "7-1"]
    assert w.check().correct and "Right!" in w.feedback.value
    with pytest.raises(ValueError, match="no choice 6-6"):
        w.answer = ["6-6"]


def test_which_trains_widget(marked):
    w = quiz.WhichTrains(marked, "7-1")
    assert list(w.toggles) == ["Mexican train", "train 0", "train 1 (own)"]
    w.toggles["Mexican train"].value = True
    assert w.answer == ["mexican"]
    assert w.check().correct
    w.answer = [0, "mexican"]
    assert not w.check().correct


def test_legal_moves_widget(open_double):
    w = quiz.LegalMoves(open_double)
    assert {"play 7-1 on mexican", "play 9-7 on mexican", "play 4-2 on 0", "draw", "pass"} <= set(w.toggles)
    w.answer = ["play 7-1 on mexican", "play 9-7 on mexican"]
    assert w.check().correct


def test_scores_widget():
    rnd = played_out()
    w = quiz.Scores(rnd)
    shown = w.picture.value
    assert "penalty" not in shown and "Penalties" not in shown and "pips" not in shown  # not the answer
    w.boxes[1].value = 51
    assert w.answer == [0, 51]
    w.check_button.click()
    assert w.last.correct
    w.answer = [0, 50]
    assert not w.check().correct
    with pytest.raises(ValueError, match="not over"):
        quiz.Scores(mt.Round.new(2, seed=1))


def test_blocked_widget_needs_an_answer():
    w = quiz.Blocked(blocked_round())
    assert w.check().headline == "Choose an answer first."
    w.choice.value = "blocked"
    assert w.answer is True and w.check().correct
    w.answer = False
    assert not w.check().correct


def test_winners_widget():
    m = mt.Match(2, rules=mt.Rules(rounds="one"), seed=2)
    while not m.round.is_over:
        m.round.play(m.round.legal_moves()[0])
    w = quiz.Winners(m)
    w.answer = list(m.winners)
    assert w.check().correct


def test_ask_widget():
    q = quiz.Ask("Does a double need covering?", True, why="R11.")
    assert q.check().headline == "Type or choose an answer first."
    q.answer = True
    assert q.box.value == "yes" and q.check().correct
    q = quiz.Ask("How many tiles in the set?", len(mt.full_set()), why="R1: 91 tiles.")
    q.box.value = "90"
    assert not q.check().correct


def test_a_double_nobody_can_cover_is_named():
    rnd = quiz.position(["3-3 4-1 10-6", "11-5", "8-0"],
                        {"mexican": "12-3", 0: "12-4 4-3 3-5 5-0 0-3 3-1", 1: "12-6 6-3 3-7 7-2 2-3 3-10",
                         2: "12-8 8-3 3-9 9-11 11-3"}, markers=[1])
    rnd.play(mt.Move.parse("play 3-3 on mexican"))
    fb = quiz.check_moves(rnd, ["play 4-1 on 0", "play 10-6 on 1"])
    assert fb.correct and "3-3 on the Mexican train can never be covered" in str(fb)


def test_an_exercise_keeps_its_position_while_the_notebook_plays_on(marked):
    w = quiz.PlayableTiles(marked)
    marked.play(mt.Move.parse("play 7-1 on mexican"))        # a later cell moves the game on
    w.answer = ["4-2", "7-1"]
    assert w.check().correct
    m = mt.Match(2, rules=mt.Rules(rounds="one"), seed=2)
    while not m.round.is_over:
        m.round.play(m.round.legal_moves()[0])
    assert quiz.Winners(m).match is not m


def _click(widget, kind, value):
    widget.picture._handle_custom_msg({"kind": kind, "value": value, "version": widget.picture.version,
                                       "click": 1}, [])


def test_clicks_on_the_picture_pick_tiles_and_trains(marked):
    w = quiz.PlayableTiles(marked)
    _click(w, "tile", "4-2")
    assert w.answer == ["4-2"] and 'data-tile="4-2"' in w.picture.svg
    _click(w, "train", "mexican")                            # not what this exercise asks: ignored
    _click(w, "tile", "7-1")
    assert w.check().correct
    _click(w, "tile", "7-1")
    assert w.answer == ["4-2"]
    w = quiz.WhichTrains(marked, "4-2")
    _click(w, "train", "0")
    assert w.answer == [0] and w.check().correct
    _click(w, "train", "nonsense")
    assert w.answer == [0]


def test_without_a_kernel_the_reader_still_sees_the_question(marked):
    bundle = quiz.PlayableTiles(marked)._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["text/plain"].startswith("Exercise: Player 1 is to play.")
    assert "<svg" in bundle["text/html"] and "Choices: 4-2, 7-1, 9-9, 11-10" in bundle["text/html"]
    ask = quiz.Ask("How many <tiles>?", 91, why="R1.")._repr_mimebundle_()
    assert "How many &lt;tiles&gt;?" in ask["text/html"] and "<svg" not in ask["text/html"]
    assert "Choices: blocked, not blocked" in quiz.Blocked(played_out())._repr_mimebundle_()["text/html"]
