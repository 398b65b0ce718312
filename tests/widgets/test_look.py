"""The kit-wide look (``mt.set_style``): the pictures, the exercise widgets
and new live tables draw in it unless told otherwise (issue 14)."""

from __future__ import annotations

import base64
import re

import pytest

import mextrain as mt
from mextrain import lessons
from mextrain.widgets import quiz
from mextrain.widgets.exercises import ExerciseWidget


def faces(svg: str) -> set[tuple[str, str]]:
    """The styles and palettes of the tile faces drawn (the renderer names
    each face symbol ``mt-<p|n><pips><h|v>-<palette>``)."""
    return set(re.findall(r'id="mt-([pn])\d+[hv]-(\w+)"', svg))


@pytest.fixture
def kit_look():
    yield mt.set_style
    mt.set_style("pips", "traditional")


def shown(widget) -> str:
    """The SVG an exercise widget shows: its clickable picture's, or the one in its ``<img>``."""
    picture = widget.picture
    if hasattr(picture, "svg"):
        return picture.svg
    return base64.b64decode(re.search(r'base64,([^"]+)"', picture.value).group(1)).decode()


# a tile to click on the table, a number about the table, a number about the tile grid
@pytest.mark.parametrize("exercise", ["02-playable-1", "01-unseen-1", "01-carry-1"])
def test_exercise_widgets_draw_in_the_kit_look(kit_look, exercise):
    ex = lessons.exercise(exercise)
    assert faces(shown(ExerciseWidget(ex, progress=None))) == {("p", "traditional")}
    kit_look("numerals", "colorblind")
    assert faces(shown(ExerciseWidget(ex, progress=None))) == {("n", "colorblind")}


def test_the_older_quiz_widgets_too(kit_look):
    rnd = quiz.position(["12-5 7-3 5-5", "4-2"])
    kit_look(palette="colorblind")
    assert faces(quiz.PlayableTiles(rnd).picture.svg) == {("p", "colorblind")}


def test_each_half_is_kept_when_not_given_and_bad_values_change_nothing(kit_look):
    kit_look(style="numerals")
    kit_look(palette="colorblind")
    rnd = mt.Round.new(2, seed=1)
    assert faces(mt.svg.table(rnd)) == {("n", "colorblind")}
    with pytest.raises(ValueError, match="numerals"):
        kit_look(style="roman", palette="traditional")
    with pytest.raises(ValueError, match="colorblind"):
        kit_look(palette="grey")
    assert faces(mt.svg.tile(mt.Tile(3, 4))) == {("n", "colorblind")}


def test_a_look_given_wins_over_the_kits(kit_look):
    kit_look("numerals", "colorblind")
    rnd = mt.Round.new(2, seed=1)
    assert faces(mt.svg.table(rnd, style="pips", palette="traditional")) == {("p", "traditional")}
    t = mt.play(players=2, bots="greedy", seed=1, delay=0, settings=False, palette="traditional")
    assert faces(t.picture.message["board"] + t.picture.message["hand"]) == {("n", "traditional")}
    # the table keeps its look when the kit's changes: it is that screen's
    kit_look("pips", "colorblind")
    t.hint_toggle.value = True
    assert faces(t.picture.message["board"] + t.picture.message["hand"]) == {("n", "traditional")}
