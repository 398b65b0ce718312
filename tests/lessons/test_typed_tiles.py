"""Tile answers typed the ways a player types them (issue 23 item 1): "7-7",
"7|7", "7:7", "7/7", "7 7", with spaces, lists with commas; anything else
gets "not a tile" in the learner's language, by exercise kind."""

import pytest

from mextrain.lessons import exercise
from mextrain.lessons.tutor import Attempt
from mextrain.words import Words

LANGUAGES = ["en", "cs", "el", "fi", "ru", "uk"]
FORMS = ["{a}-{b}", "{a}|{b}", "{a}:{b}", "{a}/{b}", "{a} {b}", " {a} - {b} ", "{b} | {a}", "{a} : {b}", "{a}–{b}"]


def _check(ex_id, answer, language="en"):
    return Attempt(exercise(ex_id), words=Words.load(language), progress=None).check(answer)


@pytest.mark.parametrize("form", FORMS)
def test_tiles_kind_reads_every_form_of_one_tile(form):
    # 03-open-1: the one playable tile is 9-3 (R12)
    assert _check("03-open-1", form.format(a=9, b=3)).correct is True


@pytest.mark.parametrize("between", [" ", ", ", "; ", " ,  "])
@pytest.mark.parametrize("form", FORMS)
def test_tiles_kind_reads_a_list_in_every_form(form, between):
    # 02-playable-1: 8-4 and 12-1 (R6, R7)
    answer = form.format(a=8, b=4) + between + form.format(a=12, b=1)
    assert _check("02-playable-1", answer).correct is True


def test_a_list_missing_a_tile_is_a_wrong_answer_not_a_malformed_one():
    assert _check("02-playable-1", "8 4").correct is False


@pytest.mark.parametrize("form", ["play {a}-{b} on mexican", "play {a} {b} on mexican", "play {a}|{b} on mexican",
                                  "play {a} : {b} on mexican", "Play {b}/{a} on Mexican"])
def test_make_move_kind_reads_the_tile_in_every_form(form):
    # 02-start-1: 12-5 starts a train (R6)
    assert _check("02-start-1", form.format(a=12, b=5)).correct is True


@pytest.mark.parametrize("form", ["play {a}-{b} on 0", "play {a} {b} on 0", "play {a}:{b} on 0"])
def test_moves_kind_reads_the_tile_in_every_form(form):
    # 03-double-1: play 6-2 on the player's own train (R11)
    assert _check("03-double-1", form.format(a=6, b=2)).correct is True


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("answer", ["hello", "7", "7-", "77", "9-3 and", "8-4 12", "7-7-7", "13-1", "٩-٣"])
def test_anything_else_is_not_a_tile_in_the_learners_language(answer, language):
    reply = _check("02-playable-1", answer, language)
    assert reply.correct is None  # not counted as a try
    english = _check("02-playable-1", answer, "en").headline
    assert "not a tile" in english and answer.split()[-1] in english
    assert answer.split()[-1] in reply.headline
    if language != "en":
        assert reply.headline != english and "tile" not in reply.headline


def test_a_tile_outside_the_hand_is_not_called_malformed():
    reply = _check("02-playable-1", "9-3")
    assert reply.correct is None and "not a tile" not in reply.headline


def test_a_number_exercise_asks_for_a_number_for_a_tile():
    # 01-deal-1 asks how many tiles: "7-7" is neither 7 nor 0
    reply = _check("01-deal-1", "7-7")
    assert reply.correct is None and "whole number" in reply.headline
