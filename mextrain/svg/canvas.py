"""The drawing surface every picture shares: light elements, pip faces
as ``<symbol>``s placed with ``<use>``, and a fast, deterministic writer.

A picture is drawn with the few SVG elements it needs (``Element``, made
by ``Drawing``'s methods: ``g``, ``rect``, ``text``...), which only keep
their attributes and children in order: they are written straight to text
(``_write``), with no checks and no ElementTree. They take svgwrite's
arguments and give its text byte for byte (``class_`` is ``class``,
``stroke_width`` ``stroke-width``, an element's own arguments after the
others); svgwrite itself checks the written pictures in the tests.
Attributes keep the order they were set in, so the same position gives
the same bytes.

Symbol ids say what they draw (``mt-p7h-traditional``), never a counter:
two pictures in one notebook page may both define ``mt-p7h-traditional``
and it is the same drawing, so an ``<use>`` can find either.
"""

from __future__ import annotations

import functools

from .palette import look, palette_colours, pip_layout, pip_radius

FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
FACE = "#fffdf4"      # ivory tile face
EDGE = "#4a4a4a"      # tile outline and divider
BACK = "#2a5d8f"      # face-down tiles
INK = "#1f2328"       # text
MUTED = "#5a6270"     # secondary text
LAST = "#f4a100"      # the last move
HINT = "#1a9e3f"      # legal moves (hints)
ALERT = "#d1242f"     # an open double that must be covered
MARK = "#7a3fbf"      # lesson highlights
CHAR = 0.6  # a character's width, in font sizes: DejaVu Sans is wide, so wrap early rather than overflow

_ESC_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ESC_ATTR = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                           "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})


def escape(text) -> str:
    """Text as XML character data: markup in names stays text."""
    return _clean(str(text)).translate(_ESC_TEXT)


def _clean(text: str) -> str:
    # XML 1.0 forbids most control characters even when escaped.
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c in "\n\t" else "\ufffd" for c in text)


def _attr(v) -> str:
    """A value as an attribute's text."""
    v = v if type(v) is str else str(v)
    # most values are numbers and colours: escape only what needs it
    if "&" in v or "<" in v or '"' in v or ">" in v or not v.isprintable():
        v = _clean(v).translate(_ESC_ATTR)
    return v


class _Written:
    """A part already written (a symbol, a tile, a kept lane), placed as is."""

    __slots__ = ("markup",)

    def __init__(self, markup: str):
        self.markup = markup


_KEYS: dict[str, str] = {}


def _key(name: str) -> str:
    """A keyword argument's attribute name: ``class_`` -> ``class``, ``stroke_width`` -> ``stroke-width``."""
    key = _KEYS.get(name)
    if key is None:
        key = _KEYS[name] = name.rstrip("_").replace("_", "-")
    return key


def _numbers(values) -> str:
    """A list attribute (a text's ``x``, ``dy``...): its values, spaced."""
    return " ".join(str(v) for v in values if v is not None)


class Element:
    """An SVG element: its name, its attributes in the order they were set,
    its children, and the text in it (``content``: a ``text``, ``tspan``
    or ``title``'s; None: none). ``late``: an attribute (name, value) set when it is
    written, after every other (a path's ``d``, a polygon's ``points``)."""

    __slots__ = ("elementname", "attribs", "elements", "content", "late")

    def __init__(self, name: str, extra: dict, text: str | None = None, late: tuple | None = None):
        self.elementname = name
        self.attribs = {_key(k): v for k, v in extra.items()}
        self.elements: list = []
        self.content = text
        self.late = late

    def add(self, element):
        self.elements.append(element)
        return element

    def __setitem__(self, key: str, value) -> None:
        self.attribs[key] = value

    def __getitem__(self, key: str):
        return self.attribs[key]

    def set_desc(self, title=None, desc=None) -> None:
        """A ``<title>`` and/or a ``<desc>`` as the first children."""
        if desc is not None:
            self.elements.insert(0, Element("desc", {}, str(desc)))
        if title is not None:
            self.elements.insert(0, Element("title", {}, str(title)))


def _shape(name: str, extra: dict, *pairs) -> Element:
    """An element whose own arguments (name, value) come after the others."""
    e = Element(name, extra)
    for k, v in pairs:
        e.attribs[k] = v
    return e


class Drawing(Element):
    """The ``<svg>`` root, its ``<defs>`` first, and the elements' makers."""

    __slots__ = ("defs",)

    def __init__(self):
        super().__init__("svg", {})
        self.defs = self.add(Element("defs", {}))

    @staticmethod
    def g(**extra) -> Element:
        return Element("g", extra)

    @staticmethod
    def symbol(**extra) -> Element:
        return Element("symbol", extra)

    @staticmethod
    def rect(insert=(0, 0), size=(1, 1), rx=None, ry=None, **extra) -> Element:
        e = _shape("rect", extra, ("x", insert[0]), ("y", insert[1]), ("width", size[0]), ("height", size[1]))
        if rx is not None:
            e.attribs["rx"] = rx
        if ry is not None:
            e.attribs["ry"] = ry
        return e

    @staticmethod
    def circle(center=(0, 0), r=1, **extra) -> Element:
        return _shape("circle", extra, ("cx", center[0]), ("cy", center[1]), ("r", r))

    @staticmethod
    def line(start=(0, 0), end=(0, 0), **extra) -> Element:
        return _shape("line", extra, ("x1", start[0]), ("y1", start[1]), ("x2", end[0]), ("y2", end[1]))

    @staticmethod
    def use(href: str, insert=None, size=None, **extra) -> Element:
        e = _shape("use", extra, ("xlink:href", href))
        if insert is not None:
            e.attribs["x"], e.attribs["y"] = insert[0], insert[1]
        if size is not None:
            e.attribs["width"], e.attribs["height"] = size[0], size[1]
        return e

    @staticmethod
    def path(d: str = "", **extra) -> Element:
        return Element("path", extra, late=("d", d))

    @staticmethod
    def polyline(points=(), **extra) -> Element:
        return Element("polyline", extra, late=("points", " ".join(f"{x},{y}" for x, y in points)))

    @staticmethod
    def polygon(points=(), **extra) -> Element:
        return Element("polygon", extra, late=("points", " ".join(f"{x},{y}" for x, y in points)))

    @staticmethod
    def text(text, x=None, y=None, dx=None, dy=None, **extra) -> Element:
        return Drawing._text("text", text, x, y, dx, dy, extra)

    @staticmethod
    def tspan(text, x=None, y=None, dx=None, dy=None, **extra) -> Element:
        return Drawing._text("tspan", text, x, y, dx, dy, extra)

    @staticmethod
    def _text(name, text, x, y, dx, dy, extra) -> Element:
        e = Element(name, extra, text)
        for k, v in (("x", x), ("y", y), ("dx", dx), ("dy", dy)):
            if v is not None:
                e.attribs[k] = _numbers(v)
        return e


def _write(e, out: list) -> None:
    if type(e) is _Written:
        out.append(e.markup)
        return
    name = e.elementname
    out.append("<" + name)
    if e.late is not None:
        e.attribs[e.late[0]] = e.late[1]
    for k, v in e.attribs.items():
        if v is not None:
            out.append(f' {k}="{_attr(v)}"')
    text, kids = e.content, e.elements
    if text is None and not kids:
        out.append("/>")
        return
    out.append(">")
    if text is not None:
        out.append(escape(text))
    for c in kids:
        _write(c, out)
    out.append(f"</{name}>")


def wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` in lines that fit ``width`` pixels at ``size``."""
    most = max(8, int(width / (size * CHAR)))
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > most:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line] if line else lines


def fmt(v: float) -> str:
    """A coordinate, short: 12 not 12.0, 12.5 not 12.500001."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


# Symbols are the same in every picture, so each is drawn and written once
# per process: key -> (markup, keys of the symbols it uses).
_SYMBOLS: dict[str, tuple[str, tuple[str, ...]]] = {}
_FACTORY = Drawing()


def _symbol(key: str, build) -> str:
    """``#key``, drawing the symbol the first time it is asked for."""
    if key not in _SYMBOLS:
        sym, uses = build(key)
        out: list[str] = []
        _write(sym, out)
        _SYMBOLS[key] = ("".join(out), uses)
    return key


def face_key(n: int, horizontal: bool, style: str, palette: str) -> str:
    """Number n on a half tile (a 0..100 square)."""
    kind = "n" if style == "numerals" else "p"
    return _symbol(f"mt-{kind}{n}{'h' if horizontal else 'v'}-{palette}",
                   lambda key: (_face(key, n, horizontal, style, palette_colours(palette)), ()))


def _face(key: str, n: int, horizontal: bool, style: str, colours):
    d = _FACTORY
    sym = d.symbol(id=key, viewBox="0 0 100 100")
    fill = colours[n]
    if style == "numerals":
        sym.add(d.text(str(n), x=[50], y=[50], dy=["0.36em"], fill=fill if n else "#8a8a8a",
                       font_size=62 if n < 10 else 52, font_weight="bold", text_anchor="middle"))
        return sym
    r = fmt(pip_radius(n) * 0.86)
    # The pips' colour and rim once for the face, not on each pip: pictures
    # go to every seat after every move.
    pips = d.g(fill=fill, stroke="#000000", stroke_opacity=0.25, stroke_width=1.2)
    for x, y in pip_layout(n):
        if horizontal:  # the tile lies on its side: the face turns with it
            x, y = y, 100 - x
        x, y = 7 + x * 0.86, 7 + y * 0.86  # clear of the tile's edge
        pips.add(d.circle(center=(fmt(x), fmt(y)), r=r))
    sym.add(pips)
    return sym


def body_key(horizontal: bool, face_down: bool = False) -> str:
    return _symbol(f"mt-{'back' if face_down else 'body'}{'h' if horizontal else 'v'}",
                   lambda key: (_body(key, horizontal, face_down), ()))


def _body(key: str, horizontal: bool, face_down: bool):
    d = _FACTORY
    w, h = (200, 100) if horizontal else (100, 200)
    sym = d.symbol(id=key, viewBox=f"0 0 {w} {h}")
    sym.add(d.rect((3, 3), (w - 6, h - 6), rx=14, fill=BACK if face_down else FACE, stroke=EDGE, stroke_width=5))
    if face_down:
        sym.add(d.rect((16, 16), (w - 32, h - 32), rx=8, fill="none", stroke="#ffffff", stroke_opacity=0.35,
                         stroke_width=4))
    elif horizontal:
        sym.add(d.line((100, 14), (100, 86), stroke=EDGE, stroke_width=4))
    else:
        sym.add(d.line((14, 100), (86, 100), stroke=EDGE, stroke_width=4))
    return sym


def tile_key(a: int, b: int, horizontal: bool, style: str, palette: str) -> str:
    """A whole tile face up, a on the left (top), b on the right (bottom):
    a body and two faces, so a tile on the table is one ``<use>``."""
    h = "h" if horizontal else "v"
    kind = "n" if style == "numerals" else "p"
    return _symbol(f"mt-t{a}-{b}{h}{kind}-{palette}", lambda key: _tile(key, a, b, horizontal, style, palette))


def _tile(key, a, b, horizontal, style, palette):
    d = _FACTORY
    body = body_key(horizontal)
    fa, fb = face_key(a, horizontal, style, palette), face_key(b, horizontal, style, palette)
    sym = d.symbol(id=key, viewBox="0 0 200 100" if horizontal else "0 0 100 200")
    sym.add(d.use("#" + body, width=200 if horizontal else 100, height=100 if horizontal else 200))
    sym.add(d.use("#" + fa, width=100, height=100))
    if horizontal:
        sym.add(d.use("#" + fb, x=100, width=100, height=100))
    else:
        sym.add(d.use("#" + fb, y=100, width=100, height=100))
    return sym, (body, fa, fb)


def marker_key() -> str:
    """A small locomotive: the marker on a train (R10)."""
    return _symbol("mt-marker", lambda key: (_marker(key), ()))


def _marker(key: str):
    d = _FACTORY
    sym = d.symbol(id=key, viewBox="0 0 100 70")
    red = "#c8102e"
    sym.add(d.rect((8, 22), (58, 28), rx=5, fill=red))                # boiler
    sym.add(d.rect((56, 6), (34, 44), rx=4, fill=red))                # cab
    sym.add(d.rect((63, 13), (20, 14), rx=2, fill="#ffffff"))         # window
    sym.add(d.rect((16, 6), (12, 18), rx=2, fill="#333333"))          # chimney
    sym.add(d.polygon([(2, 50), (8, 36), (8, 50)], fill="#333333"))   # cow-catcher
    for cx in (24, 46, 74):
        sym.add(d.circle(center=(cx, 56), r=10, fill="#333333"))
    return sym


@functools.lru_cache(maxsize=16)
def symbol_sheet(max_pip: int, style: str | None = None, palette: str | None = None) -> str:
    """Every symbol a picture of the double-``max_pip`` set may use, in one
    ``<svg>`` that takes no room and is hidden from screen readers. A page
    that holds it is sent pictures without their ``<defs>`` (``finish(...,
    symbols=False)``): after every move, to every seat, half the bytes of a
    table's picture and most of a hand's are the symbols it uses, the same
    each time. Every tile of the set is in it, so it tells nothing of a hand.

    >>> sheet = symbol_sheet(6)
    >>> sheet.count("<symbol "), 'id="mt-t6-5hp-traditional"' in sheet
    (117, True)
    """
    style, palette = look(style, palette)
    sheet = Canvas(style=style, palette=palette)
    for key in (marker_key(), body_key(True, True), body_key(False, True)):
        sheet.ref(key)
    for horizontal in (True, False):
        for a in range(max_pip + 1):
            for b in range(max_pip + 1):
                sheet.ref(tile_key(a, b, horizontal, style, palette))
    return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="0" '
            'height="0" class="mextrain-symbols" aria-hidden="true"><defs>'
            + "".join(_SYMBOLS[k][0] for k in sorted(sheet._used)) + "</defs></svg>")


@functools.lru_cache(maxsize=8192)
def _tile_markup(name, faces, x: str, y: str, vertical: bool, u: float, cls: str, id, data: tuple, ring,
                 style: str, palette: str) -> tuple[str, str]:
    """A tile's ``<g>`` as text and the symbol it shows, written once for
    each place and look: a table drawn again after a move writes most of
    its tiles as before (``faces`` None: face down)."""
    w, h = (u, 2 * u) if vertical else (2 * u, u)
    out = [f'<g class="{_attr(cls)}" transform="translate({x},{y})"']
    if id is not None:
        out.append(f' id="{_attr(id)}"')
    if faces is not None:
        out.append(f' data-tile="{name}"')
    for k, v in data:
        out.append(f' data-{k}="{_attr(v)}"')
    out.append(">")
    if ring is not None:
        out.append(f'<rect fill="none" stroke="{_attr(ring)}" stroke-width="4" x="-3" y="-3" '
                   f'width="{fmt(w + 6)}" height="{fmt(h + 6)}" rx="{fmt(u * 0.22 + 3)}"/>')
    key = body_key(not vertical, True) if faces is None else tile_key(*faces, not vertical, style, palette)
    out.append(f'<use width="{fmt(w)}" height="{fmt(h)}" xlink:href="#{key}"/></g>')
    return "".join(out), key


#: Parts of pictures kept written (``Canvas.kept``), the oldest let go first:
#: a classroom's tables at a time, five or so lanes each.
KEPT = 4096
_KEPT: dict[tuple, tuple[str, frozenset[str]]] = {}


# The largest ``min_text`` a picture takes (a projector's text grows up to it).
MAX_MIN_TEXT = 40


class Canvas:
    """One picture in the making: a ``Drawing`` plus the symbols it
    uses, written into ``<defs>`` when the picture is finished.

    ``unit`` is the side of a half tile in pixels; tiles are drawn at that
    size unless told otherwise. ``style`` and ``palette`` None: the kit's
    (``set_style``). ``min_text``: no text smaller than that many pixels
    (a picture shown from afar, on a projector).
    """

    def __init__(self, unit: float = 24, style: str | None = None, palette: str | None = None,
                 min_text: float | None = None):
        self.style, self.palette = look(style, palette)
        self.colours = palette_colours(self.palette)
        self.unit = unit
        if min_text is not None and (type(min_text) not in (int, float) or not 0 < min_text <= MAX_MIN_TEXT):
            raise ValueError(f"min_text is a font size in pixels (above 0, at most {MAX_MIN_TEXT}), "
                             f"not {min_text!r}")
        self.min_text = min_text or 0
        self.dwg = Drawing()
        self._used: set[str] = set()

    def ref(self, key: str) -> str:
        """``#key`` for an ``<use>``; the symbol (and those it uses) go into ``<defs>``."""
        todo = [key]
        while todo:
            k = todo.pop()
            if k not in self._used:
                self._used.add(k)
                todo.extend(_SYMBOLS[k][1])
        return "#" + key

    def kept(self, key: tuple, draw) -> _Written:
        """A part of the picture, ``draw(canvas)``'s element, drawn on a
        canvas like this one and kept written under ``key`` (what the part
        shows: everything ``draw`` reads), so a picture drawn again after a
        move writes the parts the move left alone as they were."""
        key = (self.unit, self.style, self.palette, self.min_text, *key)
        found = _KEPT.get(key)
        if found is None:
            part = Canvas(self.unit, self.style, self.palette, self.min_text or None)
            out: list[str] = []
            _write(draw(part), out)
            found = _KEPT[key] = ("".join(out), frozenset(part._used))
            if len(_KEPT) > KEPT:
                del _KEPT[next(iter(_KEPT))]
        self._used.update(found[1])  # with the symbols they use: ref() added those
        return _Written(found[0])

    # ---- tiles ------------------------------------------------------------

    def tile(self, t, x: float, y: float, vertical: bool = False, first: int | None = None,
             face_down: bool = False, unit: float | None = None, cls: str = "tile",
             id: str | None = None, data: dict | None = None, ring: str | None = None):
        """A tile as a ``<g>`` at (x, y), its top-left corner.

        ``first`` is the number drawn on the left (or top); the high end
        unless told. ``ring`` outlines the tile in that colour (last move,
        hints, an open double).
        """
        u = self.unit if unit is None else unit
        faces = None
        if t is not None and not face_down:
            a = t.high if first is None else first
            faces = (a, t.pips - a)
        markup, key = _tile_markup(None if t is None else t._str, faces, fmt(x), fmt(y), vertical, u, cls, id,
                                   tuple((data or {}).items()), ring, self.style, self.palette)
        self.ref(key)
        return _Written(markup)

    # ---- text -------------------------------------------------------------

    def font(self, size: float) -> float:
        """A font size, raised to ``min_text``."""
        return max(size, self.min_text)

    def text(self, text, x: float, y: float, size: float = 14, anchor: str = "start",
             fill: str = INK, bold: bool = False, **extra):
        """Text whose content is escaped on output: names can never become markup."""
        t = self.dwg.text(str(text), x=[fmt(x)], y=[fmt(y)], font_size=fmt(self.font(size)), fill=fill, **extra)
        if anchor != "start":
            t["text-anchor"] = anchor
        if bold:
            t["font-weight"] = "bold"
        return t

    # ---- output -----------------------------------------------------------

    def finish(self, width: float, height: float, title: str, desc: str, size: float | None = None,
               cls: str = "mextrain", symbols: bool = True) -> str:
        """The picture as SVG text: natural size ``width`` x ``height``,
        scaled to ``size`` pixels wide when given; ``symbols=False``: no
        ``<defs>``, for a page that holds every symbol (``symbol_sheet``)."""
        d = self.dwg
        scale = 1 if size is None else size / width
        if size is not None and (not isinstance(size, (int, float)) or size <= 0):
            raise ValueError(f"size is the picture's width in pixels (a positive number), not {size!r}")
        attribs = {
            "xmlns": "http://www.w3.org/2000/svg",
            "xmlns:xlink": "http://www.w3.org/1999/xlink",
            "width": fmt(width * scale), "height": fmt(height * scale),
            "viewBox": f"0 0 {fmt(width)} {fmt(height)}",
            "class": cls, "font-family": FONT, "role": "img",
        }
        d.attribs = attribs
        # an opaque page: readable on dark notebook themes and projectors alike
        d.elements.insert(1, d.rect((0, 0), (fmt(width), fmt(height)), fill="#ffffff", class_="page"))
        d.set_desc(title, desc)
        if symbols:
            d.defs.elements = [_Written(_SYMBOLS[k][0]) for k in sorted(self._used)]
        else:
            d.elements.remove(d.defs)
        out: list[str] = []
        _write(d, out)
        return "".join(out)
