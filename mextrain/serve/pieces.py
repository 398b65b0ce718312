"""The table's picture sent in pieces: a board is cut into its top-level
parts (the ``<svg>`` tag, its title, each symbol of its defs, each lane,
the hub, the headline...), keyed by the part's ``id`` where it has one, else by its
place. A device that has the board it was sent last (its ``base``) is sent
only the pieces that changed; the others are ``None``: "the one you have".

    {"id": "…", "base": None | "…", "pieces": [[key, text | None], ...]}

The pieces, joined in order, are the board. A device whose board is not the
``base`` asks for the whole board again (a ``sync``). The id is a digest of
the picture, which is public: the board holds the public view only.
"""

from __future__ import annotations

import hashlib
import re

#: A tag: its closing slash and its self-closing one; and a top-level part's id.
_TAG = re.compile(r"<(/)?[^>]*?(/)?>")
_ID = re.compile(r'\sid="([^"]*)"')


class Board:
    """One board picture, cut once into its pieces."""

    __slots__ = ("id", "pieces", "texts")

    def __init__(self, svg: str):
        self.id = hashlib.blake2b(svg.encode(), digest_size=8).hexdigest()
        self.pieces = cut(svg)
        self.texts = dict(self.pieces)

    def whole(self) -> dict:
        """The board for a device that has none (or not the base)."""
        return {"id": self.id, "base": None, "pieces": [list(p) for p in self.pieces]}

    def since(self, base: Board) -> dict:
        """The board for a device that has ``base``: only the changed pieces."""
        old = base.texts
        return {"id": self.id, "base": base.id,
                "pieces": [[key, None if old.get(key) == text else text] for key, text in self.pieces]}


def cut(svg: str) -> list[tuple[str, str]]:
    """The top-level pieces of an ``<svg>`` document, in order, each with
    what comes before it; joined they are ``svg`` again."""
    pieces: list[tuple[str, str]] = []
    depth, start, key, unnamed = 0, 0, "", 0

    def end(at: int, name: str) -> None:
        """A part ends at ``at``: keyed by its id, else ``name``, else by its place among those without."""
        nonlocal start, key, unnamed
        if not (key or name):
            name, unnamed = f"#{unnamed}", unnamed + 1
        pieces.append((key or name, svg[start:at]))
        start, key = at, ""

    top = 1  # the depth of the parts: 2 inside the <defs>, each symbol a part of its own
    for m in _TAG.finditer(svg):
        closing, empty = m.groups()
        if closing:
            depth -= 1
            if depth < top:  # the </defs> (or the </svg>)
                top = 1
            if depth <= top:  # a part ends
                end(m.end(), "")
        elif depth == 0:  # the <svg> tag itself
            depth = 1
            end(m.end(), "svg")
        else:
            if depth == top:
                ident = _ID.search(svg, m.start(), m.end())
                key = ident[1] if ident else ""
            if not empty:
                depth += 1
                if depth == 2 and svg.startswith("<defs", m.start()):
                    top = 2
                    end(m.end(), "defs")
            elif depth == top:
                end(m.end(), "")
    if start < len(svg):
        end(len(svg), "")
    seen: set[str] = set()
    unique = []
    for key, text in pieces:
        if key in seen:
            key = f"{key}#{len(unique)}"
        seen.add(key)
        unique.append((key, text))
    return unique

