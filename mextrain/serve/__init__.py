"""A classroom table: every student joins the teacher's table from their own
device, with a link; the projector shows the public table.

    python -m mextrain serve [--host 127.0.0.1] [--port 8000] [--data DIR] [--redis URL]

prints ``Teacher page: http://HOST:PORT/teacher?token=...``. From a
notebook, ``mt.classroom()`` starts the same server inside the kernel and
shows that link with a QR code. Needs the extra ``mextrain[serve]``
(Starlette, uvicorn, websockets, redis, qrcode).
"""

from __future__ import annotations

import asyncio
import os
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

from ..words import words
from ..words import serve as W

__all__ = ["serve", "classroom", "Classroom", "data_dir"]

#: The websocket frame a server reads at most (the app checks its own, smaller, cap too).
WS_MAX_SIZE = 16 * 1024
#: zlib's level for the frames sent (per-message deflate, uvicorn's window and
#: memory otherwise): 1 compresses a change's four frames in half the time of
#: the default 6 (1.0 against 2.0 ms), a quarter larger; every frame goes to
#: every seat after every move, and the server's time is the classroom's limit.
DEFLATE_LEVEL = 1


def _protocol():
    """uvicorn's websocket protocol, compressing at ``DEFLATE_LEVEL``
    (uvicorn takes no compression settings)."""
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
    from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory
    from websockets.server import ServerProtocol

    class Protocol(WebSocketsSansIOProtocol):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            deflate = ServerPerMessageDeflateFactory(server_max_window_bits=12, client_max_window_bits=12,
                                                     compress_settings={"memLevel": 5, "level": DEFLATE_LEVEL})
            self.conn = ServerProtocol(extensions=[deflate], max_size=self.config.ws_max_size,
                                       logger=self.conn.logger)

    return Protocol


def data_dir() -> Path:
    """The default data folder: the user's data directory, then ``mextrain``."""
    if sys.platform == "win32":
        root = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        root = Path.home() / "Library" / "Application Support"
    else:
        root = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return root / "mextrain"


def check_redis(url: str, insecure: bool, w) -> None:
    """A Redis server holds the teacher's token and every hand: refuse one
    reached without a password (``redis://:PASSWORD@host:6379/0``; rediss://
    for TLS) unless told it is safe (``insecure``: a Redis only this machine
    reaches)."""
    parsed = urlsplit(url)
    if parsed.scheme not in ("redis", "rediss", "unix"):
        raise ValueError(W.redis_scheme(w))
    if not parsed.password and not insecure:
        raise ValueError(W.redis_password(w))


def _server(host: str, port: int, data, redis, language: str, public_url, tls=(None, None),
            redis_insecure: bool = False):
    import uvicorn

    from .app import create_app
    from .store import RedisStore, SQLiteStore
    if redis:
        check_redis(redis, redis_insecure, words(language))
    data = Path(data) if data is not None else data_dir()
    data.mkdir(parents=True, exist_ok=True, mode=0o700)
    data.chmod(0o700)  # the tables and the teacher's token: readable by their owner only
    store = RedisStore(redis) if redis else SQLiteStore(data)
    app = create_app(store, data, language, public_url)
    certfile, keyfile = tls
    config = uvicorn.Config(app, host=host, port=port, ws=_protocol(), ws_max_size=WS_MAX_SIZE,
                            log_level="warning", lifespan="on",
                            ssl_certfile=certfile, ssl_keyfile=keyfile)
    return uvicorn.Server(config), app


def _bound_port(server) -> int:
    return server.servers[0].sockets[0].getsockname()[1]


def _teacher_url(host: str, port: int, token: str, tls: bool = False) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"{'https' if tls else 'http'}://{shown}:{port}/teacher?token={token}"


async def _serve(server, app, host: str, language: str) -> None:
    w = words(language)
    task = asyncio.create_task(server.serve())
    while not server.started and not task.done():
        await asyncio.sleep(0.02)
    if server.started:
        port = _bound_port(server)
        if host in ("0.0.0.0", "::"):
            print(W.open_note(w, port), flush=True)
        tls = server.config.ssl_certfile is not None
        print(W.teacher_line(w, _teacher_url(host, port, app.state.token, tls)), flush=True)
    await task


def serve(host: str = "127.0.0.1", port: int = 8000, data=None, redis: str | None = None, language: str | None = None,
          public_url: str | None = None, *, certfile: str | None = None, keyfile: str | None = None,
          redis_insecure: bool = False) -> None:
    """Run the classroom server until it is stopped (Ctrl-C).

    ``data``: the folder for the tables and the teacher's token (default
    ``data_dir()``); ``redis``: a ``redis://`` URL to share the tables
    between several server processes; ``port=0`` picks a free port;
    ``public_url``: the address the links should carry, when the students
    reach this machine by another name than the teacher's browser does;
    ``language``: the teacher's page, the error pages and a new table's
    default (None: the kit's, ``mt.set_language`` or ``--language``);
    ``certfile`` and ``keyfile``: HTTPS (and wss://) with that certificate;
    ``redis_insecure``: allow a Redis without a password (``check_redis``).
    """
    language = words(language).language
    server, app = _server(host, port, data, redis, language, public_url, (certfile, keyfile), redis_insecure)
    asyncio.run(_serve(server, app, host, language))


def _reachable(host: str) -> str:
    """The address others reach ``host`` at: itself, or for every network
    (0.0.0.0, ::) the one this machine sends from (no packet is sent)."""
    import socket
    if host not in ("0.0.0.0", "::"):
        return host
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: only picks the route
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


class Classroom:
    """A server running inside this kernel (``mt.classroom()``): ``.url`` is
    the teacher page, ``.start(...)`` starts a class activity on it,
    ``.stop()`` ends it; shown in a notebook as the link and a QR code (and
    the activity's links, when ``mt.classroom`` started one)."""

    activity = None

    def __init__(self, host, port, data, redis, language, public_url, tls=(None, None), redis_insecure=False):
        language = words(language).language
        self._server, self._app = _server(host, port, data, redis, language, public_url, tls, redis_insecure)
        self._language, self._open = language, host in ("0.0.0.0", "::")
        self._tls = tls[0] is not None
        self._thread = threading.Thread(target=self._server.run, name="mextrain-classroom", daemon=True)
        self._thread.start()
        for _ in range(500):  # up to 10 s for the socket to be bound
            if self._server.started or not self._thread.is_alive():
                break
            self._thread.join(0.02)
        if not self._server.started:
            raise RuntimeError(f"the classroom server did not start on {host}:{port}")
        token = self._app.state.token
        self.url = (f"{public_url.rstrip('/')}/teacher?token={token}" if public_url
                    else _teacher_url(_reachable(host), _bound_port(self._server), token, self._tls))

    def start(self, lessons=(), table: dict | None = None, language: str | None = None):
        """Start a class activity: ``lessons``' exercises (["03"]: one link
        for every student, the results page) or ``table`` (the settings of
        ``POST /api/tables``, as ``mt.play`` takes them: a link per student
        seat); ``language`` the class's (default: the server's). Returns its
        ``Activity`` (shown as its links and QR codes); a setting the server
        refuses is a ValueError saying why."""
        from .activity import Activity, ask
        token, language = self._app.state.token, words(language or self._language).language
        port, host = _bound_port(self._server), urlsplit(self.url).netloc
        if table is not None and not lessons:
            info = ask(port, self._tls, token, host, "/api/tables", {"language": language, **table})
            return Activity("table", info, token, language)
        # No lessons at all: the server refuses them in its words, as the API does.
        doc = {"lessons": list(lessons), "language": language, **({"table": table} if table is not None else {})}
        return Activity("class", ask(port, self._tls, token, host, "/api/classes", doc), token, language)

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(10)

    def _repr_html_(self) -> str:
        import html

        from .endpoints import qr_svg
        w = words(self._language)
        link = html.escape(self.url)
        note = f"<p>{html.escape(W.open_note(w, _bound_port(self._server)))}</p>" if self._open else ""
        shown = self.activity._repr_html_() if self.activity is not None else ""
        return (f'<div class="mextrain-classroom"><p>{html.escape(W.classroom_caption(w))} '
                f'<a href="{link}" target="_blank" rel="noopener">{link}</a></p>{note}{qr_svg(self.url)}'
                f'{shown}</div>')

    def __repr__(self) -> str:
        line = W.teacher_line(words(self._language), self.url)
        return line if self.activity is None else f"{line}\n{self.activity!r}"


def classroom(host: str = "127.0.0.1", port: int = 0, data=None, redis: str | None = None,
              language: str | None = None, public_url: str | None = None, *, certfile: str | None = None,
              keyfile: str | None = None, redis_insecure: bool = False, lessons=(),
              table: dict | None = None) -> Classroom:
    """Start the classroom server inside this kernel and show the teacher
    page's link with a QR code (``port=0``: a free port). Same options as
    ``serve``; ``.stop()`` ends it. With ``lessons`` (["03"]) or ``table``
    (a table's settings), it starts that class activity too and shows its
    links (``Classroom.start``), in ``language``."""
    room = Classroom(host, port, data, redis, language, public_url, (certfile, keyfile), redis_insecure)
    if lessons or table is not None:
        try:
            room.activity = room.start(lessons, table)
        except Exception:
            room.stop()  # no server left behind a refused activity
            raise
    return room
