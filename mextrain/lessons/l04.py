"""Lesson 04's exercises: blocked rounds (R14), penalties (R15, C2), match
length (R16), winners (R17), what each player may know (R18), and a hand's
expected penalty (maths)."""

from __future__ import annotations

from fractions import Fraction

from ..rules import Rules
from ..tiles import full_set
from ..words.exercises import T, Tn
from .bank import (Choice, Exercise, Finished, Number, PlayedMatch, Played, RulesOnly, Scene, Scores, SeatText, Arranged,
                   Winners, after)
from . import variants

ENDS = (("on", T("the round goes on")), ("blocked", T("the round is over, blocked: nobody can play any more")),
        ("out", T("the round is over: a player went out")))


def _ending(rnd) -> str:
    """How the round stands after the only legal move of the player to act (R13, R14)."""
    (move,) = rnd.legal_moves()
    nxt = after(rnd, str(move))
    if not nxt.is_over:
        return "on"
    return "blocked" if nxt.is_blocked else "out"


def _engine_after(rules: Rules, pip: int) -> int:
    """The engine's number in the round after the one played with ``pip``-``pip``,
    in a match under ``rules`` (R3, R16); an error if that round was the last."""
    engines = [rules.engine_pip(k) for k in range(rules.rounds)]  # type: ignore[arg-type]  # a count
    return engines[engines.index(pip) + 1]


KNOWN = (("sizes", T("how many tiles each other player holds")),
         ("boneyard", T("how many tiles are left in the boneyard")),
         ("hand", T("which tiles the next player holds")),
         ("next", T("which tile anyone will draw next")),
         ("trains", T("every tile on every train, and the markers")))


def _known(rnd) -> set:
    """What a seat's view may tell it, read from the view's JSON: exactly what
    a client of that seat receives (R18)."""
    seat = rnd.turn
    view = rnd.view(seat).to_dict()
    other = str((seat + 1) % rnd.players)
    known = set()
    if len(view["hand_sizes"]) == rnd.players:
        known.add("sizes")
    if "boneyard_size" in view:
        known.add("boneyard")
    if other in view["hands"]:
        known.add("hand")
    if "boneyard" in view:
        known.add("next")
    if all(str(k) in view["trains"] for k in rnd.trains):
        known.add("trains")
    return known


ROUND_OVER = Arranged(("", "0-0 6-4 12-3"), {0: "12-6 6-1"}, seed=9)

SCENES = {
    "04-last-tile": Scene(Played(2, seed=0, plies=192)),
    "04-blocked": Scene(Played(2, seed=0)),
}

EXERCISES = [
    Exercise(
        "04-blocked-1", ("R14", "R10"), Played(2, seed=0, plies=190), Choice(ENDS, _ending),
        T("The boneyard is empty. {player} is to play and cannot, so they pass. What happens next?"), "on",
        hints=(T("R14: the round is blocked only when nobody could play any more, even with a marker on every "
                 "train. Look at the next player's tiles and every open end."),
               T("The Mexican train is open at 2. Does the next player hold a tile with a 2?"),),
        explanation=T("The round goes on: {other} holds tiles with a 2, which fit the Mexican train, so play is "
                      "not stuck (R14)."),
        wrong=(("blocked", T("One player cannot play, but is that true of everybody (R14)?")),),
        fields={"player": SeatText(0), "other": SeatText(1)}, seat="all", reveal=Played(2, seed=0, plies=191)),
    Exercise(
        "04-blocked-2", ("R14", "R11"), Played(2, seed=0, plies=192), Choice(ENDS, _ending),
        T("The boneyard is empty. {player} played 2-2 and must now cover it with 12-2, their only move. What "
          "happens after that?"),
        "blocked",
        hints=(T("R14: after the move, check every open end against every tile still in a hand. Could anybody "
                 "play, now or after a pass?"),
               T("Write down every open end after 12-2 is played. Then look for those numbers in every hand."),),
        explanation=T("Blocked: after 12-2 the open ends are 12, 3 and 3, nobody holds a 12 or a 3, and the "
                      "boneyard is empty, so nobody can ever play again (R14)."),
        wrong=(("on", T("Look at the open ends after the move, and at every hand (R14).")),
               ("out", T("{player} still holds tiles after this move (R13).")),),
        fields={"player": SeatText(1)}, seat="all", reveal=Played(2, seed=0)),
    Exercise(
        "04-blocked-3", ("R14", "R9"), Played(2, seed=40, plies=190), Choice(ENDS, _ending),
        T("One tile is left in the boneyard. {player} cannot play, so they draw it: it is 10-3, and it fits no "
          "train either. What happens next?"),
        "blocked",
        hints=(T("R14: the end of a round is checked after every move, and a draw is a move too. Is the boneyard "
                 "empty after this draw?"),
               T("Write down every open end. Could {other} play on any of them, now or after a pass?"),
               T("Think of what a pass would change: it puts a marker on a train, but does it bring a tile that "
                 "fits?"),),
        explanation=T("Blocked: the draw empties the boneyard, the open ends are 1, 1 and 12, and neither "
                      "{player} nor {other} holds a 1 or a 12. Nobody can ever play again, so the round ends at "
                      "once, before {player} passes (R14)."),
        wrong=(("on", T("{player} would pass next, but could anybody ever play after that? The end of a round is "
                        "checked after the draw too (R14).")),
               ("out", T("{player} still holds tiles: nobody has gone out (R13).")),),
        fields={"player": SeatText(0), "other": SeatText(1)}, seat="all", reveal=Played(2, seed=40, plies=191)),
    Exercise(
        "04-score-1", ("R15", "R13"), Played(3, seed=1), Scores(),
        T("The round is over. Type each player's penalty points, then Check."), (13, 0, 37),
        hints=(T("R15: each player scores the pips left in their hand. A player with no tiles left went out "
                 "(R13)."),
               T("{a} holds 2-0 and 6-5: add all four numbers. Then do the same for every other hand."),),
        explanation=T("{a} holds 2-0 and 6-5: 2 + 11 = 13. {b} went out and scores 0 (R13). {c} holds 10-7 and "
                      "12-8: 17 + 20 = 37 (R15)."),
        fields={"a": SeatText(0), "b": SeatText(1), "c": SeatText(2)}, seat="all"),
    Exercise(
        "04-score-2", ("R15", "C2"), ROUND_OVER, Number(lambda r: r.penalties[1]),
        T("{winner} has just gone out. Under the table rules, what does {player} score?"), 25,
        hints=(T("R15: add up the pips left in the hand. What is 0-0 worth under the table rules (R1)?"),
               T("The hand is 0-0, 6-4 and 12-3. Add each tile's two ends, then add the three tiles."),),
        explanation=T("0-0 is worth 0, 6-4 is 10 and 12-3 is 15: 25 penalty points (R1, R15)."),
        wrong=((75, T("That counts 0-0 as 50: that is the classic rules' C2, not the table rules (R1).")),),
        fields={"player": SeatText(1), "winner": SeatText(0)}, seat="all", vary=variants.penalty),
    Exercise(
        "04-score-3", ("C2", "R15"), Arranged(ROUND_OVER.hands, ROUND_OVER.trains, seed=9, rules=Rules.classic()),
        Number(lambda r: r.penalties[1]),
        T("The same hand under the classic rules. What does {player} score now?"), 75,
        hints=(T("C2: under the classic rules, one tile left in hand costs much more than its pips."),
               T("Under C2, 0-0 costs 50. Add the other two tiles as under the table rules."),),
        explanation=T("Under C2 the double blank 0-0 costs 50, so 50 + 10 + 15 = 75 (C2, R15)."),
        wrong=((25, T("That is the table rules' score. Under C2, 0-0 costs more (C2).")),),
        fields={"player": SeatText(1)}, seat="all"),
    Exercise(
        "04-expect-1", ("R15", "R1"), RulesOnly(),
        Number(lambda r: Fraction(sum(t.pips for t in full_set(r.max_pip)), len(full_set(r.max_pip))) * 5),
        T("You are left with 5 tiles that nobody looked at, taken at random from the whole set. How many penalty "
          "points do you expect to score?"),
        60,
        hints=(T("R1: work out the average value of one tile first (the middle number is on an average end). "
                 "Then R15: each of your tiles adds its pips."),
               T("An average tile is worth 12 pips. How much are five such tiles worth together?"),),
        explanation=T("An average tile is worth 12 pips, so 5 tiles are worth 5 × 12 = 60 on average (R1, R15). "
                      "A real hand may score more or less."),
        wrong=((30, T("A tile has two ends: an average tile is worth twice the middle number (R1).")),),
        picture=None),
    Exercise(
        "04-length-1", ("R16", "R3", "C4"), RulesOnly(Rules(max_pip=9, rounds="seven")),
        Number(lambda r: r.engine_pip(r.rounds - 1)),
        T("A 'seven' match is played with a double-nine set: seven rounds, the first one with the engine 9-9. "
          "Which number is on the engine of its last round?"),
        3,
        hints=(T("R16 and R3: the engine goes down by one each round, starting from the set's highest double in "
                 "round 1."),
               T("Write the engines in a row, one a round: 9-9, 8-8, 7-7, and so on. Stop at the seventh."),),
        explanation=T("9, 8, 7, 6, 5, 4, 3: the seventh round uses 3-3 (R3, R16, C4)."),
        wrong=((2, T("Round 1 already uses 9-9: count it as the first of the seven (R3).")),),
        picture=None),
    Exercise(
        "04-length-2", ("R16", "C4"), RulesOnly(Rules(max_pip=9)), Number(lambda r: r.rounds),
        T("A full match on a double-nine set plays one round for each engine, from 9-9 down to 0-0. How many "
          "rounds is that?"),
        10,
        hints=(T("R16: count the doubles from 9-9 down to 0-0, and don't forget 0-0."),
               T("List them: 9-9, 8-8, 7-7, and so on down to 0-0. Then count the list."),),
        explanation=T("9-9, 8-8, ... 1-1, 0-0: ten doubles, so ten rounds (R16, C4)."),
        wrong=((9, T("0-0 is an engine too: count it (R16).")),),
        picture=None),
    Exercise(
        "04-length-3", ("R16",), RulesOnly(Rules(rounds="half")), Number(lambda r: r.rounds),
        T("At the table you may choose a 'half' match instead of a full one. A full match has 13 rounds, from "
          "12-12 down to 0-0. How many rounds does a 'half' match have?"),
        6,
        hints=(T("R16: half of 13 is not a whole number of rounds. Does the table round it up or down?"),
               T("Look up 'half' in R16: it names the engine of the first round and of the last. Count the doubles "
                 "from the first to the last, both included."),),
        explanation=T("A 'half' match has six rounds, 12-12 first: 13 rounds cannot be split in two equal halves, "
                      "and the table takes the shorter half (R16)."),
        wrong=((7, T("A 'half' match is the shorter half of the 13 rounds (R16).")),
               (13, T("13 rounds is the full match. A 'half' match is shorter (R16).")),),
        picture=None),
    Exercise(
        "04-length-4", ("R16", "R3"), RulesOnly(Rules(rounds="seven")), Number(lambda r: _engine_after(r, 7)),
        T("In a 'seven' match, the round played with the engine 7-7 is over. Which number is on the engine of "
          "the next round?"),
        6,
        hints=(T("R16: a 'seven' match has seven rounds; its name is not the number of its last engine. Write its "
                 "engines in a row, starting from 12-12."),
               T("Count seven doubles from 12-12 down, one for each round. Is 7-7 the last of them?"),),
        explanation=T("12-12, 11-11, 10-10, 9-9, 8-8, 7-7, 6-6: 7-7 is the sixth of the seven rounds, so one more "
                      "round is played, the last one, with 6-6 (R3, R16)."),
        wrong=((8, T("The engines go down by one each round, not up (R3).")),
               (0, T("The match is not over after 7-7: count its rounds (R16).")),),
        picture=None),
    Exercise(
        "04-length-5", ("R16", "R3"), RulesOnly(Rules(rounds="half")), Number(lambda r: r.engine_pip(r.rounds - 1)),
        T("A 'half' match ends with the round played with which double? Type the number on it."),
        7,
        hints=(T("R16 and R3: find how many rounds a 'half' match has first. Then count the engines down from 12-12, "
                 "one a round."),
               T("Write the engines in a row, one for each round of the 'half' match: 12-12, 11-11, and so on."),),
        explanation=T("A 'half' match has six rounds: 12-12, 11-11, 10-10, 9-9, 8-8 and 7-7. Its last round is "
                      "played with 7-7 (R3, R16)."),
        wrong=((6, T("6-6 ends a 'seven' match, one round longer (R16).")),
               (0, T("0-0 ends the full match of 13 rounds (R16).")),),
        picture=None),
    Exercise(
        "04-winner-1", ("R17", "R15"), PlayedMatch(3, rounds=3, seed=5), Winners(),
        T("Here are the scores of every round of a three-round match. Who wins? Pick every winner, then Check."),
        {2},
        hints=(T("R15: add up each player's round scores first. R17: which total wins, the highest or the "
                 "lowest?"),
               T("Add up each column of the sheet: one player's three round scores."),),
        explanation=T("The totals are {totals}. The lowest total wins, so {winner} wins (R17)."),
        wrong=(({0}, T("Penalty points are bad: the lowest total wins, not the highest (R17).")),),
        facts=lambda m: {"totals": ", ".join(map(str, m.totals))}, fields={"winner": SeatText(2)}, picture="sheet"),
    Exercise(
        "04-winner-2", ("R17",), Finished(((10, 0),), Arranged(("", "5-5"), engine=11, rules=Rules(rounds=2))),
        Winners(),
        T("A two-round match is over. Who wins? Pick every winner, then Check."), {0, 1},
        hints=(T("R17: add up each player's rounds. What if two totals are equal and lowest?"),
               T("Add each player's two rounds and write the totals side by side."),),
        explanation=T("Both totals are 10: equal lowest totals share the win, so it is a draw (R17)."),
        wrong=(({0}, T("Add up both rounds for each player before you decide (R15, R17).")),
               ({1}, T("Add up both rounds for each player before you decide (R15, R17).")),),
        picture="sheet"),
    Exercise(
        "04-hidden-1", ("R18",), Played(4, seed=1, plies=15), Number(lambda r: len(r.view(r.turn).unseen())),
        T("You are {player}, a few turns into the round. How many tiles of the set can you not see?"), 66,
        hints=(T("R18: you see your own hand and every train. Count them and the engine, and take them away from "
                 "the 91 tiles of the set."),
               T("Count the tiles in your hand, then the tiles on every train, then the engine. The rest of the 91 "
                 "are hidden."),),
        explanation=Tn("You can see {n} tile, in your hand, on the trains or in the middle; the other 91 − {n} = "
                       "{hidden} are in other hands or the boneyard, where you cannot see them (R18).",
                       "You can see {n} tiles, in your hand, on the trains or in the middle; the other 91 − {n} = "
                       "{hidden} are in other hands or the boneyard, where you cannot see them (R18)."),
        facts=lambda r: {"hidden": len(r.view(r.turn).unseen()), "n": 91 - len(r.view(r.turn).unseen())},
        fields={"player": SeatText(0)}, vary=variants.unseen),
    Exercise(
        "04-hidden-2", ("R18",), Played(4, seed=1, plies=15), Choice(KNOWN, _known, many=True),
        T("You are {player}. Which of these may you know at the table? Pick all, then Check."),
        {"sizes", "boneyard", "trains"},
        hints=(T("R18: hands are private. What does the whole table see?"),
               T("Think of what lies face up on the table and what every player could count from their seat."),),
        explanation=T("The trains and markers, how many tiles each hand holds and how many are in the boneyard "
                      "are public. Other hands, and the order of the boneyard, are hidden (R18)."),
        wrong=(({"sizes", "boneyard", "trains", "hand"}, T("Hands are private: you see only your own (R18).")),),
        fields={"player": SeatText(0)}),
]
