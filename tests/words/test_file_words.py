"""A file the kit refuses (a position, a match, a save) is refused for a
reason with its facts (``InvalidPosition.reason``, a ``BadDocument``), said
by the words layer in the reader's language: not the exception's English
detail. Issue 23, item 6."""

from __future__ import annotations

import json

import pytest

import mextrain as mt
from mextrain import reasons as R
from mextrain.position import MAX_DEPTH, MAX_DOCUMENT
from mextrain.words import words
from mextrain.words import table as T
from pseudo_language import untranslated


def _save(**change) -> str:
    s = mt.Session.new(players=2, humans=(0,), bots="greedy", rounds="one", seed=4)
    doc = json.loads(s.to_json())
    for key, value in change.items():
        doc[key] = value
    return json.dumps(doc)


def _round_turn(turn) -> str:
    doc = json.loads(_save())
    doc["match"]["round"]["turn"] = turn
    return json.dumps(doc)


def _round_field(key, value) -> str:
    doc = json.loads(_save())
    doc["match"]["round"][key] = value
    return json.dumps(doc)


def _first_tile(tile) -> str:
    doc = json.loads(_save())
    doc["match"]["round"]["hands"][0][0] = tile
    return json.dumps(doc)


def _without(key) -> str:
    doc = json.loads(_save())
    del doc[key]
    return json.dumps(doc)


# A bad file of every kind, what the reason says of it, and a fact the Czech sentence carries.
BAD = [
    (b"\xff\xfe{}", R.BadDocument("document", "encoding"), "UTF-8"),
    ("{\"format\": 1", R.BadDocument("document", "json"), "JSON"),
    (" " * (MAX_DOCUMENT + 1), R.BadDocument("document", "too_large", hi=MAX_DOCUMENT, got=MAX_DOCUMENT + 1),
     str(MAX_DOCUMENT)),
    ("[" * (MAX_DEPTH + 1), R.BadDocument("document", "too_deep", hi=MAX_DEPTH), str(MAX_DEPTH)),
    ("[1, 2]", R.BadDocument("document", "not_object"), "JSON"),
    ('{"format": "mextrain-round/1"}',
     R.BadDocument("format", "format", expected="mextrain-session/1", got="mextrain-round/1"), "mextrain-round/1"),
    ("{}", R.BadDocument("format", "format", expected="mextrain-session/1"), "mextrain-session/1"),
    (_without("ply"), R.BadDocument("ply", "missing"), "ply"),
    (_save(colour="red"), R.BadDocument("colour", "unknown"), "colour"),
    (_round_turn(5), R.BadDocument("match.round.turn", "number", lo=0, hi=1, got="5"), "od 0 do 1, ne 5"),
    (_save(practice=3), R.BadDocument("practice", "bool", got="3"), "ne 3"),
    (_first_tile("13-x"), R.BadDocument("match.round.hands[0][0]", "tile", got='"13-x"'), 'ne "13-x"'),
    (_round_field("hands", 5), R.BadDocument("match.round.hands", "list", got="5"), "seznam, ne 5"),
    (_round_field("trains", []), R.BadDocument("match.round.trains", "object", got="[]"), "ne []"),
    (_round_field("engine", "5-4"), R.BadDocument("match.round.engine", "rule", broken=(R.Rule.R3,)), "(R3)"),
    (_save(screen=1), R.BadDocument("screen"), "screen"),
]


def test_every_problem_is_covered():
    assert {reason.problem for _, reason, _ in BAD} == set(R.DOCUMENT_PROBLEMS)


@pytest.mark.parametrize("text, reason, fact", BAD, ids=[f"{r.problem}-{r.field}" for _, r, _ in BAD])
def test_a_refused_file_says_why_in_the_readers_words(text, reason, fact, pseudo):
    with pytest.raises(mt.InvalidPosition) as refused:
        mt.Session.from_json(text)
    assert refused.value.reason == reason
    cs = T.not_a_save(words("cs"), "hra.json", refused.value.reason)
    assert cs.startswith("hra.json není uložená hra") and fact in cs, cs
    facts = [reason.field, reason.expected or "", str(reason.got or ""), *reason.broken, "12-5", "JSON", "UTF-8",
             "true", "false"]
    said = T.not_a_save(pseudo, "hra.json", refused.value.reason)
    assert untranslated([said], names=["hra.json", *sorted(facts, key=len, reverse=True)]) == [], said
    assert refused.value.field == reason.field  # and the English detail stays in str(), for a developer


def test_the_old_english_detail_would_be_found(pseudo):
    """The check fails on what the table said before: the exception's text."""
    with pytest.raises(mt.InvalidPosition) as refused:
        mt.Session.from_json(_save(practice=3))
    said = pseudo._("{name} is not a saved game this table can load: {error}. The game in play is unchanged.",
                    name="hra.json", error=str(refused.value))
    assert untranslated([said], names=["hra.json", "practice", "true", "false"]) == [said]
