"""A game in play, for any front-end: who sits where, whose turn, what was
done and who may see it.

A ``Session`` is a ``Match`` plus its seats (a person, or a bot kind), the
players' names, the hot-seat screen, the undo policy and a log of
``Event``s. The live table in Jupyter is a thin adapter over one; a
classroom server can hold one per table and schedule the bots its own way.
Nothing here imports a UI library.

>>> from mextrain.session import Session
>>> s = Session.new(players=3, humans=(0,), bots="greedy", rounds="one", seed=4)
>>> s.seats[1], s.humans, s.ply
(Seat(kind='greedy', name='Greedy 2'), (0,), 0)
>>> move = s.round.legal_moves()[0]
>>> events = s.submit(0, move, ply=0)
>>> events[0].kind, events[0].kind == "move", events[0].seat, events[0].move == str(move), s.ply
(<EventKind.MOVE: 'move'>, True, 0, True, 1)
>>> s.submit(0, move, ply=0)          # the same click again: stale, applied once
Traceback (most recent call last):
...
mextrain.errors.IllegalMove: The table has changed since that move was chosen (move 0, now 1): look again.
>>> s.bot_to_act, len(s.run_bots()) > 0, s.bot_to_act
(1, True, None)

Every intent carries the ``ply`` it was made at: a click on an old picture,
a double submit or a message that crossed another on the network is
refused with a reason and changes nothing.
"""

from __future__ import annotations

import inspect
import math
from dataclasses import dataclass, field, replace
from enum import Enum

from . import bots as mtbots
from . import reasons as R
from .errors import IllegalMove, InvalidSetup
from .match import MAX_SEED, Match, _seed_ok
from .moves import DRAW, PASS, Move, Play
from .position import round_to_dict
from .reasons import (BotSeat, MatchOver, NoSuchSeat, NotAMove, NothingToReveal, NothingToUndo, NotYourTurn,
                      RoundNotOver, StaleMove, UndoOff)
from .rules import Rules

__all__ = ["Session", "Seat", "Setup", "Event", "EventKind", "Prompt", "PromptKind", "Refused", "UndoOff", "NothingToUndo",
           "RoundNotOver", "MatchOver", "NothingToReveal", "HUMAN", "BOT_NAMES", "SESSION_FORMAT"]

HUMAN = "human"
BOT_NAMES = tuple(mtbots.NAMES)  # weakest first
SESSION_FORMAT = "mextrain-session/1"
NAME_LENGTH = 24
#: Seconds between bot moves at most: the form's slider, the classroom's API and a saved game alike.
MAX_DELAY = 5
#: What ``Setup.from_dict`` reads.
SETTINGS = ("players", "seats", "names", "rules", "rounds", "seed", "delay", "practice")
MAX_EVENTS = 50_000  # a full match of eight players logs a few thousand
MAX_PLY = 10**9


class EventKind(str, Enum):
    """What an ``Event`` records: a match or round begins, a move, an undo,
    a last tile announced, a round or the match over, a save loaded. Equal
    to its text, which is what a saved log holds."""

    MATCH = "match"
    ROUND = "round"
    MOVE = "move"
    UNDO = "undo"
    LAST_TILE = "last_tile"
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"
    LOAD = "load"

    def __str__(self) -> str:
        return self.value


class PromptKind(str, Enum):
    """What the table asks now (``Prompt``)."""

    MATCH_OVER = "match_over"
    ROUND_OVER = "round_over"
    REVEAL = "reveal"
    WAIT = "wait"
    DRAW = "draw"
    PASS = "pass"
    COVER = "cover"
    COVER_OWN = "cover_own"
    EXTRA = "extra"
    PLAY = "play"

    def __str__(self) -> str:
        return self.value


#: The kinds as text.
EVENT_KINDS = tuple(k.value for k in EventKind)
PROMPT_KINDS = tuple(k.value for k in PromptKind)


# ---- who sits where -------------------------------------------------------------------

def _rules(rules, rounds) -> Rules:
    """The rules a setting names: ``"table"`` (None), ``"classic"``, a
    ``Rules`` or its ``to_dict()``; ``rounds`` (a match length) replaces theirs."""
    if rules is None or rules == "table":
        rules = Rules()
    elif rules == "classic":
        rules = Rules.classic()
    elif isinstance(rules, dict):
        try:
            rules = Rules.from_dict(rules)
        except (TypeError, ValueError) as e:
            raise InvalidSetup(R.BadRules("rules", str(e))) from None
    elif not isinstance(rules, Rules):
        raise InvalidSetup(R.NotAChoice("rules", ("table", "classic", "{...}")))
    if rounds is None:
        return rules
    try:
        return replace(rules, rounds=rounds)
    except (TypeError, ValueError) as e:
        raise InvalidSetup(R.BadRules("rounds", str(e))) from None


def _players(players, rules: Rules) -> int:
    seats = rules.player_range
    if type(players) is not int or players not in seats:
        raise InvalidSetup(R.OutOfRange("players", seats.start, seats.stop - 1, whole=True))
    return players


def _names(names, seats: tuple[str, ...], language, cut: bool) -> tuple[str, ...]:
    """The seats' names, cleaned (printable, single spaces); an empty one or
    None gets its default name. Too long is refused, or ``cut``."""
    if names is None:
        names = [None] * len(seats)
    wrong = InvalidSetup(R.SeatNames("names", len(seats), NAME_LENGTH))
    if not isinstance(names, (list, tuple)) or len(names) != len(seats):
        raise wrong
    out = []
    for s, name in enumerate(names):
        if name is not None and not isinstance(name, str):
            raise wrong
        name = " ".join("".join(c for c in name or "" if c.isprintable()).split())
        if len(name) > NAME_LENGTH and not cut:
            raise wrong
        out.append(name[:NAME_LENGTH] or _default_name(s, seats[s], language))
    return tuple(out)


def _seed(seed):
    if seed is not None and not _seed_ok(seed, MAX_SEED):
        raise InvalidSetup(R.SeedKind("seed", MAX_SEED))
    return seed


def _delay(delay) -> float:
    if type(delay) not in (int, float) or not math.isfinite(delay) or not 0 <= delay <= MAX_DELAY:
        raise InvalidSetup(R.OutOfRange("delay", 0, MAX_DELAY, whole=False))
    return float(delay)


def _default_name(seat: int, kind: str, language) -> str:
    from .words import words  # a marker, its text in the table's language: each reader's words say it their way
    return words(language).default_name(seat, kind)


@dataclass(frozen=True)
class Setup:
    """Everything the settings form asks: ``seats`` (``"human"`` or a bot
    name per seat), ``names``, ``rules``, ``seed`` (None: a new deal each
    match), the bots' ``delay`` in seconds and ``practice`` (undo allowed).
    A seat left without a name gets its default name ("Player 1", "Planner
    2") in the words of ``language`` (None: the kit's, ``mt.set_language``)."""

    seats: tuple[str, ...]
    names: tuple[str, ...]
    rules: Rules = field(default_factory=Rules)
    seed: int | str | None = None
    delay: float = 0.8
    practice: bool = False

    @classmethod
    def build(cls, players=4, humans=(0,), bots="planner", rules=None, rounds=None, seed=None,
              delay=0.8, names=None, practice=False, language=None) -> Setup:
        """Check ``mt.play``'s arguments; ``ValueError`` names the bad one.

        >>> Setup.build(3, humans=(), bots=["random", "greedy", "planner"]).seats
        ('random', 'greedy', 'planner')
        >>> Setup.build(2, humans=(0, 2))
        Traceback (most recent call last):
        ...
        ValueError: humans must be distinct seats 0..1; got (0, 2)
        """
        rules = _rules(rules, rounds)
        _players(players, rules)
        if isinstance(humans, int):
            humans = (humans,)
        humans = tuple(humans)
        if any(type(s) is not int or not 0 <= s < players for s in humans) or len(set(humans)) < len(humans):
            raise ValueError(f"humans must be distinct seats 0..{players - 1}; got {humans!r}")
        bot_seats = [s for s in range(players) if s not in humans]
        if isinstance(bots, str):
            bots = {s: bots for s in bot_seats}
        elif not isinstance(bots, dict):
            bots = list(bots)
            if len(bots) != len(bot_seats):
                raise ValueError(f"bots: {len(bot_seats)} bot seats ({bot_seats}) but {len(bots)} bot names")
            bots = dict(zip(bot_seats, bots))
        if sorted(bots) != bot_seats:
            raise ValueError(f"bots: name one bot for each seat that is not human: {bot_seats}")
        bad = [b for b in bots.values() if b not in BOT_NAMES]
        if bad:
            raise ValueError(f"bots: unknown bot {bad[0]!r}; choose from {', '.join(BOT_NAMES)}")
        seats = tuple(HUMAN if s in humans else bots[s] for s in range(players))
        if names is not None:  # mt.play's names may be anything printable; a long one is cut
            names = [None if n is None else str(n) for n in names]
        return cls(seats, _names(names, seats, language, cut=True), rules, _seed(seed), _delay(delay),
                   bool(practice))

    @classmethod
    def from_dict(cls, doc, language=None) -> Setup:
        """A setup from plain data (the classroom's API, a form's JSON):
        any of ``SETTINGS`` -- ``players``, ``seats`` (``"human"`` or a bot
        per seat), ``names`` (None or "" for a default), ``rules``
        (``"table"``, ``"classic"`` or ``Rules.to_dict()``), ``rounds``,
        ``seed``, ``delay``, ``practice``. The same limits as ``build``;
        ``InvalidSetup`` says what is wrong as a reason, put in words when
        it is read.

        >>> Setup.from_dict({"players": 2, "seats": ["human", "greedy"], "delay": 0}).names
        ('Player 1', 'Greedy 2')
        >>> Setup.from_dict({"players": 2, "delay": 60})
        Traceback (most recent call last):
        ...
        mextrain.errors.InvalidSetup: delay: a number from 0 to 5.
        """
        if not isinstance(doc, dict):
            raise InvalidSetup(R.NotSettings(""))
        unknown = sorted(str(k)[:40] for k in doc if k not in SETTINGS)
        if unknown:
            raise InvalidSetup(R.UnknownSettings("", tuple(unknown)))
        rules = _rules(doc.get("rules"), doc.get("rounds"))
        seats = doc.get("seats")
        players = _players(doc.get("players", len(seats) if isinstance(seats, list) else 4), rules)
        if seats is None:
            seats = [HUMAN] + ["planner"] * (players - 1)
        kinds = (HUMAN, *BOT_NAMES)
        if not isinstance(seats, list) or len(seats) != players or any(k not in kinds for k in seats):
            raise InvalidSetup(R.SeatKinds("seats", players, kinds))
        seats = tuple(seats)
        practice = doc.get("practice", False)
        if type(practice) is not bool:
            raise InvalidSetup(R.NotAChoice("practice", ("true", "false")))
        return cls(seats, _names(doc.get("names"), seats, language, cut=False), rules, _seed(doc.get("seed")),
                   _delay(doc.get("delay", 0.8)), practice)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(s for s, kind in enumerate(self.seats) if kind == HUMAN)


@dataclass(frozen=True)
class Seat:
    """One seat: ``kind`` is ``"human"`` or a bot name; ``name`` as shown."""

    kind: str
    name: str


# ---- what happened, and who may see it ---------------------------------------------------

@dataclass(frozen=True)
class Event:
    """One entry of a session's log.

    ``kind`` an ``EventKind``; ``round`` the round number (0
    first); ``ply`` the session's ply once the change was made; ``seat`` who
    acted (a move, an undo), who starts (a round), who went out (a round
    won; None: blocked) or who has one tile left; ``move`` the move as text;
    ``tile`` the tile a draw gave, which only the drawer may see; ``count``
    the moves an undo took back; ``seats`` the winners of a match.
    """

    kind: EventKind
    round: int
    ply: int
    seat: int | None = None
    move: str | None = None
    tile: str | None = None
    count: int = 0
    seats: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", EventKind(self.kind))  # "move" or EventKind.MOVE alike

    def visible_to(self, seat) -> Event:
        """The event as ``seat`` may see it (None: the public, a projector):
        the drawn tile is the drawer's alone.

        >>> e = Event("move", 0, 3, seat=1, move="draw", tile="5-3")
        >>> e.visible_to(1).tile, e.visible_to(0).tile, e.visible_to(None).tile
        ('5-3', None, None)
        """
        if self.tile is None or seat == self.seat:
            return self
        return replace(self, tile=None)

    def to_dict(self) -> dict:
        doc = {"kind": self.kind, "round": self.round, "ply": self.ply}
        for key in ("seat", "move", "tile"):
            if getattr(self, key) is not None:
                doc[key] = getattr(self, key)
        if self.count:
            doc["count"] = self.count
        if self.seats:
            doc["seats"] = list(self.seats)
        return doc


@dataclass(frozen=True)
class Prompt:
    """What the table asks now, as data for the words layer: ``kind`` is
    a ``PromptKind`` -- the match or round is over; ``reveal``: the
    hot-seat cover is up until ``seat`` takes the screen; ``wait``: ``seat``
    (a bot, or another person) is to act; else the human ``seat`` must
    ``draw``, ``pass`` (``drew``: after drawing), ``cover`` the double on
    ``train`` (R12), ``cover_own`` their double (R11), take the ``extra``
    play a double gave, or ``play``. ``seats``: the match's winners."""

    kind: PromptKind
    seat: int | None = None
    train: int | str | None = None
    drew: bool = False
    seats: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", PromptKind(self.kind))


# ---- refusals that are not a rule's ------------------------------------------------------

class Refused(IllegalMove):
    """The session will not do what was asked (``UndoOff``, ``MatchOver``...
    of ``mextrain.reasons``); nothing changed. An ``IllegalMove``: one
    exception type for every refusal, said in words when it is read."""


# ---- the session --------------------------------------------------------------------

def _bot(kind: str, seed: str):
    """A bot by name; a bot that draws lots is seeded from the match and its seat."""
    if "seed" in inspect.signature(mtbots.NAMES[kind]).parameters:
        return mtbots.get(kind, seed=seed)
    return mtbots.get(kind)


class Session:
    """A match with its seats, names, screen, undo policy and log.

    Build one with ``Session.new(...)`` (the arguments of ``mt.play``),
    ``Session(setup)`` or ``Session.from_json(text)``. Every change --
    ``submit``, ``step_bot``, ``undo``, ``next_round``, ``load`` -- adds one
    to ``ply`` and returns the events it logged; a refusal raises and
    changes nothing.
    """

    def __init__(self, setup: Setup):
        if not isinstance(setup, Setup):
            raise ValueError(f"a Session is built from a Setup (or Session.new(...)), not {type(setup).__name__}")
        self._set(setup, Match(len(setup.seats), setup.rules, setup.seed))
        self.ply = 0
        self._log: list[Event] = []
        self._intents: dict[str, str] = {}  # audience -> the id of its last intent applied
        self._record(Event("match", 0, 0))
        self._round_begins()

    @classmethod
    def new(cls, players=4, humans=(0,), bots="planner", rules=None, rounds=None, seed=None, names=None,
            practice=False, delay=0.8, language=None) -> Session:
        """A new match: the arguments and checks of ``mt.play``; ``language``
        names the seats left without a name."""
        return cls(Setup.build(players, humans, bots, rules, rounds, seed, delay, names, practice, language))

    def _set(self, setup: Setup, match: Match) -> None:
        self.setup = setup
        self.match = match
        self.seats = tuple(Seat(kind, name) for kind, name in zip(setup.seats, setup.names))
        self.humans = setup.humans
        self._bots = {s: _bot(kind, f"{match.seed}/{s}") for s, kind in enumerate(setup.seats) if kind != HUMAN}
        self._standins: dict = {}
        # With one human the screen is theirs; in hot-seat nobody has it until someone reveals.
        self.screen: int | None = self.humans[0] if len(self.humans) == 1 else None
        self._start = round_to_dict(match.round)

    # ---- what is where ---------------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.names

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def seed(self):
        """The match's seed (a new match with the same seed deals the same rounds)."""
        return self.match.seed

    @property
    def practice(self) -> bool:
        return self.setup.practice

    @property
    def delay(self) -> float:
        """Seconds a front-end waits before each bot move."""
        return self.setup.delay

    @property
    def round(self):
        return self.match.round

    @property
    def log(self) -> tuple[Event, ...]:
        """Every event so far, oldest first, as the session knows it (drawn
        tiles included: give a seat ``events_for(seat)``)."""
        return tuple(self._log)

    def events_for(self, seat) -> list[Event]:
        """The log as ``seat`` may see it (None: the public)."""
        return [e.visible_to(seat) for e in self._log]

    def view(self, seat):
        """What ``seat`` may see (None: the public); once the round is over,
        every hand is turned over for everyone, with the penalties."""
        rnd = self.match.round
        return rnd.view("all") if rnd.is_over else rnd.view(seat)

    def public_view(self):
        """What a projector or a spectator may see: no hand face up until the round is over."""
        return self.view(None)

    @property
    def bot_to_act(self) -> int | None:
        """The bot seat to move now, or None (a human is to act, or the round is over)."""
        rnd = self.match.round
        return None if rnd.is_over or rnd.turn in self.humans else rnd.turn

    @property
    def human_to_act(self) -> int | None:
        rnd = self.match.round
        return None if rnd.is_over or rnd.turn not in self.humans else rnd.turn

    # ---- frames and intents: each audience's door ------------------------------------

    def frame(self, audience):
        """What ``audience`` (a ``mextrain.frames.Audience``) may see now, as
        a ``Frame`` in its words."""
        from .frames import frame
        return frame(self, audience)

    def intent(self, audience, intent) -> list[Event]:
        """Do what ``audience`` asks (an ``Intent``, or its JSON as a dict):
        the events logged; ``[]`` for an intent id already applied.
        Refused with ``IllegalMove`` (a reason; nothing changes)."""
        from .frames import apply
        return apply(self, audience, intent)

    # ---- hot-seat ---------------------------------------------------------------------

    @property
    def covered(self) -> bool:
        """Hot-seat (several humans, one screen): must the table be hidden
        until the next human to act takes the screen (R18)? The player who
        has it keeps seeing their hand while the bots move."""
        rnd = self.match.round
        if len(self.humans) < 2 or rnd.is_over:
            return False
        return self.screen is None or (rnd.turn in self.humans and rnd.turn != self.screen)

    @property
    def next_human(self) -> int | None:
        """The first human seat to act from the current turn on."""
        rnd = self.match.round
        return next((s % rnd.players for s in range(rnd.turn, rnd.turn + rnd.players)
                     if s % rnd.players in self.humans), None)

    def reveal(self) -> int:
        """Hot-seat: the next human to act has the screen; returns that seat."""
        if not self.covered:
            raise Refused(NothingToReveal())
        self.screen = self.next_human
        return self.screen

    # ---- moves --------------------------------------------------------------------

    def submit(self, seat, move, ply) -> list[Event]:
        """Play ``move`` (a ``Move`` or its text) for the human ``seat``, as
        chosen at ``ply``. Refused with ``IllegalMove`` -- ``NoSuchSeat``,
        ``StaleMove``, ``BotSeat``, ``NotYourTurn`` (another seat is to
        act), or the engine's reason -- and then nothing changes."""
        rnd = self.match.round
        if type(seat) is not int or not 0 <= seat < rnd.players:
            raise IllegalMove(NoSuchSeat(repr(seat)[:20], rnd.players))
        if type(ply) is not int or ply != self.ply:
            raise IllegalMove(StaleMove(ply if type(ply) is int else -1, self.ply))
        if rnd.is_over:
            raise IllegalMove(NotYourTurn(seat, None))
        if seat not in self.humans:
            raise IllegalMove(BotSeat(seat))
        if seat != rnd.turn:
            raise IllegalMove(NotYourTurn(seat, rnd.turn))
        if isinstance(move, str):
            try:
                move = Move.parse(move, max_pip=rnd.rules.max_pip)
            except ValueError:
                raise IllegalMove(NotAMove(repr(move)[:60])) from None
        events = self._play(seat, move)
        self.screen = seat if len(self.humans) > 1 else self.screen
        return events

    def step_bot(self) -> list[Event]:
        """One bot move, when a bot is to act (else nothing: ``[]``). A bot
        that fails or returns an illegal move raises ``BotError`` and
        changes nothing."""
        seat = self.bot_to_act
        if seat is None:
            return []
        return self._bot_plays(seat, self._bots[seat], self.seats[seat].kind)

    def stand_in(self, seat: int, kind: str) -> list[Event]:
        """One move for the human ``seat``, to act, by a bot of ``kind``
        standing in (a classroom student away), seeded for each decision as
        the table's own bots are; a human seat not to act gets ``[]``."""
        rnd = self.match.round
        if kind not in BOT_NAMES:
            raise ValueError(f"unknown bot {kind!r}; choose from {', '.join(BOT_NAMES)}")
        if rnd.is_over or seat != rnd.turn or seat not in self.humans:
            return []
        bot = self._standins.get((seat, kind))
        if bot is None:
            bot = self._standins[(seat, kind)] = _bot(kind, f"{self.match.seed}/{seat}")
        return self._bot_plays(seat, bot, kind)

    def _bot_plays(self, seat: int, bot, kind: str) -> list[Event]:
        rnd = self.match.round
        try:
            # Reseeded for each decision: the same position gets the same move
            # after an undo or a reload, and a seed replays the same match.
            bot.reset(f"{self.match.round_number}/{len(rnd.history)}")
            move = bot.choose(rnd.view(seat))
            return self._play(seat, move)
        except Exception as e:  # noqa: BLE001 - any failure of a bot is reported the same way
            raise mtbots.BotError(f"{self.seats[seat].name} ({kind}, seat {seat}) failed: "
                                  f"{type(e).__name__}: {e}", bot=kind, seat=seat,
                                  position=rnd.to_json()) from e

    def run_bots(self) -> list[Event]:
        """Bot moves until a human must act or the round ends."""
        events = []
        while self.bot_to_act is not None:
            events += self.step_bot()
        return events

    def _play(self, seat: int, move) -> list[Event]:
        rnd = self.match.round
        drawn = rnd.boneyard[0] if move is DRAW and rnd.boneyard else None
        rnd.play(move)  # an illegal move raises here, before anything changed
        self.ply += 1
        number = self.match.round_number
        events = [self._record(Event("move", number, self.ply, seat, str(move),
                                     None if drawn is None else str(drawn)))]
        if rnd.is_over:
            events.append(self._record(Event("round_over", number, self.ply, rnd.winner)))
            if self.match.is_over:
                events.append(self._record(Event("match_over", number, self.ply, seats=self.match.winners)))
        elif rnd.rules.announce_last_tile and isinstance(move, Play) and rnd.hand_sizes[seat] == 1:
            events.append(self._record(Event("last_tile", number, self.ply, seat)))
        return events

    def _record(self, event: Event) -> Event:
        self._log.append(event)
        return event

    # ---- undo, rounds ---------------------------------------------------------------

    @property
    def undo_count(self) -> int:
        """How many moves an undo takes back: to the last position of this
        round where a human was to act; 0 when none (or not a practice game)."""
        if not self.practice:
            return 0
        probe = self.match.round.copy()
        for count in range(1, len(probe.history) + 1):
            probe.undo()
            if probe.turn in self.humans:
                return count
        return 0

    def undo(self, seat=None, ply=None) -> list[Event]:
        """Practice games: take back the last human move and the bot moves
        after it. ``seat`` is who asks (None: whoever has the screen);
        ``ply``, when given, must be the current one.

        The screen stays with whoever had it: when the turn goes back to
        another human, the hot-seat cover goes up. The undo event carries no
        tile, so nobody learns the boneyard's top from it."""
        rnd = self.match.round
        if seat is not None and (type(seat) is not int or not 0 <= seat < rnd.players):
            raise IllegalMove(NoSuchSeat(repr(seat)[:20], rnd.players))
        if ply is not None and ply != self.ply:
            raise IllegalMove(StaleMove(ply if type(ply) is int else -1, self.ply))
        if seat is not None and seat not in self.humans:
            raise IllegalMove(BotSeat(seat))
        if not self.practice:
            raise Refused(UndoOff())
        count = self.undo_count
        if not count:
            raise Refused(NothingToUndo())
        for _ in range(count):
            rnd.undo()
        self.ply += 1
        asker = seat if seat is not None else self.screen if self.screen is not None else rnd.turn
        return [self._record(Event("undo", self.match.round_number, self.ply, asker, count=count))]

    def next_round(self) -> list[Event]:
        """Deal the next round once this one is over."""
        if self.match.is_over:
            raise Refused(MatchOver())
        if not self.match.round.is_over:
            raise Refused(RoundNotOver())
        self.match.next_round()
        self.ply += 1
        self._start = round_to_dict(self.match.round)
        return [self._round_begins()]

    def _round_begins(self) -> Event:
        return self._record(Event("round", self.match.round_number, self.ply, self.match.round.turn))

    # ---- what to say ------------------------------------------------------------------

    def prompt(self, seat=None) -> Prompt:
        """What the table asks now (for the words layer's turn prompt): on
        the shared screen (``seat`` None, where the hot-seat cover counts),
        or on ``seat``'s own device (a classroom client: no cover; another
        seat's turn is a ``wait``)."""
        match, rnd = self.match, self.match.round
        if match.is_over:
            return Prompt("match_over", seats=match.winners)
        if rnd.is_over:
            return Prompt("round_over")
        if seat is None and self.covered:
            return Prompt("reveal", self.next_human)
        if rnd.turn not in self.humans or seat is not None and seat != rnd.turn:
            return Prompt("wait", rnd.turn)
        seat = rnd.turn
        legal = rnd.legal_moves()
        if legal == [DRAW]:
            return Prompt("draw", seat)
        if legal == [PASS]:
            return Prompt("pass", seat, drew=rnd.has_drawn)
        must = rnd.must_cover
        if must is not None and not rnd.extra_play:
            return Prompt("cover", seat, must)
        if rnd.extra_play:
            # R11: cover the double just laid; C1 may allow another double first.
            own = must is not None and all(m.train == must for m in legal)
            return Prompt("cover_own" if own else "extra", seat, must)
        return Prompt("play", seat)

    # ---- save and load (mextrain.saves) ------------------------------------------------

    def to_json(self, indent: int | None = None) -> str:
        """The session as a ``mextrain-session/1`` document (``saves.to_json``)."""
        from . import saves
        return saves.to_json(self, indent)

    @classmethod
    def from_json(cls, text) -> Session:
        """A session saved by ``to_json``, exactly as it was (``saves.from_json``)."""
        from . import saves
        return saves.from_json(text)

    def load(self, text) -> list[Event]:
        """Replace this session by a saved one, in place (``saves.load``)."""
        from . import saves
        return saves.load(self, text)


