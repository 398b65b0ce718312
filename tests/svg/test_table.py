"""The table, trains, score sheets: hooks, hidden information, highlights,
escaping, determinism."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from svgcheck import NS, XLINK, advance, by_id, parse, position, text_of, until, validate, with_class

import mextrain as mt
from mextrain.svg.table import WIDTH

EVIL = "<script>alert(1)</script>"


def table_tiles(root):
    """data-tile of every tile on a train, by train."""
    out = {}
    for g in with_class(root, "train"):
        out[g.attrib["data-train"]] = [t.attrib["data-tile"] for t in with_class(g, "tile")]
    return out


@pytest.mark.parametrize("players, moves", [(2, 30), (4, 40), (8, 48)])
def test_every_train_tile_and_hand_tile_has_its_hooks(players, moves):
    rnd = advance(mt.Round.new(players, seed=players), moves, seed=1)
    root = parse(mt.svg.table(rnd, hints=True))
    ids = by_id(root)
    for name, train in rnd.trains.items():
        g = ids[f"train-{name}"]
        assert g.attrib["class"] == "train" and g.attrib["data-train"] == str(name)
        assert table_tiles(root)[str(name)] == [str(t) for t in train.tiles]
        for t in train.tiles:
            assert "tile" in ids[f"tile-{t}"].attrib["class"].split()
        assert ids[f"open-end-{name}"].attrib["data-train"] == str(name)
        assert (f"marker-{name}" in ids) == bool(train.marker)
    # the player to act's hand is face up (a Round with seat=None), no other
    hand = [t.attrib["data-tile"] for t in with_class(root, "hand-tile")]
    assert hand == [str(t) for t in rnd.hand(rnd.turn)]
    assert ids["engine"].attrib["data-tile"] == str(rnd.engine)
    assert f"Boneyard: {len(rnd.boneyard)}" in text_of(root)


def test_the_same_position_gives_the_same_picture():
    rnd = advance(mt.Round.new(5, seed=9), 35, seed=2)
    first = mt.svg.table(rnd, hints=True)
    assert mt.svg.table(rnd.copy(), hints=True) == first
    again = advance(mt.Round.new(5, seed=9), 35, seed=2)
    assert mt.svg.table(again, hints=True) == first
    loaded = mt.Round.from_json(rnd.to_json())  # the same position, without its history
    assert not with_class(parse(mt.svg.table(loaded)), "last-move")
    assert mt.svg.table(loaded) == mt.svg.table(mt.Round.from_json(rnd.to_json()))


def test_a_view_shows_only_its_own_hand():
    rnd = advance(mt.Round.new(4, seed=2), 20, seed=3)
    view = rnd.view(1)
    svg = mt.svg.table(view, hints=True)
    root = parse(svg)
    shown = {e.attrib["data-tile"] for e in root.iter() if "data-tile" in e.attrib}
    on_table = {str(t) for tr in rnd.trains.values() for t in tr.tiles} | {str(rnd.engine)}
    assert shown == on_table | {str(t) for t in view.hand}
    for seat in (0, 2, 3):
        for t in rnd.hand(seat):
            assert f"tile-{t}\"" not in svg and f"\"{t}\"" not in svg and f" {t}," not in svg
    assert "(you)" in text_of(root)
    assert view._repr_svg_() == mt.svg.table(view)
    with pytest.raises(ValueError, match="seat 1's hand"):
        mt.svg.table(view, seat=2)


def test_seat_choice():
    rnd = advance(mt.Round.new(3, seed=4), 10)
    hands = lambda svg: [t.attrib["data-tile"] for t in with_class(parse(svg), "hand-tile")]  # noqa: E731
    assert hands(mt.svg.table(rnd, seat=2)) == [str(t) for t in rnd.hand(2)]
    assert sorted(hands(mt.svg.table(rnd, seat="all"))) == sorted(str(t) for h in rnd.hands for t in h)
    for bad in (3, -1, "2", 1.0):
        with pytest.raises(ValueError, match="seat must be"):
            mt.svg.table(rnd, seat=bad)
    with pytest.raises(ValueError, match="Round or View"):
        mt.svg.table("round")


def test_names_are_text_never_markup():
    rnd = mt.Round.new(4, seed=1)
    names = [EVIL, 'Bo "the" & <b>', "C\x00y\u202e", "  Dee \n  "]
    svg = mt.svg.table(rnd, names=names, seat=0)
    root = parse(svg)
    assert not [e for e in root.iter() if e.tag in (NS + "script", "script", NS + "b", "b")]
    assert "<script" not in svg and "<b>" not in svg
    words = text_of(root)
    assert "<script>alert(1)</s" in words and 'Bo "the" & <b>' in words and "Dee" in words
    for e in root.iter():  # names never become attribute names
        assert all(re.fullmatch(r"[\w:-]+", k.split("}")[-1]) for k in e.attrib)
    with pytest.raises(ValueError, match="4 player names"):
        mt.svg.table(rnd, names=["Ann"])
    with pytest.raises(ValueError, match="4 player names"):
        mt.svg.table(rnd, names="ABCD")


def test_hints_ring_the_legal_plays():
    rnd = advance(mt.Round.new(4, seed=6), 12, seed=5)
    plays = [m for m in rnd.legal_moves() if isinstance(m, mt.Play)]
    assert plays
    root = parse(mt.svg.table(rnd, hints=True))
    assert {t.attrib["data-tile"] for t in with_class(root, "playable")} == {str(m.tile) for m in plays}
    assert {g.attrib["data-train"] for g in with_class(root, "target")} == {str(m.train) for m in plays}
    assert "Hint:" in text_of(root)
    quiet = parse(mt.svg.table(rnd))
    assert not with_class(quiet, "playable") and not with_class(quiet, "target")


def test_hints_never_show_another_seats_tiles():
    rnd = advance(mt.Round.new(4, seed=6), 12, seed=5)
    other = (rnd.turn + 1) % 4
    root = parse(mt.svg.table(rnd, seat=other, hints=True))
    assert not with_class(root, "playable") and not with_class(root, "target")
    assert "Hint:" not in text_of(root)


def test_hint_to_draw():
    rnd = position(["1-1", "2-2"], {"mexican": "12-7"})
    assert rnd.legal_moves() == [mt.Draw()]
    assert "draw one from the boneyard (R9)" in text_of(parse(mt.svg.table(rnd, hints=True)))


def test_the_last_move_is_highlighted():
    rnd = until(mt.Round.new(3, seed=3), lambda r: r.history and isinstance(r.history[-1], mt.Play))
    play = rnd.history[-1]
    root = parse(mt.svg.table(rnd))
    assert [g.attrib["data-tile"] for g in with_class(root, "last-move")] == [str(play.tile)]
    assert f"last move: {play.tile} played on" in text_of(root)


def test_an_open_double_and_its_rule():
    rnd = until(mt.Round.new(4, seed=11), lambda r: bool(r.open_doubles), seed=2)
    name = rnd.open_doubles[0]
    double = rnd.trains[name].tiles[-1]
    root = parse(mt.svg.table(rnd))
    g = by_id(root)[f"tile-{double}"]
    assert "open-double" in g.attrib["class"] and "uncoverable" not in g.attrib["class"]
    assert "must-cover" in by_id(root)[f"open-end-{name}"].attrib["class"]
    assert f"Open double {double}" in text_of(root) and "(R12)" in text_of(root)
    note = with_class(by_id(root)[f"train-{name}"], "lane-note")
    assert [n.text for n in note] == [f"\u26a0 cover {double} first (R12)"]


def test_an_uncoverable_double_no_longer_restricts():
    rnd = position(["1-1", "2-2", "3-3"], {
        "mexican": "12-5 5-0 0-1 1-5 5-2 2-3 3-5 5-4 4-6 6-5 5-7 7-8 8-5 5-9 9-10 10-5",
        0: "12-11 11-5 5-5"})
    for state in (rnd, rnd.view(0)):
        root = parse(mt.svg.table(state))
        assert "uncoverable" in by_id(root)["tile-5-5"].attrib["class"]
        assert "can no longer be covered" in text_of(root)
        assert [n.text for n in with_class(root, "lane-note")] == ["5-5 can no longer be covered (R12)"]


def test_several_open_doubles_under_c1():
    rnd = position(["1-1 5-1", "2-2", "3-3 6-6"], {"mexican": "12-5 5-5", 0: "12-4 4-4"},
                   open_doubles=["mexican", 0], rules=mt.Rules.classic())
    root = parse(mt.svg.table(rnd))
    words = text_of(root)
    assert "Open double 5-5 on the Mexican train: it must be covered" in words
    assert "Open double 4-4 on your own train waits to be covered next (C1)" in words
    assert [g.attrib["data-tile"] for g in with_class(root, "open-double")] == ["5-5", "4-4"]
    assert not with_class(root, "uncoverable")
    assert "must-cover" in by_id(root)["open-end-mexican"].attrib["class"]
    assert "Other hands: Player 2 1 tile, Player 3 2 tiles." in root[1].text


def test_markers_and_one_tile_left():
    rnd = position(["1-1", "2-2", "3-3 4-4"], {0: "12-1"}, markers=[1], turn=2,
                   rules=mt.Rules(announce_last_tile=True))
    root = parse(mt.svg.table(rnd, names=["Ann", "Bo", "Cy"]))
    marker = by_id(root)["marker-1"]
    assert marker.attrib["data-train"] == "1" and "marker" in marker.attrib["class"]
    assert marker.find(NS + "title").text.startswith("Marker")
    assert "marker-0" not in by_id(root)
    words = text_of(root)
    assert "Ann has one tile left (C5)." in words and "Bo has one tile left (C5)." in words
    assert "Cy has" not in words


def test_no_last_tile_banner_without_c5():
    """Regression: "has one tile left! (C5)" was drawn with announce_last_tile off."""
    rnd = position(["1-1", "2-2", "3-3 4-4"], {0: "12-1"}, turn=2)
    assert not rnd.rules.announce_last_tile and not any(n.rule == "C5" for n in rnd.notices())
    assert "C5" not in text_of(parse(mt.svg.table(rnd)))


def test_a_round_won_with_a_double_demands_no_cover():
    """Regression: going out with 1-1 (table rules) left "waits to be covered
    next (C1)" on the picture and a red lane note, though C1 is off and the
    round is over."""
    rnd = position(["1-1", "2-2 3-3"], {0: "12-1"})
    rnd.play(mt.Play(mt.Tile(1, 1), 0))
    assert rnd.is_over and rnd.winner == 0 and rnd.open_doubles == (0,)
    assert [type(n).__name__ for n in rnd.notices()] == ["RoundWon"]
    root = parse(mt.svg.table(rnd))
    words = text_of(root)
    assert "C1" not in words and "cover" not in words and not with_class(root, "lane-note")
    assert "Round over: Player 1 went out" in words


def test_the_end_of_a_round():
    rnd = until(mt.Round.new(3, seed=8), lambda r: False, seed=4)
    assert rnd.is_over
    root = parse(mt.svg.table(rnd))
    words = text_of(root)
    assert "Round over" in words and "Penalties:" in words
    assert len(with_class(root, "hand-tile")) == sum(rnd.hand_sizes)  # every hand face up
    assert rnd._repr_svg_() == mt.svg.table(rnd)
    quiet = text_of(parse(mt.svg.table(rnd, scores=False)))  # an exercise asking for the scores
    assert "Penalties:" not in quiet and "pips" not in quiet and "penalty" not in quiet


def test_a_blocked_round():
    rnd = until(mt.Round.new(2, seed=0), lambda r: False, seed=0)
    assert rnd.is_blocked
    root = parse(mt.svg.table(rnd))
    assert "Round over: blocked, nobody can play (R14)" in root[0].text
    assert "Penalties:" in text_of(root)


def test_long_trains_fold_inside_the_picture():
    rnd = until(mt.Round.new(2, seed=5), lambda r: max(len(t.tiles) for t in r.trains.values()) >= 19, seed=3)
    longest = max(rnd.trains.values(), key=lambda t: len(t.tiles))
    assert len(longest.tiles) >= 19
    root = parse(mt.svg.table(rnd))
    rows = set()
    for g in with_class(by_id(root)[f"train-{longest.name}"], "tile"):
        x, y = map(float, re.match(r"translate\(([-\d.]+),([-\d.]+)\)", g.attrib["transform"]).groups())
        assert 0 <= x <= WIDTH - 24
        rows.add(round(y / 20))
    assert len(rows) >= 3


def test_highlights_for_lessons():
    rnd = advance(mt.Round.new(4, seed=2), 8)
    tile = rnd.trains[mt.MEXICAN].tiles[0] if rnd.trains[mt.MEXICAN].tiles else rnd.engine
    hand_tile = rnd.hand(rnd.turn)[0]
    root = parse(mt.svg.table(rnd, highlight=[tile, mt.Play(hand_tile, 2), "mexican"]))
    marked = {g.attrib.get("data-tile") or g.attrib.get("data-train") for g in with_class(root, "highlight")}
    assert marked == {str(tile), str(hand_tile), "2", "mexican"}
    for bad in (["nowhere"], [3.5]):
        with pytest.raises(ValueError, match="highlight takes"):
            mt.svg.table(rnd, highlight=bad)


def test_size_scales_the_picture():
    root = parse(mt.svg.table(mt.Round.new(2, seed=1), size=550))
    assert root.attrib["width"] == "550" and root.attrib["viewBox"].startswith(f"0 0 {WIDTH} ")


def test_large_sets_seat_twelve():
    rules = mt.Rules(max_pip=15)
    rnd = advance(mt.Round.new(12, rules=rules, seed=1), 40)
    root = parse(mt.svg.table(rnd, style="numerals", palette="colorblind"))
    assert len(with_class(root, "train")) == 13


def test_a_train_alone():
    rnd = until(mt.Round.new(2, seed=5), lambda r: len(r.trains[1].tiles) >= 14, seed=3)
    train = rnd.trains[1]
    root = parse(mt.svg.train(train, name=EVIL, width=400))
    assert [t.attrib["data-tile"] for t in with_class(root, "tile")] == [str(t) for t in train.tiles]
    assert by_id(root)["train-1"].attrib["data-train"] == "1"
    assert root[0].text.startswith("<script>alert(1)</s")
    with pytest.raises(ValueError, match="Train"):
        mt.svg.train(rnd)


def test_score_sheet():
    m = mt.Match(3, rules=mt.Rules(rounds="half"), seed=2)
    root = parse(mt.svg.score_sheet(m, names=["Ann", EVIL, "Cy"]))
    assert "no scores yet" in root[0].text
    for k in range(2):
        until(m.round, lambda r: False, seed=k)
        if k == 0:
            m.next_round()
    root = parse(mt.svg.score_sheet(m, names=["Ann", EVIL, "Cy"]))
    rows = with_class(root, "round")
    assert [r.attrib["data-round"] for r in rows] == ["1", "2"]
    total = with_class(root, "total")[0]
    assert [t.text for t in total if t.tag == NS + "text"][1:] == [str(t) for t in m.totals]
    lead = m.leaders
    assert "lead" in root[0].text and all(["Ann", EVIL, "Cy"][s][:19] in root[0].text for s in lead)
    assert "<script" not in mt.svg.score_sheet(m, names=["Ann", EVIL, "Cy"])
    assert m._repr_svg_() == mt.svg.score_sheet(m)


def test_score_sheet_of_a_finished_match_names_the_winner():
    m = mt.Match(2, rules=mt.Rules(rounds="one"), seed=4)
    until(m.round, lambda r: False)
    root = parse(mt.svg.score_sheet(m))
    assert m.is_over and root[0].text.startswith("Score sheet: Match over")
    assert "winner" in text_of(root)
    with pytest.raises(ValueError, match="Match"):
        mt.svg.score_sheet(m.round)


def test_save(tmp_path):
    rnd = mt.Round.new(2, seed=1)
    path = mt.svg.save(mt.svg.table(rnd), tmp_path / "table.svg")
    assert ET.parse(path).getroot().tag == NS + "svg"
    mt.svg.save(mt.Tile(3, 1), tmp_path / "tile.svg")
    assert (tmp_path / "tile.svg").read_text(encoding="utf-8") == mt.svg.tile(mt.Tile(3, 1))
    with pytest.raises(ValueError, match="SVG"):
        mt.svg.save(42, tmp_path / "x.svg")
    with pytest.raises(ValueError, match="not a picture"):
        mt.svg.save("<html/>", tmp_path / "x.svg")


def test_the_benchmark_runs():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "render.py"
    spec = importlib.util.spec_from_file_location("render_benchmark", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    results = bench.main(["--runs", "3"])
    assert len(results) == 4 and all(v > 0 for v in results.values())


# ---- the hand drawn apart (a screen that lays it out on its own) ---------------------------

def _font_sizes(root) -> list[float]:
    return [float(e.attrib["font-size"]) for e in root.iter() if "font-size" in e.attrib]


@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_table_without_its_hand_and_the_hand_alone(players):
    rnd = until(mt.Round.new(players, seed=players), lambda r: any(isinstance(m, mt.Play) for m in r.legal_moves())
                and r.history)
    view = rnd.view(rnd.turn)
    board = parse(mt.svg.table(view, hints=True, hand=False))
    assert not with_class(board, "hand-tile") and "Your hand" not in board[1].text
    # the trains keep their hooks and hints
    assert {g.attrib["data-train"] for g in with_class(board, "target")} == {
        str(m.train) for m in view.legal_moves() if isinstance(m, mt.Play)}
    svg = mt.svg.seat_hand(view, hints=True, width=360, tile_height=48)
    hand = parse(svg)
    tiles = with_class(hand, "hand-tile")
    assert [t.attrib["data-tile"] for t in tiles] == [str(t) for t in view.hand]
    assert {by_id(hand)[f"hand-tile-{t}"].attrib["data-tile"] for t in view.hand} == {str(t) for t in view.hand}
    assert {t.attrib["data-tile"] for t in with_class(hand, "playable")} == {
        str(m.tile) for m in view.legal_moves() if isinstance(m, mt.Play)}
    assert hand[0].text.startswith("Your hand (Player ") and "Legal plays" in hand[1].text
    # rows wrap within the width; the tiles as tall as asked
    assert hand.attrib["width"] == "360" and hand.attrib["class"] == "mextrain hand-picture"
    for t in tiles:
        x, y = map(float, re.fullmatch(r"translate\(([\d.]+),([\d.]+)\)", t.attrib["transform"]).groups())
        use = t.find(NS + "use")
        assert x + float(use.attrib["width"]) <= 360 and use.attrib["height"] == "48"
    assert svg == mt.svg.seat_hand(rnd, hints=True, width=360, tile_height=48)  # a Round: the player to act's


def test_the_hand_alone_shows_no_other_seat_and_refuses_views_without_one():
    rnd = advance(mt.Round.new(4, seed=2), 20, seed=3)
    svg = mt.svg.seat_hand(rnd.view(1), hints=True, highlight=list(rnd.hand(2)))
    shown = {e.attrib["data-tile"] for e in parse(svg).iter() if "data-tile" in e.attrib}
    assert shown == {str(t) for t in rnd.hand(1)}
    for seat in (0, 2, 3):
        assert not any(f'"{t}"' in svg or f" {t}," in svg or f" {t} " in svg for t in rnd.hand(seat)
                       if t not in rnd.hand(1))
    # hints only for the seat to act (R18): seat 1's picture while another acts has none
    other = (rnd.turn + 1) % 4
    assert not with_class(parse(mt.svg.seat_hand(rnd, seat=other, hints=True)), "playable")
    for seat in ("all", "public"):
        with pytest.raises(ValueError, match="one seat's hand"):
            mt.svg.seat_hand(rnd, seat=seat)
    with pytest.raises(ValueError, match="one seat's hand"):
        mt.svg.seat_hand(rnd.public_view())
    with pytest.raises(ValueError, match="seat 1's hand"):
        mt.svg.seat_hand(rnd.view(1), seat=2)
    for bad in ({"tile_height": 10}, {"tile_height": "60"}, {"width": 30}):
        with pytest.raises(ValueError, match="tile_height|width"):
            mt.svg.seat_hand(rnd, **bad)


def test_the_hand_alone_wraps_a_long_heading_and_escapes_names():
    rnd = mt.Round.new(2, seed=1)
    svg = mt.svg.seat_hand(rnd, seat=0, names=["Abcdefghijklmnopqrst" + EVIL, "B"], width=300, tile_height=48)
    root = parse(svg)
    lines = [e for e in root if e.tag == NS + "text"]
    assert len(lines) >= 2 and "<script" not in svg
    assert all(len(e.text) * 0.6 * float(e.attrib["font-size"]) <= 300 - 32 for e in lines)


def test_min_text_raises_every_small_text_and_keeps_the_chips_around_theirs():
    rnd = advance(mt.Round.new(8, seed=8), 20, seed=1)
    plain = parse(mt.svg.table(rnd, seat=0, hints=True))
    assert min(_font_sizes(plain)) == 12
    big = parse(mt.svg.table(rnd, seat=0, hints=True, min_text=16))
    assert min(_font_sizes(big)) == 16 and max(_font_sizes(big)) == max(_font_sizes(plain))
    for chip in with_class(big, "hand-count"):
        rect, text = chip.find(NS + "rect"), chip.find(NS + "text")
        assert len(text.text) * 0.6 * 16 <= float(rect.attrib["width"]) - 26
        assert float(rect.attrib["height"]) >= 16 * 1.4
    for bad in (0, -3, 41, "16"):
        with pytest.raises(ValueError, match="min_text"):
            mt.svg.table(rnd, min_text=bad)


@pytest.mark.parametrize("max_pip, style, palette", [(9, None, None), (9, "numerals", "colorblind"),
                                                     (12, None, None), (18, "pips", "colorblind")])
def test_pictures_without_their_symbols_find_every_one_in_the_sheet(max_pip, style, palette):
    """``symbols=False`` (the classroom's pictures): the same picture less
    its ``<defs>``; every symbol it uses, and every one those use, is in
    ``symbol_sheet`` of its set and look, which takes no room and is hidden
    from screen readers."""
    sheet = parse_sheet(mt.svg.symbol_sheet(max_pip, style, palette))
    defined = {s.attrib["id"] for s in sheet.iter(NS + "symbol")}
    for s in sheet.iter(NS + "symbol"):
        assert {u.attrib[XLINK + "href"][1:] for u in s.iter(NS + "use")} <= defined
    rules = mt.Rules(max_pip=max_pip)
    used = set()
    for seed in range(4):
        rnd = advance(mt.Round.new(4, seed=seed, rules=rules), 20 + 40 * seed, seed=seed)
        look = {"style": style, "palette": palette}
        pictures = [(mt.svg.table(rnd, hints=True, seat=s, symbols=False, **look),
                     mt.svg.table(rnd, hints=True, seat=s, **look)) for s in ("public", "all", rnd.turn)]
        pictures.append((mt.svg.seat_hand(rnd, hints=True, symbols=False, **look),
                         mt.svg.seat_hand(rnd, hints=True, **look)))
        for bare, whole in pictures:
            assert "<defs" not in bare and bare == re.sub(r"<defs>.*?</defs>|<defs/>", "", whole)
            used |= {u.attrib[XLINK + "href"][1:] for u in parse(bare).iter(NS + "use")}
    assert used and used <= defined
    assert {"mt-marker", "mt-backh", "mt-backv"} <= defined


def parse_sheet(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert (root.attrib["width"], root.attrib["height"], root.attrib["aria-hidden"]) == ("0", "0", "true")
    validate(root)
    return root


@pytest.mark.parametrize("width", [320, 360, 390, 700])
def test_a_phones_table_is_drawn_once_its_text_readable(width):
    """A phone's table (no room known: it grows down the page) is drawn
    once, at the text its width asks for, and is the picture the measured
    redrawing gives (the text raised until its smallest is PHONE_PX tall
    on the screen)."""
    from mextrain.svg import screens
    view = advance(mt.Round.new(4, seed=3), 25, seed=3).public_view()
    texts = []

    def draw(min_text):
        texts.append(min_text)
        return mt.svg.table(view, hand=False, min_text=min_text)

    once = screens.readable_board(draw, width, 0, screens.PHONE_TEXT, screens.PHONE_PX, WIDTH)
    assert len(texts) == 1
    measured = screens.readable_board(draw, width, 0, screens.PHONE_TEXT, screens.PHONE_PX)
    assert measured == once and len(texts) == 3 and texts[1] == screens.PHONE_TEXT
    smallest = min(float(e.attrib["font-size"]) for e in parse(once).iter() if "font-size" in e.attrib)
    assert smallest * width / WIDTH >= screens.PHONE_PX
    assert screens.board(view, width) == once
