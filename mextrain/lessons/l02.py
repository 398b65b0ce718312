"""Lesson 02's exercises: trains and open ends, one tile a turn, must play,
draw one, pass and the marker (R6-R10), and the chance of a draw that fits.

Most of them follow one small game of three players, a few moves further
each time, so the lesson tells a story the learner plays through."""

from __future__ import annotations

from ..moves import Draw
from ..words.exercises import YES_NO, T, Tn
from . import variants
from .bank import (Arranged, Choice, Exercise, MakeMove, Moves, Number, Scene, SeatText, Tiles, Trains, TrainText,
                   after, next_step)

HANDS = ("12-5 9-4 11-11 7-0 10-3",   # Player 1 (seat 0)
         "12-8 8-2 5-1 10-10 6-3",    # Player 2
         "12-1 9-1 5-4 11-6 8-4")     # Player 3
STORY = ("play 12-5 on 0", "play 12-8 on mexican", "play 12-1 on 2", "draw", "pass", "play 5-1 on 0",
         "play 8-4 on mexican", "play 9-4 on mexican", "draw", "play 7-1 on 0", "play 9-1 on 2")


def story(moves: int) -> Arranged:
    """The lesson's game after its first ``moves`` moves; 6-2 and then 7-1
    are the first tiles anyone draws."""
    return Arranged(HANDS, boneyard="6-2 7-1", seed=2, moves=STORY[:moves])


def _fits_unseen(rnd) -> int:
    """How many tiles the player to act cannot see would fit a train they may use (R9)."""
    view = rnd.view(rnd.turn)
    ends = {rnd.trains[name].open_end for name in rnd.allowed_trains()}
    return sum(any(t.has(e) for e in ends) for t in view.unseen())


MUST = (("play", T("play 12-11 on the Mexican train")), ("draw", T("draw a tile from the boneyard instead")),
        ("pass", T("pass, and put a marker on your own train")))

SCENES = {
    "02-deal": Scene(story(0)),
    "02-marker": Scene(story(5)),
    "02-end": Scene(Arranged(HANDS, boneyard="6-2 7-1", seed=2, moves=STORY + ("play 7-0 on 0",))),
}

EXERCISES = [
    Exercise(
        "02-start-1", ("R6", "R7"), story(0), MakeMove(),
        T("You are {player}, and the round has just begun. Start a train: click a tile in your hand, then the "
          "train to put it on."),
        {"play 12-5 on 0", "play 12-5 on mexican"},
        hints=(T("R6: every train starts at the engine in the middle, so the first tile of a train must carry the "
                 "engine's number."),
               T("R7: you may start your own train or the Mexican train.")),
        explanation=T("Only a tile with a 12 can start a train, because the engine is 12-12 (R6). Your own train "
                      "and the Mexican train are both open to you (R7)."),
        fields={"player": SeatText(0)}),
    Exercise(
        "02-playable-1", ("R6", "R7"), story(2), Tiles(),
        T("{player} has started their train and {other} the Mexican train. You are {me}: click every tile you "
          "could play now, then Check."),
        "12-1 8-4",
        hints=(T("R6: compare each tile with the open end of every train: the number at its free end, or the "
                 "engine's number while a train is empty."),
               T("R7: a tile must also go on a train you may use: your own, the Mexican train, or one with a "
                 "marker.")),
        explanation=T("12-1 can start your own train, which is still empty (R6), and 8-4 fits the Mexican train's "
                      "open end 8. 5-4 matches the 5 on {train}, but that train is not yours and has no "
                      "marker (R7)."),
        wrong=(("12-1 8-4 5-4", T("One of them fits an open end, but on a train you may not use (R7).")),
               ("12-1", T("Look at the Mexican train too: it is open to everyone (R6, R7).")),),
        fields={"player": SeatText(0), "other": SeatText(1), "me": SeatText(2), "train": TrainText(0, "on")}),
    Exercise(
        "02-trains-1", ("R7", "R10"), story(2), Trains("5-4"),
        T("You are {me}. 5-4 matches the open end of {train}. Click every train 5-4 may go on now, then Check "
          "(if you think it can go nowhere, press Check without picking any)."),
        (),
        hints=(T("R7: you may play on your own train, on the Mexican train, or on another player's train only "
                 "while it carries a marker."),
               T("Does {player}'s train carry a marker? And does the 4 of 5-4 match any open end?"),),
        explanation=T("5-4 may go on no train now: its 5 matches the open end of {train}, but that train belongs "
                      "to {player} and carries no marker (R7, R10). Its 4 matches no open end."),
        wrong=((0, T("That train matches, but is it yours, or does it carry a marker (R7, R10)?")),),
        fields={"me": SeatText(2), "player": SeatText(0), "train": TrainText(0, "of")}),
    Exercise(
        "02-must-1", ("R8",), story(2), Choice(YES_NO, lambda r: Draw() in r.legal_moves()),
        T("You are {me}. You would like to keep your tiles and draw from the boneyard instead. May you?"), False,
        hints=(T("R8: what does the rule say you must do when you can play?"),
               T("Look at your tiles: does any of them match the open end of your own train or of the Mexican train?"),),
        explanation=T("No: you can play (12-1 on your own train, 8-4 on the Mexican train), and a player who can "
                      "play must play (R8). Drawing is only for a player who cannot."),
        wrong=((True, T("Drawing is only allowed when no tile fits a train you may use (R8, R9).")),),
        fields={"me": SeatText(2)}),
    Exercise(
        "02-must-2", ("R8", "R9"), Arranged(("12-11 3-2 4-0", "9-9 8-1 7-2"), {0: "12-6", 1: "12-5"}, seed=21),
        Choice(MUST, lambda r: next_step(r, r.turn)),
        T("You are {player}. Of your tiles, only 12-11 fits a train you may use, and you would rather keep it for "
          "later. What must you do?"),
        "play",
        hints=(T("R8: first decide whether you can play at all. What does the rule say a player who can play must "
                 "do?"),
               T("Compare each of your tiles with the open end of your own train and of the Mexican train: does "
                 "any of them fit?"),),
        explanation=T("12-11 fits the empty Mexican train, so you can play, and a player who can play must play "
                      "(R8), even a tile they would rather keep. Drawing and passing are only for a player who "
                      "cannot (R9)."),
        wrong=(("draw", T("You may draw only when none of your tiles fits a train you may use (R8, R9).")),
               ("pass", T("You pass only when you cannot play, not even after drawing (R8, R9).")),),
        fields={"player": SeatText(0)}),
    Exercise(
        "02-draw-1", ("R9",), story(3), Moves(),
        T("You are {player}. Your train is open at 5 and the Mexican train at 8. Tick every legal move, then "
          "Check."),
        {"draw"},
        hints=(T("R9: first check whether any tile of yours fits a train you may use. What does the rule say when "
                 "none does?"),
               T("Compare each of your tiles with the open ends you may use: 5 on your own train, 8 on the Mexican "
                 "train."),),
        explanation=T("None of your tiles has a 5, an 8 or a 12, so you cannot play; you must draw one tile from "
                      "the boneyard (R9). Passing comes only after that."),
        wrong=(({"pass"}, T("Not yet: passing comes only after one other step (R9).")),
               ({"draw", "pass"}, T("Not both: one of them is not allowed yet (R9).")),),
        fields={"player": SeatText(0)}, vary=variants.legal),
    Exercise(
        "02-pass-1", ("R9", "R10"), story(4), Moves(),
        T("You are {player}. You drew 6-2, and it does not fit a train you may use either. Tick every legal move, "
          "then Check."),
        {"pass"},
        hints=(T("R9: you draw only one tile a turn."),
               T("You have drawn already this turn, and the drawn tile fits no train you may use. What is left to do?"),),
        explanation=T("You have drawn your one tile and it does not fit, so you pass (R9), and a marker goes on "
                      "your train (R10)."),
        wrong=(({"draw"}, T("You have drawn once already this turn: one draw a turn (R9).")),),
        fields={"player": SeatText(0)}),
    Exercise(
        "02-open-1", ("R7", "R10"), story(5), Trains(),
        T("{player} has just passed. You are {me}. Which trains are open to you now? Click them all, then Check."),
        {1, "mexican", 0},
        hints=(T("R7: three kinds of train may be open to you. R10: look for the marker."),
               T("Your own train and the Mexican train are always open to you. Which other player's train has a small"
                 " red locomotive by the name?"),),
        explanation=T("Your own train and the Mexican train are always open to you (R7), and {marked} "
                      "now carries a marker, so it is open to everyone (R10); {unmarked} has no marker."),
        wrong=(({1, "mexican"}, T("Something happened when a player passed: look at the trains again (R10).")),),
        fields={"player": SeatText(0), "me": SeatText(1), "marked": TrainText(0), "unmarked": TrainText(2)}),
    Exercise(
        "02-marker-1", ("R10", "R6"), story(5), Trains("5-1"),
        T("You are {me}. Which trains may 5-1 go on now? Click them all, then Check."), {0},
        hints=(T("R10: look at which trains carry a marker now. Then compare 5-1 with the open end of every train "
                 "you may use."),
               T("5-1 has a 5 and a 1. Find the trains open at 5 or at 1, then keep only those you may use."),),
        explanation=T("A marker is on {marked}, which is open at 5, so 5-1 may go there (R10). Its 1 also "
                      "matches the open end of {unmarked}, but that train carries no marker (R7)."),
        wrong=(({0, 2}, T("One of those trains matches, but carries no marker (R7, R10).")),),
        fields={"me": SeatText(1), "marked": TrainText(0, "on"), "unmarked": TrainText(2, "of")}),
    Exercise(
        "02-ends-1", ("R6",), story(7),
        Number(lambda r: after(r, "play 9-4 on mexican").trains["mexican"].open_end),
        T("You are {player}, and you play 9-4 on the Mexican train. Which number is the Mexican train's open end "
          "after that?"),
        9,
        hints=(T("R6: the tile's matching end touches the train; its other end becomes the new open end."),
               T("The Mexican train is open at 4, so the 4 of 9-4 touches it. Which end of 9-4 is left free?"),),
        explanation=T("The Mexican train was open at 4, so 9-4 goes on with its 4 touching the train, and the 9 "
                      "is the new open end (R6)."),
        wrong=((4, T("4 is the end that touches the train; the new open end is the other one (R6).")),),
        fields={"player": SeatText(0)}, reveal=story(8)),
    Exercise(
        "02-marker-2", ("R10",), story(7), Choice(YES_NO, lambda r: 0 in after(r, "play 9-4 on mexican").markers),
        T("You are {player}, and you play 9-4 on the Mexican train. Is the marker still on your train afterwards?"),
        True,
        hints=(T("R10: the marker comes off only in one way. Which train must its owner play on?"),
               T("Where does 9-4 go: on your own train, or on another one?"),),
        explanation=T("Yes: the marker comes off only when its owner plays on their own train (R10). A tile on "
                      "the Mexican train leaves it where it is."),
        wrong=((False, T("Playing somewhere else does not take the marker off (R10).")),),
        fields={"player": SeatText(0)}, reveal=story(8)),
    Exercise(
        "02-draw-2", ("R9", "R8"), story(9), MakeMove(),
        T("You are {player}. You could not play, so you drew a tile: 7-1. Play it if you can: click it, then the "
          "train."),
        {"play 7-1 on 0"},
        hints=(T("R9: a drawn tile is played at once if it fits a train you may use. Which trains carry a "
                 "marker?"),
               T("7-1 has a 7 and a 1: look for the trains open at 7 or at 1, then check which of them you may use."),),
        explanation=T("7-1 fits the open end of {marked}, and that train carries a marker, so you play it there "
                      "straight away (R9, R10). Its 1 also matches the open end of {unmarked}, but that train has "
                      "no marker (R7)."),
        fields={"player": SeatText(1), "marked": TrainText(0, "of"), "unmarked": TrainText(2, "of")}),
    Exercise(
        "02-marker-3", ("R10",), story(11), MakeMove("own"),
        T("You are {player}, and your train carries a marker. Make the move that takes it off."),
        {"play 7-0 on 0"},
        hints=(T("R10: the marker comes off when its owner plays a tile on one particular train."),
               T("Only a tile played on your own train takes the marker off. Which of your tiles matches your own "
                 "train's open end?"),),
        explanation=T("Playing 7-0 on your own train takes the marker off: your train is private again (R10)."),
        fields={"player": SeatText(0)}),
    Exercise(
        "02-chance-1", ("R9", "R18"), story(3), Number(_fits_unseen),
        T("You are {player} and you must draw. Of all the tiles you cannot see, how many would fit a train you may "
          "use?"),
        23,
        hints=(T("R9: your own train is open at 5 and the Mexican train at 8, so a tile with a 5 or an 8 fits. "
                 "Every number is on 13 tiles (R1): count the tiles with a 5 or an 8, then take away those you "
                 "can see."),
               T("13 tiles carry a 5 and 13 an 8, but 8-5 is one tile with both: so 25 tiles have a 5 or an 8. Which "
                 "of them can you see?"),),
        explanation=Tn("13 tiles carry a 5 and 13 an 8; 8-5 has both, so 25 tiles have a 5 or an 8. You can see "
                       "two of them on the table, 12-5 and 12-8, and you hold none: 23 are hidden. You cannot see "
                       "{n} tile, so the tile you draw fits with a chance of 23 in {n}, a bit more than "
                       "1 in 4 (R9, R18).",
                       "13 tiles carry a 5 and 13 an 8; 8-5 has both, so 25 tiles have a 5 or an 8. You can see "
                       "two of them on the table, 12-5 and 12-8, and you hold none: 23 are hidden. You cannot see "
                       "{n} tiles, so the tile you draw fits with a chance of 23 in {n}, a bit more than "
                       "1 in 4 (R9, R18)."),
        wrong=((25, T("Some tiles with a 5 or an 8 are already on the table, where you can see them (R18).")),
               (26, T("8-5 carries both numbers, but it is one tile (R1).")),),
        facts=lambda r: {"n": len(r.view(r.turn).unseen())}, fields={"player": SeatText(0)}),
]
