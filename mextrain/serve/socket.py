"""One device's websocket: ``/ws/<token>``.

The token names a seat or the projector. The device's first message is its
hello (``messages.Hello``); the table's owner welcomes it, the first device
to say hello claims a seat, and from then on that connection receives that
seat's frames and nothing else, and sends ``messages.read``'s messages,
each checked and rate-limited before the table hears of it.

One task writes to a connection (``Conn.writer``): frames go out through a
bounded queue, so a slow device is dropped (it reconnects and gets a fresh
frame) instead of holding the table up, and a close always comes after the
last word the device was owed.
"""

from __future__ import annotations

import asyncio
import functools
import json
import secrets
import time

from starlette import status
from starlette.endpoints import WebSocketEndpoint
from starlette.websockets import WebSocket

from ..words import serve as W
from . import messages
from .endpoints import classroom, table_list
from .game import PROJECTOR, TEACHER, device_hash

#: Each connection may send a burst of this many messages, refilled at RATE a second.
BURST, RATE = 20, 10.0
#: Messages over the limit before the connection is closed.
FLOOD = 200
#: Connections one link may have open in a process at once (a student's phone
#: and a second tab; the projector and a spare): a link shared round cannot
#: flood its classmates with copies of every frame.
MAX_PER_LINK = {"seat": 3, PROJECTOR: 6}
#: Sockets open from one network address at once, every link and class
#: together: a class behind one school router (30 phones, a second tab each,
#: projectors) fits; one machine opening thousands to a class's one join link
#: does not.
MAX_PER_ADDRESS = 150
#: A device has this long to say hello, and its table as long to welcome it.
HELLO_TIMEOUT = 10.0
#: The teacher's page gets the list of tables at most this often (seconds).
TEACHER_EVERY = 1.0
#: The close code after a connection's last word (taken, reset, ended, error).
LAST_WORD = 4000


@functools.lru_cache(maxsize=128)
def _quoted(picture: str) -> str:
    return json.dumps(picture)


def encode(payload: dict) -> str:
    """A message as JSON text. A change sends its board (the same string to
    every device of a screen's width) to each connection; it is quoted once
    for all of them (most of json.dumps's time for a frame), not once per
    connection.

    >>> print(encode({"type": "state", "board": '<svg a="1"/>'}))
    {"type": "state", "board": "<svg a=\\"1\\"/>"}
    >>> json.loads(encode({"board": "x"}))
    {'board': 'x'}
    """
    board = payload.get("board")
    if not isinstance(board, str):
        return json.dumps(payload)
    rest = json.dumps({k: v for k, v in payload.items() if k != "board"})
    return rest[:-1] + (', "board": ' if len(rest) > 2 else '"board": ') + _quoted(board) + "}"


class Conn:
    """What the table sends one device, in order, by one writer task."""

    def __init__(self, ws: WebSocket):
        self.ws = ws
        self.id = secrets.token_hex(8)
        self.queue: asyncio.Queue = asyncio.Queue(maxsize=64)
        self.welcomed = asyncio.Event()
        self.closing = False
        self.writing = asyncio.create_task(self.writer())

    async def deliver(self, payload: dict) -> None:
        if self.closing:
            return
        kind = payload.get("type")
        if kind == "welcome":
            self.welcomed.set()
        try:
            self.queue.put_nowait(payload)
        except asyncio.QueueFull:
            self.closing = True
            return
        if kind in ("taken", "reset", "ended", "error"):
            self.closing = True  # the last word to this device; the writer then closes

    def close(self, code: int) -> None:
        """Close after what is queued (a flood, a device that never said hello)."""
        self.closing = True
        try:
            self.queue.put_nowait(code)
        except asyncio.QueueFull:
            self.writing.cancel()

    async def writer(self) -> None:
        while True:
            payload = await self.queue.get()
            if isinstance(payload, int):
                await self.ws.close(payload)
                return
            await self.ws.send_text(encode(payload))
            if self.closing and self.queue.empty():
                await self.ws.close(LAST_WORD)
                return

    async def last_word(self, text: str) -> None:
        """An error, then the close; waits a little for the device to read it."""
        await self.deliver({"type": "error", "message": text})
        try:
            await asyncio.wait_for(asyncio.shield(self.writing), 2.0)
        except Exception:  # the device went away first: nothing more to tell it
            self.writing.cancel()


def same_origin(ws: WebSocket, public_url: str | None) -> bool:
    """A browser says which page opened the socket: only this server's own
    pages may (no other site's page can play a student's seat). A client
    that is no browser sends no Origin."""
    origin = ws.headers.get("origin")
    if origin is None:
        return True
    own = {f"{'https' if ws.url.scheme == 'wss' else 'http'}://{ws.headers.get('host', '')}"}
    if public_url:
        own.add("/".join(public_url.split("/")[:3]))
    return origin in own


class DeviceSocket(WebSocketEndpoint):
    """What every device's socket shares (a table's, a class's): only this
    server's pages may open one, one writer per connection, the first
    message within HELLO_TIMEOUT, and the rate limit."""

    encoding = None  # every frame reaches on_receive: a binary one is refused in words, not dropped

    conn: Conn | None = None
    address: str | None = None  # counted in Classroom.addresses while open
    heard = False  # the first message came (the hello, or what stands in its place)
    timer: asyncio.Task | None = None

    async def accepted(self, ws: WebSocket) -> bool:
        """Accept a connection from this server's own pages (False: refused)."""
        room = classroom(ws)
        self.room, self.w = room, room.words
        if not same_origin(ws, room.public_url):
            await ws.close(code=status.WS_1008_POLICY_VIOLATION)  # before the handshake: an HTTP 403
            return False
        await ws.accept()
        self.conn = Conn(ws)
        address = ws.client.host if ws.client else ""
        if room.addresses[address] >= MAX_PER_ADDRESS:
            await self.conn.last_word(W.too_many(self.w))
            return False
        room.addresses[address] += 1
        self.address = address
        self.tokens, self.last, self.over = float(BURST), time.monotonic(), 0
        # A device that never says hello, or a table that never welcomes it, is let go.
        self.timer = asyncio.create_task(self._expire())
        return True

    async def _expire(self) -> None:
        await asyncio.sleep(HELLO_TIMEOUT)
        if not self.heard:
            self.conn.close(status.WS_1000_NORMAL_CLOSURE)

    def _allowed(self) -> bool:
        """The rate limit: a burst, then RATE a second; a flood is closed."""
        now = time.monotonic()
        self.tokens, self.last = min(BURST, self.tokens + (now - self.last) * RATE), now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.over += 1
        if self.over >= FLOOD:
            self.conn.close(status.WS_1008_POLICY_VIOLATION)
        return False

    async def on_disconnect(self, ws: WebSocket, close_code: int) -> None:
        if self.timer is not None:
            self.timer.cancel()
        if self.address is not None:
            self.room.addresses[self.address] -= 1
            if not self.room.addresses[self.address]:
                del self.room.addresses[self.address]
        if self.conn is not None:
            self.conn.writing.cancel()


class TeacherSocket(DeviceSocket):
    """The teacher's page: ``/ws/teacher``, its first message ``{"token":
    <teacher's>}``; from then on the list of tables (``endpoints.table_list``)
    whenever one changes, at most every ``TEACHER_EVERY`` seconds: a move
    at 30 tables is no reason to send the list 30 times."""

    pump: asyncio.Task | None = None
    followed = None

    async def on_connect(self, ws: WebSocket) -> None:
        await self.accepted(ws)

    async def on_receive(self, ws: WebSocket, frame) -> None:
        conn = self.conn
        if conn is None or conn.closing or self.heard:
            return  # after the hello the page only listens
        self.heard = True
        try:
            doc = messages.read_json(frame)
        except messages.BadMessage:
            doc = None
        given = doc.get("token") if isinstance(doc, dict) else None
        token = self.room.token
        if not (isinstance(given, str) and secrets.compare_digest(given.encode(), token.encode())):
            await conn.last_word(W.unauthorized(self.w))
            return
        dirty = asyncio.Event()

        async def changed(_message):
            dirty.set()
        self.followed = changed
        await self.room.hub.bus.subscribe(TEACHER, changed)

        async def pump():
            while not conn.closing:
                await dirty.wait()
                dirty.clear()  # a change while the list is read is sent next time round
                await conn.deliver({"type": "tables", **await table_list(self.room, ws, qr=True)})
                await asyncio.sleep(TEACHER_EVERY)
        dirty.set()
        self.pump = asyncio.create_task(pump())

    async def on_disconnect(self, ws: WebSocket, close_code: int) -> None:
        if self.pump is not None:
            self.pump.cancel()
        if self.followed is not None:
            await self.room.hub.bus.unsubscribe(TEACHER, self.followed)
        await super().on_disconnect(ws, close_code)


class TableSocket(DeviceSocket):
    """A device at a table: ``on_connect`` finds the link, the first message
    is the hello, every later one a ``messages.Message``."""

    link: tuple[str, str] | None = None
    watching = False

    async def on_connect(self, ws: WebSocket) -> None:
        if not await self.accepted(ws):
            return
        room = self.room
        self.found = await room.store.find_token(ws.path_params["token"][:64])
        if self.found is None:  # answered after the device's hello, as every link is
            return
        role = self.found[1]
        link = (self.found[0], role)
        if room.hub.links[link] >= MAX_PER_LINK[PROJECTOR if role == PROJECTOR else "seat"]:
            await self.conn.last_word(W.too_many(self.w))
            return
        room.hub.links[link] += 1
        self.link = link
        room.hub.conns[self.conn.id] = self.conn

    async def on_receive(self, ws: WebSocket, frame) -> None:
        conn = self.conn
        if conn is None or conn.closing:
            return
        first, self.heard = not self.heard, True
        if self.found is None:
            await conn.last_word(W.unknown_link(self.w))
        elif first:
            await self._hello(frame)
        elif not conn.welcomed.is_set():
            return  # sent before the welcome came: the page sends its table's messages after it
        else:
            await self._message(frame)

    async def _hello(self, frame) -> None:
        conn, hub = self.conn, self.room.hub
        table_id, role = self.found
        try:
            hello = messages.hello(frame)
        except messages.BadMessage:
            hello = None
        if hello is None or role != PROJECTOR and hello.device is None:
            await conn.last_word(W.bad_message(self.w))
            return
        base = {"role": role, "conn": conn.id}
        said = {**base, "type": "hello", "device": None if hello.device is None else device_hash(hello.device)}
        # Said again each second: while a dead owner's lease runs out
        # (Redis), nobody answers, then this process takes the table over.
        for _ in range(int(HELLO_TIMEOUT)):
            await hub.command(table_id, dict(said))
            try:
                await asyncio.wait_for(conn.welcomed.wait(), 1.0)
                break
            except asyncio.TimeoutError:
                if conn.closing:
                    return
        if not conn.welcomed.is_set():
            conn.close(status.WS_1000_NORMAL_CLOSURE)
            return
        await hub.watch(conn, table_id, role)
        self.watching = True
        # A change made between the welcome and the watch reached no one
        # here: one fresh frame closes that gap (pages ignore older plies).
        await hub.command(table_id, {**base, "type": "sync"})

    async def _message(self, frame) -> None:
        conn, hub = self.conn, self.room.hub
        table_id, role = self.found
        if not self._allowed():
            if self.over % 20 == 1:
                await conn.deliver({"type": "refused", "message": W.too_fast(self.w)})
            return
        try:
            msg = messages.read(frame)
        except messages.BadMessage:
            msg = None
        base = {"role": role, "conn": conn.id}
        if isinstance(msg, messages.IntentMessage) and role != PROJECTOR:
            await hub.command(table_id, {**base, "type": "intent", "intent": msg.intent.to_dict()})
        elif isinstance(msg, messages.Width):
            await hub.command(table_id, {**base, "type": "width", "width": msg.width, "room": msg.room})
        elif isinstance(msg, messages.Back) and role != PROJECTOR:
            await hub.command(table_id, {**base, "type": "back"})
        elif isinstance(msg, messages.Sync):
            await hub.command(table_id, {**base, "type": "sync"})
        else:
            await conn.deliver({"type": "refused", "message": W.bad_message(self.w)})

    async def on_disconnect(self, ws: WebSocket, close_code: int) -> None:
        await super().on_disconnect(ws, close_code)
        if self.conn is None:
            return
        hub = self.room.hub
        if self.link is not None:
            hub.links[self.link] -= 1
            hub.conns.pop(self.conn.id, None)
        if self.watching:
            await hub.unwatch(self.conn, *self.found)
