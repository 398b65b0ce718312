"""Charts for the strategy lab and the rule variants lesson, as SVG text.

A chart is a string of SVG: small pure functions, no plotting library, the
same picture for the same numbers (so nbval can compare it).

>>> svg = bars({"Random": 81.5, "Greedy": 52.25}, title="Penalty per round")
>>> svg.startswith("<svg") and "Greedy" in svg and "52.2" in svg
True
>>> svg == bars({"Random": 81.5, "Greedy": 52.25}, title="Penalty per round")
True
>>> "&lt;b&gt;" in bars({"<b>": 1})
True
>>> bars({"table": {"2 players": 1, "3 players": 2}, "classic": {"2 players": 3}}).count("<rect")  # backdrop, 2 keys, 3 bars
6
>>> bars({"a": 10.0, "b": 4.0}, errors={"a": 1.5, "b": 0.5}).count("<line")  # 2 whiskers and the axis
3

Numbers are written in the kit's language (``words``, or the kit-wide one):

>>> from mextrain.words import Words
>>> "52,2" in bars({"Greedy": 52.25}, words=Words.load("cs"))
True
"""

from __future__ import annotations

from html import escape

from ..words import words as default_words

# Colour-blind-safe (Okabe-Ito), in the order series appear.
COLORS = ("#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#f0e442", "#000000")
FONT = "font-family='sans-serif' font-size='12'"


class Chart(str):
    """SVG text that Jupyter draws as a picture; ``caption``: its title
    (what a picture's text alternative says; ``str.title`` is a method)."""

    caption = ""

    def _repr_svg_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"<Chart, {len(self)} characters of SVG>"


def _number(say, v: float, digits: int) -> str:
    return say.decimal(v, digits) if isinstance(v, float) else str(v)


def bars(data: dict, title: str = "", unit: str = "", digits: int = 1, width: int = 520,
         errors: dict | None = None, words=None) -> Chart:
    """Horizontal bars, one per label: ``{label: value}``; or grouped bars,
    one group per label and one colour per series: ``{series: {label: value}}``
    (a label missing from a series draws no bar for it). ``errors``, shaped
    like ``data``, draws whiskers of those half-widths (a 95% interval, say).
    ``words`` (a ``mextrain.words.Words``) writes the numbers in its language."""
    say = default_words(words)
    errors = errors or {}
    width = max(width, 8 * len(title) + 20)  # room for the title at 14px bold
    if data and all(isinstance(v, dict) for v in data.values()):
        series = list(data)
        labels = list(dict.fromkeys(label for s in series for label in data[s]))
        rows = [[(data[s].get(label), errors.get(s, {}).get(label)) for s in series] for label in labels]
    else:
        series, labels = [None], list(data)
        rows = [[(data[label], errors.get(label))] for label in labels]
    values = [v + (e or 0) for row in rows for v, e in row if v is not None]
    top = max([v for v in values if v > 0], default=1)
    bar, gap, left, right = 16, 10, 130, 110 if errors else 70
    legend = 22 if series != [None] else 0
    head = 26 if title else 6
    height = head + legend + sum(len(row) * bar + gap for row in rows) + 6
    scale = (width - left - right) / top
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
           f"viewBox='0 0 {width} {height}' {FONT}>",
           f"<rect width='{width}' height='{height}' fill='white'/>"]
    if title:
        out.append(f"<text x='{width / 2:g}' y='18' text-anchor='middle' font-size='14' "
                   f"font-weight='bold'>{escape(title)}</text>")
    if legend:
        x = left
        for i, s in enumerate(series):
            out.append(f"<rect x='{x}' y='{head + 3}' width='12' height='12' fill='{COLORS[i % len(COLORS)]}'/>"
                       f"<text x='{x + 16}' y='{head + 13}'>{escape(str(s))}</text>")
            x += 28 + 7 * len(str(s))
    y = head + legend
    for label, row in zip(labels, rows):
        mid = y + len(row) * bar / 2
        out.append(f"<text x='{left - 8}' y='{mid + 4:g}' text-anchor='end'>{escape(str(label))}</text>")
        for i, (v, e) in enumerate(row):
            if v is not None:
                w = max(v, 0) * scale
                out.append(f"<rect x='{left}' y='{y}' width='{w:.1f}' height='{bar - 2}' "
                           f"fill='{COLORS[i % len(COLORS)]}'/>")
                end = w
                if e:
                    lo, hi = left + max(v - e, 0) * scale, left + (v + e) * scale
                    out.append(f"<line x1='{lo:.1f}' y1='{y + bar / 2 - 1:g}' x2='{hi:.1f}' y2='{y + bar / 2 - 1:g}' "
                               f"stroke='#222' stroke-width='1.5'/>")
                    end = hi - left
                label = _number(say, v, digits) + unit + (f" ± {_number(say, e, digits)}" if e else "")
                out.append(f"<text x='{left + end + 4:.1f}' y='{y + bar - 5}'>{escape(label)}</text>")
            y += bar
        y += gap
    out.append(f"<line x1='{left}' y1='{head + legend}' x2='{left}' y2='{y - gap}' stroke='#444'/>")
    out.append("</svg>")
    chart = Chart("".join(out))
    chart.caption = title
    return chart
