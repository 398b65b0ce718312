"""A typed name ("Anička", "Štěpán") is never declined by the kit, so no
sentence may put it where the grammar declines it ("vlak hráče Anička"):
cs, ru and uk name it with the construction that keeps a name in the
nominative (cs "hráče jménem Anička", ru "игрока по имени Аня", uk "гравця
на ім’я Оля"), fi with the -niminen adjective ("Anni-nimisen pelaajan"),
el with the role noun and «με το όνομα» ("του παίκτη με το όνομα Ελένη"),
since the apposition "ο παίκτης Ελένη" gives a woman's name a man's article.
Issue 23, items 6 and 3."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from mextrain.words import LOCALE, words
from mextrain.words.names import Name

# A typed name per language, as a teacher would type it.
TYPED = {"cs": "Anička", "el": "Ελένη", "fi": "Anni", "ru": "Аня", "uk": "Оля"}
# What keeps a typed name in the nominative in a slot that declines a name.
KEEPS = {"cs": r"(hráče|hráči|hráčem) jménem {name}", "ru": r"(игрока|игроку|игроке|игроком) по имени {name}",
         "uk": r"(гравця|гравцеві|гравцем) на ім’я {name}",
         "el": r"(ο παίκτης|του παίκτη|τον παίκτη|στον παίκτη|με τον παίκτη) με το όνομα {name}",
         "fi": r"{name}-(nimisen|nimiselle|nimistä|nimisellä) (pelaajan|pelaajalle|pelaajaa|pelaajalla)"}
# Fields that always hold a name, as the code fills them.
NAME_FIELDS = ("player", "me", "winner", "next", "middle")
# Words after which a name stands in a case other than the nominative: the
# prepositions and the declined noun for "player".
DECLINING = {"cs": "hráče hráči hráčem po u od k ke s se z ze do pro na o bez vedle za před mezi proti",
             "ru": "игрока игроку игроком игроке у с со к ко от для на в во о об после без про за перед между "
                   "против до",
             "uk": "гравця гравцеві гравцю гравцем у в з із зі до від для на о об після без про за перед між "
                   "проти",
             "fi": "pelaajan pelaajalle pelaajaa pelaajalla pelaajasta pelaajalta",
             # Greek: an article or a noun before a name would have to agree with its gender
             "el": "ο η του της τον την στον στην σε από για με μετά πριν παίκτης παίκτη παίκτες παικτών"}


def _keeps(language, name):
    return re.compile(KEEPS[language].format(name=re.escape(name)), re.IGNORECASE)


def _after(language):
    return re.compile(r"(?<!\w)(" + "|".join(DECLINING[language].split()) + r")\s+\{(" + "|".join(NAME_FIELDS)
                      + r")\}", re.IGNORECASE)


def _messages(language):
    with open(LOCALE / language / "LC_MESSAGES" / "mextrain.po", "rb") as f:
        catalog = read_po(f)
    for message in catalog:
        if message.id:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            yield from (s for s in strings if s)


@pytest.mark.parametrize("language", sorted(TYPED))
def test_every_form_of_a_typed_name_keeps_it_in_the_nominative(language):
    """Every form a sentence asks of a name ({player:gen}, {other:ade}...),
    with a typed name, is the construction that leaves it as typed: fails on
    the apposition "hráče Anička", "игрока Аня", "pelaajan Anni"."""
    w = words(language).with_names([TYPED[language], "B"])
    name = w.player(0)
    assert isinstance(name, Name) and name.kind is None
    asked = {form for text in _messages(language) for form in re.findall(r"\{\w+:(\w+)\}", text)}
    asked.discard("number")
    assert asked, "the catalog asks no form of a name"
    keeps = _keeps(language, TYPED[language])
    for form in sorted(asked):
        said = format(name, form)
        assert keeps.fullmatch(said), f"{language} {{player:{form}}} says {said!r}: the typed name is declined"


@pytest.mark.parametrize("language", sorted(TYPED))
def test_no_sentence_puts_a_plain_name_where_it_would_decline(language):
    """A name field asked for as it stands ({player}) is a nominative slot:
    never right after a preposition or the declined noun for "player", nor
    glued to a Finnish case ending ("{player}lla")."""
    after = _after(language)
    glued = re.compile(r"\{(" + "|".join(NAME_FIELDS) + r")\}[:-]?\w")
    bad = [text for text in _messages(language) if after.search(text) or glued.search(text)]
    assert bad == []


def test_a_finnish_compound_on_a_name_of_two_words_has_its_space():
    w = words("fi").with_names(["Anni Virtanen", "Bo"])
    assert f"{w.player(0):gen} juna" == "Anni Virtanen -nimisen pelaajan juna"
    assert f"{w.player(1):Ade}" == "Bo-nimisellä pelaajalla"


def test_a_greek_typed_name_gets_no_gendered_article_of_its_own():
    """«ο παίκτης Ελένη» gave a woman's name a man's article; the typed name
    now follows «με το όνομα», at the start of a sentence and after a noun."""
    from mextrain import reasons as R
    el = words("el").with_names(["Ελένη", "Anna"])
    assert el.sentence(R.LastTile(0)).startswith("Ο παίκτης με το όνομα Ελένη έχει")
    assert f"τρένο {el.player(1):gen}" == "τρένο του παίκτη με το όνομα Anna"


def test_the_check_can_fail():
    """The two checks find what issue 23 found."""
    assert _keeps("cs", "Anička").fullmatch("hráče jménem Anička") and not _keeps("cs", "Anička").fullmatch("hráče Anička")
    assert not _keeps("fi", "Anni").fullmatch("pelaajalla Anni")
    assert not _keeps("el", "Ελένη").fullmatch("ο παίκτης Ελένη") and not _keeps("el", "Ελένη").fullmatch("της Ελένη")
    assert _after("el").search("Σειρά έχει ο {player}.") and not _after("el").search("Σειρά: {player}.")
    assert _after("ru").search("У {player} один камень.") and not _after("ru").search("Ходит {player}.")
