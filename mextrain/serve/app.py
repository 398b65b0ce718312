"""The ASGI app: pages, the teacher's API and one websocket per device.

Every response carries a strict Content-Security-Policy (scripts and styles
from this server's files only, nothing inline, no frames) and no referrer,
since the links themselves are the keys. A device sees a table only through
``/ws/<token>``: the token names a seat or the projector, the first device
to say hello claims a seat, and from then on that connection receives that
seat's frames and nothing else.
"""

from __future__ import annotations

import asyncio
import json
import math
import secrets
import time
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..bots import NAMES as BOTS
from ..errors import IllegalMove
from ..frames import Intent
from ..session import NAME_LENGTH, Session
from ..words import LANGUAGES, words
from ..words import serve as W
from . import pages, render
from .game import PROJECTOR, Hub, device_hash, new_token

STATIC = Path(__file__).with_name("static")
#: The table's one front-end, the notebook's files too.
FRONT = Path(__file__).resolve().parents[1] / "front"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
           "X-Frame-Options": "DENY", "Cache-Control": "no-store"}
#: Largest request body and websocket message the server reads.
MAX_BODY = 16 * 1024
MAX_MESSAGE = 2048
MAX_NAME = NAME_LENGTH
#: Each connection may send a burst of this many messages, refilled at RATE a second.
BURST, RATE = 20, 10.0
#: Messages over the limit before the connection is closed.
FLOOD = 200
#: Connections one link may have open in a process at once (a student's phone
#: and a second tab; the projector and a spare): a link shared round cannot
#: flood its classmates with copies of every frame.
MAX_PER_LINK = {"seat": 3, PROJECTOR: 6}
#: A device has this long to say hello after connecting.
HELLO_TIMEOUT = 10.0
DEFAULT_DELAY = 0.8
SEED_BITS = 64


class BadSettings(ValueError):
    pass


def _field(w, name, what):
    return BadSettings(W.bad_field(w, name, what))


def table_settings(doc, w) -> dict:
    """Check the API's settings (``mt.play``'s, as JSON) and fill in the defaults."""
    if not isinstance(doc, dict):
        raise BadSettings(W.bad_json(w))
    known = {"players", "seats", "names", "rounds", "rules", "language", "seed", "delay"}
    unknown = sorted(set(map(str, doc)) - known)
    if unknown:
        raise BadSettings(W.unknown_field(w, unknown))
    players = doc.get("players", 4)
    if type(players) is not int or not 2 <= players <= 8:
        raise _field(w, "players", W.bad_players(w, 2, 8))
    kinds = ["student", *BOTS]
    seats = doc.get("seats", ["student"] + ["planner"] * (players - 1))
    if not isinstance(seats, list) or len(seats) != players or any(k not in kinds for k in seats):
        raise _field(w, "seats", W.bad_seats(w, players, kinds))
    if "student" not in seats:
        raise _field(w, "seats", W.no_student(w))
    language = doc.get("language", w.language)
    if language not in LANGUAGES:
        raise _field(w, "language", W.bad_choice(w, LANGUAGES))
    names = doc.get("names")
    if names is None:  # the table's language names its seats, not the server's
        names = [words(language).default_name(s, "human" if k == "student" else k) for s, k in enumerate(seats)]
    if (not isinstance(names, list) or len(names) != players
            or any(not isinstance(n, str) or not n.strip() or len(n) > MAX_NAME for n in names)):
        raise _field(w, "names", W.bad_names(w, players, MAX_NAME))
    names = [" ".join("".join(c for c in n if c.isprintable()).split()) or "?" for n in names]
    # The seed deals every hand and the boneyard: the server's own is 64
    # random bits, out of reach of a search; a typed one is the teacher's choice.
    seed = doc.get("seed")
    if seed is None:
        seed = secrets.randbits(SEED_BITS)
    if type(seed) is not int or not 0 <= seed < 2**SEED_BITS:
        raise _field(w, "seed", W.bad_number(w, 0, 2**SEED_BITS - 1))
    delay = doc.get("delay", DEFAULT_DELAY)
    if type(delay) not in (int, float) or not math.isfinite(delay) or not 0 <= delay <= 5:
        raise _field(w, "delay", W.bad_number(w, 0, 5))
    rules = doc.get("rules", "table")
    if not (rules in ("table", "classic") or isinstance(rules, dict)):
        raise _field(w, "rules", W.bad_choice(w, ("table", "classic", "{...}")))
    settings = {"players": players, "seats": seats, "names": names, "rounds": doc.get("rounds"),
                "rules": rules, "language": language, "seed": seed, "delay": float(delay)}
    try:
        new_session(settings)
    except ValueError as e:  # the engine's own words: rules, rounds, players for this set
        raise BadSettings(str(e)) from None
    return settings


def new_session(settings: dict) -> Session:
    from ..rules import Rules
    seats = settings["seats"]
    rules = settings["rules"]
    return Session.new(players=settings["players"], humans=tuple(s for s, k in enumerate(seats) if k == "student"),
                       bots=[k for k in seats if k != "student"],
                       rules=Rules.from_dict(rules) if isinstance(rules, dict) else rules,
                       rounds=settings["rounds"], seed=settings["seed"], names=settings["names"],
                       delay=settings["delay"])


def _qr(url: str) -> str:
    import qrcode
    import qrcode.image.svg
    return qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=8).to_string(
        encoding="unicode")


class Conn:
    """One device's websocket: frames go out through a bounded queue, so a
    slow device is dropped (it reconnects and gets a fresh frame) instead of
    holding the table up."""

    def __init__(self, ws: WebSocket):
        self.ws = ws
        self.id = secrets.token_hex(8)
        self.queue: asyncio.Queue = asyncio.Queue(maxsize=64)
        self.welcomed = asyncio.Event()
        self.closing = False

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

    async def writer(self) -> None:
        while True:
            payload = await self.queue.get()
            await self.ws.send_text(json.dumps(payload))
            if self.closing and self.queue.empty():
                await self.ws.close(4000)
                return


def create_app(store, data: Path, language: str = "en", public_url: str | None = None) -> Starlette:
    from .store import keep_token, teacher_token
    hub = Hub(store, language)
    w = words(language)
    token = teacher_token(data)  # with Redis, replaced by the shared one at start

    def base(request: Request) -> str:
        return public_url.rstrip("/") if public_url else str(request.base_url).rstrip("/")

    def authorized(request: Request) -> bool:
        given = request.headers.get("authorization", "")
        return given.startswith("Bearer ") and secrets.compare_digest(given[7:].encode(), token.encode())

    def html(text: str, status: int = 200) -> HTMLResponse:
        return HTMLResponse(text, status_code=status, headers=HEADERS)

    def answer(doc, status: int = 200) -> JSONResponse:
        return JSONResponse(doc, status_code=status, headers=HEADERS)

    def refuse(text: str, status: int = 400) -> JSONResponse:
        return answer({"error": text}, status)

    async def body(request: Request):
        if int(request.headers.get("content-length") or 0) > MAX_BODY:
            return None
        chunks, size = [], 0
        async for chunk in request.stream():
            size += len(chunk)
            if size > MAX_BODY:
                return None
            chunks.append(chunk)
        return b"".join(chunks)

    # ---- pages ----------------------------------------------------------------

    async def teacher(request: Request):
        given = request.query_params.get("token", "")
        if not secrets.compare_digest(given.encode(), token.encode()):
            return html(pages.message_page(w, W.unauthorized(w)), 401)
        return html(pages.teacher_page(w, list(BOTS), DEFAULT_DELAY))

    async def link_page(request: Request, role_ok, page):
        found = await store.find_token(request.path_params["token"][:64])
        if found is None or not role_ok(found[1]):
            return html(pages.message_page(w, W.unknown_link(w)), 404)
        meta = (await store.load(found[0]))[0]
        return html(page(words(meta["language"])))

    async def seat(request: Request):
        return await link_page(request, lambda role: role != PROJECTOR, pages.seat_page)

    async def projector(request: Request):
        return await link_page(request, lambda role: role == PROJECTOR, pages.projector_page)

    # ---- the API ---------------------------------------------------------------

    def links(request, meta, qr=False) -> dict:
        root = base(request)
        # The teacher's alone (this API needs the teacher's token): the seed as
        # text, since a browser's numbers keep only 53 bits.
        out = {"id": meta["id"], "created": meta["created"], "ended": bool(meta.get("ended")),
               "status": meta.get("status"), "seed": str(meta["settings"]["seed"]),
               "projector": f"{root}/projector/{meta['projector']}", "seats": []}
        for s, info in enumerate(meta["seats"]):
            row = {"seat": s, "kind": info["kind"], "name": meta["names"][s]}
            if info["kind"] == "student":
                row.update(url=f"{root}/seat/{info['token']}", claimed=info["device"] is not None,
                           standin=bool(info.get("standin")))
                if qr:
                    row["qr"] = _qr(row["url"])
            out["seats"].append(row)
        return out

    async def list_tables(request: Request):
        if not authorized(request):
            return Response(status_code=401, headers=HEADERS)
        qr = request.query_params.get("qr") == "1"
        now = time.time()
        tables = []
        for meta in await store.list():
            row = links(request, meta, qr and not meta.get("ended"))
            here, seen = await store.connected(meta["id"])
            for info in row["seats"]:
                if info["kind"] == "student":
                    info["connected"] = here.get(str(info["seat"]), 0)
                    left = seen.get(str(info["seat"]))
                    info["away"] = None if info["connected"] or left is None else int(now - left)
            tables.append(row)
        return answer({"tables": tables})

    async def create_table(request: Request):
        if not authorized(request):
            return Response(status_code=401, headers=HEADERS)
        raw = await body(request)
        if raw is None:
            return refuse(W.too_large(w, MAX_BODY), 413)
        try:
            doc = json.loads(raw)
        except (ValueError, UnicodeDecodeError):
            return refuse(W.bad_json(w))
        try:
            settings = table_settings(doc, w)
        except BadSettings as e:
            return refuse(str(e))
        meta = {"id": secrets.token_hex(6), "created": time.time(), "language": settings["language"],
                "settings": settings, "names": settings["names"], "projector": new_token(),
                "standin_bot": "planner", "ended": False,
                "seats": [{"kind": k, "token": new_token() if k == "student" else None, "device": None,
                           "standin": None} for k in settings["seats"]]}
        await hub.create(meta, new_session(settings))
        return answer(links(request, meta), 201)

    async def _table(request: Request):
        """The table and student seat an action names, or a refusal."""
        if not authorized(request):
            return None, Response(status_code=401, headers=HEADERS)
        loaded = await store.load(request.path_params["id"][:32])
        if loaded is None or loaded[0].get("ended"):
            return None, refuse(W.no_such_table(w), 404)
        return loaded[0], None

    def _student(meta, request):
        seat = request.path_params.get("seat")
        if seat is None or seat >= len(meta["seats"]) or meta["seats"][seat]["kind"] != "student":
            return None
        return seat

    async def seat_action(request: Request):
        meta, refused = await _table(request)
        if refused is not None:
            return refused
        seat = _student(meta, request)
        if seat is None:
            return refuse(W.no_such_seat(w), 404)
        action = request.path_params["action"]
        if action == "reset":
            fresh = new_token()
            await hub.command(meta["id"], {"type": "reset", "seat": seat, "token": fresh, "conn": None})
            return answer({"seat": seat, "url": f"{base(request)}/seat/{fresh}"})
        if action in ("standin", "back"):
            await hub.command(meta["id"], {"type": "standin", "seat": seat, "on": action == "standin",
                                           "conn": None})
            return answer({"seat": seat, "standin": action == "standin"})
        return refuse(W.no_such_seat(w), 404)

    async def end_table(request: Request):
        meta, refused = await _table(request)
        if refused is not None:
            return refused
        await hub.command(meta["id"], {"type": "end", "conn": None})
        return answer({"id": meta["id"], "ended": True})

    # ---- the websocket -----------------------------------------------------------

    def same_origin(ws: WebSocket) -> bool:
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

    async def socket(ws: WebSocket):
        if not same_origin(ws):
            await ws.close(code=1008)  # refused before the handshake completes: an HTTP 403
            return
        await ws.accept()
        conn = Conn(ws)
        writer = asyncio.create_task(conn.writer())
        found = await store.find_token(ws.path_params["token"][:64])
        if found is None:
            try:  # answered after the device's hello, as every link is
                await asyncio.wait_for(_receive(ws), HELLO_TIMEOUT)
            except (WebSocketDisconnect, asyncio.TimeoutError, RuntimeError):
                pass
            await conn.deliver({"type": "error", "message": W.unknown_link(w)})
            await _finish(writer)
            return
        table_id, role = found
        link = (table_id, role)
        if hub.links[link] >= MAX_PER_LINK[PROJECTOR if role == PROJECTOR else "seat"]:
            await conn.deliver({"type": "error", "message": W.too_many(w)})
            await _finish(writer)
            return
        hub.links[link] += 1
        hub.conns[conn.id] = conn
        watching = False
        try:
            first = await asyncio.wait_for(_receive(ws), HELLO_TIMEOUT)
            device = first.get("device") if isinstance(first, dict) else None
            if role != PROJECTOR and not (isinstance(device, str) and 16 <= len(device) <= 128):
                await conn.deliver({"type": "error", "message": W.bad_message(w)})
                await _finish(writer)
                return
            base_msg = {"role": role, "conn": conn.id}
            hello = {**base_msg, "type": "hello", "device": device_hash(device) if isinstance(device, str) else None}
            # Said again each second: while a dead owner's lease runs out
            # (Redis), nobody answers, then this process takes the table over.
            for _ in range(int(HELLO_TIMEOUT)):
                await hub.command(table_id, dict(hello))
                try:
                    await asyncio.wait_for(conn.welcomed.wait(), 1.0)
                    break
                except asyncio.TimeoutError:
                    if conn.closing:
                        break
            if not conn.welcomed.is_set():
                await _finish(writer)
                return
            await hub.watch(conn, table_id, role)
            watching = True
            # A change made between the welcome and the watch reached no one
            # here: one fresh frame closes that gap (pages ignore older plies).
            await hub.command(table_id, {**base_msg, "type": "sync"})
            await _serve(ws, conn, hub, table_id, role, base_msg)
        except (WebSocketDisconnect, asyncio.TimeoutError, RuntimeError):
            pass
        finally:
            hub.links[link] -= 1
            hub.conns.pop(conn.id, None)
            if watching:
                await hub.unwatch(conn, table_id, role)
            writer.cancel()

    @asynccontextmanager
    async def lifespan(app):
        nonlocal token
        await hub.start()
        shared = await store.teacher(token)
        if shared != token:
            token = app.state.token = keep_token(data, shared)
        yield
        await hub.close()

    routes = [
        Route("/teacher", teacher),
        Route("/seat/{token}", seat),
        Route("/projector/{token}", projector),
        Route("/api/tables", list_tables, methods=["GET"]),
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables/{id}/seats/{seat:int}/{action}", seat_action, methods=["POST"]),
        Route("/api/tables/{id}/end", end_table, methods=["POST"]),
        WebSocketRoute("/ws/{token}", socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
        Mount("/front", StaticFiles(directory=FRONT), name="front"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.hub, app.state.token = hub, token
    return _with_headers(app)


def _with_headers(app):
    """Every HTTP response (static files and errors too) gets the security headers."""
    extra = [(k.lower().encode(), v.encode()) for k, v in HEADERS.items() if k != "Cache-Control"]

    async def wrapped(scope, receive, send):
        if scope["type"] != "http":
            return await app(scope, receive, send)

        async def send_with(message):
            if message["type"] == "http.response.start":
                have = {k for k, _ in message.get("headers", [])}
                message["headers"] = list(message.get("headers", [])) + [h for h in extra if h[0] not in have]
            await send(message)
        return await app(scope, receive, send_with)
    wrapped.state = app.state
    return wrapped


async def _finish(writer) -> None:
    try:
        await asyncio.wait_for(writer, 2.0)
    except Exception:  # the device went away first: nothing more to tell it
        writer.cancel()


async def _receive(ws: WebSocket):
    """One message as JSON; None for one that is not: too large, binary, not
    JSON, or nested deeper than the parser goes (each is then refused in
    words, never a dropped connection)."""
    message = await ws.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is None or len(text) > MAX_MESSAGE:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _intent(kind: str, msg: dict) -> Intent:
    """A device's intent, checked (``IllegalMove(BadIntent)`` otherwise). The
    first pages sent a move as text (``move``) and the next round as
    ``next``: both are still understood."""
    if kind == "intent":
        return Intent.from_dict(msg.get("intent"))
    fields = {"kind": "move" if kind == "move" else "next", "ply": msg.get("ply"), "id": msg.get("id")}
    if kind == "move":
        fields["move"] = msg.get("move")
    return Intent.from_dict({k: v for k, v in fields.items() if v is not None})


async def _serve(ws, conn, hub, table_id, role, base_msg) -> None:
    """A welcomed connection's messages, each checked and rate-limited."""
    w = words(hub.language)
    tokens, last, over = float(BURST), time.monotonic(), 0
    while not conn.closing:
        msg = await _receive(ws)
        now = time.monotonic()
        tokens, last = min(BURST, tokens + (now - last) * RATE), now
        if tokens < 1:
            over += 1
            if over >= FLOOD:
                await ws.close(1008)
                return
            if over % 20 == 1:
                await conn.deliver({"type": "refused", "message": W.too_fast(w)})
            continue
        tokens -= 1
        kind = msg.get("type") if isinstance(msg, dict) else None
        if kind in ("intent", "move", "next") and role != PROJECTOR:
            try:
                intent = _intent(kind, msg)
            except IllegalMove:  # not an intent at all: the page's fault, not the player's
                await conn.deliver({"type": "refused", "message": W.bad_message(w)})
                continue
            await hub.command(table_id, {**base_msg, "type": "intent", "intent": intent.to_dict()})
            continue
        if kind == "width" and type(msg.get("width")) is int and type(msg.get("room", 0)) is int:
            width = min(max(msg["width"], render.NARROWEST), render.WIDEST)
            room = min(max(msg.get("room", 0), 0), render.WIDEST)
            await hub.command(table_id, {**base_msg, "type": "width", "width": width, "room": room})
            continue
        if kind == "back" and role != PROJECTOR:
            await hub.command(table_id, {**base_msg, "type": "back"})
            continue
        elif kind == "sync":
            await hub.command(table_id, {**base_msg, "type": "sync"})
            continue
        await conn.deliver({"type": "refused", "message": W.bad_message(w)})
