"""The older exercise widgets (``mt.widgets.quiz``, docs/API.md), driven
through their Python API as a learner's clicks would, on every set size:
each is an exercise of the bank's kinds on the position given, shown by the
one exercise widget and answered by the tutor; the checkers behind them are
tested in test_lesson_checkers.py."""

from __future__ import annotations

import pytest
from lesson_games import blocked_round, match_over, played_out

import mextrain as mt
from mextrain.lessons import Feedback, Reply
from mextrain.widgets import quiz
from mextrain.widgets.exercises import ExerciseWidget
from mextrain.words import words


# ---- widgets, driven as a learner would -----------------------------------

def test_each_is_the_one_exercise_widget_and_its_feedback(marked):
    w = quiz.PlayableTiles(marked)
    assert isinstance(w, ExerciseWidget) and Reply is Feedback
    assert w.exercise.position.build() is not marked and w.exercise.kind == mt.lessons.bank.Tiles()


def test_playable_widget(marked):
    w = quiz.PlayableTiles(marked)
    assert list(w.toggles) == ["4-2", "7-1", "9-9", "11-10"]
    w.toggles["4-2"].value = True
    w.check_button.click()
    assert isinstance(w.last, Feedback) and w.last.correct is False and "Not quite" in w.feedback.value
    assert "7-1" not in str(w.last)  # the tile still missing is not named: the learner looks again
    w.answer = ["4-2", "7-1"]
    assert w.check().correct and "Right!" in w.feedback.value
    w.answer = [mt.Tile(1, 7)]
    assert w.answer == ["7-1"]
    with pytest.raises(ValueError, match="6-6 is not in the hand"):
        w.answer = ["6-6"]
    with pytest.raises(ValueError, match="not a tile"):
        w.answer = ["<script>"]


def test_which_trains_widget(marked):
    w = quiz.WhichTrains(marked, "7-1")
    assert list(w.toggles) == ["Mexican train", "Player 1", "Player 2 (you)"]
    w.toggles["Mexican train"].value = True
    assert w.answer == ["mexican"]
    assert w.check().correct
    w.answer = [0, "mexican"]
    assert not w.check().correct and "does not match the open end 4 of Player 1's train (R6)" in str(w.last)
    with pytest.raises(ValueError, match="does not hold 6-6"):
        quiz.WhichTrains(marked, "6-6")


def test_legal_moves_widget(open_double):
    w = quiz.LegalMoves(open_double)
    # the buttons say a move in words, never in the engine's move syntax
    assert {"7-1 on the Mexican train", "9-7 on the Mexican train", "4-2 on Player 1's train", "draw a tile",
            "pass"} <= set(w.toggles)
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
    assert w.last.correct and any("= 51 (R15)" in line for line in w.last.lines)
    w.answer = [0, 50]
    assert not w.check().correct and "51" not in str(w.last)
    with pytest.raises(ValueError, match="not over"):
        quiz.Scores(mt.Round.new(2, seed=1))


def test_blocked_widget_needs_an_answer():
    w = quiz.Blocked(blocked_round())
    assert w.check().headline == "Choose an answer first." and w.last.correct is None
    w.choice.value = True
    assert w.answer is True and w.choice.label == "blocked" and w.check().correct
    assert "nobody can ever play again (R14)" in str(w.last)
    w.answer = False
    assert not w.check().correct


def test_winners_widget():
    m = match_over()
    w = quiz.Winners(m)
    assert list(w.toggles) == ["Player 1", "Player 2"]
    w.answer = list(m.winners)
    assert w.answer == list(m.winners) and w.check().correct
    with pytest.raises(ValueError, match="winners are seats 0..1"):
        w.answer = [5]
    with pytest.raises(ValueError, match="winners are seats"):
        w.answer = [True]


def test_ask_widget():
    q = quiz.Ask("Does a double need covering?", True, why="R11.")
    assert q.check().headline == "Choose an answer first."
    q.answer = True
    assert q.answer is True and q.choice.label == "yes"
    assert q.check().correct and q.last.lines == ("R11.",)
    with pytest.raises(ValueError, match="no choice 'maybe'"):
        q.answer = "maybe"
    q = quiz.Ask("How many tiles in the set?", len(mt.full_set()), why="R1: 91 tiles.")
    q.box.value = "90"
    assert not q.check().correct and "91" not in str(q.last)  # the why only once right, or asked for
    assert q.explain().lines == ("R1: 91 tiles.",)
    with pytest.raises(TypeError, match="whole number or True/False"):
        quiz.Ask("Which train?", "mexican", why="R7.")


def test_an_exercise_keeps_its_position_while_the_notebook_plays_on(marked):
    w = quiz.PlayableTiles(marked)
    marked.play(mt.Move.parse("play 7-1 on mexican"))        # a later cell moves the game on
    w.answer = ["4-2", "7-1"]
    assert w.check().correct
    m = match_over()
    assert quiz.Winners(m).state is not m


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
    assert bundle["text/plain"].startswith("Exercise: Player 2 is to play.")
    assert "<img" in bundle["text/html"] and "Choices" not in bundle["text/html"]  # clicked on the picture
    ask = quiz.Ask("How many <tiles>?", 91, why="R1.")._repr_mimebundle_()
    assert "How many &lt;tiles&gt;?" in ask["text/html"] and "<img" not in ask["text/html"]
    assert "R1." not in ask["text/html"]
    assert "Choices: blocked \u00b7 not blocked" in quiz.Blocked(played_out())._repr_mimebundle_()["text/html"]


def test_names_with_markup_stay_text(marked):
    named = words().with_names(["Ann", "<img src=x onerror=alert(1)>"])
    w = quiz.PlayableTiles(marked, words=named)
    assert w.attempt.question.startswith("<img src=x") and "<img" not in w.prompt.value
    w.answer = ["4-2"]
    assert "<img" not in w.check()._repr_html_()
    assert "<img src=x" not in w._repr_mimebundle_()["text/html"]
    scores = quiz.Scores(played_out(), words=named)
    assert [box.description for box in scores.boxes] == ["Ann", "<img src=x onerror=alert(1)>"]
    assert not scores.boxes[1].description_allow_html


# ---- every kind of exercise on every set size --------------------------------------

SETS = [9, 12, 15, 18]


def _table(max_pip):
    """Player 0 to act on a double-``max_pip`` set: {m}-5 fits its own train,
    7-3 the Mexican train, 5-5 nothing."""
    m = max_pip
    return quiz.position([f"{m}-5 7-3 5-5", f"4-2 {m}-1"], {"mexican": f"{m}-7"}, rules=mt.Rules(max_pip=m))


@pytest.mark.parametrize("max_pip", SETS)
def test_playable_tiles_on_every_set(max_pip):
    w = quiz.PlayableTiles(_table(max_pip))
    _click(w, "tile", f"{max_pip}-5")
    assert w.answer == [f"{max_pip}-5"] and f'data-tile="{max_pip}-5"' in w.picture.svg
    assert not w.check().correct and "something is missing" in str(w.last)
    _click(w, "tile", "5-5")
    assert not w.check().correct and "5-5 matches no open end" in str(w.last)
    w.answer = [f"{max_pip}-5", "7-3"]
    assert w.check().correct


@pytest.mark.parametrize("max_pip", SETS)
def test_which_trains_on_every_set(max_pip):
    w = quiz.WhichTrains(_table(max_pip), f"{max_pip}-5")
    assert list(w.toggles) == ["Mexican train", "Player 1 (you)", "Player 2"]
    _click(w, "train", "0")
    assert w.answer == [0] and w.check().correct


@pytest.mark.parametrize("max_pip", SETS)
def test_legal_moves_on_every_set(max_pip):
    w = quiz.LegalMoves(_table(max_pip))
    assert mt.Move.parse(f"play {max_pip}-5 on 0", max_pip=max_pip) in dict(w._choices()).values()
    assert "<img" in w.picture.value
    w.answer = [f"play {max_pip}-5 on 0", "play 7-3 on mexican"]
    assert w.check().correct


@pytest.mark.parametrize("max_pip", SETS)
def test_scores_on_every_set(max_pip):
    rnd = played_out(rules=mt.Rules(max_pip=max_pip))
    w = quiz.Scores(rnd)
    w.answer = rnd.penalties
    assert w.check().correct and any("(R15)" in line for line in w.last.lines)


@pytest.mark.parametrize("max_pip", SETS)
def test_blocked_on_every_set(max_pip):
    rnd = blocked_round(mt.Rules(max_pip=max_pip))
    w = quiz.Blocked(rnd)
    w.answer = True
    assert w.check().correct and w.last.lines[-1].endswith("(R14).")
    w = quiz.Blocked(_table(max_pip))
    w.answer = False
    assert w.check().correct and "boneyard" in w.last.lines[-1]


@pytest.mark.parametrize("max_pip", SETS)
def test_winners_on_every_set(max_pip):
    m = match_over(rules=mt.Rules(max_pip=max_pip, rounds="one"))
    w = quiz.Winners(m)
    w.answer = list(m.winners)
    assert w.check().correct and "<img" in w.picture.value


@pytest.mark.parametrize("max_pip", SETS)
def test_ask_on_every_set(max_pip):
    q = quiz.Ask("How many tiles are in the set?", len(mt.full_set(max_pip)), why="R1.",
                 picture=mt.svg.table(_table(max_pip), seat="all"))
    assert "<img" in q.picture.value
    q.answer = len(mt.full_set(max_pip))
    assert q.check().correct
    q = quiz.Ask("Does 5-5 fit now?", False, why="R6.")
    q.answer = _table(max_pip).unplayable(mt.Tile(5, 5)) is None
    assert q.check().correct
