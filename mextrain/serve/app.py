"""The ASGI app: its routes, what it does at start and stop, its headers.

The endpoints are module-level (``endpoints`` for the pages and the
teacher's API, ``socket.TableSocket`` for a device's websocket) and find
their server in ``app.state.classroom``. Every response carries a strict
Content-Security-Policy (scripts and styles from this server's files only,
nothing inline, no frames) and no referrer, since the links themselves are
the keys.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles

from ..words import words
from . import classes
from . import endpoints as E
from .endpoints import HEADERS, Classroom
from .game import Hub
from .socket import TableSocket, TeacherSocket

STATIC = Path(__file__).with_name("static")
#: The table's one front-end, the notebook's files too.
FRONT = Path(__file__).resolve().parents[1] / "front"

ROUTES = [
    Route("/teacher", E.teacher),
    Route("/favicon.ico", E.icon),
    Route("/seat/{token}", E.seat),
    Route("/projector/{token}", E.projector),
    Route("/api/tables", E.list_tables, methods=["GET"]),
    Route("/api/tables", E.create_table, methods=["POST"]),
    Route("/api/tables/{id}/seats/{seat:int}/{action}", E.seat_action, methods=["POST"]),
    Route("/api/tables/{id}/end", E.end_table, methods=["POST"]),
    WebSocketRoute("/ws/teacher", TeacherSocket),
    WebSocketRoute("/ws/{token}", TableSocket),
    *classes.ROUTES,
    Mount("/static", StaticFiles(directory=STATIC), name="static"),
    Mount("/front", StaticFiles(directory=FRONT), name="front"),
]


@asynccontextmanager
async def lifespan(app: Starlette):
    from .store import keep_token
    room: Classroom = app.state.classroom
    await room.hub.start()
    shared = await room.store.teacher(room.token)
    if shared != room.token:  # with Redis, every process's teacher link is the first one's
        room.token = app.state.token = keep_token(room.data, shared)
    yield
    await room.hub.close()


def create_app(store, data: Path, language: str = "en", public_url: str | None = None):
    """The server's app over ``store`` (``store.sqlite`` or ``store.redis``),
    keeping the teacher's token in ``data``, its own words in ``language``."""
    from .store import teacher_token
    room = Classroom(store, Hub(store, language), words(language), teacher_token(data), data, public_url)
    app = Starlette(routes=ROUTES, lifespan=lifespan)
    app.state.classroom = room
    app.state.hub, app.state.token = room.hub, room.token
    app.state.classes = classes.Classes(store, language)
    return _with_headers(app)


def _with_headers(app: Starlette):
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
