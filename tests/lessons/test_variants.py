"""'Try another': exercises made from a seed (mextrain.lessons.variants)
have the engine's answer, say every text in every language, and are
practice the progress file does not count."""

from __future__ import annotations

import pytest

from mextrain import lessons
from mextrain.lessons.bank import Number
from mextrain.moves import Draw
from mextrain.lessons.tutor import Attempt
from mextrain.words import words

VARYING = [ex.id for ex in lessons.exercises() if ex.vary is not None]
LANGUAGES = ("en", "cs", "el", "fi", "ru", "uk")


def test_the_counting_scoring_and_legal_move_questions_vary():
    assert {"04-hidden-1", "04-score-2", "02-draw-1"} <= set(VARYING)


@pytest.mark.parametrize("ex_id", VARYING)
def test_every_variant_has_the_engines_answer_and_refuses_a_wrong_one(ex_id):
    base = lessons.exercise(ex_id)
    answers = set()
    for seed in range(60):
        ex = base.another(seed)  # verified as the bank's exercises are
        assert ex.id == base.id and ex.answer == ex.truth()
        a = Attempt(ex, progress=None)
        wrong = ex.answer + 1 if isinstance(ex.kind, Number) else set(ex.answer) ^ {Draw()}
        assert a.check(wrong).correct is False
        assert a.check(ex.answer).correct is True
        answers.add(str(sorted(map(str, ex.answer))) if isinstance(ex.answer, frozenset) else ex.answer)
    assert len(answers) >= 10, f"{ex_id}: the variants ask nearly the same thing: {answers}"
    assert base.another(7).answer == base.another(7).answer  # a seed makes the same exercise


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ex_id", VARYING)
def test_a_variant_says_every_text_in_each_language(ex_id, language):
    ex = lessons.exercise(ex_id).another(3)
    a = Attempt(ex, words=words(language), progress=None)
    said = [a.question, a.hint().headline, a.hint().headline, *a.check(ex.answer).details]
    assert all(said) and not any("{" in s for s in said), said
    if language != "en":  # translated, not the English left in place
        english = Attempt(ex, words=words("en"), progress=None)
        assert a.question != english.question


def test_an_exercise_made_by_hand_has_no_other():
    with pytest.raises(ValueError, match="no other exercise"):
        lessons.exercise("01-deal-1").another(1)


def test_try_another_comes_after_the_answer_and_counts_in_no_progress(tmp_path):
    pytest.importorskip("ipywidgets")
    from mextrain.lessons.progress import Progress
    from mextrain.widgets.exercises import ExerciseWidget
    kept = Progress(tmp_path / "progress.json")
    w = ExerciseWidget(lessons.exercise("04-score-2"), progress=kept)
    assert w.another_button.disabled  # not before the learner has answered
    w.another()
    assert w.exercise is lessons.exercise("04-score-2")
    w.answer = "25"
    assert w.check().correct
    first = w.prompt.value
    w.another_button.click()
    assert w.prompt.value != first and w.another_button.disabled and w.attempt.progress is None
    w.answer = str(w.exercise.answer)
    assert w.check().correct and not w.another_button.disabled
    assert list(kept.first_tries()) == ["04-score-2"]  # the bank's exercise, once
