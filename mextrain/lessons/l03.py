"""Lesson 03's exercises: the double's extra play and covering (R11), the
open double that stops everyone (R12), a double as last tile (R13), and the
double nobody can cover any more."""

from __future__ import annotations

from dataclasses import replace

from ..words.exercises import T
from .bank import Choice, Exercise, MakeMove, Moves, Number, Scene, SeatText, Arranged, Tiles, TrainText, Trains, after, next_step

HANDS = ("6-6 6-2 11-4 9-1",     # Player 1 (seat 0)
         "3-3 7-0 11-2 5-5",     # Player 2
         "10-5 9-3 4-4 8-1")     # Player 3
TRAINS = {"mexican": "12-11", 0: "12-6", 1: "12-3", 2: "12-10"}
STORY = ("play 6-6 on 0", "play 6-2 on 0", "play 3-3 on 1", "draw", "pass", "play 9-3 on 1")


def story(moves: int) -> Arranged:
    """The lesson's game after its first ``moves`` moves; 8-2, then 5-0 are
    the first tiles anyone draws."""
    return Arranged(HANDS, TRAINS, boneyard="8-2 5-0", seed=3, moves=STORY[:moves])


# 12 of the 13 tiles with a 3 are on the trains; Player 1 holds the 13th, 3-3.
DEAD = Arranged(("3-3 4-1 9-9 10-6", "11-5 7-0", "8-0 2-1"),
             {"mexican": "12-3", 0: "12-4 4-3 3-5 5-0 0-3 3-1", 1: "12-6 6-3 3-7 7-2 2-3 3-10",
              2: "12-8 8-3 3-9 9-11 11-3"},
             markers=(1,), seed=4)

STEPS = (("play", T("play another tile")), ("draw", T("draw one tile from the boneyard")),
         ("pass", T("pass at once, and a marker goes on your train")),
         ("next", T("nothing: the turn goes to the next player")))
ENDS = (("on", T("the round goes on: the next player covers the double")),
        ("over", T("the round is over")))


def _turns_to_go_out(rnd) -> int:
    """The fewest of its own turns the player to act needs to go out, the
    others passing meanwhile: searched with the engine's legal moves (R11, R13)."""
    seat = rnd.turn

    def one_turn(r) -> bool:
        if r.is_over:
            return r.winner == seat
        if r.turn != seat:
            return False
        return any(one_turn(after(r, str(m))) for m in r.legal_moves())
    return 1 if one_turn(rnd) else 2


SCENES = {
    "03-start": Scene(story(0)),
    "03-covered": Scene(story(6)),
    "03-dead": Scene(DEAD),
}

EXERCISES = [
    Exercise(
        "03-double-1", ("R11",), story(1), Moves(),
        T("You are {player}. You have just played the double 6-6 on your own train, so you play again. Tick every "
          "legal move, then Check."),
        {"play 6-2 on 0"},
        hints=(T("R11: the play after a double has a job to do. Which train must it go on?"),
               T("Covering 6-6 needs a tile with a 6, played on the same train right after the double."),),
        explanation=T("The extra play after a double must cover it: a tile with a 6, on your train, right after "
                      "the 6-6 (R11). 11-4 would fit the Mexican train, but not now."),
        wrong=(({"play 6-2 on 0", "play 11-4 on mexican"},
                T("The extra play after a double may go only one place (R11).")),),
        fields={"player": SeatText(0)}),
    Exercise(
        "03-cover-1", ("R11",), Arranged(("9-9 9-4 9-1 5-3", "8-8 2-1"), {0: "12-9"}, seed=6, moves=("play 9-9 on 0",)),
        MakeMove(),
        T("You are {player}, and you have just played 9-9 on your own train. Cover it: click a tile, then the "
          "train."),
        {"play 9-4 on 0", "play 9-1 on 0"},
        hints=(T("R11: covering means playing a tile with the double's number, on the same train, right after "
                 "the double."),
               T("Look in your hand for the tiles with a 9: each of them covers 9-9 if it goes on your own train."),),
        explanation=T("Either 9-4 or 9-1 covers 9-9: each has a 9 and goes on your train after the double (R11)."),
        fields={"player": SeatText(0)}),
    Exercise(
        "03-cover-2", ("R11", "R9"), story(2),
        Choice(STEPS, lambda r: next_step(after(r, "play 3-3 on 1"), 1)),
        T("You are {player}. You play the double 3-3 on your own train, and you hold no other tile with a 3. What "
          "must you do next?"),
        "draw",
        hints=(T("R11: a double you cannot cover works like a turn where you cannot play (R9)."),
               T("Without another 3 you cannot cover 3-3 from your hand. R9 says what to try first, before passing."),),
        explanation=T("You must cover your double but cannot, so you draw one tile and cover with it if it "
                      "fits (R11, R9)."),
        wrong=(("pass", T("Before passing you try the boneyard, one tile (R9, R11).")),
               ("next", T("After a double the turn is not over: it must be covered (R11).")),),
        fields={"player": SeatText(1)}, reveal=story(4)),
    Exercise(
        "03-cover-3", ("R11", "R9", "R10"), story(4), Moves(),
        T("You are {player}. You played 3-3 and drew 8-2, which does not cover it. Tick every legal move, then "
          "Check."),
        {"pass"},
        hints=(T("R11: the double still waits to be covered, and you have had your one draw (R9)."),
               T("Check 8-2 against the double: does it have a 3? If not, you have had your one draw this turn."),),
        explanation=T("8-2 does not cover 3-3, and you may draw only once: you pass, and a marker goes on your "
                      "train (R11, R9, R10). 11-2 and 8-2 would fit elsewhere, but the double comes first."),
        wrong=(({"pass", "play 11-2 on mexican"}, T("While your double is open, you may not play anywhere else "
                                                    "(R11).")),),
        fields={"player": SeatText(1)}),
    Exercise(
        "03-open-1", ("R12",), story(5), Tiles(),
        T("You are {player}. Click every tile you may play now, then Check."), "9-3",
        hints=(T("R12: look for a double nobody has covered yet. While it waits, where may anyone play?"),
               T("The 3-3 on {train} has not been covered yet. Which of your tiles has a 3?"),),
        explanation=T("The 3-3 on {train} is still open, so everyone must cover it before playing anywhere else "
                      "(R12): only 9-3 has a 3. 10-5 would fit your own train, but not now."),
        wrong=(("9-3 10-5", T("One of those fits a train, but not the one that must be covered first (R12).")),),
        fields={"player": SeatText(2), "train": TrainText(1, "on")}),
    Exercise(
        "03-open-2", ("R12",), story(5), Trains("10-5"),
        T("You are {player}. 10-5 matches the open end of your own train. Which trains may 10-5 go on now? Click "
          "them all, or none, then Check."),
        (),
        hints=(T("R12: is there an open double on the table? While it waits, nobody may play anywhere else."),
               T("Look for a double with a red ring: it waits to be covered. Does 10-5 carry that double's number?"),),
        explanation=T("None: the double 3-3 on {train} must be covered first, and 10-5 has no 3 (R12)."),
        wrong=((2, T("Your own train matches, but something else must happen first (R12).")),),
        fields={"player": SeatText(2), "train": TrainText(1, "on")}),
    Exercise(
        "03-open-3", ("R12",), Arranged(("4-3 9-4 12-2 8-2", "6-6 1-0", "7-7 2-0", "5-0 3-1"),
                                     {"mexican": "12-4 4-4", 0: "12-9", 1: "12-6", 2: "12-7"},
                                     turn=0, markers=(3,), seed=7),
        MakeMove(),
        T("You are {player}. Someone played 4-4 on the Mexican train and could not cover it. Make your move: click "
          "a tile, then the train."),
        {"play 4-3 on mexican", "play 9-4 on mexican"},
        hints=(T("R12: an open double must be covered before anyone plays anywhere else, even by players who "
                 "did not play it."),
               T("Covering 4-4 needs a tile with a 4, played on the Mexican train. Look in your hand."),),
        explanation=T("4-3 or 9-4 covers the 4-4 on the Mexican train, and covering comes first for everyone "
                      "(R12). 9-4 on your own train must wait."),
        fields={"player": SeatText(0)}),
    Exercise(
        "03-last-1", ("R13",), Arranged(("5-5", "11-2 7-0"), {0: "12-5"}, seed=5),
        Choice(ENDS, lambda r: "over" if after(r, "play 5-5 on 0").is_over else "on"),
        T("You are {player}, and your last tile is the double 5-5. You play it on your own train, and nobody has "
          "covered it. What happens?"),
        "over",
        hints=(T("R13: what does the rule say about playing your last tile?"),
               T("A double usually asks to be covered. Does that still matter when your hand is empty?"),),
        explanation=T("The round is over: playing your last tile ends the round at once, even when it is a "
                      "double (R13). Nobody covers it."),
        wrong=(("on", T("The double is open, but something else happened first: your hand is empty (R13).")),),
        fields={"player": SeatText(0)}, reveal=Arranged(("5-5", "11-2 7-0"), {0: "12-5"}, seed=5,
                                                  moves=("play 5-5 on 0",))),
    Exercise(
        "03-last-2", ("R13", "R11"), Arranged(("5-5 5-2", "11-2 7-0 8-1"), {0: "12-5"}, seed=8),
        Number(_turns_to_go_out),
        T("You are {player}. Your last two tiles are 5-5 and 5-2, and your own train is open at 5. In how few of "
          "your turns can you go out?"),
        1,
        hints=(T("R11: what does a double give you straight away, and what must that play do?"),
               T("Play 5-5 first. Its extra play must cover it: which of your tiles can?"),),
        explanation=T("One turn: play 5-5, and its extra play covers it with 5-2, your last tile, which ends the "
                      "round (R11, R13)."),
        wrong=((2, T("A double gives you another play in the same turn (R11).")),),
        fields={"player": SeatText(0)}),
    Exercise(
        "03-dead-1", ("R12", "R11", "R1"), replace(DEAD, moves=("play 3-3 on mexican",)), Moves(),
        T("You are {player}. You played 3-3 on the Mexican train, and all the other tiles with a 3 are already on "
          "the table. Tick every legal move for your extra play, then Check."),
        {"play 4-1 on 0", "play 10-6 on 1"},
        hints=(T("R12: can anyone ever cover this double? Count the tiles with a 3 (R1)."),
               T("R11: a double that can never be covered does not hold anybody up: the extra play may go "
                 "anywhere legal.")),
        explanation=T("No tile is left that could cover 3-3, so it holds nobody up, and your extra play may go "
                      "anywhere it is legal (R11, R12): 4-1 on your own train, or 10-6 on {train}, which carries "
                      "a marker."),
        wrong=(({"draw"}, T("Nothing can cover 3-3, so you do not have to try (R12).")),),
        fields={"player": SeatText(0), "train": TrainText(1, "onto")}),
    Exercise(
        "03-dead-2", ("R12", "R1"), DEAD, Number(lambda r: 13 - sum(t.has(3) for t in r.hand(0)) -
                                            sum(t.has(3) for tr in r.trains.values() for t in tr.tiles)),
        T("You are {player} and you hold 3-3. How many tiles with a 3 are neither on the table nor in your hand?"),
        0,
        hints=(T("R1: every number is on 13 tiles. Count the tiles with a 3 on the trains, and add yours."),
               T("Count the tiles with a 3 on each train, one train at a time, and add the 3-3 in your hand. How many"
                 " of the 13 are left?"),),
        explanation=T("12 tiles with a 3 are on the trains and you hold the 13th: none is left anywhere else. So "
                      "once you play 3-3, nobody can ever cover it (R1, R12)."),
        wrong=((1, T("3-3 is one of the 13 tiles with a 3, and it is in your hand (R1).")),),
        fields={"player": SeatText(0)}),
]
