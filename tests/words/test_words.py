"""The words layer: one test per message for its English wording, every
reason and notice has words, and the pictures speak only through it (a
pseudo-language leaves no English on them)."""

from __future__ import annotations

import inspect
import random
import xml.etree.ElementTree as ET

import pytest
from pseudo_language import untranslated

import mextrain as mt
from mextrain import reasons as R
from mextrain.tiles import Tile
from mextrain.words import Words, words

T = Tile
W = words()
NAMED = W.with_names(["Ann", "Bo", "Cy"], viewer=0)

# One example of every reason and notice, with its English sentence (the
# engine's form, "R6: ...", or the learner's "... (R6)." where cited).
ENGLISH = [
    (R.RoundOver(None), "R14: The round is over, blocked: nobody can play any more."),
    (R.RoundOver(2), "R13: The round is over: Player 3 played their last tile."),
    (R.NotAMove("'play'", text=True), "'play' is text: read it first with Move.parse."),
    (R.NotAMove("42"), "Not a move: 42; use Play, Draw or Pass."),
    (R.CanPlay(0, mt.Draw(), (mt.Play(T(12, 9), 0), mt.Play(T(12, 9), "mexican"))),
     "R8: Player 1 can play, so may not draw (for example 12-9 on Player 1's train, 12-9 on the Mexican train)."),
    (R.CanPlay(1, mt.Pass(), (mt.Play(T(12, 9), 1),), more=True),
     "R8: Player 2 can play, so may not pass (for example 12-9 on Player 2's train \u2026)."),
    (R.DrewAlready(1), "R9: Player 2 has drawn already and cannot play the drawn tile: pass."),
    (R.BoneyardEmpty(), "R9: The boneyard is empty: pass instead of drawing."),
    (R.DrawFirst(3), "R9: Player 4 must draw a tile before passing."),
    (R.NotInSet(T(13, 1), 12), "R1: There is no 13-1 in a double-12 set."),
    (R.IsEngine(T(12, 12)), "R3: 12-12 is the engine, in the centre of the table: nobody holds it."),
    (R.NotHeld(0, T(5, 5)), "R7: Player 1 does not hold 5-5."),
    (R.NoSuchTrain("7", 4), "R6: There is no train 7 at this table: the trains are the Mexican train and 0..3."),
    (R.CoverFirst(2, T(5, 5)), "R12: The double 5-5 on Player 3's train must be covered first."),
    (R.CoverFirst("mexican", T(4, 4), "first"),
     "C1: Open doubles are covered in order: the first one, 4-4 on the Mexican train, must be covered first."),
    (R.CoverFirst(1, T(4, 4), "last"),
     "C1: Open doubles are covered in order: the last one, 4-4 on Player 2's train, must be covered first."),
    (R.NoMatch(T(2, 1), 1, 12), "R6: 2-1 does not match the open end 12 of Player 2's train."),
    (R.NotOpenToYou(2, 0), "R7: Player 3's train carries no marker and is not yours: play on your own train, the Mexican "
                           "train or a marked train."),
    (R.NotAllowed(mt.Play(T(3, 1), 0)), "R7: This move is not allowed here: 3-1 on Player 1's train."),
    (R.FitsNowhere(0, T(2, 1), (("mexican", 12), (0, 12))),
     "R6: 2-1 matches no open end you may use (the Mexican train: 12, Player 1's train: 12)."),
    (R.NotYourTurn(1, 0), "It is not Player 2's turn: Player 1 is to play."),
    (R.NotYourTurn(1, None), "The round is over: nobody is to play."),
    (R.BotSeat(2), "Player 3 is played by a bot: nobody moves for it from a screen."),
    (R.StaleMove(3, 5), "The table has changed since that move was chosen (move 3, now 5): look again."),
    (R.NoSuchSeat("9", 4), "There is no seat 9 at this table: the seats are 0..3."),
    (R.UndoOff(), "Undo is for practice games: tick 'Practice' in the settings (New game)."),
    (R.NothingToUndo(), "Nothing to take back in this round."),
    (R.RoundNotOver(), "This round is still being played."),
    (R.MatchOver(), "The match is over: click New game to play again."),
    (R.NothingToReveal(), "Nothing to reveal: the hand is already shown."),
    (R.RevealFirst(0), "Player 1: click Show my hand first."),
    (R.Spectator(), "This screen shows the table to everyone: the players move from their own seats."),
    (R.PickTrain(T(12, 5), (0, "mexican")),
     "12-5 fits Player 1's train, the Mexican train: click one of the highlighted trains "
     "(or 12-5 again to put it back)."),
    (R.BadIntent("'fly'"), "This table cannot do 'fly': click a tile, a train or a button."),
    (R.DrawNothingFits(0, 1), "R9: Draw: no tile in your hand fits a train you may play on, and the boneyard "
                              "has 1 tile."),
    (R.DrawNothingFits(0, 30), "R9: Draw: no tile in your hand fits a train you may play on, and the boneyard "
                               "has 30 tiles."),
    (R.PassNothingFits(0, True), "R9, R10: Pass: the tile you drew does not fit either; a marker goes on your train."),
    (R.PassNothingFits(0, False), "R9, R10: Pass: no tile fits and the boneyard is empty; a marker goes on your "
                                  "train."),
    (R.Covers(T(5, 2), 1, 5, T(5, 5), True), "R11: 5-2 matches the open end 5 of Player 2's train: it covers your double "
                                             "5-5, as the extra play must."),
    (R.Covers(T(5, 2), 1, 5, T(5, 5), False), "R12: 5-2 matches the open end 5 of Player 2's train: it covers the open double "
                                              "5-5, which must be covered first."),
    (R.Fits(0, T(12, 3), "mexican", 12), "R6, R7: 12-3 matches the open end 12 of the Mexican train: the Mexican "
                                         "train is open to everyone."),
    (R.Fits(0, T(12, 3), 0, 12), "R6, R7: 12-3 matches the open end 12 of your own train: you may always play on "
                                 "your own train."),
    (R.Fits(0, T(12, 3), 2, 12, marked=True), "R10: 12-3 matches the open end 12 of Player 3's train: it carries a marker, "
                                              "so anyone may play on it."),
    (R.MustCover(1, T(5, 5)), "R12: Open double 5-5 on Player 2's train: it must be covered before anyone plays anywhere "
                              "else."),
    (R.CoverNext("mexican", T(4, 4)), "C1: Open double 4-4 on the Mexican train waits to be covered next."),
    (R.Uncoverable(0, T(1, 1), 10), "R12, R11: The double 1-1 on Player 1's train can never be covered: all 10 tiles with a "
                                    "1 are on the table, so it holds nobody up."),
    (R.LastTile(2), "C5: Player 3 has one tile left."),
    (R.MarkerOut(1), "R10: Player 2 passed: a marker is on their train, so anyone may play on it."),
    (R.RoundWon(0), "R13: Round over: Player 1 went out."),
    (R.RoundBlocked(), "R14: Round over: blocked, nobody can play."),
    (R.NotSettings(""), "The settings must be a JSON object."),
    (R.UnknownSettings("", ("colour", "size")), "unknown setting(s): colour, size."),
    (R.OutOfRange("players", 2, 8, True), "players: a whole number 2..8."),
    (R.OutOfRange("delay", 0, 5, False), "delay: a number from 0 to 5."),
    (R.NotAChoice("rules", ("table", "classic")), "rules: one of: table, classic."),
    (R.SeatKinds("seats", 3, ("human", "random")), "seats: one entry per seat (3), each one of: human, random."),
    (R.SeatNames("names", 3, 24), "names: one name per seat (3), each at most 24 characters."),
    (R.NoPerson("seats"), "seats: at least one seat must be a student's."),
    (R.SeedKind("seed", 100), "seed: a whole number or text of at most 100 characters."),
    (R.BadDocument("log[3].ply", "number", lo=0, hi=40, got="-1"),
     "the field log[3].ply must be a whole number from 0 to 40, not -1."),
    (R.BadRules("rounds", "rounds must be 1..13"), "rounds: rounds must be 1..13."),
]


@pytest.mark.parametrize("reason, english", ENGLISH, ids=lambda x: type(x).__name__ if isinstance(x, R.Reason) else "")
def test_every_message_in_english(reason, english):
    assert W.reason(reason) == english
    assert str(reason) == english


def test_every_reason_and_notice_has_words():
    kinds = {cls for _, cls in inspect.getmembers(R, inspect.isclass)
             if issubclass(cls, R.Reason) and cls not in (R.Reason, R.Notice, R.BadSetting)}
    assert kinds == {type(r) for r, _ in ENGLISH}


def test_the_learners_form_and_names():
    assert W.cite(R.CoverFirst(2, T(5, 5))) == "The double 5-5 on Player 3's train must be covered first (R12)."
    assert NAMED.cite(R.NoMatch(T(2, 1), 2, 12)) == "2-1 does not match the open end 12 of Cy's train (R6)."
    assert NAMED.sentence(R.NoMatch(T(2, 1), 0, 12)) == "2-1 does not match the open end 12 of your own train"
    assert NAMED.reason(R.NotHeld(1, T(5, 5))) == "R7: Bo does not hold 5-5."
    assert [W.lane_note(n) for n in (R.MustCover(1, T(5, 5)), R.CoverNext(1, T(4, 4)), R.Uncoverable(1, T(1, 1), 13))] \
        == ["\u26a0 cover 5-5 first (R12)", "cover 4-4 next (C1)", "1-1 can no longer be covered (R12)"]


def test_plurals_and_names():
    assert [W.tiles(n) for n in (0, 1, 2)] == ["0 tiles", "1 tile", "2 tiles"]
    assert W.rules_name(mt.Rules(rounds=1)) == "table rules, double-12, 1 round"
    assert W.rules_name(mt.Rules.classic()) == "classic rules, double-12, 13 rounds"
    assert W.rules_name(mt.Rules(max_pip=9, double_blank_points=50)) == "custom rules, double-9, 10 rounds"
    assert W.default_name(0) == "Player 1" and W.default_name(3, "montecarlo") == "Monte Carlo 4"
    assert NAMED.with_names(NAMED.names, viewer=1).move(mt.Play(T(12, 3), 1)) == "Bo plays 12-3 on their own train."
    assert NAMED.with_names(NAMED.names, viewer=1).move(mt.Play(T(12, 3), 2)) == "Bo plays 12-3 on Cy's train."
    assert NAMED.with_names(NAMED.names, viewer=2).move(mt.Draw()) == "Cy draws a tile."


def test_an_illegal_move_says_its_reason_in_words():
    rnd = mt.Round.new(4, seed=1)
    with pytest.raises(mt.IllegalMove) as e:
        rnd.play(mt.Draw())
    assert isinstance(e.value.reason, R.CanPlay) and e.value.rule == "R8" and e.value.rule is R.Rule.R8
    assert str(e.value) == W.reason(e.value.reason) == str(rnd.explain(mt.Draw()))


def test_languages_are_checked():
    with pytest.raises(ValueError, match="language must be one of"):
        words("tlh")
    with pytest.raises(ValueError, match="a language is a code"):
        Words.load("../../etc")


# ---- the pseudo-language: nothing on a picture escapes the words layer ------------------

def _texts(svg: str) -> list[str]:
    return [t for t in ET.fromstring(svg).itertext() if t.strip()]


def _positions():
    rng = random.Random(5)
    for players, rules in ((2, mt.Rules()), (4, mt.Rules.classic()), (6, mt.Rules(announce_last_tile=True))):
        rnd = mt.Round.new(players, rules=rules, seed=players)
        steps = 0
        while not rnd.is_over:
            if steps % 17 == 0:
                yield rnd.copy()
            rnd.play(rng.choice(rnd.legal_moves()))
            steps += 1
        yield rnd


def test_pictures_speak_only_through_the_words_layer(pseudo):
    seen = 0
    for rnd in _positions():
        for seat in (None, "all", "public"):
            texts = _texts(mt.svg.table(rnd, seat=seat, hints=True, words=pseudo))
            assert not untranslated(texts), untranslated(texts)[:5]
            seen += 1
        for train in rnd.trains.values():
            assert not untranslated(_texts(mt.svg.train(train, words=pseudo)))
    match = mt.Match(3, rules=mt.Rules(rounds=2), seed=2)
    while not match.is_over:
        rnd = match.round
        while not rnd.is_over:
            rnd.play(rnd.legal_moves()[0])
        assert not untranslated(_texts(mt.svg.score_sheet(match, words=pseudo)))
        if not match.is_over:
            match.next_round()
    assert not untranslated(_texts(mt.svg.score_sheet(match, words=pseudo)))
    assert not untranslated(_texts(mt.svg.tile(T(5, 3), words=pseudo)) + _texts(mt.svg.tile(T(5, 5), words=pseudo)))
    assert not untranslated(_texts(mt.svg.hand([T(5, 3), T(2, 2)], playable=[T(5, 3)], name="Ann", words=pseudo)),
                            names=("Ann",))
    assert seen > 20


def test_the_pseudo_check_can_fail(pseudo):
    """The check finds English: the same picture in English is all flagged."""
    rnd = mt.Round.new(3, seed=1)
    assert untranslated(_texts(mt.svg.table(rnd)))
    assert not untranslated(_texts(mt.svg.table(rnd, words=pseudo)))


# ---- a train in the case its sentence needs; a default-named owner by number -------------

def test_a_default_named_owner_is_named_by_number():
    cs = words("cs")
    assert cs.train(2) == "vlak hráče 3"  # not "vlak hráče Hráč 3"
    named = cs.with_names(["Hráč 1", "Ann", "Plánovač 3"])
    assert [named.train(s) for s in range(3)] == ["vlak hráče 1", "vlak hráče jménem Ann", "vlak Plánovače 3"]
    assert W.train(2) == "Player 3's train" and NAMED.train(1) == "Bo's train"
    assert words("fi").train(1, "onto") == "pelaajan 2 junaan" and words("ru").train(1, "of") == "поезда игрока 2"
    from mextrain.words.lessons import train_choice
    assert [train_choice(cs, 1, own=False), train_choice(cs, 1, own=True)] == ["Vlak hráče 2", "Vlak hráče 2 (vlastní)"]
    assert train_choice(named, 1, own=False) == "Vlak hráče jménem Ann"


@pytest.mark.parametrize("language, reason, phrase", [
    ("cs", R.NoMatch(T(2, 1), "mexican", 12), "otevřený konec 12 mexického vlaku"),
    ("cs", R.MustCover("mexican", T(5, 5)), "5-5 na mexickém vlaku"),
    ("ru", R.Covers(T(5, 2), 1, 5, T(5, 5), False), "к открытому концу 5 поезда игрока 2"),
    ("ru", R.CoverFirst(2, T(5, 5)), "дубль 5-5 на поезде игрока 3"),
    ("uk", R.Uncoverable("mexican", T(1, 1), 13), "Дубль 1-1 на мексиканському поїзді"),
    ("el", R.Fits(0, T(12, 3), 2, 12, marked=True), "ανοιχτή άκρη 12 του τρένου του παίκτη 3"),
    ("fi", R.CoverNext("mexican", T(4, 4)), "tupla 4-4 Meksikon junassa"),
    ("fi", R.CanPlay(0, mt.Draw(), (mt.Play(T(12, 9), "mexican"),)), "12-9 Meksikon junaan"),
])
def test_a_train_takes_the_case_its_sentence_needs(language, reason, phrase):
    assert phrase in words(language).reason(reason)


# ---- the strategy lab speaks through the words layer too -----------------------------------

def test_the_strategy_lab_speaks_only_through_the_words_layer(pseudo):
    results = mt.simulate(["random", "greedy"], games=4, rounds_only=True, seed=1)
    rotated = mt.simulate(["random", "planner"], games=2, rotate=True, seed=1, rules=mt.Rules(rounds=1))
    bots = ("random", "greedy", "planner")
    for res in (results, rotated):
        assert not untranslated(res.table(language=pseudo).splitlines(), names=bots), res.table(language=pseudo)
    assert not untranslated([mt.bots.describe(name, language=pseudo) for name in mt.bots.NAMES])
    rnd = mt.Round.new(3, seed=1)
    assert not untranslated([mt.words.moves([*rnd.legal_moves(), mt.Draw(), mt.Pass()], language=pseudo)])
    # English stays as it was, and the check can fail: English is flagged
    assert results.table().startswith("4 single rounds, 2 players, table rules, double-12; seed 1")
    assert repr(results) == "<Results 4 games, bots random, greedy>"
    assert untranslated(results.table().splitlines(), names=bots)
    assert mt.words.moves([mt.Play(T(12, 9), "mexican"), mt.Draw()]) == "12-9 on the Mexican train, draw a tile"
    assert mt.bots.describe("planner", language="cs") == words("cs")._(mt.bots.describe("planner"))
    with pytest.raises(ValueError, match="unknown bot"):
        mt.bots.describe("cheater")
    # numbers with the language's decimal mark
    assert words("cs").decimal(12.7) == "12,7" and W.decimal(12.7) == "12.7"
    footer = results.table(language="cs").splitlines()[-1]
    assert "," in footer and "." not in footer.replace("...", "")
