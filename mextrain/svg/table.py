"""The table: the engine in a hub, every train as a lane, hands, the state.

Trains are lanes reaching out from the hub, the Mexican train first and the
seats clockwise (right side top to bottom, then left side bottom to top),
so a seat's train keeps its place all round long. A long train folds back
and forth like a real one pushed against the table's edge; each tile's
near end always touches the tile before it, and a coloured badge after the
last tile shows the open end.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=1)
>>> svg = mt.svg.table(rnd, names=["Ann", "Bo", "Cy", "Di"])
>>> 'id="train-mexican"' in svg and 'data-train="3"' in svg and "Ann to play" in svg
True
"""

from __future__ import annotations

import functools

from ..moves import MEXICAN, Play
from ..reasons import CoverNext, MustCover, RoundBlocked, RoundWon, Uncoverable
from ..tiles import Tile
from ..trains import train_ids
from ..view import ALL, View
from ..words import pictures as say
from ..words import words as default_words
from .canvas import ALERT, CHAR, HINT, INK, LAST, MARK, MUTED, Canvas, fmt, marker_key, wrap
from .tiles import draw_hand

UNIT = 24            # half-tile side on the table
WIDTH = 1100         # natural width of the table picture
GAP = 3              # between tiles on a train
ROW = 2 * UNIT + 12  # height of one row of a train
HEADER = 24          # lane header (owner, marker, count)
PAD = 34             # lane ends: room for the open-end badge and the folds
HUB_R = 50
NAME_MAX = 20


# ---- what a picture shows: always a View ------------------------------------

def _view(state, seat) -> View:
    """The View a picture draws: a View as given; for a Round, ``seat``'s
    (None: the player to act, or every hand once the round is over; "all":
    every hand; "public": none)."""
    if isinstance(state, View):
        if seat is not None and seat != state.seat:
            raise ValueError(f"a view shows seat {state.seat}'s hand; seat={seat!r} cannot be shown from it")
        return state
    if seat == "public":
        return state.public_view()
    if seat is None:
        return state.view(ALL if state.is_over else state.turn)
    if seat != ALL and (type(seat) is not int or not 0 <= seat < state.players):
        raise ValueError(f"seat must be None, 'all', 'public' or a seat 0..{state.players - 1}, not {seat!r}")
    return state.view(seat)


def _words(words, names, players: int, viewer):
    """The picture's words, naming the seats (shortened to fit a lane)."""
    w = words if words is not None else default_words()
    if names is None:
        return w.with_names(None, viewer)
    if isinstance(names, str) or len(names) != players:
        raise ValueError(f"names must be a list of {players} player names, one per seat")
    out = []
    for n in names:
        n = " ".join(str(n).split()) or "?"
        out.append(n if len(n) <= NAME_MAX else n[:NAME_MAX - 1] + "\u2026")
    return w.with_names(out, viewer)


def _targets(highlight):
    """Tiles and trains a lesson asks to point at: Tiles, train names, Plays."""
    tiles, trains = set(), set()
    if highlight is None:
        return tiles, trains
    items = [highlight] if isinstance(highlight, (Tile, Play, str, int)) else highlight
    for h in items:
        if isinstance(h, Tile):
            tiles.add(h)
        elif isinstance(h, Play):
            tiles.add(h.tile)
            trains.add(h.train)
        elif h == MEXICAN or type(h) is int:
            trains.add(h)
        else:
            raise ValueError(f"highlight takes tiles, train names ('mexican', a seat) or plays, not {h!r}")
    return tiles, trains


# ---- one train as a lane ---------------------------------------------------

def _rows(chain, width: float):
    """Split a chain into rows that fit ``width``: [(tile index, size), ...]."""
    rows, row, used = [], [], 0.0
    for i, (near, far) in enumerate(chain):
        w = UNIT if near == far else 2 * UNIT
        if row and used + w > width:
            rows.append(row)
            row, used = [], 0.0
        row.append((i, w))
        used += w + GAP
    if row or not rows:
        rows.append(row)
    return rows


def lane_height(train, width: float) -> float:
    return HEADER + len(_rows(train.chain, width - 2 * PAD)) * ROW + 6


class _Lane:
    """Draws one train in a lane of ``width`` starting at x0 and growing
    towards ``side`` (+1 right, -1 left)."""

    def __init__(self, c: Canvas, train, x0: float, top: float, width: float, side: int):
        self.c, self.train, self.x0, self.top, self.width, self.side = c, train, x0, top, width, side
        self.rows = _rows(train.chain, width - 2 * PAD)
        self.height = HEADER + len(self.rows) * ROW + 6

    def x(self, u: float, w: float = 0) -> float:
        """Screen x of a span [u, u + w] measured outwards from the lane start."""
        return self.x0 + u if self.side > 0 else self.x0 - u - w

    def row_y(self, r: int) -> float:
        return self.top + HEADER + r * ROW + ROW / 2 + 2

    def draw(self, w, g, label: str, count: str | None, now: bool, rings: dict, classes: dict,
             badge_ring: str | None, badge_cls: str, hub=None, note=None, hot: bool = False):
        """Add the lane to group ``g``; ``count`` (the owner's tiles, in red
        when ``hot``: one left) follows the label; ``note`` (text, colour)
        goes at the header's far end: what an open double on this train
        demands."""
        c, d, train = self.c, self.c.dwg, self.train
        left = self.x0 if self.side > 0 else self.x0 - self.width
        g.add(d.rect((fmt(left), fmt(self.top)), (fmt(self.width), fmt(self.height)), rx=10,
                     fill="#fff6d6" if now else "#f2f4f7", stroke=LAST if now else "#dde1e6",
                     stroke_width=2.5 if now else 1, class_="lane"))
        # header: marker (R10) near the hub, then the owner's name
        hx = 10
        if train.marker:
            m = d.g(id=f"marker-{train.name}", class_="marker", **{"data-train": str(train.name)})
            m.set_desc(say.marker_desc(w))
            m.add(d.use(c.ref(marker_key()), x=fmt(self.x(hx, 30)), y=fmt(self.top + 3), width=30, height=21))
            g.add(m)
            hx += 36
        t = c.text(("\u25b6 " if now else "") + label, self.x(hx), self.top + 18, size=15, bold=True,
                   anchor="start" if self.side > 0 else "end", fill=INK if train.owner is not None else "#0b6e4f")
        if count:
            t.add(d.tspan(count, dx=[8], font_weight="normal", fill=ALERT if hot else MUTED,
                          font_size=fmt(c.font(13))))
        g.add(t)
        if note:
            g.add(c.text(note[0], self.x(self.width - 10), self.top + 18, size=13, bold=True, fill=note[1],
                         anchor="end" if self.side > 0 else "start", class_="lane-note"))
        # tiles: near end towards the previous tile
        u_end, last_out = PAD, True
        for r, row in enumerate(self.rows):
            out = r % 2 == 0
            u = PAD if out else self.width - PAD
            y = self.row_y(r)
            screen = self.side if out else -self.side  # +1: the row runs left to right
            for i, span in row:
                near, far = train.chain[i]
                ustart = u if out else u - span
                tile = train.tiles[i]
                sx = self.x(ustart, span)
                double = near == far
                ty = y - UNIT if double else y - UNIT / 2
                g.add(c.tile(tile, sx, ty, vertical=double, first=near if screen > 0 else far,
                             cls=classes.get(tile, "tile"), id=f"tile-{tile}", ring=rings.get(tile)))
                u = u + span + GAP if out else u - span - GAP
            u_end = u
            last_out = out
        # the open end: a badge in the number's colour just past the last tile
        n = train.open_end
        bu = (u_end + 12) if last_out else (u_end - 12)
        bx, by = self.x(bu), self.row_y(len(self.rows) - 1)
        # the track: from the hub through every row, folding at the ends
        lo, hi = PAD - 12, self.width - PAD + 12
        y0 = self.row_y(0)
        if hub is not None:
            hx0, hy0 = hub
            path = [f"M{fmt(hx0)},{fmt(hy0)}",
                    f"C{fmt((hx0 + self.x(lo)) / 2)},{fmt(hy0)} {fmt((hx0 + self.x(lo)) / 2)},{fmt(y0)} "
                    f"{fmt(self.x(lo))},{fmt(y0)}"]
        else:
            path = [f"M{fmt(self.x(lo))},{fmt(y0)}"]
        for r in range(len(self.rows)):
            y = self.row_y(r)
            end = hi if r % 2 == 0 else lo
            if r == len(self.rows) - 1:
                end = bu
            path.append(f"L{fmt(self.x(end))},{fmt(y)}")
            if r + 1 < len(self.rows):
                sweep = (r % 2 == 0) == (self.side > 0)
                path.append(f"A14,{ROW / 2} 0 0 {1 if sweep else 0} {fmt(self.x(end))},{fmt(y + ROW)}")
        # drawn under the tiles, just above the lane's background
        g.elements.insert(1, d.path(d=" ".join(path), fill="none", stroke="#cfd5dc", stroke_width=8,
                                    stroke_linecap="round", class_="track"))
        b = d.g(id=f"open-end-{train.name}", class_=badge_cls, **{"data-train": str(train.name)})
        b.set_desc(say.open_end_desc(w, n))
        r = 13 * c.font(14) / 14  # room for the number, raised text too (min_text)
        if badge_ring:
            b.add(d.circle(center=(fmt(bx), fmt(by)), r=fmt(r + 4), fill="none", stroke=badge_ring, stroke_width=4))
        b.add(d.circle(center=(fmt(bx), fmt(by)), r=fmt(r), fill=c.colours[n] if n else "#8a8a8a",
                       stroke="#ffffff", stroke_width=2))
        b.add(c.text(n, bx, by + 5, size=14 if n < 10 else 12, anchor="middle", fill="#ffffff", bold=True))
        g.add(b)


def _lines(c: Canvas, text: str, width: float, size: float) -> list[str]:
    """``text`` in lines of ``width`` pixels once raised from ``size`` to the
    canvas's min_text (a picture seen from afar or small); as it is if it fits
    or is not raised (the lessons' stored pictures stay as they were)."""
    font = c.font(size)
    return [text] if font == size or len(text) * font * CHAR <= width else wrap(text, width, font)


def _lane_group(c: Canvas, train):
    return c.dwg.g(id=f"train-{train.name}", class_="train", **{"data-train": str(train.name)})


def train(t, name: str | None = None, width: float = 560, highlight=None, style: str | None = None,
          palette: str | None = None, size: float | None = None, words=None) -> str:
    """One train on its own as SVG text, folding within ``width`` pixels.

    ``name`` labels it (the owner's name; "Mexican train" by default for
    the Mexican train); ``highlight`` rings tiles in purple; ``words`` a
    ``mextrain.words.Words`` (its language).
    """
    if not hasattr(t, "chain"):
        raise ValueError(f"train() draws a mextrain.Train (from round.trains), not {type(t).__name__}")
    if width < 2 * PAD + 2 * UNIT:
        raise ValueError(f"width must leave room for a tile: at least {2 * PAD + 2 * UNIT} pixels")
    w = _words(words, None, 1, None)
    label = name if name is not None else say.train_name(w, t)
    label = _words(words, [label], 1, None).names[0]
    marked, _ = _targets(highlight)
    c = Canvas(unit=UNIT, style=style, palette=palette)
    lane = _Lane(c, t, 6, 6, width, +1)
    g = _lane_group(c, t)
    lane.draw(w, g, label, None, False, {x: MARK for x in marked}, {}, None, "open-end")
    c.dwg.add(g)
    return c.finish(width + 12, lane.height + 12, say.train_title(w, label, t), say.train_desc(w, label, t), size)


# ---- the whole table ----------------------------------------------------------

def table(state, seat=None, hints: bool = False, size: float | None = None, highlight=None,
          names=None, style: str | None = None, palette: str | None = None, scores: bool = True,
          words=None, notices: bool = True, hand: bool = True, min_text: float | None = None,
          symbols: bool = True) -> str:
    """The whole table as SVG text, drawn from a ``View`` (a ``Round`` is
    first turned into the view ``seat`` names).

    ``seat`` for a Round: whose hand is face up: a seat, ``"all"``,
    ``"public"`` (none: a projector), or None (the player to act, or
    everyone once the round is over); a View shows what it holds. The other
    hands show as counts. ``hints`` rings the legal moves of the player to
    act (only on a picture that shows that player's hand, R18);
    ``highlight`` rings tiles, trains ('mexican' or a seat) or plays in
    purple (lessons); ``names`` one name per seat; ``size`` the width in
    pixels; ``style`` "pips" or "numerals"; ``palette`` "traditional" or
    "colorblind" (None: the kit's, see ``set_style``); ``scores=False`` leaves out the pips and penalties of the
    hands (for exercises that ask for them); ``words`` a
    ``mextrain.words.Words`` (its language); ``notices=False`` leaves out
    what the table says of the rules at work (the double to cover or that
    nobody can cover, a last tile, a marker just put out: what an exercise
    asks the learner to find), though not the end of the round;
    ``hand=False`` leaves out the face-up hands (``seat_hand`` draws a
    seat's on its own: a screen that lays it out apart); ``min_text`` the
    smallest font size in the picture's own pixels (12 unless raised: a
    projector shows it from afar); ``symbols=False`` leaves out the
    ``<defs>``, for a page that holds ``symbol_sheet(max_pip)``.
    """
    if not hasattr(state, "trains") or not hasattr(state, "hand_sizes"):
        raise ValueError(f"table() draws a mextrain.Round or View, not {type(state).__name__}")
    view = _view(state, seat)
    viewer = view.seat if type(view.seat) is int else None
    w = _words(words, names, view.players, viewer)
    c = Canvas(UNIT, style, palette, min_text)
    return _Table(view, w, hints, highlight, c, scores, notices).draw(size, hand, symbols)


def seat_hand(state, seat=None, hints: bool = False, highlight=None, names=None, scores: bool = True,
              width: float = 640, tile_height: float = 56, style: str | None = None, palette: str | None = None,
              size: float | None = None, words=None, symbols: bool = True) -> str:
    """One seat's hand on its own, as the table draws it (``table(...,
    hand=False)`` leaves it out): the heading, then the tiles upright in
    rows that wrap within ``width`` pixels, ``tile_height`` pixels tall,
    with the same hooks (``hand-tile``, ``data-tile``) for widgets.

    Drawn from that seat's own ``View`` only (R18; a ``Round`` is first
    turned into ``seat``'s view, None: the player to act): a public view or
    one showing every hand has no seat's hand to draw. ``hints`` rings the
    tiles the seat can play when it is to act, ``highlight`` rings tiles
    (or the tiles of plays) in purple, as on ``table``; ``scores=False``
    leaves out the pips; ``symbols`` as on ``table``.
    """
    if not hasattr(state, "trains") or not hasattr(state, "hand_sizes"):
        raise ValueError(f"seat_hand() draws a mextrain.Round or View, not {type(state).__name__}")
    if not isinstance(state, View) and seat is None:
        seat = state.turn
    view = _view(state, seat)
    if type(view.seat) is not int:
        raise ValueError("seat_hand() draws one seat's hand, from that seat's view: "
                         f"not from {'the public view' if view.seat is None else 'a view of every hand'}")
    if type(tile_height) not in (int, float) or not 24 <= tile_height <= 200:
        raise ValueError(f"tile_height is in pixels, 24..200, not {tile_height!r}")
    if type(width) not in (int, float) or width < tile_height:
        raise ValueError(f"width must leave room for a tile: at least tile_height ({tile_height}) pixels")
    w = _words(words, names, view.players, view.seat)
    c = Canvas(tile_height / 2, style, palette)
    return _Table(view, w, hints, highlight, c, scores, True).draw_hand(width, size, symbols)


class _Table:
    """The table drawn top to bottom: status, banners, trains, hands."""

    def __init__(self, view: View, w, hints: bool, highlight, c: Canvas, scores: bool = True,
                 notices: bool = True):
        self.v, self.w, self.c, self.d = view, w, c, c.dwg
        self.viewer = w.viewer
        self.hints = hints
        self.scores = scores
        self.marked_tiles, self.marked_trains = _targets(highlight)
        # R18: hints name tiles, so only the player to act may see them; a
        # picture showing another seat's hand gets none.
        self.legal = view.legal_moves() if hints and view.turn in view.hands else []
        self.plays = [m for m in self.legal if isinstance(m, Play)]
        history = view.history
        self.last = history[-1] if history else None
        self.notices = view.notices()
        if not notices:
            self.notices = tuple(n for n in self.notices if isinstance(n, (RoundWon, RoundBlocked)))
        self.doubles = {n.train: n for n in self.notices if isinstance(n, (MustCover, CoverNext, Uncoverable))}
        self.desc: list[str] = []
        self.y = 12.0

    def draw(self, size, hand: bool = True, symbols: bool = True) -> str:
        self.rings, self.classes = self._marks()
        head = self._status()
        self._banners()
        self._trains()
        if hand:
            self._hands()
        self._other_hands()
        if self.plays:
            self.desc.append(say.legal_desc(self.w, self.plays))
        return self.c.finish(WIDTH, self.y, say.table_title(self.w, self.v, head), " ".join(self.desc), size,
                             symbols=symbols)

    def draw_hand(self, width: float, size, symbols: bool = True) -> str:
        """The viewer's hand alone, ``width`` wide, in tiles of the canvas's unit."""
        self.y = 4.0
        # the heading grows with the tiles: read from as far away as they are
        title = self._hands(width, self.c.unit, max(15, self.c.unit / 2))
        if self.plays:
            self.desc.append(say.legal_desc(self.w, self.plays))
        return self.c.finish(width, self.y, title, " ".join(self.desc), size, cls="mextrain hand-picture",
                             symbols=symbols)

    def _marks(self):
        """Rings and classes of tiles on the table: the last move, open
        doubles, what a lesson highlights (that last, so it shows)."""
        rings, classes = {}, {}
        if isinstance(self.last, Play):
            rings[self.last.tile] = LAST
            classes[self.last.tile] = "tile last-move"
        for name in self.v.open_doubles:
            dbl = self.v.trains[name].tiles[-1]
            stuck = self.v.uncoverable(name)
            classes[dbl] = " ".join(["tile open-double"] + ["uncoverable"] * stuck + ["last-move"] * (dbl in rings))
            if not stuck:
                rings[dbl] = ALERT
        for t in self.marked_tiles:
            rings[t] = MARK
            classes[t] = classes.get(t, "tile") + " highlight"
        return rings, classes

    def _status(self) -> str:
        """Engine, whose turn, rules, last move, boneyard; returns the headline."""
        v, w, c, d, y = self.v, self.w, self.c, self.d, self.y
        head = say.headline(w, v, self.notices)
        words = say.boneyard_label(w, v.boneyard_size)
        # Each line wraps once its text is raised (min_text) past the width:
        # the headline beside the boneyard, the rules and last move below.
        big, small = c.font(20), c.font(13)
        beside = WIDTH - 32 - (40 + c.font(16) * CHAR * len(words))
        status = _lines(c, say.status_line(w, v.engine, head), beside, 20)
        for i, line in enumerate(status):
            d.add(c.text(line, 16, y + big + i * big * 1.2, size=20, bold=True))
        self.desc.append(say.table_desc(w, v, head))
        info_y = y + big + (len(status) - 1) * big * 1.2 + 22 + small - 13  # the first info line's baseline
        info = _lines(c, say.info_line(w, v.rules, self.last), WIDTH - 32, 13)
        for i, line in enumerate(info):
            d.add(c.text(line, 16, info_y + i * small * 1.25, size=13, fill=MUTED))
        if self.last is not None:
            self.desc.append(say.last_move_desc(w, self.last))
        bone = d.g(id="boneyard", class_="boneyard")
        label = c.font(16)
        bone.add(c.tile(None, WIDTH - 56 - 10 * len(words) * label / 16, y + 6, face_down=True, unit=14,
                        cls="tile face-down"))
        bone.add(c.text(words, WIDTH - 16, y + label + 4, size=16, bold=True, anchor="end"))
        d.add(bone)
        self.desc.append(say.boneyard_desc(w, v.boneyard_size))
        self.y = info_y + (len(info) - 1) * small * 1.25 + 14
        return head

    def _banners(self) -> None:
        """One band per thing to know now: the notices (open doubles R11,
        R12, C1; last tiles C5; a marker put out R10), the hint, the
        penalties at the end (R15)."""
        v, w, c, d = self.v, self.w, self.c, self.d
        bands = []
        for n in self.notices:
            if isinstance(n, (MustCover, CoverNext)):
                bands.append((ALERT, w.cite(n)))
            elif isinstance(n, Uncoverable):
                bands.append((MUTED, w.cite(n)))
            elif n.rule == "C5":
                bands.append(("#b35900", w.cite(n)))
        if self.hints and not v.is_over:
            text = say.hint(w, self.legal)
            if text:
                bands.append((HINT, text))
        if v.penalties is not None and self.scores:
            bands.append(("#0b6e4f", say.penalties(w, v.penalties)))
        size = c.font(14)
        for colour, text in bands:
            lines = _lines(c, text, WIDTH - 48, 14)
            g = d.g(class_="banner")
            g.add(d.rect((12, fmt(self.y)), (WIDTH - 24, fmt(14 + size + (len(lines) - 1) * size * 1.25)),
                         rx=6, fill=colour, fill_opacity=0.12, stroke=colour))
            for i, line in enumerate(lines):
                g.add(c.text(line, 24, self.y + 5 + size + i * size * 1.25, size=14,
                             fill=colour if colour != MUTED else INK, bold=True))
            d.add(g)
            self.desc.append(text)
            self.y += 20 + size + (len(lines) - 1) * size * 1.25
        self.y += 6

    def _trains(self) -> None:
        """The lanes, the Mexican train first then the seats clockwise, and
        the hub with the engine between the two sides."""
        v, w, c, d = self.v, self.w, self.c, self.d
        order = list(train_ids(v.players))
        half = (len(order) + 1) // 2
        sides = ((+1, order[:half]), (-1, order[half:][::-1]))
        cx = WIDTH / 2
        lane_w = cx - HUB_R - 42
        heights = {n: lane_height(v.trains[n], lane_w) for n in order}
        stack = {side: sum(heights[n] for n in lanes) + 10 * (len(lanes) - 1) for side, lanes in sides}
        area = max(max(stack.values()), 2 * HUB_R + 40)
        cy = self.y + area / 2
        targets = {m.train for m in self.plays}
        for side, lanes in sides:
            top = self.y + (area - stack[side]) / 2
            for name in lanes:
                tr = v.trains[name]
                owner = tr.owner
                label = say.lane_label(w, name, self.viewer)
                count, now, hot = None, False, False
                if owner is not None:
                    n = v.hand_sizes[owner]
                    count, hot = w.tiles(n), n == 1
                    now = owner == v.turn and not v.is_over
                ring, badge = None, "open-end"
                notice = self.doubles.get(name)
                if name in self.marked_trains:
                    ring, badge = MARK, "open-end highlight"
                elif name in targets:
                    ring, badge = HINT, "open-end target"
                elif isinstance(notice, MustCover):
                    ring, badge = ALERT, "open-end must-cover"
                note = None
                if notice is not None:
                    note = (w.lane_note(notice), MUTED if isinstance(notice, Uncoverable) else ALERT)
                lane = (tr, cx + side * (HUB_R + 30), top, lane_w, side, label, count, now, ring, badge,
                        (cx + side * (HUB_R - 6), cy), note, hot)
                marks = tuple((t, self.rings.get(t), self.classes.get(t)) for t in tr.tiles)
                d.add(c.kept((*lane, w, marks), functools.partial(self._lane, *lane)))
                self.desc.append(say.lane_desc(w, label, tr))
                top += heights[name] + 10
        hub = d.g(id="hub", class_="hub")
        hub.add(d.circle(center=(fmt(cx), fmt(cy)), r=HUB_R, fill="#e4e9ef", stroke="#9aa5b1", stroke_width=3))
        eu, engine = 32, v.engine
        marked = engine in self.marked_tiles
        hub.add(c.tile(engine, cx - eu / 2, cy - eu, vertical=True, unit=eu, id="engine",
                       cls="tile engine highlight" if marked else "tile engine", ring=MARK if marked else None))
        hub.add(c.text(say.engine_label(w), cx, cy + HUB_R + 16, size=12, anchor="middle", fill=MUTED))
        d.add(hub)
        self.y += area + 18

    def _lane(self, tr, x0, top, width, side, label, count, now, ring, badge, hub, note, hot, part: Canvas):
        """One train's lane group, drawn on ``part``."""
        g = _lane_group(part, tr)
        _Lane(part, tr, x0, top, width, side).draw(self.w, g, label, count, now, self.rings, self.classes, ring,
                                                   badge, hub=hub, note=note, hot=hot)
        return g

    def _hands(self, width: float = WIDTH, unit: float = 28, font: float = 15) -> str:
        """Face-up hands, ``width`` across: one in tiles of ``unit``; several
        (end of round, ``seat="all"``) smaller, in two columns. Headings in
        ``font`` pixels, wrapped to fit; returns the first."""
        v, w, c = self.v, self.w, self.c
        playable = {m.tile for m in self.plays}
        face_up = v.face_up
        cols = 1 if len(face_up) <= 2 else 2
        col_w = (width - 32) / cols
        unit = unit if len(face_up) == 1 else unit * 5 / 7
        row_h, first = 0, ""
        for i, seat in enumerate(face_up):
            x = 16 + (i % cols) * col_w
            hand = v.hands[seat]
            pips = sum(t.pips for t in hand) if self.scores else None
            penalty = v.penalties[seat] if self.scores and v.penalties is not None else None
            heading = say.hand_heading(w, seat, self.viewer, len(hand), pips, penalty)
            first = first or heading
            f = c.font(font)
            lines = wrap(heading, col_w - 16, f)
            for k, line in enumerate(lines):
                self.d.add(c.text(line, x, self.y + f + 1 + k * f * 1.25, size=f, bold=True))
            top = f + 11 + (len(lines) - 1) * f * 1.25
            h = draw_hand(c, hand, x, self.y + top, col_w - 16, unit,
                          playable if seat == v.turn else frozenset(), self.marked_tiles)
            self.desc.append(say.hand_line(w, seat, self.viewer, hand, pips))
            row_h = max(row_h, top + h + 14)
            if i % cols == cols - 1 or i == len(face_up) - 1:
                self.y += row_h
                row_h = 0
        return first

    def _other_hands(self) -> None:
        """The hands this picture hides, as counts (R18); one tile left in red."""
        v, w, c, d = self.v, self.w, self.c, self.d
        others = [p for p in range(v.players) if p not in v.hands]
        if not others:
            return
        label = say.other_hands_label(w)
        # 8.2 pixels a character at 13 and 14 pixels (DejaVu Sans is wide);
        # chips grow with raised text (min_text)
        k = c.font(13) / 13
        x0 = 16 + 8.2 * c.font(14) / 14 * len(label) + 12
        x, y = x0, self.y
        d.add(c.text(label, 16, y + 16 * k, size=14, fill=MUTED, bold=True))
        for p in others:
            n = v.hand_sizes[p]
            text = say.hand_chip(w, p, n)
            chip_w = 34 + 8.2 * k * len(text)
            if x + chip_w > WIDTH - 16:
                x, y = x0, y + 30 * k
            hot = n == 1
            chip = d.g(class_="hand-count", **{"data-seat": str(p)})
            chip.add(d.rect((fmt(x), fmt(y)), (fmt(chip_w), fmt(24 * k)), rx=fmt(12 * k),
                            fill="#fde8d8" if hot else "#eef1f4", stroke=ALERT if hot else "#c5ccd4"))
            chip.add(c.tile(None, x + 8, y + 12 * k - 7, face_down=True, unit=7, cls="tile face-down"))
            chip.add(c.text(text, x + 26, y + 17 * k, size=13, bold=hot, fill=ALERT if hot else INK))
            d.add(chip)
            x += chip_w + 8
        self.desc.append(say.other_hands_desc(w, others, v.hand_sizes))
        self.y = y + 36 * k
