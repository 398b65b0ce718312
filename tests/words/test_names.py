"""A seat's name and the forms a translation asks of it (``{player:gen}``,
``{player:Nom}``, ``{player:number}``): said in each language's words, checked
by the catalogs' check, harmless where a field is plain text."""

from __future__ import annotations

import json
import pickle
import sys
from pathlib import Path

import pytest

import mextrain as mt
from mextrain import reasons as R
from mextrain.words import words
from mextrain.words.names import Name, forms

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402 - the tool the Makefile runs, not a package


def test_a_name_is_its_text_with_forms_on_request():
    cs = words("cs").with_names(["Hráč 1", "Anna", "Hladový 3"])
    names = [cs.player(s) for s in range(3)]
    assert names == ["Hráč 1", "Anna", "Hladový 3"] and all(isinstance(n, Name) for n in names)
    assert [n.kind for n in names] == ["human", None, "greedy"]
    assert [f"{n:gen}" for n in names] == ["hráče 1", "hráče jménem Anna", "Hladového 3"]
    assert [f"{n:number}" for n in names] == ["1", "Anna", "3"]
    assert f"{words('el').player(0):Nom}" == "Ο Παίκτης 1" and f"{words('el').player(0):gen}" == "του παίκτη 1"
    # English has one form for every case
    assert {format(words().player(2), f) for f in ("nom", "gen", "ade")} == {"Player 3"}
    # outside the words layer a name is plain text
    assert json.dumps(names[1]) == '"Anna"' and type(pickle.loads(pickle.dumps(names[2]))) is str


def test_sentences_use_the_forms():
    """What issue 23 found, said as a native reader expects."""
    bots = words("cs").with_names(["Hráč 1", "Hráč 2", "Hráč 3", "Hladový 4"])
    assert bots.train(3, "onto") == "vlak Hladového 4"  # not "vlak hráče Hladový 4"
    assert "Ο Παίκτης 1 παίζει" in words("el").with_names(None, viewer=0).move(mt.Play(mt.Tile(5, 3), 1))
    assert words("el").sentence(R.LastTile(1)).startswith("Ο Παίκτης 2 έχει")
    typed = words("el").with_names(["Ada", "Bo"])
    assert typed.sentence(R.LastTile(1)).startswith("Ο παίκτης με το όνομα Bo έχει")
    assert words("ru").with_names(["Аня", "Жадный 2"]).train(1, "of") == "поезда Жадного 2"


def test_a_form_asked_of_plain_text_says_it_as_it_stands():
    """A form in a sentence whose field the code gives as plain text (a list
    of names, a phrase) is no crash: the text stands as it is."""
    cs = words("cs")
    assert cs._("{player:gen} a {n}", player="Anna, Bo", n=2) == "Anna, Bo a 2"
    assert f"{cs.player(0):gne}" == "Hráč 1"  # a form the language does not give
    with pytest.raises(ValueError, match="no form of a name"):
        forms("gen=hráče {number} | hráči {number}")


def test_the_catalog_check_finds_a_form_that_is_not_one(tmp_path):
    """The check can fail: GNU msgfmt reads the catalog without its forms,
    and a misspelt form is reported."""
    po = catalogs.LOCALE / "cs" / "LC_MESSAGES" / "mextrain.po"
    text = po.read_text(encoding="utf-8")
    assert "{player:gen}" in text
    bad = tmp_path / "cs.po"
    bad.write_text(text.replace("{player:gen}", "{player:gne}", 1), encoding="utf-8")
    plain, unknown = catalogs._without_forms(bad, tmp_path / "plain.po")
    assert len(unknown) == 1 and "'{player:gne}' asks for a form the names do not give" in unknown[0]
    assert "{player:gen}" not in plain.read_text(encoding="utf-8")
    _, fine = catalogs._without_forms(po, tmp_path / "plain2.po")
    assert fine == []
    broken = tmp_path / "broken.po"
    broken.write_text(text.replace("gen=hráče {number} |", "gen hráče {number} |", 1), encoding="utf-8")
    assert "no form of a name" in catalogs._without_forms(broken, tmp_path / "plain3.po")[1][0]


def test_the_hot_seat_cover_names_the_player_in_the_form_its_sentence_asks_for():
    """The cover's sentences get the seat's Name, not the stored text: Greek
    says "ο Παίκτης 1 πρέπει να κάνει κλικ", with its article."""
    from mextrain.frames import Audience, frame
    s = mt.Session.new(players=2, humans=(0, 1), rounds="one", seed=1, language="el")
    heading, text, button = frame(s, Audience.screen("el")).cover
    assert "ο Παίκτης 1 πρέπει" in text and heading.endswith(": Παίκτης 1") and button.startswith("Παίκτης 1 ")


def test_a_default_name_is_kept_as_a_marker_and_said_in_the_readers_language():
    """Issue 23: a session made in English, saved, read in Greek says
    "Ο Παίκτης 1", not "ο παίκτης Player 1"."""
    from mextrain.frames import Audience, frame
    from mextrain.words.names import DefaultName
    s = mt.Session.new(players=3, humans=(0,), bots="greedy", rounds="one", seed=3, names=[None, "Anna", None])
    assert s.names == ("Player 1", "Anna", "Greedy 3") and isinstance(s.names[0], DefaultName)
    doc = json.loads(s.to_json())
    assert [seat["name"] for seat in doc["seats"]] == [None, "Anna", None]  # the marker, in no language
    again = mt.Session.from_json(s.to_json())
    el = words("el").with_names(again.names)
    assert el.sentence(R.LastTile(0)).startswith("Ο Παίκτης 1 έχει")
    assert el.sentence(R.LastTile(2)).startswith("Ο Άπληστος 3 έχει")
    assert el.sentence(R.LastTile(1)).startswith("Ο παίκτης με το όνομα Anna έχει")
    assert frame(again, Audience.screen("el")).names == ("Παίκτης 1", "Anna", "Άπληστος 3")
    assert "Player" not in " ".join(frame(again, Audience.screen("el")).log)


@pytest.mark.parametrize("language", ["en", "cs", "el", "fi", "ru", "uk"])
def test_an_old_save_with_default_names_as_text_reads_them_as_the_marker(language):
    """Older versions stored the text ("Hráč 1"): it loads, and reads in
    another language as that language's default name; a typed name that
    looks like another seat's default stays as typed."""
    made = words(language)
    s = mt.Session.new(players=3, humans=(0, 1), bots="planner", rounds="one", seed=5)
    doc = json.loads(s.to_json())
    old = [made.default_name(0), made.default_name(0, "human"), made.default_name(2, "planner")]
    for seat, name in zip(doc["seats"], old):
        seat["name"] = str(name)
    again = mt.Session.from_json(json.dumps(doc))
    reader = "el" if language != "el" else "ru"
    w = words(reader).with_names(again.names)
    assert [str(w.player(s)) for s in range(3)] == [words(reader).default_name(0), made.default_name(0),
                                                   words(reader).default_name(2, "planner")]
    assert w.player(1).kind is None  # seat 2 named "Player 1" is a typed name
    assert json.loads(again.to_json())["seats"][0]["name"] is None


def test_a_save_names_a_seat_with_text_or_null_only():
    s = mt.Session.new(players=2, humans=(0,), bots="greedy", rounds="one", seed=1)
    doc = json.loads(s.to_json())
    doc["seats"][1]["name"] = 7
    with pytest.raises(mt.InvalidPosition, match=r"seats\[1\]\.name"):
        mt.Session.from_json(json.dumps(doc))
