"""Colours and pip layouts: how a number looks on a tile.

Real double-twelve sets colour each number's pips, so a player matches a 7
to a 7 at a glance without counting. ``traditional`` follows those sets
(1 sky blue, 2 green, 3 red, 4 brown, 5 dark blue, 6 gold, 7 pink, 8 teal,
9 purple, 10 orange, 11 black, 12 grey); ``colorblind`` uses hues from the
Okabe-Ito and Paul Tol sets that stay apart under the common colour-vision
deficiencies, and both styles keep the pip count, so colour is never the
only cue. The ``numerals`` style writes the number instead of pips.

>>> len(pip_layout(12)), len(pip_layout(18)), pip_layout(0)
(12, 18, ())
>>> colour(5), colour(5, "colorblind")
('#1d3fa6', '#0072b2')
"""

from __future__ import annotations

from functools import lru_cache

from ..tiles import MAX_PIP_LIMIT

PALETTES = {
    "traditional": (
        "#000000", "#1b9ad6", "#2f8f3a", "#d62828", "#8b5a2b", "#1d3fa6", "#c99700",
        "#c2448f", "#0f7c6e", "#6a3fa0", "#e06800", "#1a1a1a", "#6e6e6e",
        # 13-18, for the larger sets (C4): further apart from 1-12 than from each other
        "#9d0208", "#3a86c8", "#6b8e23", "#b5179e", "#5e3c1b", "#3a0ca3",
    ),
    "colorblind": (
        "#000000", "#56b4e9", "#009e73", "#d55e00", "#882255", "#0072b2", "#b59a00",
        "#cc79a7", "#117733", "#332288", "#e69f00", "#1a1a1a", "#767676",
        "#aa4499", "#44aa99", "#999933", "#661100", "#6699cc", "#888888",
    ),
}
STYLES = ("pips", "numerals")

# Pip centres on a half tile seen upright (tile vertical), in a 0..100 square.
# 0-6 are the familiar die faces; from 7 on, real double-twelve sets use
# three columns: equal outer columns and the rest spread down the middle
# (7 = 3+1+3, 8 = 3+2+3, ... 12 = 4+4+4); 13-18 continue the same way.
_SIX = {
    0: (),
    1: ((50, 50),),
    2: ((25, 25), (75, 75)),
    3: ((25, 25), (50, 50), (75, 75)),
    4: ((25, 25), (75, 25), (25, 75), (75, 75)),
    5: ((25, 25), (75, 25), (50, 50), (25, 75), (75, 75)),
    6: ((28, 20), (28, 50), (28, 80), (72, 20), (72, 50), (72, 80)),
}


def _spread(count: int) -> list[float]:
    """``count`` positions spread evenly between 16 and 84."""
    if count == 1:
        return [50.0]
    return [round(16 + 68 * i / (count - 1), 2) for i in range(count)]


@lru_cache(maxsize=None)
def pip_layout(n: int) -> tuple[tuple[float, float], ...]:
    """Pip centres of number ``n`` on an upright half tile (0..100 square)."""
    if not 0 <= n <= MAX_PIP_LIMIT:
        raise ValueError(f"a tile's numbers are 0..{MAX_PIP_LIMIT}, not {n}")
    if n in _SIX:
        return _SIX[n]
    rows = (n + 2) // 3 if n >= 10 else 3  # outer column height: 3 for 7-9, then 4, 5, 6
    middle = n - 2 * rows
    out = [(x, y) for x in (18, 82) for y in _spread(rows)]
    out += [(50, y) for y in _spread(middle)]
    return tuple(sorted(out, key=lambda p: (p[1], p[0])))


def pip_radius(n: int) -> float:
    """Smaller pips for crowded faces, so they never touch."""
    return 10.5 if n <= 6 else 9 if n <= 9 else 7.5 if n <= 12 else 6.2


def colour(n: int, palette: str = "traditional") -> str:
    return palette_colours(palette)[n]


def palette_colours(palette: str) -> tuple[str, ...]:
    try:
        return PALETTES[palette]
    except KeyError:
        raise ValueError(f"palette must be one of {', '.join(map(repr, PALETTES))}, not {palette!r}") from None


def check_style(style: str) -> str:
    if style not in STYLES:
        raise ValueError(f"style must be one of {', '.join(map(repr, STYLES))}, not {style!r}")
    return style


# The kit-wide look, as set_style leaves it: what every picture, exercise and
# new live table not told otherwise draws with.
_LOOK = ["pips", "traditional"]


def set_style(style: str | None = None, palette: str | None = None) -> None:
    """Make ``style`` (``"pips"`` or ``"numerals"``) and ``palette``
    (``"traditional"`` or ``"colorblind"``) the kit-wide look: every
    picture, exercise widget and live table not given a look of its own
    (None keeps that half as it is). A setting of the notebook's Python, as
    ``set_language`` is."""
    _LOOK[:] = look(style, palette)


def look(style: str | None = None, palette: str | None = None) -> tuple[str, str]:
    """``(style, palette)``, each None read as the kit-wide one; checked."""
    style = _LOOK[0] if style is None else check_style(style)
    palette = _LOOK[1] if palette is None else palette
    palette_colours(palette)  # raises naming the palettes there are
    return style, palette
