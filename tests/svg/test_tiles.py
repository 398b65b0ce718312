"""Single tiles, hands, palettes and pip layouts."""

from __future__ import annotations

import pytest
from svgcheck import NS, by_id, parse, text_of, with_class

import mextrain as mt
from mextrain.svg.palette import PALETTES, pip_layout, pip_radius


@pytest.mark.parametrize("n", range(19))
def test_pip_layouts_have_n_pips_apart_and_inside(n):
    pips = pip_layout(n)
    assert len(pips) == n == len(set(pips))
    assert all(10 <= x <= 90 and 10 <= y <= 90 for x, y in pips)
    # symmetric under a half turn, as a domino's faces are
    assert sorted(pips) == sorted((round(100 - x, 2), round(100 - y, 2)) for x, y in pips)
    gaps = [((x - a) ** 2 + (y - b) ** 2) ** 0.5 for x, y in pips for a, b in pips if (x, y) < (a, b)]
    assert min(gaps, default=99) > 2 * pip_radius(n)  # pips never touch


def test_standard_faces_one_to_six():
    assert pip_layout(1) == ((50, 50),)
    assert set(pip_layout(4)) == {(25, 25), (75, 25), (25, 75), (75, 75)}
    assert set(pip_layout(5)) == set(pip_layout(4)) | {(50, 50)}
    assert len({x for x, _ in pip_layout(6)}) == 2  # two columns of three
    assert len({x for x, _ in pip_layout(12)}) == 3  # three columns of four, as double-twelve sets
    with pytest.raises(ValueError, match="0..18"):
        pip_layout(19)


@pytest.mark.parametrize("palette", PALETTES)
def test_palettes_give_every_number_its_own_colour(palette):
    colours = PALETTES[palette]
    assert len(colours) == 19 and len(set(colours[1:])) == 18


def test_a_tile_picture():
    root = parse(mt.svg.tile(mt.Tile(5, 12)))
    assert root[0].text == "Tile 12-5"
    assert "12 and 5" in root[1].text
    g = by_id(root)["tile-12-5"]
    assert g.attrib["data-tile"] == "12-5" and g.attrib["class"] == "tile"
    assert (root.attrib["width"], root.attrib["height"]) == ("84", "44")
    # pip faces are symbols in <defs>, placed with <use>
    symbols = {s.attrib["id"] for s in root.iter(NS + "symbol")}
    assert {"mt-p12h-traditional", "mt-p5h-traditional", "mt-t12-5hp-traditional"} <= symbols


def test_orientation_order_and_size():
    vertical = parse(mt.svg.tile(mt.Tile(6, 3), vertical=True, first=3))
    assert (vertical.attrib["width"], vertical.attrib["height"]) == ("44", "84")
    assert any(s.attrib["id"] == "mt-t3-6vp-traditional" for s in vertical.iter(NS + "symbol"))
    scaled = parse(mt.svg.tile(mt.Tile(6, 3), size=168))
    assert (scaled.attrib["width"], scaled.attrib["height"], scaled.attrib["viewBox"]) == ("168", "88", "0 0 84 44")
    with pytest.raises(ValueError, match="first must be one of"):
        mt.svg.tile(mt.Tile(6, 3), first=4)
    with pytest.raises(ValueError, match="size"):
        mt.svg.tile(mt.Tile(6, 3), size=-1)


def test_face_down_hides_the_numbers():
    svg = mt.svg.tile(mt.Tile(6, 3), face_down=True)
    root = parse(svg)
    assert "6" not in root[0].text + root[1].text
    assert "data-tile" not in svg and "6-3" not in svg


def test_numerals_and_colour_blind_options():
    num = parse(mt.svg.tile(mt.Tile(12, 7), style="numerals"))
    assert {"12", "7"} <= set(text_of(num).split())
    cb = mt.svg.tile(mt.Tile(12, 7), palette="colorblind")
    assert PALETTES["colorblind"][7] in cb and PALETTES["traditional"][7] not in cb
    with pytest.raises(ValueError, match="palette must be one of"):
        mt.svg.tile(mt.Tile(1, 1), palette="neon")
    with pytest.raises(ValueError, match="style must be one of"):
        mt.svg.tile(mt.Tile(1, 1), style="dots")
    with pytest.raises(ValueError, match="mextrain.Tile"):
        mt.svg.tile("12-5")


def test_larger_sets_draw_up_to_eighteen():
    root = parse(mt.svg.hand([mt.Tile(18, 13), mt.Tile(15, 15)]))
    assert set(by_id(root)) >= {"hand-tile-18-13", "hand-tile-15-15"}


def test_hand_hooks_and_rings():
    hand = [mt.Tile(6, 6), mt.Tile(6, 1), mt.Tile(3, 2)]
    root = parse(mt.svg.hand(hand, playable=[mt.Tile(6, 1)], highlight=[mt.Tile(3, 2)], name="<b>Ann</b>"))
    tiles = with_class(root, "hand-tile")
    assert [t.attrib["data-tile"] for t in tiles] == ["6-6", "6-1", "3-2"]
    assert [t.attrib["id"] for t in tiles] == ["hand-tile-6-6", "hand-tile-6-1", "hand-tile-3-2"]
    assert [t.attrib["data-tile"] for t in with_class(root, "playable")] == ["6-1"]
    assert [t.attrib["data-tile"] for t in with_class(root, "highlight")] == ["3-2"]
    assert root[0].text == "<b>Ann</b>'s hand (3 tiles)"
    down = mt.svg.hand(hand, face_down=True)
    assert "data-tile" not in down and "6-6" not in down
    parse(mt.svg.hand([]))


def test_long_hands_wrap_into_rows():
    root = parse(mt.svg.hand(mt.full_set(6), width=300))
    assert float(root.attrib["width"]) <= 300
    ys = {t.attrib["transform"].split(",")[1] for t in with_class(root, "hand-tile")}
    assert len(ys) >= 3


def test_tiles_show_themselves_in_jupyter():
    assert mt.Tile(4, 2)._repr_svg_() == mt.svg.tile(mt.Tile(4, 2))
