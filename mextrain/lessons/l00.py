"""Lesson 00's exercises: a first prediction, and covering a double."""

from __future__ import annotations

from ..words.exercises import T, Tn
from .bank import BotGame, Choice, Exercise, Scene, SeatText, next_step, seats

BOTS = ("planner", "greedy", "planner", "greedy")
GAME = BotGame(BOTS, seed=13)
MARKER = BotGame(BOTS, seed=13, until="marker")

STEPS = (("play", T("play a tile that fits your own train or the Mexican train")),
         ("draw", T("draw one tile from the boneyard")), ("pass", T("pass at once")))

SCENES = {
    "00-deal": Scene(BotGame(BOTS, seed=13, until="start")),
    "00-marker": Scene(MARKER, seat="turn"),
}

EXERCISES = [
    Exercise(
        "00-watch-1", ("R13",), BotGame(BOTS, seed=13, until="start"),
        Choice(seats(4), lambda r: GAME.build().winner),
        T("Four bots are about to play this round. Look at the hands: who do you think will go out first? "
          "Choose, then see what happens."),
        2,
        hints=(T("Nobody can know for sure. A hand with many tiles that fit the engine's number gets started "
                 "quickly."),
               T("Look for the hand with the most tiles that carry a 12, the engine's number, and for doubles, which "
                 "let a player play twice."),),
        explanation=Tn("{winner} played their last tile first, after {n} move, and the round ended at once "
                       "(R13). The others score the pips left in their hands.",
                       "{winner} played their last tile first, after {n} moves, and the round ended at once "
                       "(R13). The others score the pips left in their hands."),
        facts=lambda r: {"winner": SeatText(GAME.build().winner), "n": len(GAME.build().history)},
        seat="all", reveal=GAME),
    Exercise(
        "00-cover-1", ("R12", "R9"), MARKER, Choice(STEPS, lambda r: next_step(r, r.turn)),
        T("{who} laid 5-5 on their own train and could not cover it. You are {player}, and you hold no 5. What "
          "must you do?"),
        "draw",
        hints=(T("R12: while a double is open, nobody may play anywhere else. What does a player do who cannot "
                 "play (R9)?"),
               T("Look at the open double: which number would cover it, and do you hold a tile with that number?"),),
        explanation=T("The open 5-5 must be covered before anyone plays anywhere else (R12). You have no 5, so "
                      "you draw one tile, and play it only if it covers the double (R9)."),
        wrong=(("play", T("Your tiles fit other trains, but the open double comes first (R12).")),
               ("pass", T("Passing comes last. Is there something to try first (R9)?")),),
        fields={"who": SeatText(3), "player": SeatText(0)}, seat="turn"),
]
