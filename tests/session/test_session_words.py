"""The English wording of every sentence of ``mextrain.words.table``: one
check per message. Every other test compares data, not these words."""

from __future__ import annotations

import pytest

import mextrain as mt
from mextrain import reasons as R
from mextrain.session import (Event, MatchOver, NothingToReveal, NothingToUndo, Prompt, RoundNotOver, Session,
                              UndoOff)
from mextrain.words import table as say
from mextrain.words import words

W = words()


def one(**kw) -> Session:
    """Ann (a person) against Planner 2, or two people in hot-seat."""
    kw.setdefault("humans", (0,))
    return Session.new(players=2, names=["Ann", None], rounds=2, seed=1, delay=0, **kw)


SOLO, HOT = one(), one(humans=(0, 1))


@pytest.mark.parametrize("event, text", [
    (Event("match", 0, 0), "New match: table rules, double-12, 2 rounds."),  # the seed deals every hand
    (Event("round", 1, 9, 1), "Round 2 of 2: engine 11-11, Planner 2 starts."),
    (Event("move", 0, 1, 0, "play 12-5 on mexican"), "Ann plays 12-5 on the Mexican train."),
    (Event("move", 0, 1, 0, "play 12-5 on 0"), "Ann plays 12-5 on their own train."),
    (Event("move", 0, 1, 0, "play 12-5 on 1"), "Ann plays 12-5 on Planner 2's train."),
    (Event("move", 0, 1, 1, "draw"), "Planner 2 draws a tile."),
    (Event("move", 0, 1, 1, "draw", "5-3"), "Planner 2 draws 5-3."),
    (Event("move", 0, 1, 1, "pass"), "Planner 2 passes; a marker goes on their train."),
    (Event("last_tile", 0, 4, 0), "Ann: one tile left! (C5)"),
    (Event("round_over", 0, 4, 0), "Ann went out: round 1 is over."),
    (Event("round_over", 0, 4), "Nobody can play any more: round 1 is blocked (R14)."),
    (Event("match_over", 1, 4, seats=(0,)),
     "Match over after 2 rounds. Winner: Ann (lowest total, R17). Seed 1 deals this match again."),
    (Event("match_over", 1, 4, seats=(0, 1)),
     "Match over after 2 rounds. Winners: Ann, Planner 2 (lowest total, R17). Seed 1 deals this match again."),
    (Event("undo", 0, 5, 0, count=1), "Ann: took back 1 move."),
    (Event("undo", 0, 5, 0, count=3), "Ann: took back 3 moves."),
    (Event("load", 0, 6), "Loaded a saved game: round 1 of 2."),
])
def test_log_lines(event, text):
    assert say.line(W, event, SOLO) == text


@pytest.mark.parametrize("prompt, solo, hot", [
    (Prompt("match_over", seats=(1,)), "The match is over: Planner 2 wins!", None),
    (Prompt("match_over", seats=(0, 1)), "The match is over: Ann, Planner 2 win!", None),
    (Prompt("round_over"), "The round is over: see the scores, then click Next round.", None),
    (Prompt("reveal", 0), "Pass the screen to Ann.", None),
    (Prompt("wait", 1), "Planner 2 is thinking...", None),
    (Prompt("draw", 0), "Your turn: no tile fits, so draw (R9).", "Ann, your turn: no tile fits, so draw (R9)."),
    (Prompt("pass", 0), "Your turn: nothing fits, so pass (R9).", "Ann, your turn: nothing fits, so pass (R9)."),
    (Prompt("pass", 0, drew=True), "Your turn: nothing fits after drawing, so pass (R9).",
     "Ann, your turn: nothing fits after drawing, so pass (R9)."),
    (Prompt("cover", 0, "mexican"), "Your turn: the double on the Mexican train must be covered (R12).",
     "Ann, your turn: the double on the Mexican train must be covered (R12)."),
    (Prompt("cover", 0, 1), "Your turn: the double on Planner 2's train must be covered (R12).",
     "Ann, your turn: the double on Planner 2's train must be covered (R12)."),
    (Prompt("cover_own", 0, 0), "Your turn again: cover your double (R11).",
     "Ann, your turn again: cover your double (R11)."),
    (Prompt("extra", 0), "Your turn again: the double gave you another play (R11).",
     "Ann, your turn again: the double gave you another play (R11)."),
    (Prompt("play", 0), "Your turn: click a tile in your hand, then a train.",
     "Ann, your turn: click a tile in your hand, then a train."),
])
def test_prompts(prompt, solo, hot):
    assert say.prompt(W, prompt, SOLO) == solo
    assert say.prompt(W, prompt, HOT) == (hot or solo).replace("Planner 2", "Player 2")   # seat 1 a person
    assert say.prompt(W, prompt, HOT, own_device=True) == solo.replace("Planner 2", "Player 2")


@pytest.mark.parametrize("reason, text", [
    (UndoOff(), "Undo is for practice games: tick 'Practice' in the settings (New game)."),
    (NothingToUndo(), "Nothing to take back in this round."),
    (RoundNotOver(), "This round is still being played."),
    (MatchOver(), "The match is over: click New game to play again."),
    (NothingToReveal(), "Nothing to reveal: the hand is already shown."),
])
def test_refusals(reason, text):
    assert say.refusal(W, reason) == text


def test_a_refusal_is_an_error_with_its_sentence():
    s = one()
    with pytest.raises(ValueError, match="^Undo is for practice games"):
        s.undo()


def _round_over(winner):
    s = one()
    s.round._over, s.round._winner = True, winner  # a finished round, without playing it out
    return s


CLICKS = [
    (lambda: say.no_game(W), "No game yet: choose the settings and click Start."),
    (lambda: say.round_is_over(W), "The round is over: click Next round."),
    (lambda: say.refusal(W.with_names(["Ann", "Bo"]), R.RevealFirst(0)), "Ann: click Show my hand first."),
    (lambda: say.old_picture(W), "That click was on an older picture (the table had changed): click again."),
    (lambda: say.not_a_tile(W, "13-1"), "'13-1' is not a tile."),
    (lambda: say.not_in_hand(W, mt.Tile(3, 3)), "3-3 is not in your hand."),
    (lambda: say.put_back(W, mt.Tile(5, 3)), "5-3 put back."),
    (lambda: say.unplayable(W, R.FitsNowhere(0, mt.Tile(5, 3), (("mexican", 12), (0, 12)))),
     "5-3 matches no open end you may use (the Mexican train: 12, Player 1's train: 12) (R6)."),
    (lambda: say.unplayable(W.with_names(["Ann", "Bo"], viewer=0), R.NoMatch(mt.Tile(5, 3), 1, 12), "draw"),
     "5-3 does not match the open end 12 of Bo's train (R6). No tile of yours fits: click Draw (R9)."),
    (lambda: say.unplayable(W, R.NoMatch(mt.Tile(5, 3), "mexican", 12), "pass"),
     "5-3 does not match the open end 12 of the Mexican train (R6). Nothing fits: click Pass (R9)."),
    (lambda: say.refusal(W.with_names(["Ann", "Bo"], viewer=0), R.PickTrain(mt.Tile(12, 5), (0, "mexican"))),
     "12-5 fits your own train, the Mexican train: click one of the highlighted trains "
     "(or 12-5 again to put it back)."),
    (lambda: say.no_train(W, "north"), "There is no train 'north' at this table."),
    (lambda: say.tile_first(W), "First click a tile in your hand, then the train to play it on."),
    (lambda: say.went_wrong(W, KeyError("x")),
     "Something went wrong (KeyError: 'x'); please report it. Every move the table made is in the log."),
    (lambda: say.not_allowed(W, R.DrawFirst(0)), "Not allowed: R9: Player 1 must draw a tile before passing."),
    (lambda: say.took_back(W, 1), "Took back 1 move."),
    (lambda: say.took_back(W, 2), "Took back 2 moves."),
    (lambda: say.two(W, "One.", "Two."), "One. Two."),
    (lambda: say.cover_heading(W, "Ann"), "Pass the screen to Ann"),
    (lambda: say.cover_text(W, "Ann"), "The table stays hidden until Ann clicks."),
    (lambda: say.reveal_button(W, "Ann"), "I am Ann: show my hand"),
    (lambda: say.kernel_gone(W), "Python is gone (the kernel was restarted or stopped): this table cannot play "
     "on. Run its cell again; Load brings back a saved game."),
    (lambda: say.no_answer(W), "No answer from Python yet: the kernel is busy, or it was restarted. After a "
     "restart, run the cell again (Load brings back a saved game)."),
    (lambda: say.saved(W, one(), "game.json"), "Saved round 1, move 0: your browser downloads it as game.json."),
    (lambda: say.could_not_read(W, "x.json"), "Could not read x.json: it is not a text file. The game in play is "
     "unchanged."),
    (lambda: say.not_a_save(W, "x.json", R.BadDocument("format", "format", expected="mextrain-session/1",
                                                        got="mextrain-round/1")),
     "x.json is not a saved game this table can load: the file is a mextrain-round/1 file, not a "
     "mextrain-session/1 file. The game in play is unchanged."),
    (lambda: say.loaded(W, "x.json"), "Loaded x.json."),
    (lambda: say.status(W, one()), "Round 1 of 2"),
    (lambda: say.play_label(W.with_names(["Ann", "Bo"]), mt.Play(mt.Tile(5, 3), "mexican"), 0), "5-3 on Mexican"),
    (lambda: say.play_label(W.with_names(["Ann", "Bo"]), mt.Play(mt.Tile(5, 3), 0), 0), "5-3 on mine"),
    (lambda: say.play_label(W.with_names(["Ann", "Bo"]), mt.Play(mt.Tile(5, 3), 1), 0), "5-3 on Bo"),
    (lambda: say.match_length(W, "full", 13), "Full match (13 rounds)"),
    (lambda: say.match_length(W, "half", 6), "Half (6 rounds)"),
    (lambda: say.match_length(W, "seven", 7), "Seven rounds"),
    (lambda: say.match_length(W, "one", 1), "One round"),
    (lambda: say.match_length(W, None, 3), "3 rounds"),
    (lambda: say.round_over(W, _round_over(0)), "Round 1 is over. Ann went out."),
    (lambda: say.round_over(W, _round_over(None)), "Round 1 is over. Blocked: nobody can play any more (R14)."),
    (lambda: say.winners(W.with_names(["Ann", "Bo"]), (1,)), "Winner: Bo (lowest total, R17)"),
]


@pytest.mark.parametrize("make, text", CLICKS)
def test_table_messages(make, text):
    assert make() == text


def test_the_match_end_heading():
    s = Session.new(players=2, humans=(), bots="greedy", rounds=1, seed=2, names=["Ann", "Bo"])
    s.run_bots()
    assert say.line(W, s.log[-1], s) == f"{say.match_over(W, s)}. Seed 2 deals this match again."
    assert say.match_over(W, s) == f"Match over after 1 round. Winner: {s.names[s.match.winners[0]]} (lowest total, R17)"


def test_default_names_come_from_the_tables_language():
    from mextrain.session import Setup
    assert Session.new(players=3, bots="planner", language="cs").names == ("Hráč 1", "Plánovač 2", "Plánovač 3")
    assert Setup.build(2, humans=(0, 1), names=[None, "Ann"], language="fi").names == ("Pelaaja 1", "Ann")
    try:
        mt.set_language("ru")
        assert Setup.build(2, bots="greedy").names == ("Игрок 1", "Жадный 2")
    finally:
        mt.set_language("en")
    assert Setup.build(2).names == ("Player 1", "Planner 2")
    table = mt.play(players=2, language="uk", settings=False, delay=0)
    assert table.session.names == ("Гравець 1", "Стратег 2")
    assert table.settings.setup().names == ("Гравець 1", "Стратег 2")  # the form, in the table's words
