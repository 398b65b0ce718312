"""A seat's name as a sentence says it: the forms a translation may ask for.

``Words.player(seat)`` gives a ``Name``: text (``str``), so everything that
shows a name as it stands keeps working, and a translation may ask a field
for a form with a format spec -- ``{player:gen}``, ``{player:Nom}`` (the
form with its first letter capital, for the start of a sentence),
``{player:number}``:

>>> from mextrain.words import words
>>> cs = words("cs").with_names(["Hráč 1", "Anna", "Hladový 3"])
>>> [f"{cs.player(s):gen}" for s in range(3)]
['hráče 1', 'hráče jménem Anna', 'Hladového 3']
>>> el = words("el")
>>> f"{el.player(0):Nom} μόλις έπαιξε"
'Ο Παίκτης 1 μόλις έπαιξε'
>>> fi = words("fi")
>>> f"Pelaajilla {fi.player(1):number} ja {fi.player(3):number}"
'Pelaajilla 2 ja 4'

Why forms and not glued words: after a noun a default name doubles it
("vlak hráče Hráč 3", "Pelaajilla Pelaaja 2"), a language that declines
needs "Hladového 3" where the name is "Hladový 3", and Greek puts an
article before a name ("Ο Παίκτης 1"). A default name is the kit's own, so
its forms are a catalog message, one per kind of seat (context ``name
forms``: cs "Player {number}" -> "nom=Hráč {number} | gen=hráče {number} |
..."); a typed name ("Anna") cannot be declined by a program, so its forms
(the message "{name}") are phrasings that keep it in the nominative, as
typed (cs "gen=hráče jménem {name}", ru "gen=игрока по имени {name}", fi
"ade={name}-nimisellä pelaajalla", el "nom=ο παίκτης με το όνομα {name}"). Each language names the forms it needs
(cs the cases, fi its adessive "ade"), and a form it does not give is the
name as it stands; ``number`` is the seat's number for a default name ("3")
and a typed name as it stands, so a sentence may write the noun once for
two names ("pelaajilla 2 ja 4"). ``tools/catalogs.py check`` reports a form
a sentence asks for that its catalog does not give.
"""

from __future__ import annotations

from functools import lru_cache

from .exercises import Tp

__all__ = ["Name", "DefaultName", "KINDS", "forms", "default_kind"]

#: The kinds of seat with a default name, as ``Words.default_name`` knows them.
KINDS = ("human", "random", "greedy", "planner", "montecarlo")

# A language's forms of each default name, then of a typed name, each one
# catalog message: "gen=hráče {number} | dat=hráči {number} | ...".
_FORMS = (Tp("name forms", "Player {number}"), Tp("name forms", "Random {number}"),
          Tp("name forms", "Greedy {number}"), Tp("name forms", "Planner {number}"),
          Tp("name forms", "Monte Carlo {number}"), Tp("name forms", "{name}"))


class DefaultName(str):
    """A seat's default name as a session keeps it: a marker ("the default
    name of seat ``seat``, a ``kind``") whose text is the name in the
    language it was made in, for what shows text as it stands; ``Words.player``
    says it in the reader's language. A save writes it as ``null``."""

    def __new__(cls, text: str, seat: int, kind: str) -> DefaultName:
        name = super().__new__(cls, text)
        name.seat, name.kind = seat, kind
        return name

    def __reduce__(self):
        return (DefaultName, (str(self), self.seat, self.kind))


def default_kind(name, seat: int) -> str | None:
    """The kind of seat whose default name ``name`` is at ``seat``, in any
    of the kit's languages ("Player 1", "Hráč 1", "Παίκτης 1" at seat 0:
    ``"human"``), or None for a typed name: a name stored as text by an older
    version, or sent as JSON, reads as the marker it was."""
    if isinstance(name, DefaultName):
        return name.kind if name.seat == seat else None
    if not isinstance(name, str) or not isinstance(seat, int) or seat < 0:
        return None
    return _defaults(seat).get(name)


@lru_cache(maxsize=64)
def _defaults(seat: int) -> dict[str, str]:
    from . import LANGUAGES, words  # it imports this module
    return {text: kind for language in LANGUAGES for kind, text in words(language)._default_names(seat).items()}


def forms(text: str) -> dict[str, str]:
    """The forms a catalog message gives, by name: ``"gen=hráče {number} |
    dat=hráči {number}"`` -> ``{"gen": "hráče {number}", "dat": "hráči
    {number}"}``; none in a message without ``=`` (English: one form for
    every case). ``ValueError`` for a part that is no ``form=text``."""
    if "=" not in text:
        return {}
    found = {}
    for part in text.split("|"):
        form, sep, said = (p.strip() for p in part.partition("="))
        if not sep or not form.isidentifier() or not form.islower() or form == "number":
            raise ValueError(f"{part.strip()!r} is no form of a name: write form=text, like gen=hráče {{number}}")
        found[form] = said
    return found


class Name(str):
    """A seat's name: the text as it stands, and its forms on request.

    ``seat`` counts from 0; ``kind`` is the kind of seat whose default name
    this is (``"human"``, ``"greedy"``...), None for a typed name."""

    def __new__(cls, text: str, seat: int, kind: str | None, words) -> Name:
        name = super().__new__(cls, text)
        name.seat, name.kind, name._words = seat, kind, words
        return name

    def __reduce__(self):
        return (str, (str(self),))  # outside the words layer a name is its text

    def form(self, form: str) -> str:
        """The name in ``form``: ``"number"`` or a form the language's
        catalog gives; the name as it stands where it gives none."""
        if form == "number":
            return str(self.seat + 1) if self.kind is not None else str(self)
        message = _FORMS[-1] if self.kind is None else _FORMS[KINDS.index(self.kind)]
        said = forms(message.say(self._words)).get(form)
        if said is None:
            return str(self)
        if self.kind is not None:
            return said.format(number=self.seat + 1)
        if " " in self:  # a compound on a name of two words takes a space before its hyphen: "Anni Virtanen -nimisen"
            said = said.replace("{name}-", "{name} -")
        return said.format(name=str(self))

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        text = self.form(spec.lower())
        return text[:1].upper() + text[1:] if spec[:1].isupper() else text
