"""The table's pictures for a screen of a given width: the rules that keep
it readable on a phone, a laptop and a projector, the same for every
front-end (the notebook's table and the classroom's pages).

The table is drawn at its natural width and scaled to the screen, so on a
phone its text is raised until the smallest is ``PHONE_PX`` tall there, and
on a projector until it is ``PROJECTOR_PX``; a seat's hand is drawn apart,
for the width itself, its tiles big enough for a finger on a phone.

>>> import mextrain as mt
>>> rnd = mt.Round.new(4, seed=1)
>>> view = rnd.view(0)
>>> laptop = board(rnd.public_view(), 1366)
>>> 'data-train="mexican"' in laptop and 'hand-tile' not in laptop
True
>>> hand_tile_height(390), hand_tile_height(1366), hand_tile_height(1920)
(96, 68, 80)
>>> 'hand-tile' in hand(view, 390)
True
"""

from __future__ import annotations

from .canvas import MAX_MIN_TEXT
from .table import WIDTH, seat_hand, table

__all__ = ["PHONE", "PROJECTOR", "PHONE_PX", "PROJECTOR_PX", "board", "hand", "readable_board",
           "hand_tile_height"]

# A projector: the picture at least this wide on the screen (a window of 1700
# pixels, as the CSS's rule for the words around it). Its text is drawn at
# PROJECTOR_TEXT pixels or more, so that shrunk to leave the hand and Draw/Pass
# on a 1080-pixel screen, the smallest is still 18 pixels tall.
PROJECTOR = 1650
PROJECTOR_TEXT = 16
# ... and raised further when the picture must shrink more (trains folded into
# more rows late in a round): its smallest text this tall on the screen.
PROJECTOR_PX = 18.5
# A phone: the table is drawn a third of its size, so its text is raised until
# the smallest is PHONE_PX tall on the screen (the names, tile counts and the
# numbers the open ends need), as in a phone's own small print.
PHONE = 700
PHONE_TEXT = 12  # the drawing's smallest text when it is not raised
PHONE_PX = 11
# A fingertip is about 44 CSS pixels: a phone's upright hand tiles are a little
# wider (a tile is drawn a little inside its place), so that each is 44 wide on the screen.
FINGER = 48


def readable_board(draw, width: int, room: int, text: float, px: float, natural: float | None = None) -> str:
    """The table drawn by ``draw(min_text)``, its text at least ``text`` and
    big enough that scaled into ``width`` x ``room`` pixels (``room`` 0: no
    limit known) the smallest is ``px`` tall. Bigger text can make the
    picture taller, so it is measured again, a few times at most.
    ``natural``: the drawing's width, when known before it is drawn: the
    width alone asks for that much text (a height only for more), so the
    first drawing starts there instead of being thrown away (a phone's
    table after every move)."""
    if natural and not room:
        text = max(text, _enough(px / (width / natural)))
    for _ in range(3):
        drawn = draw(text)
        drawn_width, drawn_height = _drawn_size(drawn)
        scale = min(width / drawn_width, room / drawn_height) if room else width / drawn_width
        needed = px / scale
        if needed <= text or text == MAX_MIN_TEXT:
            return drawn
        text = _enough(needed)
    return draw(text)


def _enough(needed: float) -> float:
    """A text size of one decimal a little over ``needed`` (the picture's
    rounding can shrink it), at most MAX_MIN_TEXT."""
    return min(MAX_MIN_TEXT, round(needed + 0.25, 1))


def _drawn_size(svg: str) -> tuple[float, float]:
    """The drawing's own size: its root's viewBox (the renderer writes it first)."""
    view = svg[svg.index('viewBox="') + 9:].split('"', 1)[0].split()
    return float(view[2]), float(view[3])


def hand_tile_height(width: int) -> int:
    """How tall the hand's upright tiles are drawn in a picture ``width``
    pixels wide: on a phone twice a fingertip (so each is a fingertip
    wide), else growing with the width from 48 to 80 on a projector."""
    if width <= PHONE:
        return 2 * FINGER
    return min(80, max(48, width // 20))


def board(view, width: int, room: int = 0, hand: bool = False, **drawn) -> str:
    """The table as a screen ``width`` CSS pixels wide shows it (``room``:
    the height it may take, 0 unknown), its text raised for a phone or a
    projector; ``hand`` keeps the face-up hands in it (every hand once the
    round is over). ``drawn``: ``svg.table``'s names, words, style,
    palette, hints, highlight."""

    def draw(min_text):
        return table(view, hand=hand, min_text=min_text, **drawn)

    if width >= PROJECTOR:
        return readable_board(draw, width, room, PROJECTOR_TEXT, PROJECTOR_PX, WIDTH)
    if width <= PHONE:
        return readable_board(draw, width, room, PHONE_TEXT, PHONE_PX, WIDTH)
    return draw(None)


def hand(view, width: int, **drawn) -> str:
    """A seat's own hand (its ``View``) drawn apart for ``width`` CSS pixels."""
    return seat_hand(view, width=width, tile_height=hand_tile_height(width), **drawn)
