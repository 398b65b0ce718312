"""Lesson 08's exercises: reading the pictures -- a train's open end (R6),
the trains a marker opens (R7, R10), an open double (R12), a finished
match's score sheet (R16, R17). Its pictures are in ``gallery``."""

from __future__ import annotations

from ..words.exercises import T, Tn
from .bank import Exercise, Number, PlayedMatch, SeatText, TrainText, Trains, Winners
from .gallery import Shuffled

EXERCISES = [
    Exercise(
        "08-end-1", ("R6",), Shuffled(3, seed=33, shuffle=2, until="long"),
        Number(lambda r: r.trains["mexican"].open_end),
        T("You are {player}. Which number must a tile carry to go on the Mexican train now?"), 0,
        hints=(T("R6: a tile goes on a train by matching the train's open end, the free number of its last tile."),
               T("Look at the Mexican train's lane: the round badge after its last tile shows the open end."),
               T("Follow the Mexican train from the engine to its far end: the number on the badge is the one the "
                 "last tile leaves free, in that number's colour.")),
        explanation=T("The last tile of the Mexican train leaves a blank free, and its badge says 0: the next tile "
                      "there must have a blank half (R6)."),
        fields={"player": SeatText(2)}),
    Exercise(
        "08-marker-1", ("R10", "R7"), Shuffled(4, seed=27, shuffle=27, until="marked"), Trains(),
        T("You are {player}. Click every train you may play on now, then Check."), {0, 2, "mexican"},
        hints=(T("R7: you may play on your own train, on the Mexican train, and on any train that carries a marker."),
               T("Look for the small red locomotive next to a player's name: that is a marker (R10)."),
               T("With no double open, your own train and the Mexican train are always open to you. Which other "
                 "train has a locomotive by its owner's name?")),
        explanation=T("Your own train, the Mexican train, and {marked}, which carries a marker. The marker on your "
                      "own train changes nothing for you: you may always play there (R7, R10)."),
        wrong=(({0, "mexican"}, T("A marker on someone else's train opens it to you too (R10).")),),
        fields={"player": SeatText(0), "marked": TrainText(2)}),
    Exercise(
        "08-double-1", ("R12",), Shuffled(3, seed=20, shuffle=20, until="double"), Trains(),
        T("You are {player}. Click every train you may play on now, then Check."), {1},
        hints=(T("R12: while a double is open, nobody may play anywhere else."),
               T("Look for a double with a red ring round it: that double is open."),
               T("Your own train and the Mexican train are usually open to you, but not while a double waits to be "
                 "covered.")),
        explanation=T("The double on {train} is open: it must be covered before anyone plays anywhere else, so that train "
                      "is the only one (R12)."),
        wrong=(({1, 2, "mexican"}, T("While a double is open, the other trains wait (R12).")),),
        fields={"player": SeatText(2), "train": TrainText(1, "on")}),
    Exercise(
        "08-sheet-1", ("R17", "R16"), PlayedMatch(4, "half", seed=1), Winners(),
        T("This 'half' match is over: its six rounds are on the sheet. Who wins? Pick every winner, then Check."),
        {0},
        hints=(T("R17: after the last round, the lowest total of penalty points wins."),
               T("Add up each player's column: the six round scores under their name."),
               T("Two totals are close. {close}'s six rounds add up to {close_total}: add the others just as "
                 "carefully.")),
        explanation=Tn("The totals are {totals}. The lowest wins, so {winner} wins, by {n} point (R16, R17).",
                       "The totals are {totals}. The lowest wins, so {winner} wins, by {n} points (R16, R17)."),
        wrong=(({2}, T("Going out in more rounds does not win: the totals do (R17).")),
               ({3}, T("Close, but add again: one total is lower still (R17).")),),
        facts=lambda m: {"totals": ", ".join(map(str, m.totals)), "close_total": m.totals[3],
                         "n": m.totals[3] - m.totals[0]},
        fields={"winner": SeatText(0), "close": SeatText(3)}, picture="sheet"),
]
