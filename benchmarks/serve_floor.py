"""The classroom server's floor: the websocket stack alone, under the load
``benchmarks/serve.py`` puts on the real server.

``benchmarks/serve.py --floor`` starts this as its server. It answers the
same API and websocket messages the scripted seats use, on the same stack
(uvicorn, Starlette, websockets with the server's own per-message deflate,
``mextrain.serve.socket``'s one writer per connection and its encoder), and
after each intent sends each of the table's four seats a frame -- but the
frames are real ones made once at start (a table 12 moves in, drawn as the
server draws it) with only the ply and the seat to act changed: no game, no
pictures, no store. What it costs per intent is what any server on this
stack pays before it does anything for the game.
"""

from __future__ import annotations

import asyncio
import random
import secrets
import sys

from starlette.applications import Starlette
from starlette.endpoints import WebSocketEndpoint
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute

from mextrain.frames import Audience
from mextrain.serve import _protocol, _serve
from mextrain.serve import render
from mextrain.serve.socket import Conn
from mextrain.session import Session
from mextrain.words import words

PLAYERS = 4


def templates() -> list[dict]:
    """Each seat's frame of a real table 12 moves in, as the server makes it."""
    s = Session.new(players=PLAYERS, humans=tuple(range(PLAYERS)), seed=1, rounds=1)
    rng = random.Random(1)
    for _ in range(12):
        s.submit(s.round.turn, rng.choice(list(s.round.legal_moves())), s.ply)
    names = [f"Player {n + 1}" for n in range(PLAYERS)]
    w, pictures = words("en"), render.Pictures(s, names)
    return [render.message(s.frame(Audience.device(n, "en")), pictures, None, w.with_names(names, viewer=n))
            for n in range(PLAYERS)]


FRAMES = templates()
TABLES: dict[str, dict] = {}  # table id -> {"ply", "conns": {seat: Conn}}


def frame(table: dict, seat: int) -> dict:
    acting = table["ply"] % PLAYERS == seat
    return {**FRAMES[seat], "ply": table["ply"], "over": False, "symbols": None,
            "legal": (FRAMES[seat]["legal"] or [{"move": "d"}]) if acting else []}


async def tables(request: Request) -> JSONResponse:
    tid = secrets.token_hex(6)
    TABLES[tid] = {"ply": 0, "conns": {}}
    return JSONResponse({"id": tid, "seats": [{"seat": n, "kind": "student", "url": f"/s/{tid}-{n}"}
                                              for n in range(PLAYERS)]}, status_code=201)


class Seat(WebSocketEndpoint):
    encoding = "json"

    async def on_connect(self, ws) -> None:
        await ws.accept()
        tid, seat = ws.path_params["link"].rsplit("-", 1)
        self.table, self.seat = TABLES[tid], int(seat)
        self.conn = Conn(ws)

    async def on_receive(self, ws, msg) -> None:
        table = self.table
        if msg.get("type") == "hello":
            table["conns"][self.seat] = self.conn
            await self.conn.deliver(frame(table, self.seat))
        elif msg.get("type") == "move" and msg.get("ply") == table["ply"]:
            table["ply"] += 1
            for seat, conn in table["conns"].items():
                await conn.deliver(frame(table, seat))

    async def on_disconnect(self, ws, code) -> None:
        self.conn.writing.cancel()


def main(argv) -> int:
    import uvicorn

    port = int(argv[argv.index("--port") + 1]) if "--port" in argv else 0
    app = Starlette(routes=[Route("/api/tables", tables, methods=["POST"]), WebSocketRoute("/ws/{link}", Seat)])
    app.state.token = secrets.token_urlsafe(12)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, ws=_protocol(), log_level="warning")
    asyncio.run(_serve(uvicorn.Server(config), app, "127.0.0.1", "en"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
