"""Every audience's frames and intents over thousands of random games: no
frame holds a tile its audience may not see, every refused intent changes
nothing, every frame is JSON, and the same intent twice is applied once.

What an audience may see is worked out here from the session's own round,
independently of ``mextrain.frames``: a seat's device, its hand, the
trains, the engine, the round's plays (a practice game's undo takes one
back, not what everyone saw) and the tiles the seat itself drew; the
projector, the trains, the engine and the plays; the hot-seat screen, the hand of
whoever has it, nothing of a hand while the cover is up; every tile once
the round is over. The same check is shown to fail on a planted leak.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import mextrain as mt
from mextrain import frames as F
from mextrain.frames import Audience, Intent, IntentKind
from mextrain.session import Session

GAMES = 1000
TILE = re.compile(r"(?<![\w.\-])(\d{1,2})-(\d{1,2})(?![\w.])")


def tiles_in(doc, max_pip: int) -> set:
    text = json.dumps(doc, ensure_ascii=False)
    return {mt.Tile(int(a), int(b)) for a, b in TILE.findall(text) if int(a) <= max_pip and int(b) <= max_pip}


def may_see(session, audience) -> set:
    rnd = session.round
    if rnd.is_over:
        return set(mt.full_set(rnd.rules.max_pip))
    seen = {rnd.engine}
    for train in rnd.trains.values():
        seen.update(train.tiles)
    # Every play of the round was seen by all, even one a practice game's undo took back.
    k = session.match.round_number
    played = [mt.Move.parse(e.move) for e in session.log if e.round == k and e.kind == "move"]
    seen.update(m.tile for m in played if isinstance(m, mt.Play))
    if audience.kind is F.AudienceKind.DEVICE:
        seen.update(rnd.hand(audience.seat))
        seen.update(mt.Tile.parse(e.tile) for e in session.log
                    if e.round == k and e.tile is not None and e.seat == audience.seat)
    elif audience.kind is F.AudienceKind.SCREEN and not session.covered:
        seen.update(rnd.hand(session.screen if session.humans else rnd.turn))
    return seen


def leaks(session, audience) -> set:
    frame = session.frame(audience)
    doc = frame.to_dict()
    assert json.loads(json.dumps(doc)) == doc  # JSON, as a network client receives it
    return tiles_in(doc, session.rules.max_pip) - may_see(session, audience)


def _audiences(session):
    return [Audience.device(s) for s in range(session.round.players)] + [Audience.screen(), Audience.public()]


def _junk(rng, session) -> Intent:
    """An intent that must be refused: stale, from the projector, a tile not held, a train that is not."""
    ply = session.ply
    return rng.choice([
        Intent.draw(ply=ply - 1),
        Intent.play("99-99", ply=ply),
        Intent.play(str(session.round.engine), "mexican", ply=ply),
        Intent(IntentKind.PLAY, ply, tile="1-0", train="north"),
        Intent.of_move("fly", ply=ply),
    ])


def play_random(seed: int, check=leaks) -> int:
    """One random match of random seats, every change made by an intent of
    some audience; returns the frames checked."""
    rng = random.Random(seed)
    players = rng.randint(2, 4)
    humans = tuple(s for s in range(players) if rng.random() < 0.7) or (0,)
    s = Session.new(players=players, humans=humans, bots="random", rules=mt.Rules(max_pip=9),
                    rounds=rng.choice([1, 1, 1, 2]), seed=seed, practice=rng.random() < 0.3)
    checked = 0
    for _ in range(2000):
        if s.match.is_over:
            break
        audiences = _audiences(s)
        # Some audience's frame at a third of the changes, all of them now and
        # then and at the end of a round: the whole table over the games.
        every = s.round.is_over or rng.random() < 0.03
        for audience in audiences if every else [rng.choice(audiences)] if rng.random() < 0.3 else []:
            assert check(s, audience) == set(), (seed, s.ply, audience)
            checked += 1
        if s.bot_to_act is not None:
            s.step_bot()
            continue
        if rng.random() < 0.2:
            before = (s.ply, len(s.log), s.screen, s.round.copy())
            with pytest.raises(mt.IllegalMove):
                s.intent(rng.choice(audiences), _junk(rng, s))
            assert (s.ply, len(s.log), s.screen, s.round) == before  # a refusal changes nothing
        if s.round.is_over:
            s.intent(Audience.device(rng.choice(s.humans)), Intent.next_round(ply=s.ply))
            continue
        if s.covered:
            s.intent(Audience.screen(), Intent.reveal(ply=s.ply))
            continue
        screen = rng.random() < 0.5
        audience = Audience.screen() if screen else Audience.device(s.round.turn)
        if s.practice and s.undo_count and rng.random() < 0.05:
            s.intent(audience, Intent.undo(ply=s.ply))
            continue
        # The frame's own choices half of the time: each is a legal move.
        legal = s.frame(audience).legal if rng.random() < 0.5 else s.round.legal_moves()
        choice = rng.choice(legal)
        choice = choice if isinstance(choice, F.Choice) else F.Choice(str(choice), "", "")
        intent = Intent.of_move(choice.move, ply=s.ply, id=f"{seed}-{s.ply}")
        if choice.move.startswith("play ") and rng.random() < 0.5:
            _, tile, _, train = choice.move.split(" ")
            intent = Intent.play(tile, train, ply=s.ply, id=f"{seed}-{s.ply}")
        ply = s.ply
        assert s.intent(audience, intent)
        assert s.intent(audience, intent) == [] and s.ply == ply + 1 or s.round.is_over  # applied once
    return checked


def test_no_frame_of_any_audience_holds_a_tile_it_may_not_see():
    checked = sum(play_random(seed) for seed in range(GAMES))
    assert checked > 15 * GAMES


def test_the_check_catches_a_planted_leak(monkeypatch):
    honest = F._sees

    def leaky(session, audience):  # the projector shown the player to act's hand
        view, covered = honest(session, audience)
        rnd = session.round
        if audience.kind is F.AudienceKind.PUBLIC and not rnd.is_over:
            return rnd.view(rnd.turn), covered
        return view, covered

    monkeypatch.setattr(F, "_sees", leaky)
    with pytest.raises(AssertionError, match="public"):
        play_random(1)
