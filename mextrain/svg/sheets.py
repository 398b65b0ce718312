"""The score sheet of a match: penalties per round, running totals, the
leader and, once the match is over, the winner(s) (R15-R17).

>>> import mextrain as mt
>>> m = mt.Match(3, rules=mt.Rules(rounds="one"), seed=4)
>>> svg = mt.svg.score_sheet(m, names=["Ann", "Bo", "Cy"])
>>> "<title>Score sheet" in svg and 'class="total"' in svg
True
"""

from __future__ import annotations

from .canvas import HINT, INK, LAST, MUTED, Canvas
from ..words import pictures as say
from .table import _words

ROW_H = 30
FIRST = 150   # the round and engine columns
COL = 120


def score_sheet(match, names=None, size: float | None = None, words=None) -> str:
    """A ``Match``'s score sheet as SVG text; ``names`` one per seat;
    ``words`` a ``mextrain.words.Words`` (its language)."""
    if not hasattr(match, "round_scores") or not hasattr(match, "totals"):
        raise ValueError(f"score_sheet() draws a mextrain.Match, not {type(match).__name__}")
    n = match.players
    w = _words(words, names, n, None)
    scores = match.round_scores
    totals = match.totals
    winners = set(match.winners)
    leaders = set(match.leaders) if scores else set()
    rules = match.rules
    c = Canvas()
    d = c.dwg
    width = max(FIRST + COL * n + 24, 560)
    y = 12
    head = say.sheet_headline(w, match)
    d.add(c.text(head, 12, y + 20, size=18, bold=True))
    d.add(c.text(say.sheet_explainer(w), 12, y + 40, size=12, fill=MUTED))
    d.add(c.text(say.sheet_rules(w, rules), 12, y + 56, size=12, fill=MUTED))
    y += 70
    # columns: leaders / winners tinted the whole way down
    rows = len(scores) + (0 if match.round.is_over else 1)
    body_h = ROW_H * (rows + 2) + (14 if winners else 0)
    for s in range(n):
        x = 12 + FIRST + COL * s
        if s in winners or (not winners and s in leaders):
            d.add(d.rect((x, y), (COL, body_h), fill="#fff1c2" if s in winners else "#fff8e1", class_="leader"))
    # header row
    d.add(c.text(say.sheet_column(w, "round"), 20, y + 20, size=14, bold=True, fill=MUTED))
    d.add(c.text(say.sheet_column(w, "engine"), 90, y + 20, size=14, bold=True, fill=MUTED))
    for s in range(n):
        x = 12 + FIRST + COL * s + COL / 2
        mark = "\u2605 " if s in winners or s in leaders else ""
        d.add(c.text(mark + w.player(s), x, y + 20, size=14, bold=True, anchor="middle", **{"data-seat": str(s)}))
    d.add(d.line((12, y + ROW_H), (width - 12, y + ROW_H), stroke=INK, stroke_width=1.5))
    y += ROW_H
    desc = [head + "."]
    running = [0] * n
    for k, row in enumerate(scores):
        pip = rules.engine_pip(k)
        g = d.g(class_="round", **{"data-round": str(k + 1)})
        if k % 2:
            g.add(d.rect((12, y), (width - 24, ROW_H), fill="#000000", fill_opacity=0.04))
        g.add(c.text(k + 1, 20, y + 20, size=14))
        g.add(c.text(f"{pip}-{pip}", 90, y + 20, size=14, fill=MUTED))
        for s, p in enumerate(row):
            x = 12 + FIRST + COL * s + COL / 2
            running[s] += p
            g.add(c.text(say.sheet_column(w, "out") if p == 0 else p, x + 8, y + 20, size=14, anchor="end",
                         fill=HINT if p == 0 else INK, bold=p == 0))
            g.add(c.text(running[s], x + 20, y + 20, size=11, fill=MUTED, class_="running"))
        d.add(g)
        desc.append(say.sheet_round(w, k + 1, f"{pip}-{pip}", row))
        y += ROW_H
    if not match.round.is_over:
        k = len(scores)
        pip = rules.engine_pip(k)
        d.add(c.text(k + 1, 20, y + 20, size=14, fill=MUTED))
        d.add(c.text(f"{pip}-{pip}", 90, y + 20, size=14, fill=MUTED))
        d.add(c.text(say.sheet_column(w, "in play"), 12 + FIRST, y + 20, size=14, fill=MUTED, font_style="italic"))
        y += ROW_H
    d.add(d.line((12, y), (width - 12, y), stroke=INK, stroke_width=1.5))
    tot = d.g(class_="total")
    tot.add(c.text(say.sheet_column(w, "total"), 20, y + 21, size=15, bold=True))
    for s, t in enumerate(totals):
        x = 12 + FIRST + COL * s + COL / 2
        tot.add(c.text(t, x, y + 21, size=16, bold=True, anchor="middle",
                       fill=LAST if s in winners or s in leaders else INK))
    if winners:
        for s in sorted(winners):
            tot.add(c.text(say.sheet_column(w, "winner"), 12 + FIRST + COL * s + COL / 2, y + 38, size=12, bold=True,
                           anchor="middle", fill=LAST))
    d.add(tot)
    desc.append(say.sheet_totals(w, totals))
    y += ROW_H + (22 if winners else 10)
    return c.finish(width, y, say.sheet_title(w, head), " ".join(desc), size)
