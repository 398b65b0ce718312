"""The words of the lesson exercises: feedback, prompts, choices.

Every function takes a ``Words`` first and says its sentence through
``w._``, ``w.n`` or ``w.p`` with named fields, so a catalog translates it
whole. The checkers (``mextrain.lessons``) decide from the engine's data and
hand over findings (``mextrain.lessons.findings``); nothing here decides
anything, and nothing elsewhere reads these words back.

>>> from mextrain.words import words
>>> from mextrain.lessons import findings as F
>>> import mextrain as mt
>>> w = words()
>>> headline(w, True), headline(w, False)
('Right!', 'Not quite.')
>>> finding(w, F.CanDraw(1)), finding(w, F.CanDraw(30))
('Not blocked: the boneyard still has 1 tile to draw (R9, R14).', 'Not blocked: the boneyard still has 30 tiles to draw (R9, R14).')
"""

from __future__ import annotations

from ..lessons import findings as F
from ..moves import MEXICAN, Move
from ..tiles import Tile
from . import Words
from .exercises import move_label

__all__ = [
    "headline", "finding", "penalty_sum", "not_a_number", "check", "playable_prompt", "trains_prompt",
    "moves_prompt", "scores_prompt", "blocked_prompt", "winners_prompt", "train_choice", "your_answer", "exercise",
]


# ---- feedback -------------------------------------------------------------------------

def headline(w: Words, correct: bool) -> str:
    """The verdict above the details."""
    return w._("Right!") if correct else w._("Not quite.")


def finding(w: Words, f) -> str:
    """One line of feedback: a finding as a sentence citing its rules."""
    _ = w._
    kind = type(f)
    rules = w.rule_ids(f)
    if kind is F.Because:
        return w.cite(f.reason)
    if kind is F.Picked:
        return _picked(w, f.item, w.cite(f.reason))
    if kind is F.Missed:
        return _missed(w, f.item, w.cite(f.reason))
    if kind is F.NoTrain:
        return _("{tile} may go on no train now. {why}", tile=f.tile, why=w.cite(f.reason))
    if kind is F.Score:
        return _score(w, f)
    if kind is F.Blocked:
        return _("Blocked: the boneyard is empty and no hand holds a tile with any open end ({ends}), "
                 "so nobody can ever play again ({rules}).", ends=", ".join(map(str, f.ends)), rules=rules)
    if kind is F.WentOut:
        return _("Not blocked: {player} went out, which ends the round ({rules}).",
                 player=w.player(f.seat), rules=rules)
    if kind is F.CanDraw:
        return w.n("Not blocked: the boneyard still has {n} tile to draw ({rules}).",
                   "Not blocked: the boneyard still has {n} tiles to draw ({rules}).", f.count, rules=rules)
    if kind is F.CanStillPlay:
        play = f.reason
        if f.opens:
            return _("Not blocked: {player} holds {tile}, which fits the open end {end} of {train}, so play "
                     "can still go on ({rule}: that train opens to everyone once {owner} passes, {other}).",
                     player=w.player(f.seat), tile=play.tile, end=play.open_end, train=w.train(play.train, "of"),
                     owner=w.player(play.train), rule=f.rules[0], other=f.rules[1])
        return _("Not blocked: {player} holds {tile}, which fits the open end {end} of {train}, so play "
                 "can still go on ({rules}).", player=w.player(f.seat), tile=play.tile, end=play.open_end,
                 train=w.train(play.train, "of"), rules=rules)
    if kind is F.Totals:
        sheet = ", ".join(_("{player}: {total}", player=w.player(s), total=t) for s, t in enumerate(f.totals))
        return _("Totals: {sheet}.", sheet=sheet)
    if kind is F.Winner:
        return _("{player} has the lowest total, {total}, and wins ({rules}).", player=w.player(f.seat),
                 total=f.total, rules=rules)
    if kind is F.SharedWin:
        return _("Lowest total {total} is shared by {players}: a draw, all share the win ({rules}).",
                 total=f.total, players=", ".join(map(w.player, f.seats)), rules=rules)
    raise ValueError(f"no words for {f!r}")


def _picked(w: Words, item, why: str) -> str:
    """A wrong pick: a tile, a move, or else a train."""
    if isinstance(item, Tile):
        return w.p("tile", "{tile} cannot be played now. {why}", tile=item, why=why)
    if isinstance(item, Move):
        return w.p("move", "{move} is not legal. {why}", move=move_label(w, item), why=why)
    return w.p("train", "Not on {train}. {why}", train=w.train(item, "onto"), why=why)


def _missed(w: Words, item, why: str) -> str:
    """A right choice left out: a tile, a move, or else a train."""
    if isinstance(item, Tile):
        return w.p("tile", "You missed {tile}. {why}", tile=item, why=why)
    if isinstance(item, Move):
        return w.p("move", "You missed {move}. {why}", move=move_label(w, item), why=why)
    return w.p("train", "You missed {train}. {why}", train=w.train(item), why=why)


def _score(w: Words, f: F.Score) -> str:
    _ = w._
    who = w.player(f.seat)
    rules = w.rule_ids(f)
    if not f.tiles:
        if f.said != f.total:
            return _("You said {said}, but {player} went out and scores 0 ({rules}).", said=f.said,
                     player=who, rules=rules)
        return _("{player} went out and scores 0 ({rules}).", player=who, rules=rules)
    total = penalty_sum(w, f.tiles, f.points, f.total)
    if f.double_blank is not None:
        if f.said != f.total:
            return _("You said {said}, but {player} scores the pips left in hand: {sum} ({rule}; 0-0 counts "
                     "{points} under {other}).", said=f.said, player=who, sum=total, points=f.double_blank,
                     rule=f.rules[0], other=f.rules[1])
        return _("{player} scores the pips left in hand: {sum} ({rule}; 0-0 counts {points} under {other}).",
                 player=who, sum=total, points=f.double_blank, rule=f.rules[0], other=f.rules[1])
    if f.said != f.total:
        return _("You said {said}, but {player} scores the pips left in hand: {sum} ({rules}).", said=f.said,
                 player=who, sum=total, rules=rules)
    return _("{player} scores the pips left in hand: {sum} ({rules}).", player=who, sum=total, rules=rules)


def penalty_sum(w: Words, tiles, points, total: int) -> str:
    """The points of a hand as a sum: "12-5 (17) + 4-2 (6) = 23"."""
    terms = " + ".join(w._("{tile} ({points})", tile=t, points=p) for t, p in zip(tiles, points))
    return w._("{terms} = {total}", terms=terms, total=total)


def not_a_number(w: Words, answer) -> str:
    """The headline for a typed answer that is no whole number."""
    return w._("{answer} is not a whole number: type digits, like 15.", answer=answer)


# ---- the exercise widgets ---------------------------------------------------------------

def check(w: Words) -> str:
    """The label of the button that checks an answer."""
    return w.p("button", "Check")


def playable_prompt(w: Words, seat: int) -> str:
    return w._("{player} is to play. Click every tile they could play, then Check.", player=w.player(seat))


def trains_prompt(w: Words, seat: int, tile) -> str:
    return w._("{player} is to play. Which trains may {tile} go on? Pick all, then Check.",
               player=w.player(seat), tile=tile)


def moves_prompt(w: Words, seat: int) -> str:
    return w._("{player} is to play. Which of these moves are legal? Pick all, then Check.", player=w.player(seat))


def scores_prompt(w: Words) -> str:
    return w._("The round is over. What does each player score? Type the numbers, then Check.")


def blocked_prompt(w: Words) -> str:
    return w._("Is this round blocked?")


def winners_prompt(w: Words) -> str:
    return w._("The match is over. Who wins? Pick every winner, then Check.")


def train_choice(w: Words, train, own: bool) -> str:
    """A train as a button names it: "Mexican train", "Player 3's train",
    "Player 2's train (own)"."""
    if train == MEXICAN:
        return w.p("choice", "Mexican train")
    if w.by_number(train):  # "Vlak hráče 2", not "Vlak hráče Hráč 2"
        if own:
            return w.p("choice", "Player {number}'s train (own)", number=train + 1)
        return w.p("choice", "Player {number}'s train", number=train + 1)
    if own:
        return w.p("choice", "{player}'s train (own)", player=w.player(train))
    return w.p("choice", "{player}'s train", player=w.player(train))


def your_answer(w: Words) -> str:
    """The placeholder of a box for a typed answer."""
    return w._("your answer")


# ---- where no kernel runs the widget --------------------------------------------------

def exercise(w: Words, question: str) -> str:
    """The exercise as a reader without a kernel sees it, heading the picture."""
    return w._("Exercise: {question}", question=question)
