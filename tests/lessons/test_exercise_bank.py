"""The exercise bank: every answer is the engine's, every rule id has its
exercises, the tutor never gives an answer before a try, every kind works
on every set size, progress keeps first tries."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from answers_seen import answer_tokens, found
from mextrain import lessons
from mextrain.lessons import bank
from mextrain.lessons.bank import (Arranged, Choice, Deal, Exercise, MakeMove, Moves, Number, RulesOnly, Scores,
                                   SeatText, Tiles, Trains, TrainText, Winners, verify)
from mextrain.lessons.progress import Progress, Report
from mextrain.lessons.tutor import Attempt
from mextrain.moves import Play
from mextrain.reasons import Rule
from mextrain.rules import Rules
from mextrain.words.exercises import T, seat_names

EXERCISES = lessons.exercises()
IDS = [ex.id for ex in EXERCISES]


# ---- the bank agrees with the engine --------------------------------------------------

def test_at_least_fifty_exercises_each_checked_on_load():
    assert len(EXERCISES) >= 50
    assert len(set(IDS)) == len(IDS)


@pytest.mark.parametrize("ex", EXERCISES, ids=IDS)
def test_the_written_answer_is_the_engines(ex):
    state = ex.state()
    assert ex.read(ex.answer, state) == ex.kind.truth(state)
    for wrong, _ in ex.wrong:
        assert ex.read(wrong, state) != ex.kind.truth(state), f"{ex.id}: {wrong!r} is right"


def test_a_wrong_answer_in_the_bank_is_refused():
    ex = lessons.exercise("01-deal-1")
    with pytest.raises(ValueError, match="the engine's is 18"):
        verify(replace(ex, answer=30))
    with pytest.raises(ValueError, match="'wrong' answer"):
        verify(replace(ex, wrong=((18, T("planted")),)))
    with pytest.raises(ValueError, match="no field"):
        verify(replace(ex, hints=(T("look at {nothing}"),)))


@pytest.mark.parametrize("rule", list(Rule), ids=str)
def test_every_rule_id_has_three_exercises(rule):
    mine = [ex.id for ex in EXERCISES if rule in ex.rules]
    assert len(mine) >= 3, f"{rule}: only {mine}"


def test_the_rule_count_would_see_a_missing_rule():
    counted = {r for ex in EXERCISES if ex.id not in ("05-last-1", "05-last-2", "07-announce-1") for r in ex.rules}
    assert Rule.C5 not in counted  # without its three exercises, C5 would fail the test above


def test_match_length_exercises_cover_the_tables_half_and_seven():
    # R16's lengths the table offers, on the table's own double-twelve set
    played = {ex.state().rounds for ex in EXERCISES if Rule.R16 in ex.rules and isinstance(ex.position, RulesOnly)
              and ex.state().max_pip == Rules().max_pip}
    assert {Rules(rounds="half").rounds, Rules(rounds="seven").rounds} <= played, played


@pytest.mark.parametrize("old, new", [("Table", Arranged), ("Seat", SeatText), ("Train", TrainText)])
def test_the_old_names_still_import_and_warn(old, new):
    with pytest.warns(DeprecationWarning, match=f"bank.{old} is now {new.__name__}"):
        assert getattr(bank, old) is new
    with pytest.raises(AttributeError, match="no attribute 'Tabel'"):
        bank.Tabel  # noqa: B018 -- a misspelt name is still an AttributeError


def test_exercise_lookup():
    assert lessons.exercise("02-marker-1").lesson == "02"
    with pytest.raises(ValueError, match="no exercise"):
        lessons.exercise("02-nothing-9")
    assert [ex.id for ex in lessons.exercises("03")] == [ex.id for ex in EXERCISES if ex.lesson == "03"]


# ---- the tutor: no answer before a try ----------------------------------------------------

def _wrong_answers(ex, attempt):
    """A first wrong answer a learner might give: every kind's near misses."""
    kind, state, truth = ex.kind, attempt.state, attempt.truth
    out = [a for a, _ in ex.wrong]
    if isinstance(kind, Number):
        out += [truth + 1, truth - 1, 0]
    elif isinstance(kind, Scores):
        out += [tuple(p + (s == k) for s, p in enumerate(truth)) for k in range(len(truth))]
    elif isinstance(kind, Choice) and not kind.many:
        out += [k for k in kind.keys if k != truth]
    elif isinstance(kind, MakeMove):
        out += [str(Play(t, name)) for t in state.hand(state.turn) for name in state.trains
                if Play(t, name) not in truth]
    else:
        if isinstance(kind, Choice):
            options = list(kind.keys)
        elif isinstance(kind, Tiles):
            options = list(state.hand(state.turn))
        elif isinstance(kind, Trains):
            options = list(state.trains)
        elif isinstance(kind, Moves):
            options = Moves.choices(state)
        else:
            options = list(range(state.players))
        out.append([])
        out += [[o for o in truth if o != x] for x in truth]
        out += [[*truth, x] for x in options if x not in truth]
    return [a for a in out if ex.read(a, state) != truth or isinstance(kind, MakeMove)]


@pytest.mark.parametrize("ex", [ex for ex in EXERCISES if not ex.predicts], ids=lambda ex: ex.id)
def test_the_first_wrong_answer_names_no_answer(ex):
    probe = Attempt(ex, progress=None)
    tokens, names = answer_tokens(probe), seat_names(probe.words, 12)
    assert found(tokens, probe.question, names) == [], f"{ex.id}: the question gives the answer"
    for answer in _wrong_answers(ex, probe):
        attempt = Attempt(ex, progress=None)
        reply = attempt.check(answer)
        assert reply.correct is False and not reply.explained
        assert found(tokens, str(reply), names) == [], f"{ex.id}: after {answer!r} the tutor said\n{reply}"


def test_the_leak_finder_sees_a_planted_answer():
    ex = lessons.exercise("02-playable-1")
    planted = replace(ex, hints=(T("Play 8-4 on the Mexican train."),))
    reply = Attempt(planted, progress=None).check([])
    assert found(answer_tokens(Attempt(planted, progress=None)), str(reply)) == ["8-4"]


def test_a_wrong_pick_whose_reason_names_the_answer_gets_the_rule_only():
    # 9-3 may go only on Player 2's train, where 3-3 is open: the engine's
    # reason for picking Player 3's own train ("the double on Player 2's
    # train must be covered first") would name the answer.
    ex = lessons.exercise("03-open-2")
    attempt = Attempt(replace(ex, kind=Trains("9-3"), answer={1}, wrong=()), progress=None)
    reply = attempt.check([2])
    assert "Player 2's train" not in str(reply)
    assert "is not right here (R12)" in str(reply)


def test_explain_comes_only_after_a_try():
    attempt = Attempt(lessons.exercise("01-engine-1"), progress=None)
    assert attempt.explain().explained is False
    attempt.check("6")
    reply = attempt.explain()
    assert reply.explained and "7-7" in str(reply)


def test_hints_come_in_order_then_stop():
    attempt = Attempt(lessons.exercise("03-dead-1"), progress=None)
    first = attempt.check([])
    second = attempt.check([])
    third = attempt.check([])
    assert "Hint: R12" in str(first) and "Another hint: R11" in str(second) and "No more hints" in str(third)


def test_the_ladder_climbs_on_a_hint_asked_for_and_on_a_wrong_try():
    ex = lessons.exercise("08-end-1")
    attempt = Attempt(ex, progress=None)
    said = [attempt.say(h) for h in ex.hints]
    assert attempt.hint().headline == f"Hint: {said[0]}" and attempt.tries == 0  # asked for: no try
    assert str(attempt.check("5")).endswith(f"Another hint: {said[1]}")
    assert attempt.hint().headline == f"Another hint: {said[2]}"
    assert "No more hints" in str(attempt.check("6")) and "No more hints" in attempt.hint().headline


@pytest.mark.parametrize("ex", EXERCISES, ids=IDS)
def test_every_exercise_has_a_ladder_whose_hints_never_give_the_answer(ex):
    assert 2 <= len(ex.hints) <= 3, f"{ex.id}: {len(ex.hints)} hints"
    probe = Attempt(ex, progress=None)
    tokens, names = answer_tokens(probe), seat_names(probe.words, 12)
    for hint in ex.hints:
        said = probe.say(hint)
        assert found(tokens, said, names) == [], f"{ex.id}: the hint {said!r} gives the answer"


def test_the_hint_check_sees_a_hint_that_gives_the_answer():
    ex = lessons.exercise("01-deal-1")
    planted = replace(ex, hints=(*ex.hints, T("So 18 tiles stay in the boneyard.")))
    with pytest.raises(AssertionError, match="gives the answer"):
        test_every_exercise_has_a_ladder_whose_hints_never_give_the_answer(replace(planted, hints=planted.hints[-2:]))


def test_a_prediction_shows_what_happens_once_chosen():
    ex = lessons.exercise("02-marker-2")
    attempt = Attempt(ex, progress=None)
    assert attempt.check(None).correct is None  # no choice yet: nothing shown, nothing counted
    reply = attempt.check(False)
    assert reply.correct is False and reply.explained and "comes off only when its owner" in str(reply)


def test_not_an_answer_is_not_a_try():
    attempt = Attempt(lessons.exercise("01-pips-1"), progress=None)
    for nonsense in ("", "twelve", "١٢", None):
        assert attempt.check(nonsense).correct is None
    assert attempt.tries == 0


# ---- every kind, on every set size ------------------------------------------------------------

def _kinds(max_pip: int):
    """One exercise of every kind on a double-``max_pip`` set, checked like the bank's."""
    rules = Rules(max_pip=max_pip)
    top = max_pip
    table = Arranged((f"{top}-5 7-3 5-5", "4-2 1-0"), {"mexican": f"{top}-1"}, rules=rules, seed=1)
    over = Arranged(("", "4-2 1-0"), {0: f"{top}-6"}, rules=rules, seed=1)
    two = Rules(max_pip=max_pip, rounds=2)
    text = T("?")
    common = dict(hints=(text,), explanation=text)
    return [
        Exercise("09-number-1", ("R4",), RulesOnly(rules), Number(lambda r: len(Deal(2, rules=r).build().boneyard)),
                 text, len(Deal(2, rules=rules).build().boneyard), picture=None, **common),
        Exercise("09-choice-1", ("R2",), table, Choice(((0, SeatText(0)), (1, SeatText(1))), lambda r: r.turn), text, 0,
                 **common),
        Exercise("09-tiles-1", ("R6",), table, Tiles(), text, f"{top}-5", **common),
        Exercise("09-trains-1", ("R7",), table, Trains(f"{top}-5"), text, {0, "mexican"} - {"mexican"}, **common),
        Exercise("09-open-1", ("R7",), table, Trains(), text, {0, "mexican"}, **common),
        Exercise("09-moves-1", ("R7",), table, Moves(), text, {f"play {top}-5 on 0"}, **common),
        Exercise("09-move-1", ("R7",), table, MakeMove(), text, {f"play {top}-5 on 0"}, **common),
        Exercise("09-scores-1", ("R15",), over, Scores(), text, (0, 7), seat="all", **common),
        Exercise("09-winners-1", ("R17",), bank.Finished(((3, 0),), replace(over, trains={0: f"{top - 1}-6"}, engine=top - 1,
                                                                               rules=two)),
                 Winners(), text, {0}, picture="sheet",
                 **common),
    ]


@pytest.mark.parametrize("max_pip", [9, 12, 15, 18])
def test_every_kind_on_every_set(max_pip):
    from mextrain.widgets.exercises import ExerciseWidget
    from mextrain.widgets.quiz import PlayableTiles
    seen = set()
    for ex in _kinds(max_pip):
        verify(ex)
        seen.add(type(ex.kind))
        widget = ExerciseWidget(ex, progress=None)
        assert "text/html" in widget._repr_mimebundle_()
        if isinstance(ex.kind, MakeMove):
            assert widget.play(f"{max_pip}-5", 0).correct
            continue
        widget.answer = ex.answer
        assert widget.check().correct, ex.id
    assert seen == {Number, Choice, Tiles, Trains, Moves, MakeMove, Scores, Winners}
    quiz = PlayableTiles(_kinds(max_pip)[2].state())
    quiz.answer = [f"{max_pip}-5"]
    assert quiz.check().correct


# ---- progress -----------------------------------------------------------------------------------

def test_progress_keeps_first_tries_in_a_file(tmp_path):
    path = tmp_path / "mextrain-progress.json"
    p = Progress(path)
    wrong_first = Attempt(lessons.exercise("01-deal-1"), progress=p)
    wrong_first.check("30")
    wrong_first.check("18")
    Attempt(lessons.exercise("01-pips-1"), progress=p).check("21")
    again = Progress(path)  # another lesson's kernel reads the same file
    assert again.first_tries() == {"01-deal-1": False, "01-pips-1": True}
    assert json.loads(path.read_text())["format"] == "mextrain-progress/1"
    report = Report(again.first_tries())
    rows = {rule: (right, tried) for rule, right, tried, _ in report.rows}
    assert rows["R4"] == (0, 1) and rows["R1"] == (1, 1) and rows["R9"] == (0, 0)
    assert "R1" in report._repr_mimebundle_()["text/html"]


def test_progress_survives_a_bad_file(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{not json")
    p = Progress(path)
    assert p.first_tries() == {}
    p.record(lessons.exercise("01-pips-1"), True)
    assert Progress(path).first_tries() == {"01-pips-1": True}
