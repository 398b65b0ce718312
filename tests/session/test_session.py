"""The Session: seats, turns, refusals, bots stepped without an event loop,
undo, hot-seat, the event log and who may see it, save and load.

Refusals are checked on the reason (data), and on the JSON of the whole
session being unchanged; the words are checked in test_session_words.py.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

import mextrain as mt
from mextrain import reasons as R
from mextrain.errors import InvalidSetup
from mextrain.moves import DRAW, PASS
from mextrain.session import (BOT_NAMES, EVENT_KINDS, MAX_EVENTS, PROMPT_KINDS, Event, NothingToReveal,
                              NothingToUndo, Prompt, Refused, RoundNotOver, Seat, Session, Setup, UndoOff)
from mextrain.words import words


def session(**kw) -> Session:
    kw.setdefault("bots", "greedy")
    kw.setdefault("delay", 0)
    return Session.new(**kw)


def refused(s: Session, call, reason_type):
    """``call()`` raises with a reason of ``reason_type`` and changes nothing."""
    before = s.to_json()
    with pytest.raises((mt.IllegalMove, Refused)) as info:
        call()
    assert isinstance(info.value.reason, reason_type), info.value.reason
    assert s.to_json() == before
    return info.value.reason


def human_plays(s: Session, rng: random.Random) -> None:
    """The human to act plays a random legal move, then the bots move."""
    seat = s.human_to_act
    s.submit(seat, rng.choice(s.round.legal_moves()), s.ply)
    s.run_bots()


def test_importing_the_session_loads_no_ui_library():
    code = ("import mextrain.session, mextrain.words.table, sys; "
            "assert not {'ipywidgets', 'anywidget', 'traitlets', 'svgwrite'} & set(sys.modules), sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


# ---- building ---------------------------------------------------------------------

def test_new_takes_the_arguments_of_play():
    s = Session.new(players=3, humans=(0, 2), bots="random", rules="classic", rounds="one", seed=7,
                    names=["  Ann ", None, "<script>x</script>" + "z" * 30], practice=True, delay=0.5)
    assert s.seats == (Seat("human", "Ann"), Seat("random", "Random 2"), Seat("human", "<script>x</script>zzzzzz"))
    assert s.names == tuple(seat.name for seat in s.seats) and s.humans == (0, 2)
    assert s.rules == mt.Rules.classic(rounds=1) and s.match.seed == 7 and s.seed == 7
    assert s.practice and s.delay == 0.5 and s.round is s.match.round and s.ply == 0
    assert [e.kind for e in s.log] == ["match", "round"]
    assert s.setup == Setup.build(3, (0, 2), "random", "classic", "one", 7, 0.5, ["Ann", None, s.names[2]], True)


@pytest.mark.parametrize("kw, words", [
    ({"players": 9}, r"players: a whole number 2\.\.8"), ({"bots": "wizard"}, "unknown bot 'wizard'"),
    ({"humans": (0, 4)}, "humans must be distinct seats 0..3"), ({"names": ["a"]}, r"names: one name per seat \(4\)"),
    ({"delay": -1}, "delay"), ({"seed": 1.5}, "seed"), ({"seed": "x" * 101}, "seed"),
    ({"rules": "chess"}, "rules: one of: table, classic"), ({"delay": 6}, "delay: a number from 0 to 5"),
    ({"rounds": 99}, "rounds: rounds must be"), ({"bots": ["greedy"]}, "3 bot seats"),
])
def test_bad_arguments_name_the_argument(kw, words):
    with pytest.raises(ValueError, match=words):
        Session.new(**kw)


@pytest.mark.parametrize("doc, reason", [
    ([], R.NotSettings("")), ({"colour": "red"}, R.UnknownSettings("", ("colour",))),
    ({"players": 1}, R.OutOfRange("players", 2, 8, True)), ({"players": True}, R.OutOfRange("players", 2, 8, True)),
    ({"players": 2, "seats": ["human"]}, R.SeatKinds("seats", 2, ("human", *BOT_NAMES))),
    ({"players": 2, "names": ["a", 5]}, R.SeatNames("names", 2, 24)),
    ({"players": 2, "names": ["x" * 25, None]}, R.SeatNames("names", 2, 24)),
    ({"seed": 1.5}, R.SeedKind("seed", 100)), ({"delay": float("nan")}, R.OutOfRange("delay", 0, 5, False)),
    ({"delay": 5.5}, R.OutOfRange("delay", 0, 5, False)), ({"practice": "yes"}, R.NotAChoice("practice", ("true", "false"))),
    ({"rules": "chess"}, R.NotAChoice("rules", ("table", "classic", "{...}"))),
])
def test_setup_from_dict_refuses_with_a_reason_said_when_read(doc, reason):
    with pytest.raises(InvalidSetup) as refused:
        Setup.from_dict(doc)
    assert refused.value.reason == reason and refused.value.field == reason.field
    assert words("cs").reason(reason) != words("en").reason(reason)  # in the reader's words, not at raise time


def test_setup_from_dict_names_empty_seats_and_keeps_typed_names():
    setup = Setup.from_dict({"players": 3, "seats": ["human", "greedy", "human"], "names": ["  Anička ", "", None],
                             "rules": "classic", "rounds": "one", "seed": "x", "delay": 0, "practice": True}, "cs")
    assert setup.names == ("Anička", "Hladový 2", "Hráč 3") and setup.rules == mt.Rules.classic(rounds=1)
    assert Setup.from_dict({"rules": mt.Rules(max_pip=9).to_dict(), "players": 2}).rules.max_pip == 9
    with pytest.raises(InvalidSetup, match="rules: "):
        Setup.from_dict({"rules": {"max_pip": 40}})


def test_the_widgets_setup_is_the_sessions():
    from mextrain.widgets import table
    assert table.Setup is Setup


# ---- submitting moves ----------------------------------------------------------------

def test_a_move_is_applied_once_and_logged():
    s = session(players=3, seed=2)
    move = s.round.legal_moves()[0]
    events = s.submit(0, move, 0)
    assert s.ply == 1 and s.round.history == (move,)
    assert events == [Event("move", 0, 1, 0, str(move), events[0].tile)] and s.log[-1] == events[-1]
    reason = refused(s, lambda: s.submit(0, move, 0), R.StaleMove)      # the same intent again
    assert reason == R.StaleMove(0, 1) and s.round.history == (move,)


def test_a_move_may_come_as_text():
    s = session(players=2, seed=2)
    move = s.round.legal_moves()[0]
    s.submit(0, str(move), 0)
    assert s.round.history == (move,)


def test_refusals_say_why_and_change_nothing():
    s = session(players=3, humans=(0, 1), seed=3)
    legal = s.round.legal_moves()
    assert refused(s, lambda: s.submit(7, legal[0], 0), R.NoSuchSeat) == R.NoSuchSeat("7", 3)
    refused(s, lambda: s.submit("0", legal[0], 0), R.NoSuchSeat)
    refused(s, lambda: s.submit(True, legal[0], 0), R.NoSuchSeat)
    assert refused(s, lambda: s.submit(1, legal[0], 0), R.NotYourTurn) == R.NotYourTurn(1, 0)
    assert refused(s, lambda: s.submit(2, legal[0], 0), R.BotSeat) == R.BotSeat(2)   # a bot's seat
    refused(s, lambda: s.submit(0, legal[0], 5), R.StaleMove)
    refused(s, lambda: s.submit(0, legal[0], "0"), R.StaleMove)
    refused(s, lambda: s.submit(0, "fly away", 0), R.NotAMove)
    refused(s, lambda: s.submit(0, "play 12-12 on mexican", 0), R.IsEngine)     # the engine's own reason
    refused(s, lambda: s.submit(0, DRAW if legal != [DRAW] else PASS, 0), R.CanPlay)


def test_a_bot_moves_only_when_stepped():
    s = session(players=3, humans=(2,), seed=6)
    assert s.bot_to_act == 0 and s.human_to_act is None and s.round.history == ()
    events = s.step_bot()
    assert len(s.round.history) == 1 and events[0].seat == 0 and s.ply == 1
    s.run_bots()
    assert s.bot_to_act is None and (s.human_to_act == 2 or s.round.is_over)
    assert s.step_bot() == []                   # no bot to act: nothing happens


def test_a_failing_bot_raises_a_bot_error_and_changes_nothing():
    s = session(players=2, humans=(1,), seed=1)

    class Broken(mt.bots.Bot):
        def choose(self, view):
            return PASS                         # never legal at the start
    s._bots[0] = Broken()
    before = s.to_json()
    with pytest.raises(mt.bots.BotError) as info:
        s.step_bot()
    assert info.value.seat == 0 and s.to_json() == before


def test_the_same_seed_replays_the_same_match():
    def played():
        s = session(players=4, humans=(1,), bots=["random", "montecarlo", "random"], seed="replay", rounds=1)
        s._bots[2].budget = 60  # a quick Monte Carlo: the point is its seeding
        rng = random.Random(3)
        s.run_bots()
        while not s.round.is_over:
            human_plays(s, rng)
        return s.to_json()
    assert played() == played()


# ---- undo ----------------------------------------------------------------------------

def test_undo_is_for_practice_games():
    s = session(players=2, seed=5)
    s.submit(0, s.round.legal_moves()[0], 0)
    refused(s, s.undo, UndoOff)
    assert s.undo_count == 0


def test_undo_takes_back_to_the_last_human_turn():
    s = session(players=3, seed=5, practice=True)
    refused(s, s.undo, NothingToUndo)
    rng = random.Random(2)
    while True:
        before, count = s.round.to_json(), len(s.round.history)
        human_plays(s, rng)
        if len(s.round.history) > count + 1:    # the bots moved after the human
            break
    taken = len(s.round.history) - count
    assert s.undo_count == taken
    refused(s, lambda: s.undo(ply=s.ply - 1), R.StaleMove)
    refused(s, lambda: s.undo(seat=1), R.BotSeat)          # a bot does not ask for undo
    events = s.undo()
    assert s.round.to_json() == before and events == [Event("undo", 0, s.ply, 0, count=taken)]


def test_hot_seat_undo_never_shows_a_covered_hand():
    """The issue's bug: two humans, practice, reveal, play, reveal, Undo
    showed the previous player's hand with no cover."""
    s = session(players=2, humans=(0, 1), rounds="one", seed=3, practice=True)
    assert s.covered and s.screen is None
    s.reveal()
    s.submit(0, s.round.legal_moves()[0], s.ply)
    while s.round.turn == 0:                    # a double gives seat 0 another play
        s.submit(0, s.round.legal_moves()[0], s.ply)
    assert s.covered and s.screen == 0
    s.reveal()
    assert s.screen == 1 and not s.covered
    s.undo()
    assert s.round.turn == 0 and s.screen == 1 and s.covered   # seat 1 has the screen: cover up
    assert s.prompt().kind == "reveal" and s.prompt().seat == 0


def test_undoing_a_draw_tells_the_tile_to_nobody_but_the_drawer():
    rng = random.Random(4)
    for seed in range(40):
        s = session(players=3, humans=(0,), seed=seed, practice=True)
        while not s.round.is_over and DRAW not in s.round.legal_moves():
            human_plays(s, rng)
        if not s.round.is_over:
            break
    draw = s.submit(0, DRAW, s.ply)[0]
    assert mt.Tile.parse(draw.tile) in s.round.hand(0)
    undo = s.undo()[0]
    assert undo.tile is None and undo.kind == "undo" and str(s.round.boneyard[0]) == draw.tile
    for seat in (None, 1, 2):
        seen = s.events_for(seat)
        assert all(e.tile is None or e.seat == seat for e in seen)
        assert draw.visible_to(seat) in seen and draw not in seen
    assert draw in s.events_for(0)


# ---- hot-seat -------------------------------------------------------------------------

def test_hot_seat_cover_follows_the_turn():
    s = session(players=3, humans=(0, 1), seed=9)
    assert s.covered and s.next_human == 0
    assert s.reveal() == 0 and not s.covered
    refused(s, s.reveal, NothingToReveal)
    rng = random.Random(1)
    human_plays(s, rng)
    if s.round.turn == 1:
        assert s.covered and s.screen == 0 and s.prompt().kind == "reveal"
    one = session(players=2, seed=9)
    assert one.screen == 0 and not one.covered


def test_each_device_has_its_own_prompt_and_no_cover():
    """A classroom client of each seat: no shared screen, so nothing to reveal."""
    s = session(players=3, humans=(0, 1, 2), seed=9)
    assert s.covered and s.prompt().kind == "reveal"
    assert s.prompt(0).kind in ("play", "draw", "cover") and s.prompt(0).seat == 0
    assert s.prompt(1) == s.prompt(2) == Prompt("wait", 0)


def test_views_hide_what_a_seat_may_not_see():
    s = session(players=3, humans=(0,), seed=1)
    assert s.view(0).hand == s.round.hand(0) and s.public_view().hand == () and s.public_view().hands == {}
    while not s.round.is_over:
        human_plays(s, random.Random(len(s.round.history)))
    assert s.view(0).seat == "all" and s.public_view().penalties == s.round.penalties


# ---- rounds and prompts ----------------------------------------------------------------------

def test_next_round_once_the_round_is_over():
    s = session(players=2, humans=(), rounds=2, seed=4)
    refused(s, s.next_round, RoundNotOver)
    s.run_bots()
    assert s.round.is_over and s.log[-1].kind == "round_over"
    events = s.next_round()
    assert events == [Event("round", 1, s.ply, 1)] and s.match.round_number == 1
    s.run_bots()
    assert [e.kind for e in s.log[-2:]] == ["round_over", "match_over"]
    assert s.log[-1].seats == s.match.winners and s.prompt().kind == "match_over"
    with pytest.raises(Refused):
        s.next_round()


def test_the_prompt_comes_from_the_engine_state():
    """Every kind of prompt, met in random games, agrees with the engine's facts."""
    seen = set()
    rng = random.Random(8)
    for seed in range(60):
        s = session(players=3, humans=(0, 1, 2), rules="classic" if seed % 2 else "table", rounds="one", seed=seed)
        s.reveal()
        while not s.round.is_over:
            rnd, p = s.round, s.prompt()
            seen.add(p.kind)
            if p.kind == "reveal":
                s.reveal()
                continue
            legal = rnd.legal_moves()
            assert p.seat == rnd.turn
            assert (p.kind == "draw") == (legal == [DRAW]) and (p.kind == "pass") == (legal == [PASS])
            if p.kind == "cover":
                assert p.train == rnd.must_cover and not rnd.extra_play
            if p.kind in ("cover_own", "extra"):
                assert rnd.extra_play
            if p.kind == "play":
                assert rnd.must_cover is None and not rnd.extra_play
            s.submit(rnd.turn, rng.choice(legal), s.ply)
        assert s.prompt().kind == "match_over"
    assert seen >= {"reveal", "draw", "pass", "cover", "cover_own", "play"} and seen <= set(PROMPT_KINDS)


# ---- save and load ---------------------------------------------------------------------------

def test_a_saved_session_plays_on_exactly_as_the_unsaved_one():
    for seed in range(6):
        kw = dict(players=3, humans=(0,), bots=["random", "planner"], rounds=2, seed=seed, practice=True,
                  names=["Ann", None, "<b>Bo</b>"], rules=mt.Rules(max_pip=9, cover_order="reverse",
                                                                   multiple_doubles=True, rounds=2))
        a, b = session(**kw), session(**kw)
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        for s in (a, b):
            s.run_bots()
        for step in range(40):
            if step == 12:
                b = Session.from_json(b.to_json())
                assert b.to_json() == a.to_json()
            for s, rng in ((a, rng_a), (b, rng_b)):
                if s.match.is_over:
                    continue
                if s.round.is_over:
                    s.next_round()
                    s.run_bots()
                elif rng.random() < 0.15 and s.undo_count:
                    s.undo()
                else:
                    human_plays(s, rng)
        assert a.to_json() == b.to_json()
    assert b.rules == kw["rules"] and b.names[2] == "<b>Bo</b>"


def test_a_loaded_session_can_undo_moves_played_before_the_save():
    s = session(players=2, seed=3, practice=True)
    human_plays(s, random.Random(1))
    loaded = Session.from_json(s.to_json())
    assert loaded.round.history == s.round.history and loaded.undo_count == s.undo_count > 0
    loaded.undo()
    s.undo()
    assert loaded.to_json() == s.to_json()


def test_load_replaces_the_session_in_place_and_logs_it():
    saved = session(players=3, humans=(0, 2), bots="random", names=["Ann", None, "Cy"], seed=8, practice=True)
    saved.reveal()
    saved.submit(0, saved.round.legal_moves()[0], saved.ply)
    text = saved.to_json()
    s = session(players=4, seed=1)
    for _ in range(3):
        human_plays(s, random.Random(2))
    ply = s.ply
    events = s.load(text)
    assert s.seats == saved.seats and s.match.to_json() == saved.match.to_json() and s.practice
    assert events == [Event("load", 0, max(ply, saved.ply) + 1)] and s.ply == events[0].ply
    assert s.screen is None and s.covered        # whoever sits there now reveals first
    assert s.log[:-1] == saved.log


def test_a_bare_match_of_older_versions_loads():
    match = mt.Match(2, rules=mt.Rules(max_pip=9, rounds=3), seed=1)
    match.round.play(match.round.legal_moves()[0])
    s = Session.from_json(match.to_json())
    assert s.seats == (Seat("human", "Player 1"), Seat("planner", "Planner 2")) and s.match.to_json() == match.to_json()
    same = session(players=2, humans=(1,), bots="random", names=["Bot", "Me"], seed=5)
    same.load(match.to_json())
    assert same.names == ("Bot", "Me") and same.rules == match.rules and same.log[-1].kind == "load"
    other = session(players=4, humans=(0, 1), seed=5, practice=True, delay=0.3)
    other.load(match.to_json())
    assert other.setup.seats == ("human", "planner") and other.practice and other.delay == 0.3
    assert Session.from_json(other.to_json()).to_json() == other.to_json()


def _doc():
    s = session(players=2, seed=2)
    human_plays(s, random.Random(1))
    return json.loads(s.to_json())


@pytest.mark.parametrize("change, field", [
    (lambda d: d.pop("seats"), "seats"),
    (lambda d: d.update(seats=d["seats"][:1]), "seats"),
    (lambda d: d["seats"][1].update(kind="wizard"), "seats[1].kind"),
    (lambda d: d["seats"][0].update(name="x" * 25), "seats[0].name"),
    (lambda d: d["seats"][0].update(name="a\nb"), "seats[0].name"),
    (lambda d: d["seats"][0].update(name=""), "seats[0].name"),
    (lambda d: d.update(delay=11), "delay"),
    (lambda d: d.update(practice="yes"), "practice"),
    (lambda d: d.update(ply=-1), "ply"),
    (lambda d: d.update(screen=1), "screen"),              # a bot's seat
    (lambda d: d.update(seed=[1]), "seed"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d.update(format="mextrain-session/9"), "format"),
    (lambda d: d["match"]["round"].update(turn=5), "match.round.turn"),
    (lambda d: d["start"].update(turn=5), "start.turn"),
    (lambda d: d.update(log=[{"kind": "move"}] * (MAX_EVENTS + 1)), "log"),
    (lambda d: d["log"].insert(0, {"kind": "explode", "round": 0, "ply": 0}), "log[0].kind"),
    (lambda d: d["log"][2].update(move="play 12-12 on mexican"), "log[2]"),
    (lambda d: d["log"][2].update(move="dance"), "log[2].move"),
    (lambda d: d["log"][2].update(round=3), "log[2].round"),
    (lambda d: d["log"][2].update(ply=99), "log[2].ply"),
    (lambda d: d["log"][1].update(tile="1-1"), "log[1].tile"),
    (lambda d: d["log"].pop(2), "log[2]"),                   # the next move no longer replays
    (lambda d: d.update(log=d["log"][:2]), "log"),         # the moves are missing: another round
])
def test_a_broken_save_names_the_field(change, field):
    doc = _doc()
    change(doc)
    with pytest.raises(mt.InvalidPosition) as info:
        Session.from_json(json.dumps(doc))
    assert info.value.field == field, str(info.value)


@pytest.mark.parametrize("text", ["", "[]", "x" * 2_000_000, b"\xff", "{" * 50, 3])
def test_junk_is_refused_and_load_changes_nothing(text):
    s = session(players=2, seed=2)
    before = s.to_json()
    with pytest.raises(mt.InvalidPosition):
        s.load(text)
    assert s.to_json() == before


def test_a_script_name_is_kept_as_text():
    s = session(players=2, names=["<script>alert(1)", None], seed=1)
    loaded = Session.from_json(s.to_json())
    assert loaded.names[0] == "<script>alert(1)"


# ---- property: random intents from every side ----------------------------------------------------

def test_random_intents_keep_every_promise():
    """200 sessions of random intents -- any seat, any ply, legal, illegal or
    garbage moves, undo, reveal, next round, bot steps, reloads. Refusals
    change nothing; each accepted change adds one to ``ply``; the log
    replays to the same state; no seat's events show another's drawn tile."""
    texts = ["draw", "pass", "play 12-5 on mexican", "play 1-0 on 0", "nonsense", "play 3-3 on 7"]
    for game in range(200):
        rng = random.Random(game)
        players = rng.randrange(2, 5)
        humans = tuple(sorted(rng.sample(range(players), rng.randrange(0, players + 1))))
        s = Session.new(players=players, humans=humans, bots=rng.choice(["random", "greedy"]),
                        rules=rng.choice(["table", "classic"]), rounds=rng.choice([1, 2]), seed=game,
                        practice=rng.random() < 0.6, delay=0)
        for _ in range(rng.randrange(10, 60)):
            before, ply, length = s.to_json(), s.ply, len(s.log)
            try:
                action = rng.randrange(10)
                if action < 5:
                    legal = s.round.legal_moves()
                    move = rng.choice(legal) if legal and rng.random() < 0.7 else rng.choice(texts)
                    seat = s.round.turn if rng.random() < 0.8 else rng.choice([0, 1, players, -1, "x"])
                    s.submit(seat, move, s.ply if rng.random() < 0.9 else s.ply - 1)
                elif action < 7:
                    s.step_bot() if rng.random() < 0.5 else s.run_bots()
                elif action == 7:
                    s.undo()
                elif action == 8:
                    s.next_round() if rng.random() < 0.7 else s.reveal()
                else:
                    s = Session.from_json(s.to_json())
                    assert s.to_json() == before
            except (mt.IllegalMove, Refused):
                assert s.to_json() == before and s.ply == ply
                continue
            added = s.log[length:]
            if action != 9:
                assert sorted({e.ply for e in added}) == list(range(ply + 1, s.ply + 1))
        assert Session.from_json(s.to_json()).to_json() == s.to_json()
        for seat in (None, *range(players)):
            assert all(e.tile is None or e.seat == seat for e in s.events_for(seat))
        assert {e.kind for e in s.log} <= set(EVENT_KINDS)


def test_a_screen_that_clicks_while_a_bot_thinks_hears_it_is_not_its_turn():
    from mextrain.frames import Audience, Intent
    s = session(players=3, seed=4)
    s.submit(0, s.round.legal_moves()[0], 0)
    assert s.bot_to_act == 1
    reason = refused(s, lambda: s.intent(Audience.screen(), Intent.draw(ply=s.ply)), R.NotYourTurn)
    assert reason == R.NotYourTurn(0, 1)  # the screen's player, and who is to play
