"""The exercises speak only through the words layer: in a pseudo-language
(every message, the lessons' bank too, rewritten by podebug), no English word
is left on any exercise widget of the bank -- question, picture, choices,
buttons, and what a stored lesson shows where no kernel runs it -- nor in the tutor's replies (an empty answer, a wrong one, a hint,
the explanation), nor on the quiz widgets of ``mt.widgets.quiz``."""

from __future__ import annotations

import base64
import html
import re
import xml.etree.ElementTree as ET

import ipywidgets as W
import pytest
from pseudo_language import untranslated, widget_texts

import mextrain as mt
from mextrain import lessons
from mextrain.lessons.bank import Choice, Number
from mextrain.widgets import quiz
from mextrain.widgets.exercises import ExerciseWidget


def _seen(widget) -> list[str]:
    """What the widget shows: its texts, and the texts of every picture in
    it (drawn inline, or as an <img> with its alt text)."""
    texts = widget_texts(widget)
    for markup in _markup(widget):
        pictures = [base64.b64decode(d).decode("utf-8") for d in re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", markup)]
        pictures += re.findall(r"<svg.*?</svg>", markup, flags=re.S)
        texts += [html.unescape(alt) for alt in re.findall(r'alt="([^"]*)"', markup)]
        for svg in pictures:
            texts += [t for t in ET.fromstring(svg).itertext() if t.strip()]
    return texts


def _markup(widget) -> list[str]:
    found = [v for v in (getattr(widget, "value", None), getattr(widget, "svg", None)) if isinstance(v, str) and "<" in v]
    for child in getattr(widget, "children", ()):
        found += _markup(child)
    return found


def _wrong(ex):
    """An answer that is not right, of the exercise's kind."""
    if isinstance(ex.kind, Number):
        return "1000"
    if isinstance(ex.kind, Choice):
        return next((key for key, _ in ex.kind.options if key != ex.answer), None)
    return None


def replies_of(widget, ex) -> list[str]:
    """Everything the tutor says to a learner who answers nothing, then
    wrongly, asks for a hint and the explanation."""
    said = []
    for act in (lambda: widget.check(), lambda: _answered(widget, ex), lambda: widget.hint(),
                lambda: widget.explain()):
        reply = act()
        if reply is not None:
            said += [str(reply)] + _seen(widget)
    return said


def _answered(widget, ex):
    wrong = _wrong(ex)
    if wrong is None or ex.predicts:
        return None
    widget.answer = wrong
    return widget.check()


@pytest.mark.parametrize("ex", lessons.exercises(), ids=lambda ex: ex.id)
def test_every_exercise_has_no_english_in_another_language(pseudo, ex):
    widget = ExerciseWidget(ex, words=pseudo, progress=None)
    # where no kernel runs it (a stored lesson): the heading names the exercise by its id
    offline = widget._repr_mimebundle_()
    unrun = [offline["text/plain"], *_seen(W.HTML(offline["text/html"]))]
    assert not untranslated(unrun, names=(ex.id,)), untranslated(unrun, names=(ex.id,))[:5]
    shown = _seen(widget) + replies_of(widget, ex)
    assert not untranslated(shown), untranslated(shown)[:5]


def test_the_quiz_widgets_have_no_english_in_another_language(pseudo):
    rnd = lessons.position(["7-7 9-7 4-2 7-1", "12-5 11-3", "10-1 6-6"], {"mexican": "12-7", 0: "12-9"}, seed=1)
    over = mt.Round.new(2, seed=3)
    while not over.is_over:
        over.play(over.legal_moves()[0])
    match = mt.Match(2, rules=mt.Rules(rounds=1), seed=1)
    while not match.round.is_over:
        match.round.play(match.round.legal_moves()[0])
    widgets = [quiz.PlayableTiles(rnd, words=pseudo), quiz.WhichTrains(rnd, "7-1", words=pseudo),
               quiz.LegalMoves(rnd, words=pseudo), quiz.Scores(over, words=pseudo),
               quiz.Blocked(over, words=pseudo), quiz.Winners(match, words=pseudo)]
    for widget in widgets:
        before = _seen(widget)
        feedback = widget.check()
        shown = before + _seen(widget) + [str(feedback)]
        assert not untranslated(shown), (type(widget).__name__, untranslated(shown)[:5])


def test_the_exercise_check_can_fail(pseudo, monkeypatch):
    """One string that bypasses the words layer is found: the Hint button
    captioned in plain English."""
    from mextrain.words import exercises as say
    ex = lessons.exercise("01-deal-1")
    assert not untranslated(_seen(ExerciseWidget(ex, words=pseudo, progress=None)))
    monkeypatch.setattr(say, "hint_button", lambda w: "Hint")
    assert untranslated(_seen(ExerciseWidget(ex, words=pseudo, progress=None))) == ["Hint"]


def addressed_wrongly(exercises) -> list[str]:
    """Answer choices that speak of "their" or "they" in an exercise that
    addresses the learner as "you": the learner is choosing what *they* do."""
    bad = []
    for ex in exercises:
        if isinstance(ex.kind, Choice) and "You " in ex.question.source:
            bad += [label.source for _, label in ex.kind.options
                    if hasattr(label, "source") and re.search(r"\b(their|they|them)\b", label.source)]
    return bad


def test_answer_choices_say_you_to_the_learner():
    assert not addressed_wrongly(lessons.exercises())
    # the check can fail: lesson 03's choice as it was
    from dataclasses import replace

    from mextrain.words.exercises import T
    old = lessons.exercise("03-cover-2")
    options = tuple((k, T("pass at once, and a marker goes on their train") if k == "pass" else v)
                    for k, v in old.kind.options)
    was = replace(old, kind=replace(old.kind, options=options))
    assert addressed_wrongly([was]) == ["pass at once, and a marker goes on their train"]
