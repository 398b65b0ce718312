"""What a student's device may send on a class's websocket, as types
(``messages`` is the tables'; the same JSON rules and ``BadMessage``).

The first message is a ``Join`` with the device's key (and a first name,
if the page has one); a ``Name`` when the server asks for one; then
``Open`` (an exercise by its place),
``Act`` (an answer, a hint or the explanation asked for an exercise, by
id) or ``Width``. The answer stays raw JSON here: the tutor's card reads it
(``cards.read``) for its exercise's kind.

>>> read('{"type": "answer", "id": "03-last-2", "answer": "7"}')
Act(kind='answer', id='03-last-2', answer='7')
>>> join('{"type": "join", "device": "%s", "name": "Anička"}' % ("k" * 32)).name
'Anička'
>>> read('{"type": "open", "index": "2"}')
Traceback (most recent call last):
...
mextrain.serve.messages.BadMessage: index: not a whole number
"""

from __future__ import annotations

from dataclasses import dataclass

from .messages import DEVICE_KEY, BadMessage, Width, _int, read_json
from .messages import read as read_table

__all__ = ["Join", "Name", "Open", "Act", "Width", "BadMessage", "join", "read"]

#: The longest exercise id read (the bank's are 20 or so characters).
ID_LENGTH = 40
#: The longest text a first name may be sent as (the server cuts it to its own limit).
NAME_LENGTH = 200


@dataclass(frozen=True)
class Join:
    """The device's key; its width; the first name typed (None: not yet)."""

    device: str
    name: str | None = None
    width: int | None = None


@dataclass(frozen=True)
class Name:
    """The first name the student typed, as sent."""

    name: str


@dataclass(frozen=True)
class Open:
    """Show exercise ``index`` (from 0)."""

    index: int


@dataclass(frozen=True)
class Act:
    """``kind``: "answer" (with ``answer``), "hint" or "explain", for exercise ``id``."""

    kind: str
    id: str
    answer: object = None


def join(frame) -> Join:
    doc = read_json(frame)
    if not isinstance(doc, dict) or doc.get("type") != "join":
        raise BadMessage("not a join")
    device, name = doc.get("device"), doc.get("name")
    if not isinstance(device, str) or len(device) not in DEVICE_KEY:
        raise BadMessage("device key")
    width = doc.get("width")
    return Join(device, None if name is None else _name(name), width if type(width) is int else None)


def _name(value) -> str:
    if not (isinstance(value, str) and len(value) <= NAME_LENGTH):
        raise BadMessage("name")
    return value


def read(frame) -> Name | Open | Act | Width:
    doc = read_json(frame)
    kind = doc.get("type") if isinstance(doc, dict) else None
    if kind == "name":
        return Name(_name(doc.get("name")))
    if kind == "open":
        return Open(_int(doc, "index"))
    if kind in ("answer", "hint", "explain"):
        ident = doc.get("id")
        if not isinstance(ident, str) or len(ident) > ID_LENGTH:
            raise BadMessage("id")
        return Act(kind, ident, doc.get("answer"))
    if kind == "width":
        return read_table(frame)
    raise BadMessage(f"type {str(kind)[:20]!r}")
