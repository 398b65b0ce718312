"""Teaching pictures: the turn flowchart, the seating, the 91 tiles as a
grid by number, round scores without totals, the one-page rules card; and
the table as an exercise shows it.

Pure functions returning SVG text, like the rest of ``mextrain.svg``; the
words come from ``mextrain.words.teaching``. ``inline`` wraps a picture as
an HTML ``<img>``, which JupyterLab draws even in a notebook it does not
trust (a fresh clone, Binder, JupyterLite) and which shrinks to the width
of the notebook.

>>> svg = turn_flowchart()
>>> svg.startswith("<svg") and "What to do on your turn" in svg
True
>>> inline(svg).startswith('<img src="data:image/svg+xml;base64,')
True
"""

from __future__ import annotations

import base64
import html

from ..reasons import Rule
from ..tiles import full_set
from ..words import teaching as say
from ..words import words as default_words
from .canvas import ALERT, HINT, INK, MARK, MUTED, Canvas, fmt, marker_key, wrap
from .table import table as table_picture

__all__ = ["inline", "exercise_table", "turn_flowchart", "seating", "tile_grid", "score_table", "rules_card", "write_card",
           "A4"]

#: An A4 page at 96 pixels to the inch (210 x 297 mm), the rules card's size.
A4 = (793.7, 1122.5)


def _w(words):
    return default_words() if words is None else default_words(words)


def inline(svg: str, alt: str | None = None, width: float | None = None) -> str:
    """``svg`` as an HTML image: drawn by an untrusted notebook too, never
    wider than the notebook (``width``: at most that many pixels)."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    alt = alt if alt is not None else _title(svg)
    most = f"max-width:min(100%,{fmt(width)}px)" if width else "max-width:100%"
    return (f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(alt, quote=True)}" '
            f'class="mextrain-picture-img" style="{most};height:auto;display:block">')


def _title(svg: str) -> str:
    start = svg.find("<title>")
    end = svg.find("</title>", start)
    return html.unescape(svg[start + 7:end]) if start >= 0 and end > start else ""


# ---- the table as an exercise shows it -------------------------------------------------

def exercise_table(rnd, seat="turn", names=None, highlight=None, words=None, scores: bool = False) -> str:
    """The table of an exercise: ``seat``'s hand face up (``"turn"``: the
    player to act), no notices (they would give answers away), no pips or
    penalties unless ``scores``."""
    if seat == "turn":
        seat = rnd.turn
    view = rnd.view(seat) if seat != "public" else rnd.public_view()
    return table_picture(view, names=names, highlight=highlight, words=words, scores=scores, notices=False)


# ---- boxes and wrapped text -------------------------------------------------------------

def _text_block(c: Canvas, g, lines, x: float, y: float, size: float, anchor="middle", fill=INK, bold=False):
    for i, line in enumerate(lines):
        g.add(c.text(line, x, y + i * size * 1.25, size=size, anchor=anchor, fill=fill, bold=bold))


# ---- the turn flowchart -------------------------------------------------------------------

FLOW_W = 760


def _flow(c: Canvas, g, w, width: float = FLOW_W) -> float:
    """Draw the flowchart into group ``g``; returns its height."""
    d = c.dwg
    size = 15
    col, box_w = width * 0.31, width * 0.45      # the main line: questions and steps
    side, side_w = width * 0.765, width * 0.39   # what a "yes" leads to
    rail = width - 8                             # where the plays run down to the next turn
    y = 10.0

    def box(x, top, text, bw, kind):
        bold = kind in ("start", "ask")
        inner = bw - (44 if kind == "ask" else 24)
        lines = wrap(text, inner * (0.9 if bold else 1), size)
        h = 16 + len(lines) * size * 1.25
        colour = {"start": "#0b6e4f", "ask": "#1d3fa6", "do": INK, "stop": ALERT, "go": HINT}[kind]
        if kind == "ask":  # a question: a box with cut corners
            k = min(16, h / 2)
            pts = [(x - bw / 2 + k, top), (x + bw / 2 - k, top), (x + bw / 2, top + h / 2), (x + bw / 2 - k, top + h),
                   (x - bw / 2 + k, top + h), (x - bw / 2, top + h / 2)]
            g.add(d.polygon([(fmt(a), fmt(b)) for a, b in pts], fill="#eef3fb", stroke=colour, stroke_width=2))
        else:
            g.add(d.rect((fmt(x - bw / 2), fmt(top)), (fmt(bw), fmt(h)), rx=10, fill="#ffffff", stroke=colour,
                         stroke_width=2.5 if kind != "do" else 1.5))
        _text_block(c, g, lines, x, top + 8 + size, size, bold=bold)
        return h

    def line(*points):
        g.add(d.polyline([(fmt(a), fmt(b)) for a, b in points], fill="none", stroke=MUTED, stroke_width=2))

    def head(x, y, towards):
        """An arrowhead at (x, y), pointing "down" or "right" or "left"."""
        pts = {"down": [(x - 6, y - 9), (x + 6, y - 9), (x, y)], "right": [(x - 9, y - 6), (x - 9, y + 6), (x, y)],
               "left": [(x + 9, y - 6), (x + 9, y + 6), (x, y)]}[towards]
        g.add(d.polygon([(fmt(a), fmt(b)) for a, b in pts], fill=MUTED))

    def label(text, x, y):
        g.add(c.text(text, x, y, size=13, fill=MUTED, bold=True))

    def down(y1, y2, text=None):
        line((col, y1), (col, y2))
        head(col, y2, "down")
        if text:
            label(text, col + 8, (y1 + y2) / 2 + 4)

    def yes_to(mid):
        line((col + box_w / 2, mid), (side - side_w / 2, mid))
        head(side - side_w / 2, mid, "right")
        label(say.yes(w), col + box_w / 2 + 6, mid - 6)

    gap = 30
    h = box(col, y, say.flow(w, "start"), box_w * 0.7, "start")
    down(y + h, y + h + gap)
    y += h + gap
    h = box(col, y, say.flow(w, "double"), box_w, "ask")
    hc = box(side, y, say.flow(w, "cover"), side_w, "stop")
    yes_to(y + h / 2)
    cover_bottom = y + hc
    down(y + h, y + h + gap, say.no(w))
    y += h + gap
    h = box(col, y, say.flow(w, "open"), box_w, "do")
    down(y + h, y + h + gap)
    y += h + gap
    line((side, cover_bottom), (side, y - gap / 2), (col, y - gap / 2))  # covering is a play too
    h = box(col, y, say.flow(w, "fits"), box_w, "ask")
    hp = box(side, y, say.flow(w, "play"), side_w, "go")
    yes_to(y + h / 2)
    exits = [y + hp / 2]
    down(y + h, y + max(h, hp) + gap, say.no(w))
    y += max(h, hp) + gap
    h = box(col, y, say.flow(w, "draw"), box_w, "do")
    down(y + h, y + h + gap)
    y += h + gap
    h = box(col, y, say.flow(w, "drawn"), box_w, "ask")
    hd = box(side, y, say.flow(w, "play drawn"), side_w, "go")
    yes_to(y + h / 2)
    exits.append(y + hd / 2)
    down(y + h, y + h + gap, say.no(w))
    y += h + gap
    h = box(col, y, say.flow(w, "pass"), box_w, "do")
    down(y + h, y + h + gap)
    y += h + gap
    end = box(col, y, say.flow(w, "end"), box_w * 0.7, "start")
    # every play runs down the rail to the next player's turn
    for mid in exits:
        line((side + side_w / 2, mid), (rail, mid))
    line((rail, exits[0]), (rail, y + end / 2), (col + box_w * 0.35, y + end / 2))
    head(col + box_w * 0.35, y + end / 2, "left")
    return y + end + 10


def turn_flowchart(words=None, size: float | None = None) -> str:
    """One turn as a flowchart: cover an open double (R12); else play one
    tile if you can (R7, R8; a double: again, R11); else draw one (R9) and
    play it, or pass and put out a marker (R10)."""
    w = _w(words)
    c = Canvas(unit=20)
    g = c.dwg.g(class_="flowchart")
    height = _flow(c, g, w)
    c.dwg.add(g)
    return c.finish(FLOW_W, height, say.flow_title(w), say.flow_desc(w), size, cls="mextrain flowchart")


# ---- the seating ------------------------------------------------------------------------------

def seating(players: int, names=None, first: int | None = 0, words=None, size: float | None = None) -> str:
    """The seats round a table in the order of play (R2), clockwise from the
    top; ``first`` (a seat, or None) is marked as the one who starts round 1
    (R5). ``names`` default to "Player 1", "Player 2", ..."""
    from ..words.exercises import seat_names
    w = _w(words)
    names = list(seat_names(w, players) if names is None else names)
    if len(names) != players or not 2 <= players <= 12:
        raise ValueError(f"seating draws 2 to 12 seats, one name each; got {players} and {len(names)} names")
    import math
    width, height = 520, 460
    cx, cy, r = width / 2, height / 2 + 14, 150
    c = Canvas(unit=20)
    d = c.dwg
    d.add(d.circle(center=(fmt(cx), fmt(cy)), r=fmt(r - 40), fill="#e9f1e7", stroke="#8aa889", stroke_width=3))
    # arrows between neighbours, clockwise: the order of play
    for s in range(players):
        a1 = -math.pi / 2 + 2 * math.pi * (s + 0.22) / players
        a2 = -math.pi / 2 + 2 * math.pi * (s + 0.78) / players
        ra = r - 58
        p1 = (cx + ra * math.cos(a1), cy + ra * math.sin(a1))
        p2 = (cx + ra * math.cos(a2), cy + ra * math.sin(a2))
        path = d.path(d=f"M {fmt(p1[0])} {fmt(p1[1])} A {fmt(ra)} {fmt(ra)} 0 0 1 {fmt(p2[0])} {fmt(p2[1])}",
                      fill="none", stroke=MUTED, stroke_width=2.5)
        d.add(path)
        # head: perpendicular to the radius at p2, pointing clockwise
        tx, ty = -math.sin(a2), math.cos(a2)
        nx, ny = math.cos(a2), math.sin(a2)
        head = [(p2[0] + 9 * tx, p2[1] + 9 * ty), (p2[0] - 5 * nx, p2[1] - 5 * ny), (p2[0] + 5 * nx, p2[1] + 5 * ny)]
        d.add(d.polygon([(fmt(x), fmt(y)) for x, y in head], fill=MUTED))
    lines = wrap(say.seating_middle(w), 2 * (r - 80), 14)
    for i, line in enumerate(lines):
        d.add(c.text(line, cx, cy - 6 + i * 17 - (len(lines) - 1) * 8, size=14, anchor="middle", fill=MUTED))
    for s, name in enumerate(names):
        a = -math.pi / 2 + 2 * math.pi * s / players
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        g = d.g(class_="seat", **{"data-seat": str(s)})
        starts = first is not None and s == first
        g.add(d.circle(center=(fmt(x), fmt(y)), r=30, fill="#fff6d6" if starts else "#ffffff",
                       stroke=MARK if starts else INK, stroke_width=3 if starts else 1.5))
        g.add(c.text(s + 1, x, y + 7, size=20, anchor="middle", bold=True))
        lx = x + (44 if math.cos(a) > 0.3 else -44 if math.cos(a) < -0.3 else 0)
        ly = y + (-40 if math.sin(a) < -0.3 else 50 if math.sin(a) > 0.3 else 5)
        anchor = "start" if math.cos(a) > 0.3 else "end" if math.cos(a) < -0.3 else "middle"
        g.add(c.text(name, lx, ly, size=15, anchor=anchor, bold=True))
        if starts:  # above a name above its seat, else below the name
            g.add(c.text(say.first_player(w), lx, ly - 18 if math.sin(a) < -0.3 else ly + 17, size=12,
                         anchor=anchor, fill=MARK))
        d.add(g)
    return c.finish(width, height, say.seating_title(w, players), say.seating_desc(w, names), size,
                    cls="mextrain seating")


# ---- the set as a grid --------------------------------------------------------------------------

def tile_grid(max_pip: int = 12, number: int | None = None, words=None, size: float | None = None) -> str:
    """Every tile of a double-``max_pip`` set, row n holding n-0 ... n-n:
    so the tiles with a number k are row k and column k. ``number`` rings
    those tiles (after the question about them has been answered)."""
    w = _w(words)
    tiles = full_set(max_pip)
    if number is not None and not (type(number) is int and 0 <= number <= max_pip):
        raise ValueError(f"number must be 0..{max_pip}, not {number!r}")
    unit = 15 if max_pip <= 12 else 10
    step_x, step_y = 2 * unit + 8, unit + 8
    left, top = 40, 34
    c = Canvas(unit=unit)
    d = c.dwg
    for b in range(max_pip + 1):
        d.add(c.text(b, left + b * step_x + unit, top - 10, size=12, anchor="middle", fill=MUTED, bold=True))
    for t in tiles:
        a, b = t.high, t.low
        x, y = left + b * step_x, top + a * step_y
        if b == 0:
            d.add(c.text(a, left - 10, y + unit - 3, size=12, anchor="end", fill=MUTED, bold=True))
        ring = MARK if number is not None and t.has(number) else None
        d.add(c.tile(t, x, y, cls="tile grid-tile", id=f"grid-{t}", ring=ring))
    width = left + (max_pip + 1) * step_x + 10
    height = top + (max_pip + 1) * step_y + 6
    return c.finish(width, height, say.grid_title(w, len(tiles), max_pip), say.grid_desc(w, max_pip), size,
                    cls="mextrain tile-grid")


# ---- round scores, no totals ---------------------------------------------------------------------

def score_table(match, names=None, words=None, size: float | None = None) -> str:
    """The round scores of ``match``, one row a round: no totals and no
    winner (an exercise asks for them)."""
    from ..words.exercises import seat_names
    w = _w(words)
    names = list(seat_names(w, match.players) if names is None else names)
    rows = match.round_scores
    col0, col = 150, 120
    width = col0 + col * match.players + 20
    height = 70 + 32 * (len(rows) + 1)
    c = Canvas(unit=20)
    d = c.dwg
    y = 30
    for s, name in enumerate(names):
        d.add(c.text(name, col0 + col * s + col / 2, y + 18, size=15, anchor="middle", bold=True))
    d.add(d.line((10, fmt(y + 28)), (fmt(width - 10), fmt(y + 28)), stroke=INK, stroke_width=1.5))
    for k, row in enumerate(rows):
        yy = y + 28 + 32 * (k + 1)
        d.add(c.text(say.round_label(w, k + 1, match.rules.engine_pip(k)), 16, yy - 9, size=14))
        for s, points in enumerate(row):
            d.add(c.text(points, col0 + col * s + col / 2, yy - 9, size=16, anchor="middle"))
        d.add(d.line((10, fmt(yy)), (fmt(width - 10), fmt(yy)), stroke="#d0d6dc", stroke_width=1))
    return c.finish(width, height, say.scores_title(w, len(rows)), say.scores_desc(w), size, cls="mextrain scores")


# ---- the rules card -------------------------------------------------------------------------------

def rules_card(words=None) -> str:
    """One printable A4 page: every rule id in one plain sentence, the turn
    flowchart, a few pictures; for a class to keep on the table."""
    w = _w(words)
    width, height = A4
    c = Canvas(unit=16)
    d = c.dwg
    margin = 34
    d.add(c.text(say.card_title(w), margin, 52, size=26, bold=True))
    d.add(c.text(say.card_subtitle(w), margin, 76, size=12.5, fill=MUTED))
    text_w = width * 0.5 - margin
    columns = ((margin, (("equipment", (Rule.R1, Rule.R2, Rule.R3, Rule.R4, Rule.R5, Rule.R18)),
                         ("turn", (Rule.R6, Rule.R7, Rule.R8, Rule.R9, Rule.R10, Rule.R11, Rule.R12)))),
               (width * 0.5 + 8, (("end", (Rule.R13, Rule.R14, Rule.R15, Rule.R16, Rule.R17)),
                                  ("classic", (Rule.C1, Rule.C2, Rule.C3, Rule.C4, Rule.C5)))))
    bottoms = []
    for x0, sections in columns:
        y = 100.0
        for key, rules in sections:
            d.add(c.text(say.card_section(w, key), x0, y + 14, size=15, bold=True, fill="#0b6e4f"))
            y += 26
            for rule in rules:
                lines = wrap(say.plain_rule(w, rule), text_w - 42, 11.5)
                d.add(c.text(str(rule), x0, y + 11, size=11.5, bold=True,
                             fill=ALERT if key == "classic" else "#1d3fa6"))
                for i, line in enumerate(lines):
                    d.add(c.text(line, x0 + 34, y + 11 + i * 14.5, size=11.5))
                y += 14.5 * len(lines) + 5
            y += 10
        bottoms.append(y)
    # the pieces, under the right-hand column
    x0, py = columns[1][0], bottoms[1] + 4
    d.add(c.tile(full_set()[-1], x0, py, vertical=True, unit=18, cls="tile engine"))
    d.add(c.text(say.card_piece(w, "engine"), x0 + 26, py + 22, size=12, fill=MUTED))
    d.add(d.use(c.ref(marker_key()), x=fmt(x0 + 150), y=fmt(py + 6), width=40, height=28))
    d.add(c.text(say.card_piece(w, "marker"), x0 + 196, py + 24, size=12, fill=MUTED))
    # the flowchart, as large as the rest of the page allows
    y = max(bottoms[0], py + 50) + 6
    d.add(c.text(say.card_section(w, "flow"), margin, y + 14, size=15, bold=True, fill="#0b6e4f"))
    g = d.g(class_="flowchart")
    flow_h = _flow(c, g, w)
    top = y + 22
    scale = min((width - 2 * margin) / FLOW_W, (height - 44 - top) / flow_h)
    left = (width - FLOW_W * scale) / 2
    g["transform"] = f"translate({fmt(left)},{fmt(top)}) scale({scale:.4f})"
    d.add(g)
    d.add(c.text(say.card_footer(w), margin, height - 24, size=11, fill=MUTED))
    return c.finish(width, height, say.card_title(w), say.card_subtitle(w), cls="mextrain rules-card")



def write_card(folder, words=None) -> tuple[str, str]:
    """Write the rules card as ``rules-card.svg`` and ``rules-card.pdf`` (A4)
    into ``folder``; the PDF needs cairosvg (the kit's test extra). The PDF's
    title and subject are the card's heading and subtitle in its language
    (a viewer shows the title; without it, a UUID)."""
    import os

    from cairosvg.surface import PDFSurface, cairo

    w = _w(words)
    metadata = {cairo.PDF_METADATA_TITLE: say.card_title(w), cairo.PDF_METADATA_SUBJECT: say.card_subtitle(w)}

    class Titled(PDFSurface):
        def finish(self):
            for key, value in metadata.items():
                self.cairo.set_metadata(key, value)
            super().finish()

    svg = rules_card(words)
    svg_path, pdf_path = os.path.join(folder, "rules-card.svg"), os.path.join(folder, "rules-card.pdf")
    with open(svg_path, "w", encoding="utf-8") as f:
        f.write(svg)
    Titled.convert(bytestring=svg.encode("utf-8"), write_to=pdf_path)
    return svg_path, pdf_path


if __name__ == "__main__":  # python -m mextrain.svg.teaching docs
    import sys
    print(*write_card(sys.argv[1] if len(sys.argv) > 1 else "docs"))
