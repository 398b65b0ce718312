"""The English wording of every message of the lesson exercises, one case
each; every other test asserts on findings, not on these words."""

from __future__ import annotations

import pytest

import mextrain as mt
from mextrain import reasons as R
from mextrain.lessons import findings as F
from mextrain.words import lessons as say
from mextrain.words import words

T = mt.Tile
W = words()
YOU = W.with_names(None, viewer=1)          # the player to act, addressed as "you"
FITS = R.Fits(1, T(7, 1), "mexican", 7)
NOWHERE = R.FitsNowhere(1, T(11, 10), (("mexican", 7), (1, 12)))

MESSAGES = [
    (lambda: say.headline(W, True), "Right!"),
    (lambda: say.headline(W, False), "Not quite."),
    (lambda: say.finding(YOU, F.Because(FITS)),
     "7-1 matches the open end 7 of the Mexican train: the Mexican train is open to everyone (R6, R7)."),
    (lambda: say.finding(YOU, F.Picked(T(11, 10), NOWHERE)),
     "11-10 cannot be played now. 11-10 matches no open end you may use (the Mexican train: 7, "
     "your own train: 12) (R6)."),
    (lambda: say.finding(YOU, F.Missed(T(7, 1), FITS)),
     "You missed 7-1. 7-1 matches the open end 7 of the Mexican train: the Mexican train is open to everyone "
     "(R6, R7)."),
    (lambda: say.finding(YOU, F.Picked(0, R.NotOpenToYou(0, 1))),
     "Not on Player 1's train. Player 1's train carries no marker and is not yours: play on your own train, the Mexican train "
     "or a marked train (R7)."),
    (lambda: say.finding(YOU, F.Missed("mexican", FITS)),
     "You missed the Mexican train. 7-1 matches the open end 7 of the Mexican train: the Mexican train is "
     "open to everyone (R6, R7)."),
    (lambda: say.finding(YOU, F.NoTrain(T(4, 2), R.NotOpenToYou(0, 1))),
     "4-2 may go on no train now. Player 1's train carries no marker and is not yours: play on your own train, "
     "the Mexican train or a marked train (R7)."),
    (lambda: say.finding(YOU, F.Picked(mt.Play(T(4, 2), 0), R.CoverFirst("mexican", T(7, 7)))),
     "4-2 on Player 1's train is not legal. The double 7-7 on the Mexican train must be covered first (R12)."),
    (lambda: say.finding(YOU, F.Missed(mt.Pass(), R.PassNothingFits(1, True))),
     "You missed pass. Pass: the tile you drew does not fit either; a marker goes on your train (R9, R10)."),
    (lambda: say.finding(W, F.Score(0, 0, 0, (), ())), "Player 1 went out and scores 0 (R13, R15)."),
    (lambda: say.finding(W, F.Score(0, 5, 0, (), ())), "You said 5, but Player 1 went out and scores 0 (R13, R15)."),
    (lambda: say.finding(W, F.Score(1, 23, 23, (T(12, 5), T(4, 2)), (17, 6))),
     "Player 2 scores the pips left in hand: 12-5 (17) + 4-2 (6) = 23 (R15)."),
    (lambda: say.finding(W, F.Score(1, 10, 23, (T(12, 5), T(4, 2)), (17, 6))),
     "You said 10, but Player 2 scores the pips left in hand: 12-5 (17) + 4-2 (6) = 23 (R15)."),
    (lambda: say.finding(W, F.Score(1, 54, 54, (T(0, 0), T(3, 1)), (50, 4), 50)),
     "Player 2 scores the pips left in hand: 0-0 (50) + 3-1 (4) = 54 (R15; 0-0 counts 50 under C2)."),
    (lambda: say.finding(W, F.Score(1, 4, 54, (T(0, 0), T(3, 1)), (50, 4), 50)),
     "You said 4, but Player 2 scores the pips left in hand: 0-0 (50) + 3-1 (4) = 54 (R15; 0-0 counts 50 "
     "under C2)."),
    (lambda: say.finding(W, F.Blocked((3, 12))),
     "Blocked: the boneyard is empty and no hand holds a tile with any open end (3, 12), so nobody can ever "
     "play again (R14)."),
    (lambda: say.finding(W, F.WentOut(0)), "Not blocked: Player 1 went out, which ends the round (R13)."),
    (lambda: say.finding(W, F.CanDraw(1)), "Not blocked: the boneyard still has 1 tile to draw (R9, R14)."),
    (lambda: say.finding(W, F.CanDraw(60)), "Not blocked: the boneyard still has 60 tiles to draw (R9, R14)."),
    (lambda: say.finding(W, F.CanStillPlay(1, R.Fits(1, T(9, 4), "mexican", 4))),
     "Not blocked: Player 2 holds 9-4, which fits the open end 4 of the Mexican train, so play can still go "
     "on (R14)."),
    (lambda: say.finding(W, F.CanStillPlay(0, R.Fits(0, T(5, 0), 1, 5, marked=True), opens=True)),
     "Not blocked: Player 1 holds 5-0, which fits the open end 5 of Player 2's train, so play can still go on (R14: "
     "that train opens to everyone once Player 2 passes, R10)."),
    (lambda: say.finding(W, F.Totals((0, 102, 92))), "Totals: Player 1: 0, Player 2: 102, Player 3: 92."),
    (lambda: say.finding(W, F.Winner(0, 12)), "Player 1 has the lowest total, 12, and wins (R17)."),
    (lambda: say.finding(W, F.SharedWin((0, 2), 10)),
     "Lowest total 10 is shared by Player 1, Player 3: a draw, all share the win (R17)."),
    (lambda: say.penalty_sum(W, (T(12, 5), T(4, 2)), (17, 6), 23), "12-5 (17) + 4-2 (6) = 23"),
    (lambda: say.not_a_number(W, "'lots'"), "'lots' is not a whole number: type digits, like 15."),
    (lambda: say.check(W), "Check"),
    (lambda: say.playable_prompt(W, 1), "Player 2 is to play. Click every tile they could play, then Check."),
    (lambda: say.trains_prompt(W, 1, T(7, 1)),
     "Player 2 is to play. Which trains may 7-1 go on? Pick all, then Check."),
    (lambda: say.moves_prompt(W, 1), "Player 2 is to play. Which of these moves are legal? Pick all, then Check."),
    (lambda: say.scores_prompt(W),
     "The round is over. What does each player score? Type the numbers, then Check."),
    (lambda: say.blocked_prompt(W), "Is this round blocked?"),
    (lambda: say.winners_prompt(W), "The match is over. Who wins? Pick every winner, then Check."),
    (lambda: say.train_choice(W, "mexican", own=False), "Mexican train"),
    (lambda: say.train_choice(W, 2, own=False), "Player 3's train"),
    (lambda: say.train_choice(W, 1, own=True), "Player 2's train (own)"),
    (lambda: say.your_answer(W), "your answer"),
    (lambda: say.exercise(W, "Is this round blocked?"), "Exercise: Is this round blocked?"),
]


@pytest.mark.parametrize("message,english", MESSAGES, ids=[e[:40] for _, e in MESSAGES])
def test_english_wording(message, english):
    assert message() == english


def test_names_name_the_players():
    named = W.with_names(["Ann", "Bo"])
    assert say.finding(named, F.WentOut(1)) == "Not blocked: Bo went out, which ends the round (R13)."
    assert say.playable_prompt(named, 0).startswith("Ann is to play.")


def test_every_kind_of_finding_is_worded_above():
    """A new kind of finding needs its words, and its case in MESSAGES."""
    kinds = {cls for cls in vars(F).values() if isinstance(cls, type) and issubclass(cls, F.Finding)}
    assert kinds - {F.Finding} == {F.Because, F.Picked, F.Missed, F.NoTrain, F.Score, F.Blocked, F.WentOut, F.CanDraw,
                                   F.CanStillPlay, F.Totals, F.Winner, F.SharedWin}
    with pytest.raises(ValueError, match="no words"):
        say.finding(W, F.Finding())
