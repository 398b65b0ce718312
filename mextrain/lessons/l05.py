"""Lesson 05's exercises: what changes under the classic rules (C1-C5),
before a game at the live table with them."""

from __future__ import annotations

from ..reasons import LastTile
from ..round import Round
from ..rules import Rules
from ..tiles import full_set
from ..words.exercises import T
from .bank import Choice, Exercise, Moves, Number, RulesOnly, Scores, SeatText, Arranged, after, seats

CLASSIC = Rules.classic()


DOUBLES = Arranged(("6-6 6-2 9-9 11-4", "8-1 3-2"), {"mexican": "12-9", 0: "12-6"}, rules=CLASSIC, seed=10)
ONE_LEFT = Arranged(("12-3 4-1", "7-5", "9-9 2-0 6-1", "10-4"), {"mexican": "12-8", 0: "12-1"}, rules=CLASSIC,
                 seed=11)
ANNOUNCE = (("announce", T("say so: you have one tile left")), ("nothing", T("nothing special")),
            ("draw", T("draw a tile, to have two again")))

EXERCISES = [
    Exercise(
        "05-doubles-1", ("C1", "R11"), Arranged(DOUBLES.hands, DOUBLES.trains, rules=CLASSIC, seed=10,
                                             moves=("play 6-6 on 0",)), Moves(),
        T("Classic rules. You are {player} and you have just played 6-6 on your own train. Tick every legal move "
          "for your next play, then Check."),
        {"play 6-2 on 0", "play 9-9 on mexican"},
        hints=(T("C1: under the classic rules, what else may follow a double, before the tile that covers it?"),
               T("A tile with a 6 on your own train covers 6-6. Under C1, another double may come first, wherever it "
                 "fits."),),
        explanation=T("Under C1 a double may be followed by more doubles before one tile that is not a double: "
                      "you may cover 6-6 with 6-2, or first play 9-9 on the Mexican train, open at 9 (C1, R11)."),
        wrong=(({"play 6-2 on 0"}, T("That is right under the table rules. The classic rules allow one more "
                                     "kind of play here (C1).")),),
        fields={"player": SeatText(0)}),
    Exercise(
        "05-doubles-2", ("C1",), Arranged(DOUBLES.hands, DOUBLES.trains, rules=CLASSIC, seed=10,
                                       moves=("play 6-6 on 0", "play 9-9 on mexican")),
        Choice(((0, T("6-6, on your own train")), ("mexican", T("9-9, on the Mexican train"))),
               lambda r: r.must_cover),
        T("Classic rules. You have played two doubles this turn, one after the other; the last one was 9-9. Which "
          "double must you cover first?"),
        0,
        hints=(T("C1: open doubles are covered in a fixed order. Which of the two did you play first?"),
               T("Write the two doubles in the order you played them: C1 covers them in that order."),),
        explanation=T("Open doubles are covered in the order they were played: 6-6 first, on your own train, "
                      "then 9-9 (C1)."),
        wrong=(("mexican", T("The last double is covered last, not first, under these rules (C1).")),),
        fields={"player": SeatText(0)}),
    Exercise(
        "05-blank-1", ("C2", "R15"), Arranged(("", "0-0 3-1", "5-5"), {0: "12-2"}, rules=CLASSIC, seed=12), Scores(),
        T("Classic rules. {player} has gone out. Type each player's penalty points, then Check."), (0, 54, 10),
        hints=(T("C2: under the classic rules one tile costs more than its pips when it is left in a hand."),
               T("Under C2 the double blank 0-0 costs 50. Every other tile costs its pips, as usual."),),
        explanation=T("{player} went out: 0. 0-0 costs 50 under C2, and 3-1 is 4: 54. 5-5 is 10 (C2, R15)."),
        wrong=(((0, 4, 10), T("Under the classic rules the double blank costs more than its pips (C2).")),),
        fields={"player": SeatText(0)}, seat="all"),
    Exercise(
        "05-hands-1", ("C3", "R4"), RulesOnly(CLASSIC), Number(lambda r: r.hand_size(3)),
        T("Classic rules, three players. How many tiles does each player get?"), 16,
        hints=(T("C3: the classic rules deal other hand sizes than the table rules (R4). Look them up in the "
                 "rules."),
               T("The table rules deal 15 tiles to two, three or four players; the classic rules deal one more to two"
                 " or three."),),
        explanation=T("C3 deals 16 tiles each to two or three players, one more than the table rules (C3, R4)."),
        wrong=((15, T("15 is the table rules' deal (R4). The classic rules deal more here (C3).")),),
        picture=None),
    Exercise(
        "05-hands-2", ("C3", "R4"), RulesOnly(CLASSIC), Number(lambda r: len(Round.new(5, rules=r, seed=0).boneyard)),
        T("Classic rules, five players. How many tiles are left in the boneyard after the deal?"), 20,
        hints=(T("C3: find the classic hand size for five players, then take the dealt tiles from the 90 that "
                 "are shared out."),
               T("Under C3 five players get 14 tiles each. How many are dealt, and how many of the 90 stay?"),),
        explanation=T("C3 deals 14 tiles each to five players: 70 are dealt and 90 − 70 = 20 stay in the boneyard "
                      "(C3, R4)."),
        wrong=((30, T("That is the table rules' boneyard for five players (R4). C3 deals more tiles.")),),
        picture=None),
    Exercise(
        "05-sets-1", ("C4", "R4"), RulesOnly(Rules(max_pip=9)), Number(lambda r: len(Round.new(4, rules=r).boneyard)),
        T("A double-nine set (55 tiles), four players. Each gets 10 tiles. How many are left in the boneyard?"), 14,
        hints=(T("C4: the engine 9-9 is taken out first (R3), then the deal."),
               T("55 tiles less the engine leaves 54 to share out, and four players take 10 each."),),
        explanation=T("55 − 1 = 54 tiles are shared out, 4 × 10 = 40 are dealt: 14 stay in the boneyard (C4)."),
        wrong=((15, T("The engine 9-9 is out of the set before the deal (R3, C4).")),),
        picture=None),
    Exercise(
        "05-sets-2", ("C4", "R1"), RulesOnly(Rules(max_pip=15)), Number(lambda r: len(full_set(r.max_pip))),
        T("For 9 to 12 players there is a double-fifteen set: every pair of the numbers 0 to 15 once. How many "
          "tiles does it have?"),
        136,
        hints=(T("R1: count by the higher number: one tile with higher end 0, two with 1, and so on, up to "
                 "15."),
               T("So the count is 1 + 2 + ... + 16. Pair the first and the last: 1 + 16, 2 + 15, and so on."),),
        explanation=T("1 + 2 + ... + 16 = 16 × 17 ÷ 2 = 136 tiles (R1, C4)."),
        wrong=((120, T("That leaves out the 16 doubles 0-0 to 15-15 (R1).")),
               (256, T("16 × 16 counts 3-5 and 5-3 as two tiles (R1).")),),
        picture=None),
    Exercise(
        "05-last-1", ("C5",), ONE_LEFT,
        Choice(seats(4), lambda r: {n.seat for n in r.notices() if isinstance(n, LastTile)}, many=True),
        T("Classic rules. Who must have announced that they hold one tile? Pick everyone, then Check."), {1, 3},
        hints=(T("C5: look at how many tiles each player holds."),
               T("Look at the count of tiles beside each name on the table: whose count is exactly one?"),),
        explanation=T("{a} and {b} hold one tile each, so each must have said so (C5)."),
        wrong=(({0, 1, 3}, T("Count the tiles of every hand again: announcing is for one tile exactly (C5).")),),
        fields={"a": SeatText(1), "b": SeatText(3)}, seat="all"),
    Exercise(
        "05-last-2", ("C5",), ONE_LEFT,
        Choice(ANNOUNCE, lambda r: "announce" if any(isinstance(n, LastTile) and n.seat == 0 for n in
                                                     after(r, "play 4-1 on 0").notices()) else "nothing"),
        T("Classic rules. You are {player} and you play 4-1 on your own train. What must you do then?"), "announce",
        hints=(T("C5: how many tiles will you hold after this play?"),
               T("Count your tiles now, then take away the one you are playing."),),
        explanation=T("After 4-1 you hold only 12-3: under the classic rules you must announce your last tile "
                      "(C5)."),
        wrong=(("nothing", T("Under the table rules nothing, but these are the classic rules (C5).")),),
        fields={"player": SeatText(0)}, reveal=Arranged(ONE_LEFT.hands, ONE_LEFT.trains, rules=CLASSIC, seed=11,
                                                 moves=("play 4-1 on 0",))),
]
