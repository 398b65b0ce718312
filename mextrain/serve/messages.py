"""What a device may send on its websocket, as types.

Every text frame is JSON with a ``type``. The first a connection sends is its
``Hello``; after the welcome, one of the others. Anything else -- a binary
frame, text that is not JSON, JSON nested past the parser, a message over
``MAX_MESSAGE`` characters, an unknown type or a field of the wrong kind --
is ``BadMessage``, which the socket answers with a refusal in words and
nothing else: the table never sees it.

>>> read('{"type": "width", "width": 390, "room": 700}')
Width(width=390, room=700)
>>> read('{"type": "intent", "intent": {"kind": "draw", "ply": 4, "id": "a1"}}').intent.kind
<IntentKind.DRAW: 'draw'>
>>> read(b'\\x00')
Traceback (most recent call last):
...
mextrain.serve.messages.BadMessage: binary frame

What a server sends back (each a JSON object with a ``type``): ``welcome``
(``role``), ``state`` (``mextrain.serve.render.message``), ``refused``
(``message``, and ``ply`` when a move was refused), and the last word to a
connection before it is closed: ``taken``, ``reset``, ``ended`` or
``error`` (``message``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..errors import IllegalMove
from ..frames import Intent
from . import render

#: The longest message a device may send (an intent is a tenth of it).
MAX_MESSAGE = 2048
#: A device key: random text the page keeps, so a phone that reloads gets its seat back.
DEVICE_KEY = range(16, 129)


class BadMessage(ValueError):
    """A frame that is not a message of this schema; ``str`` says why, for the log and tests only."""


@dataclass(frozen=True)
class Hello:
    """The first message: the device's key (``None`` only a projector may send)."""

    device: str | None


@dataclass(frozen=True)
class IntentMessage:
    """An intent for the table (``mextrain.frames.Intent``)."""

    intent: Intent


@dataclass(frozen=True)
class Width:
    """The width the table has on the device, and the height its picture may take."""

    width: int
    room: int = 0


@dataclass(frozen=True)
class Back:
    """A student is back: the stand-in leaves the seat."""


@dataclass(frozen=True)
class Sync:
    """Send this device the table again (a page that missed a frame)."""


Message = Hello | IntentMessage | Width | Back | Sync


def read_json(frame) -> object:
    """A text frame's JSON (``BadMessage`` for a binary frame, one too long,
    or text that is not JSON, nested past the parser included)."""
    if isinstance(frame, bytes):
        raise BadMessage("binary frame")
    if not isinstance(frame, str) or len(frame) > MAX_MESSAGE:
        raise BadMessage("too long")
    try:
        return json.loads(frame)
    except (ValueError, RecursionError):
        raise BadMessage("not JSON") from None


def hello(frame) -> Hello:
    """The first frame of a connection as a ``Hello``. A projector may send
    no key or one of any kind (it claims no seat): only a text key counts."""
    doc = read_json(frame)
    device = doc.get("device") if isinstance(doc, dict) else None
    if not isinstance(device, str):
        return Hello(None)
    if len(device) not in DEVICE_KEY:
        raise BadMessage("device key")
    return Hello(device)


def _int(doc: dict, key: str, default: int | None = None) -> int:
    value = doc.get(key, default)
    if type(value) is not int:
        raise BadMessage(f"{key}: not a whole number")
    return value


def read(frame) -> Message:
    """A frame after the welcome, as its message (``BadMessage`` otherwise).
    The first pages sent a move as text (``move``) and the next round as
    ``next``: both are still understood, as intents."""
    doc = read_json(frame)
    kind = doc.get("type") if isinstance(doc, dict) else None
    try:
        if kind == "intent":
            return IntentMessage(Intent.from_dict(doc.get("intent")))
        if kind in ("move", "next"):
            fields = {"kind": kind, "ply": doc.get("ply"), "id": doc.get("id"), "move": doc.get("move")}
            return IntentMessage(Intent.from_dict({k: v for k, v in fields.items() if v is not None}))
    except IllegalMove as e:  # not an intent at all: the page's fault, not the player's
        raise BadMessage(f"intent: {e.reason!r}") from None
    if kind == "width":
        width, room = _int(doc, "width"), _int(doc, "room", 0)
        return Width(min(max(width, render.NARROWEST), render.WIDEST), min(max(room, 0), render.WIDEST))
    if kind == "back":
        return Back()
    if kind == "sync":
        return Sync()
    raise BadMessage(f"type {str(kind)[:20]!r}")
