"""Lesson 06's strategy exercises and the coach.

Every "which move is better" exercise carries the judge's data (two runs,
two seeds); the bank refuses one whose stored runs do not pick its answer.
Here: the data hold the kit's own thresholds, the judge picks the stored
move again at a small budget with a seed of its own, one stored run is
reproduced exactly, the tutor accepts the right move and refuses the other,
and the coach gives the same advice for the same seed, in every language.
"""

from __future__ import annotations

import html
import math
from dataclasses import replace

import pytest

import mextrain as mt
from mextrain import lessons
from mextrain.lessons import bank, l06, l07, strategy
from mextrain.lessons.tutor import Attempt
from mextrain.moves import Move
from mextrain.words import LANGUAGES, Words
from mextrain.words import teaching

DATA = l06.data()
JUDGED = [ex for ex in lessons.exercises("06") if isinstance(ex.kind, bank.Better)]
ENTRIES = {e["id"]: e for e in DATA["exercises"]}
TOPICS = {"chain", "heavy", "double", "mexican", "count"}


def _view(ex):
    rnd = ex.state()
    return rnd.view(rnd.turn)


def test_enough_judged_exercises_on_every_topic():
    assert len(JUDGED) >= 15
    assert {ex.id.split("-")[1] for ex in JUDGED} == TOPICS
    assert [ex.id for ex in JUDGED] == list(ENTRIES)


@pytest.mark.parametrize("ex", JUDGED, ids=lambda ex: ex.id)
def test_stored_runs_clear_the_bar(ex):
    judge = DATA["judge"]
    runs = ENTRIES[ex.id]["runs"]
    assert len({r["seed"] for r in runs}) == len(runs) >= 2, "two runs, two seeds"
    for r in runs:
        assert r["deals"] == judge["deals"] >= 1000
        assert r["best"] == 0 and r["means"][0] < r["means"][1]  # the first candidate is the answer
        assert r["margin"] >= judge["margin"] and r["z"] >= judge["z"] >= 3
        assert math.isclose(r["margin"], r["means"][1] - r["means"][0], abs_tol=1e-3)
        assert r["confidence"] >= 0.999
    assert ex.answer == ENTRIES[ex.id]["candidates"][0]


@pytest.mark.parametrize("ex", JUDGED, ids=lambda ex: ex.id)
def test_the_judge_agrees_at_a_small_budget(ex):
    """A fresh judge, 150 deals and a seed the stored runs did not use, picks
    the stored answer: the margins are wide enough for that."""
    cands = [Move.parse(c) for c in ENTRIES[ex.id]["candidates"]]
    verdict = strategy.judge(_view(ex), cands, deals=150, seed="test")
    assert str(verdict.move) == ex.answer, f"{ex.id}: the judge now picks {verdict.move}"


def test_a_stored_run_is_reproduced_exactly():
    """The cheapest exercise (its round furthest on), judged again with its
    stored seed and deals: the same means to the fourth decimal."""
    ex = max(JUDGED, key=lambda ex: len(ex.state().history))
    entry = ENTRIES[ex.id]
    stored = entry["runs"][0]
    cands = [Move.parse(c) for c in entry["candidates"]]
    again = strategy.judge(_view(ex), cands, deals=stored["deals"], seed=stored["seed"])
    assert [round(m, 4) for m in again.means] == stored["means"]


@pytest.mark.parametrize("ex", JUDGED, ids=lambda ex: ex.id)
def test_right_move_accepted_other_refused(ex):
    for key in ex.kind.keys:
        attempt = Attempt(ex, progress=None)
        reply = attempt.check(key)
        assert reply.correct is (key == ex.answer), f"{ex.id}: {key}"
        if reply.correct:
            assert reply.explained
        else:
            assert not reply.explained and len(reply.lines) == 1  # a hint, not the answer


def test_a_tampered_answer_is_refused():
    ex = JUDGED[0]
    other = next(k for k in ex.kind.keys if k != ex.answer)
    swapped = replace(ex, answer=other, kind=replace(ex.kind, engine=lambda _r: other))
    with pytest.raises(ValueError, match="does not pick"):
        bank.verify(swapped)


@pytest.mark.parametrize("ex", [*JUDGED, *l06.PREDICTIONS], ids=lambda ex: ex.id)
def test_hint_ladders(ex):
    """Two or three hints, each a different sentence, none naming the answer."""
    assert 2 <= len(ex.hints) <= 3
    attempt = Attempt(ex, progress=None)
    said = [attempt.say(h) for h in ex.hints]
    assert len(set(said)) == len(said)
    answer = dict(attempt.option_labels())[ex.answer]
    for hint in said:
        assert answer not in hint and str(ex.answer) not in hint.split(), f"{ex.id}: {hint}"


def test_the_order_of_the_choices_tells_nothing():
    firsts = {ex.kind.keys[0] == ex.answer for ex in JUDGED}
    assert firsts == {True, False}


@pytest.mark.parametrize("ex", JUDGED[:1] + JUDGED[-1:], ids=lambda ex: ex.id)
def test_the_coach_is_pure_and_speaks_every_language(ex):
    view = _view(ex)
    move, found = strategy.advice(view, seed=7)
    assert (move, found) == strategy.advice(view, seed=7)
    assert move in view.legal_moves() and found.key in strategy.IDEAS and found.move == move
    for lang in LANGUAGES:
        w = Words.load(lang).with_names(None, viewer=view.seat)
        text = teaching.advice(w, move, found)
        assert "{" not in text and str(move) not in text  # words, not move notation
        if lang != "en":
            assert text != teaching.advice(Words.load("en").with_names(None, viewer=view.seat), move, found)


def test_the_coach_names_the_exercise_idea_on_a_double():
    """Where the judge found a double to play, the coach plays it too and says why."""
    ex = next(ex for ex in JUDGED if ENTRIES[ex.id]["idea"] == "double")
    move, found = strategy.advice(_view(ex), seed=1)
    assert str(move) == ex.answer and found.key == "double"


def test_the_coach_with_one_move():
    rnd = mt.Round.new(2, seed=4)
    while len(rnd.legal_moves()) != 1:
        rnd.play(rnd.legal_moves()[0])
    move, found = strategy.advice(rnd.view(rnd.turn))
    assert found.key == "only" and move == rnd.legal_moves()[0]
    with pytest.raises(ValueError):
        strategy.advice(rnd.view((rnd.turn + 1) % 2))


def test_predictions_reveal_a_chart():
    from mextrain.lessons.display import revealed
    for ex in PREDICTIONS:
        attempt = Attempt(ex, progress=None)
        svg = revealed(ex, attempt)
        assert svg.startswith("<svg") and html.escape(attempt.say(ex.reveal.title)) in svg
        assert ex.predicts


PREDICTIONS = [*l06.PREDICTIONS, *(ex for ex in l07.EXERCISES if ex.predicts)]


@pytest.mark.parametrize("ex", PREDICTIONS, ids=lambda ex: ex.id)
def test_predictions_verified_in_full(ex):
    """The bank loads a study's exercise without playing the study; here
    it is played and checked like every other exercise."""
    bank.verify(ex)
    assert ex.truth() == ex.read(ex.answer)
    wrong = next(k for k in ex.kind.keys if k != ex.answer)
    with pytest.raises(ValueError, match="engine's answer"):
        bank.verify(replace(ex, wrong=((wrong, ex.explanation), (ex.answer, ex.explanation))))
