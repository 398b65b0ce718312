"""The pages and the teacher's API: one endpoint each, at module level.

An endpoint finds the server it belongs to in ``request.app.state.classroom``
(a ``Classroom``: the store, the hub, the server's words and the teacher's
token). The teacher's API needs that token as a Bearer header; a page is
reached by a link whose token is the key, and answers in the table's
language.
"""

from __future__ import annotations

import asyncio
import functools
import json
import secrets
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from starlette.requests import HTTPConnection, Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from .. import reasons as R
from ..bots import NAMES as BOTS
from ..errors import InvalidSetup
from ..session import HUMAN, Session, Setup
from ..words import LANGUAGES, Words, words
from ..words import serve as W
from . import pages
from .game import PROJECTOR, Hub, new_token

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
           "X-Frame-Options": "DENY", "Cache-Control": "no-store"}
#: Largest request body the server reads.
MAX_BODY = 16 * 1024
DEFAULT_DELAY = 0.8
SEED_BITS = 64


@dataclass
class Classroom:
    """One server: where its tables are kept, the process's hub, its words,
    the teacher's token (with Redis, the shared one once the app starts),
    the address its links are made of, and the devices' sockets open from
    each network address."""

    store: object
    hub: Hub
    words: Words
    token: str
    data: Path
    public_url: str | None = None
    addresses: Counter = field(default_factory=Counter)

    def base(self, request: HTTPConnection) -> str:
        """The address links start with (a websocket's is its page's: http(s), not ws)."""
        if self.public_url:
            return self.public_url.rstrip("/")
        base = str(request.base_url).rstrip("/")
        return "http" + base[2:] if base.startswith("ws") else base

    def authorized(self, request: Request) -> bool:
        given = request.headers.get("authorization", "")
        return given.startswith("Bearer ") and secrets.compare_digest(given[7:].encode(), self.token.encode())


def classroom(conn: HTTPConnection) -> Classroom:
    return conn.app.state.classroom


def html(text: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers=HEADERS)


def answer(doc, status: int = 200) -> JSONResponse:
    return JSONResponse(doc, status_code=status, headers=HEADERS)


def refuse(text: str, status: int = 400) -> JSONResponse:
    return answer({"error": text}, status)


async def body(request: Request) -> bytes | None:
    """The request's body, or None past ``MAX_BODY`` (read no further)."""
    if int(request.headers.get("content-length") or 0) > MAX_BODY:
        return None
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


async def json_body(request: Request, w: Words) -> tuple[object, Response | None]:
    """The request's JSON (None for a body that is none: the settings' check
    refuses it as no object), or the refusal of a body past ``MAX_BODY``."""
    raw = await body(request)
    if raw is None:
        return None, refuse(W.too_large(w, MAX_BODY), 413)
    try:
        return json.loads(raw), None
    except (ValueError, UnicodeDecodeError, RecursionError):
        return None, None


# ---- the settings of a new table -----------------------------------------------------

#: A seat a student plays from a device: the Session's person at a classroom table.
STUDENT = "student"


def table_settings(doc, w) -> dict:
    """Check the API's settings (``Setup.from_dict``'s, a seat a student's
    as ``"student"``, and the table's ``language``) and fill in the
    defaults; ``InvalidSetup`` says what is wrong."""
    if not isinstance(doc, dict):
        raise InvalidSetup(R.NotSettings(""))
    doc = dict(doc)
    language = doc.pop("language", w.language)
    if language not in LANGUAGES:
        raise InvalidSetup(R.NotAChoice("language", LANGUAGES))
    players = doc.get("players", 4)
    seats = doc.get("seats", [STUDENT] + ["planner"] * (players - 1 if type(players) is int else 0))
    kinds = (STUDENT, *BOTS)
    if not isinstance(seats, list) or any(not isinstance(k, str) or k not in kinds for k in seats):
        raise InvalidSetup(R.SeatKinds("seats", players if type(players) is int else 0, kinds))
    if STUDENT not in seats:
        raise InvalidSetup(R.NoPerson("seats"))
    seats = [HUMAN if k == STUDENT else k for k in seats]
    # The seed deals every hand and the boneyard: the server's own is a deal
    # code of 65 random bits, out of reach of a search; a typed one is the teacher's choice.
    doc["seed"] = deal_code() if doc.get("seed") is None else typed_seed(doc["seed"])
    doc.setdefault("delay", DEFAULT_DELAY)
    try:  # the table's language names its seats, not the server's
        setup = Setup.from_dict({**doc, "players": players, "seats": seats}, language)
    except InvalidSetup as e:
        if isinstance(e.reason, R.SeatKinds):  # said with the API's word for a person's seat
            raise InvalidSetup(R.SeatKinds("seats", e.reason.players, kinds)) from None
        raise
    return {"players": len(setup.seats), "seats": [STUDENT if k == HUMAN else k for k in setup.seats],
            "names": list(setup.names), "rounds": doc.get("rounds"), "rules": doc.get("rules", "table"),
            "language": language, "seed": setup.seed, "delay": setup.delay}


#: Crockford's base 32: digits and capitals without I, L, O and U, so a code
#: read out in class or copied by hand cannot be mistaken.
CODE = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: A deal code's characters: 13 of 5 bits, 65 random bits (a search of 2**64
#: deals, each a shuffle, is out of reach; 6 characters, 30 bits, are not).
CODE_LENGTH = 13


def deal_code() -> str:
    """A new table's seed as a code a class can read out ("K7Q2-M9XA-P3TZW"),
    from ``secrets``; the same code typed again deals the same match."""
    n = secrets.randbits(5 * CODE_LENGTH)
    chars = "".join(CODE[(n >> (5 * i)) & 31] for i in reversed(range(CODE_LENGTH)))
    return f"{chars[:4]}-{chars[4:8]}-{chars[8:]}"


def typed_seed(value):
    """A seed the teacher typed: a number (up to 64 bits: JavaScript's
    numbers are not, so it may come as text), a deal code however it was
    written (lower case, spaces, O for 0), or any other text as it is."""
    if type(value) is str:
        text = value.strip()
        if text.isascii() and text.isdigit() and len(text) <= 20:
            value = int(text)
        else:
            plain = "".join(text.upper().split()).replace("-", "").translate(str.maketrans("OIL", "011"))
            if len(plain) == CODE_LENGTH and all(c in CODE for c in plain):
                return f"{plain[:4]}-{plain[4:8]}-{plain[8:]}"
            return text
    if type(value) is int and not 0 <= value < 2**SEED_BITS:
        raise InvalidSetup(R.OutOfRange("seed", 0, 2**SEED_BITS - 1, whole=True))
    return value


def new_session(settings: dict) -> Session:
    """The Session of a table's stored settings."""
    doc = {k: settings[k] for k in ("players", "names", "rounds", "rules", "seed", "delay")}
    seats = [HUMAN if k == STUDENT else k for k in settings["seats"]]
    return Session(Setup.from_dict({**doc, "seats": seats}, settings["language"]))


@functools.lru_cache(maxsize=4096)
def qr_svg(url: str) -> str:
    """A link's QR code as SVG, drawn once per link (a few milliseconds each:
    the teacher's page asks for every seat's every few seconds)."""
    import qrcode
    import qrcode.image.svg
    return qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=8).to_string(
        encoding="unicode")


# ---- pages ----------------------------------------------------------------------------

async def icon(request: Request) -> Response:
    """What a browser asks for when a response names no icon (the API's JSON)."""
    return RedirectResponse("/static/favicon.svg", status_code=301, headers=HEADERS)


async def teacher(request: Request) -> Response:
    room = classroom(request)
    given = request.query_params.get("token", "")
    if not secrets.compare_digest(given.encode(), room.token.encode()):
        return html(pages.message_page(room.words, W.unauthorized(room.words)), 401)
    return html(pages.teacher_page(room.words, list(BOTS), DEFAULT_DELAY))


async def _link_page(request: Request, role_ok, page) -> Response:
    room = classroom(request)
    found = await room.store.find_token(request.path_params["token"][:64])
    if found is None or not role_ok(found[1]):
        return html(pages.message_page(room.words, W.unknown_link(room.words)), 404)
    meta = (await room.store.load(found[0]))[0]
    return html(page(words(meta["language"])))


async def seat(request: Request) -> Response:
    return await _link_page(request, lambda role: role != PROJECTOR, pages.seat_page)


async def projector(request: Request) -> Response:
    return await _link_page(request, lambda role: role == PROJECTOR, pages.projector_page)


# ---- the teacher's API ----------------------------------------------------------------

def links(room: Classroom, request: HTTPConnection, meta: dict) -> dict:
    root = room.base(request)
    # The teacher's alone (this API needs the teacher's token): the seed as
    # text, since a browser's numbers keep only 53 bits.
    out = {"id": meta["id"], "created": meta["created"], "ended": bool(meta.get("ended")),
           "status": meta.get("status"), "seed": str(meta["settings"]["seed"]),
           "projector": f"{root}/projector/{meta['projector']}", "seats": []}
    said = room.words.with_names(meta["names"])  # a default name in the teacher page's language, not the table's
    for s, info in enumerate(meta["seats"]):
        row = {"seat": s, "kind": info["kind"], "name": str(said.player(s))}
        if info["kind"] == "student":
            row.update(url=f"{root}/seat/{info['token']}", claimed=info["device"] is not None,
                       standin=bool(info.get("standin")))
        out["seats"].append(row)
    return out


async def with_qr_codes(table: dict) -> dict:
    """``links``' answer with each student seat's QR code, drawn off the
    event loop (a new code would hold every table's moves up meanwhile)."""
    for row in table["seats"]:
        if "url" in row:
            row["qr"] = await asyncio.to_thread(qr_svg, row["url"])
    return table


async def table_list(room: Classroom, conn: HTTPConnection, qr: bool) -> dict:
    """Every table with its links (``qr``: and their codes) and each student
    seat's state: what the teacher's page shows, asked for or pushed."""
    now = time.time()
    tables = []
    for meta in await room.store.list():
        row = links(room, conn, meta)
        if qr and not meta.get("ended"):
            await with_qr_codes(row)
        here, seen = await room.store.connected(meta["id"])
        for info in row["seats"]:
            if info["kind"] == "student":
                info["connected"] = here.get(str(info["seat"]), 0)
                left = seen.get(str(info["seat"]))
                info["away"] = None if info["connected"] or left is None else int(now - left)
        tables.append(row)
    return {"tables": tables}


async def list_tables(request: Request) -> Response:
    room = classroom(request)
    if not room.authorized(request):
        return Response(status_code=401, headers=HEADERS)
    return answer(await table_list(room, request, request.query_params.get("qr") == "1"))


async def create_table(request: Request) -> Response:
    room = classroom(request)
    w = room.words
    if not room.authorized(request):
        return Response(status_code=401, headers=HEADERS)
    doc, refused = await json_body(request, w)
    if refused is not None:
        return refused
    try:
        settings = table_settings(doc, w)
    except InvalidSetup as e:
        return refuse(w.reason(e.reason))
    return answer(links(room, request, await open_table(room, settings)), 201)


async def open_table(room: Classroom, settings: dict) -> dict:
    """A new table with ``table_settings``' settings, stored and started: its record."""
    meta = {"id": secrets.token_hex(6), "created": time.time(), "language": settings["language"],
            "settings": settings, "names": settings["names"], "projector": new_token(),
            "standin_bot": "planner", "ended": False,
            "seats": [{"kind": k, "token": new_token() if k == "student" else None, "device": None,
                       "standin": None} for k in settings["seats"]]}
    await room.hub.create(meta, new_session(settings))
    return meta


async def _table(request: Request) -> tuple[dict | None, Response | None]:
    """The table an action names, or a refusal."""
    room = classroom(request)
    if not room.authorized(request):
        return None, Response(status_code=401, headers=HEADERS)
    loaded = await room.store.load(request.path_params["id"][:32])
    if loaded is None or loaded[0].get("ended"):
        return None, refuse(W.no_such_table(room.words), 404)
    return loaded[0], None


async def seat_action(request: Request) -> Response:
    """``reset`` a seat's link, put a stand-in in (``standin``) or take it out (``back``)."""
    meta, refused = await _table(request)
    if meta is None:
        return refused
    room = classroom(request)
    seat = request.path_params["seat"]
    action = request.path_params["action"]
    if seat >= len(meta["seats"]) or meta["seats"][seat]["kind"] != "student" or \
            action not in ("reset", "standin", "back"):
        return refuse(W.no_such_seat(room.words), 404)
    if action == "reset":
        fresh = new_token()
        await room.hub.command(meta["id"], {"type": "reset", "seat": seat, "token": fresh, "conn": None})
        return answer({"seat": seat, "url": f"{room.base(request)}/seat/{fresh}"})
    await room.hub.command(meta["id"], {"type": "standin", "seat": seat, "on": action == "standin", "conn": None})
    return answer({"seat": seat, "standin": action == "standin"})


async def end_table(request: Request) -> Response:
    meta, refused = await _table(request)
    if meta is None:
        return refused
    await classroom(request).hub.command(meta["id"], {"type": "end", "conn": None})
    return answer({"id": meta["id"], "ended": True})
