"""Where the tables live, as an interface: a ``Store`` (and its ``Bus``),
kept by SQLite under ``--data`` (one process, ``.sqlite``) or by Redis
(several processes sharing the tables, ``.redis``).

A table is a record of three parts: ``meta`` (settings, seat kinds and
links, claims, stand-ins; JSON), ``state`` (the Session's own JSON) and
``ply``. Tokens (seat and projector links) index it. Every accepted move is
written here before anyone is told of it. Redis adds a lease per table (one
owning process at a time) and pub/sub; the SQLite store's lease is always
this process's and its pub/sub stays in the process. Both pass one contract
test (``tests/serve/test_store_contract.py``).

A class activity (``mextrain.serve.classes``) is a ``meta`` (its lessons,
language and links) and a log of events -- a student joined, an answer, a
hint asked -- each written before the student is answered, so a server
killed at any moment keeps every answer it acknowledged. Ending the class
deletes all of it: the names and the answers.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Protocol

TOKEN_FILE = "teacher-token"
#: A lease lasts this long unless renewed; the owner renews it three times as often.
LEASE_MS = 3000

Callback = Callable[[dict], Awaitable[None]]


class Bus(Protocol):
    """Messages (JSON objects) on named channels, to every subscriber."""

    async def publish(self, channel: str, message: dict) -> None: ...

    async def subscribe(self, channel: str, callback: Callback) -> None: ...

    async def unsubscribe(self, channel: str, callback: Callback) -> None: ...


class Store(Protocol):
    """The tables, their links, who owns each (a lease) and who is connected."""

    bus: Bus

    async def start(self) -> None: ...

    async def close(self) -> None: ...

    async def teacher(self, token: str) -> str:
        """The teacher's token every process of this store shares (the first one given)."""

    async def create(self, meta: dict, state: str, ply: int) -> None: ...

    async def load(self, table_id: str) -> tuple[dict, str, int] | None:
        """(meta, state, ply) of a table, or None."""

    async def save(self, meta: dict, state: str, ply: int, owner: str | None = None) -> bool:
        """Write a table; False if ``owner`` no longer holds its lease."""

    async def find_token(self, token: str) -> tuple[str, str] | None:
        """(table id, role) of a link's token: role is a seat number as text or "projector"."""

    async def list(self) -> list[dict]:
        """Every table's meta, oldest first."""

    async def acquire(self, table_id: str, owner: str) -> bool: ...

    async def renew(self, table_id: str, owner: str) -> bool: ...

    async def release(self, table_id: str, owner: str) -> None: ...

    async def presence(self, table_id: str, seat: str, proc: str, delta: int) -> None:
        """A connection of ``seat`` (or "projector") came (+1) or went (-1) in process ``proc``."""

    async def connected(self, table_id: str) -> tuple[dict, dict]:
        """({seat: connections}, {seat: when the last one left}) of a table."""

    async def heartbeat(self, proc: str) -> None:
        """Process ``proc`` is alive (its connections count)."""

    async def create_class(self, meta: dict) -> None:
        """A new class activity; its links (``class_tokens``) answer ``find_class``."""

    async def load_class(self, class_id: str) -> dict | None: ...

    async def list_classes(self) -> list[dict]:
        """Every class's meta, oldest first."""

    async def find_class(self, token: str) -> tuple[str, str] | None:
        """(class id, role) of a class link's token: role "join" or "summary"."""

    async def record(self, class_id: str, event: dict) -> int:
        """Append ``event`` to the class's log, stored before this returns; its number (from 1)."""

    async def records(self, class_id: str, since: int = 0) -> list[dict]:
        """The class's events after the first ``since``, in order."""

    async def end_class(self, class_id: str) -> None:
        """Delete the class: its meta, its links, every name and answer."""


def teacher_token(data: Path) -> str:
    """The teacher's token of a data folder: made once, kept in the folder
    (readable by its owner only)."""
    path = data / TOKEN_FILE
    try:
        token = path.read_text(encoding="ascii").strip()
        if len(token) >= 32:
            return token
    except FileNotFoundError:
        pass
    return keep_token(data, secrets.token_urlsafe(32))


def keep_token(data: Path, token: str) -> str:
    path = data / TOKEN_FILE
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(token + "\n")
    return token


def class_tokens(meta: dict):
    """The (token, class id, role) rows of a class's links."""
    return [(meta["join"], meta["id"], "join"), (meta["summary"], meta["id"], "summary")]


def tokens(meta: dict):
    """The (token, table id, role) rows of a table's links; an ended table has none."""
    if meta.get("ended"):
        return []
    rows = [(meta["projector"], meta["id"], "projector")]
    rows += [(seat["token"], meta["id"], str(s)) for s, seat in enumerate(meta["seats"]) if seat.get("token")]
    return rows
