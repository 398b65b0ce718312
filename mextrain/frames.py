"""What each audience of a table sees, and what it may ask: ``Frame`` and ``Intent``.

A ``Session`` holds the whole game; the people around it are audiences: a
seat on its own device (a classroom phone), the hot-seat screen that the
players of a notebook pass around, and the public (a projector, a
spectator). ``Session.frame(audience)`` hands each a ``Frame``: a frozen,
JSON-able snapshot of what that audience may see -- its ``View``, the
prompt, its legal moves labelled in its words, which trains each hand tile
fits, the notices, the log lines it may read -- and
``Session.intent(audience, intent)`` takes back what it asks. These are the
only doors to hidden information: a front-end draws a frame and sends
intents; it never reads a round, and never decides what to hide.

>>> from mextrain.session import Session
>>> s = Session.new(players=2, bots="greedy", rounds="one", seed=1, names=["Ann", None])
>>> me = Audience.device(0)
>>> f = s.frame(me)
>>> f.ply, f.actor, f.message
(0, 0, 'Your turn: click a tile in your hand, then a train.')
>>> f.fits["12-5"], f.legal[0].label
(('0', 'mexican'), '12-0 on mine')
>>> s.frame(Audience.public()).view.hand     # the projector sees no hand
()
>>> events = s.intent(me, Intent.play("12-5", "0", ply=0, id="a1"))
>>> [e.move for e in events], s.ply
(['play 12-5 on 0'], 1)
>>> s.intent(me, Intent.play("12-5", "0", ply=0, id="a1"))   # the same intent again: applied once
[]
>>> s.intent(me, Intent.draw(ply=0))
Traceback (most recent call last):
...
mextrain.errors.IllegalMove: The table has changed since that move was chosen (move 0, now 1): look again.

Every intent carries the ``ply`` of the frame it was made on (one staleness
rule for every screen) and may carry an ``id``, applied once per audience.
A refusal is an ``IllegalMove`` whose ``reason`` (``mextrain.reasons``)
the front-end says in its reader's language.
"""

from __future__ import annotations

import functools
import weakref
from dataclasses import dataclass
from enum import Enum

from .errors import IllegalMove
from .moves import DRAW, MEXICAN, PASS, Play
from .reasons import BadIntent, NotAMove, NotHeld, PickTrain, RevealFirst, Spectator, StaleMove
from .session import Prompt
from .tiles import Tile
from .view import ALL, View

__all__ = ["AudienceKind", "Audience", "Choice", "Frame", "IntentKind", "Intent", "frame", "apply",
           "FRAME_FORMAT"]

FRAME_FORMAT = "mextrain-frame/1"
#: The longest intent id kept (a front-end's own counter or random text).
ID_LENGTH = 40


class AudienceKind(str, Enum):
    """Who watches: one seat on its own device, the shared hot-seat screen, the public."""

    DEVICE = "device"
    SCREEN = "screen"
    PUBLIC = "public"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Audience:
    """Who a frame is for, and in which ``language`` (a code; None: the kit's).

    >>> Audience.device(2).key, Audience.screen().key, Audience.public("cs").language
    ('device:2', 'screen', 'cs')
    """

    kind: AudienceKind
    seat: int | None = None
    language: str | None = None

    def __post_init__(self):
        if not isinstance(self.kind, AudienceKind):
            raise ValueError(f"an audience is a device, the screen or the public, not {self.kind!r}")
        if (self.kind is AudienceKind.DEVICE) != (type(self.seat) is int):
            raise ValueError("a device audience names its seat (a whole number), and no other does")

    @classmethod
    def device(cls, seat: int, language: str | None = None) -> Audience:
        """One seat on its own device: its hand, never another."""
        return cls(AudienceKind.DEVICE, seat, language)

    @classmethod
    def screen(cls, language: str | None = None) -> Audience:
        """The shared screen of a hot-seat game (the notebook's table): the
        hand of whoever has the screen, covered between players (R18)."""
        return cls(AudienceKind.SCREEN, None, language)

    @classmethod
    def public(cls, language: str | None = None) -> Audience:
        """A projector or a spectator: no hand until the round is over."""
        return cls(AudienceKind.PUBLIC, None, language)

    @property
    def key(self) -> str:
        """The audience as text: where a session keeps its last intent id."""
        return f"device:{self.seat}" if self.kind is AudienceKind.DEVICE else self.kind.value

    def to_dict(self) -> dict:
        return {"kind": self.kind.value, "seat": self.seat, "language": self.language}


@dataclass(frozen=True)
class Choice:
    """A legal move offered to the audience: ``move`` in the engine's syntax
    (what an intent sends back), ``label`` for a button, ``text`` in full."""

    move: str
    label: str
    text: str

    def to_dict(self) -> dict:
        return {"move": self.move, "label": self.label, "text": self.text}


@dataclass(frozen=True)
class Frame:
    """What one audience sees of a session at ``ply``, its sentences in the
    audience's words.

    ``view``: the ``View`` it may see (every hand once the round is over; the
    public one while the hot-seat cover is up); ``actor``: the seat it may
    move for now, or None; ``prompt``: the ``Prompt`` (data) and ``message``
    its sentence; ``legal``: its ``Choice``s; ``fits``: for each hand tile it
    may play, the trains it fits (as intents name them: "0", "mexican");
    ``trains``: the train ends the actor may play on now, as
    ``(train, label)`` ("mexican", "Mexican train: 12"), in the order of
    the table; ``can_*``: which buttons work now; ``cover``: hot-seat, the
    ``(heading, text, button)`` of the cover, else None; ``notices`` and
    ``log`` (this round's, as this audience may read it) in words;
    ``status``: "Round 2 of 13"; ``totals``: the match's penalty points;
    ``heading``: the round's (and match's) end, once over.
    """

    audience: Audience
    ply: int
    round: int
    rounds: int
    names: tuple[str, ...]
    view: View
    actor: int | None
    prompt: object
    message: str
    legal: tuple[Choice, ...]
    fits: dict
    trains: tuple[tuple[str, str], ...]
    can_draw: bool
    can_pass: bool
    can_undo: bool
    can_next: bool
    cover: tuple[str, str, str] | None
    notices: tuple[str, ...]
    log: tuple[str, ...]
    status: str
    totals: tuple[int, ...]
    heading: tuple[str, ...]
    match_over: bool

    @property
    def over(self) -> bool:
        """Is the round over (every hand shown)?"""
        return self.view.is_over

    def to_dict(self) -> dict:
        """The frame as JSON: what a network client of this audience receives."""
        prompt = self.prompt
        return {
            "format": FRAME_FORMAT, "audience": self.audience.to_dict(), "ply": self.ply, "round": self.round,
            "rounds": self.rounds, "names": list(self.names), "view": self.view.to_dict(), "actor": self.actor,
            "prompt": {"kind": prompt.kind, "seat": prompt.seat,
                       "train": None if prompt.train is None else str(prompt.train), "drew": prompt.drew,
                       "seats": list(prompt.seats)},
            "message": self.message, "legal": [c.to_dict() for c in self.legal],
            "fits": {tile: list(trains) for tile, trains in self.fits.items()},
            "trains": [list(pair) for pair in self.trains],
            "can_draw": self.can_draw, "can_pass": self.can_pass, "can_undo": self.can_undo,
            "can_next": self.can_next, "cover": None if self.cover is None else list(self.cover),
            "notices": list(self.notices), "log": list(self.log), "status": self.status,
            "totals": list(self.totals), "heading": list(self.heading), "over": self.over,
            "match_over": self.match_over,
        }


# ---- making a frame ---------------------------------------------------------------

def _check(session, audience) -> None:
    if not isinstance(audience, Audience):
        raise ValueError(f"frames are for an Audience (Audience.device(seat), .screen(), .public()), "
                         f"not {audience!r}")
    if audience.kind is AudienceKind.DEVICE and not 0 <= audience.seat < session.round.players:
        raise ValueError(f"there is no seat {audience.seat} at this table (seats 0..{session.round.players - 1})")


def _sees(session, audience):
    """The view ``audience`` may see now, and whether the hot-seat cover is up."""
    rnd = session.round
    if rnd.is_over:
        return rnd.view(ALL), False
    kind = audience.kind
    if kind is AudienceKind.DEVICE:
        return rnd.view(audience.seat), False
    if kind is AudienceKind.SCREEN:
        if session.covered:
            return rnd.view(None), True
        # The screen's hand; a table of bots only shows the one to act.
        return rnd.view(session.screen if session.humans else rnd.turn), False
    return rnd.view(None), False


def actor(session, audience) -> int | None:
    """The seat ``audience`` may move for now, or None."""
    rnd = session.round
    if rnd.is_over:
        return None
    if audience.kind is AudienceKind.DEVICE:
        return audience.seat if audience.seat == rnd.turn and audience.seat in session.humans else None
    if audience.kind is AudienceKind.SCREEN and not session.covered:
        return session.human_to_act
    return None


def frame(session, audience: Audience) -> Frame:
    """The ``Frame`` of ``session`` for ``audience`` (``Session.frame``)."""
    from .words import serve as SW
    from .words import table as T
    from .words import words
    _check(session, audience)
    match, rnd = session.match, session.round
    view, covered = _sees(session, audience)
    acting = actor(session, audience)
    seat = audience.seat if audience.kind is AudienceKind.DEVICE else acting
    base = words(audience.language)
    w = base.with_names(session.names, viewer=seat)
    if audience.kind is AudienceKind.PUBLIC and not rnd.is_over:
        prompt = Prompt("wait", rnd.turn)  # the hot-seat cover is the screen's, not the projector's
        message = SW.to_play(w, rnd.turn)
    else:
        prompt = session.prompt(audience.seat if audience.kind is AudienceKind.DEVICE else None)
        message = T.prompt(w, prompt, session, own_device=audience.kind is AudienceKind.DEVICE)
    legal = tuple(rnd.legal_moves()) if acting is not None else ()
    choices, fits = [], {}
    for move in legal:
        label = T.play_label(w, move, acting)
        choices.append(Choice(str(move), label, w.play(move) if isinstance(move, Play) else label))
        if isinstance(move, Play):
            fits.setdefault(str(move.tile), []).append(str(move.train))
    ends = {m.train for m in legal if isinstance(m, Play)}
    trains = tuple((str(name), w._("{train}: {end}", train=w.train_label(name), end=rnd.trains[name].open_end))
                   for name in rnd.trains if name in ends)
    cover = None
    if covered:
        who = w.player(session.next_human)  # a Name: the cover says it in the form its sentence asks for
        cover = (T.cover_heading(w, who), T.cover_text(w, who), T.reveal_button(w, who))
    # The hot-seat screen is read by every player at it: the public log.
    reader = audience.seat if audience.kind is AudienceKind.DEVICE else None
    k = match.round_number
    log = _log(session, base, reader)
    heading = ()
    if rnd.is_over:
        heading = (T.round_over(w, session),) + ((T.match_over(w, session),) if match.is_over else ())
    may_act = audience.kind is not AudienceKind.PUBLIC
    return Frame(
        audience=audience, ply=session.ply, round=k, rounds=match.rules.rounds,
        names=_names(base, session.names),  # a default name in the audience's words
        view=view, actor=acting, prompt=prompt, message=message, legal=tuple(choices),
        fits={tile: tuple(trains) for tile, trains in fits.items()}, trains=trains,
        can_draw=DRAW in legal, can_pass=PASS in legal,
        can_undo=may_act and not covered and _may_undo(session, audience),
        can_next=may_act and rnd.is_over and not match.is_over, cover=cover,
        notices=tuple(w.cite(n) for n in view.notices()), log=log, status=T.status(w, session),
        totals=match.totals, heading=heading, match_over=match.is_over)


# Log lines already said, per session: a frame at every change of every
# seat would otherwise say the whole round again.
_SAID: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _line(session, w, event, reader) -> str:
    from .words import table as T
    said = _SAID.setdefault(session, {})
    key = (id(event), reader, w.language)
    found = said.get(key)
    if found is None or found[0] is not event:
        if len(said) > 20_000:
            said.clear()
        found = said[key] = (event, T.line(w, event.visible_to(reader), session))
    return found[1]


# The round's log as said in one language, per session, for the log as it
# stands (its last event and length): every audience of a change reads it,
# each seat with its own draws put in.
_LOGS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _log(session, w, reader) -> tuple[str, ...]:
    """The lines of the round's log ``reader`` (a seat; None: the public)
    may read, in ``w``'s language (a line names its seats itself, so it
    is the same for every audience but the drawer of a tile): said once
    per language for every audience of a change."""
    events = session.log
    k = session.match.round_number
    kept = _LOGS.setdefault(session, {})
    key = (k, w.language)
    found = kept.get(key)
    last = events[-1] if events else None
    if found is None or found[0] is not last or found[1] != len(events):
        ours = [e for e in events if e.round == k]
        public = tuple(_line(session, w, e, None) for e in ours)
        drawn = [(i, e) for i, e in enumerate(ours) if e.tile is not None]
        found = kept[key] = (last, len(events), public, drawn, {})
    public, drawn, own = found[2], found[3], found[4]
    if reader is None or not any(e.seat == reader for _, e in drawn):
        return public
    if reader not in own:
        lines = list(public)
        for i, e in drawn:
            if e.seat == reader:
                lines[i] = _line(session, w, e, reader)
        own[reader] = tuple(lines)
    return own[reader]


@functools.lru_cache(maxsize=1024)
def _said_names(w) -> tuple[str, ...]:
    return tuple(str(w.player(s)) for s in range(len(w.names)))


def _names(w, names) -> tuple[str, ...]:
    """Every seat's name in ``w``'s language (a default name said in it,
    a typed one as typed): worked out once per language and names."""
    return _said_names(w.with_names(names))


def _may_undo(session, audience) -> bool:
    if not session.undo_count:
        return False
    if audience.kind is AudienceKind.DEVICE:
        return audience.seat in session.humans
    return True


# ---- what an audience asks ------------------------------------------------------------

class IntentKind(str, Enum):
    """What an audience may ask: play a tile (on a train, or where it alone
    fits), a move in the engine's syntax, draw, pass, undo, reveal its hand
    (hot-seat), deal the next round."""

    PLAY = "play"
    MOVE = "move"
    DRAW = "draw"
    PASS = "pass"
    UNDO = "undo"
    REVEAL = "reveal"
    NEXT = "next"

    def __str__(self) -> str:
        return self.value


_FIELDS = {"kind", "ply", "id", "tile", "train", "move"}


@dataclass(frozen=True)
class Intent:
    """One request, made on the frame of ``ply``: ``kind`` (an ``IntentKind``),
    ``tile`` and ``train`` for a play (``train`` None: where the tile alone
    fits), ``move`` for a move as text, and an optional ``id`` that makes a
    resent intent harmless (applied once)."""

    kind: IntentKind
    ply: int
    id: str | None = None
    tile: str | None = None
    train: str | None = None
    move: str | None = None

    @classmethod
    def play(cls, tile, train=None, *, ply: int, id: str | None = None) -> Intent:
        return cls(IntentKind.PLAY, ply, id, str(tile), None if train is None else str(train))

    @classmethod
    def of_move(cls, move, *, ply: int, id: str | None = None) -> Intent:
        return cls(IntentKind.MOVE, ply, id, move=str(move))

    @classmethod
    def draw(cls, *, ply: int, id: str | None = None) -> Intent:
        return cls(IntentKind.DRAW, ply, id)

    @classmethod
    def pass_(cls, *, ply: int, id: str | None = None) -> Intent:
        return cls(IntentKind.PASS, ply, id)

    @classmethod
    def undo(cls, *, ply: int, id: str | None = None) -> Intent:
        return cls(IntentKind.UNDO, ply, id)

    @classmethod
    def reveal(cls, *, ply: int, id: str | None = None) -> Intent:
        return cls(IntentKind.REVEAL, ply, id)

    @classmethod
    def next_round(cls, *, ply: int, id: str | None = None) -> Intent:
        return cls(IntentKind.NEXT, ply, id)

    @classmethod
    def from_dict(cls, doc) -> Intent:
        """An intent from JSON (a websocket message, a widget's message);
        anything else is refused with ``BadIntent``, never a crash.

        >>> Intent.from_dict({"kind": "play", "tile": "12-5", "train": "mexican", "ply": 3}).train
        'mexican'
        >>> Intent.from_dict({"kind": "fly", "ply": 3})
        Traceback (most recent call last):
        ...
        mextrain.errors.IllegalMove: This table cannot do 'fly': click a tile, a train or a button.
        """
        if not isinstance(doc, dict) or not set(map(str, doc)) <= _FIELDS:
            raise IllegalMove(BadIntent(_short(doc)))
        try:
            kind = IntentKind(doc.get("kind"))
        except ValueError:
            raise IllegalMove(BadIntent(_short(doc.get("kind")))) from None
        ply, ident = doc.get("ply"), doc.get("id")
        if type(ply) is not int:
            raise IllegalMove(BadIntent(_short(ply)))
        if ident is not None and not (isinstance(ident, str) and len(ident) <= ID_LENGTH):
            raise IllegalMove(BadIntent(_short(ident)))
        texts = {}
        for key in ("tile", "train", "move"):
            value = doc.get(key)
            if value is not None and not (isinstance(value, str) and len(value) <= 64):
                raise IllegalMove(BadIntent(_short(value)))
            texts[key] = value
        return cls(kind, ply, ident, **texts)

    def to_dict(self) -> dict:
        doc = {"kind": self.kind.value, "ply": self.ply}
        for key in ("id", "tile", "train", "move"):
            if getattr(self, key) is not None:
                doc[key] = getattr(self, key)
        return doc


def _short(value) -> str:
    return repr(value)[:40]


def _tile(text, rnd) -> Tile:
    try:
        return Tile.parse(text, max_pip=rnd.rules.max_pip)
    except (ValueError, TypeError):
        raise IllegalMove(NotAMove(_short(text))) from None


def _train(text, rnd):
    if text == MEXICAN:
        return MEXICAN
    if isinstance(text, str) and text.isdigit() and len(text) <= 2 and int(text) < rnd.players:
        return int(text)
    from .reasons import NoSuchTrain
    raise IllegalMove(NoSuchTrain(_short(text), rnd.players))


def apply(session, audience: Audience, intent: Intent) -> list:
    """Do what ``audience`` asks (``Session.intent``): the events logged, or
    ``[]`` for an intent already applied; a refusal raises ``IllegalMove``
    and changes nothing."""
    _check(session, audience)
    if not isinstance(intent, Intent):
        intent = Intent.from_dict(intent)
    key = audience.key
    if intent.id is not None and session._intents.get(key) == intent.id:
        return []  # a double click, or a resend after a reconnect
    if intent.ply != session.ply:
        raise IllegalMove(StaleMove(intent.ply, session.ply))
    events = _do(session, audience, intent)
    if intent.id is not None:
        session._intents[key] = intent.id
    return events


def _do(session, audience: Audience, intent: Intent) -> list:
    kind, public = intent.kind, audience.kind is AudienceKind.PUBLIC
    if public:
        raise IllegalMove(Spectator())
    device = audience.seat if audience.kind is AudienceKind.DEVICE else None
    if kind is IntentKind.REVEAL:
        session.reveal()
        return []
    if kind is IntentKind.NEXT:
        return session.next_round()
    if kind is IntentKind.UNDO:
        return session.undo(device, intent.ply)
    rnd = session.round
    if audience.kind is AudienceKind.SCREEN and not rnd.is_over and session.covered:
        raise IllegalMove(RevealFirst(session.next_human))
    if device is not None:
        seat = device
    elif session.human_to_act is not None:
        seat = session.human_to_act
    else:  # a bot is to act: it is not the turn of whoever holds the screen
        seat = session.screen if session.screen is not None else rnd.turn
    if kind is IntentKind.DRAW:
        move = DRAW
    elif kind is IntentKind.PASS:
        move = PASS
    elif kind is IntentKind.MOVE:
        move = intent.move
    else:
        tile = _tile(intent.tile, rnd)
        if intent.train is not None:
            move = Play(tile, _train(intent.train, rnd))
        elif session.human_to_act != seat or seat != rnd.turn:
            move = Play(tile, MEXICAN)  # refused below for whose turn it is
        elif tile not in rnd.hand(seat):
            raise IllegalMove(NotHeld(seat, tile))
        else:
            plays = [m for m in rnd.legal_moves() if isinstance(m, Play) and m.tile == tile]
            if not plays:
                raise IllegalMove(rnd.unplayable(tile))
            if len(plays) > 1:
                raise IllegalMove(PickTrain(tile, tuple(m.train for m in plays)))
            move = plays[0]
    return session.submit(seat, move, intent.ply)
