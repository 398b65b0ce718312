"""The tables a server holds: one ``Session`` each, the authority on every move.

A ``Hub`` is one server process. Every message to a table -- a device saying
hello, an intent, a teacher's command -- goes to the process that owns the
table (a lease in the store; with SQLite that is always this one), which
applies it, writes the table to the store and only then publishes each
seat's new picture on that seat's channel. A process delivers a channel to
its own connections of that seat and nobody else, so a frame for seat 2 can
only ever reach a device that seat 2 welcomed.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections import Counter
import logging
import secrets

from ..errors import IllegalMove
from ..frames import Audience
from ..session import Session
from ..words import words
from ..words import serve as W
from . import render

log = logging.getLogger("mextrain.serve")

PROJECTOR = "projector"
#: Most bot moves one table makes in a row before it yields (a round has far fewer).
MAX_BOT_RUN = 2000


def new_token() -> str:
    return secrets.token_urlsafe(18)


def device_hash(key: str) -> str:
    """A device's key is kept only as a hash: the store never holds what a
    device would need to claim a seat."""
    return hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()


class OwnedTable:
    """A table this process owns: its Session, its meta, its bots."""

    def __init__(self, hub: Hub, meta: dict, session: Session):
        self.hub, self.meta, self.session = hub, meta, session
        self.id = meta["id"]
        self.lock = asyncio.Lock()
        self._bot_task: asyncio.Task | None = None
        self.w = words(meta["language"])
        self._handling: set[asyncio.Task] = set()
        self._pictures = render.Pictures(session, meta["names"])  # drawn once per change, for every seat
        self._widths: dict[str, tuple] = {}  # role -> the (width, room) its device last reported
        self._sent: dict[str, str] = {}  # role -> the hand picture last published to all its devices

    @property
    def names(self):
        return self.meta["names"]

    # ---- commands ---------------------------------------------------------------

    async def inbox(self, msg: dict) -> None:
        """A message from the bus, handled in a task so that one slow table
        never holds up the reader serving every table; the lock keeps order."""
        task = asyncio.create_task(self.handle(msg))
        self._handling.add(task)
        task.add_done_callback(self._handling.discard)

    async def handle(self, msg: dict) -> None:
        try:
            await self._handle(msg)
        except Exception:  # a bug must cost one message, never the table or the server
            log.exception("table %s: %s", self.id, msg.get("type"))
            if msg.get("conn"):
                await self._reply(msg, {"type": "refused", "message": W.went_wrong(self.w)})

    async def _handle(self, msg: dict) -> None:
        kind = msg.get("type")
        async with self.lock:
            if self.meta.get("ended"):
                await self._reply(msg, {"type": "ended", "message": W.ended(self.w)})
                return
            if kind == "hello":
                await self._hello(msg)
            elif kind == "intent":
                await self._intent(msg)
            elif kind == "width":
                self._widths[msg["role"]] = (msg["width"], msg["room"])
                await self._reply(msg, self.frame(msg["role"]))
            elif kind == "back":
                await self._back(msg)
            elif kind == "sync":
                await self._reply(msg, self.frame(msg["role"]))
            elif kind == "standin":
                await self._set_standin(msg["seat"], bool(msg["on"]))
            elif kind == "reset":
                seat = self.meta["seats"][msg["seat"]]
                seat.update(token=msg["token"], device=None)
                await self._commit()
                await self.hub.bus.publish(self._channel(str(msg["seat"])), {"type": "reset",
                                                                               "message": W.link_reset(self.w)})
            elif kind == "end":
                self.meta["ended"] = True
                await self._commit()
                for role in self._roles():
                    await self.hub.bus.publish(self._channel(role), {"type": "ended", "message": W.ended(self.w)})
                await self.hub.drop(self.id)
                return
        self.kick_bots()

    async def _hello(self, msg) -> None:
        role = msg["role"]
        if role != PROJECTOR:
            seat = self.meta["seats"][int(role)]
            if seat["device"] is None:
                seat["device"] = msg["device"]
                await self._commit(publish=False)
            elif seat["device"] != msg["device"]:
                await self._reply(msg, {"type": "taken", "message": W.taken(self.w)})
                return
        await self._reply(msg, {"type": "welcome", "role": role})
        await self._reply(msg, self.frame(role))

    async def _intent(self, msg) -> None:
        """A seat's intent, through the Session's one door: refused with the
        reason in the seat's words, or applied (once: the session keeps the
        intent id with the game, so a resend after a restart is known)."""
        seat = int(msg["role"])
        wseat = self._words(seat)
        if self.meta["seats"][seat].get("standin"):
            await self._reply(msg, {"type": "refused", "message": W.standing_in(wseat)})
            return
        try:
            events = self.session.intent(Audience.device(seat, self.meta["language"]), msg["intent"])
        except IllegalMove as e:
            text = wseat.reason(e.reason) if e.reason is not None else str(e)
            await self._reply(msg, {"type": "refused", "message": text, "ply": self.session.ply})
            return
        if not events:  # already applied (a double click, a resend after a reconnect)
            await self._reply(msg, self.frame(str(seat)))
            return
        await self._commit()

    async def _back(self, msg) -> None:
        await self._set_standin(int(msg["role"]), False)

    async def _set_standin(self, seat: int, on: bool) -> None:
        info = self.meta["seats"][seat]
        standin = self.meta["standin_bot"] if on else None
        if info["kind"] != "student" or info.get("standin") == standin:
            return  # nothing changes: nothing stored, nobody told
        info["standin"] = standin
        await self._commit()

    async def _reply(self, msg, payload) -> None:
        await self.hub.reply(msg["proc"], msg["conn"], payload)

    # ---- after every change: store, then tell every seat ----------------------------

    async def _commit(self, publish: bool = True) -> None:
        self.meta["status"] = render.status(self.session)
        try:
            ok = await self.hub.store.save(self.meta, self.session.to_json(), self.session.ply,
                                           owner=self.hub.proc)
        except Exception:
            # Not stored, so not done: forget this copy; the next message loads the stored table.
            await self.hub.drop(self.id)
            raise
        if not ok:  # another process owns the table now: it has the moves, this one stops
            await self.hub.drop(self.id)
            return
        if publish:
            await self.publish()
        await self.hub.changed(self.id)

    async def publish(self) -> None:
        """Each watched role's new frame on its channel. A role nobody
        watches is not drawn: a device that comes later asks for a frame
        once it watches (``sync``)."""
        self._pictures = self._pictures.anew()  # a change: every picture anew
        here, _ = await self.hub.store.connected(self.id)
        for role in self._roles():
            if here.get(role):
                await self.hub.bus.publish(self._channel(role), self.frame(role, changed_only=True))

    def _roles(self):
        """The roles a device can hold: the student seats and the projector."""
        seats = self.meta["seats"]
        return [str(s) for s in range(len(seats)) if seats[s]["kind"] == "student"] + [PROJECTOR]

    def _channel(self, role: str) -> str:
        return channel(self.id, role)

    def _words(self, seat):
        return self.w.with_names(self.names, viewer=seat)

    def frame(self, role: str, changed_only: bool = False) -> dict:
        """The ``state`` message of ``role`` (a seat's number, or the
        projector); ``changed_only``: to every device of the role at once,
        the hand left out (``None``) when it is the one they were last sent,
        and the symbols too (each device got them in its first frame)."""
        if self._pictures.ply != self.session.ply:
            self._pictures = self._pictures.anew()
        language = self.meta["language"]
        if role == PROJECTOR:
            frame = self.session.frame(Audience.public(language))
            return render.message(frame, self._pictures, self._widths.get(role), self._words(None),
                                  symbols=not changed_only)
        seat = int(role)
        frame = self.session.frame(Audience.device(seat, language))
        doc = render.message(frame, self._pictures, self._widths.get(role), self._words(seat),
                             standin=bool(self.meta["seats"][seat].get("standin")), symbols=not changed_only)
        # Every device of a seat got the last one published: a hand is sent again only when it changed.
        if changed_only and self._sent.get(role) == doc["hand"]:
            doc["hand"] = None
        elif changed_only:
            self._sent[role] = doc["hand"]
        else:
            self._sent.pop(role, None)  # one device got it alone: the next publish sends it to all
        return doc

    # ---- bots and stand-ins ------------------------------------------------------

    def _bot_seat(self):
        s = self.session
        if s.round.is_over:
            return None
        seat = s.round.turn
        if s.bot_to_act is not None or self.meta["seats"][seat].get("standin"):
            return seat
        return None

    def kick_bots(self) -> None:
        if self._bot_task is None or self._bot_task.done():
            self._bot_task = asyncio.create_task(self._run_bots())

    async def _run_bots(self) -> None:
        delay = self.session.delay
        for _ in range(MAX_BOT_RUN):
            if self._bot_seat() is None or self.meta.get("ended"):
                return
            await asyncio.sleep(delay)
            async with self.lock:
                seat = self._bot_seat()
                if seat is None or self.hub.tables.get(self.id) is not self:
                    return
                # Bots think off the event loop: Monte Carlo takes up to ~100 ms.
                try:
                    await asyncio.to_thread(self._bot_move, seat)
                    await self._commit()
                except Exception:  # a broken bot (or store) stops this table's bots, not the server
                    log.exception("table %s: the bot of seat %s failed", self.id, seat)
                    return

    def _bot_move(self, seat: int) -> None:
        s = self.session
        if s.bot_to_act == seat:
            s.step_bot()
        else:
            s.stand_in(seat, self.meta["seats"][seat]["standin"])

    def stop(self) -> None:
        if self._bot_task is not None:
            self._bot_task.cancel()


def channel(table_id: str, role: str) -> str:
    return f"mt:t:{table_id}:s:{role}"


#: Where a note goes whenever a table changes (a move, a seat claimed, a
#: device come or gone): the teacher's page asks for the list again.
TEACHER = "mt:teacher"


class Hub:
    """One server process: the tables it owns, its connections, the store."""

    def __init__(self, store, language: str = "en"):
        self.store = store
        self.bus = store.bus
        self.proc = secrets.token_hex(8)
        self.language = language
        self.tables: dict[str, OwnedTable] = {}
        self.conns: dict[str, object] = {}
        self.links: Counter = Counter()  # (table, role) -> connections open in this process
        self._watch: dict[str, int] = {}
        self._tasks: list[asyncio.Task] = []

    async def start(self) -> None:
        await self.store.start()
        await self.store.heartbeat(self.proc)
        await self.bus.subscribe(f"mt:proc:{self.proc}", self._to_conn)
        self._tasks.append(asyncio.create_task(self._heartbeat()))

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for table in list(self.tables.values()):
            table.stop()
            await self.store.release(table.id, self.proc)
        await self.store.close()

    # ---- tables ---------------------------------------------------------------

    async def create(self, meta: dict, session: Session) -> None:
        meta["status"] = render.status(session)
        await self.store.create(meta, session.to_json(), session.ply)
        await self.changed(meta["id"])

    async def changed(self, table_id: str) -> None:
        """Tell the teachers' pages (of every process) that a table changed."""
        await self.bus.publish(TEACHER, {"table": table_id})

    async def _own(self, table_id: str) -> OwnedTable | None:
        """This process's table, taking it over if nobody owns it."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        if not await self.store.acquire(table_id, self.proc):
            return None
        loaded = await self.store.load(table_id)
        if loaded is None or loaded[0].get("ended"):
            await self.store.release(table_id, self.proc)
            return None
        meta, state, _ = loaded
        table = self.tables.get(table_id)  # another message may have loaded it meanwhile
        if table is None:
            table = self.tables[table_id] = OwnedTable(self, meta, Session.from_json(state))
            await self.bus.subscribe(f"mt:t:{table_id}:in", table.inbox)
            await table.publish()  # whoever was mid-game sees the table as stored
            table.kick_bots()
        return table

    async def drop(self, table_id: str) -> None:
        table = self.tables.pop(table_id, None)
        if table is not None:
            table.stop()
            await self.bus.unsubscribe(f"mt:t:{table_id}:in", table.inbox)
            await self.store.release(table_id, self.proc)

    async def command(self, table_id: str, msg: dict) -> None:
        """Send a message to a table's owner (this process if it can be)."""
        msg.setdefault("proc", self.proc)
        table = await self._own(table_id)
        if table is not None:
            await table.handle(msg)
        else:
            await self.bus.publish(f"mt:t:{table_id}:in", msg)

    # ---- connections ------------------------------------------------------------

    async def reply(self, proc: str, conn: str, payload: dict) -> None:
        if proc == self.proc:
            await self._to_conn({"conn": conn, "payload": payload})
        else:
            await self.bus.publish(f"mt:proc:{proc}", {"conn": conn, "payload": payload})

    async def _to_conn(self, msg) -> None:
        conn = self.conns.get(msg.get("conn"))
        if conn is not None:
            await conn.deliver(msg["payload"])

    async def watch(self, conn, table_id: str, role: str) -> None:
        """Deliver a role's channel to this connection (after its welcome)."""
        await self.bus.subscribe(channel(table_id, role), conn.deliver)
        await self.store.presence(table_id, role, self.proc, +1)
        self._watch[table_id] = self._watch.get(table_id, 0) + 1
        await self.changed(table_id)

    async def unwatch(self, conn, table_id: str, role: str) -> None:
        await self.bus.unsubscribe(channel(table_id, role), conn.deliver)
        await self.store.presence(table_id, role, self.proc, -1)
        await self.changed(table_id)
        left = self._watch.get(table_id, 1) - 1
        if left <= 0:
            self._watch.pop(table_id, None)
        else:
            self._watch[table_id] = left

    async def _heartbeat(self) -> None:
        """Renew the leases of owned tables; take over a table this process
        serves whose owner went quiet (its lease ran out)."""
        from .store import LEASE_MS
        while True:
            await asyncio.sleep(LEASE_MS / 3000)
            try:
                await self.store.heartbeat(self.proc)
                for table_id in list(self.tables):
                    if not await self.store.renew(table_id, self.proc):
                        log.warning("lost the lease of table %s", table_id)
                        await self.drop(table_id)
                for table_id in list(self._watch):
                    if table_id not in self.tables:
                        await self._own(table_id)
            except Exception:  # the store may be briefly away; try again next beat
                log.exception("heartbeat")
