"""Lesson 01's exercises: the set, the players, the engine, the deal, who
starts (R1-R5), the tiles nobody sees (R18), and counting pips (maths)."""

from __future__ import annotations

from fractions import Fraction

from ..rules import Rules
from ..tiles import Tile, full_set
from ..words.exercises import T
from .bank import Choice, Deal, Exercise, Number, RulesOnly, SeatText, seats

R = RulesOnly()


def _next_seat(players: int, seat: int) -> int:
    """Whose turn follows ``seat``'s, by the engine: a round where ``seat``
    starts, played one move at a time until the turn moves on (R2)."""
    from ..round import Round
    rnd = Round.new(players, first=seat, seed=0)
    while rnd.turn == seat:
        rnd.play(rnd.legal_moves()[0])
    return rnd.turn


def _seat_before(players: int, seat: int) -> int:
    """Whose turn ``seat``'s follows, by the engine (R2)."""
    return next(s for s in range(players) if _next_seat(players, s) == seat)


def _first_seat(players: int, round_number: int) -> int:
    """Who starts round ``round_number`` (counted from 1), by the engine's match (R5)."""
    from ..match import Match
    match = Match(players, rules=Rules(rounds=round_number), seed=1)
    for _ in range(round_number - 1):
        while not match.round.is_over:
            match.round.play(match.round.legal_moves()[0])
        match.next_round()
    return match.round.turn


EXERCISES = [
    Exercise(
        "01-pips-1", ("R1",), R, Number(lambda r: Tile(12, 9).pips),
        T("How many pips are on the tile 12-9?"), 21,
        hints=(T("R1: a tile's value is the sum of the numbers on its two ends. Add the two numbers of 12-9."),
               T("Count the pips on the 12 end, then on the 9 end, and add the two together."),),
        explanation=T("12 + 9 = 21: a tile's value is the sum of its two ends (R1)."),
        wrong=((12, T("That is only one end. Count the pips on both ends (R1).")),
               (3, T("Add the two ends, don't subtract them (R1).")),),
        picture=None),
    Exercise(
        "01-pips-2", ("R1",), R, Number(lambda r: Tile(0, 0).pips + Tile(6, 6).pips),
        T("The double blank 0-0 and the double 6-6 lie side by side. How many pips do they have together?"), 12,
        hints=(T("R1: a double has the same number on both ends. A blank end has no pips at all."),
               T("Work out each tile on its own: 0-0 first, then 6-6 with six pips on each end. Then add the two "
                 "tiles."),),
        explanation=T("0-0 has 0 pips and 6-6 has 6 + 6 = 12, so together they have 12 (R1)."),
        wrong=((0, T("0-0 has no pips, but 6-6 has pips on both ends (R1).")),
               (6, T("A double has its number on both ends: 6-6 counts twice 6 (R1).")),),
        picture=None),
    Exercise(
        "01-carry-1", ("R1",), R, Number(lambda r: sum(t.has(7) for t in full_set(r.max_pip))),
        T("How many tiles of the double-twelve set carry a 7 on at least one end?"), 13,
        hints=(T("R1: every pair of numbers from 0 to 12 is in the set once. Pair 7 with each number from 0 "
                 "to 12, itself included, and count the pairs."),
               T("Write them out: 7-0, 7-1, 7-2, and so on up to 7-12. How many numbers are there from 0 to 12?"),),
        explanation=T("7-0, 7-1, ... 7-12: 7 pairs with each of the 13 numbers 0 to 12 once, and 7-7 is one of "
                      "them, so 13 tiles carry a 7 (R1). Every number is on 13 tiles."),
        wrong=((12, T("Don't forget the double 7-7: 7 pairs with itself too (R1).")),
               (14, T("The double 7-7 is one tile, even though it shows 7 twice (R1).")),),
        picture="grid"),
    Exercise(
        "01-set-1", ("R1", "C4"), RulesOnly(Rules(max_pip=9)), Number(lambda r: len(full_set(r.max_pip))),
        T("A double-nine set has every pair of the numbers 0 to 9 once. How many tiles does it have?"), 55,
        hints=(T("R1: count the tiles by their higher number. A tile whose higher end is 0 can only be 0-0; with "
                 "higher end 1 there are 1-0 and 1-1; with higher end 2 there are three; and so on up to 9."),
               T("The counts are 1, 2, 3 and so on, one count for each higher end from 0 to 9: add up ten numbers."),),
        explanation=T("1 + 2 + 3 + ... + 10 = 55: for each higher end from 0 to 9 there is one more tile than for "
                      "the one before. The double-twelve set has 1 + 2 + ... + 13 = 91 the same way (R1, C4)."),
        wrong=((100, T("10 × 10 counts 3-5 and 5-3 as two tiles, but they are one tile (R1).")),
               (45, T("That leaves out the 10 doubles 0-0 to 9-9 (R1).")),),
        picture=None),
    Exercise(
        "01-sum-1", ("R1",), R, Number(lambda r: sum(t.pips for t in full_set(r.max_pip))),
        T("How many pips are there in the whole double-twelve set, all 91 tiles together? Try it without "
          "counting tile by tile."),
        1092,
        hints=(T("R1: every number is on 13 tiles, and the double shows it twice: so each number is on 14 ends. "
                 "Add up 0 + 1 + ... + 12 first."),
               T("0 + 1 + ... + 12 = 78. Now multiply that by the number of ends each number is on."),),
        explanation=T("0 + 1 + ... + 12 = 78, and each number is on 14 ends (12 tiles with another number, and "
                      "both ends of its double): 14 × 78 = 1092 pips (R1)."),
        wrong=((1014, T("13 × 78 forgets that each double shows its number twice: each number is on 14 ends (R1).")),),
        picture="grid"),
    Exercise(
        "01-mean-1", ("R1", "R15"), R,
        Number(lambda r: Fraction(sum(t.pips for t in full_set(r.max_pip)), len(full_set(r.max_pip)))),
        T("On average, how many pips does one tile of the double-twelve set have?"), 12,
        hints=(T("R1: every number of the set is on the same number of ends, so an average end shows the "
                 "middle number of the set. A tile has two ends."),
               T("An average end shows the number halfway between the lowest and the highest, 6. A tile has two such "
                 "ends."),),
        explanation=T("An average end shows 6, the middle of 0 to 12, and a tile has two ends: 6 + 6 = 12. "
                      "The same from the whole set: 1092 pips ÷ 91 tiles = 12. So a hand of 10 tiles nobody chose "
                      "is worth about 10 × 12 = 120 penalty points (R1, R15)."),
        picture=None),
    Exercise(
        "01-engine-1", ("R3",), R, Number(lambda r: r.engine_pip(5)),
        T("Round 1 is played with the engine 12-12, round 2 with 11-11. Which number is on the engine of "
          "round 6?"),
        7,
        hints=(T("R3: the engine goes down by one each round. Count down from 12-12, one round at a time."),
               T("Write the rounds in a row: round 1 with 12-12, round 2 with 11-11, round 3 with 10-10, and go on "
                 "until round 6."),),
        explanation=T("12-12, 11-11, 10-10, 9-9, 8-8, 7-7: round 6 is played with 7-7 (R3)."),
        wrong=((6, T("Round 1 already uses 12-12, so round 6 is five steps down from 12, not six (R3).")),),
        picture=None),
    Exercise(
        "01-engine-2", ("R3", "C4"), RulesOnly(Rules(max_pip=9)), Number(lambda r: r.engine_pip(3)),
        T("With a double-nine set the first engine is 9-9. Which number is on the engine of round 4?"), 6,
        hints=(T("R3: the engine starts with the set's highest double and goes down by one each round (C4)."),
               T("Round 1 uses 9-9 and round 2 uses 8-8. Go on one step a round until round 4."),),
        explanation=T("9-9, 8-8, 7-7, 6-6: round 4 of a double-nine match uses 6-6 (R3, C4)."),
        wrong=((5, T("Round 1 is 9-9, so round 4 is three steps down, not four (R3).")),
               (8, T("The engine goes down by one every round, starting from 9-9 in round 1 (R3).")),),
        picture=None),
    Exercise(
        "01-players-1", ("R2",), RulesOnly(), Choice(seats(4), lambda r: _next_seat(4, 3)),
        T("Four players sit round the table. {player} has just finished a turn. Who plays next?"), 0,
        hints=(T("R2: play goes in seat order round the table. Follow the arrow on the picture from {player}."),
               T("{player} has the last seat here. After the last seat, where does play go on?"),),
        explanation=T("After the last seat, play goes back to the first: {next} plays after {player} (R2)."),
        wrong=((2, T("Play goes forward round the table, not back (R2).")),),
        fields={"player": SeatText(3), "next": SeatText(0)}, picture="seating"),
    Exercise(
        "01-players-2", ("R2",), RulesOnly(), Choice(seats(6), lambda r: _next_seat(6, _next_seat(6, 4))),
        T("Six players sit round the table, and {player} is to play. Who plays two turns later?"), 0,
        hints=(T("R2: play goes in seat order round the table. Count two steps along the arrows from {player}."),
               T("One step from {player} takes you to {middle}. Take one more step: what comes after the last seat?"),),
        explanation=T("After {player} comes {middle}, and after the last seat play goes back to the first: "
                      "{next} (R2)."),
        wrong=((2, T("Two steps back is two turns ago: play goes forward round the table (R2).")),),
        fields={"player": SeatText(4), "middle": SeatText(5), "next": SeatText(0)}, picture="seating"),
    Exercise(
        "01-players-3", ("R2",), RulesOnly(), Choice(seats(5), lambda r: _seat_before(5, 0)),
        T("Five players sit round the table. Who plays just before {player}?"), 4,
        hints=(T("R2: play goes in seat order round the table, and after the last seat comes the first again. "
                 "Follow the arrows on the picture backwards from {player}."),
               T("Find the arrow that points at {player}. Whose seat does it come from?"),),
        explanation=T("{before} has the last seat, and after the last seat play goes back to the first: {player} "
                      "plays right after {before} (R2)."),
        wrong=((1, T("{after} plays just after {player}. The question asks who plays before (R2).")),),
        fields={"player": SeatText(0), "before": SeatText(4), "after": SeatText(1)}, picture="seating"),
    Exercise(
        "01-deal-1", ("R4",), R, Number(lambda r: len(Deal(6).build().boneyard)),
        T("Six players sit down for a round. How many tiles are left in the boneyard after the deal?"), 18,
        hints=(T("R4: first find how many tiles each of six players gets, then take all the dealt tiles away from "
                 "the 90 that are shared out."),
               T("With 5 or 6 players each gets 12 tiles. How many tiles is that for six players, and how many of the"
                 " 90 are left?"),),
        explanation=T("With 5 or 6 players each gets 12 tiles: 6 × 12 = 72 are dealt, and 90 − 72 = 18 stay in "
                      "the boneyard (R4)."),
        wrong=((0, T("15 tiles each is the deal for 2 to 4 players: six players get fewer (R4).")),
               (30, T("That is the boneyard for four players. Six players get 12 tiles each (R4).")),
               (19, T("The engine is taken out before the deal: 90 tiles are shared out, not 91 (R3, R4).")),),
        picture=None),
    Exercise(
        "01-deal-2", ("R4",), R, Number(lambda r: len(Deal(8).build().boneyard)),
        T("Eight players sit down for a round. How many tiles are left in the boneyard after the deal?"), 10,
        hints=(T("R4: seven or eight players get fewer tiles each than six do. Find how many, then take the dealt "
                 "tiles away from 90."),
               T("Two to four players get 15 tiles each, five or six get 12, and seven or eight get two fewer than "
                 "that."),),
        explanation=T("With 7 or 8 players each gets 10 tiles: 8 × 10 = 80 are dealt, and 90 − 80 = 10 stay in "
                      "the boneyard (R4)."),
        wrong=((11, T("The engine is out of the set before the deal: start from 90 tiles, not 91 (R3, R4).")),),
        picture=None),
    Exercise(
        "01-first-1", ("R5",), RulesOnly(), Choice(seats(3), lambda r: _first_seat(3, 5)),
        T("Three players play a match. {player} starts round 1. Who starts round 5?"), 1,
        hints=(T("R5: the first turn moves one seat on each round. Count the rounds round the table: round 1, "
                 "round 2, and so on."),
               T("With three players, round 4 comes back to the seat that started round 1. Go one round on from "
                 "there."),),
        explanation=T("Round 1: {a}, round 2: {b}, round 3: {c}, round 4: {a} again, round 5: {b} (R5)."),
        wrong=((0, T("Round 4 comes back to the first seat; round 5 is one seat on (R5).")),),
        fields={"player": SeatText(0), "a": SeatText(0), "b": SeatText(1), "c": SeatText(2)}, picture="seating"),
    Exercise(
        "01-first-2", ("R5", "R3"), RulesOnly(), Choice(seats(4), lambda r: _first_seat(4, 7)),
        T("Four players play a match. Who starts the round played with the engine 6-6?"), 2,
        hints=(T("R3 and R5: find which round uses 6-6 first (12-12 is round 1), then move the first turn one seat "
                 "on for each round after round 1."),
               T("12-12 is round 1 and 11-11 round 2, so 6-6 is round 7. Now move one seat on for each round after "
                 "round 1."),),
        explanation=T("6-6 is the engine of round 7. The first turn moves one seat each round: {a}, {b}, {c}, {d}, "
                      "then {a} for round 5, {b} for round 6 and {c} for round 7 (R3, R5)."),
        fields={"a": SeatText(0), "b": SeatText(1), "c": SeatText(2), "d": SeatText(3)}, picture="seating"),
    Exercise(
        "01-first-3", ("R5",), RulesOnly(), Choice(seats(5), lambda r: _first_seat(5, 9)),
        T("Five players play a match. {player} starts round 1. Who starts round 9?"), 3,
        hints=(T("R5: the first turn moves one seat on each round. With five players, which round comes back to "
                 "the seat that started round 1?"),
               T("Five rounds later the first turn is back with {player}: {player} starts round 6. Count on from "
                 "there to round 9."),),
        explanation=T("Rounds 1 to 5 are started by {a}, {b}, {c}, {d} and {e}. Round 6 comes back to {a}, and "
                      "rounds 7, 8 and 9 go on to {b}, {c} and {d} (R5)."),
        wrong=((4, T("Round 1 is already {player}'s, so round 9 is eight seats on from {player}, not nine (R5).")),
               (0, T("{player} starts round 6, the round after each seat has had one start. Go on from there "
                     "(R5).")),),
        fields={"player": SeatText(0), "a": SeatText(0), "b": SeatText(1), "c": SeatText(2), "d": SeatText(3),
                "e": SeatText(4)}, picture="seating"),
    Exercise(
        "01-unseen-1", ("R18", "R4"), Deal(4, seed=1), Number(lambda r: len(r.view(1).unseen())),
        T("This is a four-player round just after the deal, seen by {player}. How many tiles of the set can "
          "{player} not see?"),
        75,
        hints=(T("R18: you see your own hand and the table, nothing else. Count the tiles in the other three "
                 "hands, then add the boneyard."),
               T("The other three hands hold 15 tiles each. How many tiles stay in the boneyard after a four-player "
                 "deal (R4)?"),),
        explanation=T("The other hands hold 3 × 15 = 45 tiles and the boneyard 30: 75 tiles {player} cannot see. "
                      "The engine is on the table for everyone (R4, R18)."),
        wrong=((76, T("The engine lies face up in the middle: everybody sees it (R3, R18).")),
               (45, T("The boneyard is face down too: nobody sees its tiles (R18).")),),
        fields={"player": SeatText(1)}, seat=1),
]
