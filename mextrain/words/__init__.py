"""The words layer: every sentence a person reads, in one place.

The engine says why as data (``mextrain.reasons``); the renderer, the live
table, the exercises and the command line ask a ``Words`` object for the
words. It is the only place that composes rule sentences, plurals and
possessives, and every string goes through one of three functions --
``_`` (a message), ``n`` (a message with a count: plural forms) and ``p``
(a message in a context, where one English word has two meanings) -- so
that a catalog can translate all of them.

>>> import mextrain as mt
>>> w = words()
>>> rnd = mt.Round.new(4, seed=1)
>>> w.reason(rnd.explain(mt.Play(mt.Tile(2, 1), 1)))
"R6: 2-1 does not match the open end 12 of Player 2's train."
>>> w.cite(rnd.explain(mt.Play(mt.Tile(2, 1), "mexican")))
'2-1 does not match the open end 12 of the Mexican train (R6).'
>>> w.tiles(1), w.tiles(3)
('1 tile', '3 tiles')
>>> named = w.with_names(["Ann", "Bo", "Cy", "Di"], viewer=0)
>>> named.train(0), named.train(2), named.train("mexican")
('your own train', "Cy's train", 'the Mexican train')

A ``Words`` is immutable and cheap: ``with_names`` gives one that names the
seats (and says "your own train" to ``viewer``), so two tables in one
notebook may speak two languages and name their players their own way.
"""

from __future__ import annotations

import functools
import gettext
import string
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType

from .. import reasons as R
from ..moves import MEXICAN, Draw, Pass, Play

TYPE_CHECKING = False  # True for the type checker alone: names imports this module
if TYPE_CHECKING:
    from .names import DefaultName, Name

__all__ = ["Words", "words", "set_language", "language", "moves", "LANGUAGES"]

DOMAIN = "mextrain"
#: Where the compiled catalogs live: ``<language>/LC_MESSAGES/mextrain.mo``,
#: inside the package so they travel with it (wheels, JupyterLite's Pyodide).
LOCALE = Path(__file__).resolve().parent.parent / "locale"
#: The languages the kit speaks: English (the source of every catalog) and
#: each language with a compiled catalog.
LANGUAGES = ("en", *sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")))
#: Each language by its own name: a reader finds their language in any other's list.
LANGUAGE_NAMES = {"en": "English", "cs": "čeština", "el": "Ελληνικά", "fi": "suomi", "ru": "русский",
                  "uk": "українська"}


@dataclass(frozen=True)
class Words:
    """Words in one ``language`` for one table: ``names`` (one per seat, or
    None for "Player 1", ...: people count from 1; a seat's default name,
    None or in any language, is said in this one) and ``viewer`` (the seat addressed as "you",
    or None)."""

    language: str = "en"
    names: tuple[str | None, ...] | None = None
    viewer: int | None = None
    _t: gettext.NullTranslations = field(default_factory=gettext.NullTranslations, repr=False, compare=False)

    @classmethod
    def load(cls, language: str, localedir=LOCALE) -> Words:
        """The words of ``language`` from the catalog in ``localedir``
        (English needs none); ``ValueError`` when there is no such catalog."""
        if not isinstance(language, str) or not language.replace("_", "").isalnum() or not language.isascii():
            raise ValueError(f"a language is a code like 'cs' or 'ru', not {language!r}")
        if language == "en":
            return cls("en")
        path = Path(localedir) / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
        try:
            with open(path, "rb") as f:
                return cls(language, _t=gettext.GNUTranslations(f))
        except FileNotFoundError:
            raise ValueError(f"language must be one of {', '.join(LANGUAGES)}; got {language!r}") from None

    # ---- the three functions every string goes through --------------------------

    def _(self, message: str, **fields) -> str:
        text = self._t.gettext(message)
        return _format(text, fields) if fields else text

    def n(self, singular: str, plural: str, count: int, **fields) -> str:
        return _format(self._t.ngettext(singular, plural, count), {"n": count, **fields})

    def p(self, context: str, message: str, **fields) -> str:
        text = self._t.pgettext(context, message)
        return _format(text, fields) if fields else text

    # ---- who and where ---------------------------------------------------------

    def with_names(self, names=None, viewer: int | None = None) -> Words:
        """The same language, naming the seats ``names`` and addressing ``viewer``."""
        return replace(self, names=None if names is None else tuple(names), viewer=viewer)

    def default_name(self, seat: int, kind: str = "human") -> DefaultName:
        """A seat's name when nobody typed one: "Player 1" for seat 0,
        "Planner 2" for seat 1 -- people count from 1, while the API, JSON
        and move strings keep seats 0..n-1. A ``DefaultName``: text that
        ``player`` says in its reader's language."""
        from .names import DefaultName  # it speaks through this module
        labels = self._default_names(seat)
        kind = kind if kind in labels else "human"
        return DefaultName(labels[kind], seat, kind)

    def _default_names(self, seat: int) -> Mapping[str, str]:
        return _seat_labels(self._t, self.language, seat)

    def _labels(self, seat: int) -> Mapping[str, str]:
        number = seat + 1
        return MappingProxyType({"human": self.p("seat", "Player {number}", number=number),
                "random": self.p("seat", "Random {number}", number=number),
                "greedy": self.p("seat", "Greedy {number}", number=number),
                "planner": self.p("seat", "Planner {number}", number=number),
                "montecarlo": self.p("seat", "Monte Carlo {number}", number=number)})

    def kind(self, kind: str) -> str:
        """A kind of seat as a choice in a form: "Human", "Planner"."""
        return {"human": self._("Human"), "random": self._("Random"), "greedy": self._("Greedy"),
                "planner": self._("Planner"), "montecarlo": self._("Monte Carlo")}.get(kind, kind)

    def player(self, seat: int) -> Name:
        """A seat by its name, as text with the forms a translation may ask
        for (``{player:gen}``, ``{player:Nom}``, ``{player:number}``: see
        ``mextrain.words.names``)."""
        from .names import Name, default_kind  # they speak through this module
        if self.names is not None and 0 <= seat < len(self.names):
            text = self.names[seat]
        else:
            text = None
        kind = "human" if text is None else default_kind(text, seat)
        if kind is not None:  # a default name, in any language: said in this one
            text = self.default_name(seat, kind)
        return Name(str(text), seat, kind, self)

    def train(self, name, case: str = "") -> str:
        """A train as a sentence names it: "the Mexican train", "your own
        train" (the viewer's), "Ann's train" or "Player 3's train".

        ``case`` is where the sentence puts it, for languages that inflect
        the phrase: ``""`` on its own (the subject, a list, after a colon),
        ``"onto"`` where a tile goes ("plays 5-3 on X"), ``"of"`` whose open
        end it is ("the open end 5 of X"), ``"on"`` where a double lies
        ("the double 5-5 on X"). A seat with its default name is named by
        its number ("vlak hráče 3", not "vlak hráče Hráč 3")."""
        if name == MEXICAN:
            kind = "mexican"
        elif name == self.viewer:
            kind = "own"
        elif self.by_number(name):
            kind = "number"
        else:
            kind = "named"
        return _TRAINS[case][kind](self, player=self.player(name) if kind == "named" else None,
                                  number=name + 1 if kind == "number" else None)

    def by_number(self, seat) -> bool:
        """Whether ``seat`` goes by its default name ("Player 3"), so a
        phrase may name it by its number alone."""
        return isinstance(seat, int) and self.player(seat) == self.default_name(seat)

    def train_label(self, name) -> str:
        """A train as its lane's header names it: "Mexican train", "Ann"."""
        if name == MEXICAN:
            return self.p("train", "Mexican train")
        return self.player(name)

    def tiles(self, count: int) -> str:
        return self.n("{n} tile", "{n} tiles", count)

    def pips(self, count: int) -> str:
        return self.n("{n} pip", "{n} pips", count)

    def rounds(self, count: int) -> str:
        return self.n("{n} round", "{n} rounds", count)

    def decimal(self, value: float, digits: int = 1) -> str:
        """A number with ``digits`` decimals and the language's decimal
        mark: "12.7", cs "12,7"."""
        return f"{value:.{digits}f}".replace(".", self.p("number", "."))

    def rules_name(self, rules, rounds: bool = True) -> str:
        """The rules in a few words: "table rules, double-12, 13 rounds"
        (without ``rounds``: "table rules, double-12", for single rounds)."""
        from ..rules import Rules
        if rules == Rules(max_pip=rules.max_pip, rounds=rules.rounds):
            kind = self._("table rules")
        elif rules == Rules.classic(max_pip=rules.max_pip, rounds=rules.rounds):
            kind = self._("classic rules")
        else:
            kind = self._("custom rules")
        if not rounds:
            return self._("{kind}, double-{max_pip}", kind=kind, max_pip=rules.max_pip)
        return self._("{kind}, double-{max_pip}, {rounds}", kind=kind, max_pip=rules.max_pip,
                      rounds=self.rounds(rules.rounds))

    def play(self, move: Play) -> str:
        """A play as a phrase: "12-5 on the Mexican train"."""
        return self._("{tile} on {train}", tile=move.tile, train=self.train(move.train, "onto"))

    def plays(self, moves, most: int = 4, more: bool = False) -> str:
        """A few plays as a list, "..." when there are more."""
        moves = list(moves)
        text = ", ".join(self.play(m) for m in moves[:most])
        return text + " \u2026" if more or len(moves) > most else text

    def move(self, move) -> str:
        """A move as the log of a table says it: "Ann plays 12-5 on the
        Mexican train.", from the mover's seat (``self.viewer``)."""
        who = self.player(self.viewer)
        if isinstance(move, Draw):
            return self._("{player} draws a tile.", player=who)
        if isinstance(move, Pass):
            return self._("{player} passes; a marker goes on their train.", player=who)
        if move.train == self.viewer:
            return self._("{player} plays {tile} on their own train.", player=who, tile=move.tile)
        return self._("{player} plays {tile} on {train}.", player=who, tile=move.tile,
                      train=self.train(move.train, "onto"))

    # ---- reasons and notices -----------------------------------------------------

    def rule_ids(self, reason) -> str:
        return ", ".join(map(str, reason.rules))

    def reason(self, reason) -> str:
        """A reason as the engine says it: "R12: The double ... first."."""
        text = self.sentence(reason)
        if not reason.rules:
            return self._("{sentence}.", sentence=text)
        return self._("{rule}: {sentence}.", rule=self.rule_ids(reason), sentence=text)

    def _setting(self, r) -> str:
        """What a setting (``r.field``, a name of the API) must be."""
        _ = self._
        kind = type(r)
        if kind is R.NotSettings:
            return _("The settings must be a JSON object")
        if kind is R.UnknownSettings:
            return _("unknown setting(s): {names}", names=", ".join(r.names))
        if kind is R.OutOfRange:
            what = (_("a whole number {lo}..{hi}", lo=r.lo, hi=r.hi) if r.whole
                    else _("a number from {lo} to {hi}", lo=r.lo, hi=r.hi))
        elif kind is R.NotAChoice:
            what = _("one of: {choices}", choices=", ".join(r.choices))
        elif kind is R.SeatKinds:
            what = _("one entry per seat ({players}), each one of: {kinds}", players=r.players,
                     kinds=", ".join(r.kinds))
        elif kind is R.SeatNames:
            what = _("one name per seat ({players}), each at most {most} characters", players=r.players,
                     most=r.most)
        elif kind is R.NoPerson:
            what = _("at least one seat must be a student's")
        elif kind is R.SeedKind:
            what = _("a whole number or text of at most {most} characters", most=r.most)
        else:
            what = r.detail
        return _("{field}: {what}", field=r.field, what=what)

    def _document(self, r) -> str:
        """Why a file (a position, a match, a save) was refused, with its facts."""
        _ = self._
        problem = r.problem
        if problem == "encoding":
            return _("the file is not UTF-8 text")
        if problem == "json":
            return _("the file is not JSON text")
        if problem == "too_large":
            return _("the file is too large: {size} characters, at most {most}", size=r.got, most=r.hi)
        if problem == "too_deep":
            return _("the file is nested deeper than {most} levels", most=r.hi)
        if problem == "not_object":
            return _("the file holds no JSON object")
        if problem == "format":
            if r.got is None:
                return _("the file does not say it is a {expected} file", expected=r.expected)
            return _("the file is a {got} file, not a {expected} file", got=r.got, expected=r.expected)
        if problem == "missing":
            return _("the file has no field {field}", field=r.field)
        if problem == "unknown":
            return _("the file has a field {field}, which this kind of file does not have", field=r.field)
        if problem == "number":
            return _("the field {field} must be a whole number from {lo} to {hi}, not {got}", field=r.field, lo=r.lo,
                     hi=r.hi, got=r.got)
        if problem == "bool":
            return _("the field {field} must be true or false, not {got}", field=r.field, got=r.got)
        if problem == "tile":
            return _("the field {field} must be a tile of the set, written like 12-5, not {got}", field=r.field, got=r.got)
        if problem == "list":
            return _("the field {field} must be a list, not {got}", field=r.field, got=r.got)
        if problem == "object":
            return _("the field {field} must be an object of named fields, not {got}", field=r.field, got=r.got)
        if problem == "rule":
            return _("the field {field} breaks the rules of the game ({rule})", field=r.field,
                     rule=", ".join(map(str, r.broken)))
        return _("the field {field} holds a value this kind of file cannot hold", field=r.field)

    def cite(self, reason) -> str:
        """A reason as a learner reads it: "The double ... first (R12)."."""
        text = self.sentence(reason)
        if not reason.rules:
            return self._("{sentence}.", sentence=text)
        return self._("{sentence} ({rule}).", rule=self.rule_ids(reason), sentence=text)

    def sentence(self, r) -> str:
        """The sentence of a reason or notice, without its rule id."""
        _ = self._
        kind = type(r)
        if kind is R.RoundOver:
            if r.winner is None:
                return _("The round is over, blocked: nobody can play any more")
            return _("The round is over: {player} played their last tile", player=self.player(r.winner))
        if kind is R.NotAMove:
            if r.text:
                return _("{value} is text: read it first with Move.parse", value=r.value)
            return _("Not a move: {value}; use Play, Draw or Pass", value=r.value)
        if kind is R.CanPlay:
            plays = self.plays(r.examples, more=r.more)
            if isinstance(r.move, Draw):
                return _("{player} can play, so may not draw (for example {plays})",
                         player=self.player(r.seat), plays=plays)
            return _("{player} can play, so may not pass (for example {plays})",
                     player=self.player(r.seat), plays=plays)
        if kind is R.DrewAlready:
            return _("{player} has drawn already and cannot play the drawn tile: pass", player=self.player(r.seat))
        if kind is R.BoneyardEmpty:
            return _("The boneyard is empty: pass instead of drawing")
        if kind is R.DrawFirst:
            return _("{player} must draw a tile before passing", player=self.player(r.seat))
        if kind is R.NotInSet:
            return _("There is no {tile} in a double-{max_pip} set", tile=r.tile, max_pip=r.max_pip)
        if kind is R.IsEngine:
            return _("{tile} is the engine, in the centre of the table: nobody holds it", tile=r.tile)
        if kind is R.NotHeld:
            return _("{player} does not hold {tile}", player=self.player(r.seat), tile=r.tile)
        if kind is R.NoSuchTrain:
            return _("There is no train {train} at this table: the trains are the Mexican train and 0..{last}",
                     train=r.train, last=r.players - 1)
        if kind is R.CoverFirst:
            if r.order == "last":
                return _("Open doubles are covered in order: the last one, {double} on {train}, must be covered first",
                         double=r.double, train=self.train(r.train, "on"))
            if r.order:
                return _("Open doubles are covered in order: the first one, {double} on {train}, must be covered first",
                         double=r.double, train=self.train(r.train, "on"))
            return _("The double {double} on {train} must be covered first", double=r.double,
                     train=self.train(r.train, "on"))
        if kind is R.NoMatch:
            return _("{tile} does not match the open end {end} of {train}", tile=r.tile, end=r.open_end,
                     train=self.train(r.train, "of"))
        if kind is R.NotOpenToYou:
            return _("{train} carries no marker and is not yours: play on your own train, the Mexican train "
                     "or a marked train", train=self._capital(self.train(r.train)))
        if kind is R.NotAllowed:
            from .exercises import move_label  # the exercises' words import this module
            return _("This move is not allowed here: {move}", move=move_label(self, r.move))
        if kind is R.FitsNowhere:
            ends = ", ".join(_("{train}: {end}", train=self.train(k), end=e) for k, e in r.ends)
            return _("{tile} matches no open end you may use ({ends})", tile=r.tile, ends=ends)
        if kind is R.NotYourTurn:
            if r.turn is None:
                return _("The round is over: nobody is to play")
            return _("It is not {player}'s turn: {other} is to play", player=self.player(r.seat),
                     other=self.player(r.turn))
        if kind is R.BotSeat:
            return _("{player} is played by a bot: nobody moves for it from a screen", player=self.player(r.seat))
        if kind is R.StaleMove:
            return _("The table has changed since that move was chosen (move {ply}, now {current}): look again",
                     ply=r.ply, current=r.current)
        if kind is R.NoSuchSeat:
            return _("There is no seat {seat} at this table: the seats are 0..{last}", seat=r.seat,
                     last=r.players - 1)
        if kind is R.UndoOff:
            return _("Undo is for practice games: tick 'Practice' in the settings (New game)")
        if kind is R.NothingToUndo:
            return _("Nothing to take back in this round")
        if kind is R.RoundNotOver:
            return _("This round is still being played")
        if kind is R.MatchOver:
            return _("The match is over: click New game to play again")
        if kind is R.NothingToReveal:
            return _("Nothing to reveal: the hand is already shown")
        if kind is R.RevealFirst:
            return _("{player}: click Show my hand first", player=self.player(r.seat))
        if kind is R.Spectator:
            return _("This screen shows the table to everyone: the players move from their own seats")
        if kind is R.PickTrain:
            return _("{tile} fits {trains}: click one of the highlighted trains (or {tile} again to put it back)",
                     tile=r.tile, trains=", ".join(self.train(t, "onto") for t in r.trains))
        if isinstance(r, R.BadSetting):
            return self._setting(r)
        if kind is R.BadDocument:
            return self._document(r)
        if kind is R.BadIntent:
            return _("This table cannot do {value}: click a tile, a train or a button", value=r.value)
        if kind is R.DrawNothingFits:
            return self.n("Draw: no tile in your hand fits a train you may play on, and the boneyard has {n} tile",
                          "Draw: no tile in your hand fits a train you may play on, and the boneyard has {n} tiles",
                          r.boneyard)
        if kind is R.PassNothingFits:
            if r.drew:
                return _("Pass: the tile you drew does not fit either; a marker goes on your train")
            return _("Pass: no tile fits and the boneyard is empty; a marker goes on your train")
        if kind is R.Covers:
            if r.extra:
                return _("{tile} matches the open end {end} of {train}: it covers your double {double}, "
                         "as the extra play must", tile=r.tile, end=r.open_end, train=self.train(r.train, "of"),
                         double=r.double)
            return _("{tile} matches the open end {end} of {train}: it covers the open double {double}, "
                     "which must be covered first", tile=r.tile, end=r.open_end, train=self.train(r.train, "of"),
                     double=r.double)
        if kind is R.Fits:
            you = replace(self, viewer=r.seat)
            if r.train == MEXICAN:
                return _("{tile} matches the open end {end} of the Mexican train: the Mexican train is open "
                         "to everyone", tile=r.tile, end=r.open_end)
            if r.train == r.seat:
                return _("{tile} matches the open end {end} of your own train: you may always play on your "
                         "own train", tile=r.tile, end=r.open_end)
            return _("{tile} matches the open end {end} of {train}: it carries a marker, so anyone may play on it",
                     tile=r.tile, end=r.open_end, train=you.train(r.train, "of"))
        if kind is R.MustCover:
            return _("Open double {double} on {train}: it must be covered before anyone plays anywhere else",
                     double=r.double, train=self.train(r.train, "on"))
        if kind is R.CoverNext:
            return _("Open double {double} on {train} waits to be covered next", double=r.double,
                     train=self.train(r.train, "on"))
        if kind is R.Uncoverable:
            return self.n("The double {double} on {train} can never be covered: all {n} tile with a {number} "
                          "is on the table, so it holds nobody up",
                          "The double {double} on {train} can never be covered: all {n} tiles with a {number} "
                          "are on the table, so it holds nobody up", r.count, double=r.double,
                          train=self.train(r.train, "on"), number=r.double.high)
        if kind is R.LastTile:
            return _("{player} has one tile left", player=self.player(r.seat))
        if kind is R.MarkerOut:
            return _("{player} passed: a marker is on their train, so anyone may play on it",
                     player=self.player(r.seat))
        if kind is R.RoundWon:
            return _("Round over: {player} went out", player=self.player(r.seat))
        if kind is R.RoundBlocked:
            return _("Round over: blocked, nobody can play")
        raise ValueError(f"no words for {r!r}")

    def lane_note(self, notice) -> str | None:
        """What a lane says of its open double, beside its header."""
        if isinstance(notice, R.MustCover):
            return self._("\u26a0 cover {double} first ({rule})", double=notice.double, rule=notice.rule)
        if isinstance(notice, R.CoverNext):
            return self._("cover {double} next ({rule})", double=notice.double, rule=notice.rule)
        if isinstance(notice, R.Uncoverable):
            return self._("{double} can no longer be covered ({rule})", double=notice.double, rule=notice.rule)
        return None

    @staticmethod
    def _capital(text: str) -> str:
        return text[:1].upper() + text[1:]


def _format(text: str, fields: dict) -> str:
    try:
        return text.format(**fields)
    except ValueError:  # a form ({player:gen}) asked of a field that is plain text: say it as it stands
        return _Lenient().vformat(text, (), fields)


class _Lenient(string.Formatter):
    def format_field(self, value, format_spec):
        try:
            return format(value, format_spec)
        except ValueError:
            return str(value)


# Each phrase written out per case, so the extractor finds every one and each
# language inflects the whole phrase its own way.
_TRAINS = {
    "": {"mexican": lambda w, **f: w.p("train", "the Mexican train"),
         "own": lambda w, **f: w.p("train", "your own train"),
         "named": lambda w, **f: w.p("train", "{player}'s train", **f),
         "number": lambda w, **f: w.p("train", "Player {number}'s train", **f)},
    "onto": {"mexican": lambda w, **f: w.p("train onto", "the Mexican train"),
             "own": lambda w, **f: w.p("train onto", "your own train"),
             "named": lambda w, **f: w.p("train onto", "{player}'s train", **f),
             "number": lambda w, **f: w.p("train onto", "Player {number}'s train", **f)},
    "of": {"mexican": lambda w, **f: w.p("train of", "the Mexican train"),
           "own": lambda w, **f: w.p("train of", "your own train"),
           "named": lambda w, **f: w.p("train of", "{player}'s train", **f),
           "number": lambda w, **f: w.p("train of", "Player {number}'s train", **f)},
    "on": {"mexican": lambda w, **f: w.p("train on", "the Mexican train"),
           "own": lambda w, **f: w.p("train on", "your own train"),
           "named": lambda w, **f: w.p("train on", "{player}'s train", **f),
           "number": lambda w, **f: w.p("train on", "Player {number}'s train", **f)},
}

_LOADED: dict[str, Words] = {"en": Words()}
_DEFAULT = ["en"]


@functools.lru_cache(maxsize=512)
def _seat_labels(t: gettext.NullTranslations, language: str, seat: int) -> Mapping[str, str]:
    """A seat's default names in one catalog, worked out once: every frame
    names every seat."""
    return Words(language, _t=t)._labels(seat)


def words(language: str | None = None) -> Words:
    """The kit's words in ``language`` (None: the kit-wide default, see
    ``set_language``); a ``Words`` may also be passed through as it is."""
    if isinstance(language, Words):
        return language
    language = _DEFAULT[0] if language is None else language
    loaded = _LOADED.get(language)
    if loaded is None:
        loaded = _LOADED[language] = Words.load(language)
    return loaded


def set_language(language: str) -> None:
    """Make ``language`` the kit-wide default: the engine's messages, and
    every picture, table and exercise not given a language of its own. The
    default is English; the environment's locale is not read, so a
    notebook says the same on every machine."""
    words(language)  # refuses a language without a catalog
    _DEFAULT[0] = language


def language() -> str:
    """The kit-wide default language."""
    return _DEFAULT[0]


def moves(moves, language=None) -> str:
    """Moves in words, for a list printed in a notebook: "12-5 on the
    Mexican train, draw a tile" (``str(move)`` is the engine's syntax)."""
    from .exercises import move_label  # it imports this module
    return ", ".join(move_label(words(language), m) for m in moves)
