"""The lessons' exercises as data, each answer checked against the engine.

An ``Exercise`` has an id (``"02-marker-1"``: its lesson first), the rule
ids it applies, a position (a table ``Arranged`` by hand, a ``Deal``, a round
``Played`` out, a ``Finished`` match, or plain ``Rules``), a question, the
answer its author wrote, hints, an explanation, and feedback for the common
wrong answers. Its *kind* says how it is answered -- a number, one choice
or several, tiles or trains clicked on the table, legal moves ticked, a move
made on the table, scores, winners -- and computes the engine's answer from
the position. Loading the bank builds every position and refuses an
exercise whose written answer is not the engine's, or whose "wrong" answer
is right: the engine stays the only judge, and the answer key
(teachers/ANSWERS.md) cannot drift from it.

>>> from mextrain import lessons
>>> ex = lessons.exercise("01-pips-1")
>>> ex.lesson, [str(r) for r in ex.rules], ex.answer == ex.truth()
('01', ['R1'], True)
>>> len(lessons.exercises()) >= 50
True
"""

from __future__ import annotations

import functools
import importlib
import json
import re
import warnings
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable

from ..match import Match
from ..moves import MEXICAN, Draw, Move, Play
from ..reasons import Rule
from ..round import Round
from ..rules import Rules
from ..tiles import Tile
from ..words.exercises import Text
from .positions import position as build_position

__all__ = [
    "Exercise", "Arranged", "Deal", "Played", "BotGame", "PlayedMatch", "Finished", "RulesOnly", "Number", "Choice", "Tiles",
    "Trains", "Moves", "MakeMove", "Scores", "Winners", "SeatText", "TrainText", "seats", "exercises", "exercise",
    "Scene", "scene", "scenes", "verify", "after", "next_step", "LESSONS", "Saved", "Better", "MoveText",
    "Study", "Compare", "Decimal",
]

#: The lessons that hold exercises, in order; each is a module ``lNN`` here.
LESSONS = ("00", "01", "02", "03", "04", "05", "06", "07", "08")


# ---- positions ---------------------------------------------------------------------

@dataclass(frozen=True)
class Arranged:
    """A table set up by hand (``mextrain.lessons.position``), then ``moves``
    played on it (move text, as ``str(move)`` prints it)."""

    hands: tuple
    trains: dict | None = None
    turn: int = 0
    markers: tuple = ()
    boneyard: tuple | str = ()
    engine: int | None = None
    rules: Rules | None = None
    seed: int = 0
    moves: tuple = ()

    def build(self) -> Round:
        rnd = build_position(list(self.hands), self.trains, turn=self.turn, markers=self.markers,
                             boneyard=self.boneyard, engine=self.engine, rules=self.rules, seed=self.seed)
        return _played(rnd, self.moves)


@dataclass(frozen=True)
class Deal:
    """A freshly dealt round (``Round.new``), then ``moves`` played."""

    players: int
    seed: int = 0
    engine: int | None = None
    first: int = 0
    rules: Rules | None = None
    moves: tuple = ()

    def build(self) -> Round:
        rnd = Round.new(self.players, engine=self.engine, first=self.first, rules=self.rules, seed=self.seed)
        return _played(rnd, self.moves)


@dataclass(frozen=True)
class Played:
    """A round dealt by ``seed`` and played with the first legal move each
    time -- to its end, or for ``plies`` moves -- then ``moves``."""

    players: int
    seed: int = 0
    rules: Rules | None = None
    plies: int | None = None
    moves: tuple = ()

    def build(self) -> Round:
        rnd = Round.new(self.players, rules=self.rules, seed=self.seed)
        done = 0
        while not rnd.is_over and (self.plies is None or done < self.plies):
            rnd.play(rnd.legal_moves()[0])
            done += 1
        return _played(rnd, self.moves)


@dataclass(frozen=True)
class Finished:
    """A match at its end: the ``scores`` of the rounds before the last, and
    the last round as an ``Arranged`` table (over already, or played over by its moves)."""

    scores: tuple
    last: Arranged
    seed: int = 0

    def build(self) -> Match:
        last = self.last.build()
        rules = last.rules
        doc = {"format": "mextrain-match/1", "players": last.players, "rules": rules.to_dict(), "seed": self.seed,
               "scores": [list(row) for row in self.scores], "round": json.loads(last.to_json())}
        return Match.from_json(json.dumps(doc))


@dataclass(frozen=True)
class BotGame:
    """A round dealt by ``seed`` and played by bots (``kinds``, one a seat:
    ``"greedy"`` or ``"planner"``, which decide the same way every time) to
    its end; or ``until="marker"``: the moment the first marker goes out;
    or ``until="start"``: the deal, before anyone moves."""

    kinds: tuple
    seed: int = 0
    until: str | None = None

    def build(self) -> Round:
        from ..bots import NAMES
        bots = [NAMES[kind]() for kind in self.kinds]
        rnd = Round.new(len(self.kinds), seed=self.seed)
        while not rnd.is_over and self.until != "start" and not (self.until == "marker" and rnd.markers):
            seat = rnd.turn
            rnd.play(bots[seat].choose(rnd.view(seat)))
        return rnd


@dataclass(frozen=True)
class PlayedMatch:
    """A match of ``rounds`` rounds dealt by ``seed``, every round played
    with the first legal move each time, to its end."""

    players: int
    rounds: int
    seed: int = 0

    def build(self) -> Match:
        match = Match(self.players, rules=Rules(rounds=self.rounds), seed=self.seed)
        while True:
            while not match.round.is_over:
                match.round.play(match.round.legal_moves()[0])
            if match.is_over:
                return match
            match.next_round()


@dataclass(frozen=True)
class Saved:
    """A whole position as stored (a ``mextrain-round/1`` document, as JSON
    text): lesson 06's strategy positions, found in seeded games."""

    document: str

    def build(self) -> Round:
        return Round.from_json(self.document)


@dataclass(frozen=True)
class Study:
    """Single rounds played between bots (``mt.simulate``, ``rounds_only``):
    ``bots`` are names, or (name, ((option, value), ...)) for a bot with
    options; ``labels`` (one ``Text`` per bot) and ``title`` name them on the
    chart a prediction reveals. Built once per process: the results are
    seeded, the same on every machine."""

    bots: tuple
    games: int = 300
    seed: int = 0
    labels: tuple = ()
    title: Any = None

    def build(self):
        return _study(self)


@functools.lru_cache(maxsize=None)
def _study(study: Study):
    from ..bots import get
    from ..simulation import simulate
    bots = [get(b) if isinstance(b, str) else get(b[0], **dict(b[1])) for b in study.bots]
    return simulate(bots, games=study.games, rounds_only=True, seed=study.seed)


@dataclass(frozen=True)
class Compare:
    """The same bots (``lineup``) play ``games`` single rounds under each of
    ``variants`` ((key, Rules) pairs), with the same seed, so the deals are
    the same wherever the rules allow it. ``measure`` is what a prediction
    asks and its chart shows: ``"moves"`` (moves per round), ``"penalty"``
    (penalty per player per round), ``"gap"`` (seat 1's penalty minus seat
    0's, paired round by round); ``labels`` (one ``Text`` per variant) and
    ``title`` name the chart. Played once per process, when first opened."""

    variants: tuple
    lineup: tuple = ("planner", "greedy", "planner", "greedy")
    games: int = 300
    seed: int = 7
    measure: str = "moves"
    labels: tuple = ()
    title: Any = None

    def build(self) -> dict:
        return _compared(self.variants, self.lineup, self.games, self.seed)

    def estimates(self, runs: dict) -> dict:
        """key -> ``Estimate`` of the measure, per variant."""
        from ..simulation import Estimate
        if self.measure == "moves":
            return {k: run.moves_per_round for k, run in runs.items()}
        if self.measure == "penalty":
            return {k: Estimate.of(p for g in run.game_records for row in g.penalties for p in row)
                    for k, run in runs.items()}
        if self.measure == "gap":
            return {k: run.difference(1, 0) for k, run in runs.items()}
        raise ValueError(f"measure must be 'moves', 'penalty' or 'gap', not {self.measure!r}")


@functools.lru_cache(maxsize=None)
def _compared(variants, lineup, games, seed) -> dict:
    from ..simulation import simulate
    return {key: simulate(list(lineup), games=games, rules=rules, rounds_only=True, seed=seed)
            for key, rules in variants}


@dataclass(frozen=True)
class RulesOnly:
    """No table: a question about the rules themselves (a set, a deal, a match)."""

    rules: Rules = field(default_factory=Rules)

    def build(self) -> Rules:
        return self.rules


def _played(rnd: Round, moves) -> Round:
    for text in moves:
        rnd.play(Move.parse(text, max_pip=rnd.rules.max_pip))
    return rnd


# ---- who and where, named when shown -------------------------------------------------

@dataclass(frozen=True)
class SeatText:
    """A seat in a text's fields, said as the player's name ("Player 1")."""

    seat: int


def seats(players: int) -> tuple:
    """The options of a "which player?" question: every seat, by name."""
    return tuple((s, SeatText(s)) for s in range(players))


@dataclass(frozen=True)
class TrainText:
    """A train in a text's fields, said as a sentence names it, in the
    ``case`` the sentence puts it (``Words.train``: "", "onto", "of", "on")."""

    name: int | str
    case: str = ""


@dataclass(frozen=True)
class MoveText:
    """A move in a text's fields or an option's label, said in words ("12-5 on
    your own train")."""

    move: Move


@dataclass(frozen=True)
class Decimal:
    """A number with decimals in a text's fields, said with the language's
    decimal mark ("12.7", cs "12,7")."""

    value: float
    digits: int = 1

    def said(self, w) -> str:
        return w.decimal(self.value, self.digits)


# ---- kinds: how an exercise is answered, and the engine's answer ----------------------

class Kind:
    """How an exercise is answered. ``truth(state)`` is the engine's answer;
    ``read(state, answer)`` turns what a learner or a test gives into the
    same form (``ValueError`` for what is no answer at all)."""

    name = ""
    many = False  # is the answer a set of items?

    def truth(self, state):
        raise NotImplementedError

    def read(self, state, answer):
        raise NotImplementedError


@dataclass(frozen=True)
class Number(Kind):
    """A whole number the learner types; ``engine`` computes it from the position."""

    engine: Callable[[Any], int]
    name = "number"

    def truth(self, state) -> int:
        value = self.engine(state)
        if isinstance(value, Fraction):
            if value.denominator != 1:
                raise ValueError(f"a number exercise needs a whole answer, not {value}")
            value = int(value)
        return int(value)

    def read(self, state, answer) -> int:
        if isinstance(answer, bool):
            raise ValueError("a number, not True or False")
        if isinstance(answer, int):
            return answer
        text = str(answer).strip()
        if not re.fullmatch(r"[+-]?[0-9]{1,9}", text):  # ASCII digits only
            raise ValueError(f"not a whole number: {text[:20]!r}")
        return int(text)


@dataclass(frozen=True)
class Choice(Kind):
    """One of ``options`` (key -> label), or several when ``many``; the
    engine's answer is ``engine(state)``, an option key (a set of keys when
    ``many``). A prediction shows ``reveal`` once the learner has chosen."""

    options: tuple  # (key, Text) pairs, in the order shown
    engine: Callable[[Any], Any]
    many: bool = False
    name = "choice"

    @property
    def keys(self) -> tuple:
        return tuple(k for k, _ in self.options)

    def truth(self, state):
        value = self.engine(state)
        return frozenset(value) if self.many else value

    def read(self, state, answer):
        if self.many:
            picked = [answer] if isinstance(answer, (str, int)) else list(answer)
            bad = [k for k in picked if k not in self.keys]
            if bad:
                raise ValueError(f"no choice {bad[0]!r}; the choices are {', '.join(map(str, self.keys))}")
            return frozenset(picked)
        if answer not in self.keys:
            raise ValueError(f"no choice {answer!r}; the choices are {', '.join(map(str, self.keys))}")
        return answer


@dataclass(frozen=True)
class Better(Choice):
    """"Which of these moves is better here?": the options are ``candidates``
    (move text) of the player to act, and the right one is the judge's
    (``mextrain.lessons.strategy.judge``), decided offline with a large
    budget and two seeds and stored with its ``runs`` (each a dict: seed,
    deals, means, best, margin, error, z, confidence). ``truth`` checks that
    every candidate is still legal in the position and that every stored run
    picks the same move by its stored margin."""

    runs: tuple = ()
    name = "better"

    def truth(self, rnd):
        legal = rnd.legal_moves()
        for key in self.keys:
            if Move.parse(key, max_pip=rnd.rules.max_pip) not in legal:
                raise ValueError(f"the candidate {key!r} is not a legal move here")
        best = self.engine(rnd)
        for run in self.runs:
            means = run["means"]
            order = sorted(range(len(means)), key=means.__getitem__)
            if self.keys[order[0]] != best or abs(means[order[1]] - means[order[0]] - run["margin"]) > 1e-3:
                raise ValueError(f"the judge's run {run['seed']!r} does not pick {best!r} by its margin")
        return best


def _tiles(state, answer) -> frozenset:
    from .checkers import read_tiles
    return frozenset(read_tiles(state, answer))


@dataclass(frozen=True)
class Tiles(Kind):
    """"Click every tile you could play": the tiles of the player to act that
    a legal move plays."""

    name = "tiles"
    many = True

    def truth(self, rnd) -> frozenset:
        return frozenset(m.tile for m in rnd.legal_moves() if isinstance(m, Play))

    def read(self, rnd, answer) -> frozenset:
        picked = _tiles(rnd, answer)
        foreign = [t for t in picked if t not in rnd.hand(rnd.turn)]
        if foreign:
            raise ValueError(f"{foreign[0]} is not in the hand of the player to act")
        return picked


def _train(rnd, name):
    from .checkers import read_train
    return read_train(rnd, name)


@dataclass(frozen=True)
class Trains(Kind):
    """Trains clicked on the table: those ``tile`` may go on now; without a
    tile, those open to the player to act (its own, the Mexican train, the
    marked ones -- or only the train whose double must be covered, R12)."""

    tile: str | None = None
    name = "trains"
    many = True

    def truth(self, rnd) -> frozenset:
        if self.tile is not None:
            tile = Tile.parse(self.tile, max_pip=rnd.rules.max_pip)
            return frozenset(m.train for m in rnd.legal_moves() if isinstance(m, Play) and m.tile == tile)
        if rnd.must_cover is not None:
            return frozenset({rnd.must_cover})
        return frozenset(rnd.allowed_trains())

    def read(self, rnd, answer) -> frozenset:
        items = [answer] if isinstance(answer, (str, int)) else list(answer)
        return frozenset(_train(rnd, name) for name in items)


def _moves(rnd, answer) -> frozenset:
    from .checkers import read_moves
    return frozenset(read_moves(rnd, answer))


@dataclass(frozen=True)
class Moves(Kind):
    """Tick every legal move among the plays whose tile matches some open
    end, and draw and pass."""

    name = "moves"
    many = True

    def truth(self, rnd) -> frozenset:
        return frozenset(rnd.legal_moves())

    def read(self, rnd, answer) -> frozenset:
        return _moves(rnd, answer)

    @staticmethod
    def choices(rnd) -> list[Move]:
        from .checkers import move_choices
        return move_choices(rnd)


@dataclass(frozen=True)
class MakeMove(Kind):
    """Make a move on the table: click a tile, then a train. Right is any
    legal play ``goal`` allows: ``"any"``, ``"own"`` (on your own train) or
    ``"other"`` (on someone else's train). The answer key lists them all."""

    goal: str = "any"
    name = "move"
    many = True

    def truth(self, rnd) -> frozenset:
        plays = [m for m in rnd.legal_moves() if isinstance(m, Play)]
        if self.goal == "own":
            plays = [m for m in plays if m.train == rnd.turn]
        elif self.goal == "other":
            plays = [m for m in plays if m.train not in (rnd.turn, MEXICAN)]
        elif self.goal != "any":
            raise ValueError(f"goal must be 'any', 'own' or 'other', not {self.goal!r}")
        return frozenset(plays)

    def read(self, rnd, answer) -> frozenset:
        """One move (or the set the answer key lists)."""
        return _moves(rnd, answer)


@dataclass(frozen=True)
class Scores(Kind):
    """The penalty of every player once the round is over, in seat order."""

    name = "scores"

    def truth(self, rnd) -> tuple:
        return tuple(rnd.penalties)

    def read(self, rnd, answer) -> tuple:
        values = tuple(Number(lambda _s: 0).read(rnd, a) for a in answer)
        if len(values) != rnd.players:
            raise ValueError(f"one score per player: {rnd.players} numbers, not {len(values)}")
        return values


@dataclass(frozen=True)
class Winners(Kind):
    """Every winner of a finished match (seats)."""

    name = "winners"
    many = True

    def truth(self, match) -> frozenset:
        return frozenset(match.winners)

    def read(self, match, answer) -> frozenset:
        items = [answer] if isinstance(answer, int) else list(answer)
        if any(type(s) is not int or not 0 <= s < match.players for s in items):
            raise ValueError(f"winners are seats 0..{match.players - 1}")
        return frozenset(items)


#: The names these classes had before they were renamed apart from
#: ``mextrain.widgets.table.Table``, ``mextrain.session.Seat`` and
#: ``mextrain.round.Train`` (issue 21): still importable, with a warning.
_RENAMED = {"Table": "Arranged", "Seat": "SeatText", "Train": "TrainText"}


def __getattr__(name: str):
    if name in _RENAMED:
        new = _RENAMED[name]
        warnings.warn(f"mextrain.lessons.bank.{name} is now {new}", DeprecationWarning, stacklevel=2)
        return globals()[new]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# ---- an exercise ------------------------------------------------------------------------

@dataclass(frozen=True)
class Exercise:
    """One exercise: see the module's docstring.

    ``fields`` are the values its texts name (``SeatText`` and ``TrainText`` are said
    as names when shown); ``facts(state)`` adds values the engine computes,
    for the explanation only. ``picture`` is what the exercise shows:
    ``"table"`` (``seat``'s hand face up: ``"turn"``, ``"all"`` or a seat),
    ``"seating"``, ``"grid"``, ``"sheet"`` (the round scores of a match, no
    totals) or None. ``reveal`` (a prediction) is the position shown once
    the learner has committed to an answer, with ``reveal_seat``'s hand.
    """

    id: str
    rules: tuple
    position: Any
    kind: Kind
    question: Text
    answer: Any
    hints: tuple
    explanation: Text
    wrong: tuple = ()
    fields: dict = field(default_factory=dict)
    facts: Callable | None = None
    picture: str | None = "table"
    seat: Any = "turn"
    reveal: Any = None
    reveal_seat: Any = "all"
    highlight: tuple = ()
    vary: Callable[["Exercise", int], "Exercise"] | None = None

    def another(self, seed: int) -> "Exercise":
        """Another exercise like this one, on the position ``seed`` makes
        (its family ``vary``, from ``mextrain.lessons.variants``): "Try
        another". ``ValueError`` for an exercise whose position was made by hand."""
        if self.vary is None:
            raise ValueError(f"{self.id}: no other exercise is made like this one")
        return self.vary(self, seed)

    @property
    def lesson(self) -> str:
        return self.id[:2]

    @property
    def predicts(self) -> bool:
        return self.reveal is not None

    def state(self):
        """The position, built afresh (a learner's moves never change the bank's)."""
        return self.position.build()

    def truth(self, state=None):
        """The engine's answer, in the form ``answer`` is read into."""
        return self.kind.truth(self.state() if state is None else state)

    def read(self, answer, state=None):
        return self.kind.read(self.state() if state is None else state, answer)

    def wrong_text(self, picked, state=None) -> Text | None:
        """The feedback written for this common wrong answer, if any."""
        state = self.state() if state is None else state
        for answer, text in self.wrong:
            if self.kind.read(state, answer) == picked:
                return text
        return None

    def all_fields(self, state=None) -> dict:
        """Every field the texts may name: ``fields`` and the engine's ``facts``."""
        out = dict(self.fields)
        if self.facts is not None:
            out.update(self.facts(self.state() if state is None else state))
        return out

    def texts(self) -> list[Text]:
        return [self.question, *self.hints, self.explanation, *(t for _, t in self.wrong)]

    def _repr_mimebundle_(self, include=None, exclude=None):
        # In a notebook, an exercise shows as the front-end registered for it
        # shows it (mextrain.lessons.display): the bank itself loads no UI.
        from .display import bundle
        return bundle(self, include, exclude)


# ---- loading and checking ------------------------------------------------------------------

def _module(lesson: str):
    return importlib.import_module(f".l{lesson}", __package__)


@functools.lru_cache(maxsize=None)
def _bank() -> dict[str, Exercise]:
    bank: dict[str, Exercise] = {}
    for lesson in LESSONS:
        for ex in _module(lesson).EXERCISES:
            if ex.id in bank:
                raise ValueError(f"two exercises are called {ex.id!r}")
            if ex.lesson != lesson:
                raise ValueError(f"{ex.id}: an exercise of lesson {lesson} has an id starting {lesson}-")
            verify(ex, deep=not isinstance(ex.position, (Study, Compare)))
            bank[ex.id] = ex
    return bank


def verify(ex: Exercise, deep: bool = True) -> None:
    """Refuse ``ex`` unless the engine agrees with it: the written answer is
    the engine's, every "common wrong" answer is wrong, every rule id is
    real, every field a text names is there. ``deep=False`` checks only the
    id and the rule ids: the bank loads an exercise on a ``Study`` (a second
    of simulated rounds) so, and plays the study only when a learner opens
    it; the tests verify those in full."""
    if not re.fullmatch(r"\d\d-[a-z0-9]+(?:-[a-z0-9]+)*-\d+", ex.id):
        raise ValueError(f"{ex.id!r}: an id is lesson-topic-number, like '02-marker-1'")
    for r in ex.rules:
        Rule(str(r))
    if not deep:
        return
    state = ex.state()
    truth = ex.kind.truth(state)
    written = ex.kind.read(state, ex.answer)
    if written != truth:
        raise ValueError(f"{ex.id}: the answer written is {_shown(written)}, the engine's is {_shown(truth)}")
    if isinstance(ex.kind, (MakeMove, Winners)) and not truth:
        raise ValueError(f"{ex.id}: nothing would be right")
    for answer, _ in ex.wrong:
        if ex.kind.read(state, answer) == truth:
            raise ValueError(f"{ex.id}: the 'wrong' answer {answer!r} is the engine's answer")
    if isinstance(ex.kind, Choice):
        keys = set(ex.kind.keys)
        if not (truth <= keys if ex.kind.many else truth in keys):
            raise ValueError(f"{ex.id}: the engine's answer {_shown(truth)} is no choice")
    if ex.predicts:
        ex.reveal.build()
    if isinstance(ex.reveal, Study) and len(ex.reveal.labels) != len(ex.reveal.bots):
        raise ValueError(f"{ex.id}: a study's chart needs one label per bot")
    if isinstance(ex.reveal, Compare) and len(ex.reveal.labels) != len(ex.reveal.variants):
        raise ValueError(f"{ex.id}: a comparison's chart needs one label per variant")
    from ..words import words
    w = words("en")
    # One field always, so that every text is formatted: a text naming a
    # field that is not there fails here, not in front of a learner.
    fields = {"checked": True} | {k: _said(w, v) for k, v in ex.all_fields(state).items()}
    for text in ex.texts():
        try:
            text.say(w, **({"n": 0} | fields) if text.plural else fields)
        except (KeyError, IndexError) as e:
            raise ValueError(f"{ex.id}: the text {text.message!r} names {e}, which is no field") from None


def _said(w, value):
    """A field's value as a text names it."""
    from ..words import exercises as say
    if isinstance(value, MoveText):
        return say.move_label(w, value.move)
    if hasattr(value, "said"):  # a strategy Idea, the judge's data: said by the words layer
        return value.said(w)
    if isinstance(value, SeatText):
        return w.player(value.seat)
    if isinstance(value, tuple) and value and all(isinstance(v, MoveText) for v in value):
        return "; ".join(say.move_label(w, v.move) for v in value)
    if isinstance(value, TrainText):
        return w.train(value.name, value.case)
    return value


def _shown(value) -> str:
    if isinstance(value, frozenset):
        return "{" + ", ".join(sorted(map(str, value))) + "}"
    return repr(value)


def exercises(lesson: str | None = None) -> list[Exercise]:
    """Every exercise (of ``lesson``, e.g. ``"02"``), in lesson order; each
    checked against the engine when the bank first loads."""
    found = list(_bank().values())
    if lesson is None:
        return found
    if lesson not in LESSONS:
        raise ValueError(f"lesson must be one of {', '.join(LESSONS)}, not {lesson!r}")
    return [ex for ex in found if ex.lesson == lesson]


def exercise(id: str) -> Exercise:
    """The exercise ``id`` (``"02-marker-1"``); in a notebook it shows as
    its widget."""
    try:
        return _bank()[id]
    except KeyError:
        raise ValueError(f"no exercise {id!r}; ids look like '02-marker-1' "
                         "(mextrain.lessons.exercises() lists them)") from None


@dataclass(frozen=True)
class Scene:
    """A position a lesson draws between exercises, with ``seat``'s hand
    face up (``"all"``, ``"turn"``, a seat, ``"public"``) and ``highlight``
    ringed."""

    position: Any
    seat: Any = "all"
    highlight: tuple = ()


@functools.lru_cache(maxsize=None)
def _scenes() -> dict:
    out = {}
    for lesson in LESSONS:
        out.update(getattr(_module(lesson), "SCENES", {}))
    return out


def scenes() -> dict:
    """The named positions the lessons draw between exercises."""
    return dict(_scenes())


def scene(name: str) -> Scene:
    """A lesson's named ``Scene``; ``scene(name).position.build()`` is its position."""
    try:
        return _scenes()[name]
    except KeyError:
        raise ValueError(f"no scene {name!r}; the scenes are {', '.join(_scenes())}") from None



# ---- what the engine says happens next: for predictions ------------------------------------

def after(rnd: Round, *moves: str) -> Round:
    """A copy of ``rnd`` with ``moves`` played (the bank's positions stay as they are)."""
    return _played(rnd.copy(), moves)


def next_step(rnd: Round, seat: int) -> str:
    """What happens now, as the engine has it, seen from ``seat``'s turn:
    ``"over"`` (the round ended), ``"next"`` (the turn moved on), or what
    ``seat`` must or may do: ``"play"``, ``"draw"``, ``"pass"``."""
    if rnd.is_over:
        return "over"
    if rnd.turn != seat:
        return "next"
    legal = rnd.legal_moves()
    if isinstance(legal[0], Play):
        return "play"
    return "draw" if legal == [Draw()] else "pass"
