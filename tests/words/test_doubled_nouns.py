"""No doubled noun around a name, in any language: "vlak hráče Hráč 3",
"Pelaajilla Pelaaja 2", "ο παίκτης Παίκτης 2" say the noun twice, because a
default name is itself a noun and a number. Every catalog sentence that
takes a name is rendered with default names (a player's and a bot's) and a
typed one in every language; the lessons' exercises with their own fields;
and the built lessons and documents are read as they stand."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from mextrain.lessons import bank
from mextrain.words import LANGUAGES, LOCALE, words
from mextrain.words.names import KINDS, forms

ROOT = Path(__file__).resolve().parents[2]
OTHER = [lang for lang in LANGUAGES if lang != "en"]
# The fields that hold a name in the words layer's own sentences; the
# exercises' are read from the bank (every field it gives a Seat).
WORDS_NAME_FIELDS = {"player", "other", "owner", "players", "winner"}


def name_fields() -> set[str]:
    found = set(WORDS_NAME_FIELDS)
    for ex in bank.exercises():
        found |= {k for k, v in ex.all_fields().items() if isinstance(v, bank.SeatText)}
    return found


def _fold(text: str) -> str:
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


def doubled(text: str, w) -> list[str]:
    """Where ``text`` says the player noun right before a default name ("hráče
    Hráč 3", "hráče Hladový 4") or twice in a row, as a name's form and its
    sentence may both give it ("hráče hráče Anna")."""
    noun = w.default_name(0).split()[0]
    stem = _fold(noun)[:4]
    defaults = {w.default_name(s, k).rsplit(" ", 1)[0] for s in range(1) for k in
                ("human", "random", "greedy", "planner", "montecarlo")}
    after = "|".join(re.escape(d) + r" \d+" for d in sorted(defaults, key=len, reverse=True))
    found = []
    for m in re.finditer(rf"\b(\w+)(?=(\s+({after}|\w+)))", text):
        first, second = m.group(1), m.group(3)
        if not _fold(first).startswith(stem):
            continue
        if re.fullmatch(after, second) or _fold(second) == _fold(first):
            found.append(first + m.group(2))
    return found


def test_the_check_finds_the_doubled_nouns_it_is_for():
    """The check can fail: the findings of issue 23 are each found, and what
    reads well is not."""
    cs, fi, el = words("cs"), words("fi"), words("el")
    assert doubled("s kameny hráče Hráč 1", cs) == ["hráče Hráč 1"]
    assert doubled("na vlak hráče Hladový 4", cs) == ["hráče Hladový 4"]
    assert doubled("Pelaajilla Pelaaja 2 ja Pelaaja 4", fi) == ["Pelaajilla Pelaaja 2"]
    assert doubled("ο παίκτης Παίκτης 2", el) == ["παίκτης Παίκτης 2"]
    assert doubled("поезд игрока Игрок 3", words("ru")) == ["игрока Игрок 3"]
    assert doubled("поїзд гравця Гравець 3", words("uk")) == ["гравця Гравець 3"]
    assert doubled("vlak hráče hráče Anna", cs) == ["hráče hráče"]
    assert not doubled("vlak hráče 3, Hráč 1 táhne, vlak hráče Anna", cs)
    assert not doubled("Pelaajilla 2 ja 4", fi) and not doubled("Ο Παίκτης 1 μόλις", el)


class _Value:
    """Any field that is not a name: text that takes no form."""

    def __format__(self, spec):
        return "7"


def _names(w):
    """Name fields' values, three ways: default players, a default bot, typed."""
    typed = w.with_names(["Anna", "Bo", "Cy", "Di", "Ed"])
    bots = w.with_names([w.default_name(s, "greedy") for s in range(5)])
    return {"default": w, "bot": bots, "typed": typed}


def _sentences(language):
    with open(LOCALE / language / "LC_MESSAGES" / "mextrain.po", "rb") as f:
        catalog = read_po(f)
    fields = name_fields()
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        named = {f for i in ids for _, f, _, _ in string.Formatter().parse(i) if f} & fields
        if named:
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            yield message, named, texts


@pytest.mark.parametrize("language", OTHER)
def test_no_catalog_sentence_doubles_a_noun_around_a_name(language):
    w = words(language)
    bad, rendered = [], 0
    for message, named, texts in _sentences(language):
        for how, ww in _names(w).items():
            seats = {f: ww.player(s) for s, f in enumerate(sorted(named))}
            for text in texts:
                fields = {f: _Value() for _, f, _, _ in string.Formatter().parse(text) if f} | seats
                said = text.format(**fields)
                rendered += 1
                bad += [f"{how}: {said}  <- {message.id!r}" for _ in doubled(said, w)]
    assert rendered > 100
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_exercise_doubles_a_noun_around_a_name(language):
    """The lessons' exercises said with their own fields, as a learner reads them."""
    from mextrain.words.exercises import lesson_words
    base = words(language)
    bad = []
    for ex in bank.exercises():
        state = ex.state()
        w = lesson_words(base, 8)
        fields = {"checked": True} | {k: bank._said(w, v) for k, v in ex.all_fields(state).items()}
        for text in ex.texts():
            said = text.say(w, **({"n": 1} | fields) if text.plural else fields)
            bad += [f"{ex.id}: {said}" for _ in doubled(said, base)]
    assert not bad, "\n".join(bad)


def _built(language):
    """The lessons and documents a reader of ``language`` opens, as text."""
    top = "" if language == "en" else f"/{language}"
    for path in sorted((ROOT / f"notebooks{top}").glob("**/*.ipynb" if language != "en" else "*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            yield path, "".join(cell["source"])
            for out in cell.get("outputs", []):
                for value in out.get("data", {}).values():
                    yield path, "".join(value) if isinstance(value, list) else str(value)
                yield path, "".join(out.get("text", ""))
    for folder in ("docs", "teachers"):  # the documents, the teachers' answer key
        for path in sorted((ROOT / f"{folder}{top}").glob("*.md")):
            yield path, path.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_lesson_or_document_doubles_a_noun_around_a_name(language):
    w = words(language)
    bad = [f"{path.relative_to(ROOT)}: {hit}" for path, text in _built(language) for hit in doubled(text, w)]
    assert not bad, "\n".join(bad)


def test_every_name_gives_the_same_forms():
    """Each language gives the same forms for a default name of every kind
    and for a typed one, so a sentence may ask any name for them."""
    for language in LANGUAGES:
        w = words(language)
        typed = w.with_names(["Anna"]).player(0)
        given = forms(w.p("name forms", "{name}"))
        assert language == "en" or given, language
        for kind in KINDS:
            name = w.with_names([w.default_name(0, kind)]).player(0)
            assert name.kind == kind
            for form in given:
                assert format(name, form) and format(typed, form), (language, kind, form)
