"""Class activities: a lesson's exercises on every student's device, and the
teacher's results, live.

The teacher makes a class (``POST /api/classes``: one or more lessons, a
language) and gets one join link for everyone, a results page and a
projector summary. A student opens the link, types a first name and does
the exercises; the tutor (``mextrain.lessons.tutor.Attempt``) runs here,
so the page never holds an answer before the student has committed to
one. Every join, answer, hint and explanation asked is written to the
store's log before the student hears back (a server killed with -9 keeps
every answer it acknowledged), then published on the class's channel: the
results page and the summary redraw from the log as each arrives. Ending
the class deletes its names and answers.

A class may go on to a table (``"table": {"players": 3}``, 2 to 4 players,
with a table's ``rounds`` and ``rules``): a student who has done every
exercise is written down as finished, and the students are seated in
finishing order, a table for each ``players`` of them: the one whose finish
fills a table opens it (``endpoints.open_table``, the students' first names
at its seats) and writes down who sits where; each of them is sent their
seat's link, and a student still waiting hears that they wait for the next
to finish. Every process works the tables out from the log's order alone,
so they agree on them.

An attempt lives in this process's memory and is rebuilt from the log
when missing (after a restart, or the student's reconnecting).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import OrderedDict

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket

from .. import reasons as R
from ..lessons.bank import LESSONS, exercise, exercises
from ..lessons.tutor import Attempt
from ..words import LANGUAGES, words
from ..words import classes as C
from ..words import serve as W
from . import cards, class_pages, render, results
from . import class_messages as M
from ..errors import InvalidSetup
from .endpoints import (HEADERS, STUDENT, answer, classroom, html, json_body, open_table, qr_svg, refuse,
                        table_settings)
from .game import device_hash, new_token
from .socket import DeviceSocket

log = logging.getLogger("mextrain.serve")
#: The longest first name a student may type.
MAX_NAME = 24
#: Attempts kept in memory (each is a built position); the rest are rebuilt from the log.
KEPT = 4096
#: Connections a student's device may hold to one class (a phone and a second tab).
PER_DEVICE = 3
#: The widest hand drawn for a student's screen (a laptop's).
MAX_WIDTH = 1100
#: The bot at the seats a leftover table has no student for (a new table's default).
REST_BOT = "planner"
#: What a class's table may set besides its size, as ``POST /api/tables`` does.
TABLE_SETTINGS = {"players", "rounds", "rules"}


def channel(class_id: str) -> str:
    return f"mt:class:{class_id}"


class Classes:
    """This process's side of the classes in ``store``: the attempts in
    memory and the students' connections per device."""

    def __init__(self, store, language: str):
        self.store, self.language = store, language
        self._attempts: OrderedDict = OrderedDict()
        self._locks: dict[tuple, asyncio.Lock] = {}
        self.devices: dict[tuple, int] = {}

    async def create(self, lessons: list[str], language: str, table: dict | None = None) -> dict:
        ids = [ex.id for lesson in lessons for ex in exercises(lesson)]
        meta = {"id": secrets.token_hex(6), "created": time.time(), "language": language, "lessons": lessons,
                "exercises": ids, "join": new_token(), "summary": new_token(), "table": table}
        await self.store.create_class(meta)
        return meta

    async def join(self, meta: dict, device: str, name: str | None):
        """The student on ``device`` (their record), joining with ``name`` when new; None: ask a name."""
        key = device_hash(device)
        log = await self.store.records(meta["id"])
        for event in log:
            if event.get("kind") == "join" and event.get("device") == key:
                self.forget(meta["id"], event["student"])  # another process may have moved on since
                return {"id": event["student"], "name": event["name"], "done": _done(log, event["student"])}
        if name is None:
            return None
        student = {"kind": "join", "student": secrets.token_hex(6), "name": name, "device": key, "at": time.time()}
        await self.record(meta["id"], student)
        return {"id": student["student"], "name": name, "done": []}

    def forget(self, class_id: str, student: str) -> None:
        for key in [k for k in self._attempts if k[:2] == (class_id, student)]:
            del self._attempts[key]

    async def attempt(self, meta: dict, student: str, ex_id: str) -> Attempt:
        key = (meta["id"], student, ex_id)
        found = self._attempts.get(key)
        if found is not None:
            self._attempts.move_to_end(key)
            return found
        attempt = Attempt(exercise(ex_id), words(meta["language"]), progress=None)
        for event in await self.store.records(meta["id"]):  # replayed: the tutor says the same again
            if event.get("student") == student and event.get("exercise") == ex_id:
                _replay(attempt, event)
        self._attempts[key] = attempt
        if len(self._attempts) > KEPT:
            self._attempts.popitem(last=False)
        return attempt

    def lock(self, class_id: str, student: str) -> asyncio.Lock:
        key = (class_id, student)
        if key not in self._locks:
            if len(self._locks) > 4 * KEPT:
                self._locks = {k: v for k, v in self._locks.items() if v.locked()}
            self._locks[key] = asyncio.Lock()
        return self._locks[key]

    async def act(self, meta: dict, student: str, act: M.Act, width: int) -> dict:
        """A student's answer, hint or explanation asked: the tutor's reply,
        once the event is stored."""
        w = words(meta["language"])
        ex_id = act.id
        if ex_id not in meta["exercises"]:
            return {"type": "refused", "message": W.bad_message(w)}
        async with self.lock(meta["id"], student):
            attempt = await self.attempt(meta, student, ex_id)
            kind = act.kind
            event = {"kind": kind, "student": student, "exercise": ex_id, "at": time.time()}
            given = None
            if kind == "answer":
                given = cards.read(attempt, {"answer": act.answer})
                said = attempt.check(given)
                event.update(kind="check", answer=_stored(given), correct=said.correct)
            elif kind == "hint":
                said = attempt.hint()
            else:
                said = attempt.explain()
                if not said.explained:  # asked before trying: nothing happened, nothing kept
                    return cards.reply(attempt, said)
            try:
                await self.record(meta["id"], event)
            except Exception:
                self.forget(meta["id"], student)  # not stored: the attempt is rebuilt from what was
                raise
            return cards.reply(attempt, said, given, width)

    async def record(self, class_id: str, event: dict) -> None:
        n = await self.store.record(class_id, event)
        await self.store.bus.publish(channel(class_id), {"n": n})

    async def place(self, room, meta: dict, student: str) -> dict | None:
        """Where a student who has done every exercise goes: ``{"seat":
        token}`` once seated, ``{"wait": True}`` until a table is full;
        None before the last exercise, or when the class has no table."""
        if not meta.get("table"):
            return None
        async with self.lock(meta["id"], "table"):  # one table opened for each group, here
            log = await self.store.records(meta["id"])
            if len(_done(log, student)) < len(meta["exercises"]):
                return None
            finished = None
            if student not in _finishers(log):
                finished = await self.store.record(meta["id"], {"kind": "finished", "student": student,
                                                                "at": time.time()})
                log = await self.store.records(meta["id"])
            seated = _seat(log, student)
            if seated is not None:
                return seated
            group, rest = next(((g, r) for g, r in _groups(log, meta["table"]["players"])[0] if student in g),
                               ([], None))
            waits = rest is not None or group[-1:] != [student]  # a leftover table is the teacher's to open
            if not waits:
                n, first = await self._open(room, meta, log, group)
        if waits:
            if finished is not None:  # one more waits: the results page's count ("Seat the rest now")
                await self.store.bus.publish(channel(meta["id"]), {"n": finished})
            return {"wait": True}
        # Told once the lock is free: each of them asks place() for their seat.
        await self.store.bus.publish(channel(meta["id"]), {"n": n, "seated": group})
        return {"seat": first["seats"][first["students"].index(student)]}

    async def seat_rest(self, room, meta: dict) -> list[str]:
        """The teacher's "Seat the rest now": every student waiting for a
        table now is seated at one, its empty seats the server's bots', and
        told so; the students seated (none: nobody waits, nothing changed)."""
        async with self.lock(meta["id"], "table"):
            log = await self.store.records(meta["id"])
            size = meta["table"]["players"]
            if _groups(log, size)[1]:
                await self.store.record(meta["id"], {"kind": "rest", "rest": secrets.token_hex(6), "at": time.time()})
                log = await self.store.records(meta["id"])
            opened: list[tuple[int, list[str]]] = []
            # Each leftover group without a table yet (this call's, or one a
            # process stopped before opening): the log's first table for it wins.
            for group, rest in _groups(log, size)[0]:
                if rest is not None and _seat(log, group[0]) is None:
                    opened.append(((await self._open(room, meta, log, group))[0], group))
                    log = await self.store.records(meta["id"])
        for n, group in opened:  # told once the lock is free, as place() tells them
            await self.store.bus.publish(channel(meta["id"]), {"n": n, "seated": group})
        return [s for _, group in opened for s in group]

    async def _open(self, room, meta: dict, log, group: list[str]) -> tuple[int, dict]:
        """A table opened for ``group`` (its students' first names at the
        first seats, bots at any left) and written down: the log's length
        and the group's table as the log holds it first."""
        bots = meta["table"]["players"] - len(group)
        names = {e["student"]: e["name"] for e in log if e.get("kind") == "join"}
        settings = table_settings({**meta["table"], "language": meta["language"],
                                   "seats": [STUDENT] * len(group) + [REST_BOT] * bots,
                                   "names": [names[s] for s in group] + [None] * bots}, words(meta["language"]))
        table = await open_table(room, settings)
        n = await self.store.record(meta["id"], {"kind": "table", "table": table["id"], "students": group,
                                                 "seats": [seat["token"] for seat in table["seats"][:len(group)]]})
        # The lock is this process's: the same student's second tab on
        # another process may have opened a table for the group as well.
        # The one the log holds first is the group's; a later one is ended.
        first = next(e for e in await self.store.records(meta["id"])
                     if e.get("kind") == "table" and group[0] in e["students"])
        if first["table"] != table["id"]:
            await room.hub.command(table["id"], {"type": "end", "conn": None})
        return n, first

    async def tables(self, class_id: str) -> list[str]:
        """The ids of the tables a class's students were seated at."""
        return [e["table"] for e in await self.store.records(class_id) if e.get("kind") == "table"]

    async def results(self, meta: dict) -> dict:
        return results.tally(await self.store.records(meta["id"]), meta["exercises"])


def _stored(answer):
    """An answer as the log keeps it (JSON), to be replayed as the tutor read it."""
    if answer is None or isinstance(answer, (str, int)):
        return answer
    if isinstance(answer, list):
        return answer
    return {"tile": str(answer.tile), "train": str(answer.train)}  # a move made on the table


def _replay(attempt: Attempt, event: dict) -> None:
    kind = event.get("kind")
    if kind == "check":
        answer = event.get("answer")
        attempt.check(cards.read(attempt, {"answer": answer}) if isinstance(answer, dict) else answer)
    elif kind == "hint":
        attempt.hint()
    elif kind == "explain":
        attempt.explain()


def _finishers(log) -> list[str]:
    """The students who have done every exercise, in the order they finished."""
    return list(dict.fromkeys(e["student"] for e in log if e.get("kind") == "finished"))


def _groups(log, size: int) -> tuple[list[tuple[list[str], str | None]], list[str]]:
    """The students' tables as the log's order makes them, the same on
    every process: each group of ``size`` finishers in finishing order, and
    those waiting when the teacher seated the rest (``rest`` events); each
    group with its ``rest`` id (None: a full table). Then those who wait now.

    >>> log = [{"kind": "finished", "student": s} for s in "abc"] + [{"kind": "rest", "rest": "r"}]
    >>> _groups(log + [{"kind": "finished", "student": "d"}], 2)
    ([(['a', 'b'], None), (['c'], 'r')], ['d'])
    """
    groups: list[tuple[list[str], str | None]] = []
    waiting: list[str] = []
    seen: set[str] = set()
    for event in log:
        kind = event.get("kind")
        if kind == "finished" and event["student"] not in seen:
            seen.add(event["student"])
            waiting.append(event["student"])
            if len(waiting) == size:
                groups.append((waiting, None))
                waiting = []
        elif kind == "rest" and waiting:
            groups.append((waiting, event["rest"]))
            waiting = []
    return groups, waiting


def waiting(log, meta: dict) -> int:
    """How many of a class's students (it has a table) wait for one now."""
    return len(_groups(log, meta["table"]["players"])[1])


def _seat(log, student: str) -> dict | None:
    for event in log:
        if event.get("kind") == "table" and student in event["students"]:
            return {"seat": event["seats"][event["students"].index(student)]}
    return None


def class_table(doc, w) -> dict | None:
    """A class's ``table`` setting checked (``InvalidSetup`` says what is
    wrong), as a table of only students would take it."""
    if doc is None:
        return None
    if not isinstance(doc, dict):
        raise InvalidSetup(R.NotSettings("table"))
    unknown = sorted(set(map(str, doc)) - TABLE_SETTINGS)
    if unknown:
        raise InvalidSetup(R.UnknownSettings("table", tuple(unknown)))
    sizes = class_pages.TABLE_SIZES
    if type(doc.get("players")) is not int or doc["players"] not in sizes:
        raise InvalidSetup(R.OutOfRange("table.players", sizes[0], sizes[-1], True))
    table_settings({**doc, "seats": [STUDENT] * doc["players"]}, w)  # its rounds and rules, as a table's
    return dict(doc)


def _done(log, student: str) -> list[str]:
    """The exercises a student has solved, predicted, or had explained."""
    return sorted({e["exercise"] for e in log if e.get("student") == student and e.get("exercise")
                   and (e.get("correct") is True or e.get("kind") == "explain"
                        or e.get("correct") is not None and exercise(e["exercise"]).predicts)})


def first_name(text) -> str | None:
    """A typed first name made harmless (printable, one line, short), or None."""
    if not isinstance(text, str):
        return None
    name = " ".join("".join(c for c in text if c.isprintable()).split())
    return name if 0 < len(name) <= MAX_NAME else None


# ---- HTTP --------------------------------------------------------------------------------

def _hub(conn) -> Classes:
    return conn.app.state.classes


async def _links(request, meta: dict) -> dict:
    root = classroom(request).base(request)
    join = f"{root}/class/{meta['join']}"
    w = words(meta["language"])
    table = meta.get("table")
    return {"id": meta["id"], "created": meta["created"], "language": meta["language"], "lessons": meta["lessons"],
            "exercises": len(meta["exercises"]), "table": table,
            "table_text": None if table is None else C.then_table(w, table["players"]),
            "exercises_text": C.exercise_count(w, len(meta["exercises"])),
            "join": join, "qr": await asyncio.to_thread(qr_svg, join), "summary": f"{root}/summary/{meta['summary']}",
            "results": f"{root}/results/{meta['id']}"}



async def list_classes(request: Request):
    if not classroom(request).authorized(request):
        return Response(status_code=401, headers=HEADERS)
    return answer({"classes": [await _links(request, m) for m in await _hub(request).store.list_classes()]})


async def create_class(request: Request):
    room = classroom(request)
    if not room.authorized(request):
        return Response(status_code=401, headers=HEADERS)
    w = room.words
    doc, refused = await json_body(request, w)
    if refused is not None:
        return refused
    if not isinstance(doc, dict):
        return refuse(w.reason(R.NotSettings("")))
    unknown = sorted(set(map(str, doc)) - {"lessons", "language", "table"})
    if unknown:
        return refuse(w.reason(R.UnknownSettings("", tuple(unknown))))
    lessons = doc.get("lessons")
    if (not isinstance(lessons, list) or not lessons or any(x not in LESSONS for x in lessons)
            or len(set(lessons)) != len(lessons)):
        return refuse(w.reason(R.NotAChoice("lessons", LESSONS)))
    language = doc.get("language", w.language)
    if language not in LANGUAGES:
        return refuse(w.reason(R.NotAChoice("language", LANGUAGES)))
    try:
        table = class_table(doc.get("table"), w)
    except InvalidSetup as e:
        return refuse(w.reason(e.reason))
    meta = await _hub(request).create(sorted(lessons), language, table)
    return answer(await _links(request, meta), 201)


async def _class_of(request):
    room = classroom(request)
    if not room.authorized(request):
        return None, Response(status_code=401, headers=HEADERS)
    meta = await room.store.load_class(request.path_params["id"][:32])
    if meta is None:
        return None, refuse(C.no_such_class(room.words), 404)
    return meta, None


async def results_csv(request: Request):
    meta, refused = await _class_of(request)
    if refused is not None:
        return refused
    text = results.to_csv(await _hub(request).results(meta), C.csv_header(words(meta["language"])))
    return Response(text, media_type="text/csv; charset=utf-8",
                    headers={**HEADERS, "Content-Disposition": f'attachment; filename="class-{meta["id"]}.csv"'})


async def end_class(request: Request):
    meta, refused = await _class_of(request)
    if refused is not None:
        return refused
    room = classroom(request)
    store = room.store
    for table in await _hub(request).tables(meta["id"]):  # its students' names are at them too
        await room.hub.command(table, {"type": "end", "conn": None})
    await store.end_class(meta["id"])
    await store.bus.publish(channel(meta["id"]), {"ended": True})
    return answer({"id": meta["id"], "ended": True})


async def seat_rest(request: Request):
    """The teacher's "Seat the rest now": the students waiting for a table seated with bots."""
    meta, refused = await _class_of(request)
    if refused is not None:
        return refused
    w = words(meta["language"])
    if not meta.get("table"):
        return refuse(C.no_class_table(w), 409)
    seated = await _hub(request).seat_rest(classroom(request), meta)
    return answer({"id": meta["id"], "seated": len(seated),
                   "message": C.rest_seated(w, len(seated)) if seated else C.nobody_waits(w)})


async def _linked(conn, role: str):
    """The class a link's token opens in ``role`` ("join", "summary"), or None."""
    store = classroom(conn).store
    found = await store.find_class(conn.path_params["token"][:64])
    if found is None or found[1] != role:
        return None
    return await store.load_class(found[0])


async def class_page(request: Request):
    meta = await _linked(request, "join")
    w = classroom(request).words
    if meta is None:
        return html(class_pages.message(w, C.unknown_class(w)), 404)
    return html(class_pages.student(words(meta["language"]), MAX_NAME))


async def summary_page(request: Request):
    meta = await _linked(request, "summary")
    w = classroom(request).words
    if meta is None:
        return html(class_pages.message(w, C.unknown_class(w)), 404)
    return html(class_pages.summary(words(meta["language"])))


async def results_page(request: Request):
    room = classroom(request)
    w = room.words
    given = request.query_params.get("token", "")
    if not secrets.compare_digest(given.encode(), room.token.encode()):
        return html(class_pages.message(w, W.unauthorized(w)), 401)
    meta = await room.store.load_class(request.path_params["id"][:32])
    if meta is None:
        return html(class_pages.message(w, C.no_such_class(w)), 404)
    return html(class_pages.results(words(meta["language"]), await _links(request, meta)))


# ---- websockets ----------------------------------------------------------------------------

class _ClassSocket(DeviceSocket):
    """A page of a class: a device's socket as a table's is (own origin, one
    writer, the hello's deadline, the rate limit), subscribed to its class's
    channel once it has said who it is."""

    stop = None

    async def on_connect(self, ws: WebSocket) -> None:
        self.hub, self.socket = _hub(ws), ws
        await self.accepted(ws)

    async def on_receive(self, ws: WebSocket, frame) -> None:
        conn = self.conn
        if conn is None or conn.closing:
            return
        first, self.heard = not self.heard, True
        if not self._allowed():
            if self.over % 20 == 1:
                await conn.deliver({"type": "refused", "message": W.too_fast(self.w)})
            return
        await (self.hello(ws, frame) if first else self.message(ws, frame))

    async def follow(self, class_id: str, on_change) -> None:
        """``on_change(message)`` for each message on the class's channel, until the page goes."""
        store = self.hub.store

        async def listen(message):
            await on_change(message)
        await store.bus.subscribe(channel(class_id), listen)

        async def stop():
            await store.bus.unsubscribe(channel(class_id), listen)
        self.stop = stop

    async def on_disconnect(self, ws: WebSocket, close_code: int) -> None:
        if self.stop is not None:
            await self.stop()
        await super().on_disconnect(ws, close_code)


class StudentSocket(_ClassSocket):
    """A student's device: ``/ws/class/<join token>``. The first message is a
    ``Join``; until a first name is typed, each further one may be too; then
    ``Open``, ``Act`` and ``Width``."""

    meta = None
    student = None
    device_key = None
    width = 360

    async def hello(self, ws: WebSocket, frame) -> None:
        self.meta = meta = await _linked(ws, "join")
        if meta is None:
            await self.conn.last_word(C.unknown_class(self.w))
            return
        self.w = words(meta["language"])
        try:
            join = M.join(frame)
        except M.BadMessage:
            await self.conn.last_word(W.bad_message(self.w))
            return
        key = (meta["id"], device_hash(join.device))
        if self.hub.devices.get(key, 0) >= PER_DEVICE:
            await self.conn.last_word(W.too_many(self.w))
            return
        self.device, self.device_key = join.device, key
        self.hub.devices[key] = self.hub.devices.get(key, 0) + 1

        async def changed(message):
            if message.get("ended"):
                await self.conn.deliver({"type": "ended", "message": C.class_ended(self.w)})
            elif self.student is not None and self.student["id"] in message.get("seated", ()):
                await self.placed()
        await self.follow(meta["id"], changed)
        if join.width is not None:
            self.width = _width(join.width)
        await self.join(join.name)

    async def join(self, typed: str | None) -> None:
        name = None if typed is None else first_name(typed)
        self.student = await self.hub.join(self.meta, self.device, name)
        if self.student is None:
            if typed is not None:
                await self.conn.deliver({"type": "refused", "message": C.bad_name(self.w, MAX_NAME)})
            else:
                await self.conn.deliver({"type": "name"})
            return
        meta, student = self.meta, self.student
        count = len(meta["exercises"])
        index = next((i for i, e in enumerate(meta["exercises"]) if e not in student["done"]), count - 1)
        await self.conn.deliver({"type": "welcome", "name": student["name"], "count": count,
                                 "done": student["done"]})
        await self.card(index)
        await self.placed()

    async def placed(self) -> None:
        """Tell a student who has done every exercise their table's seat, or that they wait for it."""
        place = await self.hub.place(self.room, self.meta, self.student["id"])
        if place is None:
            return
        if "seat" in place:
            await self.conn.deliver({"type": "table", "url": f"{self.room.base(self.socket)}/seat/{place['seat']}",
                                     "message": C.table_ready(self.w)})
        else:
            size = self.meta["table"]["players"]
            await self.conn.deliver({"type": "wait", "message": C.wait_for_table(self.w, size)})

    async def card(self, index: int) -> None:
        meta = self.meta
        attempt = await self.hub.attempt(meta, self.student["id"], meta["exercises"][index])
        await self.conn.deliver(cards.card(attempt, index, len(meta["exercises"]), self.width))

    async def message(self, ws: WebSocket, frame) -> None:
        try:
            msg = M.read(frame)
        except M.BadMessage:
            msg = None
        if self.student is None:  # a name is all this page may send now
            await self.join(msg.name if isinstance(msg, M.Name) else None)
            return
        if isinstance(msg, M.Open) and 0 <= msg.index < len(self.meta["exercises"]):
            await self.card(msg.index)
        elif isinstance(msg, M.Act):
            try:
                said = await self.hub.act(self.meta, self.student["id"], msg, self.width)
            except Exception:  # logged; the student hears so, never a dropped connection
                log.exception("class %s: %s on %s", self.meta["id"], msg.kind, msg.id)
                said = {"type": "refused", "message": W.went_wrong(self.w)}
            await self.conn.deliver(said)
            if msg.kind != "hint":  # perhaps the last exercise done: then a table
                await self.placed()
        elif isinstance(msg, M.Width):
            self.width = _width(msg.width)
        else:
            await self.conn.deliver({"type": "refused", "message": W.bad_message(self.w)})

    async def on_disconnect(self, ws: WebSocket, close_code: int) -> None:
        if self.device_key is not None:
            devices = self.hub.devices
            devices[self.device_key] -= 1
            if devices[self.device_key] <= 0:
                del devices[self.device_key]
        await super().on_disconnect(ws, close_code)


def _width(value: int) -> int:
    return min(max(value, render.NARROWEST), MAX_WIDTH)


class _Watch(_ClassSocket):
    """A page that watches a class's results: sent now and after every
    change (each message on the class's channel), read afresh from the log."""

    pump: asyncio.Task | None = None

    async def watch(self, meta: dict, publish) -> None:
        log: list = []
        dirty = asyncio.Event()
        w = words(meta["language"])

        async def changed(message):
            if message.get("ended"):
                await self.conn.deliver({"type": "ended", "message": C.class_ended(w)})
            else:
                dirty.set()
        await self.follow(meta["id"], changed)

        async def pump():
            while not self.conn.closing:
                await dirty.wait()
                dirty.clear()  # what changes while reading is read next time round
                log.extend(await self.hub.store.records(meta["id"], since=len(log)))
                await self.conn.deliver(publish(log))
        dirty.set()
        self.pump = asyncio.create_task(pump())

    async def message(self, ws: WebSocket, frame) -> None:
        pass  # nothing to ask: the page only listens

    async def on_disconnect(self, ws: WebSocket, close_code: int) -> None:
        if self.pump is not None:
            self.pump.cancel()
        await super().on_disconnect(ws, close_code)


class ResultsSocket(_Watch):
    """The teacher's results: ``/ws/results/<class id>``, the first message ``{"token": <teacher's>}``."""

    async def hello(self, ws: WebSocket, frame) -> None:
        try:
            doc = M.read_json(frame)
        except M.BadMessage:
            doc = None
        given = doc.get("token") if isinstance(doc, dict) else None
        token = classroom(ws).token
        if not (isinstance(given, str) and secrets.compare_digest(given.encode(), token.encode())):
            await self.conn.last_word(W.unauthorized(self.w))
            return
        meta = await self.hub.store.load_class(ws.path_params["id"][:32])
        if meta is None:
            await self.conn.last_word(C.no_such_class(self.w))
            return
        # With a table after the exercises: how many wait for it ("Seat the rest now").
        await self.watch(meta, lambda log: {"type": "results", **results.tally(log, meta["exercises"]),
                                            "waiting": waiting(log, meta) if meta.get("table") else None})


class SummarySocket(_Watch):
    """The projector's summary: ``/ws/summary/<summary token>``; no names."""

    async def hello(self, ws: WebSocket, frame) -> None:
        meta = await _linked(ws, "summary")
        if meta is None:
            await self.conn.last_word(C.unknown_class(self.w))
            return
        await self.watch(meta, lambda log: {"type": "summary", **results.summary(results.tally(log, meta["exercises"]))})


ROUTES = [
    Route("/class/{token}", class_page),
    Route("/summary/{token}", summary_page),
    Route("/results/{id}", results_page),
    Route("/api/classes", list_classes, methods=["GET"]),
    Route("/api/classes", create_class, methods=["POST"]),
    Route("/api/classes/{id}/results.csv", results_csv, methods=["GET"]),
    Route("/api/classes/{id}/end", end_class, methods=["POST"]),
    Route("/api/classes/{id}/seat-rest", seat_rest, methods=["POST"]),
    WebSocketRoute("/ws/class/{token}", StudentSocket),
    WebSocketRoute("/ws/results/{id}", ResultsSocket),
    WebSocketRoute("/ws/summary/{token}", SummarySocket),
]
