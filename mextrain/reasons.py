"""Why, as data: the rule ids and the facts behind every verdict and notice.

The engine says *why* in structured form and never in sentences: a move is
illegal because of a ``Reason`` (``IllegalMove.reason``, ``Round.explain``),
a legal move is legal because of one (``Round.why``), and the state of the
table carries ``Notice``s (``View.notices()``): the double that must be
covered now or next or can no longer be covered, a last tile announced, a
marker put out, a round won or blocked. ``mextrain.words`` turns any of them
into a sentence in the chosen language; tests and front-ends compare the
data, never the wording.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=1)
>>> why = rnd.explain(mt.Draw())
>>> why.rule, type(why).__name__, why.seat
(<Rule.R8: 'R8'>, 'CanPlay', 0)
>>> why.rule == "R8"          # a Rule is also its id as text
True

Reasons are built only when asked for (``explain``, ``why``, an
``IllegalMove``), never on the path of ``legal_moves()`` or ``play()``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from .moves import Move, Play
from .tiles import Tile

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from .view import View


class Rule(str, Enum):
    """A rule id of docs/RULES.md: R1..R18 (table rules), C1..C5 (classic)."""

    R1 = "R1"
    R2 = "R2"
    R3 = "R3"
    R4 = "R4"
    R5 = "R5"
    R6 = "R6"
    R7 = "R7"
    R8 = "R8"
    R9 = "R9"
    R10 = "R10"
    R11 = "R11"
    R12 = "R12"
    R13 = "R13"
    R14 = "R14"
    R15 = "R15"
    R16 = "R16"
    R17 = "R17"
    R18 = "R18"
    C1 = "C1"
    C2 = "C2"
    C3 = "C3"
    C4 = "C4"
    C5 = "C5"

    def __str__(self) -> str:
        return self.value


class Reason:
    """Base of every reason: ``rules`` (the ids it rests on, the main one
    first), ``rule`` (that main one, or None), ``legal`` (does it justify a
    move rather than refuse one)."""

    __slots__ = ()
    legal = False
    if TYPE_CHECKING:  # a property in most reasons, a plain tuple here
        @property
        def rules(self) -> tuple[Rule, ...]: ...
    else:
        rules = ()

    @property
    def rule(self) -> Rule | None:
        return self.rules[0] if self.rules else None

    def __str__(self) -> str:
        from .words import words  # the sentence in the kit's language, made on demand
        return words().reason(self)


def cites(*ids: Rule) -> property:
    """A ``rules`` property for a reason that always rests on ``ids``."""
    return property(lambda self: ids)


# ---- why a move is illegal --------------------------------------------------------

@dataclass(frozen=True)
class RoundOver(Reason):
    """The round is over: ``winner`` went out (R13), or None: blocked (R14)."""

    winner: int | None

    @property
    def rules(self) -> tuple[Rule, ...]:
        return (Rule.R14,) if self.winner is None else (Rule.R13,)


@dataclass(frozen=True)
class NotAMove(Reason):
    """``value`` (its repr) is no move; ``text``: it is a string, to parse first."""

    value: str
    text: bool = False


@dataclass(frozen=True)
class CanPlay(Reason):
    """``seat`` has a play, so may not draw or pass (``move``); ``examples``:
    a few of its plays, ``more`` when there are others."""

    seat: int
    move: Move
    examples: tuple[Play, ...]
    more: bool = False
    rules = cites(Rule.R8)


@dataclass(frozen=True)
class DrewAlready(Reason):
    """``seat`` drew this turn and may not draw again: the drawn tile does not fit."""

    seat: int
    rules = cites(Rule.R9)


@dataclass(frozen=True)
class BoneyardEmpty(Reason):
    """Nothing to draw: pass instead."""

    rules = cites(Rule.R9)


@dataclass(frozen=True)
class DrawFirst(Reason):
    """``seat`` may not pass before drawing: the boneyard has tiles."""

    seat: int
    rules = cites(Rule.R9)


@dataclass(frozen=True)
class NotInSet(Reason):
    """``tile`` is not part of a double-``max_pip`` set."""

    tile: Tile
    max_pip: int
    rules = cites(Rule.R1)


@dataclass(frozen=True)
class IsEngine(Reason):
    """``tile`` is the engine, in the centre: nobody holds it."""

    tile: Tile
    rules = cites(Rule.R3)


@dataclass(frozen=True)
class NotHeld(Reason):
    """``seat`` does not hold ``tile``."""

    seat: int
    tile: Tile
    rules = cites(Rule.R7)


@dataclass(frozen=True)
class NoSuchTrain(Reason):
    """``train`` (its repr) names no train at a table of ``players``."""

    train: str
    players: int
    rules = cites(Rule.R6)


@dataclass(frozen=True)
class CoverFirst(Reason):
    """The ``double`` on ``train`` must be covered before anything else;
    ``order`` is "first" or "last" when C1's order among several open doubles
    decides which (then the rule is C1), else None."""

    train: int | str
    double: Tile
    order: str | None = None

    @property
    def rules(self) -> tuple[Rule, ...]:
        return (Rule.C1,) if self.order else (Rule.R12,)


@dataclass(frozen=True)
class NoMatch(Reason):
    """``tile`` does not carry ``open_end``, the open end of ``train``."""

    tile: Tile
    train: int | str
    open_end: int
    rules = cites(Rule.R6)


@dataclass(frozen=True)
class NotOpenToYou(Reason):
    """``train`` is another player's and carries no marker; ``seat`` is to act."""

    train: int
    seat: int
    rules = cites(Rule.R7)


@dataclass(frozen=True)
class NotAllowed(Reason):
    """``move`` is not among the legal moves, for no more precise reason."""

    move: Move
    rules = cites(Rule.R7)


@dataclass(frozen=True)
class FitsNowhere(Reason):
    """``tile`` matches no open end that ``seat`` may use; ``ends``: those
    trains and their open ends, in the engine's order."""

    seat: int
    tile: Tile
    ends: tuple[tuple[int | str, int], ...]
    rules = cites(Rule.R6)


# ---- why a session refuses an intent (no rule: the table's own order) ----------------

@dataclass(frozen=True)
class NotYourTurn(Reason):
    """``seat`` tried to move, but ``turn`` is to act (or None: nobody, the round is over)."""

    seat: int
    turn: int | None


@dataclass(frozen=True)
class BotSeat(Reason):
    """``seat`` is played by a bot: nobody moves for it from a screen."""

    seat: int


@dataclass(frozen=True)
class StaleMove(Reason):
    """The intent was made at move ``ply`` of the session, which is now at ``current``."""

    ply: int
    current: int


@dataclass(frozen=True)
class NoSuchSeat(Reason):
    """``seat`` (its repr) names no seat at a table of ``players``."""

    seat: str
    players: int


# ---- why a session refuses a request (no rule: the table's own order) --------------

@dataclass(frozen=True)
class UndoOff(Reason):
    """Undo is for practice games only."""


@dataclass(frozen=True)
class NothingToUndo(Reason):
    """No human has moved in this round: nothing to take back."""


@dataclass(frozen=True)
class RoundNotOver(Reason):
    """The next round is dealt once this one is over."""


@dataclass(frozen=True)
class MatchOver(Reason):
    """Every round of the match is played."""


@dataclass(frozen=True)
class NothingToReveal(Reason):
    """The hot-seat cover is not up."""


@dataclass(frozen=True)
class RevealFirst(Reason):
    """Hot-seat: the table is covered until ``seat`` takes the screen (R18)."""

    seat: int


@dataclass(frozen=True)
class Spectator(Reason):
    """The projector (the public) watches: nobody plays from it."""


@dataclass(frozen=True)
class PickTrain(Reason):
    """``tile`` fits several ``trains``: the player must say which."""

    tile: Tile
    trains: tuple[int | str, ...]


@dataclass(frozen=True)
class BadIntent(Reason):
    """A request a table cannot read (``value``: its repr, shortened)."""

    value: str


# ---- why a document cannot be loaded (a position, a match, a save) -----------------

#: What ``BadDocument.problem`` may be: the file is not UTF-8 text, not JSON,
#: too large, nested too deep, not a JSON object, written in another format;
#: a field is missing, unknown, not a whole number in range, not true or false,
#: not a tile, not a list, not an object; it breaks rules of the game
#: (``"rule"``, the rules named in ``broken``); or (``"value"``) holds what no such document holds there.
DOCUMENT_PROBLEMS = ("encoding", "json", "too_large", "too_deep", "not_object", "format", "missing", "unknown",
                     "number", "bool", "tile", "list", "object", "rule", "value")


@dataclass(frozen=True)
class BadDocument(Reason):
    """A document refused at ``field`` (a path in it, like ``seats[1].name``;
    ``"document"``: the whole), ``problem`` one of ``DOCUMENT_PROBLEMS``, with
    its facts: ``lo``..``hi`` (a number's range; ``hi`` a size's or a depth's
    limit), ``expected`` (a format's name), ``got`` (what was there, as JSON,
    shortened; a size as a number), ``broken`` (the rules it breaks, for
    ``"rule"``; not ``rules``, which a reason's sentence would cite again)."""

    field: str
    problem: str = "value"
    lo: int | None = None
    hi: int | None = None
    expected: str | None = None
    got: str | int | None = None
    broken: tuple[Rule, ...] = ()

    def within(self, outer: str) -> BadDocument:
        """The same, its field inside ``outer`` (``match`` -> ``match.round.turn``)."""
        return replace(self, field=f"{outer}.{self.field}")


# ---- why a game cannot be set up (no rule: the settings' own limits) ----------------

@dataclass(frozen=True)
class BadSetting(Reason):
    """Base of the reasons ``Setup.from_dict`` gives: ``field`` names the setting."""

    field: str


@dataclass(frozen=True)
class NotSettings(BadSetting):
    """The settings are not an object of named settings."""


@dataclass(frozen=True)
class UnknownSettings(BadSetting):
    """``names``: settings a game does not have."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class OutOfRange(BadSetting):
    """``field`` must be a number ``lo``..``hi`` (``whole``: a whole number)."""

    lo: int | float
    hi: int | float
    whole: bool


@dataclass(frozen=True)
class NotAChoice(BadSetting):
    """``field`` must be one of ``choices``."""

    choices: tuple[str, ...]


@dataclass(frozen=True)
class SeatKinds(BadSetting):
    """One kind per seat of ``players``, each one of ``kinds``."""

    players: int
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class SeatNames(BadSetting):
    """One name per seat of ``players`` (or none, for the default), each at most ``most`` characters."""

    players: int
    most: int


@dataclass(frozen=True)
class NoPerson(BadSetting):
    """A table of a classroom needs a seat a student plays."""


@dataclass(frozen=True)
class SeedKind(BadSetting):
    """A seed is a whole number or text of at most ``most`` characters."""

    most: int


@dataclass(frozen=True)
class BadRules(BadSetting):
    """The engine's own check of the rules or the match length refused them (``detail``)."""

    detail: str


# ---- why a move is legal ----------------------------------------------------------

@dataclass(frozen=True)
class DrawNothingFits(Reason):
    """Draw: no tile of ``seat`` fits a train it may use; ``boneyard`` tiles left."""

    seat: int
    boneyard: int
    legal = True
    rules = cites(Rule.R9)


@dataclass(frozen=True)
class PassNothingFits(Reason):
    """Pass (a marker goes out): nothing fits; ``drew``: not even the drawn tile."""

    seat: int
    drew: bool
    legal = True
    rules = cites(Rule.R9, Rule.R10)


@dataclass(frozen=True)
class Covers(Reason):
    """``tile`` covers the open ``double`` on ``train``; ``extra``: as the
    extra play of the player who laid it (R11), else as everyone must (R12)."""

    tile: Tile
    train: int | str
    open_end: int
    double: Tile
    extra: bool
    legal = True

    @property
    def rules(self) -> tuple[Rule, ...]:
        return (Rule.R11,) if self.extra else (Rule.R12,)


@dataclass(frozen=True)
class Fits(Reason):
    """``tile`` matches ``open_end`` of ``train``, which ``seat`` may use:
    its own, the Mexican train (both R6, R7) or a marked one (R10)."""

    seat: int
    tile: Tile
    train: int | str
    open_end: int
    marked: bool = False
    legal = True

    @property
    def rules(self) -> tuple[Rule, ...]:
        return (Rule.R10,) if self.marked else (Rule.R6, Rule.R7)


# ---- what the table says now --------------------------------------------------------

class Notice(Reason):
    """A fact about the state everyone at the table should know now."""

    __slots__ = ()
    legal = True


@dataclass(frozen=True)
class MustCover(Notice):
    """The ``double`` on ``train`` must be covered before anyone plays elsewhere."""

    train: int | str
    double: Tile
    rules = cites(Rule.R12)


@dataclass(frozen=True)
class CoverNext(Notice):
    """Under C1, the ``double`` on ``train`` waits for the one before it."""

    train: int | str
    double: Tile
    rules = cites(Rule.C1)


@dataclass(frozen=True)
class Uncoverable(Notice):
    """The ``double`` on ``train`` can never be covered: all ``count`` tiles
    carrying its number are on the table, so it holds nobody up."""

    train: int | str
    double: Tile
    count: int
    rules = cites(Rule.R12, Rule.R11)


@dataclass(frozen=True)
class LastTile(Notice):
    """``seat`` has one tile left (announced only when C5 is on)."""

    seat: int
    rules = cites(Rule.C5)


@dataclass(frozen=True)
class MarkerOut(Notice):
    """``seat`` just passed and a marker went on its train."""

    seat: int
    rules = cites(Rule.R10)


@dataclass(frozen=True)
class RoundWon(Notice):
    """``seat`` played its last tile: the round is over."""

    seat: int
    rules = cites(Rule.R13)


@dataclass(frozen=True)
class RoundBlocked(Notice):
    """Nobody can play any more: the round is over."""

    rules = cites(Rule.R14)


def notices(state: View) -> tuple[Notice, ...]:
    """What the table says now, from public state alone (a ``View``):
    open doubles first (in the order they were laid), then last tiles,
    a marker just put out, the end of the round."""
    out: list[Notice] = []
    if state.is_over:
        if state.winner is not None:
            out.append(RoundWon(state.winner))
        else:
            out.append(RoundBlocked())
        return tuple(out)
    must = state.must_cover
    for name in state.open_doubles:
        double = state.trains[name].tiles[-1]
        if name == must:
            out.append(MustCover(name, double))
        elif state.uncoverable(name):
            out.append(Uncoverable(name, double, state.rules.max_pip + 1))
        else:
            out.append(CoverNext(name, double))
    if state.rules.announce_last_tile:
        out.extend(LastTile(s) for s, n in enumerate(state.hand_sizes) if n == 1)
    if state.marker_put is not None:
        out.append(MarkerOut(state.marker_put))
    return tuple(out)
