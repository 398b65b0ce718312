"""The live table driven like a player would: the intents its page
(``mextrain/front/table.js``) sends, the Python API (``click_tile``,
``click_train``, the buttons' ``click``), the form's values.

Every test checks the promise of the widgets: a click either makes the
move the engine allows or leaves the game exactly as it was and says why;
and nothing synced to the page holds a tile its screen may not see.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import datetime
import json
import re
from dataclasses import replace

import ipywidgets as W
import pytest

import mextrain as mt
from mextrain.moves import DRAW, PASS, Play
from mextrain.session import Session
from mextrain.svg.screens import PHONE_PX
from mextrain.view import ALL
from mextrain.widgets.table import FRONT, HUMAN, Settings, Setup, Table


def table(**kw) -> Table:
    kw.setdefault("delay", 0)
    kw.setdefault("settings", False)
    return mt.play(**kw)


def frame(t: Table) -> dict:
    return t.picture.message["frame"]


def send(t: Table, kind: str, ply=None, **fields):
    """What the page sends for a click: an intent made on the frame it shows."""
    intent = {"kind": kind, "ply": frame(t)["ply"] if ply is None else ply, **fields}
    t.picture._handle_custom_msg({"intent": intent}, [])


def click(t: Table, kind: str, value) -> None:
    """A click on a hand tile or a train (the Python API)."""
    (t.click_tile if kind == "tile" else t.click_train)(str(value))


def shown(t: Table) -> str:
    """The pictures on the page: the table and the hand drawn apart."""
    return t.picture.message["board"] + t.picture.message["hand"]


def covered(t: Table) -> bool:
    return frame(t)["cover"] is not None


def state(t: Table):
    """Everything a click could change."""
    return t.match.to_json(), list(t.lines), shown(t)


def moves(t: Table) -> list[dict]:
    """The move buttons: the frame's legal plays."""
    return [c for c in frame(t)["legal"] if c["move"].startswith("play ")]


def play_turn(t: Table, pick=0) -> None:
    """The human to act plays a legal move with the mouse."""
    legal = t.match.round.legal_moves()
    move = legal[pick % len(legal)]
    if move is DRAW:
        t.draw_button.click()
    elif move is PASS:
        t.pass_button.click()
    else:
        click(t, "tile", move.tile)
        if sum(m.tile == move.tile for m in legal if isinstance(m, Play)) > 1:
            assert t.match.round.legal_moves() == legal, "a tile fitting two trains waits for the train"
            click(t, "train", move.train)
    assert "went wrong" not in t.message


def play_match(t: Table) -> int:
    """Play to the end of the match through the widgets; returns the moves made."""
    moves = 0
    while not t.match.is_over:
        rnd = t.match.round
        if rnd.is_over:
            moves += len(rnd.history)
            t.next_button.click()
            continue
        if covered(t):
            t.reveal_button.click()
        play_turn(t, pick=len(rnd.history))
    return moves + len(t.match.round.history)


# ---- opening a table --------------------------------------------------------------

def test_defaults_are_you_against_three_planners_after_the_form():
    t = mt.play()
    assert isinstance(t.children[0], Settings)
    assert t.match is None
    assert t.setup.seats == (HUMAN, "planner", "planner", "planner")
    assert t.setup.rules == mt.Rules() and t.setup.rules.rounds == 13
    t.settings.delay.value = 0
    t.settings.start_button.click()
    assert t.match is not None and t.match.players == 4
    assert t.children[0] is t.game
    assert t.message.startswith("Your turn")


def test_arguments_are_checked_with_clear_words():
    with pytest.raises(ValueError, match=r"players: a whole number 2\.\.8"):
        mt.play(players=9)
    with pytest.raises(ValueError, match="unknown bot 'wizard'"):
        mt.play(bots="wizard")
    with pytest.raises(ValueError, match="humans must be distinct seats 0..3"):
        mt.play(humans=(0, 4))
    with pytest.raises(ValueError, match=r"names: one name per seat \(4\)"):
        mt.play(names=["a"])
    with pytest.raises(ValueError, match="delay"):
        mt.play(delay=-1)
    setup = Setup.build(3, humans=(), bots=["random", "greedy", "planner"], rules="classic", rounds="one")
    assert setup.seats == ("random", "greedy", "planner") and setup.rules == mt.Rules.classic(rounds=1)


def test_the_settings_form_builds_the_game():
    t = mt.play(seed=5)
    form = t.settings
    assert form.seed.value == "5"
    form.players.value = 3
    assert len(form.seats.children) == 3
    kind, name = form.seats.children[1].children
    kind.value = HUMAN
    name.value = "  Zoë  "
    form.seats.children[2].children[0].value = "random"
    assert form.seats.children[2].children[1].placeholder == "Random 3"
    # the seat rows count from 1, as the default names do
    assert [row.children[0].description for row in form.seats.children] == ["Seat 1:", "Seat 2:", "Seat 3:"]
    form.preset.value = "classic"
    assert form.multiple_doubles.value and form.blank_50.value and form.announce.value
    form.length.value = "half"
    form.delay.value = 0
    form.practice.value = True
    form.start_button.click()
    assert t.setup.seats == (HUMAN, HUMAN, "random")
    assert t.setup.names == ("Player 1", "Zoë", "Random 3")
    assert t.setup.rules == mt.Rules.classic(rounds="half")
    assert t.match.seed == 5 and t.setup.practice
    # New game reopens the form filled in; "back" returns to the same game.
    before = state(t)
    t.new_button.click()
    assert t.children[0] is t.settings and t.settings.seats.children[1].children[1].value == "Zoë"
    t.settings.cancel_button.click()
    assert t.children[0] is t.game and state(t) == before


# ---- playing --------------------------------------------------------------------

def test_a_whole_match_with_the_mouse_logs_every_move():
    t = table(players=3, bots=["greedy", "random"], rounds=3, seed=11)
    moves = play_match(t)
    names = t.setup.names
    logged = [line for line in t.lines if line.split(" ")[0:2] and
              any(line.startswith(f"{n} plays ") or line == f"{n} draws a tile." or
                  line.startswith(f"{n} passes") for n in names)]
    assert len(logged) == moves
    assert t.match.is_over and "The match is over" in t.message
    assert any("Winner" in h for h in frame(t)["heading"]) and "<svg" in t.picture.message["sheet"]
    assert t.next_button.disabled
    # Once over, clicks say so and change nothing.
    before = state(t)
    t.draw_button.click()
    click(t, "tile", "12-12")
    assert state(t) == before and "is over" in t.message


def test_a_tile_fitting_two_trains_waits_for_the_train_and_rings_them():
    t = table(players=2, bots="greedy", seed=3)
    rnd = t.match.round
    legal = rnd.legal_moves()
    tile = next(m.tile for m in legal if sum(n.tile == m.tile for n in legal) > 1)
    trains = {str(m.train) for m in legal if m.tile == tile}
    click(t, "tile", tile)
    assert rnd.legal_moves() == legal and "click one of the highlighted trains" in t.message
    assert re.search(f'<g class="hand-tile highlight"[^>]*data-tile="{tile}"', t.picture.message["hand"])
    assert set(re.findall(r'class="open-end highlight" data-train="(\w+)"', t.picture.message["board"])) == trains
    assert set(frame(t)["fits"][str(tile)]) == trains  # what the page rings itself
    click(t, "tile", tile)                      # put back
    assert "put back" in t.message and "highlight" not in shown(t)
    click(t, "train", "mexican")                # no tile picked
    assert "First click a tile" in t.message and rnd.legal_moves() == legal
    click(t, "tile", tile)
    click(t, "train", "mexican")
    assert f"Player 1 plays {tile} on the Mexican train." in t.lines


def test_illegal_clicks_say_the_rule_and_change_nothing():
    t = table(players=4, bots="greedy", seed=3)
    rnd = t.match.round
    plays = [m for m in rnd.legal_moves() if isinstance(m, Play)]
    playable = {m.tile for m in plays}
    stuck = next(tile for tile in rnd.hand(0) if tile not in playable)
    before = state(t)
    click(t, "tile", stuck)
    assert "R6" in t.message and state(t) == before
    assert t.draw_button.disabled and t.pass_button.disabled
    t.draw_button.click()                       # hidden, but a late click still arrives
    assert t.message.startswith("R8") and state(t) == before
    t.pass_button.click()
    assert t.message.startswith("R8") and state(t) == before
    # A picked tile clicked onto a train it may not go on: the engine's words.
    tile = plays[0].tile
    others = [m for m in plays if m.tile == tile]
    click(t, "tile", tile)
    if len(others) > 1:
        before = state(t)
        click(t, "train", 2)                    # player 2's train carries no marker
        assert t.message.startswith("R7") and state(t) == before
    click(t, "tile", "3-3" if mt.Tile(3, 3) not in rnd.hand(0) else "4-4")
    assert "does not hold" in t.message
    for junk in ("13-1", "train", ""):
        click(t, "tile", junk)
    click(t, "train", "99")
    click(t, "train", "north")
    t.picture._handle_custom_msg("not a dict", [])
    t.picture._handle_custom_msg({"kind": "bomb"}, [])
    for junk in ({"kind": "bomb", "ply": 0}, {"kind": "play", "ply": "0"}, "draw", {"kind": "play", "x": 1},
                 {"kind": "play", "tile": ["12-5"], "ply": 0}):
        t.picture._handle_custom_msg({"intent": junk}, [])
        assert state(t) == before
    send(t, "move", move="play 13-13 on mexican")
    assert t.match.round is rnd and "went wrong" not in t.message


def test_a_click_on_an_old_table_is_refused():
    t = table(players=2, bots="greedy", seed=4)
    old = frame(t)["ply"]
    play_turn(t)
    assert frame(t)["ply"] > old
    before = state(t)
    legal = t.match.round.legal_moves()
    move = next(m for m in legal if isinstance(m, Play))
    send(t, "play", ply=old, tile=str(move.tile), train=str(move.train))
    assert "The table has changed since that move was chosen" in t.message and state(t) == before
    send(t, "draw", ply=old)
    assert state(t) == before


def test_every_intent_is_answered_so_the_page_can_take_the_next():
    """A refusal is a note (the page's message line, as an alert); a move a
    new message, even when it shows the same table."""
    t = table(players=2, bots="greedy", seed=4)
    sent, messages = [], []
    t.picture.send = lambda content, buffers=None: sent.append(content)
    t.picture.observe(lambda change: messages.append(change.new), "message")
    send(t, "play", tile="0-0", ply=-1)
    send(t, "train", ply=0)
    assert [m["alert"] for m in sent] == [True, True] and not messages
    assert sent[0]["note"] == t.words.reason(mt.reasons.StaleMove(-1, 0))
    move = moves(t)[0]["move"]
    send(t, "move", move=move)
    assert len(messages) == 1 and messages[0]["frame"]["ply"] > 0


def test_hints_ring_the_legal_moves():
    t = table(players=2, bots="greedy", seed=4)
    plain = shown(t)
    t.hint_toggle.value = True
    m = t.picture.message
    assert 'class="hand-tile playable"' in m["hand"] and 'class="open-end target"' in m["board"]
    t.hint_toggle.value = False
    assert shown(t) == plain


def test_with_hints_the_coach_says_what_the_strongest_bot_would_play_and_why():
    from mextrain.lessons.strategy import coach
    t = table(players=3, bots="greedy", seed=8)
    assert not any("strongest bot" in n for n in frame(t)["notices"])  # hints off: no advice
    t.hint_toggle.value = True
    rnd = t.match.round
    said = frame(t)["notices"][-1]
    assert said == coach(rnd.view(rnd.turn), seed=t.session.ply, words=t.words.with_names(t.session.names))
    assert said.startswith("The strongest bot would play ")
    send(t, "move", move=moves(t)[0]["move"])  # the next turn: advice for it, still from that player's view
    assert t.session.ply > 0 and frame(t)["notices"][-1].startswith("The strongest bot would play ")


def test_the_move_buttons_are_the_legal_plays():
    t = table(players=3, bots="greedy", seed=8)
    rnd = t.match.round
    plays = [m for m in rnd.legal_moves() if isinstance(m, Play)]
    buttons = moves(t)
    # each says its move in words, from the mover's seat, never as "play 12-0 on 0"
    you = t.words.with_names(t.session.names, viewer=rnd.turn)
    assert [b["text"] for b in buttons] == [you.play(m) for m in plays]
    assert [b["move"] for b in buttons] == [str(m) for m in plays]
    assert not any(b["text"].startswith("play ") or b["label"].startswith("play ") for b in buttons)
    send(t, "move", move=buttons[0]["move"])
    assert plays[0] in rnd.history or t.match.round is not rnd


# ---- bots with a delay ---------------------------------------------------------------

def test_bots_move_one_per_tick_and_clicks_meanwhile_change_nothing():
    async def game():
        t = table(players=3, humans=(2,), bots="greedy", seed=6, delay=0.01)
        rnd = t.match.round
        assert rnd.turn == 0 and t._thinking and "thinking" in t.message
        before = state(t)
        send(t, "play", tile=str(rnd.hand(2)[0]))
        t.draw_button.click()
        assert "not Player 3's turn: Greedy 1 is to play" in t.message and state(t) == before
        for _ in range(200):
            await asyncio.sleep(0.01)
            if rnd.turn == 2:
                break
        assert len(rnd.history) >= 2 and t.message.startswith("Your turn")
        assert not t._thinking
        # A move, then a new game before the bots' ticks: the old ticks do nothing.
        play_turn(t)
        t.start()
        await asyncio.sleep(0.05)
        return t
    # A thread of its own: a session-wide Playwright browser (tests/browser)
    # keeps an event loop running in the main thread, and asyncio.run refuses
    # to start inside one.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        t = pool.submit(asyncio.run, game()).result()
    assert "went wrong" not in t.message


# ---- the screen's width -----------------------------------------------------------------

def _hand_tiles(svg: str) -> list[str]:
    return re.findall(r'<g class="hand-tile[^"]*"[^>]*data-tile="([\d-]+)"', svg)


def _tile_heights(svg: str) -> set[str]:
    return set(re.findall(r'<g class="hand-tile[^>]*><use [^>]*height="([\d.]+)"', svg))


def test_the_hand_is_drawn_apart_for_the_width_the_browser_reports():
    t = table(players=4, bots="greedy", seed=2, rounds="one")
    m = t.picture.message
    assert not _hand_tiles(m["board"])
    assert _hand_tiles(m["hand"]) == [str(x) for x in t.match.round.hand(0)]
    ply = frame(t)["ply"]
    t.picture.width = 360  # a phone: tiles a fingertip can hit, rows within its width
    m = t.picture.message
    assert m["width"] == 360 and m["hand"].startswith('<svg xmlns="http://www.w3.org/2000/svg" '
                                                      'xmlns:xlink="http://www.w3.org/1999/xlink" width="360"')
    assert _tile_heights(m["hand"]) == {"96"}  # upright, each a fingertip wide
    assert frame(t)["ply"] == ply  # the same game: a click on the old layout still counts
    sizes = lambda svg: {float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)}  # noqa: E731
    drawn = float(re.search(r'viewBox="0 0 ([\d.]+)', m["board"])[1])
    # the table's text raised until, drawn a third of its size, the smallest is PHONE_PX on the phone
    assert PHONE_PX <= min(sizes(m["board"])) * 360 / drawn < PHONE_PX + 1
    t.picture.width = 900  # a laptop: the table's text as drawn, raised nowhere
    assert min(sizes(t.picture.message["board"])) < 16
    t.picture.width = 1890  # a projector: bigger tiles, and no text under 16 pixels on the table
    m = t.picture.message
    assert _tile_heights(m["hand"]) == {"80"} and min(sizes(m["board"])) == 16
    play_match(t)  # the round over: every hand back in the table, with the penalties
    m = t.picture.message
    assert m["hand"] == "" and len(_hand_tiles(m["board"])) == sum(map(len, t.match.round.hands))


def test_a_new_width_under_the_hot_seat_cover_draws_no_hand():
    t = table(players=2, humans=(0, 1), seed=4)
    t.picture.width = 500
    assert t.picture.message["hand"] == "" and not _hand_tiles(shown(t)) and covered(t)
    t.reveal_button.click()
    assert _hand_tiles(t.picture.message["hand"]) == [str(x) for x in t.match.round.hand(0)]
    play_turn(t)
    t.picture.width = 700
    assert not _hand_tiles(shown(t)) and covered(t)


# ---- hot-seat -------------------------------------------------------------------------

def _hand_on_page(t: Table, seat: int) -> bool:
    return any(f'id="hand-tile-{tile}"' in shown(t) for tile in t.match.round.hand(seat))


def test_hot_seat_covers_the_table_between_players():
    t = table(players=3, humans=(0, 1), bots="greedy", seed=9, names=["Ada", "Ben", None], rounds=2)
    rnd = t.match.round
    assert covered(t) and not _hand_tiles(shown(t))
    assert "Pass the screen to Ada" in t.message and frame(t)["cover"][0] == "Pass the screen to Ada"
    before = state(t)
    assert not moves(t) and t.draw_button.disabled and t.pass_button.disabled and not t.reveal_button.disabled
    send(t, "play", tile=str(rnd.hand(0)[0]))
    t.draw_button.click()
    assert state(t) == before and "Ada: click Show my hand first" in t.message
    t.reveal_button.click()
    assert _hand_on_page(t, 0) and not _hand_on_page(t, 1)
    play_turn(t)
    # Ben's turn (seat 1): covered again, Ada's hand gone from the page.
    assert rnd.turn == 1 or rnd.is_over
    if rnd.turn == 1:
        assert not _hand_tiles(shown(t)) and "Pass the screen to Ben" in t.message
        t.reveal_button.click()
        assert _hand_on_page(t, 1) and not _hand_on_page(t, 0)
    t.reveal_button.click()
    assert "Nothing to reveal" in t.message
    assert play_match(t) > 0 and t.match.is_over


# ---- save, load, undo -----------------------------------------------------------------

def _downloads(t) -> list[dict]:
    """What the table handed the browser to download (the messages its
    Download widget sent), as the front end would receive them."""
    sent = []
    t.picture.send = lambda content, buffers=None: "download" in content and sent.append(content["download"])
    return sent


def _upload(t, data: bytes, name: str = "game.json") -> None:
    """What the browser's Load does: the chosen file arrives in the FileUpload's value."""
    t.load_button.value = ({"name": name, "type": "application/json", "size": len(data),
                            "content": memoryview(data),
                            "last_modified": datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)},)


def test_save_downloads_the_game_and_load_uploads_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the server's working folder: nothing may appear in it
    t = table(players=3, bots="greedy", seed=12, rounds=2)
    sent = _downloads(t)
    for _ in range(3):
        play_turn(t)
    t.save_button.click()
    (download,) = sent
    assert download["name"] == "mextrain-game.json" and "Saved" in t.message
    saved = t.match.to_json()
    assert Session.from_json(download["text"]).match.to_json() == saved
    for _ in range(3):
        play_turn(t)
    assert t.match.to_json() != saved
    _upload(t, download["text"].encode(), "my game.json")
    assert t.match.to_json() == saved and t.message.startswith("Loaded my game.json")
    assert t.lines[-1] == "Loaded a saved game: round 1 of 2." and t.session.log[-1].kind == "load"
    assert t.load_button.value == ()  # ready for the next file
    # The loaded game plays on to its end.
    assert play_match(t) >= 0 and t.match.is_over
    # A fresh table (a restarted kernel) loads it too.
    fresh = table(players=3, bots="greedy")
    fresh.load(download["text"])
    assert fresh.match.to_json() == saved
    assert list(tmp_path.iterdir()) == []


def test_the_table_offers_no_server_path():
    t = table(players=2, bots="greedy", seed=1)
    assert not hasattr(t, "file_name")
    assert isinstance(t.load_button, W.FileUpload) and not t.load_button.multiple


@pytest.mark.parametrize("content", [
    "not json at all", "{}", '{"format": "mextrain-match/1", "players": 3}', "[1, 2, 3]",
    "x" * 2_000_000, b"\xff\xfe\x00garbage",
])
def test_a_broken_upload_changes_nothing(content):
    t = table(players=3, bots="greedy", seed=2)
    play_turn(t)
    before = state(t)
    _upload(t, content if isinstance(content, bytes) else content.encode(), "bad.json")
    assert state(t) == before
    assert "unchanged" in t.message and "went wrong" not in t.message and "bad.json" in t.message


def test_a_corrupted_position_in_an_upload_names_the_field():
    t = table(players=2, bots="greedy", seed=2)
    doc = json.loads(t.match.to_json())
    doc["round"]["hands"][0].append(doc["round"]["hands"][1][0])  # one tile twice
    before = state(t)
    _upload(t, json.dumps(doc).encode(), "twice.json")
    assert state(t) == before and "round." in t.message


def test_loading_a_game_with_another_table_size_reseats():
    t = table(players=4, bots="greedy", seed=3)
    t.load(mt.Match(2, seed=1).to_json())
    assert t.match.players == 2 and t.setup.seats == (HUMAN, "planner")


def test_undo_in_practice_takes_back_your_move_and_the_bots_after_it():
    t = table(players=3, bots="greedy", seed=5, practice=True)
    rnd = t.match.round
    assert t.undo_button.disabled  # the page shows no Undo
    t.undo_button.click()
    assert "Nothing to take back" in t.message
    while True:
        before, count = rnd.to_json(), len(rnd.history)
        play_turn(t)
        if len(rnd.history) > count + 1:        # the bots moved after you
            break
    assert rnd.turn == 0 and not t.undo_button.disabled
    t.undo_button.click()
    assert rnd.to_json() == before and len(rnd.history) == count and "Took back" in t.message
    assert t.lines[-1].startswith("Player 1: took back")


def test_undo_is_for_practice_games_only():
    t = table(players=2, bots="greedy", seed=5)
    play_turn(t)
    assert t.undo_button.disabled
    before = state(t)
    t.undo()
    assert state(t) == before and "practice" in t.message


# ---- words and names -------------------------------------------------------------------

def test_names_are_escaped_everywhere():
    evil = "<img src=x onerror=alert(1)>"
    t = table(players=2, bots="greedy", seed=1, names=[evil, "Bob & co"])
    for _ in range(4):
        if t.match.round.is_over:
            break
        play_turn(t)
    # The pictures escape them; the frame's texts are text (table.js sets textContent, never HTML).
    assert "<img" not in shown(t) and "&lt;img" in shown(t) and "Bob &amp; co" in shown(t)
    name = t.session.names[0]
    assert name.startswith("<img") and name in frame(t)["names"] and any(name in line for line in frame(t)["log"])
    assert "innerHTML" not in (FRONT / "table.js").read_text()


def test_a_failing_bot_is_a_message_not_a_traceback():
    t = table(players=2, bots="greedy", seed=1)

    class Broken(mt.bots.Bot):
        def choose(self, view):
            raise RuntimeError("bot exploded")
    t.session._bots[1] = Broken()
    send(t, "move", move=moves(t)[0]["move"])
    assert "Something went wrong" in t.message and "bot exploded" in t.message


def test_random_clicking_never_breaks_the_game():
    """A monkey at the table: any click anywhere, any button, in any order.
    The game moves only by legal moves and the table never fails."""
    import random
    rng = random.Random(5)
    t = table(players=3, humans=(0, 1), bots="random", seed=21, rounds=2, practice=True)
    tiles = [str(tile) for tile in mt.full_set()]
    for _ in range(1500):
        rnd = t.match.round
        before = rnd.copy()
        action = rng.randrange(10)
        ply = frame(t)["ply"] - rng.randrange(2)
        if action < 3:
            send(t, "play", ply=ply, tile=rng.choice(tiles))
        elif action < 4:
            click(t, "tile", rng.choice(tiles))
        elif action < 6:
            click(t, "train", rng.choice(["mexican", "0", "1", "2", "7"]))
        else:
            kinds = ["draw", "pass", "reveal", "next", "undo", *[m["move"] for m in moves(t)]]
            kind = rng.choice(kinds)
            send(t, *(("move", ply) if " " in kind else (kind, ply)), **({"move": kind} if " " in kind else {}))
        assert "went wrong" not in t.message
        if t.match.round is rnd and len(rnd.history) > len(before.history):
            for move in rnd.history[len(before.history):]:
                before.play(move)  # raises if the table made an illegal move
            assert before.to_json() == rnd.to_json()
    assert len(t.lines) > 60


# ---- the bugs of issue 10 ----------------------------------------------------------------

def _synced(widget) -> list:
    """Every synced trait of a widget tree: what the page (and anyone reading
    the comm messages) receives."""
    out = [{k: v for k, v in widget.get_state().items() if k not in ("_esm", "_css")}]  # the code: the same for all
    for child in getattr(widget, "children", ()):
        out += _synced(child)
    return out


def _texts(value) -> list[str]:
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in [str(k), *_texts(v)]]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _texts(v)]
    return [str(value)]


def _page(t: Table) -> tuple[str, str]:
    """The widgets' synced state as (its pictures, its other texts)."""
    state, log = _synced(t), []
    for i, widget in enumerate(state):
        if widget.get("message"):  # the table: the log may name a tile played and taken back
            message = widget["message"]  # (everyone saw it), never one drawn
            log = message["frame"]["log"]
            frame = {k: v for k, v in message["frame"].items() if k != "log"}
            state[i] = {**widget, "message": {**message, "frame": frame}}
    texts = _texts(state)
    return ("\n".join(x for x in texts if "<svg" in x),
            "\n".join([x for x in texts if "<svg" not in x] + [line for line in log if " draws " in line]))


def _tiles_on_page(t: Table, seat: int, page=None) -> list[str]:
    """Tiles of ``seat``'s hand found anywhere in the widgets' synced state:
    the pictures, the frame (its view, moves, fits, texts) or any widget's text."""
    pictures, words = page or _page(t)
    return [tile for tile in map(str, t.match.round.hand(seat))
            if f'data-tile="{tile}"' in pictures or f'id="hand-tile-{tile}"' in pictures
            or re.search(rf"(?<![\d-]){tile}(?![\d-])", words)]


def _hidden_tiles(t: Table) -> list[str]:
    """Tiles of the hands the screen may not see now, found in its synced state."""
    s = t.session
    if s.round.is_over:
        return []
    visible = () if s.covered else (s.screen if s.humans else s.round.turn,)
    page = _page(t)
    return [tile for seat in range(s.round.players) if seat not in visible for tile in _tiles_on_page(t, seat, page)]


def test_the_hidden_tiles_check_finds_a_planted_leak(monkeypatch):
    t = table(players=3, humans=(0, 1), bots="greedy", seed=9)
    assert covered(t) and _hidden_tiles(t) == []
    t.reveal_button.click()
    assert _tiles_on_page(t, 0) and _hidden_tiles(t) == []
    frame_of = Session.frame
    # A frame that shows every hand (the bug of a front-end deciding what to hide):
    monkeypatch.setattr(Session, "frame", lambda self, who: replace(frame_of(self, who), view=self.round.view(ALL)))
    t._show()
    assert _hidden_tiles(t)
    monkeypatch.undo()
    t._show()
    assert _hidden_tiles(t) == []
    # ... or a hand's tile in any other synced text, the picture's or a button's.
    hidden = str(t.match.round.hand(1)[0])
    t.hint_toggle.tooltip = f"try {hidden}"
    assert _hidden_tiles(t) == [hidden]


def test_hot_seat_undo_keeps_the_cover_up():
    """Reveal, play, reveal, Undo used to show the previous player's hand."""
    t = table(players=2, humans=(0, 1), rounds="one", seed=3, practice=True)
    t.reveal_button.click()
    assert _tiles_on_page(t, 0) and not _tiles_on_page(t, 1)
    while t.match.round.turn == 0:
        play_turn(t)
    t.reveal_button.click()
    assert _tiles_on_page(t, 1) and not _tiles_on_page(t, 0)
    t.undo_button.click()
    rnd = t.match.round
    assert rnd.turn == 0 and "Took back" in t.message
    assert covered(t) and not _hand_tiles(shown(t))
    assert not _tiles_on_page(t, 0) and not _tiles_on_page(t, 1)
    assert t.message.endswith("Pass the screen to Player 1.")
    t.reveal_button.click()
    assert _tiles_on_page(t, 0) and not _tiles_on_page(t, 1)


def test_random_hot_seat_clicking_never_shows_a_hand_under_the_cover():
    import random
    for seed in range(6):
        rng = random.Random(seed)
        t = table(players=3, humans=(0, 1, 2), seed=seed, rounds=1, practice=True)
        for _ in range(150):
            kinds = ["draw", "pass", "reveal", "undo", *[m["move"] for m in moves(t)]]
            kind = rng.choice(kinds)
            if " " in kind:
                send(t, "move", move=kind)
            else:
                send(t, kind)
            s = t.session
            if s.round.is_over:
                break
            page = _page(t)
            shown = [seat for seat in range(3) if _tiles_on_page(t, seat, page)]
            assert shown == ([] if s.covered else [s.screen]), (shown, s.screen, s.covered)
            assert _hidden_tiles(t) == []
            assert "went wrong" not in t.message


def test_new_game_keeps_every_rule_of_the_game():
    rules = mt.Rules(max_pip=9, cover_order="reverse", multiple_doubles=True, double_blank_points=20, rounds=3)
    t = table(players=3, rules=rules, seed=2)
    t.new_button.click()
    form = t.settings
    assert form.length.value == 3 and form.players.max == 4
    form.start_button.click()
    assert t.match.rules == rules and t.setup.rules == rules
    t.new_button.click()
    form.length.value = "full"
    form.announce.value = True
    form.start_button.click()
    assert t.match.rules == mt.Rules(max_pip=9, cover_order="reverse", multiple_doubles=True,
                                     double_blank_points=20, announce_last_tile=True)
    assert [label for label, _ in form.length.options][0] == "Full match (10 rounds)"


def test_load_restores_the_saved_seats_names_and_rules():
    rules = mt.Rules(max_pip=9, cover_order="reverse", rounds=2)
    saved = table(players=3, humans=(0, 2), bots="random", names=["Ann", None, "Cy"], rules=rules, seed=4,
                  practice=True)
    saved.reveal_button.click()
    play_turn(saved)
    text = saved.save()
    t = table(players=4, bots="greedy", seed=3)
    t.load(text)
    assert t.setup.seats == (HUMAN, "random", HUMAN) and t.setup.names == ("Ann", "Random 2", "Cy")
    assert t.match.rules == rules and t.setup.practice and t.match.to_json() == saved.match.to_json()
    assert covered(t) and not _hand_tiles(shown(t))   # whoever is at the screen reveals first
    assert t.lines[:-1] == saved.lines
    t.new_button.click()
    t.settings.start_button.click()
    assert t.match.rules == rules and t.setup.names == ("Ann", "Random 2", "Cy")


def test_an_unplayable_tile_is_named_with_its_rule():
    t = table(players=4, bots="greedy", seed=3)
    rnd = t.match.round
    playable = {m.tile for m in rnd.legal_moves() if isinstance(m, Play)}
    stuck = next(tile for tile in rnd.hand(0) if tile not in playable)
    sent = []
    t.picture.send = lambda content, buffers=None: sent.append(content)
    click(t, "tile", stuck)
    assert t.message == t.words.with_names(t.setup.names, viewer=0).reason(rnd.unplayable(stuck))
    assert str(stuck) in t.message and sent == [{"note": t.message, "alert": True}]


@pytest.mark.parametrize("text", ["²", "١٢", "１", "-1", "1.0", " 1", "100"])
def test_a_train_typed_in_other_digits_is_no_train(text):
    t = table(players=2, bots="greedy", seed=3)
    before = state(t)
    t.click_train(text)
    assert "There is no train" in t.message and state(t) == before


def test_a_table_can_be_built_over_a_session():
    s = Session.new(players=2, bots="greedy", seed=1, delay=0)
    t = Table(s, settings=False)
    assert t.session is s and t.match is s.match
    play_turn(t)
    assert len(s.round.history) >= 1 and t.lines == [line for line in t.lines]


def test_the_log_shows_no_drawn_tile():
    t = table(players=2, bots="greedy", seed=6)
    for _ in range(30):
        if t.match.round.is_over:
            break
        play_turn(t)
    draws = [e for e in t.session.log if e.move == "draw"]
    assert draws and all(e.tile for e in draws)
    assert all(line.endswith(" draws a tile.") for line in t.lines if " draws " in line)
    assert not any(f"draws {e.tile}" in line for e in draws for line in frame(t)["log"])


# ---- how the tiles look ------------------------------------------------------------

def _look(t: Table) -> set[str]:
    """The styles and palettes of the tile faces on the picture (the renderer
    names each face symbol ``mt-<p|n><pips><h|v>-<palette>``)."""
    return set(re.findall(r'id="mt-([pn])\d+[hv]-(\w+)"', shown(t)))


def test_style_and_palette_from_play():
    assert _look(table(players=2, bots="greedy", seed=1)) == {("p", "traditional")}
    assert _look(table(players=2, bots="greedy", seed=1, style="numerals", palette="colorblind")) == {
        ("n", "colorblind")}
    with pytest.raises(ValueError, match="numerals"):
        table(style="numbers")
    with pytest.raises(ValueError, match="colorblind"):
        table(palette="grey")


def test_style_and_palette_from_the_settings_form_and_kept_by_load():
    t = mt.play(players=2, bots="greedy", seed=1, delay=0, style="numerals")
    form = t.settings
    assert (form.style.value, form.palette.value) == ("numerals", "traditional")  # the form shows the look
    labels = [label for label, _ in form.style.options + form.palette.options]
    assert labels == ["Pips", "Numerals", "Traditional colours", "Colour-blind safe"]
    form.style.value, form.palette.value = "pips", "colorblind"
    form.start_button.click()
    assert _look(t) == {("p", "colorblind")}
    saved = t.session.to_json()
    assert "colorblind" not in saved  # the look is the screen's, not the game's
    t.new_button.click()
    assert (t.settings.style.value, t.settings.palette.value) == ("pips", "colorblind")
    t.settings.style.value = "numerals"
    t.settings.cancel_button.click()  # back to the game: the look stays as it was
    assert _look(t) == {("p", "colorblind")}
    t.load(saved)
    assert _look(t) == {("p", "colorblind")}


# ---- screen readers ---------------------------------------------------------------

def test_the_page_announces_the_new_log_lines_and_every_note():
    """table.js reads out the lines a frame adds, then its message; a note
    (a refusal) is read too: the log grows by every move in the frame."""
    t = table(players=3, bots="greedy", seed=5, rounds="one")
    sent = []
    t.picture.send = lambda content, buffers=None: sent.append(content)
    for _ in range(4):
        before = list(frame(t)["log"])
        play_turn(t)
        log = frame(t)["log"]
        assert log[:len(before)] == before and len(log) > len(before)
        assert t.message == frame(t)["message"]
    for _ in range(2):
        click(t, "train", 7)
    assert sent[-1] == sent[-2] == {"note": t.message, "alert": True} and "no train" in t.message.lower()
    script = (FRONT / "table.js").read_text()
    assert 'live.setAttribute("aria-live", "polite")' in script and "announce(news, f.message)" in script


def test_a_load_says_loaded():
    t = table(players=2, bots="greedy", seed=3)
    for _ in range(3):
        play_turn(t)
    saved = t.session.to_json()
    sent = []
    t.picture.send = lambda content, buffers=None: sent.append(content)
    t.load(saved)
    assert t.message.startswith("Loaded") and sent[-1] == {"note": t.message, "alert": False}
