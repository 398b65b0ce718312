"""The exercise checkers: the learner's answer against the engine's.

A checker takes a position and an answer and returns a ``Feedback``: right
or not, and one line per finding (``mextrain.lessons.findings``), each
citing its rules. The checkers decide from what the engine says -- its legal
moves, ``why``, ``unplayable``, its notices, ``is_blocked``, the scores --
and re-derive no rule; the words come from ``mextrain.words.lessons``.

Exercises about a position (which tiles, which trains, which moves) speak
to the player to act: "your own train" is theirs.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from ..moves import Draw, Move, Pass, Play
from ..reasons import Fits, RoundBlocked, RoundWon, Uncoverable
from ..tiles import Tile
from ..trains import parse_train
from ..words import Words
from ..words import lessons as say
from ..words import words as kit_words
from . import findings as F

__all__ = [
    "Feedback", "check_playable", "check_trains", "check_moves", "check_scores", "check_blocked",
    "check_winners", "check_value",
]


# ---- feedback ---------------------------------------------------------------

@dataclass(frozen=True)
class Feedback:
    """What a learner hears: ``correct`` (None when the answer was no answer
    at all, and nothing was counted), a ``headline`` and ``details`` (lines
    in words, each citing its rule); ``findings``: the data behind the
    details, one per line (empty where the details are the caller's own
    words, as in ``check_value``); ``explained`` once the answer has been
    given away. A checker's verdict and the tutor's reply (``Reply``, whose
    ``lines`` are the details) are this one type."""

    correct: bool | None
    headline: str
    details: tuple[str, ...] = ()
    findings: tuple[F.Finding, ...] = ()
    explained: bool = False

    def __bool__(self) -> bool:
        return self.correct is True

    @property
    def lines(self) -> tuple[str, ...]:
        return self.details

    @property
    def message(self) -> str:
        return "\n".join([self.headline] + [f"- {line}" for line in self.details])

    __str__ = message.fget

    def _repr_html_(self) -> str:
        kind = {True: "right", False: "wrong", None: "none"}[self.correct]
        color = {True: "#2e7d32", False: "#b26a00", None: "#5a6270"}[self.correct]
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.details)
        body = f"<ul style='margin:4px 0'>{items}</ul>" if items else ""
        return (f"<div class='mextrain-feedback {kind}{' explained' if self.explained else ''}' "
                f"style='border-left:4px solid {color};padding:4px 10px;margin:4px 0'>"
                f"<b style='color:{color}'>{html.escape(self.headline)}</b>{body}</div>")


def _verdict(w: Words, correct: bool, findings) -> Feedback:
    findings = tuple(findings)
    return Feedback(correct, say.headline(w, correct), tuple(say.finding(w, f) for f in findings), findings)


def _words(words: Words | None, rnd=None) -> Words:
    """The words to answer in; with ``rnd``, addressing its player to act."""
    w = kit_words() if words is None else words
    return w if rnd is None else w.with_names(w.names, viewer=rnd.turn)


# ---- reading answers ----------------------------------------------------------

#: One tile as a learner types it: two numbers with ``-``, ``|``, ``:``,
#: ``/``, a dash or only spaces between ("7-7", "7|7", "7 : 7", "7 7").
_TYPED_TILE = re.compile(r"([0-9]{1,2})\s*(?:[-|:/\u2013\u2014\u2212]\s*|\s+)([0-9]{1,2})(?![0-9])", re.ASCII)
#: What may stand between typed tiles: spaces, commas, semicolons.
_BETWEEN = re.compile(r"[\s,;]*")


def typed_tiles(rnd, text: str) -> list[Tile]:
    """Every tile in ``text`` as a learner types a list of them ("8-4 12|1",
    "8 4, 12 1"), in the round's set; ``ValueError`` (naming the part that
    is not a tile) for anything else."""
    tiles, at = [], _BETWEEN.match(text).end()
    while at < len(text):
        m = _TYPED_TILE.match(text, at)
        if m is None:
            rest = text[at:].split()[0]
            raise ValueError(f"not a tile: {rest[:40]!r}; write it as two numbers, like '12-5'")
        tiles.append(Tile.parse(f"{m[1]}-{m[2]}", max_pip=rnd.rules.max_pip))
        at = _BETWEEN.match(text, m.end()).end()
    return tiles


def read_tile(rnd, tile) -> Tile:
    """A tile, or its text in the round's set, typed in any form ``typed_tiles`` reads."""
    if isinstance(tile, Tile):
        return tile
    tiles = typed_tiles(rnd, tile) if isinstance(tile, str) else [Tile.parse(tile)]
    if len(tiles) != 1:
        raise ValueError(f"one tile, not {len(tiles)}: {_shown(tile)}")
    return tiles[0]


_TYPED_PLAY = re.compile(r"\s*play\s+(.+?)\s+on\s+(.+?)\s*\Z", re.IGNORECASE | re.ASCII)


def read_move(rnd, move) -> Move:
    """A move, or its text (``"play 12-5 on mexican"``, ``"play 7 7 on 2"``, ``"draw"``)."""
    if isinstance(move, Move):
        return move
    m = _TYPED_PLAY.match(move) if isinstance(move, str) else None
    if m is None:
        return Move.parse(move, max_pip=rnd.rules.max_pip)
    return Play(read_tile(rnd, m[1]), read_train(rnd, m[2]))


def read_tiles(rnd, answer) -> set[Tile]:
    """Tiles from a tile, the text of one or more, or a list of either."""
    if isinstance(answer, str):
        return set(typed_tiles(rnd, answer))
    return {read_tile(rnd, t) for t in _listed(answer, Tile)}


def read_moves(rnd, answer) -> set[Move]:
    """Moves from a move, its text, or a list of either."""
    return {read_move(rnd, m) for m in _listed(answer, Move)}


def _listed(answer, kind) -> list:
    """An answer of one item (text or a ``kind``) as a list of it."""
    return [answer] if isinstance(answer, (str, kind)) else list(answer)


def read_train(rnd, name):
    """A train name from ``"mexican"``, ``"Mexican train"``, a seat number,
    ``"2"`` or ``"train 2"``: the kit's one train reader, at this table."""
    return parse_train(name, rnd.players)


def _shown(value) -> str:
    """A bad answer, short enough to quote back."""
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."


def asked_tile(rnd, tile) -> Tile:
    """The tile a "which trains" question asks about: one the player to act holds."""
    tile = read_tile(rnd, tile)
    if tile not in rnd.hand(rnd.turn):
        raise ValueError(f"player {rnd.turn} does not hold {tile}; ask about a tile in their hand")
    return tile


def ended(rnd):
    """``rnd``, which must be over for its scores to be asked."""
    if not rnd.is_over:
        raise ValueError("this round is not over yet: players score when it ends (R13, R14, R15)")
    return rnd


def ended_match(match):
    """``match``, which must be over for its winners to be asked."""
    if not match.is_over:
        raise ValueError(f"the match is not over: {match.rules.rounds} rounds must be played first (R16)")
    return match


def move_choices(rnd) -> list[Move]:
    """The moves a "which are legal" exercise offers: every play of a held
    tile on a train whose open end it carries (legal or not: the engine
    tells which), then draw and pass."""
    hand = rnd.hand(rnd.turn)
    plays = [Play(t, name) for name, train in rnd.trains.items() for t in hand if t.has(train.open_end)]
    return [*plays, Draw(), Pass()]


def _plays(rnd) -> list[Play]:
    return [m for m in rnd.legal_moves() if isinstance(m, Play)]


def _notes(rnd) -> list[F.Finding]:
    """What the table says that every answer should hear: a double nobody
    can cover any more, the end of the round."""
    return [F.Because(n) for n in rnd.notices() if isinstance(n, (Uncoverable, RoundWon, RoundBlocked))]


# ---- checkers -----------------------------------------------------------------

def check_playable(rnd, answer, *, words: Words | None = None) -> Feedback:
    """"Click every tile you could play here": the tiles of the player to act
    that some legal move plays (R6-R12)."""
    w = _words(words, rnd)
    picked = read_tiles(rnd, answer)
    plays = _plays(rnd)
    truth = {m.tile for m in plays}
    if picked == truth:
        found = [F.Because(rnd.why(m)) for m in plays or rnd.legal_moves()]
    else:
        found = [F.Picked(t, rnd.unplayable(t)) for t in sorted(picked - truth)]
        found += [F.Missed(t, rnd.why(next(m for m in plays if m.tile == t))) for t in sorted(truth - picked)]
    return _verdict(w, picked == truth, found + _notes(rnd))


def check_trains(rnd, tile, answer, *, words: Words | None = None) -> Feedback:
    """"Which trains may this tile go on?" for the player to act (R6, R7,
    R10-R12)."""
    w = _words(words, rnd)
    tile = asked_tile(rnd, tile)
    if isinstance(answer, (str, int)):
        answer = [answer]
    picked = {read_train(rnd, name) for name in answer}
    truth = {m.train for m in _plays(rnd) if m.tile == tile}
    order = list(rnd.trains)
    if picked == truth:
        found = ([F.Because(rnd.why(Play(tile, name))) for name in order if name in truth]
                 or [F.NoTrain(tile, rnd.unplayable(tile))])
    else:
        found = [F.Picked(name, rnd.explain(Play(tile, name))) for name in order if name in picked - truth]
        found += [F.Missed(name, rnd.why(Play(tile, name))) for name in order if name in truth - picked]
    return _verdict(w, picked == truth, found + _notes(rnd))


def check_moves(rnd, answer, *, words: Words | None = None) -> Feedback:
    """"Predict the legal moves": exactly ``rnd.legal_moves()``, in any order
    (R7-R12)."""
    w = _words(words, rnd)
    picked = read_moves(rnd, answer)
    legal = rnd.legal_moves()
    if picked == set(legal):
        found = [F.Because(rnd.why(m)) for m in legal]
    else:
        found = [F.Picked(m, rnd.explain(m)) for m in sorted(picked - set(legal), key=str)]
        found += [F.Missed(m, rnd.why(m)) for m in legal if m not in picked]
    return _verdict(w, picked == set(legal), found + _notes(rnd))


def check_scores(rnd, answer, *, words: Words | None = None) -> Feedback:
    """"What does each player score?" once the round is over: the pips left
    in each hand (R15; 0-0 counts 50 under C2)."""
    w = _words(words)
    answer = list(answer)
    truth = ended(rnd).penalties
    if len(answer) != rnd.players:
        raise ValueError(f"give one score per player: {rnd.players} numbers, not {len(answer)}")
    score = rnd.rules.score
    blank = score([Tile(0, 0)])
    found = []
    for seat, (said, total) in enumerate(zip(answer, truth)):
        hand = rnd.hand(seat)
        double_blank = blank if blank and Tile(0, 0) in hand else None
        found.append(F.Score(seat, said, total, hand, tuple(score([t]) for t in hand), double_blank))
    correct = tuple(answer) == truth
    return _verdict(w, correct, found if correct else [f for f in found if f.said != f.total])


def check_blocked(rnd, answer: bool, *, words: Words | None = None) -> Feedback:
    """"Is this round blocked?" (R14): the engine's ``is_blocked``, and why."""
    if not isinstance(answer, bool):
        raise ValueError(f"answer True (blocked) or False (not blocked), not {answer!r}")
    w = _words(words)
    if rnd.is_blocked:
        why = F.Blocked(tuple(sorted({t.open_end for t in rnd.trains.values()})))
    elif rnd.winner is not None:
        why = F.WentOut(rnd.winner)
    elif rnd.boneyard:
        why = F.CanDraw(len(rnd.boneyard))
    else:
        why = _still_playable(rnd)
    return _verdict(w, answer == rnd.is_blocked, [why])


def _still_playable(rnd) -> F.CanStillPlay:
    """Who plays next, and what, when the boneyard is empty and the round
    goes on. The engine has no such fact, so let it play the passes of those
    who cannot play, on a copy, until someone can: its own legal moves and
    ``why`` say who, which tile, and whether a marker put out on the way
    opened the train (R10)."""
    later = rnd.copy()
    for _ in range(rnd.players + 1):
        plays = _plays(later)
        if plays:
            play = plays[0]
            reason = later.why(play)
            opens = isinstance(reason, Fits) and reason.marked and play.train not in rnd.markers
            return F.CanStillPlay(later.turn, reason, opens)
        later.play(later.legal_moves()[0])
    raise AssertionError("the engine says the round goes on, but after a round of passes nobody can play")


def check_winners(match, answer, *, words: Words | None = None) -> Feedback:
    """"Who wins the match?" once it is over: the lowest total wins, equal
    lowest totals share the win (R17)."""
    w = _words(words)
    if isinstance(answer, int):
        answer = [answer]
    winners = ended_match(match).winners
    totals = match.totals
    best = totals[winners[0]]
    why = F.SharedWin(winners, best) if len(winners) > 1 else F.Winner(winners[0], best)
    return _verdict(w, set(answer) == set(winners), [F.Totals(totals), why])


_WHOLE = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: "١٥" and "１５" are no answer


def check_value(truth, answer, why: str, *, words: Words | None = None) -> Feedback:
    """A question with one right value computed by the engine (a number, a
    word, True/False); ``why`` explains it, citing the rule."""
    w = _words(words)
    if isinstance(truth, bool):
        said = answer if isinstance(answer, bool) else str(answer).strip().lower() in ("yes", "true", "1")
    elif isinstance(truth, int):
        text = str(answer).strip()
        if not _WHOLE.fullmatch(text):
            return Feedback(False, say.not_a_number(w, _shown(answer)))
        # int() refuses text of thousands of digits; no right answer is that long.
        said = int(text) if len(text) <= 100 else None
    else:
        said = str(answer).strip().lower()
        truth = str(truth).strip().lower()
    return Feedback(said == truth, say.headline(w, said == truth), (why,))
