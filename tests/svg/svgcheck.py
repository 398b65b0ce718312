"""Checks every picture must pass: well-formed XML, a title and a desc,
every element and attribute valid SVG 1.1 to svgwrite's own validator."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

from svgwrite.validator2 import get_validator

import mextrain as mt

NS = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}"
_VALIDATOR = get_validator("full", debug=True)


def parse(svg: str) -> ET.Element:
    """The picture as XML, checked: root <svg>, <title> and <desc> first."""
    assert isinstance(svg, str) and svg.startswith("<svg")
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    assert [child.tag for child in root[:2]] == [NS + "title", NS + "desc"]
    assert root[0].text and root[1].text
    validate(root)
    return root


def validate(e: ET.Element) -> None:
    """svgwrite's debug checks, run over the written picture: the renderer
    draws with debug off for speed. ``data-*``, ``role`` and ``aria-*`` are
    HTML hooks for widgets and screen readers, outside SVG 1.1's attribute lists."""
    name = e.tag.replace(NS, "")
    attrs = {k.replace(XLINK, "xlink:"): v for k, v in e.attrib.items()
             if not k.startswith(("data-", "aria-")) and k != "role"}
    _VALIDATOR.check_all_svg_attribute_values(name, attrs)
    for child in e:
        _VALIDATOR.check_valid_children(name, child.tag.replace(NS, ""))
        validate(child)


def by_id(root: ET.Element) -> dict[str, ET.Element]:
    out = {}
    for e in root.iter():
        if "id" in e.attrib:
            assert e.attrib["id"] not in out, f"id {e.attrib['id']} twice"
            out[e.attrib["id"]] = e
    return out


def with_class(root: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in e.attrib.get("class", "").split()]


def text_of(root: ET.Element) -> str:
    return " ".join(t for e in root.iter() for t in (e.text, e.tail) if t)


def advance(rnd: mt.Round, moves: int, seed: int = 0) -> mt.Round:
    """Play ``moves`` random legal moves (fewer if the round ends)."""
    rng = random.Random(seed)
    while moves > 0 and not rnd.is_over:
        rnd.play(rng.choice(rnd.legal_moves()))
        moves -= 1
    return rnd


def until(rnd: mt.Round, done, seed: int = 0, limit: int = 3000) -> mt.Round:
    """Play random legal moves until ``done(rnd)`` or the round is over."""
    rng = random.Random(seed)
    for _ in range(limit):
        if rnd.is_over or done(rnd):
            break
        rnd.play(rng.choice(rnd.legal_moves()))
    return rnd


def position(hands, trains=None, turn=0, markers=(), open_doubles=None, rules=None) -> mt.Round:
    """A round from a few words: hands and trains as "12-5 5-3" texts; every
    other tile goes to the boneyard."""
    rules = rules or mt.Rules()
    trains = {str(k): v.split() for k, v in (trains or {}).items()}
    hands = [h.split() for h in hands]
    placed = {mt.Tile.parse(w, max_pip=rules.max_pip) for w in sum(hands, []) + sum(trains.values(), [])}
    engine = mt.Tile(rules.max_pip, rules.max_pip)
    boneyard = [str(t) for t in mt.full_set(rules.max_pip) if t not in placed and t != engine]
    doc = {"format": "mextrain-round/1", "rules": rules.to_dict(), "engine": str(engine), "turn": turn,
           "hands": hands, "boneyard": boneyard,
           "trains": {"mexican": trains.get("mexican", []),
                      **{str(s): trains.get(str(s), []) for s in range(len(hands))}},
           "markers": list(markers), "has_drawn": False}
    if open_doubles is not None:
        doc["open_doubles"] = open_doubles
    return mt.Round.from_json(json.dumps(doc))
